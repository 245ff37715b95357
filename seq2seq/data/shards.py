"""A corpus encoded once into shuffled TFRecord shards, streamed back as training batches.

For corpora larger than memory. `write_shards` reads the two files line by line (validated as
`seq2seq.data.corpus` does), encodes them in chunks and writes the kept pairs, uniformly shuffled,
into shards of about `pairs_per_shard` pairs; `stream_dataset` reads one epoch of them as the
batches `seq2seq.data.pipeline.make_dataset` makes. Memory is bounded by a chunk of lines, one
shard and the shuffle buffers, whatever the corpus size. `PairStream` is the line-by-line reader
(`read_parallel`'s pairs and errors) they are read with.

The directory `out_dir`:

    index.json               what `ShardIndex` holds (counts, length histogram, fingerprint)
    shard-00000.tfrecord     tf.train.Example records, one per pair:
        src_ids  int64 list  source pieces + EOS
        tgt_ids  int64 list  BOS + target pieces + EOS
    ...

It is written as `out_dir.tmp` and renamed into place when complete, so a directory named
`out_dir` always holds a finished write; a leftover `out_dir.tmp` is deleted by the next write.
"""

from __future__ import annotations

import bisect
import hashlib
import itertools
import json
import math
import shutil
from array import array
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import NamedTuple

import numpy as np
import tensorflow as tf

from seq2seq.data.corpus import (
    BOM,
    CorpusError,
    CorpusReport,
    iter_lines,
    open_corpus,
    resolve_path,
)
from seq2seq.data.pipeline import BATCH_UNITS, bucket_plan
from seq2seq.data.subword import BOS_ID, EOS_ID, Subword

FORMAT_VERSION = 1
INDEX_NAME = "index.json"

_CHUNK_LINES = 10_000  # pairs encoded per SentencePiece call
_SCATTER_BUFFER_BYTES = 32 << 20  # pass 1: ids buffered before they are appended to the files
_READ_BLOCK = 1 << 20
_BATCH_SHUFFLE_BUFFER = 1000  # batches
_PARSE_BLOCK = 256  # records parsed by one op
_CYCLE_LENGTH = 4  # shards read at once
_FEATURES = {
    "src_ids": tf.io.RaggedFeature(tf.int64),
    "tgt_ids": tf.io.RaggedFeature(tf.int64),
}


class PairStream:
    """The pairs `read_parallel` would return, read line by line in constant memory.

    Iterating yields `(src, tgt)` strings in file order: the same pairs, the same skips and the same
    one-line `CorpusError`s as `seq2seq.data.corpus.read_parallel(src_path, tgt_path,
    max_chars=..., strict=...)` (when a corpus has several problems the first one met in reading
    order is raised, which may not be the one `read_parallel` names). After a full iteration
    `report()` says what was read and skipped. Each iteration reads the files again.
    """

    def __init__(
        self,
        src_path: str | Path,
        tgt_path: str | Path,
        *,
        max_chars: int | None = 1000,
        strict: bool = False,
    ):
        self.src_path, self.tgt_path = resolve_path(src_path), resolve_path(tgt_path)
        self.max_chars, self.strict = max_chars, strict
        self.lines = self.kept = self.empty = self.too_long = 0

    def __iter__(self) -> Iterator[tuple[str, str]]:
        self.lines = self.kept = self.empty = self.too_long = 0
        src_lines, tgt_lines = iter_lines(self.src_path), iter_lines(self.tgt_path)
        for s, t in itertools.zip_longest(src_lines, tgt_lines):
            if s is None or t is None:
                src_count = self.lines + (s is not None) + sum(1 for _ in src_lines)
                tgt_count = self.lines + (t is not None) + sum(1 for _ in tgt_lines)
                raise CorpusError(
                    _line_count_message(self.src_path, src_count, self.tgt_path, tgt_count)
                )
            self.lines += 1
            if not s.strip() or not t.strip():
                if self.strict:
                    path = self.src_path if not s.strip() else self.tgt_path
                    raise CorpusError(f"{path}:{self.lines}: empty line")
                self.empty += 1
            elif self.max_chars is not None and (
                len(s) > self.max_chars or len(t) > self.max_chars
            ):
                self.too_long += 1
            else:
                self.kept += 1
                yield s, t
        if not self.kept:
            raise CorpusError(f"no usable pairs: {self.report().summary()}")

    def report(self) -> CorpusReport:
        """What the last iteration read and skipped (as `read_parallel` reports it)."""
        return CorpusReport(
            src_path=str(self.src_path),
            tgt_path=str(self.tgt_path),
            lines=self.lines,
            kept=self.kept,
            empty=self.empty,
            too_long=self.too_long,
            max_chars=self.max_chars,
        )


