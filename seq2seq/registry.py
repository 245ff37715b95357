"""The attention mechanisms a config can name, importable without TensorFlow.

`config.validate` checks ``model.attention`` against `ATTENTION` before TensorFlow is imported, and
`seq2seq.models.builders` builds the mechanism from its entry: the class, and which `ModelConfig`
field feeds each constructor argument. Adding a mechanism is its own file plus one entry here
(`docs/architecture.md` shows an example).
"""

from __future__ import annotations

from typing import NamedTuple

SEED = "<seed>"  # an argument fed the model's seed instead of a config field


class Part(NamedTuple):
    """A buildable part: ``target`` ``"module:Class"``, ``args`` constructor keyword ->
    `ModelConfig` field name (or `SEED`)."""

    target: str
    args: dict[str, str]


_MECHANISMS = "seq2seq.attention.mechanisms"
_MONOTONIC = "seq2seq.attention.monotonic"

ATTENTION: dict[str, Part] = {
    "bahdanau": Part(
        f"{_MECHANISMS}:BahdanauAttention",
        {
            "units": "attention_units",
            "normalize": "attention_normalize",
            "probability_fn": "probability_fn",
        },
    ),
    "luong": Part(
        f"{_MECHANISMS}:LuongAttention",
        {
            "units": "attention_units",
            "scale": "attention_scale",
            "score": "attention_score",
            "probability_fn": "probability_fn",
        },
    ),
    "local": Part(
        f"{_MECHANISMS}:LocalAttention",
        {
            "units": "attention_units",
            "window": "local_window",
            "mode": "local_mode",
            "score": "attention_score",
            "scale": "attention_scale",
            "probability_fn": "probability_fn",
        },
    ),
    "hard": Part(
        f"{_MECHANISMS}:HardAttention",
        {
            "units": "attention_units",
            "score": "attention_score",
            "scale": "attention_scale",
            "temperature": "hard_temperature",
            "seed": SEED,
        },
    ),
    "multihead": Part(
        "seq2seq.attention.multihead:MultiHeadAttention",
        {
            "units": "attention_units",
            "num_heads": "attention_heads",
            "probability_fn": "probability_fn",
        },
    ),
    "bahdanau_monotonic": Part(
        f"{_MONOTONIC}:BahdanauMonotonicAttention",
        {
            "units": "attention_units",
            "normalize": "attention_normalize",
            "sigmoid_noise": "sigmoid_noise",
            "sigmoid_noise_seed": SEED,
            "score_bias_init": "score_bias_init",
            "mode": "monotonic_mode",
        },
    ),
    "luong_monotonic": Part(
        f"{_MONOTONIC}:LuongMonotonicAttention",
        {
            "units": "attention_units",
            "scale": "attention_scale",
            "sigmoid_noise": "sigmoid_noise",
            "sigmoid_noise_seed": SEED,
            "score_bias_init": "score_bias_init",
            "mode": "monotonic_mode",
            "score": "attention_score",
        },
    ),
}
