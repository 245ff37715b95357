"""A parallel corpus encoded once into shuffled TFRecord shards (the write side of `shards.py`,
which describes the directory's layout): `write_shards`, an external shuffle into a staged folder
beside `out_dir` (`atomic.staged_dir`), renamed to `out_dir` when complete.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import math
from array import array
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import numpy as np
import tensorflow as tf

from seq2seq import atomic
from seq2seq.data.corpus import BOM, CorpusError, open_corpus, resolve_path
from seq2seq.data.pair_stream import PairStream, line_count_message
from seq2seq.data.shard_index import (
    FORMAT_VERSION,
    INDEX_NAME,
    ShardFile,
    ShardIndex,
    shard_name,
)
from seq2seq.data.subword import BOS_ID, EOS_ID, Subword

_CHUNK_LINES = 10_000  # pairs encoded per SentencePiece call
_SCATTER_BUFFER_BYTES = 32 << 20  # pass 1: ids buffered before they are appended to the files
_READ_BLOCK = 1 << 20


def write_shards(
    src_path: str | Path,
    tgt_path: str | Path,
    src_sp: Subword,
    tgt_sp: Subword,
    out_dir: str | Path,
    *,
    max_length: int,
    max_chars: int | None = 1000,
    strict: bool = False,
    pairs_per_shard: int = 20_000,
    seed: int = 0,
    log: Callable[[str], None] | None = None,
    reuse: bool = False,
) -> ShardIndex:
    """Encode a parallel corpus into shuffled TFRecord shards in `out_dir` (replacing it).

    The pairs kept are those of `read_parallel(src_path, tgt_path, max_chars=..., strict=...)`
    (files `path` or `path.gz`) then `filter_by_length(..., max_length)` of their ids, with the ids
    of `EncodedCorpus.from_pieces` (source + EOS, BOS + target + EOS). They are shuffled uniformly
    (a permutation that depends on `seed` only) by an external shuffle: each pair goes to one of K =
    ceil(lines / pairs_per_shard) temporary files at random, then each file is permuted in memory
    and written as one shard.

    Args:
        src_path, tgt_path: the two sides, one sentence per line.
        src_sp, tgt_sp: the subword models.
        out_dir: the shard directory (written beside it, then renamed).
        max_length: pairs with more pieces than this on a side are dropped (counted).
        max_chars, strict: as in `read_parallel`.
        pairs_per_shard: the mean shard size, which bounds memory while writing.
        seed: the shuffle.
        log: called with a line of progress, if given.
        reuse: return `ShardIndex.load(out_dir)` instead when it was written from the same files,
            subword models and settings (same fingerprint, which costs one read of the two
            files); else write (saying why with `log`).

    Returns:
        The `ShardIndex` written.

    Raises:
        CorpusError: one line naming the file (and line): missing or empty file, corrupted gzip
            file, invalid UTF-8, control character, different line counts, an empty side with
            `strict`, no pair left.
    """
    settings = _settings(max_length, max_chars, strict, pairs_per_shard, seed)
    source = _Source.scan(src_path, tgt_path, src_sp, tgt_sp, settings)
    out_dir = Path(out_dir)
    if reuse:
        index, why = _reusable(out_dir, source.fingerprint)
        if index is not None:
            return index
        if log is not None:
            log(f"{out_dir}: {why}: writing them")
    return _write(source, src_sp, tgt_sp, out_dir, settings, log)


def open_or_write_shards(
    src_path: str | Path,
    tgt_path: str | Path,
    src_sp: Subword,
    tgt_sp: Subword,
    out_dir: str | Path,
    **settings,
) -> ShardIndex:
    """`write_shards(..., reuse=True)`: the shards in `out_dir` when they are reusable, else
    written again."""
    return write_shards(src_path, tgt_path, src_sp, tgt_sp, out_dir, reuse=True, **settings)


def _reusable(out_dir: Path, fingerprint: str) -> tuple[ShardIndex | None, str]:
    """(the index of `out_dir`, "") when it holds shards of this fingerprint, else (None, why)."""
    try:
        index = ShardIndex.load(out_dir)
    except FileNotFoundError:
        return None, "no shards yet"
    except (OSError, ValueError) as err:
        return None, f"unusable shards ({err})"
    if index.fingerprint != fingerprint:
        return None, "stale shards (other corpus, subword models or settings)"
    return index, ""


def _write(
    source: _Source,
    src_sp: Subword,
    tgt_sp: Subword,
    out_dir: Path,
    settings: dict,
    log: Callable[[str], None] | None,
) -> ShardIndex:
    """The two passes of `write_shards` into a staged folder (`atomic.staged_dir`), then the
    rename."""
    with atomic.staged_dir(out_dir) as tmp:
        rng = np.random.default_rng(settings["seed"])
        kept = _scatter_pairs(source, src_sp, tgt_sp, tmp, settings, rng)
        shards = _shards_from_scatter(kept.scatter, tmp, rng, settings["max_length"])
        index = ShardIndex(
            directory=out_dir,
            fingerprint=source.fingerprint,
            shards=tuple(shards),
            pairs=sum(kept.histogram),
            lines=kept.stream.lines,
            dropped_empty=kept.stream.empty,
            dropped_too_long=kept.stream.too_long,
            dropped_too_many_pieces=kept.too_many_pieces,
            tgt_tokens=kept.tgt_tokens,
            length_histogram=tuple(kept.histogram),
            src_path=str(source.src_file),
            tgt_path=str(source.tgt_file),
            **settings,
        )
        (tmp / INDEX_NAME).write_text(json.dumps(index.to_json(), indent=1) + "\n", "utf-8")
    if log is not None:
        log(f"{out_dir}: {index.pairs} pairs in {len(shards)} shards; {kept.summary()}")
    return index


class _Kept(NamedTuple):
    """What pass 1 kept: the scattered pairs, the reader (its counts) and the kept pairs' counts."""

    scatter: _Scatter
    stream: PairStream
    histogram: list[int]
    tgt_tokens: int
    too_many_pieces: int
    max_length: int

    def summary(self) -> str:
        return (
            f"{self.stream.report().summary()}, "
            f"{self.too_many_pieces} over {self.max_length} pieces"
        )


