"""The training loop: data -> subwords -> model -> steps, dev BLEU, checkpoints, final test BLEU.

`train(config, run_dir)` is everything `seq2seq-train` does. Re-running it on the same run
directory resumes from the latest checkpoint: model, optimizer, step, epoch, position in the epoch
(each epoch's shuffle is a pure function of ``seed + epoch``, so the remaining batches are the same
ones) and the dropout RNG state (Keras seed generators are variables of the model).
"""

from __future__ import annotations

import json
import math
import os
import re
import resource
import shutil
import signal
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import keras
import tensorflow as tf

from seq2seq import config as config_lib
from seq2seq.checkpoint import FINAL, Checkpoints, RandomState, TrainingProgress, resolve
from seq2seq.config import Config, ConfigError
from seq2seq.data.corpus import CorpusError, read_parallel, resolve_path
from seq2seq.data.shards import ShardIndex
from seq2seq.data.subword import Vocabularies
from seq2seq.errors import Interrupted, TrainingStopped, WorkerLost
from seq2seq.evaluation import bleu, chrf
from seq2seq.models.builders import build_model
from seq2seq.training.averaging import average_into, write_model
from seq2seq.training.cluster import ClusterRole, private_directory, remove, wait_for
from seq2seq.training.data import (
    SHARDS,
    InMemoryData,
    StreamedData,
    TrainingData,
    streams,
    vocabulary_sample,
)
from seq2seq.training.display import ProgressDisplay
from seq2seq.training.distribute import make_strategy, set_precision
from seq2seq.training.ema import WeightAverage
from seq2seq.training.losses import masked_cross_entropy, token_cross_entropy
from seq2seq.training.optimizer import FusedAdam
from seq2seq.training.schedules import make_schedule
from seq2seq.training.summaries import sample_indices, write_dev_samples
from seq2seq.translator import Translator

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

EMA_CANDIDATE = "exponential moving average"

BATCH_SPEC = {
    "src_ids": tf.TensorSpec([None, None], tf.int32),
    "src_len": tf.TensorSpec([None], tf.int32),
    "tgt_in": tf.TensorSpec([None, None], tf.int32),
    "tgt_out": tf.TensorSpec([None, None], tf.int32),
    "tgt_len": tf.TensorSpec([None], tf.int32),
}


@dataclass
class Corpora:
    """The raw lines of the splits (``test`` may be None)."""

    train: tuple[list[str], list[str]] | None
    dev: tuple[list[str], list[str]]
    test: tuple[list[str], list[str]] | None


def corpus_paths(config: Config, split: str) -> tuple[Path, Path]:
    d = config.data
    prefix = {"train": d.train_prefix, "dev": d.dev_prefix, "test": d.test_prefix}[split]
    root = Path(d.corpus)
    return root / f"{prefix}.{d.src}", root / f"{prefix}.{d.tgt}"


def read_corpora(config: Config, log: Callable[[str], None], read_train: bool = True) -> Corpora:
    """Validates and reads every split before any training starts (``read_train=False``: the
    training files are only checked to exist, for a streamed training set; ``train`` is None)."""
    d = config.data
    root = Path(d.corpus)
    if not root.is_dir():  # e.g. ci-tiny's relative data/ci-subset, run outside the repository
        where = "" if root.is_absolute() else f" in {Path.cwd()}"
        src, _ = corpus_paths(config, "train")
        raise CorpusError(
            f"{src}: no such file (nor {src.name}.gz); no folder {root}{where}: run "
            "seq2seq-prepare-data here first (it writes data/tatoeba-spa-eng and "
            "data/ci-subset), or --set data.corpus=DIR"
        )
    splits = {}
    for split in ("train", "dev", "test"):
        if split == "test" and not d.test_prefix:
            splits[split] = None
            continue
        src, tgt = corpus_paths(config, split)
        if split == "train" and not read_train:
            resolve_path(src), resolve_path(tgt)  # exist (or their .gz twins), else CorpusError
            splits[split] = None
            continue
        max_chars = d.max_chars if split == "train" else None
        result = read_parallel(src, tgt, max_chars=max_chars, strict=d.strict)
        log(f"data {split}: {result.report.summary()}")
        splits[split] = (result.src, result.tgt)
    return Corpora(**splits)


def _check_resume_config(stored: Config, wanted: Config) -> None:
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


# How long the chief stays after the end-of-training barrier, so that the other workers (which
# exit in about a second) are gone before the coordination service's leader.
LEAVING_SECONDS = 3.0

# The lines of a collective's error that say what happened to the lost worker.
LOST_WORKER_HINTS = re.compile(r"unhealthy|crashed|connection|unavailable|socket|peer", re.I)

