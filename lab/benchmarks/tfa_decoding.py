"""Decoding speed and BLEU of a trained run directory: ours against tensorflow-addons, same weights.

`bench_tfa_decoding` (``scripts/bench.py decode``) translates the test source (1,348 sentences for
Tatoeba) in batches of 64, greedy and beam search, in two measured processes pinned to one core
with ``threads`` intra-/inter-op threads (see `lab.benchmarks.refenv.pinned_json`):

* **ours** (``python -m seq2seq.benchmarks.decoding worker``, the measured process of the package's
  own benchmark, `seq2seq.benchmarks.decoding`): `Translator.from_dir(run_dir)` and
  its search tf.function (`greedy_search` / `beam_search`, GNMT length penalty, per-sentence cap
  ``a x source pieces + b`` from the run's decode config) over batches in **file order** (the
  reference's order; ``sort=True`` shows ours with the length-sorted batches `Translator.translate`
  uses).
* **reference** (``reference/tfa_reference.py decode``): this process exports the run's weights
  under canonical names (`lab.benchmarks.weights`) with the file-order batches and a per-batch cap
  (``a x the batch's longest source + b``: tfa only has ``maximum_iterations``,
  `lab.benchmarks.tfa_inputs.source_batches`); the script builds
  the identical tfa model, loads the weights and decodes with ``BasicDecoder`` +
  ``GreedyEmbeddingSampler`` and ``BeamSearchDecoder`` (``tile_batch`` on memory, lengths and
  state).

Both time one pass over all batches after a warm-up pass (the first call's extra time, mostly
tf.function tracing, is reported apart), from source ids to output ids in NumPy. Output tokens are
the pieces before EOS. Ids are detokenised here with the run's SentencePiece model and scored with
`seq2seq.evaluation.bleu`: with identical weights the two BLEU scores must be close. The mapping
is also checked directly: teacher-forced logits of both implementations on the first test batch
must agree to ``1e-4``.

The settings are the package's `seq2seq.benchmarks.decoding.DecodeBench`, and so are our measured
process, the medians, the scoring and the table rows.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

from lab.benchmarks.refenv import alternate, reference_python, tfa_decode_command
from lab.benchmarks.tfa_inputs import source_batches
from seq2seq.benchmarks.decoding import (
    SEARCHES,
    TABLE_ROWS,
    DecodeBench,
    median_by_search,
    recorded_bleu,
    recorded_bleu_line,
    score,
    with_ids,
    worker_command,
)

LOGITS_TOLERANCE = 1e-4
# scripts/bench.py's default: every measured process pinned to core 0.
DEFAULT = DecodeBench(cpu=0)
# The measured sides, as the progress lines name them.
LABELS = {"ours": "ours", "reference": "tfa reference"}
# The figures compared as speed-ups of ours over tfa.
RATIOS = ("sentences_per_second", "cpu_sentences_per_second", "tokens_per_second")


def check_reference_builds(run_dir: Path) -> None:
    """A `ValueError` naming the first setting of ``run_dir``'s model that the tfa reference
    cannot build: it builds bench-small (shared/benchmarks.md) with Luong or Bahdanau attention
    and the run's vocabularies (dropout does not matter in decoding)."""
    import dataclasses

    from seq2seq import config as config_lib

    ours = config_lib.load_run(run_dir).model
    bench_small = config_lib.load("bench-small").model
    for field in dataclasses.fields(bench_small):
        name, value, wanted = (
            field.name,
            getattr(ours, field.name),
            getattr(bench_small, field.name),
        )
        if name == "dropout" or (name == "attention" and value in ("luong", "bahdanau")):
            continue
        if value != wanted:
            raise ValueError(
                f"{run_dir}: model.{name} is {value}, and the tfa reference builds bench-small "
                f"only ({wanted}); seq2seq-bench decode measures any run without it"
            )


