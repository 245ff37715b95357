"""Monotonic attention (Raffel et al. 2017): parity with tensorflow-addons 0.23, invariants, model.

Fixtures (tests/fixtures/monotonic/, written by reference/make_tfa_fixtures.py --only monotonic):
one per mechanism x mode, each holding fixed weights, a ragged memory (lengths 6, 3, 1) and five
`tfa.seq2seq.AttentionWrapper` steps, plus `monotonic_attention.npz` for the pure helpers.
"""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import FIXTURE_DIR
from test_attention_tfa_parity import check_unroll_in_tf_function

from seq2seq import config as C
from seq2seq.attention.mechanisms import BahdanauAttention, LuongAttention
from seq2seq.attention.monotonic import (
    MONOTONIC_MODES,
    BahdanauMonotonicAttention,
    LuongMonotonicAttention,
    monotonic_attention,
    safe_cumprod,
)
from seq2seq.compat.tfa.extended_wrapper import ExtendedAttentionWrapper as AttentionWrapper
from seq2seq.config import ConfigError
from seq2seq.decoding.search import beam_search, greedy_search
from seq2seq.models.builders import build_model

FIXTURES = FIXTURE_DIR
MONOTONIC = FIXTURES / "monotonic"
CASES = sorted(p.stem for p in MONOTONIC.glob("*_monotonic_*.npz"))
ATOL = 1e-5  # every fixture matches to this; the recurrences stay well inside it over 5 steps


def load(path):
    with np.load(path) as data:
        return {k: data[k] for k in data.files}


# -- building our objects from a fixture (shared with test_attention_wrapper_multi.py)
# --------------
def prefixes_of(fx):
    return [f"m{i}_" for i in range(int(fx["num_mechanisms"]))] if int(fx["multi"]) else [""]


def mechanism_from_fixture(fx, p=""):
    """Our mechanism for the fixture's mechanism ``p`` (weights not yet assigned)."""
    mech, mode, units = str(fx[p + "mechanism"]), str(fx[p + "mode"]), int(fx[p + "units"])
    if mode == "softmax":
        if mech == "bahdanau":
            return BahdanauAttention(units, normalize=bool(fx[p + "normalize"]))
        return LuongAttention(units, scale=bool(fx[p + "scale"]))
    kwargs = dict(
        sigmoid_noise=float(fx[p + "sigmoid_noise"]),
        mode=mode,
        score_bias_init=float(fx[p + "score_bias"]),
    )
    if mech == "bahdanau":
        return BahdanauMonotonicAttention(units, normalize=bool(fx[p + "normalize"]), **kwargs)
    return LuongMonotonicAttention(units, scale=bool(fx[p + "scale"]), **kwargs)


def assign_mechanism(mechanism, fx, p=""):
    mechanism.memory_layer.kernel.assign(fx[p + "memory_kernel"])
    if p + "query_kernel" in fx:
        mechanism.query_layer.kernel.assign(fx[p + "query_kernel"])
    for name in ("attention_v", "attention_g", "attention_b", "scale_weight"):
        if p + name in fx:
            getattr(mechanism, name).assign(fx[p + name])
    if p + "score_bias" in fx:
        mechanism.attention_score_bias.assign(fx[p + "score_bias"])


def build_from_fixture(fx):
    """Our wrapper with tfa's weights copied in, and the prepared memory (a tuple if several)."""
    multi, prefixes = bool(fx["multi"]), prefixes_of(fx)
    mechanisms = [mechanism_from_fixture(fx, p) for p in prefixes]
    sizes = np.atleast_1d(fx["attention_layer_size"]).tolist()
    if sizes[0] < 0:
        layer_size = None
    else:
        layer_size = sizes if multi else sizes[0]
    wrapper = AttentionWrapper(
        keras.layers.LSTMCell(fx["h0"].shape[-1]),
        mechanisms if multi else mechanisms[0],
        attention_layer_size=layer_size,
        output_attention=bool(fx["output_attention"]),
        alignment_history=bool(fx["alignment_history"]),
    )
    memory = wrapper.prepare_memory(fx["memory"], fx["lengths"])  # builds the memory layers
    state = wrapper.get_initial_state(3, cell_state=[fx["h0"], fx["c0"]], memory=memory)
    wrapper(fx["inputs"][:, 0], state, memory=memory)  # builds everything else
    for mechanism, layer, p in zip(mechanisms, wrapper.attention_layers, prefixes):
        assign_mechanism(mechanism, fx, p)
        if layer is not None:
            layer.kernel.assign(fx[p + "attention_layer_kernel"])
    wrapper.cell.kernel.assign(fx["cell_kernel"])
    wrapper.cell.recurrent_kernel.assign(fx["cell_recurrent_kernel"])
    wrapper.cell.bias.assign(fx["cell_bias"])
    memory = wrapper.prepare_memory(fx["memory"], fx["lengths"])  # keys with the new weights
    return wrapper, memory


