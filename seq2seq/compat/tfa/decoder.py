"""tfa's decoder protocol and `dynamic_decode`: ``initialize`` once, ``step`` until every row is
finished (or ``maximum_iterations``), then ``finalize``.

The core decodes with step functions (`seq2seq.decoding.search`) and never exposes this per-step
protocol, so the loop below is tfa-specific. It is one `tf.while_loop`, eager or inside
`tf.function`.
"""

from __future__ import annotations

import abc
from typing import Any

import keras
import tensorflow as tf


def assert_like_rnncell(cell):
    """tfa's check: ``cell`` is callable and has an ``output_size`` (possibly a property that
    needs a memory first, as an `AttentionWrapper` before ``setup_memory``)."""
    has_size = "output_size" in getattr(cell, "__dict__", {}) or any(
        "output_size" in vars(klass) for klass in type(cell).__mro__
    )
    if not (callable(cell) and has_size):
        raise TypeError(
            f"The argument 'cell' ({cell}) is not an RNNCell: 'output_size' "
            "property is missing or it is not callable."
        )


class _DecoderInterface:
    """What `dynamic_decode` reads from any decoder (tfa's ``Decoder`` / ``BaseDecoder``)."""

    @property
    def batch_size(self):
        raise NotImplementedError

    @property
    def output_size(self):
        raise NotImplementedError

    @property
    def output_dtype(self):
        raise NotImplementedError

    def finalize(self, outputs, final_state, sequence_lengths):
        raise NotImplementedError

    @property
    def tracks_own_finished(self):
        """True if the decoder reorders rows and tracks ``finished`` itself (beam search)."""
        return False


def rnn_output_size(cell, output_layer=None) -> tf.TensorShape:
    """The per-row output shape of a decoder: ``cell``'s, or ``output_layer``'s on top of it."""
    size = tf.TensorShape(cell.output_size)
    if output_layer is None:
        return size
    shape = output_layer.compute_output_shape(tuple([None] + size.as_list()))
    return tf.TensorShape(shape[1:])


class Decoder(_DecoderInterface, metaclass=abc.ABCMeta):
    """tfa's abstract decoder: ``initialize() -> (finished, inputs, state)``, ``step(time, inputs,
    state, training) -> (outputs, next_state, next_inputs, finished)``, optional ``finalize``."""

    @abc.abstractmethod
    def initialize(self, name=None):
        raise NotImplementedError

    @abc.abstractmethod
    def step(self, time, inputs, state, training=None, name=None):
        raise NotImplementedError


# The constructor options of a `BaseDecoder` that it passes on to `dynamic_decode`.
_LOOP_OPTIONS = (
    "output_time_major",
    "impute_finished",
    "maximum_iterations",
    "parallel_iterations",
    "swap_memory",
)


class BaseDecoder(_DecoderInterface, keras.layers.Layer):
    """tfa's Keras decoder base: ``outputs, state, lengths = decoder(inputs, initial_state=...,
    **initialize_kwargs)`` runs `dynamic_decode` with the options given to the constructor.

    Keras 3: ``__call__`` goes straight to ``call`` (Keras 3's ``__call__`` rejects the ``None``
    inputs of inference samplers and TensorArray states), so use decoders inside a subclassed
    model's ``call`` or a ``tf.function`` (as tfa users did), not on symbolic Keras inputs.
    """

    def __init__(
        self,
        output_time_major: bool = False,
        impute_finished: bool = False,
        maximum_iterations=None,
        parallel_iterations: int = 32,
        swap_memory: bool = False,
        **kwargs,
    ):
        self.output_time_major = output_time_major
        self.impute_finished = impute_finished
        self.maximum_iterations = maximum_iterations
        self.parallel_iterations = parallel_iterations
        self.swap_memory = swap_memory
        super().__init__(**kwargs)

    def __call__(self, *args, **kwargs):
        self.built = True
        return self.call(*args, **kwargs)

    def call(self, inputs, initial_state=None, training=None, **kwargs):
        return dynamic_decode(
            self,
            **{option: getattr(self, option) for option in _LOOP_OPTIONS},
            training=training,
            decoder_init_input=inputs,
            decoder_init_kwargs=dict(kwargs, initial_state=initial_state),
        )

    def initialize(self, inputs, initial_state=None, **kwargs):
        raise NotImplementedError

    def step(self, time, inputs, state, training):
        raise NotImplementedError


def _transpose_batch_time(x):
    if x.shape.rank is not None and x.shape.rank < 2:
        return x
    return tf.transpose(x, tf.concat([[1, 0], tf.range(2, tf.rank(x))], 0))


def _keep_finished(finished, new, old):
    """``old`` where ``finished [B]``, else ``new`` (TensorArrays and scalars pass through)."""
    if isinstance(old, tf.TensorArray) or new.shape.rank == 0:
        return new
    new.set_shape(old.shape)
    mask = tf.reshape(
        finished, tf.concat([tf.shape(finished), tf.ones([tf.rank(new) - 1], tf.int32)], 0)
    )
    return tf.where(mask, old, new)


