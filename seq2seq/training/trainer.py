"""The training loop: data -> subwords -> model -> steps, dev BLEU, checkpoints, final test BLEU.

`train(config, run_dir)` is everything `seq2seq-train` does. Re-running it on the same run
directory resumes from the latest checkpoint: model, optimizer, step, epoch, position in the epoch
(each epoch's shuffle is a pure function of ``seed + epoch``, so the remaining batches are the same
ones), the dropout RNG state (Keras seed generators are variables of the model) and the learning
rate schedule's state (`seq2seq.training.schedules`).

`Trainer` composes the parts: the data (`data.py`), the step (`train_step.py`), the optimizer
(`optimizer.py`), the schedule (`schedules.py`), the epoch loop (`loop.py`), stopping together
(`coordination.py`), the final model and ``results.json`` (`final_model.py`, `results.py`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import time
from collections.abc import Callable
from pathlib import Path

import keras
import tensorflow as tf

from seq2seq import atomic
from seq2seq.checkpoint import Checkpoints, RandomState, TrainingProgress
from seq2seq.config import Config
from seq2seq.errors import Interrupted, TrainingStopped
from seq2seq.evaluation import bleu
from seq2seq.run_layout import LOGS
from seq2seq.source_lines import pin_package_sources
from seq2seq.training import epoch_split, final_model
from seq2seq.training.cluster import ClusterRole, private_directory, remove
from seq2seq.training.coordination import LOST_WORKER_ERRORS, Coordination, StopSignals
from seq2seq.training.data import batching_note, corpus_paths, read_corpora
from seq2seq.training.display import ProgressDisplay, default_log
from seq2seq.training.distribute import (
    make_strategy,
    resolve_output_gradients,
    resolve_precision,
)
from seq2seq.training.handover import Handover, config_fingerprint
from seq2seq.training.loop import EpochLoop
from seq2seq.training.recipe_length import fit_to_run
from seq2seq.training.results import record_results
from seq2seq.training.run_lock import run_lock
from seq2seq.training.schedules import make_schedule
from seq2seq.training.setup import (
    build_model_and_optimizer,
    check_stored_config,
    log_strategy,
    read_data,
    save_config,
    together,
)
from seq2seq.training.summaries import write_dev_summaries
from seq2seq.training.train_step import make_train_step
from seq2seq.translator import Translator

__all__ = [
    "Trainer",
    "corpus_paths",
    "default_log",
    "read_corpora",
    "record_results",
    "train",
]


class Trainer:
    """Owns the model, optimizer, checkpoints and data of one run directory.

    Guarantees (docs/reliability.md): SIGINT, SIGTERM and SIGHUP stop at the next step boundary and
    save an exact checkpoint; a step whose loss or gradient is not finite is not applied, and
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
        pin_package_sources()  # the functions traced an hour from now, as they are now
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
        try:
            self._set_up(config)
        except BaseException:
            if self.write_dir != self.run_dir:  # a non-chief's copies of the chief's files
                remove(self.write_dir)
            raise

    # -- set-up
    # -------------------------------------------------------------------------------------
    def _set_up(self, config: Config) -> None:
        """Everything but the strategy and the role: the config checked, the data, the model,
        the restored (or handed over) state, the step, the summaries and the stop signals."""
        t, log = config.train, self.log
        # A non-chief worker gets what it needs from the chief through the cluster (no shared disk).
        self.handover = (
            Handover(self.role, self.strategy, json.loads(os.environ["TF_CONFIG"]))
            if self.role.task_type
            else None
        )
        if self.handover is not None:
            self.handover.same_as_chief(
                config_fingerprint(config), "config", "--config and --set", "use the chief's"
            )
        together(self.handover, lambda: check_stored_config(config, self.run_dir, self.role))
        self.config = config
        if t.strategy != "default":
            log_strategy(config, self.strategy, self.role, log)
        keras.utils.set_random_seed(t.seed)
        if t.deterministic:
            tf.config.experimental.enable_op_determinism()
        self.corpora, self.vocabs, self.data = read_data(
            config,
            self.run_dir,
            self.write_dir,
            self.role,
            log,
            self.handover,
            replicas=self.strategy.num_replicas_in_sync,
        )
        log(batching_note(config))
        fitted, note = fit_to_run(t, self.data.epoch_steps(t.epochs))
        if note:
            log(note)
        # The chief's machine decides ``auto`` for every worker.
        decided = self.handover.text if self.handover is not None else str
        choices = {"precision": decided(resolve_precision(t.precision))}
        if choices["precision"] == "float32":  # a mixed policy: the output layer is in half anyway
            choices["output_gradients"] = decided(resolve_output_gradients(t.output_gradients))
        for key, value in choices.items():
            if value != getattr(t, key):
                log(f"train.{key} {getattr(t, key)}: {value} on this machine")
                fitted = dataclasses.replace(fitted, **{key: value})
        # The run's windows from here on; config.yaml keeps the recipe as written (a resume fits
        # it again, to the same planned length).
        self.config = dataclasses.replace(config, train=fitted)
        self.loss_denominator = self._loss_denominator()
        self.model, self.optimizer, self.ema = build_model_and_optimizer(
            self.config, self.vocabs, self.strategy
        )
        self._restore()
        save_config(config, self.write_dir)  # a resume's new budgets, once it has restored
        self.translator = Translator(self.model, self.vocabs, config)
        self.train_step = self._make_train_step()
        self.writer = tf.summary.create_file_writer(str(self.write_dir / LOGS))
        self.signals = StopSignals(log)
        self.coordination = Coordination(self.role, self.strategy)

    def _restore(self) -> None:
        """The progress, the schedule and the checkpoints; resumes from the latest checkpoint. In
        a cluster the chief restores its own and hands its whole state to the other workers."""
        t = self.config.train
        self.progress = TrainingProgress()  # plain variables: outside the strategy
        # The schedule's state (the stored rate, evaluations since the best) is in `progress`.
        self.schedule = make_schedule(t)
        self.checkpoints = Checkpoints(
            self.write_dir,
            t.keep_checkpoints,
            log=self.log,
            model=self.model,
            optimizer=self.optimizer,
            progress=self.progress,
            random_state=RandomState(self.model),
            **({"ema": self.ema} if self.ema else {}),
        )
        resumed = together(
            self.handover, lambda: self._restore_latest() if self.role.is_chief else None
        )
        if resumed:
            self.log(
                f"resumed from {resumed} (step {int(self.progress.step)}, epoch "
                f"{int(self.progress.epoch) + 1}, batch {int(self.progress.batch_in_epoch)})"
            )
        else:
            self.progress.learning_rate.assign(self.schedule.learning_rate)
        if self.handover is not None:
            self.handover.variables(self._state_variables())
        self.wall_at_start = float(self.progress.wall_seconds)

    def _restore_latest(self) -> str | None:
        """The chief's `Checkpoints.restore_latest`, refused where the position it restores was
        drawn under another split of the epoch between workers, or from another training set
        (`epoch_split`)."""
        resumed = self.checkpoints.restore_latest()
        train_files = " / ".join(str(p) for p in corpus_paths(self.config, "train"))
        epoch_split.check_training_set(
            self.run_dir, self.data.fingerprint(), resumed is not None, train_files
        )
        epoch_split.check_and_record(
            self.run_dir,
            self.data.epoch_split(),
            int(self.progress.epoch),
            int(self.progress.batch_in_epoch),
        )
        return resumed

    def _state_variables(self) -> list:
        """Every variable a checkpoint holds (the same list, in the same order, on every
        worker)."""
        modules = [self.model, self.optimizer, self.progress] + ([self.ema] if self.ema else [])
        return list({id(v): v for module in modules for v in module.variables}.values())

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
        """The step over the current model and optimizer (`train_step.make_train_step`)."""
        return make_train_step(
            self.model,
            self.optimizer,
            self.strategy,
            self.config.train,
            self.loss_denominator,
            self.ema,
        )

    # -- steps and evaluation
    # -------------------------------------------------------------------------------------
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
        if self.config.train.strategy == "default":
            return self.data.dataset(epoch, skip)
        return self.data.distribute(self.strategy, epoch, skip)

    def evaluate_dev(self) -> float:
        """Dev BLEU with the decoding actually used (``train.eval_beam_size``, default the
        decoding beam) on ``train.eval_sentences`` (default all) dev lines."""
        src, ref = self.corpora.dev
        n = self.config.train.eval_sentences or len(src)
        beam = self.config.train.eval_beam_size or self.config.decode.beam_size
        hyps = [tr.text for tr in self.translator.translate(src[:n], beam_size=beam)]
        self.last_dev_hypotheses = hyps
        return bleu(hyps, ref[:n]).score

    def _evaluate_and_save(self) -> bool:
        """Dev BLEU, checkpoints, the schedule's evaluation step (plateau decay) and early
        stopping; True to stop training."""
        t, p = self.config.train, self.progress
        step = int(p.step)
        self._check_finite_weights(step)
        began = time.time()
        score = 0.0
        if self.role.is_chief:
            score = self.evaluate_dev()
            beam = t.eval_beam_size or self.config.decode.beam_size
            hyps = self.last_dev_hypotheses
            write_dev_summaries(
                self.writer, self.translator, self.corpora.dev, hyps, step, score, beam
            )
        score = self.coordination.share_chief_value(score)  # so every worker decides alike
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
        atomic.append_text(
            self.write_dir / "dev_bleu.tsv", f"{step}\t{score:.4f}\t{self.elapsed():.1f}\n"
        )
        if stop:
            self.log(f"early stop: no better dev BLEU in {t.patience} evaluations")
        return stop

    # -- the loop
    # -------------------------------------------------------------------------------------
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
        """Trains until the budget is spent. SIGINT / SIGTERM / SIGHUP save at the next step
        boundary and raise `Interrupted`."""
        if self.finished():
            self.log(
                "training is finished in this run directory (raise train.epochs or "
                "train.max_steps to train on)"
            )
            return
        with self.signals.installed():
            display = ProgressDisplay.for_terminal(self.config.train.epochs)
            try:
                EpochLoop(self, display).run()
            except LOST_WORKER_ERRORS as err:
                if not self.role.task_type:
                    raise
                lost = self.coordination.worker_lost(err, int(self.progress.step))
                self.log(f"stopped: {lost}")  # train.log says why the run ended
                raise lost from None
            finally:
                if display is not None:
                    display.close()

    def _stop_if_signalled(self) -> None:
        """Saves and raises `Interrupted` when this step boundary's decision is to stop on a
        signal (`Coordination.agree_on_stopping`)."""
        if self.signals.stopping is None:
            return
        path = self._save(int(self.progress.step), interrupted=True)
        self.log(f"interrupted: saved {path}; run the same command again to resume")
        raise Interrupted(self.signals.received, path)

    def close(self) -> None:
        """Removes a non-chief worker's private directory (its checkpoints are the chief's)."""
        if self.write_dir != self.run_dir:
            self.writer.close()
            remove(self.write_dir)

    def elapsed(self) -> float:
        """Wall-clock seconds of this run so far, every session summed (set-up included)."""
        return self.wall_at_start + time.time() - self.session_start

    def _save(self, step: int, interrupted: bool = False) -> str:
        """Saves the latest checkpoint (never non-finite weights) with the time bookkeeping; on a
        signal, one kept apart from the regular checkpoints (`Checkpoints.save_interrupted`)."""
        self._check_finite_weights(step)
        self.progress.wall_seconds.assign(self.elapsed())
        if interrupted:
            return self.checkpoints.save_interrupted(step)
        return self.checkpoints.save(step)

    def _check_finite_weights(self, step: int) -> None:
        for variable in self.model.trainable_variables:
            if not tf.reduce_all(tf.math.is_finite(variable)):
                kept = self.checkpoints.latest.latest_checkpoint or "none yet"
                raise TrainingStopped(
                    f"training stopped at step {step}: weight {variable.path} is not finite and "
                    f"was not saved (last good checkpoint: {kept})"
                )

    # -- the end
    # -------------------------------------------------------------------------------------
    def final_evaluation(self) -> dict:
        """The final model, test scores and ``results.json`` (`final_model.final_evaluation`)."""
        return final_model.final_evaluation(self)


def train(
    config: Config,
    run_dir: str | Path,
    log: Callable[[str], None] = print,
    preset: str | None = None,
) -> dict:
    """Trains (or resumes) and evaluates; returns the results (see `Trainer.final_evaluation`).

    The run directory is locked for the whole run (`run_lock`: a second training or averaging
    there is refused at once); a non-chief worker of a cluster writes nothing there and does not
    lock it."""
    writes = config.train.strategy != "multi_worker" or ClusterRole.from_environment().is_chief
    with run_lock(run_dir) if writes else contextlib.nullcontext():
        trainer = Trainer(config, run_dir, log, preset=preset)
        try:
            trainer.train()
            results = trainer.final_evaluation()
            trainer.coordination.leave()  # waits for the whole cluster to finish
            return results
        finally:
            trainer.close()
