"""Shared test set-up: quiet TensorFlow, one thread per op pool (CI has 2 cores), fixed seeds."""

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras
import pytest
import tensorflow as tf

from seq2seq.training.local_cluster import LAUNCHER_PID_VARIABLE

# The repository (tests/unit and tests/e2e import it from here: one place to change if tests move).
ROOT = Path(__file__).resolve().parent.parent
FIXTURE_DIR = ROOT / "tests" / "fixtures"  # tfa's outputs (reference/make_tfa_*fixtures.py)

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


def set_args(*overrides):
    """Config overrides as command-line arguments: ``--set o`` for each ``o``."""
    return [arg for o in overrides for arg in ("--set", o)]


def script(name, *args):
    """The command line running ``scripts/<name>`` with ``args`` in this interpreter."""
    return [sys.executable, str(ROOT / "scripts" / name), *map(str, args)]


def worker_pids(launcher_pid: int) -> dict[int, int]:
    """Worker index -> pid of the live workers a ``--local-workers`` launcher started (from their
    environment: its pid and their TF_CONFIG), also after the launcher has exited."""
    mark = f"{LAUNCHER_PID_VARIABLE}={launcher_pid}".encode()
    pids = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if mark not in environ:
            continue
        for item in environ:
            if item.startswith(b"TF_CONFIG="):
                pids[json.loads(item[len("TF_CONFIG=") :])["task"]["index"]] = int(entry.name)
    return pids


def run_script(name, *args, input=b"", timeout=300):
    """Runs ``scripts/<name>`` to its end: the `subprocess.CompletedProcess`, output in bytes."""
    return subprocess.run(script(name, *args), input=input, capture_output=True, timeout=timeout)


