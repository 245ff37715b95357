"""What the benchmarks share: TensorFlow threads, peak memory, the measured worker processes
(optionally pinned to one core) and a description of the machine."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from seq2seq import atomic

# The folder holding the `seq2seq` package: on a worker's PYTHONPATH, so `python -m
# seq2seq.benchmarks...` imports this very package (installed or a source checkout).
PACKAGE_PARENT = Path(__file__).resolve().parents[2]


class WorkerError(RuntimeError):
    """A measured process failed or printed no JSON result; the message ends with its output."""


def set_threads(threads: int) -> None:
    """Limits TensorFlow to ``threads`` intra-op and inter-op threads (before any op runs); 0 keeps
    TensorFlow's default (all cores, or ``TF_NUM_INTRAOP_THREADS`` / ``TF_NUM_INTEROP_THREADS``)."""
    if threads <= 0:
        return
    import tensorflow as tf

    tf.config.threading.set_intra_op_parallelism_threads(threads)
    tf.config.threading.set_inter_op_parallelism_threads(threads)


def cpu_model() -> str:
    """The processor's model name from ``/proc/cpuinfo`` ("unknown" where there is none)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def machine_info() -> dict:
    """CPU model, cores, Python and TensorFlow versions of this machine."""
    import tensorflow as tf

    return {
        "cpu": cpu_model(),
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "tensorflow": tf.__version__,
    }


def worker_environment(threads: int) -> dict[str, str]:
    """A measured process's environment: OpenMP limited to ``threads`` (unless 0), TensorFlow's
    C++ logs quiet, this package's folder first on ``PYTHONPATH``."""
    path = os.pathsep.join(filter(None, [str(PACKAGE_PARENT), os.environ.get("PYTHONPATH")]))
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2", PYTHONPATH=path)
    if threads > 0:
        env["OMP_NUM_THREADS"] = str(threads)
    return env


def pinned(command: list[str], cpu: int | None) -> list[str]:
    """``command`` pinned to core ``cpu`` with ``taskset`` (as it is for None)."""
    return command if cpu is None else ["taskset", "-c", str(cpu), *command]


def log(message: str) -> None:
    """A progress line of the benchmarks on stderr: ``[bench] message``."""
    print(f"[bench] {message}", file=sys.stderr, flush=True)


def run_worker(command: list[str], *, cpu: int | None, threads: int, label: str) -> dict:
    """Runs ``command`` (`pinned` to ``cpu``, in the `worker_environment` of ``threads``; the
    working directory stays this process's, so relative paths such as a preset's corpus folder
    mean the same in both) and returns the last JSON line of its stdout. Progress goes to stderr.

    Raises:
        WorkerError: the process failed (the tail of its stderr is in the message) or printed no
            JSON line.
    """
    full = pinned(command, cpu)
    log(f"{label}: {' '.join(full)}")
    start = time.perf_counter()
    proc = subprocess.run(full, env=worker_environment(threads), capture_output=True, text=True)
    if proc.returncode != 0:
        tail = "\n".join(proc.stderr.strip().splitlines()[-30:])
        raise WorkerError(f"[bench] {label} failed (exit {proc.returncode}):\n{tail}")
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise WorkerError(f"[bench] {label} printed no JSON result:\n{proc.stdout[-2000:]}")
    result = json.loads(lines[-1])
    log(f"{label}: done in {time.perf_counter() - start:.0f} s")
    return result


def describe_threads(cpu: int | None, threads: int) -> str:
    """How the measured processes ran, for a table's heading."""
    pinned = "not pinned" if cpu is None else f"core {cpu} (taskset)"
    count = "TensorFlow's default" if threads <= 0 else str(threads)
    return f"{pinned}, {count} intra-op / inter-op thread(s)"


def write_json(path: str | Path | None, result: dict) -> None:
    """Writes ``result`` as indented JSON to ``path`` (nothing when None); the lab's scripts use it
    (`seq2seq-bench` writes through `commands.common.write_all`: whole or not at all)."""
    if path:
        atomic.write_text(path, json.dumps(result, indent=2) + "\n")
