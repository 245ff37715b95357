"""The epoch loop of a `Trainer`: the steps, the learning rate from the schedule, the running
loss and speed (the log line, TensorBoard and the terminal display), non-finite steps counted,
and the evaluation, save and stop cadence."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import tensorflow as tf

from seq2seq.errors import TrainingStopped
from seq2seq.training.display import ProgressDisplay

if TYPE_CHECKING:
    from seq2seq.training.trainer import Trainer

# Steps in a row with a non-finite loss or gradient (each one skipped) before training stops.
MAX_NONFINITE_STEPS = 5


@dataclass
class _Window:
    """The finite steps since the last log line (``began``: when the window opened, moved on by
    the evaluations so that they are not counted in the speed)."""

    began: float
    tokens: float = 0.0
    loss: float = 0.0
    steps: int = 0
    grad: float = 0.0


class EpochLoop:
    """Runs a trainer's remaining epochs (`run`); one instance per call of `Trainer.train`."""

    def __init__(self, trainer: Trainer, display: ProgressDisplay | None):
        self.trainer = trainer
        self.display = display
        self.window = _Window(time.time())
        self.nonfinite = 0
        self.step_time: float | None = None  # a running mean of seconds per step (no evaluations)
        self.loss_now, self.rate_now = float("nan"), 0.0
        # Each epoch's steps, counted from the data before it is read (exact, so that the planned
        # length, and a schedule that follows it, is the same in a resumed run).
        self.epoch_steps = trainer.data.epoch_steps(trainer.config.train.epochs)

    def run(self) -> None:
        """Trains until the last epoch ends, the budget is spent, early stopping or a signal
        (`seq2seq.errors.Interrupted`)."""
        trainer = self.trainer
        t, p = trainer.config.train, trainer.progress
        while int(p.epoch) < t.epochs:
            epoch = int(p.epoch)
            for batch in trainer.dataset(epoch, int(p.batch_in_epoch)):
                if self._step(epoch, batch):
                    return
            p.epoch.assign_add(1)
            p.batch_in_epoch.assign(0)
            if int(p.step) % t.eval_every != 0 and trainer._evaluate_and_save():
                return
        trainer._save(int(p.step))

    def _step(self, epoch: int, batch) -> bool:
        """One step and what follows it; True to stop training."""
        trainer, p = self.trainer, self.trainer.progress
        lr = trainer.schedule.rate(int(p.step) + 1, float(p.learning_rate), self._done(int(p.step)))
        trainer.optimizer.learning_rate.assign(lr)
        began = time.time()
        loss_sum, tokens, finite = trainer.run_step(batch)
        loss_sum, tokens, finite = float(loss_sum), float(tokens), bool(finite)
        seconds = time.time() - began
        p.step_seconds.assign_add(seconds)
        p.step.assign_add(1)
        p.batch_in_epoch.assign_add(1)
        p.target_tokens.assign_add(tokens)
        step = int(p.step)
        self.step_time = (
            seconds if self.step_time is None else 0.98 * self.step_time + 0.02 * seconds
        )
        self._count(step, loss_sum, tokens, finite, seconds)
        if self.display is not None:
            self._show(epoch, step, lr)
        if step % trainer.config.train.log_every == 0 and self.window.steps:
            self._log(epoch, step, lr)
        return self._after_step(step)

    def _count(self, step: int, loss_sum: float, tokens: float, finite: bool, seconds: float):
        """Adds a finite step to the window; stops training after `MAX_NONFINITE_STEPS`
        non-finite ones in a row."""
        w = self.window
        if finite:
            self.nonfinite = 0
            w.loss += loss_sum
            w.tokens += tokens
            w.steps += 1
            w.grad += float(self.trainer.last_grad_norm)
            self.loss_now = loss_sum / max(tokens, 1.0)
            self.rate_now = tokens / max(seconds, 1e-9)
            return
        self.nonfinite += 1
        self.trainer.log(
            f"step {step}: non-finite loss or gradient: update skipped ({self.nonfinite} in a row)"
        )
        if self.nonfinite >= MAX_NONFINITE_STEPS:
            kept = self.trainer.checkpoints.latest.latest_checkpoint or "none yet"
            raise TrainingStopped(
                f"training stopped at step {step}: {self.nonfinite} steps in a row had a "
                f"non-finite loss or gradient (last good checkpoint: {kept}); lower "
                f"train.learning_rate or check the data"
            )

    def _show(self, epoch: int, step: int, lr: float) -> None:
        trainer, spe = self.trainer, self._steps_in(epoch)
        self.display.update(
            epoch=epoch,
            batch_in_epoch=int(trainer.progress.batch_in_epoch),
            steps_per_epoch=spe,
            step=step,
            total_steps=self._total_steps(),
            loss=self.loss_now,
            tokens_per_second=self.rate_now,
            learning_rate=lr,
            seconds_per_step=self.step_time,
            run_seconds_left=self._seconds_left(step, self.step_time),
        )

    def _log(self, epoch: int, step: int, lr: float) -> None:
        """The log line and TensorBoard's training scalars over the window; opens a new one."""
        w, trainer = self.window, self.trainer
        now = time.time()
        rate = w.tokens / max(now - w.began, 1e-9)
        loss = w.loss / max(w.tokens, 1.0)
        grad_norm = w.grad / w.steps
        left = self._seconds_left(step, (now - w.began) / w.steps)
        eta = "" if left is None else f" ETA {left / 60:.1f} min"
        trainer.log(
            f"epoch {epoch + 1} step {step} loss {loss:.3f} {rate:,.0f} tok/s lr {lr:.2e}{eta}"
        )
        with trainer.writer.as_default(step=step):
            tf.summary.scalar("train/loss", loss)
            tf.summary.scalar("train/tokens_per_second", rate)
            tf.summary.scalar("train/learning_rate", lr)
            if math.isfinite(grad_norm):
                tf.summary.scalar("train/gradient_norm", grad_norm)
        self.window = _Window(now)

    def _after_step(self, step: int) -> bool:
        """Evaluation or save when due, then the budget and signals; True to stop training."""
        trainer, t = self.trainer, self.trainer.config.train
        if step % t.eval_every == 0:
            began = time.time()
            if self.display is not None:
                self.display.status("evaluating on dev")
            stop = trainer._evaluate_and_save()
            self.window.began += time.time() - began  # the ETA and tok/s exclude evaluations
            if stop:
                return True
        elif t.save_every and step % t.save_every == 0:
            trainer._save(step)
        budget_spent = trainer.coordination.agree_on_stopping(trainer.signals, trainer.finished)
        trainer._stop_if_signalled()
        if budget_spent:
            trainer.log(f"budget reached at step {step}")
            if step % t.eval_every != 0:
                trainer._evaluate_and_save()  # the last weights may be the best
            trainer._save(step)
            return True
        return False

    def _steps_in(self, epoch: int) -> int:
        """The steps of epoch ``epoch`` (counted from 0); the last epoch's past the end."""
        return self.epoch_steps[min(epoch, len(self.epoch_steps) - 1)]

    def _total_steps(self) -> int | None:
        """The run's planned steps: every epoch's, or ``train.max_steps`` where that is fewer."""
        t = self.trainer.config.train
        total = sum(self.epoch_steps) or None
        if t.max_steps:
            total = t.max_steps if total is None else min(total, t.max_steps)
        return total

    def _done(self, step: int) -> float:
        """The fraction of the run done after ``step`` steps: of its planned steps, or of
        ``train.time_budget`` (steps and evaluations) when that is further along."""
        t, p = self.trainer.config.train, self.trainer.progress
        done = 0.0
        total = self._total_steps()
        if total:
            done = step / total
        if t.time_budget:
            done = max(done, (float(p.step_seconds) + float(p.eval_seconds)) / t.time_budget)
        return min(done, 1.0)

    def _seconds_left(self, step: int, seconds_per_step: float) -> float | None:
        """Seconds of training left: the steps left at the current speed (evaluations excluded),
        or what is left of ``train.time_budget`` when that ends training first."""
        t, p = self.trainer.config.train, self.trainer.progress
        left = []
        total = self._total_steps()
        if total is not None:
            left.append(max(total - step, 0) * seconds_per_step)
        if t.time_budget:  # spent on steps and evaluations, as `Trainer.finished` counts it
            spent = float(p.step_seconds) + float(p.eval_seconds)
            left.append(max(t.time_budget - spent, 0.0))
        return min(left) if left else None
