"""The corpora of a run (`read_corpora`) and its training set as the trainer needs it: one epoch
of batches at a time, resumable.

Two sources with one interface (`TrainingData`):

* `InMemoryData`: the corpus read, encoded once (cached in ``train_ids.npz``) and held as flat id
  arrays; each epoch is a full shuffle (`seq2seq.data.pipeline.make_dataset`). Fastest for
  corpora that fit in memory comfortably (Tatoeba's 150k pairs: a few MB of ids).
* `StreamedData`: the corpus encoded once into shuffled TFRecord shards in the run directory
  (``shards/``) and streamed (`seq2seq.data.shards.stream_dataset`); memory does not grow with
  the corpus. Chosen by ``data.pipeline: stream`` (or ``auto`` for big training files).

Either way epoch ``e``'s batches are a pure function of ``train.order_seed + e``, so
``dataset(e, skip=k)`` resumes an epoch exactly after k batches (the position is in the
checkpoint).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import tensorflow as tf

from seq2seq import atomic
from seq2seq.config import Config
from seq2seq.data.corpus import CorpusError, read_parallel, resolve_path
from seq2seq.data.pipeline import (
    EncodedCorpus,
    batches_per_epoch,
    encode_corpus,
    filter_by_length,
    make_dataset,
    pair_lengths,
)
from seq2seq.data.shards import (
    INDEX_NAME,
    ShardIndex,
    open_or_write_shards,
    pipeline_shards,
    splits_by_files,
    stream_dataset,
)
from seq2seq.data.subword import Vocabularies
from seq2seq.data.vocab_sample import sample_positions, sampled_lines
from seq2seq.run_layout import SHARDS

# data.pipeline=auto streams when the two training files hold more than this many bytes.
STREAM_ABOVE_BYTES = 256 << 20


@dataclass
class Corpora:
    """The raw lines of the splits, ``(source lines, target lines)`` each (``test`` may be None;
    ``train`` is None for a streamed training set, and in a `Trainer` once it is encoded)."""

    train: tuple[list[str], list[str]] | None
    dev: tuple[list[str], list[str]]
    test: tuple[list[str], list[str]] | None


def corpus_paths(config: Config, split: str) -> tuple[Path, Path]:
    d = config.data
    prefix = {"train": d.train_prefix, "dev": d.dev_prefix, "test": d.test_prefix}[split]
    root = Path(d.corpus)
    return root / f"{prefix}.{d.src}", root / f"{prefix}.{d.tgt}"


def read_corpora(config: Config, log: Callable[[str], None], read_train: bool = True) -> Corpora:
    """Validates and reads every split before any training starts (``read_train=False``: the
    training files are only checked to exist, for a streamed training set; ``train`` is None)."""
    d = config.data
    root = Path(d.corpus)
    if not root.is_dir():  # e.g. ci-tiny's relative data/ci-subset, run outside the repository
        where = "" if root.is_absolute() else f" in {Path.cwd()}"
        src, _ = corpus_paths(config, "train")
        raise CorpusError(
            f"{src}: no such file (nor {src.name}.gz); no folder {root}{where}: run "
            "seq2seq-prepare-data here first (it writes data/tatoeba-spa-eng and "
            "data/ci-subset), or --set data.corpus=DIR"
        )
    splits = dict.fromkeys(("train", "dev", "test"))
    for split in splits:
        if split == "test" and not d.test_prefix:
            continue
        src, tgt = corpus_paths(config, split)
        if split == "train" and not read_train:
            resolve_path(src), resolve_path(tgt)  # exist (or their .gz twins), else CorpusError
            continue
        max_chars = d.max_chars if split == "train" else None
        result = read_parallel(src, tgt, max_chars=max_chars, strict=d.strict)
        log(f"data {split}: {result.report.summary()}")
        splits[split] = (result.src, result.tgt)
    return Corpora(**splits)


class TrainingData:
    """One epoch of training batches at a time (dicts ``src_ids [B, S]``, ``src_len [B]``,
    ``tgt_in [B, T]``, ``tgt_out [B, T]``, ``tgt_len [B]``, int32)."""

    mean_target_tokens: float  # target tokens (pieces + EOS) per training pair

    def dataset(self, epoch: int, skip: int = 0) -> tf.data.Dataset:
        raise NotImplementedError

    def steps_per_epoch(self, epoch: int = 0) -> int:
        """Steps in epoch ``epoch`` (counted from 0), exactly, before it is read."""
        raise NotImplementedError

    def epoch_steps(self, epochs: int) -> list[int]:
        """The steps of each of the first ``epochs`` epochs (they differ where only the first
        ones are bucketed, ``data.bucketed_epochs``)."""
        return [self.steps_per_epoch(epoch) for epoch in range(epochs)]

    def distribute(self, strategy: tf.distribute.Strategy, epoch: int, skip: int = 0):
        """Epoch ``epoch``'s batches for ``strategy``'s replicas, after ``skip`` steps. Here every
        worker reads the same global batches and keeps its replicas' slices of each
        (tf.distribute's DATA sharding), so that the workers always agree on the number of steps."""
        options = tf.data.Options()
        options.experimental_distribute.auto_shard_policy = (
            tf.data.experimental.AutoShardPolicy.DATA
        )
        dataset = self.dataset(epoch, skip).with_options(options)
        return strategy.experimental_distribute_dataset(dataset)

    def fingerprint(self) -> str:
        """A hex digest of what the batches are made of (the workers of a cluster compare it)."""
        raise NotImplementedError

    def epoch_split(self) -> str:
        """How an epoch's batches are split between the workers, in words (`epoch_split`): the
        same sentence for every split that draws the same batches."""
        return "every worker reading the whole epoch"

    def _batching(self, epoch: int) -> dict:
        """`make_dataset`'s batching arguments for epoch ``epoch`` (counted from 0)."""
        t, d = self.config.train, self.config.data
        return {
            "batch_unit": t.batch_unit,
            "max_length": d.max_length,
            "bucketing": d.bucketing and (not d.bucketed_epochs or epoch < d.bucketed_epochs),
            "bucket_growth": d.bucket_growth,
        }


def streams(config: Config, train_files: tuple[Path, Path]) -> bool:
    """Whether ``data.pipeline`` streams the training set (``auto``: for big files)."""
    choice = config.data.pipeline
    if choice != "auto":
        return choice == "stream"
    size = 0
    for path in train_files:
        try:
            size += resolve_path(path).stat().st_size  # the file or its .gz twin
        except CorpusError:
            pass  # a missing file is reported by whoever reads it
    return size > STREAM_ABOVE_BYTES


def vocabulary_sample(config: Config, train_files: tuple[Path, Path]):
    """Lazy (source lines, target lines) for SentencePiece: a uniform sample of at most
    ``data.vocab_sample`` pairs (the whole corpus, in order, when it is smaller). Read only when
    a subword model is actually trained; only the sample's positions are held, and its lines are
    read again from the files as SentencePiece takes them (the sample itself is never in memory
    here, whatever its size)."""
    d = config.data
    limits = {"max_chars": d.max_chars, "strict": d.strict}
    drawn: list[list[int]] = []

    def side(i: int):
        if not drawn:
            drawn.append(
                sample_positions(*train_files, d.vocab_sample, config.train.seed, **limits)
            )
        yield from sampled_lines(*train_files, drawn[0], i, **limits)

    return side(0), side(1)


class InMemoryData(TrainingData):
    def __init__(
        self,
        config: Config,
        lines: tuple[list[str], list[str]],
        vocabs: Vocabularies,
        cache_path: Path | None,
        log: Callable[[str], None],
    ):
        self.config = config
        d = config.data
        encoded = encode_corpus(*lines, vocabs.src, vocabs.tgt, cache_path=cache_path)
        self._fingerprint = _ids_digest(encoded)
        # Only the pairs within the length limit are held (the corpus once, not twice).
        self.kept: EncodedCorpus
        self.kept, dropped = filter_by_length(encoded, d.max_length)
        pieces = (encoded.src_pieces, encoded.tgt_pieces)
        longest = max(int(p.max(initial=0)) for p in pieces)
        log(
            f"data train: {len(self.kept)} pairs used, "
            + length_filter_note(dropped, len(pieces[0]), d.max_length, longest)
        )
        self.mean_target_tokens = float((self.kept.tgt_pieces + 1).mean())
        self._length_histogram: np.ndarray | None = None  # kept pairs by max(source, target) length

    def fingerprint(self) -> str:
        """sha256 of the encoded ids (the corpus as the model sees it)."""
        return self._fingerprint

    def dataset(self, epoch: int, skip: int = 0) -> tf.data.Dataset:
        t = self.config.train
        return make_dataset(  # shuffled (make_dataset's default)
            self.kept, batch_size=t.batch_size, seed=t.order_seed + epoch, **self._batching(epoch)
        ).skip(skip)

    def steps_per_epoch(self, epoch: int = 0) -> int:
        """Exact: the batches of `dataset(epoch)` (`batches_per_epoch` of the kept pairs)."""
        if self._length_histogram is None:
            self._length_histogram = np.bincount(np.maximum(*pair_lengths(self.kept)))
        return batches_per_epoch(
            self._length_histogram, batch_size=self.config.train.batch_size, **self._batching(epoch)
        )


def _ids_digest(e: EncodedCorpus) -> str:
    digest = hashlib.sha256()
    for array in (e.src_values, e.src_splits, e.tgt_values, e.tgt_splits):
        digest.update(np.ascontiguousarray(array).tobytes())
    return digest.hexdigest()


def batching_note(config: Config) -> str:
    """How the training batches are made, in words (a line of the run's log)."""
    d, t = config.data, config.train
    size = (
        f"{t.batch_size} sentences" if t.batch_unit == "sentences" else f"<= {t.batch_size} tokens"
    )
    if not d.bucketing:
        return f"batches: plain shuffled batches of {size}"
    buckets = f"length buckets ~{d.bucket_growth:.0%} wide"
    if d.bucketed_epochs:
        first = "epoch" if d.bucketed_epochs == 1 else f"{d.bucketed_epochs} epochs"
        return f"batches: {buckets} for the first {first}, then plain shuffled batches of {size}"
    return f"batches: {buckets}, of {size} each"


def length_filter_note(dropped: int, pairs: int, max_length: int, longest: int = 0) -> str:
    """What the length filter dropped, in pairs and as a share of ``pairs``, and how to keep them
    (``longest``: the most pieces on a side, where known), so that no corpus is cut silently."""
    note = f"{dropped} ({dropped / max(pairs, 1):.1%}) dropped by the length filter (more than "
    note += f"{max_length} pieces on a side"
    if not dropped:
        return note + ")"
    keep = f"data.max_length={longest}" if longest > max_length else "a larger data.max_length"
    return note + f"; --set {keep} keeps them)"


class StreamedData(TrainingData):
    """``index``: the shards (`ShardIndex`). In a cluster of ``workers`` workers (``replicas``
    replicas in all) with at least as many shards, each worker reads only its share of the shards
    (`distribute`)."""

    def __init__(
        self,
        config: Config,
        index: ShardIndex,
        log: Callable[[str], None],
        workers: int = 1,
        replicas: int = 1,
    ):
        self.config, self.index = config, index
        self.workers, self.replicas = workers, replicas
        self.by_files = workers > 1 and splits_by_files(len(index.shards), workers)
        log(
            f"data train: {index.pairs} pairs used, streamed from {len(index.shards)} shards in "
            f"{index.directory}; "
            + length_filter_note(
                index.dropped_too_many_pieces,
                index.pairs + index.dropped_too_many_pieces,
                index.max_length,
            )
            + f", {index.dropped_empty} with an empty side, {index.dropped_too_long} over "
            f"{index.max_chars} characters"
        )
        self.mean_target_tokens = index.mean_tgt_tokens
        if workers > 1:
            log(self._sharding_note())

    def _sharding_note(self) -> str:
        shards, unit = len(self.index.shards), self.config.train.batch_unit
        if not self.by_files:
            return (
                f"data train: {shards} shards for {self.workers} workers: each worker reads the "
                f"whole epoch and keeps its slices of every batch (with at least {self.workers} "
                "shards, e.g. a smaller data.shard_pairs, each would read only its own)"
            )
        return (
            f"data train: the {self.workers} workers split the {shards} shards between them by "
            f"files, anew every epoch: each reads about 1/{self.workers} of the epoch, in batches "
            f"of {self.replica_batch_size()} {unit} per replica, and every epoch ends after the "
            f"fewest steps any worker's share makes ({self.worker_steps(0)} in the first)"
        )

    @classmethod
    def write_or_open(
        cls,
        config: Config,
        train_files: tuple[Path, Path],
        vocabs: Vocabularies,
        run_dir: Path,
        log: Callable[[str], None],
        workers: int = 1,
        replicas: int = 1,
    ) -> StreamedData:
        d = config.data
        for leftover in atomic.remove_leftovers(run_dir / SHARDS):
            log(f"removed {leftover.name}, a write of the shards that a killed run left")
        index = open_or_write_shards(
            *train_files,
            vocabs.src,
            vocabs.tgt,
            run_dir / SHARDS,
            max_length=d.max_length,
            max_chars=d.max_chars,
            strict=d.strict,
            pairs_per_shard=d.shard_pairs,
            seed=config.train.order_seed,
            log=log,
        )
        return cls(config, index, log, workers, replicas)

    @staticmethod
    def index_path(run_dir: Path) -> Path:
        return run_dir / SHARDS / INDEX_NAME

    def fingerprint(self) -> str:
        """The shards' fingerprint (input texts, subword models and settings)."""
        return self.index.fingerprint

    def dataset(self, epoch: int, skip: int = 0) -> tf.data.Dataset:
        t, d = self.config.train, self.config.data
        return stream_dataset(
            self.index,
            batch_size=t.batch_size,
            seed=t.order_seed + epoch,
            shuffle_buffer=d.shuffle_buffer,
            **self._batching(epoch),
        ).skip(skip)

    def distribute(self, strategy: tf.distribute.Strategy, epoch: int, skip: int = 0):
        """As `TrainingData.distribute`, unless the shards can be split between the workers:
        then each worker reads only its share of them (`pipeline_shards`: split by files after
        the epoch's shuffle) in batches of `replica_batch_size`, one per local replica and step,
        and every worker stops after `worker_steps`, the fewest any share makes, so that no
        worker waits for another at the end of an epoch. The batches left over in the larger
        shares are not trained on in that epoch (a few per epoch)."""
        if not self.by_files:
            return super().distribute(strategy, epoch, skip)
        t, d = self.config.train, self.config.data
        local = self._local_replicas()
        steps = self.worker_steps(epoch)

        def worker_batches(context: tf.distribute.InputContext) -> tf.data.Dataset:
            dataset = stream_dataset(
                self.index,
                batch_size=self.replica_batch_size(),
                seed=t.order_seed + epoch,
                shuffle_buffer=d.shuffle_buffer,
                num_input_pipelines=context.num_input_pipelines,
                input_pipeline_id=context.input_pipeline_id,
                **self._batching(epoch),
            )
            return dataset.take(steps * local).skip(skip * local)

        return strategy.distribute_datasets_from_function(worker_batches)

    def epoch_split(self) -> str:
        if not self.by_files:
            return super().epoch_split()
        return (
            f"the shards split by files between {self.workers} workers ({self.replicas} "
            "replicas in all)"
        )

    def replica_batch_size(self) -> int:
        """``train.batch_size`` split between the replicas (each worker's batches, per replica)."""
        return max(self.config.train.batch_size // self.replicas, 1)

    def worker_steps(self, epoch: int) -> int:
        """Steps in epoch ``epoch`` when the workers read their own shares of the shards: the
        fewest batches a share makes (exactly, from the shards' length histograms), in steps of
        one batch per local replica."""
        batches = [
            self.index.batches_per_epoch(
                batch_size=self.replica_batch_size(),
                shards=pipeline_shards(
                    self.index,
                    seed=self.config.train.order_seed + epoch,
                    num_input_pipelines=self.workers,
                    input_pipeline_id=worker,
                ),
                **self._batching(epoch),
            )
            for worker in range(self.workers)
        ]
        return min(batches) // self._local_replicas()

    def _local_replicas(self) -> int:
        """Each worker's replicas (one per step and batch of its share)."""
        return max(self.replicas // self.workers, 1)

    def steps_per_epoch(self, epoch: int = 0) -> int:
        if self.by_files:
            return self.worker_steps(epoch)
        batch_size = self.config.train.batch_size
        return self.index.batches_per_epoch(batch_size=batch_size, **self._batching(epoch))
