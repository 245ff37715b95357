"""A new attention mechanism is one file plus one registry entry (docs/architecture.md's example):
the config accepts its name, `build_model` builds it, and every search decodes with it."""

import keras
import numpy as np
import tensorflow as tf

from seq2seq import config as C
from seq2seq import registry
from seq2seq.attention.mechanisms import AttentionMechanism
from seq2seq.decoding.search import DecodeSpec, decode
from seq2seq.models.builders import build_model


class CosineAttention(AttentionMechanism):
    """The example of docs/architecture.md: ``score = g * cos(W q, k)``.
    Shapes: memory [B, S, D], keys [B, S, units], queries [B, Q, Dq] -> scores [B, Q, S]."""

    def __init__(self, units: int, probability_fn="softmax", **kwargs):
        super().__init__(units, probability_fn, **kwargs)
        self.memory_layer = keras.layers.Dense(units, use_bias=False, name="memory_layer")
        self.query_layer = keras.layers.Dense(units, use_bias=False, name="query_layer")
        self.gain = self.add_weight(
            name="gain", shape=(), initializer=keras.initializers.Constant(10.0)
        )

    def _score(self, query, memory):
        q = tf.math.l2_normalize(self.query_layer(query), axis=-1)  # [B, Q, units]
        k = tf.math.l2_normalize(memory.keys, axis=-1)  # [B, S, units]
        return tf.cast(self.gain, q.dtype) * tf.einsum("bqu,bsu->bqs", q, k)  # [B, Q, S]


def test_a_registered_mechanism_is_configured_built_and_decoded(monkeypatch):
    part = registry.Part(
        f"{__name__}:CosineAttention",
        {"units": "attention_units", "probability_fn": "probability_fn"},
    )
    monkeypatch.setitem(registry.ATTENTION, "cosine", part)
    cfg = C.load(
        "bench-small",
        [
            "model.attention=cosine",
            "model.attention_units=32",
            "model.decoder_units=32",
            "model.encoder_units=16",
            "model.embedding_size=16",
            "model.attention_layer_size=32",
        ],
    )
    model = build_model(cfg.model, 30, 40, seed=1).build_from_dummy()
    assert type(model.decoder.wrapper.attention_mechanism).__name__ == "CosineAttention"
    src = tf.constant([[5, 6, 7, 2], [8, 9, 2, 0]])
    src_len = tf.constant([4, 3])
    for beam in (1, 3):
        state = model.start(src, src_len, training=False)
        result = decode(
            model.step,
            state,
            DecodeSpec(beam_size=beam, length_penalty=0.0).make_strategy(2),
            bos_id=1,
            max_lengths=tf.constant([6, 6]),
        )
        assert result.ids.shape[0] == 2
        align = result.alignments.numpy()[1, 0]  # sentence 2: 3 real source positions
        assert np.all(align[: result.lengths.numpy()[1, 0], 3] == 0)  # padding gets no attention


def test_an_unregistered_mechanism_is_a_config_error():
    import pytest

    with pytest.raises(C.ConfigError, match="model.attention: 'cosine' is not one of"):
        C.load("bench-small", ["model.attention=cosine"])
