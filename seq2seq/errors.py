"""Exceptions that the command-line entry points map to exit statuses (importable without
TensorFlow)."""

from __future__ import annotations

import signal


class TrainingStopped(ValueError):
    """Training cannot go on (non-finite losses, non-finite weights); the message says why."""


class Interrupted(Exception):
    """SIGINT or SIGTERM arrived; an exact checkpoint was saved at a step boundary."""

    def __init__(self, signum: int, path: str):
        super().__init__(f"{signal.Signals(signum).name}: saved {path}")
        self.signum, self.path = signum, path


class WorkerLost(RuntimeError):
    """A worker of a multi-worker cluster stopped (killed, crashed, unreachable). The cluster must
    be started again, every worker with the same command: training resumes from the chief's last
    checkpoint."""
