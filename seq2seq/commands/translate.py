"""The `seq2seq-translate` command: translate lines with one trained run directory (or an ensemble).

`parse` (the options), `read_inputs` and `_check_translate_args` (everything checked before the
model is loaded), `run` (the `Translator`), then `staged_plots` around `write_outputs` (stdout,
then all files or none) and `score`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from seq2seq import atomic
from seq2seq.commands.common import (
    check_distinct_outputs,
    check_output_dir,
    check_output_path,
    console,
    input_path_or_stdin,
    output_path,
    output_path_or_stdout,
    raise_if_stopped,
    run_folders,
    writing_all,
)
from seq2seq.commands.decode_options import (
    add_checkpoint_argument,
    add_decode_arguments,
    add_precision_argument,
    add_shortlist_argument,
    check_run_dirs,
    check_shortlist,
    check_vocabulary,
    checkpoint_inputs,
    decode_spec,
    precision_note,
)
from seq2seq.commands.parser import make_parser

PROG = "translate.py"

EXAMPLES = """examples:
  echo "Tengo hambre." | translate.py --run-dir runs/small
  translate.py --run-dir runs/small -i test.es -o test.en --ref ref.en --beam-size 5
  translate.py --run-dir runs/a --run-dir runs/b -i test.es        # an ensemble of two runs
  translate.py --run-dir runs/small -i test.es --n-best 3 --plot-attention plots/"""


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = make_parser(PROG, "Translate lines with a trained run directory.", EXAMPLES)
    parser.add_argument(
        "--run-dir",
        required=True,
        action="append",
        help="a trained run directory; repeat it to decode an ensemble (the "
        "models' log-probabilities averaged at each step)",
    )
    parser.add_argument(
        "-i", "--input", type=input_path_or_stdin, help="input file (default or -: stdin)"
    )
    parser.add_argument(
        "-o", "--output", type=output_path_or_stdout, help="output file (default or -: stdout)"
    )
    add_checkpoint_argument(parser)
    add_decode_arguments(parser)  # --n-best > 1 writes 'index ||| text ||| score' lines
    add_precision_argument(parser)
    add_shortlist_argument(parser)
    parser.add_argument("--batch-size", type=int, help="sentences searched at once")
    parser.add_argument(
        "--alignments",
        type=output_path,
        metavar="FILE.jsonl",
        help="write source/target pieces and attention weights per line",
    )
    parser.add_argument(
        "--plot-attention",
        type=output_path,
        metavar="DIR",
        help="one colour PNG heatmap per sentence, and DIR/index.html showing them all",
    )
    parser.add_argument("--ref", help="reference file: print BLEU and chrF with signatures")
    parser.add_argument(
        "--no-xla",
        action="store_true",
        help="translate a lone sentence with the graph, not the XLA-compiled search",
    )
    return parser.parse_args(argv)


def read_lines(path: str | None) -> list[str]:
    """The lines of ``path`` (stdin if None), strictly UTF-8; CRLF endings are read as LF."""
    if path is None:
        data = sys.stdin.buffer.read()
        name = "<stdin>"
    else:
        name = path
        try:
            data = Path(path).read_bytes()
        except FileNotFoundError:
            raise FileNotFoundError(f"{path}: no such file") from None
        except IsADirectoryError:
            raise _a_folder(path) from None
        except OSError as err:
            raise OSError(f"{path}: cannot read ({err.strerror or err})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise ValueError(f"{name}:{line}: invalid UTF-8 (byte 0x{data[err.start]:02x})") from None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line.rstrip("\r") for line in lines]


def _a_folder(path: str) -> ValueError:
    """The error for an input file that is a folder."""
    return ValueError(f"{path}: is a directory, not a file")


def read_inputs(args: argparse.Namespace) -> tuple[list[str], list[str] | None]:
    """The input lines and the references (None without ``--ref``), once the options are checked
    (`_check_translate_args`: the run directories exist)."""
    lines = read_lines(args.input)
    references = read_lines(args.ref) if args.ref else None
    if references is not None and len(references) != len(lines):
        raise ValueError(f"{args.ref}: {len(references)} lines but the input has {len(lines)}")
    return lines, references


class TranslationProgress:
    """Lines translated, sentences/s and ETA on ``stream``: one line redrawn in place on a
    terminal; otherwise (a log file) a plain line every ``every`` seconds, so short jobs print
    nothing. Called after each batch, it is also where a stop signal that something swallowed
    (`raise_if_stopped`) stops the work."""

    def __init__(self, total: int, stream, every: float = 10.0):
        self.total, self.stream, self.every = total, stream, every
        self.interactive = stream.isatty()
        self.done, self.started = 0, time.time()
        self.last_line = self.started

    def __call__(self, n: int) -> None:
        raise_if_stopped()
        self.done += n
        now = time.time()
        rate = self.done / max(now - self.started, 1e-9)
        eta = (self.total - self.done) / max(rate, 1e-9)
        text = f"{self.done}/{self.total} lines, {rate:,.0f} sentences/s, ETA {eta:.0f} s"
        if self.interactive:
            print(f"\r{text} ", end="", file=self.stream, flush=True)
        elif now - self.last_line >= self.every and self.done < self.total:
            print(f"{PROG}: {text}", file=self.stream, flush=True)
            self.last_line = now

    def close(self) -> None:
        if self.interactive:
            print(file=self.stream)


def _check_translate_args(args) -> None:
    """Every option's value, checked before the model is loaded (``args.spec``: the decoding
    options over the first run's config)."""
    check_run_dirs(args.run_dir, args.checkpoint)
    if args.batch_size is not None and not 1 <= args.batch_size <= 100_000:
        raise ValueError(f"--batch-size {args.batch_size}: must be between 1 and 100000")
    args.spec = decode_spec(args, args.run_dir[0])
    check_shortlist(args.shortlist, args.spec.sample, args.run_dir)
    for path in (args.input, args.ref):  # said as such, not as an output inside a folder
        if path is not None and os.path.isdir(path):
            raise _a_folder(path)
    inputs = {f"the input -i {args.input}": args.input, f"the input --ref {args.ref}": args.ref}
    for run_dir in args.run_dir:
        inputs.update(run_folders(run_dir))
    inputs.update(checkpoint_inputs(args.checkpoint))
    outputs = {"-o": args.output, "--alignments": args.alignments}
    check_distinct_outputs({**outputs, "--plot-attention": args.plot_attention})
    for option, path in outputs.items():
        if path:
            check_output_path(option, path, inputs)
    if args.plot_attention:
        from seq2seq.plotting import is_plot_folder

        check_output_dir(
            "--plot-attention",
            args.plot_attention,
            inputs=inputs,
            replaceable=is_plot_folder,
            what="a folder of attention heatmaps (NNNNN.png, index.html) or empty",
        )


