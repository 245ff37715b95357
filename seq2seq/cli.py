"""Command-line entry points: the `seq2seq-train`, `seq2seq-translate` and `seq2seq-average`
commands (console scripts).

Every expected failure (bad config, bad corpus, missing run directory or checkpoint, invalid input)
is reported as one line on stderr with exit status 2, and leaves no partial output behind.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
import time
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from seq2seq.quiet import install_stderr_filter

EXPECTED_ERRORS = (ValueError, FileNotFoundError, UnicodeDecodeError, OSError)


def _fail(prog: str, err: Exception) -> int:
    message = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    print(f"{prog}: error: {message}", file=sys.stderr)
    return 2


def train_main(argv=None) -> int:
    install_stderr_filter(argv)
    parser = argparse.ArgumentParser(
        prog="train.py",
        description="Train an attentional seq2seq model into a run directory.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="""examples:
  train.py --config ci-tiny --run-dir runs/ci              # minutes (after seq2seq-prepare-data)
  train.py --config bench-small --set train.seed=1235 --record docs/results
  train.py --config best --set train.time_budget=3600     # one hour of training
  train.py --config ci-tiny --run-dir runs/ci              # again: resumes where it stopped""",
    )
    parser.add_argument(
        "--config",
        required=True,
        help="a preset name (ci-tiny, demo, bench-small, base) or a YAML file",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="SECTION.KEY=VALUE",
        help="override a config key (repeatable)",
    )
    parser.add_argument("--run-dir", help="where everything goes (default: runs/<config name>)")
    parser.add_argument(
        "--record",
        metavar="DIR",
        help="also copy results.json and config.yaml to DIR/<preset>-seed<N>.*",
    )
    parser.add_argument(
        "--local-workers",
        type=int,
        default=0,
        metavar="N",
        help="train as a cluster of N worker processes on this machine "
        "(train.strategy=multi_worker; see docs/scaling.md)",
    )
    args = parser.parse_args(argv)

    from seq2seq import config as config_lib
    from seq2seq.errors import Interrupted, WorkerLost
    from seq2seq.training.cluster import ClusterError, ClusterRole

    run_dir = Path(args.run_dir or f"runs/{Path(args.config).stem}")
    existed = run_dir.exists()
    try:
        config = config_lib.load(args.config, args.set)  # before TensorFlow is even imported
        if args.local_workers:
            return _local_cluster(args, config)
        role = (
            ClusterRole.from_environment()
            if config.train.strategy == "multi_worker"
            else ClusterRole()
        )
        from seq2seq.training.trainer import default_log, record_results, train

        preset = Path(args.config).stem
        log = default_log(run_dir) if role.is_chief else _worker_log()
        results = train(config, run_dir, log, preset=preset)
        if args.record and role.is_chief:
            record_results(run_dir, args.record, f"{preset}-seed{config.train.seed}")
    except KeyboardInterrupt:
        return 130
    except Interrupted as stop:
        return 128 + stop.signum
    except WorkerLost as err:
        print(f"train.py: error: {err}", file=sys.stderr)
        return 75  # EX_TEMPFAIL: run it again
    except (ClusterError, *EXPECTED_ERRORS) as err:
        if not existed and not (run_dir / "checkpoints").is_dir() and role_is_chief():
            shutil.rmtree(run_dir, ignore_errors=True)  # made by this call, holds nothing trained
        return _fail("train.py", err)
    if results:  # a non-chief worker has none
        print(json.dumps(results.get("test", {}), indent=2))
    return 0


def role_is_chief() -> bool:
    """Whether this process may clean up the run directory (False for a non-chief worker)."""
    from seq2seq.training.cluster import ClusterError, ClusterRole

    try:
        return ClusterRole.from_environment().is_chief
    except ClusterError:
        return False


def _worker_log():
    """A non-chief worker's log: printed only (the run directory is the chief's)."""
    import time

    def log(message: str) -> None:
        print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)

    return log


