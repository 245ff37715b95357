"""The exponential moving average of the weights against a NumPy reference of its update rule."""

import numpy as np
import pytest
import tensorflow as tf

from seq2seq.training.ema import WeightAverage


def numpy_average(initial, updates, decay):
    """The shadow after applying ``updates`` (the weights after each step) to ``initial``."""
    shadow = initial.astype(np.float64)
    for n, weight in enumerate(updates):
        d = min(decay, (1 + n) / (10 + n))
        shadow = d * shadow + (1 - d) * weight
    return shadow


@pytest.mark.parametrize("decay", [0.5, 0.99])
def test_the_average_follows_the_update_rule_with_its_warm_up(decay):
    rng = np.random.default_rng(0)
    initial = rng.normal(size=(3, 4)).astype(np.float32)
    weight = tf.Variable(initial)
    average = WeightAverage([weight], decay)
    history = []
    update = tf.function(average.update)
    for step in range(40):
        weight.assign(rng.normal(size=(3, 4)).astype(np.float32) + step)
        history.append(weight.numpy())
        update()
    want = numpy_average(initial, history, decay)
    np.testing.assert_allclose(average.shadows[0].numpy(), want, rtol=1e-5, atol=1e-5)
    assert int(average.updates) == 40
    # Early on the warm-up dominates: after one update the shadow is 90% the new weight.
    fresh = tf.Variable(np.zeros(2, np.float32))
    first = WeightAverage([fresh], 0.999)
    fresh.assign([10.0, -10.0])
    first.update()
    np.testing.assert_allclose(first.shadows[0].numpy(), [9.0, -9.0], rtol=1e-6)


def test_a_constant_weight_is_its_own_average():
    weight = tf.Variable([[1.5, -2.0]])
    average = WeightAverage([weight], 0.9)
    for _ in range(20):
        average.update()
    np.testing.assert_array_equal(average.shadows[0].numpy(), weight.numpy())


def test_copy_into_sources_sets_the_weights_and_keeps_the_averages():
    weight = tf.Variable([0.0, 0.0])
    counter = tf.Variable(3, dtype=tf.int64)
    average = WeightAverage([weight, counter], 0.5)
    assert len(average.shadows) == 1  # integer state is not averaged
    weight.assign([4.0, 8.0])
    average.update()  # d = min(0.5, 1/10) = 0.1: shadow = 0.9 * new
    weight.assign([100.0, 100.0])
    average.copy_into_sources()
    np.testing.assert_allclose(weight.numpy(), [3.6, 7.2], rtol=1e-6)
    np.testing.assert_allclose(average.shadows[0].numpy(), [3.6, 7.2], rtol=1e-6)


@pytest.mark.parametrize("decay", [0.0, 1.0, -0.5])
def test_a_decay_outside_the_open_unit_interval_is_refused(decay):
    with pytest.raises(ValueError, match="decay"):
        WeightAverage([tf.Variable([1.0])], decay)