def run(args: argparse.Namespace, lines: list[str]) -> list:
    """The `Translation` of every line (the model loaded, the options checked against it)."""
    from seq2seq.translator import Translator

    if note := precision_note(args.precision):
        print(f"{PROG}: {note}", file=sys.stderr)
    if len(args.run_dir) == 1:
        translator = Translator.from_dir(
            args.run_dir[0], args.checkpoint, args.precision, shortlist=args.shortlist
        )
    else:
        translator = Translator.ensemble_from_dirs(
            args.run_dir, args.checkpoint, args.precision, shortlist=args.shortlist
        )
    translator.xla = not args.no_xla
    check_vocabulary(args.spec, translator)
    progress = TranslationProgress(len(lines), sys.stderr)
    with warnings_named(args.input or "<stdin>"):
        translations = translator.translate(
            lines,
            args.spec,
            batch_size=args.batch_size,
            with_alignments=bool(args.alignments or args.plot_attention),
            progress=progress,
        )
    progress.close()
    return translations


@contextlib.contextmanager
def warnings_named(source: str) -> Iterator[None]:
    """The translator's warnings in the block (a line truncated, say) on stderr as
    ``translate.py: warning: SOURCE line N: ...``, not as a bare message."""
    import logging

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(f"{PROG}: warning: {source} %(message)s"))
    handler.setLevel(logging.WARNING)
    translator_log = logging.getLogger("seq2seq.translator")
    translator_log.addHandler(handler)
    try:
        yield
    finally:
        translator_log.removeHandler(handler)


