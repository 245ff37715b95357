#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.commands.train (also installed as the seq2seq-train console script)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.commands.train import train_main

if __name__ == "__main__":
    sys.exit(train_main())
