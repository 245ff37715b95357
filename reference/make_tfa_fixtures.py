#!/usr/bin/env python
"""Generate tensorflow-addons parity fixtures for the seq2seq attention code.

Runs ONLY in the pinned reference environment (see ``requirements-reference.txt``:
tensorflow-cpu 2.15.1 + tensorflow-addons 0.23.0 + numpy 1.26.4, Keras 2), never
in the project environment (TF >= 2.16 / Keras 3, where tfa does not import)::

    make fixtures
    # or: .refenv/bin/python reference/make_tfa_fixtures.py --out tests/fixtures

For every case it builds ``tfa.seq2seq.AttentionWrapper(LSTMCell(6), mechanism)``,
overwrites EVERY weight with values drawn from ``numpy.random.RandomState``
(initialisers are never relied on), runs 5 eager decoder steps from a random
initial cell state and writes all inputs, weights, config flags, per-step results
and stand-alone mechanism results to ``<out>/<case>.npz``.  Floats are float32,
integers int32.  See ``tests/fixtures/README.md`` for the key listing.

The script also checks its own output: alignments must be exactly 0 at padded
memory positions and sum to 1 over valid ones, and a small independent NumPy
re-implementation of the documented tfa semantics must agree with tfa.

Two more groups go to sub-folders (so the single-mechanism cases above, which
tests/unit/test_attention_tfa_parity.py globs as ``<out>/*.npz``, are unaffected and
stay byte-identical): ``<out>/monotonic/`` (Bahdanau/Luong monotonic attention
in the parallel, recursive and hard modes, plus the pure ``monotonic_attention``
and ``safe_cumprod`` helpers) and ``<out>/multi/`` (several mechanisms in one
wrapper).  ``--only base|monotonic|multi`` (repeatable) writes only those::

    .refenv/bin/python reference/make_tfa_fixtures.py --out tests/fixtures --only monotonic --only
    multi
"""

from __future__ import annotations

import argparse
import os

import numpy as np
from fixture_io import f32, i32, tf, tfa, uniform
from tensorflow_addons.seq2seq import attention_wrapper as tfa_aw

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
# A mechanism's weights, as far as it has them (the monotonic ones also have a score_bias).
MECHANISM_WEIGHTS = (
    "memory_kernel",
    "query_kernel",
    "attention_v",
    "attention_g",
    "attention_b",
    "scale_weight",
)


# ---------------------------------------------------------------------------
# Independent NumPy re-implementation of the tfa semantics (self-check only).
# ---------------------------------------------------------------------------
def _sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def _np_lstm(w, x, h, c):
    """One LSTMCell step in float64 with the weights ``w`` (Keras gate order i, f, c, o): h, c."""
    z = x @ w["cell_kernel"] + h @ w["cell_recurrent_kernel"] + w["cell_bias"]
    zi, zf, zc, zo = np.split(z, 4, axis=1)
    c = _sigmoid(zf) * c + _sigmoid(zi) * np.tanh(zc)
    return _sigmoid(zo) * np.tanh(c), c


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
    names = MECHANISM_WEIGHTS + (
        "cell_kernel",
        "cell_recurrent_kernel",
        "cell_bias",
        "attention_layer_kernel",
    )
    w = {k: d[k].astype(np.float64) for k in d if k in names}
    mask = np.arange(T)[None, :] < d["lengths"][:, None]
    values = d["memory"].astype(np.float64) * mask[:, :, None]
    keys = values @ w["memory_kernel"]
    h, c = d["h0"].astype(np.float64), d["c0"].astype(np.float64)
    a_size = d["attention"].shape[-1]
    att = np.zeros((B, a_size))
    outs, atts, aligns, hs, cs = [], [], [], [], []
    for t in range(N):
        x = np.concatenate([d["inputs"][:, t].astype(np.float64), att], axis=1)
        h, c = _np_lstm(w, x, h, c)
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
    st = lambda xs: np.stack(xs, axis=1)
    return {
        "values": values,
        "keys": keys,
        "outputs": st(outs),
        "attention": st(atts),
        "alignments": st(aligns),
        "h": st(hs),
        "c": st(cs),
        "query_scores": raw,
        "query_alignments": _np_probs(raw, mask, hardmax),
    }


