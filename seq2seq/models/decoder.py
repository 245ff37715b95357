"""The attentional RNN decoder: embedding -> AttentionWrapper(cell, mechanism) -> projection."""

from __future__ import annotations

from typing import NamedTuple

import keras
import tensorflow as tf

from seq2seq.attention.mechanisms import AttentionMechanism, AttentionMemory
from seq2seq.attention.wrapper import AttentionWrapper, unroll_steps
from seq2seq.data.subword import PAD_ID
from seq2seq.models import fused_unroll, output_gradients
from seq2seq.models.softmax import log_softmax

CELLS = {"lstm": keras.layers.LSTMCell, "gru": keras.layers.GRUCell}


class DecoderState(NamedTuple):
    """The search state of the decoder: every field has a leading batch (or beam) dimension.

    Fields:
      cell_state: the cell's state (``[h, c]`` of ``[N, C]`` for an LSTM).
      attention: ``[N, A]`` the previous attention vector.
      attention_state: the mechanism's state.
      memory: the prepared `AttentionMemory` (constant during a search).
    """

    cell_state: list
    attention: tf.Tensor
    attention_state: tf.Tensor
    memory: AttentionMemory


class Decoder(keras.layers.Layer):
    """Target embedding, an `AttentionWrapper` and the output projection.

    ``call`` is teacher-forced: ``tgt_in [B, T]`` (BOS + pieces) -> logits ``[B, T, V]``;
    ``step`` is one search step: ids ``[N]`` -> log-probs ``[N, V]``. Both run the same wrapper
    step, so teacher-forced logits equal step-by-step logits.

    Args:
      vocab_size, embedding_size: target embedding ``[V, E]``.
      cell, units: ``"lstm"`` | ``"gru"`` and its size ``C``.
      mechanism: an `AttentionMechanism`.
      attention_layer_size: ``A`` (0 or None: the context is the attention vector).
      input_feeding, output_attention: see `AttentionWrapper`.
      dropout: on the target embeddings and on the outputs before the projection.
      tie_embeddings: use the embedding table as the projection (``A == E`` needed).
    """

    def __init__(
        self,
        vocab_size: int,
        embedding_size: int,
        cell: str,
        units: int,
        mechanism: AttentionMechanism,
        attention_layer_size=None,
        input_feeding: bool = True,
        output_attention: bool = True,
        dropout: float = 0.0,
        tie_embeddings: bool = False,
        **kwargs,
    ):
        super().__init__(**kwargs)
        self._options = dict(
            vocab_size=vocab_size,
            embedding_size=embedding_size,
            cell=cell,
            units=units,
            attention_layer_size=attention_layer_size,
            input_feeding=input_feeding,
            output_attention=output_attention,
            dropout=dropout,
            tie_embeddings=tie_embeddings,
        )
        self.vocab_size = vocab_size
        self.cell_type = cell
        self.embedding = keras.layers.Embedding(vocab_size, embedding_size, name="embedding")
        self.wrapper = AttentionWrapper(
            CELLS[cell](units, name=f"{cell}_cell"),
            mechanism,
            attention_layer_size=attention_layer_size or None,
            output_attention=output_attention,
            input_feeding=input_feeding,
            name="attention_wrapper",
        )
        self.dropout = keras.layers.Dropout(dropout)
        self.tie_embeddings = tie_embeddings
        if tie_embeddings:
            self.output_bias = self.add_weight(
                name="output_bias", shape=(vocab_size,), initializer="zeros"
            )
        else:
            self.projection = keras.layers.Dense(vocab_size, name="projection")

    def get_config(self):
        """The constructor's options (``mechanism`` serialised)."""
        return {
            **super().get_config(),
            **self._options,
            "mechanism": keras.saving.serialize_keras_object(self.wrapper.attention_mechanism),
        }

    def prepare_memory(self, memory, lengths) -> AttentionMemory:
        return self.wrapper.prepare_memory(memory, lengths)

    def initial_state(self, memory: AttentionMemory, cell_state) -> DecoderState:
        """The state before BOS; ``cell_state`` from the bridge (a list of ``[B, C]``)."""
        full = self.wrapper.get_initial_state(
            tf.shape(memory.values)[0], cell_state, memory, dtype=memory.values.dtype
        )
        return DecoderState(list(full.cell_state), full.attention, full.attention_state, memory)

    @staticmethod
    def _float32_state(state: DecoderState) -> DecoderState:
        """Keras casts a layer's float inputs to its compute dtype (bfloat16 under mixed
        precision); the mechanism keeps its state (previous alignments) in float32."""
        return state._replace(
            attention_state=tf.nest.map_structure(
                lambda x: tf.cast(x, tf.float32) if x.dtype.is_floating else x,
                state.attention_state,
            )
        )

    def _advance(self, inputs, state: DecoderState, training=None):
        """One wrapper step on the decoder state: ``inputs [N, E]`` -> ``(output [N, A],
        next state, alignments [N, S])``."""
        output, cell_state, attention, attention_state, alignments = self.wrapper.step(
            inputs,
            state.cell_state,
            state.attention,
            state.attention_state,
            state.memory,
            training=training,
        )
        next_state = DecoderState(cell_state, attention, attention_state, state.memory)
        return output, next_state, alignments

    def project(self, outputs):
        """``outputs [..., A]`` -> logits ``[..., V]``."""
        if self.tie_embeddings:
            table = tf.cast(self.embedding.embeddings, outputs.dtype)
            bias = tf.cast(self.output_bias, outputs.dtype)
            return tf.matmul(outputs, table, transpose_b=True) + bias
        return self.projection(outputs)

    def project_tokens(self, outputs, gradients: str = "float32"):
        """`project` for the loss's tokens, ``outputs [M, A]`` -> logits ``[M, V]``: in float32,
        with the gradient products in ``gradients`` (float32 or bfloat16;
        `output_gradients.project`); under a mixed precision, `project`."""
        if gradients not in ("float32", "bfloat16"):
            raise ValueError(f"gradients must be float32 or bfloat16, got {gradients!r}")
        if outputs.dtype != tf.float32:
            return self.project(outputs)
        with tf.name_scope("projection"):  # the Dense layer's name: profiles find it (bench)
            dtype = tf.bfloat16 if gradients == "bfloat16" else tf.float32
            if self.tie_embeddings:
                table = self.embedding.embeddings  # [V, A]
                return output_gradients.project(
                    outputs, table, self.output_bias, transpose_kernel=True, gradients=dtype
                )
            kernel, bias = self.projection.kernel, self.projection.bias
            return output_gradients.project(outputs, kernel, bias, gradients=dtype)

    def call(
        self,
        tgt_in,
        state: DecoderState,
        training=None,
        return_alignments=False,
        sampling_probability=None,
        sampling_mode: str = "embedding",
        seed: int = 0,
    ):
        """Teacher forcing: ``tgt_in [B, T]`` -> logits ``[B, T, V]`` (and alignments ``[B, T,
        S]``).

        With a ``sampling_probability`` (a scalar tensor, scheduled sampling: Bengio et al. 2015)
        each step after the first feeds, with that probability, the model's own previous
        prediction instead of the reference token: ``"embedding"`` samples a token from the
        previous logits and embeds it (tfa's ScheduledEmbeddingTrainingSampler);
        ``"output"`` feeds the expected embedding ``softmax(logits) @ E``, through which
        gradients flow (the counterpart of ScheduledOutputTrainingSampler).
        """
        inputs = self.dropout(self.embedding(tgt_in), training=training)  # [B, T, E]
        if sampling_probability is None:
            features, alignments = self._features(inputs, state, training)  # [B, T, A], [B, T, S]
            logits = self.project(features)  # [B, T, V]
        else:
            logits, alignments = self._scheduled_sampling(
                inputs, state, training, sampling_probability, sampling_mode, seed
            )
        return (logits, alignments) if return_alignments else logits

    def features(self, tgt_in, state: DecoderState, training=None):
        """Teacher forcing up to the output layer: ``tgt_in [B, T]`` -> ``[B, T, A]``, what
        `project` turns into `call`'s logits (dropout included, in the same order)."""
        inputs = self.dropout(self.embedding(tgt_in), training=training)  # [B, T, E]
        return self._features(inputs, state, training)[0]

    def _features(self, inputs, state: DecoderState, training=None):
        outputs, alignments = self._unroll(inputs, state, training)  # [B, T, A], [B, T, S]
        return self.dropout(outputs, training=training), alignments

    def _unroll(self, inputs, state: DecoderState, training=None):
        """The teacher-forced step loop: ``inputs [B, T, E]`` -> ``(outputs [B, T, A],
        alignments [B, T, S])``. A decoder inside `fused_unroll.SIGNATURE` (LSTM + Luong) runs
        `seq2seq.models.fused_unroll` (the same computation, a backward pass written out; its
        alignments carry no gradient); any other, the wrapper's step in `unroll_steps`."""
        if fused_unroll.supports(self.wrapper, inputs.dtype, self):
            return fused_unroll.unroll(
                self.wrapper, inputs, state.cell_state, state.attention, state.memory
            )
        outputs, _, alignments = unroll_steps(
            lambda x, s: self._advance(x, s, training), inputs, self._float32_state(state)
        )
        return outputs, alignments  # [B, T, A], [B, T, S]

    def _scheduled_sampling(self, inputs, state, training, probability, mode, seed):
        """`unroll_steps` with the output projection inside, to feed predictions: each step
        records its logits and the next step's input comes from them (`_sampled_input`)."""
        if mode not in ("embedding", "output"):
            raise ValueError(f"sampling_mode must be 'embedding' or 'output', got {mode!r}")
        batch = tf.shape(inputs)[0]

        def feed(t, reference, previous_logits):  # [B, E], [B, V] -> [B, E]
            own = tf.random.stateless_uniform([batch], seed=tf.stack([seed, t])) < probability
            own = tf.logical_and(own, t > 0)  # [B]: feed the model's prediction
            predicted = self._sampled_input(t, previous_logits, mode, seed)  # [B, E]
            return tf.where(own[:, None], tf.cast(predicted, reference.dtype), reference)

        def readout(output):  # [B, A] -> [B, V]
            return tf.cast(self.project(self.dropout(output, training=training)), tf.float32)

        logits, _, alignments = unroll_steps(
            lambda x, s: self._advance(x, s, training),
            inputs,
            self._float32_state(state),
            feed=feed,
            readout=readout,
            first=tf.zeros([batch, self.vocab_size], tf.float32),
        )  # [B, T, V], [B, T, S]
        return logits, alignments

    def _sampled_input(self, t, previous_logits, mode: str, seed: int):
        """The model's own input for step ``t`` from ``previous_logits [B, V]``: ``"embedding"``
        embeds a token sampled from them, ``"output"`` is ``softmax(logits) @ E``."""
        if mode == "embedding":
            token = tf.random.stateless_categorical(
                previous_logits, 1, seed=tf.stack([seed + 1, t]), dtype=tf.int32
            )[:, 0]
            return self.embedding(tf.stop_gradient(token))  # [B, E]
        probs = tf.nn.softmax(previous_logits)  # [B, V]
        return tf.matmul(probs, tf.cast(self.embedding.embeddings, probs.dtype))  # [B, E]

    def _inference_step(self, inputs, state: DecoderState):
        """`_advance` for decoding: in bfloat16 (`seq2seq.models.precision`), a decoder inside
        `fused_unroll.SIGNATURE` takes `fused_unroll.step` (its products in bfloat16, the
        elementwise math in float32; faster than Keras' cell in bfloat16); any other, and every
        float32 decoder (the exact path), the wrapper's step."""
        if not fused_unroll.supports(self.wrapper, inputs.dtype, self, precision="bfloat16"):
            return self._advance(inputs, self._float32_state(state))
        output, cell_state, alignments = fused_unroll.step(
            self.wrapper, inputs, state.cell_state, state.attention, state.memory
        )
        next_state = DecoderState(cell_state, output, alignments, state.memory)
        return output, next_state, alignments

    def step(self, ids, state: DecoderState):
        """One inference step: ``ids [N]`` -> ``(log_probs [N, V] float32, state, alignments [N,
        S])``."""
        inputs = self.embedding(ids)  # [N, E]
        output, next_state, alignments = self._inference_step(inputs, state)
        log_probs = log_softmax(tf.cast(self.project(output), tf.float32))  # [N, V]
        return log_probs, next_state, alignments

    def step_over(self, vocabulary):
        """The inference step restricted to the target pieces ``vocabulary [K]`` (int32 ids;
        its PAD entries are never chosen; `seq2seq.decoding.shortlist`): a step function ``ids
        [N]`` (positions in ``vocabulary``) -> ``(log_probs [N, K] float32, normalised over the
        K pieces, state, alignments [N, S])``. The embedding's rows and the output layer's
        columns of the K pieces are gathered once, before the search's loop."""
        dtype = self.compute_dtype
        embedded = tf.cast(tf.gather(self.embedding.embeddings, vocabulary), dtype)  # [K, E]
        if self.tie_embeddings:
            kernel = tf.transpose(embedded)  # [E = A, K]
            bias = tf.gather(self.output_bias, vocabulary)  # [K]
        else:
            # The rows of the transposed kernel, transposed back: TensorFlow's column gather
            # copies element by element (0.65 ms for 900 of [256, 4000]'s columns, this 0.19 ms).
            kernel = tf.transpose(tf.gather(tf.transpose(self.projection.kernel), vocabulary))
            bias = tf.gather(self.projection.bias, vocabulary)  # [K]
        kernel, bias = tf.cast(kernel, dtype), tf.cast(bias, dtype)
        never = tf.where(tf.equal(vocabulary, PAD_ID), float("-inf"), 0.0)  # [K] float32

        def step(ids, state: DecoderState):
            inputs = tf.gather(embedded, ids)  # [N, E]
            output, next_state, alignments = self._inference_step(inputs, state)
            logits = tf.matmul(output, kernel) + bias  # [N, K]
            log_probs = log_softmax(tf.cast(logits, tf.float32) + never)  # [N, K]
            return log_probs, next_state, alignments

        return step
