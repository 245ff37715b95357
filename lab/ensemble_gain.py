#!/usr/bin/env python3
"""What checkpoint averaging and ensembling earn, on the test set of finished runs.

For each run directory: test BLEU of its best single checkpoint (``best/``) and of its final model
(``final/``: an average or the moving average when one won on dev); then the ensemble of the
runs' final models (`Translator.ensemble_from_dirs`). Greedy and beam 5, sacrebleu with signature.

    python lab/ensemble_gain.py --run-dir runs/best-seed1234 --run-dir runs/best-seed1235 \\
        --json docs/results/experiments/best-ensemble.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq import config as config_lib
from seq2seq.evaluation import bleu
from seq2seq.training.trainer import corpus_paths
from seq2seq.translator import Translator


def scores(translator: Translator, src: list[str], ref: list[str]) -> dict:
    out = {}
    for name, beam in (("greedy", 1), ("beam5", 5)):
        result = bleu([t.text for t in translator.translate(src, beam_size=beam)], ref)
        out[name] = {"bleu": result.score, "signature": result.signature}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run-dir", action="append", required=True)
    parser.add_argument("--json", required=True)
    args = parser.parse_args()
    config = config_lib.load(str(Path(args.run_dir[0]) / "config.yaml"))
    src_path, ref_path = corpus_paths(config, "test")
    src = src_path.read_text(encoding="utf-8").splitlines()
    ref = ref_path.read_text(encoding="utf-8").splitlines()
    report: dict = {"runs": {}}
    for run_dir in args.run_dir:
        report["runs"][run_dir] = {
            "best_single": scores(Translator.from_dir(run_dir, "best"), src, ref),
            "final": scores(Translator.from_dir(run_dir, "final"), src, ref),
        }
        print(run_dir, json.dumps(report["runs"][run_dir]), flush=True)
    if len(args.run_dir) > 1:
        report["ensemble"] = scores(Translator.ensemble_from_dirs(args.run_dir), src, ref)
        print("ensemble", json.dumps(report["ensemble"]), flush=True)
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
