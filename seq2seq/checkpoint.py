"""Checkpoints of a run directory: the latest K (``checkpoints/``) and the best by dev BLEU (``best/``).

Writes are atomic: TensorFlow writes the checkpoint's data to temporary files and renames them, and
`tf.train.CheckpointManager` replaces its index file atomically, so an interrupted save never leaves
an index pointing at half-written data.
"""

from __future__ import annotations

from pathlib import Path

import tensorflow as tf

LATEST, BEST = "checkpoints", "best"


class CheckpointError(ValueError):
    """A missing or unreadable checkpoint; the message names the path."""


class TrainingProgress(tf.Module):
    """Counters saved with the model so that a resumed run continues where it stopped."""

    def __init__(self):
        super().__init__(name="progress")
        self.step = tf.Variable(0, dtype=tf.int64, trainable=False, name="step")
        self.epoch = tf.Variable(0, dtype=tf.int64, trainable=False, name="epoch")
        self.batch_in_epoch = tf.Variable(0, dtype=tf.int64, trainable=False, name="batch_in_epoch")
        self.best_bleu = tf.Variable(-1.0, dtype=tf.float64, trainable=False, name="best_bleu")
        self.evals_since_best = tf.Variable(0, dtype=tf.int64, trainable=False,
                                            name="evals_since_best")
        self.learning_rate = tf.Variable(0.0, dtype=tf.float64, trainable=False,
                                         name="learning_rate")
        self.done = tf.Variable(False, trainable=False, name="done")


class RandomState(tf.Module):
    """The model's Keras seed-generator states (dropout, sampling), which `tf.train.Checkpoint`
    does not reach through a Keras 3 model, so that a resumed run draws the same dropout masks."""

    def __init__(self, model):
        super().__init__(name="random_state")
        self.states = [v for v in model.variables if "seed_generator_state" in v.path]


class Checkpoints:
    """The two checkpoint managers of a run directory over one `tf.train.Checkpoint`."""

    def __init__(self, run_dir: str | Path, keep: int, **objects):
        self.checkpoint = tf.train.Checkpoint(**objects)
        run_dir = Path(run_dir)
        self.latest = tf.train.CheckpointManager(self.checkpoint, str(run_dir / LATEST),
                                                 max_to_keep=keep, checkpoint_name="ckpt")
        self.best = tf.train.CheckpointManager(self.checkpoint, str(run_dir / BEST),
                                               max_to_keep=1, checkpoint_name="best")

    def restore_latest(self) -> str | None:
        """Restores the latest checkpoint if there is one; returns its path."""
        path = self.latest.latest_checkpoint
        if path:
            _restore(self.checkpoint, path)
        return path

    def save(self, step: int) -> str:
        return self.latest.save(checkpoint_number=step)

    def save_best(self, step: int) -> str:
        return self.best.save(checkpoint_number=step)


def resolve(run_dir: str | Path, which: str = "best") -> str:
    """The checkpoint path for ``"best"``, ``"latest"`` or an explicit checkpoint prefix."""
    run_dir = Path(run_dir)
    if which in ("best", "latest"):
        folder = run_dir / (BEST if which == "best" else LATEST)
        path = tf.train.latest_checkpoint(str(folder))
        if path is None and which == "best":  # no dev evaluation finished yet
            path = tf.train.latest_checkpoint(str(run_dir / LATEST))
        if path is None:
            raise CheckpointError(f"{folder}: no checkpoint found")
        return path
    if not tf.io.gfile.exists(which + ".index"):
        raise CheckpointError(f"{which}: no such checkpoint (expected {which}.index)")
    return which


def restore_model(model, run_dir: str | Path, which: str = "best") -> str:
    """Restores only the model's weights (no optimizer) from a run directory's checkpoint."""
    path = resolve(run_dir, which)
    _restore(tf.train.Checkpoint(model=model), path, expect_partial=True)
    return path


def _restore(checkpoint: tf.train.Checkpoint, path: str, expect_partial: bool = False) -> None:
    try:
        status = checkpoint.read(path)
        if expect_partial:
            status.expect_partial()
        status.assert_existing_objects_matched()
    except Exception as err:  # noqa: BLE001 - any failure to read means an unusable checkpoint
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise CheckpointError(f"{path}: unreadable or corrupt checkpoint ({first})") from None
