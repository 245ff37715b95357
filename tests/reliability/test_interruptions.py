"""Interruptions of a real training process: SIGINT, SIGTERM and SIGKILL at several points (during a
step, during an evaluation, around a checkpoint save), for both pipelines and for a
``--local-workers`` cluster. After the same command is run again, the run ends bit-identical to one
that was never interrupted, compared variable by variable."""

import contextlib
import os
import pty
import re
import signal
import subprocess
import sys
import threading
import time
from typing import NamedTuple

import numpy as np
import pytest
import tensorflow as tf
from conftest import worker_pids

from seq2seq.checkpoint import kept_checkpoints

from .conftest import ROOT, tiny_args

# 240 pairs in length buckets of 16 (about 20 steps an epoch, counted by the reference run), 2
# epochs; evaluations (and checkpoints) every 5 steps and at each epoch's end.
SETTINGS = ("train.epochs=2", "train.eval_every=5", "train.save_every=0")


def last_checkpoint(run_dir):
    return tf.train.latest_checkpoint(str(run_dir / "checkpoints"))


def command(corpus, run_dir, pipeline="memory", workers=0, extra=()):
    cluster = ["--local-workers", str(workers)] if workers else []
    # Streamed: 6 shards of 40 pairs, which a cluster's workers split between them.
    shards = ["data.shard_pairs=40"] if pipeline == "stream" else []
    return [
        sys.executable,
        str(ROOT / "scripts" / "train.py"),
        "--config",
        "bench-small",
        "--run-dir",
        str(run_dir),
        *tiny_args(corpus, *SETTINGS, f"data.pipeline={pipeline}", *shards, *extra),
        *cluster,
    ]


def checkpoint_values(path):
    """Every saved tensor but the wall-clock bookkeeping and the count of saves, by name."""
    reader = tf.train.load_checkpoint(str(path))
    return {
        name: reader.get_tensor(name)
        for name, _ in tf.train.list_variables(str(path))
        if "seconds" not in name and not name.startswith(("save_counter", "_CHECKPOINTABLE"))
    }


def assert_same_values(got, values):
    assert got.keys() == values.keys()
    for name, value in values.items():
        np.testing.assert_array_equal(got[name], value, err_msg=name)


def kept_names(run_dir):
    return [os.path.basename(p) for p in kept_checkpoints(run_dir / "checkpoints")]


def assert_ends_like(run_dir, reference):
    """``run_dir`` ends as the uninterrupted run did: its last checkpoint ``ckpt-{step}`` with
    every value (`checkpoint_values`) bit-identical, the same regular checkpoints kept (the one
    saved on the signal is gone, never averaged) and the same final model, bit for bit."""
    path = last_checkpoint(run_dir)
    assert path.endswith(f"ckpt-{reference.step}")
    assert_same_values(checkpoint_values(path), reference.values)
    assert kept_names(run_dir) == reference.kept
    assert not (run_dir / "interrupted").exists()
    assert_same_values(checkpoint_values(run_dir / "final" / "model"), reference.final)


class Reference(NamedTuple):
    """An uninterrupted run: its last step, its checkpoint's values, the steps of its first epoch,
    its training log, the regular checkpoints it kept and its final model's values."""

    step: str
    values: dict
    steps_per_epoch: int
    log: str
    kept: list
    final: dict


