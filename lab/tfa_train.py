#!/usr/bin/env python3
"""Thin wrapper: see lab.benchmarks.reference_run (the study's tensorflow-addons rows).

python lab/tfa_train.py --run-dir runs/tfa-luong --attention luong --set train.epochs=2
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lab.benchmarks.reference_run import main

if __name__ == "__main__":
    sys.exit(main())
