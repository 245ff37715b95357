"""Sampling search: each token drawn from the model's (tempered, optionally top-k) distribution."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from seq2seq.decoding.greedy import GreedySearch
from seq2seq.decoding.loop import COMPACT_FRACTION, NEG_INF, SearchResult, StepFn, decode


class SamplingSearch(GreedySearch):
    """`GreedySearch` that samples each token from ``softmax(log_probs / temperature)``.

    Args:
        eos_id, min_length: as for `GreedySearch`.
        temperature: > 0; below 1 sharpens the distribution, above 1 flattens it.
        top_k: if > 0, sample only among the ``top_k`` most probable tokens.
        seed: Python int; the same seed gives the same samples (stateless sampling, seeded by
            ``(seed, step)``), whatever the compaction.
    """

    def __init__(
        self,
        eos_id: int,
        temperature: float = 1.0,
        top_k: int = 0,
        seed: int = 0,
        min_length: int = 0,
    ):
        if temperature <= 0:
            raise ValueError(f"temperature must be > 0, got {temperature}")
        if top_k < 0:
            raise ValueError(f"top_k must be >= 0, got {top_k}")
        super().__init__(eos_id, min_length)
        self.temperature, self.top_k, self.seed = temperature, top_k, seed

    def choose(self, step_lp, ctx):
        logits = step_lp / self.temperature  # [Bc, V]
        if self.top_k > 0:
            kth = tf.math.top_k(logits, k=self.top_k).values[:, -1:]  # [Bc, 1]
            logits = tf.where(logits < kth, NEG_INF, logits)  # [Bc, V]
        # The stateless sampler's draw for a row depends on the row's index (and on the number of
        # rows), so sample over all B sentences, the dropped ones with uniform logits, whatever
        # the compaction.
        full_shape = tf.concat([[ctx.batch_size], tf.shape(logits)[1:]], axis=0)  # [2]
        logits = tf.tensor_scatter_nd_update(
            tf.zeros(full_shape), ctx.active[:, None], logits
        )  # [B, V]
        draw = tf.random.stateless_categorical(
            logits, 1, seed=tf.stack([self.seed, ctx.t]), dtype=tf.int32
        )  # [B, 1]
        return tf.gather(draw[:, 0], ctx.active)  # [Bc]


def sample_search(
    step_fn: StepFn,
    initial_state: Any,
    *,
    bos_id: int,
    eos_id: int,
    max_lengths: tf.Tensor,
    temperature: float = 1.0,
    top_k: int = 0,
    seed: int = 0,
    min_length: int = 0,
    compact_fraction: float = COMPACT_FRACTION,
) -> SearchResult:
    """Sampling decoding (`SamplingSearch` run by `decode`); the arguments are those of
    `greedy_search` and `SamplingSearch`.

    Returns:
        `SearchResult` with `n_best = 1`; ``scores == log_probs`` are the model's (untempered)
        log-probabilities of the sampled tokens.
    """
    strategy = SamplingSearch(eos_id, temperature, top_k, seed, min_length)
    return decode(
        step_fn,
        initial_state,
        strategy,
        bos_id=bos_id,
        max_lengths=max_lengths,
        compact_fraction=compact_fraction,
    )
