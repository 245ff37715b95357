"""The model: parameter count, padding never leaks, teacher forcing equals step-by-step decoding."""

import numpy as np
import pytest
import tensorflow as tf

from seq2seq import config as C
from seq2seq.models.builders import build_model
from seq2seq.models.model import TOKEN_ROWS
from seq2seq.training.losses import masked_cross_entropy, token_cross_entropy

V = 50
# The model of the model tests (test_monotonic, test_multihead and test_transformer start from it
# too): bench-small shrunk to a few thousand weights, without dropout.
SMALL = {
    "embedding_size": 8,
    "encoder_units": 6,
    "decoder_units": 12,
    "attention_units": 12,
    "attention_layer_size": 10,
    "dropout": 0.0,
}


def small(**model):
    """The model config of `SMALL` with ``model``'s overrides."""
    return C.load("bench-small", [f"model.{k}={v}" for k, v in {**SMALL, **model}.items()]).model


def batch(lengths=(7, 3, 1), tgt_len=5, seed=0, vocab_size=V):
    """A batch of random real tokens: sources of ``lengths`` (PAD after), targets of ``tgt_len``."""
    rng = np.random.RandomState(seed)
    src = np.zeros((len(lengths), max(lengths)), np.int32)
    for i, n in enumerate(lengths):
        src[i, :n] = rng.randint(4, vocab_size, n)
    tgt = rng.randint(4, vocab_size, (len(lengths), tgt_len)).astype(np.int32)
    return {
        "src_ids": tf.constant(src),
        "src_len": tf.constant(lengths, tf.int32),
        "tgt_in": tf.constant(tgt),
    }


def test_bench_small_has_the_reference_parameter_count():
    cfg = C.load("bench-small")
    model = build_model(cfg.model, 4000, 4000).build_from_dummy()
    assert sum(int(np.prod(v.shape)) for v in model.trainable_weights) == 3_299_744
    cfg = C.load("bench-small", ["model.attention=bahdanau"])
    model = build_model(cfg.model, 4000, 4000).build_from_dummy()
    assert sum(int(np.prod(v.shape)) for v in model.trainable_weights) == 3_365_536


@pytest.mark.parametrize(
    "model_cfg",
    [
        {},
        {"attention": "bahdanau", "attention_normalize": "true"},
        {"attention": "local", "local_mode": "predictive", "local_window": 2},
        {"attention": "local", "local_window": 1},
        {"attention": "hard"},
        {"encoder_cell": "gru", "decoder_cell": "gru", "bidirectional": "all", "encoder_layers": 3},
        {"input_feeding": "false", "output_attention": "false", "bridge": "none"},
        {"tie_embeddings": "true", "attention_layer_size": 8},
    ],
)
def test_teacher_forced_logits_equal_step_by_step(model_cfg):
    model = build_model(small(**model_cfg), V, V, seed=1).build_from_dummy()
    b = batch()
    logits = model(b, training=False)  # [B, T, V]
    state = model.start(b["src_ids"], b["src_len"])
    for t in range(b["tgt_in"].shape[1]):
        log_probs, state, alignments = model.step(b["tgt_in"][:, t], state)
        np.testing.assert_allclose(log_probs, tf.nn.log_softmax(logits[:, t]), atol=1e-5)
        assert alignments.shape == (3, 7)


@pytest.mark.parametrize(
    "model_cfg",
    [
        {},
        {"encoder_cell": "gru", "decoder_cell": "gru", "bidirectional": "all", "encoder_layers": 2},
    ],
)
def test_source_padding_never_leaks(model_cfg):
    model = build_model(small(**model_cfg), V, V, seed=2).build_from_dummy()
    b = batch((5, 2, 4))
    padded = dict(b)
    extra = tf.constant(np.random.RandomState(3).randint(4, V, (3, 4)), tf.int32)
    padded["src_ids"] = tf.concat([b["src_ids"], extra * 0], 1)  # more pad ids
    enc = model.encoder(b["src_ids"], b["src_len"])
    enc2 = model.encoder(padded["src_ids"], padded["src_len"])
    np.testing.assert_allclose(enc2.memory[:, :5], enc.memory, atol=1e-6)
    assert np.all(enc2.memory.numpy()[:, 5:] == 0)
    np.testing.assert_allclose(enc2.final_h, enc.final_h, atol=1e-6)
    for i, n in enumerate((5, 2, 4)):  # each example alone, unpadded
        alone = model.encoder(b["src_ids"][i : i + 1, :n], b["src_len"][i : i + 1])
        np.testing.assert_allclose(alone.final_h[0], enc.final_h[i], atol=1e-5)
        np.testing.assert_allclose(alone.memory[0], enc.memory[i, :n], atol=1e-5)
    np.testing.assert_allclose(model(padded, training=False), model(b, training=False), atol=1e-5)


