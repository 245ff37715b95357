"""The teacher-forced decoder loop of the LSTM + Luong (dot / general) decoder with input feeding,
with its backward pass written out (backpropagation through time by hand).

TensorFlow differentiates a `tf.while_loop` step by step: every iteration of the backward loop
computes the weights' gradients with small matrix products and adds them up, pops dozens of saved
intermediates and runs the broadcasting machinery of every elementwise op. Here the backward loop
carries only what is recurrent (``dh``, ``dc`` and the gradient of the fed-back attention vector)
and records each step's gate and score gradients; the weights', the keys' and the memory's
gradients are then a few large matrix products over all steps at once.

The forward pass computes what the generic one does (`Decoder._unroll` over `AttentionWrapper.step`:
Keras' `LSTMCell`, with ``x K + h R`` as one product ``[x; h] [K; R]``, ``softmax`` of the masked
``h . k_s`` scores, the context, ``attention = [h; context] W_a``); outputs and gradients equal the
generic loop's up to floating-point rounding (tests compare both with TensorFlow's automatic ones).

The same step math serves bfloat16 inference (`step`): its products in bfloat16, its elementwise
math in float32.

Shapes: ``B`` batch, ``T`` target steps, ``E`` embedding, ``U`` LSTM units (= key depth), ``S``
source steps, ``D`` memory depth, ``A`` attention layer size.
"""

from __future__ import annotations

from typing import NamedTuple

import keras
import tensorflow as tf

from seq2seq.attention.context import attention_context
from seq2seq.attention.mechanisms import LuongAttention
from seq2seq.attention.wrapper import AttentionWrapper
from seq2seq.masking import mask_score
from seq2seq.models.fused_lstm import cell_backward, cell_forward


class _Any:
    def __repr__(self):
        return "ANY"


ANY = _Any()  # any value: the option never reaches the computation the fused loop replaces


def _positive_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


# The options the fused loop implements, per part: for every constructor option of the layer (its
# ``__init__`` arguments, Keras' `Layer` ones included) and every ``get_config()`` key, the values
# it supports: ``ANY``, a tuple of values, or a predicate. `supports` compares the layers' actual
# options (`options`) with it; an option missing here, or a value outside it, selects the generic
# loop. tests/test_fused_signature.py fails when a part gains an option this does not list.
_LAYER = {
    "name": ANY,
    "trainable": ANY,  # the gradients are computed either way
    "dtype": ("float32",),  # the policy's name (`options`); `unsupported` takes the one asked for
    "autocast": ANY,
    "activity_regularizer": (None,),  # a loss on the layer's outputs: the fused loop has no call
}
SIGNATURE = {
    "decoder": {  # `seq2seq.models.decoder.Decoder`
        **_LAYER,
        "vocab_size": ANY,
        "embedding_size": ANY,
        "cell": ("lstm",),
        "units": ANY,
        "mechanism": ANY,  # checked as the "mechanism" part
        "attention_layer_size": _positive_int,
        "input_feeding": (True,),
        "output_attention": (True,),
        "dropout": ANY,  # on the embeddings and the outputs, outside the loop
        "tie_embeddings": ANY,  # the projection, outside the loop
    },
    "wrapper": {  # `seq2seq.attention.wrapper.AttentionWrapper`
        **_LAYER,
        "cell": ANY,  # checked as the "cell" part
        "attention_mechanism": ANY,  # checked as the "mechanism" part
        "attention_layer_size": _positive_int,
        "output_attention": (True,),
        "input_feeding": (True,),
    },
    "cell": {  # `keras.layers.LSTMCell`
        **_LAYER,
        "units": ANY,
        "activation": (keras.activations.tanh,),  # the function itself (`options`)
        "recurrent_activation": (keras.activations.sigmoid,),
        "use_bias": (True,),
        "kernel_initializer": ANY,
        "recurrent_initializer": ANY,
        "bias_initializer": ANY,
        "unit_forget_bias": ANY,  # an initialiser
        "kernel_regularizer": ANY,  # losses on the weights, computed outside the loop
        "recurrent_regularizer": ANY,
        "bias_regularizer": ANY,
        "kernel_constraint": ANY,  # applied by the optimizer
        "recurrent_constraint": ANY,
        "bias_constraint": ANY,
        "dropout": (0, 0.0),
        "recurrent_dropout": (0, 0.0),
        "seed": ANY,  # dropout's
    },
    "mechanism": {  # `seq2seq.attention.mechanisms.LuongAttention`
        **_LAYER,
        "units": ANY,
        "score": ("dot", "general"),
        "scale": (False,),
        "probability_fn": ("softmax",),  # the name; a callable is None (`options`)
    },
    "attention_layer": {  # the wrapper's `keras.layers.Dense`, ``concat([h, context]) @ W``
        **_LAYER,
        "units": ANY,
        "activation": (keras.activations.linear,),
        "use_bias": (False,),
        "kernel_initializer": ANY,
        "bias_initializer": ANY,
        "kernel_regularizer": ANY,
        "bias_regularizer": ANY,
        "kernel_constraint": ANY,
        "bias_constraint": ANY,
        "lora_rank": (None,),
        "lora_alpha": ANY,  # only with a LoRA rank
        "quantization_config": (None,),
    },
}

