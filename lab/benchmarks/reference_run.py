"""A whole training run of the tensorflow-addons reference, written as a study run directory.

The study compares mechanisms trained with one budget and seeds; its reference rows are the
bench-small model built the plain tfa way (``reference/tfa_reference.py``, TensorFlow 2.15 +
tensorflow-addons 0.23 in the reference environment), trained here with the same budget:

1. **Data** (this process, our environment): the same SentencePiece models and encoded pairs as
   our training (`seq2seq.benchmarks.training.prepare` makes the calls `Trainer` makes), cut into
   the plain batches a tf.data/tfa pipeline makes (`tfa_inputs.plain_batches`: shuffled, 64
   sentences padded to the longest, *not* bucketed), reshuffled each epoch with ``[seed, epoch]``.
   The first ``train.eval_sentences`` dev sentences and the whole test set become file-order source
   batches with our output cap (``decode.max_length_a`` x source pieces + ``max_length_b``)
   per batch.
2. **Training** (``tfa_reference.py fit``): Adam 1e-3, clip norm 5, dropout 0.1, evaluating with
   tfa greedy search every ``train.eval_every`` steps and at each epoch's end; each evaluation
   leaves the dev ids and the weights.
3. **Selection and test** (this process, then ``tfa_reference.py decode``): the dev ids are
   detokenized with our SentencePiece model and scored with our BLEU (what `Trainer` does for our
   runs); the best evaluation's weights are decoded on the test set, greedy and beam 5 (tfa
   BeamSearchDecoder, GNMT length penalty ``decode.length_penalty``).

The run directory then holds what `lab.study.summarise_run` reads from our runs:
``config.yaml``, ``train.log`` (with ``tok/s`` progress lines), ``dev_bleu.tsv``,
``test.{greedy,beam5}.<tgt>`` and ``results.json``. A run is not resumable: an interrupted one
starts again from scratch (about 20 minutes on one core for 2 epochs).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from lab.benchmarks.refenv import TFA_SCRIPT, reference_python, tfa_decode_command
from lab.benchmarks.tfa_inputs import source_batches, write_plain_batches
from seq2seq import atomic
from seq2seq.benchmarks.training import prepare

ATTENTIONS = ("luong", "bahdanau")


def _source_batches(vocabs, config, lines: list[str], path: Path) -> None:
    """File-order source batches of ``lines`` with a per-batch output cap, for tfa's searches."""
    _, arrays = source_batches(config, vocabs.src.encode(lines), config.decode.batch_size)
    np.savez(path, **arrays)


def _epoch_batches(config, vocabs, encoded, epoch: int, path: Path) -> int:
    """Epoch ``epoch``'s plain batches (reshuffled with ``[seed, epoch]``) written to ``path``."""
    seed = [config.train.seed, epoch]
    return write_plain_batches(config, vocabs, encoded, path, count=len(encoded), seed=seed)


def _ours(config, run_dir: Path, work: Path, log) -> tuple[list[str], Path]:
    """Our `Trainer`'s initial weights (canonical names, `lab.benchmarks.weights`) and each
    epoch's batches, exactly as our training of ``config`` would start and draw them, written to
    ``work``: the epoch files and the weights file. The trainer is built over copies of
    ``run_dir``'s subword models and encoded corpus, so both sides share the vocabularies."""
    from lab.benchmarks.weights import export_weights
    from seq2seq.benchmarks.training import write_batches
    from seq2seq.training.trainer import Trainer

    ours_dir = work / "ours"
    ours_dir.mkdir()
    for path in run_dir.iterdir():
        if path.name.startswith(("src.", "tgt.", "joint.")) or path.name == "train_ids.npz":
            shutil.copyfile(path, ours_dir / path.name)
    trainer = Trainer(config, ours_dir, log=lambda _: None)
    weights = export_weights(trainer.model, work / "ours-initial-weights.npz")
    src_vocab, tgt_vocab = int(weights["src_vocab"]), int(weights["tgt_vocab"])
    files, left = [], config.train.max_steps or None  # train.max_steps ends the last epoch early
    for epoch in range(config.train.epochs):
        batches = [
            {k: v.numpy() for k, v in batch.items() if k != "index"}
            for batch in trainer.dataset(epoch).take(-1 if left is None else left)
        ]
        left = None if left is None else left - len(batches)
        path = work / f"epoch-{epoch + 1}.npz"
        write_batches(path, batches, src_vocab, tgt_vocab)
        log(f"reference: epoch {epoch + 1}: our trainer's {len(batches)} batches")
        files.append(str(path))
        if left == 0:
            break
    return files, work / "ours-initial-weights.npz"


