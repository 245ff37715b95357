"""This process's place in a multi-worker cluster, read from ``TF_CONFIG`` (no TensorFlow needed).

`tf.distribute.MultiWorkerMirroredStrategy` runs one process per worker, every one of them executing
the same training loop. Side effects are not symmetric: the *chief* (the task of type ``chief``, or
worker 0 when the cluster has no chief) owns the run directory: it writes the vocabularies, the
configuration, checkpoints, ``best/``, ``final/``, logs, TensorBoard and ``results.json``, and it
decodes dev and test. Every other worker writes its checkpoints (TensorFlow's multi-worker guide:
all workers take part in a save) into a private temporary directory, removed when it stops, and
never reads the chief's run directory: what it needs from the chief (the subword models, the
chief's restored state) comes through the cluster (`seq2seq.training.handover`), so each worker
may have its own disk, and a non-chief worker's own run directory stays empty.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

# How a worker's message ends when it stops because another worker failed: the launcher shows such a
# line only when no worker said anything else (`local_cluster`).
ANOTHER_WORKERS_FAULT = "(its own output says why)"


class ClusterError(ValueError):
    """A ``TF_CONFIG`` that cannot describe this process; the message is one line."""


def seconds_from_environment(variable: str, default: float, environ=os.environ) -> float:
    """The seconds the environment variable ``variable`` sets (``default`` when unset): a
    `ClusterError` unless a number above 0 and at most a week."""
    raw = environ.get(variable, "").strip()
    if not raw:
        return default
    try:
        seconds = float(raw)
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= 7 * 24 * 3600:
        raise ClusterError(f"{variable}={raw}: not a number of seconds (1 to 604800)")
    return seconds


@dataclass(frozen=True)
class ClusterRole:
    """Who this process is: ``task_type`` / ``task_id`` of ``TF_CONFIG`` (None / 0 alone)."""

    task_type: str | None = None
    task_id: int = 0
    num_workers: int = 1

    has_chief: bool = False  # the cluster has a task of type "chief" (else worker 0 is chief)

    @property
    def is_chief(self) -> bool:
        return self.task_type in (None, "chief") or (
            self.task_type == "worker" and self.task_id == 0 and not self.has_chief
        )

    @property
    def name(self) -> str:
        return "single process" if self.task_type is None else f"{self.task_type} {self.task_id}"

    @classmethod
    def from_environment(cls, environ=os.environ) -> ClusterRole:
        """The role ``TF_CONFIG`` gives this process (a single process when it is unset)."""
        raw = environ.get("TF_CONFIG", "").strip()
        if not raw:
            return cls()
        try:
            spec = json.loads(raw)
            cluster, task = spec["cluster"], spec["task"]
            task_type, task_id = str(task["type"]), int(task["index"])
            workers = len(cluster.get("worker", [])) + len(cluster.get("chief", []))
        except (ValueError, KeyError, TypeError) as err:
            raise ClusterError(
                f"TF_CONFIG is not a cluster spec ({type(err).__name__}: {err}); expected "
                '{"cluster": {"worker": ["host:port", ...]}, "task": {"type": "worker", '
                '"index": N}}'
            ) from None
        if task_type not in cluster or task_id >= len(cluster[task_type]):
            raise ClusterError(f"TF_CONFIG: task {task_type} {task_id} is not in its cluster")
        return cls(task_type, task_id, workers, has_chief="chief" in cluster)


def private_directory(role: ClusterRole, run_dir: Path) -> Path:
    """An empty temporary directory for a non-chief worker's writes (removed by `remove`). Its
    name is a function of the run directory and the task, so that a worker killed before it could
    remove it has it emptied when the cluster starts again."""
    path = private_path(role, run_dir)
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def private_path(role: ClusterRole, run_dir: Path) -> Path:
    """Where `private_directory` puts ``role``'s directory for ``run_dir``."""
    digest = hashlib.sha256(str(Path(run_dir).resolve()).encode("utf-8")).hexdigest()[:12]
    return Path(tempfile.gettempdir()) / f"seq2seq-{digest}-{role.task_type}{role.task_id}"


def remove(directory: Path) -> None:
    shutil.rmtree(directory, ignore_errors=True)
