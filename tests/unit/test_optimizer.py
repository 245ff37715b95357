"""`FusedAdam` updates as `keras.optimizers.Adam` does (to rounding), clipping included."""

import keras
import numpy as np
import pytest
import tensorflow as tf

from seq2seq.training.optimizer import FusedAdam


@pytest.mark.parametrize("clipping", [{}, {"clipnorm": 0.5}, {"global_clipnorm": 0.5}])
def test_fused_adam_follows_keras_adam(clipping):
    rng = np.random.default_rng(0)
    shapes = [(7, 5), (5,), (11, 3)]
    initial = [rng.normal(size=s).astype(np.float32) for s in shapes]
    results = []
    for cls in (keras.optimizers.Adam, FusedAdam):
        variables = [keras.Variable(w) for w in initial]
        opt = cls(learning_rate=1e-2, beta_1=0.9, beta_2=0.999, epsilon=1e-7, **clipping)
        opt.build(variables)
        step = _step_fn(opt, variables)
        for i in range(5):
            grads = [
                tf.constant(np.random.default_rng(i).normal(size=s), tf.float32) for s in shapes
            ]
            step(grads)
        results.append([v.numpy() for v in variables])
    for keras_w, fused_w, start in zip(*results, initial):
        assert np.abs(keras_w - start).max() > 1e-3  # the variables moved
        np.testing.assert_allclose(fused_w, keras_w, rtol=0, atol=1e-6)


def _step_fn(opt, variables):
    @tf.function
    def step(grads):
        opt.apply_gradients(zip(grads, variables))

    return step


@pytest.mark.parametrize("clipping", [{}, {"clipnorm": 0.5}])
def test_fused_adam_applies_sparse_gradients_like_keras_adam(clipping):
    table = np.arange(12, dtype=np.float32).reshape(4, 3)
    grads = tf.IndexedSlices(tf.ones([2, 3]), tf.constant([0, 2]), tf.constant([4, 3]))
    out = []
    for cls in (keras.optimizers.Adam, FusedAdam):
        v = keras.Variable(table)
        opt = cls(learning_rate=0.1, **clipping)
        opt.build([v])
        opt.apply_gradients([(grads, v)])
        out.append(v.numpy())
    np.testing.assert_allclose(out[1], out[0], atol=1e-6)
    assert (out[1][1] == table[1]).all() and (out[1][0] != table[0]).all()


def test_per_tensor_clipping_is_keras_formula_and_leaves_small_or_zero_gradients():
    opt = FusedAdam(learning_rate=0.1, clipnorm=2.0)
    big = tf.constant([[3.0, 4.0]])  # norm 5: scaled to norm 2
    small = tf.constant([0.6, 0.8])  # norm 1: unchanged
    zero = tf.zeros([3])
    clipped = opt._clip_gradients([big, small, zero, None])
    np.testing.assert_allclose(clipped[0], [[1.2, 1.6]], rtol=1e-6)
    np.testing.assert_allclose(clipped[1], small, rtol=1e-6)
    np.testing.assert_array_equal(clipped[2], zero)
    assert clipped[3] is None
    assert not np.isfinite(opt._clip_gradients([tf.constant([np.nan, 1.0])])[0]).any()
