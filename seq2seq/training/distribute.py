"""Distribution strategies and mixed precision, chosen by config (``train.strategy``,
``train.precision``).

* ``default``: one device (the CPU, or the first GPU).
* ``mirrored``: synchronous data parallelism over the local devices (GPUs, or CPUs split into
  logical devices); each global batch is split between the replicas.
* ``multi_worker``: `tf.distribute.MultiWorkerMirroredStrategy`, configured by the ``TF_CONFIG``
  environment variable (one process per worker).

Precision ``mixed_float16`` / ``mixed_bfloat16`` computes in half precision with float32 variables;
attention scores, softmax, masking and the loss stay in float32 (the mechanisms and the loss cast).
"""

from __future__ import annotations

import keras
import tensorflow as tf

STRATEGIES = ("default", "mirrored", "multi_worker")
PRECISIONS = ("float32", "mixed_float16", "mixed_bfloat16")


def make_strategy(name: str) -> tf.distribute.Strategy:
    if name == "default":
        return tf.distribute.get_strategy()
    if name == "mirrored":
        return tf.distribute.MirroredStrategy()
    if name == "multi_worker":
        return tf.distribute.MultiWorkerMirroredStrategy()
    raise ValueError(f"unknown strategy {name!r} (one of {STRATEGIES})")


def set_precision(policy: str) -> None:
    """Sets Keras' global dtype policy (before the model is built)."""
    if policy not in PRECISIONS:
        raise ValueError(f"unknown precision {policy!r} (one of {PRECISIONS})")
    keras.mixed_precision.set_global_policy(policy)
