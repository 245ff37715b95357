"""`AttentionWrapper`: an RNN cell (LSTMCell, GRUCell, ...) plus one or more attention mechanisms.

One step, with tensorflow-addons' semantics (Luong-style: the cell runs first, then attends with its
new output)::

    cell_input  = concat([inputs, state.attention])         # input feeding (inputs alone if off)
    h, cell_st  = cell(cell_input, state.cell_state)
    a, att_st   = mechanism(h, state.attention_state, memory)   # alignments [B, S]
    context     = a @ memory.values                          # [B, D]
    attention   = concat([h, context]) @ W_attention          # [B, A]  (context if no layer)
    output      = attention if output_attention else h

A mechanism that reads the memory its own way defines ``attend(h, attention_state, memory=...) ->
(context [B, D], alignments [B, S], next_attention_state)``; the wrapper then takes its context
instead of ``a @ memory.values`` (`seq2seq.attention.multihead.MultiHeadAttention`: the heads'
contexts concatenated and projected; ``D`` is the depth of its ``memory.values``).

Several mechanisms (tfa semantics): pass a list ``[m_1, ..., m_K]`` (and, optionally, one attention
layer size per mechanism). Every mechanism attends with the same ``h`` over its own prepared memory
and the attention vectors are concatenated, ``attention = concat([attention_1, ..., attention_K])``
(``A = A_1 + ... + A_K``); the state's ``alignments``, ``attention_state`` and
``alignment_history`` become tuples with one entry per mechanism (also for a list of one).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import keras
import numpy as np
import tensorflow as tf

from seq2seq.attention.context import attention_context
from seq2seq.attention.mechanisms import AttentionMechanism, AttentionMemory


class AttentionWrapperState(NamedTuple):
    """The wrapper's recurrent state (flat, so that `tf.nest` and beam search handle it).

    Fields (with a list of mechanisms, ``alignments``, ``attention_state`` and ``alignment_history``
    are tuples with one entry per mechanism):
      cell_state: the wrapped cell's state (``[h, c]`` of ``[B, units]`` for an LSTM).
      attention: ``[B, A]`` the previous attention vector (fed to the cell with input feeding).
      alignments: ``[B, S]`` the previous alignments (a tuple of ``[B, S_k]``).
      attention_state: the mechanism's state (previous alignments ``[B, S]``, or a step counter;
        a tuple of them).
      time: ``[]`` int32 number of steps taken.
      alignment_history: a ``tf.TensorArray`` of ``[B, S]`` per step when enabled, else ``()`` (a
        tuple of them).
    """

    cell_state: Any
    attention: tf.Tensor
    alignments: Any
    attention_state: Any
    time: tf.Tensor
    alignment_history: Any

    def clone(self, **changes) -> AttentionWrapperState:
        """A copy with some fields replaced (tfa's ``clone``)."""
        return self._replace(**changes)


class AttentionWrapper(keras.layers.Layer):
    """Wraps an RNN cell with attention over a memory.

    Args:
      cell: a Keras RNN cell (``cell(x [B, I], states) -> (h [B, C], states)``).
      attention_mechanism: an `AttentionMechanism`, or a list of them (see the module docstring).
      attention_layer_size: ``A``; if set, ``attention = concat([h, context]) @ W [C + D, A]`` (no
        bias); if None, the attention vector is the context itself (``A = D``). With a list of
        mechanisms: None or a list with one size per mechanism (tfa).
      output_attention: emit the attention vector (Luong) or the cell output ``h`` (Bahdanau style).
      alignment_history: keep every step's alignments in the state (for plots and penalties).
      input_feeding: feed the previous attention vector to the cell with the inputs (Luong 2015).

    The memory is passed explicitly (``memory=`` an `AttentionMemory` from `prepare_memory`, a tuple
    of them with a list of mechanisms), or bound once with `setup_memory` for tfa-style use. Shapes:
    inputs ``[B, I]``, output ``[B, A]`` (or ``[B, C]``), alignments ``[B, S]``.
    """

    def __init__(
        self,
        cell,
        attention_mechanism: AttentionMechanism | list,
        attention_layer_size=None,
        output_attention: bool = True,
        alignment_history: bool = False,
        input_feeding: bool = True,
        **kwargs,
    ):
        super().__init__(**kwargs)
        self.cell = cell
        self.is_multi = isinstance(attention_mechanism, (list, tuple))
        mechanisms = list(attention_mechanism) if self.is_multi else [attention_mechanism]
        if not mechanisms:
            raise ValueError("AttentionWrapper needs at least one attention mechanism")
        self.attention_mechanism = mechanisms if self.is_multi else attention_mechanism
        sizes = None
        if attention_layer_size is not None:
            sizes = (
                [int(s) for s in attention_layer_size]
                if isinstance(attention_layer_size, (list, tuple))
                else [int(attention_layer_size)]
            )
            if len(sizes) != len(mechanisms):
                raise ValueError(
                    f"attention_layer_size must hold exactly one size per attention mechanism: "
                    f"{len(sizes)} sizes for {len(mechanisms)} mechanisms"
                )
            attention_layer_size = (
                sizes if isinstance(attention_layer_size, (list, tuple)) else sizes[0]
            )
        self.attention_layer_size = attention_layer_size
        self._layer_sizes = None if sizes is None else tuple(sizes)
        self.output_attention = bool(output_attention)
        self.alignment_history = bool(alignment_history)
        self.input_feeding = bool(input_feeding)
        self.attention_layer = None
        if sizes is not None:
            names = ["attention_layer"] + [f"attention_layer_{i}" for i in range(1, len(sizes))]
            layers = [
                keras.layers.Dense(size, use_bias=False, name=name)
                for size, name in zip(sizes, names)
            ]
            self.attention_layer = layers if self.is_multi else layers[0]
        self._memory: AttentionMemory | None = None

    # -- one or several mechanisms
    # ------------------------------------------------------------------
    @property
    def attention_mechanisms(self) -> list:
        """The mechanisms as a list (of one without a list of mechanisms)."""
        return list(self.attention_mechanism) if self.is_multi else [self.attention_mechanism]

    @property
    def attention_layers(self) -> list:
        """One attention layer (or None) per mechanism."""
        if self.attention_layer is None:
            return [None] * len(self.attention_mechanisms)
        return list(self.attention_layer) if self.is_multi else [self.attention_layer]

    def _pack_per_mechanism(self, items):
        """A tuple with a list of mechanisms, else the single item (tfa's ``_item_or_tuple``; named
        differently because `seq2seq.compat.tfa.AttentionWrapper` has its own)."""
        items = tuple(items)
        return items if self.is_multi else items[0]

    def _per_mechanism(self, value) -> list:
        """The inverse of `_pack_per_mechanism`: a list with one entry per mechanism."""
        return list(value) if self.is_multi else [value]

    # -- memory
    # --------------------------------------------------------------------------------------
    def prepare_memory(self, memory, memory_sequence_length=None):
        """Prepares ``memory [B, S, D]`` with the mechanism (keys once); returns it (stateless).

        With a list of mechanisms every mechanism prepares its own `AttentionMemory` (its own keys)
        and a tuple of them is returned; ``memory`` may then also be a list/tuple with one memory
        per mechanism, with ``memory_sequence_length`` None or a list/tuple of lengths likewise.
        """
        if not self.is_multi:
            return self.attention_mechanism.prepare(memory, memory_sequence_length)
        mechanisms = self.attention_mechanisms
        if isinstance(memory, (list, tuple)):
            if len(memory) != len(mechanisms):
                raise ValueError(f"{len(memory)} memories for {len(mechanisms)} mechanisms")
            lengths = memory_sequence_length
            if lengths is None:
                lengths = [None] * len(mechanisms)
            if (
                not isinstance(lengths, (list, tuple))
                or len(lengths) != len(mechanisms)
                or any(
                    n is not None and len(getattr(n, "shape", np.shape(n))) != 1 for n in lengths
                )
            ):
                raise ValueError(
                    "with one memory per mechanism, memory_sequence_length must be "
                    "None or a list with one length vector per mechanism"
                )
            return tuple(m.prepare(mem, n) for m, mem, n in zip(mechanisms, memory, lengths))
        return tuple(m.prepare(memory, memory_sequence_length) for m in mechanisms)

    def setup_memory(self, memory, memory_sequence_length=None):
        """Prepares the memory and binds it to the wrapper for calls without ``memory=``."""
        self._memory = self.prepare_memory(memory, memory_sequence_length)
        return self._memory

    def _resolve_memory(self, memory):
        memory = memory if memory is not None else self._memory
        if memory is None:
            raise ValueError(
                "AttentionWrapper has no memory: pass memory=wrapper.prepare_memory("
                "memory, lengths) or call wrapper.setup_memory(...) first"
            )
        return memory

    # -- sizes
    # ---------------------------------------------------------------------------------------
    def attention_size(self, memory):
        """``A``: the sum of the attention layer sizes, or of the memories' depths without them."""
        if self._layer_sizes is not None:
            return sum(self._layer_sizes)
        return sum(m.values.shape[-1] for m in self._per_mechanism(memory))

    @property
    def output_size(self):
        if self.output_attention:
            if self._layer_sizes is not None:
                return sum(self._layer_sizes)
            return self.attention_size(self._resolve_memory(None))
        return self.cell.output_size

    # -- state
    # ---------------------------------------------------------------------------------------
    def get_initial_state(
        self, batch_size=None, cell_state=None, memory=None, dtype=tf.float32
    ) -> AttentionWrapperState:
        """Zero attention; each mechanism's initial alignments and state (zeros for the global
        mechanisms, a one-hot at position 0 for monotonic ones); ``cell_state`` defaults to the
        cell's zero state."""
        memory = self._resolve_memory(memory)
        memories = self._per_mechanism(memory)
        if batch_size is None:
            batch_size = tf.shape(memories[0].values)[0]
        if cell_state is None:
            cell_state = self.cell.get_initial_state(batch_size=batch_size)
        pairs = list(zip(self.attention_mechanisms, memories))
        return AttentionWrapperState(
            cell_state=cell_state,
            attention=tf.zeros([batch_size, self.attention_size(memory)], dtype=dtype),
            alignments=self._pack_per_mechanism(
                m.initial_alignments(batch_size, mem) for m, mem in pairs
            ),
            attention_state=self._pack_per_mechanism(
                m.initial_state(batch_size, mem) for m, mem in pairs
            ),
            time=tf.zeros([], tf.int32),
            alignment_history=self._pack_per_mechanism(
                tf.TensorArray(tf.float32, size=0, dynamic_size=True, element_shape=None)
                if self.alignment_history
                else ()
                for _ in pairs
            ),
        )

    # -- one step
    # ------------------------------------------------------------------------------------
    def __call__(self, inputs, state, memory: AttentionMemory = None, training=None):
        # Keras 3's __call__ rejects a state holding a TensorArray (alignment history). The wrapper
        # owns no weights of its own: its sublayers build, autocast and track themselves.
        self.built = True
        return self.call(inputs, state, memory=memory, training=training)

    @staticmethod
    def _compute_attention(
        mechanism,
        attention_layer,
        cell_output,
        attention_state,
        memory: AttentionMemory,
        training=None,
    ):
        """One mechanism: ``(attention [B, A_k], alignments [B, S], next_attention_state)``."""
        attend = getattr(mechanism, "attend", None)
        if attend is not None:  # the mechanism forms its own context (multi-head)
            context, alignments, next_attention_state = attend(
                cell_output, attention_state, memory=memory, training=training
            )  # [B, D]
        else:
            alignments, next_attention_state = mechanism(
                cell_output, attention_state, memory=memory, training=training
            )  # [B, S]
            context = attention_context(
                tf.cast(alignments, memory.values.dtype), memory.values
            )  # [B, D]
        if attention_layer is not None:
            attention = attention_layer(
                tf.concat([cell_output, tf.cast(context, cell_output.dtype)], -1)
            )  # [B, A]
        else:
            attention = context  # [B, D]
        return attention, alignments, next_attention_state

    def step(
        self, inputs, cell_state, attention, attention_state, memory: AttentionMemory, training=None
    ):
        """The toolkit's step (one mechanism, memory passed explicitly), on plain state parts:
        ``inputs [B, I]``, ``cell_state`` (a list, ``[h, c]`` for an LSTM), ``attention [B, A]``
        (the previous attention vector), ``attention_state`` ->
        ``(output [B, A or C], cell_state, attention [B, A], attention_state, alignments [B, S])``.
        `call` is this step plus tensorflow-addons' bookkeeping (several mechanisms, a step
        counter, alignment history) on an `AttentionWrapperState`."""
        if self.is_multi:
            raise ValueError("AttentionWrapper.step takes one mechanism; use call() for a list")
        self.built = True  # as in __call__: the sublayers build themselves
        cell_inputs = inputs
        if self.input_feeding:
            cell_inputs = tf.concat([inputs, tf.cast(attention, inputs.dtype)], -1)
        cell_output, next_cell_state = self.cell(cell_inputs, list(cell_state), training=training)
        next_attention, alignments, next_attention_state = self._compute_attention(
            self.attention_mechanism,
            self.attention_layer,
            cell_output,
            attention_state,
            memory,
            training=training,
        )
        output = next_attention if self.output_attention else cell_output
        next_attention = tf.cast(next_attention, attention.dtype)
        return output, list(next_cell_state), next_attention, next_attention_state, alignments

    def call(self, inputs, state: AttentionWrapperState, memory=None, training=None):
        """``inputs [B, I]`` -> ``(output [B, A or C], next_state)``."""
        memory = self._resolve_memory(memory)
        if self.input_feeding:
            cell_inputs = tf.concat([inputs, tf.cast(state.attention, inputs.dtype)], -1)
        else:
            cell_inputs = inputs
        cell_state = state.cell_state
        if not isinstance(cell_state, (list, tuple)):
            cell_state = [cell_state]
        cell_output, next_cell_state = self.cell(cell_inputs, list(cell_state), training=training)
        if isinstance(state.cell_state, (list, tuple)):
            next_cell_state = (
                type(state.cell_state)(next_cell_state)
                if isinstance(state.cell_state, list)
                else tuple(next_cell_state)
            )
        elif isinstance(next_cell_state, (list, tuple)):
            next_cell_state = next_cell_state[0]

        attentions, all_alignments, attention_states, histories = [], [], [], []
        for mechanism, layer, mem, attention_state, history in zip(
            self.attention_mechanisms,
            self.attention_layers,
            self._per_mechanism(memory),
            self._per_mechanism(state.attention_state),
            self._per_mechanism(state.alignment_history),
        ):
            attention, alignments, next_attention_state = self._compute_attention(
                mechanism, layer, cell_output, attention_state, mem, training=training
            )
            if self.alignment_history:
                history = history.write(state.time, tf.cast(alignments, history.dtype))
            attentions.append(attention)
            all_alignments.append(alignments)
            attention_states.append(next_attention_state)
            histories.append(history)
        attention = (
            attentions[0]
            if len(attentions) == 1
            else tf.concat([tf.cast(a, attentions[0].dtype) for a in attentions], -1)
        )  # [B, A_1 + ... + A_K]

        next_state = AttentionWrapperState(
            cell_state=next_cell_state,
            attention=tf.cast(attention, state.attention.dtype),
            alignments=self._pack_per_mechanism(all_alignments),
            attention_state=self._pack_per_mechanism(attention_states),
            time=state.time + 1,
            alignment_history=self._pack_per_mechanism(histories),
        )
        output = attention if self.output_attention else cell_output
        return output, next_state

    # -- a whole sequence
    # ----------------------------------------------------------------------------
    def unroll(
        self,
        inputs,
        initial_state: AttentionWrapperState,
        memory=None,
        training=None,
        return_alignments: bool = False,
    ):
        """Runs the step over ``inputs [B, T, I]``.

        Returns ``(outputs [B, T, O], final_state)``, plus ``alignments [B, T, S]`` when
        ``return_alignments`` (a tuple of ``[B, T, S_k]`` with a list of mechanisms).
        """
        memory = self._resolve_memory(memory)
        steps = tf.shape(inputs)[1]
        inputs_tm = tf.transpose(inputs, [1, 0, 2])  # [T, B, I]
        outputs_ta = tf.TensorArray(inputs.dtype, size=steps)
        align_tas = tuple(tf.TensorArray(tf.float32, size=steps) for _ in self.attention_mechanisms)

        def body(t, state, outputs_ta, align_tas):
            output, state = self(inputs_tm[t], state, memory=memory, training=training)
            outputs_ta = outputs_ta.write(t, tf.cast(output, outputs_ta.dtype))
            align_tas = tuple(
                ta.write(t, a) for ta, a in zip(align_tas, self._per_mechanism(state.alignments))
            )
            return t + 1, state, outputs_ta, align_tas

        _, final_state, outputs_ta, align_tas = tf.while_loop(
            lambda t, *_: t < steps, body, (tf.constant(0), initial_state, outputs_ta, align_tas)
        )
        outputs = tf.transpose(outputs_ta.stack(), [1, 0, 2])  # [B, T, O]
        if return_alignments:
            alignments = self._pack_per_mechanism(
                tf.transpose(ta.stack(), [1, 0, 2]) for ta in align_tas
            )  # [B, T, S]
            return outputs, final_state, alignments
        return outputs, final_state

    def get_config(self):
        config = super().get_config()
        mechanisms = [keras.saving.serialize_keras_object(m) for m in self.attention_mechanisms]
        config.update(
            cell=keras.saving.serialize_keras_object(self.cell),
            attention_mechanism=mechanisms if self.is_multi else mechanisms[0],
            attention_layer_size=(
                list(self._layer_sizes)
                if isinstance(self.attention_layer_size, (list, tuple))
                else self.attention_layer_size
            ),
            output_attention=self.output_attention,
            alignment_history=self.alignment_history,
            input_feeding=self.input_feeding,
        )
        return config

    @classmethod
    def from_config(cls, config):
        config = dict(config)
        config["cell"] = keras.saving.deserialize_keras_object(config["cell"])
        mechanism = config["attention_mechanism"]
        if isinstance(mechanism, (list, tuple)):
            config["attention_mechanism"] = [
                keras.saving.deserialize_keras_object(m) for m in mechanism
            ]
        else:
            config["attention_mechanism"] = keras.saving.deserialize_keras_object(mechanism)
        return cls(**config)
