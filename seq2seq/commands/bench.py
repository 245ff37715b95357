"""The `seq2seq-bench` command: speed of the input pipeline, of training and of decoding, this
implementation alone (`seq2seq.benchmarks`; the comparison with tensorflow-addons is research code
outside the package).

Each subcommand prints a short table and, with ``--json PATH``, writes its figures there.
Expected failures (bad arguments, a missing corpus or run directory, a failed measured process) are
one line on stderr with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from seq2seq.benchmarks.cli import RUNNERS
from seq2seq.commands.common import (
    CommandError,
    check_distinct_outputs,
    check_output_path,
    output_path,
    run,
    write_all,
)
from seq2seq.commands.decode_options import add_precision_argument, add_shortlist_argument
from seq2seq.commands.parser import (
    add_override_argument,
    int_between,
    make_parser,
    positive_int,
    setting,
)
from seq2seq.quiet import install_stderr_filter

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
    "serve": """examples:
  seq2seq-bench serve --run-dir runs/bench-small --cpu 0        # 20 clients x 5 requests
  seq2seq-bench serve --run-dir runs/ci --clients 8 --requests 10 --beam-size 1 --json s.json
  seq2seq-bench serve --run-dir runs/ci --server-option=--batch-wait=0.005   # a 5 ms wait""",
}


def _add_common(p: argparse.ArgumentParser, *, processes: bool = True, repeats: bool = True):
    if repeats:
        p.add_argument(
            "--repeats",
            type=int_between(1, 100),
            default=3,
            help="measurements; the median is reported (3)",
        )
    if processes:
        p.add_argument(
            "--threads",
            type=int_between(0, 1024),
            default=1,
            help="TensorFlow intra-op and inter-op threads of the measured process (default 1, "
            "comparable across machines; 0: TensorFlow's default, all cores)",
        )
        p.add_argument(
            "--cpu",
            type=int_between(0, (os.cpu_count() or 1) - 1),
            help="pin the measured processes to this core (taskset, Linux)",
        )
    p.add_argument(
        "--json",
        type=output_path,
        metavar="PATH",
        help="also write the figures to this JSON file",
    )


def add_pipeline_arguments(p: argparse.ArgumentParser) -> None:
    """The settings of the pipeline benchmark (`pipeline_result` reads them)."""
    p.add_argument(
        "--data",
        default="data/tatoeba-spa-eng",
        help="folder with train.{es,en}[.gz] (default data/tatoeba-spa-eng)",
    )
    p.add_argument(
        "--run-dir",
        type=output_path,
        help="where to keep the subword models (default: a temporary folder)",
    )
    p.add_argument("--vocab-size", type=setting("data", "vocab_size"), default=4000)
    p.add_argument("--batch-size", type=setting("train", "batch_size"), default=64)
    p.add_argument("--batch-unit", choices=("sentences", "tokens"), default="sentences")
    p.add_argument("--max-length", type=setting("data", "max_length"), default=50)
    p.add_argument(
        "--epochs",
        type=setting("train", "epochs"),
        default=1,
        help="timed epochs per repeat, after a warm-up one",
    )


def add_training_arguments(p: argparse.ArgumentParser, *, steps: int) -> None:
    """The preset, its overrides, the run directory and the step counts (train, profile; and the
    lab's training comparison with tensorflow-addons)."""
    p.add_argument(
        "--config", default="bench-small", help="a preset name or a YAML file (bench-small)"
    )
    add_override_argument(p)
    p.add_argument(
        "--run-dir",
        type=output_path,
        help="folder with (or for) the subword models and id cache, e.g. a run directory; only "
        "those are read (default: a temporary folder: trains SentencePiece first)",
    )
    p.add_argument(
        "--steps",
        type=int_between(1, 1_000_000),
        default=steps,
        help=f"measured train steps ({steps})",
    )
    p.add_argument(
        "--warmup",
        type=int_between(0, 100_000),
        default=10,
        help="untimed steps first, tracing included (10)",
    )


def _add_run_and_input(p: argparse.ArgumentParser, run_help: str) -> None:
    """``--run-dir`` and ``-i/--input`` (the sentences; default: the run corpus's test source)."""
    p.add_argument("--run-dir", required=True, help=run_help)
    p.add_argument(
        "-i",
        "--input",
        metavar="FILE",
        help="source sentences, one a line (default: the run corpus's test source)",
    )


