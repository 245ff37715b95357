"""What a `Trainer` is built from, before its first step: the stored config checked against the
wanted one on resume, the corpora, vocabularies and training set, and the model with its
optimizer."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

import tensorflow as tf

from seq2seq import atomic
from seq2seq import config as config_lib
from seq2seq.config import Config, ConfigError
from seq2seq.data.corpus import resolve_path
from seq2seq.data.subword import Vocabularies
from seq2seq.models.builders import build_model
from seq2seq.training.cluster import ClusterRole
from seq2seq.training.data import (
    Corpora,
    InMemoryData,
    StreamedData,
    TrainingData,
    corpus_paths,
    read_corpora,
    streams,
    vocabulary_sample,
)
from seq2seq.training.distribute import set_precision
from seq2seq.training.ema import WeightAverage
from seq2seq.training.handover import Handover
from seq2seq.training.optimizer import make_optimizer
from seq2seq.training.results import software_header

T = TypeVar("T")

# Keys that may change when a run is resumed (budgets and bookkeeping, not the model or the data).
RESUMABLE_KEYS = {
    "epochs",
    "max_steps",
    "time_budget",
    "patience",
    "eval_every",
    "log_every",
    "eval_sentences",
    "keep_checkpoints",
    "eval_beam_size",
    "average_checkpoints",
    "save_every",
    "strategy",
    "replicas",
}


def check_resume_config(stored: Config, wanted: Config) -> None:
    """Budgets and decoding options may change on resume; the model and the data may not."""
    old, new = stored.to_dict(), wanted.to_dict()
    changed = [
        f"{section}.{key}"
        for section in ("data", "model", "train")
        for key, value in new[section].items()
        if old[section][key] != value and not (section == "train" and key in RESUMABLE_KEYS)
    ]
    if changed:
        raise ConfigError(
            f"the run directory was trained with a different config "
            f"({', '.join(changed)}): use a new --run-dir"
        )


def check_stored_config(config: Config, run_dir: Path, role: ClusterRole) -> None:
    """A resumed run's config may change only in `RESUMABLE_KEYS` (checked by the chief alone: a
    non-chief worker's run directory holds no config)."""
    stored_path = run_dir / "config.yaml"
    if role.is_chief and stored_path.exists():
        check_resume_config(config_lib.load(str(stored_path)), config)


def log_strategy(
    config: Config, strategy: tf.distribute.Strategy, role: ClusterRole, log: Callable
) -> None:
    """Says where the replicas of a distributed run are (and that on CPUs they rarely pay)."""
    devices = ", ".join(strategy.extended.worker_devices)
    who = f"{role.name} of {role.num_workers}" if role.task_type else "the only process"
    log(
        f"train.strategy={config.train.strategy}: {strategy.num_replicas_in_sync} replicas in "
        f"sync; this process is {who}, on {devices}"
    )
    if not tf.config.list_physical_devices("GPU"):
        log(
            "note: on CPUs one process with a thread per core trains faster than "
            "replicas or workers on the same cores (measured in docs/scaling.md); "
            "replicas pay off across machines"
        )


def save_config(config: Config, write_dir: Path) -> None:
    """The resolved config, with the software that ran it, as ``write_dir/config.yaml``."""
    config_lib.save(config, write_dir / "config.yaml", header=software_header())


def together(handover: Handover | None, work: Callable[[], T]) -> T:
    """``work()``, then `Handover.settle` on every worker of a cluster (an error anywhere stops
    them all at once); just ``work()`` for a single process."""
    if handover is None:
        return work()
    try:
        result = work()
    except Exception as err:  # re-raised by settle, once every worker knows
        handover.settle(err)
    handover.settle(None)
    return result


