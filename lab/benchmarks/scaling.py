"""Using every core: one training process with N intra-op threads, against N replicas in one
process (``train.strategy=mirrored`` over N logical CPUs) and against N local workers
(``train.py --local-workers N``), each a real ``train.py`` run of the same preset.

Throughput is the chief's logged target tokens/s (``log_every`` windows, evaluations excluded), the
first window (tracing) left out, median of the rest; the runs alternate, ``repeats`` times. The
subword models and the id cache are prepared once and copied into every run directory, so that
each run spends its time training.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRAIN = [sys.executable, str(ROOT / "scripts" / "train.py")]
WINDOW = re.compile(r"epoch \d+ step (\d+) loss [\d.]+ ([\d,]+) tok/s")
# Files of a run directory that depend on the data and the vocabulary only.
PREPARED = ("*.model", "*.vocab", "*.requested_vocab_size", "train_ids.npz")
QUIET_END = [
    "train.eval_every=100000",
    "train.eval_sentences=20",
    "train.average_checkpoints=0",
    "train.ema_decay=0",
    "data.test_prefix=",
]


def modes(n: int) -> dict[str, tuple[list[str], dict[str, str], list[str]]]:
    """name -> (overrides, environment, extra arguments) of each way to use ``n`` cores."""
    threads = {"TF_NUM_INTRAOP_THREADS": str(n), "TF_NUM_INTEROP_THREADS": str(n)}
    one = {"TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}
    return {
        "1 process, 1 thread": ([], one, []),
        f"1 process, {n} threads": ([], threads, []),
        f"{n} replicas (mirrored), 1 process": (
            ["train.strategy=mirrored", f"train.replicas={n}"],
            threads,
            [],
        ),
        f"{n} local workers": ([], {}, ["--local-workers", str(n)]),
    }


def _run(config, overrides, env, extra, run_dir: Path, template: Path | None, steps, log_every):
    run_dir.mkdir(parents=True)
    if template is not None:
        for pattern in PREPARED:
            for path in template.glob(pattern):
                shutil.copy(path, run_dir / path.name)
    settings = QUIET_END + [f"train.max_steps={steps}", f"train.log_every={log_every}"]
    command = TRAIN + ["--config", config, "--run-dir", str(run_dir)]
    for setting in settings + overrides:
        command += ["--set", setting]
    environment = {**os.environ, **env}
    environment.pop("TF_CONFIG", None)
    done = subprocess.run(command + extra, env=environment, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command + extra)} failed:\n{done.stderr[-3000:]}")
    log = (run_dir / "train.log").read_text(encoding="utf-8")
    rates = [float(m.group(2).replace(",", "")) for m in WINDOW.finditer(log)]
    return rates[1:]  # the first window holds the tracing


def bench_scaling(
    config: str = "bench-small",
    overrides: list[str] = (),
    steps: int = 250,
    log_every: int = 50,
    repeats: int = 2,
    cores: int = 0,
) -> dict:
    cores = cores or os.cpu_count() or 1
    ways = modes(cores)
    rates: dict[str, list[float]] = {name: [] for name in ways}
    with tempfile.TemporaryDirectory(prefix="seq2seq-scaling-") as tmp:
        template = Path(tmp) / "template"
        _run(config, list(overrides), {}, [], template, None, 1, 1)
        for repeat in range(repeats):
            for name, (settings, env, extra) in ways.items():
                run_dir = Path(tmp) / f"{repeat}-{len(rates[name])}-{abs(hash(name))}"
                window_rates = _run(
                    config,
                    list(overrides) + settings,
                    env,
                    extra,
                    run_dir,
                    template,
                    steps,
                    log_every,
                )
                rates[name].append(statistics.median(window_rates))
                print(f"{name}: {rates[name][-1]:,.0f} target tokens/s", flush=True)
                shutil.rmtree(run_dir, ignore_errors=True)
    medians = {name: statistics.median(values) for name, values in rates.items()}
    base = medians["1 process, 1 thread"]
    return {
        "config": config,
        "overrides": list(overrides),
        "cores": cores,
        "steps": steps,
        "repeats": repeats,
        "tokens_per_second": medians,
        "speedup_over_1_thread": {name: rate / base for name, rate in medians.items()},
        "runs": rates,
    }


def format_scaling(result: dict) -> str:
    lines = [f"{result['config']}, {result['cores']} cores, medians of {result['repeats']}:"]
    for name, rate in result["tokens_per_second"].items():
        speedup = result["speedup_over_1_thread"][name]
        lines.append(f"  {name:<36} {rate:>9,.0f} target tokens/s  {speedup:.2f}x")
    return "\n".join(lines)


if __name__ == "__main__":
    print(json.dumps(bench_scaling(), indent=2))
