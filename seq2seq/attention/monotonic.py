"""Monotonic attention (Raffel, Luong, Liu, Weiss & Eck 2017, "Online and Linear-Time Attention by
Enforcing Monotonic Alignments", ICML, https://arxiv.org/abs/1704.00784).

At every output step the decoder scans the memory left to right from where it stopped last time and,
at each position ``j``, *chooses* to stop there with probability ``p_j = sigmoid(e_j)`` (``e_j``
the energy of an ordinary Bahdanau or Luong score plus a scalar bias ``r``). Attention can therefore
never move backwards. In training the decoder uses the expected alignment under that stochastic
process (``mode="parallel"`` or ``"recursive"``); at test time (``mode="hard"``) the choice is
``e_j > 0``, which gives a one-hot alignment that can be computed online in linear time.

With ``a_{i-1}`` the previous step's alignments and ``p`` the choosing probabilities (eq. 9)::

    q_j = (1 - p_{j-1}) q_{j-1} + a_{i-1, j}          (q_{-1} = 0)
    a_{i, j} = p_j q_j

Unlike a softmax the alignments need not sum to 1: the mass that never stops "falls off" the end of
the memory. Before the first output step the attention sits on position 0 (``a_0 = [1, 0, ..., 0]``,
`initial_alignments`). Padded memory positions (past ``memory_sequence_length``) get a score of
``float32.min``, hence ``p_j = 0`` and an alignment of exactly 0: nothing can stop there.

This module holds the pure helpers (`safe_cumprod`, `monotonic_attention`,
`monotonic_probability`) and the two mechanisms, subclasses of the core `BahdanauAttention` and
`LuongAttention` that reuse their scores. Numerically they follow tensorflow-addons 0.23's
``BahdanauMonotonicAttention`` / ``LuongMonotonicAttention`` (checked against fixtures, see
``tests/test_monotonic.py``), with one deliberate difference: the pre-sigmoid noise is added only
when the layer is called with ``training=True`` (tfa adds it on every call and tells the user to set
it to 0 at test time; the paper uses it in training only).
"""

from __future__ import annotations

import keras
import numpy as np
import tensorflow as tf

from seq2seq.attention.mechanisms import AttentionMemory, BahdanauAttention, LuongAttention
from seq2seq.masking import mask_score

MONOTONIC_MODES = ("parallel", "recursive", "hard")


def safe_cumprod(x, axis: int = 0, exclusive: bool = False, reverse: bool = False) -> tf.Tensor:
    """Cumulative product computed in log space: ``exp(cumsum(log(clip(x, tiny, 1))))``.

    ``tf.math.cumprod`` of many factors in ``(0, 1]`` underflows and its gradient divides by the
    factors; summing logs does neither. The factors must lie in ``[0, 1]`` (a 0 is clipped to the
    dtype's smallest normal number). Arguments as in ``tf.math.cumprod``; any shape.
    """
    x = tf.convert_to_tensor(x)
    tiny = np.finfo(x.dtype.as_numpy_dtype).tiny
    log_x = tf.math.log(tf.clip_by_value(x, tiny, 1.0))
    return tf.exp(tf.cumsum(log_x, axis=axis, exclusive=exclusive, reverse=reverse))


def _recursive(p_choose_i: tf.Tensor, previous_attention: tf.Tensor) -> tf.Tensor:
    """The recurrence of eq. 9, one memory position at a time (``tf.scan`` over ``S``)."""
    # carry[j] multiplies q_{j-1}: [1, 1 - p_0, ..., 1 - p_{S-2}]
    shifted = tf.concat([tf.ones_like(p_choose_i[:, :1]), 1.0 - p_choose_i[:, :-1]], axis=1)
    q = tf.scan(
        lambda q_prev, elems: elems[0] * q_prev + elems[1],  # [B]
        (tf.transpose(shifted), tf.transpose(previous_attention)),  # ([S, B], [S, B])
        initializer=tf.zeros_like(p_choose_i[:, 0]),
    )  # [S, B]
    return p_choose_i * tf.transpose(q)  # [B, S]


def _parallel(p_choose_i: tf.Tensor, previous_attention: tf.Tensor) -> tf.Tensor:
    """Closed form of eq. 9 with cumulative sums and products (paper, eq. 10-13).

    ``a_j = p_j * prod_{k<j}(1 - p_k) * sum_{l<=j} a_prev_l / prod_{k<l}(1 - p_k)``; the divisor is
    clipped to ``1e-10`` so the result is approximate when some ``p`` is very close to 1.
    """
    cumprod_1mp = safe_cumprod(1.0 - p_choose_i, axis=1, exclusive=True)  # [B, S]
    divisor = tf.clip_by_value(cumprod_1mp, 1e-10, 1.0)
    return p_choose_i * cumprod_1mp * tf.cumsum(previous_attention / divisor, axis=1)  # [B, S]