def _local_cluster(args: argparse.Namespace, config) -> int:
    """``--local-workers N``: the same command as N workers (`seq2seq.training.local_cluster`)."""
    from seq2seq.config import ConfigError
    from seq2seq.training.local_cluster import run_local_cluster

    if args.local_workers < 1:
        raise ConfigError(f"--local-workers: {args.local_workers} is not a number of workers")
    if config.train.strategy not in ("default", "multi_worker"):
        raise ConfigError(
            f"--local-workers runs train.strategy=multi_worker, not {config.train.strategy}"
        )
    command = [
        sys.executable,
        "-c",
        "import sys; from seq2seq.cli import train_main; sys.exit(train_main())",
        "--config",
        args.config,
    ]
    for override in args.set:
        command += ["--set", override]
    command += ["--set", "train.strategy=multi_worker"]
    command += ["--run-dir", str(args.run_dir or f"runs/{Path(args.config).stem}")]
    if args.record:
        command += ["--record", args.record]
    package_root = str(Path(__file__).resolve().parent.parent)  # this checkout's seq2seq
    return run_local_cluster(command, args.local_workers, pythonpath=package_root)


def _read_input(path: str | None) -> list[str]:
    if path is None:
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        data = Path(path).read_bytes()
        name = path
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise ValueError(f"{name}:{line}: invalid UTF-8 (byte 0x{data[err.start]:02x})") from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line.rstrip("\r") for line in lines]


class _TranslationProgress:
    """Lines translated, sentences/s and ETA on ``stream``: one line redrawn in place on a
    terminal; otherwise (a log file) a plain line every ``every`` seconds, so short jobs print
    nothing."""

    def __init__(self, total: int, stream, every: float = 10.0):
        self.total, self.stream, self.every = total, stream, every
        self.interactive = stream.isatty()
        self.done, self.started = 0, time.time()
        self.last_line = self.started

    def __call__(self, n: int) -> None:
        self.done += n
        now = time.time()
        rate = self.done / max(now - self.started, 1e-9)
        eta = (self.total - self.done) / max(rate, 1e-9)
        text = f"{self.done}/{self.total} lines, {rate:,.0f} sentences/s, ETA {eta:.0f} s"
        if self.interactive:
            print(f"\r{text} ", end="", file=self.stream, flush=True)
        elif now - self.last_line >= self.every and self.done < self.total:
            print(f"translate.py: {text}", file=self.stream, flush=True)
            self.last_line = now

    def close(self) -> None:
        if self.interactive:
            print(file=self.stream)


