#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.cli.train_main (also installed as the seq2seq-train console script)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.cli import train_main

if __name__ == "__main__":
    sys.exit(train_main())