def check_steps(fx, wrapper, memory, atol=ATOL):
    """Runs the fixture's steps eagerly and compares every state field with tfa's."""
    multi, prefixes = bool(fx["multi"]), prefixes_of(fx)
    per = (lambda x: list(x)) if multi else (lambda x: [x])
    state = wrapper.get_initial_state(3, cell_state=[fx["h0"], fx["c0"]], memory=memory)
    for p, al, st in zip(prefixes, per(state.alignments), per(state.attention_state)):
        np.testing.assert_array_equal(al, fx[p + "initial_alignments"])
        np.testing.assert_array_equal(st, fx[p + "initial_alignments"])
    for t in range(fx["inputs"].shape[1]):
        output, state = wrapper(tf.constant(fx["inputs"][:, t]), state, memory=memory)
        msg = f"step {t}"
        np.testing.assert_allclose(output, fx["outputs"][:, t], atol=atol, err_msg=msg)
        np.testing.assert_allclose(state.attention, fx["attention"][:, t], atol=atol, err_msg=msg)
        np.testing.assert_allclose(state.cell_state[0], fx["h"][:, t], atol=atol, err_msg=msg)
        np.testing.assert_allclose(state.cell_state[1], fx["c"][:, t], atol=atol, err_msg=msg)
        for p, al, st in zip(prefixes, per(state.alignments), per(state.attention_state)):
            np.testing.assert_allclose(al, fx[p + "alignments"][:, t], atol=atol, err_msg=msg)
            np.testing.assert_array_equal(st, al)
    if int(fx["alignment_history"]):
        for p, history in zip(prefixes, per(state.alignment_history)):
            history = np.transpose(history.stack().numpy(), [1, 0, 2])
            np.testing.assert_allclose(history, fx[p + "alignment_history_values"], atol=atol)
    else:
        assert state.alignment_history == (((),) * len(prefixes) if multi else ())
    return state


# -- the pure helpers
# --------------------------------------------------------------------------------
def test_all_monotonic_fixtures_present():
    assert {
        f"{m}_monotonic_{mode}" for m in ("bahdanau", "luong") for mode in MONOTONIC_MODES
    } == set(CASES)
    assert (MONOTONIC / "monotonic_attention.npz").exists()


def test_monotonic_attention_and_safe_cumprod_match_tfa():
    fx = load(MONOTONIC / "monotonic_attention.npz")
    for mode in ("recursive", "parallel"):
        got = monotonic_attention(fx["p_choose_i"], fx["previous_attention"], mode)
        np.testing.assert_allclose(got, fx[mode], atol=1e-6, err_msg=mode)
    got = monotonic_attention(fx["hard_p_choose_i"], fx["hard_previous_attention"], "hard")
    np.testing.assert_array_equal(got, fx["hard"])
    x = fx["safe_cumprod_x"]
    np.testing.assert_allclose(safe_cumprod(x, axis=1), fx["safe_cumprod"], atol=1e-6)
    np.testing.assert_allclose(
        safe_cumprod(x, axis=1, exclusive=True), fx["safe_cumprod_exclusive"], atol=1e-6
    )
    np.testing.assert_allclose(
        safe_cumprod(x, axis=1, exclusive=True, reverse=True),
        fx["safe_cumprod_exclusive_reverse"],
        atol=1e-6,
    )


def test_monotonic_attention_rejects_an_unknown_mode():
    with pytest.raises(ValueError, match="mode must be one of"):
        monotonic_attention(tf.zeros([1, 3]), tf.zeros([1, 3]), "soft")


def numpy_recurrence(p, prev):
    """Raffel et al. eq. 9 in float64: q_j = (1 - p_{j-1}) q_{j-1} + prev_j, a_j = p_j q_j."""
    a, q = np.zeros_like(p), np.zeros(p.shape[0])
    for j in range(p.shape[1]):
        q = (1 - p[:, j - 1]) * q + prev[:, j] if j else prev[:, 0].copy()
        a[:, j] = p[:, j] * q
    return a


