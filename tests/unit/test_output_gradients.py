"""The output layer with bfloat16 gradient products (`seq2seq.models.output_gradients`): exact
logits, gradients equal to NumPy's products of the bfloat16-rounded operands."""

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


@pytest.mark.parametrize("rows", [5, 64, 70])  # under, at and over one padding block
@pytest.mark.parametrize("transpose_kernel", [False, True])
def test_exact_logits_and_the_gradients_of_bfloat16_operands(rows, transpose_kernel):
    rng = np.random.default_rng(rows)
    a, v = 12, 30
    x = rng.normal(size=(rows, a)).astype(np.float32)
    w = rng.normal(size=(v, a) if transpose_kernel else (a, v)).astype(np.float32)
    b = rng.normal(size=v).astype(np.float32)
    upstream = rng.normal(size=(rows, v)).astype(np.float32)
    inputs = [tf.constant(x), tf.constant(w), tf.constant(b)]
    with tf.GradientTape() as tape:
        tape.watch(inputs)
        logits = output_gradients.project(*inputs, transpose_kernel=transpose_kernel)
    d_x, d_w, d_b = tape.gradient(logits, inputs, output_gradients=tf.constant(upstream))

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
            logits, labels = model.token_logits(b, training=False, output_gradients=kind)
            loss = tf.reduce_sum(tf.nn.sparse_softmax_cross_entropy_with_logits(labels, logits))
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
