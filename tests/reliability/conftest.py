"""Shared fixtures of the reliability suite: a tiny corpus and one tiny trained run directory."""

from pathlib import Path

import pytest
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


@pytest.fixture(scope="session")
def trained_run(tiny_corpus, tmp_path_factory):
    """A run directory trained for 4 steps (with a final model), for translate/export probes."""
    from seq2seq.commands.train import train_main

    run_dir = tmp_path_factory.mktemp("trained") / "run"
    rc = train_main(
        [
            "--config",
            "bench-small",
            "--run-dir",
            str(run_dir),
            *tiny_args(tiny_corpus, "train.max_steps=4", "train.eval_every=2"),
        ]
    )
    assert rc == 0
    return run_dir