def read_data(
    config: Config,
    run_dir: Path,
    write_dir: Path,
    role: ClusterRole,
    log: Callable,
    handover: Handover | None = None,
    replicas: int = 1,
) -> tuple[Corpora, Vocabularies, TrainingData]:
    """``(corpora, vocabularies, training set)``: reads the corpora (every split validated
    before anything is written), trains or loads the vocabularies, saves ``config.yaml`` into
    ``write_dir`` for a new run (a resumed run's is rewritten by `save_config` once its checkpoint
    is restored, so that a failed resume leaves it as it was) and opens the training set (in
    memory, or shards).

    In a cluster (``handover``) the chief does this in its run directory; every other worker reads
    its own copy of the corpus, receives the chief's subword models through the cluster and
    prepares its training set in ``write_dir`` (its private directory), checked against the
    chief's by fingerprint (`seq2seq.training.handover`): it never reads the chief's folder.
    Streamed shards are split between the workers (``replicas``: the strategy's, in all)."""
    streamed = streams(config, corpus_paths(config, "train"))
    train_files: list[Path] = []

    def vocabularies_and_corpora():
        # Fails before anything is written (a streamed training set is checked as it is encoded).
        corpora = read_corpora(config, log, read_train=not streamed)
        train_files.extend(resolve_path(p) for p in corpus_paths(config, "train"))
        if not role.is_chief:
            return corpora, None
        lines = vocabulary_sample(config, tuple(train_files)) if streamed else corpora.train
        return corpora, build_vocabularies(config, run_dir, lines, log)

    corpora, vocabs = together(handover, vocabularies_and_corpora)
    if handover is not None:
        vocabs = _hand_over_vocabularies(config, handover, run_dir, write_dir, vocabs)

    def training_data() -> TrainingData:
        if not (write_dir / "config.yaml").exists():
            save_config(config, write_dir)
        if not streamed:
            return InMemoryData(config, corpora.train, vocabs, write_dir / "train_ids.npz", log)
        folder = run_dir if role.is_chief else write_dir
        return StreamedData.write_or_open(
            config, tuple(train_files), vocabs, folder, log, role.num_workers, replicas
        )

    data = together(handover, training_data)
    if handover is not None:
        where = str(corpus_paths(config, "train")[0].parent)
        handover.same_as_chief(data.fingerprint(), "training corpus", where)
    if not streamed:  # the ids are all training needs: the lines (~170 bytes a pair) are not kept
        corpora = replace(corpora, train=None)
    return corpora, vocabs, data


def build_vocabularies(
    config: Config, run_dir: Path, lines, log: Callable | None = None
) -> Vocabularies:
    """The run's subword models (``data`` settings): trained on ``lines`` (source and target
    lines) into ``run_dir``, or loaded from it."""
    d = config.data
    return Vocabularies.build_or_load(
        run_dir,
        *lines,
        vocab_size=d.vocab_size,
        model_type=d.subword_model,
        character_coverage=d.character_coverage,
        joint=d.joint_vocab,
        seed=config.train.seed,
        log=log,
    )


def _hand_over_vocabularies(
    config: Config,
    handover: Handover,
    run_dir: Path,
    write_dir: Path,
    vocabs: Vocabularies | None,
) -> Vocabularies:
    """The chief's subword models on every worker: their bytes sent through the cluster, written
    into a non-chief worker's private ``write_dir`` and loaded from there."""
    chief = handover.role.is_chief
    for name in ("joint",) if config.data.joint_vocab else ("src", "tgt"):
        received = handover.blob((run_dir / f"{name}.model").read_bytes() if chief else None)
        if not chief:
            atomic.write_bytes(write_dir / f"{name}.model", received)
    return together(handover, lambda: vocabs if chief else Vocabularies.load(write_dir))


def build_model_and_optimizer(
    config: Config, vocabs: Vocabularies, strategy: tf.distribute.Strategy
) -> tuple:
    """``(model, optimizer, moving average or None)``, built under ``strategy``'s scope."""
    t = config.train
    set_precision(t.precision)
    with strategy.scope():
        model = build_model(
            config.model, vocabs.src.vocab_size, vocabs.tgt.vocab_size, seed=t.seed
        ).build_from_dummy()
        optimizer = make_optimizer(t)
        optimizer.build(model.trainable_variables)
        ema = WeightAverage(model.trainable_variables, t.ema_decay) if t.ema_decay else None
    return model, optimizer, ema