# The attributes that say more than ``get_config()`` (which serialises a callable probability
# function as "softmax", an activation by its name, a dtype policy as a dict).
_ATTRIBUTES = {
    "dtype": lambda layer: layer.dtype_policy.name,
    "activity_regularizer": lambda layer: layer.activity_regularizer,
    "activation": lambda layer: layer.activation,
    "recurrent_activation": lambda layer: layer.recurrent_activation,
    "probability_fn": lambda layer: layer.probability_fn_name,
    "lora_rank": lambda layer: getattr(layer, "lora_rank", None),
}


def options(layer) -> dict:
    """``layer.get_config()`` with the keys of `_ATTRIBUTES` read from the layer itself."""
    config = dict(layer.get_config())
    for key in config.keys() | {"dtype", "activity_regularizer"}:
        if key in _ATTRIBUTES:
            config[key] = _ATTRIBUTES[key](layer)
    return config


def _supported(value, allowed) -> bool:
    if allowed is ANY:
        return True
    if callable(allowed):
        return bool(allowed(value))
    return any(value is a or value == a for a in allowed)  # 0 == 0.0 == False: the same option


def unsupported(part: str, layer, precision: str = "float32") -> list[str]:
    """The options of ``layer`` (a `SIGNATURE` part) outside the fused loop's signature, computing
    in ``precision``."""
    signature = {**SIGNATURE[part], "dtype": (precision,)}
    return sorted(
        key
        for key, value in options(layer).items()
        if key not in signature or not _supported(value, signature[key])
    )


def supports(wrapper, dtype, decoder=None, precision: str = "float32") -> bool:
    """Whether ``wrapper`` (an `AttentionWrapper`, built; ``decoder`` its `Decoder`, if any) is the
    decoder this loop implements, computing in ``precision`` (float32: `unroll`; bfloat16: `step`,
    for `seq2seq.models.precision`'s copies): every part of the exact types the loop rewrites
    (Keras' `LSTMCell`, one `LuongAttention`, a `Dense` attention layer) and every option of every
    part inside `SIGNATURE`, its layers' dtype policy ``precision``."""
    cell, mechanism = wrapper.cell, wrapper.attention_mechanism
    layer = getattr(wrapper, "attention_layer", None)
    if not (
        dtype == tf.as_dtype(precision)
        and type(wrapper) is AttentionWrapper
        and type(cell) is keras.layers.LSTMCell
        and type(mechanism) is LuongAttention
        and type(layer) is keras.layers.Dense
        and cell.built  # the first call builds the weights through the generic loop
        and layer.built
    ):
        return False
    parts = [("wrapper", wrapper), ("cell", cell), ("mechanism", mechanism)]
    parts += [("attention_layer", layer)]
    if decoder is not None:
        parts.append(("decoder", decoder))
    return not any(unsupported(part, x, precision) for part, x in parts)


