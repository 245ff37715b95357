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

from seq2seq.heap import return_large_blocks
from seq2seq.lean_keras import skip_unused_keras_imports

# This process runs a command: TensorFlow and Keras without the imports no command uses (40 MB).
skip_unused_keras_imports()
# Large blocks go back to the system when freed: a lower peak for the same speed (seq2seq/heap.py).
return_large_blocks()
