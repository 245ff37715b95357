"""Position embeddings and the Transformer encoder: NumPy references, padding and permutation
invariants, the model and config around them, and the hybrid preset's size."""

import numpy as np
import pytest
import tensorflow as tf
from test_model import small as small_config

from seq2seq import config as C
from seq2seq.models.builders import build_model
from seq2seq.models.positions import LearnedPositions, SinusoidalPositions, sinusoidal_table
from seq2seq.models.transformer import (
    LAYER_NORM_EPSILON,
    TransformerEncoder,
    TransformerEncoderBlock,
)

ATOL = 1e-5
V = 40


def np_sinusoids(length, depth):
    """Vaswani et al. 2017, §3.5, written out position by position."""
    table = np.zeros((length, depth))
    for p in range(length):
        for j in range(depth):
            angle = p / 10000 ** ((j - j % 2) / depth)
            table[p, j] = np.sin(angle) if j % 2 == 0 else np.cos(angle)
    return table


@pytest.mark.parametrize("depth", [8, 7])
def test_sinusoidal_table_matches_the_paper(depth):
    np.testing.assert_allclose(sinusoidal_table(50, depth), np_sinusoids(50, depth), atol=1e-5)


def test_positions_add_or_concat():
    x = tf.random.normal([2, 5, 6])
    np.testing.assert_allclose(SinusoidalPositions("add")(x), x + np_sinusoids(5, 6), atol=1e-6)
    out = SinusoidalPositions("concat", depth=4)(x)  # [B, S, 6 + 4]
    np.testing.assert_array_equal(out[..., :6], x)
    np.testing.assert_allclose(
        out[..., 6:], np.broadcast_to(np_sinusoids(5, 4), (2, 5, 4)), atol=1e-6
    )
    learned = LearnedPositions(8, "concat", depth=3)
    out = learned(x)
    assert out.shape == (2, 5, 9) and learned.positions.shape == (8, 3)
    np.testing.assert_array_equal(out[0, :, 6:], learned.positions[:5])
    added = LearnedPositions(8)
    np.testing.assert_allclose(added(x), x + added.positions[:5], atol=1e-6)
    with pytest.raises(ValueError, match="exceeds the learned position table"):
        added(tf.zeros([1, 9, 6]))
    with pytest.raises(ValueError, match="need their depth"):
        SinusoidalPositions("concat")


# -- one block against NumPy ------------------------------------------------------------------


def np_layer_norm(x, norm):
    mean, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + LAYER_NORM_EPSILON) * norm.gamma.numpy() + norm.beta.numpy()


def np_dense(x, dense):
    return x @ dense.kernel.numpy() + dense.bias.numpy()


def np_self_attention(x, lengths, mha):
    """softmax(Q K^T / sqrt(d)) V per head over the valid keys, concatenated, projected."""
    b, s, _ = x.shape
    h = mha.num_heads
    q, k, v = (
        np_dense(x, layer).reshape(b, s, h, -1)
        for layer in (mha.query_layer, mha.key_layer, mha.value_layer)
    )
    score = np.einsum("bqhd,bshd->bhqs", q, k) / np.sqrt(q.shape[-1])
    valid = np.arange(s)[None, None, None, :] < lengths[:, None, None, None]
    score = np.where(valid, score, -np.inf)
    weights = np.exp(score - score.max(-1, keepdims=True))
    weights /= weights.sum(-1, keepdims=True)
    heads = np.einsum("bhqs,bshd->bqhd", weights, v).reshape(b, s, -1)
    return np_dense(heads, mha.output_layer)


def np_block(x, lengths, block):
    def attend(y):
        return np_self_attention(y, lengths, block.self_attention)

    def ffn(y):
        return np_dense(np.maximum(np_dense(y, block.ff_inner), 0.0), block.ff_outer)

    if block.norm == "pre":
        x = x + attend(np_layer_norm(x, block.attention_norm))
        return x + ffn(np_layer_norm(x, block.ff_norm))
    x = np_layer_norm(x + attend(x), block.attention_norm)
    return np_layer_norm(x + ffn(x), block.ff_norm)


