"""Greedy and beam search over a model-independent step function.

Decoding only sees a *step function* (see `StepFn`): given the last emitted token of every row and a
nested state, it returns the log-probabilities of the next token, the new state and the attention
weights of the step. Encoder memory, its lengths and the recurrent state all live in that state;
`beam_search` expands it to the beams itself (each sentence's rows repeated `beam_size` times
contiguously, like `tfa.seq2seq.tile_batch`), so callers never tile anything.

Both searches are batched, run eagerly or inside `tf.function` (one `tf.while_loop` over at most
`max(max_lengths)` steps, stopping once every sentence is finished) and return the same
`SearchResult` layout, greedy search being the `n_best = 1` case. They are not XLA-compilable: the
step buffers grow with the number of steps actually run, and the number of rows shrinks (below).
Penalty weights, `beam_size`, `n_best`, `min_length` and `compact_fraction` are Python numbers
(fixed when a `tf.function` is traced).

Compaction: sentences of a batch finish at different steps, and the step function is where the time
goes, so finished sentences are dropped from the rows it sees. The loop keeps the running sentences
only (`active [B_cur]`, their indices in the batch, increasing, with their rows, state and beams);
each step's tokens, parents and alignments are scattered into full-size `[B, ...]` records, and the
results of a sentence move to full-size `[B, ...]` storage when it is dropped. Compacting gathers
every state entry (the constant ones, e.g. the encoder memory, included), so it is done only when it
pays: after a step where at most `compact_fraction` (default 3/4) of the current sentences are still
running (never after the last step). The results are those of the search without compaction
(`compact_fraction=0`) bit for bit, given a step function whose rows do not depend on each other:
what that search would still compute for a finished sentence is known without the step function
(see `beam_search`), and the search's own floating-point functions (`pow`, `log` of the penalties)
are evaluated at the sentences' places in full-size tensors, as Eigen's vectorised and scalar
versions differ in the last bit. A real model's step function typically has the same issue (its
`exp`, `log`, matrix products), so its outputs for fewer rows may differ in the last bits, as they
do for a different batch composition.

Conventions (`B` batch, `K` beam size, `N` rows seen by the step function, `V` vocabulary,
`S` source length, `L` output length):

- `ids` never contain EOS and are padded with 0 after `lengths`; alignments are zero there too.
- `lengths` count the tokens before EOS. A sentence that reaches its `max_lengths` entry without EOS
  just stops: its length is that maximum.
- Raw `log_probs` sum the log-probabilities of all emitted tokens, EOS included when it was emitted.
- Beam `scores` are GNMT scores (Wu et al. 2016, eq. 14):
  `log_probs / lp + cp` with `lp = ((5 + |Y|) / 6) ** alpha` and
  `cp = beta * sum_j log(min(sum_t a_tj, 1))`. `|Y|` is the returned length (EOS not counted, as in
  tensorflow-addons); the attention of the step that emits EOS is part of the coverage.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

import tensorflow as tf

# Coverage below this floor counts as the floor in the coverage penalty, so a source position that
# got no attention at all (hard or local attention) costs `beta * log(1e-10) = -23 beta` instead
# of making the score -inf.
COVERAGE_FLOOR = 1e-10

_NEG_INF = float("-inf")

# Block width of the two-stage top-k (`top_k`); 32 measured fastest for a 4000-token vocabulary.
_TOP_K_BLOCK = 32

# Default `compact_fraction`: drop the finished sentences once at most 3/4 of the sentences are
# still running. Compacting costs a gather of the state (encoder memory included), little next to a
# step: 0.75 computed 33% (greedy) / 36% (beam 5) of the rows of file-order batches of 64 on the
# Tatoeba test set (32% / 34% when compacting after every step where a sentence finished), and was
# as fast as compacting every time, faster than 0.5 (36% / 39% of the rows) or 0.25.
COMPACT_FRACTION = 0.75


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


def _batch_size(max_lengths: tf.Tensor) -> int | tf.Tensor:
    """`B`, static when known so that the loop tensors keep static shapes."""
    return max_lengths.shape[0] if max_lengths.shape[0] is not None else tf.shape(max_lengths)[0]


def _num_steps(max_lengths: tf.Tensor) -> tf.Tensor:
    """Size of the step loop: the largest cap, at least 1 so that the buffers are never empty."""
    return tf.maximum(tf.reduce_max(max_lengths), 1)


def _keep_going(t: tf.Tensor, num_steps: tf.Tensor, finished: tf.Tensor) -> tf.Tensor:
    """Loop condition: steps left and something unfinished (the first step always runs)."""
    return tf.logical_and(
        t < num_steps, tf.logical_or(tf.equal(t, 0), tf.logical_not(tf.reduce_all(finished)))
    )


def top_k(x: tf.Tensor, k: int) -> tuple[tf.Tensor, tf.Tensor]:
    """`tf.math.top_k(x, k)` over the last axis of `x [N, V]`, exact, in two cheap stages.

    `tf.math.top_k` costs about ten elementwise passes on CPU. Instead, cut each row into blocks of
    `_TOP_K_BLOCK` (padding with -inf), take the k blocks with the largest maxima, and the top k of
    their `k * _TOP_K_BLOCK` entries: a block holding one of the k largest values has a maximum at
    least as large as the k-th largest, so it is among those k blocks.

    Returns:
        `(values [N, k], indices [N, k])`, values sorted in decreasing order.
    """
    vocab_size = x.shape[-1]
    num_blocks = None if vocab_size is None else -(-vocab_size // _TOP_K_BLOCK)
    if num_blocks is None or num_blocks < 4 * k:  # small vocabularies: not worth it
        return tf.math.top_k(x, k)
    padding = num_blocks * _TOP_K_BLOCK - vocab_size
    if padding:
        x = tf.pad(x, [[0, 0], [0, padding]], constant_values=_NEG_INF)  # [N, blocks * W]
    blocks = tf.reshape(x, [-1, num_blocks, _TOP_K_BLOCK])  # [N, blocks, W]
    _, block_ids = tf.math.top_k(tf.reduce_max(blocks, axis=2), k)  # [N, k]
    cand = tf.gather(blocks, block_ids, batch_dims=1)  # [N, k, W]
    cand = tf.reshape(cand, [-1, k * _TOP_K_BLOCK])  # [N, k*W]
    values, pos = tf.math.top_k(cand, k)  # [N, k]
    block_of = tf.gather(block_ids, pos // _TOP_K_BLOCK, batch_dims=1)  # [N, k]
    return values, block_of * _TOP_K_BLOCK + pos % _TOP_K_BLOCK


def _should_compact(running: tf.Tensor, fraction: float) -> tf.Tensor:
    """Whether to drop the finished sentences: `running [N]` bool (per current sentence) has some
    True and some False, and at most `fraction * N` True."""
    num = tf.size(running)  # N
    num_running = tf.math.count_nonzero(running, dtype=tf.int32)  # []
    return tf.logical_and(
        tf.logical_and(num_running > 0, num_running < num),
        tf.cast(num_running, tf.float32) <= fraction * tf.cast(num, tf.float32),
    )


def _indices(mask: tf.Tensor) -> tf.Tensor:
    """`[M]` int32 positions of the True entries of `mask [N]`."""
    return tf.cast(tf.where(mask)[:, 0], tf.int32)


def _check_fraction(compact_fraction: float) -> None:
    if not 0.0 <= compact_fraction <= 1.0:
        raise ValueError(f"compact_fraction must be in [0, 1], got {compact_fraction}")


def _row_invariants(state: Any) -> Any:
    """Loop shape invariants of a state: any number of rows, the other dimensions as they are."""
    return tf.nest.map_structure(lambda x: tf.TensorShape([None]).concatenate(x.shape[1:]), state)


def _gather_state(new_state: Any, old_state: Any, rows: tf.Tensor) -> Any:
    """Reorders the rows of `new_state`; entries the step function returned unchanged are kept."""
    return tf.nest.map_structure(
        lambda new, old: new if new is old else tf.gather(new, rows), new_state, old_state
    )


def _pad_outputs(ids: tf.Tensor, alignments: tf.Tensor, lengths: tf.Tensor):
    """Zeroes `ids [B, n, T]` and `alignments [B, n, T, S]` past `lengths [B, n]` and cuts T to
    `max(lengths)`."""
    out_len = tf.reduce_max(lengths)  # []
    ids = ids[:, :, :out_len]  # [B, n, L]
    alignments = alignments[:, :, :out_len]  # [B, n, L, S]
    mask = tf.sequence_mask(lengths, tf.shape(ids)[2])  # [B, n, L]
    ids = tf.where(mask, ids, 0)  # [B, n, L]
    alignments = alignments * tf.cast(mask, alignments.dtype)[..., None]  # [B, n, L, S]
    return ids, alignments


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
    """Greedy decoding: the most probable token at each step.

    Finished sentences are dropped from the rows given to `step_fn` once at most `compact_fraction`
    of the sentences it sees are still running (see the module docstring); the results do not
    depend on it.

    Args:
        step_fn: the model's decoding step (`StepFn`); it sees `N <= B` rows, one per running
            sentence, in batch order.
        initial_state: nested state with leading dimension `B`.
        bos_id: token fed at the first step.
        eos_id: token that ends a hypothesis.
        max_lengths: `[B]` int32 per-sentence cap on the number of tokens (e.g. `2 * src_len + 10`).
        min_length: Python int; EOS is forbidden (log-prob -inf) before this many tokens.
        compact_fraction: Python float in `[0, 1]`; 0 never compacts, 1 compacts after every step
            where a sentence finished.

    Returns:
        `SearchResult` with `n_best = 1`: ids `[B, 1, L]`, lengths/scores/log_probs `[B, 1]`,
        alignments `[B, 1, L, S]`; `scores == log_probs`.
    """
    def choose(step_lp, t, active, batch_size):
        return tf.argmax(step_lp, axis=-1, output_type=tf.int32)  # [N]

    return _single_path_search(step_fn, initial_state, choose, bos_id=bos_id, eos_id=eos_id,
                               max_lengths=max_lengths, min_length=min_length,
                               compact_fraction=compact_fraction)


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
    """Sampling decoding: each token drawn from ``softmax(log_probs / temperature)``.

    Args:
        temperature: > 0; below 1 sharpens the distribution, above 1 flattens it.
        top_k: if > 0, sample only among the ``top_k`` most probable tokens.
        seed: Python int; the same seed gives the same samples (stateless sampling, seeded by
            ``(seed, step)``).
        The other arguments are those of `greedy_search`.

    Returns:
        `SearchResult` with `n_best = 1`; ``scores == log_probs`` are the model's (untempered)
        log-probabilities of the sampled tokens.
    """
    if temperature <= 0:
        raise ValueError(f"temperature must be > 0, got {temperature}")
    if top_k < 0:
        raise ValueError(f"top_k must be >= 0, got {top_k}")

    def choose(step_lp, t, active, batch_size):
        logits = step_lp / temperature  # [N, V]
        if top_k > 0:
            kth = tf.math.top_k(logits, k=top_k).values[:, -1:]  # [N, 1]
            logits = tf.where(logits < kth, _NEG_INF, logits)  # [N, V]
        # The stateless sampler's draw for a row depends on the row's index (and on the number of
        # rows), so sample over all B sentences, the dropped ones with uniform logits, whatever
        # the compaction.
        full_shape = tf.concat([[batch_size], tf.shape(logits)[1:]], axis=0)  # [2]
        logits = tf.tensor_scatter_nd_update(tf.zeros(full_shape), active[:, None],
                                             logits)  # [B, V]
        draw = tf.random.stateless_categorical(logits, 1, seed=tf.stack([seed, t]),
                                               dtype=tf.int32)  # [B, 1]
        return tf.gather(draw[:, 0], active)  # [N]

    return _single_path_search(step_fn, initial_state, choose, bos_id=bos_id, eos_id=eos_id,
                               max_lengths=max_lengths, min_length=min_length,
                               compact_fraction=compact_fraction)


def _single_path_search(step_fn, initial_state, choose, *, bos_id, eos_id, max_lengths,
                        min_length, compact_fraction) -> SearchResult:
    """One hypothesis per sentence; ``choose(log_probs [N, V], t, active [N], B) -> ids [N]``
    picks each token of the running sentences ``active``.

    Loop variables: ``ids``, ``finished``, ``lengths``, ``log_probs`` are ``[N]`` and ``state`` has
    ``N`` rows, one per running sentence ``active [N]`` (batch indices, increasing); ``done`` holds
    the ``[B]`` lengths and log-probs of the dropped sentences (its other entries are stale).
    """
    _check_fraction(compact_fraction)
    max_lengths = tf.convert_to_tensor(max_lengths, tf.int32)  # [B]
    batch_size = _batch_size(max_lengths)
    num_steps = _num_steps(max_lengths)

    def body(t, ids, state, active, finished, lengths, log_probs, done, ids_ta, align_ta):
        step_lp, state, align = step_fn(ids, state)  # [N, V], state, [N, S]
        step_lp = tf.cast(step_lp, tf.float32)
        align = tf.cast(align, tf.float32)
        if min_length > 0:
            is_eos_col = tf.equal(tf.range(tf.shape(step_lp)[1]), eos_id)  # [V]
            step_lp = tf.where(is_eos_col & (t < min_length), _NEG_INF, step_lp)  # [N, V]
        ids = choose(step_lp, t, active, batch_size)  # [N]
        live = tf.logical_not(finished)  # [N]
        is_eos = tf.equal(ids, eos_id)  # [N]
        log_probs += tf.where(live, tf.gather(step_lp, ids, batch_dims=1), 0.0)  # [N]
        lengths += tf.cast(live & tf.logical_not(is_eos), tf.int32)  # [N]
        finished = finished | is_eos | (t + 1 >= tf.gather(max_lengths, active))  # [N]
        # Full-size records; dropped sentences get 0 (past their lengths: padding anyway).
        at = active[:, None]  # [N, 1]
        ids_ta = ids_ta.write(t, tf.scatter_nd(at, ids, [batch_size]))  # [B]
        align_shape = tf.concat([[batch_size], tf.shape(align)[1:]], axis=0)  # [2]
        align_ta = align_ta.write(t, tf.scatter_nd(at, align, align_shape))  # [B, S]
        loop_vars = (ids, state, active, finished, lengths, log_probs, done)
        if compact_fraction > 0:
            def compact():
                keep = _indices(tf.logical_not(finished))  # [N'] running sentences
                stored = {  # [B]; the running rows are overwritten when they drop or at the end
                    "lengths": tf.tensor_scatter_nd_update(done["lengths"], at, lengths),
                    "log_probs": tf.tensor_scatter_nd_update(done["log_probs"], at, log_probs),
                }
                kept = [tf.gather(x, keep) for x in (ids, active, finished, lengths, log_probs)]
                new_state = tf.nest.map_structure(lambda x: tf.gather(x, keep), state)  # N' rows
                return (kept[0], new_state, *kept[1:], stored)

            loop_vars = tf.cond(
                tf.logical_and(t + 1 < num_steps,
                               _should_compact(tf.logical_not(finished), compact_fraction)),
                compact, lambda: (ids, state, active, finished, lengths, log_probs, done))
        return (t + 1, *loop_vars, ids_ta, align_ta)

    loop_vars = (
        tf.constant(0),
        tf.fill([batch_size], bos_id),  # ids [N]
        initial_state,  # N rows
        tf.range(batch_size),  # active [N]
        max_lengths <= 0,  # finished [N]
        tf.zeros([batch_size], tf.int32),  # lengths [N]
        tf.zeros([batch_size], tf.float32),  # log_probs [N]
        {"lengths": tf.zeros([batch_size], tf.int32),  # [B]
         "log_probs": tf.zeros([batch_size], tf.float32)},  # [B]
        tf.TensorArray(tf.int32, size=0, dynamic_size=True),  # T x [B]
        tf.TensorArray(tf.float32, size=0, dynamic_size=True),  # T x [B, S]
    )
    rows = tf.TensorShape([None])
    invariants = (None, rows, _row_invariants(initial_state), rows, rows, rows, rows,
                  tf.nest.map_structure(lambda x: x.shape, loop_vars[7]), None, None)
    _, _, _, active, _, lengths, log_probs, done, ids_ta, align_ta = tf.while_loop(
        lambda t, ids, state, active, finished, *_: _keep_going(t, num_steps, finished),
        body,
        loop_vars,
        shape_invariants=invariants,
    )
    at = active[:, None]  # [N, 1]
    lengths = tf.tensor_scatter_nd_update(done["lengths"], at, lengths)[:, None]  # [B, 1]
    log_probs = tf.tensor_scatter_nd_update(done["log_probs"], at, log_probs)[:, None]  # [B, 1]
    ids = tf.transpose(ids_ta.stack())[:, None]  # [B, 1, T]
    alignments = tf.transpose(align_ta.stack(), [1, 0, 2])[:, None]  # [B, 1, T, S]
    ids, alignments = _pad_outputs(ids, alignments, lengths)
    return SearchResult(ids, lengths, log_probs, log_probs, alignments)


def beam_search(
    step_fn: StepFn,
    initial_state: Any,
    *,
    beam_size: int,
    bos_id: int,
    eos_id: int,
    max_lengths: tf.Tensor,
    length_penalty: float = 0.0,
    coverage_penalty: float = 0.0,
    n_best: int = 1,
    min_length: int = 0,
    source_lengths: tf.Tensor | None = None,
    compact_fraction: float = COMPACT_FRACTION,
) -> SearchResult:
    """Beam search with GNMT length and coverage penalties.

    Algorithm (finished hypotheses stay in the beam, as in GNMT and tensorflow-addons): each
    sentence keeps `K = beam_size` hypotheses, initially one live beam (the others at -inf). At
    every step each live hypothesis is extended by every token, and a hypothesis that is finished
    (it emitted EOS or reached its sentence's `max_lengths`) has one continuation only, itself, at
    log-prob 0: its log-prob, length and coverage are frozen. Each candidate gets the score
    `log_prob / lp(length)`, plus the coverage penalty if the candidate is finished; the K best
    candidates of each sentence become its beams. A sentence is done when all its K beams are
    finished, the search when all sentences are done (or after `max(max_lengths)` steps). As every
    beam is finished at the end, the K beams are the final hypotheses, already sorted by score; the
    first `n_best` are returned.

    Only `K + 1` tokens per beam (EOS and its best non-EOS tokens) can be among the K best
    candidates: non-EOS continuations of a beam all share the same penalties, so their order is that
    of their log-probs. The per-step work outside `step_fn` is one (two-stage) top-k over
    `[N, V]` and operations on `[B_cur, K, K + 2]` tensors.

    Compaction (module docstring): a done sentence (all its beams finished) is dropped from the
    rows given to `step_fn` once at most `compact_fraction` of the sentences it sees are running.
    The steps it then misses need no step function: its candidates are its beams' EOS columns, at
    scores that depend on the beams only, and -inf elsewhere. The first of those steps re-scores
    its beams at their own places (a beam was first scored at its parent's candidate place, so the
    last bit may change) and is computed when the sentence is dropped (`settle`); each later one
    picks the same parents again (the identity for the finite beams; the -inf beams take -inf
    candidates in index order, so their lengths move along those parents at each step) and
    changes nothing else. Those parents are what is recorded for it (with tokens EOS and
    alignments 0: past every length, so padding), and the backtracking gives the same hypotheses.

    Args:
        step_fn: the model's decoding step (`StepFn`); it sees `N = B_cur * K` rows, row `b * K + k`
            being beam `k` of the `b`-th running sentence (in batch order).
        initial_state: nested state with leading dimension `B` (not tiled).
        beam_size: `K`.
        bos_id: token fed at the first step.
        eos_id: token that ends a hypothesis.
        max_lengths: `[B]` int32 per-sentence cap on the number of tokens.
        length_penalty: GNMT `alpha` (0 disables it).
        coverage_penalty: GNMT `beta` (0 disables it).
        n_best: number of hypotheses returned per sentence, `1 <= n_best <= beam_size`.
        min_length: EOS is forbidden (log-prob -inf) before this many tokens.
        source_lengths: optional `[B]` int32 true source lengths; source positions past them are
            left out of the coverage penalty (without it, all `S` positions count).
        compact_fraction: Python float in `[0, 1]`; 0 never compacts, 1 compacts after every step
            where a sentence got done.

    Returns:
        `SearchResult`: ids `[B, n_best, L]`, lengths/scores/log_probs `[B, n_best]`, alignments
        `[B, n_best, L, S]`. If fewer than `n_best` finite-score hypotheses exist (a vocabulary
        smaller than the beam, a zero `max_lengths` entry), the extra ones have score -inf.

    Raises:
        ValueError: if `beam_size < 1`, `n_best` is not in `[1, beam_size]` or `compact_fraction`
            not in `[0, 1]`.
    """
    if beam_size < 1:
        raise ValueError(f"beam_size must be >= 1, got {beam_size}")
    if not 1 <= n_best <= beam_size:
        raise ValueError(f"n_best must be in [1, beam_size={beam_size}], got {n_best}")
    _check_fraction(compact_fraction)
    k = beam_size
    max_lengths = tf.convert_to_tensor(max_lengths, tf.int32)  # [B]
    batch_size = _batch_size(max_lengths)
    num_steps = _num_steps(max_lengths)
    if source_lengths is not None:
        source_lengths = tf.convert_to_tensor(source_lengths, tf.int32)  # [B]
    beam_range = tf.range(k)  # [K]

    def body(t, ids, state, active, beams, done, ids_ta, parents_ta, align_ta):
        # Running sentences `active [Bc]`: ids [Bc*K], state Bc*K rows, beams [Bc, K].
        step_lp, next_state, align = step_fn(ids, state)  # [Bc*K, V], state, [Bc*K, S]
        step_lp = tf.cast(step_lp, tf.float32)
        align = tf.cast(align, tf.float32)
        num = tf.shape(active)[0]  # Bc
        finished = beams["finished"]  # [Bc, K]
        at_cap = t + 1 >= tf.gather(max_lengths, active)  # [Bc] every candidate ends here

        # Candidates of a beam (C = num_top + 1 columns): EOS, then its best tokens with EOS masked
        # out of them; a finished beam keeps one candidate, itself (EOS column) at log-prob 0.
        num_top = k + 1 if step_lp.shape[-1] is None else min(k + 1, step_lp.shape[-1])
        num_cand = k * (num_top + 1)
        is_eos_col = tf.constant([True] + [False] * num_top)  # [C]
        frozen_lp = tf.constant([0.0] + [_NEG_INF] * num_top)  # [C]
        top_lp, top_ids = top_k(step_lp, num_top)  # [Bc*K, C-1]
        top_ids = tf.reshape(top_ids, [num, k, num_top])  # [Bc, K, C-1]
        top_lp = tf.reshape(top_lp, [num, k, num_top])  # [Bc, K, C-1]
        top_lp = tf.where(tf.equal(top_ids, eos_id), _NEG_INF, top_lp)  # [Bc, K, C-1]
        eos_lp = tf.reshape(step_lp[:, eos_id], [num, k])  # [Bc, K]
        eos_lp = tf.where(t < min_length, _NEG_INF, eos_lp)  # [Bc, K]
        cand_lp = tf.concat([eos_lp[:, :, None], top_lp], axis=2)  # [Bc, K, C]
        cand_lp = tf.where(finished[:, :, None], frozen_lp, cand_lp)  # [Bc, K, C]
        cand_lp += beams["log_probs"][:, :, None]  # [Bc, K, C]
        cand_ids = tf.concat([tf.fill([num, k, 1], eos_id), top_ids], axis=2)  # [Bc, K, C]
        grows = tf.logical_not(finished)[:, :, None] & tf.logical_not(is_eos_col)  # [Bc, K, C]
        cand_len = beams["lengths"][:, :, None] + tf.cast(grows, tf.int32)  # [Bc, K, C]

        # The penalties are computed at the sentences' places in full-size [B, ...] tensors
        # (`_at_batch_rows`), as without compaction: their values then do not depend on it.
        scores = cand_lp  # [Bc, K, C]
        if length_penalty:
            lp = _at_batch_rows(lambda x: gnmt_length_penalty(x, length_penalty), cand_len,
                                active, batch_size)  # [Bc, K, C]
            scores = scores / lp  # [Bc, K, C]
        src_len = tf.shape(align)[1]  # S

        def penalty_fn(cov):  # [B, K, S] -> [B, K]
            mask = None
            if source_lengths is not None:
                mask = tf.sequence_mask(source_lengths, src_len)[:, None]  # [B, 1, S]
                mask = tf.tile(mask, [1, k, 1])  # [B, K, S]
            return gnmt_coverage_penalty(cov, coverage_penalty, mask)

        if coverage_penalty:
            live = tf.cast(tf.reshape(tf.logical_not(finished), [-1, 1]), tf.float32)  # [Bc*K, 1]
            coverage = beams["coverage"] + align * live  # [Bc*K, S]
            penalty = _at_batch_rows(penalty_fn, tf.reshape(coverage, [num, k, src_len]), active,
                                     batch_size)  # [Bc, K]
            ends = is_eos_col | at_cap[:, None, None]  # [Bc, 1, C]
            scores += tf.where(ends, penalty[:, :, None], 0.0)  # [Bc, K, C]

        scores, best = tf.math.top_k(tf.reshape(scores, [num, num_cand]), k=k)  # [Bc, K]
        parents = best // (num_top + 1)  # [Bc, K]
        rows = parents + tf.range(num)[:, None] * k  # [Bc, K] rows of the parent beams

        def pick(cand):  # [Bc, K, C] -> [Bc, K]
            return tf.gather(tf.reshape(cand, [num, num_cand]), best, batch_dims=1)

        ids = pick(cand_ids)  # [Bc, K]
        beams = {
            "scores": scores,
            "log_probs": pick(cand_lp),
            "lengths": pick(cand_len),
            "finished": tf.gather(finished, parents, batch_dims=1)
            | tf.equal(ids, eos_id)
            | at_cap[:, None],
        }

        # Full-size records. Dropped sentences: EOS, their frozen parents, alignments 0; the lengths
        # of their -inf beams follow those parents as they would have without compaction.
        done = {**done, "lengths": tf.gather(done["lengths"], done["parents"], batch_dims=1)}
        at = active[:, None]  # [Bc, 1]
        ids_ta = ids_ta.write(
            t, tf.tensor_scatter_nd_update(tf.fill([batch_size, k], eos_id), at, ids))  # [B, K]
        parents_ta = parents_ta.write(
            t, tf.tensor_scatter_nd_update(done["parents"], at, parents))  # [B, K]
        align = tf.reshape(align, [num, k, -1])  # [Bc, K, S]
        align_shape = tf.concat([[batch_size], tf.shape(align)[1:]], axis=0)  # [3]
        align_ta = align_ta.write(t, tf.scatter_nd(at, align, align_shape))  # [B, K, S]

        def reorder(beam_rows, sentence_rows):
            """State and coverage of the new beams, at the rows `beam_rows`: the state entries
            the step function returned unchanged (constant per sentence) at `sentence_rows`
            (None: left as they are)."""
            def gather(new, old):
                if new is old:
                    return new if sentence_rows is None else tf.gather(new, sentence_rows)
                return tf.gather(new, beam_rows)
            new_state = tf.nest.map_structure(gather, next_state, state)
            coverage_rows = (
                {"coverage": tf.gather(coverage, beam_rows)} if coverage_penalty else {})  # [., S]
            return new_state, coverage_rows

        def keep_all():
            new_state, coverage_rows = reorder(tf.reshape(rows, [-1]), None)  # Bc*K rows
            return tf.reshape(ids, [-1]), new_state, active, {**beams, **coverage_rows}, done

        def settle(drop):
            """The step after this one for the done sentences `drop [D]` (positions in `active`):
            their finished beams only re-score themselves (EOS column, at their own places now)
            and the other candidates are -inf. Returns their final `[D, K]` scores and log-probs
            and the parents of that step, which every later step would pick too. (Unless that
            re-scoring swapped two finite beams, which needs scores within a rounding error: the
            search without compaction might then swap them again later.)"""
            at_drop = tf.gather(active, drop)  # [D]
            cand_lp = frozen_lp + tf.gather(beams["log_probs"], drop)[:, :, None]  # [D, K, C]
            cand_scores = cand_lp  # [D, K, C]
            if length_penalty:
                cand_len = tf.gather(beams["lengths"], drop)[:, :, None]  # [D, K, 1]
                cand_len = tf.tile(cand_len, [1, 1, num_top + 1])  # [D, K, C]
                lp = _at_batch_rows(lambda x: gnmt_length_penalty(x, length_penalty), cand_len,
                                    at_drop, batch_size)  # [D, K, C]
                cand_scores = cand_scores / lp  # [D, K, C]
            if coverage_penalty:
                done_rows = tf.reshape(tf.gather(rows, drop), [-1])  # [D*K]
                cov = tf.reshape(tf.gather(coverage, done_rows), [-1, k, src_len])  # [D, K, S]
                penalty = _at_batch_rows(penalty_fn, cov, at_drop, batch_size)  # [D, K]
                cand_scores += tf.where(is_eos_col, penalty[:, :, None], 0.0)  # [D, K, C]
            final_scores, final_best = tf.math.top_k(
                tf.reshape(cand_scores, [-1, num_cand]), k=k)  # [D, K]
            final_lp = tf.gather(tf.reshape(cand_lp, [-1, num_cand]), final_best,
                                 batch_dims=1)  # [D, K]
            return final_scores, final_lp, final_best // (num_top + 1)

        def compact():
            running = tf.logical_not(tf.reduce_all(beams["finished"], axis=1))  # [Bc]
            keep = _indices(running)  # [Bc'] the running sentences
            drop = _indices(tf.logical_not(running))  # [D]
            at_drop = tf.gather(active, drop)[:, None]  # [D, 1]
            final_scores, final_lp, final_parents = settle(drop)  # [D, K]

            def store(name, value):
                return tf.tensor_scatter_nd_update(done[name], at_drop, value)  # [B, K]

            # Lengths before the step after this one: `done["parents"]` moves them at each step.
            stored = {"scores": store("scores", final_scores),
                      "log_probs": store("log_probs", final_lp),
                      "lengths": store("lengths", tf.gather(beams["lengths"], drop)),
                      "parents": store("parents", final_parents)}
            sentence_rows = tf.reshape(keep[:, None] * k + beam_range, [-1])  # [Bc'*K]
            new_state, coverage_rows = reorder(
                tf.reshape(tf.gather(rows, keep), [-1]), sentence_rows)  # Bc'*K rows
            kept = {name: tf.gather(value, keep) for name, value in beams.items()}  # [Bc', K]
            return (tf.reshape(tf.gather(ids, keep), [-1]), new_state, tf.gather(active, keep),
                    {**kept, **coverage_rows}, stored)

        if compact_fraction > 0:
            running = tf.logical_not(tf.reduce_all(beams["finished"], axis=1))  # [Bc]
            loop_vars = tf.cond(
                tf.logical_and(t + 1 < num_steps, _should_compact(running, compact_fraction)),
                compact, keep_all)
        else:
            loop_vars = keep_all()
        return (t + 1, *loop_vars, ids_ta, parents_ta, align_ta)

    first_beam = tf.constant([0.0] + [_NEG_INF] * (k - 1))  # [K]
    beams = {
        "scores": tf.tile(first_beam[None], [batch_size, 1]),  # [B, K]
        "log_probs": tf.tile(first_beam[None], [batch_size, 1]),  # [B, K]
        "lengths": tf.zeros([batch_size, k], tf.int32),  # [B, K]
        "finished": tf.tile((max_lengths <= 0)[:, None], [1, k]),  # [B, K]
    }
    beam_invariants = {name: tf.TensorShape([None, k]) for name in beams}
    if coverage_penalty:
        # A [B*K, 1] zero column that broadcasts to [B*K, S] at the first step (S is only known
        # from the step function's alignments).
        beams["coverage"] = tf.zeros([batch_size * k, 1])
        beam_invariants["coverage"] = tf.TensorShape([None, None])
    done = {  # [B, K] final beams of the dropped sentences (stale elsewhere) and their parents
        "scores": tf.zeros([batch_size, k]),
        "log_probs": tf.zeros([batch_size, k]),
        "lengths": tf.zeros([batch_size, k], tf.int32),
        "parents": tf.tile(beam_range[None], [batch_size, 1]),
    }
    state = tf.nest.map_structure(lambda x: tf.repeat(x, k, axis=0), initial_state)  # [B*K, ...]
    loop_vars = (
        tf.constant(0),
        tf.fill([batch_size * k], bos_id),  # ids [Bc*K]
        state,  # Bc*K rows
        tf.range(batch_size),  # active [Bc]
        beams,  # [Bc, K]
        done,  # [B, K]
        tf.TensorArray(tf.int32, size=0, dynamic_size=True),  # T x [B, K] chosen tokens
        tf.TensorArray(tf.int32, size=0, dynamic_size=True),  # T x [B, K] their parent beams
        tf.TensorArray(tf.float32, size=0, dynamic_size=True),  # T x [B, K, S] by parent beam
    )
    invariants = (None, tf.TensorShape([None]), _row_invariants(state), tf.TensorShape([None]),
                  beam_invariants, tf.nest.map_structure(lambda x: x.shape, done), None, None,
                  None)
    _, _, _, active, beams, done, ids_ta, parents_ta, align_ta = tf.while_loop(
        lambda t, ids, state, active, beams, *_: _keep_going(t, num_steps, beams["finished"]),
        body,
        loop_vars,
        shape_invariants=invariants,
    )
    final = {  # [B, K] the sentences still running at the end, then the dropped ones
        name: tf.tensor_scatter_nd_update(done[name], active[:, None], beams[name])
        for name in ("scores", "log_probs", "lengths")
    }

    # Backtrack: the final beams are sorted by score, so hypothesis i of a sentence is beam i.
    step_ids = ids_ta.stack()  # [T, B, K]
    step_parents = parents_ta.stack()  # [T, B, K]
    step_align = align_ta.stack()  # [T, B, K, S]
    last = tf.tile(tf.range(n_best)[None], [batch_size, 1])  # [B, n]
    # parent_beams[t]: beam (at step t - 1) that hypothesis i extended at step t.
    parent_beams = tf.scan(
        lambda beam, parents: tf.gather(parents, beam, batch_dims=1),
        step_parents,
        initializer=last,
        reverse=True,
    )  # [T, B, n]
    beams_at = tf.concat([parent_beams[1:], last[None]], axis=0)  # [T, B, n] beam at step t
    ids = tf.transpose(tf.gather(step_ids, beams_at, batch_dims=2), [1, 2, 0])  # [B, n, T]
    alignments = tf.transpose(
        tf.gather(step_align, parent_beams, batch_dims=2), [1, 2, 0, 3]
    )  # [B, n, T, S]
    lengths = final["lengths"][:, :n_best]  # [B, n]
    ids, alignments = _pad_outputs(ids, alignments, lengths)
    return SearchResult(
        ids, lengths, final["scores"][:, :n_best], final["log_probs"][:, :n_best], alignments
    )


def _at_batch_rows(fn, x: tf.Tensor, active: tf.Tensor, batch_size) -> tf.Tensor:
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

