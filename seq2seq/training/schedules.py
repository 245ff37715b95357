"""Learning-rate schedules, one class per ``train.lr_schedule`` (as Joey NMT's schedulers).

A schedule says when it steps (`Schedule.step_at`: after every optimisation step or after every dev
evaluation) and holds no state of its own: the rate it decays (``plateau``) and the evaluations
since the best dev BLEU live in `seq2seq.checkpoint.TrainingProgress` (``learning_rate``,
``evals_since_best``), which every checkpoint saves, so a resumed run continues the curve exactly.

The loop asks `Schedule.rate` for each step's rate (``current`` is the stored rate, ``done`` the
fraction of the run behind it: of its planned steps, or of ``train.time_budget`` when that ends the
run first) and, after each dev evaluation, stores `Schedule.after_evaluation`'s.
"""

from __future__ import annotations

import math

from seq2seq.config import TrainConfig

STEP = "step"  # the rate is a function of the step number
EVALUATION = "evaluation"  # the rate changes after a dev evaluation, on its result


class Schedule:
    """The base: a rate that never changes (``constant``)."""

    name = "constant"
    step_at = STEP
    settings: tuple[str, ...] = ()  # the `TrainConfig` fields after the rate that __init__ takes

    def __init__(self, learning_rate: float):
        self.learning_rate = learning_rate

    @classmethod
    def from_config(cls, t: TrainConfig) -> Schedule:
        return cls(t.learning_rate, *(getattr(t, name) for name in cls.settings))

    def rate(self, step: int, current: float, done: float = 0.0) -> float:
        """The rate of optimisation step ``step`` (1 for the first); ``current``: the stored rate
        (``TrainingProgress.learning_rate``); ``done``: the fraction of the run already done."""
        return self.learning_rate

    def after_evaluation(self, current: float, evals_since_best: int, improved: bool) -> float:
        """The rate to store after a dev evaluation (``evals_since_best``: the count after it, 0
        when it improved on the best dev BLEU)."""
        return current


class ConstantSchedule(Schedule):
    """``train.learning_rate`` at every step."""


class InverseSqrtSchedule(Schedule):
    """Linear warm-up to ``train.learning_rate`` over ``train.warmup_steps``, then a decay with
    the inverse square root of the step (Vaswani et al. 2017):
    ``lr * min(step / warmup, sqrt(warmup / step))`` (step 0 counts as 1)."""

    name = "inverse_sqrt"
    settings = ("warmup_steps",)

    def __init__(self, learning_rate: float, warmup_steps: int):
        super().__init__(learning_rate)
        self.warmup_steps = warmup_steps

    def rate(self, step: int, current: float, done: float = 0.0) -> float:
        step = max(step, 1)
        warmup = self.warmup_steps
        return self.learning_rate * min(step / warmup, math.sqrt(warmup / step))


class PlateauSchedule(Schedule):
    """Multiplies the rate by ``train.plateau_factor`` after every ``train.plateau_patience``-th
    evaluation in a row without a better dev BLEU (the counter early stopping reads too)."""

    name = "plateau"
    step_at = EVALUATION
    settings = ("plateau_factor", "plateau_patience")

    def __init__(self, learning_rate: float, factor: float, patience: int):
        super().__init__(learning_rate)
        self.factor = factor
        self.patience = patience

    def rate(self, step: int, current: float, done: float = 0.0) -> float:
        return current

    def after_evaluation(self, current: float, evals_since_best: int, improved: bool) -> float:
        if not improved and evals_since_best % self.patience == 0:
            return current * self.factor
        return current


class FinalDecaySchedule(Schedule):
    """``train.learning_rate`` until the last ``train.decay_fraction`` of the run, then a linear
    decay to zero at its end (the "stable then decay" schedule of Hu et al. 2024, MiniCPM): the
    rate stays high while the model learns fastest and anneals once, whatever the run's length,
    where halving on a dev plateau waits for a stall. The run's length is its planned steps or
    its ``train.time_budget``, whichever ends it first, so a budgeted run decays over its last
    minutes on any machine. Over planned steps a resumed run continues the curve exactly; over a
    time budget the rate follows the run's clock (saved in the checkpoints), so an interrupted and
    resumed run is not bit for bit the uninterrupted one."""

    name = "final_decay"
    settings = ("decay_fraction",)

    def __init__(self, learning_rate: float, decay_fraction: float):
        super().__init__(learning_rate)
        self.decay_fraction = decay_fraction

    def rate(self, step: int, current: float, done: float = 0.0) -> float:
        left = min(max(1.0 - done, 0.0), 1.0)
        return self.learning_rate * min(1.0, left / self.decay_fraction)


class WarmUp(Schedule):
    """Another schedule whose first ``train.lr_warmup`` steps are scaled down linearly: step ``k``
    gets ``min(1, k / lr_warmup)`` times that schedule's rate. Only the step's rate is scaled;
    the stored rate (``plateau``'s) and the evaluations are the schedule's own. A warm-up damps
    Adam's first updates, taken while its moment estimates rest on a handful of batches."""

    def __init__(self, schedule: Schedule, steps: int):
        super().__init__(schedule.learning_rate)
        self.schedule = schedule
        self.steps = steps
        self.name = schedule.name
        self.step_at = schedule.step_at

    def rate(self, step: int, current: float, done: float = 0.0) -> float:
        return self.schedule.rate(step, current, done) * min(1.0, max(step, 1) / self.steps)

    def after_evaluation(self, current: float, evals_since_best: int, improved: bool) -> float:
        return self.schedule.after_evaluation(current, evals_since_best, improved)


SCHEDULES: dict[str, type[Schedule]] = {
    cls.name: cls
    for cls in (ConstantSchedule, InverseSqrtSchedule, PlateauSchedule, FinalDecaySchedule)
}


def make_schedule(t: TrainConfig) -> Schedule:
    """The schedule ``train.lr_schedule`` names, with its settings from ``t`` (and
    ``train.lr_warmup``'s warm-up in front of it)."""
    schedule = SCHEDULES[t.lr_schedule].from_config(t)
    return WarmUp(schedule, t.lr_warmup) if t.lr_warmup else schedule
