#!/usr/bin/env python3
"""Thin wrapper: see seq2seq.commands.translate (also installed as the seq2seq-translate console
script)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.commands.translate import translate_main

if __name__ == "__main__":
    sys.exit(translate_main())