@pytest.mark.parametrize("norm", ["pre", "post"])
@pytest.mark.parametrize("num_heads", [1, 2])
def test_block_matches_numpy(norm, num_heads):
    rng = np.random.RandomState(0)
    x = rng.normal(size=(3, 6, 8)).astype(np.float32)
    lengths = np.array([6, 4, 1], np.int32)
    block = TransformerEncoderBlock(8, num_heads, 12, dropout=0.5, norm=norm)
    block(x, lengths)  # builds
    for weight in block.weights:  # non-trivial LayerNorm scales and biases everywhere
        weight.assign(weight + rng.normal(0, 0.3, weight.shape).astype(np.float32))
    got = block(x, lengths, training=False)
    np.testing.assert_allclose(got, np_block(x.astype(np.float64), lengths, block), atol=ATOL)


# -- the encoder ----------------------------------------------------------------------------------

ENCODERS = {
    "sinusoidal-add-pre": dict(positions="sinusoidal", position_combine="add", norm="pre"),
    "learned-concat-post": dict(positions="learned", position_combine="concat", norm="post"),
}


def encoder(name, **kwargs):
    return TransformerEncoder(
        V,
        8,
        num_layers=2,
        num_heads=2,
        ff_units=16,
        dropout=0.3,
        max_positions=12,
        **{**ENCODERS[name], **kwargs},
    )


def ids(lengths, max_time=None, seed=0):
    rng = np.random.RandomState(seed)
    out = rng.randint(4, V, (len(lengths), max_time or max(lengths))).astype(np.int32)
    return out  # garbage (real token ids) past every length, on purpose


@pytest.mark.parametrize("name", sorted(ENCODERS))
def test_padding_never_changes_the_encoder_output(name):
    enc = encoder(name)
    lengths = np.array([5, 2, 4], np.int32)
    src = ids(lengths, 5)
    out = enc(src, lengths)
    wider = np.concatenate([src, ids([3, 3, 3], seed=1)], 1)  # 3 more garbage positions
    out2 = enc(wider, lengths)
    depth = 16 if "concat" in name else 8
    assert out.memory.shape == (3, 5, depth) and enc.output_depth == depth
    np.testing.assert_allclose(out2.memory[:, :5], out.memory, atol=1e-6)
    valid = np.arange(8) < lengths[:, None]  # [B, 8]
    assert np.all(out2.memory.numpy()[~valid] == 0.0)
    mean = out2.memory.numpy().sum(1) / lengths[:, None]  # mean over the valid positions
    np.testing.assert_allclose(out2.final_h, mean, atol=1e-6)
    np.testing.assert_array_equal(out2.final_c, out2.final_h)
    for b, n in enumerate(lengths):  # each example alone, unpadded
        alone = enc(src[b : b + 1, :n], lengths[b : b + 1])
        np.testing.assert_allclose(alone.memory[0], out.memory[b, :n], atol=1e-5)
        np.testing.assert_allclose(alone.final_h[0], out.final_h[b], atol=1e-5)


def test_permutations_permute_the_blocks_but_not_the_encoder_with_positions():
    enc = encoder("sinusoidal-add-pre")
    lengths = np.array([6, 4], np.int32)
    src = ids(lengths, 6)
    enc(src, lengths)  # builds
    rng = np.random.RandomState(3)
    perm = np.stack([np.concatenate([rng.permutation(n), np.arange(n, 6)]) for n in lengths])
    permuted = np.take_along_axis(src, perm, 1)  # each example shuffled within its length

    def blocks(x):  # the encoder without positions: embeddings -> blocks
        x = enc.embedding(x)
        for block in enc.blocks:
            x = block(x, lengths)
        return x.numpy()

    y, y_perm = blocks(src), blocks(permuted)
    valid = np.arange(6) < lengths[:, None]  # [B, S]
    expected = np.take_along_axis(y, perm[..., None], 1)
    np.testing.assert_allclose(y_perm[valid], expected[valid], atol=1e-5)
    memory = enc(src, lengths).memory.numpy()
    memory_perm = enc(permuted, lengths).memory.numpy()
    moved = np.take_along_axis(memory, perm[..., None], 1)
    assert np.abs(memory_perm[valid] - moved[valid]).max() > 1e-2


