"""A run's checkpoint managers (`seq2seq.checkpoint.Checkpoints`): the checkpoint saved on a signal
is what a resumed run starts from, but it never joins the regular checkpoints (which the final
model averages and ``keep`` bounds), and it is gone once a regular checkpoint is saved past it."""

import os

import tensorflow as tf

from seq2seq.checkpoint import Checkpoints, kept_checkpoints, resolve


class State(tf.Module):
    def __init__(self):
        self.step = tf.Variable(0, dtype=tf.int64)


def managers(run_dir, keep=3):
    state = State()
    return state, Checkpoints(run_dir, keep, log=lambda line: None, state=state)


def save_at(state, checkpoints, step, interrupted=False):
    state.step.assign(step)
    return checkpoints.save_interrupted(step) if interrupted else checkpoints.save(step)


def names(paths):
    return [os.path.basename(p) for p in paths]


def test_a_signal_checkpoint_is_resumed_from_but_never_kept_with_the_regular_ones(tmp_path):
    state, checkpoints = managers(tmp_path)
    for step in (5, 10, 15):
        save_at(state, checkpoints, step)
    saved = save_at(state, checkpoints, 17, interrupted=True)
    assert saved == str(tmp_path / "interrupted" / "ckpt-17")
    # keep=3: the signal's checkpoint pushes no regular one out.
    assert names(kept_checkpoints(tmp_path / "checkpoints")) == ["ckpt-5", "ckpt-10", "ckpt-15"]
    assert resolve(tmp_path, "latest") == saved

    state, resumed = managers(tmp_path)  # the same command again
    assert resumed.restore_latest() == saved
    assert int(state.step) == 17
    save_at(state, resumed, 20)
    assert names(kept_checkpoints(tmp_path / "checkpoints")) == ["ckpt-10", "ckpt-15", "ckpt-20"]
    assert not (tmp_path / "interrupted").exists()
    assert resolve(tmp_path, "latest") == str(tmp_path / "checkpoints" / "ckpt-20")

    # A second interruption of the same run is kept apart again, then dropped again.
    save_at(state, resumed, 23, interrupted=True)
    assert names(resumed.interrupted.checkpoints) == ["ckpt-23"]
    save_at(state, resumed, 25)
    assert not (tmp_path / "interrupted").exists()
    assert names(resumed.latest.checkpoints) == ["ckpt-15", "ckpt-20", "ckpt-25"]


def test_a_signal_right_after_a_regular_save_writes_nothing_more(tmp_path):
    state, checkpoints = managers(tmp_path)
    regular = save_at(state, checkpoints, 10)
    assert save_at(state, checkpoints, 10, interrupted=True) == regular
    assert not (tmp_path / "interrupted").exists()


def test_the_newest_intact_checkpoint_is_restored_whichever_folder_holds_it(tmp_path):
    state, checkpoints = managers(tmp_path)
    save_at(state, checkpoints, 5)
    save_at(state, checkpoints, 7, interrupted=True)
    (tmp_path / "interrupted" / "ckpt-7.index").write_bytes(b"damaged")
    state, resumed = managers(tmp_path)
    assert resumed.restore_latest() == str(tmp_path / "checkpoints" / "ckpt-5")
    assert int(state.step) == 5
