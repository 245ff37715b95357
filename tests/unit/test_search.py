"""Greedy and beam search on scripted step functions (no model).

Two kinds of step functions:
- `TableStep`: next-token probabilities looked up in a constant table `[steps, V, V]` by (step,
  previous token); the state is a step counter `[N]`. Hand-computed cases use a 5-token vocabulary.
- `MemoryStep`: a tiny recurrent attention "model" with random weights whose state holds an encoder
  memory `[N, S, D]`, its lengths `[N]` and a hidden vector `[N, D]`.
"""

import itertools
import math
from unittest import mock

import numpy as np
import pytest
import tensorflow as tf

from seq2seq.decoding import loop
from seq2seq.decoding.loop import trim
from seq2seq.decoding.search import (
    COMPACT_FRACTION,
    COVERAGE_FLOOR,
    BeamSearch,
    GreedySearch,
    SearchResult,
    beam_search,
    decode,
    gnmt_coverage_penalty,
    gnmt_length_penalty,
    greedy_search,
    sample_search,
    top_k,
)

PAD, EOS, BOS, A, B = 0, 1, 2, 3, 4  # the 5-token vocabulary of the hand-computed cases
V5 = 5


def dist(vocab_size=V5, **probs):
    """A probability row: the named tokens (`a`, `b`, `eos`, ...) get their probability, the others
    share the remaining mass equally."""
    names = {"pad": PAD, "eos": EOS, "bos": BOS, "a": A, "b": B}
    row = np.zeros(vocab_size)
    for name, p in probs.items():
        row[names[name]] = p
    rest = [i for i in range(vocab_size) if i not in {names[n] for n in probs}]
    row[rest] = (1.0 - sum(probs.values())) / len(rest)
    return row


class TableStep:
    """log_probs = log(table[min(step, T - 1), previous token]); alignments = align_table[previous
    token] (default: one-hot of the previous token over S = V positions)."""

    def __init__(self, table, align_table=None):
        table = np.asarray(table, np.float64)  # [T, V, V]
        self.num_steps = table.shape[0]
        self.log_table = np.log(table)
        self.table = tf.constant(self.log_table, tf.float32)  # [T, V, V]
        if align_table is None:
            align_table = np.eye(table.shape[1])
        self.align_table = tf.constant(align_table, tf.float32)  # [V, S]

    def initial_state(self, batch_size):
        return {"step": tf.zeros([batch_size], tf.int32)}

    def __call__(self, ids, state):
        step = tf.minimum(state["step"], self.num_steps - 1)  # [N]
        log_probs = tf.gather_nd(self.table, tf.stack([step, ids], axis=1))  # [N, V]
        return log_probs, {"step": state["step"] + 1}, tf.gather(self.align_table, ids)

    def replay(self, tokens, ended_with_eos):
        """Sum of the table's log-probs along `tokens` (+ the EOS step)."""
        total, prev = 0.0, BOS
        for t, tok in enumerate(list(tokens) + ([EOS] if ended_with_eos else [])):
            total += self.log_table[min(t, self.num_steps - 1), prev, tok]
            prev = tok
        return total


def random_table(seed, steps, vocab_size, eos_boost=0.0):
    rng = np.random.default_rng(seed)
    logits = rng.normal(size=(steps, vocab_size, vocab_size)) * 2.0
    logits[:, :, EOS] += eos_boost
    probs = np.exp(logits)
    return probs / probs.sum(-1, keepdims=True)


class MemoryStep:
    """A tiny recurrent attention decoder with fixed random weights (EOS = 1, BOS = 2)."""

    def __init__(self, vocab_size=11, depth=6, seed=0, eos_bias=0.0):
        rng = np.random.default_rng(seed)
        self.eos_bias = tf.constant(np.eye(vocab_size)[1] * eos_bias, tf.float32)  # [V]
        self.emb = tf.constant(rng.normal(size=(vocab_size, depth)), tf.float32)
        self.w_h = tf.constant(rng.normal(size=(depth, depth)) * 0.5, tf.float32)
        self.w_ctx = tf.constant(rng.normal(size=(depth, depth)), tf.float32)
        self.w_out = tf.constant(rng.normal(size=(depth, vocab_size)) * 2.0, tf.float32)

    @staticmethod
    def random_memory(seed, lengths, depth=6):
        """`[B, max(lengths), D]` memory with large garbage in the padded positions."""
        rng = np.random.default_rng(seed)
        memory = rng.normal(size=(len(lengths), max(lengths), depth))
        for b, n in enumerate(lengths):
            memory[b, n:] = 100.0 * rng.normal(size=memory[b, n:].shape)
        return tf.constant(memory, tf.float32)

    def initial_state(self, memory, lengths):
        lengths = tf.convert_to_tensor(lengths, tf.int32)
        mask = tf.sequence_mask(lengths, tf.shape(memory)[1], tf.float32)  # [B, S]
        mean = tf.reduce_sum(memory * mask[:, :, None], 1) / tf.reduce_sum(mask, 1, keepdims=True)
        return {"memory": memory, "lengths": lengths, "h": tf.tanh(mean)}

    def __call__(self, ids, state):
        memory, lengths = state["memory"], state["lengths"]  # [N, S, D], [N]
        h = tf.tanh(tf.gather(self.emb, ids) + state["h"] @ self.w_h)  # [N, D]
        mask = tf.sequence_mask(lengths, tf.shape(memory)[1])  # [N, S]
        scores = tf.where(mask, tf.einsum("nsd,nd->ns", memory, h), -1e9)  # [N, S]
        align = tf.nn.softmax(scores)  # [N, S]
        h = tf.tanh(h + tf.einsum("ns,nsd->nd", align, memory) @ self.w_ctx)  # [N, D]
        log_probs = tf.nn.log_softmax(h @ self.w_out + self.eos_bias)  # [N, V]
        return log_probs, {"memory": memory, "lengths": lengths, "h": h}, align


def as_np(result):
    return SearchResult(*(r.numpy() for r in result))


