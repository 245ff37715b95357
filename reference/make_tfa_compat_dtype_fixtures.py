#!/usr/bin/env python
"""Generate tensorflow-addons parity fixtures for ``seq2seq.compat.tfa`` under ``float64`` and
``mixed_float16`` (a sibling of ``reference/make_tfa_compat_fixtures.py``, float32).

Runs ONLY in the pinned reference environment (TF 2.15.1 + tensorflow-addons 0.23.0 + numpy 1.26,
Keras 2; see ``requirements-reference.txt``)::

    .refenv/bin/python reference/make_tfa_compat_dtype_fixtures.py --out tests/fixtures/compat
    # or: make fixtures

Cases, each in both precisions (``<precision>_<case>.npz``):

* ``basic_luong`` / ``basic_bahdanau``: ``AttentionWrapper(LSTMCell, LuongAttention |
  BahdanauAttention, attention_layer_size, alignment_history=True)`` + ``BasicDecoder`` +
  ``TrainingSampler`` + ``Dense`` output layer (a teacher-forced step sequence).
* ``beam_luong``: ``BeamSearchDecoder(K=3)`` over the Luong wrapper (tiled memory), an embedding
  matrix, length penalty 0.6, no coverage penalty (tfa 0.23's coverage penalty raises outside
  float32: ``_beam_search_step`` multiplies the attention probabilities by a float32 mask).

``float64``: every layer is built with ``dtype="float64"`` (cell, mechanism, wrapper, output
layer and the decoder: a Keras 2 decoder left at float32 autocasts its float64 inputs or embedding
to float32, ~1e-8 relative error), the weights and inputs are drawn in float64, the initial state
is float64.
``mixed_float16``: the global policy is ``mixed_float16`` while the layers are built and run
(variables float32, computations float16), weights and inputs are float32, the cell's initial
state is float16 (``policy.compute_dtype``, as tfa's tests do).

Every weight and input is drawn from ``numpy.random.RandomState(8642 + case_index)`` and assigned
by name. Read by ``tests/test_compat_tfa_dtypes.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
import warnings

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

import tensorflow as tf

tf.get_logger().setLevel("CRITICAL")
warnings.filterwarnings("ignore", message=r"\s*TensorFlow Addons")

try:
    import tensorflow_addons as tfa
except ImportError as exc:  # pragma: no cover - environment guard
    sys.exit(
        "tensorflow-addons is not importable (%s): run this script with the reference "
        "environment's python." % exc
    )

B, T, D = 3, 6, 8  # batch, memory max_time, memory depth
LENGTHS = [6, 3, 1]
C = 6  # LSTM units (= Luong units)
E = 5  # embedding / decoder input depth
V = 11  # vocabulary
A = 7  # attention layer size
BAHDANAU_UNITS = 5
N = 5  # teacher-forced steps
START, END = 1, 2
PRECISIONS = ("float64", "mixed_float16")


def i32(x):
    return np.asarray(x, dtype=np.int32)


class Case:
    """Builds the tfa objects of a case in one precision and assigns the drawn weights."""

    def __init__(self, index, precision, attention, history=True, eos_bias=0.0):
        self.precision = precision
        self.np_dtype = np.float64 if precision == "float64" else np.float32
        self.state_dtype = tf.float64 if precision == "float64" else tf.float16
        self.layer_dtype = layer_dtype = {"dtype": "float64"} if precision == "float64" else {}
        self.rng = np.random.RandomState(8642 + index)
        tf.keras.utils.set_random_seed(index)
        self.d = {
            "memory": self.uniform([B, T, D], 1.0),
            "lengths": i32(LENGTHS),
            "h0": self.uniform([B, C]),
            "c0": self.uniform([B, C]),
            "embedding": self.uniform([V, E], 1.0),
        }
        self.attention = attention
        self.cell = tf.keras.layers.LSTMCell(C, **layer_dtype)
        if attention == "luong":
            self.mechanism = tfa.seq2seq.LuongAttention(C, **layer_dtype)
        else:
            self.mechanism = tfa.seq2seq.BahdanauAttention(BAHDANAU_UNITS, **layer_dtype)
        self.wrapper = tfa.seq2seq.AttentionWrapper(
            self.cell,
            self.mechanism,
            attention_layer_size=A,
            alignment_history=history,
            **layer_dtype,
        )
        units = C if attention == "luong" else BAHDANAU_UNITS
        self.d["memory_kernel"] = self.uniform([D, units])
        if attention == "bahdanau":
            self.d["query_kernel"] = self.uniform([C, units])
            self.d["attention_v"] = self.uniform([units])
        self.d["attention_layer_kernel"] = self.uniform([C + D, A])
        self.d["cell_kernel"] = self.uniform([E + A, 4 * C])
        self.d["cell_recurrent_kernel"] = self.uniform([C, 4 * C])
        self.d["cell_bias"] = self.uniform([4 * C], 0.1)
        self.out = tf.keras.layers.Dense(V, **layer_dtype)
        self.d["out_kernel"] = self.uniform([A, V], 1.0)
        bias = self.uniform([V], 0.1)
        bias[END] += eos_bias
        self.d["out_bias"] = bias

    def uniform(self, shape, lim=0.5):
        return np.asarray(self.rng.uniform(-lim, lim, size=shape), dtype=self.np_dtype)

    def setup(self, multiplier=1):
        # Through the layer's __call__ (Keras autocasts the memory to the compute dtype under
        # mixed precision; `setup_memory()` itself would keep it float32 and fail in tfa).
        memory = tfa.seq2seq.tile_batch(self.d["memory"], multiplier)
        lengths = tfa.seq2seq.tile_batch(self.d["lengths"], multiplier)
        self.mechanism([memory, lengths], setup_memory=True)

    def initial_state(self, multiplier=1):
        cell_state = [
            tf.cast(tfa.seq2seq.tile_batch(self.d["h0"], multiplier), self.state_dtype),
            tf.cast(tfa.seq2seq.tile_batch(self.d["c0"], multiplier), self.state_dtype),
        ]
        state = self.wrapper.get_initial_state(batch_size=B * multiplier, dtype=self.state_dtype)
        return state.clone(cell_state=cell_state)

    def build_and_assign(self, multiplier=1):
        self.setup(multiplier)
        inputs = tf.zeros([B * multiplier, E], self.np_dtype)
        out, _ = self.wrapper(inputs, self.initial_state(multiplier))
        self.out(out)
        self.cell.kernel.assign(self.d["cell_kernel"])
        self.cell.recurrent_kernel.assign(self.d["cell_recurrent_kernel"])
        self.cell.bias.assign(self.d["cell_bias"])
        self.out.kernel.assign(self.d["out_kernel"])
        self.out.bias.assign(self.d["out_bias"])
        self.mechanism.memory_layer.kernel.assign(self.d["memory_kernel"])
        if self.attention == "bahdanau":
            self.mechanism.query_layer.kernel.assign(self.d["query_kernel"])
            self.mechanism.attention_v.assign(self.d["attention_v"])
        self.wrapper._attention_layers[0].kernel.assign(self.d["attention_layer_kernel"])
        self.setup(multiplier)  # keys with the new memory kernel
        return self


def arr(x):
    """float16 results are stored as float32 (exact); the rest as they are."""
    x = np.asarray(x)
    return x.astype(np.float32) if x.dtype == np.float16 else x


def basic_case(index, precision, attention):
    c = Case(index, precision, attention).build_and_assign()
    inputs = c.uniform([B, N, E], 1.0)
    seq_len = i32([5, 3, 4])
    dec = tfa.seq2seq.BasicDecoder(
        c.wrapper, tfa.seq2seq.TrainingSampler(), output_layer=c.out, **c.layer_dtype
    )
    out, state, lengths = dec(inputs, initial_state=c.initial_state(), sequence_length=seq_len)
    return dict(
        c.d,
        inputs=inputs,
        seq_len=seq_len,
        rnn_output=arr(out.rnn_output),
        rnn_output_dtype=np.asarray(out.rnn_output.dtype.name),
        sample_id=i32(out.sample_id),
        final_lengths=i32(lengths),
        final_h=arr(state.cell_state[0]),
        final_c=arr(state.cell_state[1]),
        final_attention=arr(state.attention),
        final_alignments=arr(state.alignments),
        alignment_history_values=arr(np.transpose(state.alignment_history.stack(), [1, 0, 2])),
    )


def beam_case(index, precision, beam=3, alpha=0.6, max_iter=7):
    # No coverage penalty: tfa 0.23's raises under float64 and mixed_float16 alike
    # (`_beam_search_step` multiplies the attention probabilities by a float32 mask).
    beta = 0.0
    c = Case(index, precision, "luong", eos_bias=0.7).build_and_assign(multiplier=beam)
    dec = tfa.seq2seq.BeamSearchDecoder(
        c.wrapper,
        beam_width=beam,
        output_layer=c.out,
        length_penalty_weight=alpha,
        coverage_penalty_weight=beta,
        maximum_iterations=max_iter,
        **c.layer_dtype,
    )
    out, state, lengths = dec(
        c.d["embedding"],
        start_tokens=i32([START] * B),
        end_token=END,
        initial_state=c.initial_state(multiplier=beam),
    )
    raw = out.beam_search_decoder_output
    d = dict(
        c.d,
        beam_width=i32(beam),
        length_penalty=np.float64(alpha),
        coverage_penalty=np.float64(beta),
        maximum_iterations=i32(max_iter),
        predicted_ids=i32(out.predicted_ids),
        scores=arr(raw.scores),
        step_ids=i32(raw.predicted_ids),
        parent_ids=i32(raw.parent_ids),
        final_log_probs=arr(state.log_probs),
        final_beam_lengths=i32(state.lengths),
        final_finished=i32(state.finished),
        final_lengths=i32(lengths),
    )
    if beta:
        d["accumulated_attention_probs"] = arr(state.accumulated_attention_probs)
    return d


CASES = [
    ("basic_luong", lambda i, p: basic_case(i, p, "luong")),
    ("basic_bahdanau", lambda i, p: basic_case(i, p, "bahdanau")),
    ("beam_luong", beam_case),
]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="tests/fixtures/compat")
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for index, (name, fn) in enumerate(CASES):
        for precision in PRECISIONS:
            policy = "mixed_float16" if precision == "mixed_float16" else "float32"
            tf.keras.mixed_precision.set_global_policy(policy)
            try:
                data = fn(index, precision)
            finally:
                tf.keras.mixed_precision.set_global_policy("float32")
            path = os.path.join(args.out, f"{precision}_{name}.npz")
            np.savez(path, **{k: np.asarray(v) for k, v in data.items()})
            print(f"wrote {path} ({len(data)} arrays) lengths {data['final_lengths'].tolist()}")


if __name__ == "__main__":
    main()