def pip_wheel(source, out_dir):
    """The command line building the wheel of the package at ``source`` into ``out_dir`` (no
    dependencies, no build isolation: offline, with the test environment's setuptools)."""
    wheel = ["wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out_dir), str(source)]
    return [sys.executable, "-m", "pip", *wheel]


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
def trained_run(tiny_corpus, tmp_path_factory):
    """A run directory of the tiny bench-small variant (tests/reliability's ``TINY``) trained by
    ``train.py`` for 4 steps: two kept checkpoints, ``best/`` and a chosen ``final/`` model.
    Shared by every test of a session that only reads it (copy it to damage it)."""
    from reliability.conftest import tiny_args

    from seq2seq.commands.train import train_main

    run_dir = tmp_path_factory.mktemp("trained") / "run"
    argv = ["--config", "bench-small", "--run-dir", str(run_dir)]
    argv += tiny_args(tiny_corpus, "train.max_steps=4", "train.eval_every=2")
    assert train_main(argv) == 0
    return run_dir


@pytest.fixture(scope="session")
def tiny_run(trained_run):
    """The one trained run of the session (`trained_run`), for translate, export and serve."""
    return trained_run


@pytest.fixture(scope="session")
def tiny_corpus(tmp_path_factory):
    """The first 240 / 20 / 20 pairs of the CI subset, as a corpus folder for quick trainings."""
    root = ROOT / "data" / "ci-subset"
    folder = tmp_path_factory.mktemp("tiny-corpus")
    for split, n in (("train", 240), ("dev", 20), ("test", 20)):
        for lang in ("es", "en"):
            lines = (root / f"{split}.{lang}").read_text("utf-8").splitlines()
            (folder / f"{split}.{lang}").write_text("\n".join(lines[:n]) + "\n", "utf-8")
    return folder


# Parametrized tests whose first parameter set runs in the fast tier (`make test`) and the others
# only in `make test-all` (CI): each of them checks one property over many model or search
# settings, and the fast tier has to stay under 180 s on 2 cores.
FIRST_CASE_ONLY_IN_FAST_TIER = {
    "tests/unit/test_search.py::test_compacted_beam_equals_uncompacted",
    "tests/unit/test_training_data.py::test_every_epoch_announces_exactly_its_batches",
    "tests/unit/test_search.py::test_preallocated_records_give_the_same_search",
    "tests/unit/test_search.py::test_compacted_beam_with_minus_inf_beams",
    "tests/unit/test_search.py::test_compacted_greedy_and_sampling_equal_uncompacted",
    "tests/unit/test_model.py::test_teacher_forced_logits_equal_step_by_step",
    "tests/unit/test_model.py::test_other_decoders_take_the_generic_loop",
    "tests/unit/test_model.py::test_fused_encoder_lstm_equals_the_keras_layers_forward_and_backward",
    "tests/unit/test_model.py::test_source_padding_never_leaks",
    "tests/unit/test_model.py::test_fused_decoder_loop_equals_the_generic_one_forward_and_backward",
    "tests/e2e/test_bench_cli.py::test_bad_arguments_are_one_line_with_exit_status_2",
    "tests/unit/test_compat_tfa_suite.py::test_beam_search_decoder",
    "tests/unit/test_compat_tfa_suite.py::test_dynamic_decode_rnn",
    "tests/e2e/test_decode_invariance.py::test_a_translation_does_not_depend_on_its_batch",
    "tests/unit/test_shards.py::test_input_pipelines_together_deliver_every_pair_once",
    "tests/unit/test_monotonic.py::test_teacher_forced_logits_equal_step_by_step",
    "tests/unit/test_multihead.py::test_teacher_forced_logits_equal_step_by_step",
    "tests/unit/test_transformer.py::test_model_with_a_transformer_encoder",
    "tests/unit/test_fused_signature.py::test_options_outside_the_signature_take_the_generic_loop",
    "tests/unit/test_fused_signature.py::test_changed_attributes_take_the_generic_loop",
    "tests/unit/test_fused_signature.py::test_an_option_the_signature_does_not_know_takes_the_generic_loop",
    "tests/unit/test_attention_invariants.py::test_gradients_reach_every_trainable_weight",
    "tests/unit/test_attention_invariants.py::test_tf_function_equals_eager",
    "tests/unit/test_compat_tfa_keras3.py::test_mechanism_with_symbolic_memory_functional_api",
    "tests/reliability/test_process_end.py::test_a_signalled_launcher_stops_every_worker",
    "tests/reliability/test_process_end.py::test_a_signal_ends_the_rendezvous_at_once",
    "tests/unit/test_search.py::test_early_stop_returns_the_hypotheses_of_the_full_search",
}


# Tests of many seconds each (compiling whole searches) whose property a faster test of the fast
# tier also checks: they run in `make test-all` only.
ONLY_IN_SLOW_TIER = {
    "tests/unit/test_single_sentence_search.py::test_xla_single_sentence_search_equals_the_graph",
    "tests/unit/test_compat_tfa_suite.py::test_beam_search_decoder",
    "tests/unit/test_search.py::test_compacted_beam_with_minus_inf_beams",
    "tests/unit/test_multihead.py::test_beam_search_over_multi_head_steps",
    "tests/unit/test_transformer.py::test_hybrid_preset_matches_the_bilstm_encoder_size",
}


def pytest_configure(config):
    """Every test the tier lists name exists: a moved or renamed test would otherwise stop matching
    its node id here and silently change tier."""
    for name in sorted(FIRST_CASE_ONLY_IN_FAST_TIER | ONLY_IN_SLOW_TIER):
        path, function = name.split("::")
        file = ROOT / path
        if not file.is_file() or f"def {function}(" not in file.read_text("utf-8"):
            raise pytest.UsageError(f"tests/conftest.py's tier lists name {name}: no such test")


def pytest_collection_modifyitems(config, items):
    """The tiers: a test that needs a trained run (`trained_run`, a training of its own per
    worker) is an end-to-end test (`slow`); so are `ONLY_IN_SLOW_TIER` and the later cases of
    `FIRST_CASE_ONLY_IN_FAST_TIER`."""
    seen = set()
    for item in items:
        function = item.nodeid.split("[", 1)[0]
        if "trained_run" in getattr(item, "fixturenames", ()) or function in ONLY_IN_SLOW_TIER:
            item.add_marker(pytest.mark.slow)
        if function not in FIRST_CASE_ONLY_IN_FAST_TIER or item.get_closest_marker("slow"):
            continue
        if function in seen:
            item.add_marker(pytest.mark.slow)
        seen.add(function)
