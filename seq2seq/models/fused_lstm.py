"""A masked (bi)LSTM layer of the encoder on Keras `LSTMCell` weights: every direction in one loop,
the input projection of all steps before it, and its backward pass written out.

Keras' `LSTM` layer (on the CPU) multiplies each step's input by the kernel inside its loop and runs
each direction of a bidirectional layer in a loop of its own, and TensorFlow differentiates those
loops step by step. Here one matrix product projects the inputs of every step and direction, the
loop does the recurrent half for all directions at once (a batched product over ``[D, B, U]``), and
the backward loop carries ``dh`` and ``dc`` only: the weights' and the inputs' gradients are a few
large products after it.

Semantics are Keras' with a mask (`LSTM(..., go_backwards=...)` under `Bidirectional`): gate order
``i, f, c, o``, sigmoid / tanh; past a sentence's length the state stays as it is, so a forward
direction ends after the last real token; a backward direction reads the padded sequence from the
end, its padding first (state still zero), and ends after the first token. Outputs past the lengths
are unspecified (the encoder zeroes them).

Shapes: ``B`` batch, ``S`` source steps, ``E`` input depth, ``U`` units, ``D`` directions.
"""

from __future__ import annotations

from collections.abc import Sequence

import keras
import tensorflow as tf


def supports(cells: Sequence, dtype, precisions=(tf.float32,)) -> bool:
    """Whether ``cells`` are plain Keras `LSTMCell`s (sigmoid / tanh, bias, no dropout) of the
    same size, built, computing in ``dtype``, one of ``precisions`` (float32: `run`)."""
    return dtype in precisions and all(
        type(cell) is keras.layers.LSTMCell
        and cell.built
        and cell.use_bias
        and cell.dropout == 0
        and cell.recurrent_dropout == 0
        and cell.activation is keras.activations.tanh
        and cell.recurrent_activation is keras.activations.sigmoid
        and cell.units == cells[0].units
        for cell in cells
    )


def run(cells: Sequence, reverse: Sequence[bool], inputs, mask):
    """``inputs [B, S, E]``, ``mask [B, S]`` bool -> ``(outputs, finals)``: ``[B, S, D*U]`` the
    directions' hidden states at every position (in the sentence's order, concatenated as Keras'
    `Bidirectional` does) and ``D x (h [B, U], c [B, U])``."""
    with tf.name_scope("fused_lstm"):
        kernel = tf.concat([tf.convert_to_tensor(c.kernel) for c in cells], 1)  # [E, D*4U]
        bias = tf.concat([tf.convert_to_tensor(c.bias) for c in cells], 0)  # [D*4U]
        recurrent = tf.stack([tf.convert_to_tensor(c.recurrent_kernel) for c in cells])
        outputs, h, c = _run(inputs, mask, kernel, bias, recurrent, tuple(reverse))
    return outputs, [(h[d], c[d]) for d in range(len(cells))]


def forward(cells: Sequence, reverse: Sequence[bool], inputs, mask):
    """Inference: `run`'s outputs without its backward pass, in the cells' precision. ``inputs
    [B, S, E]`` in their compute dtype (bfloat16 for `seq2seq.models.precision`'s copies) ->
    ``(outputs [B, S, D*U], finals D x (h, c))`` in that dtype. The matrix products take that
    dtype and the gates' elementwise math float32: TensorFlow's bfloat16 elementwise kernels
    convert every operand and result, so Keras' layer in bfloat16 is no faster than in float32
    (the encoder of bench-small over the Tatoeba test set in file-order batches of 64, one core:
    0.143 s, float32 0.142 s), while this loop takes 0.100 s."""
    dtype = inputs.dtype
    with tf.name_scope("fused_lstm_forward"):
        weight = lambda w: tf.convert_to_tensor(w)
        kernel = tf.cast(tf.concat([weight(c.kernel) for c in cells], 1), dtype)  # [E, D*4U]
        bias = tf.cast(tf.concat([weight(c.bias) for c in cells], 0), tf.float32)  # [D*4U]
        recurrent = tf.cast(tf.stack([weight(c.recurrent_kernel) for c in cells]), dtype)
        directions, units = len(cells), recurrent.shape[1]
        batch, steps = tf.shape(inputs)[0], tf.shape(inputs)[1]
        # Time-major and in loop order before the input products (``E`` wide), so that their
        # ``[S, B, 4U]`` results are laid out once, by one stack.
        in_loop_order = lambda x_tm, d: tf.reverse(x_tm, [0]) if reverse[d] else x_tm
        inputs_tm = tf.transpose(inputs, [1, 0, 2])  # [S, B, E]
        projected_tm = tf.stack(
            [
                tf.matmul(
                    in_loop_order(inputs_tm, d), kernel[:, d * 4 * units : (d + 1) * 4 * units]
                )
                for d in range(directions)
            ],
            1,
        )  # [S, D, B, 4U]
        projected_tm = tf.cast(projected_tm, tf.float32) + tf.reshape(bias, [directions, 1, -1])
        mask_tm = tf.transpose(mask)[:, :, None]  # [S, B, 1]
        keep_tm = tf.stack([in_loop_order(mask_tm, d) for d in range(directions)], 1)  # [S,D,B,1]

        def step(t, h, c, outputs):
            z = projected_tm[t] + tf.cast(tf.matmul(tf.cast(h, dtype), recurrent), tf.float32)
            _, new_c, _, new_h = cell_forward(z, c)  # [D, B, U] each
            m = keep_tm[t]
            return t + 1, tf.where(m, new_h, h), tf.where(m, new_c, c), outputs.write(t, new_h)

        zeros = tf.zeros([directions, batch, units])
        _, h, c, outputs = tf.while_loop(
            lambda t, *_: t < steps,
            step,
            (tf.constant(0), zeros, zeros, tf.TensorArray(tf.float32, size=steps)),
        )
        outputs = outputs.stack()  # [S, D, B, U], loop order
        outputs = tf.concat(
            [in_loop_order(outputs[:, d], d) for d in range(directions)], -1
        )  # [S, B, D*U], the sentence's order
        outputs = tf.transpose(outputs, [1, 0, 2])  # [B, S, D*U]
        h, c = tf.cast(h, dtype), tf.cast(c, dtype)
    return tf.cast(outputs, dtype), [(h[d], c[d]) for d in range(directions)]