def _scatter_pairs(
    source: _Source,
    src_sp: Subword,
    tgt_sp: Subword,
    tmp: Path,
    settings: dict,
    rng: np.random.Generator,
) -> _Kept:
    """Pass 1: the pairs read, encoded a chunk at a time, filtered by length and scattered.

    Raises:
        CorpusError: no pair left.
    """
    max_length = settings["max_length"]
    scatter = _Scatter(tmp, max(1, math.ceil(source.lines / settings["pairs_per_shard"])))
    stream = PairStream(
        source.src_file,
        source.tgt_file,
        max_chars=settings["max_chars"],
        strict=settings["strict"],
    )
    histogram = [0] * (max_length + 2)
    tgt_tokens = too_many_pieces = 0
    pairs = iter(stream)
    while chunk := list(itertools.islice(pairs, _CHUNK_LINES)):
        src_chunk, tgt_chunk = zip(*chunk)
        src_ids, tgt_ids = src_sp.encode(src_chunk), tgt_sp.encode(tgt_chunk)
        targets = rng.integers(scatter.files, size=len(chunk)).tolist()
        for src, tgt, k in zip(src_ids, tgt_ids, targets):
            if len(src) > max_length or len(tgt) > max_length:
                too_many_pieces += 1
                continue
            histogram[max(len(src), len(tgt)) + 1] += 1
            tgt_tokens += len(tgt) + 1
            scatter.add(k, src, tgt)
    scatter.flush()
    kept = _Kept(scatter, stream, histogram, tgt_tokens, too_many_pieces, max_length)
    if not sum(histogram):
        raise CorpusError(f"no usable pairs: {kept.summary()}")
    return kept


def _shards_from_scatter(
    scatter: _Scatter, tmp: Path, rng: np.random.Generator, max_length: int
) -> list[ShardFile]:
    """Pass 2: each non-empty scatter file permuted and written as the next shard."""
    shards = []
    for k in range(scatter.files):
        pairs_k = scatter.take(k)
        if pairs_k:
            name = shard_name(len(shards))
            shards.append(
                _write_shard(
                    tmp / name, [pairs_k[i] for i in rng.permutation(len(pairs_k))], max_length
                )
            )
    return shards


