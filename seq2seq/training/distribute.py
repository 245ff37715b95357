"""Distribution strategies and mixed precision, chosen by config (``train.strategy``,
``train.replicas``, ``train.precision``).

* ``default``: one device (the CPU, or the first GPU).
* ``mirrored``: synchronous data parallelism over the local devices: the GPUs, or on a machine
  without one the CPU split into ``train.replicas`` logical devices (0: one per core); each global
  batch is split between the replicas.
* ``multi_worker``: `tf.distribute.MultiWorkerMirroredStrategy`, configured by the ``TF_CONFIG``
  environment variable (one process per worker; ``train.py --local-workers N`` starts them).

Both distributed strategies configure TensorFlow's runtime, so `make_strategy` must run before any
other TensorFlow operation of the process (the trainer creates it first).

Precision ``mixed_float16`` / ``mixed_bfloat16`` computes in half precision with float32 variables;
attention scores, softmax, masking and the loss stay in float32 (the mechanisms and the loss cast).
``auto`` is ``mixed_bfloat16`` where the products are native and pay (a machine without GPU whose
CPU has AVX512_BF16 or AMX: `best` trains at 1.34x the tokens/s on a 2-core AMD EPYC), else float32
(emulated bfloat16 would be slower). In a cluster the chief resolves it and hands its choice to
every worker (`Trainer`, `Handover.text`).
"""

from __future__ import annotations

import os

import keras
import tensorflow as tf

from seq2seq.config import ConfigError
from seq2seq.models.precision import cpu_has_bf16
from seq2seq.training.cluster import ClusterError, ClusterRole
from seq2seq.training.coordination import joining_cluster, own_address, port_taken

STRATEGIES = ("default", "mirrored", "multi_worker")
PRECISIONS = ("float32", "mixed_float16", "mixed_bfloat16", "auto")
OUTPUT_GRADIENTS = ("float32", "bfloat16", "auto")


def make_strategy(name: str, replicas: int = 0) -> tf.distribute.Strategy:
    if name == "default":
        return tf.distribute.get_strategy()
    if name == "mirrored":
        if tf.config.list_physical_devices("GPU"):
            return tf.distribute.MirroredStrategy()
        return tf.distribute.MirroredStrategy(_logical_cpus(replicas or os.cpu_count() or 1))
    if name == "multi_worker":
        if not os.environ.get("TF_CONFIG"):
            raise ConfigError(
                "train.strategy=multi_worker needs TF_CONFIG (one process per worker); "
                "train.py --local-workers N starts N workers on this machine"
            )
        try:
            with joining_cluster(name):  # a bounded wait for the other workers first
                return tf.distribute.MultiWorkerMirroredStrategy()
        except tf.errors.UnknownError as err:  # "Could not start gRPC server": its port taken
            if "gRPC server" not in str(err):
                raise
            role = ClusterRole.from_environment()
            raise ClusterError(port_taken(role, own_address(), err.message)) from None
        except RuntimeError as err:  # "Collective ops must be configured at program startup"
            raise ConfigError(
                f"train.strategy=multi_worker: {err}; create the trainer before any other "
                f"TensorFlow operation of the process"
            ) from None
    raise ValueError(f"unknown strategy {name!r} (one of {STRATEGIES})")


def _logical_cpus(count: int) -> list[str]:
    """Splits the CPU into ``count`` logical devices (they share its thread pools) and returns
    their names."""
    cpu = tf.config.list_physical_devices("CPU")[0]
    existing = tf.config.get_logical_device_configuration(cpu) or []
    if len(existing) != count:
        try:
            tf.config.set_logical_device_configuration(
                cpu, [tf.config.LogicalDeviceConfiguration() for _ in range(count)]
            )
        except RuntimeError:
            raise ConfigError(
                f"train.strategy=mirrored on a CPU needs {count} logical CPU devices, which "
                f"must be configured before TensorFlow starts: create the trainer first (as "
                f"train.py does), or set train.replicas to the {max(len(existing), 1)} there are"
            ) from None
    return [d.name for d in tf.config.list_logical_devices("CPU")][:count]


def resolve_precision(
    policy: str, *, gpu: bool | None = None, native_bf16: bool | None = None
) -> str:
    """``train.precision`` as a Keras dtype policy: ``auto`` becomes ``mixed_bfloat16`` on a machine
    without GPU whose CPU multiplies bfloat16 natively, else ``float32``; the others are
    themselves. ``gpu`` / ``native_bf16``: None detects them."""
    if policy not in PRECISIONS:
        raise ValueError(f"unknown precision {policy!r} (one of {PRECISIONS})")
    if policy != "auto":
        return policy
    return "mixed_bfloat16" if _bfloat16_pays(gpu, native_bf16) else "float32"


def resolve_output_gradients(
    value: str, *, gpu: bool | None = None, native_bf16: bool | None = None
) -> str:
    """``train.output_gradients``: ``auto`` becomes ``bfloat16`` where ``train.precision: auto``
    takes ``mixed_bfloat16``, else ``float32``; the others are themselves."""
    if value not in OUTPUT_GRADIENTS:
        raise ValueError(f"unknown output gradients {value!r} (one of {OUTPUT_GRADIENTS})")
    if value != "auto":
        return value
    return "bfloat16" if _bfloat16_pays(gpu, native_bf16) else "float32"


def _bfloat16_pays(gpu: bool | None, native_bf16: bool | None) -> bool:
    """A machine without GPU whose CPU multiplies bfloat16 natively (None: detected)."""
    if gpu is None:
        gpu = bool(tf.config.list_physical_devices("GPU"))
    if native_bf16 is None:
        native_bf16 = bool(cpu_has_bf16())
    return native_bf16 and not gpu


def set_precision(policy: str) -> None:
    """Sets Keras' global dtype policy (before the model is built)."""
    keras.mixed_precision.set_global_policy(resolve_precision(policy))
