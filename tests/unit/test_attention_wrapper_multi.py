"""`AttentionWrapper` with a list of attention mechanisms (tensorflow-addons semantics).

Fixtures (tests/fixtures/multi/, written by reference/make_tfa_fixtures.py --only multi): tfa 0.23's
`AttentionWrapper(LSTMCell(6), [LuongAttention(6), BahdanauAttention(5)], attention_layer_size=[7,
5])` and `[LuongMonotonicAttention(6, mode="parallel"), BahdanauAttention(5, normalize=True)]`
without attention layers and without alignment history, over five steps.
"""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import FIXTURE_DIR
from test_monotonic import ATOL, build_from_fixture, check_steps, load, prefixes_of

from seq2seq.attention.mechanisms import BahdanauAttention, LuongAttention
from seq2seq.attention.monotonic import LuongMonotonicAttention
from seq2seq.compat.tfa.extended_wrapper import ExtendedAttentionWrapper as AttentionWrapper

MULTI = FIXTURE_DIR / "multi"
CASES = sorted(p.stem for p in MULTI.glob("*.npz"))


def test_all_multi_fixtures_present():
    assert {"luong_bahdanau", "luong_monotonic_bahdanau_no_layer"} <= set(CASES)


@pytest.mark.parametrize("name", CASES)
def test_wrapper_steps_match_tfa(name):
    fx = load(MULTI / f"{name}.npz")
    wrapper, memory = build_from_fixture(fx)
    assert wrapper.is_multi and isinstance(memory, tuple) and len(memory) == 2
    state = check_steps(fx, wrapper, memory)
    assert isinstance(state.alignments, tuple) and isinstance(state.attention_state, tuple)
    assert isinstance(state.alignment_history, tuple) and len(state.alignment_history) == 2
    sizes = [a.shape[-1] for a in (fx["m0_alignments"], fx["m1_alignments"])]
    assert state.attention.shape[-1] == wrapper.attention_size(memory) == fx["attention"].shape[-1]
    assert [a.shape[-1] for a in state.alignments] == sizes


@pytest.mark.parametrize("name", CASES)
def test_each_mechanism_matches_tfa(name):
    fx = load(MULTI / f"{name}.npz")
    wrapper, memory = build_from_fixture(fx)
    for mechanism, m, p in zip(wrapper.attention_mechanisms, memory, prefixes_of(fx)):
        np.testing.assert_allclose(m.values, fx[p + "values"], atol=ATOL)
        np.testing.assert_allclose(m.keys, fx[p + "keys"], atol=ATOL)
        query = tf.constant(fx["query"])
        scores = mechanism._score(query[:, None, :], m)[:, 0, :]
        np.testing.assert_allclose(scores, fx[p + "query_scores"], atol=ATOL)
        alignments, _ = mechanism(query, tf.constant(fx[p + "query_previous"]), memory=m)
        np.testing.assert_allclose(alignments, fx[p + "query_alignments"], atol=ATOL)


def test_unroll_in_tf_function_matches_tfa():
    fx = load(MULTI / "luong_bahdanau.npz")
    wrapper, memory = build_from_fixture(fx)

    @tf.function
    def run(inputs):
        state = wrapper.get_initial_state(3, cell_state=[fx["h0"], fx["c0"]], memory=memory)
        outputs, final, alignments = wrapper.unroll(
            inputs, state, memory=memory, return_alignments=True
        )
        return outputs, alignments, tuple(h.stack() for h in final.alignment_history)

    outputs, alignments, histories = run(tf.constant(fx["inputs"]))
    np.testing.assert_allclose(outputs, fx["outputs"], atol=ATOL)
    assert isinstance(alignments, tuple) and len(alignments) == 2
    for i, a in enumerate(alignments):  # [B, T, S_i]
        np.testing.assert_allclose(a, fx[f"m{i}_alignments"], atol=ATOL)
    for i, history in enumerate(histories):  # [T, B, S_i]
        np.testing.assert_allclose(
            np.transpose(history, [1, 0, 2]), fx[f"m{i}_alignment_history_values"], atol=ATOL
        )


def small_wrapper(mechanisms, sizes=None, **kwargs):
    return AttentionWrapper(
        keras.layers.LSTMCell(6), mechanisms, attention_layer_size=sizes, **kwargs
    )


def test_a_list_of_one_gives_tuples_and_the_same_numbers():
    rng = np.random.RandomState(0)
    memory = rng.uniform(-1, 1, (2, 5, 8)).astype(np.float32)
    inputs = tf.constant(rng.uniform(-1, 1, (2, 3, 4)).astype(np.float32))
    single = small_wrapper(LuongAttention(6), 7, alignment_history=True)
    listed = small_wrapper([LuongAttention(6)], [7], alignment_history=True)
    for wrapper in (single, listed):  # build
        m = wrapper.prepare_memory(memory, [5, 2])
        wrapper(inputs[:, 0], wrapper.get_initial_state(2, memory=m), memory=m)
    listed.set_weights(single.get_weights())
    m1, m2 = single.prepare_memory(memory, [5, 2]), listed.prepare_memory(memory, [5, 2])
    out1, s1, a1 = single.unroll(
        inputs, single.get_initial_state(2, memory=m1), memory=m1, return_alignments=True
    )
    out2, s2, a2 = listed.unroll(
        inputs, listed.get_initial_state(2, memory=m2), memory=m2, return_alignments=True
    )
    assert not single.is_multi and listed.is_multi
    assert isinstance(m2, tuple) and len(m2) == 1
    assert isinstance(s2.alignments, tuple) and len(s2.alignments) == 1
    assert isinstance(s2.attention_state, tuple) and isinstance(s2.alignment_history, tuple)
    assert isinstance(a2, tuple) and len(a2) == 1
    np.testing.assert_allclose(out2, out1, atol=1e-6)
    np.testing.assert_allclose(a2[0], a1, atol=1e-6)
    np.testing.assert_allclose(
        s2.alignment_history[0].stack(), s1.alignment_history.stack(), atol=1e-6
    )