# ---------------------------------------------------------------------------
# tfa run
# ---------------------------------------------------------------------------
def _draw_data(rng):
    """A case's inputs, drawn first (padded memory rows are random non-zero on purpose: tfa
    zeroes them)."""
    return {
        "memory": uniform(rng, (B, T, D), 1.0),
        "lengths": i32(LENGTHS),
        "inputs": uniform(rng, (B, N, I), 1.0),
        "h0": uniform(rng, (B, C), 1.0),
        "c0": uniform(rng, (B, C), 1.0),
        "query": uniform(rng, (B, C), 1.0),
    }


def _draw_cell(rng, d, a_size):
    """The LSTM cell's weights (its input: the decoder input and an ``a_size`` attention)."""
    d["cell_kernel"] = uniform(rng, (I + a_size, 4 * C))
    d["cell_recurrent_kernel"] = uniform(rng, (C, 4 * C))
    d["cell_bias"] = uniform(rng, (4 * C,))


def _build_wrapper(d, mechanism, layer_size, output_attention, history):
    """``AttentionWrapper(LSTMCell(C), mechanism)``, called once on the first input step so that
    every variable exists: ``(cell, wrapper)``."""
    cell = tf.keras.layers.LSTMCell(C)
    wrapper = tfa.seq2seq.AttentionWrapper(
        cell,
        mechanism,
        attention_layer_size=layer_size,
        output_attention=output_attention,
        alignment_history=history,
    )
    state = wrapper.get_initial_state(batch_size=B, dtype=tf.float32)
    wrapper(tf.constant(d["inputs"][:, 0]), state)
    return cell, wrapper


def _assign_cell(cell, d):
    cell.kernel.assign(d["cell_kernel"])
    cell.recurrent_kernel.assign(d["cell_recurrent_kernel"])
    cell.bias.assign(d["cell_bias"])


def make_case(index, name, mech, layer_size, output_attention, history, normalize, scale, hardmax):
    tf.keras.utils.set_random_seed(0)
    rng = np.random.RandomState(1234 + index)
    units = BAHDANAU_UNITS if mech == "bahdanau" else LUONG_UNITS
    a_size = layer_size if layer_size is not None else D

    d = _draw_data(rng)

    # --- weights, all explicit
    d["memory_kernel"] = uniform(rng, (D, units))
    if mech == "bahdanau":
        d["query_kernel"] = uniform(rng, (C, units))
        d["attention_v"] = uniform(rng, (units,))
        if normalize:
            d["attention_g"] = f32(BAHDANAU_G)
            d["attention_b"] = uniform(rng, (units,), 0.1)
    elif scale:
        d["scale_weight"] = f32(LUONG_SCALE)
    _draw_cell(rng, d, a_size)
    if layer_size is not None:
        d["attention_layer_kernel"] = uniform(rng, (C + D, layer_size))

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
            units,
            memory=memory,
            memory_sequence_length=lengths,
            normalize=normalize,
            probability_fn=prob,
        )
    else:
        mechanism = tfa.seq2seq.LuongAttention(
            units, memory=memory, memory_sequence_length=lengths, scale=scale, probability_fn=prob
        )
    cell, wrapper = _build_wrapper(d, mechanism, layer_size, output_attention, history)

    # Every variable exists now: overwrite them all.
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
    _assign_cell(cell, d)
    if layer_size is not None:
        layer = wrapper._attention_layers[0]
        assert layer.bias is None
        layer.kernel.assign(d["attention_layer_kernel"])
    else:
        assert wrapper._attention_layers is None
    n_vars = len(wrapper.trainable_variables)
    n_set = sum(k in d for k in MECHANISM_WEIGHTS + ("attention_layer_kernel",)) + 3
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
    st = lambda xs: f32(np.stack(xs, axis=1))
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
            mechanism.query_layer(query),
            mechanism.keys,
            mechanism.attention_v,
            attention_g=mechanism.attention_g,
            attention_b=mechanism.attention_b,
        )
    else:
        raw = tfa_aw._luong_score(query, mechanism.keys, mechanism.scale_weight)
    d["query_scores"] = f32(raw.numpy())
    return d


