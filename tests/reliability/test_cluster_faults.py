"""Faults of a ``--local-workers`` cluster, as its user sees them: workers that meet a bad input,
fail, crash, are killed or find their port taken, and a launcher that is signalled. The launcher
rows use stand-in workers (a few lines of Python, a second or two each), the port rows the workers'
meeting and TensorFlow's server start; the row that starts real workers is `slow`."""

import errno
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import script, worker_pids

from seq2seq.training.cluster import ClusterError, ClusterRole, private_path
from seq2seq.training.coordination import port_taken, rendezvous
from seq2seq.training.local_cluster import free_ports, tf_config

from .conftest import ROOT, tiny_args
from .test_process_end import alive, wait_until

LINUX = Path("/proc/self/stat").exists()

# -- the launcher: what the user sees when a worker fails -------------------------------------

# A stand-in worker: logs a line, then does what the plan (one action per worker) says. On a stop
# signal it answers as training does: a worker still waiting for its peers says so in one line, a
# training one logs its save; both exit 128 + N.
WORKER = """
import json, os, signal, sys, time
out, plan = sys.argv[1], json.loads(sys.argv[2])
index = json.loads(os.environ["TF_CONFIG"])["task"]["index"]
action = plan[index]
def stop(signum, frame):
    name = signal.Signals(signum).name
    if action == "wait":
        print(f"train.py: {name}: worker {index} stopped while waiting for the other workers of "
              "its cluster (nothing was trained)", file=sys.stderr, flush=True)
    else:
        print("[12:00:01] interrupted: saved ckpt-6", flush=True)
    os._exit(128 + signum)
for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(sig, stop)
print(f"[12:00:00] worker {index} step 1", flush=True)
if index:  # its checkpoints, out of the run directory (a SIGKILL leaves them)
    from seq2seq.training.cluster import ClusterRole, private_directory
    mine = private_directory(ClusterRole("worker", index, len(plan) - 1), os.path.join(out, "run"))
    with open(os.path.join(mine, "ckpt-1.index"), "w") as f:
        f.write("saved")
with open(os.path.join(out, f"{index}.pid"), "w") as f:
    f.write(str(os.getpid()))
time.sleep(0.5)
if action == "late-error":  # at fault, but slower to say so than the worker it stopped
    time.sleep(1.5)
    action = "own-error"
if action in ("bad-input", "own-error"):
    print(plan[-1] if action == "bad-input" else f"train.py: error: worker {index}: its own",
          file=sys.stderr, flush=True)
    sys.exit(2)
if action == "consequence":  # as `Handover.settle` on a worker whose peer failed
    print(f"train.py: error: worker {index}: worker {1 - index} of the cluster could not prepare "
          "the run (its own output says why); nothing was trained", file=sys.stderr, flush=True)
    sys.exit(2)
if action == "crash":
    print("Traceback (most recent call last):\\nRuntimeError: boom", file=sys.stderr, flush=True)
    sys.exit(1)
while True:
    time.sleep(0.05)
"""

BAD = "train.py: error: corpus error: c/train.es:3: invalid UTF-8 (byte 0xff at column 2)"
AGAIN = "run the same command again to resume from the last checkpoint"
STOPPED = (
    "train.py: {}: worker {} stopped while waiting for the other workers of its cluster (nothing "
    "was trained)"
)

# (plan: worker 0's action, worker 1's, the bad input's line; what is done to the cluster; the
# launcher's exit status; its stderr, line by line, in any order)
LAUNCHER = (
    "import sys; from seq2seq.training.local_cluster import run_local_cluster; "
    "sys.exit(run_local_cluster(sys.argv[2:], 2, run_dir=sys.argv[1]))"
)

LAUNCHER_FAULTS = [
    pytest.param(
        ["bad-input", "bad-input", BAD], None, 2, [BAD], id="every-worker-meets-one-bad-input"
    ),
    pytest.param(
        ["wait", "own-error", ""],
        None,
        2,
        ["train.py: error: worker 1: its own"],  # not the chief's stop it caused
        id="worker-1-alone-fails-in-one-line",
    ),
    *[
        pytest.param(
            plan,
            None,
            2,
            [f"train.py: error: worker {plan.index('own-error')}: its own"],
            id=f"worker-{plan.index('own-error')}-fails-and-the-other-stops-for-it",
        )
        for plan in (["own-error", "consequence", ""], ["consequence", "own-error", ""])
    ],
    pytest.param(
        ["consequence", "late-error", ""],
        None,
        2,
        ["train.py: error: worker 1: its own"],  # not "its own output says why" without it
        id="worker-1-fails-after-the-other-has-said-so",
    ),
    pytest.param(
        ["train", "crash", ""],
        None,
        1,
        [
            "[worker 1] Traceback (most recent call last):",
            "[worker 1] RuntimeError: boom",
            f"train.py: worker 1 exited with status 1: the cluster was stopped; {AGAIN}",
            "train.py: the last lines of worker 1:",
            "[worker 1] [12:00:00] worker 1 step 1",
        ],
        id="worker-1-crashes",
    ),
    pytest.param(
        ["train", "train", ""],
        ("kill", 1),
        128 + signal.SIGKILL,
        [
            f"train.py: worker 1 exited with status 137: the cluster was stopped; {AGAIN}",
            "train.py: the last lines of worker 1:",
            "[worker 1] [12:00:00] worker 1 step 1",
        ],
        id="worker-1-killed",
    ),
    pytest.param(
        ["train", "train", ""],
        ("launcher", signal.SIGTERM),
        143,
        [],  # the chief's log says it saved; worker 1's repeats it
        id="launcher-SIGTERM-while-training",
    ),
    pytest.param(
        ["wait", "wait", ""],
        ("launcher", signal.SIGINT),
        130,
        [STOPPED.format("SIGINT", 0), STOPPED.format("SIGINT", 1)],
        id="launcher-SIGINT-while-waiting",
    ),
]