def test_modes_solve_the_same_recurrence_and_never_move_backwards():
    rng = np.random.RandomState(0)
    p = rng.uniform(0.05, 0.95, (5, 9))
    start = rng.randint(0, 9, 5)
    prev = np.eye(9)[start]  # one-hot previous attention
    expected = numpy_recurrence(p, prev)
    for mode in ("recursive", "parallel"):
        got = monotonic_attention(p.astype(np.float32), prev.astype(np.float32), mode).numpy()
        np.testing.assert_allclose(got, expected, atol=1e-6, err_msg=mode)
        assert np.all(got.sum(-1) <= 1 + 1e-6)
        for b in range(5):  # no mass before the previous position
            assert np.all(got[b, : start[b]] == 0)
    hard_p = (rng.uniform(size=(5, 9)) > 0.5).astype(np.float32)
    got = monotonic_attention(hard_p, prev.astype(np.float32), "hard").numpy()
    np.testing.assert_array_equal(got, numpy_recurrence(hard_p.astype(np.float64), prev))
    # A previous attention spread over positions: recursive and parallel still agree.
    prev = rng.dirichlet(np.ones(9), 5) * 0.8
    got = [monotonic_attention(p, prev, mode).numpy() for mode in ("recursive", "parallel")]
    np.testing.assert_allclose(got[0], numpy_recurrence(p, prev), atol=1e-10)
    np.testing.assert_allclose(got[1], got[0], atol=1e-10)


# -- tfa parity
# --------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", CASES)
def test_mechanism_matches_tfa(name):
    fx = load(MONOTONIC / f"{name}.npz")
    wrapper, memory = build_from_fixture(fx)
    mechanism = wrapper.attention_mechanism
    np.testing.assert_allclose(memory.values, fx["values"], atol=ATOL)
    np.testing.assert_allclose(memory.keys, fx["keys"], atol=ATOL)
    query = tf.constant(fx["query"])
    scores = mechanism._score(query[:, None, :], memory)[:, 0, :]  # without the score bias
    np.testing.assert_allclose(scores, fx["query_scores"], atol=ATOL)
    np.testing.assert_allclose(
        mechanism.energy(query, memory), fx["query_scores"] + fx["score_bias"], atol=ATOL
    )
    np.testing.assert_array_equal(mechanism.initial_state(3, memory), fx["initial_alignments"])
    alignments, next_state = mechanism(query, tf.constant(fx["query_previous"]), memory=memory)
    np.testing.assert_allclose(alignments, fx["query_alignments"], atol=ATOL)
    np.testing.assert_array_equal(next_state, alignments)


@pytest.mark.parametrize("name", CASES)
def test_wrapper_steps_match_tfa(name):
    fx = load(MONOTONIC / f"{name}.npz")
    wrapper, memory = build_from_fixture(fx)
    state = check_steps(fx, wrapper, memory)
    if str(fx["mode"]) == "hard":
        assert set(np.unique(state.alignments)) <= {0.0, 1.0}


@pytest.mark.parametrize(
    "name", ["bahdanau_monotonic_recursive", "luong_monotonic_parallel", "luong_monotonic_hard"]
)
def test_unroll_in_tf_function_matches_tfa(name):
    fx = load(MONOTONIC / f"{name}.npz")
    final_state = check_unroll_in_tf_function(fx, *build_from_fixture(fx))
    np.testing.assert_allclose(final_state.attention_state, fx["alignments"][:, -1], atol=ATOL)


# -- invariants
# --------------------------------------------------------------------------------------
def make(kind, mode, **kwargs):
    if kind == "bahdanau":
        return BahdanauMonotonicAttention(5, mode=mode, **kwargs)
    return LuongMonotonicAttention(6, mode=mode, **kwargs)


@pytest.mark.parametrize("kind", ["bahdanau", "luong"])
@pytest.mark.parametrize("mode", MONOTONIC_MODES)
def test_padding_gets_exactly_zero_and_never_leaks(kind, mode):
    rng = np.random.RandomState(1)
    lengths = np.array([7, 4, 1], np.int32)
    memory = rng.uniform(-1, 1, (3, 7, 8)).astype(np.float32)
    other = memory.copy()
    other[1, 4:] = rng.uniform(-5, 5, (3, 8))  # different padding
    mechanism = make(kind, mode, score_bias_init=0.5)
    queries = rng.uniform(-1, 1, (4, 3, 6)).astype(np.float32)
    runs = []
    for mem in (memory, other):
        m = mechanism.prepare(mem, lengths)
        state = mechanism.initial_state(3, m)
        steps = []
        for q in queries:
            state, _ = mechanism(tf.constant(q), state, memory=m)
            steps.append(state.numpy())
        runs.append(np.stack(steps, 1))  # [B, 4, S]
    np.testing.assert_array_equal(runs[0], runs[1])
    pad = np.arange(7)[None, :] >= lengths[:, None]  # [B, S]
    assert np.all(runs[0][np.broadcast_to(pad[:, None, :], runs[0].shape)] == 0.0)
    assert np.all(runs[0].sum(-1) <= 1 + 1e-6)
    # A previous attention with mass on padded positions still yields exact zeros there.
    m = mechanism.prepare(memory, lengths)
    alignments, _ = mechanism(tf.constant(queries[0]), tf.fill([3, 7], 1.0 / 7), memory=m)
    assert np.all(alignments.numpy()[pad] == 0.0)


