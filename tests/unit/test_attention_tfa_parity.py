"""Parity with tensorflow-addons 0.23 (TF 2.15.1): fixtures written by
reference/make_tfa_fixtures.py.

Each fixture holds fixed weights, a ragged memory (lengths 6, 3, 1) and five wrapper steps computed
by tfa. We load the same weights into our classes and must match to 1e-5.
"""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import FIXTURE_DIR

from seq2seq.attention.mechanisms import BahdanauAttention, LuongAttention
from seq2seq.compat.tfa.extended_wrapper import ExtendedAttentionWrapper as AttentionWrapper

FIXTURES = FIXTURE_DIR
CASES = sorted(p.stem for p in FIXTURES.glob("*.npz"))
ATOL = 1e-5


def load(name):
    with np.load(FIXTURES / f"{name}.npz") as data:
        return {k: data[k] for k in data.files}


def build(fx):
    """Our wrapper with tfa's weights copied in, and the prepared memory."""
    units = int(fx["units"])
    probability_fn = "hardmax" if int(fx["hardmax"]) else "softmax"
    if str(fx["mechanism"]) == "bahdanau":
        mechanism = BahdanauAttention(
            units, normalize=bool(fx["normalize"]), probability_fn=probability_fn
        )
    else:
        mechanism = LuongAttention(units, scale=bool(fx["scale"]), probability_fn=probability_fn)
    size = int(fx["attention_layer_size"])
    wrapper = AttentionWrapper(
        keras.layers.LSTMCell(fx["h0"].shape[-1]),
        mechanism,
        attention_layer_size=None if size < 0 else size,
        output_attention=bool(fx["output_attention"]),
        alignment_history=bool(fx["alignment_history"]),
    )
    memory = wrapper.prepare_memory(fx["memory"], fx["lengths"])  # builds the memory layer
    state = wrapper.get_initial_state(3, cell_state=[fx["h0"], fx["c0"]], memory=memory)
    wrapper(fx["inputs"][:, 0], state, memory=memory)  # builds everything else

    mechanism.memory_layer.kernel.assign(fx["memory_kernel"])
    for name in ("attention_v", "attention_g", "attention_b", "scale_weight"):
        if name in fx:
            getattr(mechanism, name).assign(fx[name])
    if "query_kernel" in fx:
        mechanism.query_layer.kernel.assign(fx["query_kernel"])
    if "attention_layer_kernel" in fx:
        wrapper.attention_layer.kernel.assign(fx["attention_layer_kernel"])
    wrapper.cell.kernel.assign(fx["cell_kernel"])
    wrapper.cell.recurrent_kernel.assign(fx["cell_recurrent_kernel"])
    wrapper.cell.bias.assign(fx["cell_bias"])
    memory = wrapper.prepare_memory(fx["memory"], fx["lengths"])  # keys with the new weights
    return wrapper, memory


def check_unroll_in_tf_function(fx, wrapper, memory):
    """``wrapper.unroll`` over the fixture's inputs from its initial state, in a `tf.function`:
    outputs and alignments checked against tfa's; returns the final state."""

    @tf.function
    def run(inputs):
        # A TensorArray (the alignment history) must be created inside the graph that uses it.
        state = wrapper.get_initial_state(3, cell_state=[fx["h0"], fx["c0"]], memory=memory)
        return wrapper.unroll(inputs, state, memory=memory, return_alignments=True)

    outputs, final_state, alignments = run(tf.constant(fx["inputs"]))
    np.testing.assert_allclose(outputs, fx["outputs"], atol=ATOL)
    np.testing.assert_allclose(alignments, fx["alignments"], atol=ATOL)
    return final_state


def test_all_fixtures_present():
    assert {
        "bahdanau",
        "bahdanau_normalized",
        "luong",
        "luong_scaled",
        "luong_hardmax",
        "bahdanau_hardmax",
        "luong_no_history",
    } <= set(CASES)


@pytest.mark.parametrize("name", CASES)
def test_mechanism_matches_tfa(name):
    fx = load(name)
    wrapper, memory = build(fx)
    mechanism = wrapper.attention_mechanism
    np.testing.assert_allclose(memory.values, fx["values"], atol=ATOL)
    np.testing.assert_allclose(memory.keys, fx["keys"], atol=ATOL)
    query = tf.constant(fx["query"])
    scores = mechanism._score(query[:, None, :], memory)[:, 0, :]
    np.testing.assert_allclose(scores, fx["query_scores"], atol=ATOL)
    state = mechanism.initial_state(3, memory)
    alignments, next_state = mechanism(query, state, memory=memory)
    np.testing.assert_allclose(alignments, fx["query_alignments"], atol=ATOL)
    np.testing.assert_allclose(next_state, fx["query_alignments"], atol=ATOL)


@pytest.mark.parametrize("name", CASES)
def test_wrapper_steps_match_tfa(name):
    fx = load(name)
    wrapper, memory = build(fx)
    state = wrapper.get_initial_state(3, cell_state=[fx["h0"], fx["c0"]], memory=memory)
    for t in range(fx["inputs"].shape[1]):
        output, state = wrapper(tf.constant(fx["inputs"][:, t]), state, memory=memory)
        np.testing.assert_allclose(output, fx["outputs"][:, t], atol=ATOL, err_msg=f"step {t}")
        np.testing.assert_allclose(state.attention, fx["attention"][:, t], atol=ATOL)
        np.testing.assert_allclose(state.alignments, fx["alignments"][:, t], atol=ATOL)
        np.testing.assert_allclose(state.cell_state[0], fx["h"][:, t], atol=ATOL)
        np.testing.assert_allclose(state.cell_state[1], fx["c"][:, t], atol=ATOL)
    if int(fx["alignment_history"]):
        history = np.transpose(state.alignment_history.stack().numpy(), [1, 0, 2])
        np.testing.assert_allclose(history, fx["alignment_history_values"], atol=ATOL)
    else:
        assert state.alignment_history == ()


@pytest.mark.parametrize("name", ["luong", "bahdanau_normalized"])
def test_unroll_in_tf_function_matches_tfa(name):
    fx = load(name)
    final_state = check_unroll_in_tf_function(fx, *build(fx))
    assert int(final_state.time) == fx["inputs"].shape[1]
