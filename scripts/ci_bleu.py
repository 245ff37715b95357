#!/usr/bin/env python3
"""Prints the CI BLEU line of a trained run directory and fails below a floor.

Usage: python scripts/ci_bleu.py --run-dir runs/ci --floor 10
"""

import argparse
import json
import sys
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run-dir", required=True)
    parser.add_argument("--floor", type=float, required=True)
    parser.add_argument("--search", default="beam5", help="greedy or beamK (a key of results.json)")
    args = parser.parse_args()
    path = Path(args.run_dir) / "results.json"
    try:
        result = json.loads(path.read_text(encoding="utf-8"))["test"][args.search]
    except (OSError, ValueError, KeyError) as err:
        print(f"ci_bleu.py: error: {path}: no {args.search} result ({err})", file=sys.stderr)
        return 2
    print(f"CI BLEU = {result['bleu']:.2f} {result['bleu_signature']}")
    if result["bleu"] < args.floor:
        print(
            f"ci_bleu.py: error: CI BLEU {result['bleu']:.2f} is below the floor {args.floor}",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