def test_initial_alignments_are_one_hot_at_position_zero():
    mechanism = make("luong", "parallel")
    m = mechanism.prepare(tf.ones([2, 5, 4]), [5, 2])
    expected = np.zeros([2, 5], np.float32)
    expected[:, 0] = 1
    np.testing.assert_array_equal(mechanism.initial_alignments(2, m), expected)
    np.testing.assert_array_equal(mechanism.initial_state(2, m), expected)


def test_sigmoid_noise_only_in_training_and_seeded():
    rng = np.random.RandomState(2)
    memory = rng.uniform(-1, 1, (2, 6, 8)).astype(np.float32)
    query = tf.constant(rng.uniform(-1, 1, (2, 6)).astype(np.float32))
    draws = []
    for _ in range(2):
        keras.utils.set_random_seed(5)  # the same weights twice
        noisy = make("bahdanau", "parallel", sigmoid_noise=2.0, sigmoid_noise_seed=7)
        m = noisy.prepare(memory, [6, 4])
        state = noisy.initial_state(2, m)
        noisy.sigmoid_noise = 0.0
        reference, _ = noisy(query, state, memory=m, training=True)
        noisy.sigmoid_noise = 2.0
        np.testing.assert_array_equal(noisy(query, state, memory=m, training=False)[0], reference)
        np.testing.assert_array_equal(noisy(query, state, memory=m)[0], reference)
        draws.append([noisy(query, state, memory=m, training=True)[0].numpy() for _ in range(2)])
        assert np.abs(draws[-1][0] - reference.numpy()).max() > 1e-3  # noise is added
        assert np.abs(draws[-1][0] - draws[-1][1]).max() > 1e-6  # a new draw at every call
        assert np.all(draws[-1][0][1, 4:] == 0.0)  # padding stays exactly 0
    np.testing.assert_array_equal(draws[0], draws[1])  # same seed, same draws
    hard = make("luong", "hard", sigmoid_noise=1.0, sigmoid_noise_seed=3)
    mh = hard.prepare(memory, [6, 4])
    out, _ = hard(query, hard.initial_state(2, mh), memory=mh, training=True)
    assert set(np.unique(out.numpy())) <= {0.0, 1.0}


@pytest.mark.parametrize("mode", ["parallel", "recursive"])
def test_gradients_reach_every_weight_and_are_finite(mode):
    rng = np.random.RandomState(3)
    memory = tf.constant(rng.uniform(-1, 1, (3, 6, 8)).astype(np.float32))
    lengths = [6, 3, 1]
    wrapper = AttentionWrapper(
        keras.layers.LSTMCell(6),
        make("bahdanau", mode, normalize=True, score_bias_init=-1.0),
        attention_layer_size=7,
    )
    inputs = tf.constant(rng.uniform(-1, 1, (3, 4, 5)).astype(np.float32))
    with tf.GradientTape() as tape:
        m = wrapper.prepare_memory(memory, lengths)
        outputs, _ = wrapper.unroll(inputs, wrapper.get_initial_state(3, memory=m), memory=m)
        loss = tf.reduce_sum(tf.square(outputs))
    variables = wrapper.attention_mechanism.trainable_weights
    grads = tape.gradient(loss, variables)
    names = [v.path for v in variables]
    assert any("attention_score_bias" in n for n in names)
    for v, g in zip(variables, grads):
        assert g is not None, v.path
        assert np.all(np.isfinite(g.numpy())), v.path
        assert np.abs(g.numpy()).max() > 0, v.path


def test_get_config_round_trip_and_argument_checks():
    for mechanism in (
        BahdanauMonotonicAttention(
            5,
            normalize=True,
            sigmoid_noise=0.5,
            sigmoid_noise_seed=3,
            score_bias_init=-2.0,
            mode="recursive",
        ),
        LuongMonotonicAttention(6, scale=True, score_bias_init=1.5, mode="hard"),
    ):
        config = mechanism.get_config()
        assert "probability_fn" not in config
        clone = type(mechanism).from_config(config)
        assert clone.get_config() == config
        assert float(clone.attention_score_bias.numpy()) == config["score_bias_init"]
    with pytest.raises(ValueError, match="mode must be one of"):
        BahdanauMonotonicAttention(5, mode="soft")
    with pytest.raises(ValueError, match="sigmoid_noise"):
        LuongMonotonicAttention(5, sigmoid_noise=-1.0)
    with pytest.raises(NotImplementedError, match="step by step"):
        make("luong", "parallel").score_all(None, None)


