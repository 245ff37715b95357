"""The core `AttentionWrapper` plus tensorflow-addons' extras, with the core's explicit memory.

`ExtendedAttentionWrapper` is what `seq2seq.compat.tfa.AttentionWrapper` builds on: the core step
(`seq2seq.attention.wrapper.AttentionWrapper`) plus

* several mechanisms (tfa semantics): pass a list ``[m_1, ..., m_K]`` (and, optionally, one
  attention layer size per mechanism). Every mechanism attends with the same ``h`` over its own
  prepared memory and the attention vectors are concatenated, ``attention = concat([attention_1,
  ..., attention_K])`` (``A = A_1 + ... + A_K``); the state's ``alignments``, ``attention_state``
  and ``alignment_history`` become tuples with one entry per mechanism (also for a list of one);
* a memory bound to the wrapper with `setup_memory` (calls without ``memory=``);
* a state with a step counter ``time`` and the alignment history (`ExtendedAttentionWrapperState`).

The toolkit's decoder needs none of this and runs the core wrapper's `step`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import keras
import numpy as np
import tensorflow as tf

from seq2seq.attention.mechanisms import AttentionMechanism, AttentionMemory
from seq2seq.attention.wrapper import AttentionWrapper, unroll_steps


class ExtendedAttentionWrapperState(NamedTuple):
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

    def clone(self, **changes) -> ExtendedAttentionWrapperState:
        """A copy with some fields replaced (tfa's ``clone``)."""
        return self._replace(**changes)


class ExtendedAttentionWrapper(AttentionWrapper):
    """The core `AttentionWrapper` with tensorflow-addons' extras (see the module docstring).

    Args: those of the core wrapper, plus
      attention_mechanism: an `AttentionMechanism`, or a list of them.
      attention_layer_size: with a list of mechanisms, None or a list with one size per mechanism.
      alignment_history: keep every step's alignments in the state (for plots and penalties).

    The memory is passed explicitly (``memory=`` an `AttentionMemory` from `prepare_memory`, a tuple
    of them with a list of mechanisms), or bound once with `setup_memory`.
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
        is_multi = isinstance(attention_mechanism, (list, tuple))
        mechanisms = list(attention_mechanism) if is_multi else [attention_mechanism]
        if not mechanisms:
            raise ValueError("AttentionWrapper needs at least one attention mechanism")
        sizes = _layer_sizes(attention_layer_size, len(mechanisms))
        super().__init__(
            cell,
            mechanisms[0],
            output_attention=output_attention,
            input_feeding=input_feeding,
            **kwargs,
        )
        self.is_multi = is_multi
        self.attention_mechanism = mechanisms if is_multi else attention_mechanism
        if sizes is not None and not isinstance(attention_layer_size, (list, tuple)):
            attention_layer_size = sizes[0]
        elif sizes is not None:
            attention_layer_size = sizes
        self.attention_layer_size = attention_layer_size
        self._layer_sizes = None if sizes is None else tuple(sizes)
        self.alignment_history = bool(alignment_history)
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
    ) -> ExtendedAttentionWrapperState:
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
        return ExtendedAttentionWrapperState(
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
    def step(self, inputs, cell_state, attention, attention_state, memory, training=None):
        """The core step (one mechanism); `call` handles a list of mechanisms."""
        if self.is_multi:
            raise ValueError("AttentionWrapper.step takes one mechanism; use call() for a list")
        return super().step(inputs, cell_state, attention, attention_state, memory, training)

    def call(self, inputs, state: ExtendedAttentionWrapperState, memory=None, training=None):
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

        next_state = ExtendedAttentionWrapperState(
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
        initial_state: ExtendedAttentionWrapperState,
        memory=None,
        training=None,
        return_alignments: bool = False,
    ):
        """Runs the step over ``inputs [B, T, I]`` (the core's `unroll_steps`).

        Returns ``(outputs [B, T, O], final_state)``, plus ``alignments [B, T, S]`` when
        ``return_alignments`` (a tuple of ``[B, T, S_k]`` with a list of mechanisms).
        """
        memory = self._resolve_memory(memory)

        def step_fn(x, state):
            output, state = self(x, state, memory=memory, training=training)
            return output, state, tuple(self._per_mechanism(state.alignments))

        outputs, final_state, alignments = unroll_steps(
            step_fn, inputs, initial_state, alignments=len(self.attention_mechanisms)
        )
        if return_alignments:
            return outputs, final_state, self._pack_per_mechanism(alignments)  # [B, T, S]
        return outputs, final_state

    def get_config(self):
        # The core's, where a list of mechanisms serialises as a list (and deserialises so).
        config = super().get_config()
        if isinstance(self.attention_layer_size, (list, tuple)):
            config["attention_layer_size"] = list(self._layer_sizes)
        config["alignment_history"] = self.alignment_history
        return config


def _layer_sizes(attention_layer_size, count: int):
    """One attention layer size per mechanism (a list), or None."""
    if attention_layer_size is None:
        return None
    sizes = (
        [int(s) for s in attention_layer_size]
        if isinstance(attention_layer_size, (list, tuple))
        else [int(attention_layer_size)]
    )
    if len(sizes) != count:
        raise ValueError(
            f"attention_layer_size must hold exactly one size per attention mechanism: "
            f"{len(sizes)} sizes for {count} mechanisms"
        )
    return sizes
