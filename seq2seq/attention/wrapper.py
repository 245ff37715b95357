"""`AttentionWrapper`: an RNN cell (LSTMCell, GRUCell, ...) plus an attention mechanism.

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

This is the toolkit's wrapper: one mechanism, the memory passed explicitly, `step` on plain state
parts (what `seq2seq.models.decoder.Decoder` runs) and `unroll_steps`, the one step loop of
teacher forcing, scheduled sampling and `AttentionWrapper.unroll`. tensorflow-addons' extras (a
list of mechanisms, a memory bound with ``setup_memory``, a step counter, the alignment history)
are in `seq2seq.compat.tfa.extended_wrapper`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import keras
import tensorflow as tf

from seq2seq.attention.context import attention_context
from seq2seq.attention.mechanisms import AttentionMechanism, AttentionMemory


class AttentionWrapperState(NamedTuple):
    """The wrapper's recurrent state (flat, so that `tf.nest` and beam search handle it).

    Fields:
      cell_state: the wrapped cell's state (``[h, c]`` of ``[B, units]`` for an LSTM).
      attention: ``[B, A]`` the previous attention vector (fed to the cell with input feeding).
      alignments: ``[B, S]`` the previous alignments.
      attention_state: the mechanism's state (previous alignments ``[B, S]``, or a step counter).
    """

    cell_state: Any
    attention: tf.Tensor
    alignments: Any
    attention_state: Any

    def clone(self, **changes) -> AttentionWrapperState:
        """A copy with some fields replaced (tfa's ``clone``)."""
        return self._replace(**changes)


def unroll_steps(step_fn, inputs, state, feed=None, readout=None, first=None, alignments=None):
    """The step loop (one `tf.while_loop` over ``inputs [B, T, I]``) of every teacher-forced or
    scheduled-sampling unroll.

    ``step_fn(x [B, I], state) -> (output, next_state, alignments)`` is one step. Step ``t`` gets
    ``inputs[:, t]``, or with ``feed`` ``feed(t, inputs[:, t], previous)``, ``previous`` being the
    record of step ``t - 1`` (``first`` at step 0). Each step records ``readout(output)`` (default:
    the output, cast to the inputs' dtype) and its alignments (float32; a tuple of ``K`` of them
    when ``alignments=K``). Returns ``(records [B, T, ...], final_state, alignments [B, T, S])``.
    """
    steps = tf.shape(inputs)[1]
    inputs_tm = tf.transpose(inputs, [1, 0, 2])  # [T, B, I]
    record_dtype = inputs.dtype if readout is None else first.dtype
    records_ta = tf.TensorArray(record_dtype, size=steps)
    count = 1 if alignments is None else alignments
    align_tas = tuple(tf.TensorArray(tf.float32, size=steps) for _ in range(count))

    def body(t, state, previous, records_ta, align_tas):
        x = inputs_tm[t] if feed is None else feed(t, inputs_tm[t], previous)  # [B, I]
        output, state, step_alignments = step_fn(x, state)
        record = tf.cast(output if readout is None else readout(output), record_dtype)
        step_alignments = step_alignments if alignments is not None else (step_alignments,)
        align_tas = tuple(
            ta.write(t, tf.cast(a, tf.float32)) for ta, a in zip(align_tas, step_alignments)
        )
        previous = record if feed is not None else previous
        return t + 1, state, previous, records_ta.write(t, record), align_tas

    previous = first if feed is not None else tf.zeros([])
    _, final_state, _, records_ta, align_tas = tf.while_loop(
        lambda t, *_: t < steps, body, (tf.constant(0), state, previous, records_ta, align_tas)
    )
    records = tf.transpose(records_ta.stack(), [1, 0, 2])  # [B, T, ...]
    stacked = tuple(tf.transpose(ta.stack(), [1, 0, 2]) for ta in align_tas)  # [B, T, S] each
    return records, final_state, stacked if alignments is not None else stacked[0]


class AttentionWrapper(keras.layers.Layer):
    """Wraps an RNN cell with attention over a memory.

    Args:
      cell: a Keras RNN cell (``cell(x [B, I], states) -> (h [B, C], states)``).
      attention_mechanism: an `AttentionMechanism`.
      attention_layer_size: ``A``; if set, ``attention = concat([h, context]) @ W [C + D, A]`` (no
        bias); if None, the attention vector is the context itself (``A = D``).
      output_attention: emit the attention vector (Luong) or the cell output ``h`` (Bahdanau style).
      input_feeding: feed the previous attention vector to the cell with the inputs (Luong 2015).

    The memory is passed explicitly: ``memory=`` an `AttentionMemory` from `prepare_memory`. Shapes:
    inputs ``[B, I]``, output ``[B, A]`` (or ``[B, C]``), alignments ``[B, S]``.
    """

    def __init__(
        self,
        cell,
        attention_mechanism: AttentionMechanism,
        attention_layer_size=None,
        output_attention: bool = True,
        input_feeding: bool = True,
        **kwargs,
    ):
        super().__init__(**kwargs)
        if isinstance(attention_mechanism, (list, tuple)):
            raise ValueError(
                "AttentionWrapper takes one attention mechanism; for a list of them use "
                "seq2seq.compat.tfa.extended_wrapper.ExtendedAttentionWrapper"
            )
        self.cell = cell
        self.attention_mechanism = attention_mechanism
        if attention_layer_size is not None:
            attention_layer_size = int(attention_layer_size)
        self.attention_layer_size = attention_layer_size
        self.output_attention = bool(output_attention)
        self.input_feeding = bool(input_feeding)
        self.attention_layer = None
        if attention_layer_size is not None:
            self.attention_layer = keras.layers.Dense(
                attention_layer_size, use_bias=False, name="attention_layer"
            )

    def prepare_memory(self, memory, memory_sequence_length=None) -> AttentionMemory:
        """Prepares ``memory [B, S, D]`` with the mechanism (keys once); returns it (stateless)."""
        return self.attention_mechanism.prepare(memory, memory_sequence_length)

    def attention_size(self, memory: AttentionMemory):
        """``A``: the attention layer's size, or the memory's depth without one."""
        if self.attention_layer_size is not None:
            return self.attention_layer_size
        return memory.values.shape[-1]

    @staticmethod
    def _require(memory):
        if memory is None:
            raise ValueError(
                "AttentionWrapper has no memory: pass memory=wrapper.prepare_memory(memory, "
                "lengths)"
            )
        return memory

    def get_initial_state(
        self, batch_size=None, cell_state=None, memory: AttentionMemory = None, dtype=tf.float32
    ) -> AttentionWrapperState:
        """Zero attention; the mechanism's initial alignments and state (zeros for the global
        mechanisms, a one-hot at position 0 for monotonic ones); ``cell_state`` defaults to the
        cell's zero state."""
        memory = self._require(memory)
        if batch_size is None:
            batch_size = tf.shape(memory.values)[0]
        if cell_state is None:
            cell_state = self.cell.get_initial_state(batch_size=batch_size)
        mechanism = self.attention_mechanism
        return AttentionWrapperState(
            cell_state=cell_state,
            attention=tf.zeros([batch_size, self.attention_size(memory)], dtype=dtype),
            alignments=mechanism.initial_alignments(batch_size, memory),
            attention_state=mechanism.initial_state(batch_size, memory),
        )

    # -- one step
    # ------------------------------------------------------------------------------------
    def __call__(self, inputs, state, memory: AttentionMemory = None, training=None):
        # The wrapper owns no weights of its own: its sublayers build, autocast and track
        # themselves (and Keras 3's __call__ would reject the TensorArray states of the compat
        # subclasses).
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
        """The toolkit's step, on plain state parts: ``inputs [B, I]``, ``cell_state`` (a list,
        ``[h, c]`` for an LSTM), ``attention [B, A]`` (the previous attention vector),
        ``attention_state`` -> ``(output [B, A or C], cell_state, attention [B, A],
        attention_state, alignments [B, S])``."""
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
        """`step` on an `AttentionWrapperState`: ``inputs [B, I]`` -> ``(output, next_state)``."""
        cell_state = state.cell_state
        single = not isinstance(cell_state, (list, tuple))
        output, cell_state, attention, attention_state, alignments = self.step(
            inputs,
            [cell_state] if single else cell_state,
            state.attention,
            state.attention_state,
            self._require(memory),
            training=training,
        )
        if single:
            cell_state = cell_state[0]
        elif isinstance(state.cell_state, tuple):
            cell_state = tuple(cell_state)
        return output, AttentionWrapperState(cell_state, attention, alignments, attention_state)

    def unroll(
        self,
        inputs,
        initial_state: AttentionWrapperState,
        memory: AttentionMemory = None,
        training=None,
        return_alignments: bool = False,
    ):
        """Runs the step over ``inputs [B, T, I]`` (`unroll_steps`).

        Returns ``(outputs [B, T, O], final_state)``, plus ``alignments [B, T, S]`` when
        ``return_alignments``.
        """
        memory = self._require(memory)

        def step_fn(x, state):
            output, state = self(x, state, memory=memory, training=training)
            return output, state, state.alignments

        outputs, final_state, alignments = unroll_steps(step_fn, inputs, initial_state)
        if return_alignments:
            return outputs, final_state, alignments
        return outputs, final_state

    def get_config(self):
        config = super().get_config()
        config.update(
            cell=keras.saving.serialize_keras_object(self.cell),
            attention_mechanism=keras.saving.serialize_keras_object(self.attention_mechanism),
            attention_layer_size=self.attention_layer_size,
            output_attention=self.output_attention,
            input_feeding=self.input_feeding,
        )
        return config

    @classmethod
    def from_config(cls, config):
        config = dict(config)
        config["cell"] = keras.saving.deserialize_keras_object(config["cell"])
        config["attention_mechanism"] = keras.saving.deserialize_keras_object(
            config["attention_mechanism"]
        )
        return cls(**config)