def _texts(vocabs, ids: np.ndarray, lengths: np.ndarray) -> list[str]:
    return [vocabs.tgt.decode(row[:n].tolist()) for row, n in zip(ids, lengths)]


def run_reference(
    config,
    run_dir: Path,
    attention: str,
    refenv: str | Path = ".refenv",
    threads: int = 1,
    log=print,
    as_ours: bool = False,
) -> dict:
    """Trains, selects and tests the tfa reference into ``run_dir``; returns ``results.json``.
    ``as_ours``: from our trainer's initial weights, on our trainer's batches (`_ours`)."""
    from seq2seq import config as config_lib
    from seq2seq.evaluation import bleu, chrf
    from seq2seq.training.trainer import read_corpora

    if attention not in ATTENTIONS:
        raise ValueError(f"attention must be one of {ATTENTIONS}, got {attention!r}")
    python = reference_python(refenv)
    run_dir.mkdir(parents=True, exist_ok=True)
    config_lib.save(config, run_dir / "config.yaml")
    corpora = read_corpora(config, log)
    vocabs, encoded = prepare(config, run_dir, log)
    work = run_dir / "reference"
    if work.exists():
        shutil.rmtree(work)  # not resumable: start again
    work.mkdir()
    t, d = config.train, config.decode
    epoch_files, init = [], []
    if as_ours:
        epoch_files, weights = _ours(config, run_dir, work, log)
        init = ["--init-weights", str(weights)]
    for epoch in range(0 if as_ours else t.epochs):
        path = work / f"epoch-{epoch + 1}.npz"
        n = _epoch_batches(config, vocabs, encoded, epoch, path)
        log(f"reference: epoch {epoch + 1}: {n} plain batches of {t.batch_size}")
        epoch_files.append(str(path))
    dev_src, dev_ref = (lines[: t.eval_sentences or None] for lines in corpora.dev)  # 0: all
    _source_batches(vocabs, config, dev_src, work / "dev.npz")
    test_src, test_ref = corpora.test
    _source_batches(vocabs, config, test_src, work / "test.npz")

    train_log = run_dir / "train.log"
    started = time.time()
    command = [
        str(python),
        str(TFA_SCRIPT),
        "fit",
        "--attention",
        attention,
        "--epoch-batches",
        *epoch_files,
        "--dev",
        str(work / "dev.npz"),
        "--out-dir",
        str(work),
        "--eval-every",
        str(t.eval_every),
        "--log-every",
        str(t.log_every),
        "--seed",
        str(t.seed),
        "--threads",
        str(threads),
        *init,
    ]
    fit = _run_json(command, train_log, "tfa_reference.py fit")

    def dev_bleu(data) -> float:
        return bleu(_texts(vocabs, data["ids"], data["lengths"]), dev_ref).score

    curve = [(s, b, e - started) for s, b, e in dev_curve(work, dev_bleu)]
    (run_dir / "dev_bleu.tsv").write_text("".join(f"{s}\t{b:.4f}\t{e:.1f}\n" for s, b, e in curve))
    best_step = max(curve, key=lambda item: item[1])[0]  # the first of equal scores
    best_bleu = max(b for _, b, _ in curve)
    log(f"reference: best dev BLEU (greedy) {best_bleu:.2f} at step {best_step}")

    inputs = work / "test_inputs.npz"
    weights = np.load(work / f"weights-{best_step:06d}.npz")
    test = np.load(work / "test.npz")
    np.savez(inputs, **{k: weights[k] for k in weights.files}, **{k: test[k] for k in test.files})
    command = tfa_decode_command(
        python,
        inputs,
        work / "test_out.npz",
        beam_size=d.beam_size,
        length_penalty=d.length_penalty,
        threads=threads,
    )
    decoded = _run_json(command, train_log, "tfa_reference.py decode")
    out = np.load(work / "test_out.npz")
    results = {
        "implementation": "tensorflow-addons",
        "attention": attention,
        "tensorflow": fit["tensorflow"],
        "tensorflow_addons": fit["tensorflow_addons"],
        "parameters": fit["parameters"],
        "checkpoint": f"weights-{best_step:06d}.npz",
        "step": fit["steps"],
        "train_tokens_per_second": fit["tgt_tokens_per_second"],
        # [step, dev BLEU (greedy), seconds since the training started], as our results.json
        "dev_curve": [[s, b, round(e, 1)] for s, b, e in curve],
    }
    for name, key in (("greedy", "greedy"), (f"beam{d.beam_size}", "beam")):
        hyps = _texts(vocabs, out[f"{key}/ids"], out[f"{key}/lengths"])
        b, c = bleu(hyps, test_ref), chrf(hyps, test_ref)
        results[name] = {
            "bleu": b.score,
            "bleu_signature": b.signature,
            "chrf": c.score,
            "chrf_signature": c.signature,
            "sentences_per_second": decoded[key]["sentences_per_second"],
        }
        (run_dir / f"test.{name}.{config.data.tgt}").write_text("\n".join(hyps) + "\n")
        log(f"reference test {name}: {b}")
    # Keep the chosen weights; the other evaluations' weights are 13 MB each.
    for path in work.glob("weights-*.npz"):
        if path.name != f"weights-{best_step:06d}.npz":
            path.unlink()
    for path in [*work.glob("epoch-*.npz"), inputs]:
        path.unlink()
    results["wall_s"] = round(time.time() - started, 1)  # training, selection and test
    atomic.write_text(run_dir / "results.json", json.dumps(results, indent=2) + "\n")
    return results


