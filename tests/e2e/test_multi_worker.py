"""A cluster of 2 local workers (`train.py --local-workers 2`, MultiWorkerMirroredStrategy on CPU):
only the chief writes the run directory, the loss curve is the single process's with the same
global batch, and a worker killed with SIGKILL costs a restart, not the run."""

import json
import os
import signal
import subprocess
import time
from pathlib import Path

import numpy as np
import pytest
import tensorflow as tf
from conftest import TINY_SIZES, script, set_args, worker_pids
from reliability.test_damaged_state import snapshot

from seq2seq.training.cluster import ClusterRole, private_directory

TRAIN = script("train.py", "--config", "bench-small")
# One thread per worker: the 2 workers and the test runner share CI's 2 cores.
ENV = {**os.environ, "TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}
ENV.pop("TF_CONFIG", None)

# Measured here: over 30 steps the two curves differed by at most 1.2e-7 relative (float32 sums
# taken in another order by the all-reduce; no dropout, so no randomness differs). 1e-4 leaves room
# for other CPUs, while a wrong split of the batch (a loss normalised per worker, a batch trained
# twice, a worker on other data) moves the loss by 1e-3 or more from the first steps on.
LOSS_RTOL = 1e-4


def _overrides(corpus, *extra):
    settings = TINY_SIZES + [
        "decode.beam_size=3",
        "decode.batch_size=2",
        f"data.corpus={corpus}",
        "model.dropout=0.0",
        "train.log_every=1",
        "train.epochs=100",
        "train.eval_every=10",
        *extra,
    ]
    return set_args(*settings)


def _train(run_dir, corpus, *extra, workers=0, timeout=600):
    command = TRAIN + _overrides(corpus, *extra) + ["--run-dir", str(run_dir)]
    if workers:
        command += ["--local-workers", str(workers)]
    return subprocess.run(command, env=ENV, capture_output=True, text=True, timeout=timeout)


def _losses(run_dir: Path) -> dict[int, float]:
    """``train/loss`` of every step from the run's TensorBoard events."""
    losses = {}
    for events in sorted((run_dir / "logs").glob("events.*")):
        for event in tf.compat.v1.train.summary_iterator(str(events)):
            for value in event.summary.value:
                if value.tag == "train/loss":
                    losses[event.step] = float(tf.make_ndarray(value.tensor))
    return losses


def _files(run_dir: Path) -> set[str]:
    """The run directory's names, with the checkpoints and event files reduced to their kind."""
    names = set()
    for path in run_dir.rglob("*"):
        name = str(path.relative_to(run_dir))
        if "events.out" in name:
            name = "logs/events"
        names.add(name)
    return names


@pytest.mark.slow  # two trainings, one of them a 2-process cluster: make test-all
def test_two_local_workers_match_one_process_and_only_the_chief_writes(tmp_path, tiny_corpus):
    single = _train(tmp_path / "single", tiny_corpus, "train.max_steps=30")
    assert single.returncode == 0, single.stderr[-3000:]
    cluster = _train(tmp_path / "cluster", tiny_corpus, "train.max_steps=30", workers=2)
    assert cluster.returncode == 0, cluster.stderr[-3000:]

    one, two = _losses(tmp_path / "single"), _losses(tmp_path / "cluster")
    assert sorted(one) == sorted(two) == list(range(1, 31))
    np.testing.assert_allclose([two[s] for s in one], [one[s] for s in one], rtol=LOSS_RTOL)

    # The run directory holds what a single process writes, once: nothing of worker 1's.
    assert _files(tmp_path / "cluster") == _files(tmp_path / "single")
    log = (tmp_path / "cluster" / "train.log").read_text(encoding="utf-8")
    assert log.count("step 30 loss") == 1
    assert "[worker 1]" not in cluster.stdout  # a worker that succeeded repeats nothing
    results = json.loads((tmp_path / "cluster" / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] and results["steps"] == 30
    # Worker 1's private checkpoints were removed, and no error line was printed at shutdown.
    worker1 = ClusterRole("worker", 1, 2)
    leftover = private_directory(worker1, tmp_path / "cluster")
    assert list(leftover.iterdir()) == []  # (private_directory just made it again, empty)
    leftover.rmdir()
    errors = [line for line in cluster.stderr.splitlines() if "rror" in line or "Abort" in line]
    assert errors == []


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads /proc")
def test_a_killed_worker_costs_a_restart_and_the_run_finishes(tmp_path, tiny_corpus):
    run_dir = tmp_path / "run"
    extra = ("train.max_steps=60", "train.save_every=5", "train.eval_every=1000")
    command = TRAIN + _overrides(tiny_corpus, *extra) + ["--run-dir", str(run_dir)]
    launcher = subprocess.Popen(
        command + ["--local-workers", "2"],
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 300
    while not (run_dir / "checkpoints" / "ckpt-10.index").exists():
        assert launcher.poll() is None, launcher.communicate()[1][-3000:]
        assert time.monotonic() < deadline, "no checkpoint at step 10 in 300 s"
        time.sleep(0.2)
    os.kill(worker_pids(launcher.pid)[1], signal.SIGKILL)
    _, stderr = launcher.communicate(timeout=120)
    assert launcher.returncode == 128 + signal.SIGKILL
    assert "worker 1 exited" in stderr and "run the same command again" in stderr
    assert not (run_dir / "results.json").exists()

    again = subprocess.run(
        command + ["--local-workers", "2"], env=ENV, capture_output=True, text=True, timeout=600
    )
    assert again.returncode == 0, again.stderr[-3000:]
    log = (run_dir / "train.log").read_text(encoding="utf-8")
    assert "resumed from" in log
    results = json.loads((run_dir / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] and results["steps"] == 60


@pytest.mark.slow
def test_a_streamed_epoch_resumes_only_under_the_split_that_drew_it(tmp_path, tiny_corpus):
    """2 workers share the shards out by files (6 shards of 40 pairs), so the first 4 steps are
    other batches than one process's: resuming epoch 1 at step 4 without the cluster is refused in
    one line, with nothing written but its log; the same cluster resumes it."""
    run_dir = tmp_path / "run"
    stream = ("data.pipeline=stream", "data.shard_pairs=40", "train.eval_every=1000")
    first = _train(run_dir, tiny_corpus, *stream, "train.max_steps=4", workers=2)
    assert first.returncode == 0, first.stderr[-3000:]
    split = (run_dir / "epoch_split.txt").read_text(encoding="utf-8")
    assert split == "the shards split by files between 2 workers (2 replicas in all)\n"
    before = snapshot(run_dir)

    alone = _train(run_dir, tiny_corpus, *stream, "train.max_steps=8")
    assert alone.returncode == 2, alone.stderr[-3000:]
    errors = [line for line in alone.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1 and "epoch 1 stopped after batch 4" in errors[0], alone.stderr[-3000:]
    assert "--local-workers" in errors[0]
    assert "unrestored values" not in alone.stderr  # TensorFlow's warning at a stop after restore
    assert snapshot(run_dir) == before

    again = _train(run_dir, tiny_corpus, *stream, "train.max_steps=8", workers=2)
    assert again.returncode == 0, again.stderr[-3000:]
    assert "resumed from" in (run_dir / "train.log").read_text(encoding="utf-8")
