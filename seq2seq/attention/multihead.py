"""Multi-head scaled dot-product attention (Vaswani et al. 2017, "Attention Is All You Need", §3.2).

`scaled_dot_product_attention` is the project's one implementation of

    Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V                               (eq. 1)

Both users go through it: the decoder's `MultiHeadAttention` mechanism (inside `AttentionWrapper`)
and the Transformer encoder's self-attention (`seq2seq.models.transformer`, which holds a
`MultiHeadAttention` layer and calls `attend_all`).

    MultiHead(q, M) = Concat(head_1, ..., head_H) W^O, head_h = Attention(q W^Q_h, M W^K_h, M W^V_h)

Heads are laid out ``[B, T, H, d]`` (a free reshape of ``[B, T, H * d]``, as in
`keras.layers.MultiHeadAttention`), so ``W^Q = [W^Q_1 ... W^Q_H]`` is one ``[Dq, H * d]`` kernel.

Mechanism protocol. `MultiHeadAttention` is an `AttentionMechanism` (``prepare`` once per batch,
then one call per decoder step) whose context is *not* ``alignments @ memory.values``: it is the
heads' contexts concatenated and projected by ``W^O``. It therefore defines
``attend(query, state, memory) -> (context, alignments, next_state)``, which `AttentionWrapper` uses
instead of its own ``alignments @ values`` when a mechanism has it. The reported ``alignments
[B, S]`` are the heads' mean (for heatmaps, alignment history and the coverage penalty); the
per-head weights ``[B, H, S]`` are the mechanism's attention state.
"""

from __future__ import annotations

import math

import keras
import tensorflow as tf

from seq2seq.attention.mechanisms import AttentionMechanism, AttentionMemory, softmax
from seq2seq.masking import mask_score, zero_padding


