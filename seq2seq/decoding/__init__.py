"""Decoding: search over a model-independent step function.

search.py    greedy, beam and sampling search (one loop, strategies)
ensemble.py  several models decoded as one (mean of log-probabilities)
"""
