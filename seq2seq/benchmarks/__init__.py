"""Speed benchmarks of this implementation alone: the `seq2seq-bench` command
(`seq2seq.commands.bench` holds its options). Each benchmark runs fresh measured processes and
reports the median one.

cli.py       `RUNNERS`: each subcommand's measurement from its parsed options -> (table, figures);
             `train_bench` / `decode_bench` (the settings of parsed options), the pipeline options
pipeline.py  the tf.data training input pipeline on its own (sentences/s, tokens/s, padding)
training.py  `TrainBench` and `bench_training`: seconds per step and real target tokens/s of a
             preset's `Trainer` on its own bucketed batches; the measured process (``worker``)
profile.py   where a training step's time goes: kernel time per part of the model, executor overhead
decoding.py  `DecodeBench` and `bench_decoding`: greedy and beam-search sentences/s (and BLEU) of a
             trained run directory's `Translator`; the measured process (``worker``)
common.py    what they share: threads, peak memory, the measured processes, the machine

The comparison with tensorflow-addons (a separate pinned environment) is not shipped: it lives in
the repository's ``lab/benchmarks/`` (``tfa_training.py``, ``tfa_decoding.py``), built on these
modules' settings, measured processes and tables.
"""

from seq2seq.command_process import set_up_command_process

set_up_command_process()  # this process runs a command (or is a measured process)
