#!/usr/bin/env python
"""Generate tensorflow-addons parity fixtures for the seq2seq attention code.

Runs ONLY in the pinned reference environment (see ``requirements-reference.txt``:
tensorflow-cpu 2.15.1 + tensorflow-addons 0.23.0 + numpy 1.26.4, Keras 2), never
in the project environment (TF >= 2.16 / Keras 3, where tfa does not import)::

    make fixtures
    # or: .refenv/bin/python scripts/make_tfa_fixtures.py --out tests/fixtures

For every case it builds ``tfa.seq2seq.AttentionWrapper(LSTMCell(6), mechanism)``,
overwrites EVERY weight with values drawn from ``numpy.random.RandomState``
(initialisers are never relied on), runs 5 eager decoder steps from a random
initial cell state and writes all inputs, weights, config flags, per-step results
and stand-alone mechanism results to ``<out>/<case>.npz``.  Floats are float32,
integers int32.  See ``tests/fixtures/README.md`` for the key listing.

The script also checks its own output: alignments must be exactly 0 at padded
memory positions and sum to 1 over valid ones, and a small independent NumPy
re-implementation of the documented tfa semantics must agree with tfa.
"""

from __future__ import annotations

import argparse
import os
import sys

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

import warnings  # noqa: E402

import tensorflow as tf  # noqa: E402

# Eagerly discarded per-step alignment-history TensorArrays make tf_should_use log
# harmless "Object was never used" ERROR blocks; keep the output readable.
tf.get_logger().setLevel("CRITICAL")
warnings.filterwarnings("ignore", message=r"\s*TensorFlow Addons")

try:
    import tensorflow_addons as tfa  # noqa: E402
    from tensorflow_addons.seq2seq import attention_wrapper as tfa_aw  # noqa: E402
except ImportError as exc:  # pragma: no cover - environment guard
    sys.exit(
        "tensorflow-addons is not importable (%s). Run this script from the reference "
        "environment: `make fixtures` (pip install -r requirements-reference.txt)." % exc
    )

# Shared shapes.
B, T, D = 3, 6, 8  # batch, memory max_time, memory depth
N, I = 5, 4  # decoder steps, decoder input depth
C = 6  # LSTM units (Luong units must equal this)
LENGTHS = [6, 3, 1]  # ragged, with a length-1 example
BAHDANAU_UNITS = 5
LUONG_UNITS = C

# (file stem, mechanism, attention_layer_size or None, output_attention,
#  alignment_history, normalize, scale, hardmax).  Order fixes the seed offset.
CASES = [
    ("bahdanau", "bahdanau", None, True, True, False, False, False),
    ("bahdanau_normalized", "bahdanau", 7, True, True, True, False, False),
    ("luong", "luong", 7, True, True, False, False, False),
    ("luong_scaled", "luong", 7, False, True, False, True, False),
    ("luong_hardmax", "luong", 7, True, True, False, False, True),
    ("bahdanau_hardmax", "bahdanau", None, True, True, False, False, True),
    ("luong_no_history", "luong", None, True, False, False, False, False),
]

BAHDANAU_G = 0.8  # normalised-Bahdanau attention_g (tfa initialises sqrt(1/units))
LUONG_SCALE = 1.3  # scaled-Luong scale_weight (tfa variable "attention_g", init 1.0)


def f32(x):
    return np.asarray(x, dtype=np.float32)


def i32(x):
    return np.asarray(x, dtype=np.int32)


def _uniform(rng, shape, lim=0.5):
    return f32(rng.uniform(-lim, lim, size=shape))


# ---------------------------------------------------------------------------
# Independent NumPy re-implementation of the tfa semantics (self-check only).
# ---------------------------------------------------------------------------
def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def _np_scores(mech, q, keys, w):
    if mech == "bahdanau":
        pq = q @ w["query_kernel"]
        v = w["attention_v"]
        if "attention_g" in w:
            v = w["attention_g"] * v / np.sqrt(np.sum(v * v))
            return np.sum(v * np.tanh(keys + pq[:, None, :] + w["attention_b"]), axis=2)
        return np.sum(v * np.tanh(keys + pq[:, None, :]), axis=2)
    s = np.einsum("bu,btu->bt", q, keys)
    if "scale_weight" in w:
        s = w["scale_weight"] * s
    return s


