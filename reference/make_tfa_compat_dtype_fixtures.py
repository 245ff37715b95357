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
by name. Read by ``tests/unit/test_compat_tfa_dtypes.py``.
"""

from __future__ import annotations

import numpy as np
from compat_case import Case, beam_search, out_folder, teacher_forced
from fixture_io import i32, tf, tfa, write_npz

SEED = 8642
PRECISIONS = ("float64", "mixed_float16")


class PrecisionCase(Case):
    """A luong or bahdanau `Case` with alignment history in one precision."""

    def __init__(self, index, precision, attention, eos_bias=0.0):
        super().__init__(
            index, SEED, attention, history=True, eos_bias=eos_bias, precision=precision
        )

    def setup(self, multiplier=1):
        # Through the layer's __call__ (Keras autocasts the memory to the compute dtype under
        # mixed precision; `setup_memory()` itself would keep it float32 and fail in tfa).
        memory = tfa.seq2seq.tile_batch(self.d["memory"], multiplier)
        lengths = tfa.seq2seq.tile_batch(self.d["lengths"], multiplier)
        self.mechanism([memory, lengths], setup_memory=True)


def arr(x):
    """float16 results are stored as float32 (exact); the rest as they are."""
    x = np.asarray(x)
    return x.astype(np.float32) if x.dtype == np.float16 else x


def basic_case(index, precision, attention):
    c = PrecisionCase(index, precision, attention).build_and_assign()
    inputs, seq_len, out, state, lengths = teacher_forced(c)
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
    c = PrecisionCase(index, precision, "luong", eos_bias=0.7).build_and_assign(multiplier=beam)
    results, state = beam_search(c, beam, alpha, beta, max_iter, floats=arr, **c.layer_dtype)
    d = dict(
        c.d,
        beam_width=i32(beam),
        length_penalty=np.float64(alpha),
        coverage_penalty=np.float64(beta),
        maximum_iterations=i32(max_iter),
        **results,
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
    out = out_folder(__doc__, argv)
    for index, (name, fn) in enumerate(CASES):
        for precision in PRECISIONS:
            policy = "mixed_float16" if precision == "mixed_float16" else "float32"
            tf.keras.mixed_precision.set_global_policy(policy)
            try:
                data = fn(index, precision)
            finally:
                tf.keras.mixed_precision.set_global_policy("float32")
            write_npz(out, f"{precision}_{name}", data)


if __name__ == "__main__":
    main()