# -- the comparison --------------------------------------------------------------------------------
def export_reference_inputs(
    run_dir: Path, src_path: Path, ref_path: Path, path: Path, *, batch_size: int, sort: bool
) -> tuple[dict, np.ndarray, object]:
    """Writes the weights, the file-order batches (with per-batch caps) and a teacher-forced check
    batch to ``path``; returns ``(check batch, our check logits [B, T, V], vocabs)``."""
    import tensorflow as tf

    from lab.benchmarks.weights import export_weights
    from seq2seq.data.corpus import read_lines
    from seq2seq.data.subword import BOS_ID
    from seq2seq.translator import Translator

    translator = Translator.from_dir(run_dir)
    vocabs, config = translator.vocabs, translator.config
    src_ids = vocabs.src.encode(read_lines(src_path))
    batches, arrays = source_batches(config, src_ids, batch_size, sort=sort)
    # Teacher-forced check batch: the first batch's sources with their references.
    first = batches[0]
    tgt = vocabs.tgt.encode([read_lines(ref_path)[int(i)] for i in first["index"]])
    tgt_len = np.array([len(t) + 1 for t in tgt], np.int32)  # pieces + EOS
    tgt_in = np.zeros((len(tgt), tgt_len.max()), np.int32)  # BOS + pieces
    for row, t in enumerate(tgt):
        tgt_in[row, : len(t) + 1] = [BOS_ID, *t]
    check = {
        "src_ids": first["src_ids"],
        "src_len": first["src_len"],
        "tgt_in": tgt_in,
        "tgt_len": tgt_len,
    }
    arrays.update({f"check/{k}": v for k, v in check.items()})
    logits = translator.model(
        {k: tf.constant(check[k]) for k in ("src_ids", "src_len", "tgt_in")}, training=False
    ).numpy()
    export_weights(translator.model, path, **arrays)
    return check, logits, vocabs


def _first_lines(src_path: Path, ref_path: Path, limit: int, folder: Path) -> tuple[Path, Path]:
    """Copies of the first ``limit`` lines of ``src_path`` and ``ref_path`` in ``folder``."""
    from seq2seq.data.corpus import read_lines

    copies = []
    for path in (src_path, ref_path):
        copy = folder / path.name
        lines = read_lines(path)[:limit]
        copy.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
        copies.append(copy)
    return copies[0], copies[1]


def _reference_side(tfa: dict, outputs: Path, check: dict, our_logits: np.ndarray) -> dict:
    """Adds the reference's output ids from ``outputs`` to ``tfa`` (its `median_by_search`);
    returns how far its teacher-forced logits are from ours."""
    with np.load(outputs) as f:
        ref_logits = f["check_logits"]
        for name in SEARCHES:
            ids, lengths = f[f"{name}/ids"], f[f"{name}/lengths"]
            tfa[name]["ids"] = [ids[i, : lengths[i]].tolist() for i in range(len(ids))]
    valid = np.arange(our_logits.shape[1])[None, :] < check["tgt_len"][:, None]  # [B, T]
    diff = np.abs(our_logits - ref_logits)  # [B, T, V]
    return {
        "logits_max_abs_diff": float(diff[valid].max()),
        "logits_max_abs_diff_all_positions": float(diff.max()),
        "logits_match": float(diff[valid].max()) <= LOGITS_TOLERANCE,
    }


def bench_tfa_decoding(
    run_dir: str | Path,
    bench: DecodeBench = DEFAULT,
    *,
    reference: str | None = "tfa",
    refenv: str | Path = ".refenv",
) -> dict:
    """Measures ours (and the reference) as described in the module docstring, ``bench.repeats``
    times in alternation (fresh processes), and reports each side's median run per search. Both
    sides decode the same batches (``bench.sort``: length-sorted for both). ``bench.limit``: the
    first lines only (for batch size 1)."""
    return bench_tfa_decoding_variants(
        run_dir, {"ours": bench}, reference=reference, refenv=refenv
    )["ours"]


