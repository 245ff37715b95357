#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.commands.export (a trained run directory -> a TensorFlow
SavedModel)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.commands.export import export_main

if __name__ == "__main__":
    sys.exit(export_main())
