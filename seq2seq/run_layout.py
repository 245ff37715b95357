"""What a run directory holds, by name, without TensorFlow (the commands check their options and
outputs before it is imported): the checkpoint folders and the selectors that
`seq2seq.checkpoint.resolve` takes instead of a checkpoint path, the files and folders training
writes, and so whether a folder is a run directory."""

from __future__ import annotations

import fnmatch
import os
from collections.abc import Sequence
from pathlib import Path

LATEST, BEST, FINAL = "checkpoints", "best", "final"
# The checkpoint saved on SIGINT / SIGTERM / SIGHUP, kept apart from the regular ones (which the
# final model averages) until the resumed run saves a regular checkpoint past it.
INTERRUPTED = "interrupted"
LOGS, SHARDS = "logs", "shards"  # TensorBoard's summaries; a streamed training set
EPOCH_SPLIT = "epoch_split.txt"  # how the training set is split between a cluster's workers
TRAIN_FINGERPRINT = "train_fingerprint.txt"  # what the training set is (a resume checks it)

# The chosen model, the best on dev, the newest kept; any other value is a checkpoint prefix or
# folder.
SELECT_FINAL, SELECT_BEST, SELECT_LATEST = "final", "best", "latest"
SELECTORS = (SELECT_FINAL, SELECT_BEST, SELECT_LATEST)

# What training writes at the top of a run directory (its folders are refused whole): an output
# may not take one of these names; any other file there (an earlier -o) may be rewritten.
RUN_FILES = (
    "config.yaml",
    "results.json",
    "decode_tuned.yaml",
    "train.log",
    "dev_bleu.tsv",
    EPOCH_SPLIT,
    TRAIN_FINGERPRINT,
)
RUN_FILE_PATTERNS = (
    "train_ids.npz",
    "*.model",
    "*.vocab",
    "*.requested_vocab_size",
    "test.greedy.*",  # test.{greedy,beam5}.{tgt}: the test translations
    "test.beam*.*",
)
RUN_FOLDERS = (LATEST, BEST, FINAL, INTERRUPTED, LOGS, SHARDS)


def is_run_file(name: str) -> bool:
    """Whether ``name`` at the top of a run directory is one of the files training writes."""
    return name in RUN_FILES or any(fnmatch.fnmatch(name, p) for p in RUN_FILE_PATTERNS)


def is_run_directory(folder: Path) -> bool:
    """Whether training may write into ``folder``: empty, or holding something training wrote
    (`is_run_file`, `RUN_FOLDERS`: a run to resume, even one stopped before its config was
    saved), never a user's folder of other files. Hidden names do not count: a ``.gitkeep``, or
    a temporary left by a killed training, does not make a folder the user's."""
    names = [path.name for path in folder.iterdir() if not path.name.startswith(".")]
    return not names or any(is_run_file(name) or name in RUN_FOLDERS for name in names)


def named_twice(paths: Sequence[str | Path]) -> tuple[int, int] | None:
    """``(first, again)``: the indices of the first path of ``paths`` that names the same file or
    folder as an earlier one (however spelt: ``./x``, ``x/``, a symbolic link), or None."""
    seen: dict[str, int] = {}
    for index, path in enumerate(paths):
        first = seen.setdefault(os.path.realpath(path), index)
        if first != index:
            return first, index
    return None
