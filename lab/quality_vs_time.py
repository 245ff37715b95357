#!/usr/bin/env python3
"""Draws docs/quality-vs-time.png: BLEU against wall-clock minutes, one colour per recipe.

Each run recorded in docs/results/<preset>-seed<N>.json (written by ``train.py --record``) gives a
line of dev BLEU (beam, full dev set) at each evaluation and a star for its final test BLEU (beam 5)
at the run's whole wall time. A tensorflow-addons reference run recorded there
(``lab/tfa_train.py``'s results.json copied as docs/results/tfa-seed<N>.json) is drawn the same way
(its dev curve is greedy); without one, the figures of shared/benchmarks.md are drawn (3 epochs, the
seeds' mean test BLEU at its measured s/step). A second panel draws the Tatoeba uk-en runs of
docs/results/experiments/off-tatoeba/ (ours, by kind of batches, and tfa's).

    python lab/quality_vs_time.py [--results docs/results] [--out docs/quality-vs-time.png]
"""

import argparse
import json
from pathlib import Path

import matplotlib
import yaml

matplotlib.use("Agg")
import matplotlib.pyplot as plt

# shared/benchmarks.md: 3 epochs (6,474 steps) at 0.18-0.21 s/step, test beam 5 of seeds
# 1234/1235/1236.
TFA_STEPS, TFA_S_PER_STEP, TFA_TEST = 6474, (0.18, 0.21), (40.9, 40.3, 39.4)


def batching(data: dict) -> str:
    """How a run's training batches were made, in words."""
    if not data["bucketing"]:
        return "plain batches"
    epochs = data.get("bucketed_epochs", 0)
    if not epochs:
        return "length buckets"
    first = "epoch 1" if epochs == 1 else f"epochs 1-{epochs}"
    return f"buckets in {first}, then plain"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", default="docs/results")
    parser.add_argument("--out", default="docs/quality-vs-time.png")
    args = parser.parse_args()
    runs = {}
    for path in sorted(Path(args.results).glob("*.json")):
        result = json.loads(path.read_text())
        if result.get("preset") == "ci-tiny":  # trained on data/ci-subset, not on Tatoeba
            continue
        if "preset" in result and "test" in result:  # training results, not benchmark figures
            runs.setdefault(result["preset"], []).append(result)
        elif result.get("implementation") == "tensorflow-addons" and "wall_s" in result:
            runs.setdefault(TFA, []).append(as_training(result))
    off = Path(args.results) / "experiments" / "off-tatoeba"
    ukr = {}
    for path in sorted([*off.glob("ukr-*.json"), *off.glob("bucketed-epoch1/ukr-*.json")]):
        result = json.loads(path.read_text())
        config = yaml.safe_load(path.with_suffix(".yaml").read_text(encoding="utf-8"))
        if config["train"].get("max_steps"):  # a short paired experiment, not a whole run
            continue
        if result.get("implementation") == "tensorflow-addons":
            ukr.setdefault(TFA, []).append(as_training(result))
            continue
        if result["preset"] == "best":
            ukr.setdefault("best", []).append(result)
        else:
            kind = batching(config["data"])
            if path.parent.name == "bucketed-epoch1":  # 2026-11-29: ~2.4x the others' speed
                kind += " (faster host)"
            ukr.setdefault(f"{result['preset']}, {kind}", []).append(result)
    fig, (ax, ax_ukr) = plt.subplots(1, 2, figsize=(14, 5.5), width_ratios=(3, 2))
    draw_runs(ax, runs)
    if TFA not in runs:
        draw_benchmarks_reference(ax)
    ax.set_xlabel(
        "wall-clock minutes of the whole train.py process\n(bench-small, hybrid: one core "
        "each, several runs sharing the 2 cores; demo, best: both cores, the machine to itself)",
        fontsize=9,
    )
    ax.set_title("Tatoeba es→en (sacrebleu, cased, 13a)")
    draw_runs(ax_ukr, ukr)
    ax_ukr.set_xlabel("wall-clock minutes (one core each, two runs side by side)", fontsize=9)
    seeds = " / ".join(str(len(v)) for _, v in sorted(ukr.items()))
    ax_ukr.set_title(f"Tatoeba uk→en, never tuned on\n(runs per recipe, legend order: {seeds})")
    for axis in (ax, ax_ukr):
        axis.set_ylabel("BLEU")
        axis.grid(alpha=0.3)
        axis.legend(fontsize=8, loc="lower right")
    fig.suptitle("Quality against time: dev BLEU at each evaluation, test BLEU of the final model")
    fig.tight_layout()
    fig.savefig(args.out, dpi=110)
    print(args.out)


TFA = "tensorflow-addons"


def as_training(result: dict) -> dict:
    """A tfa reference run's results.json in the shape of ours (its test scores under "test")."""
    test = {k: result[k] for k in result if k.startswith(("greedy", "beam"))}
    return {**result, "test": test}


def draw_runs(ax, runs: dict[str, list[dict]]) -> None:
    """One colour per recipe: each run's dev curve and a star for its final test BLEU (beam)."""
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for colour, (preset, results) in zip(colours, sorted(runs.items())):
        for k, r in enumerate(results):
            curve = [row for row in r.get("dev_curve", []) if len(row) > 2]
            search = "greedy" if preset == TFA else "beam"
            label = f"{preset} (dev, {search})" if k == 0 else None
            ax.plot(
                [row[2] / 60 for row in curve],
                [row[1] for row in curve],
                "o-",
                ms=3,
                color=colour,
                alpha=0.6,
                label=label,
            )
            beam = next(v for name, v in r["test"].items() if name.startswith("beam"))
            ax.plot(
                r["wall_s"] / 60,
                beam["bleu"],
                "*",
                ms=14,
                color=colour,
                markeredgecolor="black",
                label=f"{preset}: test, final model" if k == 0 else None,
            )


def draw_benchmarks_reference(ax) -> None:
    """shared/benchmarks.md's tfa figures: a point with the spread of its seeds and speeds."""
    minutes = [TFA_STEPS * s / 60 for s in TFA_S_PER_STEP]
    mean = sum(TFA_TEST) / len(TFA_TEST)
    ax.errorbar(
        [sum(minutes) / 2],
        [mean],
        xerr=[[(minutes[1] - minutes[0]) / 2]],
        yerr=[[mean - min(TFA_TEST)], [max(TFA_TEST) - mean]],
        fmt="s",
        color="grey",
        capsize=4,
        label="tensorflow-addons: test, 3 epochs (benchmarks.md, one core)",
    )


if __name__ == "__main__":
    main()
