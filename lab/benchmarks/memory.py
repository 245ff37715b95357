"""Peak memory against corpus size: a ``train.py`` run on a synthetic corpus of millions of pairs
(streamed: ``data.pipeline=stream``) against the same preset on Tatoeba's 138k training pairs, in
memory (the default) and streamed.

Each run is a fresh process and a fresh run directory, so its peak RSS (``results.json``'s
``peak_rss_mb``, the process's ``ru_maxrss``) covers everything a new user's run does: reading
the corpus, training SentencePiece, encoding (into shards when streamed), ``steps`` training
steps and a short dev evaluation. The synthetic corpus is generated into a temporary folder
(`lab.benchmarks.synthetic`) and deleted afterwards.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRAIN = [sys.executable, str(ROOT / "scripts" / "train.py")]
SHORT_RUN = [
    "train.eval_every=100000",
    "train.eval_sentences=20",
    "train.average_checkpoints=0",
    "train.ema_decay=0",
    "train.log_every=100",
    "data.test_prefix=",
]


def _run(config: str, corpus: Path, name: str, pipeline: str, steps: int, run_dir: Path) -> dict:
    """One fresh ``train.py`` run; ``name`` is how the result names the corpus (no machine's
    paths in a result)."""
    settings = SHORT_RUN + [
        f"train.max_steps={steps}",
        f"data.corpus={corpus}",
        f"data.pipeline={pipeline}",
    ]
    command = TRAIN + ["--config", config, "--run-dir", str(run_dir)]
    for setting in settings:
        command += ["--set", setting]
    began = time.time()
    done = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ))
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{done.stderr[-3000:]}")
    results = json.loads((run_dir / "results.json").read_text(encoding="utf-8"))
    log = (run_dir / "train.log").read_text(encoding="utf-8")
    pairs = next(
        (
            line.split("data train: ")[1].split(" pairs used")[0]
            for line in log.splitlines()
            if "pairs used" in line
        ),
        "?",
    )
    return {
        "corpus": name,
        "pipeline": pipeline,
        "training_pairs": int(pairs) if pairs.isdigit() else pairs,
        "steps": results["steps"],
        "peak_rss_mb": results["peak_rss_mb"],
        "wall_s": time.time() - began,
        "tokens_per_s": results["tokens_per_s"],
    }


SMALL_PAIRS = 150_000  # the small corpus of the same generator: Tatoeba's size


def bench_memory(
    config: str = "bench-small",
    tatoeba: str = "data/tatoeba-spa-eng",
    pairs: int = 2_000_000,
    steps: int = 300,
) -> dict:
    """Peak RSS of fresh ``train.py`` runs: Tatoeba in memory and streamed, and two streamed
    synthetic corpora of the same generator, ``SMALL_PAIRS`` and ``pairs`` pairs (the ratio of
    those two is the one that says whether memory grows with the corpus)."""
    runs = {}
    with tempfile.TemporaryDirectory(prefix="seq2seq-memory-") as tmp:
        tmp = Path(tmp)
        from lab.benchmarks.synthetic import write_synthetic_corpus

        began = time.time()
        write_synthetic_corpus(tmp / "synthetic", pairs)
        write_synthetic_corpus(tmp / "synthetic-small", SMALL_PAIRS)
        generated_s = time.time() - began
        synthetic = "synthetic (generated into a temporary folder, deleted)"
        for name, corpus, label, pipeline in (
            ("tatoeba, in memory", Path(tatoeba).resolve(), tatoeba, "memory"),
            ("tatoeba, streamed", Path(tatoeba).resolve(), tatoeba, "stream"),
            (
                f"synthetic {SMALL_PAIRS:,} pairs, streamed",
                tmp / "synthetic-small",
                synthetic,
                "stream",
            ),
            (f"synthetic {pairs:,} pairs, streamed", tmp / "synthetic", synthetic, "stream"),
        ):
            runs[name] = _run(config, corpus, label, pipeline, steps, tmp / f"run-{len(runs)}")
            print(f"{name}: peak RSS {runs[name]['peak_rss_mb']:,.0f} MB", flush=True)
    big = runs[f"synthetic {pairs:,} pairs, streamed"]["peak_rss_mb"]
    small = runs[f"synthetic {SMALL_PAIRS:,} pairs, streamed"]["peak_rss_mb"]
    return {
        "config": config,
        "steps": steps,
        "synthetic_pairs": pairs,
        "synthetic_generation_s": generated_s,
        "runs": runs,
        "synthetic_over_small_synthetic": big / small,
        "synthetic_over_tatoeba_in_memory": big / runs["tatoeba, in memory"]["peak_rss_mb"],
        "synthetic_over_tatoeba_streamed": big / runs["tatoeba, streamed"]["peak_rss_mb"],
    }


def format_memory(result: dict) -> str:
    lines = [f"{result['config']}, {result['steps']} steps per run, peak RSS of the whole run:"]
    for name, run in result["runs"].items():
        lines.append(
            f"  {name:<38} {run['training_pairs']:>10,} pairs  {run['peak_rss_mb']:>7,.0f} MB  "
            f"{run['wall_s']:>6.0f} s"
        )
    lines.append(
        f"  {result['synthetic_pairs']:,} / {SMALL_PAIRS:,} synthetic pairs (both streamed): "
        f"{result['synthetic_over_small_synthetic']:.2f}x"
    )
    lines.append(
        f"  synthetic / tatoeba: {result['synthetic_over_tatoeba_in_memory']:.2f}x (in memory), "
        f"{result['synthetic_over_tatoeba_streamed']:.2f}x (streamed)"
    )
    return "\n".join(lines)
