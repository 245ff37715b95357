"""Training speed of bench-small: ours against the tensorflow-addons reference, one pinned core.

`bench_training` (``scripts/bench.py train``) runs two measured processes, one after the other, each
pinned with ``taskset -c <cpu>`` and limited to ``threads`` intra-op and inter-op threads:

* **ours** (``python -m lab.benchmarks.training worker``): a `seq2seq.training.trainer.Trainer` on a
  fresh run directory (holding only the subword models and id cache of ``run_dir``, so nothing is
  resumed), so the pipeline (`Trainer.dataset(0)`: bucketed batches of 64 sentences, seed 1234),
  the model and the `train_step` tf.function are exactly what training uses. ``warmup`` steps
  (tracing included), then ``steps`` timed steps, each followed by reading the loss (the training
  loop does the same).
* **reference** (``reference/tfa_reference.py train`` under the reference environment's python): the
  same encoded training pairs (same SentencePiece ids, length filter), shuffled with the seed but
  *not* bucketed: batches of 64 padded to their longest sentence, as a plain tf.data/tfa pipeline
  makes them (the reference figures of ``shared/benchmarks.md`` assume this). They are written to a
  temporary ``.npz`` file by this process before the reference starts.

Reported per implementation: seconds/step (wall clock, and CPU time of the process, which a busy
shared machine disturbs less), real target tokens/s (``tgt_len`` summed: pieces + EOS),
real and padded source/target positions per step, and the peak RSS of the measured process. Ratios
are speed-ups of ours (> 1: ours is faster). Timings on a shared machine are noisy: ``repeats``
alternates the two measurements and keeps each one's best run.

The process helpers here (`pinned_json`, `reference_python`, `set_threads`) are shared with
`lab.benchmarks.decoding`.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

REPO_ROOT = Path(__file__).resolve().parents[2]
TFA_SCRIPT = REPO_ROOT / "reference" / "tfa_reference.py"
# What `Trainer` reuses from a run directory instead of recomputing it.
SUBWORD_FILES = {
    "src.model",
    "src.vocab",
    "tgt.model",
    "tgt.vocab",
    "joint.model",
    "joint.vocab",
    "train_ids.npz",
}


# -- measured processes ---------------------------------------------------------------------------
def set_threads(threads: int) -> None:
    """Limits TensorFlow to ``threads`` intra-op and inter-op threads (before any op runs)."""
    import tensorflow as tf

    tf.config.threading.set_intra_op_parallelism_threads(threads)
    tf.config.threading.set_inter_op_parallelism_threads(threads)


def peak_rss_mb() -> float:
    """Peak resident set size of this process (``ru_maxrss``, KiB on Linux) in MiB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def reference_python(refenv: str | Path) -> Path:
    """The python of the reference environment: ``refenv/bin/python``, or ``refenv`` itself when it
    is an executable file. A relative path is looked up in the working directory, then in the
    repository root (where the Makefile creates ``.refenv``). Exits with a hint when it does not
    exist."""
    path = Path(refenv)
    if not path.is_absolute() and not path.exists() and (REPO_ROOT / path).exists():
        path = REPO_ROOT / path
    python = path if path.is_file() else path / "bin" / "python"
    if not python.exists():
        sys.exit(
            f"reference environment {refenv}: {python} not found. Create it (tensorflow-cpu "
            f"2.15.1 + tensorflow-addons 0.23.0, see requirements-reference.txt; the Makefile "
            f"builds it in .refenv) or pass --refenv PATH"
        )
    return python


def pinned_json(command: list[str], *, cpu: int, threads: int, label: str) -> dict:
    """Runs ``command`` pinned to core ``cpu`` and returns the last JSON line of its stdout.

    The environment limits OpenMP to ``threads`` too, quiets TensorFlow's C++ logs and puts the
    repository root on ``PYTHONPATH``; the working directory stays this process's, so relative
    paths (config presets' corpus folder) mean the same in both. On failure, the tail of stderr is
    shown and the run stops.
    """
    env = dict(
        os.environ,
        OMP_NUM_THREADS=str(threads),
        TF_CPP_MIN_LOG_LEVEL="2",
        PYTHONPATH=os.pathsep.join(filter(None, [str(REPO_ROOT), os.environ.get("PYTHONPATH")])),
    )
    full = ["taskset", "-c", str(cpu), *command]
    print(f"[bench] {label}: {' '.join(full)}", file=sys.stderr, flush=True)
    start = time.perf_counter()
    proc = subprocess.run(full, env=env, capture_output=True, text=True)
    if proc.returncode != 0:
        tail = "\n".join(proc.stderr.strip().splitlines()[-30:])
        sys.exit(f"[bench] {label} failed (exit {proc.returncode}):\n{tail}")
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if not lines:
        sys.exit(f"[bench] {label} printed no JSON result:\n{proc.stdout[-2000:]}")
    result = json.loads(lines[-1])
    print(
        f"[bench] {label}: done in {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True
    )
    return result


