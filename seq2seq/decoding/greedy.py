"""Greedy search: the most probable token at each step (one row per sentence)."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from seq2seq.decoding.loop import (
    COMPACT_FRACTION,
    NEG_INF,
    SearchResult,
    StepContext,
    StepFn,
    StepOutput,
    decode,
    pad_outputs,
    zero_records,
)


class GreedySearch:
    """One hypothesis per sentence, built token by token with `choose` (here: argmax).

    Beams (``[Bc]`` each): ``finished`` bool, ``lengths`` int32 tokens before EOS, ``log_probs``
    float32. Records per step: the tokens ``[B]`` and the attention ``[B, S]`` (0 for the dropped
    sentences: past their lengths, so padding).

    Args:
        eos_id: token that ends a hypothesis.
        min_length: Python int; EOS is forbidden (log-prob -inf) before this many tokens.
    """

    width = 1
    record_dtypes = (tf.int32, tf.float32)

    def __init__(self, eos_id: int, min_length: int = 0):
        self.eos_id, self.min_length = eos_id, min_length

    def choose(self, step_lp: tf.Tensor, ctx: StepContext) -> tf.Tensor:
        """``step_lp [Bc, V]`` -> the chosen tokens ``[Bc]``."""
        return tf.argmax(step_lp, axis=-1, output_type=tf.int32)

    def initialize(self, batch_size, max_lengths):
        beams = {
            "finished": max_lengths <= 0,  # [B]
            "lengths": tf.zeros([batch_size], tf.int32),
            "log_probs": tf.zeros([batch_size], tf.float32),
        }
        done = {
            "lengths": tf.zeros([batch_size], tf.int32),  # [B], stale until dropped
            "log_probs": tf.zeros([batch_size], tf.float32),
        }
        return beams, done

    def invariants(self, beams):
        return {name: tf.TensorShape([None]) for name in beams}

    def step(self, ctx, step_lp, align, beams, done):
        if self.min_length > 0:
            is_eos_col = tf.equal(tf.range(tf.shape(step_lp)[1]), self.eos_id)  # [V]
            step_lp = tf.where(is_eos_col & (ctx.t < self.min_length), NEG_INF, step_lp)
        ids = self.choose(step_lp, ctx)  # [Bc]
        live = tf.logical_not(beams["finished"])  # [Bc]
        is_eos = tf.equal(ids, self.eos_id)  # [Bc]
        beams = {
            "finished": beams["finished"]
            | is_eos
            | (ctx.t + 1 >= tf.gather(ctx.max_lengths, ctx.active)),
            "lengths": beams["lengths"] + tf.cast(live & tf.logical_not(is_eos), tf.int32),
            "log_probs": beams["log_probs"]
            + tf.where(live, tf.gather(step_lp, ids, batch_dims=1), 0.0),
        }
        at = ctx.active[:, None]  # [Bc, 1]
        align_shape = tf.concat([[ctx.batch_size], tf.shape(align)[1:]], axis=0)  # [2]
        # [B], [B, S]
        records = (tf.scatter_nd(at, ids, [ctx.batch_size]), tf.scatter_nd(at, align, align_shape))
        return StepOutput(ids, None, beams, done, records)

    def running(self, beams):
        return tf.logical_not(beams["finished"])

    def settle(self, ctx, beams, drop, done):
        # Every current sentence is stored; the running ones are overwritten when they drop or at
        # the end.
        at = ctx.active[:, None]  # [Bc, 1]
        return {name: tf.tensor_scatter_nd_update(done[name], at, beams[name]) for name in done}

    def idle_records(self, records):
        return zero_records(records)

    def finalize(self, active, beams, done, records):
        at = active[:, None]  # [Bc, 1]
        final = {name: tf.tensor_scatter_nd_update(done[name], at, beams[name]) for name in done}
        lengths, log_probs = final["lengths"][:, None], final["log_probs"][:, None]  # [B, 1]
        step_ids, step_align = records  # [T, B], [T, B, S]
        ids = tf.transpose(step_ids)[:, None]  # [B, 1, T]
        alignments = tf.transpose(step_align, [1, 0, 2])[:, None]  # [B, 1, T, S]
        ids, alignments = pad_outputs(ids, alignments, lengths)
        return SearchResult(ids, lengths, log_probs, log_probs, alignments)


def greedy_search(
    step_fn: StepFn,
    initial_state: Any,
    *,
    bos_id: int,
    eos_id: int,
    max_lengths: tf.Tensor,
    min_length: int = 0,
    compact_fraction: float = COMPACT_FRACTION,
) -> SearchResult:
    """Greedy decoding (`GreedySearch` run by `decode`, see `seq2seq.decoding.loop`; the arguments
    are theirs).

    Args:
        step_fn: the model's decoding step (`StepFn`); it sees `N <= B` rows, one per running
            sentence, in batch order.
        initial_state: nested state with leading dimension `B`.

    Returns:
        `SearchResult` with `n_best = 1`: ids `[B, 1, L]`, lengths/scores/log_probs `[B, 1]`,
        alignments `[B, 1, L, S]`; `scores == log_probs`.
    """
    return decode(
        step_fn,
        initial_state,
        GreedySearch(eos_id, min_length),
        bos_id=bos_id,
        max_lengths=max_lengths,
        compact_fraction=compact_fraction,
    )
