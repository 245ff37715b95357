"""Configuration: frozen dataclasses loaded from YAML, with ``section.key=value`` overrides.

A config has four sections (`DataConfig`, `ModelConfig`, `TrainConfig`, `DecodeConfig`). Presets
ship in the package (``seq2seq/configs/*.yaml``) and a preset may ``extends:`` another. Unknown
keys, wrong types and impossible combinations are `ConfigError`s that name the key.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from seq2seq import registry
from seq2seq.config_hints import meant
from seq2seq.decoding.spec import DecodeSpec, DecodeSpecError
from seq2seq.strict_yaml import strict_load

PRESET_DIR = Path(__file__).parent / "configs"


class ConfigError(ValueError):
    """A configuration problem; the message names the key."""


# Every setting that is a number has a range and every setting with a fixed set of values lists
# them, next to its default, so that a bad value is refused up front with the key's name.
_BIG = 2**31 - 1
_DIM = 65536  # any model width beyond this cannot fit in memory


def _num(default: float, low: float, high: float, *, low_allowed: bool = True) -> Any:
    """A numeric setting: its default and its range (`RANGES`), ``low`` itself allowed or not."""
    return field(default=default, metadata={"range": (low, high, low_allowed)})


def _one_of(default: str, *others: str) -> Any:
    """A setting with a fixed set of values (`CHOICES`), the default first."""
    return field(default=default, metadata={"choices": (default, *others)})


@dataclass(frozen=True)
class DataConfig:
    corpus: str = "data/tatoeba-spa-eng"  # folder with {train,dev,test}.{src,tgt}[.gz]
    src: str = "es"  # source language suffix (Spanish -> English by default)
    tgt: str = "en"
    train_prefix: str = "train"
    dev_prefix: str = "dev"
    test_prefix: str = "test"  # "" for no test set
    # drop training pairs with more subword pieces on either side
    max_length: int = _num(50, 1, 10_000)
    bucketing: bool = True  # batch pairs of similar length; false: plain shuffled batches
    # bucket width relative to its length (one length per bucket below)
    bucket_growth: float = _num(0.1, 0.0, 10.0)
    # with bucketing: the first N epochs in length buckets, plain shuffled batches after (0: all)
    bucketed_epochs: int = _num(0, 0, 10_000)
    # drop training lines longer than this many characters
    max_chars: int = _num(1000, 1, 10_000_000)
    strict: bool = False  # empty sides are errors instead of skipped pairs
    vocab_size: int = _num(4000, 8, 1_000_000)  # per language (or joint)
    joint_vocab: bool = False
    subword_model: str = _one_of("unigram", "bpe")
    character_coverage: float = _num(1.0, 0.0, 1.0, low_allowed=False)
    # memory: read and encode the training set into memory; stream: encode it once into
    # shuffled TFRecord shards (run_dir/shards) and stream them, so memory does not grow with the
    # corpus; auto: stream when the training files exceed 256 MB.
    pipeline: str = _one_of("auto", "memory", "stream")
    shard_pairs: int = _num(20000, 1, 10**8)  # stream: pairs per shard
    # stream: records in the shuffle buffer (shards are shuffled too)
    shuffle_buffer: int = _num(50000, 1, 10**8)
    # stream: pairs SentencePiece is trained on (a uniform sample)
    vocab_sample: int = _num(300000, 1, 10**9)


@dataclass(frozen=True)
class ModelConfig:
    embedding_size: int = _num(128, 1, _DIM)
    encoder_type: str = _one_of("rnn", "transformer")
    encoder_cell: str = _one_of("lstm", "gru")
    encoder_layers: int = _num(1, 1, 64)
    encoder_units: int = _num(128, 1, _DIM)  # per direction
    bidirectional: str = _one_of("first", "none", "all")
    # transformer: N blocks; d_model = embedding_size (x2 if concat)
    transformer_layers: int = _num(2, 1, 64)
    # transformer: self-attention heads (must divide d_model)
    transformer_heads: int = _num(4, 1, 1024)
    transformer_ff: int = _num(512, 1, 4 * _DIM)  # transformer: feed-forward inner depth d_ff
    # transformer: pre | post (LayerNorm before / after residual)
    transformer_norm: str = _one_of("pre", "post")
    positions: str = _one_of("sinusoidal", "learned")  # transformer: sinusoidal | learned
    # transformer: add | concat (positions of embedding_size)
    position_combine: str = _one_of("add", "concat")
    # transformer, learned positions: longest source (>= 4 max_length + 1)
    max_positions: int = _num(256, 1, 1_000_000)
    bridge: str = _one_of("dense", "none", "copy")
    decoder_cell: str = _one_of("lstm", "gru")
    decoder_units: int = _num(256, 1, _DIM)
    # bahdanau | luong | local | hard | multihead | bahdanau_monotonic | luong_monotonic
    # (seq2seq.registry.ATTENTION)
    attention: str = field(default="luong", metadata={"choices": registry.ATTENTION})
    attention_units: int = _num(256, 1, _DIM)
    attention_heads: int = _num(4, 1, 1024)  # multihead: H (must divide attention_units)
    # luong/local/hard: dot | general | concat | additive
    attention_score: str = _one_of("general", "dot", "concat", "additive")
    attention_scale: bool = False  # luong: trainable scalar on the score
    attention_normalize: bool = False  # bahdanau: weight normalisation
    probability_fn: str = _one_of("softmax", "hardmax")
    local_window: int = _num(10, 0, 10_000)  # local: D
    # local: monotonic (local-m) | predictive (local-p)
    local_mode: str = _one_of("monotonic", "predictive")
    # hard: Gumbel-softmax temperature
    hard_temperature: float = _num(1.0, 0.0, 1e6, low_allowed=False)
    # *_monotonic: parallel | recursive (expectation) | hard
    monotonic_mode: str = _one_of("parallel", "recursive", "hard")
    # *_monotonic: std of pre-sigmoid noise, training only
    sigmoid_noise: float = _num(0.0, 0.0, 1e6)
    # *_monotonic: initial score bias r (negative for long sources)
    score_bias_init: float = _num(0.0, -1e6, 1e6)
    attention_layer_size: int = _num(256, 0, _DIM)  # 0: the context itself is the attention vector
    input_feeding: bool = True
    output_attention: bool = True
    dropout: float = _num(0.1, 0.0, 0.999)  # embeddings, between encoder layers, attention vectors
    tie_embeddings: bool = False  # target embedding = output projection (needs sizes to match)


@dataclass(frozen=True)
class TrainConfig:
    seed: int = _num(1234, 0, _BIG)  # initial weights, dropout masks, subword sampling; batch order
    # The order of the training pairs (shards, every epoch's shuffle) from another seed; -1: seed.
    data_seed: int = _num(-1, -1, _BIG)
    batch_size: int = _num(64, 1, 10_000_000)
    batch_unit: str = _one_of("sentences", "tokens")
    # The summed token loss of a step is divided by that batch's target tokens (batch_tokens), or
    # by the training set's mean target tokens per batch (mean_batch_tokens): then every token
    # weighs the same, whether a length bucket put it in a batch of short or of long sentences.
    loss_normalizer: str = _one_of("batch_tokens", "mean_batch_tokens")
    learning_rate: float = _num(1e-3, 0.0, 10.0, low_allowed=False)
    lr_schedule: str = _one_of("constant", "plateau", "inverse_sqrt", "final_decay")
    warmup_steps: int = _num(4000, 1, _BIG)  # inverse_sqrt
    # Any schedule but inverse_sqrt: its rate scaled by step / lr_warmup over the first
    # lr_warmup steps (training/schedules.py: WarmUp); 0: none.
    lr_warmup: int = _num(0, 0, _BIG)
    # final_decay: the last part of the run (steps or time budget) over which the rate falls to 0
    decay_fraction: float = _num(0.3, 0.0, 1.0, low_allowed=False)
    # plateau: multiply the rate by this when dev BLEU stalls
    plateau_factor: float = _num(0.5, 0.0, 1.0, low_allowed=False)
    # plateau: evaluations without improvement before decaying
    plateau_patience: int = _num(2, 1, 1_000_000)
    clip_norm: float = _num(5.0, 0.0, 1e9)
    # per_tensor: each gradient tensor clipped to clip_norm on its own (Keras `clipnorm`, the
    # reference's clipping); global: the global norm of all gradients (`global_clipnorm`), a much
    # tighter clip early in training.
    clip_mode: str = _one_of("per_tensor", "global")
    label_smoothing: float = _num(0.0, 0.0, 0.999)
    epochs: int = _num(3, 1, 1_000_000)
    max_steps: int = _num(0, 0, _BIG)  # 0: no step budget
    time_budget: float = _num(0.0, 0.0, 1e9)  # seconds, 0: none
    eval_every: int = _num(1000, 1, _BIG)  # steps between dev evaluations (and at each epoch end)
    eval_sentences: int = _num(0, 0, _BIG)  # dev sentences used for dev BLEU, 0: all
    # beam used for dev BLEU during training; 0: decode.beam_size
    eval_beam_size: int = _num(0, 0, 256)
    # steps between checkpoints between evaluations (for averaging); 0: none
    save_every: int = _num(0, 0, _BIG)
    # At the end, average the last N kept checkpoints (N = 2..this) and keep whichever of them and
    # the best single checkpoint scores highest on dev; 0 or 1: the best single checkpoint only.
    average_checkpoints: int = _num(0, 0, 1000)
    # An exponential moving average of the weights (training/ema.py), one more candidate for the
    # final model; 0: none. Its mean age is about 1 / (1 - ema_decay) steps.
    ema_decay: float = _num(0.0, 0.0, 0.999999)
    # The run length (steps) save_every and ema_decay were tuned for: a run planned more than twice
    # as long or less than half as long gets both scaled to its length
    # (training/recipe_length.py); 0: as written.
    recipe_steps: int = _num(0, 0, _BIG)
    # At the end, the final model's dev BLEU at GNMT alpha 0.6 / 0.8 / 1.0 / 1.2 chooses the run's
    # length penalty (training/length_penalty.py); false: decode.length_penalty as written.
    tune_length_penalty: bool = False
    keep_checkpoints: int = _num(3, 1, 1000)
    # stop after this many evaluations without a better dev BLEU; 0: never
    patience: int = _num(0, 0, 1_000_000)
    log_every: int = _num(100, 1, _BIG)
    deterministic: bool = True
    # probability of feeding the model's own prediction
    scheduled_sampling: float = _num(0.0, 0.0, 1.0)
    # embedding (sampled token) | output (soft)
    scheduled_sampling_mode: str = _one_of("embedding", "output")
    # steps to grow the probability linearly from 0; 0: constant
    scheduled_sampling_ramp: int = _num(0, 0, _BIG)
    # default | mirrored | multi_worker (TF_CONFIG)
    strategy: str = _one_of("default", "mirrored", "multi_worker")
    # mirrored on a machine without GPU: logical CPU devices, 0: one per core
    replicas: int = _num(0, 0, 1024)
    precision: str = _one_of("float32", "mixed_float16", "mixed_bfloat16", "auto")
    # float32 training: the output layer's two gradient products (the largest of a step) from
    # bfloat16 operands, the logits and the loss exact (models/output_gradients.py); auto: bfloat16
    # where train.precision: auto would take mixed_bfloat16 (native bfloat16 products, no GPU).
    # Under a mixed precision the output layer computes in half precision anyway.
    output_gradients: str = _one_of("float32", "bfloat16", "auto")

    @property
    def order_seed(self) -> int:
        """The seed of the training pairs' order (the shards' pairs, each epoch's shuffle from
        ``order_seed + epoch``): ``data_seed``, else ``seed``."""
        return self.seed if self.data_seed < 0 else self.data_seed


@dataclass(frozen=True)
class DecodeConfig(DecodeSpec):
    """A run's decoding defaults: every `DecodeSpec` option (defaulted and validated there) and
    the number of sentences searched at once."""

    batch_size: int = _num(64, 1, 100_000)


@dataclass(frozen=True)
class Config:
    data: DataConfig = field(default_factory=DataConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    decode: DecodeConfig = field(default_factory=DecodeConfig)

    def to_dict(self) -> dict[str, dict[str, Any]]:
        return dataclasses.asdict(self)

    def replace(self, **sections) -> Config:
        return dataclasses.replace(self, **sections)


SECTIONS = {f.name: f.default_factory for f in dataclasses.fields(Config)}
_SPEC_FIELDS = {f.name for f in dataclasses.fields(DecodeSpec)}  # checked by `DecodeSpec`
_KEYS = {name: [f.name for f in dataclasses.fields(make())] for name, make in SECTIONS.items()}

# (section, key): the values it may take; (section, key): (lowest, highest, is the lowest allowed).
CHOICES = {
    (name, f.name): f.metadata["choices"]
    for name, section in SECTIONS.items()
    for f in dataclasses.fields(section())
    if "choices" in f.metadata
}
RANGES: dict[tuple[str, str], tuple[float, float, bool]] = {
    (name, f.name): f.metadata["range"]
    for name, section in SECTIONS.items()
    for f in dataclasses.fields(section())
    if "range" in f.metadata and not (name == "decode" and f.name in _SPEC_FIELDS)
}


FLOAT_TEXT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+")


def _coerce(key: str, value: Any, kind: type) -> Any:
    if kind is float and isinstance(value, str) and FLOAT_TEXT.fullmatch(value.strip()):
        return float(value)  # YAML 1.1 reads 1e-4 (no dot) as a string
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if kind is str and isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ConfigError(f"config key {key}: expected {kind.__name__}, got {value!r}")
    return value


def from_dict(raw: dict[str, Any]) -> Config:
    """Builds a checked `Config` from ``{section: {key: value}}``."""
    if not isinstance(raw, dict):
        raise ConfigError(f"a config must be a mapping of sections, got {type(raw).__name__}")
    sections = {}
    for name, values in raw.items():
        if name not in SECTIONS:
            raise ConfigError(f"unknown config section {name!r} (known: {', '.join(SECTIONS)})")
        if values is None:
            values = {}
        if not isinstance(values, dict):
            raise ConfigError(f"config section {name}: expected a mapping, got {values!r}")
        cls = type(SECTIONS[name]())
        hints = typing.get_type_hints(cls)
        for key in values:
            if key not in hints:
                raise ConfigError(f"unknown config key {name}.{key}{meant(name, key, _KEYS)}")
        values = {k: _coerce(f"{name}.{k}", v, hints[k]) for k, v in values.items()}
        try:
            sections[name] = cls(**values)
        except DecodeSpecError as err:  # the decode section checks itself (`DecodeSpec`)
            raise ConfigError(err.labelled(f"config key {name}.{err.key}")) from None
    config = Config(**sections)
    validate(config)
    return config


def parse_override(text: str) -> tuple[str, str, Any]:
    """``"train.batch_size=32"`` -> ``("train", "batch_size", 32)`` (the value parsed as YAML)."""
    key, sep, value = text.partition("=")
    section, dot, name = key.strip().partition(".")
    if not sep or not dot or not name:
        raise ConfigError(f"override {text!r}: expected section.key=value")
    try:
        parsed = yaml.safe_load(value) if value.strip() else ""
    except yaml.YAMLError as err:
        problem = str(err).strip().splitlines()[0]
        raise ConfigError(
            f"override {key.strip()}: {value!r} is not a valid YAML value ({problem})"
        ) from None
    return section, name, parsed


def preset_names() -> list[str]:
    return sorted(p.stem for p in PRESET_DIR.glob("*.yaml"))


def _load_yaml(name_or_path: str, seen=()) -> dict[str, Any]:
    path = Path(name_or_path)
    if not path.suffix and (PRESET_DIR / f"{name_or_path}.yaml").exists():
        path = PRESET_DIR / f"{name_or_path}.yaml"
    if not path.exists():
        raise ConfigError(
            f"config {name_or_path}: not a file nor a preset ({', '.join(preset_names())})"
        )
    try:
        raw = strict_load(path.read_text(encoding="utf-8"), f"config {path}", ConfigError) or {}
    except UnicodeDecodeError as err:
        raise ConfigError(f"config {path}: not UTF-8 text (byte {err.start})") from None
    except yaml.YAMLError as err:
        raise ConfigError(f"config {path}: invalid YAML ({str(err).splitlines()[0]})") from None
    if not isinstance(raw, dict):
        raise ConfigError(f"config {path}: expected a mapping of sections")
    parent = raw.pop("extends", None)
    if parent is None:
        return raw
    if not isinstance(parent, str) or not parent:
        raise ConfigError(
            f"config {path}: 'extends' must be a preset name or a file, got {parent!r}"
        )
    if parent in seen:
        raise ConfigError(f"config {path}: 'extends' cycle through {parent}")
    merged = _load_yaml(parent, seen + (parent,))
    for section, values in raw.items():
        merged.setdefault(section, {})
        merged[section] = {**(merged[section] or {}), **(values or {})}
    return merged


def load(name_or_path: str | None = None, overrides: list[str] = ()) -> Config:
    """Loads a preset name or YAML file (or the defaults) and applies ``section.key=value``."""
    raw = _load_yaml(name_or_path) if name_or_path else {}
    for text in overrides:
        section, key, value = parse_override(text)
        raw.setdefault(section, {})
        raw[section] = {**(raw[section] or {}), key: value}
    return from_dict(raw)


# In a run directory: the decoding settings chosen on dev at the end of training
# (`seq2seq.training.length_penalty`), over config.yaml's ``decode`` section.
TUNED_DECODE = "decode_tuned.yaml"


def load_run(run_dir: str | Path) -> Config:
    """A run directory's config: its ``config.yaml`` with `TUNED_DECODE`, when present, over the
    ``decode`` section (what translate, serve, export and the benchmarks decode with)."""
    run_dir = Path(run_dir)
    tuned, path = run_dir / TUNED_DECODE, str(run_dir / "config.yaml")
    raw = _load_yaml(path)  # its errors named by the file; an empty one is damage, not defaults
    if not raw and yaml.safe_load(Path(path).read_text(encoding="utf-8")) is None:  # not {}
        raise ConfigError(f"config {path}: empty (a run's config holds every section)")
    try:
        config = from_dict(raw)
    except ConfigError as err:
        raise ConfigError(f"config {path}: {err}") from None
    if not tuned.is_file():
        return config
    try:
        decode = strict_load(tuned.read_text(encoding="utf-8"), str(tuned), ConfigError)
        if not isinstance(decode, dict):
            raise ConfigError("expected a mapping of decode keys")
        return from_dict({**raw, "decode": {**(raw.get("decode") or {}), **decode}})
    except (ConfigError, yaml.YAMLError, UnicodeDecodeError) as err:
        problem = str(err).strip().splitlines()[0]
        raise ConfigError(f"{tuned}: {problem}") from None


def save(config: Config, path: str | Path, header: str = "") -> None:
    """Writes the resolved config as YAML (atomically), after ``header`` as comment lines (what
    produced it: the package version and git commit)."""
    from seq2seq import atomic

    comments = "".join(f"# {line}\n" for line in header.splitlines())
    atomic.write_text(path, comments + yaml.safe_dump(config.to_dict(), sort_keys=False))


def validate(config: Config) -> None:
    """Raises `ConfigError` for a value outside its range or choices or an impossible combination
    of values (`seq2seq.config_checks`)."""
    from seq2seq.config_checks import validate as check  # it imports this module's names

    check(config)