def _check_output_path(option: str, path: str) -> None:
    """Refuses, before any work, an output path that could not be written."""
    target = Path(path)
    if target.is_dir():
        raise ValueError(f"{option} {path}: is a directory")
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise ValueError(f"{option} {path}: no such directory {parent}")
    if not os.access(parent, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise ValueError(f"{option} {path}: not writable")


def _check_translate_args(args) -> None:
    """Every option's value, checked before the model is loaded."""
    for name in ("beam_size", "batch_size"):
        value = getattr(args, name)
        if value is not None and not 1 <= value <= (256 if name == "beam_size" else 100_000):
            raise ValueError(
                f"--{name.replace('_', '-')} {value}: must be between 1 and "
                f"{256 if name == 'beam_size' else 100_000}"
            )
    if args.n_best < 1:
        raise ValueError(f"--n-best {args.n_best}: must be at least 1")
    for name in ("length_penalty", "coverage_penalty"):
        value = getattr(args, name)
        if value is not None and not (math.isfinite(value) and value >= 0):
            raise ValueError(f"--{name.replace('_', '-')} {value}: must be a finite number >= 0")
    if args.sample and not (math.isfinite(args.temperature) and args.temperature > 0):
        raise ValueError(f"--temperature {args.temperature}: must be a finite number > 0")
    if args.top_k < 0:
        raise ValueError(f"--top-k {args.top_k}: must be >= 0 (0: all tokens)")
    for option, path in (("-o", args.output), ("--alignments", args.alignments)):
        if path:
            _check_output_path(option, path)
    if (
        args.plot_attention
        and Path(args.plot_attention).exists()
        and not Path(args.plot_attention).is_dir()
    ):
        raise ValueError(f"--plot-attention {args.plot_attention}: exists and is not a directory")


def _write_all(outputs: dict[str, str]) -> None:
    """Writes every ``path: text`` or none: all to temporary files first, then renamed."""
    tmps = {}
    try:
        for path, text in outputs.items():
            tmp = Path(path).with_name(Path(path).name + ".tmp")
            tmps[tmp] = path
            tmp.write_text(text, encoding="utf-8")
    except OSError as err:
        for tmp in tmps:
            tmp.unlink(missing_ok=True)
        raise OSError(f"{tmps.get(tmp, tmp)}: cannot write ({err.strerror or err})") from None
    for tmp, path in tmps.items():
        tmp.replace(path)


def translate_main(argv=None) -> int:
    install_stderr_filter(argv)
    parser = argparse.ArgumentParser(
        prog="translate.py",
        description="Translate lines with a trained run directory.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="""examples:
  echo "Tengo hambre." | translate.py --run-dir runs/small
  translate.py --run-dir runs/small -i test.es -o test.en --ref ref.en --beam-size 5
  translate.py --run-dir runs/a --run-dir runs/b -i test.es        # an ensemble of two runs
  translate.py --run-dir runs/small -i test.es --n-best 3 --plot-attention plots/""",
    )
    parser.add_argument(
        "--run-dir",
        required=True,
        action="append",
        help="a trained run directory; repeat it to decode an ensemble (the "
        "models' log-probabilities averaged at each step)",
    )
    parser.add_argument("-i", "--input", help="input file (default: stdin)")
    parser.add_argument("-o", "--output", help="output file (default: stdout)")
    parser.add_argument(
        "--checkpoint",
        default="final",
        help="final (the chosen model), best, latest or a checkpoint path",
    )
    parser.add_argument("--beam-size", type=int)
    parser.add_argument(
        "--n-best",
        type=int,
        default=1,
        help="hypotheses per line; >1 writes 'index ||| text ||| score' lines",
    )
    parser.add_argument("--length-penalty", type=float)
    parser.add_argument("--coverage-penalty", type=float)
    parser.add_argument("--batch-size", type=int)
    parser.add_argument(
        "--sample",
        action="store_true",
        help="sample translations instead of searching (see --temperature, --top-k)",
    )
    parser.add_argument("--temperature", type=float, default=1.0)
    parser.add_argument("--top-k", type=int, default=0, help="with --sample: 0 means all tokens")
    parser.add_argument("--seed", type=int, default=0, help="with --sample")
    parser.add_argument(
        "--alignments",
        metavar="FILE.jsonl",
        help="write source/target pieces and attention weights per line",
    )
    parser.add_argument(
        "--plot-attention",
        metavar="DIR",
        help="one colour PNG heatmap per sentence, and DIR/index.html showing them all",
    )
    parser.add_argument("--ref", help="reference file: print BLEU and chrF with signatures")
    parser.add_argument(
        "--no-xla",
        action="store_true",
        help="translate a lone sentence with the graph, not the XLA-compiled search",
    )
    args = parser.parse_args(argv)

    from seq2seq.evaluation import bleu, chrf

    try:
        for run_dir in map(Path, args.run_dir):
            if not (run_dir / "config.yaml").is_file():
                raise FileNotFoundError(f"{run_dir}: no such run directory (no config.yaml)")
        lines = _read_input(args.input)
        references = _read_input(args.ref) if args.ref else None
        if references is not None and len(references) != len(lines):
            raise ValueError(f"{args.ref}: {len(references)} lines but the input has {len(lines)}")
        _check_translate_args(args)
        from seq2seq.translator import Sampling, Translator

        if len(args.run_dir) == 1:
            translator = Translator.from_dir(args.run_dir[0], args.checkpoint)
        else:
            translator = Translator.ensemble_from_dirs(args.run_dir, args.checkpoint)
        translator.xla = not args.no_xla
        beam = args.beam_size or translator.config.decode.beam_size
        if not args.sample and args.n_best > beam:
            raise ValueError(f"--n-best {args.n_best}: more than the beam size ({beam})")
        if args.sample and args.n_best > 1:
            raise ValueError("--n-best: sampling gives one translation per line")
        vocabulary = translator.vocabs.tgt.vocab_size
        if args.sample and args.top_k > vocabulary:
            raise ValueError(
                f"--top-k {args.top_k}: more than the target vocabulary ({vocabulary} pieces)"
            )
        progress = _TranslationProgress(len(lines), sys.stderr)
        translations = translator.translate(
            lines,
            beam_size=args.beam_size,
            n_best=args.n_best,
            length_penalty=args.length_penalty,
            coverage_penalty=args.coverage_penalty,
            batch_size=args.batch_size,
            with_alignments=bool(args.alignments or args.plot_attention),
            progress=progress,
            sampling=Sampling(args.temperature, args.top_k, args.seed) if args.sample else None,
        )
        progress.close()
    except KeyboardInterrupt:
        return 130
    except EXPECTED_ERRORS as err:
        return _fail("translate.py", err)

    if args.n_best > 1:
        out = [
            f"{i} ||| {h.text} ||| {h.score:.4f}"
            for i, tr in enumerate(translations)
            for h in tr.hypotheses
        ]
    else:
        out = [tr.text for tr in translations]
    text = "".join(line + "\n" for line in out)
    files = {}
    if args.output:
        files[args.output] = text
    if args.alignments:
        rows = [
            json.dumps(
                {
                    "line": i,
                    "source": tr.source_pieces,
                    # One alignment row per target piece (the final EOS step has none).
                    "target": tr.hypotheses[0].pieces if tr.hypotheses else [],
                    "alignments": tr.hypotheses[0].alignments.tolist() if tr.hypotheses else [],
                },
                ensure_ascii=False,
            )
            for i, tr in enumerate(translations)
        ]
        files[args.alignments] = "".join(r + "\n" for r in rows)
    try:
        _write_all(files)
    except OSError as err:
        return _fail("translate.py", err)
    if not args.output:
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except OSError as err:
            for path in files:  # written just now for this output: take them back
                Path(path).unlink(missing_ok=True)
            sys.stdout = open(os.devnull, "w")
            return _fail(
                "translate.py",
                OSError(f"cannot write the translations to stdout ({err.strerror or err})"),
            )
    if args.plot_attention:
        from seq2seq.plotting import plot_attention, write_html_index

        folder = Path(args.plot_attention)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            entries = []
            for i, tr in enumerate(translations):
                if tr.hypotheses:
                    hyp = tr.hypotheses[0]
                    plot_attention(
                        hyp.alignments,
                        tr.source_pieces,
                        hyp.pieces,
                        folder / f"{i:05d}.png",
                        title=f"{tr.source} -> {hyp.text}",
                    )
                    entries.append((tr.source, hyp.text, f"{i:05d}.png"))
            write_html_index(folder, entries)
        except OSError as err:
            return _fail(
                "translate.py",
                OSError(f"--plot-attention {folder}: cannot write ({err.strerror or err})"),
            )
    if references is not None:
        hyps = [tr.text for tr in translations]
        print(bleu(hyps, references), file=sys.stderr)
        print(chrf(hyps, references), file=sys.stderr)
    return 0


def average_main(argv=None) -> int:
    install_stderr_filter(argv)
    parser = argparse.ArgumentParser(
        prog="average.py",
        description="Average checkpoints of a run directory into one.",
        epilog="example: average.py --run-dir runs/small --last 5  (writes runs/small/averaged/)",
    )
    parser.add_argument("--run-dir", required=True)
    parser.add_argument(
        "--last", type=int, default=0, help="average the last N kept checkpoints of checkpoints/"
    )
    parser.add_argument(
        "--checkpoints",
        nargs="+",
        default=[],
        metavar="PREFIX",
        help="or these checkpoint prefixes (e.g. runs/small/checkpoints/ckpt-3000)",
    )
    parser.add_argument("--out", help="output folder (default: RUN_DIR/averaged)")
    args = parser.parse_args(argv)
    try:
        if bool(args.last) == bool(args.checkpoints):
            raise ValueError("give either --last N (N >= 1) or --checkpoints")
        if args.out:
            _check_output_path("--out", args.out)
        from seq2seq.training.averaging import average_run

        path = average_run(args.run_dir, last=args.last, checkpoints=args.checkpoints, out=args.out)
    except KeyboardInterrupt:
        return 130
    except EXPECTED_ERRORS as err:
        return _fail("average.py", err)
    print(path)
    return 0
