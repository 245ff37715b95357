"""The attention study: every mechanism trained with the same budget and seeds, then compared.

A *grid* is a list of (mechanism, seed, epochs) runs of the ``bench-small`` preset with
per-mechanism overrides. `run_grid` trains the missing runs (two at a time, each pinned to its own
core) through ``scripts/train.py``, which resumes an interrupted run from its checkpoint;
`summarise_run` turns a finished run directory into a small JSON summary (kept under
``docs/study/results/`` and committed, so the grid can be completed over several sittings);
`write_report` renders one table per budget.

Budgets share a run directory: the learning rate is constant, so a 3-epoch run passes through
exactly the 2-epoch state. A (mechanism, seed) asked for at 2 and 3 epochs is trained to 2 epochs,
summarised, then resumed to 3 (``train.epochs`` may be raised on a finished run) and summarised
again: both rows for the price of 3 epochs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from seq2seq.data.corpus import read_lines
from seq2seq.evaluation import bleu

MECHANISMS: dict[str, list[str]] = {
    "luong_general": [],
    "bahdanau": ["model.attention=bahdanau"],
    "bahdanau_norm": ["model.attention=bahdanau", "model.attention_normalize=true"],
    "luong_dot": ["model.attention_score=dot"],
    "luong_concat": ["model.attention_score=concat"],
    "local_m": ["model.attention=local", "model.local_mode=monotonic", "model.local_window=10"],
    "local_p": ["model.attention=local", "model.local_mode=predictive", "model.local_window=10"],
    "hard": ["model.attention=hard"],
    "bahdanau_monotonic": ["model.attention=bahdanau_monotonic"],
    "luong_monotonic": ["model.attention=luong_monotonic"],
    "multihead": ["model.attention=multihead", "model.attention_heads=4"],
    # The biLSTM encoder vs a Transformer encoder of about the same size, same Luong decoder.
    "transformer_encoder": [
        "model.encoder_type=transformer",
        "model.transformer_layers=2",
        "model.transformer_heads=4",
        "model.transformer_ff=256",
    ],
    # The `hybrid` preset: that Transformer encoder under multi-head attention (issue 9).
    "hybrid": [],
    # Luong general on plain (unbucketed) batches, as the tfa rows are fed: the pipeline's share.
    "luong_plain_batches": ["data.bucketing=false"],
    # Luong general, bucketed, but every token weighing the same: each step's summed loss divided
    # by the mean target tokens per batch, not by its own batch's (short buckets weigh less).
    "luong_token_weighted": ["train.loss_normalizer=mean_batch_tokens"],
    # The tensorflow-addons reference (reference/tfa_reference.py in the reference environment),
    # trained with the same budget and seeds by lab.benchmarks.reference_run.
    "tfa_luong": [],
    "tfa_bahdanau": ["model.attention=bahdanau"],
}
# Mechanisms trained from another preset than bench-small (which it extends).
PRESETS = {"hybrid": "hybrid"}
# Rows trained by the tfa reference: mechanism -> its --attention.
REFERENCE_ROWS = {"tfa_luong": "luong", "tfa_bahdanau": "bahdanau"}
SEEDS = (1235, 1236)
EPOCHS = 2
# Issue 9's comparison: Luong vs 4-head attention in the RNN decoder, biLSTM vs Transformer encoder
# under it, and the `hybrid` preset, also at 3 epochs (the budget of shared/benchmarks.md).
LONGER = {
    "epochs": 3,
    "mechanisms": ("luong_general", "multihead", "transformer_encoder", "hybrid"),
}
BUCKETS = ((1, 5), (6, 10), (11, 20), (21, 10_000))
HEATMAP_SENTENCE = 7  # index into the test set: a sentence of medium length


@dataclass(frozen=True)
class Run:
    mechanism: str
    seed: int
    epochs: int = EPOCHS

    @property
    def name(self) -> str:
        """The summary's name; the 2-epoch budget keeps the original, suffix-free names."""
        suffix = "" if self.epochs == EPOCHS else f"-e{self.epochs}"
        return f"{self.mechanism}-s{self.seed}{suffix}"

    @property
    def run_dir_name(self) -> str:
        """Shared by every budget of one (mechanism, seed)."""
        return f"{self.mechanism}-s{self.seed}"

    @property
    def preset(self) -> str:
        return PRESETS.get(self.mechanism, "bench-small")

    def overrides(self) -> list[str]:
        return MECHANISMS[self.mechanism] + [
            f"train.seed={self.seed}",
            f"train.epochs={self.epochs}",
            "train.eval_every=1000",
            "train.eval_sentences=500",
            "train.log_every=200",
        ]


