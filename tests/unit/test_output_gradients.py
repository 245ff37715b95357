"""The output layer over the loss's tokens (`seq2seq.models.output_gradients`): exact logits,
gradients equal to NumPy's products (of the bfloat16-rounded operands, in bfloat16), and rows
padded so that new batch sizes do not each cost oneDNN a new product."""

import sys

import ml_dtypes
import numpy as np
import pytest
import tensorflow as tf
from test_model import V, batch, small

from seq2seq.models import output_gradients
from seq2seq.models.builders import build_model


def rounded(x) -> np.ndarray:
    """``x`` rounded to bfloat16 (to nearest, as TensorFlow's cast), as float64."""
    return np.asarray(x, np.float32).astype(ml_dtypes.bfloat16).astype(np.float64)


def projected(rows: int, transpose_kernel: bool, gradients):
    """Random ``x [rows, A]``, kernel, bias and upstream gradient, as float32 NumPy arrays, and
    `output_gradients.project`'s logits and gradients of ``x``, the kernel and the bias."""
    rng = np.random.default_rng(rows + int(transpose_kernel))
    a, v = 12, 30
    x = rng.normal(size=(rows, a)).astype(np.float32)
    w = rng.normal(size=(v, a) if transpose_kernel else (a, v)).astype(np.float32)
    b = rng.normal(size=v).astype(np.float32)
    upstream = rng.normal(size=(rows, v)).astype(np.float32)
    inputs = [tf.constant(x), tf.constant(w), tf.constant(b)]
    with tf.GradientTape() as tape:
        tape.watch(inputs)
        logits = output_gradients.project(
            *inputs, transpose_kernel=transpose_kernel, gradients=gradients
        )
    d_x, d_w, d_b = tape.gradient(logits, inputs, output_gradients=tf.constant(upstream))
    return (x, w, b, upstream), (logits.numpy(), d_x.numpy(), d_w.numpy(), d_b.numpy())


@pytest.mark.parametrize("rows", [5, 64, 70])
@pytest.mark.parametrize("transpose_kernel", [False, True])
def test_exact_logits_and_the_gradients_of_bfloat16_operands(rows, transpose_kernel):
    """bfloat16 gradient products: within one bfloat16 step of NumPy's products of the rounded
    operands; the rounding is there, and small."""
    (x, w, b, upstream), (logits, d_x, d_w, d_b) = projected(rows, transpose_kernel, tf.bfloat16)
    kernel = w.T if transpose_kernel else w  # [A, V]
    np.testing.assert_allclose(logits, x.astype(np.float64) @ kernel + b, rtol=1e-5, atol=1e-5)
    # The products of the rounded operands, summed in float32 and rounded to bfloat16 once more:
    # within one bfloat16 step (2^-7 relative) of the same products in float64.
    kernel16 = rounded(w).T if transpose_kernel else rounded(w)
    np.testing.assert_allclose(d_x, rounded(upstream) @ kernel16.T, rtol=2**-7, atol=1e-6)
    d_kernel = rounded(x).T @ rounded(upstream)  # [A, V]
    d_kernel = d_kernel.T if transpose_kernel else d_kernel
    np.testing.assert_allclose(d_w, d_kernel, rtol=2**-7, atol=1e-6)
    assert np.array_equal(rounded(d_w), d_w)  # bfloat16 values
    np.testing.assert_allclose(d_b, upstream.sum(0), rtol=1e-5, atol=1e-5)
    # The rounding is there (the float32 gradient differs), and small.
    exact = upstream.astype(np.float64) @ kernel.T
    assert np.abs(d_x - exact).max() > 1e-4
    np.testing.assert_allclose(d_x, exact, rtol=0.02, atol=0.05)


@pytest.mark.parametrize("tie_embeddings", [False, True])
def test_token_logits_with_bfloat16_output_gradients(tie_embeddings):
    """The same logits as the float32 model's; the output layer's weight gradients within
    bfloat16 rounding of the exact ones, the other weights' too (their gradients pass through
    ``d_features``)."""
    sizes = {"attention_layer_size": 16, "embedding_size": 16} if tie_embeddings else {}
    model = build_model(small(tie_embeddings=tie_embeddings, **sizes), V, V, seed=5)
    model.build_from_dummy()
    b = batch(tgt_len=5)
    b["tgt_out"] = tf.constant(np.random.RandomState(3).randint(4, V, (3, 5)), tf.int32)
    b["tgt_len"] = tf.constant([5, 2, 3], tf.int32)
    results = {}
    for kind in ("float32", "bfloat16"):
        with tf.GradientTape() as tape:
            logits, labels, weights = model.token_logits(b, training=False, output_gradients=kind)
            ce = tf.nn.sparse_softmax_cross_entropy_with_logits(labels, logits)
            loss = tf.reduce_sum(ce * weights)
        results[kind] = logits.numpy(), tape.gradient(loss, model.trainable_variables)
    np.testing.assert_array_equal(results["bfloat16"][0], results["float32"][0])
    differ = 0
    for variable, exact, low in zip(
        model.trainable_variables, results["float32"][1], results["bfloat16"][1], strict=True
    ):
        exact, low = tf.convert_to_tensor(exact).numpy(), tf.convert_to_tensor(low).numpy()
        scale = np.abs(exact).max()
        np.testing.assert_allclose(low, exact, atol=0.02 * scale, err_msg=variable.path)
        differ += not np.array_equal(low, exact)
    assert differ > 0