def test_mixed_precision_keeps_alignments_in_float32():
    keras.mixed_precision.set_global_policy("mixed_bfloat16")
    mechanism = make("bahdanau", "parallel")
    m = mechanism.prepare(tf.ones([2, 4, 8]), [4, 2])
    alignments, _ = mechanism(tf.ones([2, 6]), mechanism.initial_state(2, m), memory=m)
    assert alignments.dtype == tf.float32
    assert np.all(alignments.numpy()[1, 2:] == 0.0) and np.all(np.isfinite(alignments.numpy()))


# -- configs and the model
# ---------------------------------------------------------------------------
from test_model import V, batch, small  # noqa: E402  (the shared tiny-model helpers)


def test_config_keys_and_choices():
    m = small(
        attention="luong_monotonic",
        monotonic_mode="recursive",
        sigmoid_noise=1.5,
        score_bias_init=-4,
    )
    assert (m.attention, m.monotonic_mode, m.sigmoid_noise, m.score_bias_init) == (
        "luong_monotonic",
        "recursive",
        1.5,
        -4.0,
    )
    assert C.ModelConfig().monotonic_mode == "parallel"
    with pytest.raises(ConfigError, match="monotonic_mode"):
        small(attention="bahdanau_monotonic", monotonic_mode="soft")
    with pytest.raises(ConfigError, match="sigmoid_noise"):
        small(attention="bahdanau_monotonic", sigmoid_noise=-1)
    with pytest.raises(ConfigError, match="attention_units"):  # 'general' needs units == decoder
        small(attention="luong_monotonic", attention_units=8)
    with pytest.raises(ConfigError, match="additive"):
        small(attention="luong_monotonic", attention_score="additive")


@pytest.mark.parametrize(
    "model_cfg",
    [
        {"attention": "bahdanau_monotonic", "attention_normalize": "true", "score_bias_init": -1},
        {"attention": "bahdanau_monotonic", "monotonic_mode": "hard"},
        {
            "attention": "luong_monotonic",
            "monotonic_mode": "recursive",
            "attention_scale": "true",
            "sigmoid_noise": 1.0,
        },
    ],
)
def test_teacher_forced_logits_equal_step_by_step(model_cfg):
    model = build_model(small(**model_cfg), V, V, seed=1).build_from_dummy()
    mechanism = model.decoder.wrapper.attention_mechanism
    assert isinstance(mechanism, (BahdanauMonotonicAttention, LuongMonotonicAttention))
    assert mechanism.mode == model.model_config.monotonic_mode
    b = batch()
    logits, alignments = model(b, training=False, return_alignments=True)  # [B, T, V], [B, T, S]
    pad = np.arange(7)[None, :] >= b["src_len"].numpy()[:, None]
    assert np.all(alignments.numpy()[np.broadcast_to(pad[:, None], alignments.shape)] == 0.0)
    state = model.start(b["src_ids"], b["src_len"])
    for t in range(b["tgt_in"].shape[1]):
        log_probs, state, step_alignments = model.step(b["tgt_in"][:, t], state)
        np.testing.assert_allclose(log_probs, tf.nn.log_softmax(logits[:, t]), atol=1e-5)
        np.testing.assert_allclose(step_alignments, alignments[:, t], atol=1e-6)


def test_beam_one_equals_greedy_with_monotonic_attention():
    model = build_model(
        small(attention="luong_monotonic", score_bias_init=1.0), V, V, seed=2
    ).build_from_dummy()
    b = batch((6, 2, 4))
    state = model.start(b["src_ids"], b["src_len"])
    kwargs = dict(bos_id=2, eos_id=1, max_lengths=[6, 6, 6])
    greedy = greedy_search(model.step, state, **kwargs)
    beam = beam_search(model.step, state, beam_size=1, **kwargs)
    np.testing.assert_array_equal(beam.ids, greedy.ids)
    np.testing.assert_allclose(beam.alignments, greedy.alignments, atol=1e-6)
    wide = beam_search(model.step, state, beam_size=3, **kwargs)
    pad = np.arange(6)[None, :] >= np.array([6, 2, 4])[:, None]  # [B, S]
    align = wide.alignments.numpy()  # [B, 1, L, S]
    assert np.all(align[np.broadcast_to(pad[:, None, None, :], align.shape)] == 0.0)