def dev_curve(work: Path, score) -> list[tuple[int, float, float]]:
    """``(step, score(eval file), the file's modification time)`` for each ``eval-STEP.npz`` of a
    reference run's ``work`` folder: the evaluations' ids are written as they are made, so their
    times give the curve's wall clock (also for a run that predates this)."""
    curve = []
    for path in sorted(work.glob("eval-*.npz")):
        with np.load(path) as data:
            curve.append((int(path.stem.split("-")[1]), score(data), path.stat().st_mtime))
    return curve


def _run_json(command: list[str], log_path: Path, label: str) -> dict:
    """Runs ``command`` with its stderr appended to ``log_path``; returns its last JSON line."""
    with open(log_path, "a", encoding="utf-8") as err:
        proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=err, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"{label} failed (exit {proc.returncode}); see {log_path}")
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"{label} printed no JSON result; see {log_path}")
    return json.loads(lines[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="tfa_train.py",
        description="Train the tensorflow-addons reference of bench-small into a run directory.",
    )
    parser.add_argument("--config", default="bench-small")
    parser.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE")
    parser.add_argument("--run-dir", required=True, type=Path)
    parser.add_argument("--attention", choices=ATTENTIONS, default="luong")
    parser.add_argument(
        "--refenv",
        default=".refenv",
        help="the reference environment (default: .refenv, `make refenv`)",
    )
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument(
        "--as-ours",
        action="store_true",
        help="start from our trainer's initial weights and train on its exact batches (only "
        "the implementations and their dropout masks differ)",
    )
    args = parser.parse_args(argv)
    from seq2seq import config as config_lib

    def log(message: str) -> None:
        print(message, flush=True)
        with open(args.run_dir / "train.log", "a", encoding="utf-8") as f:
            f.write(message + "\n")

    try:
        config = config_lib.load(args.config, args.set)
        args.run_dir.mkdir(parents=True, exist_ok=True)
        run_reference(
            config, args.run_dir, args.attention, args.refenv, args.threads, log, args.as_ours
        )
    except (ValueError, OSError, RuntimeError) as err:
        print(f"tfa_train.py: error: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
