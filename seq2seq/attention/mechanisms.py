"""Attention mechanisms: prepare keys once from the memory, score a query, normalise the scores.

Every mechanism is a Keras 3 layer used in two phases:

1. ``memory = mechanism.prepare(memory [B, S, D], memory_sequence_length [B])`` once per batch:
   values are zeroed past each length and ``keys [B, S, U] = memory_layer(values)`` are computed
   once, not once per decoder step. The result is an `AttentionMemory` tuple, passed explicitly.
2. ``alignments, next_state = mechanism(query [B, Q], state, memory=memory)`` at every step:
   ``alignments [B, S]`` are exactly 0 past each length. ``state`` is the mechanism's own attention
   state (the previous alignments for the global mechanisms, as in tensorflow-addons; the decoder
   step counter for `LocalAttention`).

Scores are computed in the compute dtype and normalised in float32 (safe under mixed precision).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import keras
import numpy as np
import tensorflow as tf

from seq2seq.masking import check_memory_lengths, mask_score, sequence_mask, zero_padding


class AttentionMemory(NamedTuple):
    """A memory prepared once per batch by `AttentionMechanism.prepare`.

    Fields:
      values: ``[batch, max_time, depth]`` the memory, zeroed past each length (the context source).
      keys: ``[batch, max_time, units]`` the values after the mechanism's memory layer.
      mask: ``[batch, max_time]`` bool, True at valid positions.
      lengths: ``[batch]`` int32 true lengths.
    """

    values: tf.Tensor
    keys: tf.Tensor
    mask: tf.Tensor
    lengths: tf.Tensor


def softmax(score: tf.Tensor) -> tf.Tensor:
    """Softmax over the last axis of a masked ``score [..., max_time]``."""
    return tf.nn.softmax(score, axis=-1)


def hardmax(score: tf.Tensor) -> tf.Tensor:
    """One-hot of the arg-max over the last axis of ``score [..., max_time]`` (tfa's ``hardmax``).

    Ties go to the first position. The result is piecewise constant, so it passes no gradient to
    the score (nor to any weight that produced the score); use `HardAttention` to train a hard
    alignment.
    """
    depth = tf.shape(score)[-1]
    return tf.one_hot(tf.argmax(score, axis=-1, output_type=tf.int32), depth, dtype=score.dtype)


PROBABILITY_FNS: dict[str, Callable[[tf.Tensor], tf.Tensor]] = {
    "softmax": softmax,
    "hardmax": hardmax,
}


def _resolve_probability_fn(probability_fn) -> Callable[[tf.Tensor], tf.Tensor]:
    if callable(probability_fn):
        return probability_fn
    if probability_fn not in PROBABILITY_FNS:
        raise ValueError(
            f"probability_fn must be one of {sorted(PROBABILITY_FNS)} or a callable, "
            f"got {probability_fn!r}"
        )
    return PROBABILITY_FNS[probability_fn]


def additive_score(
    processed_query: tf.Tensor, keys: tf.Tensor, v: tf.Tensor, bias: tf.Tensor | None = None
) -> tf.Tensor:
    """``v^T tanh(q_j + k_s [+ b])`` for ``processed_query [B, Q, U]``, ``keys [B, S, U]``.

    Returns scores ``[B, Q, S]``.
    """
    hidden = processed_query[:, :, tf.newaxis, :] + keys[:, tf.newaxis, :, :]  # [B, Q, S, U]
    if bias is not None:
        hidden = hidden + bias
    return tf.reduce_sum(v * tf.tanh(hidden), axis=-1)  # [B, Q, S]


def multiplicative_score(query: tf.Tensor, keys: tf.Tensor) -> tf.Tensor:
    """``q_j . k_s`` for ``query [B, Q, U]`` and ``keys [B, S, U]``; returns ``[B, Q, S]``."""
    return tf.matmul(query, keys, transpose_b=True)


class AttentionMechanism(keras.layers.Layer):
    """Base class: a score function plus a pluggable probability function.

    Subclasses implement ``_score(query [B, Q, Dq], memory) -> [B, Q, S]`` (several queries at once,
    so a whole teacher-forced sequence can be scored in one product) and create their weights.
    `score_all` masks and normalises such a block; `call` is the single-step form.

    Args:
      units: depth of the keys (and of the processed query).
      probability_fn: ``"softmax"``, ``"hardmax"`` or a callable ``score [..., S] -> weights``.
    """

    def __init__(self, units: int, probability_fn="softmax", **kwargs):
        super().__init__(**kwargs)
        self.units = int(units)
        self.probability_fn_name = probability_fn if isinstance(probability_fn, str) else None
        self.probability_fn = _resolve_probability_fn(probability_fn)
        self.memory_layer: keras.layers.Layer | None = None

    def build(self, query_shape=None):
        # Sublayers (memory, query layers) build on first use: prepare() builds the memory layer
        # from the memory depth and the first step builds the query layer from the query depth.
        self.built = True

    # -- phase 1 -----------------------------------------------------------------------------------
    def prepare(self, memory: tf.Tensor, memory_sequence_length=None) -> AttentionMemory:
        """Validates lengths, zeroes padding and computes the keys once. ``memory [B, S, D]``."""
        memory = tf.convert_to_tensor(memory)
        if memory_sequence_length is None:
            memory_sequence_length = tf.fill(tf.shape(memory)[:1], tf.shape(memory)[1])
        lengths = check_memory_lengths(memory, memory_sequence_length)  # [B]
        mask = sequence_mask(lengths, tf.shape(memory)[1])  # [B, S]
        values = zero_padding(memory, mask)  # [B, S, D]
        keys = self.memory_layer(values) if self.memory_layer is not None else values  # [B, S, U]
        return AttentionMemory(values=values, keys=keys, mask=mask, lengths=lengths)

    # -- phase 2 -----------------------------------------------------------------------------------
    def initial_state(self, batch_size, memory: AttentionMemory, dtype=tf.float32):
        """The attention state before the first step: zero alignments ``[B, S]`` (tfa semantics)."""
        return tf.zeros([batch_size, tf.shape(memory.keys)[1]], dtype=dtype)

    def initial_alignments(self, batch_size, memory: AttentionMemory, dtype=tf.float32):
        """Zero alignments ``[B, S]``."""
        return tf.zeros([batch_size, tf.shape(memory.keys)[1]], dtype=dtype)

    def _score(self, query: tf.Tensor, memory: AttentionMemory) -> tf.Tensor:
        raise NotImplementedError

    def score_all(self, queries: tf.Tensor, memory: AttentionMemory, training=None) -> tf.Tensor:
        """Alignments ``[B, Q, S]`` for a block of queries ``[B, Q, Dq]`` (stateless mechanisms)."""
        score = self._score(queries, memory)  # [B, Q, S]
        if score.dtype != tf.float64:  # float32 (also under mixed precision); float64 stays
            score = tf.cast(score, tf.float32)
        score = mask_score(score, memory.mask[:, tf.newaxis, :])
        return self._normalize(score, memory, training=training)

    def _normalize(self, score: tf.Tensor, memory: AttentionMemory, training=None) -> tf.Tensor:
        return self.probability_fn(score)

    def call(self, query, state, memory: AttentionMemory = None, training=None):
        """One step. ``query [B, Dq]`` -> ``(alignments [B, S] float32, next_state)``."""
        alignments = self.score_all(query[:, tf.newaxis, :], memory, training=training)[:, 0, :]
        return alignments, alignments

    def get_config(self):
        config = super().get_config()
        config.update(units=self.units, probability_fn=self.probability_fn_name or "softmax")
        return config


class BahdanauAttention(AttentionMechanism):
    """Additive attention (Bahdanau, Cho & Bengio 2015, "Neural Machine Translation by Jointly
    Learning to Align and Translate").

    ``score(q, k_s) = v^T tanh(W_q q + W_k k_s)``; with ``normalize=True`` (weight normalisation,
    Salimans & Kingma 2016, as in tfa) ``v`` becomes ``g * v / ||v||`` and a bias ``b`` enters the
    tanh: ``score = (g v/||v||)^T tanh(W_q q + W_k k_s + b)``.

    Shapes: memory ``[B, S, D]``, keys ``[B, S, units]``, query ``[B, Dq]``, alignments ``[B, S]``.
    Weights: ``memory_layer`` ``[D, units]``, ``query_layer`` ``[Dq, units]`` (no biases),
    ``attention_v`` ``[units]``, and ``attention_g`` ``[]``, ``attention_b`` ``[units]`` if
    normalised.
    """

    def __init__(self, units: int, normalize: bool = False, probability_fn="softmax", **kwargs):
        super().__init__(units, probability_fn, **kwargs)
        self.normalize = bool(normalize)
        self.memory_layer = keras.layers.Dense(units, use_bias=False, name="memory_layer")
        self.query_layer = keras.layers.Dense(units, use_bias=False, name="query_layer")
        self.attention_v = self.add_weight(
            name="attention_v", shape=(units,), initializer="glorot_uniform"
        )
        self.attention_g = self.attention_b = None
        if self.normalize:
            g_init = keras.initializers.Constant(np.sqrt(1.0 / units))
            self.attention_g = self.add_weight(name="attention_g", shape=(), initializer=g_init)
            self.attention_b = self.add_weight(
                name="attention_b", shape=(units,), initializer="zeros"
            )

    def _score(self, query, memory):
        processed = self.query_layer(query)  # [B, Q, U]
        dtype = processed.dtype
        v = tf.cast(self.attention_v, dtype)  # [U]
        bias = None
        if self.normalize:
            v = tf.cast(self.attention_g, dtype) * v * tf.math.rsqrt(tf.reduce_sum(tf.square(v)))
            bias = tf.cast(self.attention_b, dtype)
        return additive_score(processed, memory.keys, v, bias)  # [B, Q, S]

    def get_config(self):
        return {**super().get_config(), "normalize": self.normalize}


LUONG_SCORES = ("dot", "general", "concat")


class LuongAttention(AttentionMechanism):
    """Multiplicative attention (Luong, Pham & Manning 2015, "Effective Approaches to
    Attention-based Neural Machine Translation", section 3.1).

    * ``score="general"`` (tfa's LuongAttention): ``score(q, k_s) = q^T W_k k_s``; the query depth
      must equal ``units``.
    * ``score="dot"``: ``score = q^T k_s`` on the raw memory; the query depth must equal the memory
      depth (``units`` is then informational).
    * ``score="concat"``: ``score = v^T tanh(W [q; k_s]) = v^T tanh(W_q q + W_k k_s)``.
    * ``scale=True`` multiplies the score by a trainable scalar ``scale_weight`` (init 1).

    Shapes: memory ``[B, S, D]``, keys ``[B, S, units]`` (``[B, S, D]`` for dot), query ``[B, Dq]``,
    alignments ``[B, S]``.
    """

    def __init__(
        self,
        units: int,
        scale: bool = False,
        score: str = "general",
        probability_fn="softmax",
        **kwargs,
    ):
        super().__init__(units, probability_fn, **kwargs)
        if score not in LUONG_SCORES:
            raise ValueError(f"LuongAttention score must be one of {LUONG_SCORES}, got {score!r}")
        self.score_name = score
        self.scale = bool(scale)
        self.query_layer = None
        if score != "dot":
            self.memory_layer = keras.layers.Dense(units, use_bias=False, name="memory_layer")
        if score == "concat":
            self.query_layer = keras.layers.Dense(units, use_bias=False, name="query_layer")
            self.attention_v = self.add_weight(
                name="attention_v", shape=(units,), initializer="glorot_uniform"
            )
        self.scale_weight = None
        if self.scale:
            self.scale_weight = self.add_weight(name="scale_weight", shape=(), initializer="ones")

    def _score(self, query, memory):
        if self.score_name == "concat":
            processed = self.query_layer(query)  # [B, Q, U]
            score = additive_score(
                processed, memory.keys, tf.cast(self.attention_v, processed.dtype)
            )
        else:
            got, expected = query.shape[-1], memory.keys.shape[-1]
            if got is not None and expected is not None and got != expected:
                hint = (
                    "score='dot' compares the query with the raw memory"
                    if self.score_name == "dot"
                    else "score='general' needs units == the query depth (the decoder cell size)"
                )
                raise ValueError(
                    f"LuongAttention(score={self.score_name!r}): query depth {got} != {expected} "
                    f"({hint})"
                )
            score = multiplicative_score(query, memory.keys)  # [B, Q, S]
        if self.scale:
            score = score * tf.cast(self.scale_weight, score.dtype)
        return score

    def get_config(self):
        return {**super().get_config(), "scale": self.scale, "score": self.score_name}


def make_scorer(score: str, units: int, scale: bool = False, name: str = "scorer"):
    """A global mechanism to reuse as the scorer of `LocalAttention` or `HardAttention`.

    ``score``: ``"dot"``, ``"general"``, ``"concat"`` (Luong) or ``"additive"`` (Bahdanau).
    """
    if score == "additive":
        return BahdanauAttention(units, name=name)
    return LuongAttention(units, scale=scale, score=score, name=name)


class _ScorerDelegate(AttentionMechanism):
    """A mechanism that scores with an inner global mechanism and normalises its own way."""

    def __init__(self, units, score="general", scale=False, probability_fn="softmax", **kwargs):
        super().__init__(units, probability_fn, **kwargs)
        self.score_name = score
        self.scale = bool(scale)
        self.scorer = make_scorer(score, units, scale)

    def prepare(self, memory, memory_sequence_length=None):
        return self.scorer.prepare(memory, memory_sequence_length)

    def _score(self, query, memory):
        return self.scorer._score(query, memory)

    def get_config(self):
        return {**super().get_config(), "score": self.score_name, "scale": self.scale}


LOCAL_MODES = ("monotonic", "predictive")


class LocalAttention(_ScorerDelegate):
    """Local attention (Luong, Pham & Manning 2015, section 3.2): attend to a window
    ``[p_t - D, p_t + D]`` of the source around an aligned position ``p_t``.

    * ``mode="monotonic"`` (local-m): ``p_t = t``, the decoder step (0-based), clipped to
      ``[0, S - 1]``; weights are the softmax of the scores within the window (Luong's eq. 7).
    * ``mode="predictive"`` (local-p): ``p_t = S * sigmoid(v_p^T tanh(W_p h_t))`` clipped to
      ``[0, S - 1]``; weights are the softmax within the window times
      ``exp(-(s - p_t)^2 / (2 sigma^2))``, ``sigma = D / 2``, not renormalised (as in Luong's code),
      so they sum to at most 1.

    The window holds the integer positions ``s`` with ``|s - round(p_t)| <= D`` (so it is never
    empty); the Gaussian uses the real ``p_t``.
    ``S`` is each example's true source length (``memory_sequence_length``), never the padded
    length; positions outside the window or past ``S`` get exactly 0. The attention state is the
    decoder step counter ``[B]`` int32. The score inside the window is any of `make_scorer`'s
    (``"general"`` by default).

    Shapes: memory ``[B, S, D]``, query ``[B, Dq]``, alignments ``[B, S]``.
    Weights (local-p): ``predictive_layer`` ``[Dq, units]`` (W_p, no bias), ``predictive_v``
    ``[units]`` (v_p), plus the scorer's.
    """

    def __init__(
        self,
        units: int,
        window: int = 10,
        mode: str = "monotonic",
        score: str = "general",
        scale: bool = False,
        probability_fn="softmax",
        **kwargs,
    ):
        super().__init__(units, score, scale, probability_fn, **kwargs)
        if mode not in LOCAL_MODES:
            raise ValueError(f"LocalAttention mode must be one of {LOCAL_MODES}, got {mode!r}")
        if int(window) < 0:
            raise ValueError(f"LocalAttention window must be >= 0, got {window}")
        self.window = int(window)
        self.mode = mode
        if mode == "predictive":
            self.predictive_layer = keras.layers.Dense(
                units, use_bias=False, name="predictive_layer"
            )
            self.predictive_v = self.add_weight(
                name="predictive_v", shape=(units,), initializer="glorot_uniform"
            )

    def initial_state(self, batch_size, memory, dtype=tf.float32):
        return tf.zeros([batch_size], dtype=tf.int32)

    def aligned_position(self, query, state, memory) -> tf.Tensor:
        """``p_t [B]`` float32, already clipped to ``[0, S - 1]``."""
        last = tf.cast(memory.lengths - 1, tf.float32)  # [B]
        if self.mode == "monotonic":
            position = tf.cast(state, tf.float32)  # [B]
        else:
            hidden = tf.tanh(self.predictive_layer(query))  # [B, U]
            logit = tf.reduce_sum(hidden * tf.cast(self.predictive_v, hidden.dtype), axis=-1)
            position = tf.cast(memory.lengths, tf.float32) * tf.sigmoid(tf.cast(logit, tf.float32))
        return tf.clip_by_value(position, 0.0, last)

    def call(self, query, state, memory: AttentionMemory = None, training=None):
        position = self.aligned_position(query, state, memory)[:, tf.newaxis]  # [B, 1]
        source = tf.cast(tf.range(tf.shape(memory.mask)[1]), tf.float32)[tf.newaxis, :]  # [1, S]
        distance = source - position  # [B, S]
        # The window is centred on the nearest source position, so it always holds 2D + 1
        # positions (before clipping to [0, S - 1]), also for a fractional p_t and D = 0.
        centre_distance = source - tf.round(position)  # [B, S]
        in_window = tf.logical_and(memory.mask, tf.abs(centre_distance) <= float(self.window))
        score = tf.cast(self._score(query[:, tf.newaxis, :], memory)[:, 0, :], tf.float32)
        alignments = self.probability_fn(mask_score(score, in_window))  # [B, S]
        # Exactly 0 outside the window even for probability functions that leak.
        alignments = tf.where(in_window, alignments, tf.zeros_like(alignments))
        if self.mode == "predictive":
            sigma = self.window / 2.0
            if sigma > 0:
                alignments = alignments * tf.exp(-tf.square(distance) / (2.0 * sigma * sigma))
        return alignments, state + 1

    def score_all(self, queries, memory, training=None):
        raise NotImplementedError("LocalAttention depends on the decoder step: use it step by step")

    def get_config(self):
        return {**super().get_config(), "window": self.window, "mode": self.mode}


class HardAttention(_ScorerDelegate):
    """Trainable hard attention: each step attends to exactly one source position.

    Training: a position is sampled from ``softmax(score)`` with the Gumbel-max trick and the
    straight-through Gumbel-softmax estimator (Jang et al. 2017, "Categorical Reparameterization
    with Gumbel-Softmax"): the forward value is the one-hot sample, the gradient is that of
    ``softmax((score + g) / temperature)``, so the score weights are trained. Inference: the
    arg-max position (`hardmax`). Sampling is deterministic given ``seed``.

    ``temperature`` is a non-trainable variable, so a training loop can anneal it
    (``mechanism.temperature.assign(...)``).

    Shapes: memory ``[B, S, D]``, query ``[B, Dq]``, alignments ``[B, S]`` one-hot.
    """

    def __init__(
        self,
        units: int,
        score: str = "general",
        scale: bool = False,
        temperature: float = 1.0,
        seed: int | None = None,
        **kwargs,
    ):
        kwargs.pop("probability_fn", None)
        super().__init__(units, score, scale, "hardmax", **kwargs)
        self.seed = seed
        self.seed_generator = keras.random.SeedGenerator(seed)
        initial = keras.initializers.Constant(float(temperature))
        self.temperature = self.add_weight(
            name="temperature", shape=(), trainable=False, initializer=initial
        )

    def _normalize(self, score, memory, training=None):
        if not training:
            return hardmax(score)
        uniform = keras.random.uniform(
            tf.shape(score), minval=1e-10, maxval=1.0, seed=self.seed_generator
        )
        gumbel = -tf.math.log(-tf.math.log(uniform))
        noisy = mask_score(score + gumbel, memory.mask[:, tf.newaxis, :])
        soft = tf.nn.softmax(noisy / self.temperature, axis=-1)  # [B, Q, S]
        hard = hardmax(soft)
        return hard + (soft - tf.stop_gradient(soft))  # forward: exactly the one-hot sample

    def get_config(self):
        config = super().get_config()
        config.pop("probability_fn", None)
        return {**config, "temperature": float(self.temperature.numpy()), "seed": self.seed}
