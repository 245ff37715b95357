"""A corpus encoded once into shuffled TFRecord shards, streamed back as training batches.

For corpora larger than memory. `write_shards` reads the two files line by line (validated as
`seq2seq.data.corpus` does), encodes them in chunks and writes the kept pairs, uniformly shuffled,
into shards of about `pairs_per_shard` pairs (`seq2seq.data.shard_writer`); `stream_dataset`
reads one epoch of them as the batches `seq2seq.data.pipeline.make_dataset` makes. Memory is
bounded by a chunk of lines, one shard and the shuffle buffers, whatever the corpus size.
`PairStream` (`seq2seq.data.pair_stream`) is the line-by-line reader (`read_parallel`'s pairs and
errors) they are read with; `ShardIndex` (`seq2seq.data.shard_index`) is `index.json`.

This module is the entry point: it has the names of all three.

The directory `out_dir`:

    index.json               what `ShardIndex` holds (counts, length histogram, fingerprint)
    shard-00000.tfrecord     tf.train.Example records, one per pair:
        src_ids  int64 list  source pieces + EOS
        tgt_ids  int64 list  BOS + target pieces + EOS
    ...

It is written into a hidden folder beside it and renamed into place when complete
(`seq2seq.atomic.staged_dir`), so a directory named `out_dir` always holds a finished write.
"""

from __future__ import annotations

from pathlib import Path

import tensorflow as tf

from seq2seq.data.pair_stream import PairStream
from seq2seq.data.pipeline import (
    PARALLEL_CALLS,
    PREFETCH,
    bucket_batches,
    bucket_plan,
    without_autotuning,
)
from seq2seq.data.shard_index import FORMAT_VERSION, INDEX_NAME, ShardFile, ShardIndex
from seq2seq.data.shard_writer import open_or_write_shards, write_shards

__all__ = [
    "FORMAT_VERSION",
    "INDEX_NAME",
    "PairStream",
    "ShardFile",
    "ShardIndex",
    "open_or_write_shards",
    "pipeline_shards",
    "splits_by_files",
    "stream_dataset",
    "write_shards",
]

_BATCH_SHUFFLE_BUFFER = 1000  # batches
_PARSE_BLOCK = 256  # records parsed by one op
_CYCLE_LENGTH = 4  # shards read at once
_FEATURES = {
    "src_ids": tf.io.RaggedFeature(tf.int64),
    "tgt_ids": tf.io.RaggedFeature(tf.int64),
}


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
    boundaries, batch_sizes = bucket_plan(
        max_length, batch_size, batch_unit, bucketing, bucket_growth
    )
    if max_length > index.max_length:
        raise ValueError(
            f"max_length={max_length}, but {index.directory} was written with max_length="
            f"{index.max_length}: it lacks the longer pairs (write the shards again)"
        )
    if not 0 <= input_pipeline_id < num_input_pipelines:
        raise ValueError(
            f"input_pipeline_id={input_pipeline_id} is not in [0, {num_input_pipelines})"
        )
    records = _records(index, seed, shuffle, num_input_pipelines, input_pipeline_id)
    if shuffle:
        records = records.shuffle(shuffle_buffer, seed=seed)
    # Parsed a block of records at a time (one vectorised op, not one per record), then split.
    pairs = (
        records.batch(_PARSE_BLOCK)
        .map(_parse_block, num_parallel_calls=PARALLEL_CALLS, deterministic=True)
        .unbatch()
        # Rows of ragged tensors are typed ragged: bucketing needs tensors.
        .map(lambda pair: {key: tf.identity(value) for key, value in pair.items()})
    )
    if max_length < index.max_length:
        pairs = pairs.filter(lambda x: tf.maximum(x["src_len"], x["tgt_len"]) <= max_length + 1)
    batches = bucket_batches(pairs, boundaries, batch_sizes)
    if shuffle:
        batches = batches.shuffle(_BATCH_SHUFFLE_BUFFER, seed=seed + 1)
    return without_autotuning(batches.prefetch(PREFETCH))


def pipeline_shards(
    index: ShardIndex,
    *,
    seed: int,
    num_input_pipelines: int,
    input_pipeline_id: int,
    shuffle: bool = True,
) -> list[int] | None:
    """The shards (positions in ``index.shards``) that `stream_dataset` with these arguments
    reads, in reading order; None when there are fewer shards than pipelines (each pipeline then
    reads every shard and keeps its share of the records)."""
    if not splits_by_files(len(index.shards), num_input_pipelines):
        return None
    order = _shard_order(len(index.shards), seed, shuffle, num_input_pipelines, input_pipeline_id)
    return [int(k) for k in order.as_numpy_iterator()]


def splits_by_files(shards: int, num_input_pipelines: int) -> bool:
    """Whether input pipelines split the shards by files (each reads only its own), which needs
    at least one shard per pipeline; else each reads them all and keeps its share of records."""
    return shards >= num_input_pipelines


def _shard_order(
    shards: int, seed: int, shuffle: bool, num_input_pipelines: int, input_pipeline_id: int
) -> tf.data.Dataset:
    """The positions of the shards one pipeline reads: shuffled (seed `seed`), then split between
    the pipelines by files when there are enough of them."""
    order = tf.data.Dataset.range(shards)
    if shuffle:
        order = order.shuffle(shards, seed=seed)
    if splits_by_files(shards, num_input_pipelines):
        order = order.shard(num_input_pipelines, input_pipeline_id)
    return order


def _records(
    index: ShardIndex,
    seed: int,
    shuffle: bool,
    num_input_pipelines: int,
    input_pipeline_id: int,
) -> tf.data.Dataset:
    """This pipeline's serialized records: its shards (in shuffled order), interleaved."""
    paths = tf.constant([str(path) for path in index.files])
    order = _shard_order(len(index.shards), seed, shuffle, num_input_pipelines, input_pipeline_id)
    records = order.map(lambda k: tf.gather(paths, k)).interleave(
        tf.data.TFRecordDataset,
        cycle_length=_CYCLE_LENGTH,
        block_length=1,
        num_parallel_calls=_CYCLE_LENGTH,
        deterministic=True,
    )
    if not splits_by_files(len(index.shards), num_input_pipelines):
        records = records.shard(num_input_pipelines, input_pipeline_id)
    return records


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
