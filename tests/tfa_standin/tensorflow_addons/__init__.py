"""Stand-in `tensorflow_addons` for running tfa's own tests: only `seq2seq`, which *is*
`seq2seq.compat.tfa.seq2seq` (as `from seq2seq.compat import tfa` gives it). Test use only."""

import sys

from seq2seq.compat import tfa as _tfa

seq2seq = _tfa.seq2seq
# `from tensorflow_addons.seq2seq import sampler`: the compat namespace itself must resolve it.
sys.modules[__name__ + ".seq2seq"] = seq2seq

__version__ = "0.23.0+seq2seq.compat"
