"""One run directory, one writer: `run_lock` holds an exclusive lock on the run directory itself
(`flock` on the folder: no lock file is left in it) while a training or an averaging writes
there. A second one is refused at once with `RunDirInUse`; the lock goes with its process, so a
crashed or killed one never leaves it stuck."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


class RunDirInUse(ValueError):
    """Another process is training or averaging in the run directory."""


@contextmanager
def run_lock(run_dir: str | Path, what: str = "training") -> Iterator[None]:
    """Holds ``run_dir``'s lock (made first if missing) for the ``with`` block; raises
    `RunDirInUse` naming the folder if another process holds it."""
    run_dir = Path(run_dir)
    run_dir.mkdir(parents=True, exist_ok=True)
    handle = os.open(run_dir, os.O_RDONLY | os.O_DIRECTORY)
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise RunDirInUse(
                f"{run_dir}: in use by another training or averaging; this {what} would write "
                "over it (wait for it to end, or use another --run-dir)"
            ) from None
        yield
    finally:
        os.close(handle)  # releases the lock
