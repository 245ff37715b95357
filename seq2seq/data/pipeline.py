"""The tf.data input pipeline: subword ids -> length filter -> shuffle -> length buckets -> padded
batches.

A training batch is a dict (B sentences, S / T the longest source / target in the batch, pad = 0):

    src_ids  [B, S] int32   source pieces + EOS
    src_len  [B]    int32   source pieces + 1
    tgt_in   [B, T] int32   BOS + target pieces      (decoder input, teacher forcing)
    tgt_out  [B, T] int32   target pieces + EOS      (labels)
    tgt_len  [B]    int32   target pieces + 1

Ids are computed once per run (`encode_corpus`, optionally cached in a `.npz` file) and stored flat,
so an epoch only shuffles integers and slices arrays.
"""

from __future__ import annotations

import bisect
import hashlib
import logging
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import tensorflow as tf

from seq2seq import atomic
from seq2seq.data.subword import BOS_ID, EOS_ID, PAD_ID, Subword

log = logging.getLogger(__name__)

BATCH_UNITS = ("sentences", "tokens")
PARALLEL_CALLS = 2  # batches assembled at once (`without_autotuning`)
PREFETCH = 2  # batches kept ready ahead of the training step


@dataclass(frozen=True)
class EncodedCorpus:
    """Model-ready id sequences of N sentence pairs, stored flat (CSR style).

    Row i of the source is `src_values[src_splits[i]:src_splits[i + 1]]` = pieces + EOS; row i of
    the target is `tgt_values[tgt_splits[i]:tgt_splits[i + 1]]` = BOS + pieces + EOS.

    Attributes:
        src_values: [total source ids] int32.
        src_splits: [N + 1] int64, starting at 0.
        tgt_values: [total target ids] int32.
        tgt_splits: [N + 1] int64, starting at 0.
    """

    src_values: np.ndarray
    src_splits: np.ndarray
    tgt_values: np.ndarray
    tgt_splits: np.ndarray

    def __len__(self) -> int:
        return len(self.src_splits) - 1

    @property
    def src_pieces(self) -> np.ndarray:
        """[N] int64: subword pieces per source sentence (EOS not counted)."""
        return np.diff(self.src_splits) - 1

    @property
    def tgt_pieces(self) -> np.ndarray:
        """[N] int64: subword pieces per target sentence (BOS and EOS not counted)."""
        return np.diff(self.tgt_splits) - 2

    def pair(self, i: int) -> tuple[np.ndarray, np.ndarray]:
        """(source [pieces + 1], target [pieces + 2]) ids of pair i."""
        src = self.src_values[self.src_splits[i] : self.src_splits[i + 1]]
        tgt = self.tgt_values[self.tgt_splits[i] : self.tgt_splits[i + 1]]
        return src, tgt

    def select(self, keep: np.ndarray) -> EncodedCorpus:
        """The pairs where the boolean mask `keep` [N] is true, in order."""
        src_values, src_splits = _select_rows(self.src_values, self.src_splits, keep)
        tgt_values, tgt_splits = _select_rows(self.tgt_values, self.tgt_splits, keep)
        return EncodedCorpus(src_values, src_splits, tgt_values, tgt_splits)

    @classmethod
    def from_pieces(
        cls, src_ids: Sequence[Sequence[int]], tgt_ids: Sequence[Sequence[int]]
    ) -> EncodedCorpus:
        """Build from per-sentence piece ids (no specials); adds EOS to sources, BOS/EOS to
        targets."""
        if len(src_ids) != len(tgt_ids):
            raise ValueError(f"{len(src_ids)} source but {len(tgt_ids)} target sentences")
        src_values, src_splits = _flatten([[*ids, EOS_ID] for ids in src_ids])
        tgt_values, tgt_splits = _flatten([[BOS_ID, *ids, EOS_ID] for ids in tgt_ids])
        return cls(src_values, src_splits, tgt_values, tgt_splits)

    def save(self, path: str | Path, *, fingerprint: str = "") -> None:
        """Write an `.npz` file (with an optional fingerprint of what the ids were computed from),
        atomically: a temporary file renamed into place, so a kill never leaves a truncated
        cache."""
        with atomic.staged_file(path) as tmp, open(tmp, "wb") as f:
            np.savez(f, **vars(self), fingerprint=np.array(fingerprint))

    @classmethod
    def load(cls, path: str | Path) -> tuple[EncodedCorpus, str]:
        """Read a file written by `save`: (corpus, fingerprint)."""
        with np.load(path) as f:
            corpus = cls(f["src_values"], f["src_splits"], f["tgt_values"], f["tgt_splits"])
            return corpus, str(f["fingerprint"])


