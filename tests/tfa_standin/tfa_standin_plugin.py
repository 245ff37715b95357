"""pytest plugin standing in for tensorflow-addons' root `conftest.py` (load with `-p`).

With ``TFA_KERAS3_PATCHES=1`` it also patches the tests' own Keras 2 / NumPy 1 leftovers (test
side only, nothing in `seq2seq` changes): ``np.Inf``, ``Model.compile(sample_weight_mode=...)``
and ``tf.compat.v1.keras.initializers.glorot_uniform`` (TF's v1 seeded initializer, as under
Keras 2). Keras cells' ``get_initial_state(dtype=...)`` is not patched here: importing
`seq2seq.compat.tfa` makes the cells accept it (`seq2seq.compat.tfa._keras_cells`).
"""

import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import tensorflow as tf

tf.get_logger().setLevel("CRITICAL")
try:
    tf.config.threading.set_intra_op_parallelism_threads(1)
    tf.config.threading.set_inter_op_parallelism_threads(1)
except RuntimeError:  # already initialised
    pass

from tensorflow_addons.utils.test_utils import (  # noqa: E402, F401
    device,
    maybe_run_functions_eagerly,
    only_run_functions_eagerly,
    pytest_collection_modifyitems,
    pytest_configure,
    pytest_generate_tests,
    pytest_make_parametrize_id,
    run_custom_and_py_ops,
    run_with_mixed_precision_policy,
    set_seeds,
)


def _keras3_patches():
    import functools

    import keras
    import numpy as np

    np.Inf = np.inf  # removed in NumPy 2

    def drop(method, *names):
        @functools.wraps(method)
        def patched(self, *args, **kwargs):
            for name in names:
                kwargs.pop(name, None)
            return method(self, *args, **kwargs)

        return patched

    # Keras cells' `get_initial_state(dtype=...)` needs no patch: importing seq2seq.compat.tfa
    # (as the stand-in `tensorflow_addons` does) installs seq2seq.compat.tfa._keras_cells.
    keras.Model.compile = drop(keras.Model.compile, "sample_weight_mode")
    # Keras 2's `tf.compat.v1.keras.initializers.glorot_uniform(seed=...)` was TF's v1 initializer
    # (a seeded stateful op); under Keras 3 the name is Keras 3's stateless one (other numbers).
    tf.compat.v1.keras.initializers.glorot_uniform = tf.compat.v1.glorot_uniform_initializer


if os.environ.get("TFA_KERAS3_PATCHES") == "1":
    _keras3_patches()
