"""`AttentionWrapper`: an RNN cell (LSTMCell, GRUCell, ...) plus an attention mechanism.

One step, with tensorflow-addons' semantics (Luong-style: the cell runs first, then attends with its
new output)::

    cell_input  = concat([inputs, state.attention])         # input feeding (inputs alone if off)
    h, cell_st  = cell(cell_input, state.cell_state)
    a, att_st   = mechanism(h, state.attention_state, memory)   # alignments [B, S]
    context     = a @ memory.values                          # [B, D]
    attention   = concat([h, context]) @ W_attention          # [B, A]  (context if no layer)
    output      = attention if output_attention else h
"""

from __future__ import annotations

from typing import Any, NamedTuple

import keras
import tensorflow as tf

from seq2seq.attention import AttentionMechanism, AttentionMemory


class AttentionWrapperState(NamedTuple):
    """The wrapper's recurrent state (flat, so that `tf.nest` and beam search handle it).

    Fields:
      cell_state: the wrapped cell's state (``[h, c]`` of ``[B, units]`` for an LSTM).
      attention: ``[B, A]`` the previous attention vector (fed to the cell with input feeding).
      alignments: ``[B, S]`` the previous alignments.
      attention_state: the mechanism's state (previous alignments ``[B, S]``, or a step counter).
      time: ``[]`` int32 number of steps taken.
      alignment_history: a ``tf.TensorArray`` of ``[B, S]`` per step when enabled, else ``()``.
    """

    cell_state: Any
    attention: tf.Tensor
    alignments: tf.Tensor
    attention_state: Any
    time: tf.Tensor
    alignment_history: Any

    def clone(self, **changes) -> "AttentionWrapperState":
        """A copy with some fields replaced (tfa's ``clone``)."""
        return self._replace(**changes)