def unroll(wrapper, inputs, cell_state, attention, memory):
    """``inputs [B, T, E]``, ``cell_state [h0, c0]`` (``[B, U]`` each), ``attention [B, A]`` (the
    initial attention vector), ``memory`` (`AttentionMemory`: keys ``[B, S, U]``, values ``[B, S,
    D]``, mask ``[B, S]``) -> ``(outputs [B, T, A], alignments [B, T, S])``; the alignments carry
    no gradient."""
    cell = wrapper.cell
    weights = (cell.kernel, cell.recurrent_kernel, cell.bias, wrapper.attention_layer.kernel)
    with tf.name_scope("fused_decoder"):
        weights = [tf.convert_to_tensor(w) for w in weights]
        h0, c0 = cell_state
        outputs, alignments = _unroll(
            inputs, h0, c0, attention, memory.keys, memory.values, memory.mask, *weights
        )
    return outputs, tf.stop_gradient(alignments)


@tf.custom_gradient
def _unroll(inputs, h0, c0, a0, keys, values, mask, kernel, recurrent, bias, attention_kernel):
    stacked_kernel = tf.concat([kernel, recurrent], 0)  # [E + A + U, 4U]
    weights = (stacked_kernel, bias, attention_kernel)
    saved = _forward(inputs, (h0, c0, a0), keys, values, mask, weights)
    outputs = tf.transpose(saved.attns, [1, 0, 2])  # [B, T, A]
    alignments = tf.transpose(saved.aligns, [1, 0, 2])  # [B, T, S]

    def grad(d_outputs, d_alignments):  # the caller stops the alignments' gradient
        with tf.name_scope("fused_decoder_backward"):
            return _backward(d_outputs, saved, inputs, (h0, c0, a0), keys, values, weights)

    return (outputs, alignments), grad


class _Saved(NamedTuple):
    """What the forward loop records for the backward pass, per step ``[T, B, ...]``."""

    xhs: tf.Tensor  # [T, B, E + A + U]  the cell's inputs: [x; a; h]
    cs_prev: tf.Tensor  # [T, B, U]
    gates: tf.Tensor  # [T, B, 4U]  activated i, f, g, o
    tanh_cs: tf.Tensor  # [T, B, U]
    hs: tf.Tensor  # [T, B, U]  the queries
    aligns: tf.Tensor  # [T, B, S]
    contexts: tf.Tensor  # [T, B, D]
    attns: tf.Tensor  # [T, B, A]  the outputs


def _forward(inputs, state, keys, values, mask, weights) -> _Saved:
    """The forward loop from ``state (h0, c0, a0)``; ``weights (stacked_kernel [E + A + U, 4U],
    bias [4U], attention_kernel [U + D, A])``."""
    stacked_kernel, bias, attention_kernel = weights
    steps = tf.shape(inputs)[1]
    inputs_ta = _steps_array(steps).unstack(tf.transpose(inputs, [1, 0, 2]))  # T x [B, E]
    # The memory's products at each step read this ``[B, U, S]`` layout: laid out once per
    # batch, not by every step's product.
    keys_t = tf.transpose(keys, [0, 2, 1])

    def step(t, h, c, a, saved):
        xh = tf.concat([inputs_ta.read(t), a, h], -1)  # [B, E + A + U]
        z = tf.matmul(xh, stacked_kernel) + bias  # [B, 4U]: Keras' x K + h R + b, one product
        gates, new_c, tanh_c, new_h = cell_forward(z, c)  # new_h [B, U], the query
        score = tf.matmul(new_h[:, None, :], keys_t)[:, 0, :]  # [B, S]
        align, context, new_a = _attend(new_h, score, values, mask, attention_kernel)
        records = (xh, c, gates, tanh_c, new_h, align, context, new_a)
        saved = tuple(s.write(t, r) for s, r in zip(saved, records))
        return t + 1, new_h, new_c, new_a, saved

    saved = tuple(_steps_array(steps) for _ in range(8))
    _, _, _, _, saved = tf.while_loop(
        lambda t, *_: t < steps, step, (tf.constant(0), *state, saved)
    )
    return _Saved(*(s.stack() for s in saved))