@pytest.mark.skipif(not LINUX, reason="reads /proc")
@pytest.mark.parametrize("plan,fault,status,says", LAUNCHER_FAULTS)
def test_a_failing_worker_is_told_once_and_no_worker_is_left(plan, fault, status, says, tmp_path):
    (tmp_path / "worker.py").write_text(WORKER, encoding="utf-8")
    worker = [sys.executable, str(tmp_path / "worker.py"), str(tmp_path), json.dumps(plan)]
    launcher = subprocess.Popen(
        [sys.executable, "-c", LAUNCHER, str(tmp_path / "run"), *worker],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    paths = [tmp_path / "0.pid", tmp_path / "1.pid"]
    wait_until(lambda: all(p.exists() and p.read_text() for p in paths), 30, "workers started")
    pids = [int(p.read_text()) for p in paths]
    private = private_path(ClusterRole("worker", 1, 2), tmp_path / "run")
    assert (private / "ckpt-1.index").exists()
    if fault and fault[0] == "kill":
        os.kill(pids[fault[1]], signal.SIGKILL)
    elif fault:
        launcher.send_signal(fault[1])
    _, err = launcher.communicate(timeout=60)
    assert launcher.returncode == status, err
    assert sorted(err.splitlines()) == sorted(line.rstrip() for line in says), err
    for pid in pids:
        wait_until(lambda pid=pid: not alive(pid), 10, f"worker {pid} gone")
    # Worker 1's private directory is gone too, however it ended (SIGKILL included).
    assert not private.exists()


# -- a port of the cluster already in use -----------------------------------------------------


@pytest.mark.parametrize("index", [0, 1], ids=["the-leaders-port", "worker-1s-port"])
def test_a_port_in_use_is_one_line_naming_it_at_once(index):
    ports = free_ports(2)
    with socket.socket() as stranger:
        stranger.bind(("localhost", ports[index]))
        stranger.listen()
        start = time.monotonic()
        with pytest.raises(ClusterError) as caught:
            rendezvous(ClusterRole("worker", index, 2), tf_config(ports, index), 5.0)
    assert time.monotonic() - start < 2  # not after the wait for its peer
    assert str(caught.value) == port_taken(
        ClusterRole("worker", index, 2), f"localhost:{ports[index]}", os.strerror(errno.EADDRINUSE)
    )
    assert str(caught.value).startswith(
        f"worker {index}: cannot listen on its address localhost:{ports[index]} of TF_CONFIG "
        "(Address already in use): another program holds the port"
    )


# TensorFlow's own server start, when the port is taken after the meeting checked it.
SERVER_START = """
import sys
from seq2seq.training import coordination
coordination.rendezvous = lambda *args: None  # the check before TensorFlow's start, skipped
from seq2seq.commands.common import console
from seq2seq.training.cluster import ClusterError
from seq2seq.training.distribute import make_strategy
strategy = console("train.py", expected=(ClusterError,))(lambda argv: make_strategy("multi_worker"))
sys.exit(strategy())
"""


def test_a_port_taken_before_tensorflows_server_starts_is_one_line():
    port = free_ports(1)[0]
    with socket.socket() as stranger:
        stranger.bind(("localhost", port))
        stranger.listen()
        done = subprocess.run(
            [sys.executable, "-c", SERVER_START],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT), "TF_CONFIG": tf_config([port], 0)},
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2, done.stderr
    # (TensorFlow's own C++ log line of the failure may come too: it writes to the same stream)
    assert done.stderr.count("train.py: error: ") == 1, done.stderr
    assert (
        f"train.py: error: worker 0: cannot listen on its address localhost:{port} of TF_CONFIG "
        "(Could not start gRPC server): another program holds the port; free it or choose another "
        "(train.py --local-workers picks free ports anew: run the same command again)"
    ) in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow  # two real workers (they stop before training)
@pytest.mark.skipif(not LINUX, reason="reads /proc")
def test_a_bad_corpus_under_local_workers_is_one_line(tmp_path, tiny_corpus):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for path in tiny_corpus.iterdir():
        (corpus / path.name).write_bytes(path.read_bytes())
    with open(corpus / "train.es", "ab") as f:
        f.write(b"hola\xff mundo\n")
    with open(corpus / "train.en", "ab") as f:
        f.write(b"hello world\n")
    run_dir = tmp_path / "run"
    command = script("train.py", "--config", "bench-small", "--run-dir", run_dir)
    command += tiny_args(corpus, "train.max_steps=2") + ["--local-workers", "2"]
    env = {**os.environ, "TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}
    launcher = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, err = launcher.communicate(timeout=300)
    assert launcher.returncode == 2, err.decode()[-3000:]
    lines = [line for line in err.decode().splitlines() if "train.py" in line]
    assert lines == [
        f"train.py: error: corpus error: {corpus / 'train.es'}:241: invalid UTF-8 (byte 0xff at "
        "column 5)"
    ]
    assert not run_dir.exists()
    assert not worker_pids(launcher.pid)
