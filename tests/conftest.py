"""Shared test set-up: quiet TensorFlow, one thread per op pool (CI has 2 cores), fixed seeds."""

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras
import pytest
import tensorflow as tf

# "Object was never used" (TensorArrays in discarded states) is logged at ERROR level.
tf.get_logger().setLevel("CRITICAL")
try:
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
except RuntimeError:  # already initialised by an earlier import
    pass


@pytest.fixture(autouse=True)
def _seed():
    keras.utils.set_random_seed(1234)
    yield


@pytest.fixture(autouse=True)
def _float32_policy():
    """A mixed-precision test must not leak its global dtype policy into the next test."""
    yield
    keras.mixed_precision.set_global_policy("float32")


# bench-small shrunk so that a step takes milliseconds (budgets are set per test).
TINY_SIZES = [
    "model.embedding_size=16",
    "model.encoder_units=16",
    "model.decoder_units=32",
    "model.attention_units=32",
    "model.attention_layer_size=32",
    "data.vocab_size=120",
    "train.batch_size=16",
]

# bench-small shrunk to a few thousand weights: untrained models for decoding and checkpoint tests.
SMALL_SIZES = [
    "model.embedding_size=8",
    "model.encoder_units=8",
    "model.decoder_units=16",
    "model.attention_units=16",
    "model.attention_layer_size=16",
]


def peaked_model(overrides=(), seed=1, vocab_size=20):
    """A `SMALL_SIZES` model (and its config) with large random weights, so that its next-token
    distributions are peaked and differ from seed to seed."""
    import numpy as np

    from seq2seq import config as C
    from seq2seq.models.builders import build_model

    tf.keras.utils.set_random_seed(seed)
    config = C.load("bench-small", SMALL_SIZES + list(overrides))
    model = build_model(config.model, vocab_size, vocab_size).build_from_dummy()
    rng = np.random.default_rng(seed)
    for v in model.trainable_variables:
        v.assign(rng.normal(0, 0.5, v.shape).astype(np.float32))
    return model, config


# A 3-step bench-small variant that trains in seconds (export and server tests).
TINY_MODEL = TINY_SIZES + [
    "train.epochs=1",
    "train.max_steps=3",
    "train.eval_every=1000",
    "train.log_every=1000",
    "decode.beam_size=3",
    "decode.batch_size=2",
]


@pytest.fixture(scope="session")
def tiny_model_config(tiny_corpus):
    """The `TINY_MODEL` config on the tiny corpus."""
    from seq2seq import config as C

    return C.load("bench-small", TINY_MODEL + [f"data.corpus={tiny_corpus}"])


@pytest.fixture(scope="session")
def tiny_run(tmp_path_factory, tiny_model_config):
    """A run directory of the `TINY_MODEL` config trained for its 3 steps (seed 1234), shared by
    the tests of a session that only read it (translate, export, serve)."""
    from seq2seq.training.trainer import Trainer

    run_dir = tmp_path_factory.mktemp("runs") / "tiny-run"
    keras.utils.set_random_seed(1234)
    Trainer(tiny_model_config, run_dir, log=lambda _: None).train()
    return run_dir


@pytest.fixture(scope="session")
def tiny_corpus(tmp_path_factory):
    """The first 240 / 20 / 20 pairs of the CI subset, as a corpus folder for quick trainings."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "data" / "ci-subset"
    folder = tmp_path_factory.mktemp("tiny-corpus")
    for split, n in (("train", 240), ("dev", 20), ("test", 20)):
        for lang in ("es", "en"):
            lines = (root / f"{split}.{lang}").read_text("utf-8").splitlines()
            (folder / f"{split}.{lang}").write_text("\n".join(lines[:n]) + "\n", "utf-8")
    return folder