def cell_forward(z, c):
    """One LSTM step's elementwise math: ``z [..., 4U]`` float32 pre-activations of the gates
    ``i, f, g, o`` (Keras' order), ``c [..., U]`` the previous cell state -> ``(gates [..., 4U]
    activated, new_c, tanh(new_c), new_h)``."""
    zi, zf, zg, zo = tf.split(z, 4, axis=-1)
    i, f, g, o = tf.sigmoid(zi), tf.sigmoid(zf), tf.tanh(zg), tf.sigmoid(zo)
    new_c = f * c + i * g
    tanh_c = tf.tanh(new_c)
    return tf.concat([i, f, g, o], -1), new_c, tanh_c, o * tanh_c


def cell_backward(dh, dc, gates, c_prev, tanh_c):
    """One LSTM step backwards: ``dh``, ``dc`` (``[..., U]``) the gradients of the step's ``h``
    and ``c`` from later on, ``gates`` ``[..., 4U]`` its activated ``i, f, g, o``, ``c_prev`` and
    ``tanh(c)`` -> ``(dz [..., 4U], dc_total, f)``: the gradient of the pre-activations, of ``c``
    through ``h`` and onwards (``dc_total * f`` goes to ``c_prev``), and the forget gate."""
    i, f, g, o = tf.split(gates, 4, axis=-1)
    dc = dc + dh * o * (1.0 - tanh_c * tanh_c)
    di, df = dc * g * i * (1.0 - i), dc * c_prev * f * (1.0 - f)
    dg, do = dc * i * (1.0 - g * g), dh * tanh_c * o * (1.0 - o)
    return tf.concat([di, df, dg, do], -1), dc, f


def _to_loop_order(x, reverse):
    """``[D, S, ...]`` in sentence order -> loop order (a reversed direction's steps reversed)."""
    return tf.stack([tf.reverse(x[d], [0]) if r else x[d] for d, r in enumerate(reverse)])


def _run(inputs, mask, kernel, bias, recurrent, reverse):
    directions = len(reverse)
    batch, steps = tf.shape(inputs)[0], tf.shape(inputs)[1]
    units = recurrent.shape[1]

    @tf.custom_gradient
    def lstm(inputs, kernel, bias, recurrent):
        flat = tf.reshape(inputs, [-1, inputs.shape[-1]])  # [B*S, E]
        projected = tf.matmul(flat, kernel) + bias  # [B*S, D*4U]
        projected = tf.reshape(projected, [batch, steps, directions, 4 * units])
        projected = _to_loop_order(tf.transpose(projected, [2, 1, 0, 3]), reverse)  # [D,S,B,4U]
        live = tf.transpose(tf.cast(mask, tf.float32))[None, :, :, None]  # [1, S, B, 1]
        live = _to_loop_order(tf.tile(live, [directions, 1, 1, 1]), reverse)  # [D, S, B, 1]
        projected_tm = tf.transpose(projected, [1, 0, 2, 3])  # [S, D, B, 4U]
        live_tm = tf.transpose(live, [1, 0, 2, 3])  # [S, D, B, 1]: 1.0 at real tokens
        h, c, saved = _forward(projected_tm, live_tm > 0.0, recurrent)
        outputs = _to_loop_order(tf.transpose(saved[-1], [1, 0, 2, 3]), reverse)  # [D, S, B, U]
        outputs = tf.reshape(
            tf.transpose(outputs, [2, 1, 0, 3]), [batch, steps, directions * units]
        )  # [B, S, D*U]

        def grad(d_outputs, d_h, d_c):
            with tf.name_scope("fused_lstm_backward"):
                d_outputs = tf.zeros_like(outputs) if d_outputs is None else d_outputs
                d_h = tf.zeros_like(h) if d_h is None else d_h
                d_c = tf.zeros_like(c) if d_c is None else d_c
                d_out = tf.reshape(d_outputs, [batch, steps, directions, units])
                d_out = _to_loop_order(tf.transpose(d_out, [2, 1, 0, 3]), reverse)  # [D,S,B,U]
                d_out_tm = tf.transpose(d_out, [1, 0, 2, 3])  # [S, D, B, U]
                d_z = _backward(d_out_tm, d_h, d_c, live_tm, recurrent, saved)
                return _weight_gradients(d_z, saved[0], flat, kernel, inputs, reverse)

        return (outputs, h, c), grad

    return lstm(inputs, kernel, bias, recurrent)