def test_loss_matches_numpy_with_label_smoothing():
    rng = np.random.RandomState(0)
    logits = rng.randn(2, 3, 5).astype(np.float32)
    labels = np.array([[1, 2, 0], [3, 0, 0]], np.int32)
    lengths = np.array([2, 1], np.int32)
    eps = 0.1
    loss, tokens = masked_cross_entropy(labels, logits, lengths, eps)
    logp = logits - np.log(np.exp(logits).sum(-1, keepdims=True))
    expected = 0.0
    for b in range(2):
        for t in range(lengths[b]):
            target = np.full(5, eps / 5)
            target[labels[b, t]] += 1 - eps
            expected += -(target * logp[b, t]).sum()
    assert float(tokens) == 3
    np.testing.assert_allclose(float(loss), expected, rtol=1e-5)


@pytest.mark.parametrize("underflow", [True, False])
@pytest.mark.parametrize("eps", [0.0, 0.1])
def test_token_loss_and_its_gradient_match_numpy(eps, underflow):
    """The hand-written gradient is ``softmax - q``; a label 200 below the largest logit (its
    probability underflows to 0) still gives a finite, exact loss."""
    rng = np.random.RandomState(1)
    logits = rng.randn(4, 6).astype(np.float32) * 3
    logits[3] = [200.0 if underflow else 20.0, 0.0, -5.0, 1.0, 2.0, 3.0]
    labels = np.array([2, 0, 5, 1], np.int32)
    z = tf.constant(logits)
    upstream = np.array([1.0, 0.5, -2.0, 3.0], np.float32)
    with tf.GradientTape() as tape:
        tape.watch(z)
        loss = token_cross_entropy(labels, z, eps)
        weighted = tf.reduce_sum(loss * upstream)
    grad = tape.gradient(weighted, z).numpy()
    x = logits.astype(np.float64)
    lse = np.log(np.exp(x - x.max(-1, keepdims=True)).sum(-1)) + x.max(-1)
    q = np.full(x.shape, eps / 6)
    q[np.arange(4), labels] += 1 - eps
    np.testing.assert_allclose(loss.numpy(), lse - (q * x).sum(-1), rtol=1e-5, atol=1e-5)
    assert np.isfinite(loss.numpy()[3]) and loss.numpy()[3] > (190 if underflow else 10)
    expected = (np.exp(x - lse[:, None]) - q) * upstream[:, None]
    np.testing.assert_allclose(grad, expected, atol=1e-6)
    # Any leading shape: [B, T, V] gives [B, T].
    shaped = token_cross_entropy(labels.reshape(2, 2), logits.reshape(2, 2, 6), eps)
    np.testing.assert_allclose(shaped.numpy().reshape(4), loss.numpy(), rtol=1e-6)


def test_token_logits_are_the_teacher_forced_logits_at_real_positions():
    model = build_model(small(), V, V, seed=3).build_from_dummy()
    b = batch(tgt_len=5)
    b["tgt_out"] = tf.constant(np.random.RandomState(2).randint(4, V, (3, 5)), tf.int32)
    b["tgt_len"] = tf.constant([5, 2, 3], tf.int32)
    logits, labels, weights = model.token_logits(b, training=False)  # [64, V], [64], [64]
    full = model(b, training=False).numpy()  # [3, 5, V]
    rows = [(i, t) for i, n in enumerate((5, 2, 3)) for t in range(n)]
    rows += [rows[0]] * (TOKEN_ROWS - len(rows))  # padding: copies of the first, weight 0
    np.testing.assert_allclose(logits, np.stack([full[i, t] for i, t in rows]), atol=1e-6)
    np.testing.assert_array_equal(labels, [int(b["tgt_out"][i, t]) for i, t in rows])
    np.testing.assert_array_equal(weights, [1.0] * 10 + [0.0] * (TOKEN_ROWS - 10))


def test_a_batch_of_no_sentences_has_no_rows_and_zero_gradients():
    """A replica's share of a batch smaller than the replicas is empty: [0, S] (tf.distribute)."""
    model = build_model(small(), V, V, seed=3).build_from_dummy()
    empty = {k: tf.zeros([0, 6], tf.int32) for k in ("src_ids", "tgt_in", "tgt_out")}
    empty.update(src_len=tf.zeros([0], tf.int32), tgt_len=tf.zeros([0], tf.int32))
    with tf.GradientTape() as tape:
        logits, labels, weights = model.token_logits(empty, training=True)
        loss = tf.reduce_sum(weights * tf.reduce_logsumexp(logits, -1))
    assert logits.shape == (0, V) and labels.shape == (0,) and weights.shape == (0,)
    gradients = tape.gradient(loss, model.trainable_variables)
    assert all(g is None or not np.any(tf.convert_to_tensor(g).numpy()) for g in gradients)