def hyps(result, b):
    """Hypotheses of sentence b as tuples of tokens."""
    return [tuple(result.ids[b, i, : result.lengths[b, i]]) for i in range(result.ids.shape[1])]


def run_beam(step, batch=1, **kwargs):
    """`beam_search` of ``step`` from its initial state for ``batch`` sentences (BOS and EOS set),
    as NumPy arrays."""
    return as_np(beam_search(step, step.initial_state(batch), bos_id=BOS, eos_id=EOS, **kwargs))


def lp(length, alpha):
    return ((5.0 + length) / 6.0) ** alpha


def test_beam_1_equals_greedy():
    table = TableStep(random_table(0, steps=8, vocab_size=7, eos_boost=1.0))
    max_lengths = [8, 3, 6, 5, 1]
    kwargs = dict(bos_id=BOS, eos_id=EOS, max_lengths=max_lengths)
    greedy = as_np(greedy_search(table, table.initial_state(5), **kwargs))
    beam = as_np(beam_search(table, table.initial_state(5), beam_size=1, **kwargs))
    assert greedy.ids.shape[:2] == (5, 1)
    np.testing.assert_array_equal(beam.ids, greedy.ids)
    np.testing.assert_array_equal(beam.lengths, greedy.lengths)
    np.testing.assert_allclose(beam.scores, greedy.scores, rtol=1e-6)
    np.testing.assert_allclose(beam.log_probs, greedy.scores, rtol=1e-6)
    np.testing.assert_allclose(beam.alignments, greedy.alignments)
    assert set(greedy.lengths[:, 0]) != {greedy.lengths[0, 0]}  # some sentences end earlier

    model = MemoryStep(vocab_size=1000, seed=1, eos_bias=8.0)  # V large: two-stage top-k
    lengths = [4, 2, 5, 3]
    state = model.initial_state(model.random_memory(2, lengths), lengths)
    kwargs = dict(bos_id=2, eos_id=1, max_lengths=[9, 5, 11, 7])
    greedy = as_np(greedy_search(model, state, **kwargs))
    beam = as_np(beam_search(model, state, beam_size=1, **kwargs))
    np.testing.assert_array_equal(beam.ids, greedy.ids)
    np.testing.assert_allclose(beam.scores, greedy.scores, rtol=1e-5)
    np.testing.assert_allclose(beam.alignments, greedy.alignments, atol=1e-6)
    caps = np.array(kwargs["max_lengths"])[:, None]
    assert (greedy.lengths < caps).any() and (greedy.lengths == caps).any()  # EOS and cap stops


def test_two_step_beam_by_hand():
    # step 0 (after BOS): a .5, b .4, eos .06                        -> beams: a (.5), b (.4)
    # step 1 (cap 2):     after a: a .35, b .30, eos .25 -> a a .175, a b .15, a <eos> .125
    #                     after b: b .90, eos .05, a .03 -> b b .36,  b <eos> .02, b a .012
    # best: "b b" = ln .4 + ln .9, then "a a" = ln .5 + ln .35. Greedy takes a, then a.
    table = np.zeros((2, V5, V5)) + dist()
    table[0, BOS] = dist(a=0.5, b=0.4, eos=0.06)
    table[1, A] = dist(a=0.35, b=0.30, eos=0.25)
    table[1, B] = dist(b=0.9, eos=0.05, a=0.03)
    step = TableStep(table)
    kwargs = dict(bos_id=BOS, eos_id=EOS, max_lengths=[2])
    beam = as_np(beam_search(step, step.initial_state(1), beam_size=2, n_best=2, **kwargs))
    assert hyps(beam, 0) == [(B, B), (A, A)]
    np.testing.assert_array_equal(beam.lengths, [[2, 2]])
    expected = [math.log(0.4) + math.log(0.9), math.log(0.5) + math.log(0.35)]
    np.testing.assert_allclose(beam.scores[0], expected, rtol=1e-6)
    np.testing.assert_allclose(beam.log_probs[0], expected, rtol=1e-6)

    greedy = as_np(greedy_search(step, step.initial_state(1), **kwargs))
    assert hyps(greedy, 0) == [(A, A)]
    np.testing.assert_allclose(greedy.scores[0, 0], expected[1], rtol=1e-6)


def test_eos_ends_a_hypothesis_and_keeps_its_score():
    # step 0: a .55, b .4                         -> a (.55), b (.4)
    # step 1: after a: eos .9 -> "a" ends: .495;  after b: b .6 -> b b .24 (b a .12)
    # step 2 (cap 3): "a" frozen at .495;  after b b: b .5 -> b b b .12 (b b <eos> .108)
    table = np.zeros((3, V5, V5)) + dist()
    table[0, BOS] = dist(a=0.55, b=0.4)
    table[1, A] = dist(eos=0.9)
    table[1, B] = dist(b=0.6, a=0.3)
    table[2, B] = dist(b=0.5, eos=0.45)
    step = TableStep(table)
    beam = run_beam(step, beam_size=2, n_best=2, max_lengths=[3])
    np.testing.assert_array_equal(beam.ids[0], [[A, PAD, PAD], [B, B, B]])  # nothing after EOS
    np.testing.assert_array_equal(beam.lengths[0], [1, 3])
    expected = [math.log(0.55) + math.log(0.9), math.log(0.4) + math.log(0.6) + math.log(0.5)]
    np.testing.assert_allclose(beam.scores[0], expected, rtol=1e-6)
    assert not beam.alignments[0, 0, 1:].any()  # no alignments after EOS either
    np.testing.assert_array_equal(beam.alignments[0, 0, 0], np.eye(V5)[BOS])


