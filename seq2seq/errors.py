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