# -- batches ---------------------------------------------------------------------------------------
def plain_batches(
    encoded, *, batch_size: int, max_length: int, seed: int, count: int
) -> list[dict]:
    """The first ``count`` batches of a plain (unbucketed) pipeline over ``encoded``.

    Pairs with more than ``max_length`` pieces on either side are dropped (as in training), the rest
    shuffled with ``seed`` (``numpy.random.default_rng``) and cut into batches of ``batch_size``
    padded with 0 to the batch's longest source / target: ``src_ids [B, S]``, ``src_len [B]``,
    ``tgt_in [B, T]``, ``tgt_out [B, T]``, ``tgt_len [B]`` (int32, the training batch layout).
    """
    from seq2seq.data.pipeline import filter_by_length

    kept, _ = filter_by_length(encoded, max_length)
    order = np.random.default_rng(seed).permutation(len(kept))
    batches = []
    for start in range(0, min(count * batch_size, len(order)), batch_size):
        pairs = [kept.pair(int(i)) for i in order[start : start + batch_size]]
        src_len = np.array([len(s) for s, _ in pairs], np.int32)  # pieces + EOS
        tgt_len = np.array([len(t) - 1 for _, t in pairs], np.int32)  # pieces + EOS
        src_ids = np.zeros((len(pairs), src_len.max()), np.int32)  # [B, S]
        tgt_in = np.zeros((len(pairs), tgt_len.max()), np.int32)  # [B, T]
        tgt_out = np.zeros_like(tgt_in)  # [B, T]
        for row, (src, tgt) in enumerate(pairs):
            src_ids[row, : len(src)] = src
            tgt_in[row, : len(tgt) - 1] = tgt[:-1]  # BOS + pieces
            tgt_out[row, : len(tgt) - 1] = tgt[1:]  # pieces + EOS
        batches.append(
            {
                "src_ids": src_ids,
                "src_len": src_len,
                "tgt_in": tgt_in,
                "tgt_out": tgt_out,
                "tgt_len": tgt_len,
            }
        )
    return batches


def prepare(config, run_dir: Path, log=print):
    """Reads the training corpus, trains or loads the subword models in ``run_dir`` and encodes
    the pairs (cached in ``run_dir/train_ids.npz``) with exactly the calls `Trainer` makes, so the
    measured trainer finds both ready. Returns ``(vocabs, encoded)``."""
    from seq2seq.data.pipeline import encode_corpus
    from seq2seq.data.subword import Vocabularies
    from seq2seq.training.trainer import read_corpora

    d, t = config.data, config.train
    corpora = read_corpora(config, log)
    vocabs = Vocabularies.build_or_load(
        run_dir,
        corpora.train[0],
        corpora.train[1],
        vocab_size=d.vocab_size,
        model_type=d.subword_model,
        character_coverage=d.character_coverage,
        joint=d.joint_vocab,
        seed=t.seed,
    )
    encoded = encode_corpus(
        *corpora.train, vocabs.src, vocabs.tgt, cache_path=run_dir / "train_ids.npz"
    )
    return vocabs, encoded


def write_reference_batches(config, vocabs, encoded, path: Path, count: int) -> None:
    """Writes `plain_batches` as ``b<i>/<key>`` arrays plus ``num_batches``, ``src_vocab`` and
    ``tgt_vocab`` to ``path`` (the input of ``tfa_reference.py train``)."""
    batches = plain_batches(
        encoded,
        batch_size=config.train.batch_size,
        max_length=config.data.max_length,
        seed=config.train.seed,
        count=count,
    )
    arrays = {f"b{i}/{k}": v for i, b in enumerate(batches) for k, v in b.items()}
    np.savez(
        path,
        num_batches=len(batches),
        src_vocab=vocabs.src.vocab_size,
        tgt_vocab=vocabs.tgt.vocab_size,
        **arrays,
    )