def test_scheduled_sampling_probability_zero_is_teacher_forcing_and_one_feeds_predictions():
    model = build_model(small(), V, V, seed=4).build_from_dummy()
    b = batch()
    forced = model(b, training=False)
    zero = model(b, training=False, sampling_probability=tf.constant(0.0))
    np.testing.assert_allclose(zero, forced, atol=1e-5)
    # Probability 1 with the "output" mode: step t's input is softmax(logits_{t-1}) @ E.
    ones = model(b, training=False, sampling_probability=tf.constant(1.0), sampling_mode="output")
    np.testing.assert_allclose(ones[:, 0], forced[:, 0], atol=1e-5)  # step 0 always gets BOS
    state = model.start(b["src_ids"], b["src_len"])
    table = model.decoder.embedding.embeddings
    cell, attention, attention_state = state.cell_state, state.attention, state.attention_state
    inputs = model.decoder.embedding(b["tgt_in"][:, 0])
    for t in range(b["tgt_in"].shape[1]):
        output, cell, attention, attention_state, _ = model.decoder.wrapper.step(
            inputs, cell, attention, attention_state, state.memory
        )
        logits = model.decoder.project(output)
        np.testing.assert_allclose(logits, ones[:, t], atol=1e-4)
        inputs = tf.matmul(tf.nn.softmax(logits), table)
    # The "embedding" mode samples tokens: at probability 1 it differs from teacher forcing,
    # and gradients still reach the weights.
    with tf.GradientTape() as tape:
        sampled = model(b, training=True, sampling_probability=tf.constant(1.0), seed=3)
        loss = tf.reduce_sum(sampled)
    assert not np.allclose(sampled[:, 1:], forced[:, 1:], atol=1e-3)
    grads = tape.gradient(loss, model.trainable_weights)
    assert all(g is not None for g in grads)


def test_log_softmax_from_the_softmax_matches_numpy_where_probabilities_underflow():
    from seq2seq.models.softmax import log_softmax

    rng = np.random.RandomState(4)
    logits = (rng.randn(3, 2, 9) * 4).astype(np.float32)
    logits[0, 0] = [300.0, -300.0, 0.0, 1.0, 2.0, 3.0, -1.0, -2.0, 5.0]  # exp underflows
    x = logits.astype(np.float64)
    m = x.max(-1, keepdims=True)
    expected = x - m - np.log(np.exp(x - m).sum(-1, keepdims=True))
    got = log_softmax(tf.constant(logits)).numpy()
    assert np.all(np.isfinite(got))
    np.testing.assert_allclose(got, expected, rtol=1e-6, atol=1e-5)


@pytest.mark.parametrize("score", ["general", "dot"])
def test_fused_decoder_loop_equals_the_generic_one_forward_and_backward(score, monkeypatch):
    """`fused_unroll` (backward written out) against the generic step loop differentiated by
    TensorFlow: the same logits and alignments, every gradient equal to rounding."""
    from seq2seq.models import fused_unroll

    units = {"general": 12, "dot": 12}[score]
    model = build_model(
        small(attention_score=score, decoder_units=units, encoder_units=6), V, V, seed=6
    ).build_from_dummy()
    assert fused_unroll.supports(model.decoder.wrapper, tf.float32)
    b = batch(lengths=(7, 3, 1), tgt_len=6)
    weights = tf.constant(np.random.RandomState(1).randn(3, 6, V).astype(np.float32))

    def run():
        with tf.GradientTape() as tape:
            logits, alignments = model(b, training=False, return_alignments=True)
            loss = tf.reduce_sum(logits * weights)
        grads = tape.gradient(loss, model.trainable_variables)
        return logits.numpy(), alignments.numpy(), [tf.convert_to_tensor(g).numpy() for g in grads]

    fused = run()
    monkeypatch.setattr(fused_unroll, "supports", lambda *args: False)
    generic = run()
    np.testing.assert_allclose(fused[0], generic[0], atol=1e-6)
    np.testing.assert_allclose(fused[1], generic[1], atol=1e-6)
    for variable, got, want in zip(model.trainable_variables, fused[2], generic[2]):
        scale = max(1.0, float(np.abs(want).max()))
        np.testing.assert_allclose(got, want, atol=1e-5 * scale, err_msg=variable.path)


@pytest.mark.parametrize(
    "model_settings",
    [
        {"decoder_cell": "gru"},
        {"attention": "bahdanau"},
        {"attention_score": "concat"},
        {"input_feeding": False},
        {"attention_layer_size": 0},
    ],
)
def test_other_decoders_take_the_generic_loop(model_settings):
    from seq2seq.models import fused_unroll

    model = build_model(small(**model_settings), V, V, seed=2).build_from_dummy()
    assert not fused_unroll.supports(model.decoder.wrapper, tf.float32)