def test_max_lengths_are_per_sentence():
    step = TableStep(np.zeros((1, V5, V5)) + dist(eos=0.01, a=0.6))  # EOS never wins
    max_lengths = [2, 4, 1, 0]
    kwargs = dict(bos_id=BOS, eos_id=EOS, max_lengths=max_lengths)
    for result in (
        greedy_search(step, step.initial_state(4), **kwargs),
        beam_search(step, step.initial_state(4), beam_size=3, n_best=2, **kwargs),
    ):
        result = as_np(result)
        assert result.ids.shape[2] == 4
        np.testing.assert_array_equal(result.lengths[:, 0], max_lengths)
        np.testing.assert_array_equal(
            result.ids[:, 0], [[A, A, 0, 0], [A, A, A, A], [A, 0, 0, 0], [0, 0, 0, 0]]
        )
        np.testing.assert_allclose(
            result.log_probs[:, 0], np.array(max_lengths) * math.log(0.6), rtol=1e-6
        )


def test_length_penalty_changes_the_ranking():
    # step 0: eos .5 ("" ends, length 0), a .45;  step 1 after a: a .99;  step 2 after a: eos .99
    # alpha 0: "" = ln .5 = -0.693  >  "a a" = ln(.45 * .99 * .99) = -0.819
    # alpha 1: "" = -0.693 / (5/6) = -0.832  <  "a a" = -0.819 / (7/6) = -0.702
    table = np.zeros((3, V5, V5)) + dist()
    table[0, BOS] = dist(eos=0.5, a=0.45)
    table[1, A] = dist(a=0.99)
    table[2, A] = dist(eos=0.99)
    step = TableStep(table)
    long_lp = math.log(0.45) + 2 * math.log(0.99)
    kwargs = dict(beam_size=2, n_best=2, bos_id=BOS, eos_id=EOS, max_lengths=[3])

    plain = as_np(beam_search(step, step.initial_state(1), length_penalty=0.0, **kwargs))
    assert hyps(plain, 0) == [(), (A, A)]
    np.testing.assert_allclose(plain.scores[0], [math.log(0.5), long_lp], rtol=1e-6)

    penalised = as_np(beam_search(step, step.initial_state(1), length_penalty=1.0, **kwargs))
    assert hyps(penalised, 0) == [(A, A), ()]
    np.testing.assert_allclose(
        penalised.scores[0], [long_lp / (7 / 6), math.log(0.5) / (5 / 6)], rtol=1e-6
    )
    np.testing.assert_allclose(penalised.log_probs[0], [long_lp, math.log(0.5)], rtol=1e-6)
    np.testing.assert_allclose(
        gnmt_length_penalty([0, 1, 7], 0.6), [lp(0, 0.6), lp(1, 0.6), lp(7, 0.6)], rtol=1e-6
    )


def test_n_best_sorted_distinct_and_consistent():
    step = TableStep(random_table(3, steps=6, vocab_size=12, eos_boost=1.5))
    max_lengths = [6, 4, 5]
    result = run_beam(
        step, batch=3, beam_size=5, n_best=5, max_lengths=max_lengths, length_penalty=0.6
    )
    assert result.ids.shape[:2] == (3, 5)
    assert np.isfinite(result.scores).all()
    assert (np.diff(result.scores, axis=1) <= 0).all()
    for b in range(3):
        assert len(set(hyps(result, b))) == 5
        for i, tokens in enumerate(hyps(result, b)):
            assert EOS not in tokens and len(tokens) <= max_lengths[b]
            replayed = step.replay(tokens, ended_with_eos=len(tokens) < max_lengths[b])
            np.testing.assert_allclose(result.log_probs[b, i], replayed, rtol=1e-5)
            np.testing.assert_allclose(
                result.scores[b, i], replayed / lp(len(tokens), 0.6), rtol=1e-5
            )
    with pytest.raises(ValueError, match="n_best"):
        run_beam(step, beam_size=2, n_best=3, max_lengths=[3])


def test_wide_beam_is_exact_search():
    # V = 4, cap 3: 1 + 3 + 9 hypotheses ending with EOS and 27 stopped by the cap. A 40-wide beam
    # never prunes, so its 40-best list is the exhaustive ranking.
    vocab, cap, alpha = 4, 3, 0.6
    step = TableStep(random_table(4, steps=cap, vocab_size=vocab, eos_boost=0.5))
    tokens = [i for i in range(vocab) if i != EOS]
    everything = [seq for n in range(cap + 1) for seq in itertools.product(tokens, repeat=n)]
    expected = sorted(
        ((step.replay(seq, len(seq) < cap) / lp(len(seq), alpha), seq) for seq in everything),
        reverse=True,
    )
    result = run_beam(step, beam_size=40, n_best=40, max_lengths=[cap], length_penalty=alpha)
    assert hyps(result, 0) == [seq for _, seq in expected]
    np.testing.assert_allclose(result.scores[0], [s for s, _ in expected], rtol=1e-5)


def test_padded_batch_equals_sentences_alone():
    model = MemoryStep(seed=5, eos_bias=2.0)
    lengths = [3, 5, 2]
    memory = model.random_memory(6, lengths)  # [3, 5, D], garbage past each length
    max_lengths = [2 * n + 1 for n in lengths]
    kwargs = dict(
        beam_size=3, n_best=3, bos_id=2, eos_id=1, length_penalty=0.6, coverage_penalty=0.3
    )
    batch = as_np(
        beam_search(
            model,
            model.initial_state(memory, lengths),
            max_lengths=max_lengths,
            source_lengths=lengths,
            **kwargs,
        )
    )
    batch_greedy = as_np(
        greedy_search(
            model, model.initial_state(memory, lengths), bos_id=2, eos_id=1, max_lengths=max_lengths
        )
    )
    caps = np.array(max_lengths)[:, None]
    assert (batch.lengths < caps).any() and (batch.lengths == caps).any()  # EOS and cap stops
    for b, n in enumerate(lengths):
        alone_state = model.initial_state(memory[b : b + 1, :n], [n])
        alone = as_np(
            beam_search(
                model, alone_state, max_lengths=max_lengths[b : b + 1], source_lengths=[n], **kwargs
            )
        )
        alone_greedy = as_np(
            greedy_search(
                model, alone_state, bos_id=2, eos_id=1, max_lengths=max_lengths[b : b + 1]
            )
        )
        for one, many in ((alone, batch), (alone_greedy, batch_greedy)):
            assert hyps(one, 0) == hyps(many, b)
            np.testing.assert_allclose(one.scores[0], many.scores[b], rtol=1e-5)
            np.testing.assert_allclose(one.log_probs[0], many.log_probs[b], rtol=1e-5)
            out_len = one.ids.shape[2]
            np.testing.assert_allclose(
                one.alignments[0], many.alignments[b, :, :out_len, :n], atol=1e-6
            )
            assert not many.alignments[b, :, :, n:].any()