def _add_decode_arguments(p: argparse.ArgumentParser) -> None:
    _add_run_and_input(p, "a trained run directory")
    p.add_argument(
        "-r",
        "--ref",
        metavar="FILE",
        help="references for BLEU (default: the test target; none with --input)",
    )
    p.add_argument("--beam-size", type=int_between(1, 256), default=5)
    p.add_argument("--batch-size", type=int_between(1, 100_000), default=64)
    p.add_argument("--length-penalty", type=float, help="default: the run's decode config")
    p.add_argument(
        "--sort",
        action="store_true",
        help="length-sorted batches (as translation does), not file order",
    )
    p.add_argument("--limit", type=positive_int, help="only the first LIMIT lines")
    p.add_argument(
        "--no-xla",
        action="store_true",
        help="batches of one on the graph, not the XLA-compiled search (to measure its gain)",
    )
    add_precision_argument(p)
    add_shortlist_argument(p)


def _add_serve_arguments(p: argparse.ArgumentParser) -> None:
    _add_run_and_input(p, "a trained run directory (served)")
    p.add_argument(
        "--clients", type=int_between(1, 1000), default=20, help="concurrent clients (20)"
    )
    p.add_argument(
        "--requests",
        type=int_between(1, 100_000),
        default=5,
        help="one-sentence requests per client (5)",
    )
    p.add_argument("--beam-size", type=int_between(1, 256), help="default: the run's")
    p.add_argument(
        "--server-option",
        dest="server_args",
        action="append",
        default=[],
        metavar="OPTION",
        help="a seq2seq-serve option for the server, e.g. --server-option=--batch-wait=0 "
        "(repeatable)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = make_parser(
        PROG,
        "Speed benchmarks of seq2seq: the input pipeline, training steps, decoding.",
        """examples:
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
    add_training_arguments(p, steps=60)
    _add_common(p)

    p = command("profile", "where a training step's time goes: kernel time per part, overhead")
    add_training_arguments(p, steps=30)
    _add_common(p, repeats=False)

    p = command("decode", "greedy and beam-search sentences/s (and BLEU) of a trained run")
    _add_decode_arguments(p)
    _add_common(p)

    p = command(
        "serve",
        "a load test of seq2seq-serve: latency p50/p95, requests/s, and the gain "
        "of concurrent clients over requests sent one by one",
    )
    _add_serve_arguments(p)
    _add_common(p)
    return parser


def _check_json(args: argparse.Namespace) -> None:
    """``--json``, checked before anything is measured: writable, and none of the inputs (the
    config file, the corpus folder, the trained run directory, the sentences or references)."""
    inputs = {}
    for option in ("--config", "--data", "--run-dir", "--input", "--ref"):
        value = getattr(args, option[2:].replace("-", "_"), None)
        if option == "--config" and value and not os.path.isfile(value):
            continue  # a preset's name
        if option == "--run-dir" and args.command in ("pipeline", "train", "profile"):
            continue  # bench's own folder for the subword models: an output (below)
        if value:
            inputs[f"the input {option} {value}"] = value
    if args.command in ("pipeline", "train", "profile"):
        check_distinct_outputs({"--run-dir": args.run_dir, "--json": args.json}, nested=True)
    check_output_path("--json", args.json, inputs)


def worker_failure(err: Exception) -> CommandError:
    """A measured process's failure (`WorkerError`: its label, its exit status and the tail of
    its output) as one line: the label and status, then the output's last line."""
    lines = [line for line in str(err).splitlines() if line.strip()]
    return CommandError(
        lines[0].removeprefix("[bench] ") + (f" {lines[-1]}" if len(lines) > 1 else "")
    )


def _measure(args: argparse.Namespace) -> int:
    from seq2seq.benchmarks.common import WorkerError

    if args.json:
        _check_json(args)
    try:
        table, result = RUNNERS[args.command](args)
    except WorkerError as err:
        raise worker_failure(err) from None
    print(table, flush=True)
    if args.json:
        write_all({args.json: json.dumps(result, indent=2) + "\n"})
    return 0


def bench_main(argv: list[str] | None = None) -> int:
    install_stderr_filter(argv)
    args = build_parser().parse_args(argv)
    return run(f"{PROG} {args.command}", lambda: _measure(args))


if __name__ == "__main__":
    sys.exit(bench_main())
