"""Invariants every mechanism must satisfy, independent of any reference implementation."""

import keras
import numpy as np
import pytest
import tensorflow as tf
from hypothesis import given, settings
from hypothesis import strategies as st

from seq2seq.attention.mechanisms import (
    BahdanauAttention,
    HardAttention,
    LocalAttention,
    LuongAttention,
    hardmax,
)
from seq2seq.attention.wrapper import AttentionWrapper
from seq2seq.masking import check_memory_lengths, mask_score

C, D = 6, 5  # cell units, memory depth

MECHANISMS = {
    "bahdanau": lambda: BahdanauAttention(4),
    "bahdanau_norm": lambda: BahdanauAttention(4, normalize=True),
    "luong": lambda: LuongAttention(C),
    "luong_scaled": lambda: LuongAttention(C, scale=True),
    "luong_dot": lambda: LuongAttention(D, score="dot"),
    "luong_concat": lambda: LuongAttention(4, score="concat"),
    "luong_hardmax": lambda: LuongAttention(C, probability_fn="hardmax"),
    "bahdanau_hardmax": lambda: BahdanauAttention(4, probability_fn="hardmax"),
    "local_m": lambda: LocalAttention(C, window=1),
    "local_p": lambda: LocalAttention(C, window=2, mode="predictive"),
    "local_p_additive": lambda: LocalAttention(4, window=2, mode="predictive", score="additive"),
    "hard": lambda: HardAttention(C, seed=5),
}
ONE_HOT = {"luong_hardmax", "bahdanau_hardmax", "hard"}


def make_wrapper(name):
    cell_units = D if name == "luong_dot" else C
    return AttentionWrapper(
        keras.layers.LSTMCell(cell_units), MECHANISMS[name](), attention_layer_size=7
    )


def run(wrapper, memory, lengths, inputs, training=False):
    m = wrapper.prepare_memory(memory, lengths)
    state = wrapper.get_initial_state(memory.shape[0], memory=m)
    outputs, _, alignments = wrapper.unroll(
        inputs, state, memory=m, training=training, return_alignments=True
    )
    return outputs.numpy(), alignments.numpy()


def batch(seed, lengths, max_time=6):
    rng = np.random.RandomState(seed)
    memory = rng.uniform(-1, 1, (len(lengths), max_time, D)).astype(np.float32)
    inputs = rng.uniform(-1, 1, (len(lengths), 4, 3)).astype(np.float32)
    return memory, np.array(lengths, np.int32), inputs


@pytest.mark.parametrize("name", sorted(MECHANISMS))
def test_alignments_are_distributions_over_valid_positions(name):
    memory, lengths, inputs = batch(0, [6, 2, 1, 4])
    _, alignments = run(make_wrapper(name), memory, lengths, inputs)  # [B, T, S]
    valid = np.arange(6)[None, None, :] < lengths[:, None, None]
    assert np.all(alignments[~np.broadcast_to(valid, alignments.shape)] == 0.0)
    sums = alignments.sum(-1)
    if name.startswith("local_p"):  # Gaussian-weighted, not renormalised (Luong)
        assert np.all(sums <= 1 + 1e-6) and np.all(sums > 0)
    else:
        np.testing.assert_allclose(sums, 1.0, atol=1e-6)
    if name in ONE_HOT:
        assert set(np.unique(alignments)) <= {0.0, 1.0}


@pytest.mark.parametrize("name", sorted(MECHANISMS))
def test_extra_padding_never_changes_a_result(name):
    memory, lengths, inputs = batch(1, [5, 3, 1])
    wrapper = make_wrapper(name)
    outputs, alignments = run(wrapper, memory, lengths, inputs)
    garbage = np.random.RandomState(9).uniform(-5, 5, (3, 4, D)).astype(np.float32)
    padded = np.concatenate([memory, garbage], 1)  # [B, S + 4, D], garbage past every length
    outputs2, alignments2 = run(wrapper, padded, lengths, inputs)
    np.testing.assert_allclose(outputs2, outputs, atol=1e-6)
    np.testing.assert_allclose(alignments2[:, :, :6], alignments, atol=1e-6)
    assert np.all(alignments2[:, :, 6:] == 0.0)


