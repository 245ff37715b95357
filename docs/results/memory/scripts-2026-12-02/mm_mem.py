"""RSS growth per new shape of one product: `mm` the output layer's `[5n, 512] x [512, 8000]`,
`bmm` the attention's `[64, 1, 512] x [64, n, 512]^T`, for n = 1..64
(MB over the start, every 8)."""

import sys

import numpy as np
import tensorflow as tf

from seq2seq.process_memory import rss_mb

tf.config.threading.set_intra_op_parallelism_threads(1)
tf.config.threading.set_inter_op_parallelism_threads(1)
kind = sys.argv[1]
w = tf.Variable(np.random.rand(512, 8000).astype(np.float32))


@tf.function(input_signature=[tf.TensorSpec([None, 512])])
def mm(x):
    return tf.matmul(x, w)


@tf.function(input_signature=[tf.TensorSpec([None, 1, 512]), tf.TensorSpec([None, None, 512])])
def bmm(q, m):
    return tf.matmul(q, m, transpose_b=True)


base = rss_mb()
out = []
for n in range(1, 65):
    if kind == "mm":
        mm(tf.ones([n * 5, 512]))
    else:
        bmm(tf.ones([64, 1, 512]), tf.ones([64, n, 512]))
    if n % 8 == 0:
        out.append(int(rss_mb() - base))
print(kind, out)
