"""Training speed of our `Trainer` on a preset (``seq2seq-bench train``).

`bench_training` prepares a folder with the subword models and the id cache (`prepare`: the calls
`Trainer` makes), then runs the measured process ``repeats`` times, each fresh (``python -m
seq2seq.benchmarks.training worker``, optionally pinned to one core, ``threads`` intra-op and
inter-op threads): a `seq2seq.training.trainer.Trainer` on a fresh run directory holding only those
files (nothing is resumed), so the pipeline (`Trainer.dataset(0)`: bucketed batches), the model
and the `train_step` tf.function are exactly what training uses. ``warmup`` steps (tracing
included), then ``steps`` timed steps, each followed by reading the loss (as the training loop).

Reported from the median run: seconds/step (with every run's figure), real target tokens/s
(``tgt_len`` summed: pieces + EOS), real and padded positions per step, useful GFLOP/s
(`useful_flops`, against `matmul_peak_gflops` measured in the same process) and peak RSS.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from seq2seq.benchmarks.common import (
    describe_threads,
    log,
    machine_info,
    run_worker,
    set_threads,
)
from seq2seq.process_memory import peak_rss_mb, rss_mb, rss_parts_mb

# What `Trainer` reuses from a run directory instead of recomputing it.
SUBWORD_FILES = {
    f"{side}.{kind}" for side in ("src", "tgt", "joint") for kind in ("model", "vocab")
}
SUBWORD_FILES.add("train_ids.npz")


@dataclass(frozen=True)
class TrainBench:
    """What a training benchmark measures and how (``seq2seq-bench train`` / ``profile``, and the
    comparison with tensorflow-addons in the repository's ``lab/``).

    Attributes:
        config_name: a preset name or a YAML file.
        overrides: ``SECTION.KEY=VALUE`` settings over it.
        run_dir: a folder with (or for) the subword models and id cache; only those are used
            (None: a temporary folder, SentencePiece is trained first).
        steps: timed train steps; warmup: untimed steps first (tracing included).
        cpu: the core the measured processes are pinned to (None: not pinned).
        threads: TensorFlow intra-op and inter-op threads of the measured processes (0: default).
        repeats: measured processes; the median run is reported.
    """

    config_name: str = "bench-small"
    overrides: tuple[str, ...] = ()
    run_dir: str | Path | None = None
    steps: int = 60
    warmup: int = 10
    cpu: int | None = None
    threads: int = 1
    repeats: int = 3

    def config(self):
        """The resolved config of the preset with its overrides."""
        from seq2seq import config as config_lib

        return config_lib.load(self.config_name, list(self.overrides))

    def head(self, benchmark: str = "train") -> dict:
        """The head of a benchmark's result: what was measured, and how."""
        return {
            "benchmark": benchmark,
            "config": self.config_name,
            "overrides": list(self.overrides),
            "cpu": self.cpu,
            "threads": self.threads,
            "steps": self.steps,
            "warmup": self.warmup,
            "repeats": self.repeats,
        }


# -- preparation, in the calling process -----------------------------------------------------------
def prepare(config, run_dir: Path, log=print):
    """Reads the training corpus, trains or loads the subword models in ``run_dir`` and encodes
    the pairs (cached in ``run_dir/train_ids.npz``) with exactly the calls `Trainer` makes, so the
    measured trainer finds both ready. Returns ``(vocabs, encoded)``."""
    from seq2seq.data.pipeline import encode_corpus
    from seq2seq.training.setup import build_vocabularies
    from seq2seq.training.trainer import read_corpora

    corpora = read_corpora(config, log)
    vocabs = build_vocabularies(config, run_dir, corpora.train)
    encoded = encode_corpus(
        *corpora.train, vocabs.src, vocabs.tgt, cache_path=run_dir / "train_ids.npz"
    )
    return vocabs, encoded


class PreparedRun(NamedTuple):
    """What `prepared_run` yields: its temporary ``folder``, the run's ``vocabs`` and ``encoded``
    corpus (`prepare`), and the ``command`` of our measured process on the fresh run folder."""

    folder: Path
    vocabs: Any
    encoded: Any
    command: list[str]


@contextlib.contextmanager
def prepared_run(
    bench: TrainBench,
    *,
    module: str = "seq2seq.benchmarks.training",
    dump_batches: str | None = None,
):
    """A temporary folder with a fresh run folder in it, as a `PreparedRun`: `prepare` in
    ``bench.run_dir`` (or in a cache in the folder, where SentencePiece is trained first), then the
    run folder holding only the subword models and the id cache (the measured trainer never resumes
    a checkpoint nor writes into the user's run directory), and the command of ``module``'s measured
    process (``worker``: this module's `main`, or another taking the same options) on it.
    ``dump_batches``: a file name in the folder where our measured process first writes the batches
    it times."""
    with tempfile.TemporaryDirectory(prefix="bench-train-") as tmp:
        folder = Path(tmp)
        cache, run = Path(bench.run_dir) if bench.run_dir else folder / "cache", folder / "run"
        cache.mkdir(parents=True, exist_ok=True)
        vocabs, encoded = prepare(bench.config(), cache, log)
        run.mkdir()
        for path in cache.iterdir():
            if path.name in SUBWORD_FILES:
                shutil.copy2(path, run / path.name)
        command = [sys.executable, "-m", module, "worker", "--config", bench.config_name]
        command += ["--run-dir", str(run), "--steps", str(bench.steps)]
        command += ["--warmup", str(bench.warmup), "--threads", str(bench.threads)]
        if dump_batches:
            command += ["--dump-batches", str(folder / dump_batches)]
        for text in bench.overrides:
            command += ["--set", text]
        yield PreparedRun(folder, vocabs, encoded, command)


def run_workers(
    bench: TrainBench, labels, *, module: str = "seq2seq.benchmarks.training"
) -> list[dict]:
    """Runs one measured process of ``module`` per label in ``labels`` on a `prepared_run`: their
    results, in order."""
    with prepared_run(bench, module=module) as run:
        return [
            run_worker(run.command, cpu=bench.cpu, threads=bench.threads, label=label)
            for label in labels
        ]


# -- inside the measured process -------------------------------------------------------------------
def measure_ours(config, options: argparse.Namespace) -> dict:
    """Times ``steps`` train steps of a `Trainer` on ``run_dir`` after ``warmup`` steps (the
    `worker_main` options); with ``dump_batches`` (a path) the batches are first written there
    (`write_batches`)."""
    steps, warmup, threads = options.steps, options.warmup, options.threads
    set_threads(threads)
    import tensorflow as tf

    from seq2seq.training.trainer import Trainer

    imports_rss = rss_mb()  # TensorFlow and the package, before any training object
    start = time.perf_counter()
    trainer = Trainer(config, options.run_dir, log=lambda message: print(message, file=sys.stderr))
    setup_seconds = time.perf_counter() - start
    parameters = int(sum(np.prod(v.shape) for v in trainer.model.trainable_variables))
    batches = iter(trainer.dataset(0))
    if options.dump_batches:
        # The exact batches below (warm-up and timed), e.g. for another implementation.
        first = [next(batches) for _ in range(warmup + steps)]
        write_batches(
            options.dump_batches,
            [{k: v.numpy() for k, v in b.items()} for b in first],
            trainer.vocabs.src.vocab_size,
            trainer.vocabs.tgt.vocab_size,
        )
        batches = iter(first)
    start = time.perf_counter()
    for _ in range(warmup):
        loss_sum, tokens, _ = trainer.run_step(next(batches))
        float(loss_sum)
    warmup_seconds = time.perf_counter() - start
    timed, losses = [], []
    start, cpu_start = time.perf_counter(), time.process_time()
    for _ in range(steps):
        batch = next(batches)
        loss_sum, tokens, _ = trainer.run_step(batch)
        losses.append(float(loss_sum) / float(tokens))
        timed.append(batch)
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    total = lambda key, f: sum(f(b[key].numpy()) for b in timed)
    tgt_tokens = total("tgt_len", np.sum)
    useful = useful_flops(config.model, trainer.vocabs.tgt.vocab_size, timed)
    return {
        "implementation": "seq2seq",
        "tensorflow": tf.__version__,
        "parameters": parameters,
        "steps": steps,
        "warmup": warmup,
        "threads": threads,
        "seconds": seconds,
        "seconds_per_step": seconds / steps,
        "cpu_seconds_per_step": cpu_seconds / steps,
        "tgt_tokens_per_second": float(tgt_tokens) / seconds,
        "tgt_tokens_per_step": float(tgt_tokens) / steps,
        "src_tokens_per_step": float(total("src_len", np.sum)) / steps,
        "tgt_positions_per_step": float(total("tgt_out", np.size)) / steps,
        "src_positions_per_step": float(total("src_ids", np.size)) / steps,
        "warmup_seconds": warmup_seconds,
        "setup_seconds": setup_seconds,
        "first_loss": losses[0],
        "last_loss": losses[-1],
        "peak_rss_mb": peak_rss_mb(),
        "imports_rss_mb": imports_rss,
        **rss_parts_mb(),  # after the last step, where the resident set is at its peak
        "useful_gflop_per_step": useful / steps / 1e9,
        "matmul_peak_gflops": matmul_peak_gflops(),
    }


def useful_flops(m, tgt_vocab: int, batches) -> float:
    """Floating-point operations of one training pass (forward + backward = 3 x forward) over the
    *real* tokens of ``batches`` (padding excluded), counted from the matrix products of the model:
    the encoder (bi)LSTM per source token; per target token the decoder LSTM (with input feeding),
    attention scores and context over the sentence's real source, the attention layer and the
    output layer. Biases and elementwise work are left out (a few percent)."""
    directions = 2 if m.bidirectional in ("first", "all") else 1
    enc = directions * 2 * (m.embedding_size + m.encoder_units) * 4 * m.encoder_units
    memory = directions * m.encoder_units
    cell_in = m.embedding_size + (m.attention_layer_size if m.input_feeding else 0)
    dec = 2 * (cell_in + m.decoder_units) * 4 * m.decoder_units
    dec += 2 * (m.decoder_units + memory) * m.attention_layer_size  # attention layer
    dec += 2 * m.attention_layer_size * tgt_vocab  # output layer
    total = 0.0
    for b in batches:
        src_len = np.asarray(b["src_len"], np.float64)
        tgt_len = np.asarray(b["tgt_len"], np.float64)
        total += src_len.sum() * enc + float((tgt_len * (dec + 4 * memory * src_len)).sum())
    return 3.0 * total


def matmul_peak_gflops(size: int = 1024, repeats: int = 5) -> float:
    """This process's fp32 matrix-product speed (GFLOP/s, best of ``repeats`` products of two
    ``size``-square matrices with TensorFlow, same threads as the measurement): the physical
    limit a training step can approach."""
    import tensorflow as tf

    a = tf.random.uniform([size, size])
    b = tf.random.uniform([size, size])
    tf.linalg.matmul(a, b).numpy()  # warm-up
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        tf.linalg.matmul(a, b).numpy()
        best = min(best, time.perf_counter() - start)
    return 2.0 * size**3 / best / 1e9


def write_batches(path, batches: list[dict], src_vocab: int, tgt_vocab: int) -> None:
    """Writes batches (``src_ids``, ``src_len``, ``tgt_in``, ``tgt_out``, ``tgt_len``) as
    ``b<i>/<key>`` arrays plus ``num_batches``, ``src_vocab`` and ``tgt_vocab``."""
    keys = ("src_ids", "src_len", "tgt_in", "tgt_out", "tgt_len")
    arrays = {f"b{i}/{k}": np.asarray(b[k], np.int32) for i, b in enumerate(batches) for k in keys}
    np.savez(path, num_batches=len(batches), src_vocab=src_vocab, tgt_vocab=tgt_vocab, **arrays)


# -- the benchmark ---------------------------------------------------------------------------------
def median_run(runs: list[dict]) -> dict:
    """The run with the median seconds/step (the upper median for an even count), plus the
    spread of all runs and its useful GFLOP/s."""
    ordered = sorted(runs, key=lambda r: r["seconds_per_step"])
    median = dict(ordered[len(ordered) // 2])
    median["seconds_per_step_runs"] = [r["seconds_per_step"] for r in runs]
    median["seconds_per_step_min"] = ordered[0]["seconds_per_step"]
    median["seconds_per_step_max"] = ordered[-1]["seconds_per_step"]
    if "useful_gflop_per_step" in median:
        median["useful_gflops"] = median["useful_gflop_per_step"] / median["seconds_per_step"]
    return median


def bench_training(bench: TrainBench = TrainBench()) -> dict:
    """Measures our training steps ``bench.repeats`` times (fresh processes, see the module
    docstring). Returns the median run (``ours``), every run (``runs``) and the machine."""
    labels = [f"ours (run {i + 1}/{bench.repeats})" for i in range(bench.repeats)]
    runs = run_workers(bench, labels)
    return {**bench.head(), "ours": median_run(runs), "runs": runs, "machine": machine_info()}


# The rows of a training table: label, and the figure of one side (a `median_run`).
TABLE_ROWS = (
    (
        "seconds / step",
        lambda s: (
            f"{s['seconds_per_step']:.4f} "
            f"[{s['seconds_per_step_min']:.3f}-{s['seconds_per_step_max']:.3f}]"
        ),
    ),
    ("target tokens / s (real)", lambda s: f"{s['tgt_tokens_per_second']:,.0f}"),
    ("real target tokens / step", lambda s: f"{s['tgt_tokens_per_step']:,.0f}"),
    ("target positions / step", lambda s: f"{s['tgt_positions_per_step']:,.0f}"),
    ("useful GFLOP/s", lambda s: f"{s['useful_gflops']:.1f}"),
    ("peak RSS (MB)", lambda s: f"{s['peak_rss_mb']:,.0f}"),
    ("RSS after imports (MB)", lambda s: f"{s.get('imports_rss_mb', 0):,.0f}"),
    ("  at the end: private (MB)", lambda s: f"{s.get('private_rss_mb', 0):,.0f}"),
    ("  at the end: files (MB)", lambda s: f"{s.get('file_rss_mb', 0):,.0f}"),
    ("loss first / last", lambda s: f"{s['first_loss']:.2f} / {s['last_loss']:.2f}"),
)


def peak_line(ours: dict) -> str:
    """The matrix-product peak of the measured process and the share of it ``ours`` reaches."""
    peak = ours["matmul_peak_gflops"]
    return (
        f"fp32 matrix-product peak in the same process: {peak:.1f} GFLOP/s "
        f"(ours reaches {ours['useful_gflops'] / peak:.0%} of it on real tokens)"
    )


def format_training(result: dict) -> str:
    """A short table of `bench_training`'s result (median, with the spread of s/step)."""
    ours = result["ours"]
    lines = [
        f"training speed, {result['config']}: {result['steps']} steps after {result['warmup']} "
        f"warm-up, {describe_threads(result['cpu'], result['threads'])}; median of "
        f"{result['repeats']} run(s) [min - max]"
    ]
    lines += [f"{label:26}{fmt(ours):>26}" for label, fmt in TABLE_ROWS]
    lines.append(peak_line(ours))
    return "\n".join(lines)


# -- worker entry point ----------------------------------------------------------------------------
def worker_main(argv, description: str, help: str, steps: int, measure) -> None:
    """A measured training process (the options `prepared_run` writes): ``measure(config,
    options)`` printed as one JSON line."""
    parser = argparse.ArgumentParser(description=description)
    p = parser.add_subparsers(dest="command", required=True).add_parser("worker", help=help)
    p.add_argument("--config", default="bench-small")
    p.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE")
    p.add_argument("--run-dir", required=True)
    p.add_argument("--steps", type=int, default=steps)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--dump-batches", help="write the timed batches here first (.npz)")
    args = parser.parse_args(argv)
    from seq2seq import config as config_lib

    print(json.dumps(measure(config_lib.load(args.config, args.set), args)), flush=True)


def main(argv: list[str] | None = None) -> None:
    worker_main(
        argv,
        "measured process of the training benchmark",
        "time our train steps; prints one JSON line",
        60,
        measure_ours,
    )


if __name__ == "__main__":
    main()
