"""tfa's `BeamSearchDecoder` (a per-step decoder for `dynamic_decode`), with `tile_batch`,
`gather_tree` and `gather_tree_from_array` (from `beam_search_ops`) under tfa's module name.

The core's `seq2seq.decoding.search.beam_search` runs a whole search over a step function and keeps
only ``K + 1`` candidates per beam; tfa exposes every step (``BeamSearchDecoderOutput`` per step, a
``BeamSearchDecoderState`` the caller can inspect), so the step below follows tfa's rules exactly:

* finished beams put all their mass on ``end_token`` (log-prob 0, every other token ``dtype.min``);
* candidates are scored ``log_prob / lp(length)`` with the core's `gnmt_length_penalty`, plus --
  only for beams that were *already finished* before the step, as in tfa -- the core's
  `gnmt_coverage_penalty` of the accumulated attention (positions with zero attention left out);
* the ``beam_width`` best of the ``beam_width * V`` candidates of each sentence are kept (the
  core's exact two-stage top-k).

Shapes: ``B`` batch, ``K`` beam width, ``V`` vocabulary, ``S`` source length. The cell runs on
``B * K`` rows (``tile_batch`` order: row ``b * K + k``); the beam state stores them ``[B, K,
...]``.
"""

from __future__ import annotations

import collections
from collections.abc import Callable

import numpy as np
import tensorflow as tf

from seq2seq.compat.tfa import attention_wrapper
from seq2seq.compat.tfa import decoder as decoder_lib
from seq2seq.compat.tfa.beam_search_ops import (
    _check_batch_beam,
    _check_static_batch_beam_maybe,
    gather_tree,
    gather_tree_from_array,
    tile_batch,
)
from seq2seq.decoding import search as _core_search

__all__ = [
    "BeamSearchDecoder",
    "BeamSearchDecoderOutput",
    "BeamSearchDecoderState",
    "FinalBeamSearchDecoderOutput",
    "attention_probs_from_attn_state",
    "gather_tree",
    "gather_tree_from_array",
    "get_attention_probs",
    "tile_batch",
]


class BeamSearchDecoderState(
    collections.namedtuple(
        "BeamSearchDecoderState",
        ("cell_state", "log_probs", "finished", "lengths", "accumulated_attention_probs"),
    )
):
    """``cell_state`` (split ``[B, K, ...]``), ``log_probs [B, K]``, ``finished [B, K]`` bool,
    ``lengths [B, K]`` int64, ``accumulated_attention_probs [B, K, S]`` (``()`` without coverage
    penalty)."""


class BeamSearchDecoderOutput(
    collections.namedtuple("BeamSearchDecoderOutput", ("scores", "predicted_ids", "parent_ids"))
):
    """Per step: ``scores [B, K]`` (``[B, K, V]`` with ``output_all_scores``), ``predicted_ids``
    and ``parent_ids [B, K]`` int32."""


class FinalBeamSearchDecoderOutput(
    collections.namedtuple(
        "FinalBeamDecoderOutput", ["predicted_ids", "beam_search_decoder_output"]
    )
):
    """``predicted_ids [B, T, K]`` (backtracked with `gather_tree`, best beam first) and the raw
    per-step `BeamSearchDecoderOutput`."""


def _mask_probs(probs, eos_token, finished):
    """Finished beams (``finished [B, K]``) put all the mass on ``eos_token``: 0 there,
    ``dtype.min`` elsewhere; ``probs [B, K, V]``."""
    finished_row = tf.one_hot(
        eos_token,
        tf.shape(probs)[2],
        dtype=probs.dtype,
        on_value=tf.constant(0.0, probs.dtype),
        off_value=probs.dtype.min,
    )
    return tf.where(finished[:, :, None], finished_row, probs)


def attention_probs_from_attn_state(attention_state):
    """The alignments of an `AttentionWrapperState` (averaged over mechanisms if a tuple)."""
    probs = attention_state.alignments
    if isinstance(probs, tuple):
        probs = tf.reduce_mean(tf.stack(probs, -1), -1)
    return probs


