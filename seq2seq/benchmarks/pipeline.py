"""Throughput of the training input pipeline (`seq2seq.data.pipeline.make_dataset`) on its own,
without a model (``seq2seq-bench pipeline``)."""

from __future__ import annotations

import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from seq2seq.data.corpus import read_parallel
from seq2seq.data.pipeline import encode_corpus, make_dataset
from seq2seq.data.subword import Vocabularies


@dataclass(frozen=True)
class PipelineResult:
    """One measurement: batches of one or more full epochs, after one warm-up epoch; with several
    repeats, the counts and seconds of the median one.

    Attributes:
        sentences: pairs delivered (all epochs).
        tgt_tokens: real target tokens delivered (`tgt_len` summed: pieces + EOS).
        src_tokens: real source tokens delivered (`src_len` summed).
        padded_positions: positions in the padded src_ids and tgt_out tensors (real + padding).
        batches: batches delivered.
        seconds: wall time of the measured epochs.
        setup_seconds: reading, subword training/loading and encoding before the first batch.
        seconds_runs: ``seconds`` of every repeat, in order.
    """

    sentences: int
    tgt_tokens: int
    src_tokens: int
    padded_positions: int
    batches: int
    seconds: float
    setup_seconds: float
    seconds_runs: tuple[float, ...] = field(default=())

    @property
    def padding(self) -> float:
        """Share of padding in the padded src_ids and tgt_out positions."""
        return 1 - (self.src_tokens + self.tgt_tokens) / self.padded_positions

    def to_dict(self) -> dict:
        """The fields plus sentences/s and target tokens/s (of the median repeat, and of every
        repeat) and the padding share."""
        runs = self.seconds_runs or (self.seconds,)
        return {
            **asdict(self),
            "seconds_runs": list(runs),
            "sentences_per_second": self.sentences / self.seconds,
            "sentences_per_second_runs": [self.sentences / s for s in runs],
            "tgt_tokens_per_second": self.tgt_tokens / self.seconds,
            "padding": self.padding,
        }

    def summary(self) -> str:
        """One line: sentences/s, target tokens/s, and the share of padding."""
        return (
            f"pipeline: {self.sentences / self.seconds:,.0f} sentences/s, "
            f"{self.tgt_tokens / self.seconds:,.0f} target tokens/s, "
            f"{self.batches} batches in {self.seconds:.2f} s, padding {self.padding:.1%} "
            f"(setup {self.setup_seconds:.1f} s)"
        )


def bench_pipeline(
    data_dir: str | Path,
    *,
    run_dir: str | Path | None = None,
    vocab_size: int = 4000,
    batch_size: int = 64,
    batch_unit: str = "sentences",
    max_length: int = 50,
    epochs: int = 1,
    repeats: int = 1,
) -> PipelineResult:
    """Measure `make_dataset` over `data_dir/train.{es,en}` (plain or .gz).

    The subword models are trained into `run_dir` (reused when already there; a temporary directory
    when None). One epoch is run first to warm up (tf.data function tracing, buffer allocation),
    then `epochs` epochs are timed, consuming every tensor of every batch; that ``repeats`` times
    (the median is reported).
    """
    data_dir = Path(data_dir)
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        src, tgt, _ = read_parallel(data_dir / "train.es", data_dir / "train.en")
        vocabs = Vocabularies.build_or_load(run_dir or tmp, src, tgt, vocab_size=vocab_size)
        encoded = encode_corpus(src, tgt, vocabs.src, vocabs.tgt)
        dataset = make_dataset(
            encoded, batch_size=batch_size, batch_unit=batch_unit, max_length=max_length, seed=1234
        )
        setup = time.perf_counter() - start

        for _ in dataset:  # warm-up epoch
            pass
        runs = [_time_epochs(dataset, epochs) for _ in range(max(1, repeats))]
    counts = sorted(runs, key=lambda run: run[-1])[len(runs) // 2]
    return PipelineResult(*counts, setup, tuple(run[-1] for run in runs))


def _time_epochs(dataset, epochs: int) -> tuple[int, int, int, int, int, float]:
    """(sentences, tgt_tokens, src_tokens, padded_positions, batches, seconds) of ``epochs``
    epochs of ``dataset``."""
    sentences = tgt_tokens = src_tokens = padded = batches = 0
    start = time.perf_counter()
    for _ in range(epochs):
        for batch in dataset:
            sentences += int(batch["src_len"].shape[0])
            src_tokens += int(batch["src_len"].numpy().sum())
            tgt_tokens += int(batch["tgt_len"].numpy().sum())
            padded += int(batch["src_ids"].numpy().size + batch["tgt_out"].numpy().size)
            batches += 1
    return sentences, tgt_tokens, src_tokens, padded, batches, time.perf_counter() - start