def _attend(h, score, values, mask, attention_kernel):
    """Luong's attention for the query ``h [B, U]`` with its ``score [B, S]`` (``h . k_s``, float32)
    -> ``(align [B, S] float32, context [B, D], attention [B, A])``, as the generic step computes
    them (`LuongAttention`, `attention_context`, ``[h; context] W_a``); the products in the
    kernel's dtype."""
    dtype = attention_kernel.dtype
    align = tf.nn.softmax(mask_score(score, mask))  # [B, S]
    context = attention_context(tf.cast(align, dtype), values)  # [B, D]
    attention = tf.matmul(tf.concat([tf.cast(h, dtype), context], -1), attention_kernel)  # [B, A]
    return align, context, attention


def step(wrapper, inputs, cell_state, attention, memory):
    """One inference step of the decoder `supports` accepts, in its layers' compute dtype:
    ``inputs [N, E]``, ``cell_state [h, c]``, ``attention [N, A]`` (the previous attention
    vector), ``memory`` (`AttentionMemory`) -> ``(attention [N, A] (the output), [h, c],
    alignments [N, S] float32)``, each state part in its own dtype. The products take the compute
    dtype and the gates' and the softmax's elementwise math float32: in bfloat16 (the precision
    `Decoder` takes this step for) TensorFlow's elementwise kernels convert every operand and
    result, which made Keras' cell slower than in float32 (a search 9-14% faster with this)."""
    cell, dtype = wrapper.cell, inputs.dtype
    weight = lambda w: tf.cast(tf.convert_to_tensor(w), dtype)
    h, c = cell_state
    with tf.name_scope("fused_decoder_step"):
        x = tf.concat([inputs, tf.cast(attention, dtype)], -1)  # [N, E + A]
        z = tf.cast(tf.matmul(x, weight(cell.kernel)), tf.float32) + tf.cast(
            tf.matmul(tf.cast(h, dtype), weight(cell.recurrent_kernel)), tf.float32
        )  # [N, 4U]: Keras' x K + h R, added in float32
        z += tf.cast(tf.convert_to_tensor(cell.bias), tf.float32)
        _, new_c, _, new_h = cell_forward(z, tf.cast(c, tf.float32))  # [N, U]
        query = tf.cast(new_h, dtype)[:, None, :]  # [N, 1, U]
        score = tf.cast(tf.matmul(query, memory.keys, transpose_b=True)[:, 0, :], tf.float32)
        align, _, new_a = _attend(
            new_h, score, memory.values, memory.mask, weight(wrapper.attention_layer.kernel)
        )
    return new_a, [tf.cast(new_h, h.dtype), tf.cast(new_c, c.dtype)], align


