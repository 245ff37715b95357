"""Where a training step's time goes (``seq2seq-bench profile``).

The measured process sets up the `Trainer` exactly as ``seq2seq-bench train`` does (same run
directory, batches and `train_step`), runs ``warmup`` steps, then traces ``steps`` steps with the
TensorFlow profiler and reads the trace (``*.xplane.pb``) back: every kernel's time on the
TensorFlow compute threads, summed per part of the model (`part_of`) and per op type. What the
wall clock has beyond the kernels is the executor's own time (dispatch, loop frames, memory
management), reported as ``executor overhead``.

The profiler adds time to every kernel (about 15% of a bench-small step on the CPU), so its wall
time per step is above the ``train`` benchmark's; the shares are what it is for.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

from seq2seq.benchmarks.common import describe_threads, machine_info, set_threads
from seq2seq.benchmarks.training import TrainBench, run_workers, worker_main

# The parts of a step, in the order of the table.
PARTS = (
    "output layer",
    "decoder loop, forward",
    "decoder loop, backward",
    "encoder, forward",
    "encoder, backward",
    "update (clipping, Adam, EMA)",
    "loss, dropout, embeddings, other",
)

# Zero-length events the profiler records around regions of a graph function: not kernels.
MARKERS = {"StartRegion", "StopRegion", "Record"}


def part_of(op_name: str) -> str:
    """The part of the training step a kernel belongs to, from its op's name (the Keras layer and
    `tf.while_loop` name scopes the model's ops carry)."""
    backward = op_name.startswith("gradient_tape/") or "_backward" in op_name
    if "projection" in op_name:
        return PARTS[0]
    if "encoder" in op_name or "fused_lstm" in op_name:
        return PARTS[4] if backward else PARTS[3]
    if "while" in op_name or "fused_decoder" in op_name:
        return PARTS[2] if backward else PARTS[1]
    if "adam" in op_name or "clip" in op_name or op_name.startswith(("cond", "ema")):
        return PARTS[5]
    return PARTS[6]


def read_kernels(trace_dir: Path) -> list[tuple[str, str, float]]:
    """``(op name, op type, seconds)`` of every kernel in the profiler trace under ``trace_dir``."""
    from tensorflow.tsl.profiler.protobuf import xplane_pb2

    paths = sorted(trace_dir.glob("**/*.xplane.pb"))
    if not paths:
        raise RuntimeError(f"the profiler wrote no trace under {trace_dir}")
    space = xplane_pb2.XSpace()
    space.ParseFromString(paths[-1].read_bytes())
    kernels = []
    for plane in space.planes:
        for line in plane.lines:
            if not line.name.startswith("tf_Compute"):
                continue
            for event in line.events:
                name = plane.event_metadata[event.metadata_id].name
                if ":" not in name or name.startswith("Executor"):
                    continue  # the executor's own spans, not kernels
                op_name, op_type = name.rsplit(":", 1)
                if op_type in MARKERS:
                    continue
                kernels.append((op_name, op_type, event.duration_ps * 1e-12))
    return kernels


def summarize(kernels, steps: int, wall_seconds: float, top: int = 12) -> dict:
    """Milliseconds per step by part and by op type, kernels per step and the executor overhead."""
    parts = collections.Counter()
    types = collections.Counter()
    for op_name, op_type, seconds in kernels:
        parts[part_of(op_name)] += seconds
        types[op_type] += seconds
    kernel_seconds = sum(parts.values())
    per_step = lambda seconds: 1000.0 * seconds / steps
    return {
        "steps": steps,
        "wall_ms_per_step": per_step(wall_seconds),
        "kernel_ms_per_step": per_step(kernel_seconds),
        "executor_overhead_ms_per_step": per_step(wall_seconds - kernel_seconds),
        "kernels_per_step": len(kernels) / steps,
        "parts_ms_per_step": {part: per_step(parts[part]) for part in PARTS},
        "top_op_types_ms_per_step": {t: per_step(s) for t, s in types.most_common(top)},
    }


# -- inside the measured process -------------------------------------------------------------------
def measure(config, options: argparse.Namespace) -> dict:
    """Traces ``steps`` train steps of a `Trainer` on ``run_dir`` after ``warmup`` steps."""
    set_threads(options.threads)
    import tensorflow as tf

    from seq2seq.training.trainer import Trainer

    trainer = Trainer(config, options.run_dir, log=lambda message: print(message, file=sys.stderr))
    batches = iter(trainer.dataset(0))
    for _ in range(options.warmup):
        float(trainer.run_step(next(batches))[0])
    timed = [next(batches) for _ in range(options.steps)]
    with tempfile.TemporaryDirectory(prefix="bench-profile-") as trace_dir:
        tf.profiler.experimental.start(trace_dir)
        start = time.perf_counter()
        for batch in timed:
            float(trainer.run_step(batch)[0])
        wall = time.perf_counter() - start
        tf.profiler.experimental.stop()
        kernels = read_kernels(Path(trace_dir))
    return {"tensorflow": tf.__version__, **summarize(kernels, options.steps, wall)}


# -- the benchmark ---------------------------------------------------------------------------------
# What ``seq2seq-bench profile`` traces by default: 30 steps after 10 warm-up ones.
DEFAULT = TrainBench(steps=30)


def bench_profile(bench: TrainBench = DEFAULT) -> dict:
    """Profiles ``bench.steps`` training steps in a fresh process (prepared as `bench_training`
    does; ``bench.repeats`` is not used: one process)."""
    (result,) = run_workers(bench, ["profile"], module="seq2seq.benchmarks.profile")
    head = {k: v for k, v in bench.head("profile").items() if k not in ("steps", "repeats")}
    return {**head, "ours": result, "machine": machine_info()}


def format_profile(result: dict) -> str:
    """The table of `bench_profile`'s result: the parts, the executor, the top op types."""
    ours = result["ours"]
    wall = ours["wall_ms_per_step"]
    lines = [
        f"where a training step goes, {result['config']}: {ours['steps']} steps traced after "
        f"{result['warmup']} warm-up, {describe_threads(result['cpu'], result['threads'])}",
        f"{'wall time per step (traced)':34}{wall:8.1f} ms",
    ]
    rows = list(ours["parts_ms_per_step"].items())
    rows.append(("executor overhead (wall - kernels)", ours["executor_overhead_ms_per_step"]))
    lines += [f"  {part:32}{ms:8.1f} ms {ms / wall:6.0%}" for part, ms in rows]
    lines.append(f"{'kernels per step':34}{ours['kernels_per_step']:8.0f}")
    lines.append("op types by kernel time (ms per step):")
    lines += [f"  {t:32}{ms:8.1f}" for t, ms in ours["top_op_types_ms_per_step"].items()]
    return "\n".join(lines)


# -- worker entry point ----------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> None:
    worker_main(
        argv,
        "measured process of the profile benchmark",
        "trace train steps; prints one JSON line",
        30,
        measure,
    )


if __name__ == "__main__":
    main()
