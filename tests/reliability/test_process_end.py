"""Every way a training process can end (class 4 of docs/reliability.md): SIGHUP is a stop like
SIGTERM; the ``--local-workers`` launcher killed by any signal leaves no worker training on; a
worker whose peers never come gives up in one line, and obeys a signal while it waits.

The launcher rows use stand-in workers (a few lines of Python that note the signal they get), so
they take a second each; the rows that train are `slow`."""

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import worker_pids

from seq2seq.errors import Interrupted
from seq2seq.training.cluster import ClusterError, ClusterRole
from seq2seq.training.coordination import rendezvous
from seq2seq.training.local_cluster import free_ports, tf_config

from .conftest import ROOT, tiny_args
from .test_interruptions import _interrupt_and_resume, _reference

LINUX = Path("/proc/self/stat").exists()
pytestmark = pytest.mark.skipif(not LINUX, reason="reads /proc, and PR_SET_PDEATHSIG is Linux's")

# A stand-in worker: notes its pid, and the stop signal it gets (then exits 128 + N as training
# does after saving), or ignores them all ("deaf").
WORKER = """
import json, os, signal, sys, time
out, mode = sys.argv[1], sys.argv[2]
index = json.loads(os.environ["TF_CONFIG"])["task"]["index"]
def stop(signum, frame):
    with open(os.path.join(out, f"{index}.signal"), "w") as f:
        f.write(signal.Signals(signum).name)
    time.sleep(0.3)  # saving
    os._exit(128 + signum)
for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(sig, stop if mode == "obey" else signal.SIG_IGN)
with open(os.path.join(out, f"{index}.pid"), "w") as f:
    f.write(str(os.getpid()))
while True:
    time.sleep(0.05)
"""

LAUNCHER = (
    "import sys; from seq2seq.training.local_cluster import run_local_cluster; "
    "sys.exit(run_local_cluster(sys.argv[1:], 2))"
)


def alive(pid: int) -> bool:
    """Whether ``pid`` is a process that still runs (a zombie has ended)."""
    try:
        os.kill(pid, 0)
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (ProcessLookupError, FileNotFoundError):
        return False
    return state not in ("Z", "X")


def wait_until(condition, timeout: float, what: str) -> float:
    """Seconds until ``condition()`` held; fails after ``timeout``."""
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < timeout, f"{what}: not in {timeout} s"
        time.sleep(0.05)
    return time.monotonic() - start


