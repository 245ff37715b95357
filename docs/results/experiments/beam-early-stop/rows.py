"""Rows and steps a beam search computes on the test source: ``rows.py RUN ALPHA BATCH [LIMIT]``.

Counts the step function's rows and calls over `Translator.translate` (graph searches, no XLA) and
writes the best hypotheses with their scores to ``beam-rows-<alpha>-<batch>.txt`` in the
working directory (run from the repository root: the run and the test source are relative to it).
"""

import sys
import time

import tensorflow as tf

from seq2seq.translator import Translator

run, alpha, batch_size = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
limit = int(sys.argv[4]) if len(sys.argv) > 4 else None
translator = Translator.from_dir(run)
translator.xla = False
rows, steps = tf.Variable(0, dtype=tf.int64), tf.Variable(0, dtype=tf.int64)
step = translator.model.step


def counted(ids, state):
    rows.assign_add(tf.cast(tf.shape(ids)[0], tf.int64))
    steps.assign_add(1)
    return step(ids, state)


translator.model.step = counted
with open("data/tatoeba-spa-eng/test.es", encoding="utf-8") as f:
    lines = f.read().splitlines()[:limit]
start = time.perf_counter()
out = translator.translate(lines, beam_size=5, length_penalty=alpha, batch_size=batch_size)
seconds = time.perf_counter() - start
print(f"alpha={alpha} batch={batch_size} rows={int(rows.numpy())} steps={int(steps.numpy())}")
print(f"seconds={seconds:.1f}")
with open(f"beam-rows-{alpha}-{batch_size}.txt", "w", encoding="utf-8") as f:
    for t in out:
        f.write(f"{t.hypotheses[0].text}\t{t.hypotheses[0].score!r}\n" if t.hypotheses else "\n")
