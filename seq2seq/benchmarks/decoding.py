"""Decoding speed (and BLEU) of a trained run directory (``seq2seq-bench decode``).

`bench_decoding` runs the measured process ``repeats`` times, each fresh (``python -m
seq2seq.benchmarks.decoding worker``, optionally pinned to one core, ``threads`` intra-op and
inter-op threads): `Translator.from_dir(run_dir)` and its search tf.function (`greedy_search` /
`beam_search`, the run's length penalty, per-sentence cap ``a x source pieces + b`` from its decode
config) over batches of the source (the run corpus's test set by default) in **file order**
(``sort=True``: the length-sorted batches `Translator.translate` uses). Each search times one pass
over all batches after a warm-up pass (the first call's extra time, mostly tf.function tracing, is
reported apart), from source ids to output ids in NumPy. Output tokens are the pieces before EOS.
The ids are detokenised here with the run's SentencePiece model and scored with
`seq2seq.evaluation.bleu` when references are known. Per search, the run with the median
sentences/s is reported, with every run's figure.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from seq2seq.benchmarks.common import (
    describe_threads,
    machine_info,
    run_worker,
    set_threads,
)
from seq2seq.process_memory import peak_rss_mb

SEARCHES = ("greedy", "beam")
# Our greedy test BLEU may differ from the one training recorded (length-sorted batches: other
# padding, float round-off) but not by more than this.
RECORDED_BLEU_TOLERANCE = 1.0


@dataclass(frozen=True)
class DecodeBench:
    """What a decoding benchmark decodes and how (``seq2seq-bench decode``, and the comparison
    with tensorflow-addons in the repository's ``lab/``).

    Attributes:
        src: the source file (None: the run corpus's test source, scored against its target).
        ref: references for ``src`` (BLEU is left out without them).
        beam_size, batch_size: of the searches; greedy is beam 1.
        length_penalty: GNMT's alpha (None: the run's decode config).
        sort: length-sorted batches (as `Translator.translate`), not file order.
        cpu: the core the measured processes are pinned to (None: not pinned).
        threads: TensorFlow intra-op and inter-op threads of the measured processes (0: default).
        repeats: measured processes; per search, the median run is reported.
        limit: the first ``limit`` lines only.
        xla: batches of one with the XLA-compiled search (False: on the graph).
        precision: what the model computes in (float32, or bfloat16:
            `seq2seq.models.precision`).
        shortlist: each batch's search scores only its shortlisted target pieces
            (`seq2seq.decoding.shortlist`).
    """

    src: str | None = None
    ref: str | None = None
    beam_size: int = 5
    batch_size: int = 64
    length_penalty: float | None = None
    sort: bool = False
    cpu: int | None = None
    threads: int = 1
    repeats: int = 3
    limit: int | None = None
    xla: bool = True
    precision: str = "float32"
    shortlist: bool = False

    def open_run(self, run_dir: str | Path, *, references: bool = False) -> BenchedRun:
        """The run directory's config, the length penalty used and the files decoded (checked to
        exist; the references where they are scored, or always with ``references``).

        Raises:
            FileNotFoundError: ``run_dir`` has no ``config.yaml``, or a file is missing.
        """
        from seq2seq import config as config_lib
        from seq2seq.training.trainer import corpus_paths

        run_dir = Path(run_dir)
        if not (run_dir / "config.yaml").is_file():
            raise FileNotFoundError(f"{run_dir}: not a run directory (no config.yaml)")
        config = config_lib.load_run(run_dir)
        penalty = config.decode.length_penalty
        penalty = penalty if self.length_penalty is None else self.length_penalty
        default_src, default_ref = corpus_paths(config, "test")
        src, ref = Path(self.src or default_src), Path(self.ref or default_ref)
        scored = references or self.ref is not None or self.src is None
        for path in (src, *([ref] if scored else [])):
            if not path.is_file():
                raise FileNotFoundError(f"{path}: no such file")
        return BenchedRun(run_dir, config, penalty, src, ref if scored else None)

    def head(self, run: BenchedRun, source, references, sentences: int) -> dict:
        """The head of a decoding benchmark's result: what was decoded, and how."""
        d = run.config.decode
        return {
            "benchmark": "decode",
            "run_dir": str(run.run_dir),
            "source": str(source),
            "references": None if references is None else str(references),
            "sentences": sentences,
            "cpu": self.cpu,
            "threads": self.threads,
            "batch_size": self.batch_size,
            "beam_size": self.beam_size,
            "length_penalty": run.length_penalty,
            "max_length": f"{d.max_length_a:g} x source pieces + {d.max_length_b}",
            "sorted": self.sort,
            "repeats": self.repeats,
            "limit": self.limit,
            "precision": self.precision,
            "shortlist": self.shortlist,
        }


