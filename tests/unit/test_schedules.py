"""Learning-rate schedules against curves computed by hand (the numbers are written out)."""

import dataclasses

import pytest
import tensorflow as tf

from seq2seq import config as config_lib
from seq2seq.checkpoint import TrainingProgress
from seq2seq.config import TrainConfig
from seq2seq.training.schedules import (
    EVALUATION,
    STEP,
    ConstantSchedule,
    FinalDecaySchedule,
    InverseSqrtSchedule,
    PlateauSchedule,
    WarmUp,
    make_schedule,
)


def test_make_schedule_picks_the_class_with_its_settings():
    assert type(make_schedule(TrainConfig())) is ConstantSchedule
    s = make_schedule(TrainConfig(lr_schedule="inverse_sqrt", learning_rate=2e-3, warmup_steps=8))
    assert type(s) is InverseSqrtSchedule and (s.learning_rate, s.warmup_steps) == (2e-3, 8)
    s = make_schedule(TrainConfig(lr_schedule="plateau", plateau_factor=0.25, plateau_patience=3))
    assert type(s) is PlateauSchedule and (s.factor, s.patience) == (0.25, 3)


def test_when_each_schedule_steps():
    assert ConstantSchedule.step_at == STEP
    assert InverseSqrtSchedule.step_at == STEP
    assert PlateauSchedule.step_at == EVALUATION


def test_constant_ignores_step_stored_rate_and_evaluations():
    s = ConstantSchedule(1e-3)
    assert [s.rate(step, current=7.0) for step in (0, 1, 10, 10_000)] == [1e-3] * 4
    assert s.after_evaluation(0.5, evals_since_best=4, improved=False) == 0.5


def test_inverse_sqrt_warms_up_linearly_then_decays_as_one_over_sqrt_step():
    s = InverseSqrtSchedule(1e-3, warmup_steps=4)
    steps = [0, 1, 2, 3, 4, 5, 9, 16, 100]
    # lr * min(step / 4, sqrt(4 / step)), step 0 as 1: 1/4, 2/4, 3/4, 1, sqrt(0.8) = 0.894427191,
    # 2/3, 1/2, 1/5.
    expected = [
        2.5e-4,
        2.5e-4,
        5.0e-4,
        7.5e-4,
        1.0e-3,
        8.94427191e-4,
        6.66666667e-4,
        5.0e-4,
        2.0e-4,
    ]
    assert [s.rate(step, current=9.0) for step in steps] == pytest.approx(expected, rel=1e-8)
    assert s.after_evaluation(1e-3, evals_since_best=2, improved=False) == 1e-3


def plateau_curve(schedule, improvements, rate):
    """The stored rate after each evaluation, counting evaluations since the best as the
    trainer does (reset on an improvement)."""
    since, curve = 0, []
    for improved in improvements:
        since = 0 if improved else since + 1
        rate = schedule.after_evaluation(rate, since, improved)
        curve.append(rate)
    return curve


def test_plateau_halves_after_every_second_evaluation_without_improvement():
    s = PlateauSchedule(1.0, factor=0.5, patience=2)
    improvements = [True, False, False, False, False, True, False, False, False]
    # evaluations since the best: 0 1 2 3 4 0 1 2 3; decays at 2, 4 and (after the reset) 2.
    assert plateau_curve(s, improvements, 1.0) == [
        1.0,
        1.0,
        0.5,
        0.5,
        0.25,
        0.25,
        0.25,
        0.125,
        0.125,
    ]
    # Between evaluations each step uses the stored rate.
    assert s.rate(123, current=0.125) == 0.125


def test_plateau_with_patience_one_decays_at_every_evaluation_that_does_not_improve():
    s = PlateauSchedule(1e-3, factor=0.1, patience=1)
    curve = plateau_curve(s, [False, False, True, False], 1e-3)
    assert curve == pytest.approx([1e-4, 1e-5, 1e-5, 1e-6], rel=1e-12)


def test_the_best_preset_decays_over_the_end_of_its_time_budget():
    s = make_schedule(config_lib.load("best").train)
    assert type(s) is FinalDecaySchedule and s.decay_fraction == 0.3


def test_plateau_state_survives_a_checkpoint_exactly(tmp_path):
    """The plateau's state is the checkpointed progress (stored rate, evaluations since the
    best): interrupted after three evaluations and restored, it continues the same curve."""
    s = PlateauSchedule(1e-3, factor=0.5, patience=2)
    improvements = [True, False, False, False, False, False]

    def evaluate(progress, improved):  # the trainer's bookkeeping around `after_evaluation`
        if improved:
            progress.evals_since_best.assign(0)
        else:
            progress.evals_since_best.assign_add(1)
        rate = s.after_evaluation(
            float(progress.learning_rate), int(progress.evals_since_best), improved
        )
        progress.learning_rate.assign(rate)

    first = TrainingProgress()
    first.learning_rate.assign(1e-3)
    for improved in improvements[:3]:
        evaluate(first, improved)
    path = tf.train.Checkpoint(progress=first).save(str(tmp_path / "ckpt"))
    resumed = TrainingProgress()
    tf.train.Checkpoint(progress=resumed).restore(path).assert_consumed()
    assert float(resumed.learning_rate) == 5e-4 and int(resumed.evals_since_best) == 2
    curve = []
    for improved in improvements[3:]:
        evaluate(resumed, improved)
        curve.append(float(resumed.learning_rate))
    # since the best: 3, 4, 5 -> decays at 4 only
    assert curve == [5e-4, 2.5e-4, 2.5e-4]


