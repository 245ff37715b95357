"""Greedy and beam search over a model-independent step function.

Decoding only sees a *step function* (see `StepFn`): given the last emitted token of every row and a
nested state, it returns the log-probabilities of the next token, the new state and the attention
weights of the step. Encoder memory, its lengths and the recurrent state all live in that state;
`beam_search` expands it to the beams itself (each sentence's rows repeated `beam_size` times
contiguously, like `tfa.seq2seq.tile_batch`), so callers never tile anything.

Both searches are batched, run eagerly or inside `tf.function` (one `tf.while_loop` over at most
`max(max_lengths)` steps, stopping once every sentence is finished) and return the same
`SearchResult` layout, greedy search being the `n_best = 1` case. They are not XLA-compilable: the
step buffers grow with the number of steps actually run. Penalty weights, `beam_size`, `n_best` and
`min_length` are Python numbers (fixed when a `tf.function` is traced).

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


class StepFn(Protocol):
    """One decoding step of a model."""

    def __call__(self, ids: tf.Tensor, state: Any) -> tuple[tf.Tensor, Any, tf.Tensor]:
        """Args:
            ids: `[N]` int32, the last emitted token of each row (BOS at step 0).
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
) -> SearchResult:
    """Greedy decoding: the most probable token at each step.

    Args:
        step_fn: the model's decoding step (`StepFn`).
        initial_state: nested state with leading dimension `B`.
        bos_id: token fed at the first step.
        eos_id: token that ends a hypothesis.
        max_lengths: `[B]` int32 per-sentence cap on the number of tokens (e.g. `2 * src_len + 10`).
        min_length: Python int; EOS is forbidden (log-prob -inf) before this many tokens.

    Returns:
        `SearchResult` with `n_best = 1`: ids `[B, 1, L]`, lengths/scores/log_probs `[B, 1]`,
        alignments `[B, 1, L, S]`; `scores == log_probs`.
    """
    def choose(step_lp, t):
        return tf.argmax(step_lp, axis=-1, output_type=tf.int32)  # [B]

    return _single_path_search(step_fn, initial_state, choose, bos_id=bos_id, eos_id=eos_id,
                               max_lengths=max_lengths, min_length=min_length)


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

    def choose(step_lp, t):
        logits = step_lp / temperature  # [B, V]
        if top_k > 0:
            kth = tf.math.top_k(logits, k=top_k).values[:, -1:]  # [B, 1]
            logits = tf.where(logits < kth, _NEG_INF, logits)  # [B, V]
        draw = tf.random.stateless_categorical(logits, 1, seed=tf.stack([seed, t]),
                                               dtype=tf.int32)  # [B, 1]
        return draw[:, 0]  # [B]

    return _single_path_search(step_fn, initial_state, choose, bos_id=bos_id, eos_id=eos_id,
                               max_lengths=max_lengths, min_length=min_length)