def _hard(p_choose_i: tf.Tensor, previous_attention: tf.Tensor) -> tf.Tensor:
    """Eq. 9 for 0/1 choices and a 0/1 previous attention: the first chosen position at or after
    the previous one (all zeros if there is none)."""
    reachable = p_choose_i * tf.cumsum(previous_attention, axis=1)  # 0 before the last position
    not_yet = tf.math.cumprod(1.0 - reachable, axis=1, exclusive=True)  # 1 up to the first choice
    return reachable * not_yet  # [B, S]


_MODE_FNS = {"recursive": _recursive, "parallel": _parallel, "hard": _hard}


def monotonic_attention(p_choose_i, previous_attention, mode: str) -> tf.Tensor:
    """Monotonic alignments from choosing probabilities (Raffel et al. 2017, eq. 9).

    Args:
      p_choose_i: ``[B, S]`` probabilities in ``[0, 1]`` of stopping at each memory position.
      previous_attention: ``[B, S]`` the previous step's alignments; before the first step a one-hot
        at position 0 for every example.
      mode: ``"recursive"`` (exact, a ``tf.scan`` over ``S``: slowest), ``"parallel"`` (the closed
        form with cumulative sums/products: fast, approximate when ``p`` is very close to 1) or
        ``"hard"`` (exact and fast, but ``p`` and ``previous_attention`` must be 0/1).

    Returns:
      ``[B, S]`` alignments, in the dtype of ``p_choose_i``; each row sums to at most 1.

    Raises:
      ValueError: an unknown mode.
    """
    if mode not in _MODE_FNS:
        raise ValueError(f"monotonic attention mode must be one of {MONOTONIC_MODES}, got {mode!r}")
    p_choose_i = tf.convert_to_tensor(p_choose_i)
    previous_attention = tf.cast(previous_attention, p_choose_i.dtype)
    return _MODE_FNS[mode](p_choose_i, previous_attention)


def monotonic_probability(
    score, previous_alignments, mode: str, sigmoid_noise: float = 0.0, seed=None
) -> tf.Tensor:
    """Masked energies ``score [B, S]`` -> monotonic alignments ``[B, S]`` (tfa's
    ``_monotonic_probability_fn``).

    Adds ``sigmoid_noise * N(0, 1)`` to the score when ``sigmoid_noise > 0`` (pushes the model
    towards discrete choices, paper sec. 2.3), takes ``p = sigmoid(score)`` (``p = [score > 0]`` in
    hard mode) and calls `monotonic_attention`. ``seed``: an int, a ``keras.random.SeedGenerator``
    or None.
    """
    if sigmoid_noise > 0:
        score = score + sigmoid_noise * keras.random.normal(
            tf.shape(score), dtype=score.dtype, seed=seed
        )
    if mode == "hard":
        p_choose_i = tf.cast(score > 0, score.dtype)
    else:
        p_choose_i = tf.sigmoid(score)
    return monotonic_attention(p_choose_i, previous_alignments, mode)


class _MonotonicMixin:
    """Monotonic normalisation over the score of a core mechanism (placed before it in the MRO).

    Keeps the previous alignments as the attention state, starts from a one-hot at position 0 and
    adds the learnable scalar ``attention_score_bias`` ``r`` to the score before the sigmoid.
    """

    def _init_monotonic(self, sigmoid_noise, sigmoid_noise_seed, score_bias_init, mode):
        if mode not in MONOTONIC_MODES:
            raise ValueError(
                f"{type(self).__name__} mode must be one of {MONOTONIC_MODES}, got {mode!r}"
            )
        if float(sigmoid_noise) < 0:
            raise ValueError(f"sigmoid_noise must be >= 0, got {sigmoid_noise}")
        self.sigmoid_noise = float(sigmoid_noise)
        self.sigmoid_noise_seed = sigmoid_noise_seed
        self.score_bias_init = float(score_bias_init)
        self.mode = mode
        self.seed_generator = keras.random.SeedGenerator(sigmoid_noise_seed)
        self.attention_score_bias = self.add_weight(
            name="attention_score_bias",
            shape=(),
            initializer=keras.initializers.Constant(self.score_bias_init),
        )

    def initial_alignments(self, batch_size, memory: AttentionMemory, dtype=tf.float32):
        """A one-hot at memory position 0 for every example: ``[B, S]`` (tfa semantics)."""
        return tf.one_hot(tf.zeros([batch_size], tf.int32), tf.shape(memory.keys)[1], dtype=dtype)

    def initial_state(self, batch_size, memory: AttentionMemory, dtype=tf.float32):
        """The previous alignments before the first step: `initial_alignments`."""
        return self.initial_alignments(batch_size, memory, dtype)

    def energy(self, query, memory: AttentionMemory) -> tf.Tensor:
        """``score(query, keys) + r`` in float32 for ``query [B, Dq]``: ``[B, S]``, unmasked."""
        score = tf.cast(self._score(query[:, tf.newaxis, :], memory)[:, 0, :], tf.float32)
        return score + tf.cast(self.attention_score_bias, tf.float32)  # [B, S]

    def call(self, query, state, memory: AttentionMemory = None, training=None):
        """One step. ``query [B, Dq]``, ``state`` = previous alignments ``[B, S]`` ->
        ``(alignments [B, S] float32, next_state = alignments)``."""
        score = mask_score(self.energy(query, memory), memory.mask)  # [B, S]
        noise = self.sigmoid_noise if training else 0.0
        alignments = monotonic_probability(
            score, tf.cast(state, tf.float32), self.mode, noise, seed=self.seed_generator
        )
        # Exactly 0 past each length (sigmoid(float32.min) is already 0; this also covers a
        # previous attention that is non-zero there).
        alignments = tf.where(memory.mask, alignments, tf.zeros_like(alignments))  # [B, S]
        return alignments, alignments

    def score_all(self, queries, memory, training=None):
        raise NotImplementedError(
            f"{type(self).__name__} depends on the previous alignments: use it step by step"
        )

    def get_config(self):
        config = super().get_config()  # the core mechanism's
        config.pop("probability_fn", None)
        config.update(
            sigmoid_noise=self.sigmoid_noise,
            sigmoid_noise_seed=self.sigmoid_noise_seed,
            score_bias_init=self.score_bias_init,
            mode=self.mode,
        )
        return config


