"""Decoding: search over a model-independent step function.

spec.py       DecodeSpec: every decoding option, validated once; the strategies by name
loop.py       the one decoding loop (`decode`) and the strategy protocol, with compaction
greedy.py     greedy search
beam.py       beam search (GNMT length and coverage penalties, n-best)
sampling.py   sampling (temperature, top-k; per-sentence seeded draws)
penalties.py  the GNMT penalties
search.py     all of the above as one import
ensemble.py   several models decoded as one (mean of log-probabilities)
"""
