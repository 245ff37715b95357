"""Softmax-based normalisation of logits over the vocabulary, from oneDNN's softmax kernel.

On the CPU TensorFlow's ``log_softmax`` and ``reduce_logsumexp`` (Eigen) take 1.5-2x as long over
``[N, V]`` as ``softmax`` (oneDNN). Both come from the softmax: ``lse(z) = max(z) - log(max(p))``
is exact, as the largest probability ``max(p)`` is at least ``1 / V`` (no underflow), wherever the
other probabilities underflow.
"""

from __future__ import annotations

import tensorflow as tf


def softmax_and_logsumexp(logits):
    """``logits [..., V]`` -> ``(probs [..., V], lse [...])``."""
    probs = tf.nn.softmax(logits)
    lse = tf.reduce_max(logits, -1) - tf.math.log(tf.reduce_max(probs, -1))
    return probs, lse


def log_softmax(logits):
    """``logits [..., V]`` -> log-probabilities ``[..., V]``, `tf.nn.log_softmax` to rounding."""
    _, lse = softmax_and_logsumexp(logits)
    return logits - lse[..., None]
