"""What a run directory holds, by name, without TensorFlow (the commands check their options and
outputs before it is imported): the checkpoint folders and the selectors that
`seq2seq.checkpoint.resolve` takes instead of a checkpoint path, and the files training
writes."""

from __future__ import annotations

import fnmatch

LATEST, BEST, FINAL = "checkpoints", "best", "final"
LOGS, SHARDS = "logs", "shards"  # TensorBoard's summaries; a streamed training set

# The chosen model, the best on dev, the newest kept; any other value is a checkpoint prefix or
# folder.
SELECTORS = ("final", "best", "latest")

# What training writes at the top of a run directory (its folders are refused whole): an output
# may not take one of these names; any other file there (an earlier -o) may be rewritten.
RUN_FILES = ("config.yaml", "results.json", "decode_tuned.yaml", "train.log", "dev_bleu.tsv")
RUN_FILE_PATTERNS = (
    "train_ids.npz",
    "*.model",
    "*.vocab",
    "*.requested_vocab_size",
    "test.greedy.*",  # test.{greedy,beam5}.{tgt}: the test translations
    "test.beam*.*",
)


def is_run_file(name: str) -> bool:
    """Whether ``name`` at the top of a run directory is one of the files training writes."""
    return name in RUN_FILES or any(fnmatch.fnmatch(name, p) for p in RUN_FILE_PATTERNS)