def grid(mechanisms=None, seeds=SEEDS, epochs=(EPOCHS,)) -> list[Run]:
    names = mechanisms or list(MECHANISMS)
    unknown = [m for m in names if m not in MECHANISMS]
    if unknown:
        raise ValueError(f"unknown mechanism(s) {unknown}; known: {sorted(MECHANISMS)}")
    if not epochs or min(epochs) < 1:
        raise ValueError(f"epochs must be positive integers, got {list(epochs)}")
    return [Run(m, s, e) for m in names for s in seeds for e in sorted(set(epochs))]


def plan() -> list[Run]:
    """The whole study: every mechanism at 2 epochs, and the `LONGER` rows at 3 epochs too (in the
    same run directories), both seeds."""
    runs = grid(None, SEEDS, (EPOCHS,)) + grid(
        list(LONGER["mechanisms"]), SEEDS, (LONGER["epochs"],)
    )
    return sorted(runs, key=lambda r: (list(MECHANISMS).index(r.mechanism), r.seed, r.epochs))


def snapshot_code(runs_root: Path) -> tuple[Path, str]:
    """Extracts the committed package and the training scripts (git HEAD) under
    ``runs_root/_code-<commit>``; returns it and the commit. A study runs for hours: it must not
    see edits to the working tree (AutoGraph even re-reads source files when it traces), nor may a
    later snapshot replace the files under a run still going, and each summary records the commit
    that produced it."""
    root = Path(__file__).resolve().parent.parent
    commit = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, check=True
    ).stdout.strip()
    code = runs_root / f"_code-{commit[:10]}"
    if code.exists():
        return code, commit
    partial = runs_root / f"_code-{commit[:10]}.partial"
    if partial.exists():
        shutil.rmtree(partial)
    partial.mkdir(parents=True)
    archive = subprocess.run(
        [
            "git",
            "archive",
            commit,
            "seq2seq",
            "scripts/train.py",
            "lab",
            "reference/tfa_reference.py",
        ],
        cwd=root,
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(partial)], input=archive, check=True)
    partial.rename(code)
    return code, commit


def train_command(run: Run, run_dir: Path, code: Path = Path(".")) -> list[str]:
    """The command that trains ``run`` into ``run_dir``: ``scripts/train.py``, or for the
    tensorflow-addons rows ``lab/tfa_train.py`` with the row's attention."""
    script, extra = code / "scripts" / "train.py", []
    if run.mechanism in REFERENCE_ROWS:
        script, extra = (
            code / "lab" / "tfa_train.py",
            ["--attention", REFERENCE_ROWS[run.mechanism]],
        )
    cmd = [sys.executable, str(script), "--config", run.preset, "--run-dir", str(run_dir), *extra]
    for override in run.overrides():
        cmd += ["--set", override]
    return cmd


def run_grid(runs: list[Run], runs_root: Path, results_dir: Path, cpus=(0, 1), log=print) -> None:
    """Trains every run without a summary, one (mechanism, seed) per core in ``cpus``, one
    thread each; the budgets of one (mechanism, seed) run in increasing order in its directory."""
    missing = [r for r in runs if not (results_dir / f"{r.name}.json").exists()]
    log(f"study: {len(runs) - len(missing)} of {len(runs)} runs already summarised")
    jobs: dict[str, list[Run]] = {}
    for run in sorted(missing, key=lambda r: r.epochs):
        jobs.setdefault(run.run_dir_name, []).append(run)
    todo = [jobs[name] for name in dict.fromkeys(r.run_dir_name for r in missing)]
    running: list[tuple[list[Run], subprocess.Popen, int]] = []
    free = list(cpus)
    code, commit = snapshot_code(runs_root) if todo else (None, None)
    if todo:
        log(f"study: training with the code of commit {commit[:10]}")

    def start(stages: list[Run], cpu: int) -> None:
        run = stages[0]
        run_dir = runs_root / run.run_dir_name
        run_dir.mkdir(parents=True, exist_ok=True)
        env = dict(
            os.environ,
            TF_NUM_INTRAOP_THREADS="1",
            TF_NUM_INTEROP_THREADS="1",
            TF_CPP_MIN_LOG_LEVEL="2",
        )
        with open(runs_root / f"{run.run_dir_name}.out", "a", encoding="utf-8") as out:
            proc = subprocess.Popen(
                ["taskset", "-c", str(cpu)] + train_command(run, run_dir, code),
                stdout=out,
                stderr=subprocess.STDOUT,
                env=env,
            )
        log(f"study: started {run.name} ({run.epochs} epochs) on cpu {cpu}")
        running.append((stages, proc, cpu))

    while todo or running:
        while todo and free:
            start(todo.pop(0), free.pop(0))
        time.sleep(5)
        for item in list(running):
            stages, proc, cpu = item
            if proc.poll() is None:
                continue
            running.remove(item)
            run = stages[0]
            if proc.returncode != 0:
                log(
                    f"study: {run.name} failed (exit {proc.returncode}); see "
                    f"{runs_root / (run.run_dir_name + '.out')}"
                )
                free.append(cpu)
                continue
            summary = {
                **summarise_run(run, runs_root / run.run_dir_name),
                "commit": commit,
                "machine": machine_name(),
            }
            results_dir.mkdir(parents=True, exist_ok=True)
            (results_dir / f"{run.name}.json").write_text(json.dumps(summary, indent=1) + "\n")
            log(f"study: {run.name} done: test BLEU beam5 {summary['test_bleu_beam5']:.2f}")
            if len(stages) > 1:
                start(stages[1:], cpu)
            else:
                free.append(cpu)