@pytest.mark.parametrize("compiled", [False, True])
def test_state_is_expanded_inside(compiled):
    batch, beam = 3, 4
    table = TableStep(random_table(7, steps=5, vocab_size=8, eos_boost=1.0))

    def step_fn(ids, state):
        rows = tf.shape(ids)[0]
        tf.debugging.assert_equal(rows, batch * beam)
        expected_sentence = tf.repeat(tf.range(batch, dtype=tf.float32), beam)  # [B*K]
        tf.debugging.assert_equal(state["sentence"], expected_sentence)
        matrix, (counter,) = state["nested"]  # [B*K, 2, 3], [B*K]
        tf.debugging.assert_equal(matrix, expected_sentence[:, None, None] * tf.ones([1, 2, 3]))
        tf.debugging.assert_equal(tf.logical_or(counter > 0, tf.equal(ids, BOS)), True)
        log_probs, next_table_state, align = table(ids, {"step": counter})
        nested = (matrix + 0.0, [next_table_state["step"]])  # a new tensor: gathered each step
        return log_probs, {"sentence": state["sentence"], "nested": nested}, align

    def search(sentence, matrix, counter):
        state = {"sentence": sentence, "nested": (matrix, [counter])}
        return beam_search(
            step_fn,
            state,
            beam_size=beam,
            n_best=2,
            bos_id=BOS,
            eos_id=EOS,
            max_lengths=tf.fill([batch], 5),
        )

    if compiled:
        search = tf.function(search)
    sentence = tf.range(batch, dtype=tf.float32)
    result = search(
        sentence, sentence[:, None, None] * tf.ones([1, 2, 3]), tf.zeros([batch], tf.int32)
    )
    assert result.ids.shape[:2] == (batch, 2)


def test_alignments_follow_their_beams():
    # The alignment of a step is the one-hot of the token fed to it: the hypothesis' previous token.
    vocab = 9
    step = TableStep(random_table(8, steps=6, vocab_size=vocab, eos_boost=0.5))
    result = run_beam(step, batch=2, beam_size=4, n_best=4, max_lengths=[6, 4], length_penalty=0.6)
    checked_branching = False
    for b in range(2):
        for i, tokens in enumerate(hyps(result, b)):
            fed = [BOS] + list(tokens[:-1])
            np.testing.assert_array_equal(
                result.alignments[b, i, : len(tokens)], np.eye(vocab)[fed]
            )
            assert not result.alignments[b, i, len(tokens) :].any()
            checked_branching |= len(tokens) > 1 and tokens[0] != hyps(result, b)[0][0]
    assert checked_branching  # hypotheses of a sentence come from different beams


def test_coverage_penalty_changes_the_choice():
    # Attention (S = 2) of a step depends on the token fed: BOS [.6 .4], a [.2 .8], b [.9 .1].
    # step 0: b .5, a .4;  step 1: after a eos .95, after b eos .9 (cap 3 not reached)
    # "b": ln(.5 * .9)  = -0.799, coverage [1.5 .5] -> cp = ln 1 + ln .5 = -0.693 -> -1.492
    # "a": ln(.4 * .95) = -0.968, coverage [.8 1.2] -> cp = ln .8 + ln 1 = -0.223 -> -1.191
    table = np.zeros((2, V5, V5)) + dist()
    table[0, BOS] = dist(b=0.5, a=0.4, eos=0.05)
    table[1, A] = dist(eos=0.95)
    table[1, B] = dist(eos=0.9)
    align = np.full((V5, 3), 1 / 3)
    align[BOS], align[A], align[B] = [0.6, 0.4, 0], [0.2, 0.8, 0], [0.9, 0.1, 0]
    kwargs = dict(beam_size=2, n_best=2, bos_id=BOS, eos_id=EOS, max_lengths=[3])

    narrow = TableStep(table, align[:, :2])
    plain = as_np(beam_search(narrow, narrow.initial_state(1), **kwargs))
    assert hyps(plain, 0) == [(B,), (A,)]
    covered = as_np(beam_search(narrow, narrow.initial_state(1), coverage_penalty=1.0, **kwargs))
    assert hyps(covered, 0) == [(A,), (B,)]
    expected = [math.log(0.4 * 0.95) + math.log(0.8), math.log(0.5 * 0.9) + math.log(0.5)]
    np.testing.assert_allclose(covered.scores[0], expected, rtol=1e-5)
    np.testing.assert_allclose(covered.log_probs[0], [math.log(0.38), math.log(0.45)], rtol=1e-6)

    # A padded third source position (never attended) is left out with source_lengths.
    padded = TableStep(table, align)
    masked = as_np(
        beam_search(
            padded, padded.initial_state(1), coverage_penalty=1.0, source_lengths=[2], **kwargs
        )
    )
    np.testing.assert_allclose(masked.scores, covered.scores, rtol=1e-6)
    np.testing.assert_allclose(
        gnmt_coverage_penalty(tf.constant([[1.5, 0.5, 0.0]]), 2.0),
        [2.0 * (math.log(0.5) + math.log(COVERAGE_FLOOR))],
        rtol=1e-6,
    )


