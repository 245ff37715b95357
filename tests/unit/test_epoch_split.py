"""`seq2seq.training.epoch_split`: a position in an epoch resumes only under the split of the epoch
between workers that drew it; at an epoch's boundary, or in a run with no record, any split goes
and is recorded."""

import pytest

from seq2seq.config import ConfigError
from seq2seq.run_layout import EPOCH_SPLIT, TRAIN_FINGERPRINT, is_run_file
from seq2seq.training.epoch_split import check_and_record, check_training_set

WHOLE = "every worker reading the whole epoch"
TWO = "the shards split by files between 2 workers (2 replicas in all)"
THREE = "the shards split by files between 3 workers (3 replicas in all)"


@pytest.mark.parametrize(
    "stored, split, batch_in_epoch, refused",
    [
        (None, WHOLE, 0, False),  # a new run
        (None, TWO, 17, False),  # a run from before the record was kept: nothing to compare
        (WHOLE, WHOLE, 17, False),
        (TWO, TWO, 17, False),
        (TWO, WHOLE, 0, False),  # at an epoch's boundary the next epoch is drawn afresh
        (WHOLE, TWO, 0, False),
        (TWO, WHOLE, 17, True),  # 2 workers' shares, resumed by one process
        (WHOLE, TWO, 1, True),
        (TWO, THREE, 5, True),
    ],
)
def test_a_position_resumes_only_under_its_split(tmp_path, stored, split, batch_in_epoch, refused):
    record = tmp_path / EPOCH_SPLIT
    if stored is not None:
        record.write_text(stored + "\n", encoding="utf-8")
    if refused:
        with pytest.raises(ConfigError) as err:
            check_and_record(tmp_path, split, epoch=1, batch_in_epoch=batch_in_epoch)
        message = str(err.value)
        assert "\n" not in message
        assert str(record) in message and f"epoch 2 stopped after batch {batch_in_epoch}" in message
        assert stored in message and split in message and "--local-workers" in message
        assert record.read_text(encoding="utf-8") == stored + "\n"  # the record is kept
    else:
        check_and_record(tmp_path, split, epoch=1, batch_in_epoch=batch_in_epoch)
        assert record.read_text(encoding="utf-8") == split + "\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [EPOCH_SPLIT]  # no temporary left


def test_the_records_are_run_files():
    assert is_run_file(EPOCH_SPLIT) and is_run_file(TRAIN_FINGERPRINT)


@pytest.mark.parametrize(
    "stored, resumed, refused",
    [
        (None, False, False),  # a new run records its training set
        (None, True, False),  # a run from before the record was kept: nothing to compare
        ("abc", True, False),  # the same training set
        ("0ld", False, False),  # no checkpoint restored: a fresh start over an old record
        ("0ld", True, True),  # checkpoints of another training set
    ],
)
def test_a_run_resumes_only_over_its_own_training_set(tmp_path, stored, resumed, refused):
    record = tmp_path / TRAIN_FINGERPRINT
    if stored is not None:
        record.write_text(stored + "\n", encoding="utf-8")
    if refused:
        with pytest.raises(ConfigError) as err:
            check_training_set(tmp_path, "abc", resumed, "c/train.es / c/train.en")
        message = str(err.value)
        assert "\n" not in message
        assert message.startswith("c/train.es / c/train.en: the training set changed")
        assert str(record) in message and "new --run-dir" in message
        assert record.read_text(encoding="utf-8") == stored + "\n"
    else:
        check_training_set(tmp_path, "abc", resumed, "c/train.es / c/train.en")
        assert record.read_text(encoding="utf-8") == "abc\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [TRAIN_FINGERPRINT]
