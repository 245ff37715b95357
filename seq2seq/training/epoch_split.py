"""Which batches an epoch is made of depends on how the training set is split between the workers
of a cluster (`seq2seq.training.data.TrainingData.epoch_split`): every worker reading the whole
epoch, or streamed shards shared out by files. A checkpoint's position (epoch ``e``, batch ``k``)
only resumes exactly under the split that drew those ``k`` batches, so the run directory records
it (``epoch_split.txt``) and a resume in the middle of an epoch under another split is refused.

At an epoch's end any split may follow: the next epoch is drawn afresh. The training set itself
must not change at all (`check_training_set`): its fingerprint is recorded too
(``train_fingerprint.txt``).
"""

from __future__ import annotations

from pathlib import Path

from seq2seq import atomic
from seq2seq.config import ConfigError
from seq2seq.run_layout import EPOCH_SPLIT, TRAIN_FINGERPRINT


def check_and_record(run_dir: Path, split: str, epoch: int, batch_in_epoch: int) -> None:
    """Refuses to resume epoch ``epoch`` (from 0) after ``batch_in_epoch`` batches under another
    ``split`` than the one recorded in ``run_dir``; otherwise records ``split``. A run without a
    record (new, or from before it was kept) takes this session's."""
    path = Path(run_dir) / EPOCH_SPLIT
    stored = path.read_text(encoding="utf-8").strip() if path.is_file() else None
    if stored == split:
        return
    if stored is not None and batch_in_epoch > 0:
        raise ConfigError(
            f"{path}: epoch {epoch + 1} stopped after batch {batch_in_epoch} with {stored}; this "
            f"session would read {split}, other batches: resume with the same --local-workers "
            "and train.replicas (the next epoch may use any)"
        )
    atomic.write_text(path, split + "\n")


def check_training_set(run_dir: Path, fingerprint: str, resumed: bool, where: str) -> None:
    """Refuses to resume a run whose training set (``where``, its files) is not the one its
    checkpoints were trained on (another ``fingerprint``: lines added, removed or changed, other
    subword models): the epochs would draw other batches and the loss another normaliser.
    Otherwise records ``fingerprint`` (a new run, or one from before it was kept, takes this
    session's)."""
    path = Path(run_dir) / TRAIN_FINGERPRINT
    stored = path.read_text(encoding="utf-8").strip() if path.is_file() else None
    if stored == fingerprint:
        return
    if stored is not None and resumed:
        raise ConfigError(
            f"{where}: the training set changed since this run's checkpoints were saved "
            f"(fingerprint {stored[:12]}, now {fingerprint[:12]}, recorded in {path}); resuming "
            "would train on other batches: put the corpus back as it was, or train in a new "
            "--run-dir"
        )
    atomic.write_text(path, fingerprint + "\n")
