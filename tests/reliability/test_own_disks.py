"""Two workers started by hand with ``TF_CONFIG``, each with its **own run directory** (two hosts
with their own disks, on this machine): they train, one is killed mid-way, the same two commands
resume, and the run ends bit-identical, variable by variable, to an uninterrupted 2-worker cluster
on a shared folder (``--local-workers 2``). Only the chief's directory holds results; the other
worker's directory holds nothing (the subword models, the data fingerprint and the restored state
reach it through the cluster, `seq2seq.training.handover`)."""

import hashlib
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from seq2seq.training.local_cluster import free_ports, tf_config

from .test_interruptions import (
    CLUSTER_ENV,
    assert_ends_like,
    command,
    reference_of,
    wait_for,
)

# A cluster of processes started by hand: multi_worker set, no launcher.
MULTI_WORKER = ["--set", "train.strategy=multi_worker"]


def _start(tiny_corpus, run_dirs, ports):
    """Worker 0 (the chief) on ``run_dirs[0]``, worker 1 on ``run_dirs[1]``."""
    return [
        subprocess.Popen(
            command(tiny_corpus, run_dir) + MULTI_WORKER,
            env={**CLUSTER_ENV, "TF_CONFIG": tf_config(ports, index)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for index, run_dir in enumerate(run_dirs)
    ]


def _end(workers, timeout=180):
    """Each worker's exit status and stderr (a worker still running after ``timeout`` is
    killed: a hand-started cluster has no launcher to stop the others)."""
    deadline = time.monotonic() + timeout
    ended = []
    for worker in workers:
        try:
            _, err = worker.communicate(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            worker.kill()
            _, err = worker.communicate()
        ended.append((worker.returncode, err.decode(errors="replace")))
    return ended


@pytest.mark.slow
def test_workers_with_their_own_disks_resume_bit_identical(tiny_corpus, tmp_path):
    shared = tmp_path / "shared"
    done = subprocess.run(
        command(tiny_corpus, shared, workers=2), env=CLUSTER_ENV, capture_output=True, timeout=600
    )
    assert done.returncode == 0, done.stderr.decode()[-3000:]
    reference = reference_of(shared)

    run_dirs = [tmp_path / "host0" / "run", tmp_path / "host1" / "run"]
    ports = free_ports(2)
    workers = _start(tiny_corpus, run_dirs, ports)
    wait_for(run_dirs[0] / "train.log", "epoch 1 step 7 ", workers[0], timeout=300)
    began = time.monotonic()
    workers[1].send_signal(signal.SIGKILL)
    (chief_status, chief_err), (_, _) = _end(workers)
    stopped_in = time.monotonic() - began
    assert chief_status == 75, chief_err[-3000:]  # the lost worker, in one line: run it again
    assert "another worker of the cluster was lost" in chief_err
    assert not (run_dirs[0] / "results.json").exists()
    assert not run_dirs[1].exists() or not any(run_dirs[1].iterdir())

    workers = _start(tiny_corpus, run_dirs, free_ports(2))
    ended = _end(workers, timeout=600)
    for status, err in ended:
        assert status == 0, err[-3000:]
    assert "resumed from" in (run_dirs[0] / "train.log").read_text(encoding="utf-8")
    assert (run_dirs[0] / "results.json").exists()
    assert not run_dirs[1].exists() or not any(run_dirs[1].iterdir())  # nothing, ever
    assert not _private(run_dirs[1]).exists()
    assert_ends_like(run_dirs[0], reference)
    print(f"the chief stopped {stopped_in:.1f} s after worker 1 was killed")


@pytest.mark.slow
@pytest.mark.parametrize(
    "setting,says",
    [
        ("data.corpus={missing}", "train.es: no such file"),
        ("model.dropout=0.3", "its config (--config and --set) differs from the chief's"),
    ],
    ids=["corpus-missing-on-worker-1", "other-config-on-worker-1"],
)
def test_what_worker_1_lacks_stops_both_at_once_in_one_line(setting, says, tiny_corpus, tmp_path):
    run_dirs = [tmp_path / "host0" / "run", tmp_path / "host1" / "run"]
    ports = free_ports(2)
    extra = ["--set", setting.format(missing=tmp_path / "no-corpus")]
    workers = [
        subprocess.Popen(
            command(tiny_corpus, run_dir) + MULTI_WORKER + (extra if index else []),
            env={**CLUSTER_ENV, "TF_CONFIG": tf_config(ports, index)},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for index, run_dir in enumerate(run_dirs)
    ]
    (chief_status, chief_err), (status, err) = _end(workers, timeout=120)
    assert (chief_status, status) == (2, 2), chief_err[-2000:] + err[-2000:]
    assert says in err and "Traceback" not in err + chief_err
    assert "worker 1 of the cluster could not prepare the run" in chief_err
    assert not run_dirs[1].exists()
    assert not _private(run_dirs[1]).exists()  # worker 1's copies of the chief's files: removed


def _private(run_dir):
    """Worker 1's private directory (`cluster.private_directory`'s name, without making it)."""
    digest = hashlib.sha256(str(run_dir.resolve()).encode("utf-8")).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / f"seq2seq-{digest}-worker1"
