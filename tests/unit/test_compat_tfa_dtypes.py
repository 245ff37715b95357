"""Parity of `seq2seq.compat.tfa` with tensorflow-addons 0.23 under float64 and mixed_float16.

Fixtures ``tests/fixtures/compat/{float64,mixed_float16}_*.npz`` are written by
reference/make_tfa_compat_dtype_fixtures.py in the reference environment (TF 2.15.1, Keras 2):
fixed weights and inputs, tfa's outputs. Each case is rebuilt here as a tfa user would write it,
with the same weights. Tolerances: float64 1e-10 (beam scores 1e-6 relative: both stacks compute the
length penalty in float32); mixed_float16 1e-2 relative (float16 has an 11-bit mantissa and the two
stacks order the float16 operations differently).
"""

import pathlib

import keras
import numpy as np
import pytest
import tensorflow as tf
from test_compat_tfa import beam_decode

from seq2seq.compat import tfa

FIXTURES = pathlib.Path(__file__).parents[1] / "fixtures" / "compat"
B, E, A, C, V, BAHDANAU_UNITS = 3, 5, 7, 6, 11, 5
START, END = 1, 2
TOL = {"float64": dict(rtol=1e-10, atol=1e-10), "mixed_float16": dict(rtol=1e-2, atol=2e-3)}
STATE_DTYPE = {"float64": tf.float64, "mixed_float16": tf.float16}


def load(name):
    with np.load(FIXTURES / f"{name}.npz") as data:
        return {k: data[k] for k in data.files}


@pytest.fixture
def precision(request):
    """Runs the test under the precision's global policy (mixed_float16) and restores it."""
    previous = keras.mixed_precision.global_policy()
    if request.param == "mixed_float16":
        keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        yield request.param
    finally:
        keras.mixed_precision.set_global_policy(previous)


class Case:
    """The compat mirror of the generator's `Case`."""

    def __init__(self, fx, precision, attention):
        self.fx, self.attention = fx, attention
        self.state_dtype = STATE_DTYPE[precision]
        self.kw = kw = {"dtype": "float64"} if precision == "float64" else {}
        self.cell = keras.layers.LSTMCell(C, **kw)
        if attention == "luong":
            self.mechanism = tfa.seq2seq.LuongAttention(C, **kw)
        else:
            self.mechanism = tfa.seq2seq.BahdanauAttention(BAHDANAU_UNITS, **kw)
        self.wrapper = tfa.seq2seq.AttentionWrapper(
            self.cell, self.mechanism, attention_layer_size=A, alignment_history=True, **kw
        )
        self.out = keras.layers.Dense(V, **kw)

    def setup(self, multiplier=1):
        memory = tfa.seq2seq.tile_batch(self.fx["memory"], multiplier)
        lengths = tfa.seq2seq.tile_batch(self.fx["lengths"], multiplier)
        self.mechanism([memory, lengths], setup_memory=True)

    def initial_state(self, multiplier=1):
        cell_state = [
            tf.cast(tfa.seq2seq.tile_batch(self.fx["h0"], multiplier), self.state_dtype),
            tf.cast(tfa.seq2seq.tile_batch(self.fx["c0"], multiplier), self.state_dtype),
        ]
        state = self.wrapper.get_initial_state(batch_size=B * multiplier, dtype=self.state_dtype)
        return state.clone(cell_state=cell_state)

    def build_and_assign(self, multiplier=1):
        fx = self.fx
        self.setup(multiplier)
        inputs = tf.zeros([B * multiplier, E], fx["memory"].dtype)
        out, _ = self.wrapper(inputs, self.initial_state(multiplier))
        self.out(out)
        self.cell.kernel.assign(fx["cell_kernel"])
        self.cell.recurrent_kernel.assign(fx["cell_recurrent_kernel"])
        self.cell.bias.assign(fx["cell_bias"])
        self.out.kernel.assign(fx["out_kernel"])
        self.out.bias.assign(fx["out_bias"])
        self.mechanism.memory_layer.kernel.assign(fx["memory_kernel"])
        if self.attention == "bahdanau":
            self.mechanism.query_layer.kernel.assign(fx["query_kernel"])
            self.mechanism.attention_v.assign(fx["attention_v"])
        self.wrapper.attention_layer.kernel.assign(fx["attention_layer_kernel"])
        self.setup(multiplier)
        return self


