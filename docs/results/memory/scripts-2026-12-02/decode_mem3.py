"""A server's workload in one process: 6 rounds of 64 batches of 1-32 random test sentences;
RSS after each round. ``decode_mem3.py BEAM [bfloat16]`` (bfloat16: with the shortlist too)."""

import random
import sys
import time

import tensorflow as tf

from seq2seq.decoding.spec import DecodeSpec
from seq2seq.process_memory import rss_mb
from seq2seq.translator import Translator

tf.config.threading.set_intra_op_parallelism_threads(1)
tf.config.threading.set_inter_op_parallelism_threads(1)
t = Translator.from_dir(
    "runs/es-bench-seed1234",
    "final",
    sys.argv[2] if len(sys.argv) > 2 else "float32",
    shortlist=len(sys.argv) > 2,
)
lines = open("data/tatoeba-spa-eng/test.es", encoding="utf-8").read().splitlines()
spec = DecodeSpec(beam_size=int(sys.argv[1]), length_penalty=0.6)
rng = random.Random(0)
start = time.time()
for r in range(6):
    for _ in range(64):
        bs = rng.randint(1, 32)
        k = rng.randint(0, 1300)
        t.translate(lines[k : k + bs], spec, batch_size=bs)
    print(f"round {r} {time.time() - start:.0f}s rss {rss_mb():.0f}", flush=True)