class AttentionWrapper(keras.layers.Layer):
    """Wraps an RNN cell with attention over a memory.

    Args:
      cell: a Keras RNN cell (``cell(x [B, I], states) -> (h [B, C], states)``).
      attention_mechanism: an `AttentionMechanism`.
      attention_layer_size: ``A``; if set, ``attention = concat([h, context]) @ W [C + D, A]`` (no
        bias); if None, the attention vector is the context itself (``A = D``).
      output_attention: emit the attention vector (Luong) or the cell output ``h`` (Bahdanau style).
      alignment_history: keep every step's alignments in the state (for plots and penalties).
      input_feeding: feed the previous attention vector to the cell with the inputs (Luong 2015).

    The memory is passed explicitly (``memory=`` an `AttentionMemory` from `prepare`), or bound once
    with `setup_memory` for tfa-style use. Shapes: inputs ``[B, I]``, output ``[B, A]`` (or
    ``[B, C]``), alignments ``[B, S]``.
    """

    def __init__(self, cell, attention_mechanism: AttentionMechanism, attention_layer_size=None,
                 output_attention: bool = True, alignment_history: bool = False,
                 input_feeding: bool = True, **kwargs):
        super().__init__(**kwargs)
        self.cell = cell
        self.attention_mechanism = attention_mechanism
        self.attention_layer_size = attention_layer_size
        self.output_attention = bool(output_attention)
        self.alignment_history = bool(alignment_history)
        self.input_feeding = bool(input_feeding)
        self.attention_layer = None
        if attention_layer_size is not None:
            self.attention_layer = keras.layers.Dense(
                int(attention_layer_size), use_bias=False, name="attention_layer")
        self._memory: AttentionMemory | None = None

    # -- memory --------------------------------------------------------------------------------------
    def prepare_memory(self, memory, memory_sequence_length=None) -> AttentionMemory:
        """Prepares ``memory [B, S, D]`` with the mechanism (keys once); returns it (stateless)."""
        return self.attention_mechanism.prepare(memory, memory_sequence_length)

    def setup_memory(self, memory, memory_sequence_length=None) -> AttentionMemory:
        """Prepares the memory and binds it to the wrapper for calls without ``memory=``."""
        self._memory = self.prepare_memory(memory, memory_sequence_length)
        return self._memory

    def _resolve_memory(self, memory) -> AttentionMemory:
        memory = memory if memory is not None else self._memory
        if memory is None:
            raise ValueError("AttentionWrapper has no memory: pass memory=wrapper.prepare_memory("
                             "memory, lengths) or call wrapper.setup_memory(...) first")
        return memory

    # -- sizes ---------------------------------------------------------------------------------------
    def attention_size(self, memory: AttentionMemory):
        if self.attention_layer_size is not None:
            return int(self.attention_layer_size)
        return memory.values.shape[-1]

    @property
    def output_size(self):
        if self.output_attention:
            if self.attention_layer_size is not None:
                return int(self.attention_layer_size)
            return self._resolve_memory(None).values.shape[-1]
        return self.cell.output_size

    # -- state ---------------------------------------------------------------------------------------
    def get_initial_state(self, batch_size=None, cell_state=None, memory=None,
                          dtype=tf.float32) -> AttentionWrapperState:
        """Zero attention and alignments; ``cell_state`` defaults to the cell's zero state."""
        memory = self._resolve_memory(memory)
        if batch_size is None:
            batch_size = tf.shape(memory.values)[0]
        if cell_state is None:
            cell_state = self.cell.get_initial_state(batch_size=batch_size)
        mechanism = self.attention_mechanism
        history = ()
        if self.alignment_history:
            history = tf.TensorArray(tf.float32, size=0, dynamic_size=True, element_shape=None)
        return AttentionWrapperState(
            cell_state=cell_state,
            attention=tf.zeros([batch_size, self.attention_size(memory)], dtype=dtype),
            alignments=mechanism.initial_alignments(batch_size, memory),
            attention_state=mechanism.initial_state(batch_size, memory),
            time=tf.zeros([], tf.int32),
            alignment_history=history,
        )

    # -- one step ------------------------------------------------------------------------------------
    def __call__(self, inputs, state, memory: AttentionMemory = None, training=None):
        # Keras 3's __call__ rejects a state holding a TensorArray (alignment history). The wrapper
        # owns no weights of its own: its sublayers build, autocast and track themselves.
        self.built = True
        return self.call(inputs, state, memory=memory, training=training)

    def call(self, inputs, state: AttentionWrapperState, memory: AttentionMemory = None,
             training=None):
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
            next_cell_state = type(state.cell_state)(next_cell_state) \
                if isinstance(state.cell_state, list) else tuple(next_cell_state)
        elif isinstance(next_cell_state, (list, tuple)):
            next_cell_state = next_cell_state[0]

        alignments, next_attention_state = self.attention_mechanism(
            cell_output, state.attention_state, memory=memory, training=training)  # [B, S]
        context = tf.einsum("bs,bsd->bd", tf.cast(alignments, memory.values.dtype),
                            memory.values)  # [B, D]
        if self.attention_layer is not None:
            attention = self.attention_layer(
                tf.concat([cell_output, tf.cast(context, cell_output.dtype)], -1))  # [B, A]
        else:
            attention = context  # [B, D]

        history = state.alignment_history
        if self.alignment_history:
            history = history.write(state.time, alignments)
        next_state = AttentionWrapperState(
            cell_state=next_cell_state,
            attention=tf.cast(attention, state.attention.dtype),
            alignments=alignments,
            attention_state=next_attention_state,
            time=state.time + 1,
            alignment_history=history,
        )
        output = attention if self.output_attention else cell_output
        return output, next_state

    # -- a whole sequence ----------------------------------------------------------------------------
    def unroll(self, inputs, initial_state: AttentionWrapperState,
               memory: AttentionMemory = None, training=None, return_alignments: bool = False):
        """Runs the step over ``inputs [B, T, I]``.

        Returns ``(outputs [B, T, O], final_state)``, plus ``alignments [B, T, S]`` when
        ``return_alignments``.
        """
        memory = self._resolve_memory(memory)
        steps = tf.shape(inputs)[1]
        inputs_tm = tf.transpose(inputs, [1, 0, 2])  # [T, B, I]
        outputs_ta = tf.TensorArray(inputs.dtype if self.output_attention else inputs.dtype,
                                    size=steps)
        align_ta = tf.TensorArray(tf.float32, size=steps)

        def body(t, state, outputs_ta, align_ta):
            output, state = self(inputs_tm[t], state, memory=memory, training=training)
            outputs_ta = outputs_ta.write(t, tf.cast(output, outputs_ta.dtype))
            align_ta = align_ta.write(t, state.alignments)
            return t + 1, state, outputs_ta, align_ta

        _, final_state, outputs_ta, align_ta = tf.while_loop(
            lambda t, *_: t < steps, body, (tf.constant(0), initial_state, outputs_ta, align_ta))
        outputs = tf.transpose(outputs_ta.stack(), [1, 0, 2])  # [B, T, O]
        if return_alignments:
            return outputs, final_state, tf.transpose(align_ta.stack(), [1, 0, 2])  # [B, T, S]
        return outputs, final_state

    def get_config(self):
        config = super().get_config()
        config.update(
            cell=keras.saving.serialize_keras_object(self.cell),
            attention_mechanism=keras.saving.serialize_keras_object(self.attention_mechanism),
            attention_layer_size=self.attention_layer_size,
            output_attention=self.output_attention,
            alignment_history=self.alignment_history,
            input_feeding=self.input_feeding,
        )
        return config

    @classmethod
    def from_config(cls, config):
        config = dict(config)
        config["cell"] = keras.saving.deserialize_keras_object(config["cell"])
        config["attention_mechanism"] = keras.saving.deserialize_keras_object(
            config["attention_mechanism"])
        return cls(**config)