def close(actual, expected, precision):
    actual = np.asarray(actual)
    if actual.dtype == np.float16:
        actual = actual.astype(np.float32)
    np.testing.assert_allclose(actual, expected, **TOL[precision])


@pytest.mark.parametrize("precision", ["float64", "mixed_float16"], indirect=True)
@pytest.mark.parametrize("attention", ["luong", "bahdanau"])
def test_attention_wrapper_basic_decoder_training_sampler(precision, attention):
    fx = load(f"{precision}_basic_{attention}")
    case = Case(fx, precision, attention).build_and_assign()
    decoder = tfa.seq2seq.BasicDecoder(
        case.wrapper, tfa.seq2seq.TrainingSampler(), output_layer=case.out, **case.kw
    )
    out, state, lengths = decoder(
        fx["inputs"], initial_state=case.initial_state(), sequence_length=fx["seq_len"]
    )
    assert out.rnn_output.dtype == str(fx["rnn_output_dtype"])  # float64 / float16, as in tfa
    close(out.rnn_output, fx["rnn_output"], precision)
    np.testing.assert_array_equal(out.sample_id, fx["sample_id"])
    np.testing.assert_array_equal(lengths, fx["final_lengths"])
    close(state.cell_state[0], fx["final_h"], precision)
    close(state.cell_state[1], fx["final_c"], precision)
    close(state.attention, fx["final_attention"], precision)
    close(state.alignments, fx["final_alignments"], precision)
    history = np.transpose(state.alignment_history.stack(), [1, 0, 2])
    close(history, fx["alignment_history_values"], precision)


@pytest.mark.parametrize("precision", ["float64", "mixed_float16"], indirect=True)
def test_beam_search_decoder(precision):
    fx = load(f"{precision}_beam_luong")
    case = Case(fx, precision, "luong").build_and_assign(multiplier=int(fx["beam_width"]))
    out, state, lengths = beam_decode(fx, case, **case.kw)
    raw = out.beam_search_decoder_output
    np.testing.assert_array_equal(out.predicted_ids, fx["predicted_ids"])
    np.testing.assert_array_equal(raw.predicted_ids, fx["step_ids"])
    np.testing.assert_array_equal(raw.parent_ids, fx["parent_ids"])
    finite = np.isfinite(fx["scores"]) & (fx["scores"] > -1e30)
    scores = np.asarray(raw.scores, np.float64)
    np.testing.assert_array_equal(np.isfinite(scores) & (scores > -1e30), finite)
    # Both stacks compute the length penalty in float32 (tfa: `(5 + L) ** a / 6 ** a`, the core:
    # `((5 + L) / 6) ** a`, equal to float32 rounding), so float64 scores agree to ~1e-7 relative.
    tol = dict(rtol=1e-6, atol=1e-10) if precision == "float64" else TOL[precision]
    np.testing.assert_allclose(
        np.where(finite, scores, 0), np.where(finite, fx["scores"], 0), **tol
    )
    close(state.log_probs, fx["final_log_probs"], precision)
    np.testing.assert_array_equal(state.lengths, fx["final_beam_lengths"])
    np.testing.assert_array_equal(state.finished, fx["final_finished"].astype(bool))
    np.testing.assert_array_equal(lengths, fx["final_lengths"])


@pytest.mark.parametrize("precision", ["float64", "mixed_float16"], indirect=True)
def test_beam_search_coverage_penalty_runs(precision):
    # tfa 0.23 raises here (a float32 mask times the attention probabilities): no fixture.
    fx = load(f"{precision}_beam_luong")
    case = Case(fx, precision, "luong").build_and_assign(multiplier=3)
    decoder = tfa.seq2seq.BeamSearchDecoder(
        case.wrapper,
        beam_width=3,
        output_layer=case.out,
        length_penalty_weight=0.6,
        coverage_penalty_weight=0.4,
        maximum_iterations=7,
        **case.kw,
    )
    _, state, _ = decoder(
        fx["embedding"],
        start_tokens=[START] * B,
        end_token=END,
        initial_state=case.initial_state(3),
    )
    assert state.accumulated_attention_probs.dtype == STATE_DTYPE[precision]
    assert np.isfinite(np.asarray(state.log_probs, np.float64)).all()
