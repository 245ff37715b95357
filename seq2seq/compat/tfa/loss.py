"""tfa's ``sequence_loss`` / ``SequenceLoss``: weighted token cross-entropy with tfa's four
reduction flags.

The core's `seq2seq.training.losses.masked_cross_entropy` takes lengths and returns ``(sum,
count)``; tfa's takes arbitrary ``weights [B, T]`` and reduces over time and/or batch in four ways,
so the reductions here are tfa-specific (the cross-entropy itself is TensorFlow's).
"""

from __future__ import annotations

from collections.abc import Callable

import keras
import tensorflow as tf

# tfa's four reduction flags, in its order.
_FLAGS = (
    "average_across_timesteps",
    "average_across_batch",
    "sum_over_timesteps",
    "sum_over_batch",
)


def sequence_loss(
    logits,
    targets,
    weights,
    average_across_timesteps: bool = True,
    average_across_batch: bool = True,
    sum_over_timesteps: bool = False,
    sum_over_batch: bool = False,
    softmax_loss_function: Callable | None = None,
    name: str | None = None,
) -> tf.Tensor:
    """Weighted cross-entropy of ``logits [B, T, V]`` against ``targets [B, T]`` (ids) or
    ``[B, T, V]`` (one-hot), weighted by ``weights [B, T]``.

    * ``average_across_*``: sum over that axis and divide by the summed weights;
    * ``sum_over_*``: sum over that axis and divide by the number of non-zero weights;
    * both axes averaged / summed: one scalar. Result rank 0, 1 or 2 (the axes not reduced).

    ``softmax_loss_function(labels=, logits=)`` replaces the sparse softmax cross-entropy.
    Divisions by zero give 0.
    """
    logits = tf.convert_to_tensor(logits)
    targets = tf.convert_to_tensor(targets)
    weights = tf.convert_to_tensor(weights)
    if logits.shape.rank != 3:
        raise ValueError("Logits must be a [batch_size x sequence_length x logits] tensor")
    if targets.shape.rank not in (2, 3):
        raise ValueError(
            "Targets must be either a [batch_size x sequence_length] tensor where each element "
            "contains the labels' index or a [batch_size x sequence_length x num_classes] tensor "
            "where the third axis is a one-hot representation of the labels"
        )
    if weights.shape.rank != 2:
        raise ValueError("Weights must be a [batch_size x sequence_length] tensor")
    flags = dict(
        average_across_timesteps=average_across_timesteps,
        average_across_batch=average_across_batch,
        sum_over_timesteps=sum_over_timesteps,
        sum_over_batch=sum_over_batch,
    )
    for a, b, why in (
        ("average_across_timesteps", "sum_over_timesteps", ""),
        ("average_across_batch", "sum_over_batch", ""),
        ("average_across_batch", "sum_over_timesteps", " because of ambiguous order"),
        ("sum_over_batch", "average_across_timesteps", " because of ambiguous order"),
    ):
        if flags[a] and flags[b]:
            raise ValueError(f"{a} and {b} cannot be set to True at same time{why}.")
    with tf.name_scope(name or "sequence_loss"):
        num_classes = tf.shape(logits)[2]
        flat_logits = tf.reshape(logits, [-1, num_classes])  # [B*T, V]
        if softmax_loss_function is not None:
            crossent = softmax_loss_function(labels=tf.reshape(targets, [-1]), logits=flat_logits)
        elif targets.shape.rank == 2:
            crossent = tf.nn.sparse_softmax_cross_entropy_with_logits(
                labels=tf.reshape(targets, [-1]), logits=flat_logits
            )
        else:
            crossent = tf.nn.softmax_cross_entropy_with_logits(
                labels=tf.reshape(targets, [-1, num_classes]), logits=flat_logits
            )
        crossent = tf.reshape(
            crossent * tf.cast(tf.reshape(weights, [-1]), crossent.dtype), tf.shape(logits)[:2]
        )  # [B, T]
        weights = tf.cast(weights, crossent.dtype)
        averaged = [
            axis for axis, on in ((0, average_across_batch), (1, average_across_timesteps)) if on
        ]
        summed = [axis for axis, on in ((0, sum_over_batch), (1, sum_over_timesteps)) if on]
        if averaged:
            return tf.math.divide_no_nan(
                tf.reduce_sum(crossent, averaged), tf.reduce_sum(weights, averaged)
            )
        if summed:
            count = tf.cast(tf.math.count_nonzero(weights, summed), crossent.dtype)
            return tf.math.divide_no_nan(tf.reduce_sum(crossent, summed), count)
        return crossent


class SequenceLoss(keras.losses.Loss):
    """`sequence_loss` as a Keras loss: ``loss(y_true=targets, y_pred=logits,
    sample_weight=weights)``; defaults sum over both axes (per non-zero weight), as in tfa.

    Keras 3: ``model.compile(..., sample_weight_mode="temporal")`` no longer exists; pass
    ``sample_weight [B, T]`` to ``fit`` directly (``SequenceLoss`` reduces it itself).
    """

    def __init__(
        self,
        average_across_timesteps: bool = False,
        average_across_batch: bool = False,
        sum_over_timesteps: bool = True,
        sum_over_batch: bool = True,
        softmax_loss_function: Callable | None = None,
        name: str | None = None,
    ):
        super().__init__(name=name, reduction=None)
        self.average_across_timesteps = average_across_timesteps
        self.average_across_batch = average_across_batch
        self.sum_over_timesteps = sum_over_timesteps
        self.sum_over_batch = sum_over_batch
        self.softmax_loss_function = softmax_loss_function

    def __call__(self, y_true, y_pred, sample_weight=None):
        if sample_weight is None:
            sample_weight = tf.ones(tf.shape(y_pred)[:2], y_pred.dtype)
        return sequence_loss(
            y_pred,
            y_true,
            sample_weight,
            **self._flags(),
            softmax_loss_function=self.softmax_loss_function,
            name=self.name,
        )

    def call(self, y_true, y_pred):
        ones = tf.ones(tf.shape(y_pred)[:2], y_pred.dtype)
        return sequence_loss(y_pred, y_true, ones, **dict.fromkeys(_FLAGS, False))

    def _flags(self) -> dict[str, bool]:
        """The four reduction flags by name (`_FLAGS`)."""
        return {flag: getattr(self, flag) for flag in _FLAGS}

    def get_config(self):
        return {"name": self.name, **self._flags()}
