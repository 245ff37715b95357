"""The fused decoder loop's option signature (`seq2seq.models.fused_unroll.SIGNATURE`).

Every constructor option and ``get_config()`` key of the parts the fused loop rewrites must be
listed there, so that an option the loop does not implement selects the generic loop instead of
being silently ignored in training (inference always runs the generic step).
"""

import inspect

import keras
import numpy as np
import pytest
import tensorflow as tf

from seq2seq.attention.mechanisms import LuongAttention
from seq2seq.models import fused_unroll
from seq2seq.models.decoder import Decoder


def constructor_options(cls) -> set:
    """The named arguments of ``cls.__init__`` and of every base class's up to `keras.Layer`
    (what ``**kwargs`` reaches)."""
    names = set()
    for klass in cls.__mro__:
        if "__init__" not in vars(klass) or klass is object:
            continue
        for name, p in inspect.signature(klass.__init__).parameters.items():
            if name != "self" and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                names.add(name)
        if klass is keras.layers.Layer:
            break
    return names


def decoder(**changes):
    options = dict(
        vocab_size=11,
        embedding_size=5,
        cell="lstm",
        units=6,
        mechanism=LuongAttention(6, name="attention"),
        attention_layer_size=7,
        input_feeding=True,
        output_attention=True,
    )
    options.update(changes)
    return Decoder(**options, name="decoder")


def start(dec: Decoder):
    memory = dec.prepare_memory(tf.ones([2, 3, 4]), tf.constant([3, 2]))
    return dec.initial_state(memory, [tf.zeros([2, 6])] * (2 if dec.cell_type == "lstm" else 1))


def built(dec: Decoder) -> Decoder:
    dec(tf.ones([2, 2], tf.int32), start(dec))
    return dec


def parts(dec: Decoder) -> dict:
    w = dec.wrapper
    return {
        "decoder": dec,
        "wrapper": w,
        "cell": w.cell,
        "mechanism": w.attention_mechanism,
        "attention_layer": w.attention_layer,
    }


def test_the_default_luong_lstm_decoder_is_fused():
    dec = built(decoder())
    assert fused_unroll.supports(dec.wrapper, tf.float32, dec)
    assert not fused_unroll.supports(dec.wrapper, tf.float16, dec)


@pytest.mark.parametrize("part", sorted(fused_unroll.SIGNATURE))
def test_the_signature_lists_every_option_of_every_part(part):
    """Fails when a part gains a constructor option or a config key the signature omits: add it to
    `fused_unroll.SIGNATURE` with the values the fused loop supports."""
    layer = parts(built(decoder()))[part]
    listed = set(fused_unroll.SIGNATURE[part])
    missing_init = constructor_options(type(layer)) - listed
    missing_config = set(layer.get_config()) - listed
    assert not missing_init, f"{type(layer).__name__}.__init__ options not in SIGNATURE[{part!r}]"
    assert not missing_config, f"{type(layer).__name__} config keys not in SIGNATURE[{part!r}]"


@pytest.mark.parametrize(
    "changes",
    [
        {"cell": "gru"},
        {"mechanism": LuongAttention(6, scale=True)},
        {"mechanism": LuongAttention(6, score="concat")},
        {"mechanism": LuongAttention(6, probability_fn="hardmax")},
        {"mechanism": LuongAttention(6, probability_fn=tf.nn.softmax)},  # a callable: not known
        {"input_feeding": False},
        {"output_attention": False},
        {"attention_layer_size": None},
    ],
)
def test_options_outside_the_signature_take_the_generic_loop(changes):
    dec = built(decoder(**changes))
    assert not fused_unroll.supports(dec.wrapper, tf.float32, dec)


@pytest.mark.parametrize(
    "part, attribute, value",
    [
        ("cell", "dropout", 0.1),
        ("cell", "recurrent_dropout", 0.1),
        ("cell", "use_bias", False),
        ("cell", "activation", keras.activations.relu),
        ("cell", "recurrent_activation", keras.activations.hard_sigmoid),
        ("attention_layer", "activity_regularizer", keras.regularizers.L2(0.1)),
        ("attention_layer", "activation", keras.activations.tanh),
    ],
)
def test_changed_attributes_take_the_generic_loop(part, attribute, value):
    dec = built(decoder())
    setattr(parts(dec)[part], attribute, value)
    assert fused_unroll.unsupported(part, parts(dec)[part]) == [attribute]
    assert not fused_unroll.supports(dec.wrapper, tf.float32, dec)


@pytest.mark.parametrize("part", sorted(fused_unroll.SIGNATURE))
def test_an_option_the_signature_does_not_know_takes_the_generic_loop(part, monkeypatch):
    dec = built(decoder())
    layer = parts(dec)[part]
    config = layer.get_config()
    monkeypatch.setattr(layer, "get_config", lambda: {**config, "new_option": 1})
    assert fused_unroll.unsupported(part, layer) == ["new_option"]
    assert not fused_unroll.supports(dec.wrapper, tf.float32, dec)


def test_subclasses_take_the_generic_loop():
    class Cell(keras.layers.LSTMCell):
        pass

    dec = built(decoder())
    dec.wrapper.cell.__class__ = Cell
    assert not fused_unroll.supports(dec.wrapper, tf.float32, dec)


def test_a_decoder_outside_the_signature_runs_the_generic_loop(monkeypatch):
    """The choice in `Decoder._unroll`: an unsupported option never reaches the fused loop."""
    calls = []
    monkeypatch.setattr(fused_unroll, "unroll", lambda *a, **k: calls.append(a))
    dec = built(decoder(output_attention=False))
    logits = dec(tf.ones([2, 2], tf.int32), start(dec))
    assert not calls and np.all(np.isfinite(logits.numpy()))
