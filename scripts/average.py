#!/usr/bin/env python3
"""Average the last N checkpoints of a run directory (or the given ones) into one checkpoint.

python scripts/average.py --run-dir runs/small --last 5            # -> runs/small/averaged/
python scripts/translate.py --run-dir runs/small --checkpoint runs/small/averaged/model
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from seq2seq.commands.average import average_main

if __name__ == "__main__":
    sys.exit(average_main())
