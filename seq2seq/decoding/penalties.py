"""GNMT length and coverage penalties (Wu et al. 2016, eq. 14), and where the search computes them.

Beam scores are ``log_probs / lp + cp`` with ``lp = ((5 + |Y|) / 6) ** alpha`` and
``cp = beta * sum_j log(min(sum_t a_tj, 1))``.
"""

from __future__ import annotations

from collections.abc import Callable

import tensorflow as tf

# Coverage below this floor counts as the floor in the coverage penalty, so a source position that
# got no attention at all (hard or local attention) costs `beta * log(1e-10) = -23 beta` instead
# of making the score -inf.
COVERAGE_FLOOR = 1e-10


def gnmt_length_penalty(lengths: tf.Tensor, alpha: float) -> tf.Tensor:
    """GNMT length penalty `((5 + |Y|) / 6) ** alpha`, same shape as `lengths`."""
    return tf.pow((5.0 + tf.cast(lengths, tf.float32)) / 6.0, alpha)


def gnmt_coverage_penalty(
    coverage: tf.Tensor, beta: float, source_mask: tf.Tensor | None = None
) -> tf.Tensor:
    """GNMT coverage penalty `beta * sum_j log(min(coverage_j, 1))`.

    Args:
        coverage: `[..., S]` attention summed over the decoding steps.
        beta: penalty weight.
        source_mask: optional `[..., S]` bool, True at real source positions; padded positions are
            left out of the sum. Without it all `S` positions count.

    Returns:
        `[...]` float32 penalty (<= 0). Coverage under `COVERAGE_FLOOR` counts as the floor.
    """
    log_cov = tf.math.log(tf.clip_by_value(coverage, COVERAGE_FLOOR, 1.0))  # [..., S]
    if source_mask is not None:
        log_cov = tf.where(source_mask, log_cov, 0.0)  # [..., S]
    return beta * tf.reduce_sum(log_cov, axis=-1)  # [...]


def at_batch_rows(fn: Callable, x: tf.Tensor, active: tf.Tensor, batch_size) -> tf.Tensor:
    """`fn(x)` for the rows `x [Bc, ...]` of the sentences `active [Bc]`, computed in a full-size
    `[B, ...]` tensor (other rows 0); `fn` is row-wise, `[B, ...] -> [B, ...']`.

    Returns:
        `[Bc, ...']`.

    Eigen computes transcendental functions (log, pow, exp) with vectorised code except for the
    last, partial packet, and the two differ in the last bit, so a value depends on its position in
    the tensor: at the rows' full-size positions, it is the one of the search without compaction.
    """
    full_shape = tf.concat([[batch_size], tf.shape(x)[1:]], axis=0)
    full = tf.tensor_scatter_nd_update(tf.zeros(full_shape, x.dtype), active[:, None], x)
    return tf.gather(fn(full), active)
