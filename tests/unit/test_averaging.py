"""Checkpoint averaging: the average of checkpoints is the element-wise mean of their weights."""

import numpy as np
import pytest
import tensorflow as tf
from conftest import SMALL_SIZES

from seq2seq import config as C
from seq2seq.checkpoint import CheckpointError, restore_model_from
from seq2seq.models.builders import build_model
from seq2seq.training.averaging import average_into, average_run, check_checkpoints, write_model


def small_model():
    return build_model(C.load("bench-small", SMALL_SIZES).model, 30, 40).build_from_dummy()


def randomise(model, seed):
    rng = np.random.default_rng(seed)
    for v in model.trainable_variables:
        v.assign(rng.normal(size=v.shape).astype(np.float32))
    return [v.numpy() for v in model.trainable_variables]


def test_the_average_of_two_checkpoints_is_their_element_wise_mean(tmp_path):
    model = small_model()
    first = randomise(model, 1)
    a = tf.train.Checkpoint(model=model).write(str(tmp_path / "a"))
    second = randomise(model, 2)
    b = tf.train.Checkpoint(model=model).write(str(tmp_path / "b"))
    randomise(model, 3)  # neither: the average must not depend on what the model held

    average_into(model, [a, b])
    for got, x, y in zip(model.trainable_variables, first, second):
        np.testing.assert_allclose(got.numpy(), (x + y) / 2, rtol=1e-6, atol=1e-7)

    # Written and read back as one model-only checkpoint, the average is unchanged.
    prefix = write_model(model, tmp_path / "averaged")
    averaged = [v.numpy() for v in model.trainable_variables]
    other = small_model()
    restore_model_from(other, prefix)
    for got, want in zip(other.trainable_variables, averaged):
        np.testing.assert_array_equal(got.numpy(), want)


def test_averaging_one_checkpoint_gives_it_back(tmp_path):
    model = small_model()
    weights = randomise(model, 4)
    path = tf.train.Checkpoint(model=model).write(str(tmp_path / "one"))
    randomise(model, 5)
    average_into(model, [path])
    for got, want in zip(model.trainable_variables, weights):
        np.testing.assert_array_equal(got.numpy(), want)


def test_averaging_refuses_missing_checkpoints(tmp_path):
    with pytest.raises(CheckpointError):
        average_into(small_model(), [])
    (tmp_path / "run").mkdir()
    with pytest.raises(FileNotFoundError, match="no such run directory"):
        average_run(tmp_path / "nowhere", last=2)


def test_write_model_replaces_its_own_output_and_never_a_users_folder(tmp_path):
    """A re-run replaces the model folder it wrote and nothing else: folders of the user's named
    like temporaries beside it are kept as they were, and no temporary is left."""
    model = small_model()
    weights = randomise(model, 6)
    write_model(model, tmp_path / "out")
    for mine in ("out.tmp", "out.old"):
        (tmp_path / mine).mkdir()
        (tmp_path / mine / "notes.txt").write_text("the user's")
    randomise(model, 7)
    prefix = write_model(model, tmp_path / "out")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "out.old", "out.tmp"]
    assert (tmp_path / "out.tmp" / "notes.txt").read_text() == "the user's"
    restore_model_from(model, prefix)
    assert not np.array_equal(model.trainable_variables[0].numpy(), weights[0])


@pytest.mark.parametrize(
    "names,error",
    [
        (["a", "b"], None),
        (["a", "a"], "a: the same checkpoint as a, named twice"),
        (["a", "b", "./a"], "./a: the same checkpoint as a, named twice"),
        (["a", "link"], "link: the same checkpoint as a, named twice"),  # a link to a's prefix
        (["a", "c"], "c: no such checkpoint (expected c.index)"),
        (["a", "b.index"], "b.index: a file of the checkpoint b; name its prefix b"),
        (["a.data-00000-of-00001"], "a.data-00000-of-00001: a file of the checkpoint a; name its"),
    ],
)
def test_each_checkpoint_is_named_once_and_exists(names, error, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("a", "b"):
        (tmp_path / f"{name}.index").write_bytes(b"")
    (tmp_path / "link").symlink_to(tmp_path / "a")
    (tmp_path / "link.index").symlink_to(tmp_path / "a.index")
    if error is None:
        check_checkpoints(names)
    else:
        with pytest.raises(CheckpointError) as caught:
            check_checkpoints(names)
        assert str(caught.value).startswith(error)
