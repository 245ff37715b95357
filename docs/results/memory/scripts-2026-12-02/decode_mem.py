"""RSS after translating the test set seven times in one process (beam 5, batches of 64, 64, 48,
40, 56, 32, 60): ``decode_mem.py float32|bfloat16 trim|notrim`` (trim: `malloc_trim` after each)."""

import ctypes
import sys
import time

import tensorflow as tf

from seq2seq.decoding.spec import DecodeSpec
from seq2seq.process_memory import rss_mb, rss_parts_mb
from seq2seq.translator import Translator

tf.config.threading.set_intra_op_parallelism_threads(1)
tf.config.threading.set_inter_op_parallelism_threads(1)
precision = sys.argv[1]
trim = sys.argv[2] == "trim"
run = "runs/es-bench-seed1234"
t = Translator.from_dir(run, "final", precision, shortlist=precision != "float32")
lines = open("data/tatoeba-spa-eng/test.es", encoding="utf-8").read().splitlines()
spec = DecodeSpec(beam_size=5, length_penalty=0.6)
libc = ctypes.CDLL("libc.so.6")
out = []
start = time.time()
for bs in [64, 64, 48, 40, 56, 32, 60]:
    t.translate(lines, spec, batch_size=bs)
    if trim:
        libc.malloc_trim(0)
    p = rss_parts_mb()
    out.append(f"{rss_mb():.0f}({p})")
print(precision, "trim" if trim else "", f"{time.time() - start:.0f}s", " ".join(out), flush=True)
