"""Our training step against tensorflow-addons': the bench-small model built small, from the same
drawn weights, on the same batch, without dropout (`tests/fixtures/training/train_step.npz`,
written by ``reference/make_tfa_train_step_fixture.py`` with TensorFlow 2.15 + tfa 0.23).

The loss, every gradient and the weights after three Adam updates whose global clipping binds
must be tfa's: the model (encoder, bridge, attention wrapper, projection), the loss normalised by
the batch's target tokens, the clipping and the fused Adam update, all at once. With a per-tensor
clip or the constant loss normaliser (our options) the update is not tfa's, and the last row says
so."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
import tensorflow as tf

from lab.benchmarks.weights import canonical_variables
from seq2seq import config as config_lib
from seq2seq.training.setup import build_model_and_optimizer
from seq2seq.training.train_step import make_train_step

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "training" / "train_step.npz"
BATCH_KEYS = ("src_ids", "src_len", "tgt_in", "tgt_out", "tgt_len")


def _ours(fixture, *overrides):
    """Our model, optimizer and `train_step` for the fixture's sizes, with its initial weights."""
    src_vocab, tgt_vocab, embedding, encoder, decoder = (int(v) for v in fixture["sizes"])
    config = config_lib.load(
        "bench-small",
        [
            f"model.embedding_size={embedding}",
            f"model.encoder_units={encoder}",
            f"model.decoder_units={decoder}",
            f"model.attention_units={decoder}",
            f"model.attention_layer_size={decoder}",
            "model.dropout=0.0",
            f"train.learning_rate={float(fixture['learning_rate'])}",
            f"train.clip_norm={float(fixture['clip_norm'])}",
            "train.clip_mode=global",
            "train.loss_normalizer=batch_tokens",
            "train.ema_decay=0.0",
            "train.output_gradients=float32",  # tfa's exact products (auto: bfloat16 on some CPUs)
            *overrides,
        ],
    )
    vocabs = SimpleNamespace(
        src=SimpleNamespace(vocab_size=src_vocab), tgt=SimpleNamespace(vocab_size=tgt_vocab)
    )
    strategy = tf.distribute.get_strategy()
    model, optimizer, _ = build_model_and_optimizer(config, vocabs, strategy)
    variables = canonical_variables(model)
    for name, variable in variables.items():
        variable.assign(fixture[f"w/{name}"])
    step = make_train_step(model, optimizer, strategy, config.train, None, None)
    return model, variables, step


@pytest.fixture(scope="module")
def fixture():
    with np.load(FIXTURE) as data:
        return {k: data[k] for k in data.files}


def _batch(fixture):
    return {k: tf.constant(fixture[k]) for k in BATCH_KEYS}


def _train(step, fixture):
    losses = []
    for n in range(len(fixture["loss"])):
        loss_sum, tokens, finite, _ = step(_batch(fixture), tf.constant(0.0), tf.constant(n))
        assert int(finite) == 1
        losses.append(float(loss_sum / tokens))
    return np.array(losses)


def test_the_first_gradient_is_tfas(fixture):
    from seq2seq.training.losses import token_cross_entropy

    model, variables, _ = _ours(fixture)
    batch = _batch(fixture)
    names = sorted(variables)
    with tf.GradientTape() as tape:
        logits, labels, weights = model.token_logits(batch, training=True)
        loss = tf.reduce_sum(token_cross_entropy(labels, logits, 0.0) * weights)
        loss = loss / tf.cast(tf.reduce_sum(batch["tgt_len"]), tf.float32)
    grads = tape.gradient(loss, [variables[n] for n in names])
    np.testing.assert_allclose(float(loss), fixture["loss"][0], rtol=1e-6)
    for name, grad in zip(names, grads):
        expected = fixture[f"g/{name}"]
        scale = np.abs(expected).max()
        np.testing.assert_allclose(
            tf.convert_to_tensor(grad).numpy(), expected, atol=1e-5 * scale, err_msg=name
        )


def test_three_clipped_adam_steps_are_tfas(fixture):
    _, variables, step = _ours(fixture)
    np.testing.assert_allclose(_train(step, fixture), fixture["loss"], rtol=1e-5)
    for name, variable in variables.items():
        moved = fixture[f"after/{name}"] - fixture[f"w/{name}"]
        np.testing.assert_allclose(
            variable.numpy() - fixture[f"w/{name}"],
            moved,
            atol=1e-4 * np.abs(moved).max() + 1e-9,
            err_msg=name,
        )


@pytest.mark.slow
@pytest.mark.parametrize("option", ["train.clip_mode=per_tensor"])
def test_the_parity_tells_another_update_apart(fixture, option):
    """The comparison can fail: per-tensor clipping at the same norm moves the weights elsewhere."""
    _, variables, step = _ours(fixture, option)
    _train(step, fixture)
    differences = [
        np.abs(variable.numpy() - fixture[f"after/{name}"]).max()
        for name, variable in variables.items()
    ]
    assert max(differences) > 1e-3
