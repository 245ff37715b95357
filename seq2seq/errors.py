"""Exceptions that the command-line entry points map to exit statuses (importable without
TensorFlow)."""

from __future__ import annotations

import signal


class TrainingStopped(ValueError):
    """Training cannot go on (non-finite losses, non-finite weights); the message says why."""


class Interrupted(Exception):
    """SIGINT, SIGTERM or SIGHUP arrived; an exact checkpoint was saved at a step boundary
    (``path``), or, with ``path`` None, the process stopped before training (``why``: one line
    that the command prints)."""

    def __init__(self, signum: int, path: str | None, why: str = ""):
        name = signal.Signals(signum).name
        super().__init__(f"{name}: saved {path}" if path else f"{name}: {why or 'nothing saved'}")
        self.signum, self.path = signum, path


class WorkerLost(RuntimeError):
    """A worker of a multi-worker cluster stopped (killed, crashed, unreachable). The cluster must
    be started again, every worker with the same command: training resumes from the chief's last
    checkpoint."""
