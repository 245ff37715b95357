"""The arithmetic of a model built for inference: exact float32 (the default), or mixed_bfloat16
(the names of ``train.precision``).

``mixed_bfloat16`` builds the model under Keras' policy of that name: the weights stay float32
(the same checkpoints load), each layer computes in bfloat16 (8 bits of mantissa), and the logits
are cast back to float32 before the log-softmax (`Decoder`), so the search's scores add up in
float32. On a CPU with AVX512_BF16 (or AMX) oneDNN runs those matrix products at about 1.4-1.7x
the float32 rate; elsewhere they are emulated and slower. The results differ slightly from the
exact path's (a tie between two pieces may go the other way): an option a user chooses knowingly.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import keras

INFERENCE_PRECISIONS = ("float32", "mixed_bfloat16")
BF16_CPU_FLAGS = ("avx512_bf16", "amx_bf16")


@contextlib.contextmanager
def building_with(precision: str) -> Iterator[None]:
    """Layers built inside compute in ``precision`` (one of `INFERENCE_PRECISIONS`); the global
    policy is put back afterwards."""
    if precision not in INFERENCE_PRECISIONS:
        raise ValueError(f"unknown precision {precision!r}; one of {INFERENCE_PRECISIONS}")
    before = keras.mixed_precision.global_policy()
    keras.mixed_precision.set_global_policy(precision)
    try:
        yield
    finally:
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
