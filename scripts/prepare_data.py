#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.commands.prepare_data (also installed as the seq2seq-prepare-data
command)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.commands.prepare_data import prepare_data_main

if __name__ == "__main__":
    sys.exit(prepare_data_main())
