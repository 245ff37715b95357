"""decode_mem3.py's server workload (beam 5, float32), each batch of 9-32 sentences padded to
the compaction ladder (copies of its shortest line): ``decode_mem_ladder.py 5 pad|nopad``."""

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
    "float32",
    shortlist=False,
)
lines = open("data/tatoeba-spa-eng/test.es", encoding="utf-8").read().splitlines()
spec = DecodeSpec(beam_size=int(sys.argv[1]), length_penalty=0.6)
rng = random.Random(0)
PAD = sys.argv[-1] == "pad"


def ladder(n):
    for most, step in ((8, 1), (16, 2), (32, 4)):
        if n <= most:
            return -(-n // step) * step
    return -(-n // 8) * 8


start = time.time()
for r in range(6):
    for _ in range(64):
        bs = rng.randint(1, 32)
        k = rng.randint(0, 1300)
        batch = lines[k : k + bs]
        if PAD:
            n = ladder(len(batch))
            batch = batch + [min(batch, key=len)] * (n - len(batch))
        t.translate(batch, spec, batch_size=len(batch))
    print(f"round {r} {time.time() - start:.0f}s rss {rss_mb():.0f}", flush=True)
