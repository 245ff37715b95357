"""tfa-style attention: the core mechanisms and wrapper behind tensorflow-addons' signatures.

What is tfa-specific here (and only here):

* tfa mechanisms bind the memory *statefully*: ``LuongAttention(units, memory, lengths)`` or
  ``mechanism.setup_memory(memory, lengths)``, then ``alignments, next_state =
  mechanism([query, state])``. The core mechanisms are stateless (``prepare`` returns an
  `AttentionMemory` that is passed explicitly); the subclasses below keep the prepared memory on
  the layer and pass it to the core call. Scores, masking and normalisation are the core's.
* tfa's `AttentionWrapperState` is its own namedtuple ``(cell_state, attention, alignments,
  alignment_history, attention_state)`` with a shape-checking ``clone``; the core state also
  carries a ``time`` counter. The wrapper converts at each step and delegates the step itself
  (cell, mechanism, context, attention layer) to the core `AttentionWrapper.call`.
* ``cell_input_fn`` (default ``concat([inputs, attention], -1)``, i.e. the core's input feeding),
  ``attention_layer`` (a custom layer instead of ``Dense(attention_layer_size, use_bias=False)``),
  ``initial_cell_state`` and an alignment history written at ``history.size()``.

Keras 3 differences (see docs/migrating-from-tfa.md): the wrapper is a ``keras.layers.Layer`` (Keras
3 has no ``AbstractRNNCell``), so drive it with `BasicDecoder`/`dynamic_decode` or your own loop,
not with ``keras.layers.RNN(cell)`` (which has no ``constants`` and rejects TensorArray states);
Keras 3 cells' ``get_initial_state`` takes ``batch_size`` only; importing ``seq2seq.compat.tfa``
makes them accept tfa's ``dtype=``/``inputs=`` again (`seq2seq.compat.tfa._keras_cells`).
Mechanisms given a symbolic (``keras.Input``-derived) memory prepare it through Keras'
``__call__`` so that they join the functional graph (`_TfaMemoryMixin._setup_functional`).
"""

from __future__ import annotations

import collections

import keras
import tensorflow as tf

from seq2seq.attention import mechanisms as _core
from seq2seq.compat.tfa import extended_wrapper as _core_wrapper
from seq2seq.compat.tfa._mechanisms import (  # noqa: F401 (tfa's names, and _monotonic's)
    _PACKAGE,
    BahdanauAttention,
    LuongAttention,
    _autocast,
    _set_kernel_initializer,
    _TfaMemoryMixin,
    hardmax,
)

# tfa's base class is the core's: `isinstance(m, AttentionMechanism)` holds for every mechanism.
AttentionMechanism = _core.AttentionMechanism


class AttentionWrapperState(
    collections.namedtuple(
        "AttentionWrapperState",
        ("cell_state", "attention", "alignments", "alignment_history", "attention_state"),
    )
):
    """State of a tfa-style `AttentionWrapper` (tfa's field order).

    Fields: ``cell_state`` (the wrapped cell's state), ``attention [B, A]`` (previous attention
    vector), ``alignments [B, S]`` (previous alignments), ``alignment_history`` (a TensorArray of
    ``[B, S]`` per step when enabled, else ``()``), ``attention_state`` (the mechanism's state).
    """

    def clone(self, **kwargs) -> AttentionWrapperState:
        """A copy with fields replaced; replaced tensors must keep their shape (checked)."""

        def same_shape(old, new):
            if not (isinstance(old, tf.Tensor) and isinstance(new, tf.Tensor)):
                return new
            if tf.executing_eagerly():
                if old.shape.as_list() != new.shape.as_list():
                    raise ValueError(
                        "The shape of the AttentionWrapperState is expected to be same as the one "
                        f"to clone. self.shape: {old.shape}, input.shape: {new.shape}"
                    )
                return new
            with tf.control_dependencies([tf.debugging.assert_equal(tf.shape(new), tf.shape(old))]):
                return tf.identity(new)

        return tf.nest.map_structure(same_shape, self, self._replace(**kwargs))


def _concat_inputs(inputs, attention):
    return tf.concat([inputs, tf.cast(attention, inputs.dtype)], -1)


def _single_state(cell, state):
    """tfa's state structure for a single-state cell: Keras 3's ``GRUCell``/``SimpleRNNCell`` give
    ``[h]`` (a list of one) where Keras 2 gave the tensor ``h``; the list is unwrapped when the
    cell's ``state_size`` is not nested, so ``state`` matches ``cell.state_size`` as in tfa. Both
    forms are accepted everywhere (Keras 3 cells take either)."""
    size = getattr(cell, "state_size", None)
    if (
        isinstance(state, (list, tuple))
        and len(state) == 1
        and size is not None
        and not tf.nest.is_nested(size)
    ):
        return state[0]
    return state