# -- ours, inside the measured process ------------------------------------------------------------
def measure_ours(config, run_dir: str | Path, *, steps: int, warmup: int, threads: int) -> dict:
    """Times ``steps`` train steps of a `Trainer` on ``run_dir`` after ``warmup`` steps."""
    set_threads(threads)
    import tensorflow as tf

    from seq2seq.training.trainer import Trainer

    start = time.perf_counter()
    trainer = Trainer(config, run_dir, log=lambda message: print(message, file=sys.stderr))
    setup_seconds = time.perf_counter() - start
    parameters = int(sum(np.prod(v.shape) for v in trainer.model.trainable_variables))
    batches = iter(trainer.dataset(0))
    start = time.perf_counter()
    for _ in range(warmup):
        loss_sum, tokens = trainer.run_step(next(batches))
        float(loss_sum)
    warmup_seconds = time.perf_counter() - start
    timed, losses = [], []
    start, cpu_start = time.perf_counter(), time.process_time()
    for _ in range(steps):
        batch = next(batches)
        loss_sum, tokens = trainer.run_step(batch)
        losses.append(float(loss_sum) / float(tokens))
        timed.append(batch)
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    total = lambda key, f: sum(f(b[key].numpy()) for b in timed)
    tgt_tokens = total("tgt_len", np.sum)
    return {
        "implementation": "seq2seq",
        "tensorflow": tf.__version__,
        "parameters": parameters,
        "steps": steps,
        "warmup": warmup,
        "threads": threads,
        "seconds": seconds,
        "seconds_per_step": seconds / steps,
        "cpu_seconds_per_step": cpu_seconds / steps,
        "tgt_tokens_per_second": float(tgt_tokens) / seconds,
        "tgt_tokens_per_step": float(tgt_tokens) / steps,
        "src_tokens_per_step": float(total("src_len", np.sum)) / steps,
        "tgt_positions_per_step": float(total("tgt_out", np.size)) / steps,
        "src_positions_per_step": float(total("src_ids", np.size)) / steps,
        "warmup_seconds": warmup_seconds,
        "setup_seconds": setup_seconds,
        "first_loss": losses[0],
        "last_loss": losses[-1],
        "peak_rss_mb": peak_rss_mb(),
    }


# -- the comparison --------------------------------------------------------------------------------
def _better(a: dict | None, b: dict) -> dict:
    return b if a is None or b["seconds_per_step"] < a["seconds_per_step"] else a


