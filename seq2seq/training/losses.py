"""Token cross-entropy with label smoothing and a hand-written gradient: per token (``logits [N,
V]``, ``labels [N]``) for the real target positions, or masked over ``[B, T]`` (pad 0)."""

from __future__ import annotations

import tensorflow as tf

# The smallest label probability from which ``log p`` is exact in float32 (normal, not subnormal).
TINY_PROBABILITY = 1e-30


def token_cross_entropy(labels, logits, label_smoothing: float = 0.0):
    """Cross-entropy of each token: ``labels [...]`` int32, ``logits [..., V]`` (any float dtype;
    computed in float32) -> ``[...]`` float32.

    The target distribution is ``q = (1 - eps) one_hot + eps / V``; the loss is ``lse(z) - q . z``
    and its gradient ``softmax(z) - q``. Both come from one softmax over the logits (oneDNN's):
    ``lse(z) = z_y - log p_y``. TensorFlow's own fused kernel is three times slower on the CPU, its
    log-softmax path (taken under op determinism) four times.
    """
    logits = tf.cast(logits, tf.float32)
    shape = tf.shape(labels)
    vocab = tf.shape(logits)[-1]
    loss = _flat_cross_entropy(
        tf.reshape(logits, [-1, vocab]), tf.reshape(labels, [-1]), float(label_smoothing)
    )
    return tf.reshape(loss, shape)


def _flat_cross_entropy(logits, labels, eps: float):
    """``logits [N, V]`` float32, ``labels [N]`` -> ``[N]``."""
    at_label = tf.stack([tf.range(tf.shape(labels)[0]), labels], 1)  # [N, 2]

    @tf.custom_gradient
    def cross_entropy(z):
        probs = tf.nn.softmax(z)  # [N, V]
        target_logit, target_prob = tf.gather_nd(z, at_label), tf.gather_nd(probs, at_label)
        # lse(z) = z_y - log p_y needs no pass over [N, V] beyond the softmax; where some p_y is
        # too small for float32 to hold it exactly, the form of `softmax_and_logsumexp`
        # (max(z) - log max(p), exact as max(p) >= 1 / V).
        lse = tf.cond(
            tf.reduce_min(target_prob) > TINY_PROBABILITY,
            lambda: target_logit - tf.math.log(target_prob),
            lambda: tf.reduce_max(z, -1) - tf.math.log(tf.reduce_max(probs, -1)),
        )  # [N]
        if eps > 0.0:
            target_logit = (1.0 - eps) * target_logit + eps * tf.reduce_mean(z, -1)

        def grad(upstream):  # [N]: (softmax(z) - q) * upstream, q's one-hot part scattered
            off = eps / tf.cast(tf.shape(z)[-1], tf.float32)
            d_z = (probs - off if eps > 0.0 else probs) * upstream[:, None]  # [N, V]
            return tf.tensor_scatter_nd_sub(d_z, at_label, (1.0 - eps) * upstream)

        return lse - target_logit, grad

    return cross_entropy(logits)


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
    mask = tf.sequence_mask(lengths, tf.shape(labels)[1], dtype=tf.float32)  # [B, T]
    nll = token_cross_entropy(labels, logits, label_smoothing)  # [B, T]
    return tf.reduce_sum(nll * mask), tf.reduce_sum(mask)
