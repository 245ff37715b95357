#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.commands.serve (also installed as the seq2seq-serve console
script): an HTTP JSON translation server with a web page showing attention heatmaps."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.commands.serve import serve_main

if __name__ == "__main__":
    sys.exit(serve_main())