def get_attention_probs(next_cell_state, coverage_penalty_weight):
    """``[B, K, S]`` attention of the cell state(s) for the coverage penalty, None if disabled."""
    if tf.get_static_value(tf.convert_to_tensor(coverage_penalty_weight)) == 0.0:
        return None
    states = (
        next_cell_state
        if isinstance(next_cell_state, tuple)
        and not isinstance(next_cell_state, attention_wrapper.AttentionWrapperState)
        else (next_cell_state,)
    )
    probs = [
        attention_probs_from_attn_state(s)
        for s in states
        if isinstance(s, attention_wrapper.AttentionWrapperState)
    ]
    if not probs:
        raise ValueError("coverage_penalty_weight must be 0.0 if no cell is attentional.")
    return probs[0] if len(probs) == 1 else tf.reduce_mean(tf.stack(probs, -1), -1)


def _get_scores(
    log_probs,
    sequence_lengths,
    length_penalty_weight,
    coverage_penalty_weight,
    finished,
    accumulated_attention_probs,
):
    """``log_probs / lp(lengths)`` plus, for already finished beams, the coverage penalty."""
    alpha = tf.convert_to_tensor(length_penalty_weight)
    scores = log_probs
    if tf.get_static_value(alpha) != 0:
        lp = _core_search.gnmt_length_penalty(sequence_lengths, tf.cast(alpha, tf.float32))
        scores = log_probs / tf.cast(lp, log_probs.dtype)
    beta = tf.convert_to_tensor(coverage_penalty_weight, name="coverage_penalty_weight")
    if beta.shape.rank != 0:
        raise ValueError(f"coverage_penalty_weight should be a scalar, but saw shape: {beta.shape}")
    if tf.get_static_value(beta) == 0.0:
        return scores
    if accumulated_attention_probs is None:
        raise ValueError(
            "accumulated_attention_probs can be None only if coverage penalty is disabled."
        )
    # The core's penalty works in float32; the result joins the scores in their dtype (float64 or
    # float16 too, where tfa 0.23 raised).
    coverage = _core_search.gnmt_coverage_penalty(
        tf.cast(accumulated_attention_probs, tf.float32),
        tf.cast(beta, tf.float32),
        source_mask=tf.not_equal(accumulated_attention_probs, 0.0),
    )  # [B, K]
    coverage = tf.cast(coverage, scores.dtype) * tf.cast(finished, scores.dtype)
    return scores + coverage[:, :, None]


def _gather_beams(t, parents):
    """Rows of a split ``t [B, K, ...]`` taken from ``parents [B, K]``; others pass through."""
    if isinstance(t, tf.TensorArray) or t.shape.rank is None or t.shape.rank < 2:
        return t
    return tf.gather(t, parents, batch_dims=1)