def test_attention_layer_size_must_match_the_mechanisms():
    with pytest.raises(ValueError, match="one size per attention mechanism"):
        small_wrapper([LuongAttention(6), BahdanauAttention(5)], 7)
    with pytest.raises(ValueError, match="one size per attention mechanism"):
        small_wrapper([LuongAttention(6), BahdanauAttention(5)], [7, 5, 3])
    with pytest.raises(ValueError, match="at least one"):
        small_wrapper([])
    wrapper = small_wrapper([LuongAttention(6), BahdanauAttention(5)], (7, 5))
    assert wrapper.output_size == 12
    assert [layer.units for layer in wrapper.attention_layers] == [7, 5]
    assert (
        small_wrapper([LuongAttention(6), BahdanauAttention(5)], output_attention=False).output_size
        == 6
    )


def test_one_memory_per_mechanism_and_setup_memory():
    rng = np.random.RandomState(1)
    mem_a = rng.uniform(-1, 1, (2, 5, 8)).astype(np.float32)
    mem_b = rng.uniform(-1, 1, (2, 3, 4)).astype(np.float32)
    wrapper = small_wrapper(
        [LuongMonotonicAttention(6), BahdanauAttention(5)], alignment_history=False
    )
    with pytest.raises(ValueError, match="one length vector per mechanism"):
        wrapper.prepare_memory([mem_a, mem_b], [5, 2])
    with pytest.raises(ValueError, match="2 mechanisms"):
        wrapper.prepare_memory([mem_a], None)
    wrapper.setup_memory([mem_a, mem_b], [[5, 2], [3, 1]])  # tfa style: bound to the wrapper
    state = wrapper.get_initial_state(2)
    assert state.attention.shape == (2, 8 + 4)  # concatenated contexts
    assert state.alignment_history == ((), ())
    np.testing.assert_array_equal(state.alignments[0][:, 0], [1, 1])  # monotonic: one-hot at 0
    np.testing.assert_array_equal(state.alignments[1], np.zeros([2, 3]))
    inputs = tf.constant(rng.uniform(-1, 1, (2, 4, 3)).astype(np.float32))
    outputs, final, alignments = wrapper.unroll(inputs, state, return_alignments=True)
    assert outputs.shape == (2, 4, 12)
    assert alignments[0].shape == (2, 4, 5) and alignments[1].shape == (2, 4, 3)
    assert np.all(alignments[0].numpy()[1, :, 2:] == 0) and np.all(
        alignments[1].numpy()[1, :, 1:] == 0
    )
    np.testing.assert_allclose(alignments[1].numpy().sum(-1), 1.0, atol=1e-6)
    np.testing.assert_allclose(final.attention, outputs[:, -1], atol=1e-6)
    # Each context is read from its own memory (no attention layer: attention = contexts).
    np.testing.assert_allclose(
        outputs[:, -1, :8], np.einsum("bs,bsd->bd", alignments[0][:, -1], mem_a), atol=1e-6
    )
    np.testing.assert_allclose(
        outputs[:, -1, 8:], np.einsum("bs,bsd->bd", alignments[1][:, -1], mem_b), atol=1e-6
    )


def test_gradients_reach_every_mechanism():
    rng = np.random.RandomState(2)
    memory = tf.constant(rng.uniform(-1, 1, (2, 5, 8)).astype(np.float32))
    wrapper = small_wrapper([LuongAttention(6), BahdanauAttention(5)], [7, 5])
    inputs = tf.constant(rng.uniform(-1, 1, (2, 3, 4)).astype(np.float32))
    with tf.GradientTape() as tape:
        m = wrapper.prepare_memory(memory, [5, 3])
        outputs, _ = wrapper.unroll(inputs, wrapper.get_initial_state(2, memory=m), memory=m)
        loss = tf.reduce_sum(tf.square(outputs))
    variables = [v for mech in wrapper.attention_mechanisms for v in mech.trainable_weights]
    variables += [layer.kernel for layer in wrapper.attention_layers]
    for v, g in zip(variables, tape.gradient(loss, variables)):
        assert g is not None and np.abs(g.numpy()).max() > 0, v.path


def test_get_config_round_trip():
    wrapper = small_wrapper(
        [
            LuongMonotonicAttention(6, mode="recursive", score_bias_init=-1.0),
            BahdanauAttention(5, normalize=True),
        ],
        [7, 5],
        alignment_history=True,
        output_attention=False,
    )
    config = wrapper.get_config()
    assert config["attention_layer_size"] == [7, 5] and len(config["attention_mechanism"]) == 2
    with keras.saving.custom_object_scope({"BahdanauAttention": BahdanauAttention}):
        clone = AttentionWrapper.from_config(config)
    assert clone.is_multi and clone.get_config() == config
    assert isinstance(clone.attention_mechanisms[0], LuongMonotonicAttention)
    assert clone.attention_mechanisms[0].mode == "recursive"
    single = small_wrapper(LuongMonotonicAttention(6), 7)
    assert not AttentionWrapper.from_config(single.get_config()).is_multi