def start_launcher(tmp_path, mode: str, **env) -> tuple[subprocess.Popen, list[int]]:
    script = tmp_path / "worker.py"
    script.write_text(WORKER, encoding="utf-8")
    launcher = subprocess.Popen(
        [sys.executable, "-c", LAUNCHER, sys.executable, str(script), str(tmp_path), mode],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    pids = [tmp_path / "0.pid", tmp_path / "1.pid"]
    wait_until(lambda: all(p.exists() and p.read_text() for p in pids), 30, "workers started")
    return launcher, [int(p.read_text()) for p in pids]


# (signal sent to the launcher, the launcher's exit status, the signal each worker gets)
LAUNCHER_ROWS = [
    (signal.SIGTERM, 143, "SIGTERM"),
    (signal.SIGINT, 130, "SIGINT"),
    (signal.SIGHUP, 129, "SIGHUP"),
    (signal.SIGKILL, -9, "SIGTERM"),  # from the kernel: PR_SET_PDEATHSIG
]


@pytest.mark.parametrize("sig,status,passed", LAUNCHER_ROWS, ids=[r[0].name for r in LAUNCHER_ROWS])
def test_a_signalled_launcher_stops_every_worker(sig, status, passed, tmp_path):
    launcher, pids = start_launcher(tmp_path, "obey")
    launcher.send_signal(sig)
    _, err = launcher.communicate(timeout=30)
    assert launcher.returncode == status, err
    assert "Traceback" not in err
    for index, pid in enumerate(pids):
        wait_until(lambda pid=pid: not alive(pid), 10, f"worker {index} gone")
        assert (tmp_path / f"{index}.signal").read_text() == passed


def test_workers_that_do_not_stop_are_killed_after_the_stop_wait(tmp_path):
    launcher, pids = start_launcher(tmp_path, "deaf", SEQ2SEQ_STOP_WAIT="1")
    launcher.send_signal(signal.SIGTERM)
    _, err = launcher.communicate(timeout=30)
    assert launcher.returncode == 143
    assert err.strip().splitlines() == [
        "train.py: the workers did not stop in 1 s after SIGTERM: killed (SEQ2SEQ_STOP_WAIT sets "
        "the wait); run the same command again to resume from the last checkpoint"
    ]
    assert not any(alive(pid) for pid in pids)


# -- a worker whose peers never come: first the meeting itself (in this process), then the command

# (this worker's index of 2, what the one line says)
GIVING_UP = [
    (0, "worker 0: 1 of the 2 tasks of TF_CONFIG came in 0.5 s; never came: worker 1"),
    (1, "worker 1: the leader of the cluster, worker 0 (localhost:{0}), never answered in 0.5 s"),
]


@pytest.mark.parametrize("index,says", GIVING_UP, ids=["chief-alone", "worker-1-alone"])
def test_the_rendezvous_is_bounded(index, says):
    ports = free_ports(2)
    start = time.monotonic()
    with pytest.raises(ClusterError) as caught:
        rendezvous(ClusterRole("worker", index, 2), tf_config(ports, index), 0.5)
    assert time.monotonic() - start < 5
    assert str(caught.value).startswith(says.format(*ports))
    assert "\n" not in str(caught.value) and "SEQ2SEQ_CLUSTER_WAIT" in str(caught.value)


@pytest.mark.parametrize("index", [0, 1])
@pytest.mark.parametrize(
    "sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=lambda s: s.name
)
def test_a_signal_ends_the_rendezvous_at_once(index, sig):
    ports = free_ports(2)
    before = signal.getsignal(sig)
    threading.Timer(0.3, os.kill, (os.getpid(), sig)).start()
    start = time.monotonic()
    with pytest.raises(Interrupted) as caught:
        rendezvous(ClusterRole("worker", index, 2), tf_config(ports, index), 30)
    assert time.monotonic() - start < 5
    assert caught.value.signum == sig and caught.value.path is None
    assert signal.getsignal(sig) == before  # the handler before it is back


def listening(port: int) -> bool:
    """Whether a socket of this machine listens on TCP ``port`` (read from /proc/net)."""
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == "0A":
                return True
    return False


def start_worker(tiny_corpus, run_dir, index: int, ports, wait: str) -> subprocess.Popen:
    """``train.py`` as worker ``index`` of a cluster of ``len(ports)`` workers."""
    command = [sys.executable, str(ROOT / "scripts" / "train.py"), "--config", "bench-small"]
    command += ["--run-dir", str(run_dir)]
    command += tiny_args(tiny_corpus, "train.strategy=multi_worker", "train.max_steps=2")
    env = {**os.environ, "TF_CONFIG": tf_config(ports, index), "SEQ2SEQ_CLUSTER_WAIT": wait}
    return subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def one_line(err: bytes) -> str:
    lines = [line for line in err.decode().splitlines() if line.strip()]
    assert len(lines) == 1, lines
    return lines[0]


# (this worker's index of 2, the one line)
ALONE = [
    (0, "train.py: error: worker 0: 1 of the 2 tasks of TF_CONFIG came in 3 s; never came: "
     "worker 1 (localhost:{1}) (start every worker of the cluster; SEQ2SEQ_CLUSTER_WAIT sets the "
     "wait)"),
    (1, "train.py: error: worker 1: the leader of the cluster, worker 0 (localhost:{0}), never "
     "answered in 3 s (start every worker of the cluster; SEQ2SEQ_CLUSTER_WAIT sets the wait)"),
]  # fmt: skip


@pytest.mark.slow  # TensorFlow starts in each (about 10 s on 2 cores)
@pytest.mark.parametrize("index,line", ALONE, ids=["chief-alone", "worker-1-alone"])
def test_a_worker_whose_peer_never_comes_gives_up_in_one_line(index, line, tiny_corpus, tmp_path):
    ports = free_ports(2)
    worker = start_worker(tiny_corpus, tmp_path / "run", index, ports, "3")
    _, err = worker.communicate(timeout=120)
    assert worker.returncode == 2
    assert one_line(err) == line.format(*ports)
    assert not (tmp_path / "run").exists()  # made by this call, nothing trained: removed


# (this worker's index, the signal sent while it waits, the exit status)
WAITING = [(0, signal.SIGTERM, 143), (0, signal.SIGHUP, 129), (1, signal.SIGTERM, 143)]


@pytest.mark.slow  # TensorFlow starts in each (about 10 s on 2 cores)
@pytest.mark.parametrize("index,sig,status", WAITING, ids=[f"{i}-{s.name}" for i, s, _ in WAITING])
def test_a_waiting_worker_obeys_a_signal_at_once(index, sig, status, tiny_corpus, tmp_path):
    ports = free_ports(2)
    leader = None
    if index:  # the test plays the leader: it takes worker 1's call and never says go
        leader = socket.create_server(("", ports[0]))
    try:
        worker = start_worker(tiny_corpus, tmp_path / "run", index, ports, "600")
        if leader:
            leader.settimeout(120)
            conn, _ = leader.accept()
            assert conn.recv(64) == b"worker 1\n"
        else:
            wait_until(lambda: listening(ports[0]), 120, "worker 0 waiting for worker 1")
        worker.send_signal(sig)
        start = time.monotonic()
        _, err = worker.communicate(timeout=60)
        took = time.monotonic() - start
    finally:
        if leader:
            leader.close()
    assert worker.returncode == status
    # The wait was 600 s. Measured: the line at once, then 2-4 s of TensorFlow's own exit on 2
    # busy cores (a process that only imports TensorFlow takes as long).
    assert took < 20
    assert one_line(err) == (
        f"train.py: {sig.name}: worker {index} stopped while waiting for the other workers of "
        f"its cluster (nothing was trained)"
    )
    assert not (tmp_path / "run").exists()


# -- SIGHUP to one training process: an exact checkpoint, and the run resumes bit-identical


@pytest.fixture(scope="module")
def reference(tiny_corpus, tmp_path_factory):
    return _reference(tiny_corpus, tmp_path_factory, "memory")


@pytest.mark.slow
@pytest.mark.parametrize("hang_up", [False, True], ids=["signal", "terminal-hung-up"])
def test_sighup_saves_and_the_run_resumes_bit_identical(hang_up, reference, tiny_corpus, tmp_path):
    """SIGHUP alone, and as a terminal hang-up: the training's terminal (a pty) closed first, so
    every write to it fails (EIO); the training still saves and exits 129."""
    _interrupt_and_resume(
        signal.SIGHUP, "epoch 1 step 3 ", reference, tiny_corpus, tmp_path, "memory", hang_up
    )


# -- the launcher of a real 2-worker cluster, signalled or killed while the cluster trains

CLUSTER_ROWS = [
    (signal.SIGHUP, 129, "SIGHUP received"),
    (signal.SIGTERM, 143, "SIGTERM received"),
    (signal.SIGKILL, -9, "SIGTERM received"),  # the workers' PR_SET_PDEATHSIG
]


@pytest.mark.slow
@pytest.mark.parametrize("sig,status,noted", CLUSTER_ROWS, ids=[r[0].name for r in CLUSTER_ROWS])
def test_a_signalled_cluster_saves_once_and_no_worker_survives(
    sig, status, noted, tiny_corpus, tmp_path
):
    run_dir = tmp_path / "run"
    command = [sys.executable, str(ROOT / "scripts" / "train.py"), "--config", "bench-small"]
    command += ["--run-dir", str(run_dir), "--local-workers", "2"]
    command += tiny_args(tiny_corpus, "train.epochs=100", "train.eval_every=1000")
    env = {**os.environ, "TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}
    env.pop("TF_CONFIG", None)
    launcher = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    log = run_dir / "train.log"
    wait_until(
        lambda: launcher.poll() is None and log.exists() and "step 5 loss" in log.read_text(),
        300,
        "the cluster at step 5",
    )
    pids = list(worker_pids(launcher.pid).values())
    assert len(pids) == 2
    launcher.send_signal(sig)
    _, err = launcher.communicate(timeout=120)
    assert launcher.returncode == status, err[-3000:]
    for pid in pids:
        wait_until(lambda pid=pid: not alive(pid), 120, f"worker {pid} gone")
    text = log.read_text(encoding="utf-8")
    assert noted in text and text.count("interrupted: saved") == 1, text[-2000:] + err[-3000:]
    step = int(text.split("interrupted: saved")[1].split("ckpt-")[1].split(";")[0])
    assert (run_dir / "interrupted" / f"ckpt-{step}.index").exists()  # apart from the regular ones
    assert "Traceback" not in err