def _beam_search_step(
    time,
    logits,
    next_cell_state,
    beam_state,
    batch_size,
    beam_width,
    end_token,
    length_penalty_weight,
    coverage_penalty_weight,
    output_all_scores=False,
):
    """One beam step from ``logits [B, K, V]``; returns ``(BeamSearchDecoderOutput,
    BeamSearchDecoderState)``."""
    lengths, finished = beam_state.lengths, beam_state.finished  # [B, K]
    not_finished = tf.logical_not(finished)
    step_log_probs = _mask_probs(tf.nn.log_softmax(logits), end_token, finished)  # [B, K, V]
    total = beam_state.log_probs[:, :, None] + step_log_probs  # [B, K, V]
    vocab_size = logits.shape[-1] or tf.shape(logits)[-1]
    grows = (
        tf.logical_not(tf.equal(tf.range(vocab_size), end_token))[None, None]
        & not_finished[:, :, None]
    )  # [B, K, V]
    new_lengths = lengths[:, :, None] + tf.cast(grows, tf.int64)  # [B, K, V]

    accumulated = None
    attention = get_attention_probs(next_cell_state, coverage_penalty_weight)  # [B, K, S]
    if attention is not None:
        accumulated = (
            beam_state.accumulated_attention_probs
            + attention * tf.cast(not_finished, attention.dtype)[:, :, None]
        )
    scores = _get_scores(
        total, new_lengths, length_penalty_weight, coverage_penalty_weight, finished, accumulated
    )  # [B, K, V]

    static_batch = tf.get_static_value(batch_size)
    top_scores, word_indices = _core_search.top_k(
        tf.reshape(scores, [batch_size, -1]), beam_width
    )  # [B, K]
    top_scores.set_shape([static_batch, beam_width])
    word_indices.set_shape([static_batch, beam_width])
    next_log_probs = tf.gather(tf.reshape(total, [batch_size, -1]), word_indices, batch_dims=1)
    next_word_ids = tf.cast(word_indices % vocab_size, tf.int32)  # [B, K]
    parents = tf.cast(word_indices // vocab_size, tf.int32)  # [B, K]
    parent_finished = tf.gather(finished, parents, batch_dims=1)
    next_state = BeamSearchDecoderState(
        cell_state=tf.nest.map_structure(lambda t: _gather_beams(t, parents), next_cell_state),
        log_probs=next_log_probs,
        lengths=tf.gather(lengths, parents, batch_dims=1)
        + tf.cast(tf.logical_not(parent_finished), tf.int64),
        finished=parent_finished | tf.equal(next_word_ids, end_token),
        accumulated_attention_probs=(
            () if accumulated is None else tf.gather(accumulated, parents, batch_dims=1)
        ),
    )
    for new, old in (
        (next_state.log_probs, beam_state.log_probs),
        (next_state.lengths, lengths),
        (next_state.finished, finished),
    ):
        new.set_shape(old.shape)  # keep the while_loop's shapes static
    output = BeamSearchDecoderOutput(
        scores=scores if output_all_scores else top_scores,
        predicted_ids=next_word_ids,
        parent_ids=parents,
    )
    return output, next_state


class BeamSearchDecoder(decoder_lib.BaseDecoder):
    """tfa's ``BeamSearchDecoder(cell, beam_width, embedding_fn=None, output_layer=None,
    length_penalty_weight=0.0, coverage_penalty_weight=0.0, reorder_tensor_arrays=True,
    output_all_scores=False, **BaseDecoder kwargs)``.

    Called as ``decoder(embedding_or_None, start_tokens=[B], end_token=scalar,
    initial_state=<cell state for B * K rows>)``. With an `AttentionWrapper` cell, set up the
    mechanism with ``tile_batch(memory, K)`` / ``tile_batch(lengths, K)`` and build the initial
    state with ``get_initial_state(batch_size=B * K)`` (tiled encoder state via ``.clone``), as in
    tfa. Returns ``(FinalBeamSearchDecoderOutput, BeamSearchDecoderState, lengths)``.
    """

    def __init__(
        self,
        cell,
        beam_width: int,
        embedding_fn: Callable | None = None,
        output_layer=None,
        length_penalty_weight=0.0,
        coverage_penalty_weight=0.0,
        reorder_tensor_arrays: bool = True,
        output_all_scores: bool = False,
        **kwargs,
    ):
        decoder_lib.assert_like_rnncell(cell)
        self._cell = cell
        self._output_layer = output_layer
        self._reorder_tensor_arrays = reorder_tensor_arrays
        self._output_all_scores = output_all_scores
        self._beam_width = int(beam_width)
        self._length_penalty_weight = length_penalty_weight
        self._coverage_penalty_weight = coverage_penalty_weight
        self._embedding_fn = embedding_fn
        self._start_tokens = self._end_token = self._batch_size = None
        super().__init__(**kwargs)

    # -- shapes ---------------------------------------------------------------------------------
    @property
    def batch_size(self):
        return self._batch_size

    @property
    def tracks_own_finished(self):
        return True

    @property
    def output_size(self):
        scores = [self._beam_width]
        if self._output_all_scores:
            scores.append(decoder_lib.rnn_output_size(self._cell, self._output_layer)[-1])
        return BeamSearchDecoderOutput(
            scores=tf.TensorShape(scores),
            predicted_ids=tf.TensorShape([self._beam_width]),
            parent_ids=tf.TensorShape([self._beam_width]),
        )

    @property
    def output_dtype(self):
        dtype = tf.nest.flatten(self._initial_cell_state)[0].dtype
        return BeamSearchDecoderOutput(scores=dtype, predicted_ids=tf.int32, parent_ids=tf.int32)

    def _static_batch(self):
        return tf.get_static_value(self._batch_size)

    def _split(self, t):
        """``[B * K, ...] -> [B, K, ...]`` (TensorArrays and scalars pass through)."""
        if isinstance(t, tf.TensorArray):
            return t
        if t.shape.rank is None:
            raise ValueError(f"Expected tensor ({t}) to have known rank, but ndims == None.")
        if t.shape.rank < 1:
            return t
        split = tf.reshape(t, tf.concat([[self._batch_size, self._beam_width], tf.shape(t)[1:]], 0))
        expected = tf.TensorShape([self._static_batch(), self._beam_width]).concatenate(t.shape[1:])
        if not split.shape.is_compatible_with(expected):
            raise ValueError(
                f"Unexpected behavior when reshaping between beam width and batch size. The "
                f"reshaped tensor has shape: {split.shape}. We expected it to have shape "
                f"(batch_size, beam_width, depth) == {expected}. Perhaps you forgot to call "
                "get_initial_state with batch_size=encoder_batch_size * beam_width?"
            )
        split.set_shape(expected)
        return split

    def _merge(self, t):
        """``[B, K, ...] -> [B * K, ...]`` (TensorArrays and rank < 2 pass through)."""
        if isinstance(t, tf.TensorArray) or t.shape.rank < 2:
            return t
        merged = tf.reshape(
            t, tf.concat([[self._batch_size * self._beam_width], tf.shape(t)[2:]], 0)
        )
        static = self._static_batch()
        merged.set_shape(
            tf.TensorShape([None if static is None else static * self._beam_width]).concatenate(
                t.shape[2:]
            )
        )
        return merged

    # -- decoding -------------------------------------------------------------------------------
    def initialize(self, embedding, start_tokens, end_token, initial_state):
        """``(finished [B, K], start_inputs [B, K, E], BeamSearchDecoderState)``."""
        if embedding is not None:
            self._embedding_fn = lambda ids: tf.nn.embedding_lookup(embedding, ids)
        elif self._embedding_fn is None:
            raise ValueError(
                "You should either pass an embedding variable when calling the "
                "BeamSearchDecoder or set embedding_fn in the constructor."
            )
        start_tokens = tf.convert_to_tensor(start_tokens, dtype=tf.int32, name="start_tokens")
        if start_tokens.shape.rank != 1:
            raise ValueError("start_tokens must be a vector")
        self._end_token = tf.convert_to_tensor(end_token, dtype=tf.int32, name="end_token")
        if self._end_token.shape.rank != 0:
            raise ValueError("end_token must be a scalar")
        self._batch_size = tf.size(start_tokens)
        if start_tokens.shape[0] is not None:
            self._batch_size = tf.constant(start_tokens.shape[0], tf.int32)
        initial_state = attention_wrapper._single_state(self._cell, initial_state)  # [h] -> h
        self._initial_cell_state = tf.nest.map_structure(self._split, initial_state)
        self._start_tokens = tf.tile(start_tokens[:, None], [1, self._beam_width])  # [B, K]
        self._start_inputs = self._embedding_fn(self._start_tokens)  # [B, K, E]
        first_beam = tf.zeros([self._batch_size], tf.int32)
        finished = tf.one_hot(
            first_beam, self._beam_width, on_value=False, off_value=True, dtype=tf.bool
        )  # [B, K]: only beam 0 is live
        dtype = tf.nest.flatten(self._initial_cell_state)[0].dtype
        log_probs = tf.one_hot(
            first_beam,
            self._beam_width,
            dtype=dtype,
            on_value=tf.constant(0.0, dtype),
            off_value=tf.constant(-np.inf, dtype),
        )  # [B, K]
        attention = get_attention_probs(self._initial_cell_state, self._coverage_penalty_weight)
        state = BeamSearchDecoderState(
            cell_state=self._initial_cell_state,
            log_probs=log_probs,
            finished=finished,
            lengths=tf.zeros([self._batch_size, self._beam_width], tf.int64),
            accumulated_attention_probs=() if attention is None else attention,
        )
        return finished, self._start_inputs, state

    def step(self, time, inputs, state, training=None, name=None):
        """One beam step: ``(BeamSearchDecoderOutput, BeamSearchDecoderState, next_inputs,
        finished)``."""
        with tf.name_scope(name or "BeamSearchDecoderStep"):
            cell_state = tf.nest.map_structure(self._merge, state.cell_state)
            cell_outputs, next_cell_state = self._cell(
                tf.nest.map_structure(self._merge, inputs), cell_state, training=training
            )
            cell_outputs = tf.nest.map_structure(self._split, cell_outputs)  # [B, K, C]
            next_cell_state = tf.nest.pack_sequence_as(cell_state, tf.nest.flatten(next_cell_state))
            next_cell_state = tf.nest.map_structure(self._split, next_cell_state)
            if self._output_layer is not None:
                cell_outputs = self._output_layer(cell_outputs)  # [B, K, V]
            output, next_state = _beam_search_step(
                time=time,
                logits=cell_outputs,
                next_cell_state=next_cell_state,
                beam_state=state,
                batch_size=self._batch_size,
                beam_width=self._beam_width,
                end_token=self._end_token,
                length_penalty_weight=self._length_penalty_weight,
                coverage_penalty_weight=self._coverage_penalty_weight,
                output_all_scores=self._output_all_scores,
            )
            finished = next_state.finished
            next_inputs = tf.cond(
                tf.reduce_all(finished),
                lambda: self._start_inputs,
                lambda: self._embedding_fn(output.predicted_ids),
            )
        return output, next_state, next_inputs, finished

    def finalize(self, outputs, final_state, sequence_lengths):
        """Backtracks the ids with `gather_tree` (and reorders TensorArrays in the cell state)."""
        del sequence_lengths  # the beams' own lengths are in final_state.lengths
        max_lengths = tf.cast(tf.reduce_max(final_state.lengths, axis=1), tf.int32)
        predicted_ids = gather_tree(
            outputs.predicted_ids,
            outputs.parent_ids,
            max_sequence_lengths=max_lengths,
            end_token=self._end_token,
        )
        if self._reorder_tensor_arrays:
            final_state = final_state._replace(
                cell_state=tf.nest.map_structure(
                    lambda t: self._maybe_sort_array_beams(
                        t, outputs.parent_ids, final_state.lengths
                    ),
                    final_state.cell_state,
                )
            )
        return FinalBeamSearchDecoderOutput(
            beam_search_decoder_output=outputs, predicted_ids=predicted_ids
        ), final_state

    def _maybe_sort_array_beams(self, t, parent_ids, sequence_length):
        if not isinstance(t, tf.TensorArray):
            return t
        if t.element_shape.rank is None or t.element_shape.rank < 1:
            tf.get_logger().warning(
                f"The TensorArray {t.handle.name} in the cell state is not amenable to sorting "
                "based on the beam search result. For a TensorArray to be sorted, its elements "
                f"shape must be defined and have at least a rank of 1, but saw shape: "
                f"{t.element_shape}"
            )
            return t
        if not _check_static_batch_beam_maybe(
            t.element_shape, self._static_batch(), self._beam_width
        ):
            return t
        stacked = t.stack()
        with tf.control_dependencies(
            [_check_batch_beam(stacked, self._batch_size, self._beam_width)]
        ):
            return gather_tree_from_array(stacked, parent_ids, sequence_length)

    def call(self, embedding, start_tokens, end_token, initial_state, training=None, **kwargs):
        return super().call(
            embedding,
            initial_state=initial_state,
            training=training,
            start_tokens=start_tokens,
            end_token=end_token,
            **kwargs,
        )