def encode_corpus(
    src_lines: Sequence[str],
    tgt_lines: Sequence[str],
    src_sp: Subword,
    tgt_sp: Subword,
    *,
    cache_path: str | Path | None = None,
) -> EncodedCorpus:
    """Encode both sides once. With `cache_path` (an `.npz` file, e.g. in the run directory) the ids
    are read from the cache when it was computed from the same lines and models, and written
    otherwise.
    """
    fingerprint = _fingerprint(src_lines, tgt_lines, src_sp, tgt_sp) if cache_path else ""
    if cache_path and Path(cache_path).exists():
        try:
            cached, stored = EncodedCorpus.load(cache_path)
        except Exception as err:
            log.warning("%s is unreadable (%s): re-encoding", cache_path, type(err).__name__)
            stored = None
        if stored == fingerprint:
            return cached
        if stored is not None:
            log.info("%s is stale (different corpus or subword models): re-encoding", cache_path)
    encoded = EncodedCorpus.from_pieces(src_sp.encode(src_lines), tgt_sp.encode(tgt_lines))
    if cache_path:
        encoded.save(cache_path, fingerprint=fingerprint)
    return encoded


def filter_by_length(encoded: EncodedCorpus, max_length: int) -> tuple[EncodedCorpus, int]:
    """Drop pairs whose source or target has more than `max_length` pieces: (kept, number
    dropped)."""
    keep = (encoded.src_pieces <= max_length) & (encoded.tgt_pieces <= max_length)
    if keep.all():
        return encoded, 0  # no copy
    return encoded.select(keep), int(len(keep) - keep.sum())


def default_bucket_boundaries(max_length: int, growth: float = 0.1) -> list[int]:
    """Bucket boundaries over sequence lengths (pieces + 1) 2 .. max_length + 1.

    With ``growth=0.1``: one bucket per length up to 15, then buckets about 10% wide, so a batch is
    padded by at most about 10% on its longer side: [3, 4, ..., 15, 16, 18, 20, 22, 24, 26, 29, 32,
    ...]. A larger ``growth`` mixes more lengths in a batch, at the cost of more padding.
    """
    boundaries = [3]
    while boundaries[-1] <= max_length + 1:
        boundaries.append(max(boundaries[-1] + 1, round(boundaries[-1] * (1 + growth))))
    return boundaries[:-1]


