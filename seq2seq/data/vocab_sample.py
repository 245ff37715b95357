"""A uniform sample of a corpus's pairs in bounded memory, e.g. to train subword models on a corpus
larger than memory."""

from __future__ import annotations

import random
from pathlib import Path

from seq2seq.data.pair_stream import PairStream


def sample_pairs(
    src_path: str | Path,
    tgt_path: str | Path,
    k: int,
    seed: int,
    *,
    max_chars: int | None = 1000,
    strict: bool = False,
) -> tuple[list[str], list[str]]:
    """At most `k` of the pairs `read_parallel(src_path, tgt_path, max_chars=..., strict=...)`
    would return, drawn uniformly (reservoir sampling, one pass, memory for `k` pairs), in file
    order.

    A corpus of at most `k` pairs is returned whole, so its subword models are those trained on
    `read_parallel`'s lines. The sample depends on the corpus, `k` and `seed` only.

    Returns:
        (source lines, target lines), of the same length.

    Raises:
        CorpusError: as `read_parallel`.
    """
    if k < 0:
        raise ValueError(f"k must be at least 0, got {k}")
    rng = random.Random(seed)
    reservoir: list[tuple[int, str, str]] = []  # (position among the valid pairs, src, tgt)
    for i, (src, tgt) in enumerate(
        PairStream(src_path, tgt_path, max_chars=max_chars, strict=strict)
    ):
        if i < k:
            reservoir.append((i, src, tgt))
        else:
            j = rng.randrange(i + 1)
            if j < k:
                reservoir[j] = (i, src, tgt)
    reservoir.sort()
    return [src for _, src, _ in reservoir], [tgt for _, _, tgt in reservoir]