@pytest.mark.parametrize("name", sorted(MECHANISMS))
def test_a_batch_equals_each_example_alone(name):
    memory, lengths, inputs = batch(2, [6, 2, 4])
    wrapper = make_wrapper(name)
    outputs, alignments = run(wrapper, memory, lengths, inputs)
    for b in range(3):
        alone_out, alone_al = run(
            wrapper, memory[b : b + 1, : lengths[b]], lengths[b : b + 1], inputs[b : b + 1]
        )
        np.testing.assert_allclose(alone_out[0], outputs[b], atol=1e-5)
        np.testing.assert_allclose(alone_al[0], alignments[b, :, : lengths[b]], atol=1e-6)


@settings(max_examples=25, deadline=None)
@given(
    lengths=st.lists(st.integers(1, 9), min_size=1, max_size=4),
    window=st.integers(0, 3),
    step=st.integers(0, 12),
    mode=st.sampled_from(["monotonic", "predictive"]),
)
def test_local_attention_is_zero_outside_its_window(lengths, window, step, mode):
    lengths = np.array(lengths, np.int32)
    rng = np.random.RandomState(len(lengths) * 100 + window)
    memory = rng.uniform(-1, 1, (len(lengths), 9, D)).astype(np.float32)
    query = rng.uniform(-1, 1, (len(lengths), C)).astype(np.float32)
    mech = LocalAttention(C, window=window, mode=mode)
    m = mech.prepare(memory, lengths)
    alignments, _ = mech(query, tf.fill([len(lengths)], step), memory=m)
    position = mech.aligned_position(query, tf.fill([len(lengths)], step), m).numpy()
    alignments = alignments.numpy()
    for b, length in enumerate(lengths):
        assert 0 <= position[b] <= length - 1  # uses the example's own length
        source = np.arange(9)
        outside = (np.abs(source - np.round(position[b])) > window) | (source >= length)
        assert np.all(alignments[b, outside] == 0.0)
        assert alignments[b].sum() > 0


TRAINABLE = [
    "bahdanau",
    "bahdanau_norm",
    "luong",
    "luong_scaled",
    "luong_concat",
    "local_m",
    "local_p",
    "local_p_additive",
    "hard",
]


@pytest.mark.parametrize("name", TRAINABLE)
def test_gradients_reach_every_trainable_weight(name):
    memory, lengths, inputs = batch(3, [6, 3, 5])
    wrapper = make_wrapper(name)
    run(wrapper, memory, lengths, inputs)  # build
    with tf.GradientTape() as tape:
        outputs, _ = run_tensors(wrapper, memory, lengths, inputs, training=True)
        loss = tf.reduce_sum(tf.square(outputs - 0.3))
    variables = wrapper.attention_mechanism.trainable_weights + wrapper.trainable_weights
    grads = tape.gradient(loss, variables)
    for var, grad in zip(variables, grads):
        assert grad is not None, f"no gradient for {var.path}"
        assert np.any(np.asarray(tf.convert_to_tensor(grad)) != 0), f"zero gradient for {var.path}"


def run_tensors(wrapper, memory, lengths, inputs, training):
    m = wrapper.prepare_memory(memory, lengths)
    state = wrapper.get_initial_state(memory.shape[0], memory=m)
    return wrapper.unroll(tf.constant(inputs), state, memory=m, training=training)


def test_hardmax_passes_no_gradient_to_the_score_weights():
    memory, lengths, inputs = batch(3, [6, 3, 5])
    wrapper = make_wrapper("luong_hardmax")
    run(wrapper, memory, lengths, inputs)
    with tf.GradientTape() as tape:
        outputs, _ = run_tensors(wrapper, memory, lengths, inputs, training=True)
        loss = tf.reduce_sum(outputs)
    grad = tape.gradient(loss, wrapper.attention_mechanism.memory_layer.kernel)
    assert grad is None or np.all(tf.convert_to_tensor(grad).numpy() == 0)


def test_hard_attention_samples_deterministically_given_a_seed():
    memory, lengths, inputs = batch(4, [6, 6, 6, 6, 6, 6])

    def sample(seed):
        keras.utils.set_random_seed(0)  # same initial weights for both wrappers
        wrapper = AttentionWrapper(
            keras.layers.LSTMCell(C), HardAttention(C, seed=seed), attention_layer_size=7
        )
        return run(wrapper, memory, lengths, inputs, training=True)[1]

    first, again, other = sample(11), sample(11), sample(12)
    np.testing.assert_array_equal(first, again)
    assert set(np.unique(first)) <= {0.0, 1.0}
    assert not np.array_equal(first, other)