@keras.saving.register_keras_serializable(package="seq2seq")
class BahdanauMonotonicAttention(_MonotonicMixin, BahdanauAttention):
    """Monotonic attention with Bahdanau's additive energy (Raffel et al. 2017).

    ``e_j = v^T tanh(W_q q + W_k k_j [+ b]) + r`` (``v -> g v / ||v||`` with ``normalize=True``, as
    in `BahdanauAttention`), ``p_j = sigmoid(e_j + noise)`` (``[e_j > 0]`` in hard mode), then
    `monotonic_attention` from the previous alignments (the attention state).

    Args:
      units: depth of the keys and of the processed query.
      normalize: weight-normalise ``v`` and add the bias ``b`` (see `BahdanauAttention`).
      sigmoid_noise: standard deviation of the pre-sigmoid Gaussian noise, added only when called
        with ``training=True``.
      sigmoid_noise_seed: seed of that noise (a `keras.random.SeedGenerator`).
      score_bias_init: initial ``r``; a negative value (e.g. -4) is recommended for long memories,
        so that early positions are not chosen too eagerly.
      mode: ``"parallel"`` | ``"recursive"`` | ``"hard"`` (see `monotonic_attention`).

    Shapes: memory ``[B, S, D]``, keys ``[B, S, units]``, query ``[B, Dq]``, alignments ``[B, S]``.
    Weights: those of `BahdanauAttention` plus ``attention_score_bias`` ``[]``.
    """

    def __init__(
        self,
        units: int,
        normalize: bool = False,
        sigmoid_noise: float = 0.0,
        sigmoid_noise_seed: int | None = None,
        score_bias_init: float = 0.0,
        mode: str = "parallel",
        **kwargs,
    ):
        kwargs.pop("probability_fn", None)
        super().__init__(units, normalize=normalize, **kwargs)
        self._init_monotonic(sigmoid_noise, sigmoid_noise_seed, score_bias_init, mode)


@keras.saving.register_keras_serializable(package="seq2seq")
class LuongMonotonicAttention(_MonotonicMixin, LuongAttention):
    """Monotonic attention with Luong's multiplicative energy (Raffel et al. 2017).

    ``e_j = [s *] q^T W_k k_j + r`` (``score="general"``, tfa's; ``"dot"`` and ``"concat"`` as in
    `LuongAttention`; ``s`` the trainable ``scale_weight`` when ``scale=True``),
    ``p_j = sigmoid(e_j + noise)`` (``[e_j > 0]`` in hard mode), then `monotonic_attention` from
    the previous alignments (the attention state).

    Args:
      units: depth of the keys; with ``score="general"`` it must equal the query depth.
      scale: multiply the score by a trainable scalar (init 1).
      sigmoid_noise, sigmoid_noise_seed, score_bias_init, mode: see `BahdanauMonotonicAttention`.
      score: ``"general"`` (default, tfa), ``"dot"`` or ``"concat"``.

    Shapes: memory ``[B, S, D]``, keys ``[B, S, units]``, query ``[B, Dq]``, alignments ``[B, S]``.
    Weights: those of `LuongAttention` plus ``attention_score_bias`` ``[]``.
    """

    def __init__(
        self,
        units: int,
        scale: bool = False,
        sigmoid_noise: float = 0.0,
        sigmoid_noise_seed: int | None = None,
        score_bias_init: float = 0.0,
        mode: str = "parallel",
        score: str = "general",
        **kwargs,
    ):
        kwargs.pop("probability_fn", None)
        super().__init__(units, scale=scale, score=score, **kwargs)
        self._init_monotonic(sigmoid_noise, sigmoid_noise_seed, score_bias_init, mode)
