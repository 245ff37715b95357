"""SavedModel export: the exported graph (TensorFlow + tensorflow_text only) translates like the
`Translator`; atomic writes; the CLI."""

import json
import subprocess
import sys

import keras
import numpy as np
import pytest
from conftest import run_script

pytest.importorskip("tensorflow_text")

from seq2seq.export import export
from seq2seq.training.trainer import Trainer
from seq2seq.translator import Translator

SENTENCES = [
    "Hola.",
    "",
    "¿Dónde está la estación?",
    "   ",
    "Él habló con María, ¿verdad?",
    "Gracias.",
    "Muchas gracias por todo. " * 20,
]  # the last one: > 200 pieces, truncated

# Runs in a fresh interpreter: TensorFlow and tensorflow_text only, never the seq2seq package.
LOAD_AND_TRANSLATE = """
import json, sys
import tensorflow as tf
import tensorflow_text  # noqa: F401  (registers the SentencePiece ops)
exports, sentences = json.loads(sys.argv[1])
out = {}
for name, path in exports.items():
    fn = tf.saved_model.load(path).signatures["serving_default"]
    res = fn(sentences=tf.constant(sentences, tf.string))
    empty = fn(sentences=tf.constant([], tf.string))
    out[name] = {
        "inputs": {k: [str(s.dtype.name), s.shape.as_list()]
                   for k, s in fn.structured_input_signature[1].items()},
        "outputs": {k: [str(s.dtype.name), s.shape.as_list()]
                    for k, s in fn.structured_outputs.items()},
        "translations": [t.decode("utf-8") for t in res["translations"].numpy().reshape(-1)],
        "scores": res["scores"].numpy().reshape(-1).tolist(),
        "empty_batch": [list(empty["translations"].shape), list(empty["scores"].shape)],
    }
out["seq2seq_imported"] = any(m == "seq2seq" or m.startswith("seq2seq.") for m in sys.modules)
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def trained(tmp_path_factory, tiny_model_config):
    """A 3-step model on the tiny corpus: (run_dir, its weights)."""
    run_dir = tmp_path_factory.mktemp("runs") / "run"
    keras.utils.set_random_seed(1234)
    trainer = Trainer(tiny_model_config, run_dir, log=lambda _: None)
    trainer.train()
    return run_dir, [w.numpy() for w in trainer.model.weights]


def load_and_translate(exports):
    """`LOAD_AND_TRANSLATE` over ``exports`` ({name: folder}) and `SENTENCES` in a fresh
    interpreter: what it printed (its last line, JSON)."""
    proc = subprocess.run(
        [sys.executable, "-c", LOAD_AND_TRANSLATE, json.dumps([exports, SENTENCES])],
        capture_output=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr.decode()[-3000:]
    return json.loads(proc.stdout.decode().strip().splitlines()[-1])


@pytest.mark.slow  # trains end to end: make test-all
def test_exported_model_translates_like_the_translator(trained, tmp_path):
    run_dir, _ = trained
    # Same seed before each model build, so that parity does not depend on which weights the
    # checkpoint restores (see test_export_holds_the_trained_weights).
    keras.utils.set_random_seed(7)
    export(run_dir, tmp_path / "beam", beam_size=3, n_best=2)
    keras.utils.set_random_seed(7)
    export(run_dir, tmp_path / "greedy", beam_size=1)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["beam", "greedy"]  # no temp dirs left
    extra = tmp_path / "beam" / "assets.extra"
    assert (extra / "config.yaml").read_bytes() == (run_dir / "config.yaml").read_bytes()
    settings = json.loads((extra / "export.json").read_text())
    assert settings["decode"]["beam_size"] == 3 and settings["decode"]["n_best"] == 2

    exports = {"beam": str(tmp_path / "beam"), "greedy": str(tmp_path / "greedy")}
    out = load_and_translate(exports)
    assert out["seq2seq_imported"] is False

    keras.utils.set_random_seed(7)
    translator = Translator.from_dir(run_dir)
    assert len(translator.vocabs.src.encode(SENTENCES[-1:])[0]) > translator.max_source_pieces
    for name, beam_size, n_best in (("beam", 3, 2), ("greedy", 1, 1)):
        got = out[name]
        assert got["inputs"] == {"sentences": ["string", [None]]}
        shape = [None, n_best] if n_best > 1 else [None]
        assert got["outputs"] == {"translations": ["string", shape], "scores": ["float32", shape]}
        assert got["empty_batch"] == [[0, n_best] if n_best > 1 else [0]] * 2
        texts = np.array(got["translations"], dtype=object).reshape(len(SENTENCES), n_best)
        scores = np.array(got["scores"], dtype=np.float32).reshape(len(SENTENCES), n_best)
        expected = translator.translate(SENTENCES, beam_size=beam_size, n_best=n_best)
        for i, tr in enumerate(expected):
            if not SENTENCES[i].strip():
                assert not tr.hypotheses
                assert list(texts[i]) == [""] * n_best and list(scores[i]) == [0.0] * n_best
                continue
            assert list(texts[i]) == [h.text for h in tr.hypotheses], (name, SENTENCES[i])
            np.testing.assert_allclose(scores[i], [h.score for h in tr.hypotheses], atol=1e-4)


@pytest.mark.slow  # trains end to end: make test-all
def test_an_export_with_a_shortlist_translates_like_the_translator_with_it(trained, tmp_path):
    """``export(..., shortlist=True)``: the shortlist's tables are constants of the graph and
    each batch's vocabulary is computed in it, as `Translator` computes it on the host."""
    run_dir, _ = trained
    keras.utils.set_random_seed(7)
    export(run_dir, tmp_path / "short", beam_size=3, shortlist=True)
    settings = json.loads((tmp_path / "short" / "assets.extra" / "export.json").read_text())
    assert settings["shortlist"] is True
    got = load_and_translate({"short": str(tmp_path / "short")})["short"]
    keras.utils.set_random_seed(7)
    translator = Translator.from_dir(run_dir, shortlist=True)
    expected = translator.translate(SENTENCES, beam_size=3)
    assert got["translations"] == [t.text for t in expected]
    scores = [t.hypotheses[0].score if t.hypotheses else 0.0 for t in expected]
    np.testing.assert_allclose(got["scores"], scores, atol=1e-4)


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_export_holds_the_trained_weights(trained, tmp_path):
    import tensorflow as tf

    run_dir, weights = trained
    export(run_dir, tmp_path / "export", beam_size=1)
    reader = tf.train.load_checkpoint(str(tmp_path / "export" / "variables" / "variables"))
    loaded = [
        reader.get_tensor(key)
        for key in reader.get_variable_to_shape_map()
        if key != "_CHECKPOINTABLE_OBJECT_GRAPH"
    ]
    missing = [
        i
        for i, w in enumerate(weights)
        if not any(v.shape == w.shape and np.array_equal(v, w) for v in loaded)
    ]
    assert not missing, f"{len(missing)} of {len(weights)} trained weights are not in the export"


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_export_refuses_bad_settings_and_foreign_targets(trained, tmp_path):
    run_dir, _ = trained
    with pytest.raises(ValueError, match="n_best"):
        export(run_dir, tmp_path / "out", beam_size=2, n_best=3)
    with pytest.raises(ValueError, match="beam_size"):
        export(run_dir, tmp_path / "out", beam_size=0)
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("keep me")
    with pytest.raises(ValueError, match="refusing to replace"):
        export(run_dir, foreign, beam_size=1)
    assert (foreign / "notes.txt").read_text() == "keep me"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["foreign"]