def _reference(tiny_corpus, tmp_path_factory, pipeline, workers=0, extra=()):
    name = f"uninterrupted-cluster-{pipeline}" if workers else "uninterrupted"
    run_dir = tmp_path_factory.mktemp(name) / "run"
    done = subprocess.run(
        command(tiny_corpus, run_dir, pipeline, workers, extra),
        env=CLUSTER_ENV if workers else None,
        capture_output=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    return reference_of(run_dir)


def reference_of(run_dir):
    """The `Reference` of the finished, uninterrupted run in ``run_dir``."""
    path = last_checkpoint(run_dir)
    log = (run_dir / "train.log").read_text(encoding="utf-8")
    steps_per_epoch = max(int(m) for m in re.findall(r"epoch 1 step (\d+) ", log))
    return Reference(
        path.rsplit("-", 1)[1],
        checkpoint_values(path),
        steps_per_epoch,
        log,
        kept_names(run_dir),
        checkpoint_values(run_dir / "final" / "model"),
    )


@pytest.fixture(scope="module")
def reference(tiny_corpus, tmp_path_factory):
    return _reference(tiny_corpus, tmp_path_factory, "memory")


@pytest.fixture(scope="module")
def streamed_reference(tiny_corpus, tmp_path_factory):
    return _reference(tiny_corpus, tmp_path_factory, "stream")


def wait_for(log, text, proc, timeout=180):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if log.exists() and text in log.read_text(encoding="utf-8"):
            return
        if proc.poll() is not None:
            raise AssertionError(f"training ended before {text!r}")
        time.sleep(0.02)
    raise AssertionError(f"no {text!r} in {log}")


# (signal, the log text after which it is sent (E: steps per epoch), where that lands)
# Each is a real training process (~30 s or more): they run with the end-to-end tests
# (`make test-all`); the fast tier stays under its 180 s.
POINTS = [
    (signal.SIGINT, "epoch 1 step 3 ", "during a step"),
    (signal.SIGTERM, "epoch 1 step 10 ", "during the evaluation at step 10"),
    (signal.SIGTERM, "step 10: dev BLEU", "right after a checkpoint save"),
    (signal.SIGKILL, "epoch 2 step {E+3} ", "during a step, a few steps after the last checkpoint"),
    (signal.SIGKILL, "epoch 1 step {E} ", "during the epoch-end evaluation and save"),
]
PARAMS = [
    pytest.param(*point, id=f"{point[0].name}-{point[2]}", marks=[pytest.mark.slow])
    for i, point in enumerate(POINTS)
]


@pytest.mark.parametrize("sig,after,where", PARAMS)
def test_interrupted_and_resumed_run_is_bit_identical(
    sig, after, where, reference, tiny_corpus, tmp_path
):
    _interrupt_and_resume(sig, after, reference, tiny_corpus, tmp_path, "memory")


# The streamed training set (TFRecord shards): its position in the epoch is in the checkpoint too.
@pytest.mark.slow
@pytest.mark.parametrize(
    "sig,after,where",
    [POINTS[0], POINTS[1], (signal.SIGHUP, "epoch 1 step 7 ", "during a step"), POINTS[3]],
    ids=["SIGINT", "SIGTERM", "SIGHUP", "SIGKILL"],
)
def test_streamed_run_interrupted_and_resumed_is_bit_identical(
    sig, after, where, streamed_reference, tiny_corpus, tmp_path
):
    _interrupt_and_resume(sig, after, streamed_reference, tiny_corpus, tmp_path, "stream")


# A rate that decays to zero at the run's planned end (its last half here), over epochs of
# different lengths (bench-small buckets the first epoch only): a resumed run must plan the same
# steps as the uninterrupted one, or its rates differ from the resumed step on.
DECAY = ("train.lr_schedule=final_decay", "train.decay_fraction=0.5")


@pytest.fixture(scope="module")
def decay_reference(tiny_corpus, tmp_path_factory):
    return _reference(tiny_corpus, tmp_path_factory, "memory", extra=DECAY)


@pytest.mark.slow
def test_a_run_decaying_to_its_planned_end_resumes_bit_identical(
    decay_reference, tiny_corpus, tmp_path
):
    after = "epoch 2 step {E+3} "  # SIGKILL: back to the epoch-end checkpoint, in the decay
    _interrupt_and_resume(
        signal.SIGKILL, after, decay_reference, tiny_corpus, tmp_path, "memory", extra=DECAY
    )


def _drain(terminal):
    with contextlib.suppress(OSError):
        while os.read(terminal, 65536):
            pass


def _interrupt_and_resume(
    sig, after, reference, tiny_corpus, tmp_path, pipeline, hang_up=False, extra=()
):
    """``hang_up``: the training's output is a terminal (a pty, the live display on), closed just
    before the signal, as when a terminal window closes: every later write to it fails (EIO)."""
    steps_per_epoch = reference.steps_per_epoch
    after = after.replace("{E+3}", str(steps_per_epoch + 3)).replace("{E}", str(steps_per_epoch))
    run_dir = tmp_path / "run"
    terminal, child = pty.openpty() if hang_up else (None, None)
    proc = subprocess.Popen(
        command(tiny_corpus, run_dir, pipeline, extra=extra),
        stdout=child if hang_up else subprocess.DEVNULL,
        stderr=child if hang_up else subprocess.PIPE,
        start_new_session=hang_up,
    )
    if hang_up:
        os.close(child)
        threading.Thread(target=_drain, args=(terminal,), daemon=True).start()
    wait_for(run_dir / "train.log", after, proc)
    if hang_up:
        os.close(terminal)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=120)
    err = err or b""
    expected = -9 if sig == signal.SIGKILL else 128 + sig  # 130, 143, 129 (SIGHUP)
    if proc.returncode == 0:
        pytest.skip(f"training finished before {sig.name} arrived")  # a very fast machine
    assert proc.returncode == expected, err.decode()[-2000:]
    assert b"Traceback" not in err
    log = (run_dir / "train.log").read_text(encoding="utf-8")
    if sig != signal.SIGKILL:
        assert "interrupted: saved" in log
    assert not list((run_dir / "checkpoints").glob("*_temp*")) or sig == signal.SIGKILL

    resumed = subprocess.run(
        command(tiny_corpus, run_dir, pipeline, extra=extra), capture_output=True, timeout=300
    )
    assert resumed.returncode == 0, resumed.stderr.decode()[-2000:]
    assert not list((run_dir / "checkpoints").glob("*_temp*"))
    assert_ends_like(run_dir, reference)


