"""Mechanisms that tensorflow-addons lacks, against independent NumPy references (1e-5)."""

import keras
import numpy as np
import pytest
import tensorflow as tf

from seq2seq.attention.mechanisms import HardAttention, LocalAttention, LuongAttention, hardmax
from seq2seq.attention.wrapper import AttentionWrapper

ATOL = 1e-5
LENGTHS = np.array([7, 4, 1, 5], dtype=np.int32)


@pytest.fixture
def data():
    rng = np.random.RandomState(7)
    memory = rng.uniform(-1, 1, (4, 7, 6)).astype(np.float32)  # padding holds garbage on purpose
    query = rng.uniform(-1, 1, (4, 6)).astype(np.float32)
    return memory, query


def np_softmax_masked(score, valid):
    score = np.where(valid, score, -np.inf)
    e = np.exp(score - score.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def np_values(memory):
    valid = np.arange(memory.shape[1])[None, :] < LENGTHS[:, None]  # [B, S]
    return memory * valid[:, :, None], valid


def test_luong_dot(data):
    memory, query = data
    mech = LuongAttention(6, score="dot")
    m = mech.prepare(memory, LENGTHS)
    got, _ = mech(query, mech.initial_state(4, m), memory=m)
    values, valid = np_values(memory)
    expected = np_softmax_masked(np.einsum("bd,bsd->bs", query, values), valid)
    np.testing.assert_allclose(got, expected, atol=ATOL)
    assert mech.memory_layer is None and not mech.trainable_weights


def test_luong_dot_depth_mismatch_is_a_clear_error(data):
    memory, _ = data
    mech = LuongAttention(6, score="dot")
    m = mech.prepare(memory, LENGTHS)
    with pytest.raises(ValueError, match="query depth 5 != 6"):
        mech(tf.zeros([4, 5]), mech.initial_state(4, m), memory=m)


def test_luong_general_units_mismatch_is_a_clear_error(data):
    memory, _ = data
    mech = LuongAttention(8)
    m = mech.prepare(memory, LENGTHS)
    with pytest.raises(ValueError, match="units == the query depth"):
        mech(tf.zeros([4, 6]), mech.initial_state(4, m), memory=m)


def test_luong_concat(data):
    memory, query = data
    mech = LuongAttention(5, score="concat")
    m = mech.prepare(memory, LENGTHS)
    got, _ = mech(query, mech.initial_state(4, m), memory=m)
    w_k = mech.memory_layer.kernel.numpy()  # [D, U]
    w_q = mech.query_layer.kernel.numpy()  # [Dq, U]
    v = mech.attention_v.numpy()  # [U]
    values, valid = np_values(memory)
    # Luong's concat score written literally: v^T tanh(W [h_t; h_s]) with W = [W_q; W_k].
    w = np.concatenate([w_q, w_k], 0)  # [Dq + D, U]
    score = np.zeros((4, 7))
    for b in range(4):
        for s in range(7):
            score[b, s] = v @ np.tanh(np.concatenate([query[b], values[b, s]]) @ w)
    np.testing.assert_allclose(got, np_softmax_masked(score, valid), atol=ATOL)


def np_general_score(mech, memory, query):
    values, _ = np_values(memory)
    keys = values @ mech.scorer.memory_layer.kernel.numpy()  # [B, S, U]
    return np.einsum("bu,bsu->bs", query, keys)


@pytest.mark.parametrize("step", [0, 2, 5, 9])
def test_local_monotonic(data, step):
    memory, query = data
    window = 1
    mech = LocalAttention(6, window=window, mode="monotonic")
    m = mech.prepare(memory, LENGTHS)
    state = tf.fill([4], step)
    got, next_state = mech(query, state, memory=m)
    np.testing.assert_array_equal(next_state, np.full(4, step + 1))
    score = np_general_score(mech, memory, query)
    expected = np.zeros((4, 7))
    for b in range(4):
        p = min(step, LENGTHS[b] - 1)  # p_t = t, clipped to the example's own last position
        lo, hi = max(0, p - window), min(LENGTHS[b] - 1, p + window)
        e = np.exp(score[b, lo : hi + 1] - score[b, lo : hi + 1].max())
        expected[b, lo : hi + 1] = e / e.sum()
    np.testing.assert_allclose(got, expected, atol=ATOL)
    assert np.all(got.numpy()[expected == 0] == 0.0)


def test_local_predictive(data):
    memory, query = data
    window = 2
    mech = LocalAttention(6, window=window, mode="predictive")
    m = mech.prepare(memory, LENGTHS)
    got, _ = mech(query, mech.initial_state(4, m), memory=m)
    w_p = mech.predictive_layer.kernel.numpy()
    v_p = mech.predictive_v.numpy()
    score = np_general_score(mech, memory, query)
    sigma = window / 2
    expected = np.zeros((4, 7))
    for b in range(4):
        S = LENGTHS[b]
        p = S / (1 + np.exp(-(v_p @ np.tanh(query[b] @ w_p))))
        p = min(max(p, 0.0), S - 1)
        inside = [s for s in range(S) if abs(s - np.round(p)) <= window]
        e = np.exp(score[b, inside] - score[b, inside].max())
        for s, a in zip(inside, e / e.sum()):
            expected[b, s] = a * np.exp(-((s - p) ** 2) / (2 * sigma**2))
    np.testing.assert_allclose(got, expected, atol=ATOL)
    np.testing.assert_array_equal(got.numpy() == 0, expected == 0)


def test_hard_attention_inference_is_the_argmax(data):
    memory, query = data
    mech = HardAttention(6, seed=3)
    m = mech.prepare(memory, LENGTHS)
    got, _ = mech(query, mech.initial_state(4, m), memory=m, training=False)
    score = np_general_score(mech, memory, query)
    _, valid = np_values(memory)
    expected = np.eye(7)[np.argmax(np.where(valid, score, -np.inf), -1)]
    np.testing.assert_array_equal(got, expected)


def test_hardmax_helper():
    score = tf.constant([[0.1, 3.0, 3.0, -1.0], [5.0, 1.0, 2.0, 0.0]])
    np.testing.assert_array_equal(hardmax(score), [[0, 1, 0, 0], [1, 0, 0, 0]])  # ties: first


def test_local_wrapper_counts_decoder_steps(data):
    """Inside the wrapper the window moves one source position per decoder step."""
    memory, _ = data
    wrapper = AttentionWrapper(
        keras.layers.LSTMCell(6), LocalAttention(6, window=0, mode="monotonic")
    )
    m = wrapper.prepare_memory(memory, LENGTHS)
    inputs = tf.zeros([4, 9, 3])
    _, _, alignments = wrapper.unroll(
        inputs, wrapper.get_initial_state(4, memory=m), memory=m, return_alignments=True
    )
    positions = np.argmax(alignments.numpy(), -1)  # [B, T]
    expected = np.minimum(np.arange(9)[None, :], LENGTHS[:, None] - 1)
    np.testing.assert_array_equal(positions, expected)
    np.testing.assert_allclose(alignments.numpy().max(-1), 1.0)  # window 0: one-hot


def test_attention_context_and_its_written_gradient_match_numpy():
    from seq2seq.attention.context import attention_context

    rng = np.random.RandomState(3)
    align = rng.uniform(0, 1, (4, 7)).astype(np.float32)
    values = rng.uniform(-1, 1, (4, 7, 6)).astype(np.float32)
    upstream = rng.uniform(-1, 1, (4, 6)).astype(np.float32)
    a, v = tf.constant(align), tf.constant(values)
    with tf.GradientTape() as tape:
        tape.watch([a, v])
        context = attention_context(a, v)
        loss = tf.reduce_sum(context * upstream)
    d_align, d_values = tape.gradient(loss, [a, v])
    np.testing.assert_allclose(context, np.einsum("bs,bsd->bd", align, values), atol=ATOL)
    np.testing.assert_allclose(d_align, np.einsum("bd,bsd->bs", upstream, values), atol=ATOL)
    np.testing.assert_allclose(d_values, align[:, :, None] * upstream[:, None, :], atol=ATOL)
