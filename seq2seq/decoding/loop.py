"""The decoding loop: one `tf.while_loop` over a model-independent step function, driven by a search
strategy (`GreedySearch`, `SamplingSearch`, `BeamSearch`), with finished sentences dropped.

Decoding only sees a *step function* (`StepFn`): given the last emitted token of every row and a
nested state, it returns the log-probabilities of the next token, the new state and the attention
weights of the step. Encoder memory, its lengths and the recurrent state all live in that state.
A strategy of width `K` gets `K` rows per sentence (each sentence's rows repeated contiguously, like
`tfa.seq2seq.tile_batch`; `decode` tiles the state itself, so callers never tile anything).

`decode` runs eagerly or inside `tf.function` (at most `max(max_lengths)` steps, stopping once every
sentence is finished). By default the step records grow with the number of steps actually run and
the outputs are cut to the longest hypothesis. Given ``max_steps``, a bound known when the search is
compiled (e.g. from the source's static length), the records are preallocated and the outputs keep
``max_steps`` time steps (`trim` cuts them afterwards): with no compaction (a static batch of 1, or
``compact_fraction=0``) every shape is then fixed and the search compiles with XLA
(`tf.function(jit_compile=True)`), which runs one sentence about twice as fast as the graph (the
step's ~60 small kernels are fused). Strategy options (`beam_size`, penalty weights, `n_best`,
`min_length`) and `compact_fraction` are Python numbers, fixed when a `tf.function` is traced.

**A strategy** (`Strategy`) owns the per-sentence search state (``beams``: tensors `[Bc, ...]`, one
row per running sentence, with a ``"finished"`` entry), the full-size results of the sentences
already dropped (``done``: `[B, ...]`) and what each step records (full-size `[B, ...]` tensors):
``initialize`` creates them, ``step`` turns one step's log-probabilities into the next tokens, their
parent rows and the records, ``running`` says which sentences still need the step function,
``settle`` stores the results of the sentences being dropped, and ``finalize`` builds the
`SearchResult` from the final beams, ``done`` and the stacked records.

**Compaction** (written once, here, for every strategy): sentences of a batch finish at different
steps, and the step function is where the time goes, so finished sentences are dropped from the rows
it sees. The loop keeps the running sentences (``active [Bc]``, their indices in the batch,
increasing, with their rows, state and beams), and as many finished ones as bring their number to
one on `COMPACT_LADDER` (exact up to 8, then multiples of 2, 4 and 8), so that the step function
sees a few row counts only. Compacting gathers every state entry (the constant ones, e.g. the
encoder memory, included), so it is done only when it pays: after a step where at most
`compact_fraction` (default 3/4) of the current sentences are kept (never after the last step).
The results are those of the search without compaction (``compact_fraction=0``) bit for bit, given
a step function whose rows do not depend on each other: the strategies compute their own
floating-point functions (`pow`, `log` of the penalties) at the sentences' places in full-size
tensors (`seq2seq.decoding.penalties.at_batch_rows`), as Eigen's vectorised and scalar versions
differ in the last bit. A real model's step function typically has the same issue (its `exp`, `log`,
matrix products), so its outputs for fewer rows may differ in the last bits, as they do for a
different batch composition.

Conventions (`B` batch, `K` width, `N` rows seen by the step function, `V` vocabulary, `S` source
length, `L` output length):

- `ids` never contain EOS and are padded with 0 after `lengths`; alignments are zero there too.
- `lengths` count the tokens before EOS. A sentence that reaches its `max_lengths` entry without EOS
  just stops: its length is that maximum.
- Raw `log_probs` sum the log-probabilities of all emitted tokens, EOS included when it was emitted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

import tensorflow as tf

# Default `compact_fraction`: drop the finished sentences once at most 3/4 of the sentences are
# still running. Compacting costs a gather of the state (encoder memory included), little next to a
# step: 0.75 computed 33% (greedy) / 36% (beam 5) of the rows of file-order batches of 64 on the
# Tatoeba test set (32% / 34% when compacting after every step where a sentence finished), and was
# as fast as compacting every time, faster than 0.5 (36% / 39% of the rows) or 0.25.
COMPACT_FRACTION = 0.75
# A compaction keeps a number of sentences on this ladder, a few finished ones with the running
# ones: (at most this many running, a multiple of this many kept), the last step unbounded. oneDNN
# builds (up to a few ms) and keeps (up to a few MB) its products and softmaxes for every new number
# of rows, and the running sentences' number is a new one at almost every compaction; exact counts
# below 8 keep the last steps (one or two long sentences) unpadded. At most 25% extra rows.
COMPACT_LADDER = ((8, 1), (16, 2), (32, 4), (None, 8))

NEG_INF = float("-inf")


class StepFn(Protocol):
    """One decoding step of a model."""

    def __call__(self, ids: tf.Tensor, state: Any) -> tuple[tf.Tensor, Any, tf.Tensor]:
        """Args:
            ids: `[N]` int32, the last emitted token of each row (BOS at step 0). `N` shrinks
                when finished sentences are dropped (compaction), so rows must not depend on
                each other.
            state: nested structure (`tf.nest`) of tensors with leading dimension `N`.

        Returns:
            `(log_probs [N, V] float32, new_state, alignments [N, S] float32)`: the next-token
            log-probabilities, the state after the step (same structure and shapes) and the
            attention weights of the step. Entries of the state that the step function returns
            unchanged (the very same tensor object, e.g. the encoder memory) are treated as
            constant per sentence and are not re-gathered when beams are reordered.
        """


class SearchResult(NamedTuple):
    """Hypotheses of a search, best first.

    Attributes:
        ids: `[batch, n_best, time]` int32 token ids, EOS excluded, padded with 0.
        lengths: `[batch, n_best]` int32 number of tokens before EOS.
        scores: `[batch, n_best]` float32 final scores (GNMT-penalised for beam search, equal to
            `log_probs` for greedy search); hypotheses are sorted by them, best first.
        log_probs: `[batch, n_best]` float32 sums of token log-probabilities (EOS step included).
        alignments: `[batch, n_best, time, src_time]` float32 attention weights of the steps that
            emitted `ids` (the step that emitted EOS excluded), 0 past `lengths`.
    """

    ids: tf.Tensor
    lengths: tf.Tensor
    scores: tf.Tensor
    log_probs: tf.Tensor
    alignments: tf.Tensor


class StepContext(NamedTuple):
    """What a strategy knows about the current step: ``t []`` the step index, ``active [Bc]`` the
    batch indices of the running sentences, ``batch_size`` `B`, ``max_lengths [B]`` and
    ``vocab_size`` `V` (static when known)."""

    t: tf.Tensor
    active: tf.Tensor
    batch_size: Any
    max_lengths: tf.Tensor
    vocab_size: int | None


class StepOutput(NamedTuple):
    """A strategy's step: ``ids [Bc, K]`` (or ``[Bc]`` for `K = 1`) fed at the next step,
    ``parents [Bc, K]`` the row of its sentence that each new row extends (None: itself), the new
    ``beams`` and ``done``, and the full-size ``records`` of the step."""

    ids: tf.Tensor
    parents: tf.Tensor | None
    beams: dict
    done: dict
    records: tuple


class Strategy(Protocol):
    """A search strategy driven by `decode` (see the module docstring)."""

    width: int  # K: rows per sentence
    record_dtypes: Sequence[tf.DType]  # one per record of `StepOutput.records`

    def initialize(self, batch_size, max_lengths: tf.Tensor) -> tuple[dict, dict]:
        """``(beams [B, ...] with a "finished" entry, done [B, ...])`` before the first step."""

    def invariants(self, beams: dict) -> dict:
        """The loop shape invariants of ``beams`` (any number of sentences)."""

    def step(
        self, ctx: StepContext, step_lp: tf.Tensor, align: tf.Tensor, beams: dict, done: dict
    ) -> StepOutput:
        """``step_lp [Bc*K, V]`` and ``align [Bc*K, S]`` (float32) -> the step's `StepOutput`."""

    def running(self, beams: dict) -> tf.Tensor:
        """``[Bc]`` bool: the sentences that still need the step function."""

    def settle(self, ctx: StepContext, beams: dict, drop: tf.Tensor, done: dict) -> dict:
        """``done`` with the results of the sentences ``drop [D]`` (positions in ``ctx.active``)."""

    def finalize(
        self, active: tf.Tensor, beams: dict, done: dict, records: Sequence[tf.Tensor]
    ) -> SearchResult:
        """The result from the final beams of ``active``, ``done`` and the stacked records
        (``[T, B, ...]`` each). Its ids and alignments keep the records' `T` steps, zeroed past
        the lengths (`pad_outputs`)."""

    def idle_records(self, records: Sequence[tf.Tensor]) -> Sequence[tf.Tensor]:
        """The records of a step that was not run (``max_steps`` outputs), given a step's
        ``records``: what `finalize` reads as nothing happening."""