@keras.saving.register_keras_serializable(package=_PACKAGE)
class AttentionWrapper(_core_wrapper.ExtendedAttentionWrapper):
    """tfa's ``AttentionWrapper(cell, attention_mechanism, attention_layer_size=None,
    alignment_history=False, cell_input_fn=None, output_attention=True, initial_cell_state=None,
    name=None, attention_layer=None, attention_fn=None)`` over the core wrapper.

    ``outputs, next_state = wrapper(inputs, state)`` with ``state`` a tfa `AttentionWrapperState`
    from ``wrapper.get_initial_state(batch_size=..., dtype=...)``; the memory is the one bound to
    each mechanism (constructor or ``setup_memory``). One step (the core's):
    ``cell_input_fn(inputs, attention)`` -> cell -> each mechanism scores the new cell output ->
    context -> ``attention_layer([h, context])``; several mechanisms' attentions are concatenated.
    ``attention_fn(mechanism, cell_output, attention_state, attention_layer) -> (attention,
    alignments, next_attention_state)`` replaces the per-mechanism part, as in tfa.
    """

    def __init__(
        self,
        cell,
        attention_mechanism,
        attention_layer_size=None,
        alignment_history=False,
        cell_input_fn=None,
        output_attention=True,
        initial_cell_state=None,
        name=None,
        attention_layer=None,
        attention_fn=None,
        **kwargs,
    ):
        if attention_layer_size is not None and attention_layer is not None:
            raise ValueError("Only one of attention_layer_size and attention_layer should be set")
        multi = isinstance(attention_mechanism, (list, tuple))
        if attention_layer is not None:
            layers = (
                list(attention_layer)
                if isinstance(attention_layer, (list, tuple))
                else [attention_layer]
            )
            count = len(attention_mechanism) if multi else 1
            if len(layers) != count:
                raise ValueError(
                    "If provided, attention_layer must contain exactly one layer per "
                    f"attention_mechanism, saw: {len(layers)} vs {count}"
                )
            attention_layer = layers if multi else layers[0]
        super().__init__(
            cell,
            attention_mechanism,
            attention_layer_size=attention_layer_size,
            output_attention=output_attention,
            alignment_history=alignment_history,
            input_feeding=False,
            name=name,
            **kwargs,
        )
        if attention_layer is not None:
            self.attention_layer = attention_layer
        elif self.attention_layer is not None:  # created here: `dtype=` reaches them (tfa)
            for layer in self.attention_layers:
                layer.dtype_policy = self.dtype_policy
        if attention_fn is not None:
            self._compute_attention = (
                lambda mechanism, layer, cell_output, attention_state, memory, training=None: (
                    attention_fn(mechanism, cell_output, attention_state, layer)
                )
            )
        self._cell_input_fn = cell_input_fn or _concat_inputs
        self._initial_cell_state = initial_cell_state

    @property
    def _attention_layers(self):
        """tfa's private attribute (its tests read it): a tuple of the attention layers, or
        None."""
        return None if self.attention_layer is None else tuple(self.attention_layers)

    def _bound_memory(self):
        return self._pack_per_mechanism(m._require_memory() for m in self.attention_mechanisms)

    # -- sizes ----------------------------------------------------------------------------------
    def attention_size(self, memory):
        if self.attention_layer is not None and self.attention_layer_size is None:
            return sum(  # custom attention layers: their output depth on [h, context]
                layer.compute_output_shape((None, self.cell.output_size + m.values.shape[-1]))[-1]
                for layer, m in zip(self.attention_layers, self._per_mechanism(memory))
            )
        return super().attention_size(memory)

    @property
    def output_size(self):
        if self.output_attention:
            return self.attention_size(self._bound_memory())
        return self.cell.output_size

    @property
    def state_size(self):
        mechanisms = self.attention_mechanisms
        return AttentionWrapperState(
            cell_state=self.cell.state_size,
            attention=self.attention_size(self._bound_memory()),
            alignments=self._pack_per_mechanism(m.alignments_size for m in mechanisms),
            alignment_history=self._pack_per_mechanism(
                m.alignments_size if self.alignment_history else () for m in mechanisms
            ),
            attention_state=self._pack_per_mechanism(m.state_size for m in mechanisms),
        )

    # -- state ----------------------------------------------------------------------------------
    def get_initial_state(self, inputs=None, batch_size=None, dtype=None):
        """tfa's zero state; ``batch_size`` must equal the memory's batch (``B * beam_width`` with
        beam search and a `tile_batch`-ed memory)."""
        if inputs is not None:
            batch_size = tf.shape(inputs)[0]
            dtype = inputs.dtype
        dtype = tf.as_dtype(dtype or keras.config.floatx())
        memory = self._bound_memory()
        static_batch = tf.get_static_value(batch_size)
        for mem in self._per_mechanism(memory):
            if static_batch is not None and mem.values.shape[0] not in (None, static_batch):
                raise ValueError(
                    f"When calling get_initial_state of AttentionWrapper {self.name}: Non-matching "
                    f"batch sizes between the memory (encoder output, {mem.values.shape[0]}) and "
                    f"the requested batch size ({static_batch}). Are you using the "
                    "BeamSearchDecoder? If so, make sure your encoder output has been tiled to "
                    "beam_width via tile_batch, and the batch_size= argument passed to "
                    "get_initial_state is batch_size * beam_width."
                )
        if self._initial_cell_state is not None:
            cell_state = self._initial_cell_state
        else:
            cell_state = self.cell.get_initial_state(batch_size=batch_size)
            cell_state = _single_state(self.cell, cell_state)
        alignments = [m.initial_alignments(batch_size, dtype) for m in self.attention_mechanisms]
        return AttentionWrapperState(
            cell_state=cell_state,
            attention=tf.zeros([batch_size, self.attention_size(memory)], dtype=dtype),
            alignments=self._pack_per_mechanism(alignments),
            alignment_history=self._pack_per_mechanism(
                tf.TensorArray(dtype, size=0, dynamic_size=True, element_shape=a.shape)
                if self.alignment_history
                else ()
                for a in alignments
            ),
            attention_state=self._pack_per_mechanism(
                m.initial_state(batch_size, dtype) for m in self.attention_mechanisms
            ),
        )

    # -- one step -------------------------------------------------------------------------------
    def __call__(self, inputs, state, training=None, **kwargs):
        # Like the core: Keras' __call__ rejects TensorArray states, so call `call` directly, with
        # Keras' autocast of floating inputs to the compute dtype (mixed precision, float64).
        self.built = True
        inputs = tf.nest.map_structure(lambda x: _autocast(self, x), inputs)
        return self.call(inputs, state, training=training, **kwargs)

    def call(self, inputs, state, training=None, **kwargs):
        """``(inputs [B, I], AttentionWrapperState) -> (output [B, A or C], next_state)``."""
        if not isinstance(state, AttentionWrapperState):
            try:
                state = AttentionWrapperState(*state)
            except TypeError as err:
                raise TypeError(
                    "Expected state to be instance of AttentionWrapperState or values "
                    f"that can construct AttentionWrapperState. Received type "
                    f"{type(state)} instead."
                ) from err
        # tfa appends to the alignment history at its current size: the core writes at `time`.
        history = self._per_mechanism(state.alignment_history)[0]
        time = history.size() if self.alignment_history else tf.zeros([], tf.int32)
        core_state = _core_wrapper.ExtendedAttentionWrapperState(
            cell_state=state.cell_state,
            attention=state.attention,
            alignments=state.alignments,
            attention_state=state.attention_state,
            time=time,
            alignment_history=state.alignment_history,
        )
        cell_inputs = self._cell_input_fn(inputs, state.attention)
        output, nxt = super().call(
            cell_inputs, core_state, memory=self._bound_memory(), training=training
        )

        def like(new, old):  # the state keeps its dtypes (the core normalises in float32)
            if isinstance(new, tf.Tensor) and isinstance(old, tf.Tensor) and new.dtype != old.dtype:
                return tf.cast(new, old.dtype)
            return new

        return output, AttentionWrapperState(
            cell_state=tf.nest.pack_sequence_as(state.cell_state, tf.nest.flatten(nxt.cell_state)),
            attention=nxt.attention,
            alignments=tf.nest.map_structure(like, nxt.alignments, state.alignments),
            alignment_history=nxt.alignment_history,
            attention_state=tf.nest.map_structure(like, nxt.attention_state, state.attention_state),
        )

    def get_config(self):
        config = super().get_config()
        config.pop("input_feeding", None)
        return config


def _monotonic(name):
    try:
        from seq2seq.attention import monotonic
    except ImportError as err:  # pragma: no cover - depends on the core
        raise ImportError(
            f"tfa.seq2seq.{name} needs seq2seq.attention.monotonic (monotonic attention in the "
            "core), which "
            "is not available in this installation"
        ) from err
    return getattr(monotonic, name)


def safe_cumprod(x, *args, **kwargs):
    """tfa's ``safe_cumprod``: the core's `seq2seq.attention.monotonic.safe_cumprod`."""
    return _monotonic("safe_cumprod")(x, *args, **kwargs)


def monotonic_attention(p_choose_i, previous_attention, mode):
    """tfa's ``monotonic_attention``: the core's
    `seq2seq.attention.monotonic.monotonic_attention`."""
    return _monotonic("monotonic_attention")(p_choose_i, previous_attention, mode)


def __getattr__(name):
    # BahdanauMonotonicAttention / LuongMonotonicAttention resolve lazily from the core.
    if name in ("BahdanauMonotonicAttention", "LuongMonotonicAttention"):
        from seq2seq.compat.tfa import _monotonic as adapters

        return getattr(adapters, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
