"""``train.py --local-workers N``: a multi-worker cluster on this machine, in one command.

Starts N copies of the same training command, each with a ``TF_CONFIG`` naming its place in a
cluster of N workers on free local ports (``train.strategy=multi_worker``), and behaves as a cluster
manager should:

- the chief's output is shown as it is; the other workers' logs, which repeat it, only when they
  fail (their last lines, prefixed with their name); their stderr always;
- SIGINT / SIGTERM are passed to every worker (the cluster saves one exact checkpoint and stops);
- when a worker dies, the others are stopped too and the command exits with that worker's status.

Running the same command again resumes from the chief's last checkpoint.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections import deque

TAIL_LINES = 40


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


def run_local_cluster(
    command: list[str], workers: int, grace: float = 5.0, pythonpath: str | None = None
) -> int:
    """Runs ``command`` (argv of one worker) as ``workers`` processes (``pythonpath`` first on
    their ``PYTHONPATH``); returns the exit status: 0 when every worker succeeded, else the first
    failure's."""
    ports = free_ports(workers)
    processes: list[subprocess.Popen] = []
    for index in range(workers):
        env = {**os.environ, "TF_CONFIG": tf_config(ports, index), "PYTHONUNBUFFERED": "1"}
        # The workers share this machine's cores: each gets its part, unless told otherwise.
        threads = str(max(1, (os.cpu_count() or 1) // workers))
        env.setdefault("TF_NUM_INTRAOP_THREADS", threads)
        env.setdefault("TF_NUM_INTEROP_THREADS", threads)
        if pythonpath:
            env["PYTHONPATH"] = os.pathsep.join(filter(None, [pythonpath, env.get("PYTHONPATH")]))
        processes.append(
            subprocess.Popen(
                command,
                env=env,
                stdout=None if index == 0 else subprocess.PIPE,
                stderr=None if index == 0 else subprocess.PIPE,
                text=True,
                errors="replace",
            )
        )
    # The other workers' logs repeat the chief's: their last lines are shown only if they fail.
    # What they print on stderr (warnings, errors) is always shown.
    tails = {i: deque(maxlen=TAIL_LINES) for i in range(1, workers)}
    relays = [
        threading.Thread(target=_keep_tail, args=(processes[i].stdout, tails[i]), daemon=True)
        for i in tails
    ] + [
        threading.Thread(target=_relay, args=(processes[i].stderr, f"[worker {i}] "), daemon=True)
        for i in tails
    ]
    for thread in relays:
        thread.start()

    received: list[int] = []

    def forward(signum, frame):
        received.append(signum)
        for p in processes:
            if p.poll() is None:
                p.send_signal(signum)

    previous = {sig: signal.signal(sig, forward) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        status = _wait(processes, grace, received)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for thread in relays:
            thread.join(timeout=5)
    for i, tail in tails.items():
        if processes[i].returncode not in (0, None) and tail:
            print(f"train.py: the last lines of worker {i}:", file=sys.stderr)
            sys.stderr.writelines(f"[worker {i}] {line}" for line in tail)
            sys.stderr.flush()
    return status


def _wait(processes: list[subprocess.Popen], grace: float, received: list[int]) -> int:
    """Waits for the workers; the first one to fail takes the others down, except after a
    signal passed to all of them: then each is saving the same step, and is waited for."""
    while True:
        codes = [p.poll() for p in processes]
        failed = [(i, c) for i, c in enumerate(codes) if c not in (None, 0)]
        if received and all(c is not None for c in codes):
            return next((c if c > 0 else 128 - c for c in codes if c), 0)
        if failed and not received:
            index, code = failed[0]
            survivors = [p for p in processes if p.poll() is None]
            if survivors:
                print(
                    f"train.py: worker {index} exited with status {code}: stopping the "
                    f"cluster; run the same command again to resume from the last checkpoint",
                    file=sys.stderr,
                    flush=True,
                )
            _stop(survivors, grace)
            return code if code > 0 else 128 - code  # a signal -N: the shell's 128 + N
        if all(c == 0 for c in codes):
            return 0
        time.sleep(0.2)


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


def _relay(stream, prefix: str) -> None:
    for line in stream:
        sys.stderr.write(prefix + line)
        sys.stderr.flush()


def _keep_tail(stream, tail: deque) -> None:
    for line in stream:
        tail.append(line)
