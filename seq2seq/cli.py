"""The old home of the `seq2seq-train`, `seq2seq-translate` and `seq2seq-average` entry points,
kept for console scripts installed before they moved to `seq2seq.commands`."""

from seq2seq.commands.average import average_main
from seq2seq.commands.train import train_main
from seq2seq.commands.translate import translate_main

__all__ = ["average_main", "train_main", "translate_main"]
