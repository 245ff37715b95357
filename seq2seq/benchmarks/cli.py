"""The `seq2seq-bench` command: speed of the input pipeline, of training and of decoding, this
implementation alone (the comparison with tensorflow-addons is research code outside the package).

Each subcommand prints a short table and, with ``--json PATH``, writes its figures there: the
median repeat (``ours``), every repeat and the machine (CPU model, cores, TensorFlow version).
Expected failures (bad arguments, a missing corpus or run directory, a failed measured process) are
one line on stderr with exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

PROG = "seq2seq-bench"

EXAMPLES = {
    "pipeline": """examples:
  seq2seq-bench pipeline --data data/tatoeba-spa-eng            # after seq2seq-prepare-data
  seq2seq-bench pipeline --data data/ci-subset --batch-unit tokens --batch-size 2000
  seq2seq-bench pipeline --data data/ci-subset --repeats 5 --json pipeline.json""",
    "train": """examples:
  seq2seq-bench train --config bench-small                      # 3 runs of 60 steps, 1 thread
  seq2seq-bench train --config ci-tiny --steps 20 --repeats 1   # a quick look
  seq2seq-bench train --config bench-small --set train.batch_size=128 --json train.json
  seq2seq-bench train --config bench-small --threads 0          # TensorFlow's default threads""",
    "profile": """examples:
  seq2seq-bench profile --config bench-small --cpu 0          # 30 traced steps, one core
  seq2seq-bench profile --config ci-tiny --steps 10 --json profile.json
  seq2seq-bench profile --run-dir runs/bench-small --threads 2  # both cores, the run's vocab""",
    "decode": """examples:
  seq2seq-bench decode --run-dir runs/bench-small               # the corpus's test set, 3 runs
  seq2seq-bench decode --run-dir runs/ci --batch-size 1 --limit 200 --repeats 1
  seq2seq-bench decode --run-dir runs/ci -i input.es --beam-size 10 --json decode.json""",
}


class _Parser(argparse.ArgumentParser):
    """Usage errors are one line (``prog: error: message``) with exit status 2."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {message}\n")


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _add_common(p: argparse.ArgumentParser, *, processes: bool = True, repeats: bool = True):
    if repeats:
        p.add_argument(
            "--repeats", type=_positive, default=3, help="measurements; the median is reported (3)"
        )
    if processes:
        p.add_argument(
            "--threads",
            type=int,
            default=1,
            help="TensorFlow intra-op and inter-op threads of the measured process (default 1, "
            "comparable across machines; 0: TensorFlow's default, all cores)",
        )
        p.add_argument(
            "--cpu", type=int, help="pin the measured processes to this core (taskset, Linux)"
        )
    p.add_argument("--json", metavar="PATH", help="also write the figures to this JSON file")


def _add_training_arguments(p: argparse.ArgumentParser, *, steps: int) -> None:
    """The preset, its overrides, the run directory and the step counts (train, profile)."""
    p.add_argument(
        "--config", default="bench-small", help="a preset name or a YAML file (bench-small)"
    )
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="SECTION.KEY=VALUE",
        help="override a config key (repeatable)",
    )
    p.add_argument(
        "--run-dir",
        help="folder with (or for) the subword models and id cache, e.g. a run directory; only "
        "those are read (default: a temporary folder: trains SentencePiece first)",
    )
    p.add_argument("--steps", type=_positive, default=steps, help=f"measured train steps ({steps})")
    p.add_argument(
        "--warmup", type=int, default=10, help="untimed steps first, tracing included (10)"
    )


def add_pipeline_arguments(p: argparse.ArgumentParser) -> None:
    """The settings of the pipeline benchmark (`pipeline_result` reads them)."""
    p.add_argument(
        "--data",
        default="data/tatoeba-spa-eng",
        help="folder with train.{es,en}[.gz] (default data/tatoeba-spa-eng)",
    )
    p.add_argument(
        "--run-dir", help="where to keep the subword models (default: a temporary folder)"
    )
    p.add_argument("--vocab-size", type=_positive, default=4000)
    p.add_argument("--batch-size", type=_positive, default=64)
    p.add_argument("--batch-unit", choices=("sentences", "tokens"), default="sentences")
    p.add_argument("--max-length", type=_positive, default=50)
    p.add_argument(
        "--epochs", type=_positive, default=1, help="timed epochs per repeat, after a warm-up one"
    )


def pipeline_result(args: argparse.Namespace):
    """`bench_pipeline` with the settings of `add_pipeline_arguments` (and ``repeats``, if any)."""
    from seq2seq.benchmarks.pipeline import bench_pipeline

    if not Path(args.data).is_dir():
        where = "" if Path(args.data).is_absolute() else f" in {Path.cwd()}"
        raise FileNotFoundError(
            f"no folder {args.data}{where}: run seq2seq-prepare-data here first, or --data DIR"
        )
    return bench_pipeline(
        args.data,
        run_dir=args.run_dir,
        vocab_size=args.vocab_size,
        batch_size=args.batch_size,
        batch_unit=args.batch_unit,
        max_length=args.max_length,
        epochs=args.epochs,
        repeats=getattr(args, "repeats", 1),
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Speed benchmarks of seq2seq: the input pipeline, training steps, decoding.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="""examples:
  seq2seq-bench pipeline --data data/tatoeba-spa-eng
  seq2seq-bench train --config bench-small --json train.json
  seq2seq-bench decode --run-dir runs/bench-small --beam-size 5