@pytest.mark.parametrize("rows", [5, 64, 70])
@pytest.mark.parametrize("transpose_kernel", [False, True])
def test_float32_gradients_are_the_exact_products(rows, transpose_kernel):
    """``gradients=tf.float32``: the logits and all three gradients those of NumPy in float64."""
    (x, w, b, upstream), (logits, d_x, d_w, d_b) = projected(rows, transpose_kernel, tf.float32)
    assert logits.shape == (rows, 30)
    kernel = w.T.astype(np.float64) if transpose_kernel else w.astype(np.float64)  # [A, V]
    np.testing.assert_allclose(logits, x @ kernel + b, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(d_x, upstream @ kernel.T, rtol=1e-5, atol=1e-5)
    d_kernel = x.T.astype(np.float64) @ upstream
    np.testing.assert_allclose(
        d_w, d_kernel.T if transpose_kernel else d_kernel, rtol=1e-5, atol=1e-5
    )
    np.testing.assert_allclose(d_b, upstream.sum(0), rtol=1e-5, atol=1e-5)


GROWTH_SCRIPT = """
import sys
import numpy as np
import tensorflow as tf
tf.config.threading.set_intra_op_parallelism_threads(1)  # as training's bench: one core
tf.config.threading.set_inter_op_parallelism_threads(1)
from seq2seq import config as config_lib
from seq2seq.models import model as model_lib
from seq2seq.models.builders import build_model
from seq2seq.training.losses import token_cross_entropy

model_lib.TOKEN_ROWS = int(sys.argv[2])
config = config_lib.load("bench-small", [])
model = build_model(config.model, 4000, 4000, seed=1).build_from_dummy()

def resident_mb():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) for l in status if l.startswith("VmRSS")) / 1024

@tf.function(reduce_retracing=True)
def step(batch):
    with tf.GradientTape() as tape:
        logits, labels, weights = model.token_logits(batch, True, output_gradients=sys.argv[1])
        loss = tf.reduce_sum(token_cross_entropy(labels, logits) * weights)
    return [tf.reduce_sum(g) for g in tape.gradient(loss, model.trainable_variables)]

rng = np.random.default_rng(0)
def batch(lengths=None):  # one shape, 64 x 12 pieces; a new number of real target tokens each time
    ids = lambda: tf.constant(rng.integers(4, 4000, (64, 12)), tf.int32)
    lengths = rng.integers(6, 13, 64) if lengths is None else lengths
    return {"src_ids": ids(), "src_len": tf.fill([64], 12), "tgt_in": ids(), "tgt_out": ids(),
            "tgt_len": tf.constant(lengths, tf.int32)}

for k in range(6, 13):  # traced, and every padded row count's products built: 64 k tokens
    step(batch(np.full(64, k)))
before = resident_mb()
for _ in range(40):
    step(batch())
print(resident_mb() - before)
"""


@pytest.mark.slow  # a TensorFlow process per case: make test-all
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/status")
@pytest.mark.parametrize("gradients", ["float32", "bfloat16"])
def test_new_token_counts_do_not_grow_memory(gradients):
    """A training step's real target tokens are a new count at almost every step. Padded to
    `TOKEN_ROWS`, 40 new counts (bench-small's model, forward and backward, one thread as in
    training) add a few MB once every padded count has been seen (the warm-up sees each); unpadded,
    oneDNN kept a product and a softmax per new count, about 1 MB a step. (Before the warm-up saw
    every padded count, the padded growth ranged 4-28 MB between runs and failed a CI.)"""
    import subprocess

    proc = subprocess.run(
        [sys.executable, "-c", GROWTH_SCRIPT, gradients, "64"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert float(proc.stdout.split()[-1]) < 25, proc.stdout  # padded 0-11 MB; unpadded 35-55
