"""`Seq2Seq`: an encoder, a bridge and an attentional decoder (built by `models.builders`)."""

from __future__ import annotations

import keras
import tensorflow as tf

from seq2seq.models.decoder import Decoder, DecoderState
from seq2seq.models.encoder import EncoderOutput

# `Seq2Seq.token_logits` pads the loss's rows (the batch's real target tokens, a new count at
# almost every step) to a multiple of this: oneDNN builds (about 3 ms) and keeps (1.5 to 3.6 MB, up
# to 1,024 of them) a product and a softmax for every new shape, and the memory of a bench-small
# training grew by about 1 MB a step.
TOKEN_ROWS = 64


class Bridge(keras.layers.Layer):
    """Encoder final state -> decoder initial cell state.

    ``"none"``: zeros; ``"copy"``: the encoder's state as is; ``"dense"``:
    ``h0 = tanh(W_h h_enc + b)`` and, for an LSTM decoder, ``c0 = tanh(W_c c_enc + b)`` (``c_enc``
    falls back to ``h_enc`` after a GRU encoder). Output: a list of ``[B, C]`` tensors.
    """

    def __init__(self, kind: str, decoder_cell: str, units: int, **kwargs):
        super().__init__(**kwargs)
        self.kind, self.decoder_cell, self.units = kind, decoder_cell, units
        if kind == "dense":
            self.dense_h = keras.layers.Dense(units, activation="tanh", name="bridge_h")
            if decoder_cell == "lstm":
                self.dense_c = keras.layers.Dense(units, activation="tanh", name="bridge_c")

    def call(self, enc: EncoderOutput):
        if self.kind == "none":
            zeros = tf.zeros([tf.shape(enc.memory)[0], self.units], enc.memory.dtype)
            return [zeros, zeros] if self.decoder_cell == "lstm" else [zeros]
        if self.kind == "copy":
            return [enc.final_h, enc.final_c] if self.decoder_cell == "lstm" else [enc.final_h]
        h0 = self.dense_h(enc.final_h)  # [B, C]
        if self.decoder_cell == "gru":
            return [h0]
        c_source = enc.final_c if enc.final_c is not None else enc.final_h
        return [h0, self.dense_c(c_source)]


class Seq2Seq(keras.Model):
    """The translation model.

    ``model(batch)`` with a batch dict (``src_ids [B, S]``, ``src_len [B]``, ``tgt_in [B, T]``)
    returns teacher-forced logits ``[B, T, V_tgt]``. For search, `start` encodes a source batch into
    the decoder's initial `DecoderState` and `step` advances it (see `seq2seq.decoding.search`).
    """

    def __init__(
        self, encoder: keras.layers.Layer, bridge: Bridge, decoder: Decoder, config=None, **kwargs
    ):
        super().__init__(**kwargs)
        self.encoder, self.bridge, self.decoder = encoder, bridge, decoder
        self.model_config = config  # what it was built from, if anything (informational)

    def start(self, src_ids, src_len, training=None) -> DecoderState:
        """Encodes ``src_ids [B, S]`` and returns the decoder state before BOS."""
        enc = self.encoder(src_ids, src_len, training=training)
        memory = self.decoder.prepare_memory(enc.memory, enc.lengths)
        return self.decoder.initial_state(memory, self.bridge(enc))

    def call(
        self,
        batch,
        training=None,
        return_alignments=False,
        sampling_probability=None,
        sampling_mode="embedding",
        seed=0,
    ):
        """Teacher-forced logits; ``sampling_probability`` turns on scheduled sampling."""
        state = self.start(batch["src_ids"], batch["src_len"], training=training)
        return self.decoder(
            batch["tgt_in"],
            state,
            training=training,
            return_alignments=return_alignments,
            sampling_probability=sampling_probability,
            sampling_mode=sampling_mode,
            seed=seed,
        )

    def token_logits(self, batch, training=None, output_gradients: str = "float32"):
        """Teacher-forced logits of the real target positions only, for the loss: ``(logits [M,
        V], labels [M], weights [M])``. The first ``N = sum(tgt_len)`` rows are the real
        positions in (sentence, time) order, equal to `call`'s logits there, weight 1; then
        copies of the first, weight 0, up to a multiple of `TOKEN_ROWS`. The output layer, the
        largest matrix product of a training step, skips the padding (`Decoder.project_tokens`;
        ``output_gradients="bfloat16"``: its gradient products in bfloat16)."""
        state = self.start(batch["src_ids"], batch["src_len"], training=training)
        features = self.decoder.features(batch["tgt_in"], state, training=training)  # [B, T, A]
        real = tf.sequence_mask(batch["tgt_len"], tf.shape(batch["tgt_in"])[1])  # [B, T]
        at = tf.cast(tf.where(tf.reshape(real, [-1]))[:, 0], tf.int32)  # [N] flat positions
        n = tf.shape(at)[0]
        # at[:1] is empty in a batch of no sentences (a replica's share of a small last batch).
        at = tf.concat([at, tf.tile(at[:1], [-n % TOKEN_ROWS])], 0)  # [M]
        flat = tf.reshape(features, [-1, tf.shape(features)[-1]])  # [B * T, A]
        logits = self.decoder.project_tokens(tf.gather(flat, at), output_gradients)  # [M, V]
        labels = tf.gather(tf.reshape(batch["tgt_out"], [-1]), at)  # [M]
        weights = tf.cast(tf.range(tf.shape(at)[0]) < n, tf.float32)  # [M]
        return logits, labels, weights

    def step(self, ids, state: DecoderState):
        """Search step: ``(ids [N], state) -> (log_probs [N, V], state, alignments [N, S])``."""
        return self.decoder.step(ids, state)

    def step_over(self, vocabulary):
        """`step` restricted to the target pieces ``vocabulary [K]`` (`Decoder.step_over`)."""
        return self.decoder.step_over(vocabulary)

    def build_from_dummy(self):
        """Creates every weight with a one-token batch (before restoring a checkpoint)."""
        batch = {k: tf.ones([1, 1], tf.int32) for k in ("src_ids", "tgt_in")}
        batch["src_len"] = tf.ones([1], tf.int32)
        self(batch, training=False)
        return self
