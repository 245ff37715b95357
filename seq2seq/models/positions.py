"""Position embeddings for the Transformer encoder (Vaswani et al. 2017, §3.5).

Self-attention is permutation-equivariant: without positions, permuting the source permutes the
encoder's output. Both layers here give each position ``p`` a vector ``P[p]`` and combine it with
the token embeddings ``x [B, S, E]``:

* ``combine="add"``: ``x + P[:S]`` -> ``[B, S, E]`` (the paper's choice; the depth is ``E``);
* ``combine="concat"``: ``[x; P[:S]]`` -> ``[B, S, E + depth]``.

`SinusoidalPositions` are fixed (any length, no weights); `LearnedPositions` are a trainable table
``[max_length, depth]`` (Gehring et al. 2017, "Convolutional Sequence to Sequence Learning").
"""

from __future__ import annotations

import keras
import tensorflow as tf

COMBINES = ("add", "concat")


def sinusoidal_table(length, depth: int) -> tf.Tensor:
    """``P [length, depth]`` float32 with (§3.5, ``i`` the pair index)::

        P[p, 2i]     = sin(p / 10000^(2i / depth))
        P[p, 2i + 1] = cos(p / 10000^(2i / depth))

    An odd ``depth`` drops the last cosine.
    """
    position = tf.cast(tf.range(length), tf.float32)[:, tf.newaxis]  # [L, 1]
    even = tf.cast(tf.range(0, depth, 2), tf.float32)  # [ceil(depth / 2)] the values 2i
    angle = position / tf.pow(10000.0, even / depth)  # [L, ceil(depth / 2)]
    table = tf.stack([tf.sin(angle), tf.cos(angle)], axis=-1)  # [L, ceil(depth / 2), 2]
    return tf.reshape(table, [length, -1])[:, :depth]  # [L, depth] interleaved sin, cos


class _Positions(keras.layers.Layer):
    """Shared combine logic: subclasses give ``table(length) -> [length, depth]`` float32."""

    def __init__(self, combine: str = "add", depth: int | None = None, **kwargs):
        super().__init__(**kwargs)
        if combine not in COMBINES:
            raise ValueError(f"position combine must be one of {COMBINES}, got {combine!r}")
        if combine == "concat" and not depth:
            raise ValueError("concatenated positions need their depth")
        self.combine = combine
        self.depth = depth

    def positions_depth(self, input_depth: int) -> int:
        """Depth of ``P``: the input's for ``add``, else ``depth``."""
        return input_depth if self.combine == "add" else int(self.depth)

    def output_depth(self, input_depth: int) -> int:
        return input_depth if self.combine == "add" else input_depth + int(self.depth)

    def table(self, length) -> tf.Tensor:
        raise NotImplementedError

    def call(self, x):
        """``x [B, S, E]`` -> ``[B, S, E]`` (add) or ``[B, S, E + depth]`` (concat)."""
        positions = tf.cast(self.table(tf.shape(x)[1]), x.dtype)[tf.newaxis]  # [1, S, P]
        if self.combine == "add":
            return x + positions  # [B, S, E]
        positions = tf.tile(positions, [tf.shape(x)[0], 1, 1])  # [B, S, P]
        return tf.concat([x, positions], axis=-1)  # [B, S, E + P]

    def get_config(self):
        return {**super().get_config(), "combine": self.combine, "depth": self.depth}


class SinusoidalPositions(_Positions):
    """Fixed sinusoidal positions (`sinusoidal_table`), for any source length.

    Args:
      combine: ``"add"`` (depth = the input's) or ``"concat"`` (needs ``depth``).
      depth: depth of the concatenated positions.
    """

    def build(self, input_shape):
        self.table_depth = self.positions_depth(input_shape[-1])

    def table(self, length):
        return sinusoidal_table(length, self.table_depth)  # [S, P]


class LearnedPositions(_Positions):
    """A trainable position table ``[max_length, P]`` (init N(0, 0.02^2)).

    A source longer than ``max_length`` is an error (`ValueError` eagerly,
    `tf.errors.InvalidArgumentError` in a graph).

    Args:
      max_length: number of positions in the table.
      combine: ``"add"`` (``P`` = the input's depth) or ``"concat"`` (needs ``depth``).
      depth: depth of the concatenated positions.
    """

    def __init__(self, max_length: int, combine: str = "add", depth: int | None = None, **kwargs):
        super().__init__(combine, depth, **kwargs)
        self.max_length = int(max_length)

    def build(self, input_shape):
        self.positions = self.add_weight(
            name="positions",
            shape=(self.max_length, self.positions_depth(input_shape[-1])),
            initializer=keras.initializers.RandomNormal(stddev=0.02),
        )

    def table(self, length):
        if tf.executing_eagerly() and int(length) > self.max_length:
            raise ValueError(
                f"a source of {int(length)} positions exceeds the learned position "
                f"table ({self.max_length}, model.max_positions)"
            )
        check = tf.debugging.assert_less_equal(
            length,
            self.max_length,
            message="the source is longer than the learned position table (model.max_positions)",
        )
        with tf.control_dependencies([check]):
            return self.positions[:length]  # [S, P]

    def get_config(self):
        return {**super().get_config(), "max_length": self.max_length}