def decode(
    step_fn: StepFn,
    initial_state: Any,
    strategy: Strategy,
    *,
    bos_id: int,
    max_lengths: tf.Tensor,
    compact_fraction: float = COMPACT_FRACTION,
    max_steps: Any = None,
) -> SearchResult:
    """Runs ``strategy`` over ``step_fn`` from ``initial_state`` (leading dimension `B`, not tiled).

    Args:
        step_fn: the model's decoding step (`StepFn`); it sees `N = Bc * K` rows, row `b * K + k`
            being row `k` of the `b`-th running sentence (in batch order).
        initial_state: nested state with leading dimension `B`.
        strategy: a `Strategy` (`GreedySearch`, `SamplingSearch`, `BeamSearch`).
        bos_id: token fed at the first step.
        max_lengths: `[B]` int32 per-sentence cap on the number of tokens (e.g. `2 * src_len + 10`).
        compact_fraction: Python float in `[0, 1]`; 0 never compacts, 1 compacts after every step
            where a sentence finished.
        max_steps: None, or a Python int or int32 scalar that does not depend on tensor values
            (e.g. ``a * (tf.shape(src_ids)[1] - 1) + b``), at least ``max(max_lengths)``: the
            records preallocated and the outputs `max_steps` long (see the module docstring). A
            smaller one stops the search there (a greedy search as if capped there, but beams
            are left unfinished).

    Returns:
        The strategy's `SearchResult`; it does not depend on ``compact_fraction``. Its time
        dimension is ``max(lengths)``, or ``max_steps`` when given.
    """
    if not 0.0 <= compact_fraction <= 1.0:
        raise ValueError(f"compact_fraction must be in [0, 1], got {compact_fraction}")
    max_lengths = tf.convert_to_tensor(max_lengths, tf.int32)  # [B]
    loop = _Loop(step_fn, strategy, max_lengths, compact_fraction, max_steps)
    k = strategy.width
    beams, done = strategy.initialize(loop.batch_size, max_lengths)
    if k > 1:
        initial_state = tf.nest.map_structure(lambda x: tf.repeat(x, k, axis=0), initial_state)
    loop_vars = (
        tf.constant(0),
        tf.fill([loop.batch_size * k], bos_id),  # ids [Bc*K]
        initial_state,  # Bc*K rows
        tf.range(loop.batch_size),  # active [Bc]
        beams,  # [Bc, ...]
        done,  # [B, ...]
        tuple(
            tf.TensorArray(dtype, size=0, dynamic_size=True)
            if max_steps is None
            else tf.TensorArray(dtype, size=max_steps, clear_after_read=False)  # read(0) below
            for dtype in strategy.record_dtypes
        ),  # T x [B, ...] each
    )
    invariants = (
        None,
        tf.TensorShape([None]),
        _row_invariants(initial_state),
        tf.TensorShape([None]),
        strategy.invariants(beams),
        tf.nest.map_structure(lambda x: x.shape, done),
        tuple(None for _ in strategy.record_dtypes),
    )
    steps, _, _, active, beams, done, records = tf.while_loop(
        loop.keep_going, loop.body, loop_vars, shape_invariants=invariants
    )
    if max_steps is None:
        return trim(strategy.finalize(active, beams, done, [ta.stack() for ta in records]))
    idle = strategy.idle_records([ta.read(0) for ta in records])  # the first step always runs
    _, records = tf.while_loop(
        lambda t, _: t < max_steps,
        lambda t, tas: (t + 1, tuple(ta.write(t, r) for ta, r in zip(tas, idle))),
        (steps, records),
    )
    return strategy.finalize(active, beams, done, [ta.stack() for ta in records])


