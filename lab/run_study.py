#!/usr/bin/env python3
"""The attention study: train every mechanism of lab.study.MECHANISMS (bench-small, 2 epochs,
seeds 1235 and 1236; the issue-9 comparison rows at 3 epochs too; the tfa reference rows need
`make refenv`), two runs at a time, resumable; then write the tables and heatmaps.

    python lab/run_study.py                       # the whole plan: run what is missing, report
    python lab/run_study.py --mechanisms luong_general multihead transformer_encoder hybrid \
        --epochs 2 3                              # issue 9's rows: 2 and 3 epochs, one run each
    python lab/run_study.py --mechanisms luong_general bahdanau --cpus 1
    python lab/run_study.py --report-only
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lab import study


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mechanisms", nargs="*", help=f"default: all of {list(study.MECHANISMS)}")
    parser.add_argument("--seeds", nargs="*", type=int, default=list(study.SEEDS))
    parser.add_argument(
        "--epochs", nargs="*", type=int, help="training budgets; several share one run (default: 2)"
    )
    parser.add_argument(
        "--cpus",
        nargs="*",
        type=int,
        default=[0, 1],
        help="cores to use, one training on each (default: 0 1)",
    )
    parser.add_argument("--runs-root", type=Path, default=Path("runs/study"))
    parser.add_argument("--results", type=Path, default=Path("docs/study/results"))
    parser.add_argument("--report", type=Path, default=Path("docs/study/table.md"))
    parser.add_argument("--report-only", action="store_true")
    parser.add_argument(
        "--readme",
        type=Path,
        default=Path("README.md"),
        help="also put the tables between its study-table markers (if it has them)",
    )
    args = parser.parse_args()
    try:
        if args.mechanisms is None and args.epochs is None:
            runs = [r for r in study.plan() if r.seed in args.seeds]
        else:
            runs = study.grid(args.mechanisms, args.seeds, args.epochs or [study.EPOCHS])
    except ValueError as err:
        print(f"study.py: error: {err}", file=sys.stderr)
        return 2
    if not args.report_only:
        study.run_grid(runs, args.runs_root, args.results, cpus=args.cpus)
        for run in runs:
            run_dir = args.runs_root / run.run_dir_name
            png = Path("docs/study/heatmaps") / f"{run.mechanism}.png"
            if (
                run.seed == args.seeds[0]
                and (run_dir / "results.json").exists()
                and not png.exists()
                and run.mechanism not in study.REFERENCE_ROWS
            ):
                study.heatmap(run_dir, png)
    tables = study.write_report(args.results, args.report)
    if args.readme.exists() and study.README_START in args.readme.read_text(encoding="utf-8"):
        study.update_readme(args.readme, tables)
    print(tables)
    return 0


if __name__ == "__main__":
    sys.exit(main())