def machine_name() -> str:
    """The CPU model and the number of usable cores, e.g. ``"AMD EPYC, 2 cores"``: speed columns
    compare only rows measured on the same machine."""
    import platform

    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return f"{model}, {cores} cores"


# Summaries written before machines were recorded all come from the first study machine.
UNRECORDED_MACHINE = "the first study machine (x86-64 with AVX-512; model not recorded)"


def _tokens_per_second(train_log: Path) -> float | None:
    """The median of the ``tok/s`` figures ``train.py`` logged (None without a log)."""
    if not train_log.exists():
        return None
    rates = [
        float(m.group(1).replace(",", ""))
        for m in re.finditer(r" ([\d,]+) tok/s", train_log.read_text(encoding="utf-8"))
    ]
    return statistics.median(rates[1:]) if len(rates) > 1 else None


def bucket_bleu(sources: list[str], hypotheses: list[str], references: list[str]) -> dict:
    """BLEU per source-length bucket (words): ``{"1-5": score, ...}``."""
    out = {}
    for low, high in BUCKETS:
        idx = [i for i, s in enumerate(sources) if low <= len(s.split()) <= high]
        label = f"{low}-{high}" if high < 10_000 else f"{low}+"
        out[label] = {
            "sentences": len(idx),
            "bleu": bleu([hypotheses[i] for i in idx], [references[i] for i in idx]).score
            if idx
            else None,
        }
    return out


def summarise_run(run: Run, run_dir: Path) -> dict:
    """A finished run directory -> the study's summary of it."""
    from seq2seq import config as config_lib

    results = json.loads((run_dir / "results.json").read_text(encoding="utf-8"))
    test = results.get("test", results)  # reference runs write the searches at the top level
    config = config_lib.load(str(run_dir / "config.yaml"))
    test_prefix = Path(config.data.corpus) / config.data.test_prefix
    sources = read_lines(f"{test_prefix}.{config.data.src}")
    references = read_lines(f"{test_prefix}.{config.data.tgt}")
    beam_key = f"beam{config.decode.beam_size}"
    hyps = (run_dir / f"test.{beam_key}.{config.data.tgt}").read_text("utf-8").splitlines()
    curve = [
        [int(fields[0]), float(fields[1])]
        for fields in (
            line.split("\t") for line in (run_dir / "dev_bleu.tsv").read_text().splitlines()
        )
    ]
    return {
        "mechanism": run.mechanism,
        "seed": run.seed,
        "epochs": run.epochs,
        "overrides": run.overrides(),
        "steps": results.get("steps", results.get("step")),
        "test_bleu_greedy": test["greedy"]["bleu"],
        "test_bleu_beam5": test[beam_key]["bleu"],
        "bleu_signature": test[beam_key]["bleu_signature"],
        "beam5_sentences_per_second": test[beam_key]["sentences_per_second"],
        "greedy_sentences_per_second": test["greedy"]["sentences_per_second"],
        "train_tokens_per_second": _tokens_per_second(run_dir / "train.log"),
        "bleu_by_source_length": bucket_bleu(sources, hyps, references),
        "dev_bleu_curve": curve,
    }


def _mean_or_dash(values) -> str:
    values = [v for v in values if v is not None]
    return f"{statistics.mean(values):.1f}" if values else "–"