def test_hard_attention_training_samples_differ_from_the_argmax():
    memory, lengths, inputs = batch(5, [6] * 8)
    wrapper = AttentionWrapper(keras.layers.LSTMCell(C), HardAttention(C, seed=1))
    _, argmax_al = run(wrapper, memory, lengths, inputs, training=False)
    _, sampled_al = run(wrapper, memory, lengths, inputs, training=True)
    assert not np.array_equal(argmax_al, sampled_al)


# Bad memory lengths with the message of the ValueError each raises eagerly and the message of the
# InvalidArgumentError it raises in a graph.
BAD_LENGTHS = [
    ([3, 0], "at least one memory position", "length of 0"),
    ([3, 7], "exceeds the memory's max_time 6", "exceeds max_time"),
    ([3, 2, 1], "batch-size mismatch", "batch-size mismatch"),
]


@pytest.mark.parametrize("lengths, message", [(n, eager) for n, eager, _ in BAD_LENGTHS])
def test_bad_lengths_raise_value_error_in_eager(lengths, message):
    memory = tf.zeros([2, 6, D])
    with pytest.raises(ValueError, match=message):
        LuongAttention(D, score="dot").prepare(memory, lengths)


@pytest.mark.parametrize("lengths, message", [(n, graph) for n, _, graph in BAD_LENGTHS])
def test_bad_lengths_raise_invalid_argument_in_graph(lengths, message):
    mech = LuongAttention(D, score="dot")

    @tf.function(input_signature=[tf.TensorSpec([None, None, D]), tf.TensorSpec([None], tf.int32)])
    def prepare(memory, lengths):
        return mech.prepare(memory, lengths).values

    with pytest.raises(tf.errors.InvalidArgumentError, match=message):
        prepare(tf.zeros([2, 6, D]), tf.constant(lengths))


def test_mask_score_keeps_an_all_masked_row_finite():
    score = tf.constant([[1.0, 2.0], [3.0, 4.0]])
    masked = mask_score(score, tf.constant([[True, False], [False, False]]))
    probs = tf.nn.softmax(masked).numpy()
    assert np.all(np.isfinite(probs))
    np.testing.assert_array_equal(probs[0], [1.0, 0.0])


def test_check_lengths_accepts_valid_lengths():
    out = check_memory_lengths(tf.zeros([2, 4, 1]), np.array([4, 1], np.int64))
    assert out.dtype == tf.int32


@pytest.mark.parametrize("name", ["bahdanau", "local_m", "luong_hardmax"])
def test_tf_function_equals_eager(name):
    memory, lengths, inputs = batch(6, [6, 3])
    wrapper = make_wrapper(name)
    eager = run(wrapper, memory, lengths, inputs)
    graph = tf.function(lambda: run_tensors(wrapper, memory, lengths, inputs, False)[0])()
    np.testing.assert_allclose(graph, eager[0], atol=1e-6)


def test_gru_cell_and_no_input_feeding():
    memory, lengths, inputs = batch(7, [6, 3])
    wrapper = AttentionWrapper(
        keras.layers.GRUCell(C), LuongAttention(C), input_feeding=False, output_attention=False
    )
    outputs, alignments = run(wrapper, memory, lengths, inputs)
    assert outputs.shape == (2, 4, C) and alignments.shape == (2, 4, 6)
    # Without input feeding the cell never sees the attention: its outputs equal a bare GRU's.
    gru = wrapper.cell
    h = tf.zeros([2, C])
    for t in range(4):
        out, h = gru(tf.constant(inputs[:, t]), [h])
        h = h[0] if isinstance(h, (list, tuple)) else h
        np.testing.assert_allclose(outputs[:, t], out, atol=1e-6)


def test_hardmax_rows_are_one_hot_for_any_score():
    score = tf.random.normal([5, 9])
    out = hardmax(score).numpy()
    np.testing.assert_array_equal(out.sum(-1), np.ones(5))
    assert set(np.unique(out)) == {0.0, 1.0}