def check_case(name, d):
    mask = np.arange(T)[None, :] < d["lengths"][:, None]
    hardmax = bool(d["hardmax"])
    for key, al in (
        ("alignments", d["alignments"]),
        ("query_alignments", d["query_alignments"][:, None, :]),
    ):
        assert np.all(al[~np.broadcast_to(mask[:, None, :], al.shape)] == 0.0), (name, key)
        np.testing.assert_allclose(
            (al * mask[:, None, :]).sum(-1), 1.0, atol=1e-6, err_msg="%s %s" % (name, key)
        )
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


# ---------------------------------------------------------------------------
# Monotonic attention (Raffel et al. 2017) and several mechanisms in one
# wrapper.  Written to <out>/monotonic/ and <out>/multi/, never to <out>/*.npz
# (which tests/unit/test_attention_tfa_parity.py globs), with their own seeds
# (RandomState(EXTRA_SEED + index)), so the cases above stay byte-identical.
# ---------------------------------------------------------------------------
EXTRA_SEED = 2000


def _spec(mech, mode=None, normalize=False, scale=False, score_bias=0.0):
    """One mechanism: ``mech`` 'bahdanau' | 'luong'; ``mode`` monotonic, or None (softmax)."""
    return dict(mech=mech, mode=mode, normalize=normalize, scale=scale, score_bias=score_bias)


# (file stem, mechanism spec -- a LIST of specs means several mechanisms --,
#  attention_layer_size (a list per mechanism when several), output_attention,
#  alignment_history).  sigmoid_noise is always 0 (deterministic).
MONOTONIC_CASES = [
    ("bahdanau_monotonic_parallel", _spec("bahdanau", "parallel", score_bias=-0.5), 7, True, True),
    (
        "bahdanau_monotonic_recursive",
        _spec("bahdanau", "recursive", normalize=True, score_bias=0.3),
        None,
        True,
        True,
    ),
    ("bahdanau_monotonic_hard", _spec("bahdanau", "hard", score_bias=-0.1), 7, True, True),
    (
        "luong_monotonic_parallel",
        _spec("luong", "parallel", scale=True, score_bias=-0.2),
        7,
        True,
        True,
    ),
    ("luong_monotonic_recursive", _spec("luong", "recursive", score_bias=0.4), 7, False, True),
    ("luong_monotonic_hard", _spec("luong", "hard", score_bias=0.2), None, True, True),
]
MULTI_CASES = [
    ("luong_bahdanau", [_spec("luong"), _spec("bahdanau")], [7, 5], True, True),
    (
        "luong_monotonic_bahdanau_no_layer",
        [_spec("luong", "parallel", score_bias=-0.2), _spec("bahdanau", normalize=True)],
        None,
        True,
        False,
    ),
]


def _np_monotonic(p, prev):
    """Raffel et al. eq. 9 by its recurrence, in float64: q_j = (1 - p_{j-1}) q_{j-1} + prev_j."""
    a = np.zeros_like(p)
    q = np.zeros(p.shape[0])
    for j in range(p.shape[1]):
        q = (1.0 - p[:, j - 1]) * q + prev[:, j] if j else prev[:, 0].copy()
        a[:, j] = p[:, j] * q
    return a


def _np_energy(spec, q, keys, w):
    """(raw score, energy = raw score + score bias for monotonic mechanisms), unmasked."""
    raw = _np_scores(spec["mech"], q, keys, w)
    return raw, raw + w["score_bias"] if spec["mode"] else raw