def _forward(projected_tm, keep_tm, recurrent):
    """The recurrent loop over ``projected_tm [S, D, B, 4U]`` (loop order), ``keep_tm [S, D, B, 1]``
    -> ``(h, c)`` the final states ``[D, B, U]`` and what the backward pass needs, per step
    ``[S, D, B, ...]``: ``(h_prev, c_prev, gates, tanh(c), h)``."""
    steps, directions, batch = tf.shape(projected_tm)[0], recurrent.shape[0], tf.shape(keep_tm)[2]
    units = recurrent.shape[1]

    def step(t, h, c, saved):
        z = projected_tm[t] + tf.matmul(h, recurrent)  # [D, B, 4U]
        gates, new_c, tanh_c, new_h = cell_forward(z, c)
        m = keep_tm[t]  # [D, B, 1]: the state stays after the last real token
        records = (h, c, gates, tanh_c, new_h)
        saved = tuple(s.write(t, r) for s, r in zip(saved, records))
        return t + 1, tf.where(m, new_h, h), tf.where(m, new_c, c), saved

    zeros = tf.zeros([directions, batch, units])
    saved = tuple(tf.TensorArray(tf.float32, size=steps) for _ in range(5))
    _, h, c, saved = tf.while_loop(
        lambda t, *_: t < steps, step, (tf.constant(0), zeros, zeros, saved)
    )
    return h, c, tuple(s.stack() for s in saved)


def _backward(d_out_tm, d_h, d_c, live_tm, recurrent, saved):
    """The backward loop (``dh`` and ``dc`` only) -> ``d_z [S, D, B, 4U]`` (loop order), the
    gradient of every step's pre-activations."""
    steps = tf.shape(d_out_tm)[0]
    _, cs_prev, gates, tanh_cs, _ = saved
    # Transposed once (as in `fused_unroll`): not re-laid out at every step.
    recurrent_t = tf.transpose(recurrent, [0, 2, 1])  # [D, 4U, U]

    def back(t, dh, dc, d_zs):
        m = live_tm[t]
        dz, dc_new, f = cell_backward(
            m * dh + d_out_tm[t], m * dc, gates[t], cs_prev[t], tanh_cs[t]
        )  # [D, B, 4U]
        dh = (1.0 - m) * dh + tf.matmul(dz, recurrent_t)
        dc = (1.0 - m) * dc + dc_new * f
        return t - 1, dh, dc, d_zs.write(t, dz)

    _, _, _, d_zs = tf.while_loop(
        lambda t, *_: t >= 0, back, (steps - 1, d_h, d_c, tf.TensorArray(tf.float32, size=steps))
    )
    return d_zs.stack()  # [S, D, B, 4U], loop order


def _weight_gradients(d_z, hs_prev, flat, kernel, inputs, reverse):
    """``d_z [S, D, B, 4U]`` -> the gradients of ``(inputs, kernel, bias, recurrent)``: a few
    large products over every step at once."""
    directions = len(reverse)
    per_direction = lambda x: tf.reshape(
        tf.transpose(x, [1, 0, 2, 3]), [directions, -1, x.shape[-1]]
    )  # [S, D, B, n] -> [D, S*B, n]
    # [D, U, 4U]
    d_recurrent = tf.matmul(per_direction(hs_prev), per_direction(d_z), transpose_a=True)
    d_projected = _to_loop_order(tf.transpose(d_z, [1, 0, 2, 3]), reverse)
    # [B*S, D*4U], sentence order
    d_projected = tf.reshape(tf.transpose(d_projected, [2, 1, 0, 3]), [-1, kernel.shape[-1]])
    d_kernel = tf.matmul(flat, d_projected, transpose_a=True)  # [E, D*4U]
    d_bias = tf.reduce_sum(d_projected, 0)
    # [B, S, E]
    d_inputs = tf.reshape(tf.matmul(d_projected, kernel, transpose_b=True), tf.shape(inputs))
    return d_inputs, d_kernel, d_bias, d_recurrent
