"""Ensemble decoding: a model ensembled with itself decodes exactly as the model; two models score
each step by the mean of their log-probabilities."""

import numpy as np
import tensorflow as tf
from conftest import peaked_model

from seq2seq.decoding.ensemble import Ensemble
from seq2seq.decoding.search import beam_search, greedy_search

SRC = tf.constant([[5, 6, 7, 3], [8, 9, 3, 0]], tf.int32)
LEN = tf.constant([4, 3], tf.int32)
MAX = tf.constant([6, 6], tf.int32)


def model(seed):
    return peaked_model(seed=seed)[0]


def test_a_model_ensembled_with_itself_decodes_as_the_model():
    m = model(1)
    both = Ensemble([m, m])
    for search, kwargs in (
        (greedy_search, {}),
        (beam_search, {"beam_size": 3, "length_penalty": 0.6}),
    ):
        alone = search(m.step, m.start(SRC, LEN), bos_id=2, eos_id=3, max_lengths=MAX, **kwargs)
        twice = search(
            both.step, both.start(SRC, LEN), bos_id=2, eos_id=3, max_lengths=MAX, **kwargs
        )
        np.testing.assert_array_equal(twice.ids.numpy(), alone.ids.numpy())
        np.testing.assert_allclose(twice.scores.numpy(), alone.scores.numpy(), rtol=1e-6)
        np.testing.assert_allclose(twice.alignments.numpy(), alone.alignments.numpy(), atol=1e-7)


def test_two_models_score_a_step_by_their_mean_log_probabilities():
    a, b = model(1), model(2)
    ids = tf.constant([2, 2], tf.int32)
    lp_a, _, al_a = a.step(ids, a.start(SRC, LEN))
    lp_b, _, al_b = b.step(ids, b.start(SRC, LEN))
    pair = Ensemble([a, b])
    lp, states, al = pair.step(ids, pair.start(SRC, LEN))
    np.testing.assert_allclose(lp.numpy(), (lp_a.numpy() + lp_b.numpy()) / 2, rtol=1e-6)
    np.testing.assert_allclose(al.numpy(), (al_a.numpy() + al_b.numpy()) / 2, rtol=1e-6)
    assert len(states) == 2
    assert not np.allclose(lp_a.numpy(), lp_b.numpy())  # the two models do differ