def _np_align(spec, q, keys, w, mask, prev):
    raw, e = _np_energy(spec, q, keys, w)
    if spec["mode"] is None:
        return _np_probs(raw, mask, False), raw
    p = (e > 0).astype(np.float64) if spec["mode"] == "hard" else _sigmoid(e)
    return _np_monotonic(np.where(mask, p, 0.0), prev), raw


def _split_weights(d, prefix):
    names = MECHANISM_WEIGHTS + ("score_bias", "attention_layer_kernel")
    return {k: d[prefix + k].astype(np.float64) for k in names if prefix + k in d}


def _numpy_reference_extra(d, specs, prefixes):
    mask = np.arange(T)[None, :] < d["lengths"][:, None]
    values = d["memory"].astype(np.float64) * mask[:, :, None]
    ws = [_split_weights(d, p) for p in prefixes]
    keys = [values @ w["memory_kernel"] for w in ws]
    h, c = d["h0"].astype(np.float64), d["c0"].astype(np.float64)
    att = np.zeros((B, d["attention"].shape[-1]))
    prev = [d[p + "initial_alignments"].astype(np.float64) for p in prefixes]
    ref = {k: [] for k in ("outputs", "attention", "h", "c")}
    ref.update({p + "alignments": [] for p in prefixes})
    for t in range(N):
        x = np.concatenate([d["inputs"][:, t].astype(np.float64), att], axis=1)
        h, c = _np_lstm(d, x, h, c)
        parts = []
        for i, (spec, p, w) in enumerate(zip(specs, prefixes, ws)):
            al, _ = _np_align(spec, h, keys[i], w, mask, prev[i])
            prev[i] = al
            ctx = np.einsum("bt,btd->bd", al, values)
            layer = w.get("attention_layer_kernel")
            parts.append(ctx if layer is None else np.concatenate([h, ctx], axis=1) @ layer)
            ref[p + "alignments"].append(al)
        att = np.concatenate(parts, axis=1)
        ref["outputs"].append(att if d["output_attention"] else h)
        ref["attention"].append(att)
        ref["h"].append(h)
        ref["c"].append(c)
    ref = {k: np.stack(v, axis=1) for k, v in ref.items()}
    q = d["query"].astype(np.float64)
    for i, (spec, p, w) in enumerate(zip(specs, prefixes, ws)):
        al, raw = _np_align(spec, q, keys[i], w, mask, d[p + "query_previous"].astype(np.float64))
        ref.update(
            {
                p + "keys": keys[i],
                p + "values": values,
                p + "query_scores": raw,
                p + "query_alignments": al,
            }
        )
    return ref


def _mechanism_weights(rng, spec, prefix, d):
    """Draws one mechanism's weights and config into ``d`` under ``prefix``; returns its units."""
    units = BAHDANAU_UNITS if spec["mech"] == "bahdanau" else LUONG_UNITS
    d[prefix + "memory_kernel"] = uniform(rng, (D, units))
    if spec["mech"] == "bahdanau":
        d[prefix + "query_kernel"] = uniform(rng, (C, units))
        d[prefix + "attention_v"] = uniform(rng, (units,))
        if spec["normalize"]:
            d[prefix + "attention_g"] = f32(BAHDANAU_G)
            d[prefix + "attention_b"] = uniform(rng, (units,), 0.1)
    elif spec["scale"]:
        d[prefix + "scale_weight"] = f32(LUONG_SCALE)
    d[prefix + "mechanism"] = np.array(spec["mech"])
    d[prefix + "mode"] = np.array(spec["mode"] or "softmax")
    d[prefix + "units"] = i32(units)
    d[prefix + "normalize"] = i32(spec["normalize"])
    d[prefix + "scale"] = i32(spec["scale"])
    if spec["mode"]:
        d[prefix + "score_bias"] = f32(spec["score_bias"])
        d[prefix + "sigmoid_noise"] = f32(0.0)
    return units