def _mean_per_machine(runs: list[dict], key: str, machines: dict[str, str]) -> str:
    """The mean of ``key`` over the runs of each machine, ``"7,121"`` or ``"6,414 / 2,686"``
    (machines in letter order): a speed is never averaged across machines."""
    by_machine: dict[str, list[float]] = {}
    for run in runs:
        by_machine.setdefault(machines[run["machine"]], []).append(run[key] or 0)
    return " / ".join(f"{statistics.mean(by_machine[m]):,.0f}" for m in sorted(by_machine))


def write_report(results_dir: Path, out: Path) -> str:
    """Renders the study tables (one per training budget; mean and both seeds) as Markdown;
    returns the text."""
    budgets: dict[int, dict[str, list[dict]]] = {}
    machines: dict[str, str] = {}  # machine -> its letter in the tables
    for path in sorted(results_dir.glob("*.json")):
        summary = json.loads(path.read_text())
        machine = summary.setdefault("machine", UNRECORDED_MACHINE)
        machines.setdefault(machine, "")
        budgets.setdefault(summary.get("epochs", EPOCHS), {}).setdefault(
            summary["mechanism"], []
        ).append(summary)
    for letter, machine in zip("ABCDEFGH", sorted(machines, key=lambda m: m != UNRECORDED_MACHINE)):
        machines[machine] = letter
    parts, signature = [], ""
    for epochs in sorted(budgets):
        rows = budgets[epochs]
        lines = [
            f"**{epochs} epochs**",
            "",
            "| mechanism | test BLEU beam 5 (mean; seeds) | greedy (mean) | BLEU by source "
            "words 1-5 / 6-10 / 11-20 / 21+ | train tok/s | beam-5 sent/s | machine |",
            "|---|---|---|---|---|---|---|",
        ]
        for mechanism in list(MECHANISMS) + sorted(set(rows) - set(MECHANISMS)):
            runs = sorted(rows.get(mechanism, []), key=lambda r: r["seed"])
            if not runs:
                continue
            signature = runs[0]["bleu_signature"]
            beam = [r["test_bleu_beam5"] for r in runs]
            greedy = [r["test_bleu_greedy"] for r in runs]
            buckets = " / ".join(
                _mean_or_dash([r["bleu_by_source_length"][b]["bleu"] for r in runs])
                for b in runs[0]["bleu_by_source_length"]
            )
            tok = _mean_per_machine(runs, "train_tokens_per_second", machines)
            sent = _mean_per_machine(runs, "beam5_sentences_per_second", machines)
            seeds = " / ".join(f"{b:.1f}" for b in beam)
            where = " / ".join(machines[r["machine"]] for r in runs)
            lines.append(
                f"| {mechanism} | {statistics.mean(beam):.1f} ({seeds}) | "
                f"{statistics.mean(greedy):.1f} | {buckets} | {tok} | {sent} | "
                f"{where} |"
            )
        parts.append("\n".join(lines))
    legend = "; ".join(
        f"{letter}: {machine}"
        for machine, letter in sorted(machines.items(), key=lambda item: item[1])
    )
    text = "\n\n".join(parts) + (
        f"\n\nBLEU signature: `{signature}`\n\nMachines (per seed): "
        f"{legend}. Speed columns compare rows of one machine only.\n"
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return text


README_START, README_END = "<!-- study tables: start -->", "<!-- study tables: end -->"


def update_readme(readme: Path, tables: str) -> None:
    """Replaces the text between the study-table markers of ``readme`` with ``tables``."""
    text = readme.read_text(encoding="utf-8")
    start, end = text.find(README_START), text.find(README_END)
    if start < 0 or end < start:
        raise ValueError(f"{readme}: no '{README_START}' ... '{README_END}' markers")
    new = text[: start + len(README_START)] + "\n" + tables.strip() + "\n" + text[end:]
    tmp = readme.with_name(readme.name + ".tmp")
    tmp.write_text(new, encoding="utf-8")
    tmp.replace(readme)


def heatmap(run_dir: Path, out_png: Path, sentence_index: int = HEATMAP_SENTENCE) -> None:
    """Plots the beam-5 attention of one test sentence for a trained run."""
    from seq2seq import config as config_lib
    from seq2seq.plotting import plot_attention
    from seq2seq.translator import Translator

    config = config_lib.load(str(run_dir / "config.yaml"))
    source = read_lines(f"{Path(config.data.corpus) / config.data.test_prefix}.{config.data.src}")
    translator = Translator.from_dir(run_dir)
    (translation,) = translator.translate([source[sentence_index]], with_alignments=True)
    best = translation.hypotheses[0]
    out_png.parent.mkdir(parents=True, exist_ok=True)
    plot_attention(
        best.alignments,
        translation.source_pieces,
        best.pieces,
        out_png,
        title=f"{run_dir.name}: {best.text}",
    )
