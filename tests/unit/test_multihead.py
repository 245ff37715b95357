"""Multi-head attention: parity with `keras.layers.MultiHeadAttention`, the wrapper's multi-head
context, masking invariants, beam search over `Seq2Seq.step`, and a SavedModel export."""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import ROOT
from test_model import batch, small

from seq2seq import config as C
from seq2seq.attention.multihead import MultiHeadAttention, scaled_dot_product_attention
from seq2seq.attention.wrapper import AttentionWrapper
from seq2seq.data.subword import BOS_ID, EOS_ID
from seq2seq.decoding.search import beam_search, greedy_search
from seq2seq.models.builders import build_model

ATOL = 1e-5
UNITS, DQ, DM = 16, 6, 5  # projections, query depth, memory depth


def data(lengths, max_time=7, queries=3, seed=0):
    rng = np.random.RandomState(seed)
    memory = rng.uniform(-1, 1, (len(lengths), max_time, DM)).astype(np.float32)  # garbage padding
    query = rng.uniform(-1, 1, (len(lengths), queries, DQ)).astype(np.float32)
    return memory, query, np.array(lengths, np.int32)


def keras_twins(num_heads, memory, query, lengths):
    """A Keras `MultiHeadAttention` with random biases, our mechanism with its weights copied in,
    and the Keras attention mask ``[B, Q, S]`` built from the lengths."""
    mask = np.arange(memory.shape[1])[None, None, :] < lengths[:, None, None]  # [B, 1, S]
    mask = np.broadcast_to(mask, (len(lengths), query.shape[1], memory.shape[1]))  # [B, Q, S]
    ref = keras.layers.MultiHeadAttention(num_heads, UNITS // num_heads, output_shape=UNITS)
    ref(query, memory, attention_mask=mask)  # builds
    rng = np.random.RandomState(1)
    for dense in (ref._query_dense, ref._key_dense, ref._value_dense, ref._output_dense):
        dense.bias.assign(rng.normal(0, 0.5, dense.bias.shape).astype(np.float32))
    ours = MultiHeadAttention(UNITS, num_heads)
    ours.attend_all(query, ours.prepare(memory, lengths))  # builds
    for mine, theirs in (
        (ours.query_layer, ref._query_dense),
        (ours.key_layer, ref._key_dense),
        (ours.value_layer, ref._value_dense),
        (ours.output_layer, ref._output_dense),
    ):
        mine.kernel.assign(np.reshape(theirs.kernel.numpy(), mine.kernel.shape))
        mine.bias.assign(np.reshape(theirs.bias.numpy(), mine.bias.shape))
    return ref, ours, mask


@pytest.mark.parametrize("num_heads", [1, 2, 8])
@pytest.mark.parametrize("lengths", [[7, 7, 7], [7, 3, 1]], ids=["full", "padded"])
def test_matches_keras_multi_head_attention(num_heads, lengths):
    memory, query, lengths = data(lengths)
    ref, ours, mask = keras_twins(num_heads, memory, query, lengths)
    expected, expected_weights = ref(
        query, memory, attention_mask=mask, return_attention_scores=True
    )  # [B, Q, U], [B, H, Q, S]
    outputs, weights = ours.attend_all(query, ours.prepare(memory, lengths))
    np.testing.assert_allclose(outputs, expected, atol=ATOL)
    np.testing.assert_allclose(weights, expected_weights, atol=ATOL)
    assert weights.shape == (3, num_heads, 3, 7)
    assert np.all(weights.numpy()[~np.broadcast_to(mask[:, None], weights.shape)] == 0.0)


def test_scaled_dot_product_attention_matches_numpy():
    rng = np.random.RandomState(2)
    q, k, v = (
        rng.normal(size=s).astype(np.float32) for s in ((2, 3, 4, 5), (2, 6, 4, 5), (2, 6, 4, 7))
    )
    mask = rng.uniform(size=(2, 1, 3, 6)) < 0.7
    mask[..., 0] = True  # every query sees at least one key
    context, weights = scaled_dot_product_attention(q, k, v, mask)
    score = np.einsum("bqhd,bshd->bhqs", q, k) / np.sqrt(5)
    score = np.where(mask, score, -np.inf)
    expected = np.exp(score - score.max(-1, keepdims=True))
    expected /= expected.sum(-1, keepdims=True)
    np.testing.assert_allclose(weights, expected, atol=1e-6)
    np.testing.assert_allclose(context, np.einsum("bhqs,bshd->bqhd", expected, v), atol=ATOL)


@pytest.mark.parametrize("num_heads", [1, 4])
def test_wrapper_context_is_the_projected_multi_head_output(num_heads):
    """A wrapper step's context is Keras' multi-head output for the cell output (not the context of
    the mean alignments); the alignments are the heads' mean, the per-head weights the state."""
    memory, _, lengths = data([7, 4, 2])
    cell = keras.layers.LSTMCell(DQ)
    probe = np.zeros((3, 1, DQ), np.float32)
    ref, ours, _ = keras_twins(num_heads, memory, probe, lengths)
    wrapper = AttentionWrapper(cell, ours, attention_layer_size=None, output_attention=False)
    m = wrapper.prepare_memory(memory, lengths)
    state = wrapper.get_initial_state(3, memory=m)
    assert state.attention_state.shape == (3, num_heads, 7) and state.attention.shape == (3, UNITS)
    inputs = np.random.RandomState(4).uniform(-1, 1, (3, 2, 3)).astype(np.float32)
    for t in range(2):
        h, state = wrapper(inputs[:, t], state, memory=m)  # output_attention=False: h
        key_mask = np.arange(7)[None, None, :] < lengths[:, None, None]  # [B, 1, S]
        expected, weights = ref(
            h[:, None, :], memory, attention_mask=key_mask, return_attention_scores=True
        )  # [B, 1, U], [B, H, 1, S]
        np.testing.assert_allclose(state.attention, expected[:, 0], atol=ATOL)
        np.testing.assert_allclose(state.attention_state, weights[:, :, 0], atol=ATOL)
        np.testing.assert_allclose(state.alignments, weights[:, :, 0].numpy().mean(1), atol=ATOL)
        alignments, per_head = ours(h, state.attention_state, memory=m)  # the plain protocol
        np.testing.assert_allclose(alignments, state.alignments, atol=ATOL)
        np.testing.assert_allclose(per_head, state.attention_state, atol=ATOL)


def unroll(wrapper, memory, lengths, inputs):
    m = wrapper.prepare_memory(memory, lengths)
    state = wrapper.get_initial_state(memory.shape[0], memory=m)
    outputs, final, alignments = wrapper.unroll(
        tf.constant(inputs), state, memory=m, return_alignments=True
    )
    return outputs.numpy(), alignments.numpy(), final.attention_state.numpy()


def test_masking_invariants_inside_the_wrapper():
    memory, _, lengths = data([5, 3, 1], max_time=5)
    inputs = np.random.RandomState(5).uniform(-1, 1, (3, 4, 3)).astype(np.float32)
    wrapper = AttentionWrapper(
        keras.layers.LSTMCell(DQ), MultiHeadAttention(UNITS, 4), attention_layer_size=7
    )
    outputs, alignments, heads = unroll(wrapper, memory, lengths, inputs)
    valid = np.arange(5) < lengths[:, None]  # [B, S]
    assert np.all(alignments[~np.broadcast_to(valid[:, None], alignments.shape)] == 0.0)
    assert np.all(heads[~np.broadcast_to(valid[:, None], heads.shape)] == 0.0)
    np.testing.assert_allclose(alignments.sum(-1), 1.0, atol=1e-6)
    np.testing.assert_allclose(heads.sum(-1), 1.0, atol=1e-6)
    garbage = np.random.RandomState(9).uniform(-5, 5, (3, 3, DM)).astype(np.float32)
    outputs2, alignments2, _ = unroll(
        wrapper, np.concatenate([memory, garbage], 1), lengths, inputs
    )  # more padding, garbage past every length
    np.testing.assert_allclose(outputs2, outputs, atol=1e-6)
    np.testing.assert_allclose(alignments2[:, :, :5], alignments, atol=1e-6)
    assert np.all(alignments2[:, :, 5:] == 0.0)
    for b in range(3):  # each example alone, unpadded
        alone, alone_al, _ = unroll(
            wrapper, memory[b : b + 1, : lengths[b]], lengths[b : b + 1], inputs[b : b + 1]
        )
        np.testing.assert_allclose(alone[0], outputs[b], atol=1e-5)
        np.testing.assert_allclose(alone_al[0], alignments[b, :, : lengths[b]], atol=1e-6)


def test_gradients_reach_every_projection():
    memory, _, lengths = data([5, 3, 1], max_time=5)
    inputs = np.random.RandomState(6).uniform(-1, 1, (3, 3, 3)).astype(np.float32)
    wrapper = AttentionWrapper(
        keras.layers.LSTMCell(DQ), MultiHeadAttention(UNITS, 2), attention_layer_size=7
    )
    unroll(wrapper, memory, lengths, inputs)  # builds
    with tf.GradientTape() as tape:
        m = wrapper.prepare_memory(memory, lengths)
        outputs, _ = wrapper.unroll(
            tf.constant(inputs), wrapper.get_initial_state(3, memory=m), memory=m
        )
        loss = tf.reduce_sum(tf.square(outputs - 0.3))
    variables = wrapper.attention_mechanism.trainable_weights
    assert len(variables) == 8
    for var, grad in zip(variables, tape.gradient(loss, variables)):
        assert grad is not None and np.any(tf.convert_to_tensor(grad).numpy() != 0), var.path


def test_heads_must_divide_units():
    with pytest.raises(ValueError, match="must be positive and divide units"):
        MultiHeadAttention(10, 4)
    with pytest.raises(C.ConfigError, match="model.attention_heads: 3 does not divide"):
        C.load("bench-small", ["model.attention=multihead", "model.attention_heads=3"])


V = 40


def tiny_model(**overrides):
    config = small(**{"attention": "multihead", "attention_heads": 4, **overrides})
    return build_model(config, V, V, seed=1).build_from_dummy()


def source(lengths=(6, 3, 1), seed=0):
    src = batch(lengths, seed=seed, vocab_size=V)
    return src["src_ids"], src["src_len"]


@pytest.mark.parametrize("encoder", ["rnn", "transformer"])
def test_teacher_forced_logits_equal_step_by_step(encoder):
    model = tiny_model(encoder_type=encoder)
    src, src_len = source()
    tgt = tf.constant(np.random.RandomState(1).randint(4, V, (3, 5)), tf.int32)
    logits = model({"src_ids": src, "src_len": src_len, "tgt_in": tgt}, training=False)
    state = model.start(src, src_len)
    assert state.attention_state.shape == (3, 4, 6)  # per-head weights
    for t in range(5):
        log_probs, state, alignments = model.step(tgt[:, t], state)
        np.testing.assert_allclose(log_probs, tf.nn.log_softmax(logits[:, t]), atol=ATOL)
        np.testing.assert_allclose(alignments, tf.reduce_mean(state.attention_state, 1), atol=1e-6)


def test_beam_search_over_multi_head_steps():
    """Beams carry their per-head states: each hypothesis' log-prob equals the teacher-forced
    log-prob of its tokens; beam 1 equals greedy; alignments stay distributions over the source."""
    model = tiny_model(encoder_type="transformer")
    src, src_len = source()
    max_lengths = tf.constant([6, 4, 3])
    state = model.start(src, src_len)
    ends = dict(bos_id=BOS_ID, eos_id=EOS_ID, max_lengths=max_lengths)
    greedy = greedy_search(model.step, state, **ends)
    beam1 = beam_search(model.step, state, beam_size=1, **ends)
    np.testing.assert_array_equal(beam1.ids, greedy.ids)
    penalties = dict(length_penalty=0.6, coverage_penalty=0.2, source_lengths=src_len)
    result = beam_search(model.step, state, beam_size=3, n_best=3, **ends, **penalties)
    assert np.all(np.isfinite(result.scores))
    for n in range(3):
        ids, lengths = result.ids[:, n].numpy(), result.lengths[:, n].numpy()
        ended = lengths < max_lengths.numpy()  # emitted EOS before the cap
        targets = np.zeros((3, ids.shape[1] + 1), np.int32)
        for b in range(3):
            targets[b, : lengths[b]] = ids[b, : lengths[b]]
            targets[b, lengths[b]] = EOS_ID
        tgt_in = np.concatenate([np.full((3, 1), BOS_ID, np.int32), targets[:, :-1]], 1)
        logits = model({"src_ids": src, "src_len": src_len, "tgt_in": tf.constant(tgt_in)})
        token_lp = np.take_along_axis(tf.nn.log_softmax(logits).numpy(), targets[..., None], -1)
        counted = np.arange(targets.shape[1])[None] < (lengths + ended)[:, None]
        np.testing.assert_allclose(
            result.log_probs[:, n], (token_lp[..., 0] * counted).sum(1), atol=1e-4
        )
        align = result.alignments[:, n].numpy()  # [B, L, S]
        for b in range(3):
            steps = align[b, : lengths[b]]
            np.testing.assert_allclose(steps.sum(-1), 1.0, atol=1e-5)
            assert np.all(steps[:, int(src_len[b]) :] == 0.0)


@pytest.mark.slow  # trains end to end: make test-all
def test_hybrid_model_survives_export(tmp_path):
    """Trainer (2 steps) -> export (beam 3) -> the loaded SavedModel translates like the
    Translator, and holds every trained weight."""

    pytest.importorskip("tensorflow_text")

    from seq2seq.export import export
    from seq2seq.training.trainer import Trainer
    from seq2seq.translator import Translator

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for split, n in (("train", 120), ("dev", 8), ("test", 8)):
        for lang in ("es", "en"):
            lines = (ROOT / "data/ci-subset" / f"{split}.{lang}").read_text("utf-8").splitlines()
            (corpus / f"{split}.{lang}").write_text("\n".join(lines[:n]) + "\n", "utf-8")
    overrides = [
        "model.embedding_size=16",
        "model.transformer_ff=32",
        "model.decoder_units=32",
        "model.attention_units=32",
        "model.attention_layer_size=32",
        "data.vocab_size=100",
        "train.batch_size=16",
        "train.epochs=1",
        "train.max_steps=2",
        "train.eval_every=1000",
        "train.log_every=1000",
        "decode.beam_size=3",
        "decode.batch_size=4",
        f"data.corpus={corpus}",
    ]
    trainer = Trainer(C.load("hybrid", overrides), tmp_path / "run", log=lambda _: None)
    trainer.train()
    weights = [w.numpy() for w in trainer.model.weights]
    out = export(tmp_path / "run", tmp_path / "export", beam_size=3)

    reader = tf.train.load_checkpoint(str(out / "variables" / "variables"))
    loaded = [
        reader.get_tensor(k)
        for k in reader.get_variable_to_shape_map()
        if k != "_CHECKPOINTABLE_OBJECT_GRAPH"
    ]
    assert all(any(v.shape == w.shape and np.array_equal(v, w) for v in loaded) for w in weights)

    sentences = ["Hola.", "¿Dónde está la estación?", "Gracias."]
    got = tf.saved_model.load(str(out)).signatures["serving_default"](
        sentences=tf.constant(sentences)
    )
    expected = Translator.from_dir(tmp_path / "run").translate(sentences, beam_size=3)
    assert [t.decode() for t in got["translations"].numpy()] == [
        tr.hypotheses[0].text for tr in expected
    ]
    np.testing.assert_allclose(
        got["scores"], [tr.hypotheses[0].score for tr in expected], atol=1e-4
    )