def test_final_decay_holds_the_rate_then_falls_linearly_to_zero_at_the_end():
    s = make_schedule(
        TrainConfig(lr_schedule="final_decay", learning_rate=2e-3, decay_fraction=0.25)
    )
    assert type(s) is FinalDecaySchedule and s.step_at == STEP
    done = [0.0, 0.5, 0.75, 0.8, 0.875, 0.95, 1.0, 1.3]
    # 2e-3 * min(1, (1 - done) / 0.25): 1, 1, 1, 0.8, 0.5, 0.2, 0, 0 (past the end: none left)
    expected = [2e-3, 2e-3, 2e-3, 1.6e-3, 1e-3, 4e-4, 0.0, 0.0]
    assert [s.rate(7, current=9.0, done=d) for d in done] == pytest.approx(expected, abs=1e-15)
    assert s.after_evaluation(1e-3, evals_since_best=2, improved=False) == 1e-3


def test_final_decay_over_a_time_budget_is_refused_for_several_workers():
    train = TrainConfig(lr_schedule="final_decay", time_budget=600.0, strategy="multi_worker")
    with pytest.raises(config_lib.ConfigError, match="final_decay over a time budget"):
        config_lib.validate(config_lib.Config(train=train))
    config_lib.validate(config_lib.Config(train=dataclasses.replace(train, time_budget=0.0)))


def test_a_warm_up_scales_the_first_steps_of_any_schedule_linearly():
    s = make_schedule(TrainConfig(learning_rate=2e-3, lr_warmup=4))
    assert type(s) is WarmUp and type(s.schedule) is ConstantSchedule and s.step_at == STEP
    # 2e-3 * min(1, step / 4), step 0 as 1: 1/4, 1/4, 2/4, 3/4, 1, 1.
    steps = [0, 1, 2, 3, 4, 500]
    expected = [5e-4, 5e-4, 1e-3, 1.5e-3, 2e-3, 2e-3]
    assert [s.rate(k, current=9.0) for k in steps] == pytest.approx(expected, rel=1e-12)
    decaying = make_schedule(
        TrainConfig(lr_schedule="final_decay", learning_rate=2e-3, decay_fraction=0.25, lr_warmup=4)
    )
    # both at once: step 2 of 4 (x 0.5) at 87.5% done (x 0.5)
    assert decaying.rate(2, current=9.0, done=0.875) == pytest.approx(5e-4, rel=1e-12)
    assert decaying.rate(8, current=9.0, done=0.875) == pytest.approx(1e-3, rel=1e-12)


def test_a_warm_up_leaves_the_plateaus_stored_rate_and_evaluations_alone():
    s = make_schedule(TrainConfig(lr_schedule="plateau", plateau_factor=0.5, lr_warmup=10))
    assert type(s) is WarmUp and s.step_at == EVALUATION and s.name == "plateau"
    assert s.rate(5, current=4e-4) == pytest.approx(2e-4, rel=1e-12)  # the stored rate, scaled
    assert s.rate(11, current=4e-4) == 4e-4
    assert plateau_curve(s, [True, False, False], 1e-3) == [1e-3, 1e-3, 5e-4]


def test_no_warm_up_is_no_wrapper_and_inverse_sqrt_refuses_a_second_one():
    assert type(make_schedule(TrainConfig(lr_warmup=0))) is ConstantSchedule
    train = TrainConfig(lr_schedule="inverse_sqrt", lr_warmup=100)
    with pytest.raises(config_lib.ConfigError, match="train.lr_warmup: inverse_sqrt warms up"):
        config_lib.validate(config_lib.Config(train=train))
    config_lib.validate(config_lib.Config(train=dataclasses.replace(train, lr_warmup=0)))


def run_fraction(train: TrainConfig, step: int, steps_per_epoch: int, seconds: float) -> float:
    """`EpochLoop._done` of a stand-in trainer that spent ``seconds`` (steps and evaluations)."""
    from types import SimpleNamespace

    from seq2seq.training.loop import EpochLoop

    progress = TrainingProgress()
    progress.step_seconds.assign(seconds * 0.75)
    progress.eval_seconds.assign(seconds * 0.25)
    trainer = SimpleNamespace(
        config=SimpleNamespace(train=train),
        progress=progress,
        data=SimpleNamespace(epoch_steps=lambda epochs: [steps_per_epoch] * epochs),
    )
    return EpochLoop(trainer, display=None)._done(step)


def test_the_run_fraction_is_of_the_steps_or_the_time_budget_whichever_ends_first():
    steps = TrainConfig(epochs=4, lr_schedule="final_decay")
    assert run_fraction(steps, 50, steps_per_epoch=100, seconds=1e6) == 0.125  # no budget
    capped = dataclasses.replace(steps, max_steps=200)
    assert run_fraction(capped, 50, steps_per_epoch=100, seconds=0.0) == 0.25
    budget = dataclasses.replace(steps, epochs=100, time_budget=600.0)
    assert run_fraction(budget, 50, steps_per_epoch=100, seconds=450.0) == 0.75
    assert run_fraction(budget, 50, steps_per_epoch=100, seconds=900.0) == 1.0
    both = dataclasses.replace(steps, time_budget=600.0)  # 400 steps planned
    assert run_fraction(both, 300, steps_per_epoch=100, seconds=60.0) == 0.75
