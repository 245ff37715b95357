"""The Transformer encoder (Vaswani et al. 2017, "Attention Is All You Need", §3.1).

    x_0 = Dropout(sqrt(E) * Embedding(ids) (+ or ;) P)                  [B, S, D]   (§3.4, §3.5)
    x_l = Block_l(x_{l-1}),  l = 1..N
    memory = LayerNorm(x_N) (pre-norm) or x_N (post-norm), zeroed past each length

A block is masked multi-head self-attention then a position-wise feed-forward layer
``FFN(x) = max(0, x W_1 + b_1) W_2 + b_2`` (§3.3), each with dropout and a residual connection:

    post-norm (the paper):     x = LN(x + Dropout(Sublayer(x)))
    pre-norm (default):        x = x + Dropout(Sublayer(LN(x)))

Pre-norm trains stably without learning-rate warm-up and needs a final LayerNorm (Xiong et al.
2020, "On Layer Normalization in the Transformer Architecture"; Wang et al. 2019, "Learning Deep
Transformer Models for Machine Translation").

The self-attention is a `seq2seq.attention.multihead.MultiHeadAttention` layer (the same code, and
so the same `scaled_dot_product_attention`, as the decoder's multi-head mechanism), with the source
as both query and memory: keys past each length are masked, so padding never changes an output at a
valid position.

The decoder's RNN needs an initial state; a Transformer has no final state, so `TransformerEncoder`
reports the mean of the memory over the valid positions as ``final_h`` and ``final_c`` (for the
`Bridge`).
"""

from __future__ import annotations

import math

import keras
import tensorflow as tf

from seq2seq.attention.multihead import MultiHeadAttention
from seq2seq.masking import sequence_mask, zero_padding
from seq2seq.models.encoder import EncoderOutput
from seq2seq.models.positions import LearnedPositions, SinusoidalPositions

NORMS = ("pre", "post")
POSITIONS = ("sinusoidal", "learned")
LAYER_NORM_EPSILON = 1e-6


class TransformerEncoderBlock(keras.layers.Layer):
    """One encoder layer: masked self-attention and a feed-forward layer, each with a residual.

    Args:
      units: ``D`` (d_model), the input and output depth; ``num_heads`` must divide it.
      num_heads: ``H``.
      ff_units: inner depth of the feed-forward layer (d_ff).
      dropout: on each sublayer's output, before the residual sum (§5.4).
      norm: ``"pre"`` or ``"post"`` (see the module docstring).

    ``call(x [B, S, D], lengths [B]) -> [B, S, D]``. Outputs past a length are not zeroed (the
    encoder zeroes its memory once at the end); they never reach a valid position.
    Weights: ``self_attention`` (`MultiHeadAttention`), ``attention_norm``, ``ff_inner``
    ``[D, ff_units]``, ``ff_outer`` ``[ff_units, D]``, ``ff_norm``.
    """

    def __init__(
        self,
        units: int,
        num_heads: int,
        ff_units: int,
        dropout: float = 0.0,
        norm: str = "pre",
        **kwargs,
    ):
        super().__init__(**kwargs)
        if norm not in NORMS:
            raise ValueError(f"norm must be one of {NORMS}, got {norm!r}")
        self.config = dict(
            units=units, num_heads=num_heads, ff_units=ff_units, dropout=dropout, norm=norm
        )
        self.norm = norm
        self.self_attention = MultiHeadAttention(units, num_heads, name="self_attention")
        self.attention_norm = keras.layers.LayerNormalization(
            epsilon=LAYER_NORM_EPSILON, name="attention_norm"
        )
        self.ff_inner = keras.layers.Dense(ff_units, activation="relu", name="ff_inner")
        self.ff_outer = keras.layers.Dense(units, name="ff_outer")
        self.ff_norm = keras.layers.LayerNormalization(epsilon=LAYER_NORM_EPSILON, name="ff_norm")
        self.dropout = keras.layers.Dropout(dropout)

    def _attend(self, x, lengths):
        memory = self.self_attention.prepare(x, lengths)  # keys, values [B, S, D]
        return self.self_attention.attend_all(x, memory)[0]  # [B, S, D]

    def _feed_forward(self, x):
        return self.ff_outer(self.ff_inner(x))  # [B, S, D]

    def call(self, x, lengths, training=None):
        if self.norm == "pre":
            x = x + self.dropout(self._attend(self.attention_norm(x), lengths), training=training)
            return x + self.dropout(self._feed_forward(self.ff_norm(x)), training=training)
        x = self.attention_norm(x + self.dropout(self._attend(x, lengths), training=training))
        return self.ff_norm(x + self.dropout(self._feed_forward(x), training=training))

    def get_config(self):
        return {**super().get_config(), **self.config}