def bucket_plan(
    max_length: int,
    batch_size: int,
    batch_unit: str = "sentences",
    bucketing: bool = True,
    bucket_growth: float = 0.1,
    bucket_boundaries: Sequence[int] | None = None,
) -> tuple[list[int], list[int]]:
    """(bucket boundaries over max(source, target) length, batch size of each bucket): one bucket
    more than boundaries. Token batches hold at most ``batch_size`` padded positions."""
    if batch_unit not in BATCH_UNITS:
        raise ValueError(f"batch_unit must be one of {BATCH_UNITS}, got {batch_unit!r}")
    if not bucketing:
        bucket_boundaries = [max_length + 2]  # every pair (length <= max_length + 1) in bucket 0
    elif bucket_boundaries is None:
        bucket_boundaries = default_bucket_boundaries(max_length, bucket_growth)
    boundaries = list(bucket_boundaries)
    longest = [b - 1 for b in boundaries] + [max_length + 1]  # longest sequence per bucket
    if batch_unit == "sentences":
        return boundaries, [batch_size] * len(longest)
    return boundaries, [max(1, batch_size // n) for n in longest]


def batches_per_epoch(
    length_histogram: Sequence[int],
    *,
    batch_size: int,
    batch_unit: str = "sentences",
    max_length: int = 50,
    bucketing: bool = True,
    bucket_growth: float = 0.1,
) -> int:
    """Batches in one epoch of pairs counted by max(source, target) length (pieces + 1:
    ``length_histogram[n]`` pairs of length n), batched as `make_dataset` and `stream_dataset`
    batch them (no ``drop_remainder``): each bucket of `bucket_plan` yields ceil(its pairs / its
    batch size) batches, whatever the order of the pairs. Exact, so the planned length of a run
    (and a schedule that follows it) is known before the first epoch and after a resume."""
    boundaries, batch_sizes = bucket_plan(
        max_length, batch_size, batch_unit, bucketing, bucket_growth
    )
    per_bucket = [0] * len(batch_sizes)
    for length, count in enumerate(length_histogram[: max_length + 2]):
        per_bucket[bisect.bisect_right(boundaries, length)] += int(count)
    return sum(math.ceil(count / size) for count, size in zip(per_bucket, batch_sizes))


def pair_lengths(kept: EncodedCorpus) -> tuple[np.ndarray, np.ndarray]:
    """``(src_len [N], tgt_len [N])`` of the pairs as batches hold them: pieces + EOS each (the
    target's pieces + 1, its tgt_in and tgt_out being BOS + pieces and pieces + EOS)."""
    src_len = np.diff(kept.src_splits).astype(np.int32)  # [N] pieces + EOS
    tgt_len = (np.diff(kept.tgt_splits) - 1).astype(np.int32)  # [N] pieces + EOS
    return src_len, tgt_len


def make_dataset(
    encoded: EncodedCorpus,
    *,
    batch_size: int,
    batch_unit: str = "sentences",
    max_length: int = 50,
    shuffle: bool = True,
    seed: int = 1234,
    bucket_boundaries: Sequence[int] | None = None,
    bucketing: bool = True,
    bucket_growth: float = 0.1,
    drop_remainder: bool = False,
) -> tf.data.Dataset:
    """Batches of training pairs, bucketed by length (see the module docstring for the batch dict).

    Args:
        encoded: the corpus ids (`encode_corpus`).
        batch_size: sentences per batch, or with `batch_unit="tokens"` the most padded positions
            (B x the bucket's longest sequence, source or target) per batch.
        max_length: pairs with more pieces than this on either side are dropped (the count is
        logged).
        shuffle: shuffle the pairs, then the order of the epoch's batches, deterministically
            for `seed` (and TensorFlow's global seed, if one is set): a dataset built with the
            same arguments yields the same batches (the trainer takes `seed + epoch`).
            Without the second shuffle every epoch would end with the buckets' partial batches in
            order of length: a dozen small batches of the longest sentences in a row, which pulled
            the model towards long outputs (dev BLEU 43 at step 4000, 26 at the epoch's end).
        bucket_boundaries: length boundaries for `bucket_by_sequence_length` over
            max(source, target) length (pieces + 1); default
            `default_bucket_boundaries(max_length, bucket_growth)`.
        bucketing: False for plain batches: consecutive shuffled pairs, padded to the batch's
            longest (what a plain tf.data pipeline, and the tensorflow-addons reference, make).
        drop_remainder: drop the last, partial batch of each bucket.

    Returns:
        A `tf.data.Dataset` of dicts `src_ids [B, S]`, `src_len [B]`, `tgt_in [B, T]`,
        `tgt_out [B, T]`, `tgt_len [B]`, all int32, padded with 0, prefetched.
    """
    boundaries, batch_sizes = bucket_plan(
        max_length, batch_size, batch_unit, bucketing, bucket_growth, bucket_boundaries
    )
    kept = _length_filter(encoded, max_length)

    # Batches are planned on pair indices and lengths, and their ids gathered only once a batch
    # is drawn: the shuffle buffer of batches below holds the whole epoch, as indices.
    src_len, tgt_len = pair_lengths(kept)  # [N], [N]
    order = np.arange(len(kept), dtype=np.int64)  # [N]
    if shuffle:
        # The epoch's order of pairs, drawn by TensorFlow's shuffle (seeded as it always was).
        pairs = tf.data.Dataset.range(len(kept)).shuffle(len(kept), seed=seed)
        order = pairs.batch(len(kept)).get_single_element().numpy()
    planned = plan_batches(
        np.maximum(src_len, tgt_len)[order], boundaries, batch_sizes, drop_remainder
    )
    positions = np.concatenate(planned) if planned else np.zeros(0, np.int64)  # in `order`
    indices = tf.RaggedTensor.from_row_lengths(
        order[positions], np.array([len(b) for b in planned], np.int64)
    )
    dataset = tf.data.Dataset.from_tensor_slices(indices)  # [B] pair indices per batch
    lengths = {"src_len": tf.constant(src_len), "tgt_len": tf.constant(tgt_len)}
    dataset = dataset.map(lambda i: {"index": i} | {k: tf.gather(v, i) for k, v in lengths.items()})
    if shuffle:
        # A buffer as large as the epoch (at most one batch per pair): a full shuffle of the
        # batches, the partial ones included.
        dataset = dataset.shuffle(len(kept), seed=seed + 1, reshuffle_each_iteration=True)
    dataset = dataset.map(
        _batch_lookup(kept), num_parallel_calls=PARALLEL_CALLS, deterministic=True
    )
    return without_autotuning(dataset.prefetch(PREFETCH))


def without_autotuning(dataset: tf.data.Dataset) -> tf.data.Dataset:
    """``dataset`` with tf.data's autotuning off (its parallelism and prefetching as set).

    Autotuning runs a model thread per iterator, and destroying the iterator waits for that
    thread: at the end of an epoch `best`'s training stalled for up to a minute, outside its time
    budget (py-spy: ``RootDataset::Iterator::~Iterator`` joining the thread;
    docs/results/experiments/untimed-overhead). The training pipelines are light: fixed
    `PARALLEL_CALLS` and `PREFETCH` keep the next batch ready."""
    options = tf.data.Options()
    options.autotune.enabled = False
    return dataset.with_options(options)


def bucket_batches(
    pairs: tf.data.Dataset,
    boundaries: Sequence[int],
    batch_sizes: Sequence[int],
    *,
    drop_remainder: bool = False,
) -> tf.data.Dataset:
    """Pairs (dicts of a pair's fields, ``src_len`` and ``tgt_len`` among them) batched by
    max(source, target) length (`bucket_plan`), each field padded with 0 == PAD_ID."""
    return pairs.bucket_by_sequence_length(
        element_length_func=lambda x: tf.maximum(x["src_len"], x["tgt_len"]),
        bucket_boundaries=boundaries,
        bucket_batch_sizes=batch_sizes,
        drop_remainder=drop_remainder,
    )


def plan_batches(
    lengths: np.ndarray,
    boundaries: Sequence[int],
    batch_sizes: Sequence[int],
    drop_remainder: bool = False,
) -> list[np.ndarray]:
    """The batches `bucket_batches` makes of elements arriving in order with ``lengths`` [N], as
    positions in that order, in the order it emits them: a bucket's batch as soon as it is full,
    then the partial ones by bucket (unless ``drop_remainder``). NumPy does in milliseconds what
    tf.data's per-element grouping took seconds for at every epoch's start (the whole epoch passes
    through it before the batch shuffle's first draw). Same batches, same order: tested against
    `bucket_batches`."""
    bucket = np.searchsorted(np.asarray(boundaries), lengths, side="right")  # [N]
    full, ends, rest = [], [], []
    for b in range(len(batch_sizes)):
        positions = np.flatnonzero(bucket == b)  # [n_b], in arrival order
        size = batch_sizes[b]
        whole = len(positions) // size * size
        chunks = positions[:whole].reshape(-1, size)  # [n_b // size, size]
        full.extend(chunks)
        ends.extend(chunks[:, -1])  # a batch is emitted when its last element arrives
        if whole < len(positions) and not drop_remainder:
            rest.append(positions[whole:])
    return [full[k] for k in np.argsort(ends, kind="stable")] + rest


def _length_filter(encoded: EncodedCorpus, max_length: int) -> EncodedCorpus:
    """`filter_by_length`, with the count dropped logged; a ValueError if nothing is left."""
    kept, dropped = filter_by_length(encoded, max_length)
    log.info(
        "length filter: dropped %d of %d pairs with more than %d pieces",
        dropped,
        len(encoded),
        max_length,
    )
    if len(kept) == 0:
        raise ValueError(f"no pair has at most {max_length} pieces on both sides")
    return kept


def _batch_lookup(kept: EncodedCorpus) -> Callable[[dict], dict[str, tf.Tensor]]:
    """``{"index": [B] int64, "src_len": [B], "tgt_len": [B]}`` -> the batch dict of those pairs
    of `kept` (held as constants), each field padded with 0 to its longest row."""
    src = tf.RaggedTensor.from_row_splits(
        tf.constant(kept.src_values, tf.int32), tf.constant(kept.src_splits, tf.int64)
    )
    tgt = tf.RaggedTensor.from_row_splits(
        tf.constant(kept.tgt_values, tf.int32), tf.constant(kept.tgt_splits, tf.int64)
    )

    def batch(element):
        s, t = tf.gather(src, element["index"]), tf.gather(tgt, element["index"])  # [B, None]
        return {
            "src_ids": s.to_tensor(PAD_ID),
            "src_len": element["src_len"],
            "tgt_in": t[:, :-1].to_tensor(PAD_ID),
            "tgt_out": t[:, 1:].to_tensor(PAD_ID),
            "tgt_len": element["tgt_len"],
        }

    return batch


def make_eval_batches(
    src_ids: Sequence[Sequence[int]],
    batch_size: int,
    *,
    sort_by_length: bool = False,
) -> Iterator[dict[str, np.ndarray]]:
    """Source-only batches for decoding, in file order (or sorted by length to cut padding).

    Args:
        src_ids: piece ids per sentence, without EOS (`Subword.encode`).
        batch_size: sentences per batch (the last batch may be smaller).
        sort_by_length: group sentences of similar length (stable); `index` restores file order.

    Yields:
        dicts `index [B] int64` (positions in `src_ids`), `src_ids [B, S] int32` (pieces + EOS,
        padded with 0) and `src_len [B] int32`.
    """
    lengths = np.array([len(ids) + 1 for ids in src_ids], dtype=np.int32)  # [N]
    order = np.argsort(lengths, kind="stable") if sort_by_length else np.arange(len(src_ids))
    for start in range(0, len(order), batch_size):
        index = order[start : start + batch_size].astype(np.int64)  # [B]
        batch = np.full((len(index), lengths[index].max()), PAD_ID, dtype=np.int32)  # [B, S]
        for row, i in enumerate(index):
            batch[row, : lengths[i] - 1] = src_ids[i]
            batch[row, lengths[i] - 1] = EOS_ID
        yield {"index": index, "src_ids": batch, "src_len": lengths[index]}


def _flatten(rows: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    """Rows -> (values [total] int32, splits [len(rows) + 1] int64)."""
    splits = np.zeros(len(rows) + 1, dtype=np.int64)
    np.cumsum([len(r) for r in rows], out=splits[1:])
    values = np.fromiter((i for r in rows for i in r), dtype=np.int32, count=int(splits[-1]))
    return values, splits


def _select_rows(
    values: np.ndarray, splits: np.ndarray, keep: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The rows of a flat (values, splits) pair where `keep` [N] is true."""
    lengths = np.diff(splits)[keep]  # [K]
    new_splits = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(lengths, out=new_splits[1:])
    row_of_value = np.repeat(keep, np.diff(splits))  # [total] bool
    return values[row_of_value], new_splits


def _fingerprint(
    src_lines: Sequence[str], tgt_lines: Sequence[str], src_sp: Subword, tgt_sp: Subword
) -> str:
    digest = hashlib.sha256()
    for part in (src_sp.serialized(), tgt_sp.serialized()):
        digest.update(hashlib.sha256(part).digest())
    for lines in (src_lines, tgt_lines):
        digest.update(hashlib.sha256("\n".join(lines).encode("utf-8")).digest())
        digest.update(len(lines).to_bytes(8, "little"))
    return digest.hexdigest()
