"""``train.py --local-workers N``: a multi-worker cluster on this machine, in one command.

Starts N copies of the same training command, each with a ``TF_CONFIG`` naming its place in a
cluster of N workers on free local ports (``train.strategy=multi_worker``), and behaves as a cluster
manager should:

- the chief's log (stdout) is shown as it is; the other workers' logs, which repeat it, only when
  they fail on their own (their last lines, prefixed with their name); every worker's stderr as it
  comes (the others' prefixed with their name), except its one-line messages (``train.py:
  error: ...``), shown once the cluster has stopped, each text once: a bad input that every worker
  meets is one line, and a worker stopped because another failed does not add its own (one that
  says another failed first gives the others `SETTLE_SECONDS` to say why themselves). The
  workers' stderr and the other workers' logs go through files, not pipes, so that a worker
  outlives its launcher's death long enough to save;
- SIGINT / SIGTERM / SIGHUP are passed to every worker (the cluster saves one exact checkpoint and
  stops), and the workers are waited for, at most `STOP_WAIT_VARIABLE`'s seconds (then killed).
  The workers run in a session of their own: a terminal's Ctrl-C or hang-up reaches them once,
  through this launcher;
- when the launcher itself is killed (SIGKILL), every worker gets SIGTERM from the kernel
  (``PR_SET_PDEATHSIG`` on Linux) and the cluster saves and stops as above (a worker killed
  with it leaves the others to save alone);
- when a worker dies, the others are stopped too and the command exits with that worker's status
  (status 2, an error the worker said in one line, is that line alone: running again would not
  help).

Running the same command again resumes from the chief's last checkpoint.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque

from seq2seq.quiet import say
from seq2seq.training.cluster import (
    ANOTHER_WORKERS_FAULT,
    ClusterRole,
    private_path,
    remove,
    seconds_from_environment,
)

TAIL_LINES = 40

# The signals passed on to every worker (each saves an exact checkpoint and stops).
FORWARDED = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)

# How long the launcher waits for the workers to save and stop after a signal (seconds; the step
# and an evaluation in flight finish first), and the environment variable that sets it.
STOP_WAIT_VARIABLE = "SEQ2SEQ_STOP_WAIT"
STOP_WAIT_SECONDS = 300.0

# Each worker's environment names its launcher (`seq2seq.training.coordination.launcher_gone`).
LAUNCHER_PID_VARIABLE = "SEQ2SEQ_LAUNCHER_PID"

PR_SET_PDEATHSIG = 1  # <linux/prctl.h>

# How a worker's own one-line messages begin (its errors, a stop before training): held until the
# cluster has stopped, then shown once each (`_Messages`).
MESSAGE_PREFIX = "train.py: "

# What TensorFlow's collectives print when a peer worker has gone (its socket closed, its address
# unreachable): the consequence of another worker's end, said by that worker's own output. Held,
# and shown only for the worker whose failure stopped the cluster (`_Messages.show`).
PEER_LOST = re.compile(
    r"UNAVAILABLE: |Error received from peer|Additional GRPC error information"
    r"|failed to connect to all addresses|Connection reset by peer"
)

# The exit status of a worker that said what was wrong in one line (the commands' convention).
USAGE_ERROR = 2

# How long the other workers are given to stop on their own after one has said, in one line, that
# another worker failed (`ANOTHER_WORKERS_FAULT`): the workers settle a preparation together, so the
# one at fault is stopping too, and its line is the one that says why.
SETTLE_SECONDS = 10.0


def free_ports(count: int) -> list[int]:
    """``count`` distinct TCP ports that were free a moment ago."""
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            s.bind(("localhost", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def tf_config(ports: list[int], index: int) -> str:
    workers = [f"localhost:{port}" for port in ports]
    return json.dumps({"cluster": {"worker": workers}, "task": {"type": "worker", "index": index}})


def _die_with_launcher(launcher: int):
    """The workers' pre-exec function: SIGTERM when the launcher dies (Linux); a worker whose
    launcher is already gone does not start."""
    prctl = None
    if sys.platform.startswith("linux"):
        try:
            prctl = ctypes.CDLL(None, use_errno=True).prctl
        except (OSError, AttributeError):
            pass

    def preexec() -> None:
        if prctl is not None:
            prctl(PR_SET_PDEATHSIG, int(signal.SIGTERM), 0, 0, 0)
        if os.getppid() != launcher:
            os._exit(128 + signal.SIGTERM)

    return preexec


def run_local_cluster(
    command: list[str],
    workers: int,
    grace: float = 5.0,
    pythonpath: str | None = None,
    run_dir: str | None = None,
) -> int:
    """Runs ``command`` (argv of one worker) as ``workers`` processes (``pythonpath`` first on
    their ``PYTHONPATH``); returns the exit status: 0 when every worker succeeded, else the first
    failure's. Once they have all exited, the private directories of the non-chief workers for
    ``run_dir`` (`cluster.private_directory`) are removed: a worker killed with SIGKILL cannot
    remove its own (its checkpoints, and with streamed data a copy of the shards)."""
    waiting = seconds_from_environment(STOP_WAIT_VARIABLE, STOP_WAIT_SECONDS)
    forwarding = _Forwarding()  # installed before the workers start: no signal slips past
    try:
        processes, readers = _start_workers(command, workers, pythonpath)
    except BaseException:
        forwarding.restore()
        raise
    forwarding.follow(processes)
    received = forwarding.received
    # The other workers' logs repeat the chief's: their last lines are shown only if they fail.
    # What they print on stderr (warnings, errors) is always shown, their one-liners at the end.
    tails = {i: deque(maxlen=TAIL_LINES) for i in readers if readers[i][0] is not None}
    messages = _Messages()
    relays = _relay(processes, readers, tails, messages)

    def blames_another(index: int) -> bool:
        relays[index, "err"].join(timeout=5)  # the worker has exited: all it wrote is being read
        return messages.blames_another(index)

    stopped: set[int] = set()  # the workers this launcher stopped because another failed
    try:
        status, cause = _wait(processes, grace, received, waiting, stopped, blames_another)
    finally:
        forwarding.restore()
        for thread in relays.values():
            thread.join(timeout=5)
        for streams in readers.values():
            for stream in streams:
                if stream is not None:
                    stream.close()
        if run_dir is not None and all(p.poll() is not None for p in processes):
            for index in range(1, workers):
                remove(private_path(ClusterRole("worker", index, workers), run_dir))
    said = status == USAGE_ERROR and messages.said(cause)  # its one line says all there is
    if cause is not None and not said:
        say(
            f"train.py: worker {cause} exited with status {status}: the cluster was stopped; "
            f"run the same command again to resume from the last checkpoint",
            sys.stderr,
        )
    messages.show(stopped, None if said else cause)
    tail = tails.get(cause)
    if tail and not said:
        say(f"train.py: the last lines of worker {cause}:", sys.stderr)
        for line in tail:
            say(f"[worker {cause}] {line.rstrip(chr(10))}", sys.stderr)
    return status


class _Forwarding:
    """While installed (from construction to `restore`): SIGINT, SIGTERM and SIGHUP are noted in
    ``received`` and passed to the followed workers; one that came before `follow` is passed to
    them then."""

    def __init__(self):
        self.processes: list[subprocess.Popen] = []
        self.received: list[int] = []
        self.previous = {sig: signal.signal(sig, self.forward) for sig in FORWARDED}

    def forward(self, signum, frame=None) -> None:
        self.received.append(signum)
        for p in self.processes:
            if p.poll() is None:
                p.send_signal(signum)

    def follow(self, processes: list[subprocess.Popen]) -> None:
        self.processes = processes
        for p in processes if self.received else []:
            p.send_signal(self.received[0])

    def restore(self) -> None:
        for sig, handler in self.previous.items():
            signal.signal(sig, handler)


class _Messages:
    """The workers' stderr: passed on as it comes (after each worker's prefix), except their
    one-line messages (`MESSAGE_PREFIX`), which are held and shown by `show` once the cluster has
    stopped: each text once, and none of a worker that the launcher stopped because another
    failed (its line would be about that stop, or repeat the cause's); and the lines about a lost
    peer (`PEER_LOST`), held and shown only for the worker that stopped the cluster."""

    def __init__(self):
        self.held: list[tuple[int, str]] = []
        self.peer_lost: list[tuple[int, str]] = []

    def sink(self, index: int, prefix: str):
        def take(line: str) -> None:
            if line.startswith(MESSAGE_PREFIX):
                self.held.append((index, line.rstrip("\n")))
            elif PEER_LOST.search(line):
                self.peer_lost.append((index, prefix + line.rstrip("\n")))
            else:
                sys.stderr.write(prefix + line)
                sys.stderr.flush()

        return take

    def said(self, index: int) -> bool:
        """Whether worker ``index`` has said something in one line."""
        return any(i == index for i, _ in self.held)

    def blames_another(self, index: int) -> bool:
        """Whether worker ``index`` has said that it stopped because another worker failed."""
        return any(i == index and ANOTHER_WORKERS_FAULT in line for i, line in self.held)

    def show(self, stopped: set[int], cause: int | None) -> None:
        """The lost-peer lines of the worker ``cause`` (None: of none), then each held text once,
        none of the ``stopped`` workers', and a line about another worker's failure
        (`ANOTHER_WORKERS_FAULT`) only where no worker said anything else."""
        for line in (line for index, line in self.peer_lost if index == cause):
            say(line, sys.stderr)
        lines = [line for index, line in self.held if index not in stopped]
        own = [line for line in lines if ANOTHER_WORKERS_FAULT not in line]
        for line in dict.fromkeys(own or lines):
            say(line, sys.stderr)


def _relay(
    processes: list[subprocess.Popen],
    readers: dict[int, tuple],
    tails: dict[int, deque],
    messages: _Messages,
) -> dict[tuple[int, str], threading.Thread]:
    """Started threads passing each worker's streams on (its log to ``tails``, its stderr to
    ``messages``), by (worker, "out" or "err")."""
    relays = {
        (i, kind): threading.Thread(target=_follow, args=(stream, processes[i], emit), daemon=True)
        for i, (out, err) in readers.items()
        for kind, stream, emit in (
            ("out", out, tails[i].append if i in tails else None),
            ("err", err, messages.sink(i, f"[worker {i}] " if i else "")),
        )
        if stream is not None
    }
    for thread in relays.values():
        thread.start()
    return relays


def _start_workers(
    command: list[str], workers: int, pythonpath: str | None
) -> tuple[list[subprocess.Popen], dict[int, tuple]]:
    """The worker processes, and the streams to read, worker by worker: (stdout, stderr), or
    (None, stderr) for the chief, whose log goes straight to this launcher's stdout. They are
    files (unlinked once open), which a worker can still write when the launcher is gone."""
    ports = free_ports(workers)
    processes: list[subprocess.Popen] = []
    readers: dict[int, tuple] = {}
    outputs = tempfile.mkdtemp(prefix="seq2seq-workers-")
    try:
        for index in range(workers):
            env = {**os.environ, "TF_CONFIG": tf_config(ports, index), "PYTHONUNBUFFERED": "1"}
            env[LAUNCHER_PID_VARIABLE] = str(os.getpid())
            # The workers share this machine's cores: each gets its part, unless told otherwise.
            threads = str(max(1, (os.cpu_count() or 1) // workers))
            env.setdefault("TF_NUM_INTRAOP_THREADS", threads)
            env.setdefault("TF_NUM_INTEROP_THREADS", threads)
            if pythonpath:
                env["PYTHONPATH"] = os.pathsep.join(
                    filter(None, [pythonpath, env.get("PYTHONPATH")])
                )
            names = ("out", "err") if index else ("err",)
            paths = [os.path.join(outputs, f"worker{index}.{n}") for n in names]
            streams = [open(path, "ab") for path in paths]
            opened = [open(path, "rb") for path in paths]
            readers[index] = tuple(opened) if index else (None, opened[0])
            try:
                processes.append(
                    subprocess.Popen(
                        command,
                        env=env,
                        stdout=streams[0] if index else None,
                        stderr=streams[-1],
                        start_new_session=True,  # a terminal's signals come through the launcher
                        preexec_fn=_die_with_launcher(os.getpid()),
                    )
                )
            finally:
                for stream in streams:
                    stream.close()
    finally:
        shutil.rmtree(outputs, ignore_errors=True)
    return processes, readers


def _wait(
    processes: list[subprocess.Popen],
    grace: float,
    received: list[int],
    waiting: float,
    stopped: set[int],
    blames_another,
) -> tuple[int, int | None]:
    """Waits for the workers; the first one to fail takes the others down (noted in
    ``stopped``), except after a signal passed to all of them: then each is saving the same step,
    and is waited for, at most ``waiting`` seconds. A first failure that ``blames_another`` worker
    (a predicate of its index) gives the others `SETTLE_SECONDS` to stop on their own first.
    Returns (the exit status, the worker whose failure stopped the cluster, if one did)."""
    deadline = None
    while True:
        codes = [p.poll() for p in processes]
        failed = [(i, c) for i, c in enumerate(codes) if c not in (None, 0)]
        if received and all(c is not None for c in codes):
            return next((c if c > 0 else 128 - c for c in codes if c), 0), None
        if received:
            deadline = deadline or time.monotonic() + waiting
            if time.monotonic() > deadline:
                name = signal.Signals(received[0]).name
                say(
                    f"train.py: the workers did not stop in {waiting:g} s after {name}: killed "
                    f"({STOP_WAIT_VARIABLE} sets the wait); run the same command again to resume "
                    f"from the last checkpoint",
                    sys.stderr,
                )
                for p in processes:
                    if p.poll() is None:
                        p.kill()
                        p.wait()
                return 128 + received[0], None
        if failed and not received:
            index, code = failed[0]
            if code == USAGE_ERROR and blames_another(index):
                _wait_for_exit(processes, SETTLE_SECONDS)
            survivors = [i for i, p in enumerate(processes) if p.poll() is None]
            stopped.update(survivors)
            _stop([processes[i] for i in survivors], grace)
            return (code if code > 0 else 128 - code), index  # a signal -N: the shell's 128 + N
        if all(c == 0 for c in codes):
            return 0, None
        time.sleep(0.2)


def _wait_for_exit(processes: list[subprocess.Popen], seconds: float) -> None:
    """Returns once every process has exited, or after ``seconds``."""
    deadline = time.monotonic() + seconds
    while any(p.poll() is None for p in processes) and time.monotonic() < deadline:
        time.sleep(0.05)


def _stop(processes: list[subprocess.Popen], grace: float) -> None:
    """SIGTERM, then SIGKILL after ``grace`` seconds. A survivor of a lost worker cannot finish
    its step (it waits in a collective for the lost one), so it is not given long: the cluster
    resumes from the last checkpoint, which a kill never corrupts (saves are atomic)."""
    for p in processes:
        p.terminate()
    deadline = time.monotonic() + grace
    for p in processes:
        try:
            p.wait(timeout=max(deadline - time.monotonic(), 0.1))
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def _follow(stream, process: subprocess.Popen, emit) -> None:
    """Passes each line written to ``stream`` (a file a worker writes) to ``emit`` until the
    worker has exited and everything it wrote was read."""
    pending = b""
    while True:
        done = process.poll() is not None  # before reading: what it wrote before exiting is read
        chunk = stream.readline()
        if chunk:
            pending += chunk
            if pending.endswith(b"\n"):
                emit(pending.decode("utf-8", "replace"))
                pending = b""
        elif done:
            if pending:
                emit(pending.decode("utf-8", "replace") + "\n")
            return
        else:
            time.sleep(0.1)