def split_heads(x: tf.Tensor, num_heads: int) -> tf.Tensor:
    """``[B, T, H * d]`` -> ``[B, T, H, d]``."""
    return tf.reshape(x, [-1, tf.shape(x)[1], num_heads, x.shape[-1] // num_heads])


def merge_heads(x: tf.Tensor) -> tf.Tensor:
    """``[B, T, H, d]`` -> ``[B, T, H * d]``."""
    return tf.reshape(x, [-1, tf.shape(x)[1], x.shape[2] * x.shape[3]])


def scaled_dot_product_attention(
    query: tf.Tensor,
    key: tf.Tensor,
    value: tf.Tensor,
    mask: tf.Tensor | None = None,
    probability_fn=softmax,
):
    """``softmax(Q K^T / sqrt(d_k)) V`` for every head at once (Vaswani et al. 2017, eq. 1).

    Args:
      query: ``[B, Q, H, d_k]``.
      key: ``[B, S, H, d_k]``.
      value: ``[B, S, H, d_v]``.
      mask: bool, broadcastable to ``[B, H, Q, S]``, True where a query may attend (e.g. the memory
        mask as ``[B, 1, 1, S]``). Masked scores become the float32 minimum (`mask_score`), so a
        softmax gives them exactly 0.
      probability_fn: ``score [..., S] -> weights``, `softmax` by default (`hardmax` also works).

    Scores are computed in the compute dtype and normalised in float32 (mixed-precision safe).

    Returns:
      ``(context [B, Q, H, d_v]`` in the value dtype, ``weights [B, H, Q, S]`` float32).
    """
    scale = tf.cast(1.0 / math.sqrt(query.shape[-1]), query.dtype)
    score = tf.einsum("bqhd,bshd->bhqs", query * scale, key)  # [B, H, Q, S]
    score = tf.cast(score, tf.float32)
    if mask is not None:
        score = mask_score(score, mask)
    weights = probability_fn(score)  # [B, H, Q, S]
    context = tf.einsum("bhqs,bshd->bqhd", tf.cast(weights, value.dtype), value)  # [B, Q, H, d_v]
    return context, weights


class MultiHeadAttention(AttentionMechanism):
    """Multi-head attention (Vaswani et al. 2017, §3.2.2) as an attention mechanism.

    ``units = H * d``: each projection maps to ``units`` and each head gets ``d = units / H``::

        keys   K = M W^K + b^K            [B, S, units]   (prepare: once per batch)
        values V = M W^V + b^V            [B, S, units]   (prepare: once per batch)
        head_h = softmax(q W^Q_h K_h^T / sqrt(d)) V_h      [B, Q, d]
        output = Concat(head_1..head_H) W^O + b^O          [B, Q, units]

    ``M`` is the memory ``[B, S, D]`` zeroed past each length; ``K`` and ``V`` are zeroed there too
    and every head's weight past a length is exactly 0 (`scaled_dot_product_attention` masks
    the scores like every other mechanism).

    Forms:
      * `attend_all` ``(queries [B, Q, Dq], memory) -> (outputs [B, Q, units], weights [B, H, Q,
      S])``: a block of queries; the Transformer's self-attention and the Keras parity use it.
      * `attend` ``(query [B, Dq], state, memory) -> (context [B, units], alignments [B, S],
        weights [B, H, S])``: one decoder step, used by `AttentionWrapper` (its context is the
        projected multi-head output, not ``alignments @ values``).
      * ``call`` ``(query, state, memory) -> (alignments [B, S], weights [B, H, S])``: the common
        mechanism protocol. The alignments are the heads' mean; the per-head weights are the state.

    ``memory.values`` holds the projected values ``V``, so the wrapper sees a context depth of
    ``units``.

    Args:
      units: total depth of the projections (``H * d``), also the output depth.
      num_heads: ``H``; must divide ``units``.
      use_bias: biases on the four projections (as in `keras.layers.MultiHeadAttention`).
      probability_fn: applied per head (``"softmax"`` or ``"hardmax"``).

    Weights: ``query_layer`` ``[Dq, units]``, ``key_layer`` and ``value_layer`` ``[D, units]``,
    ``output_layer`` ``[units, units]`` (plus ``[units]`` biases).
    """

    def __init__(
        self,
        units: int,
        num_heads: int = 4,
        use_bias: bool = True,
        probability_fn="softmax",
        **kwargs,
    ):
        super().__init__(units, probability_fn, **kwargs)
        if int(num_heads) < 1 or self.units % int(num_heads):
            raise ValueError(
                f"MultiHeadAttention: num_heads ({num_heads}) must be positive and "
                f"divide units ({units})"
            )
        self.num_heads = int(num_heads)
        self.use_bias = bool(use_bias)
        self.query_layer = keras.layers.Dense(units, use_bias=use_bias, name="query_layer")
        self.key_layer = keras.layers.Dense(units, use_bias=use_bias, name="key_layer")
        self.value_layer = keras.layers.Dense(units, use_bias=use_bias, name="value_layer")
        self.output_layer = keras.layers.Dense(units, use_bias=use_bias, name="output_layer")
        # The wrapper calls `attend`, not the layer itself; the weights live in the sublayers,
        # which build on first use.
        self.built = True

    def prepare(self, memory, memory_sequence_length=None) -> AttentionMemory:
        """Validates lengths, zeroes padding, projects keys and values once; ``memory [B, S, D]``"""
        base = super().prepare(memory, memory_sequence_length)  # values: zeroed memory [B, S, D]
        keys = zero_padding(self.key_layer(base.values), base.mask)  # [B, S, units]
        values = zero_padding(self.value_layer(base.values), base.mask)  # [B, S, units]
        return AttentionMemory(values=values, keys=keys, mask=base.mask, lengths=base.lengths)

    def initial_state(self, batch_size, memory: AttentionMemory, dtype=tf.float32):
        """Zero per-head weights ``[B, H, S]``."""
        return tf.zeros([batch_size, self.num_heads, tf.shape(memory.keys)[1]], dtype=dtype)

    def attend_all(self, queries: tf.Tensor, memory: AttentionMemory):
        """``queries [B, Q, Dq]`` -> ``(outputs [B, Q, units], weights [B, H, Q, S] float32)``."""
        query = split_heads(self.query_layer(queries), self.num_heads)  # [B, Q, H, d]
        key = split_heads(memory.keys, self.num_heads)  # [B, S, H, d]
        value = split_heads(memory.values, self.num_heads)  # [B, S, H, d]
        context, weights = scaled_dot_product_attention(
            query, key, value, memory.mask[:, tf.newaxis, tf.newaxis, :], self.probability_fn
        )  # [B, Q, H, d], [B, H, Q, S]
        return self.output_layer(merge_heads(context)), weights  # [B, Q, units]

    def attend(self, query, state, memory: AttentionMemory = None, training=None):
        """One step: ``query [B, Dq]`` -> ``(context [B, units], alignments [B, S], weights
        [B, H, S])``; ``state`` (the previous per-head weights) is not used."""
        outputs, weights = self.attend_all(query[:, tf.newaxis, :], memory)
        weights = weights[:, :, 0, :]  # [B, H, S]
        return outputs[:, 0, :], tf.reduce_mean(weights, axis=1), weights

    def call(self, query, state, memory: AttentionMemory = None, training=None):
        """``query [B, Dq]`` -> ``(alignments [B, S], per-head weights [B, H, S])``."""
        _, alignments, weights = self.attend(query, state, memory=memory, training=training)
        return alignments, weights

    def score_all(self, queries, memory, training=None):
        """The heads' mean weights ``[B, Q, S]`` for ``queries [B, Q, Dq]``."""
        return tf.reduce_mean(self.attend_all(queries, memory)[1], axis=1)

    def get_config(self):
        return {**super().get_config(), "num_heads": self.num_heads, "use_bias": self.use_bias}
