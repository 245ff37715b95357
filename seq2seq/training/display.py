"""The live training display on a terminal: a bar for the epoch and one for the whole run.

Built on `rich` (Keras 3 already depends on it, so it costs no install; it is well kept, redraws a
few times a second from its own thread, and prints log lines above the bars). The ETAs are ours,
not the library's: they count step time only, so an evaluation pauses the clock instead of
stretching every later estimate. Off a terminal (a log file, CI) there is no display and the
trainer's periodic log lines are the record.
"""

from __future__ import annotations

import errno
import sys
import time
from collections.abc import Callable
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn

from seq2seq.atomic import append_text
from seq2seq.quiet import lose_terminal, say


def _minutes(seconds: float | None) -> str:
    if seconds is None:
        return "?"
    if seconds >= 3600:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 60:.1f} min"


class ProgressDisplay:
    """Two bars: ``epoch E/N`` (batches of this epoch) and ``run`` (steps of the whole budget),
    each with its ETA; the run bar also shows loss per target token, target tokens/s and the
    learning rate. ``steps_per_epoch`` is the epoch's count of batches (None: unknown)."""

    def __init__(self, epochs: int, console: Console | None = None):
        self.epochs = epochs
        self.progress = Progress(
            TextColumn("{task.description:>10}"),
            BarColumn(bar_width=32),
            MofNCompleteColumn(),
            TextColumn("{task.fields[info]}"),
            console=console,
            transient=False,
        )
        self.epoch_task = self.progress.add_task("epoch", total=None, info="")
        self.run_task = self.progress.add_task("run", total=None, info="")
        self.progress.start()

    @classmethod
    def for_terminal(cls, epochs: int) -> ProgressDisplay | None:
        """A display when stdout is a terminal, else None (plain log lines only)."""
        return cls(epochs) if sys.stdout.isatty() else None

    def update(
        self,
        *,
        epoch: int,
        batch_in_epoch: int,
        steps_per_epoch: int | None,
        step: int,
        total_steps: int | None,
        loss: float,
        tokens_per_second: float,
        learning_rate: float,
        seconds_per_step: float,
        run_seconds_left: float | None,
    ) -> None:
        """Redraws both bars (``epoch`` counts from 0)."""
        epoch_left = (
            max(steps_per_epoch - batch_in_epoch, 0) * seconds_per_step if steps_per_epoch else None
        )
        self.progress.update(
            self.epoch_task,
            description=f"epoch {epoch + 1}/{self.epochs}",
            completed=batch_in_epoch,
            total=steps_per_epoch,
            info=f"ETA {_minutes(epoch_left)}",
        )
        self.progress.update(
            self.run_task,
            completed=step,
            total=total_steps,
            info=(
                f"ETA {_minutes(run_seconds_left)} | loss {loss:.3f} | "
                f"{tokens_per_second:,.0f} tok/s | lr {learning_rate:.2e}"
            ),
        )

    def status(self, text: str) -> None:
        """A note on the epoch bar while no step runs (e.g. an evaluation)."""
        self.progress.update(self.epoch_task, info=text)

    def close(self) -> None:
        try:
            self.progress.stop()
        except OSError as err:  # the terminal hung up (EIO)
            if err.errno != errno.EIO:
                raise
            lose_terminal(self.progress.console.file)


def default_log(run_dir: Path) -> Callable[[str], None]:
    """Prints to stdout and appends to ``run_dir/train.log`` (lines logged before the run directory
    exists are written when it does)."""
    pending: list[str] = []

    def log(message: str) -> None:
        line = f"[{time.strftime('%H:%M:%S')}] {message}"
        say(line)  # a terminal that hangs up does not stop training
        pending.append(line)
        if run_dir.exists():
            append_text(run_dir / "train.log", "".join(p + "\n" for p in pending))
            pending.clear()

    return log
