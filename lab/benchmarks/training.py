"""Training speed of bench-small: ours against the tensorflow-addons reference, one pinned core.

`bench_training` (``scripts/bench.py train``) runs three measured processes, ``repeats`` times in
alternation, each pinned with ``taskset -c <cpu>`` and limited to ``threads`` intra-op and
inter-op threads:

* **ours** (``python -m seq2seq.benchmarks.training worker``, the measured process of the
  package's own benchmark, `seq2seq.benchmarks.training`): a `seq2seq.training.trainer.Trainer` on a
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

The process helpers here (`pinned_json`, `reference_python`) are shared with
`lab.benchmarks.decoding`; the ours-only parts (preparation, the measured process, FLOP counts,
the table rows) are the package's (`seq2seq.benchmarks`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

from seq2seq.benchmarks.common import WorkerError, describe_threads, run_worker
from seq2seq.benchmarks.training import (
    TABLE_ROWS,
    median_run,
    peak_line,
    prepared_run,
    settings,
    useful_flops,
    write_batches,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
TFA_SCRIPT = REPO_ROOT / "reference" / "tfa_reference.py"


# -- measured processes ---------------------------------------------------------------------------
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
    """Runs ``command`` pinned to core ``cpu`` and returns the last JSON line of its stdout
    (`seq2seq.benchmarks.common.run_worker`: the folder of the imported `seq2seq`, the repository
    root, on ``PYTHONPATH``). On failure, the tail of stderr is shown and the run stops."""
    try:
        return run_worker(command, cpu=cpu, threads=threads, label=label)
    except WorkerError as err:
        sys.exit(str(err))


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


# -- the comparison --------------------------------------------------------------------------------
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
    with prepared_run(
        config_name,
        overrides,
        run_dir,
        steps=steps,
        warmup=warmup,
        threads=threads,
        dump_batches="our_batches.npz",
    ) as run:
        vocabs, ours_cmd = run.vocabs, run.command
        own_path, same_path = run.folder / "plain_batches.npz", run.folder / "our_batches.npz"
        if reference:
            write_reference_batches(config, vocabs, run.encoded, own_path, warmup + steps)
        common = ["--steps", str(steps), "--warmup", str(warmup), "--threads", str(threads)]
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
        sides = {name: median_run(r) for name, r in runs.items() if r}
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
        **settings(config_name, overrides, cpu, threads, steps, warmup, repeats),
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
        f"{result['warmup']} warm-up, {describe_threads(result['cpu'], result['threads'])}; "
        f"median of {result['repeats']} "
        f"alternating runs [min - max]"
    )
    lines = [head, f"{'':26}" + "".join(f"{titles[n]:>26}" for n in names)]
    for label, fmt in TABLE_ROWS:
        lines.append(f"{label:26}" + "".join(f"{fmt(sides[n]):>26}" for n in names))
    lines.append(peak_line(sides["ours"]))
    if ratios:
        lines.append(
            f"speed-up of ours: {ratios['train_same_batches']:.2f}x on the same batches "
            f"(the implementation), {ratios['train_own_batches']:.2f}x each with its own batches "
            f"(implementation x batching), in medians"
        )
    return "\n".join(lines)
