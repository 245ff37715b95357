"""An exponential moving average (EMA) of the model's weights, updated after every applied step.

Checkpoint averaging takes a few snapshots of the last updates; the EMA averages every update, with
the most recent weighing most, which suits a model still improving at the end of a short budget
(Polyak averaging; Marian's `exponential-smoothing`, fairseq's `--ema-decay`). At the end of
training the EMA is one more candidate for the final model, chosen on dev like the averages.

    shadow <- d * shadow + (1 - d) * weight,   d = min(decay, (1 + n) / (10 + n))

after the n-th update: the warm-up keeps the random initial weights from lingering in the average
(TensorFlow's `ExponentialMovingAverage(num_updates=...)` rule). The mean age of the average is
about ``1 / (1 - decay)`` steps. The shadow variables are saved with every checkpoint, so a resumed
run's average is the uninterrupted run's.
"""

from __future__ import annotations

import tensorflow as tf


class WeightAverage(tf.Module):
    """Shadow copies of ``variables`` (float weights only), one per variable, same shapes."""

    def __init__(self, variables, decay: float):
        super().__init__(name="weight_average")
        if not 0.0 < decay < 1.0:
            raise ValueError(f"EMA decay must be in (0, 1), got {decay}")
        self.decay = decay
        self.sources = [v for v in variables if tf.as_dtype(v.dtype).is_floating]
        self.shadows = [
            tf.Variable(v, trainable=False, name=f"ema_{k}") for k, v in enumerate(self.sources)
        ]
        self.updates = tf.Variable(0, dtype=tf.int64, trainable=False, name="updates")

    def update(self) -> None:
        """Moves every shadow towards its weight (inside or outside a `tf.function`)."""
        n = tf.cast(self.updates, tf.float32)
        decay = tf.minimum(self.decay, (1.0 + n) / (10.0 + n))
        mirrored = tf.distribute.has_strategy()  # distributed shadows: updated through assign
        for shadow, source in zip(self.shadows, self.sources):
            rate = 1.0 - tf.cast(decay, shadow.dtype)
            if mirrored:
                shadow.assign_sub(rate * (shadow - source))
            else:  # the same; the scaling and the subtraction in one kernel
                tf.raw_ops.ResourceApplyGradientDescent(
                    var=shadow.handle, alpha=rate, delta=shadow - source
                )
        self.updates.assign_add(1)

    def copy_into_sources(self) -> None:
        """Sets the weights to their averages (the caller restores the weights it needs after)."""
        for shadow, source in zip(self.shadows, self.sources):
            source.assign(shadow)
