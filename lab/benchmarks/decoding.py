"""Decoding speed and BLEU of a trained run directory: ours against tensorflow-addons, same weights.

`bench_decoding` (``scripts/bench.py decode``) translates the test source (1,348 sentences for
Tatoeba) in batches of 64, greedy and beam search, in two measured processes pinned to one core
with ``threads`` intra-/inter-op threads (see `lab.benchmarks.training.pinned_json`):

* **ours** (``python -m seq2seq.benchmarks.decoding worker``, the measured process of the package's
  own benchmark, `seq2seq.benchmarks.decoding`): `Translator.from_dir(run_dir)` and
  its search tf.function (`greedy_search` / `beam_search`, GNMT length penalty, per-sentence cap
  ``a x source pieces + b`` from the run's decode config) over batches in **file order** (the
  reference's order; ``sort=True`` shows ours with the length-sorted batches `Translator.translate`
  uses).
* **reference** (``reference/tfa_reference.py decode``): this process exports the run's weights
under canonical names (`lab.benchmarks.weights`) with the file-order batches and a per-batch cap
  (``a x the batch's longest source + b``: tfa only has ``maximum_iterations``); the script builds
  the identical tfa model, loads the weights and decodes with ``BasicDecoder`` +
  ``GreedyEmbeddingSampler`` and ``BeamSearchDecoder`` (``tile_batch`` on memory, lengths and
  state).

Both time one pass over all batches after a warm-up pass (the first call's extra time, mostly
tf.function tracing, is reported apart), from source ids to output ids in NumPy. Output tokens are
the pieces before EOS. Ids are detokenised here with the run's SentencePiece model and scored with
`seq2seq.evaluation.bleu`: with identical weights the two BLEU scores must be close. The mapping
is also checked directly: teacher-forced logits of both implementations on the first test batch
must agree to ``1e-4``.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import numpy as np

from lab.benchmarks.training import TFA_SCRIPT, pinned_json, reference_python
from seq2seq.benchmarks.decoding import (
    SEARCHES,
    TABLE_ROWS,
    max_output_lengths,
    median_by_search,
    recorded_bleu,
    recorded_bleu_line,
    score,
    settings,
    test_paths,
    worker_command,
)

LOGITS_TOLERANCE = 1e-4


# -- the comparison --------------------------------------------------------------------------------
def export_reference_inputs(
    run_dir: Path, src_path: Path, ref_path: Path, path: Path, *, batch_size: int, sort: bool
) -> tuple[dict, np.ndarray, object]:
    """Writes the weights, the file-order batches (with per-batch caps) and a teacher-forced check
    batch to ``path``; returns ``(check batch, our check logits [B, T, V], vocabs)``."""
    import tensorflow as tf

    from lab.benchmarks.weights import export_weights
    from seq2seq.data.corpus import read_lines
    from seq2seq.data.pipeline import make_eval_batches
    from seq2seq.data.subword import BOS_ID
    from seq2seq.translator import Translator

    translator = Translator.from_dir(run_dir)
    vocabs, config = translator.vocabs, translator.config
    src_ids = vocabs.src.encode(read_lines(src_path))
    arrays: dict[str, np.ndarray] = {}
    batches = list(make_eval_batches(src_ids, batch_size, sort_by_length=sort))
    for i, b in enumerate(batches):
        arrays[f"b{i}/src_ids"], arrays[f"b{i}/src_len"] = b["src_ids"], b["src_len"]
        arrays[f"b{i}/max_iterations"] = np.array(
            max_output_lengths(config, b["src_len"]).max(), np.int32
        )
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
    export_weights(translator.model, path, num_batches=np.array(len(batches)), **arrays)
    return check, logits, vocabs


def bench_decoding(
    run_dir: str | Path,
    *,
    src: str | None = None,
    ref: str | None = None,
    beam_size: int = 5,
    batch_size: int = 64,
    length_penalty: float | None = None,
    sort: bool = False,
    reference: str | None = "tfa",
    refenv: str | Path = ".refenv",
    cpu: int = 0,
    threads: int = 1,
    repeats: int = 3,
    limit: int | None = None,
) -> dict:
    """Measures ours (and the reference) as described in the module docstring, ``repeats`` times
    in alternation (fresh processes), and reports each side's median run per search. Both sides
    decode the same batches (``sort``: length-sorted for both). ``limit``: the first lines only
    (for batch size 1)."""
    from seq2seq import config as config_lib
    from seq2seq.data.corpus import read_lines
    from seq2seq.data.subword import Vocabularies

    run_dir = Path(run_dir)
    config = config_lib.load(str(run_dir / "config.yaml"))
    penalty = config.decode.length_penalty if length_penalty is None else length_penalty
    src_path, ref_path = test_paths(config, src, ref)
    python = reference_python(refenv) if reference else None
    references = read_lines(ref_path)
    source_name, references_name = str(src_path), str(ref_path)  # as given, before --limit
    limit_dir = None
    if limit:
        limit_dir = tempfile.TemporaryDirectory(prefix="bench-decode-lines-")
        references = references[:limit]
        sources = read_lines(src_path)[:limit]
        src_path = Path(limit_dir.name) / src_path.name
        ref_path = Path(limit_dir.name) / ref_path.name
        src_path.write_text("".join(line + "\n" for line in sources), encoding="utf-8")
        ref_path.write_text("".join(line + "\n" for line in references), encoding="utf-8")
    vocabs = Vocabularies.load(run_dir)
    result = settings(
        config,
        run_dir,
        source_name,
        references_name,
        len(references),
        cpu=cpu,
        threads=threads,
        batch_size=batch_size,
        beam_size=beam_size,
        length_penalty=penalty,
        sort=sort,
        repeats=repeats,
        limit=limit,
    )
    with tempfile.TemporaryDirectory(prefix="bench-decode-") as tmp:
        tmp = Path(tmp)
        ours_out = tmp / "ours.json"
        ours_cmd = worker_command(
            run_dir,
            src_path,
            ours_out,
            batch_size=batch_size,
            beam_size=beam_size,
            length_penalty=penalty,
            sort=sort,
            threads=threads,
        )
        tfa = None
        if reference:
            inputs, outputs = tmp / "reference_inputs.npz", tmp / "reference_outputs.npz"
            check, our_logits, _ = export_reference_inputs(
                run_dir, src_path, ref_path, inputs, batch_size=batch_size, sort=sort
            )
        runs = {"ours": [], "reference": []}
        for i in range(repeats):
            tag = f" (run {i + 1}/{repeats})"
            runs["ours"].append(pinned_json(ours_cmd, cpu=cpu, threads=threads, label="ours" + tag))
            if reference:
                runs["reference"].append(
                    _run_reference(python, inputs, outputs, beam_size, penalty, cpu, threads, tag)
                )
        ours = median_by_search(runs["ours"])
        for name, data in json.loads(ours_out.read_text()).items():
            ours[name]["ids"] = data["ids"]
        if reference:
            tfa = median_by_search(runs["reference"])
            with np.load(outputs) as f:
                ref_logits = f["check_logits"]
                for name in SEARCHES:
                    ids, lengths = f[f"{name}/ids"], f[f"{name}/lengths"]
                    tfa[name]["ids"] = [ids[i, : lengths[i]].tolist() for i in range(len(ids))]
            valid = np.arange(our_logits.shape[1])[None, :] < check["tgt_len"][:, None]  # [B, T]
            diff = np.abs(our_logits - ref_logits)  # [B, T, V]
            result["logits_max_abs_diff"] = float(diff[valid].max())
            result["logits_max_abs_diff_all_positions"] = float(diff.max())
            result["logits_match"] = result["logits_max_abs_diff"] <= LOGITS_TOLERANCE
    for impl in (ours, tfa):
        if impl is not None:
            score(impl, vocabs, references)
    result["ours"], result["reference"] = ours, tfa
    result["recorded_bleu"] = (
        recorded_bleu(run_dir) if src is None and ref is None and not limit else None
    )
    if limit_dir is not None:
        limit_dir.cleanup()
    if tfa is not None:
        result["ratios"] = {
            name: {
                "sentences_per_second": ours[name]["sentences_per_second"]
                / tfa[name]["sentences_per_second"],
                "cpu_sentences_per_second": ours[name]["cpu_sentences_per_second"]
                / tfa[name]["cpu_sentences_per_second"],
                "tokens_per_second": ours[name]["tokens_per_second"]
                / tfa[name]["tokens_per_second"],
            }
            for name in ("greedy", "beam")
        }
    return result


def _run_reference(python, inputs, outputs, beam_size, penalty, cpu, threads, tag) -> dict:
    return pinned_json(
        [
            str(python),
            str(TFA_SCRIPT),
            "decode",
            "--inputs",
            str(inputs),
            "--out",
            str(outputs),
            "--beam-size",
            str(beam_size),
            "--length-penalty",
            str(penalty),
            "--threads",
            str(threads),
        ],
        cpu=cpu,
        threads=threads,
        label="tfa reference" + tag,
    )


def format_decoding(result: dict) -> str:
    """A side-by-side table of `bench_decoding`'s result."""
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
            if ref and key in (
                "sentences_per_second",
                "cpu_sentences_per_second",
                "tokens_per_second",
            ):
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
