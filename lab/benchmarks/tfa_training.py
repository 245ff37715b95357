"""Training speed of bench-small: ours against the tensorflow-addons reference, one pinned core.

`bench_tfa_training` (``scripts/bench.py train``) runs three measured processes, ``repeats`` times
in alternation, each pinned with ``taskset -c <cpu>`` and limited to ``threads`` intra-op and
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

The settings are the package's `seq2seq.benchmarks.training.TrainBench`, and so are the ours-only
parts (preparation, the measured process, FLOP counts, the table rows); the reference's processes
are `lab.benchmarks.refenv`'s, its plain batches `lab.benchmarks.tfa_inputs`'.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lab.benchmarks.refenv import TFA_SCRIPT, alternate, reference_python
from lab.benchmarks.tfa_inputs import write_plain_batches
from seq2seq.benchmarks.common import describe_threads
from seq2seq.benchmarks.training import (
    TABLE_ROWS,
    TrainBench,
    median_run,
    peak_line,
    prepared_run,
    useful_flops,
)

# The measured sides: ours, and tfa on our exact batches and on its own plain ones.
SIDES = {
    "ours": "ours",
    "tfa_same_batches": "tfa on our batches",
    "tfa_own_batches": "tfa on its own batches",
}
# The batches each tfa side trains on, in the prepared run's folder.
BATCHES = {"tfa_same_batches": "our_batches.npz", "tfa_own_batches": "plain_batches.npz"}
TITLES = {
    "ours": "ours",
    "tfa_same_batches": "tfa, our batches",
    "tfa_own_batches": "tfa, own batches",
}


def _timed_batches(path: Path, warmup: int, steps: int) -> list[dict]:
    data = np.load(path)
    keys = ("src_len", "tgt_len")
    return [{k: data[f"b{i}/{k}"] for k in keys} for i in range(warmup, warmup + steps)]


def _commands(bench: TrainBench, run, python: Path | None, seed: int) -> dict[str, list[str]]:
    """The command line of each measured side (ours only without a reference ``python``)."""
    commands = {"ours": run.command}
    if python is not None:
        ref_cmd = [str(python), str(TFA_SCRIPT), "train", "--steps", str(bench.steps)]
        ref_cmd += ["--warmup", str(bench.warmup), "--threads", str(bench.threads)]
        ref_cmd += ["--seed", str(seed), "--batches"]
        for name, batches in BATCHES.items():
            commands[name] = ref_cmd + [str(run.folder / batches)]
    return commands


# scripts/bench.py's default: every measured process pinned to core 0.
DEFAULT = TrainBench(cpu=0)


def bench_tfa_training(
    bench: TrainBench = DEFAULT,
    *,
    reference: str | None = "tfa",
    refenv: str | Path = ".refenv",
) -> dict:
    """Measures, ``bench.repeats`` times in alternation (each a fresh pinned process): **ours** on
    our bucketed batches, the **reference on our exact batches** (what the implementation earns)
    and the **reference on its own plain batches** (what it does as a tfa user would write it; the
    batching ratio is the rest). Each side's median run is reported with the spread; the ratios are
    of medians (> 1: ours faster): ``train_same_batches`` (seconds/step, same batches) and
    ``train_own_batches`` (real target tokens/s, each with its own batches)."""
    config = bench.config()
    python = reference_python(refenv) if reference else None
    with prepared_run(bench, dump_batches=BATCHES["tfa_same_batches"]) as run:
        if reference:
            count = bench.warmup + bench.steps
            write_plain_batches(
                config,
                run.vocabs,
                run.encoded,
                run.folder / BATCHES["tfa_own_batches"],
                count=count,
            )
        commands = _commands(bench, run, python, config.train.seed)
        runs = alternate(
            commands, SIDES, repeats=bench.repeats, cpu=bench.cpu, threads=bench.threads
        )
        sides = {name: median_run(r) for name, r in runs.items()}
        for name in BATCHES.keys() & sides.keys():
            timed = _timed_batches(run.folder / BATCHES[name], bench.warmup, bench.steps)
            useful = useful_flops(config.model, run.vocabs.tgt.vocab_size, timed)
            sides[name]["useful_gflop_per_step"] = useful / bench.steps / 1e9
    for side in sides.values():
        side["useful_gflops"] = side["useful_gflop_per_step"] / side["seconds_per_step"]
    ratios = None
    if reference:
        ours, same, own = sides["ours"], sides["tfa_same_batches"], sides["tfa_own_batches"]
        ratios = {
            "train_same_batches": same["seconds_per_step"] / ours["seconds_per_step"],
            "train_own_batches": ours["tgt_tokens_per_second"] / own["tgt_tokens_per_second"],
            "train_peak_rss_ratio": ours["peak_rss_mb"] / same["peak_rss_mb"],
            # What each process added to its imports (TensorFlow 2.21 + Keras 3 against 2.15 +
            # tfa: 580 against 420 MB on their own).
            "train_rss_above_imports_ratio": _above_imports(ours) / _above_imports(same),
            # The resident set without the mapped files' pages (the libraries' code, shared and
            # clean), after the last step: what each process holds of its own.
            "train_private_rss_ratio": ours["private_rss_mb"] / same["private_rss_mb"],
        }
    return {
        **bench.head(),
        "sides": sides,
        "ratios": ratios,
        "matmul_peak_gflops": sides["ours"]["matmul_peak_gflops"],
    }


def _above_imports(side: dict) -> float:
    return side["peak_rss_mb"] - side["imports_rss_mb"]


def format_tfa_training(result: dict) -> str:
    """A side-by-side table of `bench_tfa_training`'s result (medians, the spread of s/step)."""
    sides, ratios = result["sides"], result["ratios"]
    names = [n for n in TITLES if n in sides]
    head = (
        f"training speed, {result['config']}: {result['steps']} steps after "
        f"{result['warmup']} warm-up, {describe_threads(result['cpu'], result['threads'])}; "
        f"median of {result['repeats']} "
        f"alternating runs [min - max]"
    )
    lines = [head, f"{'':26}" + "".join(f"{TITLES[n]:>26}" for n in names)]
    for label, fmt in TABLE_ROWS:
        lines.append(f"{label:26}" + "".join(f"{fmt(sides[n]):>26}" for n in names))
    lines.append(peak_line(sides["ours"]))
    if ratios:
        lines.append(
            f"speed-up of ours: {ratios['train_same_batches']:.2f}x on the same batches "
            f"(the implementation), {ratios['train_own_batches']:.2f}x each with its own batches "
            f"(implementation x batching), in medians"
        )
        lines.append(
            f"peak RSS of ours / tfa on the same batches: {ratios['train_peak_rss_ratio']:.2f}x; "
            f"above each one's imports: {ratios['train_rss_above_imports_ratio']:.2f}x; "
            f"private (without the mapped libraries) at the end: "
            f"{ratios['train_private_rss_ratio']:.2f}x"
        )
    return "\n".join(lines)