def bench_tfa_decoding_variants(
    run_dir: str | Path,
    variants: dict[str, DecodeBench],
    *,
    reference: str | None = "tfa",
    refenv: str | Path = ".refenv",
) -> dict[str, dict]:
    """`bench_tfa_decoding` of several settings of ours (``variants``, by name: e.g. the exact
    path and the fast one) against one reference, every measured process in one alternation
    (each variant, then tfa, ``repeats`` times), so that every variant's ratio divides by the same
    median of tfa's runs. The variants decode the same batches (the first one's ``batch_size``,
    ``limit``, ``sort``, ``repeats``, ``cpu`` and ``threads`` rule): one result per variant, each
    as `bench_tfa_decoding` returns it."""
    from seq2seq.data.corpus import read_lines
    from seq2seq.data.subword import Vocabularies

    bench = next(iter(variants.values()))
    run = bench.open_run(run_dir, references=True)
    if reference:
        check_reference_builds(run.run_dir)
    python = reference_python(refenv) if reference else None
    results = {}
    with tempfile.TemporaryDirectory(prefix="bench-decode-") as tmp:
        tmp = Path(tmp)
        src_path, ref_path = run.src, run.ref
        if bench.limit:
            src_path, ref_path = _first_lines(src_path, ref_path, bench.limit, tmp)
        references = read_lines(ref_path)
        outs = {name: tmp / f"{name}.json" for name in variants}
        commands = {
            name: worker_command(run.run_dir, src_path, outs[name], b, run.length_penalty)
            for name, b in variants.items()
        }
        if reference:
            inputs, outputs = tmp / "reference_inputs.npz", tmp / "reference_outputs.npz"
            check, our_logits, _ = export_reference_inputs(
                run.run_dir,
                src_path,
                ref_path,
                inputs,
                batch_size=bench.batch_size,
                sort=bench.sort,
            )
            commands["reference"] = tfa_decode_command(
                python,
                inputs,
                outputs,
                beam_size=bench.beam_size,
                length_penalty=run.length_penalty,
                threads=bench.threads,
            )
        labels = {**{name: name.replace("_", " ") for name in variants}, **LABELS}
        runs = alternate(
            commands, labels, repeats=bench.repeats, cpu=bench.cpu, threads=bench.threads
        )
        tfa = median_by_search(runs["reference"]) if reference else None
        reference_side = _reference_side(tfa, outputs, check, our_logits) if reference else {}
        for name, b in variants.items():
            result = b.head(run, run.src, run.ref, len(references))
            result.update(reference_side)
            result["ours"] = with_ids(median_by_search(runs[name]), outs[name])
            results[name] = result
    vocabs = Vocabularies.load(run.run_dir)
    if tfa is not None:
        score(tfa, vocabs, references)
    recorded = bench.src is None and bench.ref is None and not bench.limit
    for result in results.values():
        ours = result["ours"]
        score(ours, vocabs, references)
        result["reference"] = tfa
        result["recorded_bleu"] = recorded_bleu(run.run_dir) if recorded else None
        if tfa is not None:
            result["ratios"] = {
                name: {key: ours[name][key] / tfa[name][key] for key in RATIOS} for name in SEARCHES
            }
    return results


def format_tfa_decoding(result: dict) -> str:
    """A side-by-side table of `bench_tfa_decoding`'s result."""
    ours, ref = result["ours"], result["reference"]
    order = "length-sorted" if result["sorted"] else "file order"
    lines = [
        f"decoding speed, {result['run_dir']}: {result['sentences']} sentences of "
        f"{result['source']}, batches of {result['batch_size']} ({order}, both sides),"
        f" beam {result['beam_size']} with length penalty "
        f"{result['length_penalty']:g}, max length {result['max_length']}, core "
        f"{result['cpu']} (taskset), {result['threads']} intra-op / {result['threads']} "
        f"inter-op thread(s)"
    ]
    ref_name = f"tfa {ref['tensorflow_addons']} (TF {ref['tensorflow']})" if ref else "reference"
    lines.append(
        f"{'':30} {'ours (TF ' + ours['tensorflow'] + ')':>18} {ref_name:>26} {'speed-up':>9}"
    )
    for name, label in (("greedy", "greedy"), ("beam", f"beam {result['beam_size']}")):
        for row, key, fmt in TABLE_ROWS:
            a = fmt.format(ours[name][key])
            b = fmt.format(ref[name][key]) if ref else "-"
            r = ""
            if ref and key in RATIOS:
                r = f"{result['ratios'][name][key]:.2f}x"
            lines.append(f"{label + ' ' + row:30} {a:>18} {b:>26} {r:>9}")
    lines.append(
        f"{'peak RSS (MB)':30} {ours['peak_rss_mb']:>18,.0f} "
        f"{(format(ref['peak_rss_mb'], ',.0f') if ref else '-'):>26}"
    )
    lines.append(f"BLEU signature: {ours['greedy']['bleu_signature']}")
    recorded = recorded_bleu_line(result.get("recorded_bleu"), ours["greedy"]["bleu"])
    if recorded:
        lines.append(recorded)
    if ref:
        verdict = "OK" if result["logits_match"] else "MISMATCH: the weight mapping is wrong"
        lines.append(
            f"same weights: teacher-forced logits max |ours - tfa| = "
            f"{result['logits_max_abs_diff']:.2e} on real target positions "
            f"(tolerance {LOGITS_TOLERANCE:g}: {verdict})"
        )
        if ref["greedy"].get("max_iterations_hit") or ref["beam"].get("max_iterations_hit"):
            lines.append(
                f"tfa outputs cut at the per-batch cap: greedy "
                f"{ref['greedy']['max_iterations_hit']}, beam "
                f"{ref['beam']['max_iterations_hit']} sentences"
            )
    return "\n".join(lines)
