"""The end of a run: the final model chosen on dev BLEU, the test set translated with it, and
``results.json`` written."""

from __future__ import annotations

import json
import os
import time
from typing import TYPE_CHECKING

from seq2seq import atomic
from seq2seq.checkpoint import FINAL, resolve
from seq2seq.evaluation import bleu, chrf
from seq2seq.process_memory import peak_rss_mb
from seq2seq.training.averaging import average_into, write_model
from seq2seq.training.length_penalty import choose_length_penalty
from seq2seq.training.results import dev_curve, software

if TYPE_CHECKING:
    from seq2seq.training.trainer import Trainer

EMA_CANDIDATE = "exponential moving average"


def choose_final_model(trainer: Trainer) -> dict:
    """``trainer``'s final model: the best single checkpoint, the average of the last k kept
    checkpoints (k = 2 .. ``train.average_checkpoints``) or the weights' moving average, whichever
    has the highest dev BLEU (`Trainer.evaluate_dev`). Writes it to ``final/`` and leaves it in
    the trainer's model; returns every candidate's score."""
    run_dir, model, ema, log = trainer.run_dir, trainer.model, trainer.ema, trainer.log
    candidates: dict[str, list[str]] = {"best": [resolve(run_dir, "best")]}
    kept = list(trainer.checkpoints.latest.checkpoints)
    for k in range(2, min(trainer.config.train.average_checkpoints, len(kept)) + 1):
        candidates[f"average of the last {k}"] = kept[-k:]
    if ema is not None:
        candidates[EMA_CANDIDATE] = kept[-1:]  # the moving average saved with the last one

    def load(name: str) -> None:
        average_into(model, candidates[name])
        if name == EMA_CANDIDATE:
            ema.copy_into_sources()

    scores, hypotheses = {}, {}
    for name in candidates:
        load(name)
        scores[name] = trainer.evaluate_dev()
        hypotheses[name] = trainer.last_dev_hypotheses
        if len(candidates) > 1:
            log(f"final model candidate {name}: dev BLEU {scores[name]:.2f}")
    chosen = max(scores, key=lambda name: (scores[name], name == "best"))
    load(chosen)
    trainer.last_dev_hypotheses = hypotheses[chosen]  # those of the model the trainer now holds
    write_model(model, run_dir / FINAL)
    log(f"final model: {chosen} (dev BLEU {scores[chosen]:.2f})")
    # Paths relative to the run directory, so that results.json names no machine's folders.
    relative = [os.path.relpath(c, run_dir) for c in candidates[chosen]]
    return {
        "chosen": chosen,
        "checkpoints": relative,
        "dev_bleu": scores[chosen],
        "candidates": scores,
    }


def final_evaluation(trainer: Trainer) -> dict:
    """Chooses ``trainer``'s final model and translates the test set with it; writes
    ``results.json``. A finished run whose results are complete is left as it is. Only the chief
    evaluates: a non-chief worker returns ``{}``."""
    if not trainer.role.is_chief:
        return {}
    path = trainer.run_dir / "results.json"
    if path.exists() and trainer.finished():
        try:
            stored = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            stored = {}
        if stored.get("complete") and stored.get("steps") == int(trainer.progress.step):
            trainer.log(f"{path}: this run is finished; nothing changed")
            return stored
    began = time.time()
    p, t = trainer.progress, trainer.config.train
    step_seconds = float(p.step_seconds)
    results = {
        "preset": trainer.preset,
        "seed": t.seed,
        "epochs": int(p.epoch),
        "steps": int(p.step),
        "train_s": step_seconds + float(p.eval_seconds),
        "step_s": step_seconds,
        "eval_s": float(p.eval_seconds),
        "s_per_step": step_seconds / max(int(p.step), 1),
        "tokens_per_s": float(p.target_tokens) / max(step_seconds, 1e-9),
        "precision": t.precision,  # as resolved on this machine (``auto``: see distribute.py)
        "output_gradients": t.output_gradients,  # likewise
        "final": choose_final_model(trainer),
    }
    if t.tune_length_penalty:
        # The final model's dev translations are the configured alpha's when made the same way.
        same = not t.eval_sentences and t.eval_beam_size in (0, trainer.config.decode.beam_size)
        known = trainer.last_dev_hypotheses if same else None
        results["length_penalty"] = choose_length_penalty(trainer, known)
    results["test"] = _test_scores(trainer)
    results["dev_curve"] = dev_curve(trainer.run_dir)
    results["final_evaluation_s"] = time.time() - began
    results["wall_s"] = trainer.elapsed()
    results["peak_rss_mb"] = peak_rss_mb()
    results["software"] = software()
    results["complete"] = True
    atomic.write_text(path, json.dumps(results, indent=2) + "\n")
    return results


def _test_scores(trainer: Trainer) -> dict:
    """Test BLEU and chrF (with their signatures) of greedy and beam search, each translation
    written to ``test.<greedy|beamN>.<tgt>``; ``{}`` without a test set."""
    test = {}
    if trainer.corpora.test is None:
        return test
    src, ref = trainer.corpora.test
    beam = trainer.config.decode.beam_size
    for name, size in (("greedy", 1), (f"beam{beam}", beam)):
        start = time.time()
        hyps = [tr.text for tr in trainer.translator.translate(src, beam_size=size)]
        seconds = time.time() - start
        b, c = bleu(hyps, ref), chrf(hyps, ref)
        test[name] = {
            "bleu": b.score,
            "signature": b.signature,
            "bleu_signature": b.signature,
            "length_ratio": b.length_ratio,
            "chrf": c.score,
            "chrf_signature": c.signature,
            "sentences_per_second": len(src) / seconds,
        }
        atomic.write_text(
            trainer.run_dir / f"test.{name}.{trainer.config.data.tgt}", "\n".join(hyps) + "\n"
        )
        trainer.log(f"test {name}: {b}  |  {c}  |  length ratio {b.length_ratio or 0:.3f}")
    return test
