"""Checkpoint averaging: the element-wise mean of a model's weights over several checkpoints.

Averaging the last few checkpoints of a run (Vaswani et al. 2017; Marian, fairseq and OpenNMT-tf
ship it) smooths the noise of the last updates much as a learning-rate decay would, at no training
cost. Only floating-point weights are averaged; integer state (the dropout seed generators) is taken
from the last checkpoint.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import numpy as np
import tensorflow as tf

from seq2seq.checkpoint import CheckpointError, restore_model_from


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
    """Writes a model-only checkpoint into ``folder`` atomically (a new folder renamed into place);
    returns its prefix."""
    folder = Path(folder)
    tmp = folder.with_name(folder.name + ".tmp")
    old = folder.with_name(folder.name + ".old")
    for leftover in (tmp, old):
        if leftover.exists():
            tf.io.gfile.rmtree(str(leftover))
    try:
        tf.train.Checkpoint(model=model).write(str(tmp / name))
    except (tf.errors.OpError, OSError) as err:
        if tmp.exists():
            tf.io.gfile.rmtree(str(tmp))
        raise CheckpointError(f"{folder}: cannot write the checkpoint ({_first_line(err)})") from None
    if folder.exists():
        folder.rename(old)
    tmp.rename(folder)
    if old.exists():
        tf.io.gfile.rmtree(str(old))
    return str(folder / name)


def _first_line(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__
