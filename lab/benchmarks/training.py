"""Training speed of bench-small: ours against the tensorflow-addons reference, one pinned core.

`bench_training` (``scripts/bench.py train``) runs three measured processes, ``repeats`` times in
alternation, each pinned with ``taskset -c <cpu>`` and limited to ``threads`` intra-op and
inter-op threads:

* **ours** (``python -m lab.benchmarks.training worker``): a `seq2seq.training.trainer.Trainer` on a
  fresh run directory (holding only the subword models and id cache of ``run_dir``, so nothing is
  resumed), so the pipeline (`Trainer.dataset(0)`: bucketed batches of 64 sentences, seed 1234),
  the model and the `train_step` tf.function are exactly what training uses. ``warmup`` steps
  (tracing included), then ``steps`` timed steps, each followed by reading the loss (the training
  loop does the same). It first writes the batches it times (``--dump-batches``).
* **tfa on our batches** (``reference/tfa_reference.py train`` under the reference environment's
  python) on exactly those batches: what the implementation earns.
* **tfa on its own batches**: the same encoded training pairs (same SentencePiece ids, length
  filter), shuffled with the seed but *not* bucketed: batches of 64 padded to their longest
  sentence, as a plain tf.data/tfa pipeline makes them (the reference figures of
  ``shared/benchmarks.md`` assume this).

Reported per side, from its median run: seconds/step (with the spread of the runs), real target
tokens/s (``tgt_len`` summed: pieces + EOS), real and padded positions per step, useful GFLOP/s
(`useful_flops`, against `matmul_peak_gflops` measured in the same process) and peak RSS. Ratios
are speed-ups of ours (> 1: ours is faster), of medians.

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
    write_batches(path, batches, vocabs.src.vocab_size, vocabs.tgt.vocab_size)


# -- ours, inside the measured process ------------------------------------------------------------
def measure_ours(
    config, run_dir: str | Path, *, steps: int, warmup: int, threads: int, dump_batches=None
) -> dict:
    """Times ``steps`` train steps of a `Trainer` on ``run_dir`` after ``warmup`` steps; with
    ``dump_batches`` (a path) the batches are first written there (`write_batches`)."""
    set_threads(threads)
    import tensorflow as tf

    from seq2seq.training.trainer import Trainer

    start = time.perf_counter()
    trainer = Trainer(config, run_dir, log=lambda message: print(message, file=sys.stderr))
    setup_seconds = time.perf_counter() - start
    parameters = int(sum(np.prod(v.shape) for v in trainer.model.trainable_variables))
    batches = iter(trainer.dataset(0))
    if dump_batches:
        # The exact batches below (warm-up and timed), for the reference on the same batches.
        first = [next(batches) for _ in range(warmup + steps)]
        write_batches(
            dump_batches,
            [{k: v.numpy() for k, v in b.items()} for b in first],
            trainer.vocabs.src.vocab_size,
            trainer.vocabs.tgt.vocab_size,
        )
        batches = iter(first)
    start = time.perf_counter()
    for _ in range(warmup):
        loss_sum, tokens, _ = trainer.run_step(next(batches))
        float(loss_sum)
    warmup_seconds = time.perf_counter() - start
    timed, losses = [], []
    start, cpu_start = time.perf_counter(), time.process_time()
    for _ in range(steps):
        batch = next(batches)
        loss_sum, tokens, _ = trainer.run_step(batch)
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
        "useful_gflop_per_step": useful_flops(
            config.model, trainer.vocabs.tgt.vocab_size, [numpy_batch(b) for b in timed]
        )
        / steps
        / 1e9,
        "matmul_peak_gflops": matmul_peak_gflops(),
    }


def useful_flops(m, tgt_vocab: int, batches) -> float:
    """Floating-point operations of one training pass (forward + backward = 3 x forward) over the
    *real* tokens of ``batches`` (padding excluded), counted from the matrix products of the model:
    the encoder (bi)LSTM per source token; per target token the decoder LSTM (with input feeding),
    attention scores and context over the sentence's real source, the attention layer and the
    output layer. Biases and elementwise work are left out (a few percent)."""
    directions = 2 if m.bidirectional in ("first", "all") else 1
    enc = directions * 2 * (m.embedding_size + m.encoder_units) * 4 * m.encoder_units
    memory = directions * m.encoder_units
    cell_in = m.embedding_size + (m.attention_layer_size if m.input_feeding else 0)
    dec = 2 * (cell_in + m.decoder_units) * 4 * m.decoder_units
    dec += 2 * (m.decoder_units + memory) * m.attention_layer_size  # attention layer
    dec += 2 * m.attention_layer_size * tgt_vocab  # output layer
    total = 0.0
    for b in batches:
        src_len = np.asarray(b["src_len"], np.float64)
        tgt_len = np.asarray(b["tgt_len"], np.float64)
        total += src_len.sum() * enc + float((tgt_len * (dec + 4 * memory * src_len)).sum())
    return 3.0 * total


def matmul_peak_gflops(size: int = 1024, repeats: int = 5) -> float:
    """This process's fp32 matrix-product speed (GFLOP/s, best of ``repeats`` products of two
    ``size``-square matrices with TensorFlow, same threads as the measurement): the physical
    limit a training step can approach."""
    import tensorflow as tf

    a = tf.random.uniform([size, size])
    b = tf.random.uniform([size, size])
    tf.linalg.matmul(a, b).numpy()  # warm-up
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        tf.linalg.matmul(a, b).numpy()
        best = min(best, time.perf_counter() - start)
    return 2.0 * size**3 / best / 1e9


def numpy_batch(batch) -> dict:
    return {k: np.asarray(v) for k, v in batch.items()}


def write_batches(path, batches: list[dict], src_vocab: int, tgt_vocab: int) -> None:
    """Writes batches (``src_ids``, ``src_len``, ``tgt_in``, ``tgt_out``, ``tgt_len``) as
    ``b<i>/<key>`` arrays plus ``num_batches``, ``src_vocab`` and ``tgt_vocab`` (the input of
    ``tfa_reference.py train``)."""
    keys = ("src_ids", "src_len", "tgt_in", "tgt_out", "tgt_len")
    arrays = {f"b{i}/{k}": np.asarray(b[k], np.int32) for i, b in enumerate(batches) for k in keys}
    np.savez(path, num_batches=len(batches), src_vocab=src_vocab, tgt_vocab=tgt_vocab, **arrays)


# -- the comparison --------------------------------------------------------------------------------
def _median_run(runs: list[dict]) -> dict:
    """The run with the median seconds/step (the upper median for an even count), plus the
    spread of all runs."""
    ordered = sorted(runs, key=lambda r: r["seconds_per_step"])
    median = dict(ordered[len(ordered) // 2])
    median["seconds_per_step_runs"] = [r["seconds_per_step"] for r in runs]
    median["seconds_per_step_min"] = ordered[0]["seconds_per_step"]
    median["seconds_per_step_max"] = ordered[-1]["seconds_per_step"]
    return median


def _timed_batches(path: Path, warmup: int, steps: int) -> list[dict]:
    data = np.load(path)
    keys = ("src_len", "tgt_len")
    return [{k: data[f"b{i}/{k}"] for k in keys} for i in range(warmup, warmup + steps)]


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
    repeats: int = 3,
) -> dict:
    """Measures, ``repeats`` times in alternation (each a fresh pinned process): **ours** on our
    bucketed batches, the **reference on our exact batches** (what the implementation earns) and
    the **reference on its own plain batches** (what it does as a tfa user would write it; the
    batching ratio is the rest). Each side's median run is reported with the spread; the ratios are
    of medians (> 1: ours faster): ``train_same_batches`` (seconds/step, same batches) and
    ``train_own_batches`` (real target tokens/s, each with its own batches)."""
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
        own_path, same_path = Path(tmp) / "plain_batches.npz", Path(tmp) / "our_batches.npz"
        if reference:
            write_reference_batches(config, vocabs, encoded, own_path, warmup + steps)
        common = ["--steps", str(steps), "--warmup", str(warmup), "--threads", str(threads)]
        ours_cmd = [
            sys.executable,
            "-m",
            "lab.benchmarks.training",
            "worker",
            "--config",
            config_name,
            "--run-dir",
            str(run),
            *common,
            "--dump-batches",
            str(same_path),
        ]
        for text in overrides:
            ours_cmd += ["--set", text]
        ref_cmd = [
            str(python),
            str(TFA_SCRIPT),
            "train",
            *common,
            "--seed",
            str(config.train.seed),
            "--batches",
        ]
        runs = {"ours": [], "tfa_same_batches": [], "tfa_own_batches": []}
        for i in range(repeats):
            tag = f" (run {i + 1}/{repeats})"
            runs["ours"].append(pinned_json(ours_cmd, cpu=cpu, threads=threads, label="ours" + tag))
            if reference:
                runs["tfa_same_batches"].append(
                    pinned_json(
                        ref_cmd + [str(same_path)],
                        cpu=cpu,
                        threads=threads,
                        label="tfa on our batches" + tag,
                    )
                )
                runs["tfa_own_batches"].append(
                    pinned_json(
                        ref_cmd + [str(own_path)],
                        cpu=cpu,
                        threads=threads,
                        label="tfa on its own batches" + tag,
                    )
                )
        sides = {name: _median_run(r) for name, r in runs.items() if r}
        tgt_vocab = vocabs.tgt.vocab_size
        for name, path in (("tfa_same_batches", same_path), ("tfa_own_batches", own_path)):
            if name in sides:
                timed = _timed_batches(path, warmup, steps)
                sides[name]["useful_gflop_per_step"] = (
                    useful_flops(config.model, tgt_vocab, timed) / steps / 1e9
                )
    for side in sides.values():
        side["useful_gflops"] = side["useful_gflop_per_step"] / side["seconds_per_step"]
    ratios = None
    if reference:
        ours, same, own = sides["ours"], sides["tfa_same_batches"], sides["tfa_own_batches"]
        ratios = {
            "train_same_batches": same["seconds_per_step"] / ours["seconds_per_step"],
            "train_own_batches": ours["tgt_tokens_per_second"] / own["tgt_tokens_per_second"],
            "peak_rss": ours["peak_rss_mb"] / own["peak_rss_mb"],
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
        "sides": sides,
        "ratios": ratios,
        "matmul_peak_gflops": sides["ours"]["matmul_peak_gflops"],
    }


def format_training(result: dict) -> str:
    """A side-by-side table of `bench_training`'s result (medians, with the spread of s/step)."""
    sides, ratios = result["sides"], result["ratios"]
    names = [n for n in ("ours", "tfa_same_batches", "tfa_own_batches") if n in sides]
    titles = {
        "ours": "ours",
        "tfa_same_batches": "tfa, our batches",
        "tfa_own_batches": "tfa, own batches",
    }
    head = (
        f"training speed, {result['config']}: {result['steps']} steps after "
        f"{result['warmup']} warm-up, core {result['cpu']} (taskset), "
        f"{result['threads']} intra-op / inter-op thread(s); median of {result['repeats']} "
        f"alternating runs [min - max]"
    )
    rows = [
        (
            "seconds / step",
            lambda s: (
                f"{s['seconds_per_step']:.4f} "
                f"[{s['seconds_per_step_min']:.3f}-{s['seconds_per_step_max']:.3f}]"
            ),
        ),
        ("target tokens / s (real)", lambda s: f"{s['tgt_tokens_per_second']:,.0f}"),
        ("real target tokens / step", lambda s: f"{s['tgt_tokens_per_step']:,.0f}"),
        ("target positions / step", lambda s: f"{s['tgt_positions_per_step']:,.0f}"),
        ("useful GFLOP/s", lambda s: f"{s['useful_gflops']:.1f}"),
        ("peak RSS (MB)", lambda s: f"{s['peak_rss_mb']:,.0f}"),
        ("loss first / last", lambda s: f"{s['first_loss']:.2f} / {s['last_loss']:.2f}"),
    ]
    lines = [head, f"{'':26}" + "".join(f"{titles[n]:>26}" for n in names)]
    for label, fmt in rows:
        lines.append(f"{label:26}" + "".join(f"{fmt(sides[n]):>26}" for n in names))
    peak = result["matmul_peak_gflops"]
    lines.append(
        f"fp32 matrix-product peak in the same process: {peak:.1f} GFLOP/s "
        f"(ours reaches {sides['ours']['useful_gflops'] / peak:.0%} of it on real tokens)"
    )
    if ratios:
        lines.append(
            f"speed-up of ours: {ratios['train_same_batches']:.2f}x on the same batches "
            f"(the implementation), {ratios['train_own_batches']:.2f}x each with its own batches "
            f"(implementation x batching), in medians"
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
    p.add_argument("--dump-batches", help="write the timed batches here first (.npz)")
    args = parser.parse_args(argv)
    from seq2seq import config as config_lib

    config = config_lib.load(args.config, args.set)
    result = measure_ours(
        config,
        args.run_dir,
        steps=args.steps,
        warmup=args.warmup,
        threads=args.threads,
        dump_batches=args.dump_batches,
    )
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