def _backward(d_outputs, saved: _Saved, inputs, state, keys, values, weights):
    """``d_outputs [B, T, A]`` -> the gradients of `_unroll`'s arguments: the backward loop, then
    the weights', the keys' and the memory's gradients as products over all steps at once."""
    stacked_kernel, _, _ = weights
    emb, att = _depth(inputs), _depth(state[2])
    steps = tf.shape(inputs)[1]
    dh0, dc0, da0, (dzs, das, d_scores, d_contexts) = _backward_loop(
        d_outputs, saved, state, keys, values, weights, emb
    )
    flat = lambda x: tf.reshape(x, [-1, tf.shape(x)[-1]])  # [T * B, ...]
    d_stacked = tf.matmul(flat(saved.xhs), flat(dzs), transpose_a=True)  # [E + A + U, 4U]
    d_kernel, d_recurrent = d_stacked[: emb + att], d_stacked[emb + att :]
    d_bias = tf.reduce_sum(flat(dzs), 0)  # [4U]
    d_inputs = tf.reshape(
        tf.matmul(flat(dzs), tf.transpose(stacked_kernel[:emb])), [steps, -1, emb]
    )  # [T, B, E]
    d_attention_kernel = tf.matmul(
        flat(tf.concat([saved.hs, saved.contexts], -1)), flat(das), transpose_a=True
    )  # [U + D, A]
    d_keys = tf.einsum("tbs,tbu->bsu", d_scores, saved.hs)  # [B, S, U]
    d_values = tf.einsum("tbs,tbd->bsd", saved.aligns, d_contexts)  # [B, S, D]
    # One per argument of `_unroll`, in its order (none for the mask).
    d_weights = (d_kernel, d_recurrent, d_bias, d_attention_kernel)
    return tf.transpose(d_inputs, [1, 0, 2]), dh0, dc0, da0, d_keys, d_values, None, *d_weights


def _backward_loop(d_outputs, saved: _Saved, state, keys, values, weights, emb):
    """The backward loop, carrying ``dh``, ``dc`` and the fed-back attention vector's gradient
    -> ``(dh0, dc0, da0, (dz, da, d_score, d_context))``, the last four per step ``[T, B, ...]``."""
    stacked_kernel, _, attention_kernel = weights
    h0, c0, a0 = state
    steps = tf.shape(d_outputs)[1]
    d_out_tm = tf.transpose(d_outputs, [1, 0, 2])  # [T, B, A]
    units, att = _depth(h0), _depth(a0)
    values_t = tf.transpose(values, [0, 2, 1])  # [B, D, S]
    # Transposed once here: a product with ``transpose_b`` re-lays its weights out at every
    # step (on the CPU that takes half as long again as the product itself). The loop needs
    # the state's rows only: the inputs' gradient is one product over all steps after it.
    state_t = tf.transpose(stacked_kernel[emb:])  # [4U, A + U]
    attention_t = tf.transpose(attention_kernel)  # [A, U + D]
    aligns, gates, cs_prev, tanh_cs = saved.aligns, saved.gates, saved.cs_prev, saved.tanh_cs

    def back(t, dh_next, dc_next, da_next, grads):
        da = d_out_tm[t] + da_next  # [B, A]
        d_hc = tf.matmul(da, attention_t)  # [B, U + D]
        dh_att, d_context = tf.split(d_hc, [units, -1], 1)
        align = aligns[t]
        d_align = tf.matmul(d_context[:, None, :], values_t)[:, 0, :]  # [B, S]
        d_score = align * (d_align - tf.reduce_sum(d_align * align, -1, keepdims=True))
        dq = tf.einsum("bs,bsu->bu", d_score, keys)  # [B, U]
        # [B, 4U]
        dz, dc, f = cell_backward(dh_att + dq + dh_next, dc_next, gates[t], cs_prev[t], tanh_cs[t])
        da_prev, dh_prev = tf.split(tf.matmul(dz, state_t), [att, units], 1)  # [B, A], [B, U]
        records = (dz, da, d_score, d_context)
        grads = tuple(s.write(t, r) for s, r in zip(grads, records))
        return t - 1, dh_prev, dc * f, da_prev, grads

    grads = tuple(_steps_array(steps) for _ in range(4))
    _, dh0, dc0, da0, grads = tf.while_loop(
        lambda t, *_: t >= 0,
        back,
        (steps - 1, tf.zeros_like(h0), tf.zeros_like(c0), tf.zeros_like(a0), grads),
    )
    return dh0, dc0, da0, tuple(s.stack() for s in grads)


def _steps_array(steps):
    return tf.TensorArray(tf.float32, size=steps)


def _depth(x):
    """The last dimension of ``x``: static when known, so the loop's slices keep their shapes."""
    return x.shape[-1] if x.shape[-1] is not None else tf.shape(x)[-1]
