"""The output layer over the loss's tokens with its two gradient products in float32 or bfloat16;
the logits and the loss always float32.

The output layer (``features [M, A] @ kernel [A, V]``, ``M`` the batch's real target tokens
padded to a few row counts by `Seq2Seq.token_logits`, ``V`` the target vocabulary) is the largest
matrix product of a training step, and its gradient takes two more of the same size: ``d_features
= d_logits @ kernel^T`` and ``d_kernel = features^T @ d_logits``.

``train.output_gradients`` (`seq2seq.config.TrainConfig`; bench-small: ``auto``, bfloat16 where
the products are native) chooses their precision. In bfloat16 the two gradient products take
operands rounded to bfloat16 (8 bits of mantissa; oneDNN sums in float32 and rounds each result to
bfloat16 once): on a CPU with AVX512_BF16 or AMX they run at about 1.8x the float32 rate. The
gradient of the logits, ``softmax - target``, tiny for most pieces, keeps float32's exponent range
in bfloat16 (no underflow, unlike float16); the bias' gradient is summed in float32.

Measured (AMD EPYC with AVX512_BF16, one thread): the three products of a bench-small step (620
rows, ``A`` = 256, ``V`` = 4,000) 17.4 ms in float32, 12.3 ms with the two gradient products in
bfloat16, the casts included; the whole step 0.0577 against 0.0623 s (`bench.py train`, medians of
3); test BLEU (beam 5, Tatoeba es->en, 3 epochs, seeds 1234-1236 paired) 42.23 against 41.84
(docs/results/experiments/output-gradients/).
"""

from __future__ import annotations

import tensorflow as tf


def project(features, kernel, bias, *, transpose_kernel: bool = False, gradients=tf.bfloat16):
    """``features [M, A] @ kernel + bias`` -> logits ``[M, V]`` float32, with the gradients of
    ``features`` and ``kernel`` computed from operands of dtype ``gradients``.

    Args:
      features: ``[M, A]`` float32.
      kernel: ``[A, V]`` float32, or ``[V, A]`` with ``transpose_kernel`` (a tied embedding table).
      bias: ``[V]`` float32.
      gradients: ``tf.bfloat16`` or ``tf.float32``.
    """
    if gradients not in (tf.bfloat16, tf.float32):
        raise ValueError(f"gradients must be tf.float32 or tf.bfloat16, got {gradients!r}")

    @tf.custom_gradient
    def dense(x, w, b):
        logits = tf.matmul(x, w, transpose_b=transpose_kernel) + b

        def grad(upstream):  # upstream [M, V]
            with tf.name_scope("projection_gradient"):  # named like the layer for profiles
                up, x_, w_ = (tf.cast(t, gradients) for t in (upstream, x, w))
                d_x = tf.matmul(up, w_, transpose_b=not transpose_kernel)  # [M, A]
                if transpose_kernel:
                    d_w = tf.matmul(up, x_, transpose_a=True)  # [V, A]
                else:
                    d_w = tf.matmul(x_, up, transpose_a=True)  # [A, V]
                d_b = tf.reduce_sum(upstream, 0)
                return tf.cast(d_x, tf.float32), tf.cast(d_w, tf.float32), d_b

        return logits, grad

    # As tensors: the weights read outside the custom gradient, which then owes no variables one.
    return dense(*(tf.convert_to_tensor(t) for t in (features, kernel, bias)))