def _previous_alignments(rng, spec, mask):
    """Previous alignments for the stand-alone mechanism call (monotonic mechanisms use them)."""
    if spec["mode"] is None:
        return f32(np.zeros((B, T)))
    if spec["mode"] == "hard":  # one-hot at a valid position; the last row has fallen off the end
        prev = np.zeros((B, T))
        for b in range(B - 1):
            prev[b, rng.randint(0, LENGTHS[b])] = 1.0
        return f32(prev)
    prev = rng.uniform(0.0, 1.0, (B, T)) * mask
    return f32(0.9 * prev / prev.sum(axis=1, keepdims=True))  # rows sum to 0.9


def _tfa_mechanism(spec, units, memory, lengths):
    kw = dict(memory=memory, memory_sequence_length=lengths)
    if spec["mode"] is None:
        if spec["mech"] == "bahdanau":
            return tfa.seq2seq.BahdanauAttention(units, normalize=spec["normalize"], **kw)
        return tfa.seq2seq.LuongAttention(units, scale=spec["scale"], **kw)
    kw.update(sigmoid_noise=0.0, score_bias_init=spec["score_bias"], mode=spec["mode"])
    if spec["mech"] == "bahdanau":
        return tfa.seq2seq.BahdanauMonotonicAttention(units, normalize=spec["normalize"], **kw)
    return tfa.seq2seq.LuongMonotonicAttention(units, scale=spec["scale"], **kw)


def _assign_mechanism(mechanism, spec, d, prefix):
    """Overwrites every variable of a tfa mechanism; returns how many were set."""
    mechanism.memory_layer.kernel.assign(d[prefix + "memory_kernel"])
    n = 1
    if spec["mech"] == "bahdanau":
        mechanism.query_layer.kernel.assign(d[prefix + "query_kernel"])
        mechanism.attention_v.assign(d[prefix + "attention_v"])
        n += 2
        if spec["normalize"]:
            mechanism.attention_g.assign(d[prefix + "attention_g"])
            mechanism.attention_b.assign(d[prefix + "attention_b"])
            n += 2
    elif spec["scale"]:
        # LuongAttention holds the scale in `scale_weight`, LuongMonotonicAttention in
        # `attention_g`; both variables are named "attention_g".
        var = mechanism.attention_g if spec["mode"] else mechanism.scale_weight
        var.assign(d[prefix + "scale_weight"])
        n += 1
    if spec["mode"]:
        mechanism.attention_score_bias.assign(d[prefix + "score_bias"])
        n += 1
    return n


def _tfa_raw_score(mechanism, spec, query):
    if spec["mech"] == "bahdanau":
        return tfa_aw._bahdanau_score(
            mechanism.query_layer(query),
            mechanism.keys,
            mechanism.attention_v,
            attention_g=mechanism.attention_g,
            attention_b=mechanism.attention_b,
        )
    scale = mechanism.attention_g if spec["mode"] else mechanism.scale_weight
    return tfa_aw._luong_score(query, mechanism.keys, scale)


