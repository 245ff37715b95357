"""Config -> built layers: the only place where a `ModelConfig` meets the model's layers.

`build_model(config, src_vocab_size, tgt_vocab_size)` gives a `Seq2Seq` of built parts; the
attention mechanism comes from its `seq2seq.registry.ATTENTION` entry.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import keras

from seq2seq import registry
from seq2seq.attention.mechanisms import AttentionMechanism
from seq2seq.config import ModelConfig
from seq2seq.models.decoder import Decoder
from seq2seq.models.encoder import Encoder
from seq2seq.models.model import Bridge, Seq2Seq
from seq2seq.models.transformer import TransformerEncoder


def build_mechanism(m: ModelConfig, seed: int | None = None) -> AttentionMechanism:
    """The attention mechanism ``m.attention`` names, with its arguments from ``m``."""
    part = registry.ATTENTION.get(m.attention)
    if part is None:
        raise ValueError(f"unknown attention {m.attention!r}; one of {sorted(registry.ATTENTION)}")
    module, cls = part.target.split(":")
    kwargs = {
        arg: seed if field == registry.SEED else getattr(m, field)
        for arg, field in part.args.items()
    }
    return getattr(importlib.import_module(module), cls)(**kwargs, name="attention")


def build_encoder(m: ModelConfig, vocab_size: int) -> keras.layers.Layer:
    """The encoder ``m.encoder_type`` names: the RNN `Encoder` or a `TransformerEncoder`."""
    if m.encoder_type == "transformer":
        return TransformerEncoder(
            vocab_size,
            m.embedding_size,
            m.transformer_layers,
            m.transformer_heads,
            m.transformer_ff,
            m.dropout,
            m.transformer_norm,
            m.positions,
            m.position_combine,
            m.max_positions,
            name="encoder",
        )
    return Encoder(
        vocab_size,
        m.embedding_size,
        m.encoder_cell,
        m.encoder_layers,
        m.encoder_units,
        m.bidirectional,
        m.dropout,
        name="encoder",
    )


def build_decoder(m: ModelConfig, vocab_size: int, seed: int | None = None) -> Decoder:
    """The attentional decoder: embedding, the cell wrapped with the mechanism, projection."""
    return Decoder(
        vocab_size,
        m.embedding_size,
        m.decoder_cell,
        m.decoder_units,
        build_mechanism(m, seed),
        m.attention_layer_size,
        m.input_feeding,
        m.output_attention,
        m.dropout,
        m.tie_embeddings,
        name="decoder",
    )


def build_model(
    m: ModelConfig, src_vocab_size: int, tgt_vocab_size: int, seed: int | None = None
) -> Seq2Seq:
    """The `Seq2Seq` model of ``m`` (weights not created yet: see `Seq2Seq.build_from_dummy`)."""
    return Seq2Seq(
        build_encoder(m, src_vocab_size),
        Bridge(m.bridge, m.decoder_cell, m.decoder_units, name="bridge"),
        build_decoder(m, tgt_vocab_size, seed),
        config=m,
    )


def build_run_model(run_dir: str | Path):
    """A run directory's ``(config, vocabs, model)``: its `Config`, `Vocabularies` and model, built
    (fresh weights: restore a checkpoint into it)."""
    from seq2seq import config as config_lib
    from seq2seq.data.subword import Vocabularies

    config = config_lib.load_run(run_dir)
    vocabs = Vocabularies.load(run_dir)
    model = build_model(config.model, vocabs.src.vocab_size, vocabs.tgt.vocab_size)
    return config, vocabs, model.build_from_dummy()
