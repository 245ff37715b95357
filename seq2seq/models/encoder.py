"""The RNN encoder: embedding -> stack of (bi)LSTM/GRU layers -> memory and final state."""

from __future__ import annotations

from typing import NamedTuple

import keras
import tensorflow as tf

from seq2seq.masking import sequence_mask, zero_padding
from seq2seq.models import fused_lstm

RNN_LAYERS = {"lstm": keras.layers.LSTM, "gru": keras.layers.GRU}


class EncoderOutput(NamedTuple):
    """What the decoder needs from the encoder.

    Fields:
      memory: ``[B, S, D]`` top-layer outputs, exactly 0 past each length (``D = units x dirs``).
      lengths: ``[B]`` int32 source lengths.
      final_h: ``[B, D]`` the top layer's final hidden state (directions concatenated).
      final_c: ``[B, D]`` the top layer's final LSTM cell state, or None for a GRU.
    """

    memory: tf.Tensor
    lengths: tf.Tensor
    final_h: tf.Tensor
    final_c: tf.Tensor | None


class Encoder(keras.layers.Layer):
    """Embedding plus ``num_layers`` recurrent layers over ``ids [B, S]`` with lengths ``[B]``.

    Args:
      vocab_size, embedding_size: source embedding table ``[V, E]``.
      cell: ``"lstm"`` or ``"gru"`` (Keras' fused recurrent layers).
      num_layers, units: depth of the stack and units per direction.
      bidirectional: ``"none"``, ``"first"`` (the first layer only, GNMT style) or ``"all"``.
      dropout: on the embeddings and between layers.

    Layers from the third on get a residual connection (when the depths agree). The source mask is
    passed to every layer, so padding never reaches the memory or the final state: the final state
    of an example is the one after its last real token (first token, for the backward direction).
    In training, LSTM layers run `seq2seq.models.fused_lstm` on the Keras layers' weights (the same
    results, a faster backward pass), and in bfloat16 inference its forward loop (products in
    bfloat16, the gates' elementwise math in float32).
    """

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        cell: str = "lstm",
        num_layers: int = 1,
        units: int = 128,
        bidirectional: str = "first",
        dropout: float = 0.0,
        **kwargs,
    ):
        super().__init__(**kwargs)
        self.config = dict(
            vocab_size=vocab_size,
            embedding_size=embedding_size,
            cell=cell,
            num_layers=num_layers,
            units=units,
            bidirectional=bidirectional,
            dropout=dropout,
        )
        self.cell = cell
        self.embedding = keras.layers.Embedding(vocab_size, embedding_size, name="embedding")
        self.dropout = keras.layers.Dropout(dropout)
        self.rnns = []
        for i in range(num_layers):
            rnn = RNN_LAYERS[cell](
                units, return_sequences=True, return_state=True, name=f"{cell}_{i}"
            )
            if bidirectional == "all" or (bidirectional == "first" and i == 0):
                rnn = keras.layers.Bidirectional(rnn, merge_mode="concat", name=f"bi{cell}_{i}")
            # Also an attribute of its own: Keras 3 leaves layers held only in a list out of the
            # model's tf.train.Checkpoint dependencies, so their weights would not be restored.
            setattr(self, f"rnn_{i}", rnn)
            self.rnns.append(rnn)
        self.directions = 2 if bidirectional != "none" else 1
        self.output_depth = units * (
            2 if bidirectional == "all" or (bidirectional == "first" and num_layers == 1) else 1
        )

    def call(self, ids, lengths, training=None) -> EncoderOutput:
        mask = sequence_mask(lengths, tf.shape(ids)[1])  # [B, S]
        x = self.dropout(self.embedding(ids), training=training)  # [B, S, E]
        states = []
        for i, rnn in enumerate(self.rnns):
            if i > 0:
                x = self.dropout(x, training=training)
            cells, reverse = _directions(rnn)
            if training and fused_lstm.supports(cells, x.dtype):
                # Training: `fused_lstm`'s written-out backward pass is faster. Its forward pass,
                # which records the backward's intermediates, is slower than Keras' for inference.
                y, finals = fused_lstm.run(cells, reverse, x, mask)
                states = [state for final in finals for state in final]
            elif not training and fused_lstm.supports(cells, x.dtype, "bfloat16"):
                # bfloat16 inference: its products in bfloat16, the gates' math in float32.
                y, finals = fused_lstm.forward(cells, reverse, x, mask)
                states = [state for final in finals for state in final]
            else:
                outputs = rnn(x, mask=mask, training=training)
                y, states = outputs[0], outputs[1:]  # [B, S, units x dirs], final states
            x = y + x if i >= 2 and y.shape[-1] == x.shape[-1] else y
        memory = zero_padding(x, mask)  # [B, S, D]
        per_direction = 2 if self.cell == "lstm" else 1
        groups = [states[j : j + per_direction] for j in range(0, len(states), per_direction)]
        final_h = tf.concat([g[0] for g in groups], -1)  # [B, D]
        final_c = tf.concat([g[1] for g in groups], -1) if self.cell == "lstm" else None
        return EncoderOutput(
            memory=memory, lengths=tf.cast(lengths, tf.int32), final_h=final_h, final_c=final_c
        )

    def get_config(self):
        return {**super().get_config(), **self.config}


def _directions(rnn) -> tuple[list, list[bool]]:
    """The cells of a recurrent layer (two for a `Bidirectional` one) and whether each reads the
    sentence backwards."""
    if isinstance(rnn, keras.layers.Bidirectional):
        return [rnn.forward_layer.cell, rnn.backward_layer.cell], [False, True]
    return [rnn.cell], [False]
