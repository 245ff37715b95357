"""Speed benchmarks of this implementation alone: the `seq2seq-bench` command
(`seq2seq.benchmarks.cli`).

* `seq2seq.benchmarks.pipeline`: the tf.data training input pipeline on its own (sentences/s,
  target tokens/s, share of padding).
* `seq2seq.benchmarks.training`: seconds per training step and real target tokens/s of a preset's
  `Trainer` on its own bucketed batches, each repeat a fresh measured process.
* `seq2seq.benchmarks.decoding`: greedy and beam-search sentences/s (and BLEU) of a trained run
  directory's `Translator`, each repeat a fresh measured process.
* `seq2seq.benchmarks.common`: what they share (threads, peak memory, the measured processes,
  machine description).

The comparison with the tensorflow-addons reference (a separate pinned environment) builds on
these modules but lives in the repository's research code, outside the installed package.
"""
