"""Token cross-entropy with label smoothing and a hand-written gradient: per token (``logits [N,
V]``, ``labels [N]``) for the real target positions, or masked over ``[B, T]`` (pad 0)."""

from __future__ import annotations

import tensorflow as tf

from seq2seq.models.softmax import softmax_and_logsumexp


def token_cross_entropy(labels, logits, label_smoothing: float = 0.0):
    """Cross-entropy of each token: ``labels [...]`` int32, ``logits [..., V]`` (any float dtype;
    computed in float32) -> ``[...]`` float32.

    The target distribution is ``q = (1 - eps) one_hot + eps / V``; the loss is ``lse(z) - q . z``
    and its gradient ``softmax(z) - q``. Both come from one softmax over the logits
    (`seq2seq.models.softmax`). TensorFlow's own fused kernel is three times slower on the CPU, its
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

    @tf.custom_gradient
    def cross_entropy(z):
        probs, lse = softmax_and_logsumexp(z)  # [N, V], [N]
        target_logit = tf.gather(z, labels, batch_dims=1)  # [N]
        if eps > 0.0:
            target_logit = (1.0 - eps) * target_logit + eps * tf.reduce_mean(z, -1)

        def grad(upstream):  # [N]
            vocab = tf.shape(z)[-1]
            off = eps / tf.cast(vocab, tf.float32)
            targets = tf.one_hot(labels, vocab, on_value=1.0 - eps + off, off_value=off)
            return (probs - targets) * upstream[:, None]  # [N, V]

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
