"""tfa's monotonic mechanisms: the core's `seq2seq.attention.monotonic` classes behind tfa's
signatures.

Imported lazily by `seq2seq.compat.tfa.attention_wrapper`
(``tfa.seq2seq.BahdanauMonotonicAttention``)
so that the rest of the compat layer works without the core's monotonic module.
"""

from __future__ import annotations

import keras

from seq2seq.attention import monotonic as _core
from seq2seq.compat.tfa.attention_wrapper import _PACKAGE, _TfaMemoryMixin


@keras.saving.register_keras_serializable(package=_PACKAGE)
class BahdanauMonotonicAttention(_TfaMemoryMixin, _core.BahdanauMonotonicAttention):
    """tfa's ``BahdanauMonotonicAttention(units, memory=None, memory_sequence_length=None,
    normalize=False, sigmoid_noise=0.0, sigmoid_noise_seed=None, score_bias_init=0.0,
    mode="parallel", kernel_initializer="glorot_uniform", dtype=None,
    name="BahdanauMonotonicAttention")`` (Raffel et al. 2017).

    Difference: the pre-sigmoid noise is added only when called with ``training=True`` (tfa added
    it on every call).
    """

    _tfa_layers = ("memory_layer", "query_layer")

    def __init__(
        self,
        units,
        memory=None,
        memory_sequence_length=None,
        normalize=False,
        sigmoid_noise=0.0,
        sigmoid_noise_seed=None,
        score_bias_init=0.0,
        mode="parallel",
        kernel_initializer="glorot_uniform",
        dtype=None,
        name="BahdanauMonotonicAttention",
        **kwargs,
    ):
        self._init_tfa(
            units,
            memory,
            memory_sequence_length,
            kwargs,
            kernel_initializer,
            normalize=normalize,
            sigmoid_noise=sigmoid_noise,
            sigmoid_noise_seed=sigmoid_noise_seed,
            score_bias_init=score_bias_init,
            mode=mode,
            dtype=dtype,
            name=name,
        )


@keras.saving.register_keras_serializable(package=_PACKAGE)
class LuongMonotonicAttention(_TfaMemoryMixin, _core.LuongMonotonicAttention):
    """tfa's ``LuongMonotonicAttention(units, memory=None, memory_sequence_length=None,
    scale=False, sigmoid_noise=0.0, sigmoid_noise_seed=None, score_bias_init=0.0,
    mode="parallel", dtype=None, name="LuongMonotonicAttention")`` (Raffel et al. 2017).

    Difference: the pre-sigmoid noise is added only when called with ``training=True``.
    """

    def __init__(
        self,
        units,
        memory=None,
        memory_sequence_length=None,
        scale=False,
        sigmoid_noise=0.0,
        sigmoid_noise_seed=None,
        score_bias_init=0.0,
        mode="parallel",
        dtype=None,
        name="LuongMonotonicAttention",
        **kwargs,
    ):
        self._init_tfa(
            units,
            memory,
            memory_sequence_length,
            kwargs,
            scale=scale,
            sigmoid_noise=sigmoid_noise,
            sigmoid_noise_seed=sigmoid_noise_seed,
            score_bias_init=score_bias_init,
            mode=mode,
            score="general",
            dtype=dtype,
            name=name,
        )
