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

`forward` is the same loop for bfloat16 inference, without the backward's records.

Shapes: ``B`` batch, ``S`` source steps, ``E`` input depth, ``U`` units, ``D`` directions.
"""

from __future__ import annotations

from collections.abc import Sequence

import keras
import tensorflow as tf


def supports(cells: Sequence, dtype, precision: str = "float32") -> bool:
    """Whether ``cells`` are plain Keras `LSTMCell`s (sigmoid / tanh, bias, no dropout) of the
    same size, built, computing in ``precision`` (``dtype`` and their dtype policy that one, not a
    mixed one; float32: `run`, bfloat16: `forward`)."""
    return dtype == tf.as_dtype(precision) and all(
        type(cell) is keras.layers.LSTMCell
        and cell.dtype_policy.name == precision
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
        weights = lambda name: [tf.convert_to_tensor(getattr(c, name)) for c in cells]
        kernel = tf.cast(tf.concat(weights("kernel"), 1), dtype)  # [E, D*4U]
        bias = tf.cast(tf.concat(weights("bias"), 0), tf.float32)  # [D*4U]
        recurrent = tf.cast(tf.stack(weights("recurrent_kernel")), dtype)  # [D, U, 4U]
        directions, units = len(cells), recurrent.shape[1]
        batch, steps = tf.shape(inputs)[0], tf.shape(inputs)[1]
        _, projected_tm = _project(inputs, kernel, reverse)  # [S, D, B, 4U]
        projected_tm = tf.cast(projected_tm, tf.float32) + tf.reshape(bias, [directions, 1, -1])
        keep_tm = _in_loop_order([tf.transpose(mask)[:, :, None]] * directions, reverse)

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
        outputs = _in_sentence_order(outputs.stack(), reverse)  # [B, S, D*U]
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


def _in_loop_order(parts_tm, reverse):
    """One time-major tensor ``[S, ...]`` per direction, in the sentence's order -> ``[S, D, ...]``
    in loop order (a reversed direction's steps reversed)."""
    return tf.stack([tf.reverse(x, [0]) if r else x for x, r in zip(parts_tm, reverse)], 1)


def _in_sentence_order(outputs_tm, reverse):
    """``[S, D, B, U]`` in loop order -> ``[B, S, D*U]``, the directions concatenated as Keras'
    `Bidirectional` does."""
    parts = [
        tf.reverse(outputs_tm[:, d], [0]) if r else outputs_tm[:, d] for d, r in enumerate(reverse)
    ]
    return tf.transpose(tf.concat(parts, -1), [1, 0, 2])


def _project(inputs, kernel, reverse):
    """Every step's input product: ``inputs [B, S, E]``, ``kernel [E, D*4U]`` -> ``(inputs_tm,
    projected_tm)``: D x ``[S, B, E]`` each direction's inputs in its loop order, and ``[S, D, B,
    4U]`` their products (no bias). The inputs (``E`` wide) are laid out time-major and in loop
    order before the products, so that the products' results are laid out once, by one stack."""
    directions = len(reverse)
    steps, batch, depth = tf.shape(inputs)[1], tf.shape(inputs)[0], inputs.shape[-1]
    inputs_tm = tf.transpose(inputs, [1, 0, 2])  # [S, B, E]
    inputs_tm = [tf.reverse(inputs_tm, [0]) if r else inputs_tm for r in reverse]
    kernels = tf.split(kernel, directions, axis=1)  # D x [E, 4U]
    projected = [
        tf.reshape(tf.matmul(tf.reshape(x, [-1, depth]), k), [steps, batch, k.shape[-1]])
        for x, k in zip(inputs_tm, kernels)
    ]
    return inputs_tm, tf.stack(projected, 1)


def _run(inputs, mask, kernel, bias, recurrent, reverse):
    directions = len(reverse)

    @tf.custom_gradient
    def lstm(inputs, kernel, bias, recurrent):
        inputs_tm, projected_tm = _project(inputs, kernel, reverse)  # [S, D, B, 4U]
        projected_tm += tf.reshape(bias, [directions, 1, -1])
        live = tf.transpose(tf.cast(mask, tf.float32))[:, :, None]  # [S, B, 1]
        live_tm = _in_loop_order([live] * directions, reverse)  # [S, D, B, 1]: 1.0 at real tokens
        h, c, saved = _forward(projected_tm, live_tm > 0.0, recurrent)
        outputs = _in_sentence_order(saved[-1], reverse)  # [B, S, D*U]

        def grad(d_outputs, d_h, d_c):
            with tf.name_scope("fused_lstm_backward"):
                d_outputs = tf.zeros_like(outputs) if d_outputs is None else d_outputs
                d_h = tf.zeros_like(h) if d_h is None else d_h
                d_c = tf.zeros_like(c) if d_c is None else d_c
                d_out = tf.split(tf.transpose(d_outputs, [1, 0, 2]), directions, axis=-1)
                d_out_tm = _in_loop_order(d_out, reverse)  # [S, D, B, U]
                d_z = _backward(d_out_tm, d_h, d_c, live_tm, recurrent, saved)
                return _weight_gradients(d_z, saved[0], inputs_tm, kernel, reverse)

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


def _weight_gradients(d_z, hs_prev, inputs_tm, kernel, reverse):
    """``d_z [S, D, B, 4U]`` (loop order) -> the gradients of ``(inputs, kernel, bias,
    recurrent)``: a few large products over every step at once, per direction, on the loop-order
    inputs ``inputs_tm`` (D x ``[S, B, E]``) that `_project` multiplied."""
    d_inputs_tm, d_kernel, d_bias, d_recurrent = 0.0, [], [], []
    kernels = tf.split(kernel, len(reverse), axis=1)  # D x [E, 4U]
    for d, (x, k, r) in enumerate(zip(inputs_tm, kernels, reverse)):
        dz = tf.reshape(d_z[:, d], [-1, d_z.shape[-1]])  # [S*B, 4U]
        h_prev = tf.reshape(hs_prev[:, d], [-1, hs_prev.shape[-1]])  # [S*B, U]
        d_recurrent.append(tf.matmul(h_prev, dz, transpose_a=True))  # [U, 4U]
        d_kernel.append(tf.matmul(tf.reshape(x, [-1, x.shape[-1]]), dz, transpose_a=True))
        d_bias.append(tf.reduce_sum(dz, 0))  # [4U]
        dx = tf.reshape(tf.matmul(dz, k, transpose_b=True), tf.shape(x))  # [S, B, E]
        d_inputs_tm += tf.reverse(dx, [0]) if r else dx
    d_inputs = tf.transpose(d_inputs_tm, [1, 0, 2])  # [B, S, E]
    return d_inputs, tf.concat(d_kernel, 1), tf.concat(d_bias, 0), tf.stack(d_recurrent)
