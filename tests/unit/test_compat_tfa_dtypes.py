"""Parity of `seq2seq.compat.tfa` with tensorflow-addons 0.23 under float64 and mixed_float16.

Fixtures ``tests/fixtures/compat/{float64,mixed_float16}_*.npz`` are written by
reference/make_tfa_compat_dtype_fixtures.py in the reference environment (TF 2.15.1, Keras 2):
fixed weights and inputs, tfa's outputs. Each case is rebuilt here as a tfa user would write it,
with the same weights. Tolerances: float64 1e-10 (beam scores 1e-6 relative: both stacks compute the
length penalty in float32); mixed_float16 1e-2 relative (float16 has an 11-bit mantissa and the two
stacks order the float16 operations differently).
"""

from functools import partial

import keras
import numpy as np
import pytest
import tensorflow as tf
from test_compat_tfa import (
    assign_weights,
    beam_decode,
    check_beam_search,
    check_decoded,
    check_wrapper_state,
    load,
)

from seq2seq.compat import tfa

B, E, A, C, V, BAHDANAU_UNITS = 3, 5, 7, 6, 11, 5
START, END = 1, 2
TOL = {"float64": dict(rtol=1e-10, atol=1e-10), "mixed_float16": dict(rtol=1e-2, atol=2e-3)}
STATE_DTYPE = {"float64": tf.float64, "mixed_float16": tf.float16}


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
        assign_weights(self)
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
    check_decoded(fx, out, lengths, partial(close, precision=precision))
    check_wrapper_state(fx, state, partial(close, precision=precision))


@pytest.mark.parametrize("precision", ["float64", "mixed_float16"], indirect=True)
def test_beam_search_decoder(precision):
    fx = load(f"{precision}_beam_luong")
    case = Case(fx, precision, "luong").build_and_assign(multiplier=int(fx["beam_width"]))
    out, state, lengths = beam_decode(fx, case, **case.kw)
    # Both stacks compute the length penalty in float32 (tfa: `(5 + L) ** a / 6 ** a`, the core:
    # `((5 + L) / 6) ** a`, equal to float32 rounding), so float64 scores agree to ~1e-7 relative.
    tol = dict(rtol=1e-6, atol=1e-10) if precision == "float64" else TOL[precision]
    check_beam_search(
        fx,
        out,
        state,
        lengths,
        partial(close, precision=precision),
        partial(np.testing.assert_allclose, **tol),
    )


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
