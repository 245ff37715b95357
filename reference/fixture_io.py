"""What the fixture generators share: TensorFlow and tensorflow-addons imported quietly, the
float32 / int32 conversions, uniform draws, and how a compat case's ``.npz`` is written.

Runs ONLY in the pinned reference environment, like the generators that import it
(``reference/make_tfa_fixtures.py``, ``make_tfa_compat_fixtures.py``,
``make_tfa_compat_dtype_fixtures.py``; they are run as scripts, so this folder is on
``sys.path``)::

    from fixture_io import f32, i32, tf, tfa, uniform

Importing it sets TensorFlow's logging and oneDNN switches before TensorFlow is imported, and
exits with a hint when tensorflow-addons is not importable (the project environment).
"""

from __future__ import annotations

import os
import sys
import warnings

import numpy as np

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
os.environ.setdefault("TF_ENABLE_ONEDNN_OPTS", "0")

import tensorflow as tf

# Eagerly discarded per-step alignment-history TensorArrays make tf_should_use log
# harmless "Object was never used" ERROR blocks; keep the output readable.
tf.get_logger().setLevel("CRITICAL")
warnings.filterwarnings("ignore", message=r"\s*TensorFlow Addons")

try:
    import tensorflow_addons as tfa
except ImportError as exc:  # pragma: no cover - environment guard
    sys.exit(
        "tensorflow-addons is not importable (%s): run this script with the reference "
        "environment's python: `make fixtures` (pip install -r requirements-reference.txt)." % exc
    )

__all__ = ["f32", "i32", "tf", "tfa", "uniform", "write_npz"]


def f32(x):
    return np.asarray(x, dtype=np.float32)


def i32(x):
    return np.asarray(x, dtype=np.int32)


def uniform(rng, shape, lim=0.5):
    """float32 values drawn uniformly from ``[-lim, lim)`` by ``rng`` (a RandomState)."""
    return f32(rng.uniform(-lim, lim, size=shape))


def write_npz(out, stem, data):
    """Writes ``data`` to ``<out>/<stem>.npz`` (uncompressed) and prints a line about it, with the
    case's final lengths where it has them."""
    path = os.path.join(out, f"{stem}.npz")
    np.savez(path, **{k: np.asarray(v) for k, v in data.items()})
    summary = ""
    if "final_lengths" in data:
        summary = f"lengths {data['final_lengths'].tolist()}"
    print(f"wrote {path} ({len(data)} arrays) {summary}")