def format_translations(args: argparse.Namespace, translations: list) -> str:
    """One line per input line, or ``index ||| text ||| score`` per hypothesis with ``--n-best``
    (an empty input line: one entry, ``index |||  ||| 0.0000``, so that every index is there)."""
    if args.spec.n_best > 1:
        out = [
            f"{i} ||| {text} ||| {score:.4f}"
            for i, tr in enumerate(translations)
            for text, score in [(h.text, h.score) for h in tr.hypotheses] or [("", 0.0)]
        ]
    else:
        out = [tr.text for tr in translations]
    return "".join(line + "\n" for line in out)


def format_alignments(translations: list) -> str:
    """One JSON object per line: source and target pieces and the attention weights."""
    return "".join(
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
        + "\n"
        for i, tr in enumerate(translations)
    )


def write_outputs(args: argparse.Namespace, translations: list) -> None:
    """``-o`` and ``--alignments`` written together or not at all; without ``-o`` the translations
    go to stdout before the files are renamed into place, so a failed stdout leaves every file
    and link as it was."""
    text = format_translations(args, translations)
    files = {args.output: text} if args.output else {}
    if args.alignments:
        files[args.alignments] = format_alignments(translations)
    with writing_all(files):
        if not args.output:
            write_stdout(text)


def write_stdout(text: str) -> None:
    """``text`` on stdout; a failed write (a full disk, a closed pipe) is an `OSError` saying so,
    and stdout then goes nowhere (the interpreter's last flush would fail again)."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError as err:
        sys.stdout = open(os.devnull, "w")
        raise OSError(f"cannot write the translations to stdout ({err.strerror or err})") from None


@contextlib.contextmanager
def staged_plots(folder: str | None, translations: list) -> Iterator[None]:
    """One attention heatmap per sentence (``NNNNN.png``, the line's index from 0, as in the n-best
    output) and an index.html (lines numbered from 1) drawn into a new folder before the block
    (the other outputs' writing), which replaces ``folder`` (an earlier one of heatmaps, checked
    by `_check_translate_args`, never a user's folder) once the block succeeds: a stop or an
    error while drawing or writing leaves every output as it was (`atomic.staged_dir`)."""
    if folder is None:
        yield
        return
    from seq2seq.plotting import plot_attention, write_html_index

    with contextlib.ExitStack() as stack:
        try:
            staged = stack.enter_context(atomic.staged_dir(folder))
            entries = []
            for i, tr in enumerate(translations):
                if tr.hypotheses:
                    hyp = tr.hypotheses[0]
                    plot_attention(
                        hyp.alignments,
                        tr.source_pieces,
                        hyp.pieces,
                        staged / f"{i:05d}.png",
                        title=f"{tr.source} -> {hyp.text}",
                    )
                    entries.append((i + 1, tr.source, hyp.text, f"{i:05d}.png"))
                else:
                    entries.append((i + 1, tr.source, "", None))
            write_html_index(staged, entries)
        except OSError as err:
            raise OSError(
                f"--plot-attention {folder}: cannot write ({err.strerror or err})"
            ) from None
        yield


def score(translations: list, references: list[str]) -> None:
    """BLEU and chrF, with their signatures, on stderr."""
    from seq2seq.evaluation import bleu, chrf

    hyps = [tr.text for tr in translations]
    print(bleu(hyps, references), file=sys.stderr)
    print(chrf(hyps, references), file=sys.stderr)


@console(PROG)
def translate_main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    _check_translate_args(args)  # before stdin is read: a bad option is said at once
    lines, references = read_inputs(args)
    translations = run(args, lines)
    with staged_plots(args.plot_attention, translations):
        write_outputs(args, translations)
    if references is not None:
        score(translations, references)
    return 0


if __name__ == "__main__":
    sys.exit(translate_main())