class BenchedRun(NamedTuple):
    """A run directory as `DecodeBench.open_run` finds it: its ``config``, the ``length_penalty``
    decoded with, the source file ``src`` and the references ``ref`` (None: not scored)."""

    run_dir: Path
    config: Any
    length_penalty: float
    src: Path
    ref: Path | None


# -- inside the measured process -------------------------------------------------------------------
def measure_ours(
    run_dir: str | Path, src_path: str | Path, bench: DecodeBench, length_penalty: float | None
) -> dict:
    """Greedy and beam search with `Translator.from_dir(run_dir)` over the (first ``bench.limit``)
    lines of ``src_path``; ids per line in file order. ``bench.xla=False``: one-sentence batches on
    the graph (`Translator.xla`)."""
    threads, batch_size, sort = bench.threads, bench.batch_size, bench.sort
    set_threads(threads)
    import tensorflow as tf

    from seq2seq.data.corpus import read_lines
    from seq2seq.data.pipeline import make_eval_batches
    from seq2seq.translator import Translator

    translator = Translator.from_dir(run_dir, precision=bench.precision, shortlist=bench.shortlist)
    translator.xla = bench.xla
    d = translator.config.decode
    penalty = d.length_penalty if length_penalty is None else length_penalty
    lines = read_lines(src_path)[: bench.limit]
    ids = translator.vocabs.src.encode(lines)
    batches = [
        (tf.constant(b["src_ids"]), tf.constant(b["src_len"]), b["index"])
        for b in make_eval_batches(ids, batch_size, sort_by_length=sort)
    ]
    result = {
        "implementation": "seq2seq",
        "tensorflow": tf.__version__,
        "threads": threads,
        "beam_size": bench.beam_size,
        "length_penalty": penalty,
        "sorted": sort,
        "sentences": len(lines),
        "xla": bench.xla and batch_size == 1,  # batches of one: the XLA-compiled search
        "precision": bench.precision,
        "shortlist": bench.shortlist,
    }
    for name, size in (("greedy", 1), ("beam", bench.beam_size)):
        # The search function `Translator.translate` uses (traced once per setting).
        spec = translator.decode_spec(beam_size=size, n_best=1, length_penalty=penalty)
        search = translator.search_function(spec, single=batch_size == 1)
        start = time.perf_counter()
        for k, (src_ids, src_len, _) in enumerate(batches):  # the warm-up pass
            out = search(src_ids, src_len)
            out.ids.numpy(), out.lengths.numpy()
            if k == 0:
                first_call = time.perf_counter() - start
        warmup = time.perf_counter() - start
        outputs, calls = [], []
        start, cpu_start = time.perf_counter(), time.process_time()
        for src_ids, src_len, index in batches:
            t = time.perf_counter()
            out = search(src_ids, src_len)
            outputs.append((index, out.ids.numpy()[:, 0], out.lengths.numpy()[:, 0]))
            calls.append(time.perf_counter() - t)
        seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
        hyps: list[list[int]] = [[] for _ in lines]
        for index, out_ids, out_len in outputs:
            for row, i in enumerate(index):
                hyps[int(i)] = out_ids[row, : out_len[row]].tolist()
        tokens = sum(len(h) for h in hyps)
        result[name] = {
            "seconds": seconds,
            "cpu_seconds": cpu_seconds,
            "cpu_sentences_per_second": len(lines) / cpu_seconds,
            "warmup_seconds": warmup,
            "trace_seconds": first_call - calls[0],
            "sentences_per_second": len(lines) / seconds,
            "tokens": tokens,
            "tokens_per_second": tokens / seconds,
            "ids": hyps,
        }
    result["peak_rss_mb"] = peak_rss_mb()
    return result


