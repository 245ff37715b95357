"""A uniform sample of a corpus's pairs in bounded memory, e.g. to train subword models on a corpus
larger than memory."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from seq2seq.data.pair_stream import PairStream


def sample_positions(
    src_path: str | Path,
    tgt_path: str | Path,
    k: int,
    seed: int,
    *,
    max_chars: int | None = 1000,
    strict: bool = False,
) -> list[int]:
    """The positions (among the pairs `read_parallel` would return, from 0) of a uniform sample
    of at most `k` of them, increasing: reservoir sampling, one pass, memory for `k` integers
    (not `k` pairs of lines). A corpus of at most `k` pairs is taken whole, so its subword models
    are those trained on `read_parallel`'s lines. The sample depends on the corpus, `k` and
    `seed` only.

    Raises:
        CorpusError: as `read_parallel`.
    """
    if k < 0:
        raise ValueError(f"k must be at least 0, got {k}")
    rng = random.Random(seed)
    reservoir: list[int] = []
    pairs = PairStream(src_path, tgt_path, max_chars=max_chars, strict=strict)
    for i, _ in enumerate(pairs):
        if i < k:
            reservoir.append(i)
        else:
            j = rng.randrange(i + 1)
            if j < k:
                reservoir[j] = i
    return sorted(reservoir)


def sampled_lines(
    src_path: str | Path,
    tgt_path: str | Path,
    positions: list[int],
    side: int,
    *,
    max_chars: int | None = 1000,
    strict: bool = False,
) -> Iterator[str]:
    """The lines of one ``side`` (0: source, 1: target) of the pairs at ``positions``
    (increasing, as `sample_positions` gives them), read again from the files: a line at a time,
    so that SentencePiece can take a sample of any size without it ever sitting in memory here."""
    wanted = iter(positions)
    position = next(wanted, None)
    pairs = PairStream(src_path, tgt_path, max_chars=max_chars, strict=strict)
    for i, pair in enumerate(pairs):
        if position is None:
            return
        if i == position:
            yield pair[side]
            position = next(wanted, None)