def test_min_length_prevents_early_eos():
    table = np.zeros((3, V5, V5)) + dist(eos=0.6, a=0.3)
    table[0, BOS] = dist(eos=0.7, a=0.2, b=0.06)
    step = TableStep(table)
    kwargs = dict(bos_id=BOS, eos_id=EOS, max_lengths=[5])
    assert as_np(greedy_search(step, step.initial_state(1), **kwargs)).lengths[0, 0] == 0
    greedy = as_np(greedy_search(step, step.initial_state(1), min_length=2, **kwargs))
    assert hyps(greedy, 0) == [(A, A)]
    np.testing.assert_allclose(greedy.scores[0, 0], math.log(0.2 * 0.3 * 0.6), rtol=1e-6)
    beam = as_np(
        beam_search(step, step.initial_state(1), beam_size=3, n_best=3, min_length=2, **kwargs)
    )
    assert (beam.lengths >= 2).all() and np.isfinite(beam.scores).all()


def test_two_stage_top_k_is_exact():
    rng = np.random.default_rng(11)
    for rows, vocab, k in ((7, 4000, 6), (5, 1001, 4), (3, 4000, 1)):
        x = rng.normal(size=(rows, vocab)).astype(np.float32)
        x[0, : vocab // 2] = -np.inf  # masked tokens
        values, indices = top_k(tf.constant(x), k)
        expected_values, expected_indices = tf.math.top_k(x, k)
        np.testing.assert_array_equal(values, expected_values)
        np.testing.assert_array_equal(indices, expected_indices)


def test_tf_function_matches_eager():
    model = MemoryStep(vocab_size=1000, seed=9, eos_bias=8.0)
    lengths = tf.constant([4, 2, 5, 3])
    memory = model.random_memory(10, lengths.numpy().tolist())
    max_lengths = 2 * lengths + 3

    def beam(memory, lengths, max_lengths):
        return beam_search(
            model,
            model.initial_state(memory, lengths),
            beam_size=3,
            n_best=2,
            bos_id=2,
            eos_id=1,
            max_lengths=max_lengths,
            length_penalty=0.6,
            coverage_penalty=0.2,
            min_length=1,
            source_lengths=lengths,
        )

    def greedy(memory, lengths, max_lengths):
        return greedy_search(
            model, model.initial_state(memory, lengths), bos_id=2, eos_id=1, max_lengths=max_lengths
        )

    signature = [
        tf.TensorSpec([None, None, 6]),
        tf.TensorSpec([None], tf.int32),
        tf.TensorSpec([None], tf.int32),
    ]
    for search in (beam, greedy):
        eager = as_np(search(memory, lengths, max_lengths))
        assert (eager.lengths < max_lengths.numpy()[:, None]).any()
        graph = as_np(tf.function(search, input_signature=signature)(memory, lengths, max_lengths))
        np.testing.assert_array_equal(graph.ids, eager.ids)
        np.testing.assert_array_equal(graph.lengths, eager.lengths)
        for field in ("scores", "log_probs", "alignments"):
            np.testing.assert_allclose(getattr(graph, field), getattr(eager, field), atol=1e-5)


def test_sampling_follows_the_distribution_is_seeded_and_respects_top_k():
    # One step, then EOS: the first token's empirical frequencies must follow the table.
    first = dist(a=0.6, b=0.3, eos=0.05)  # pad and bos share the last 0.05
    then_eos = dist(eos=0.96)
    table = TableStep(np.array([[first] * V5, [then_eos] * V5]))
    n = 4000
    kwargs = dict(bos_id=BOS, eos_id=EOS, max_lengths=[2] * n)
    result = as_np(sample_search(table, table.initial_state(n), seed=7, **kwargs))
    counts = np.bincount(result.ids[:, 0, 0], minlength=V5) / n  # EOS first -> id 0 (padding)
    assert abs(counts[A] - 0.6) < 0.03 and abs(counts[B] - 0.3) < 0.03
    again = as_np(sample_search(table, table.initial_state(n), seed=7, **kwargs))
    np.testing.assert_array_equal(again.ids, result.ids)
    other = as_np(sample_search(table, table.initial_state(n), seed=8, **kwargs))
    assert not np.array_equal(other.ids, result.ids)
    # Scores are the model's log-probabilities of what was sampled.
    row = 0 if result.lengths[0, 0] else 1
    expected = table.replay(result.ids[row, 0, : result.lengths[row, 0]], True)
    np.testing.assert_allclose(result.scores[row, 0], expected, rtol=1e-5)
    # top_k = 1 is greedy; a near-zero temperature is greedy too.
    greedy = as_np(greedy_search(table, table.initial_state(n), **kwargs))
    top1 = as_np(sample_search(table, table.initial_state(n), top_k=1, seed=3, **kwargs))
    np.testing.assert_array_equal(top1.ids, greedy.ids)
    cold = as_np(sample_search(table, table.initial_state(n), temperature=1e-3, seed=3, **kwargs))
    np.testing.assert_array_equal(cold.ids, greedy.ids)
    # top_k = 2 never samples outside {a, b}.
    top2 = as_np(sample_search(table, table.initial_state(n), top_k=2, seed=5, **kwargs))
    assert set(np.unique(top2.ids[:, 0, 0])) == {A, B}
    with pytest.raises(ValueError, match="temperature"):
        sample_search(table, table.initial_state(2), temperature=0.0, **kwargs)


# Compaction: finished sentences are dropped from the rows given to the step function. The results
# must be those of the search without compaction (`compact_fraction=0`), bit for bit with a step
# function whose rows are independent (the tables).


class RowCounter:
    """Wraps a step function and records the number of rows of each (eager) call."""

    def __init__(self, step_fn):
        self.step_fn, self.rows = step_fn, []

    def __call__(self, ids, state):
        self.rows.append(int(ids.shape[0]))
        return self.step_fn(ids, state)


def assert_same(result, expected):
    for field in SearchResult._fields:
        np.testing.assert_array_equal(
            getattr(result, field), getattr(expected, field), err_msg=field
        )


def ragged_case(seed, batch=7, vocab_size=12):
    """A random table whose sentences end at different steps (EOS or ragged caps, some 0).

    Returns `(table, max_lengths [B], initial_state)`; each sentence starts at its own step of the
    table (in which EOS gets more and more likely), so the sentences take different paths."""
    rng = np.random.default_rng(seed)
    logits = rng.normal(size=(12, vocab_size, vocab_size)) * 2.0
    logits[:, :, EOS] += np.linspace(-4.0, 4.0, 12)[:, None]
    probs = np.exp(logits)
    table = TableStep(probs / probs.sum(-1, keepdims=True))
    max_lengths = rng.integers(0, 12, size=batch).astype(np.int32)
    max_lengths[:2] = [0, 11]  # a sentence done from the start, one that may run long
    state = {"step": tf.constant(rng.integers(0, 7, size=batch), tf.int32)}
    return table, max_lengths, state


def check_compaction(search, table, batch, expected_rows_per_sentence=1):
    """Runs `search(step_fn, compact_fraction)` without compaction, with it after every step
    where something finished (1.0), by default and at 0.5, keeping exactly the running sentences
    (`COMPACT_LADDER` of multiples of 1) or a multiple of 3 sentences (finished ones kept to fill
    it up); all must agree exactly, and with 1.0 the step function must have seen fewer rows as
    sentences finished, always a multiple of 3 sentences' after a compaction."""
    plain = RowCounter(table)
    expected = as_np(search(plain, 0.0))
    full = batch * expected_rows_per_sentence
    assert set(plain.rows) == {full}
    for multiple in (1, 3):
        counters = {}
        with mock.patch.object(loop, "COMPACT_LADDER", ((None, multiple),)):
            for fraction in sorted({1.0, COMPACT_FRACTION, 0.5}, reverse=True):
                counters[fraction] = RowCounter(table)
                assert_same(as_np(search(counters[fraction], fraction)), expected)
        rows = counters[1.0].rows
        assert rows == sorted(rows, reverse=True) and rows[-1] < rows[0]  # compacted
        assert sum(rows) < sum(plain.rows)
        assert all(r == full or r % (multiple * expected_rows_per_sentence) == 0 for r in rows)
    return expected


@pytest.mark.parametrize("multiple", [1, 4, 8])
def test_a_compaction_keeps_the_running_sentences_and_fills_up_with_finished_ones(multiple):
    """`loop._kept`: every running sentence, then the first finished ones (in batch order) until
    their number is a multiple, or all of them."""
    running = np.array([0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 0], bool)  # 4 running of 11
    kept = loop._kept(tf.constant(running), ((None, multiple),)).numpy()
    assert kept[running].all()
    assert kept.sum() == min(len(running), -(-running.sum() // multiple) * multiple)
    fillers = np.flatnonzero(kept & ~running)
    assert list(fillers) == list(np.flatnonzero(~running)[: len(fillers)])


def test_the_default_ladder_keeps_exact_counts_below_8_and_coarser_steps_above():
    """`COMPACT_LADDER`: n running sentences of 64 are kept as n (up to 8), then rounded up to a
    multiple of 2 (up to 16), 4 (up to 32) and 8; at most 25% more than the running ones."""
    expected = {1: 1, 7: 7, 8: 8, 9: 10, 15: 16, 16: 16, 17: 20, 31: 32, 33: 40, 57: 64, 63: 64}
    for count, kept in expected.items():
        running = np.zeros(64, bool)
        running[np.random.RandomState(count).choice(64, count, replace=False)] = True
        got = loop._kept(tf.constant(running), loop.COMPACT_LADDER).numpy()
        assert got[running].all() and got.sum() == kept, count
        assert got.sum() <= max(8, 1.25 * count)


@pytest.mark.parametrize("seed", range(6))
def test_compacted_greedy_and_sampling_equal_uncompacted(seed):
    table, max_lengths, state = ragged_case(seed)
    kwargs = dict(bos_id=BOS, eos_id=EOS, max_lengths=max_lengths, min_length=seed % 2)

    def greedy(step_fn, fraction):
        return greedy_search(step_fn, state, compact_fraction=fraction, **kwargs)

    result = check_compaction(greedy, table, 7)
    assert len(set(result.lengths[:, 0])) > 2  # sentences end at different steps

    def sample(step_fn, fraction):
        return sample_search(
            step_fn,
            state,
            compact_fraction=fraction,
            seed=seed,
            top_k=3 * (seed % 2),
            temperature=0.7,
            **kwargs,
        )

    check_compaction(sample, table, 7)


@pytest.mark.parametrize(
    "beam_size, length_penalty, coverage_penalty, n_best",
    [
        (1, 0.0, 0.0, 1),
        (3, 0.0, 0.0, 1),
        (4, 0.6, 0.0, 4),
        (4, 0.0, 0.4, 2),
        (5, 1.0, 0.3, 5),
    ],
)
@pytest.mark.parametrize("seed", range(3))
def test_compacted_beam_equals_uncompacted(
    seed, beam_size, length_penalty, coverage_penalty, n_best
):
    table, max_lengths, state = ragged_case(seed)
    kwargs = dict(
        beam_size=beam_size,
        bos_id=BOS,
        eos_id=EOS,
        max_lengths=max_lengths,
        length_penalty=length_penalty,
        coverage_penalty=coverage_penalty,
        n_best=n_best,
        min_length=seed % 2,
        source_lengths=[12, 5, 9, 12, 3, 7, 11],
    )

    def beam(step_fn, fraction):
        return beam_search(step_fn, state, compact_fraction=fraction, **kwargs)

    result = check_compaction(beam, table, 7, beam_size)
    assert len(set(result.lengths[:, 0])) > 2  # sentences end at different steps


def searched(early_stop, table, state, fraction=COMPACT_FRACTION, **options):
    """`(result, rows)`: a beam search (``options``: `BeamSearch`'s and ``max_lengths``) with its
    early stop on or off, and the rows its step function computed."""
    max_lengths = options.pop("max_lengths")
    strategy = BeamSearch(eos_id=EOS, **options)
    strategy.early_stop = strategy.early_stop and early_stop
    counter = RowCounter(table)
    result = decode(
        counter, state, strategy, bos_id=BOS, max_lengths=max_lengths, compact_fraction=fraction
    )
    return as_np(result), sum(counter.rows)


def test_early_stop_by_hand():
    # step 0: eos .7, a .2, b .09 -> "" ends at ln .7; "a" (ln .2) and "b" (ln .09) live on. No
    # continuation ever ends again (EOS at 1e-6), so the full search runs to the cap (20 steps);
    # after step 0 no live beam can beat ln .7 (their log-probs only fall): one step is enough.
    table = np.zeros((1, V5, V5)) + dist(eos=1e-6, a=0.98, b=0.01)
    table[0, BOS] = dist(eos=0.7, a=0.2, b=0.09)
    options = dict(beam_size=3, max_lengths=[20], length_penalty=0.0)
    state = {"step": tf.zeros([1], tf.int32)}
    early, rows = searched(True, TableStep(table), state, **options)
    full, full_rows = searched(False, TableStep(table), state, **options)
    assert (rows, full_rows) == (3, 3 * 20)
    assert hyps(early, 0) == hyps(full, 0) == [()]
    np.testing.assert_allclose(early.scores[0, 0], math.log(0.7), rtol=1e-6)
    # With a length penalty, a live beam may still win: "a a ... a" capped at 20 tokens scores
    # (ln .2 + 19 ln .98) / lp(20) = -0.122 against ln .7 / lp(0) = -0.514 at alpha = 2, so the
    # search must go on, and it returns that hypothesis.
    options["length_penalty"] = 2.0
    early, rows = searched(True, TableStep(table), state, **options)
    full, _ = searched(False, TableStep(table), state, **options)
    assert hyps(early, 0) == hyps(full, 0) == [(A,) * 20] and rows > 3


@pytest.mark.parametrize(
    "beam_size, length_penalty, coverage_penalty, n_best, min_length",
    [
        (3, 0.0, 0.0, 1, 0),
        (4, 0.0, 0.0, 2, 2),
        (4, 0.6, 0.0, 1, 0),
        (4, 1.2, 0.0, 3, 1),
        (5, 0.6, 0.4, 1, 0),
        (5, 2.0, 0.3, 2, 3),
        (4, 0.6, 0.0, 4, 0),  # every beam returned: no early stop
    ],
)
@pytest.mark.parametrize("seed", range(4))
def test_early_stop_returns_the_hypotheses_of_the_full_search(
    seed, beam_size, length_penalty, coverage_penalty, n_best, min_length
):
    """With or without compaction, the early stop returns what the search run until every beam
    is finished returns (scores within a rounding error), computing at most as many rows."""
    table, max_lengths, state = ragged_case(20 + seed)
    options = dict(
        beam_size=beam_size,
        max_lengths=max_lengths,
        length_penalty=length_penalty,
        coverage_penalty=coverage_penalty,
        n_best=n_best,
        min_length=min_length,
        source_lengths=[12, 5, 9, 12, 3, 7, 11],
    )
    for fraction in (0.0, COMPACT_FRACTION):
        full, full_rows = searched(False, table, state, fraction, **dict(options))
        early, rows = searched(True, table, state, fraction, **dict(options))
        for field in ("ids", "lengths", "log_probs", "alignments"):
            np.testing.assert_array_equal(getattr(early, field), getattr(full, field), field)
        np.testing.assert_allclose(early.scores, full.scores, rtol=1e-6)
        assert rows <= full_rows if n_best < beam_size else rows == full_rows


@pytest.mark.parametrize("vocab_size", [3, 4])
def test_compacted_beam_with_minus_inf_beams(vocab_size):
    # A vocabulary smaller than the beam leaves beams at -inf, whose lengths and paths keep moving
    # after their sentence is done (they copy finite beams): compaction must reproduce that.
    for seed in range(4):
        table, max_lengths, state = ragged_case(10 + seed, vocab_size=vocab_size)
        kwargs = dict(
            beam_size=6,
            n_best=6,
            bos_id=BOS,
            eos_id=EOS,
            max_lengths=max_lengths,
            length_penalty=0.6,
            coverage_penalty=0.2 * (seed % 2),
        )

        def beam(step_fn, fraction):
            return beam_search(step_fn, state, compact_fraction=fraction, **kwargs)  # noqa: B023

        result = check_compaction(beam, table, 7, 6)
        assert np.isinf(result.scores).any()


def test_compaction_inside_tf_function_with_dynamic_shapes():
    table, max_lengths, state = ragged_case(21, batch=9)
    signature = [tf.TensorSpec([None], tf.int32), tf.TensorSpec([None], tf.int32)]
    rows_seen = tf.Variable(0)

    def step_fn(ids, state):
        rows_seen.assign_add(tf.shape(ids)[0])
        return table(ids, state)

    def searches(fraction):
        def options(max_lengths):
            return dict(bos_id=BOS, eos_id=EOS, max_lengths=max_lengths, compact_fraction=fraction)

        def greedy(steps, max_lengths):
            return greedy_search(step_fn, {"step": steps}, **options(max_lengths))

        def beam(steps, max_lengths):
            penalties = dict(length_penalty=0.6, coverage_penalty=0.3)
            search = dict(beam_size=4, n_best=3, **penalties, **options(max_lengths))
            return beam_search(step_fn, {"step": steps}, **search)

        return greedy, beam

    def run(search, *args):
        rows_seen.assign(0)
        return as_np(search(*args)), int(rows_seen.numpy())

    args = (state["step"], tf.constant(max_lengths))
    for plain, compacted in zip(searches(0.0), searches(1.0)):  # default COMPACT_LADDER
        expected, plain_rows = run(plain, *args)
        result, eager_rows = run(compacted, *args)
        assert_same(result, expected)
        graph = tf.function(compacted, input_signature=signature)
        result, graph_rows = run(graph, *args)
        assert_same(result, expected)
        assert graph_rows == eager_rows < plain_rows
        # The same trace with another batch size.
        assert_same(
            run(graph, args[0][:5], args[1][:5])[0], run(plain, args[0][:5], args[1][:5])[0]
        )


def test_compaction_gathers_the_constant_state(monkeypatch):
    # "sentence" is returned unchanged by the step function (constant per sentence, never gathered
    # when beams are reordered): when finished sentences are dropped it must follow its rows, like
    # the per-step "copy" of it. Every finished sentence is dropped (a ladder of multiples of 1).
    monkeypatch.setattr(loop, "COMPACT_LADDER", ((None, 1),))
    table, max_lengths, state = ragged_case(5)
    seen = []

    def step_fn(ids, state):
        tf.debugging.assert_equal(state["sentence"], state["copy"])
        seen.append(sorted(set(state["sentence"].numpy().tolist())))
        log_probs, table_state, align = table(ids, {"step": state["step"]})
        return (
            log_probs,
            {"sentence": state["sentence"], "copy": state["copy"] + 0, "step": table_state["step"]},
            align,
        )

    state = {"sentence": tf.range(7), "copy": tf.range(7), "step": state["step"]}
    for search in (greedy_search, beam_search):
        seen.clear()
        extra = {"beam_size": 3} if search is beam_search else {}
        result = as_np(
            search(
                step_fn,
                state,
                bos_id=BOS,
                eos_id=EOS,
                max_lengths=max_lengths,
                compact_fraction=1.0,
                **extra,
            )
        )
        assert len(seen[-1]) < len(seen[0]) == 7  # finished sentences were dropped
        if search is greedy_search:
            # The step where each sentence finished: EOS at step `length`, or its cap.
            lengths = result.lengths[:, 0]
            last = np.where(lengths < max_lengths, lengths, max_lengths - 1)
            for t in range(1, len(seen)):  # dropped after every step where one finished
                assert seen[t] == [b for b in range(7) if last[b] >= t]

    with pytest.raises(ValueError, match="compact_fraction"):
        greedy_search(
            table,
            table.initial_state(1),
            bos_id=BOS,
            eos_id=EOS,
            max_lengths=[3],
            compact_fraction=1.5,
        )


def test_compacted_model_close_to_uncompacted(monkeypatch):
    # A recurrent attention model with an encoder memory: its matrix products and softmax may round
    # differently for fewer rows, so the scores agree to rounding, the hypotheses exactly. Every
    # finished sentence is dropped (`COMPACT_LADDER` of multiples of 1: 7 sentences).
    monkeypatch.setattr(loop, "COMPACT_LADDER", ((None, 1),))
    model = MemoryStep(vocab_size=1000, seed=3, eos_bias=7.0)
    lengths = [3, 5, 2, 6, 4, 4, 1]
    memory = model.random_memory(4, lengths)
    max_lengths = [2 * n + 2 for n in lengths]
    kwargs = dict(bos_id=2, eos_id=1, max_lengths=max_lengths)
    beam_kwargs = dict(
        beam_size=4,
        n_best=3,
        length_penalty=0.6,
        coverage_penalty=0.2,
        source_lengths=lengths,
        **kwargs,
    )
    for search, extra in ((greedy_search, {}), (beam_search, beam_kwargs)):
        extra = extra or kwargs
        plain = as_np(
            search(model, model.initial_state(memory, lengths), compact_fraction=0.0, **extra)
        )
        counter = RowCounter(model)
        compacted = as_np(
            search(counter, model.initial_state(memory, lengths), compact_fraction=1.0, **extra)
        )
        assert counter.rows[-1] < counter.rows[0]
        np.testing.assert_array_equal(compacted.ids, plain.ids)
        np.testing.assert_array_equal(compacted.lengths, plain.lengths)
        for field in ("scores", "log_probs", "alignments"):
            np.testing.assert_allclose(
                getattr(compacted, field), getattr(plain, field), rtol=1e-6, atol=1e-6
            )


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("seed", range(2))
def test_preallocated_records_give_the_same_search(seed, compiled):
    """`decode(max_steps=...)`: the records preallocated, the steps not run filled with the
    strategy's idle records, the outputs `max_steps` long; trimmed, they are the default search's
    exactly. Compiled with XLA (`compiled`, no compaction: fixed shapes) they stay equal."""
    table, max_lengths, state = ragged_case(seed)
    strategies = {
        "greedy": lambda: GreedySearch(EOS, min_length=seed % 2),
        "beam": lambda: BeamSearch(
            3,
            EOS,
            0.6,
            0.0 if compiled else 0.3,  # the coverage's first shape is not fixed: no XLA
            n_best=2,
            min_length=seed % 2,
            source_lengths=[12, 5, 9, 12, 3, 7, 11],
        ),
    }
    for name, strategy in strategies.items():
        expected = as_np(decode(table, state, strategy(), bos_id=BOS, max_lengths=max_lengths))
        fraction = 0.0 if compiled else 1.0

        def fixed(max_steps, fraction=fraction, strategy=strategy):
            return decode(
                table,
                state,
                strategy(),
                bos_id=BOS,
                max_lengths=max_lengths,
                compact_fraction=fraction,
                max_steps=max_steps,
            )

        if compiled:
            fixed = tf.function(fixed, jit_compile=True)
        result = fixed(14)
        assert result.ids.shape[2] == 14, name
        if compiled:  # XLA's own log and pow (penalties): scores equal to the last bit or two
            got = as_np(trim(result))
            for field in ("ids", "lengths"):
                np.testing.assert_array_equal(getattr(got, field), getattr(expected, field))
            for field in ("scores", "log_probs", "alignments"):
                np.testing.assert_allclose(
                    getattr(got, field), getattr(expected, field), rtol=1e-6, atol=1e-7
                )
        else:
            assert_same(as_np(trim(result)), expected)

        if name == "greedy":  # fewer steps than the caps: greedy search with the caps cut
            cut = as_np(trim(fixed(3)))
            capped = np.minimum(max_lengths, 3)
            assert_same(
                cut, as_np(decode(table, state, strategy(), bos_id=BOS, max_lengths=capped))
            )