# -- the benchmark ---------------------------------------------------------------------------------
def worker_command(
    run_dir: Path, src_path: Path, out: Path, bench: DecodeBench, length_penalty: float
) -> list[str]:
    """The command line of one measured process (`main`'s ``worker``); it writes the output ids of
    both searches to ``out`` (JSON) and prints its figures."""
    command = [sys.executable, "-m", "seq2seq.benchmarks.decoding", "worker"]
    command += ["--run-dir", str(Path(run_dir).resolve()), "--src", str(Path(src_path).resolve())]
    command += ["--out", str(out), "--batch-size", str(bench.batch_size)]
    command += ["--beam-size", str(bench.beam_size), "--length-penalty", str(length_penalty)]
    command += ["--threads", str(bench.threads)] + (["--sort"] if bench.sort else [])
    command += ["--limit", str(bench.limit)] if bench.limit else []
    command += ["--precision", bench.precision] + (["--shortlist"] if bench.shortlist else [])
    return command + ([] if bench.xla else ["--no-xla"])


def median_by_search(runs: list[dict]) -> dict:
    """Per search (greedy, beam), the run with the median sentences/s, with every run's figure."""
    result = dict(runs[0])
    for name in SEARCHES:
        ordered = sorted(runs, key=lambda r: r[name]["sentences_per_second"])
        result[name] = dict(ordered[len(ordered) // 2][name])
        result[name]["sentences_per_second_runs"] = [r[name]["sentences_per_second"] for r in runs]
    return result


def with_ids(impl: dict, path: Path) -> dict:
    """``impl`` (a `median_by_search`) with each search's output ``ids`` from the JSON file that
    our measured process wrote."""
    for name, data in json.loads(path.read_text()).items():
        impl[name]["ids"] = data["ids"]
    return impl


def score(impl: dict, vocabs, references: list[str] | None) -> None:
    """Takes each search's output ``ids`` out of ``impl`` and, with ``references``, adds its BLEU
    (``bleu``, ``bleu_signature``) on the detokenised outputs."""
    from seq2seq.evaluation import bleu

    for name in SEARCHES:
        ids = impl[name].pop("ids")
        if references is not None:
            result = bleu([vocabs.tgt.decode(i) for i in ids], references)
            impl[name]["bleu"], impl[name]["bleu_signature"] = result.score, result.signature


def recorded_bleu(run_dir: Path) -> dict | None:
    """Test BLEU that training recorded in ``run_dir/results.json`` (greedy / beam), if any."""
    path = run_dir / "results.json"
    if not path.exists():
        return None
    results = json.loads(path.read_text(encoding="utf-8"))
    recorded = {"greedy": results.get("greedy", {}).get("bleu")}
    beams = [key for key in results if key.startswith("beam")]
    recorded["beam"] = results[beams[0]].get("bleu") if beams else None
    recorded["beam_key"] = beams[0] if beams else None
    return recorded


def recorded_bleu_line(recorded: dict | None, greedy_bleu: float | None) -> str | None:
    """The BLEU training recorded, and whether ``greedy_bleu`` (ours, now) agrees with it."""
    if not recorded or recorded.get("greedy") is None or greedy_bleu is None:
        return None
    off = abs(recorded["greedy"] - greedy_bleu) > RECORDED_BLEU_TOLERANCE
    beam = recorded.get("beam")
    return (
        f"training recorded test BLEU greedy {recorded['greedy']:.2f}"
        + (f", {recorded['beam_key']} {beam:.2f}" if beam is not None else "")
        + (
            f" -- WARNING: ours differs by more than {RECORDED_BLEU_TOLERANCE:g}: "
            "Translator.from_dir did not load the trained model"
            if off
            else " (consistent)"
        )
    )


def bench_decoding(run_dir: str | Path, bench: DecodeBench = DecodeBench()) -> dict:
    """Measures our searches over ``run_dir`` as described in the module docstring."""
    from seq2seq.checkpoint import check_readable
    from seq2seq.data.corpus import read_lines
    from seq2seq.data.subword import Vocabularies

    run = bench.open_run(run_dir)
    references = None if run.ref is None else read_lines(run.ref)[: bench.limit]
    vocabs = Vocabularies.load(run.run_dir)
    check_readable(run.run_dir)  # a damaged model is one line now, not a failed measured process
    with tempfile.TemporaryDirectory(prefix="bench-decode-") as tmp:
        out = Path(tmp) / "ours.json"
        command = worker_command(run.run_dir, run.src, out, bench, run.length_penalty)
        runs = [
            run_worker(command, cpu=bench.cpu, threads=bench.threads, label=label)
            for label in (f"ours (run {i + 1}/{bench.repeats})" for i in range(bench.repeats))
        ]
        ours = with_ids(median_by_search(runs), out)
    score(ours, vocabs, references)
    recorded = bench.src is None and not bench.limit
    return {
        **bench.head(run, run.src, run.ref, ours["sentences"]),
        "ours": ours,
        "runs": runs,
        "recorded_bleu": recorded_bleu(run.run_dir) if recorded else None,
        "machine": machine_info(),
    }


# The rows of a decoding table, per search: label, key of the search's figures, format.
TABLE_ROWS = (
    ("sentences / s", "sentences_per_second", "{:,.1f}"),
    ("sentences / CPU s", "cpu_sentences_per_second", "{:,.1f}"),
    ("output tokens / s", "tokens_per_second", "{:,.0f}"),
    ("output tokens", "tokens", "{:,}"),
    ("BLEU", "bleu", "{:.2f}"),
    ("warm-up pass (s)", "warmup_seconds", "{:.2f}"),
    ("first-call tracing (s)", "trace_seconds", "{:.2f}"),
)


def format_decoding(result: dict) -> str:
    """A short table of `bench_decoding`'s result (medians)."""
    ours = result["ours"]
    order = "length-sorted" if result["sorted"] else "file order"
    if result["batch_size"] == 1:
        order += ", XLA" if ours.get("xla") else ", graph"
    lines = [
        f"decoding speed, {result['run_dir']}: {result['sentences']} sentences of "
        f"{result['source']}, batches of {result['batch_size']} ({order}), beam "
        f"{result['beam_size']} with length penalty {result['length_penalty']:g}, max length "
        f"{result['max_length']}, {describe_threads(result['cpu'], result['threads'])}; median "
        f"of {result['repeats']} run(s)",
        f"{'':30} {'ours (TF ' + ours['tensorflow'] + ')':>18}",
    ]
    for name, label in (("greedy", "greedy"), ("beam", f"beam {result['beam_size']}")):
        for row, key, fmt in TABLE_ROWS:
            if key in ours[name]:
                lines.append(f"{label + ' ' + row:30} {fmt.format(ours[name][key]):>18}")
    lines.append(f"{'peak RSS (MB)':30} {ours['peak_rss_mb']:>18,.0f}")
    if "bleu_signature" in ours["greedy"]:
        lines.append(f"BLEU signature: {ours['greedy']['bleu_signature']}")
    recorded = recorded_bleu_line(result.get("recorded_bleu"), ours["greedy"].get("bleu"))
    if recorded:
        lines.append(recorded)
    return "\n".join(lines)


# -- worker entry point ----------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="measured process of the decoding benchmark")
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("worker", help="time our searches; writes ids to --out")
    p.add_argument("--run-dir", required=True)
    p.add_argument("--src", required=True)
    p.add_argument("--out", required=True, help="JSON file for the output ids")
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--beam-size", type=int, default=5)
    p.add_argument("--length-penalty", type=float)
    p.add_argument("--sort", action="store_true")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--limit", type=int, help="the first LIMIT lines only")
    p.add_argument("--no-xla", action="store_true", help="batches of one on the graph")
    p.add_argument("--precision", default="float32")
    p.add_argument("--shortlist", action="store_true")
    args = parser.parse_args(argv)
    keys = ("beam_size", "batch_size", "sort", "threads", "precision", "shortlist")
    settings = {key: getattr(args, key) for key in keys}
    bench = DecodeBench(**settings, limit=args.limit, xla=not args.no_xla)
    result = measure_ours(args.run_dir, args.src, bench, args.length_penalty)
    ids = {name: {"ids": result[name].pop("ids")} for name in SEARCHES}
    Path(args.out).write_text(json.dumps(ids))
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