(seq2seq-bench COMMAND --help: its options and more examples)""",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return commands.add_parser(
            name,
            help=help,
            description=help,
            epilog=EXAMPLES[name],
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )

    p = command("pipeline", "sentences/s, target tokens/s and padding of the training pipeline")
    add_pipeline_arguments(p)
    _add_common(p, processes=False)

    p = command("train", "seconds per training step and target tokens/s of a preset")
    _add_training_arguments(p, steps=60)
    _add_common(p)

    p = command("profile", "where a training step's time goes: kernel time per part, overhead")
    _add_training_arguments(p, steps=30)
    _add_common(p, repeats=False)

    p = command("decode", "greedy and beam-search sentences/s (and BLEU) of a trained run")
    p.add_argument("--run-dir", required=True, help="a trained run directory")
    p.add_argument(
        "-i",
        "--input",
        metavar="FILE",
        help="source sentences, one a line (default: the run corpus's test source)",
    )
    p.add_argument(
        "-r",
        "--ref",
        metavar="FILE",
        help="references for BLEU (default: the test target; none with --input)",
    )
    p.add_argument("--beam-size", type=_positive, default=5)
    p.add_argument("--batch-size", type=_positive, default=64)
    p.add_argument("--length-penalty", type=float, help="default: the run's decode config")
    p.add_argument(
        "--sort",
        action="store_true",
        help="length-sorted batches (as translation does), not file order",
    )
    p.add_argument("--limit", type=_positive, help="only the first LIMIT lines")
    p.add_argument(
        "--no-xla",
        action="store_true",
        help="batches of one on the graph, not the XLA-compiled search (to measure its gain)",
    )
    _add_common(p)
    return parser


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
    settings = {k: getattr(args, k) for k in ("vocab_size", "batch_size", "batch_unit")}
    settings.update(max_length=args.max_length, epochs=args.epochs, repeats=args.repeats)
    return table, {
        "benchmark": "pipeline",
        "data": args.data,
        **settings,
        "ours": figures,
        "machine": machine_info(),
    }


def _train(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.training import bench_training, format_training

    result = bench_training(**_training_settings(args), repeats=args.repeats)
    return format_training(result), result


def _training_settings(args) -> dict:
    """What `bench_training` and `bench_profile` measure, from `_add_training_arguments`."""
    return dict(
        config_name=args.config,
        overrides=args.set,
        run_dir=args.run_dir,
        steps=args.steps,
        warmup=args.warmup,
        cpu=args.cpu,
        threads=args.threads,
    )


def _profile(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.profile import bench_profile, format_profile

    result = bench_profile(**_training_settings(args))
    return format_profile(result), result


def _decode(args) -> tuple[str, dict]:
    from seq2seq.benchmarks.decoding import bench_decoding, format_decoding

    result = bench_decoding(
        args.run_dir,
        src=args.input,
        ref=args.ref,
        beam_size=args.beam_size,
        batch_size=args.batch_size,
        length_penalty=args.length_penalty,
        sort=args.sort,
        cpu=args.cpu,
        threads=args.threads,
        repeats=args.repeats,
        limit=args.limit,
        xla=not args.no_xla,
    )
    return format_decoding(result), result


def bench_main(argv: list[str] | None = None) -> int:
    from seq2seq.cli import EXPECTED_ERRORS, _fail
    from seq2seq.quiet import install_stderr_filter

    install_stderr_filter(argv)
    args = build_parser().parse_args(argv)
    prog = f"{PROG} {args.command}"
    from seq2seq.benchmarks.common import WorkerError, write_json

    run = {"pipeline": _pipeline, "train": _train, "profile": _profile, "decode": _decode}[
        args.command
    ]
    try:
        table, result = run(args)
        print(table, flush=True)
        write_json(args.json, result)
    except KeyboardInterrupt:
        return 130
    except WorkerError as err:
        lines = [line for line in str(err).splitlines() if line.strip()]
        message = lines[0].removeprefix("[bench] ") + (f" {lines[-1]}" if len(lines) > 1 else "")
        return _fail(prog, RuntimeError(message))
    except EXPECTED_ERRORS as err:
        return _fail(prog, err)
    return 0


if __name__ == "__main__":
    sys.exit(bench_main())
