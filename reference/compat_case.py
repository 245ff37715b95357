"""The decoder cases shared by ``reference/make_tfa_compat_fixtures.py`` (float32) and
``reference/make_tfa_compat_dtype_fixtures.py`` (float64, mixed_float16): the shapes, a `Case`
that builds the tfa objects and assigns every drawn weight by name, the teacher-forced and beam
search runs, and the command line.

Runs ONLY in the pinned reference environment (see ``fixture_io``).
"""

from __future__ import annotations

import argparse
import os

import numpy as np
from fixture_io import f32, i32, tf, tfa

B, T, D = 3, 6, 8  # batch, memory max_time, memory depth
LENGTHS = [6, 3, 1]
C = 6  # LSTM units (= Luong units)
E = 5  # embedding / decoder input depth
V = 11  # vocabulary
A = 7  # attention layer size
BAHDANAU_UNITS = 5
N = 5  # teacher-forced steps
START, END = 1, 2


def out_folder(doc, argv=None):
    """The ``--out`` folder of a generator's command line (default ``tests/fixtures/compat``),
    made if missing; ``doc``: the generator's docstring, whose first line describes it."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--out", default="tests/fixtures/compat")
    out = parser.parse_args(argv).out
    os.makedirs(out, exist_ok=True)
    return out


class Case:
    """Builds the tfa objects of a case in one precision and assigns the drawn weights by name.

    Every weight and input comes from ``numpy.random.RandomState(seed + index)``. ``precision``:
    ``float32``; ``float64`` (every layer built with ``dtype="float64"``, float64 draws and state);
    ``mixed_float16`` (the global policy is set by the caller; float32 draws, float16 state).
    """

    def __init__(
        self,
        index,
        seed,
        attention=None,
        history=False,
        input_depth=E,
        out_depth=V,
        eos_bias=0.0,
        precision="float32",
    ):
        self.precision = precision
        self.np_dtype = np.float64 if precision == "float64" else np.float32
        self.state_dtype = {"float64": tf.float64, "mixed_float16": tf.float16}.get(
            precision, tf.float32
        )
        self.layer_dtype = layer_dtype = {"dtype": "float64"} if precision == "float64" else {}
        self.rng = np.random.RandomState(seed + index)
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
        self.mechanism = None
        cell_in = input_depth
        if attention:
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
            cell_in = input_depth + A
            units = C if attention == "luong" else BAHDANAU_UNITS
            self.d["memory_kernel"] = self.uniform([D, units])
            if attention == "bahdanau":
                self.d["query_kernel"] = self.uniform([C, units])
                self.d["attention_v"] = self.uniform([units])
            self.d["attention_layer_kernel"] = self.uniform([C + D, A])
        self.d["cell_kernel"] = self.uniform([cell_in, 4 * C])
        self.d["cell_recurrent_kernel"] = self.uniform([C, 4 * C])
        self.d["cell_bias"] = self.uniform([4 * C], 0.1)
        self.out = tf.keras.layers.Dense(out_depth, **layer_dtype)
        self.d["out_kernel"] = self.uniform([C if not attention else A, out_depth], 1.0)
        bias = self.uniform([out_depth], 0.1)
        if eos_bias:
            bias[END] += eos_bias
        self.d["out_bias"] = bias

    def uniform(self, shape, lim=0.5):
        return np.asarray(self.rng.uniform(-lim, lim, size=shape), dtype=self.np_dtype)

    @property
    def top(self):
        return self.wrapper if self.attention else self.cell

    def setup(self, multiplier=1):
        if self.attention:
            self.mechanism.setup_memory(
                tfa.seq2seq.tile_batch(self.d["memory"], multiplier),
                memory_sequence_length=tfa.seq2seq.tile_batch(self.d["lengths"], multiplier),
            )

    def initial_state(self, multiplier=1):
        cell_state = [
            tf.cast(tfa.seq2seq.tile_batch(self.d["h0"], multiplier), self.state_dtype),
            tf.cast(tfa.seq2seq.tile_batch(self.d["c0"], multiplier), self.state_dtype),
        ]
        if not self.attention:
            return cell_state
        state = self.wrapper.get_initial_state(batch_size=B * multiplier, dtype=self.state_dtype)
        return state.clone(cell_state=cell_state)

    def build_and_assign(self, input_depth=E, multiplier=1):
        """One throw-away step builds every variable; then the drawn weights go in."""
        self.setup(multiplier)
        inputs = tf.zeros([B * multiplier, input_depth], self.np_dtype)
        out, _ = self.top(inputs, self.initial_state(multiplier))
        self.out(out)
        self.cell.kernel.assign(self.d["cell_kernel"])
        self.cell.recurrent_kernel.assign(self.d["cell_recurrent_kernel"])
        self.cell.bias.assign(self.d["cell_bias"])
        self.out.kernel.assign(self.d["out_kernel"])
        self.out.bias.assign(self.d["out_bias"])
        if self.attention:
            self.mechanism.memory_layer.kernel.assign(self.d["memory_kernel"])
            if self.attention == "bahdanau":
                self.mechanism.query_layer.kernel.assign(self.d["query_kernel"])
                self.mechanism.attention_v.assign(self.d["attention_v"])
            self.wrapper._attention_layers[0].kernel.assign(self.d["attention_layer_kernel"])
        self.setup(multiplier)  # keys with the new memory kernel
        return self


def teacher_forced(c):
    """``BasicDecoder(c.wrapper, TrainingSampler)`` over ``N`` drawn input steps (lengths 5, 3, 4):
    ``(inputs, seq_len, outputs, final state, lengths)``."""
    inputs = c.uniform([B, N, E], 1.0)
    seq_len = i32([5, 3, 4])
    dec = tfa.seq2seq.BasicDecoder(
        c.wrapper, tfa.seq2seq.TrainingSampler(), output_layer=c.out, **c.layer_dtype
    )
    out, state, lengths = dec(inputs, initial_state=c.initial_state(), sequence_length=seq_len)
    return inputs, seq_len, out, state, lengths


def beam_search(c, beam, alpha, beta, max_iter, floats=f32, **options):
    """``BeamSearchDecoder(c.wrapper)`` from ``START`` over the case's embedding matrix (the case
    built with ``multiplier=beam``); its results as arrays, floats converted by ``floats``, and
    the final state (``(arrays, state)``). ``options``: more decoder arguments."""
    dec = tfa.seq2seq.BeamSearchDecoder(
        c.wrapper,
        beam_width=beam,
        output_layer=c.out,
        length_penalty_weight=alpha,
        coverage_penalty_weight=beta,
        maximum_iterations=max_iter,
        **options,
    )
    out, state, lengths = dec(
        c.d["embedding"],
        start_tokens=i32([START] * B),
        end_token=END,
        initial_state=c.initial_state(multiplier=beam),
    )
    raw = out.beam_search_decoder_output
    arrays = dict(
        predicted_ids=i32(out.predicted_ids),
        scores=floats(raw.scores),
        step_ids=i32(raw.predicted_ids),
        parent_ids=i32(raw.parent_ids),
        final_log_probs=floats(state.log_probs),
        final_beam_lengths=i32(state.lengths),
        final_finished=i32(state.finished),
        final_lengths=i32(lengths),
    )
    return arrays, state