def _np_probs(scores, mask, hardmax):
    s = np.where(mask, scores, -np.inf)
    if hardmax:
        return np.eye(scores.shape[1])[np.argmax(s, axis=1)]
    e = np.exp(s - s.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _numpy_reference(d, mech, hardmax):
    w = {k: d[k].astype(np.float64) for k in d if k in (
        "memory_kernel", "query_kernel", "attention_v", "attention_g", "attention_b",
        "scale_weight", "cell_kernel", "cell_recurrent_kernel", "cell_bias",
        "attention_layer_kernel")}
    mask = np.arange(T)[None, :] < d["lengths"][:, None]
    values = d["memory"].astype(np.float64) * mask[:, :, None]
    keys = values @ w["memory_kernel"]
    h, c = d["h0"].astype(np.float64), d["c0"].astype(np.float64)
    a_size = d["attention"].shape[-1]
    att = np.zeros((B, a_size))
    outs, atts, aligns, hs, cs = [], [], [], [], []
    for t in range(N):
        x = np.concatenate([d["inputs"][:, t].astype(np.float64), att], axis=1)
        z = x @ w["cell_kernel"] + h @ w["cell_recurrent_kernel"] + w["cell_bias"]
        zi, zf, zc, zo = np.split(z, 4, axis=1)  # Keras gate order i, f, c, o
        c = _sigmoid(zf) * c + _sigmoid(zi) * np.tanh(zc)
        h = _sigmoid(zo) * np.tanh(c)
        al = _np_probs(_np_scores(mech, h, keys, w), mask, hardmax)
        ctx = np.einsum("bt,btd->bd", al, values)
        if "attention_layer_kernel" in w:
            att = np.concatenate([h, ctx], axis=1) @ w["attention_layer_kernel"]
        else:
            att = ctx
        outs.append(att if d["output_attention"] else h)
        atts.append(att)
        aligns.append(al)
        hs.append(h)
        cs.append(c)
    q = d["query"].astype(np.float64)
    raw = _np_scores(mech, q, keys, w)
    st = lambda xs: np.stack(xs, axis=1)  # noqa: E731
    return {
        "values": values, "keys": keys, "outputs": st(outs), "attention": st(atts),
        "alignments": st(aligns), "h": st(hs), "c": st(cs),
        "query_scores": raw, "query_alignments": _np_probs(raw, mask, hardmax),
    }


# ---------------------------------------------------------------------------
# tfa run
# ---------------------------------------------------------------------------
def make_case(index, name, mech, layer_size, output_attention, history,
              normalize, scale, hardmax):
    tf.keras.utils.set_random_seed(0)
    rng = np.random.RandomState(1234 + index)
    units = BAHDANAU_UNITS if mech == "bahdanau" else LUONG_UNITS
    a_size = layer_size if layer_size is not None else D

    # --- data (padded memory rows are random non-zero on purpose: tfa zeroes them)
    d = {}
    d["memory"] = _uniform(rng, (B, T, D), 1.0)
    d["lengths"] = i32(LENGTHS)
    d["inputs"] = _uniform(rng, (B, N, I), 1.0)
    d["h0"] = _uniform(rng, (B, C), 1.0)
    d["c0"] = _uniform(rng, (B, C), 1.0)
    d["query"] = _uniform(rng, (B, C), 1.0)

    # --- weights, all explicit
    d["memory_kernel"] = _uniform(rng, (D, units))
    if mech == "bahdanau":
        d["query_kernel"] = _uniform(rng, (C, units))
        d["attention_v"] = _uniform(rng, (units,))
        if normalize:
            d["attention_g"] = f32(BAHDANAU_G)
            d["attention_b"] = _uniform(rng, (units,), 0.1)
    elif scale:
        d["scale_weight"] = f32(LUONG_SCALE)
    d["cell_kernel"] = _uniform(rng, (I + a_size, 4 * C))
    d["cell_recurrent_kernel"] = _uniform(rng, (C, 4 * C))
    d["cell_bias"] = _uniform(rng, (4 * C,))
    if layer_size is not None:
        d["attention_layer_kernel"] = _uniform(rng, (C + D, layer_size))

    # --- config
    d["mechanism"] = np.array(mech)  # unicode string array, loads without pickle
    d["units"] = i32(units)
    d["attention_layer_size"] = i32(-1 if layer_size is None else layer_size)
    d["output_attention"] = i32(output_attention)
    d["alignment_history"] = i32(history)
    d["normalize"] = i32(normalize)
    d["scale"] = i32(scale)
    d["hardmax"] = i32(hardmax)

    # --- build tfa objects
    memory = tf.constant(d["memory"])
    lengths = tf.constant(d["lengths"])
    prob = "hardmax" if hardmax else "softmax"  # tfa 0.23 takes a *string* here
    if mech == "bahdanau":
        mechanism = tfa.seq2seq.BahdanauAttention(
            units, memory=memory, memory_sequence_length=lengths,
            normalize=normalize, probability_fn=prob)
    else:
        mechanism = tfa.seq2seq.LuongAttention(
            units, memory=memory, memory_sequence_length=lengths,
            scale=scale, probability_fn=prob)
    cell = tf.keras.layers.LSTMCell(C)
    wrapper = tfa.seq2seq.AttentionWrapper(
        cell, mechanism, attention_layer_size=layer_size,
        output_attention=output_attention, alignment_history=history)

    # Call once to create every variable, then overwrite them all.
    state = wrapper.get_initial_state(batch_size=B, dtype=tf.float32)
    wrapper(tf.constant(d["inputs"][:, 0]), state)

    mechanism.memory_layer.kernel.assign(d["memory_kernel"])
    if mech == "bahdanau":
        mechanism.query_layer.kernel.assign(d["query_kernel"])
        mechanism.attention_v.assign(d["attention_v"])
        if normalize:
            mechanism.attention_g.assign(d["attention_g"])
            mechanism.attention_b.assign(d["attention_b"])
        else:
            assert mechanism.attention_g is None and mechanism.attention_b is None
    else:
        if scale:
            # The Luong scale is held in `scale_weight` but the variable is NAMED
            # "attention_g" (add_weight("attention_g", ones_initializer, shape=())).
            assert "attention_g" in mechanism.scale_weight.name, mechanism.scale_weight.name
            mechanism.scale_weight.assign(d["scale_weight"])
        else:
            assert mechanism.scale_weight is None
    assert tuple(cell.kernel.shape) == d["cell_kernel"].shape, cell.kernel.shape
    cell.kernel.assign(d["cell_kernel"])
    cell.recurrent_kernel.assign(d["cell_recurrent_kernel"])
    cell.bias.assign(d["cell_bias"])
    if layer_size is not None:
        layer = wrapper._attention_layers[0]
        assert layer.bias is None
        layer.kernel.assign(d["attention_layer_kernel"])
    else:
        assert wrapper._attention_layers is None
    n_vars = len(wrapper.trainable_variables)
    n_set = sum(k in d for k in ("memory_kernel", "query_kernel", "attention_v",
                                 "attention_g", "attention_b", "scale_weight",
                                 "attention_layer_kernel")) + 3
    assert n_vars == n_set, ([v.name for v in wrapper.trainable_variables], n_set)

    # Recompute keys with the new memory kernel.
    mechanism.setup_memory(memory, memory_sequence_length=lengths)

    # --- N eager steps from the random initial cell state
    state = wrapper.get_initial_state(batch_size=B, dtype=tf.float32)
    state = state.clone(cell_state=[tf.constant(d["h0"]), tf.constant(d["c0"])])
    assert np.all(state.attention.numpy() == 0.0)  # first-step previous attention
    outs, atts, aligns, hs, cs = [], [], [], [], []
    for t in range(N):
        out, state = wrapper(tf.constant(d["inputs"][:, t]), state)
        outs.append(out.numpy())
        atts.append(state.attention.numpy())
        aligns.append(state.alignments.numpy())
        hs.append(state.cell_state[0].numpy())
        cs.append(state.cell_state[1].numpy())
    st = lambda xs: f32(np.stack(xs, axis=1))  # noqa: E731  batch-major [B, N, ...]
    d["outputs"], d["attention"], d["alignments"] = st(outs), st(atts), st(aligns)
    d["h"], d["c"] = st(hs), st(cs)
    if history:
        # Key name differs from the brief's "alignment_history" because that name is
        # the 0/1 config flag; the stacked history goes under its own key.
        hist = np.transpose(state.alignment_history.stack().numpy(), (1, 0, 2))
        d["alignment_history_values"] = f32(hist)
        assert np.array_equal(d["alignment_history_values"], d["alignments"])
    else:
        assert state.alignment_history == ()

    # --- mechanism alone
    d["keys"] = f32(mechanism.keys.numpy())
    d["values"] = f32(mechanism.values.numpy())
    query = tf.constant(d["query"])
    prev = mechanism.initial_state(B, tf.float32)
    q_align, q_next = mechanism([query, prev])  # __call__ appends values internally
    d["query_alignments"] = f32(q_align.numpy())
    assert np.array_equal(q_next.numpy(), d["query_alignments"])
    if mech == "bahdanau":
        raw = tfa_aw._bahdanau_score(
            mechanism.query_layer(query), mechanism.keys, mechanism.attention_v,
            attention_g=mechanism.attention_g, attention_b=mechanism.attention_b)
    else:
        raw = tfa_aw._luong_score(query, mechanism.keys, mechanism.scale_weight)
    d["query_scores"] = f32(raw.numpy())
    return d


def check_case(name, d):
    mask = np.arange(T)[None, :] < d["lengths"][:, None]
    hardmax = bool(d["hardmax"])
    for key, al in (("alignments", d["alignments"]),
                    ("query_alignments", d["query_alignments"][:, None, :])):
        assert np.all(al[~np.broadcast_to(mask[:, None, :], al.shape)] == 0.0), (name, key)
        np.testing.assert_allclose((al * mask[:, None, :]).sum(-1), 1.0, atol=1e-6,
                                   err_msg="%s %s" % (name, key))
        if hardmax:
            assert set(np.unique(al)) <= {0.0, 1.0}, (name, key)
    # Values are zeroed past the length.
    assert np.all(d["values"][~mask] == 0.0)

    ref = _numpy_reference(d, str(d["mechanism"]), hardmax)
    worst = 0.0
    for k, v in ref.items():
        np.testing.assert_allclose(d[k], v, rtol=1e-5, atol=1e-5, err_msg="%s %s" % (name, k))
        worst = max(worst, float(np.max(np.abs(d[k] - v))))

    margin = float("inf")
    if hardmax:  # make sure argmax is not a near-tie (robust parity across frameworks)
        keys = ref["keys"]
        w = {k: d[k].astype(np.float64) for k in ("query_kernel", "attention_v") if k in d}
        qs = [d["h"][:, t].astype(np.float64) for t in range(N)] + [d["query"].astype(np.float64)]
        for q in qs:
            s = np.where(mask, _np_scores(str(d["mechanism"]), q, keys, w), -np.inf)
            for b in range(B):
                if d["lengths"][b] > 1:
                    top = np.sort(s[b][np.isfinite(s[b])])[::-1]
                    margin = min(margin, top[0] - top[1])
        assert margin > 1e-3, (name, margin)
    return worst, margin


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="tests/fixtures", help="output directory")
    args = p.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    print("tensorflow %s, tensorflow-addons %s, numpy %s"
          % (tf.__version__, tfa.__version__, np.__version__))
    for index, case in enumerate(CASES):
        name = case[0]
        d = make_case(index, *case)
        worst, margin = check_case(name, d)
        for k, v in d.items():
            assert v.dtype in (np.float32, np.int32) or v.dtype.kind == "U", (k, v.dtype)
        path = os.path.join(args.out, name + ".npz")
        np.savez_compressed(path, **d)
        print("%-20s %-8s A=%d out=%s hist=%d  outputs[0,-1,:3]=%s  numpy-ref max|diff|=%.1e%s  -> %s (%d B)"
              % (name, d["mechanism"], d["attention"].shape[-1], tuple(d["outputs"].shape),
                 int(case[4]), np.array2string(d["outputs"][0, -1, :3], precision=4),
                 worst, "" if margin == float("inf") else "  hardmax margin=%.3f" % margin,
                 path, os.path.getsize(path)))


if __name__ == "__main__":
    main()