def bench_training(
    *,
    config_name: str = "bench-small",
    overrides=(),
    run_dir=None,
    steps: int = 60,
    warmup: int = 10,
    reference: str | None = "tfa",
    refenv: str | Path = ".refenv",
    cpu: int = 0,
    threads: int = 1,
    repeats: int = 1,
) -> dict:
    """Measures ours (and the reference) as described in the module docstring; returns a dict with
    ``ours``, ``reference`` (or None), ``ratios`` and the settings."""
    from seq2seq import config as config_lib

    config = config_lib.load(config_name, list(overrides))
    python = reference_python(refenv) if reference else None
    log = lambda message: print(f"[bench] {message}", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory(prefix="bench-train-") as tmp:
        cache = Path(run_dir) if run_dir else Path(tmp) / "cache"
        cache.mkdir(parents=True, exist_ok=True)
        vocabs, encoded = prepare(config, cache, log)
        # The measured trainer gets a fresh run directory holding only the subword models and the
        # id cache: it never resumes a checkpoint nor writes into the user's run directory.
        run = Path(tmp) / "run"
        run.mkdir()
        for path in cache.iterdir():
            if path.name in SUBWORD_FILES:
                shutil.copy2(path, run / path.name)
        batches_path = Path(tmp) / "reference_batches.npz"
        if reference:
            write_reference_batches(config, vocabs, encoded, batches_path, warmup + steps)
        ours_cmd = [
            sys.executable,
            "-m",
            "lab.benchmarks.training",
            "worker",
            "--config",
            config_name,
            "--run-dir",
            str(run),
            "--steps",
            str(steps),
            "--warmup",
            str(warmup),
            "--threads",
            str(threads),
        ]
        for text in overrides:
            ours_cmd += ["--set", text]
        ref_cmd = (
            [
                str(python),
                str(TFA_SCRIPT),
                "train",
                "--batches",
                str(batches_path),
                "--steps",
                str(steps),
                "--warmup",
                str(warmup),
                "--threads",
                str(threads),
                "--seed",
                str(config.train.seed),
            ]
            if reference
            else None
        )
        ours = ref = None
        runs = {"ours": [], "reference": []}
        for i in range(repeats):
            tag = f" (run {i + 1}/{repeats})" if repeats > 1 else ""
            r = pinned_json(ours_cmd, cpu=cpu, threads=threads, label="ours" + tag)
            runs["ours"].append(r["seconds_per_step"])
            ours = _better(ours, r)
            if reference:
                r = pinned_json(ref_cmd, cpu=cpu, threads=threads, label="tfa reference" + tag)
                runs["reference"].append(r["seconds_per_step"])
                ref = _better(ref, r)
    ratios = None
    if ref is not None:
        ratios = {
            "seconds_per_step": ref["seconds_per_step"] / ours["seconds_per_step"],
            "cpu_seconds_per_step": ref["cpu_seconds_per_step"] / ours["cpu_seconds_per_step"],
            "tgt_tokens_per_second": ours["tgt_tokens_per_second"] / ref["tgt_tokens_per_second"],
            "peak_rss": ours["peak_rss_mb"] / ref["peak_rss_mb"],
        }
    return {
        "benchmark": "train",
        "config": config_name,
        "overrides": list(overrides),
        "cpu": cpu,
        "threads": threads,
        "steps": steps,
        "warmup": warmup,
        "repeats": repeats,
        "seconds_per_step_runs": runs,
        "ours": ours,
        "reference": ref,
        "ratios": ratios,
    }


def format_training(result: dict) -> str:
    """A side-by-side table of `bench_training`'s result."""
    ours, ref, ratios = result["ours"], result["reference"], result["ratios"]
    head = (
        f"training speed, {result['config']}: {result['steps']} steps after "
        f"{result['warmup']} warm-up, core {result['cpu']} (taskset), "
        f"{result['threads']} intra-op / {result['threads']} inter-op thread(s)"
        + (f", best of {result['repeats']} runs" if result["repeats"] > 1 else "")
    )
    rows = [
        ("seconds / step (wall)", "seconds_per_step", "{:.4f}", "seconds_per_step"),
        ("CPU seconds / step", "cpu_seconds_per_step", "{:.4f}", "cpu_seconds_per_step"),
        ("target tokens / s (real)", "tgt_tokens_per_second", "{:,.0f}", "tgt_tokens_per_second"),
        ("real target tokens / step", "tgt_tokens_per_step", "{:,.0f}", None),
        ("target positions / step", "tgt_positions_per_step", "{:,.0f}", None),
        ("real source tokens / step", "src_tokens_per_step", "{:,.0f}", None),
        ("source positions / step", "src_positions_per_step", "{:,.0f}", None),
        ("peak RSS (MB)", "peak_rss_mb", "{:,.0f}", None),
        ("trainable parameters", "parameters", "{:,}", None),
        ("loss first / last timed step", None, None, None),
    ]
    ref_name = (
        f"tfa {ref.get('tensorflow_addons', '')} (TF {ref['tensorflow']})" if ref else "reference"
    )
    lines = [
        head,
        f"{'':28} {'ours (TF ' + ours['tensorflow'] + ')':>18} {ref_name:>26} {'speed-up':>9}",
    ]
    for label, key, fmt, ratio_key in rows:
        if key is None:
            a = f"{ours['first_loss']:.2f} / {ours['last_loss']:.2f}"
            b = f"{ref['first_loss']:.2f} / {ref['last_loss']:.2f}" if ref else "-"
        else:
            a = fmt.format(ours[key])
            b = fmt.format(ref[key]) if ref else "-"
        r = f"{ratios[ratio_key]:.2f}x" if ratios and ratio_key else ""
        lines.append(f"{label:28} {a:>18} {b:>26} {r:>9}")
    if ratios:
        lines.append(
            f"ours is {ratios['tgt_tokens_per_second']:.2f}x the reference in real "
            f"target tokens/s ({ratios['seconds_per_step']:.2f}x in seconds/step, "
            f"{ratios['cpu_seconds_per_step']:.2f}x in CPU seconds/step; speed-up > 1: "
            f"ours faster)"
        )
    return "\n".join(lines)


# -- worker entry point ----------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="measured process of the training benchmark")
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("worker", help="time our train steps; prints one JSON line")
    p.add_argument("--config", default="bench-small")
    p.add_argument("--set", action="append", default=[], metavar="SECTION.KEY=VALUE")
    p.add_argument("--run-dir", required=True)
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--threads", type=int, default=1)
    args = parser.parse_args(argv)
    from seq2seq import config as config_lib

    config = config_lib.load(args.config, args.set)
    result = measure_ours(
        config, args.run_dir, steps=args.steps, warmup=args.warmup, threads=args.threads
    )
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