def make_wrapper_case(index, name, spec_or_specs, layer_size, output_attention, history):
    """A monotonic or several-mechanism case (keys: tests/fixtures/README.md)."""
    tf.keras.utils.set_random_seed(0)
    rng = np.random.RandomState(EXTRA_SEED + index)
    multi = isinstance(spec_or_specs, list)
    specs = spec_or_specs if multi else [spec_or_specs]
    prefixes = ["m%d_" % i for i in range(len(specs))] if multi else [""]
    if layer_size is None:
        sizes = [None] * len(specs)
    else:
        sizes = list(layer_size) if multi else [layer_size]
    a_size = sum(D if s is None else s for s in sizes)
    mask = np.arange(T)[None, :] < np.array(LENGTHS)[:, None]

    d = _draw_data(rng)
    units = [_mechanism_weights(rng, s, p, d) for s, p in zip(specs, prefixes)]
    _draw_cell(rng, d, a_size)
    for p, s in zip(prefixes, sizes):
        if s is not None:
            d[p + "attention_layer_kernel"] = uniform(rng, (C + D, s))
    for spec, p in zip(specs, prefixes):
        d[p + "query_previous"] = _previous_alignments(rng, spec, mask)
    d["num_mechanisms"] = i32(len(specs))
    d["multi"] = i32(multi)
    d["attention_layer_size"] = i32(
        [-1 if s is None else s for s in sizes]
        if multi
        else (-1 if layer_size is None else layer_size)
    )
    d["output_attention"] = i32(output_attention)
    d["alignment_history"] = i32(history)

    memory = tf.constant(d["memory"])
    lengths = tf.constant(d["lengths"])
    mechanisms = [_tfa_mechanism(s, u, memory, lengths) for s, u in zip(specs, units)]
    cell, wrapper = _build_wrapper(
        d, mechanisms if multi else mechanisms[0], layer_size, output_attention, history
    )
    n_set = 3 + sum(_assign_mechanism(m, s, d, p) for m, s, p in zip(mechanisms, specs, prefixes))
    _assign_cell(cell, d)
    for i, p in enumerate(prefixes):
        if sizes[i] is not None:
            layer = wrapper._attention_layers[i]
            assert layer.bias is None
            layer.kernel.assign(d[p + "attention_layer_kernel"])
            n_set += 1
    assert len(wrapper.trainable_variables) == n_set, (
        [v.name for v in wrapper.trainable_variables],
        n_set,
    )
    for m in mechanisms:  # keys with the new memory kernels
        m.setup_memory(memory, memory_sequence_length=lengths)

    per_mech = (lambda x: list(x)) if multi else (lambda x: [x])
    state = wrapper.get_initial_state(batch_size=B, dtype=tf.float32)
    for p, al, st in zip(prefixes, per_mech(state.alignments), per_mech(state.attention_state)):
        d[p + "initial_alignments"] = f32(al.numpy())
        assert np.array_equal(st.numpy(), al.numpy())
    state = state.clone(cell_state=[tf.constant(d["h0"]), tf.constant(d["c0"])])
    rec = {k: [] for k in ["outputs", "attention", "h", "c"] + [p + "alignments" for p in prefixes]}
    for t in range(N):
        out, state = wrapper(tf.constant(d["inputs"][:, t]), state)
        rec["outputs"].append(out.numpy())
        rec["attention"].append(state.attention.numpy())
        rec["h"].append(state.cell_state[0].numpy())
        rec["c"].append(state.cell_state[1].numpy())
        for p, al, st in zip(prefixes, per_mech(state.alignments), per_mech(state.attention_state)):
            rec[p + "alignments"].append(al.numpy())
            assert np.array_equal(st.numpy(), al.numpy())  # attention_state = alignments
    d.update({k: f32(np.stack(v, axis=1)) for k, v in rec.items()})
    if history:
        for p, ta in zip(prefixes, per_mech(state.alignment_history)):
            d[p + "alignment_history_values"] = f32(np.transpose(ta.stack().numpy(), (1, 0, 2)))
            assert np.array_equal(d[p + "alignment_history_values"], d[p + "alignments"])
    else:
        assert state.alignment_history == (((),) * len(specs) if multi else ())

    query = tf.constant(d["query"])
    for m, spec, p in zip(mechanisms, specs, prefixes):
        d[p + "keys"] = f32(m.keys.numpy())
        d[p + "values"] = f32(m.values.numpy())
        d[p + "query_scores"] = f32(_tfa_raw_score(m, spec, query).numpy())
        q_align, q_next = m([query, tf.constant(d[p + "query_previous"])])
        d[p + "query_alignments"] = f32(q_align.numpy())
        assert np.array_equal(q_next.numpy(), d[p + "query_alignments"])
    return d, specs, prefixes


