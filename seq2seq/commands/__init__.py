"""The console scripts, one module each: its options (argparse) and the call into the library.

common.py        the convention they share (one-line errors, exit statuses, outputs all or none)
train.py         seq2seq-train         a preset or YAML config -> a run directory
translate.py     seq2seq-translate     lines -> translations (n-best, alignments, plots, BLEU)
average.py       seq2seq-average       checkpoints of a run directory -> one averaged checkpoint
export.py        seq2seq-export        a run directory -> a TensorFlow SavedModel
serve.py         seq2seq-serve         a run directory or an export -> an HTTP server
bench.py         seq2seq-bench         speed of the pipeline, of training and of decoding
prepare_data.py  seq2seq-prepare-data  the Tatoeba split and the CI subset in data/
decode_options.py  the decoding options of translate and export (`DecodeSpec` fields), checked early

Each module runs as ``python -m seq2seq.commands.<name>`` too.
"""

from seq2seq.command_process import set_up_command_process

set_up_command_process()  # this process runs a command (or is a measured process)
