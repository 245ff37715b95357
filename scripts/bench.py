#!/usr/bin/env python3
"""Benchmarks. `python scripts/bench.py pipeline --data data/tatoeba-spa-eng` times the input
pipeline.

Each benchmark is a subcommand; its code lives in `lab/benchmarks/` (lab/README.md), built on the
package's own benchmarks (`seq2seq.benchmarks`: the `seq2seq-bench` command, ours alone; `pipeline`
is exactly that one). `train` (`lab.benchmarks.tfa_training`) and `decode`
(`lab.benchmarks.tfa_decoding`) compare with the tensorflow-addons reference
(`reference/tfa_reference.py`, run by the `--refenv` python), each measured process pinned to one
core (`--cpu`, `--threads`):

    python scripts/bench.py train --config bench-small --json train.json
    python scripts/bench.py decode --run-dir runs/bench-small --json decode.json
    python scripts/bench.py --reference tfa [--run-dir RUN]    # all of them, side by side

`scaling` compares the ways of using every core (threads, replicas, local workers) and `memory`
the peak RSS of a streamed 2-million-pair corpus with Tatoeba's (docs/scaling.md).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

PROG = "bench.py"

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # lab/

from seq2seq.benchmarks.cli import decode_bench, train_bench
from seq2seq.benchmarks.common import cpu_model, write_json
from seq2seq.commands.bench import add_pipeline_arguments, add_training_arguments, worker_failure
from seq2seq.commands.common import check_output_path, console
from seq2seq.commands.decode_options import add_precision_argument, add_shortlist_argument


def pipeline(args: argparse.Namespace) -> None:
    from seq2seq.benchmarks.cli import pipeline_result

    print(pipeline_result(args).summary())


def train(args: argparse.Namespace) -> None:
    from lab.benchmarks.tfa_training import bench_tfa_training, format_tfa_training

    result = bench_tfa_training(train_bench(args), reference=args.reference, refenv=args.refenv)
    print(format_tfa_training(result))
    write_json(args.json, result)


def decode(args: argparse.Namespace) -> None:
    from lab.benchmarks.tfa_decoding import bench_tfa_decoding, format_tfa_decoding

    result = bench_tfa_decoding(
        args.run_dir, decode_bench(args), reference=args.reference, refenv=args.refenv
    )
    print(format_tfa_decoding(result))
    write_json(args.json, result)


def scaling(args: argparse.Namespace) -> None:
    from lab.benchmarks.scaling import bench_scaling, format_scaling

    result = bench_scaling(
        config=args.config, overrides=args.set, steps=args.steps, repeats=args.repeats
    )
    print(format_scaling(result))
    write_json(args.json, result)


def memory(args: argparse.Namespace) -> None:
    from lab.benchmarks.memory import bench_memory, format_memory

    result = bench_memory(config=args.config, tatoeba=args.data, pairs=args.pairs, steps=args.steps)
    print(format_memory(result))
    write_json(args.json, result)


def _add_measure_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--reference",
        choices=("tfa", "none"),
        default="tfa",
        help="also measure the tensorflow-addons reference (default) or not",
    )
    p.add_argument(
        "--refenv",
        default=".refenv",
        help="reference environment (tensorflow-cpu 2.15.1 + tensorflow-addons 0.23.0): "
        "a venv folder or its python (default .refenv)",
    )
    p.add_argument("--cpu", type=int, default=0, help="core each measured process is pinned to")
    p.add_argument("--threads", type=int, default=1, help="TensorFlow intra- and inter-op threads")
    p.add_argument("--json", help="also write the result to this JSON file")


def everything(argv: list[str]) -> None:
    """No subcommand: training and (with ``--run-dir``) decoding at batch 64 (the test set) and
    batch 1 (its first ``--batch1-lines`` lines), each side against the reference, repeated; with
    ``--json`` the medians as ratios ours/tfa (> 1: ours faster) under fixed keys."""
    import os
    import platform

    from lab.benchmarks.tfa_decoding import bench_tfa_decoding_variants, format_tfa_decoding
    from lab.benchmarks.tfa_training import bench_tfa_training, format_tfa_training
    from seq2seq.benchmarks.decoding import DecodeBench
    from seq2seq.benchmarks.training import TrainBench
    from seq2seq.models.precision import cpu_has_bf16

    searches = ("greedy", "beam5")

    parser = argparse.ArgumentParser(
        description="all speed benchmarks against tfa: train, and decode when --run-dir is given"
    )
    parser.add_argument("--run-dir", help="a trained bench-small run directory for decoding")
    parser.add_argument("--repeats", type=int, default=3, help="alternating runs per figure")
    parser.add_argument("--steps", type=int, default=60, help="timed training steps per run")
    parser.add_argument("--batch1-lines", type=int, default=200, help="test lines at batch 1")
    _add_measure_options(parser)
    args = parser.parse_args(argv)
    if args.json:
        check_output_path("--json", args.json)
    if args.run_dir and args.reference != "none":  # before minutes of training
        from lab.benchmarks.tfa_decoding import check_reference_builds
        from seq2seq.benchmarks.decoding import DecodeBench

        check_reference_builds(DecodeBench().open_run(args.run_dir).run_dir)
    sides = dict(reference=None if args.reference == "none" else args.reference, refenv=args.refenv)
    how = dict(cpu=args.cpu, threads=args.threads, repeats=args.repeats)
    train = bench_tfa_training(TrainBench(steps=args.steps, **how), **sides)
    print(format_tfa_training(train), flush=True)
    results = {"train": train}
    ratios = dict(train["ratios"] or {})
    bleu = {}  # ours, by search and pass: the fast path's cost in BLEU
    if args.run_dir:
        # Each pass: its variants of ours (key suffix, DecodeBench), measured in one alternation
        # with tfa, so that the exact and the fast path divide by the same tfa runs.
        batch64 = {"b64": DecodeBench(batch_size=64, **how)}
        if cpu_has_bf16():  # the opt-in fast path: bfloat16 where this CPU multiplies it
            fast = DecodeBench(batch_size=64, precision="bfloat16", shortlist=True, **how)
            batch64["b64_fast"] = fast
        else:
            print("no b64_fast pass: this CPU has no AVX512_BF16 / AMX", flush=True)
        batch1 = {"b1": DecodeBench(batch_size=1, limit=args.batch1_lines, **how)}
        for variants in (batch64, batch1):
            measured = bench_tfa_decoding_variants(args.run_dir, variants, **sides)
            for key, result in measured.items():
                print(format_tfa_decoding(result), flush=True)
                results[f"decode_{key}"] = result
                if result.get("ratios"):
                    ratios[f"greedy_{key}"] = result["ratios"]["greedy"]["sentences_per_second"]
                    ratios[f"beam5_{key}"] = result["ratios"]["beam"]["sentences_per_second"]
                for name, label in (("greedy", "greedy"), ("beam", "beam5")):
                    if "bleu" in result["ours"][name]:
                        bleu[f"{label}_{key}"] = result["ours"][name]["bleu"]
    summary = {
        "ratios": ratios,
        "bleu": bleu,
        "repeats": args.repeats,
        "machine": {
            "cpu": platform.processor() or cpu_model(),
            "cores": os.cpu_count(),
            "pinned_core": args.cpu,
            "threads": args.threads,
            "python": platform.python_version(),
        },
        "results": results,
    }
    print("ratios ours/tfa (medians): " + ", ".join(f"{k} {v:.2f}x" for k, v in ratios.items()))
    if "greedy_b64_fast" in bleu:
        print(
            "BLEU of ours, exact / fast (--precision bfloat16 --shortlist): "
            + ", ".join(
                f"{s} {bleu[s + '_b64']:.2f} / {bleu[s + '_b64_fast']:.2f}" for s in searches
            )
        )
    write_json(args.json, summary)


@console(PROG)
def main(argv: list[str] | None = None) -> int:
    """The command (`seq2seq.commands.common`'s convention: bad input is one line and exit
    status 2, a measured process that fails is one line naming it)."""
    from seq2seq.benchmarks.common import WorkerError

    try:
        _main(sys.argv[1:] if argv is None else argv)
    except WorkerError as err:
        raise worker_failure(err) from None
    return 0


def _main(argv: list[str]) -> None:
    if not argv or argv[0] not in (
        "pipeline",
        "train",
        "decode",
        "scaling",
        "memory",
        "-h",
        "--help",
    ):
        return everything(argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    p = commands.add_parser(
        "pipeline", help="sentences/s and tokens/s of the tf.data training pipeline"
    )
    add_pipeline_arguments(p)
    p.set_defaults(func=pipeline)

    p = commands.add_parser("train", help="training speed, ours vs the tensorflow-addons reference")
    add_training_arguments(p, steps=60)
    p.add_argument(
        "--repeats",
        type=int,
        default=3,
        help="alternate the measured processes this many times; medians are reported",
    )
    _add_measure_options(p)
    p.set_defaults(func=train)

    p = commands.add_parser(
        "decode", help="greedy/beam decoding speed and BLEU, ours vs tfa, same weights"
    )
    p.add_argument("--run-dir", required=True, help="a trained run directory")
    p.add_argument(
        "--src",
        dest="input",
        metavar="SRC",
        help="source file (default: the run config's test source)",
    )
    p.add_argument("--ref", help="reference file (default: the run config's test target)")
    p.add_argument("--beam-size", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--length-penalty", type=float, help="default: the run config's (0.6)")
    p.add_argument(
        "--sort",
        action="store_true",
        help="length-sorted batches (as Translator.translate) for both sides, not file order",
    )
    p.add_argument("--repeats", type=int, default=3, help="alternating runs; medians reported")
    p.add_argument("--limit", type=int, help="only the first LIMIT lines (e.g. for batch size 1)")
    add_precision_argument(p, before="ours: ")
    add_shortlist_argument(p, before="ours: ")
    _add_measure_options(p)
    p.set_defaults(func=decode)

    p = commands.add_parser(
        "scaling",
        help="both cores: 1 process x 2 threads vs 2 replicas vs 2 local workers (tokens/s)",
    )
    p.add_argument("--config", default="bench-small", help="preset or YAML file")
    p.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE")
    p.add_argument("--steps", type=int, default=250, help="training steps per run")
    p.add_argument("--repeats", type=int, default=2, help="alternating runs; medians reported")
    p.add_argument("--json", help="also write the result to this JSON file")
    p.set_defaults(func=scaling)

    p = commands.add_parser(
        "memory",
        help="peak RSS: millions of streamed synthetic pairs vs 150k of them and Tatoeba",
    )
    p.add_argument("--config", default="bench-small", help="preset or YAML file")
    p.add_argument("--data", default="data/tatoeba-spa-eng", help="the Tatoeba corpus folder")
    p.add_argument("--pairs", type=int, default=2_000_000, help="synthetic training pairs")
    p.add_argument("--steps", type=int, default=300, help="training steps per run")
    p.add_argument("--json", help="also write the result to this JSON file")
    p.set_defaults(func=memory)

    args = parser.parse_args(argv)
    if getattr(args, "reference", None) == "none":
        args.reference = None
    if getattr(args, "json", None):
        check_output_path("--json", args.json)
    args.func(args)


if __name__ == "__main__":
    sys.exit(main())
