"""The arithmetic of a model for inference: exact float32 (the default), or bfloat16.

``bfloat16`` (Keras' dtype policy of that name) is a copy of the trained float32 model whose weights
are rounded to bfloat16 once (8 bits of mantissa) and whose layers compute in bfloat16; the logits
are cast back to float32 before the log-softmax (`Decoder`), so the search's scores add up in
float32. The encoder's LSTMs and an LSTM + Luong decoder's step then run written out
(`fused_lstm.forward`, `fused_unroll.step`): their products in bfloat16, their elementwise math in
float32 (TensorFlow's bfloat16 elementwise kernels convert every operand and would cost what the
products save). On a CPU with AVX512_BF16 (or AMX) oneDNN runs the matrix products at about
1.5-1.8x the float32 rate, and a trained bench-small model searches 1.3x (greedy) to 1.4x (beam 5)
faster at batch 64 for the same BLEU; elsewhere the products are emulated and slower. The results
differ slightly from the exact path's: an option a user chooses knowingly.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

# TensorFlow and Keras are imported where used: the commands read `INFERENCE_PRECISIONS` to check
# their options before either is loaded.

INFERENCE_PRECISIONS = ("float32", "bfloat16")
BF16_CPU_FLAGS = ("avx512_bf16", "amx_bf16")


def in_precision(model, build: Callable[[], Any], precision: str):
    """``model`` (built, its weights restored) for inference in ``precision``: itself for
    float32, else a copy made by ``build`` (the same architecture, weights created in the same
    order) under that dtype policy, holding ``model``'s weights rounded once."""
    if precision not in INFERENCE_PRECISIONS:
        raise ValueError(f"unknown precision {precision!r}; one of {INFERENCE_PRECISIONS}")
    if precision == "float32":
        return model
    import tensorflow as tf

    with _building_with(precision):
        copy = build()
    if [_layout(v) for v in copy.weights] != [_layout(v) for v in model.weights]:
        raise ValueError(f"the {precision} copy of the model holds other weights")
    for source, target in zip(model.weights, copy.weights):
        target.assign(tf.cast(source, target.dtype))
    return copy


def _layout(variable) -> tuple:
    """A weight's name without Keras' uniquifying counters (``lstm_cell_3`` -> ``lstm_cell``), and
    its shape."""
    return re.sub(r"_\d+(?=/|$)", "", variable.path), tuple(variable.shape)


@contextlib.contextmanager
def _building_with(policy: str) -> Iterator[None]:
    """Layers built inside take the dtype ``policy``; Keras' global policy and the orthogonal
    initializer are put back afterwards. The initializer computes in float32 meanwhile (its QR
    has no bfloat16 kernel; the values are overwritten by the trained weights anyway)."""
    import keras
    import tensorflow as tf

    before = keras.mixed_precision.global_policy()
    orthogonal = keras.initializers.Orthogonal.__call__

    def float32_orthogonal(self, shape, dtype=None):
        return tf.cast(orthogonal(self, shape, dtype="float32"), dtype or "float32")

    keras.mixed_precision.set_global_policy(policy)
    keras.initializers.Orthogonal.__call__ = float32_orthogonal
    try:
        yield
    finally:
        keras.initializers.Orthogonal.__call__ = orthogonal
        keras.mixed_precision.set_global_policy(before)


def cpu_has_bf16(cpuinfo: str | Path = "/proc/cpuinfo") -> bool | None:
    """Whether this CPU multiplies bfloat16 natively (`BF16_CPU_FLAGS`); None where it cannot
    be told (no ``/proc/cpuinfo``)."""
    try:
        text = Path(cpuinfo).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    lines = (line for line in text.splitlines() if line.startswith("flags"))
    flags = {word for line in lines for word in line.split()}
    return any(flag in flags for flag in BF16_CPU_FLAGS)