def encoder_case(bidirectional):
    """A two-layer encoder (``bidirectional``) and a padded batch: ``(model, lengths, mask [B, S],
    the embedded source [B, S, E])``."""
    model = build_model(
        small(encoder_layers=2, bidirectional=bidirectional), V, V, seed=5
    ).build_from_dummy()
    lengths = (7, 3, 1, 5)
    b = batch(lengths=lengths)
    mask = tf.sequence_mask(b["src_len"], 7)
    return model, lengths, mask, model.encoder.embedding(b["src_ids"])


@pytest.mark.parametrize("bidirectional", ["first", "none", "all"])
def test_fused_encoder_lstm_equals_the_keras_layers_forward_and_backward(bidirectional):
    """`fused_lstm.run` (directions in one loop, backward written out) against the Keras layers
    holding the weights, with the source mask: outputs at real positions, final states, and the
    gradients of both with respect to the inputs and every weight."""
    from seq2seq.models import fused_lstm
    from seq2seq.models.encoder import _directions

    model, lengths, mask, x = encoder_case(bidirectional)
    real = tf.cast(mask, tf.float32)[:, :, None]
    rng = np.random.RandomState(8)
    for rnn in model.encoder.rnns:
        cells, reverse = _directions(rnn)
        assert fused_lstm.supports(cells, tf.float32)
        weights = list(rnn.trainable_variables)

        def loss_of(y, states, seed):
            r = np.random.RandomState(seed)
            total = tf.reduce_sum(y * real * r.randn(*y.shape).astype(np.float32))
            for s in states:
                total += tf.reduce_sum(s * r.randn(*s.shape).astype(np.float32))
            return total

        seed = rng.randint(1000)
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            expected = rnn(x, mask=mask)
            want_loss = loss_of(expected[0], expected[1:], seed)
            y, finals = fused_lstm.run(cells, reverse, x, mask)
            states = [s for final in finals for s in final]
            got_loss = loss_of(y, states, seed)
        for i, n in enumerate(lengths):
            np.testing.assert_allclose(y[i, :n], expected[0][i, :n], atol=1e-6)
        for state, want in zip(states, expected[1:]):
            np.testing.assert_allclose(state, want, atol=1e-6)
        for got, want in zip(tape.gradient(got_loss, [x] + weights),
                             tape.gradient(want_loss, [x] + weights)):  # fmt: skip
            np.testing.assert_allclose(got, want, atol=1e-5)
        x = expected[0]


@pytest.mark.parametrize("bidirectional", ["first", "none", "all"])
def test_the_encoders_inference_loop_equals_the_keras_layers(bidirectional):
    """`fused_lstm.forward` (bfloat16 inference's loop) computes what the Keras layers do, with
    the source mask: in float32 the outputs at real positions and the final states to rounding."""
    from seq2seq.models import fused_lstm
    from seq2seq.models.encoder import _directions

    model, lengths, mask, x = encoder_case(bidirectional)
    for rnn in model.encoder.rnns:
        cells, reverse = _directions(rnn)
        expected = rnn(x, mask=mask)
        y, finals = fused_lstm.forward(cells, reverse, x, mask)
        for i, n in enumerate(lengths):
            np.testing.assert_allclose(y[i, :n], expected[0][i, :n], atol=1e-6)
        for state, want in zip([s for final in finals for s in final], expected[1:]):
            np.testing.assert_allclose(state, want, atol=1e-6)
        x = expected[0]


@pytest.mark.parametrize("score", ["general", "dot"])
def test_the_written_out_inference_step_equals_the_wrapper_step(score):
    """`fused_unroll.step` (bfloat16 inference's decoder step) against `AttentionWrapper.step`, in
    float32 over a few steps: the outputs, the state and the alignments to rounding."""
    from seq2seq.models import fused_unroll

    model = build_model(
        small(attention_score=score, decoder_units=12, encoder_units=6), V, V, seed=6
    ).build_from_dummy()
    b = batch(lengths=(7, 3, 1), tgt_len=6)
    generic = fused = model.start(b["src_ids"], b["src_len"], training=False)
    decoder = model.decoder
    for ids in ([1, 1, 1], [5, 9, 2], [3, 3, 7]):
        inputs = decoder.embedding(tf.constant(ids))
        want, generic, want_align = decoder._advance(inputs, decoder._float32_state(generic))
        got, cell_state, got_align = fused_unroll.step(
            decoder.wrapper, inputs, fused.cell_state, fused.attention, fused.memory
        )
        fused = fused._replace(cell_state=cell_state, attention=got)
        np.testing.assert_allclose(got, want, atol=1e-6)
        np.testing.assert_allclose(got_align, want_align, atol=1e-6)
        for part, expected in zip(cell_state + [got], generic.cell_state + [generic.attention]):
            np.testing.assert_allclose(part, expected, atol=1e-6)