class _Source(NamedTuple):
    """The input files, their line count (the same on both sides) and the fingerprint."""

    src_file: Path
    tgt_file: Path
    lines: int
    fingerprint: str

    @classmethod
    def scan(
        cls,
        src_path: str | Path,
        tgt_path: str | Path,
        src_sp: Subword,
        tgt_sp: Subword,
        settings: dict,
    ) -> _Source:
        """One cheap pass over both files: line counts (a `CorpusError` if they differ) and
        the fingerprint of the files, the subword models and the settings."""
        src_file, tgt_file = resolve_path(src_path), resolve_path(tgt_path)
        (src_lines, src_digest), (tgt_lines, tgt_digest) = _scan(src_file), _scan(tgt_file)
        if src_lines != tgt_lines:
            raise CorpusError(line_count_message(src_file, src_lines, tgt_file, tgt_lines))
        digest = hashlib.sha256(f"seq2seq shards v{FORMAT_VERSION}".encode())
        digest.update(src_digest)
        digest.update(tgt_digest)
        for model in (src_sp, tgt_sp):
            digest.update(hashlib.sha256(model.serialized()).digest())
        digest.update(json.dumps(settings, sort_keys=True).encode())
        return cls(src_file, tgt_file, src_lines, digest.hexdigest())


class _Scatter:
    """Pass 1 of the external shuffle: pairs appended to one of `files` temporary files.

    A record is int32 [src pieces, tgt pieces, *src, *tgt] (no special ids), buffered in memory
    up to `_SCATTER_BUFFER_BYTES` in all and then appended to the files.
    """

    def __init__(self, folder: Path, files: int):
        self.files = files
        self.paths = [folder / f"scatter-{k:05d}.bin" for k in range(files)]
        self.buffers = [array("i") for _ in range(files)]
        self.buffered = 0

    def add(self, k: int, src: list[int], tgt: list[int]) -> None:
        self.buffers[k].extend((len(src), len(tgt), *src, *tgt))
        self.buffered += 2 + len(src) + len(tgt)
        if self.buffered * 4 > _SCATTER_BUFFER_BYTES:
            self.flush()

    def flush(self) -> None:
        for path, buffer in zip(self.paths, self.buffers):
            if buffer:
                with open(path, "ab") as f:
                    buffer.tofile(f)
                del buffer[:]
        self.buffered = 0

    def take(self, k: int) -> list[tuple[list[int], list[int]]]:
        """The (src pieces, tgt pieces) of file k, in the order added; the file is deleted."""
        path = self.paths[k]
        if not path.exists():
            return []
        values = np.fromfile(path, dtype=np.int32).tolist()
        path.unlink()
        pairs, at = [], 0
        while at < len(values):
            src_end = at + 2 + values[at]
            tgt_end = src_end + values[at + 1]
            pairs.append((values[at + 2 : src_end], values[src_end:tgt_end]))
            at = tgt_end
        return pairs


def _write_shard(
    path: Path, pairs: list[tuple[list[int], list[int]]], max_length: int
) -> ShardFile:
    """Pass 2: `pairs` (pieces, no special ids, at most `max_length` a side) as tf.train.Example
    records of model ids."""
    histogram = [0] * (max_length + 2)
    # One message refilled for every record: five times faster than building one per record.
    example = tf.train.Example()
    src_ids = example.features.feature["src_ids"].int64_list.value
    tgt_ids = example.features.feature["tgt_ids"].int64_list.value
    with tf.io.TFRecordWriter(str(path)) as writer:
        for src, tgt in pairs:
            del src_ids[:], tgt_ids[:]
            src_ids.extend([*src, EOS_ID])
            tgt_ids.extend([BOS_ID, *tgt, EOS_ID])
            writer.write(example.SerializeToString())
            histogram[max(len(src), len(tgt)) + 1] += 1
    return ShardFile.of(path, histogram)


def _settings(
    max_length: int, max_chars: int | None, strict: bool, pairs_per_shard: int, seed: int
) -> dict:
    if max_length < 1:
        raise ValueError(f"max_length must be at least 1, got {max_length}")
    if pairs_per_shard < 1:
        raise ValueError(f"pairs_per_shard must be at least 1, got {pairs_per_shard}")
    return {
        "max_length": max_length,
        "max_chars": max_chars,
        "strict": strict,
        "pairs_per_shard": pairs_per_shard,
        "seed": seed,
    }


def _scan(path: Path) -> tuple[int, bytes]:
    """(lines, sha256 digest of the text) of a corpus file, in one pass of large blocks.

    Raises:
        CorpusError: empty file (or only a byte order mark), unreadable or corrupted gzip file.
    """
    digest = hashlib.sha256()
    newlines = size = 0
    head = last = b""
    with open_corpus(path) as f:
        while block := f.read(_READ_BLOCK):
            digest.update(block)
            newlines += block.count(b"\n")
            size += len(block)
            head = (head + block[:3])[:3]
            last = block[-1:]
    if size == (len(BOM) if head == BOM else 0):
        raise CorpusError(f"{path}: empty file")
    return newlines + (last != b"\n"), digest.digest()