def decode_over(model, vocabulary: tf.Tensor, initial_state: Any, strategy: Strategy, **options):
    """`decode` over the target pieces ``vocabulary [K]`` (a shortlist:
    `seq2seq.decoding.shortlist`) with ``model.step_over(vocabulary)``: the search runs over
    positions in ``vocabulary``, and the result's ids are mapped back to target ids.
    ``options``: `decode`'s keyword arguments."""
    result = decode(model.step_over(vocabulary), initial_state, strategy, **options)
    return result._replace(ids=tf.gather(vocabulary, result.ids))  # target ids


def trim(result: SearchResult) -> SearchResult:
    """``result`` with its ids and alignments cut to the longest hypothesis (``max(lengths)``
    steps)."""
    out_len = tf.reduce_max(result.lengths)  # []
    return result._replace(
        ids=result.ids[:, :, :out_len], alignments=result.alignments[:, :, :out_len]
    )


def zero_records(records: Sequence[tf.Tensor]) -> tuple:
    """`Strategy.idle_records` of the strategies whose records are zero past the lengths."""
    return tuple(tf.zeros_like(r) for r in records)


class _Loop:
    """The condition and body of `decode`'s `tf.while_loop` (loop variables: ``t``, ``ids
    [Bc*K]``, ``state`` (Bc*K rows), ``active [Bc]``, ``beams``, ``done``, ``records``)."""

    def __init__(self, step_fn, strategy, max_lengths, compact_fraction, max_steps):
        self.step_fn, self.strategy, self.max_lengths = step_fn, strategy, max_lengths
        # B: static when known, so that the loop tensors keep static shapes.
        self.batch_size = (
            max_lengths.shape[0] if max_lengths.shape[0] is not None else tf.shape(max_lengths)[0]
        )
        self.num_steps = tf.maximum(tf.reduce_max(max_lengths), 1)  # 1+: records never empty
        if max_steps is not None:
            self.num_steps = tf.minimum(self.num_steps, tf.maximum(max_steps, 1))
        if isinstance(self.batch_size, int) and self.batch_size == 1:
            compact_fraction = 0.0  # one sentence: nothing to drop, so skip the per-step check
        self.compact_fraction = compact_fraction

    def keep_going(self, t, ids, state, active, beams, *_):
        """Steps left and a sentence still running (the first step always runs)."""
        return tf.logical_and(
            t < self.num_steps,
            tf.logical_or(tf.equal(t, 0), tf.reduce_any(self.strategy.running(beams))),
        )

    def body(self, t, ids, state, active, beams, done, records):
        step_lp, next_state, align = self.step_fn(ids, state)  # [Bc*K, V], state, [Bc*K, S]
        step_lp, align = tf.cast(step_lp, tf.float32), tf.cast(align, tf.float32)
        ctx = StepContext(t, active, self.batch_size, self.max_lengths, step_lp.shape[-1])
        out = self.strategy.step(ctx, step_lp, align, beams, done)
        records = tuple(ta.write(t, r) for ta, r in zip(records, out.records))
        k = self.strategy.width
        beam_rows = (
            None
            if out.parents is None
            else out.parents + tf.range(tf.shape(active)[0])[:, None] * k
        )  # [Bc, K] parent rows

        def keep_all():
            new_state = (
                next_state
                if beam_rows is None
                else _reorder(next_state, state, tf.reshape(beam_rows, [-1]), None)
            )  # Bc*K rows
            return tf.reshape(out.ids, [-1]), new_state, active, out.beams, out.done

        def compact():  # `kept`: set below, before the condition that calls this
            keep = _indices(kept)  # [Bc'] the running sentences, and a few finished ones
            dropped = _indices(tf.logical_not(kept))  # [Bc - Bc'] finished, not kept
            new_done = self.strategy.settle(ctx, out.beams, dropped, out.done)
            sentence_rows = tf.reshape(keep[:, None] * k + tf.range(k), [-1])  # [Bc'*K]
            kept_rows = (
                sentence_rows if beam_rows is None else tf.reshape(tf.gather(beam_rows, keep), [-1])
            )  # [Bc'*K]
            new_state = _reorder(next_state, state, kept_rows, sentence_rows)  # Bc'*K rows
            beams = {name: tf.gather(value, keep) for name, value in out.beams.items()}
            ids = tf.reshape(tf.gather(out.ids, keep), [-1])  # [Bc'*K]
            return ids, new_state, tf.gather(active, keep), beams, new_done

        if self.compact_fraction > 0:
            kept = _kept(self.strategy.running(out.beams), COMPACT_LADDER)  # [Bc]
            should = tf.logical_and(
                t + 1 < self.num_steps, _should_compact(kept, self.compact_fraction)
            )
            return (t + 1, *tf.cond(should, compact, keep_all), records)
        return (t + 1, *keep_all(), records)


