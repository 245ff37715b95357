"""The training loop: data -> subwords -> model -> steps, dev BLEU, checkpoints, final test BLEU.

`train(config, run_dir)` is everything ``scripts/train.py`` does. Re-running it on the same run
directory resumes from the latest checkpoint: model, optimizer, step, epoch, position in the epoch
(each epoch's shuffle is a pure function of ``seed + epoch``, so the remaining batches are the same
ones) and the dropout RNG state (Keras seed generators are variables of the model).
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import keras
import tensorflow as tf

from seq2seq import config as config_lib
from seq2seq.checkpoint import Checkpoints, RandomState, TrainingProgress, restore_model
from seq2seq.config import Config, ConfigError
from seq2seq.corpus import read_parallel
from seq2seq.data import encode_corpus, filter_by_length, make_dataset
from seq2seq.distribute import make_strategy, set_precision
from seq2seq.evaluation import bleu, chrf
from seq2seq.losses import masked_cross_entropy
from seq2seq.model import Seq2Seq
from seq2seq.subword import Vocabularies
from seq2seq.translator import Translator

# Keys that may change when a run is resumed (budgets and bookkeeping, not the model or the data).
RESUMABLE_KEYS = {"epochs", "max_steps", "time_budget", "patience", "eval_every", "log_every",
                  "eval_sentences", "keep_checkpoints"}

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

    train: tuple[list[str], list[str]]
    dev: tuple[list[str], list[str]]
    test: tuple[list[str], list[str]] | None


def corpus_paths(config: Config, split: str) -> tuple[Path, Path]:
    d = config.data
    prefix = {"train": d.train_prefix, "dev": d.dev_prefix, "test": d.test_prefix}[split]
    root = Path(d.corpus)
    return root / f"{prefix}.{d.src}", root / f"{prefix}.{d.tgt}"


def read_corpora(config: Config, log: Callable[[str], None]) -> Corpora:
    """Validates and reads every split before any training starts."""
    d = config.data
    splits = {}
    for split in ("train", "dev", "test"):
        if split == "test" and not d.test_prefix:
            splits[split] = None
            continue
        src, tgt = corpus_paths(config, split)
        max_chars = d.max_chars if split == "train" else None
        result = read_parallel(src, tgt, max_chars=max_chars, strict=d.strict)
        log(f"data {split}: {result.report.summary()}")
        splits[split] = (result.src, result.tgt)
    return Corpora(**splits)


def learning_rate_at(config: Config, step: int, current: float) -> float:
    """The scheduled rate for ``step`` (``plateau`` decays elsewhere, on dev BLEU)."""
    t = config.train
    if t.lr_schedule == "inverse_sqrt":
        step = max(step, 1)
        return t.learning_rate * min(step / t.warmup_steps, math.sqrt(t.warmup_steps / step))
    if t.lr_schedule == "plateau":
        return current
    return t.learning_rate


def _check_resume_config(stored: Config, wanted: Config) -> None:
    """Budgets and decoding options may change on resume; the model and the data may not."""
    old, new = stored.to_dict(), wanted.to_dict()
    changed = [f"{section}.{key}" for section in ("data", "model", "train")
               for key, value in new[section].items()
               if old[section][key] != value and not (section == "train" and key in RESUMABLE_KEYS)]
    if changed:
        raise ConfigError(f"the run directory was trained with a different config "
                          f"({', '.join(changed)}): use a new --run-dir")


class Trainer:
    """Owns the model, optimizer, checkpoints and data of one run directory."""

    def __init__(self, config: Config, run_dir: str | Path,
                 log: Callable[[str], None] = print):
        self.run_dir = Path(run_dir)
        self.log = log
        stored_path = self.run_dir / "config.yaml"
        if stored_path.exists():
            stored = config_lib.load(str(stored_path))
            _check_resume_config(stored, config)
        self.config = config
        t = config.train
        keras.utils.set_random_seed(t.seed)
        if t.deterministic:
            tf.config.experimental.enable_op_determinism()

        self.corpora = read_corpora(config, log)  # fails before anything is written
        self.run_dir.mkdir(parents=True, exist_ok=True)
        config_lib.save(config, stored_path)
        d = config.data
        self.vocabs = Vocabularies.build_or_load(
            self.run_dir, self.corpora.train[0], self.corpora.train[1], vocab_size=d.vocab_size,
            model_type=d.subword_model, character_coverage=d.character_coverage,
            joint=d.joint_vocab, seed=t.seed)
        self.encoded = encode_corpus(*self.corpora.train, self.vocabs.src, self.vocabs.tgt,
                                     cache_path=self.run_dir / "train_ids.npz")

        self.loss_denominator = self._loss_denominator()
        set_precision(t.precision)
        self.strategy = make_strategy(t.strategy)
        with self.strategy.scope():
            self.model = Seq2Seq(config.model, self.vocabs.src.vocab_size,
                                 self.vocabs.tgt.vocab_size, seed=t.seed).build_from_dummy()
            self.optimizer = keras.optimizers.Adam(
                learning_rate=t.learning_rate, beta_1=0.9, beta_2=0.999, epsilon=1e-7,
                global_clipnorm=t.clip_norm or None)
            if t.precision == "mixed_float16":
                self.optimizer = keras.optimizers.LossScaleOptimizer(self.optimizer)
            self.optimizer.build(self.model.trainable_variables)
        self.progress = TrainingProgress()  # plain variables: outside the strategy
        self.checkpoints = Checkpoints(self.run_dir, t.keep_checkpoints, model=self.model,
                                       optimizer=self.optimizer, progress=self.progress,
                                       random_state=RandomState(self.model))
        resumed = self.checkpoints.restore_latest()
        if resumed:
            log(f"resumed from {resumed} (step {int(self.progress.step)}, epoch "
                f"{int(self.progress.epoch) + 1}, batch {int(self.progress.batch_in_epoch)})")
        else:
            self.progress.learning_rate.assign(t.learning_rate)
        self.translator = Translator(self.model, self.vocabs, config)
        self.train_step = self._make_train_step()
        self.writer = tf.summary.create_file_writer(str(self.run_dir / "logs"))

    def _loss_denominator(self) -> float | None:
        """None: divide each step's loss by its batch's target tokens; otherwise the constant
        ``batch_size x`` mean target tokens (pieces + EOS) per training pair, which keeps the
        gradient's average scale (and so clipping) as it was."""
        t = self.config.train
        if t.loss_normalizer == "batch_tokens":
            return None
        kept, _ = filter_by_length(self.encoded, self.config.data.max_length)
        mean_tokens = float((kept.tgt_pieces + 1).mean())
        self.log(f"loss normaliser: {t.batch_size} x {mean_tokens:.2f} = "
                 f"{t.batch_size * mean_tokens:.1f} target tokens per batch")
        return t.batch_size * mean_tokens

    def _make_train_step(self):
        """A `tf.function` over one global batch; under a strategy each replica takes a slice and
        the loss is normalised by the global number of target tokens, so the update equals the
        single-device one."""
        model, optimizer, strategy = self.model, self.optimizer, self.strategy
        t = self.config.train
        smoothing = t.label_smoothing
        scheduled = t.scheduled_sampling > 0
        denominator = self.loss_denominator

        def replica_step(batch, sampling_probability, step):
            tokens = tf.cast(tf.reduce_sum(batch["tgt_len"]), tf.float32)
            if denominator is None:
                global_tokens = tf.distribute.get_replica_context().all_reduce("sum", tokens)
            else:
                global_tokens = tf.constant(denominator, tf.float32)
            with tf.GradientTape() as tape:
                if scheduled:
                    logits = model(batch, training=True, sampling_probability=sampling_probability,
                                   sampling_mode=t.scheduled_sampling_mode, seed=step)
                else:
                    logits = model(batch, training=True)  # [B, T, V]
                loss_sum, _ = masked_cross_entropy(batch["tgt_out"], logits, batch["tgt_len"],
                                                   smoothing)
                loss = loss_sum / global_tokens
                if isinstance(optimizer, keras.optimizers.LossScaleOptimizer):
                    loss = optimizer.scale_loss(loss)
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            return loss_sum, tokens

        scalars = [tf.TensorSpec([], tf.float32), tf.TensorSpec([], tf.int32)]

        @tf.function(input_signature=[BATCH_SPEC] + scalars)
        def train_step(batch, sampling_probability, step):
            return replica_step(batch, sampling_probability, step)

        @tf.function
        def distributed_train_step(batch, sampling_probability, step):
            loss_sum, tokens = strategy.run(replica_step,
                                            args=(batch, sampling_probability, step))
            return (strategy.reduce("sum", loss_sum, axis=None),
                    strategy.reduce("sum", tokens, axis=None))

        return train_step if self.config.train.strategy == "default" else distributed_train_step

    def run_step(self, batch):
        """One optimisation step on ``batch``: ``(summed loss, target tokens)``."""
        step = int(self.progress.step)
        return self.train_step(batch, tf.constant(self.sampling_probability(step), tf.float32),
                               tf.constant(step, tf.int32))

    def sampling_probability(self, step: int) -> float:
        """Scheduled sampling's probability at ``step``: a linear ramp to its final value."""
        t = self.config.train
        if t.scheduled_sampling_ramp <= 0:
            return t.scheduled_sampling
        return t.scheduled_sampling * min(1.0, step / t.scheduled_sampling_ramp)

    def dataset(self, epoch: int, skip: int = 0):
        """Epoch ``epoch``'s batches (a pure function of ``seed + epoch``), after ``skip`` batches."""
        t, d = self.config.train, self.config.data
        dataset = make_dataset(self.encoded, batch_size=t.batch_size, batch_unit=t.batch_unit,
                               max_length=d.max_length, shuffle=True, seed=t.seed + epoch,
                               bucketing=d.bucketing)
        dataset = dataset.skip(skip)
        if t.strategy == "default":
            return dataset
        return self.strategy.experimental_distribute_dataset(dataset)

    def evaluate_dev(self) -> float:
        src, ref = self.corpora.dev
        n = self.config.train.eval_sentences or len(src)
        hyps = [tr.text for tr in self.translator.translate(src[:n], beam_size=1)]
        return bleu(hyps, ref[:n]).score

    # -- the loop ------------------------------------------------------------------------------------
    def train(self) -> None:
        t, p = self.config.train, self.progress
        if bool(p.done):
            self.log("training stopped early (patience) in this run directory")
            return
        started = time.time()
        step_start = int(p.step)
        window_tokens, window_loss, window_time = 0.0, 0.0, time.time()
        # Exact after the first epoch; before it, estimated from the corpus size.
        steps_per_epoch = len(self.encoded) // t.batch_size if t.batch_unit == "sentences" \
            else None
        try:
            while int(p.epoch) < t.epochs:
                epoch = int(p.epoch)
                skip = int(p.batch_in_epoch)
                for batch in self.dataset(epoch, skip):
                    lr = learning_rate_at(self.config, int(p.step) + 1, float(p.learning_rate))
                    self.optimizer.learning_rate.assign(lr)
                    loss_sum, tokens = self.run_step(batch)
                    p.step.assign_add(1)
                    p.batch_in_epoch.assign_add(1)
                    window_loss += float(loss_sum)
                    window_tokens += float(tokens)
                    step = int(p.step)
                    if step % t.log_every == 0:
                        now = time.time()
                        rate = window_tokens / max(now - window_time, 1e-9)
                        loss = window_loss / max(window_tokens, 1.0)
                        eta = self._eta(step, steps_per_epoch, rate, window_tokens / t.log_every)
                        self.log(f"epoch {epoch + 1} step {step} loss {loss:.3f} "
                                 f"{rate:,.0f} tok/s lr {lr:.2e}{eta}")
                        with self.writer.as_default(step=step):
                            tf.summary.scalar("train/loss", loss)
                            tf.summary.scalar("train/tokens_per_second", rate)
                            tf.summary.scalar("train/learning_rate", lr)
                        window_tokens, window_loss, window_time = 0.0, 0.0, now
                    if step % t.eval_every == 0 and self._evaluate_and_save():
                        return
                    if self._out_of_budget(step, step_start, started):
                        self.log(f"budget reached at step {step}")
                        if step % t.eval_every != 0:
                            self._evaluate_and_save()  # the last weights may be the best
                        return
                steps_per_epoch = int(p.batch_in_epoch)
                p.epoch.assign_add(1)
                p.batch_in_epoch.assign(0)
                if int(p.step) % t.eval_every != 0 and self._evaluate_and_save():
                    return
            if int(p.step) > step_start:  # more epochs later: raise train.epochs and re-run
                self.checkpoints.save(int(p.step))
        except KeyboardInterrupt:
            path = self.checkpoints.save(int(p.step))
            self.log(f"interrupted: saved {path}; run the same command again to resume")
            raise

    def _eta(self, step, steps_per_epoch, tokens_per_s, tokens_per_step) -> str:
        t = self.config.train
        if steps_per_epoch is None:
            return ""
        total = steps_per_epoch * t.epochs
        if t.max_steps:
            total = min(total, t.max_steps)
        seconds = max(total - step, 0) * tokens_per_step / max(tokens_per_s, 1e-9)
        return f" ETA {seconds / 60:.1f} min"

    def _out_of_budget(self, step: int, step_start: int, started: float) -> bool:
        t = self.config.train
        if t.max_steps and step >= t.max_steps:
            return True
        return bool(t.time_budget) and time.time() - started >= t.time_budget

    def _evaluate_and_save(self) -> bool:
        """Dev BLEU, checkpoints, plateau decay and early stopping; True to stop training."""
        t, p = self.config.train, self.progress
        step = int(p.step)
        score = self.evaluate_dev()
        with self.writer.as_default(step=step):
            tf.summary.scalar("dev/bleu_greedy", score)
        improved = score > float(p.best_bleu)
        if improved:
            p.best_bleu.assign(score)
            p.evals_since_best.assign(0)
        else:
            p.evals_since_best.assign_add(1)
            if t.lr_schedule == "plateau" and int(p.evals_since_best) % t.plateau_patience == 0:
                p.learning_rate.assign(float(p.learning_rate) * t.plateau_factor)
        self.checkpoints.save(step)
        if improved:
            self.checkpoints.save_best(step)
        self.log(f"step {step}: dev BLEU (greedy) {score:.2f}, best {float(p.best_bleu):.2f}"
                 + (" (new best: saved)" if improved else ""))
        with open(self.run_dir / "dev_bleu.tsv", "a", encoding="utf-8") as f:
            f.write(f"{step}\t{score:.4f}\n")
        if t.patience and int(p.evals_since_best) >= t.patience:
            self.log(f"early stop: no better dev BLEU in {t.patience} evaluations")
            p.done.assign(True)
            self.checkpoints.save(step)
            return True
        return False

    # -- the end -------------------------------------------------------------------------------------
    def final_evaluation(self) -> dict:
        """Translates the test set with the best checkpoint; writes ``results.json``."""
        path = restore_model(self.model, self.run_dir, "best")
        results = {"checkpoint": path, "step": int(self.progress.step)}
        if self.corpora.test is None:
            return results
        src, ref = self.corpora.test
        beam = self.config.decode.beam_size
        for name, size in (("greedy", 1), (f"beam{beam}", beam)):
            start = time.time()
            hyps = [tr.text for tr in self.translator.translate(src, beam_size=size)]
            seconds = time.time() - start
            b, c = bleu(hyps, ref), chrf(hyps, ref)
            results[name] = {"bleu": b.score, "bleu_signature": b.signature, "chrf": c.score,
                             "chrf_signature": c.signature, "sentences_per_second":
                             len(src) / seconds}
            _write_atomic(self.run_dir / f"test.{name}.{self.config.data.tgt}", "\n".join(hyps) + "\n")
            self.log(f"test {name}: {b}  |  {c}")
        _write_atomic(self.run_dir / "results.json", json.dumps(results, indent=2) + "\n")
        return results


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def train(config: Config, run_dir: str | Path, log: Callable[[str], None] = print) -> dict:
    """Trains (or resumes) and evaluates; returns the test results."""
    trainer = Trainer(config, run_dir, log)
    trainer.train()
    return trainer.final_evaluation()


def default_log(run_dir: Path) -> Callable[[str], None]:
    """Prints to stdout and appends to ``run_dir/train.log``."""
    def log(message: str) -> None:
        stamp = time.strftime("%H:%M:%S")
        print(f"[{stamp}] {message}", flush=True)
        if run_dir.exists():
            with open(run_dir / "train.log", "a", encoding="utf-8") as f:
                f.write(f"[{stamp}] {message}\n")
    return log