@pytest.mark.slow  # trains end to end: make test-all
def test_export_cli(trained, tmp_path):
    run_dir, _ = trained
    out = tmp_path / "export"
    result = run_script("export.py", "--run-dir", str(tmp_path / "missing"), "--out", str(out))
    assert result.returncode == 2
    assert (
        result.stderr.decode().strip()
        == f"export.py: error: {tmp_path / 'missing'}: no such run directory (no config.yaml)"
    )
    assert not out.exists()

    # An earlier export at the target is replaced once the new one is complete.
    out.mkdir()
    (out / "saved_model.pb").write_bytes(b"an older export")
    result = run_script(
        "export.py",
        "--run-dir",
        str(run_dir),
        "--out",
        str(out),
        "--beam-size",
        "2",
        "--length-penalty",
        "1.0",
        "--checkpoint",
        "latest",
    )
    assert result.returncode == 0, result.stderr.decode()[-3000:]
    assert result.stdout.decode().strip() == str(out)
    assert (out / "saved_model.pb").read_bytes() != b"an older export"
    settings = json.loads((out / "assets.extra" / "export.json").read_text())
    assert settings["decode"]["beam_size"] == 2 and settings["decode"]["length_penalty"] == 1.0
    assert (out / "assets.extra" / "config.yaml").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["export"]  # no temp dirs left


@pytest.mark.slow  # exports twice and loads both in a fresh interpreter: make test-all
def test_an_exported_ensemble_of_a_model_with_itself_translates_as_the_model(trained, tmp_path):
    run_dir, _ = trained
    keras.utils.set_random_seed(7)
    export(run_dir, tmp_path / "single", beam_size=3)
    keras.utils.set_random_seed(7)
    export([run_dir, run_dir], tmp_path / "ensemble", beam_size=3)
    settings = json.loads((tmp_path / "ensemble" / "assets.extra" / "export.json").read_text())
    assert [m["run_dir"] for m in settings["ensemble"]] == [str(run_dir.absolute())] * 2

    exports = {"single": str(tmp_path / "single"), "ensemble": str(tmp_path / "ensemble")}
    out = load_and_translate(exports)
    assert out["ensemble"]["translations"] == out["single"]["translations"]
    np.testing.assert_allclose(out["ensemble"]["scores"], out["single"]["scores"], atol=1e-5)
    # The SavedModel holds the weights of both members (here the same model twice).
    assert (tmp_path / "ensemble" / "variables").is_dir()


@pytest.mark.slow  # trains end to end: make test-all
def test_the_export_decodes_with_the_length_penalty_tuned_on_dev(trained, tmp_path):
    """`decode_tuned.yaml` (the length penalty chosen on dev) wins over config.yaml's, as for
    translate and serve; an option given to the export wins over both."""
    import shutil

    from seq2seq.config import TUNED_DECODE, load

    run_dir = tmp_path / "run"
    shutil.copytree(trained[0], run_dir)
    configured = load(run_dir / "config.yaml").decode.length_penalty
    tuned = 1.2 if configured != 1.2 else 0.2
    (run_dir / TUNED_DECODE).write_text(f"length_penalty: {tuned}\n", encoding="utf-8")
    for name, options, expected in (("tuned", {}, tuned), ("given", {"length_penalty": 0.4}, 0.4)):
        export(run_dir, tmp_path / name, beam_size=3, **options)
        settings = json.loads((tmp_path / name / "assets.extra" / "export.json").read_text())
        assert settings["decode"]["length_penalty"] == expected, name
        assert settings["decode"]["beam_size"] == 3