@dataclass(frozen=True)
class ShardFile:
    """One shard: its file name in the directory, its pairs and its size in bytes."""

    name: str
    pairs: int
    bytes: int


@dataclass(frozen=True)
class ShardIndex:
    """The contents of `index.json`: what a shard directory holds and how it was made.

    Attributes:
        directory: the shard directory (not stored in the file).
        fingerprint: sha256 (hex) of the two input texts, the two subword models and the settings
            below; a directory is reused only for the same fingerprint.
        shards: the shard files, in the order written.
        pairs: pairs kept (in all shards).
        lines: lines per side in the input files.
        dropped_empty: pairs skipped because a side is empty or all whitespace.
        dropped_too_long: pairs skipped because a side has more than `max_chars` characters.
        dropped_too_many_pieces: pairs dropped because a side has more than `max_length` pieces.
        tgt_tokens: target tokens (pieces + EOS) of the kept pairs.
        length_histogram: [max_length + 2] kept pairs by max(source, target) length (pieces + 1),
            indexed by that length.
        max_length, max_chars, strict, pairs_per_shard, seed: the settings of `write_shards`.
        src_path, tgt_path: the files read (informative: not part of the fingerprint).
    """

    directory: Path
    fingerprint: str
    shards: tuple[ShardFile, ...]
    pairs: int
    lines: int
    dropped_empty: int
    dropped_too_long: int
    dropped_too_many_pieces: int
    tgt_tokens: int
    length_histogram: tuple[int, ...]
    max_length: int
    max_chars: int | None
    strict: bool
    pairs_per_shard: int
    seed: int
    src_path: str
    tgt_path: str

    @property
    def files(self) -> list[Path]:
        """The shard paths, in the order written."""
        return [self.directory / shard.name for shard in self.shards]

    @property
    def mean_tgt_tokens(self) -> float:
        """Target tokens (pieces + EOS) per kept pair: e.g. a loss normaliser."""
        return self.tgt_tokens / self.pairs

    def batches_per_epoch(
        self,
        *,
        batch_size: int,
        batch_unit: str = "sentences",
        max_length: int | None = None,
        bucketing: bool = True,
        bucket_growth: float = 0.1,
        num_input_pipelines: int = 1,
    ) -> int:
        """Batches in one epoch of `stream_dataset` with these arguments (`max_length` defaults to
        the shards'). Exact for one input pipeline: each bucket yields ceil(its pairs / its batch
        size) batches. With several, an estimate for one pipeline (each assumed to get an equal
        share of every bucket)."""
        max_length = self.max_length if max_length is None else max_length
        boundaries, batch_sizes = bucket_plan(
            max_length, batch_size, batch_unit, bucketing, bucket_growth
        )
        per_bucket = [0] * len(batch_sizes)
        for length, count in enumerate(self.length_histogram[: max_length + 2]):
            per_bucket[bisect.bisect_right(boundaries, length)] += count
        return sum(
            math.ceil(count / (num_input_pipelines * size))
            for count, size in zip(per_bucket, batch_sizes)
        )

    def to_json(self) -> dict:
        """The file's contents (everything but `directory`, plus the format version)."""
        fields = asdict(self)
        del fields["directory"]
        return {"version": FORMAT_VERSION, **fields}

    @classmethod
    def load(cls, directory: str | Path) -> ShardIndex:
        """Read `directory/index.json`, checking that every shard is there with its size.

        Raises:
            FileNotFoundError: no index file.
            ValueError: an index of another format version, a malformed one, or a shard that is
                missing or of another size.
        """
        directory = Path(directory)
        path = directory / INDEX_NAME
        text = path.read_text(encoding="utf-8")
        try:
            fields = json.loads(text)
            version = fields.pop("version")
            if version != FORMAT_VERSION:
                raise ValueError(f"format version {version}, expected {FORMAT_VERSION}")
            fields["shards"] = tuple(ShardFile(**shard) for shard in fields["shards"])
            fields["length_histogram"] = tuple(fields["length_histogram"])
            index = cls(directory=directory, **fields)
        except (ValueError, KeyError, TypeError) as err:
            raise ValueError(f"{path}: not a shard index ({err})") from None
        for shard, file in zip(index.shards, index.files):
            size = file.stat().st_size if file.is_file() else None
            if size != shard.bytes:
                raise ValueError(f"{file}: {size} bytes, the index says {shard.bytes}")
        return index


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
        out_dir: the shard directory (written as `out_dir.tmp`, then renamed).
        max_length: pairs with more pieces than this on a side are dropped (counted).
        max_chars, strict: as in `read_parallel`.
        pairs_per_shard: the mean shard size, which bounds memory while writing.
        seed: the shuffle.
        log: called with a line of progress, if given.

    Returns:
        The `ShardIndex` written.

    Raises:
        CorpusError: one line naming the file (and line): missing or empty file, corrupted gzip
            file, invalid UTF-8, control character, different line counts, an empty side with
            `strict`, no pair left.
    """
    settings = _settings(max_length, max_chars, strict, pairs_per_shard, seed)
    source = _Source.scan(src_path, tgt_path, src_sp, tgt_sp, settings)
    return _write(source, src_sp, tgt_sp, Path(out_dir), settings, log)


def open_or_write_shards(
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
) -> ShardIndex:
    """`ShardIndex.load(out_dir)` when it was written from the same files, subword models and
    settings (same fingerprint, which costs one read of the two files), else `write_shards(...)`
    with the same arguments (saying why with `log`)."""
    settings = _settings(max_length, max_chars, strict, pairs_per_shard, seed)
    source = _Source.scan(src_path, tgt_path, src_sp, tgt_sp, settings)
    out_dir = Path(out_dir)
    try:
        index = ShardIndex.load(out_dir)
    except FileNotFoundError:
        index, why = None, "no shards yet"
    except (OSError, ValueError) as err:
        index, why = None, f"unusable shards ({err})"
    else:
        why = "stale shards (other corpus, subword models or settings)"
    if index is not None and index.fingerprint == source.fingerprint:
        return index
    if log is not None:
        log(f"{out_dir}: {why}: writing them")
    return _write(source, src_sp, tgt_sp, out_dir, settings, log)


def stream_dataset(
    index_or_dir: ShardIndex | str | Path,
    *,
    batch_size: int,
    batch_unit: str = "sentences",
    max_length: int = 50,
    seed: int = 1234,
    bucketing: bool = True,
    bucket_growth: float = 0.1,
    shuffle: bool = True,
    shuffle_buffer: int = 50_000,
    num_input_pipelines: int = 1,
    input_pipeline_id: int = 0,
) -> tf.data.Dataset:
    """One epoch of training batches streamed from shards, as `make_dataset` makes them.

    The shard order is shuffled (seed `seed`); the shards are split between input pipelines by
    `shard(num_input_pipelines, input_pipeline_id)`, over files when there are at least as many
    shards as pipelines, else over records; they are read a few at a time (interleaved, in a
    deterministic order), through a shuffle buffer of `shuffle_buffer` records (seed `seed`),
    parsed, bucketed by length, and the batches shuffled again (a buffer of 1000 batches, seed
    `seed + 1`) so the buckets' partial batches, which come at the end, are spread out.

    The result is a pure function of the arguments (and of TensorFlow's global seed, if one is
    set): a dataset built again with the same arguments yields the same batches, so
    `dataset.skip(k)` resumes an epoch after k batches. Use `seed + epoch` for each epoch.

    Args:
        index_or_dir: a `ShardIndex` or its directory.
        batch_size, batch_unit, max_length, bucketing, bucket_growth: as in `make_dataset` (with
            `default_bucket_boundaries(max_length, bucket_growth)`); `max_length` may be smaller
            than the shards' (longer pairs are skipped), not larger.
        seed: the shuffles.
        shuffle: False reads the shards in the order written, without shuffle buffers.
        shuffle_buffer: records in the record shuffle buffer (a few MB per 10,000).
        num_input_pipelines, input_pipeline_id: this pipeline's share of the epoch; all
            pipelines together deliver every pair once.

    Returns:
        A `tf.data.Dataset` of dicts `src_ids [B, S]`, `src_len [B]`, `tgt_in [B, T]`,
        `tgt_out [B, T]`, `tgt_len [B]`, all int32, padded with 0, prefetched.
    """
    index = index_or_dir if isinstance(index_or_dir, ShardIndex) else ShardIndex.load(index_or_dir)
    if batch_unit not in BATCH_UNITS:
        raise ValueError(f"batch_unit must be one of {BATCH_UNITS}, got {batch_unit!r}")
    if max_length > index.max_length:
        raise ValueError(
            f"max_length={max_length}, but {index.directory} was written with max_length="
            f"{index.max_length}: it lacks the longer pairs (write the shards again)"
        )
    if not 0 <= input_pipeline_id < num_input_pipelines:
        raise ValueError(
            f"input_pipeline_id={input_pipeline_id} is not in [0, {num_input_pipelines})"
        )
    boundaries, batch_sizes = bucket_plan(
        max_length, batch_size, batch_unit, bucketing, bucket_growth
    )

    files = tf.data.Dataset.from_tensor_slices([str(path) for path in index.files])
    if shuffle:
        files = files.shuffle(len(index.shards), seed=seed)
    by_files = len(index.shards) >= num_input_pipelines
    if by_files:
        files = files.shard(num_input_pipelines, input_pipeline_id)
    records = files.interleave(
        tf.data.TFRecordDataset,
        cycle_length=_CYCLE_LENGTH,
        block_length=1,
        num_parallel_calls=_CYCLE_LENGTH,
        deterministic=True,
    )
    if not by_files:
        records = records.shard(num_input_pipelines, input_pipeline_id)
    if shuffle:
        records = records.shuffle(shuffle_buffer, seed=seed)
    # Parsed a block of records at a time (one vectorised op, not one per record), then split.
    pairs = (
        records.batch(_PARSE_BLOCK)
        .map(_parse_block, num_parallel_calls=tf.data.AUTOTUNE, deterministic=True)
        .unbatch()
        .map(_as_tensors)  # rows of ragged tensors are typed ragged: bucketing needs tensors
    )
    if max_length < index.max_length:
        pairs = pairs.filter(lambda x: tf.maximum(x["src_len"], x["tgt_len"]) <= max_length + 1)
    batches = pairs.bucket_by_sequence_length(
        element_length_func=lambda x: tf.maximum(x["src_len"], x["tgt_len"]),
        bucket_boundaries=boundaries,
        bucket_batch_sizes=batch_sizes,  # pads with 0 == PAD_ID
    )
    if shuffle:
        batches = batches.shuffle(_BATCH_SHUFFLE_BUFFER, seed=seed + 1)
    return batches.prefetch(tf.data.AUTOTUNE)


def _as_tensors(pair: dict) -> dict[str, tf.Tensor]:
    return {key: tf.identity(value) for key, value in pair.items()}


def _parse_block(records: tf.Tensor) -> dict[str, tf.Tensor]:
    """Serialized tf.train.Examples [N] -> the pairs' tensors as `make_dataset` has them, ragged
    over the N pairs (``src_ids [N, (S)]``, ``src_len [N]``, ``tgt_in`` / ``tgt_out [N, (T)]``,
    ``tgt_len [N]``, int32); `unbatch` makes them one pair each."""
    examples = tf.io.parse_example(records, _FEATURES)
    src = tf.cast(examples["src_ids"], tf.int32)  # [N, (S)]  pieces + EOS
    tgt = tf.cast(examples["tgt_ids"], tf.int32)  # [N, (T + 1)]  BOS + pieces + EOS
    return {
        "src_ids": src,
        "src_len": tf.cast(src.row_lengths(), tf.int32),
        "tgt_in": tgt[:, :-1],  # BOS + pieces
        "tgt_out": tgt[:, 1:],  # pieces + EOS
        "tgt_len": tf.cast(tgt.row_lengths(), tf.int32) - 1,
    }


def _write(
    source: _Source,
    src_sp: Subword,
    tgt_sp: Subword,
    out_dir: Path,
    settings: dict,
    log: Callable[[str], None] | None,
) -> ShardIndex:
    """The two passes of `write_shards` into `out_dir.tmp`, then the rename."""
    tmp = out_dir.with_name(out_dir.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    try:
        max_length = settings["max_length"]
        rng = np.random.default_rng(settings["seed"])
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
        kept = sum(histogram)
        if not kept:
            raise CorpusError(
                f"no usable pairs: {stream.report().summary()}, "
                f"{too_many_pieces} over {max_length} pieces"
            )
        shards = []
        for k in range(scatter.files):
            pairs_k = scatter.take(k)
            if pairs_k:
                name = f"shard-{len(shards):05d}.tfrecord"
                shards.append(
                    _write_shard(tmp / name, [pairs_k[i] for i in rng.permutation(len(pairs_k))])
                )
        index = ShardIndex(
            directory=out_dir,
            fingerprint=source.fingerprint,
            shards=tuple(shards),
            pairs=kept,
            lines=stream.lines,
            dropped_empty=stream.empty,
            dropped_too_long=stream.too_long,
            dropped_too_many_pieces=too_many_pieces,
            tgt_tokens=tgt_tokens,
            length_histogram=tuple(histogram),
            src_path=str(source.src_file),
            tgt_path=str(source.tgt_file),
            **settings,
        )
        (tmp / INDEX_NAME).write_text(json.dumps(index.to_json(), indent=1) + "\n", "utf-8")
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    # A directory named out_dir is always complete: the old one is moved aside before the new
    # one takes its name (a crash in between leaves no out_dir, so the next call writes again).
    old = out_dir.with_name(out_dir.name + ".old")
    if old.exists():
        shutil.rmtree(old)
    if out_dir.exists():
        out_dir.rename(old)
    tmp.rename(out_dir)
    shutil.rmtree(old, ignore_errors=True)
    if log is not None:
        log(
            f"{out_dir}: {kept} pairs in {len(shards)} shards; {stream.report().summary()}, "
            f"{too_many_pieces} over {max_length} pieces"
        )
    return index


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
            raise CorpusError(_line_count_message(src_file, src_lines, tgt_file, tgt_lines))
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
        buffer = self.buffers[k]
        buffer.append(len(src))
        buffer.append(len(tgt))
        buffer.extend(src)
        buffer.extend(tgt)
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


def _write_shard(path: Path, pairs: list[tuple[list[int], list[int]]]) -> ShardFile:
    """Pass 2: `pairs` (pieces, no special ids) as tf.train.Example records of model ids."""
    # One message refilled for every record: five times faster than building one per record.
    example = tf.train.Example()
    src_ids = example.features.feature["src_ids"].int64_list.value
    tgt_ids = example.features.feature["tgt_ids"].int64_list.value
    with tf.io.TFRecordWriter(str(path)) as writer:
        for src, tgt in pairs:
            del src_ids[:], tgt_ids[:]
            src_ids.extend(src)
            src_ids.append(EOS_ID)
            tgt_ids.append(BOS_ID)
            tgt_ids.extend(tgt)
            tgt_ids.append(EOS_ID)
            writer.write(example.SerializeToString())
    return ShardFile(path.name, len(pairs), path.stat().st_size)


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


def _line_count_message(src_file: Path, src_lines: int, tgt_file: Path, tgt_lines: int) -> str:
    return (
        f"different line counts: {src_file} has {src_lines} lines, {tgt_file} has {tgt_lines} lines"
    )


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