def _reorder(new_state: Any, old_state: Any, rows: tf.Tensor, sentence_rows: tf.Tensor | None):
    """The rows ``rows`` of ``new_state``; its entries the step function returned unchanged
    (constant per sentence) at ``sentence_rows`` instead (None: left as they are)."""

    def gather(new, old):
        if new is old:
            return new if sentence_rows is None else tf.gather(new, sentence_rows)
        return tf.gather(new, rows)

    return tf.nest.map_structure(gather, new_state, old_state)


def _kept(running: tf.Tensor, ladder) -> tf.Tensor:
    """The sentences a compaction keeps, `[N]` bool: the running ones (`running [N]`) and the
    first finished ones, as many as make their number a multiple of the ``ladder``'s step for that
    many running sentences (`COMPACT_LADDER`; all of them when there are too few)."""
    finished = tf.logical_not(running)
    count = tf.math.count_nonzero(running, dtype=tf.int32)  # []
    multiple = tf.constant(ladder[-1][1], tf.int32)
    for most, step in reversed(ladder[:-1]):
        multiple = tf.where(count <= most, step, multiple)
    extra = -count % multiple  # []
    rank = tf.cumsum(tf.cast(finished, tf.int32))  # [N] 1, 2, ... over the finished ones
    return tf.logical_or(running, tf.logical_and(finished, rank <= extra))


