"""The recipe's windows fitted to the run's length.

The final model is chosen on dev among the best checkpoint, averages of the last 2..N checkpoints
saved every ``train.save_every`` steps, and a moving average of the weights whose mean age is
``1 / (1 - train.ema_decay)`` steps. Those windows are steps, tuned on runs of a given length
(``train.recipe_steps``: bench-small's ~6,500 steps on Tatoeba): on a run five times shorter the
moving average reaches back a third of the run and the averages into its first steps, on one five
times longer they cover only its last moments. So when the run's planned length (epochs x steps
of every epoch, or ``train.max_steps``) is outside `BAND` times ``train.recipe_steps``, both windows
are scaled by the ratio: the checkpoint spacing in multiples of `SAVE_QUANTUM` steps (a spacing
set below that is left alone), the moving average's mean age with it (at least `MIN_EMA_AGE`).
Within the band the recipe stays exactly as written (the Tatoeba presets' runs, 5,000 to 7,300
steps, keep theirs). A run ended by ``train.time_budget`` has no planned length and keeps
the recipe.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from seq2seq.config import TrainConfig

# Planned length / recipe_steps within this range: the recipe as written.
BAND = (0.5, 2.0)
# Scaled checkpoint spacing: a multiple of this many steps (at least one).
SAVE_QUANTUM = 50
# The scaled moving average's mean age: at least this many steps.
MIN_EMA_AGE = 10.0


def planned_steps(t: TrainConfig, epoch_steps: Sequence[int]) -> int | None:
    """The run's length in steps when known before it starts (None under a time budget), of
    ``epoch_steps``, the steps of each of its ``t.epochs`` epochs."""
    if t.time_budget:
        return None
    total = sum(epoch_steps)
    return min(total, t.max_steps) if t.max_steps else total


def fit_to_run(t: TrainConfig, epoch_steps: Sequence[int]) -> tuple[TrainConfig, str | None]:
    """``t`` with ``save_every`` and ``ema_decay`` scaled to the planned run (see the module
    docstring; ``epoch_steps``: the steps of each epoch), and a line saying what changed (None:
    nothing did)."""
    planned = planned_steps(t, epoch_steps)
    if not t.recipe_steps or planned is None:
        return t, None
    scale = planned / t.recipe_steps
    if BAND[0] <= scale <= BAND[1]:
        return t, None
    save_every = t.save_every
    if save_every >= SAVE_QUANTUM:  # a spacing below it (a test's 2 or 5 steps) is left as set
        save_every = max(SAVE_QUANTUM, round(save_every * scale / SAVE_QUANTUM) * SAVE_QUANTUM)
    ema_decay = t.ema_decay
    if ema_decay:
        ema_decay = 1.0 - 1.0 / max(scale / (1.0 - ema_decay), MIN_EMA_AGE)
    fitted = dataclasses.replace(t, save_every=save_every, ema_decay=ema_decay)
    parts = []
    if save_every != t.save_every:
        parts.append(f"checkpoints every {save_every} steps (not {t.save_every})")
    if ema_decay != t.ema_decay:
        parts.append(
            f"moving average of mean age {1 / (1 - ema_decay):.0f} steps "
            f"(decay {ema_decay:.5f}, not {t.ema_decay})"
        )
    if not parts:
        return t, None
    note = (
        f"recipe fitted to the run: {planned} planned steps, {scale:.2f} x the "
        f"{t.recipe_steps} train.recipe_steps it was tuned for: "
        + ", ".join(parts)
        + " (--set train.recipe_steps=0 keeps it as written)"
    )
    return fitted, note
