"""The benchmarks behind the `seq2seq-bench` command (`seq2seq.commands.bench`, which holds its
options): speed of the input pipeline, of training and of decoding, this implementation alone (the
comparison with tensorflow-addons is research code outside the package).

`RUNNERS` maps each subcommand to a function of its parsed options that measures and returns the
table to print and the figures for ``--json``: the median repeat (``ours``), every repeat and the
machine (CPU model, cores, TensorFlow version).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


# The pipeline options (`commands.bench.add_pipeline_arguments`) `bench_pipeline` takes by name.
PIPELINE_SETTINGS = ("run_dir", "vocab_size", "batch_size", "batch_unit", "max_length", "epochs")


def pipeline_result(args: argparse.Namespace):
    """`bench_pipeline` with the pipeline options (`commands.bench.add_pipeline_arguments`) and
    ``repeats``, if any."""
    from seq2seq.benchmarks.pipeline import bench_pipeline

    if not Path(args.data).is_dir():
        where = "" if Path(args.data).is_absolute() else f" in {Path.cwd()}"
        raise FileNotFoundError(
            f"no folder {args.data}{where}: run seq2seq-prepare-data here first, or --data DIR"
        )
    settings = {key: getattr(args, key) for key in PIPELINE_SETTINGS}
    return bench_pipeline(args.data, **settings, repeats=getattr(args, "repeats", 1))


def _pipeline(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.common import machine_info

    result = pipeline_result(args)
    figures = result.to_dict()
    runs = ", ".join(f"{s:,.0f}" for s in figures["sentences_per_second_runs"])
    table = "\n".join(
        [
            f"input pipeline, {args.data}: batches of {args.batch_size} {args.batch_unit}, "
            f"{args.epochs} epoch(s) after a warm-up one; median of {args.repeats} repeat(s)",
            f"{'sentences / s':26}{figures['sentences_per_second']:>14,.0f}   [{runs}]",
            f"{'target tokens / s (real)':26}{figures['tgt_tokens_per_second']:>14,.0f}",
            f"{'batches':26}{result.batches:>14,}",
            f"{'padding':26}{result.padding:>14.1%}",
            f"{'setup (s)':26}{result.setup_seconds:>14.1f}",
        ]
    )
    settings = {k: getattr(args, k) for k in (*PIPELINE_SETTINGS, "repeats") if k != "run_dir"}
    return table, {
        "benchmark": "pipeline",
        "data": args.data,
        **settings,
        "ours": figures,
        "machine": machine_info(),
    }


def _settings(cls, args: argparse.Namespace, **values):
    """The settings dataclass ``cls`` from the parsed options of the same names (a field without
    one keeps its default), with ``values`` over them."""
    names = [field.name for field in dataclasses.fields(cls)]
    options = {name: getattr(args, name) for name in names if hasattr(args, name)}
    return cls(**{**options, **values})


def train_bench(args: argparse.Namespace):
    """The `TrainBench` of the options of ``train`` and ``profile`` (``--config``, ``--set``,
    ``--run-dir``, ``--steps``, ``--warmup``, ``--cpu``, ``--threads``, ``--repeats``)."""
    from seq2seq.benchmarks.training import TrainBench

    return _settings(TrainBench, args, config_name=args.config, overrides=tuple(args.set))


def decode_bench(args: argparse.Namespace):
    """The `DecodeBench` of the options of ``decode`` (``--input`` is its ``src``; ``--no-xla``,
    where there is one, turns ``xla`` off)."""
    from seq2seq.benchmarks.decoding import DecodeBench

    return _settings(DecodeBench, args, src=args.input, xla=not getattr(args, "no_xla", False))


def _train(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.training import bench_training, format_training

    result = bench_training(train_bench(args))
    return format_training(result), result


def _profile(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.profile import bench_profile, format_profile

    result = bench_profile(train_bench(args))
    return format_profile(result), result


def _decode(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.decoding import bench_decoding, format_decoding

    result = bench_decoding(args.run_dir, decode_bench(args))
    return format_decoding(result), result


def _serve(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.serving import ServeBench, bench_serving, format_serving

    bench = _settings(ServeBench, args, src=args.input, server_args=tuple(args.server_args))
    result = bench_serving(args.run_dir, bench)
    return format_serving(result), result


# The measurement of each `seq2seq-bench` subcommand: parsed options -> (table, figures).
RUNNERS = {
    "pipeline": _pipeline,
    "train": _train,
    "profile": _profile,
    "decode": _decode,
    "serve": _serve,
}