def check_extra_case(name, d, specs, prefixes):
    mask = np.arange(T)[None, :] < d["lengths"][:, None]
    margin = float("inf")
    for spec, p in zip(specs, prefixes):
        for key in ("alignments", "query_alignments", "initial_alignments"):
            al = d[p + key] if key == "alignments" else d[p + key][:, None, :]
            pad = ~np.broadcast_to(mask[:, None, :], al.shape)
            assert np.all(al[pad] == 0.0), (name, p + key)
            total = al.sum(-1)
            if spec["mode"] is None and key != "initial_alignments":
                np.testing.assert_allclose(total, 1.0, atol=1e-6, err_msg=name + " " + p + key)
            else:
                assert np.all(total <= 1.0 + 1e-6), (name, p + key, total.max())
            if spec["mode"] == "hard":
                assert set(np.unique(al)) <= {0.0, 1.0}, (name, p + key)
        assert np.all(d[p + "values"][~mask] == 0.0)
    ref = _numpy_reference_extra(d, specs, prefixes)
    worst = 0.0
    for k, v in ref.items():
        np.testing.assert_allclose(d[k], v, rtol=1e-5, atol=1e-5, err_msg="%s %s" % (name, k))
        worst = max(worst, float(np.max(np.abs(d[k] - v))))
    for spec, p in zip(specs, prefixes):  # hard choices must not sit on a float near-tie at 0
        if spec["mode"] == "hard":
            w = _split_weights(d, p)
            keys = ref[p + "keys"]
            qs = [d["h"][:, t].astype(np.float64) for t in range(N)] + [d["query"]]
            for q in qs:
                _, e = _np_energy(spec, q.astype(np.float64), keys, w)
                margin = min(margin, float(np.min(np.abs(e[mask]))))
            assert margin > 1e-3, (name, margin)
    return worst, margin


def make_monotonic_function_case():
    """Stand-alone `monotonic_attention` (3 modes) and `safe_cumprod` on hand-made inputs."""
    rng = np.random.RandomState(EXTRA_SEED + 100)
    b, s = 4, 7
    d = {}
    p = rng.uniform(0.0, 1.0, (b, s))
    p[0, 3], p[1, 2], p[2, 5] = 0.0, 0.999, 1e-4  # edge values
    prev = rng.uniform(0.0, 1.0, (b, s))
    prev[0] = np.eye(s)[0]  # the initial one-hot
    prev[1] /= prev[1].sum()  # a distribution
    prev[2] *= 0.7 / prev[2].sum()  # mass 0.7 (some already fell off the end)
    prev[3] = 0.0  # all fell off
    d["p_choose_i"], d["previous_attention"] = f32(p), f32(prev)
    for mode in ("recursive", "parallel"):
        d[mode] = f32(
            tfa.seq2seq.monotonic_attention(d["p_choose_i"], d["previous_attention"], mode).numpy()
        )
    hard_p = (rng.uniform(0.0, 1.0, (b, s)) > 0.6).astype(np.float64)
    hard_p[0] = 0.0  # nothing chosen: all zeros
    hard_prev = np.zeros((b, s))
    for row, col in ((0, 1), (1, 0), (2, 4)):  # row 3: fell off the end
        hard_prev[row, col] = 1.0
    d["hard_p_choose_i"], d["hard_previous_attention"] = f32(hard_p), f32(hard_prev)
    d["hard"] = f32(
        tfa.seq2seq.monotonic_attention(
            d["hard_p_choose_i"], d["hard_previous_attention"], "hard"
        ).numpy()
    )
    x = rng.uniform(0.0, 1.0, (b, s))
    x[1, 3] = 0.0
    d["safe_cumprod_x"] = f32(x)
    d["safe_cumprod"] = f32(tfa.seq2seq.safe_cumprod(d["safe_cumprod_x"], axis=1).numpy())
    d["safe_cumprod_exclusive"] = f32(
        tfa.seq2seq.safe_cumprod(d["safe_cumprod_x"], axis=1, exclusive=True).numpy()
    )
    d["safe_cumprod_exclusive_reverse"] = f32(
        tfa.seq2seq.safe_cumprod(d["safe_cumprod_x"], axis=1, exclusive=True, reverse=True).numpy()
    )
    # Self-check against the recurrence (parallel is a closed form, so only ~exact).
    for mode, pp, pr in (
        ("recursive", "p_choose_i", "previous_attention"),
        ("parallel", "p_choose_i", "previous_attention"),
        ("hard", "hard_p_choose_i", "hard_previous_attention"),
    ):
        expected = _np_monotonic(d[pp].astype(np.float64), d[pr].astype(np.float64))
        np.testing.assert_allclose(d[mode], expected, atol=1e-5, err_msg=mode)
    np.testing.assert_allclose(d["safe_cumprod"], np.cumprod(x, axis=1), atol=1e-6)
    return d


