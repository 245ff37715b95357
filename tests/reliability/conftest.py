"""Shared helpers of the reliability suite (`trained_run` is in tests/conftest.py)."""

from pathlib import Path

from conftest import TINY_SIZES

ROOT = Path(__file__).resolve().parents[2]

# A model small enough that a step takes milliseconds; epochs and budgets are set per test.
TINY = TINY_SIZES + [
    "train.log_every=1",
    "decode.beam_size=3",
    "train.keep_checkpoints=3",
    "train.average_checkpoints=2",
    "train.ema_decay=0.9",  # the moving average must resume exactly too
]


def tiny_args(corpus, *extra):
    """``--set`` arguments of the tiny bench-small variant on ``corpus``."""
    return [a for o in TINY + [f"data.corpus={corpus}", *extra] for a in ("--set", o)]
