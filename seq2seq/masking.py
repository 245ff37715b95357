"""The single masking convention of the toolkit.

Memory is ``[batch, max_time, depth]`` with true lengths ``memory_sequence_length [batch]``.

* Rows past a length are zeroed before any layer sees them (`zero_padding`), so padding can never
  leak into keys, values or contexts.
* Scores past a length are replaced by the dtype's most negative finite value before normalisation
  (`mask_score`), so that a softmax gives those positions exactly 0 while a row stays finite.
* Lengths are checked once per batch (`check_memory_lengths`): a length of 0, a length above
  ``max_time`` or a batch-size mismatch between memory and lengths is an error that names the
  problem (`ValueError` in eager mode, `tf.errors.InvalidArgumentError` inside a graph).
"""

from __future__ import annotations

import numpy as np
import tensorflow as tf


def sequence_mask(lengths: tf.Tensor, max_time: int | tf.Tensor) -> tf.Tensor:
    """Boolean mask ``[batch, max_time]``: True at positions ``< lengths[b]``."""
    return tf.sequence_mask(lengths, maxlen=max_time)


def mask_score(score: tf.Tensor, mask: tf.Tensor) -> tf.Tensor:
    """Sets ``score [batch, ..., max_time]`` to the dtype's minimum where ``mask`` is False.

    The minimum (not -inf) keeps an all-masked row finite: softmax then gives a uniform row instead
    of NaN, and callers that reject such rows (length 0) do so explicitly.
    """
    floor = tf.cast(score.dtype.min, score.dtype)
    return tf.where(mask, score, floor)


def zero_padding(memory: tf.Tensor, mask: tf.Tensor) -> tf.Tensor:
    """Zeroes ``memory [batch, max_time, depth]`` rows where ``mask [batch, max_time]`` is False."""
    return memory * tf.cast(mask, memory.dtype)[:, :, tf.newaxis]


def check_memory_lengths(memory: tf.Tensor, lengths: tf.Tensor) -> tf.Tensor:
    """Validates ``lengths [batch]`` against ``memory [batch, max_time, depth]``; returns int32
    lengths.

    Raises:
      ValueError: (eager, or statically known shapes) a batch-size mismatch, a length of 0 or less,
        or a length above ``max_time``.
      tf.errors.InvalidArgumentError: the same problems detected at run time inside a graph.
    """
    lengths = tf.convert_to_tensor(lengths)
    if lengths.shape.rank != 1:
        raise ValueError(
            f"memory_sequence_length must be a vector [batch], got shape {lengths.shape}"
        )
    lengths = tf.cast(lengths, tf.int32)
    mem_batch, len_batch = memory.shape[0], lengths.shape[0]
    if mem_batch is not None and len_batch is not None and mem_batch != len_batch:
        raise ValueError(
            f"batch-size mismatch: memory has batch {mem_batch} but memory_sequence_length has "
            f"{len_batch} entries"
        )
    if tf.executing_eagerly():
        values = lengths.numpy()
        max_time = memory.shape[1]
        if values.size and values.min() <= 0:
            bad = int(np.argmin(values))
            raise ValueError(
                f"memory_sequence_length[{bad}] = {values[bad]}: every example needs at least one "
                "memory position"
            )
        if values.size and values.max() > max_time:
            bad = int(np.argmax(values))
            raise ValueError(
                f"memory_sequence_length[{bad}] = {values[bad]} exceeds the memory's max_time "
                f"{max_time}"
            )
        return lengths
    max_time = tf.shape(memory, out_type=tf.int32)[1]
    checks = [
        tf.debugging.assert_equal(
            tf.shape(memory, out_type=tf.int32)[0],
            tf.shape(lengths, out_type=tf.int32)[0],
            message="batch-size mismatch between memory and memory_sequence_length",
        ),
        tf.debugging.assert_positive(
            lengths,
            message="memory_sequence_length has a length of 0: every example needs at "
            "least one memory position",
        ),
        tf.debugging.assert_less_equal(
            lengths,
            max_time,
            message="memory_sequence_length exceeds max_time, the padded length of the memory",
        ),
    ]
    with tf.control_dependencies(checks):
        return tf.identity(lengths)
