"""Benchmarks outside the package: the speed comparison with the tensorflow-addons reference
(run in the pinned reference environment, ``.refenv``) and studies of whole training runs; run by
``scripts/bench.py`` (see lab/README.md). Our own measurements are the package's
(`seq2seq.benchmarks`, the ``seq2seq-bench`` command); these modules reuse them.

* `tfa_training`: training speed, ours against tfa on our batches and on its own plain batches.
* `tfa_decoding`: greedy and beam-search speed and BLEU, ours against tfa with the same weights.
* `tfa_inputs`: what tfa is fed: plain (unbucketed) batches, source batches with a per-batch cap.
* `weights`: our model's weights under the canonical names the tfa reference loads.
* `refenv`: the reference environment's python, ``reference/tfa_reference.py`` and its commands.
* `reference_run`: a whole tfa training run, written as a study run directory (`lab/tfa_train.py`).
* `scaling`: every core used three ways: threads, mirrored replicas, local workers.
* `memory`: peak memory of a streamed corpus of millions of pairs against Tatoeba's.
* `synthetic`: that corpus, a toy language pair of any size written chunk by chunk.
"""
