#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.benchmarks.reference_run (the study's tensorflow-addons rows).

    python scripts/tfa_train.py --run-dir runs/tfa-luong --attention luong --set train.epochs=2
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.benchmarks.reference_run import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
