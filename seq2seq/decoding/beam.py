"""Beam search with GNMT length and coverage penalties (`BeamSearch`, run by `decode`)."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from seq2seq.decoding.loop import (
    COMPACT_FRACTION,
    NEG_INF,
    SearchResult,
    StepFn,
    StepOutput,
    decode,
    pad_outputs,
)
from seq2seq.decoding.penalties import at_batch_rows, gnmt_coverage_penalty, gnmt_length_penalty

# Block width of the two-stage top-k (`top_k`); 32 measured fastest for a 4000-token vocabulary.
_TOP_K_BLOCK = 32


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
        x = tf.pad(x, [[0, 0], [0, padding]], constant_values=NEG_INF)  # [N, blocks * W]
    blocks = tf.reshape(x, [-1, num_blocks, _TOP_K_BLOCK])  # [N, blocks, W]
    _, block_ids = tf.math.top_k(tf.reduce_max(blocks, axis=2), k)  # [N, k]
    cand = tf.gather(blocks, block_ids, batch_dims=1)  # [N, k, W]
    cand = tf.reshape(cand, [-1, k * _TOP_K_BLOCK])  # [N, k*W]
    values, pos = tf.math.top_k(cand, k)  # [N, k]
    block_of = tf.gather(block_ids, pos // _TOP_K_BLOCK, batch_dims=1)  # [N, k]
    return values, block_of * _TOP_K_BLOCK + pos % _TOP_K_BLOCK


class BeamSearch:
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

    Early stop (exact): a sentence is also done when its first `n_best` beams are finished and no
    live beam can ever score above the last of them. A live beam's hypotheses have log-probs at
    most its own (each token adds a log-prob <= 0), a length penalty at most the one at its
    sentence's `max_lengths` (`lp` grows with the length for `alpha >= 0`) and a coverage penalty
    <= 0, so they score at most ``log_prob / lp(max_length)``; the returned hypotheses are those of
    the search run to the end (their scores may differ in the last bit, as they are computed at
    other places of the step's tensors). On the Tatoeba test set at batch 64 it saves 14% of the
    rows without a length penalty, 5% at `alpha = 0.6`, 1.5% at 1.2 (the bound loosens as `alpha`
    grows; `docs/results/experiments/beam-early-stop/`).

    Only `K + 1` tokens per beam (EOS and its best non-EOS tokens) can be among the K best
    candidates: non-EOS continuations of a beam all share the same penalties, so their order is that
    of their log-probs. The per-step work outside the step function is one (two-stage) top-k over
    `[N, V]` and operations on `[Bc, K, K + 2]` tensors.

    Compaction (`seq2seq.decoding.loop`): the steps a dropped sentence then misses need no step
    function: its candidates are its beams' EOS columns, at scores that depend on the beams only,
    and -inf elsewhere. The first of those steps re-scores its beams at their own places (a beam was
    first scored at its parent's candidate place, so the last bit may change) and is computed when
    the sentence is dropped (`settle`); each later one picks the same parents again (the identity
    for the finite beams; the -inf beams take -inf candidates in index order, so their lengths move
    along those parents at each step: ``done["parents"]``) and changes nothing else. Those parents
    are what is recorded for it (with tokens EOS and alignments 0: past every length, so padding),
    and the backtracking gives the same hypotheses. (Unless that re-scoring swapped two finite
    beams, which needs scores within a rounding error.)

    Beams (``[Bc, K]``): ``scores``, ``log_probs``, ``lengths``, ``finished``, and with a coverage
    penalty ``coverage [Bc, K, S]``. Records per step (``[B, K]``, ``[B, K]``, ``[B, K, S]``): the
    chosen tokens, their parent beams and the attention by parent beam.

    Args:
        beam_size: `K`.
        eos_id: token that ends a hypothesis.
        length_penalty: GNMT `alpha` (0 disables it).
        coverage_penalty: GNMT `beta` (0 disables it).
        n_best: hypotheses returned per sentence, `1 <= n_best <= beam_size`.
        min_length: EOS is forbidden (log-prob -inf) before this many tokens.
        source_lengths: optional `[B]` int32 true source lengths; source positions past them are
            left out of the coverage penalty (without it, all `S` positions count).
    """

    record_dtypes = (tf.int32, tf.int32, tf.float32)

    def __init__(
        self,
        beam_size: int,
        eos_id: int,
        length_penalty: float = 0.0,
        coverage_penalty: float = 0.0,
        n_best: int = 1,
        min_length: int = 0,
        source_lengths: tf.Tensor | None = None,
    ):
        if beam_size < 1:
            raise ValueError(f"beam_size must be >= 1, got {beam_size}")
        if not 1 <= n_best <= beam_size:
            raise ValueError(f"n_best must be in [1, beam_size={beam_size}], got {n_best}")
        self.width = self.k = beam_size
        # Beams past the n_best returned ones may stop early (`running`); with a negative alpha
        # the length penalty would fall with the length, and the bound there would not hold.
        self.early_stop = n_best < beam_size and length_penalty >= 0
        self.eos_id, self.n_best, self.min_length = eos_id, n_best, min_length
        self.length_penalty, self.coverage_penalty = length_penalty, coverage_penalty
        self.source_lengths = (
            None if source_lengths is None else tf.convert_to_tensor(source_lengths, tf.int32)
        )  # [B]

    def initialize(self, batch_size, max_lengths):
        k = self.k
        first_beam = tf.constant([0.0] + [NEG_INF] * (k - 1))  # [K]
        beams = {
            "scores": tf.tile(first_beam[None], [batch_size, 1]),  # [B, K]
            "log_probs": tf.tile(first_beam[None], [batch_size, 1]),  # [B, K]
            "lengths": tf.zeros([batch_size, k], tf.int32),  # [B, K]
            "finished": tf.tile((max_lengths <= 0)[:, None], [1, k]),  # [B, K]
        }
        if self.early_stop:
            # The largest length penalty a hypothesis can reach: its sentence's at max_lengths.
            cap_lp = gnmt_length_penalty(max_lengths, self.length_penalty)  # [B]
            beams["cap_lp"] = tf.tile(cap_lp[:, None], [1, k])  # [B, K]
        if self.coverage_penalty:
            # A [B, K, 1] zero column that broadcasts to [B, K, S] at the first step (S is only
            # known from the step function's alignments).
            beams["coverage"] = tf.zeros([batch_size, k, 1])
        done = {  # [B, K] final beams of the dropped sentences (stale elsewhere) and their parents
            "scores": tf.zeros([batch_size, k]),
            "log_probs": tf.zeros([batch_size, k]),
            "lengths": tf.zeros([batch_size, k], tf.int32),
            "parents": tf.tile(tf.range(k)[None], [batch_size, 1]),
        }
        return beams, done

    def invariants(self, beams):
        shapes = {name: tf.TensorShape([None, self.k]) for name in beams}
        if "coverage" in beams:
            shapes["coverage"] = tf.TensorShape([None, self.k, None])
        return shapes

    def _columns(self, vocab_size):
        """Candidates per beam: EOS, then its best `num_top` tokens; the EOS-column mask and the
        candidate log-probs of a finished beam (itself, at log-prob 0)."""
        num_top = self.k + 1 if vocab_size is None else min(self.k + 1, vocab_size)
        is_eos_col = tf.constant([True] + [False] * num_top)  # [C]
        frozen_lp = tf.constant([0.0] + [NEG_INF] * num_top)  # [C]
        return num_top, is_eos_col, frozen_lp

    def _length_penalty(self, lengths, active, batch_size):
        # At the sentences' places in a full-size tensor, as without compaction (`at_batch_rows`).
        return at_batch_rows(
            lambda x: gnmt_length_penalty(x, self.length_penalty), lengths, active, batch_size
        )

    def _coverage_penalty(self, coverage, active, batch_size):
        """``coverage [Bc, K, S]`` -> ``[Bc, K]``."""

        def penalty_fn(cov):  # [B, K, S] -> [B, K]
            mask = None
            if self.source_lengths is not None:
                mask = tf.sequence_mask(self.source_lengths, tf.shape(cov)[2])[:, None]  # [B,1,S]
                mask = tf.tile(mask, [1, self.k, 1])  # [B, K, S]
            return gnmt_coverage_penalty(cov, self.coverage_penalty, mask)

        return at_batch_rows(penalty_fn, coverage, active, batch_size)

    def step(self, ctx, step_lp, align, beams, done):
        k, eos_id, t, active = self.k, self.eos_id, ctx.t, ctx.active
        num = tf.shape(active)[0]  # Bc
        finished = beams["finished"]  # [Bc, K]
        at_cap = t + 1 >= tf.gather(ctx.max_lengths, active)  # [Bc] every candidate ends here

        # Candidates of a beam (C = num_top + 1 columns): EOS, then its best tokens with EOS masked
        # out of them; a finished beam keeps one candidate, itself (EOS column) at log-prob 0.
        num_top, is_eos_col, frozen_lp = self._columns(ctx.vocab_size)
        num_cand = k * (num_top + 1)
        top_lp, top_ids = top_k(step_lp, num_top)  # [Bc*K, C-1]
        top_ids = tf.reshape(top_ids, [num, k, num_top])  # [Bc, K, C-1]
        top_lp = tf.reshape(top_lp, [num, k, num_top])  # [Bc, K, C-1]
        top_lp = tf.where(tf.equal(top_ids, eos_id), NEG_INF, top_lp)  # [Bc, K, C-1]
        eos_lp = tf.reshape(step_lp[:, eos_id], [num, k])  # [Bc, K]
        eos_lp = tf.where(t < self.min_length, NEG_INF, eos_lp)  # [Bc, K]
        cand_lp = tf.concat([eos_lp[:, :, None], top_lp], axis=2)  # [Bc, K, C]
        cand_lp = tf.where(finished[:, :, None], frozen_lp, cand_lp)  # [Bc, K, C]
        cand_lp += beams["log_probs"][:, :, None]  # [Bc, K, C]
        cand_ids = tf.concat([tf.fill([num, k, 1], eos_id), top_ids], axis=2)  # [Bc, K, C]
        grows = tf.logical_not(finished)[:, :, None] & tf.logical_not(is_eos_col)  # [Bc, K, C]
        cand_len = beams["lengths"][:, :, None] + tf.cast(grows, tf.int32)  # [Bc, K, C]

        scores = cand_lp  # [Bc, K, C]
        if self.length_penalty:
            scores = scores / self._length_penalty(cand_len, active, ctx.batch_size)
        src_len = tf.shape(align)[1]  # S
        if self.coverage_penalty:
            live = tf.cast(tf.reshape(tf.logical_not(finished), [-1, 1]), tf.float32)  # [Bc*K, 1]
            coverage = tf.reshape(beams["coverage"], [num * k, -1]) + align * live  # [Bc*K, S]
            penalty = self._coverage_penalty(
                tf.reshape(coverage, [num, k, src_len]), active, ctx.batch_size
            )  # [Bc, K]
            ends = is_eos_col | at_cap[:, None, None]  # [Bc, 1, C]
            scores += tf.where(ends, penalty[:, :, None], 0.0)  # [Bc, K, C]

        scores, best = tf.math.top_k(tf.reshape(scores, [num, num_cand]), k=k)  # [Bc, K]
        parents = best // (num_top + 1)  # [Bc, K]

        def pick(cand):  # [Bc, K, C] -> [Bc, K]
            return tf.gather(tf.reshape(cand, [num, num_cand]), best, batch_dims=1)

        ids = pick(cand_ids)  # [Bc, K]
        new_beams = {
            "scores": scores,
            "log_probs": pick(cand_lp),
            "lengths": pick(cand_len),
            "finished": tf.gather(finished, parents, batch_dims=1)
            | tf.equal(ids, eos_id)
            | at_cap[:, None],
        }
        if self.early_stop:
            new_beams["cap_lp"] = beams["cap_lp"]
        if self.coverage_penalty:
            rows = tf.reshape(parents + tf.range(num)[:, None] * k, [-1])  # [Bc*K]
            new_beams["coverage"] = tf.reshape(tf.gather(coverage, rows), [num, k, src_len])

        # Full-size records. Dropped sentences: EOS, their frozen parents, alignments 0; the lengths
        # of their -inf beams follow those parents as they would have without compaction.
        done = {**done, "lengths": tf.gather(done["lengths"], done["parents"], batch_dims=1)}
        at = active[:, None]  # [Bc, 1]
        align = tf.reshape(align, [num, k, -1])  # [Bc, K, S]
        align_shape = tf.concat([[ctx.batch_size], tf.shape(align)[1:]], axis=0)  # [3]
        records = (
            tf.tensor_scatter_nd_update(tf.fill([ctx.batch_size, k], eos_id), at, ids),  # [B, K]
            tf.tensor_scatter_nd_update(done["parents"], at, parents),  # [B, K]
            tf.scatter_nd(at, align, align_shape),  # [B, K, S]
        )
        return StepOutput(ids, parents, new_beams, done, records)

    def running(self, beams):
        """Sentences with a beam still unfinished, less those stopped early (class docstring)."""
        finished = beams["finished"]  # [Bc, K]
        done = tf.reduce_all(finished, axis=1)  # [Bc]
        if self.early_stop:
            # No live beam can reach the last returned one: log-probs only fall, and the length
            # penalty is at most the one at max_lengths (the coverage penalty is <= 0).
            best_live = tf.reduce_max(
                tf.where(finished, NEG_INF, beams["log_probs"] / beams["cap_lp"]), axis=1
            )  # [Bc]
            n = self.n_best
            settled = tf.reduce_all(finished[:, :n], axis=1) & (
                beams["scores"][:, n - 1] > best_live
            )  # [Bc]
            done = done | settled
        return tf.logical_not(done)  # [Bc]

    def settle(self, ctx, beams, drop, done):
        """Stores the done sentences `drop [D]` (positions in ``ctx.active``): the step after this
        one, where their finished beams only re-score themselves (EOS column, at their own places
        now) and the other candidates are -inf, gives their final scores and log-probs and the
        parents that every later step would pick too. The lengths are those before that step
        (``done["parents"]`` moves them at each step)."""
        k = self.k
        num_top, is_eos_col, frozen_lp = self._columns(ctx.vocab_size)
        num_cand = k * (num_top + 1)
        at_drop = tf.gather(ctx.active, drop)  # [D]
        cand_lp = frozen_lp + tf.gather(beams["log_probs"], drop)[:, :, None]  # [D, K, C]
        cand_scores = cand_lp  # [D, K, C]
        if self.length_penalty:
            cand_len = tf.gather(beams["lengths"], drop)[:, :, None]  # [D, K, 1]
            cand_len = tf.tile(cand_len, [1, 1, num_top + 1])  # [D, K, C]
            cand_scores = cand_scores / self._length_penalty(cand_len, at_drop, ctx.batch_size)
        if self.coverage_penalty:
            cov = tf.gather(beams["coverage"], drop)  # [D, K, S]
            penalty = self._coverage_penalty(cov, at_drop, ctx.batch_size)  # [D, K]
            cand_scores += tf.where(is_eos_col, penalty[:, :, None], 0.0)  # [D, K, C]
        # [D, K] each
        final_scores, final_best = tf.math.top_k(tf.reshape(cand_scores, [-1, num_cand]), k=k)
        final_lp = tf.gather(tf.reshape(cand_lp, [-1, num_cand]), final_best, batch_dims=1)

        def store(name, value):
            return tf.tensor_scatter_nd_update(done[name], at_drop[:, None], value)  # [B, K]

        return {
            "scores": store("scores", final_scores),
            "log_probs": store("log_probs", final_lp),
            "lengths": store("lengths", tf.gather(beams["lengths"], drop)),
            "parents": store("parents", final_best // (num_top + 1)),
        }

    def idle_records(self, records):
        ids, parents, align = records  # [B, K], [B, K], [B, K, S]
        # Each beam its own parent: backtracking passes through the steps that were not run.
        identity = tf.zeros_like(parents) + tf.range(self.k)  # [B, K]
        return tf.zeros_like(ids), identity, tf.zeros_like(align)

    def finalize(self, active, beams, done, records):
        n_best = self.n_best
        final = {  # [B, K] the sentences still running at the end, then the dropped ones
            name: tf.tensor_scatter_nd_update(done[name], active[:, None], beams[name])
            for name in ("scores", "log_probs", "lengths")
        }
        # Backtrack: the final beams are sorted by score, so hypothesis i of a sentence is beam i.
        step_ids, step_parents, step_align = records  # [T, B, K], [T, B, K], [T, B, K, S]
        batch_size = step_ids.shape[1] if step_ids.shape[1] is not None else tf.shape(step_ids)[1]
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
        # [B, n, T, S]
        alignments = tf.transpose(tf.gather(step_align, parent_beams, batch_dims=2), [1, 2, 0, 3])
        lengths = final["lengths"][:, :n_best]  # [B, n]
        ids, alignments = pad_outputs(ids, alignments, lengths)
        return SearchResult(
            ids, lengths, final["scores"][:, :n_best], final["log_probs"][:, :n_best], alignments
        )


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
    """Beam search (`BeamSearch` run by `decode`; the arguments are theirs).

    Args:
        step_fn: the model's decoding step (`StepFn`); it sees `N = B_cur * K` rows, row `b * K + k`
            being beam `k` of the `b`-th running sentence (in batch order).
        initial_state: nested state with leading dimension `B` (not tiled).

    Returns:
        `SearchResult`: ids `[B, n_best, L]`, lengths/scores/log_probs `[B, n_best]`, alignments
        `[B, n_best, L, S]`. If fewer than `n_best` finite-score hypotheses exist (a vocabulary
        smaller than the beam, a zero `max_lengths` entry), the extra ones have score -inf.

    Raises:
        ValueError: if `beam_size < 1`, `n_best` is not in `[1, beam_size]` or `compact_fraction`
            not in `[0, 1]`.
    """
    strategy = BeamSearch(
        beam_size, eos_id, length_penalty, coverage_penalty, n_best, min_length, source_lengths
    )
    return decode(
        step_fn,
        initial_state,
        strategy,
        bos_id=bos_id,
        max_lengths=max_lengths,
        compact_fraction=compact_fraction,
    )