def _should_compact(kept: tf.Tensor, fraction: float) -> tf.Tensor:
    """Whether to compact to the sentences `kept [N]` (bool, per current sentence; `_kept`): some
    True and some False, and at most `fraction * N` True. A kept sentence need not be running: a
    compaction that keeps only finished ones would end the search, which the loop does itself."""
    num = tf.size(kept)  # N
    num_kept = tf.math.count_nonzero(kept, dtype=tf.int32)  # []
    return tf.logical_and(
        tf.logical_and(num_kept > 0, num_kept < num),
        tf.cast(num_kept, tf.float32) <= fraction * tf.cast(num, tf.float32),
    )


def _indices(mask: tf.Tensor) -> tf.Tensor:
    """`[M]` int32 positions of the True entries of `mask [N]`."""
    return tf.cast(tf.where(mask)[:, 0], tf.int32)


def _row_invariants(state: Any) -> Any:
    """Loop shape invariants of a state: any number of rows, the other dimensions as they are."""
    return tf.nest.map_structure(lambda x: tf.TensorShape([None]).concatenate(x.shape[1:]), state)


def pad_outputs(ids: tf.Tensor, alignments: tf.Tensor, lengths: tf.Tensor):
    """Zeroes `ids [B, n, T]` and `alignments [B, n, T, S]` past `lengths [B, n]`."""
    mask = tf.sequence_mask(lengths, tf.shape(ids)[2])  # [B, n, T]
    ids = tf.where(mask, ids, 0)  # [B, n, T]
    alignments = alignments * tf.cast(mask, alignments.dtype)[..., None]  # [B, n, T, S]
    return ids, alignments
