"""The tfa-style example trains and translates, and its model saves and loads (`.keras` and
SavedModel), which tensorflow-addons models could not do reliably."""

import importlib.util

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import ROOT


def load_example():
    spec = importlib.util.spec_from_file_location(
        "tfa_style_nmt", ROOT / "examples" / "tfa_style_nmt.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


EXAMPLE = load_example()


@pytest.mark.slow  # trains: make test-all
@pytest.mark.parametrize("precision", ["float32", "mixed_float16"])
def test_example_trains_a_few_steps_and_translates(capsys, precision):
    try:
        _, loss = EXAMPLE.main(
            [
                "--precision",
                precision,
                "--steps",
                "4",
                "--batch-size",
                "16",
                "--translate",
                "2",
                "--train-limit",
                "500",
                "--vocab",
                "300",
                "--units",
                "16",
                "--beam-width",
                "2",
            ]
        )
    finally:
        keras.mixed_precision.set_global_policy("float32")
    out = capsys.readouterr().out
    assert np.isfinite(loss)
    assert "train step ms" in out and "beam sentences/s" in out and "->" in out


def _model():
    model = EXAMPLE.TfaStyleNMT(src_vocab=30, tgt_vocab=25, units=8, embed=6)
    model.build_all()
    return model


def _batch():
    rng = np.random.RandomState(0)
    src = tf.constant(rng.randint(4, 30, size=[3, 5]), tf.int32)
    src_len = tf.constant([5, 3, 1], tf.int32)
    tgt = tf.constant(rng.randint(4, 25, size=[3, 4]), tf.int32)
    return src, src_len, tgt, tf.constant([4, 2, 3], tf.int32)


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_model_saves_and_loads_keras_format(tmp_path):
    model = _model()
    batch = _batch()
    expected = model(batch)
    path = tmp_path / "model.keras"
    model.save(path)
    restored = keras.saving.load_model(path)
    restored.build_all() if not restored.built else None
    np.testing.assert_allclose(restored(batch), expected, atol=1e-6)
    np.testing.assert_array_equal(
        restored.beam_search(batch[0], batch[1], beam_width=3),
        model.beam_search(batch[0], batch[1], beam_width=3),
    )


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_model_exports_with_tf_saved_model(tmp_path):
    model = _model()
    src, src_len, _, _ = _batch()

    class Translator(tf.Module):
        def __init__(self, model):
            super().__init__()
            self.model = model

        @tf.function(
            input_signature=[tf.TensorSpec([None, None], tf.int32), tf.TensorSpec([None], tf.int32)]
        )
        def translate(self, src, src_len):
            return self.model.beam_search(src, src_len, beam_width=3, max_len=6)

    translator = Translator(model)
    expected = translator.translate(src, src_len)
    tf.saved_model.save(translator, str(tmp_path / "saved"))
    loaded = tf.saved_model.load(str(tmp_path / "saved"))
    np.testing.assert_array_equal(loaded.translate(src, src_len), expected)