# Steps in a row with a non-finite loss or gradient (each one skipped) before training stops.
MAX_NONFINITE_STEPS = 5


class Trainer:
    """Owns the model, optimizer, checkpoints and data of one run directory.

    Guarantees (docs/reliability.md): SIGINT and SIGTERM stop at the next step boundary and save an
    exact checkpoint; a step whose loss or gradient is not finite is not applied, and
    `MAX_NONFINITE_STEPS` of them in a row stop training with the last good checkpoint kept; weights
    that are not finite are never saved; a finished run is never trained further.
    """

    def __init__(
        self,
        config: Config,
        run_dir: str | Path,
        log: Callable[[str], None] = print,
        preset: str | None = None,
    ):
        self.session_start = time.time()
        self.run_dir = Path(run_dir)
        self.log = log
        self.preset = preset
        t = config.train
        # Distributed strategies configure the runtime: before any other TensorFlow operation.
        self.strategy = make_strategy(t.strategy, t.replicas)
        self.role = (
            ClusterRole.from_environment() if t.strategy == "multi_worker" else ClusterRole()
        )
        # Every worker takes part in every save; only the chief's land in the run directory.
        self.write_dir = (
            self.run_dir if self.role.is_chief else private_directory(self.role, self.run_dir)
        )
        stored_path = self.run_dir / "config.yaml"
        if not self.role.is_chief:
            wait_for([stored_path], "the vocabularies and config.yaml")
        if stored_path.exists():
            stored = config_lib.load(str(stored_path))
            _check_resume_config(stored, config)
        self.config = config
        if t.strategy != "default":
            devices = ", ".join(self.strategy.extended.worker_devices)
            who = (
                f"{self.role.name} of {self.role.num_workers}"
                if self.role.task_type
                else "the only process"
            )
            log(
                f"train.strategy={t.strategy}: {self.strategy.num_replicas_in_sync} replicas in "
                f"sync; this process is {who}, on {devices}"
            )
            if not tf.config.list_physical_devices("GPU"):
                log(
                    "note: on CPUs one process with a thread per core trains faster than "
                    "replicas or workers on the same cores (measured in docs/scaling.md); "
                    "replicas pay off across machines"
                )
        keras.utils.set_random_seed(t.seed)
        if t.deterministic:
            tf.config.experimental.enable_op_determinism()

        d = config.data
        streamed = streams(config, corpus_paths(config, "train"))
        # Fails before anything is written (a streamed training set is checked as it is encoded).
        self.corpora = read_corpora(config, log, read_train=not streamed)
        train_files = tuple(resolve_path(p) for p in corpus_paths(config, "train"))
        self.vocabs = Vocabularies.build_or_load(  # a non-chief worker loads the chief's
            self.run_dir,
            *(vocabulary_sample(config, train_files) if streamed else self.corpora.train),
            vocab_size=d.vocab_size,
            model_type=d.subword_model,
            character_coverage=d.character_coverage,
            joint=d.joint_vocab,
            seed=t.seed,
            log=log,
        )
        software = _software()
        config_lib.save(
            config,
            self.write_dir / "config.yaml",
            header=f"seq2seq {software['seq2seq']}, git commit {software['git_commit']}, "
            f"TensorFlow {software['tensorflow']}, Keras {software['keras']}",
        )
        if not streamed:
            self.data: TrainingData = InMemoryData(
                config, self.corpora.train, self.vocabs, self.write_dir / "train_ids.npz", log
            )
        elif self.role.is_chief:
            self.data = StreamedData.write_or_open(
                config, train_files, self.vocabs, self.run_dir, log
            )
        else:
            wait_for([StreamedData.index_path(self.run_dir)], "the training shards")
            self.data = StreamedData(config, ShardIndex.load(self.run_dir / SHARDS), log)

        self.loss_denominator = self._loss_denominator()
        set_precision(t.precision)
        with self.strategy.scope():
            self.model = build_model(
                config.model, self.vocabs.src.vocab_size, self.vocabs.tgt.vocab_size, seed=t.seed
            ).build_from_dummy()
            self.optimizer = FusedAdam(
                learning_rate=t.learning_rate,
                beta_1=0.9,
                beta_2=0.999,
                epsilon=1e-7,
                **_clipping(t),
            )
            if t.precision == "mixed_float16":
                self.optimizer = keras.optimizers.LossScaleOptimizer(self.optimizer)
            self.optimizer.build(self.model.trainable_variables)
            self.ema = (
                WeightAverage(self.model.trainable_variables, t.ema_decay) if t.ema_decay else None
            )
        self.progress = TrainingProgress()  # plain variables: outside the strategy
        # The schedule's state (the stored rate, evaluations since the best) is in `progress`.
        self.schedule = make_schedule(t)
        self.checkpoints = Checkpoints(
            self.write_dir,
            t.keep_checkpoints,
            read_dir=self.run_dir,
            log=log,
            model=self.model,
            optimizer=self.optimizer,
            progress=self.progress,
            random_state=RandomState(self.model),
            **({"ema": self.ema} if self.ema else {}),
        )
        resumed = self.checkpoints.restore_latest()
        if resumed:
            log(
                f"resumed from {resumed} (step {int(self.progress.step)}, epoch "
                f"{int(self.progress.epoch) + 1}, batch {int(self.progress.batch_in_epoch)})"
            )
        else:
            self.progress.learning_rate.assign(self.schedule.learning_rate)
        self.wall_at_start = float(self.progress.wall_seconds)
        self.translator = Translator(self.model, self.vocabs, config)
        self.train_step = self._make_train_step()
        self.writer = tf.summary.create_file_writer(str(self.write_dir / "logs"))
        self._signal: int | None = None
        self._cluster_sum = self._make_cluster_sum() if self.role.task_type else None

    def _loss_denominator(self) -> float | None:
        """None: divide each step's loss by its batch's target tokens; otherwise the constant
        ``batch_size x`` mean target tokens (pieces + EOS) per training pair, which keeps the
        gradient's average scale (and so clipping) as it was."""
        t = self.config.train
        if t.loss_normalizer == "batch_tokens":
            return None
        mean_tokens = self.data.mean_target_tokens
        self.log(
            f"loss normaliser: {t.batch_size} x {mean_tokens:.2f} = "
            f"{t.batch_size * mean_tokens:.1f} target tokens per batch"
        )
        return t.batch_size * mean_tokens

    def _make_train_step(self):
        """A `tf.function` over one global batch; under a strategy each replica takes a slice and
        the loss is normalised by the global number of target tokens, so the update equals the
        single-device one. Returns ``(summed loss, target tokens, finite)``: when the loss or a
        gradient is not finite the update is not applied."""
        model, optimizer, strategy = self.model, self.optimizer, self.strategy
        t = self.config.train
        smoothing = t.label_smoothing
        scheduled = t.scheduled_sampling > 0
        denominator = self.loss_denominator
        loss_scaled = isinstance(optimizer, keras.optimizers.LossScaleOptimizer)
        distributed = t.strategy != "default"
        ema = self.ema

        def replica_step(batch, sampling_probability, step):
            tokens = tf.cast(tf.reduce_sum(batch["tgt_len"]), tf.float32)
            if denominator is None:
                global_tokens = tf.distribute.get_replica_context().all_reduce("sum", tokens)
            else:
                global_tokens = tf.constant(denominator, tf.float32)
            with tf.GradientTape() as tape:
                if scheduled:
                    logits = model(
                        batch,
                        training=True,
                        sampling_probability=sampling_probability,
                        sampling_mode=t.scheduled_sampling_mode,
                        seed=step,
                    )  # [B, T, V]
                    loss_sum, _ = masked_cross_entropy(
                        batch["tgt_out"], logits, batch["tgt_len"], smoothing
                    )
                else:
                    logits, labels = model.token_logits(batch, training=True)  # [N, V], [N]
                    loss_sum = tf.reduce_sum(token_cross_entropy(labels, logits, smoothing))
                loss = loss_sum / global_tokens
                if loss_scaled:
                    loss = optimizer.scale_loss(loss)
            grads = tape.gradient(loss, model.trainable_variables)
            grad_norm = tf.linalg.global_norm(grads)  # before clipping (TensorBoard)
            if loss_scaled:
                grad_norm = grad_norm / optimizer.scale_loss(1.0)
            # A loss-scaling optimizer skips non-finite gradients itself (and lowers its scale).
            # Otherwise the global norm is finite exactly when every gradient is (and its square
            # fits a float32: |g| below about 1e19).
            finite = tf.math.is_finite(loss_sum)
            if not loss_scaled:
                finite = tf.logical_and(finite, tf.math.is_finite(grad_norm))
            if distributed:
                # The gradient all-reduce cannot run inside a condition: a non-finite step is
                # applied, counted, and its weights are never saved (`_check_finite_weights`).
                optimizer.apply_gradients(zip(grads, model.trainable_variables))
            elif finite:
                optimizer.apply_gradients(zip(grads, model.trainable_variables))
            return loss_sum, tokens, tf.cast(finite, tf.int32), grad_norm

        scalars = [tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.int32)]

        @tf.function(input_signature=[BATCH_SPEC] + scalars)
        def train_step(batch, sampling_probability, step):
            loss_sum, tokens, finite, grad_norm = replica_step(batch, sampling_probability, step)
            if ema is not None and finite > 0:
                ema.update()
            return loss_sum, tokens, finite, grad_norm

        @tf.function(reduce_retracing=True)  # length-bucketed batches: one trace, not one per shape
        def distributed_train_step(batch, sampling_probability, step):
            loss_sum, tokens, finite, _ = strategy.run(
                replica_step, args=(batch, sampling_probability, step)
            )
            if ema is not None:  # cross-replica: one update of the mirrored averages
                ema.update()
            return (
                strategy.reduce("sum", loss_sum, axis=None),
                strategy.reduce("sum", tokens, axis=None),
                tf.equal(strategy.reduce("sum", finite, axis=None), strategy.num_replicas_in_sync),
                tf.constant(float("nan")),  # each replica holds part of the gradient: not reported
            )

        return train_step if self.config.train.strategy == "default" else distributed_train_step

    def run_step(self, batch):
        """One optimisation step on ``batch``: ``(summed loss, target tokens, finite)``; the
        gradient's global norm before clipping is kept in ``last_grad_norm`` (a scalar tensor)."""
        step = int(self.progress.step)
        loss_sum, tokens, finite, self.last_grad_norm = self.train_step(
            batch,
            tf.constant(self.sampling_probability(step), tf.float32),
            tf.constant(step, tf.int32),
        )
        return loss_sum, tokens, finite

    def sampling_probability(self, step: int) -> float:
        """Scheduled sampling's probability at ``step``: a linear ramp to its final value."""
        t = self.config.train
        if t.scheduled_sampling_ramp <= 0:
            return t.scheduled_sampling
        return t.scheduled_sampling * min(1.0, step / t.scheduled_sampling_ramp)

    def dataset(self, epoch: int, skip: int = 0):
        """Epoch ``epoch``'s batches (a pure function of ``seed + epoch``), after ``skip``
        batches."""
        t = self.config.train
        dataset = self.data.dataset(epoch, skip)
        if t.strategy == "default":
            return dataset
        return self.strategy.experimental_distribute_dataset(dataset)

    def evaluate_dev(self) -> float:
        """Dev BLEU with the decoding actually used (``train.eval_beam_size``, default the
        decoding beam) on ``train.eval_sentences`` (default all) dev lines."""
        src, ref = self.corpora.dev
        n = self.config.train.eval_sentences or len(src)
        beam = self.config.train.eval_beam_size or self.config.decode.beam_size
        hyps = [tr.text for tr in self.translator.translate(src[:n], beam_size=beam)]
        self.last_dev_hypotheses = hyps
        return bleu(hyps, ref[:n]).score

    def _write_dev_summaries(self, step: int, score: float) -> None:
        """TensorBoard: dev BLEU and chrF, sample translations and their attention heatmaps."""
        src, ref = self.corpora.dev
        n = self.config.train.eval_sentences or len(src)
        picks = sample_indices(n)
        samples = self.translator.translate(
            [src[i] for i in picks],
            beam_size=self.config.train.eval_beam_size or self.config.decode.beam_size,
            with_alignments=True,
        )
        with self.writer.as_default(step=step):
            tf.summary.scalar("dev/bleu", score)
            tf.summary.scalar("dev/chrf", chrf(self.last_dev_hypotheses, ref[:n]).score)
            write_dev_samples(step, [src[i] for i in picks], [ref[i] for i in picks], samples)

    # -- the loop
    # ------------------------------------------------------------------------------------
    def finished(self, clock: bool = True) -> bool:
        """True when this run directory's training budget is spent (or it stopped early);
        ``clock=False`` leaves out ``train.time_budget`` (this process's own clock)."""
        t, p = self.config.train, self.progress
        return (
            bool(p.done)
            or int(p.epoch) >= t.epochs
            or bool(t.max_steps and int(p.step) >= t.max_steps)
            or bool(
                clock
                and t.time_budget
                and float(p.step_seconds) + float(p.eval_seconds) >= t.time_budget
            )
        )

    def train(self) -> None:
        """Trains until the budget is spent. SIGINT / SIGTERM save at the next step boundary and
        raise `Interrupted`."""
        if self.finished():
            self.log(
                "training is finished in this run directory (raise train.epochs or "
                "train.max_steps to train on)"
            )
            return
        previous = {
            sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGINT, signal.SIGTERM)
        }
        try:
            self._train_loop()
        except (
            tf.errors.UnavailableError,
            tf.errors.CancelledError,
            tf.errors.AbortedError,
            tf.errors.DeadlineExceededError,
        ) as err:
            if not self.role.task_type:
                raise
            lines = [line.strip() for line in str(err).splitlines() if line.strip()]
            telling = [line for line in lines if LOST_WORKER_HINTS.search(line)]
            first = (telling or lines or [type(err).__name__])[0]
            raise WorkerLost(
                f"{self.role.name} at step {int(self.progress.step)}: another worker of the "
                f"cluster was lost ({type(err).__name__}: {first}); start the whole cluster again "
                f"with the same command to resume from the chief's last checkpoint"
            ) from None
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def leave_cluster(self, timeout: float = 3600.0) -> None:
        """The end of a multi-worker run: every worker waits at a barrier of TensorFlow's
        coordination service until the chief has finished (its final evaluation included), then
        the chief lets the others exit first: a worker still running when the service's leader
        (the chief) is gone logs an ``UNAVAILABLE`` heartbeat error."""
        if not self.role.task_type:
            return
        from tensorflow.python.eager import context

        context.context().wait_at_barrier("seq2seq-end-of-training", int(timeout * 1000))
        if self.role.is_chief:
            time.sleep(LEAVING_SECONDS)

    def close(self) -> None:
        """Removes a non-chief worker's private directory (its checkpoints are the chief's)."""
        if self.write_dir != self.run_dir:
            self.writer.close()
            remove(self.write_dir)

    def _on_signal(self, signum, frame) -> None:
        if self._signal is not None and signum == signal.SIGINT:
            raise KeyboardInterrupt  # a second Ctrl-C: stop now (the last checkpoint stays)
        self._signal = signum
        self.log(f"{signal.Signals(signum).name} received: saving at the end of this step")

    def _stop_if_signalled(self) -> None:
        if self._signal is None:
            return
        path = self._save(int(self.progress.step))
        self.log(f"interrupted: saved {path}; run the same command again to resume")
        raise Interrupted(self._signal, path)

    def _train_loop(self) -> None:
        display = ProgressDisplay.for_terminal(self.config.train.epochs)
        try:
            self._train_epochs(display)
        finally:
            if display is not None:
                display.close()

    def _train_epochs(self, display: ProgressDisplay | None) -> None:
        t, p = self.config.train, self.progress
        window_tokens, window_loss, window_steps, window_grad = 0.0, 0.0, 0, 0.0
        window_time = time.time()
        nonfinite = 0
        step_time = None  # a running mean of the seconds per step (evaluations excluded)
        loss_now, rate_now = float("nan"), 0.0
        steps_per_epoch = self._estimated_steps_per_epoch()  # exact after the first epoch
        while int(p.epoch) < t.epochs:
            epoch = int(p.epoch)
            skip = int(p.batch_in_epoch)
            for batch in self.dataset(epoch, skip):
                lr = self.schedule.rate(int(p.step) + 1, float(p.learning_rate))
                self.optimizer.learning_rate.assign(lr)
                began = time.time()
                loss_sum, tokens, finite = self.run_step(batch)
                loss_sum, tokens, finite = float(loss_sum), float(tokens), bool(finite)
                seconds = time.time() - began
                p.step_seconds.assign_add(seconds)
                p.step.assign_add(1)
                p.batch_in_epoch.assign_add(1)
                p.target_tokens.assign_add(tokens)
                step = int(p.step)
                step_time = seconds if step_time is None else 0.98 * step_time + 0.02 * seconds
                if finite:
                    nonfinite = 0
                    window_loss += loss_sum
                    window_tokens += tokens
                    window_steps += 1
                    window_grad += float(self.last_grad_norm)
                    loss_now = loss_sum / max(tokens, 1.0)
                    rate_now = tokens / max(seconds, 1e-9)
                else:
                    nonfinite += 1
                    self.log(
                        f"step {step}: non-finite loss or gradient: update skipped "
                        f"({nonfinite} in a row)"
                    )
                    if nonfinite >= MAX_NONFINITE_STEPS:
                        kept = self.checkpoints.latest.latest_checkpoint or "none yet"
                        raise TrainingStopped(
                            f"training stopped at step {step}: {nonfinite} steps in a row had a "
                            f"non-finite loss or gradient (last good checkpoint: {kept}); lower "
                            f"train.learning_rate or check the data"
                        )
                if display is not None:
                    display.update(
                        epoch=epoch,
                        batch_in_epoch=int(p.batch_in_epoch),
                        steps_per_epoch=steps_per_epoch,
                        step=step,
                        total_steps=self._total_steps(steps_per_epoch),
                        loss=loss_now,
                        tokens_per_second=rate_now,
                        learning_rate=lr,
                        seconds_per_step=step_time,
                        run_seconds_left=self._seconds_left(step, steps_per_epoch, step_time),
                    )
                if step % t.log_every == 0 and window_steps:
                    now = time.time()
                    rate = window_tokens / max(now - window_time, 1e-9)
                    loss = window_loss / max(window_tokens, 1.0)
                    grad_norm = window_grad / window_steps
                    left = self._seconds_left(
                        step, steps_per_epoch, (now - window_time) / window_steps
                    )
                    eta = "" if left is None else f" ETA {left / 60:.1f} min"
                    self.log(
                        f"epoch {epoch + 1} step {step} loss {loss:.3f} "
                        f"{rate:,.0f} tok/s lr {lr:.2e}{eta}"
                    )
                    with self.writer.as_default(step=step):
                        tf.summary.scalar("train/loss", loss)
                        tf.summary.scalar("train/tokens_per_second", rate)
                        tf.summary.scalar("train/learning_rate", lr)
                        if math.isfinite(grad_norm):
                            tf.summary.scalar("train/gradient_norm", grad_norm)
                    window_tokens, window_loss, window_steps, window_grad = 0.0, 0.0, 0, 0.0
                    window_time = now
                if step % t.eval_every == 0:
                    began = time.time()
                    if display is not None:
                        display.status("evaluating on dev")
                    stop = self._evaluate_and_save()
                    window_time += time.time() - began  # the ETA and tok/s exclude evaluations
                    if stop:
                        return
                elif t.save_every and step % t.save_every == 0:
                    self._save(step)
                budget_spent = self._agree_on_stopping()
                self._stop_if_signalled()
                if budget_spent:
                    self.log(f"budget reached at step {step}")
                    if step % t.eval_every != 0:
                        self._evaluate_and_save()  # the last weights may be the best
                    self._save(step)
                    return
            steps_per_epoch = int(p.batch_in_epoch)
            p.epoch.assign_add(1)
            p.batch_in_epoch.assign(0)
            if int(p.step) % t.eval_every != 0 and self._evaluate_and_save():
                return
        self._save(int(p.step))

    def _agree_on_stopping(self) -> bool:
        """True when the training budget is spent. In a cluster every worker must stop at the same
        step (a worker that stops alone leaves the others waiting in a collective): the chief's
        budget (its clock) and a signal received by any worker count for all."""
        if self._cluster_sum is None:
            return self.finished()
        signalled, spent = self._cluster_sum(
            [float(self._signal is not None), float(self.role.is_chief and self.finished())]
        )
        if signalled and self._signal is None:
            self._signal = signal.SIGTERM  # another worker's: save and stop with the cluster
        return bool(spent) or self.finished(clock=False)

    def _make_cluster_sum(self) -> Callable[[list[float]], list[float]]:
        """Sums a few floats over the workers of the cluster (an all-reduce: every worker calls
        it at the same point of the loop)."""
        strategy = self.strategy

        @tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
        def cluster_sum(values):
            per_replica = strategy.run(lambda v: tf.identity(v), args=(values,))
            return strategy.reduce("sum", per_replica, axis=None)

        def call(values: list[float]) -> list[float]:
            return [float(v) for v in cluster_sum(tf.constant(values, tf.float32))]

        return call

    def _estimated_steps_per_epoch(self) -> int:
        """Batches per epoch before the first epoch has counted them."""
        return self.data.steps_per_epoch()

    def _total_steps(self, steps_per_epoch: int | None) -> int | None:
        t = self.config.train
        total = steps_per_epoch * t.epochs if steps_per_epoch else None
        if t.max_steps:
            total = t.max_steps if total is None else min(total, t.max_steps)
        return total

    def _seconds_left(
        self, step: int, steps_per_epoch: int | None, seconds_per_step: float
    ) -> float | None:
        """Seconds of training left: the steps left at the current speed (evaluations excluded),
        or what is left of ``train.time_budget`` when that ends training first."""
        t = self.config.train
        left = []
        total = self._total_steps(steps_per_epoch)
        if total is not None:
            left.append(max(total - step, 0) * seconds_per_step)
        if t.time_budget:  # spent on steps and evaluations, as `finished` counts it
            spent = float(self.progress.step_seconds) + float(self.progress.eval_seconds)
            left.append(max(t.time_budget - spent, 0.0))
        return min(left) if left else None

    def _elapsed(self) -> float:
        """Wall-clock seconds of this run so far, every session summed (set-up included)."""
        return self.wall_at_start + time.time() - self.session_start

    def _save(self, step: int) -> str:
        """Saves the latest checkpoint (never non-finite weights) with the time bookkeeping."""
        self._check_finite_weights(step)
        self.progress.wall_seconds.assign(self._elapsed())
        return self.checkpoints.save(step)

    def _check_finite_weights(self, step: int) -> None:
        for variable in self.model.trainable_variables:
            if not tf.reduce_all(tf.math.is_finite(variable)):
                kept = self.checkpoints.latest.latest_checkpoint or "none yet"
                raise TrainingStopped(
                    f"training stopped at step {step}: weight {variable.path} is not finite and "
                    f"was not saved (last good checkpoint: {kept})"
                )

    def _evaluate_and_save(self) -> bool:
        """Dev BLEU, checkpoints, plateau decay and early stopping; True to stop training."""
        t, p = self.config.train, self.progress
        step = int(p.step)
        self._check_finite_weights(step)
        began = time.time()
        if self.role.is_chief:
            score = self.evaluate_dev()
            self._write_dev_summaries(step, score)
        else:
            score = 0.0
        if self._cluster_sum is not None:  # the chief's score, so every worker decides alike
            score = self._cluster_sum([score])[0]
        p.eval_seconds.assign_add(time.time() - began)
        improved = score > float(p.best_bleu)
        if improved:
            p.best_bleu.assign(score)
            p.evals_since_best.assign(0)
        else:
            p.evals_since_best.assign_add(1)
        p.learning_rate.assign(
            self.schedule.after_evaluation(
                float(p.learning_rate), int(p.evals_since_best), improved
            )
        )
        stop = bool(t.patience and int(p.evals_since_best) >= t.patience)
        if stop:
            p.done.assign(True)
        self._save(step)
        if improved:
            self.checkpoints.save_best(step)
        self.log(
            f"step {step}: dev BLEU {score:.2f}, best {float(p.best_bleu):.2f}"
            + (" (new best: saved)" if improved else "")
        )
        with open(self.write_dir / "dev_bleu.tsv", "a", encoding="utf-8") as f:
            f.write(f"{step}\t{score:.4f}\t{self._elapsed():.1f}\n")
        if stop:
            self.log(f"early stop: no better dev BLEU in {t.patience} evaluations")
        return stop

    # -- the end
    # -------------------------------------------------------------------------------------
    def choose_final_model(self) -> dict:
        """The final model: the best single checkpoint, the average of the last k kept checkpoints
        (k = 2 .. ``train.average_checkpoints``) or the weights' moving average
        (``train.ema_decay``), whichever has the highest dev BLEU with the decoding actually used.
        Writes it to ``final/``; returns every candidate's score."""
        best = resolve(self.run_dir, "best")
        candidates: dict[str, list[str]] = {"best": [best]}
        kept = list(self.checkpoints.latest.checkpoints)
        for k in range(2, min(self.config.train.average_checkpoints, len(kept)) + 1):
            candidates[f"average of the last {k}"] = kept[-k:]
        if self.ema is not None:
            candidates[EMA_CANDIDATE] = kept[-1:]  # the moving average saved with the last one

        def load(name: str) -> None:
            average_into(self.model, candidates[name])
            if name == EMA_CANDIDATE:
                self.ema.copy_into_sources()

        scores = {}
        for name in candidates:
            load(name)
            scores[name] = self.evaluate_dev()
            if len(candidates) > 1:
                self.log(f"final model candidate {name}: dev BLEU {scores[name]:.2f}")
        chosen = max(scores, key=lambda name: (scores[name], name == "best"))
        load(chosen)
        write_model(self.model, self.run_dir / FINAL)
        self.log(f"final model: {chosen} (dev BLEU {scores[chosen]:.2f})")
        # Paths relative to the run directory, so that results.json names no machine's folders.
        relative = [os.path.relpath(c, self.run_dir) for c in candidates[chosen]]
        return {
            "chosen": chosen,
            "checkpoints": relative,
            "dev_bleu": scores[chosen],
            "candidates": scores,
        }

    def final_evaluation(self) -> dict:
        """Chooses the final model and translates the test set with it; writes ``results.json``.
        A finished run whose results are complete is left as it is. Only the chief evaluates: a
        non-chief worker returns ``{}``."""
        if not self.role.is_chief:
            return {}
        path = self.run_dir / "results.json"
        if path.exists() and self.finished():
            try:
                stored = json.loads(path.read_text(encoding="utf-8"))
            except ValueError:
                stored = {}
            if stored.get("complete") and stored.get("steps") == int(self.progress.step):
                self.log(f"{path}: this run is finished; nothing changed")
                return stored
        began = time.time()
        p, t = self.progress, self.config.train
        step_seconds = float(p.step_seconds)
        results = {
            "preset": self.preset,
            "seed": t.seed,
            "epochs": int(p.epoch),
            "steps": int(p.step),
            "train_s": step_seconds + float(p.eval_seconds),
            "step_s": step_seconds,
            "eval_s": float(p.eval_seconds),
            "s_per_step": step_seconds / max(int(p.step), 1),
            "tokens_per_s": float(p.target_tokens) / max(step_seconds, 1e-9),
            "final": self.choose_final_model(),
        }
        test = {}
        if self.corpora.test is not None:
            src, ref = self.corpora.test
            beam = self.config.decode.beam_size
            for name, size in (("greedy", 1), (f"beam{beam}", beam)):
                start = time.time()
                hyps = [tr.text for tr in self.translator.translate(src, beam_size=size)]
                seconds = time.time() - start
                b, c = bleu(hyps, ref), chrf(hyps, ref)
                test[name] = {
                    "bleu": b.score,
                    "signature": b.signature,
                    "bleu_signature": b.signature,
                    "chrf": c.score,
                    "chrf_signature": c.signature,
                    "sentences_per_second": len(src) / seconds,
                }
                _write_atomic(
                    self.run_dir / f"test.{name}.{self.config.data.tgt}", "\n".join(hyps) + "\n"
                )
                self.log(f"test {name}: {b}  |  {c}")
        results["test"] = test
        results["dev_curve"] = self._dev_curve()
        results["final_evaluation_s"] = time.time() - began
        results["wall_s"] = self._elapsed()
        results["peak_rss_mb"] = _peak_rss_mb()
        results["software"] = _software()
        results["complete"] = True
        _write_atomic(path, json.dumps(results, indent=2) + "\n")
        return results

    def _dev_curve(self) -> list[list[float]]:
        """``[[step, dev BLEU, elapsed seconds], ...]`` from ``dev_bleu.tsv``."""
        path = self.run_dir / "dev_bleu.tsv"
        if not path.exists():
            return []
        rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
        return [[int(r[0]), float(r[1])] + ([float(r[2])] if len(r) > 2 else []) for r in rows]


