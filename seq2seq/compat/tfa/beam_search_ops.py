"""tfa's beam arrays: `tile_batch`, `gather_tree` (beams backtracked from their parent ids),
`gather_tree_from_array` (a per-step array reordered the same way) and the shape checks that
`BeamSearchDecoder` makes before it reorders a cell state's TensorArray.

Shapes: ``T`` steps, ``B`` batch, ``K`` beam width.
"""

from __future__ import annotations

import tensorflow as tf


def tile_batch(t, multiplier: int, name: str | None = None):
    """Repeats every batch entry ``multiplier`` times, contiguously: ``[B, ...] -> [B * m, ...]``
    with rows ``t[0], t[0], ..., t[1], t[1], ...`` (a nested structure is tiled leaf by leaf).

    Raises ``ValueError`` for a tensor of unknown or zero rank, as tfa.
    """

    def tile(x):
        x = tf.convert_to_tensor(x)
        if x.shape.rank is None or x.shape.rank < 1:
            raise ValueError("t must have statically known rank")
        tiled = tf.repeat(x, multiplier, axis=0)
        batch = x.shape[0] * multiplier if x.shape[0] is not None else None
        tiled.set_shape(tf.TensorShape([batch]).concatenate(x.shape[1:]))
        return tiled

    with tf.name_scope(name or "tile_batch"):
        return tf.nest.map_structure(tile, t)


def gather_tree(step_ids, parent_ids, max_sequence_lengths, end_token):
    """Backtracks beams: ``step_ids``/``parent_ids [T, B, K]`` -> the full sequences ``[T, B, K]``.

    Steps at or past ``max_sequence_lengths[b]`` are ``end_token``; so is everything after a
    beam's first ``end_token``. Raises ``InvalidArgumentError`` for a parent outside
    ``[0, K)`` within the lengths.
    """
    step_ids = tf.convert_to_tensor(step_ids, tf.int32)
    parent_ids = tf.convert_to_tensor(parent_ids, tf.int32)
    end_token = tf.convert_to_tensor(end_token, tf.int32)
    shape = tf.shape(parent_ids)
    max_time, beam_width = shape[0], shape[2]
    lengths = tf.minimum(tf.convert_to_tensor(max_sequence_lengths, tf.int32), max_time)  # [B]
    valid = tf.transpose(tf.sequence_mask(lengths, max_time))[:, :, None]  # [T, B, 1]
    step_ids = tf.where(valid, step_ids, end_token)
    parent_ids = tf.where(valid, parent_ids, 0)
    check = tf.debugging.Assert(
        tf.reduce_all((parent_ids >= 0) & (parent_ids < beam_width)),
        ["All parent ids must be positive and less than beam_width"],
    )
    with tf.control_dependencies([check]):
        rev_ids = tf.reverse_sequence(step_ids, lengths, seq_axis=0, batch_axis=1)
        rev_parents = tf.reverse_sequence(parent_ids, lengths, seq_axis=0, batch_axis=1)

    def back(carry, step):  # carry: (ids [B, K], beam [B, K]) -- the beam read at this step
        ids_t, parents_t = step
        beam = carry[1]
        return tf.gather(ids_t, beam, batch_dims=1), tf.gather(parents_t, beam, batch_dims=1)

    start = tf.tile(tf.range(beam_width)[None], [shape[1], 1])  # [B, K]
    out, _ = tf.scan(back, (rev_ids, rev_parents), initializer=(start, start))  # [T, B, K]
    out = tf.reverse_sequence(out, lengths, seq_axis=0, batch_axis=1)
    before_end = tf.equal(tf.cumsum(tf.cast(tf.equal(out, end_token), tf.int32), axis=0), 0)
    return tf.where(before_end, out, end_token)


def gather_tree_from_array(t, parent_ids, sequence_length):
    """Reorders a stacked per-step array ``t [T, B * K, ...]`` (or ``[T, B, K, ...]``) along the
    beams' back-pointers ``parent_ids [T, B, K]``; ``sequence_length [B, K]``. Steps past a beam's
    length keep their own beam."""
    parent_ids = tf.convert_to_tensor(parent_ids, tf.int32)
    t = tf.convert_to_tensor(t)
    shape = tf.shape(parent_ids)
    max_time, batch_size, beam_width = shape[0], shape[1], shape[2]
    beam_ids = tf.tile(tf.range(beam_width)[None, None], [max_time, batch_size, 1])  # [T, B, K]
    sorted_beams = gather_tree(
        beam_ids,
        parent_ids,
        tf.cast(tf.reduce_max(sequence_length, axis=1), tf.int32),
        end_token=beam_width + 1,
    )
    in_bounds = tf.transpose(tf.sequence_mask(sequence_length, maxlen=max_time), [2, 0, 1])
    sorted_beams = tf.where(in_bounds, sorted_beams, beam_ids)
    grouped = tf.reshape(t, [max_time, batch_size, beam_width, -1])
    return tf.reshape(tf.gather(grouped, sorted_beams, axis=2, batch_dims=2), tf.shape(t))


def _check_static_batch_beam_maybe(shape, batch_size, beam_width):
    """False (with a warning) if a static ``shape`` cannot be ``[B * K, ...]`` or ``[B, K,
    ...]``."""
    if batch_size is None or shape[0] is None:
        return True
    if shape[0] == batch_size * beam_width:
        return True
    if (
        shape.rank >= 2
        and shape[1] is not None
        and (shape[0], shape[1]) == (batch_size, beam_width)
    ):
        return True
    tf.get_logger().warning(
        f"TensorArray reordering expects elements to be reshapable to [{batch_size}, "
        f"{beam_width}, None] which is incompatible with the current shape {shape}. Consider "
        "setting reorder_tensor_arrays to False to disable TensorArray reordering during the "
        "beam search."
    )
    return False


def _check_batch_beam(t, batch_size, beam_width):
    """An assert op: the stacked array ``t [T, ...]`` has rows ``[B * K]`` or ``[B, K]``."""
    shape = tf.shape(t)
    merged = tf.equal(shape[1], batch_size * beam_width)
    if t.shape.rank == 2:
        condition = merged
    else:
        condition = merged | (tf.equal(shape[1], batch_size) & tf.equal(shape[2], beam_width))
    return tf.debugging.Assert(
        condition,
        [
            "TensorArray reordering expects elements to be reshapable to "
            "[batch_size, beam_size, -1] "
            "which is incompatible with the dynamic shape of the elements. Consider setting "
            "reorder_tensor_arrays to False to disable TensorArray reordering during the beam "
            "search."
        ],
    )
