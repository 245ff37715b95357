"""The checks of a whole `Config` that one setting's type, range or choices cannot express: the
values outside their ranges or choices, and the combinations that cannot work (a score that needs
equal depths, a schedule that needs one process, ...). Each is a `ConfigError` naming the key."""

from __future__ import annotations

import math
import re

from seq2seq.config import CHOICES, RANGES, Config, ConfigError, ModelConfig, TrainConfig

# A URL-like path (gs://, s3://, hdfs://...): this build reads and writes local files only.
_REMOTE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
REMOTE_PATHS = "a remote path: this build reads and writes local files only (copy it here first)"


def is_remote_path(path: object) -> bool:
    """Whether ``path`` is a URL-like remote path, which the commands refuse up front (pathlib
    would otherwise read ``gs://b/x`` as the local folders ``gs:/b``)."""
    return isinstance(path, str) and bool(_REMOTE.match(path))


def validate(config: Config) -> None:
    """Raises `ConfigError` for a value outside its choices or an impossible combination."""
    if is_remote_path(config.data.corpus):
        raise ConfigError(f"config key data.corpus: {config.data.corpus}: {REMOTE_PATHS}")
    for (section, key), choices in CHOICES.items():
        value = getattr(getattr(config, section), key)
        if value not in choices:
            raise ConfigError(
                f"config key {section}.{key}: {value!r} is not one of {tuple(choices)}"
            )
    m = config.model
    top_is_bidirectional = m.bidirectional == "all" or (
        m.bidirectional == "first" and m.encoder_layers == 1
    )
    memory_depth = m.encoder_units * (2 if top_is_bidirectional else 1)
    if m.encoder_type == "transformer":
        memory_depth = m.embedding_size * (2 if m.position_combine == "concat" else 1)
    if m.attention in ("luong", "luong_monotonic") and m.attention_score == "additive":
        raise ConfigError(
            "config key model.attention_score: 'additive' is Bahdanau's score; use "
            "model.attention=bahdanau"
        )
    luong_score = m.attention in ("luong", "local", "hard", "luong_monotonic")
    if luong_score and m.attention_score == "dot" and memory_depth != m.decoder_units:
        raise ConfigError(
            f"config key model.attention_score: 'dot' needs model.decoder_units "
            f"({m.decoder_units}) == the memory depth ({memory_depth}, the encoder's output depth)"
        )
    if luong_score and m.attention_score == "general" and m.attention_units != m.decoder_units:
        raise ConfigError(
            f"config key model.attention_units: the 'general' score needs it equal to "
            f"model.decoder_units ({m.decoder_units}), got {m.attention_units}"
        )
    if m.bridge == "copy" and memory_depth != m.decoder_units:
        raise ConfigError(
            f"config key model.bridge: 'copy' needs model.decoder_units ({m.decoder_units}) == "
            f"the encoder's final state size ({memory_depth})"
        )
    if m.bridge == "copy" and m.encoder_type == "rnn" and m.encoder_cell != m.decoder_cell:
        raise ConfigError("config key model.bridge: 'copy' needs the same encoder and decoder cell")
    if m.tie_embeddings and m.embedding_size != _output_depth(m, memory_depth):
        raise ConfigError(
            f"config key model.tie_embeddings: the embedding size ({m.embedding_size}) must equal "
            f"the decoder output size ({_output_depth(m, memory_depth)})"
        )
    _check_values(config)
    if m.attention == "multihead" and m.attention_units % m.attention_heads:
        raise ConfigError(
            f"config key model.attention_heads: {m.attention_heads} does not divide "
            f"model.attention_units ({m.attention_units})"
        )
    if m.encoder_type == "transformer" and memory_depth % m.transformer_heads:
        raise ConfigError(
            f"config key model.transformer_heads: {m.transformer_heads} does not "
            f"divide the Transformer depth ({memory_depth})"
        )
    longest_source = 4 * config.data.max_length + 1  # the translator's cap, plus EOS
    learned_positions = m.encoder_type == "transformer" and m.positions == "learned"
    if learned_positions and m.max_positions < longest_source:
        raise ConfigError(
            f"config key model.max_positions: {m.max_positions} < {longest_source}, "
            "the longest source the translator feeds (4 x data.max_length + 1)"
        )
    _check_train(config.train)


def _check_train(t: TrainConfig) -> None:
    if t.lr_warmup and t.lr_schedule == "inverse_sqrt":
        raise ConfigError(  # two warm-ups would multiply
            "config key train.lr_warmup: inverse_sqrt warms up on its own (train.warmup_steps); "
            "set train.lr_warmup: 0"
        )
    if t.lr_schedule == "final_decay" and t.time_budget and t.strategy == "multi_worker":
        raise ConfigError(  # each worker's clock would give it its own rate
            "config key train.lr_schedule: final_decay over a time budget needs one process; "
            "set train.max_steps instead of train.time_budget"
        )
    if t.loss_normalizer == "mean_batch_tokens" and t.batch_unit != "sentences":
        raise ConfigError(
            "config key train.loss_normalizer: mean_batch_tokens needs "
            "train.batch_unit: sentences (token batches already weigh tokens alike)"
        )


def _check_values(config: Config) -> None:
    for key in ("src", "tgt", "train_prefix", "dev_prefix", "test_prefix"):  # file name parts
        part = getattr(config.data, key)
        if (not part and key != "test_prefix") or part.strip() != part or "/" in part:
            raise ConfigError(f"config key data.{key}: {part!r} is not a part of a file name")
    for (section, name), (low, high, low_allowed) in RANGES.items():
        value, key = getattr(getattr(config, section), name), f"{section}.{name}"
        if not math.isfinite(value):
            raise ConfigError(f"config key {key}: {value!r} is not a finite number")
        if value < low or (value == low and not low_allowed) or value > high:
            bracket = "[" if low_allowed else "("
            raise ConfigError(f"config key {key}: {value!r} is outside {bracket}{low}, {high}]")
    t = config.train
    if t.average_checkpoints > t.keep_checkpoints:
        raise ConfigError(
            f"config key train.average_checkpoints: {t.average_checkpoints} is more "
            f"than train.keep_checkpoints ({t.keep_checkpoints}) keeps"
        )


def _output_depth(m: ModelConfig, memory_depth: int) -> int:
    if not m.output_attention:
        return m.decoder_units
    context_depth = m.attention_units if m.attention == "multihead" else memory_depth
    return m.attention_layer_size or context_depth