def _software() -> dict:
    """Versions that produced a result: the package, its git commit (when run from a checkout),
    TensorFlow and Keras."""
    from importlib import metadata

    try:
        version = metadata.version("seq2seq")
    except metadata.PackageNotFoundError:
        version = "not installed"
    commit = None
    root = Path(__file__).resolve().parents[2]  # the checkout holding seq2seq/training/
    if (root / ".git").exists():
        try:
            commit = subprocess.run(
                ["git", "-C", str(root), "rev-parse", "HEAD"],
                capture_output=True,
                text=True,
                timeout=10,
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            commit = None
    return {
        "seq2seq": version,
        "git_commit": commit or None,
        "tensorflow": tf.__version__,
        "keras": keras.__version__,
    }


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def _clipping(t: config_lib.TrainConfig) -> dict:
    """The optimizer's clipping argument for ``train.clip_norm`` / ``train.clip_mode``."""
    if not t.clip_norm:
        return {}
    return {"clipnorm" if t.clip_mode == "per_tensor" else "global_clipnorm": t.clip_norm}


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def train(
    config: Config,
    run_dir: str | Path,
    log: Callable[[str], None] = print,
    preset: str | None = None,
) -> dict:
    """Trains (or resumes) and evaluates; returns the results (see `Trainer.final_evaluation`)."""
    trainer = Trainer(config, run_dir, log, preset=preset)
    try:
        trainer.train()
        results = trainer.final_evaluation()
        trainer.leave_cluster()
        return results
    finally:
        trainer.close()


def record_results(run_dir: str | Path, folder: str | Path, name: str) -> Path:
    """Copies a finished run's ``results.json`` and ``config.yaml`` to ``folder/name.json`` and
    ``folder/name.yaml`` (atomically); returns the JSON path."""
    run_dir, folder = Path(run_dir), Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for source, suffix in (("results.json", ".json"), ("config.yaml", ".yaml")):
        target = folder / f"{name}{suffix}"
        tmp = target.with_name(target.name + ".tmp")
        shutil.copyfile(run_dir / source, tmp)
        tmp.replace(target)
    return folder / f"{name}.json"


def default_log(run_dir: Path) -> Callable[[str], None]:
    """Prints to stdout and appends to ``run_dir/train.log`` (lines logged before the run directory
    exists are written when it does)."""
    pending: list[str] = []

    def log(message: str) -> None:
        line = f"[{time.strftime('%H:%M:%S')}] {message}"
        print(line, flush=True)
        pending.append(line)
        if run_dir.exists():
            with open(run_dir / "train.log", "a", encoding="utf-8") as f:
                f.write("".join(p + "\n" for p in pending))
            pending.clear()

    return log