def _write(path, d):
    for k, v in d.items():
        assert v.dtype in (np.float32, np.int32) or v.dtype.kind == "U", (k, v.dtype)
    np.savez_compressed(path, **d)


def write_extra(out, groups):
    extra = [("monotonic", c) for c in MONOTONIC_CASES] + [("multi", c) for c in MULTI_CASES]
    for index, (group, case) in enumerate(extra):
        if group not in groups:
            continue
        os.makedirs(os.path.join(out, group), exist_ok=True)
        name = case[0]
        d, specs, prefixes = make_wrapper_case(index, *case)
        worst, margin = check_extra_case(name, d, specs, prefixes)
        path = os.path.join(out, group, name + ".npz")
        _write(path, d)
        print(
            "%-36s %-18s A=%d out=%s  numpy-ref max|diff|=%.1e%s  -> %s (%d B)"
            % (
                name,
                "+".join("%s/%s" % (s["mech"], s["mode"] or "softmax") for s in specs),
                d["attention"].shape[-1],
                tuple(d["outputs"].shape),
                worst,
                "" if margin == float("inf") else "  hard margin=%.3f" % margin,
                path,
                os.path.getsize(path),
            )
        )
    if "monotonic" in groups:
        path = os.path.join(out, "monotonic", "monotonic_attention.npz")
        _write(path, make_monotonic_function_case())
        print("%-36s -> %s (%d B)" % ("monotonic_attention", path, os.path.getsize(path)))


GROUPS = ("base", "monotonic", "multi")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", default="tests/fixtures", help="output directory")
    p.add_argument(
        "--only",
        action="append",
        choices=GROUPS,
        help="write only this group (repeatable; default: all): base = <out>/*.npz, "
        "monotonic = <out>/monotonic/*.npz, multi = <out>/multi/*.npz",
    )
    args = p.parse_args(argv)
    groups = set(args.only or GROUPS)
    os.makedirs(args.out, exist_ok=True)
    print(
        "tensorflow %s, tensorflow-addons %s, numpy %s"
        % (tf.__version__, tfa.__version__, np.__version__)
    )
    write_extra(args.out, groups)
    for index, case in enumerate(CASES if "base" in groups else []):
        name = case[0]
        d = make_case(index, *case)
        worst, margin = check_case(name, d)
        path = os.path.join(args.out, name + ".npz")
        _write(path, d)
        print(
            "%-20s %-8s A=%d out=%s hist=%d  outputs[0,-1,:3]=%s  numpy-ref max|diff|=%.1e%s  -> %s (%d B)"
            % (
                name,
                d["mechanism"],
                d["attention"].shape[-1],
                tuple(d["outputs"].shape),
                int(case[4]),
                np.array2string(d["outputs"][0, -1, :3], precision=4),
                worst,
                "" if margin == float("inf") else "  hardmax margin=%.3f" % margin,
                path,
                os.path.getsize(path),
            )
        )


if __name__ == "__main__":
    main()