def dynamic_decode(
    decoder,
    output_time_major: bool = False,
    impute_finished: bool = False,
    maximum_iterations=None,
    parallel_iterations: int = 32,
    swap_memory: bool = False,
    training: bool | None = None,
    scope: str | None = None,
    enable_tflite_convertible: bool = False,
    **kwargs,
) -> tuple[Any, Any, Any]:
    """Runs ``decoder`` to the end; returns ``(final_outputs, final_state,
    final_sequence_lengths)``.

    Same arguments and results as tfa. ``final_outputs`` are batch major ``[B, T, ...]`` unless
    ``output_time_major``; ``final_sequence_lengths [B]`` count the steps until each row finished
    (the decoder's own ``state.lengths`` when it tracks its own finished flags). With
    ``impute_finished`` finished rows emit zeros and keep their state. ``enable_tflite_convertible``
    is accepted and only checks tfa's batch-size-1 requirement (the loop is TFLite-friendly as is).
    ``decoder_init_input`` / ``decoder_init_kwargs`` (keywords) feed a `BaseDecoder`'s
    ``initialize``.
    """
    with tf.name_scope(scope or "decoder"):
        maximum_iterations = _maximum_iterations(maximum_iterations)
        if isinstance(decoder, Decoder):
            finished, inputs, state = decoder.initialize()
        else:
            init_input = kwargs.pop("decoder_init_input", None)
            init_kwargs = kwargs.pop("decoder_init_kwargs", {})
            finished, inputs, state = decoder.initialize(init_input, **init_kwargs)
        if enable_tflite_convertible:
            tf.debugging.assert_equal(
                decoder.batch_size, 1, message="TFLite conversion requires a batch size of 1"
            )
        if maximum_iterations is not None:
            finished = tf.logical_or(finished, 0 >= maximum_iterations)
        lengths = tf.zeros_like(finished, dtype=tf.int32)  # [B]
        outputs_ta = tf.nest.map_structure(
            lambda spec: tf.TensorArray(
                spec.dtype, size=0, dynamic_size=True, element_shape=spec.shape
            ),
            _output_spec(decoder),
        )
        result = tf.while_loop(
            lambda time, outputs_ta, state, inputs, finished, lengths: tf.logical_not(
                tf.reduce_all(finished)
            ),
            _loop_body(decoder, training, impute_finished),
            (tf.constant(0, tf.int32), outputs_ta, state, inputs, finished, lengths),
            parallel_iterations=parallel_iterations,
            maximum_iterations=maximum_iterations,
            swap_memory=swap_memory,
        )
        _, outputs_ta, final_state, _, _, final_lengths = result
        final_outputs = tf.nest.map_structure(lambda ta: ta.stack(), outputs_ta)
        try:
            final_outputs, final_state = decoder.finalize(final_outputs, final_state, final_lengths)
        except NotImplementedError:
            pass
        if not output_time_major:
            final_outputs = tf.nest.map_structure(_transpose_batch_time, final_outputs)
    return final_outputs, final_state, final_lengths


def _maximum_iterations(maximum_iterations):
    """``maximum_iterations`` as a scalar int32 tensor (checked to be positive), or None."""
    if maximum_iterations is None:
        return None
    maximum_iterations = tf.convert_to_tensor(
        maximum_iterations, dtype=tf.int32, name="maximum_iterations"
    )
    if maximum_iterations.shape.rank != 0:
        raise ValueError("maximum_iterations must be a scalar")
    tf.debugging.assert_greater(
        maximum_iterations, 0, message="maximum_iterations should be greater than 0"
    )
    return maximum_iterations


def _loop_body(decoder, training, impute_finished):
    """`dynamic_decode`'s loop body: one ``decoder.step``, its outputs written at ``time``."""

    def body(time, outputs_ta, state, inputs, finished, lengths):
        outputs, next_state, next_inputs, step_finished = decoder.step(
            time, inputs, state, training
        )
        own_lengths = None
        if decoder.tracks_own_finished:
            next_finished = step_finished
            own_lengths = getattr(next_state, "lengths", None)
        else:
            next_finished = tf.logical_or(step_finished, finished)
        if own_lengths is not None:
            next_lengths = tf.cast(own_lengths, tf.int32)
        else:
            next_lengths = tf.where(finished, lengths, time + 1)
        tf.nest.assert_same_structure(state, next_state)
        tf.nest.assert_same_structure(inputs, next_inputs)
        if impute_finished:
            outputs = tf.nest.map_structure(
                lambda out: _keep_finished(finished, out, tf.zeros_like(out)), outputs
            )
            next_state = tf.nest.map_structure(
                lambda new, old: _keep_finished(finished, new, old), next_state, state
            )
        outputs_ta = tf.nest.map_structure(lambda ta, out: ta.write(time, out), outputs_ta, outputs)
        return time + 1, outputs_ta, next_state, next_inputs, next_finished, next_lengths

    return body


def _output_spec(decoder):
    """The per-step output structure as `tf.TensorSpec`s (``[batch] + output_size``)."""
    batch = tf.get_static_value(tf.convert_to_tensor(decoder.batch_size))

    def spec(size, dtype):
        try:
            shape = tf.TensorShape([batch]).concatenate(tf.TensorShape(size))
        except (TypeError, ValueError):  # a size only known at run time
            shape = None
        return tf.TensorSpec(shape, dtype)

    return tf.nest.map_structure(spec, decoder.output_size, decoder.output_dtype)
