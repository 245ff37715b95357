"""Masked, label-smoothed cross-entropy for ``logits [B, T, V]`` and labels ``[B, T]`` (pad 0)."""

from __future__ import annotations

import tensorflow as tf


def masked_cross_entropy(labels, logits, lengths, label_smoothing: float = 0.0):
    """Summed token cross-entropy over the real tokens (EOS included), and their count.

    Args:
      labels: ``[B, T]`` int32 target ids.
      logits: ``[B, T, V]`` (any float dtype; the loss is computed in float32).
      lengths: ``[B]`` int32 number of real target tokens per sentence.
      label_smoothing: ``eps``; the target distribution is ``(1 - eps) one_hot + eps / V``.

    Returns:
      ``(loss_sum [], tokens [])`` float32: divide for the per-token loss.
    """
    logits = tf.cast(logits, tf.float32)
    mask = tf.sequence_mask(lengths, tf.shape(labels)[1], dtype=tf.float32)  # [B, T]
    log_probs = tf.nn.log_softmax(logits)  # [B, T, V]
    nll = -tf.gather(log_probs, labels, batch_dims=2)  # [B, T]
    if label_smoothing > 0.0:
        smooth = -tf.reduce_mean(log_probs, axis=-1)  # [B, T] cross-entropy with the uniform
        nll = (1.0 - label_smoothing) * nll + label_smoothing * smooth
    return tf.reduce_sum(nll * mask), tf.reduce_sum(mask)
