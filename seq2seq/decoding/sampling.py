"""Sampling search: each token drawn from the model's (tempered, optionally top-k) distribution."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from seq2seq.decoding.greedy import GreedySearch
from seq2seq.decoding.loop import COMPACT_FRACTION, NEG_INF, SearchResult, StepFn, decode


class SamplingSearch(GreedySearch):
    """`GreedySearch` that samples each token from ``softmax(log_probs / temperature)``.

    A draw is the Gumbel-max trick with noise from a counter-based hash of ``(seed, the
    sentence's key, step, token)`` (`gumbel_noise`): a sentence's samples depend on the seed and
    its key only, not on the other sentences of the batch, the batch size, the compaction or XLA.

    Args:
        eos_id, min_length: as for `GreedySearch`.
        temperature: > 0; below 1 sharpens the distribution, above 1 flattens it.
        top_k: if > 0, sample only among the ``top_k`` most probable tokens.
        seed: Python int in ``[0, 2**32)``; the same seed gives the same samples.
        sentence_keys: optional ``[B]`` uint32 key per sentence (`sentence_keys` of the source:
            a sentence then gets the same sample wherever it stands); without it, the row's index
            in the batch.
    """

    def __init__(
        self,
        eos_id: int,
        temperature: float = 1.0,
        top_k: int = 0,
        seed: int = 0,
        min_length: int = 0,
        sentence_keys: tf.Tensor | None = None,
    ):
        if temperature <= 0:
            raise ValueError(f"temperature must be > 0, got {temperature}")
        if top_k < 0:
            raise ValueError(f"top_k must be >= 0, got {top_k}")
        super().__init__(eos_id, min_length)
        self.temperature, self.top_k, self.seed = temperature, top_k, seed
        self.sentence_keys = sentence_keys

    def choose(self, step_lp, ctx):
        logits = step_lp / self.temperature  # [Bc, V]
        if self.top_k > 0:
            kth = tf.math.top_k(logits, k=self.top_k).values[:, -1:]  # [Bc, 1]
            logits = tf.where(logits < kth, NEG_INF, logits)  # [Bc, V]
        if self.sentence_keys is None:
            keys = tf.cast(ctx.active, tf.uint32)  # [Bc] the rows' places in the batch
        else:
            keys = tf.gather(self.sentence_keys, ctx.active)  # [Bc]
        noise = gumbel_noise(self.seed, keys, ctx.t, tf.shape(logits)[1])  # [Bc, V]
        return tf.argmax(logits + noise, axis=-1, output_type=tf.int32)  # [Bc]


def _mix(x: tf.Tensor) -> tf.Tensor:
    """A 32-bit integer hash (``lowbias32``: two multiply-xorshift rounds), elementwise."""
    x = tf.bitwise.bitwise_xor(x, tf.bitwise.right_shift(x, tf.constant(16, tf.uint32)))
    x = x * tf.constant(0x7FEB352D, tf.uint32)
    x = tf.bitwise.bitwise_xor(x, tf.bitwise.right_shift(x, tf.constant(15, tf.uint32)))
    x = x * tf.constant(0x846CA68B, tf.uint32)
    return tf.bitwise.bitwise_xor(x, tf.bitwise.right_shift(x, tf.constant(16, tf.uint32)))


_GOLDEN = 0x9E3779B9  # 2**32 / golden ratio: spreads consecutive counters


def sentence_keys(src_ids: tf.Tensor, src_len: tf.Tensor) -> tf.Tensor:
    """``src_ids [B, S]``, ``src_len [B]`` -> ``[B]`` uint32 keys: a hash of each sentence's
    pieces (padding past its length ignored), so equal sentences get equal keys."""
    ids = tf.cast(src_ids, tf.uint32)  # [B, S]
    positions = tf.range(tf.shape(src_ids)[1], dtype=tf.int32)  # [S]
    at = _mix(tf.cast(positions, tf.uint32) * tf.constant(_GOLDEN, tf.uint32) + 1)  # [S]
    piece_hash = _mix(tf.bitwise.bitwise_xor(ids, at[None]))  # [B, S]
    real = tf.sequence_mask(src_len, tf.shape(src_ids)[1])  # [B, S]
    piece_hash = tf.where(real, piece_hash, tf.zeros_like(piece_hash))  # [B, S]
    return _mix(tf.reduce_sum(piece_hash, axis=1) + tf.cast(src_len, tf.uint32))  # [B]


def gumbel_noise(seed: int, keys: tf.Tensor, t: tf.Tensor, vocab_size) -> tf.Tensor:
    """Standard Gumbel noise ``[N, V]`` from a hash of ``(seed, keys [N], t, token)``: adding it
    to logits and taking the argmax draws from their softmax (the Gumbel-max trick)."""
    seed_hash = _mix(tf.constant(seed % 2**32, tf.uint32))
    step = tf.cast(t, tf.uint32) * tf.constant(_GOLDEN, tf.uint32)
    rows = _mix(_mix(tf.bitwise.bitwise_xor(keys, seed_hash)) + step)  # [N]
    tokens = tf.cast(tf.range(vocab_size), tf.uint32) * tf.constant(_GOLDEN, tf.uint32)  # [V]
    tokens = _mix(tokens + tf.constant(0x632BE5AB, tf.uint32))  # [V]
    bits = _mix(rows[:, None] + tokens[None])  # [N, V]
    # 24 random bits -> a uniform in (0, 1), never 0 or 1.
    top = tf.cast(tf.bitwise.right_shift(bits, tf.constant(8, tf.uint32)), tf.float32)  # [N, V]
    uniform = (top + 0.5) * 2.0**-24  # [N, V]
    return -tf.math.log(-tf.math.log(uniform))  # [N, V]


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
