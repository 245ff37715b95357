"""The output layer with its two gradient products in bfloat16: the logits and the loss exact.

The output layer (``features [N, A] @ kernel [A, V]``, ``V`` the target vocabulary) is the largest
matrix product of a training step, and its gradient takes two more of the same size: ``d_features
= d_logits @ kernel^T`` and ``d_kernel = features^T @ d_logits``. `project` computes the logits in
float32, as the float32 model does, and those two products from operands rounded to bfloat16 (8
bits of mantissa; oneDNN sums in float32 and rounds each result to bfloat16 once): on a CPU with
AVX512_BF16 or AMX they run at about 1.8x the float32 rate. The gradient of the logits, ``softmax -
target``, tiny for most pieces, keeps float32's exponent range in bfloat16 (no underflow, unlike
float16); the bias' gradient is summed in float32. ``train.output_gradients`` chooses it
(`seq2seq.config.TrainConfig`; bench-small: ``auto``, bfloat16 where the products are native).

Measured (AMD EPYC with AVX512_BF16, one thread): the three products of a bench-small step (``N`` =
620 real target tokens, ``A`` = 256, ``V`` = 4,000) 17.4 ms in float32, 12.3 ms with these two in
bfloat16, the casts included; the whole step 0.0577 against 0.0623 s (`bench.py train`, medians of
3); test BLEU (beam 5, Tatoeba es->en, 3 epochs, seeds 1234-1236 paired) 42.23 against 41.84
(docs/results/experiments/output-gradients/).
"""

from __future__ import annotations

import tensorflow as tf

# The products' rows are padded to a multiple of this. oneDNN compiles and caches a bfloat16
# product per shape, and ``N`` changes with every batch: unpadded, a bench-small training's peak
# memory grew by 135 MB in 200 steps.
ROWS = 64


def project(features, kernel, bias, *, transpose_kernel: bool = False):
    """``features [N, A] @ kernel + bias`` -> logits ``[N, V]`` float32, with the gradients of
    ``features`` and ``kernel`` computed from bfloat16 operands.

    Args:
      features: ``[N, A]`` float32.
      kernel: ``[A, V]`` float32, or ``[V, A]`` with ``transpose_kernel`` (a tied embedding table).
      bias: ``[V]`` float32.
    """

    @tf.custom_gradient
    def dense(x, w, b):
        logits = tf.matmul(x, w, transpose_b=transpose_kernel) + b

        def grad(upstream):  # upstream [N, V]
            with tf.name_scope("projection_gradient"):  # named like the layer for profiles
                rows = tf.shape(x)[0]
                pad = [[0, -rows % ROWS], [0, 0]]  # zero rows: nothing added to d_w, d_x sliced
                up16 = tf.pad(tf.cast(upstream, tf.bfloat16), pad)
                x16 = tf.pad(tf.cast(x, tf.bfloat16), pad)
                w16 = tf.cast(w, tf.bfloat16)
                d_x = tf.matmul(up16, w16, transpose_b=not transpose_kernel)[:rows]  # [N, A]
                if transpose_kernel:
                    d_w = tf.matmul(up16, x16, transpose_a=True)  # [V, A]
                else:
                    d_w = tf.matmul(x16, up16, transpose_a=True)  # [A, V]
                d_b = tf.reduce_sum(upstream, 0)
                return tf.cast(d_x, tf.float32), tf.cast(d_w, tf.float32), d_b

        return logits, grad

    # As tensors: the weights read outside the custom gradient, which then owes no variables one.
    return dense(*(tf.convert_to_tensor(t) for t in (features, kernel, bias)))