def test_gradients_reach_every_encoder_weight():
    enc = encoder("learned-concat-post")
    lengths = np.array([5, 2], np.int32)
    src = ids(lengths)
    with tf.GradientTape() as tape:
        out = enc(src, lengths, training=True)
        loss = tf.reduce_sum(tf.square(out.memory - 0.1)) + tf.reduce_sum(out.final_h)
    grads = tape.gradient(loss, enc.trainable_weights)
    assert len(enc.trainable_weights) == 1 + 1 + 2 * 16  # embedding, positions, 2 blocks
    for var, grad in zip(enc.trainable_weights, grads):
        assert grad is not None and np.any(tf.convert_to_tensor(grad).numpy() != 0), var.path


# -- the model and its config ---------------------------------------------------------------------


def small(**model):
    """test_model's small config with a 2-head Transformer encoder (its encoder_units unused)."""
    transformer = {"encoder_type": "transformer", "transformer_heads": 2, "transformer_ff": 16}
    return small_config(**{**transformer, **model})


@pytest.mark.parametrize(
    "model_cfg",
    [
        {},
        {
            "transformer_norm": "post",
            "positions": "learned",
            "position_combine": "concat",
            "attention_score": "dot",
            "decoder_units": 16,
            "attention_units": 16,
            "bridge": "copy",
            "decoder_cell": "gru",
        },
    ],
)
def test_model_with_a_transformer_encoder(model_cfg):
    """Teacher-forced logits equal step-by-step ones, and source padding never leaks."""
    model = build_model(small(**model_cfg), V, V, seed=1).build_from_dummy()
    lengths = np.array([6, 3, 1], np.int32)
    src = ids(lengths, 6) * (np.arange(6) < lengths[:, None])  # PAD (0) after each length
    tgt = tf.constant(np.random.RandomState(1).randint(4, V, (3, 4)), tf.int32)
    batch = {"src_ids": tf.constant(src), "src_len": tf.constant(lengths), "tgt_in": tgt}
    logits = model(batch, training=False)
    state = model.start(batch["src_ids"], batch["src_len"])
    for t in range(4):
        log_probs, state, _ = model.step(tgt[:, t], state)
        np.testing.assert_allclose(log_probs, tf.nn.log_softmax(logits[:, t]), atol=ATOL)
    padded = dict(batch, src_ids=tf.constant(np.concatenate([src, ids([3, 3, 3], 3)], 1)))
    np.testing.assert_allclose(model(padded, training=False), logits, atol=ATOL)


def count(weights):
    return sum(int(np.prod(w.shape)) for w in weights)


def test_hybrid_preset_matches_the_bilstm_encoder_size():
    sizes = {}
    for name in ("bench-small", "hybrid"):
        model = build_model(C.load(name).model, 4000, 4000).build_from_dummy()
        sizes[name] = count(model.trainable_weights), count(model.encoder.trainable_weights)
        print(f"{name}: {sizes[name][0]:,} parameters, encoder {sizes[name][1]:,}")
    assert sizes["bench-small"] == (3_299_744, 775_168)
    assert sizes["hybrid"] == (3_368_352, 777_216)  # as the preset's comment says
    m = C.load("hybrid").model
    assert (m.encoder_type, m.attention, m.attention_heads) == ("transformer", "multihead", 4)


@pytest.mark.parametrize(
    "overrides, message",
    [
        (
            ["model.encoder_type=transformer", "model.transformer_heads=3"],
            "model.transformer_heads: 3 does not divide the Transformer depth",
        ),
        (
            ["model.encoder_type=transformer", "model.transformer_norm=middle"],
            "model.transformer_norm: 'middle' is not one of",
        ),
        (["model.encoder_type=transformer", "model.positions=none"], "model.positions"),
        (["model.position_combine=multiply"], "model.position_combine"),
        (
            [
                "model.encoder_type=transformer",
                "model.positions=learned",
                "model.max_positions=100",
            ],
            "model.max_positions: 100 < 201",
        ),
        (
            ["model.encoder_type=transformer", "model.transformer_layers=0"],
            r"model.transformer_layers: 0 is outside \[1, 64\]",
        ),
        (
            ["model.encoder_type=transformer", "model.bridge=copy"],
            "'copy' needs model.decoder_units \\(256\\) == "
            "the encoder's final state size \\(128\\)",
        ),
    ],
)
def test_bad_transformer_configs_name_the_key(overrides, message):
    with pytest.raises(C.ConfigError, match=message):
        C.load("bench-small", overrides)
