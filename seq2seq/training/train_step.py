"""One optimisation step as a `tf.function`: the loss, its gradient, the update (skipped when the
loss or a gradient is not finite) and the weights' moving average, on one device or under a
`tf.distribute` strategy."""

from __future__ import annotations

import keras
import tensorflow as tf

from seq2seq.config import TrainConfig
from seq2seq.training.distribute import resolve_output_gradients
from seq2seq.training.ema import WeightAverage
from seq2seq.training.losses import masked_cross_entropy, token_cross_entropy

BATCH_SPEC = {
    "src_ids": tf.TensorSpec([None, None], tf.int32),
    "src_len": tf.TensorSpec([None], tf.int32),
    "tgt_in": tf.TensorSpec([None, None], tf.int32),
    "tgt_out": tf.TensorSpec([None, None], tf.int32),
    "tgt_len": tf.TensorSpec([None], tf.int32),
}


def make_train_step(
    model,
    optimizer: keras.optimizers.Optimizer,
    strategy: tf.distribute.Strategy,
    t: TrainConfig,
    denominator: float | None,
    ema: WeightAverage | None,
):
    """A `tf.function` over one global batch (`BATCH_SPEC`), the sampling probability (a float32
    scalar) and the step (an int32 scalar). Under a strategy each replica takes a slice and the
    loss is normalised by the global number of target tokens (or the constant ``denominator``),
    so the update equals the single-device one. Returns ``(summed loss, target tokens, finite,
    gradient norm)``, scalars: when the loss or a gradient is not finite the update is not
    applied (on one device; see `_replica_step`)."""
    replica_step = _replica_step(model, optimizer, t, denominator)
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

    return train_step if t.strategy == "default" else distributed_train_step


def _replica_step(model, optimizer, t: TrainConfig, denominator: float | None):
    """One replica's share of a step: ``(summed loss, target tokens, finite (int32), gradient
    norm before clipping)``."""
    smoothing = t.label_smoothing
    output_gradients = resolve_output_gradients(t.output_gradients)  # the Trainer's: resolved
    scheduled = t.scheduled_sampling > 0
    loss_scaled = isinstance(optimizer, keras.optimizers.LossScaleOptimizer)
    distributed = t.strategy != "default"

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
                logits, labels, weights = model.token_logits(  # [M, V], [M], [M]
                    batch, training=True, output_gradients=output_gradients
                )
                loss_sum = tf.reduce_sum(token_cross_entropy(labels, logits, smoothing) * weights)
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
            # applied, counted, and its weights are never saved (`Trainer._check_finite_weights`).
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
        elif finite:
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss_sum, tokens, tf.cast(finite, tf.int32), grad_norm

    return replica_step
