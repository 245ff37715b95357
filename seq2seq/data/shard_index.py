"""The index of a shard directory (`index.json`): its shards, counts and length histogram.

Written by `seq2seq.data.shard_writer`, read by `seq2seq.data.shards.stream_dataset`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path

from seq2seq.data.pipeline import batches_per_epoch

FORMAT_VERSION = 3  # 3: a length histogram per shard (for the batches of a share of the shards)
INDEX_NAME = "index.json"


SHARD_GLOB = "shard-*.tfrecord"  # every file named by `shard_name`


def shard_name(k: int) -> str:
    """The file name of the k-th shard of a directory (from 0)."""
    return f"shard-{k:05d}.tfrecord"


@dataclass(frozen=True)
class ShardFile:
    """One shard: its file name in the directory, its pairs, its size in bytes, its sha256 and
    its pairs by length (as `ShardIndex.length_histogram`)."""

    name: str
    pairs: int
    bytes: int
    sha256: str
    length_histogram: tuple[int, ...]

    @classmethod
    def of(cls, path: Path, length_histogram: list[int]) -> ShardFile:
        """The entry of the shard file at `path` holding the pairs of `length_histogram`."""
        histogram = tuple(length_histogram)
        return cls(path.name, sum(histogram), path.stat().st_size, file_sha256(path), histogram)


def file_sha256(path: Path) -> str:
    """The sha256 (hex) of a file's bytes."""
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


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
        shards: list[int] | None = None,
    ) -> int:
        """Batches in one epoch of `stream_dataset` with these arguments (`max_length` defaults to
        the shards'), exactly: each bucket yields ceil(its pairs / its batch size) batches.
        ``shards``: only those (positions in `shards`), as one input pipeline that reads them."""
        histogram = (
            self.length_histogram
            if shards is None
            else [sum(counts) for counts in zip(*(self.shards[k].length_histogram for k in shards))]
        )
        return batches_per_epoch(
            histogram,
            batch_size=batch_size,
            batch_unit=batch_unit,
            max_length=self.max_length if max_length is None else max_length,
            bucketing=bucketing,
            bucket_growth=bucket_growth,
        )

    def to_json(self) -> dict:
        """The file's contents (everything but `directory`, plus the format version)."""
        fields = asdict(self)
        del fields["directory"]
        return {"version": FORMAT_VERSION, **fields}

    @classmethod
    def load(cls, directory: str | Path) -> ShardIndex:
        """Read `directory/index.json`, checking that every shard is there with its size and
        checksum (a damaged shard is named here, not met mid-training).

        Raises:
            FileNotFoundError: no index file.
            ValueError: an index of another format version, a malformed one, or a shard that is
                missing, of another size or of another checksum.
        """
        directory = Path(directory)
        path = directory / INDEX_NAME
        text = path.read_text(encoding="utf-8")
        try:
            fields = json.loads(text)
            version = fields.pop("version")
            if version != FORMAT_VERSION:
                raise ValueError(f"format version {version}, expected {FORMAT_VERSION}")
            fields["shards"] = tuple(
                ShardFile(**{**shard, "length_histogram": tuple(shard["length_histogram"])})
                for shard in fields["shards"]
            )
            fields["length_histogram"] = tuple(fields["length_histogram"])
            index = cls(directory=directory, **fields)
        except (ValueError, KeyError, TypeError) as err:
            raise ValueError(f"{path}: not a shard index ({err})") from None
        listed = {shard.name for shard in index.shards}
        for file in sorted(directory.glob(SHARD_GLOB)):
            if file.name not in listed:
                raise ValueError(f"{file}: a shard that {path} does not list")
        index._check_counts(path)
        for shard, file in zip(index.shards, index.files):
            if not file.is_file():
                raise ValueError(f"{file}: missing (the index lists it)")
            size = file.stat().st_size
            if size != shard.bytes:
                raise ValueError(f"{file}: {size} bytes, the index says {shard.bytes}")
            if file_sha256(file) != shard.sha256:
                raise ValueError(f"{file}: damaged (its sha256 is not the index's)")
        return index

    def _check_counts(self, path: Path) -> None:
        """A ValueError naming ``path`` unless the index agrees with itself: the shards named
        ``shard_name(0), shard_name(1), ...`` in order, the counts of each adding up to its pairs
        and to the totals, at least one pair."""
        width = self.max_length + 2
        for k, shard in enumerate(self.shards):
            if shard.name != shard_name(k):
                raise ValueError(f"{path}: shard {k} is named {shard.name!r}, not {shard_name(k)}")
            if len(shard.length_histogram) != width or sum(shard.length_histogram) != shard.pairs:
                raise ValueError(f"{path}: the counts of {shard.name} do not add up")
        totals = [sum(counts) for counts in zip(*(s.length_histogram for s in self.shards))]
        if len(self.length_histogram) != width or list(self.length_histogram) != (
            totals or [0] * width
        ):
            raise ValueError(f"{path}: the length histogram is not the sum of its shards'")
        if self.pairs != sum(totals):
            raise ValueError(f"{path}: {self.pairs} pairs, its shards hold {sum(totals)}")
        if self.pairs < 1:
            raise ValueError(f"{path}: no pairs")