def _single_path_search(step_fn, initial_state, choose, *, bos_id, eos_id, max_lengths,
                        min_length) -> SearchResult:
    """One hypothesis per sentence; ``choose(log_probs [B, V], t) -> ids [B]`` picks each token."""
    max_lengths = tf.convert_to_tensor(max_lengths, tf.int32)  # [B]
    batch_size = _batch_size(max_lengths)
    num_steps = _num_steps(max_lengths)

    def body(t, ids, state, finished, lengths, log_probs, ids_ta, align_ta):
        step_lp, state, align = step_fn(ids, state)  # [B, V], state, [B, S]
        step_lp = tf.cast(step_lp, tf.float32)
        if min_length > 0:
            is_eos_col = tf.equal(tf.range(tf.shape(step_lp)[1]), eos_id)  # [V]
            step_lp = tf.where(is_eos_col & (t < min_length), _NEG_INF, step_lp)  # [B, V]
        ids = choose(step_lp, t)  # [B]
        live = tf.logical_not(finished)  # [B]
        is_eos = tf.equal(ids, eos_id)  # [B]
        log_probs += tf.where(live, tf.gather(step_lp, ids, batch_dims=1), 0.0)  # [B]
        lengths += tf.cast(live & tf.logical_not(is_eos), tf.int32)  # [B]
        finished = finished | is_eos | (t + 1 >= max_lengths)  # [B]
        ids_ta = ids_ta.write(t, ids)
        align_ta = align_ta.write(t, tf.cast(align, tf.float32))
        return t + 1, ids, state, finished, lengths, log_probs, ids_ta, align_ta

    loop_vars = (
        tf.constant(0),
        tf.fill([batch_size], bos_id),  # [B]
        initial_state,
        max_lengths <= 0,  # finished [B]
        tf.zeros([batch_size], tf.int32),  # lengths [B]
        tf.zeros([batch_size], tf.float32),  # log_probs [B]
        tf.TensorArray(tf.int32, size=0, dynamic_size=True),  # T x [B]
        tf.TensorArray(tf.float32, size=0, dynamic_size=True),  # T x [B, S]
    )
    invariants = (None, tf.TensorShape([None]), _row_invariants(initial_state)) + (None,) * 5
    _, _, _, _, lengths, log_probs, ids_ta, align_ta = tf.while_loop(
        lambda t, ids, state, finished, *_: _keep_going(t, num_steps, finished),
        body,
        loop_vars,
        shape_invariants=invariants,
    )
    ids = tf.transpose(ids_ta.stack())[:, None]  # [B, 1, T]
    alignments = tf.transpose(align_ta.stack(), [1, 0, 2])[:, None]  # [B, 1, T, S]
    lengths = lengths[:, None]  # [B, 1]
    ids, alignments = _pad_outputs(ids, alignments, lengths)
    log_probs = log_probs[:, None]  # [B, 1]
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
    `[B*K, V]` and operations on `[B, K, K + 2]` tensors.

    Args:
        step_fn: the model's decoding step (`StepFn`); it sees `N = B * K` rows, row `b * K + k`
            being beam `k` of sentence `b`.
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

    Returns:
        `SearchResult`: ids `[B, n_best, L]`, lengths/scores/log_probs `[B, n_best]`, alignments
        `[B, n_best, L, S]`. If fewer than `n_best` finite-score hypotheses exist (a vocabulary
        smaller than the beam, a zero `max_lengths` entry), the extra ones have score -inf.

    Raises:
        ValueError: if `beam_size < 1` or `n_best` is not in `[1, beam_size]`.
    """
    if beam_size < 1:
        raise ValueError(f"beam_size must be >= 1, got {beam_size}")
    if not 1 <= n_best <= beam_size:
        raise ValueError(f"n_best must be in [1, beam_size={beam_size}], got {n_best}")
    k = beam_size
    max_lengths = tf.convert_to_tensor(max_lengths, tf.int32)  # [B]
    batch_size = _batch_size(max_lengths)
    num_steps = _num_steps(max_lengths)
    beam_offsets = tf.range(batch_size)[:, None] * k  # [B, 1]
    if source_lengths is not None:
        source_lengths = tf.repeat(tf.convert_to_tensor(source_lengths, tf.int32), k)  # [B*K]

    def body(t, ids, state, beams, ids_ta, parents_ta, align_ta):
        step_lp, next_state, align = step_fn(ids, state)  # [B*K, V], state, [B*K, S]
        step_lp = tf.cast(step_lp, tf.float32)
        align = tf.cast(align, tf.float32)
        finished = beams["finished"]  # [B, K]
        at_cap = t + 1 >= max_lengths  # [B] every candidate of these sentences ends here

        # Candidates of a beam (C = num_top + 1 columns): EOS, then its best tokens with EOS masked
        # out of them; a finished beam keeps one candidate, itself (EOS column) at log-prob 0.
        num_top = k + 1 if step_lp.shape[-1] is None else min(k + 1, step_lp.shape[-1])
        num_cand = k * (num_top + 1)
        is_eos_col = tf.constant([True] + [False] * num_top)  # [C]
        frozen_lp = tf.constant([0.0] + [_NEG_INF] * num_top)  # [C]
        top_lp, top_ids = top_k(step_lp, num_top)  # [B*K, C-1]
        top_ids = tf.reshape(top_ids, [batch_size, k, num_top])  # [B, K, C-1]
        top_lp = tf.reshape(top_lp, [batch_size, k, num_top])  # [B, K, C-1]
        top_lp = tf.where(tf.equal(top_ids, eos_id), _NEG_INF, top_lp)  # [B, K, C-1]
        eos_lp = tf.reshape(step_lp[:, eos_id], [batch_size, k])  # [B, K]
        eos_lp = tf.where(t < min_length, _NEG_INF, eos_lp)  # [B, K]
        cand_lp = tf.concat([eos_lp[:, :, None], top_lp], axis=2)  # [B, K, C]
        cand_lp = tf.where(finished[:, :, None], frozen_lp, cand_lp)  # [B, K, C]
        cand_lp += beams["log_probs"][:, :, None]  # [B, K, C]
        cand_ids = tf.concat([tf.fill([batch_size, k, 1], eos_id), top_ids], axis=2)  # [B, K, C]
        grows = tf.logical_not(finished)[:, :, None] & tf.logical_not(is_eos_col)  # [B, K, C]
        cand_len = beams["lengths"][:, :, None] + tf.cast(grows, tf.int32)  # [B, K, C]

        scores = cand_lp  # [B, K, C]
        if length_penalty:
            scores = scores / gnmt_length_penalty(cand_len, length_penalty)  # [B, K, C]
        if coverage_penalty:
            live = tf.cast(tf.reshape(tf.logical_not(finished), [-1, 1]), tf.float32)  # [B*K, 1]
            coverage = beams["coverage"] + align * live  # [B*K, S]
            mask = None
            if source_lengths is not None:
                mask = tf.sequence_mask(source_lengths, tf.shape(align)[1])  # [B*K, S]
            penalty = gnmt_coverage_penalty(coverage, coverage_penalty, mask)  # [B*K]
            ends = is_eos_col | at_cap[:, None, None]  # [B, 1, C]
            scores += tf.where(ends, tf.reshape(penalty, [batch_size, k, 1]), 0.0)  # [B, K, C]

        scores, best = tf.math.top_k(tf.reshape(scores, [batch_size, num_cand]), k=k)  # [B, K]
        parents = best // (num_top + 1)  # [B, K]
        rows = tf.reshape(parents + beam_offsets, [-1])  # [B*K]

        def pick(cand):  # [B, K, C] -> [B, K]
            return tf.gather(tf.reshape(cand, [batch_size, num_cand]), best, batch_dims=1)

        ids = pick(cand_ids)  # [B, K]
        new_beams = {
            "scores": scores,
            "log_probs": pick(cand_lp),
            "lengths": pick(cand_len),
            "finished": tf.gather(finished, parents, batch_dims=1)
            | tf.equal(ids, eos_id)
            | at_cap[:, None],
        }
        if coverage_penalty:
            new_beams["coverage"] = tf.gather(coverage, rows)  # [B*K, S]
        state = _gather_state(next_state, state, rows)
        ids_ta = ids_ta.write(t, ids)
        parents_ta = parents_ta.write(t, parents)
        align_ta = align_ta.write(t, align)
        return t + 1, tf.reshape(ids, [-1]), state, new_beams, ids_ta, parents_ta, align_ta

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
    state = tf.nest.map_structure(lambda x: tf.repeat(x, k, axis=0), initial_state)  # [B*K, ...]
    loop_vars = (
        tf.constant(0),
        tf.fill([batch_size * k], bos_id),  # [B*K]
        state,
        beams,
        tf.TensorArray(tf.int32, size=0, dynamic_size=True),  # T x [B, K] chosen tokens
        tf.TensorArray(tf.int32, size=0, dynamic_size=True),  # T x [B, K] their parent beams
        tf.TensorArray(tf.float32, size=0, dynamic_size=True),  # T x [B*K, S] by parent beam
    )
    invariants = (None, tf.TensorShape([None]), _row_invariants(state), beam_invariants, None, None,
                  None)
    _, _, _, beams, ids_ta, parents_ta, align_ta = tf.while_loop(
        lambda t, ids, state, beams, *_: _keep_going(t, num_steps, beams["finished"]),
        body,
        loop_vars,
        shape_invariants=invariants,
    )

    # Backtrack: the final beams are sorted by score, so hypothesis i of a sentence is beam i.
    step_ids = ids_ta.stack()  # [T, B, K]
    step_parents = parents_ta.stack()  # [T, B, K]
    num_done = tf.shape(step_ids)[0]
    step_align = tf.reshape(align_ta.stack(), [num_done, batch_size, k, -1])  # [T, B, K, S]
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
    lengths = beams["lengths"][:, :n_best]  # [B, n]
    ids, alignments = _pad_outputs(ids, alignments, lengths)
    return SearchResult(
        ids, lengths, beams["scores"][:, :n_best], beams["log_probs"][:, :n_best], alignments
    )
