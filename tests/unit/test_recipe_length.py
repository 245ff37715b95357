"""`seq2seq.training.recipe_length.fit_to_run`: the recipe's windows against hand-computed values
(bench-small: checkpoints every 250 steps, a moving average of mean age 500, tuned for 6,500)."""

from __future__ import annotations

import dataclasses

import pytest

from seq2seq.config import TrainConfig
from seq2seq.training.recipe_length import fit_to_run

RECIPE = TrainConfig(
    epochs=3, save_every=250, ema_decay=0.998, recipe_steps=6500, keep_checkpoints=10
)

# (what, overrides, steps per epoch, expected save_every, expected mean age of the average or None)
CASES = [
    ("Tatoeba bench-small: 6,513 steps, as written", {}, 2171, 250, None),
    ("ci-tiny: 8 epochs of 625 steps (0.77x), as written", {"epochs": 8}, 625, 250, None),
    ("twice as long, the band's edge, as written", {}, 4333, 250, None),
    # 1,413 steps: scale 0.2174; 250 x 0.2174 = 54 -> 50; 500 x 0.2174 = 108.7 steps
    ("the Bible corpus, 3 epochs of 471 steps", {}, 471, 50, 108.69),
    # 32,565 steps: scale 5.01; 250 x 5.01 = 1252 -> 1250; 500 x 5.01 = 2505 steps
    ("base: 15 epochs of Tatoeba", {"epochs": 15}, 2171, 1250, 2505.0),
    # max_steps 1,000 of 6,513: scale 0.1538; 38 -> 50 (the floor); 76.9 steps
    ("a step budget under the epochs", {"max_steps": 1000}, 2171, 50, 76.92),
    # 60 steps: a spacing set under 50 is kept; the mean age floors at 10
    ("a test's tiny run with save_every 5", {"save_every": 5}, 20, 5, 10.0),
    ("a time budget: no planned length", {"time_budget": 600.0}, 471, 250, None),
    ("recipe_steps 0: as written", {"recipe_steps": 0}, 471, 250, None),
]


@pytest.mark.parametrize(
    "what, overrides, spe, save_every, ema_age", CASES, ids=[c[0] for c in CASES]
)
def test_fit_to_run(what, overrides, spe, save_every, ema_age):
    t = dataclasses.replace(RECIPE, **overrides)
    fitted, note = fit_to_run(t, [spe] * t.epochs)
    assert fitted.save_every == save_every
    if ema_age is None:
        assert fitted.ema_decay == t.ema_decay
        assert (note is None) == (fitted == t)
    else:
        assert 1 / (1 - fitted.ema_decay) == pytest.approx(ema_age, abs=0.01)
        assert "recipe fitted to the run" in note and "train.recipe_steps=0" in note
    # everything else is the recipe as written
    assert dataclasses.replace(fitted, save_every=t.save_every, ema_decay=t.ema_decay) == t


def test_without_windows_nothing_changes():
    t = dataclasses.replace(RECIPE, save_every=0, ema_decay=0.0)
    assert fit_to_run(t, [471] * t.epochs) == (t, None)
