"""`Handover` packs any variable into int32 words and back bit for bit (the chief's state reaches
the other workers exactly), and sends byte strings of any length; here over one process's default
strategy (the 2-worker cluster is tests/reliability/test_own_disks.py)."""

import numpy as np
import pytest
import tensorflow as tf

from seq2seq.training.cluster import ClusterRole
from seq2seq.training.handover import Handover

CLUSTER = {"cluster": {"worker": ["localhost:1", "localhost:2"]}}


def _variables(seed: int):
    rng = np.random.default_rng(seed)
    floats = rng.normal(size=(3, 5)).astype(np.float32)
    floats[0, :3] = [-0.0, np.nan, np.inf]
    return [
        tf.Variable(floats),
        tf.Variable(rng.normal(size=7)),  # float64
        tf.Variable(np.int64(2**40 + seed)),
        tf.Variable(seed % 2 == 0),  # bool: 1 byte
        tf.Variable(rng.integers(0, 2**32, size=3, dtype=np.int64).astype(np.uint32)),
    ]


def test_a_non_chief_gets_the_chiefs_variables_bit_for_bit():
    strategy = tf.distribute.get_strategy()
    chief = Handover(ClusterRole("worker", 0, 2), strategy, CLUSTER)
    other = Handover(ClusterRole("worker", 1, 2), strategy, CLUSTER)
    sent, received = _variables(1), _variables(2)
    packed = []
    chief._chief_words = lambda words: packed.append(words.numpy()) or words
    chief.variables(sent)
    other._chief_words = lambda words: tf.constant(packed[0])
    other.variables(received)
    for a, b in zip(sent, received, strict=True):
        assert a.dtype == b.dtype
        assert a.numpy().tobytes() == b.numpy().tobytes()


@pytest.mark.parametrize("data", [b"", b"x", b"abcde", bytes(range(256)) * 3])
def test_the_chiefs_bytes_of_any_length_come_back_whole(data):
    chief = Handover(ClusterRole("worker", 0, 2), tf.distribute.get_strategy(), CLUSTER)
    assert chief.blob(data) == data


def test_settle_raises_this_workers_own_error():
    handover = Handover(ClusterRole("worker", 0, 2), tf.distribute.get_strategy(), CLUSTER)
    handover.settle(None)  # nobody failed
    with pytest.raises(FileNotFoundError, match="corpus"):
        handover.settle(FileNotFoundError("corpus/train.es: no such file"))


def test_the_worker_names_follow_tf_config():
    spec = {"cluster": {"chief": ["a:1"], "worker": ["b:1", "c:1"]}}
    handover = Handover(
        ClusterRole("worker", 1, 3, has_chief=True), tf.distribute.get_strategy(), spec
    )
    assert handover.names == ["chief 0", "worker 0", "worker 1"] and handover.index == 2


def test_every_worker_takes_the_chiefs_choice():
    """``train.precision: auto`` resolved on the chief's machine (bfloat16 instructions) wins over
    another worker's own resolution (none): the cluster trains in one precision."""
    strategy = tf.distribute.get_strategy()
    chief = Handover(ClusterRole("worker", 0, 2), strategy, CLUSTER)
    other = Handover(ClusterRole("worker", 1, 2), strategy, CLUSTER)
    sent = []
    chief._chief_words = lambda words: sent.append(words.numpy()) or words
    assert chief.text("mixed_bfloat16") == "mixed_bfloat16"
    other._chief_words = lambda words: tf.constant(sent.pop(0))
    assert other.text("float32") == "mixed_bfloat16"
