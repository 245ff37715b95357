"""Checkpoint averaging: the element-wise mean of a model's weights over several checkpoints.

Averaging the last few checkpoints of a run (Vaswani et al. 2017; Marian, fairseq and OpenNMT-tf
ship it) smooths the noise of the last updates much as a learning-rate decay would, at no training
cost. Only floating-point weights are averaged; integer state (the dropout seed generators) is taken
from the last checkpoint.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import tensorflow as tf

from seq2seq import atomic
from seq2seq.checkpoint import (
    LATEST,
    CheckpointError,
    kept_checkpoints,
    missing_checkpoint,
    restore_model_from,
)
from seq2seq.run_layout import named_twice


def average_into(model, paths: Sequence[str]) -> None:
    """Sets ``model``'s weights to the mean of its weights in the checkpoints ``paths``.

    Every checkpoint must hold this model's weights (``CheckpointError`` otherwise). The sum is
    accumulated in float64, so the order of ``paths`` does not change the result beyond rounding.
    """
    if not paths:
        raise CheckpointError("no checkpoints to average")
    variables = model.weights
    sums: list[np.ndarray | None] = [None] * len(variables)
    for path in paths:
        restore_model_from(model, path)
        for i, variable in enumerate(variables):
            value = np.asarray(variable.numpy())
            if not np.issubdtype(value.dtype, np.floating):
                continue
            value = value.astype(np.float64)
            sums[i] = value if sums[i] is None else sums[i] + value
    # The model now holds the last checkpoint: its integer state stays.
    for variable, total in zip(variables, sums):
        if total is not None:
            variable.assign((total / len(paths)).astype(np.asarray(variable.numpy()).dtype))


def write_model(model, folder: str | Path, name: str = "model") -> str:
    """Writes a model-only checkpoint into ``folder`` atomically (`atomic.staged_dir`: a new folder
    renamed into place); returns its prefix."""
    folder = Path(folder)
    try:
        with atomic.staged_dir(folder) as tmp:
            tf.train.Checkpoint(model=model).write(str(tmp / name))
    except (tf.errors.OpError, OSError) as err:
        raise CheckpointError(
            f"{folder}: cannot write the checkpoint ({atomic.write_reason(err)})"
        ) from None
    return str(folder / name)


def is_model_folder(path: str | Path, name: str = "model") -> bool:
    """Whether ``path`` is a folder `write_model` may replace: empty, or holding only a model-only
    checkpoint ``name`` (never a user's folder that happens to be named as an output)."""
    path = Path(path)
    if not path.is_dir() or path.is_symlink():
        return False
    ours = ("checkpoint", f"{name}.index", f"{name}.data-", f"{name}_temp")  # _temp: a killed save
    return all(p.name.startswith(ours) for p in path.iterdir())


def check_checkpoints(paths: list[str]) -> None:
    """A `CheckpointError` for a checkpoint prefix of ``paths`` that names no checkpoint, or that
    names one another prefix names too (it would count twice in the average)."""
    for path in paths:
        if not tf.io.gfile.exists(path + ".index"):
            raise missing_checkpoint(path)
    if twice := named_twice(paths):
        first, again = twice
        raise CheckpointError(
            f"{paths[again]}: the same checkpoint as {paths[first]}, named twice (each counts once "
            "in an average)"
        )


def average_run(
    run_dir: str | Path,
    *,
    last: int = 0,
    checkpoints: Sequence[str] = (),
    out: str | Path | None = None,
) -> str:
    """Averages a run directory's last ``last`` kept checkpoints (or the given ``checkpoints``)
    into ``out`` (default ``run_dir/averaged``), a model-only checkpoint that ``translate.py
    --checkpoint`` and ``export.py --checkpoint`` accept; returns its prefix."""
    from seq2seq.models.builders import build_run_model
    from seq2seq.training.run_lock import run_lock

    run_dir = Path(run_dir)
    if not (run_dir / "config.yaml").is_file():
        raise FileNotFoundError(f"{run_dir}: no such run directory (no config.yaml)")
    target = Path(out or run_dir / "averaged")
    if (target.exists() or target.is_symlink()) and not is_model_folder(target):
        raise CheckpointError(
            f"{target}: exists and is not a checkpoint folder of average.py; refusing to replace "
            "it (choose another --out)"
        )
    with run_lock(run_dir, "averaging"):
        paths = list(checkpoints)
        if not paths:
            kept = kept_checkpoints(run_dir / LATEST)
            if last < 1 or last > len(kept):
                hint = f"use --last {len(kept)} or fewer, or " if kept else "train first, or use "
                raise CheckpointError(
                    f"{run_dir / LATEST}: {len(kept)} checkpoint(s) kept, cannot average the "
                    f"last {last} ({hint}--checkpoints PREFIX...)"
                )
            paths = kept[-last:]
        check_checkpoints(paths)
        _, _, model = build_run_model(run_dir)
        average_into(model, paths)
        return write_model(model, target)
