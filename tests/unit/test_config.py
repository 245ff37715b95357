"""Configuration: presets, overrides, and errors that name the key."""

import dataclasses

import pytest

from seq2seq import config as C
from seq2seq import registry
from seq2seq.config import ConfigError
from seq2seq.decoding.spec import DecodeSpec


def test_presets_load_and_bench_small_is_exact():
    assert {"ci-tiny", "demo", "bench-small"} <= set(C.preset_names())
    cfg = C.load("bench-small")
    m, t, d = cfg.model, cfg.train, cfg.data
    assert (d.vocab_size, d.subword_model, d.max_length) == (4000, "unigram", 50)
    assert (m.embedding_size, m.encoder_units, m.bidirectional, m.bridge) == (
        128,
        128,
        "first",
        "dense",
    )
    assert (m.decoder_units, m.attention, m.attention_score, m.attention_layer_size) == (
        256,
        "luong",
        "general",
        256,
    )
    assert m.input_feeding and m.output_attention and m.dropout == 0.1
    assert (t.learning_rate, t.clip_norm, t.batch_size, t.seed) == (1e-3, 5.0, 64, 1234)


def test_extends_merges_sections():
    cfg = C.load("ci-tiny")
    assert cfg.data.corpus == "data/ci-subset"
    assert cfg.model.attention == "luong"  # inherited from bench-small


def test_overrides_are_parsed_as_yaml_and_typed():
    cfg = C.load(
        "bench-small",
        [
            "train.batch_size=32",
            "model.attention=bahdanau",
            "train.learning_rate=1",
            "model.input_feeding=false",
        ],
    )
    assert cfg.train.batch_size == 32 and cfg.model.attention == "bahdanau"
    assert cfg.train.learning_rate == 1.0 and isinstance(cfg.train.learning_rate, float)
    assert cfg.model.input_feeding is False


@pytest.mark.parametrize("text, value", [("5e-4", 5e-4), ("1E0", 1.0), ("+.5e+1", 5.0)])
def test_a_float_without_a_dot_is_a_float(text, value, tmp_path):
    """YAML 1.1 reads ``5e-4`` as a string: the config takes it as the number it means, given on
    the command line or in a file."""
    assert C.load("bench-small", [f"train.learning_rate={text}"]).train.learning_rate == value
    path = tmp_path / "lr.yaml"
    path.write_text(f"extends: bench-small\ntrain:\n  learning_rate: {text}\n")
    assert C.load(str(path)).train.learning_rate == value


@pytest.mark.parametrize(
    "overrides, message",
    [
        (
            ["train.batch_sise=3"],
            r"unknown config key train.batch_sise \(did you mean train.batch_size\?\)$",
        ),
        # An unknown key says what it may have meant: the same key of another section, a key
        # spelt alike or abbreviated, the keys it is a word of; nothing when none is close.
        (["train.beam_size=3"], r"unknown config key train.beam_size \(it is decode.beam_size\)$"),
        (["train.lr=1"], r"train.lr \(did you mean train.learning_rate\?\)$"),
        (["data.vocab=8"], r"data.vocab \(did you mean data.vocab_size\?\)$"),
        (
            ["model.units=8"],
            r"model.units \(did you mean model.encoder_units or model.decoder_units or "
            r"model.attention_units\?\)$",
        ),
        (["train.bogus=1"], r"unknown config key train.bogus$"),
        (["trian.batch_size=3"], "unknown config section 'trian'"),
        (["train.batch_size=abc"], "config key train.batch_size: expected int"),
        (["train.batch_size=true"], "config key train.batch_size: expected int"),
        (["model.attention=cosine"], "config key model.attention: 'cosine' is not one of"),
        (
            ["model.attention_score=dot", "model.decoder_units=128", "model.attention_units=128"],
            "config key model.attention_score: 'dot' needs",
        ),
        (["model.attention_units=128"], "config key model.attention_units"),
        (
            ["model.bridge=copy", "model.encoder_units=64"],
            "config key model.bridge: 'copy' needs model.decoder_units",
        ),
        (["train.batch_size=0"], r"config key train.batch_size: 0 is outside \[1, "),
        (["model.dropout=1.5"], "config key model.dropout"),
        (
            ["train.loss_normalizer=mean_batch_tokens", "train.batch_unit=tokens"],
            "config key train.loss_normalizer: mean_batch_tokens needs",
        ),
        (["train.loss_normalizer=sentences"], "config key train.loss_normalizer"),
        (["data.bucketed_epochs=-1"], "config key data.bucketed_epochs"),
        (["batch_size=3"], "expected section.key=value"),
        # The corpus's file names are made of these: an empty one read as a missing file.
        (["data.src="], "config key data.src: '' is not a part of a file name"),
        (["data.tgt=en/x"], "config key data.tgt: 'en/x' is not a part of a file name"),
        (["data.train_prefix=' train'"], "config key data.train_prefix: ' train' is not a part"),
        (["data.dev_prefix="], "config key data.dev_prefix: '' is not a part of a file name"),
    ],
)
def test_bad_configs_name_the_key(overrides, message):
    with pytest.raises(ConfigError, match=message):
        C.load("bench-small", overrides)


def test_dot_and_copy_work_when_sizes_match():
    cfg = C.load("bench-small", ["model.attention_score=dot", "model.bridge=copy"])
    assert cfg.model.attention_score == "dot"


def test_missing_config_file(tmp_path):
    with pytest.raises(ConfigError, match="not a file nor a preset"):
        C.load(str(tmp_path / "nope.yaml"))


def test_yaml_file_round_trip(tmp_path):
    cfg = C.load("ci-tiny", ["train.epochs=2"])
    C.save(cfg, tmp_path / "config.yaml")
    assert C.load(str(tmp_path / "config.yaml")) == cfg


@pytest.mark.parametrize(
    "text, message",
    [
        ("model:\n  attention: luong\nmodel:\n  dropout: 0.2\n", "line 3: 'model' is given twice"),
        ("train:\n  seed: 1\n  seed: 2\n", "line 3: 'seed' is given twice"),
        ("extends: [base]\n", "'extends' must be a preset name or a file"),
        ("extends: 3\n", "'extends' must be a preset name or a file"),
        ("train:\n  sed: 1\n", "unknown config key train.sed"),
        ("decode:\n  beam_size: 0\n", "config key decode.beam_size: 0 is outside [1, 256]"),
        ("decode:\n  sample: yes please\n", "config key decode.sample: expected bool"),
        ("- a list\n", "expected a mapping of sections"),
    ],
)
def test_config_files_are_strict(tmp_path, text, message):
    path = tmp_path / "run.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(C.ConfigError) as err:
        C.load(str(path))
    assert message in str(err.value) and "\n" not in str(err.value)


def test_every_numeric_setting_has_a_range_and_the_defaults_lie_in_it():
    """A number setting without a range would take 0, negative or huge values unchecked."""
    spec_fields = {f.name for f in dataclasses.fields(DecodeSpec)}
    for name, section in C.SECTIONS.items():
        for f in dataclasses.fields(section()):
            numeric = f.type in ("int", "float")
            if numeric and not (name == "decode" and f.name in spec_fields):
                assert (name, f.name) in C.RANGES, f"{name}.{f.name} has no range"
    C.validate(C.Config())  # every default inside its range and among its choices
    assert C.CHOICES[("model", "attention")] is registry.ATTENTION  # read at each check
    assert C.CHOICES[("model", "bidirectional")] == ("first", "none", "all")
