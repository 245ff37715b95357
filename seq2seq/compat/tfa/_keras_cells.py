"""tfa-style ``cell.get_initial_state(inputs=, batch_size=, dtype=)`` on Keras 3's RNN cells.

Keras 2's cells (what tfa code was written against) had ``get_initial_state(inputs=None,
batch_size=None, dtype=None)``: with ``inputs`` the batch size and dtype come from ``inputs``,
otherwise the zero states are created with ``dtype``. Keras 3's ``LSTMCell``, ``GRUCell``,
``SimpleRNNCell`` and ``StackedRNNCells`` take ``batch_size`` only (the states get the cell's
compute dtype), so ``cell.get_initial_state(batch_size=n, dtype=tf.float32)`` raises ``TypeError``.

`install()` (run when ``seq2seq.compat.tfa`` is imported) wraps those four classes'
``get_initial_state`` so that the keyword arguments ``inputs=`` and ``dtype=`` are accepted and
honoured (the states are cast to ``dtype``, or to ``inputs.dtype``; the batch size is taken from
``inputs``). A call without them goes straight to Keras' own method, unchanged: Keras' ``RNN`` layer
and this project's models never pass them. The structure of the result is Keras 3's (a list, also
``[h]`` for single-state cells; the compat decoders and ``AttentionWrapper`` accept both forms).
Installing is idempotent; `uninstall()` restores Keras' methods.
"""

import functools

import keras
import tensorflow as tf

_MARK = "_seq2seq_compat_tfa_original"


def _cell_classes():
    return (
        keras.layers.LSTMCell,
        keras.layers.GRUCell,
        keras.layers.SimpleRNNCell,
        keras.layers.StackedRNNCells,
    )


def _wrap(original):
    @functools.wraps(original)
    def get_initial_state(self, *args, inputs=None, dtype=None, **kwargs):
        if inputs is None and dtype is None:
            return original(self, *args, **kwargs)
        if inputs is not None:
            # Keras 2: inputs give the batch size and the dtype (they win over batch_size/dtype).
            inputs = tf.convert_to_tensor(inputs)
            batch_size = tf.shape(inputs)[0]
            if inputs.shape.rank and inputs.shape[0] is not None:
                batch_size = inputs.shape[0]
            args, kwargs = (), {k: v for k, v in kwargs.items() if k != "batch_size"}
            kwargs["batch_size"] = batch_size
            dtype = inputs.dtype
        dtype = tf.as_dtype(dtype)
        states = original(self, *args, **kwargs)
        return tf.nest.map_structure(lambda s: s if s.dtype == dtype else tf.cast(s, dtype), states)

    setattr(get_initial_state, _MARK, original)
    return get_initial_state


def install():
    """Make Keras 3 cells accept tfa's ``get_initial_state(inputs=, batch_size=, dtype=)``."""
    for cls in _cell_classes():
        method = cls.__dict__.get("get_initial_state")
        if method is None or hasattr(method, _MARK):
            continue
        cls.get_initial_state = _wrap(method)


def uninstall():
    """Restore Keras' own ``get_initial_state`` methods."""
    for cls in _cell_classes():
        method = cls.__dict__.get("get_initial_state")
        original = getattr(method, _MARK, None)
        if original is not None:
            cls.get_initial_state = original


def installed():
    return all(hasattr(cls.__dict__.get("get_initial_state"), _MARK) for cls in _cell_classes())
