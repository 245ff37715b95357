"""`Seq2Seq`: encoder, bridge and attentional decoder built from a `ModelConfig`."""

from __future__ import annotations

import keras
import tensorflow as tf

from seq2seq.attention import (AttentionMechanism, BahdanauAttention, HardAttention,
                               LocalAttention, LuongAttention)
from seq2seq.config import ModelConfig
from seq2seq.decoder import Decoder, DecoderState
from seq2seq.encoder import Encoder, EncoderOutput
from seq2seq.monotonic import BahdanauMonotonicAttention, LuongMonotonicAttention
from seq2seq.multihead import MultiHeadAttention
from seq2seq.transformer import TransformerEncoder


def make_mechanism(m: ModelConfig, seed: int | None = None) -> AttentionMechanism:
    """The attention mechanism a `ModelConfig` names."""
    if m.attention == "bahdanau":
        return BahdanauAttention(m.attention_units, normalize=m.attention_normalize,
                                 probability_fn=m.probability_fn, name="attention")
    if m.attention == "luong":
        return LuongAttention(m.attention_units, scale=m.attention_scale,
                              score=m.attention_score, probability_fn=m.probability_fn,
                              name="attention")
    if m.attention == "local":
        return LocalAttention(m.attention_units, window=m.local_window, mode=m.local_mode,
                              score=m.attention_score, scale=m.attention_scale,
                              probability_fn=m.probability_fn, name="attention")
    if m.attention == "hard":
        return HardAttention(m.attention_units, score=m.attention_score, scale=m.attention_scale,
                             temperature=m.hard_temperature, seed=seed, name="attention")
    if m.attention == "multihead":
        return MultiHeadAttention(m.attention_units, m.attention_heads,
                                  probability_fn=m.probability_fn, name="attention")
    if m.attention == "bahdanau_monotonic":
        return BahdanauMonotonicAttention(
            m.attention_units, normalize=m.attention_normalize, sigmoid_noise=m.sigmoid_noise,
            sigmoid_noise_seed=seed, score_bias_init=m.score_bias_init, mode=m.monotonic_mode,
            name="attention")
    if m.attention == "luong_monotonic":
        return LuongMonotonicAttention(
            m.attention_units, scale=m.attention_scale, sigmoid_noise=m.sigmoid_noise,
            sigmoid_noise_seed=seed, score_bias_init=m.score_bias_init, mode=m.monotonic_mode,
            score=m.attention_score, name="attention")
    raise ValueError(f"unknown attention {m.attention!r}")


def make_encoder(m: ModelConfig, vocab_size: int) -> keras.layers.Layer:
    """The encoder ``model.encoder_type`` names: the RNN `Encoder` or a `TransformerEncoder`."""
    if m.encoder_type == "transformer":
        return TransformerEncoder(
            vocab_size, m.embedding_size, m.transformer_layers, m.transformer_heads,
            m.transformer_ff, m.dropout, m.transformer_norm, m.positions, m.position_combine,
            m.max_positions, name="encoder")
    return Encoder(vocab_size, m.embedding_size, m.encoder_cell, m.encoder_layers,
                   m.encoder_units, m.bidirectional, m.dropout, name="encoder")


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
    the decoder's initial `DecoderState` and `step` advances it (see `seq2seq.search`).
    """

    def __init__(self, config: ModelConfig, src_vocab_size: int, tgt_vocab_size: int,
                 seed: int | None = None, **kwargs):
        super().__init__(**kwargs)
        m = self.model_config = config
        self.encoder = make_encoder(m, src_vocab_size)
        self.bridge = Bridge(m.bridge, m.decoder_cell, m.decoder_units, name="bridge")
        self.decoder = Decoder(tgt_vocab_size, m.embedding_size, m.decoder_cell, m.decoder_units,
                               make_mechanism(m, seed), m.attention_layer_size, m.input_feeding,
                               m.output_attention, m.dropout, m.tie_embeddings, name="decoder")

    def start(self, src_ids, src_len, training=None) -> DecoderState:
        """Encodes ``src_ids [B, S]`` and returns the decoder state before BOS."""
        enc = self.encoder(src_ids, src_len, training=training)
        memory = self.decoder.prepare_memory(enc.memory, enc.lengths)
        return self.decoder.initial_state(memory, self.bridge(enc))

    def call(self, batch, training=None, return_alignments=False, sampling_probability=None,
             sampling_mode="embedding", seed=0):
        """Teacher-forced logits; ``sampling_probability`` turns on scheduled sampling."""
        state = self.start(batch["src_ids"], batch["src_len"], training=training)
        return self.decoder(batch["tgt_in"], state, training=training,
                            return_alignments=return_alignments,
                            sampling_probability=sampling_probability,
                            sampling_mode=sampling_mode, seed=seed)

    def step(self, ids, state: DecoderState):
        """Search step: ``(ids [N], state) -> (log_probs [N, V], state, alignments [N, S])``."""
        return self.decoder.step(ids, state)

    def build_from_dummy(self):
        """Creates every weight with a one-token batch (before restoring a checkpoint)."""
        batch = {k: tf.ones([1, 1], tf.int32) for k in ("src_ids", "tgt_in")}
        batch["src_len"] = tf.ones([1], tf.int32)
        self(batch, training=False)
        return self