# -- a 2-worker cluster (`--local-workers 2`, one thread each: the workers share CI's 2 cores).
# Two uninterrupted clusters end bit-identical here (the all-reduce sums in a fixed order), so the
# resumed one must too.
CLUSTER_ENV = {**os.environ, "TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}
CLUSTER_ENV.pop("TF_CONFIG", None)


def _cluster(tiny_corpus, run_dir, pipeline="memory"):
    return command(tiny_corpus, run_dir, pipeline, workers=2)


@pytest.fixture(scope="module")
def cluster_reference(tiny_corpus, tmp_path_factory):
    return _reference(tiny_corpus, tmp_path_factory, "memory", workers=2)


@pytest.fixture(scope="module")
def streamed_cluster_reference(tiny_corpus, tmp_path_factory):
    return _reference(tiny_corpus, tmp_path_factory, "stream", workers=2)


# (what is stopped, its signal, the launcher's exit status): the launcher signalled (every worker
# saves, the chief writes), or one worker killed outright (the launcher stops the other; the run
# goes back to its last checkpoint).
CLUSTER_POINTS = [
    ("launcher", signal.SIGTERM, 128 + signal.SIGTERM),
    ("worker 1", signal.SIGKILL, 128 + signal.SIGKILL),
    ("worker 0", signal.SIGKILL, 128 + signal.SIGKILL),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    "target,sig,status", CLUSTER_POINTS, ids=[f"{p[0]}-{p[1].name}" for p in CLUSTER_POINTS]
)
def test_local_workers_interrupted_and_resumed_are_bit_identical(
    target, sig, status, cluster_reference, tiny_corpus, tmp_path
):
    _interrupt_cluster(target, sig, status, cluster_reference, tiny_corpus, tmp_path, "memory")


@pytest.mark.slow
def test_local_workers_on_their_own_shards_interrupted_and_resumed_are_bit_identical(
    streamed_cluster_reference, tiny_corpus, tmp_path
):
    """Streamed: each worker reads its own share of the shards (`StreamedData.distribute`)."""
    log = streamed_cluster_reference.log
    assert "the 2 workers split the 6 shards between them by files" in log
    point = ("worker 1", signal.SIGKILL, 128 + signal.SIGKILL)
    _interrupt_cluster(*point, streamed_cluster_reference, tiny_corpus, tmp_path, "stream")


def _interrupt_cluster(target, sig, status, reference, tiny_corpus, tmp_path, pipeline):
    run_dir = tmp_path / "run"
    launcher = subprocess.Popen(
        _cluster(tiny_corpus, run_dir, pipeline),
        env=CLUSTER_ENV,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    wait_for(run_dir / "train.log", "epoch 1 step 7 ", launcher, timeout=300)
    if target == "launcher":
        launcher.send_signal(sig)
    else:
        os.kill(worker_pids(launcher.pid)[int(target[-1])], sig)
    _, err = launcher.communicate(timeout=120)
    if launcher.returncode == 0:
        pytest.skip(f"training finished before {sig.name} arrived")  # a very fast machine
    assert launcher.returncode == status, err.decode()[-3000:]
    assert b"Traceback" not in err
    assert not (run_dir / "results.json").exists()

    resumed = subprocess.run(
        _cluster(tiny_corpus, run_dir, pipeline), env=CLUSTER_ENV, capture_output=True, timeout=600
    )
    assert resumed.returncode == 0, resumed.stderr.decode()[-3000:]
    assert "resumed from" in (run_dir / "train.log").read_text(encoding="utf-8")
    assert_ends_like(run_dir, reference)