class TransformerEncoder(keras.layers.Layer):
    """Embedding, positions and ``num_layers`` `TransformerEncoderBlock` s over ``ids [B, S]``.

    Args:
      vocab_size, embedding_size: source embedding table ``[V, E]`` (scaled by ``sqrt(E)``, §3.4).
      num_layers: ``N``.
      num_heads: ``H``; must divide ``D``.
      ff_units: d_ff.
      dropout: on the embeddings plus positions and on every sublayer output.
      norm: ``"pre"`` (default, plus a final LayerNorm) or ``"post"``.
      positions: ``"sinusoidal"`` (fixed) or ``"learned"`` (a ``[max_positions, P]`` table).
      position_combine: ``"add"`` (``D = E``) or ``"concat"`` (positions of depth ``E``: ``D = 2E``)
      max_positions: longest source for learned positions.

    ``call(ids, lengths)`` returns an `EncoderOutput`: ``memory [B, S, D]`` exactly 0 past each
    length, and ``final_h = final_c = sum_{s < len} memory_s / len`` ``[B, D]``.
    """

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        num_layers: int = 2,
        num_heads: int = 4,
        ff_units: int = 512,
        dropout: float = 0.0,
        norm: str = "pre",
        positions: str = "sinusoidal",
        position_combine: str = "add",
        max_positions: int = 256,
        **kwargs,
    ):
        super().__init__(**kwargs)
        if positions not in POSITIONS:
            raise ValueError(f"positions must be one of {POSITIONS}, got {positions!r}")
        self.config = dict(
            vocab_size=vocab_size,
            embedding_size=embedding_size,
            num_layers=num_layers,
            num_heads=num_heads,
            ff_units=ff_units,
            dropout=dropout,
            norm=norm,
            positions=positions,
            position_combine=position_combine,
            max_positions=max_positions,
        )
        self.embedding = keras.layers.Embedding(vocab_size, embedding_size, name="embedding")
        self.embedding_scale = math.sqrt(embedding_size)
        depth = embedding_size if position_combine == "concat" else None
        if positions == "sinusoidal":
            self.positions = SinusoidalPositions(position_combine, depth, name="positions")
        else:
            self.positions = LearnedPositions(
                max_positions, position_combine, depth, name="positions"
            )
        self.output_depth = self.positions.output_depth(embedding_size)  # D
        self.dropout = keras.layers.Dropout(dropout)
        self.blocks = []
        for i in range(num_layers):
            block = TransformerEncoderBlock(
                self.output_depth, num_heads, ff_units, dropout, norm, name=f"block_{i}"
            )
            # An attribute of its own too, so that tf.train.Checkpoint tracks it (see Encoder).
            setattr(self, f"block_{i}", block)
            self.blocks.append(block)
        self.final_norm = None
        if norm == "pre":
            self.final_norm = keras.layers.LayerNormalization(
                epsilon=LAYER_NORM_EPSILON, name="final_norm"
            )

    def call(self, ids, lengths, training=None) -> EncoderOutput:
        lengths = tf.cast(lengths, tf.int32)  # [B]
        mask = sequence_mask(lengths, tf.shape(ids)[1])  # [B, S]
        x = self.embedding(ids)  # [B, S, E]
        x = self.positions(x * tf.cast(self.embedding_scale, x.dtype))  # [B, S, D]
        x = self.dropout(x, training=training)
        for block in self.blocks:
            x = block(x, lengths, training=training)  # [B, S, D]
        if self.final_norm is not None:
            x = self.final_norm(x)
        memory = zero_padding(x, mask)  # [B, S, D]
        counts = tf.cast(lengths, memory.dtype)[:, tf.newaxis]  # [B, 1]
        pooled = tf.reduce_sum(memory, axis=1) / counts  # [B, D] mean over valid positions
        return EncoderOutput(memory=memory, lengths=lengths, final_h=pooled, final_c=pooled)

    def get_config(self):
        return {**super().get_config(), **self.config}
