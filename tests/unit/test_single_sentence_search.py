"""The single-sentence search (`Translator.search_function(..., single=True)`): compiled with XLA
on a source padded to a multiple of `XLA_WIDTH_STEP`, it finds what the graph search finds for that
sentence alone, for every mechanism and encoder, and falls back to the graph where XLA fails."""

import logging

import numpy as np
import pytest
import tensorflow as tf
from conftest import peaked_model

from seq2seq.decoding.ensemble import Ensemble
from seq2seq.decoding.loop import trim
from seq2seq.decoding.spec import DecodeSpec
from seq2seq.translator import XLA_WIDTH_STEP, Translator, _CompiledOrGraph

CAPS = ["decode.max_length_a=1.5", "decode.max_length_b=3"]
VARIANTS = {
    "luong": [],
    "bahdanau": ["model.attention=bahdanau"],
    "local-p": ["model.attention=local", "model.local_mode=predictive", "model.local_window=2"],
    "hard": ["model.attention=hard"],
    "multihead": ["model.attention=multihead", "model.attention_heads=2"],
    "luong_monotonic": ["model.attention=luong_monotonic"],
    "gru": ["model.decoder_cell=gru", "model.encoder_cell=gru"],
    "transformer": [
        "model.encoder_type=transformer",
        "model.transformer_layers=1",
        "model.transformer_heads=2",
        "model.transformer_ff=16",
    ],
}
# Source lengths (EOS included) on both sides of the padding steps.
SOURCES = [[3], [5, 6, 7, 8, 9, 10, 3], [6] * 8 + [3]]


GREEDY = DecodeSpec(beam_size=1, length_penalty=0.0)


def model_and_config(overrides, seed=1):
    """`peaked_model`: few near ties, but saturated gates, so XLA's own tanh and exp round
    differently from the graph's, up to ~1e-4."""
    return peaked_model(CAPS + overrides, seed)


def assert_same_search(translator, beam_size, n_best):
    spec = DecodeSpec(beam_size=beam_size, n_best=n_best, length_penalty=0.6)
    single = translator.search_function(spec, single=True)
    assert isinstance(single, _CompiledOrGraph)
    for source in SOURCES:
        src_ids = tf.constant([source], tf.int32)
        src_len = tf.constant([len(source)], tf.int32)
        graph = single.graph(src_ids, src_len)
        fast = trim(single(src_ids, src_len))  # [1, n, L, S'], S' the padded width
        assert fast.alignments.shape[-1] % XLA_WIDTH_STEP == 0
        np.testing.assert_array_equal(fast.alignments[..., len(source) :], 0.0)
        fast = fast._replace(alignments=fast.alignments[..., : len(source)])
        np.testing.assert_array_equal(fast.ids.numpy(), graph.ids.numpy())
        np.testing.assert_array_equal(fast.lengths.numpy(), graph.lengths.numpy())
        np.testing.assert_allclose(fast.scores.numpy(), graph.scores.numpy(), rtol=2e-4)
        np.testing.assert_allclose(fast.log_probs.numpy(), graph.log_probs.numpy(), rtol=2e-4)
        assert fast.alignments.shape == graph.alignments.shape  # [1, n, L, S]
        np.testing.assert_allclose(fast.alignments.numpy(), graph.alignments.numpy(), atol=2e-4)
    assert single.compiled is not None, "XLA failed: the search fell back to the graph"


FAST = ("luong",)  # the others (each compiles its own searches): make test-all


@pytest.mark.parametrize(
    "variant",
    [v if v in FAST else pytest.param(v, marks=pytest.mark.slow) for v in sorted(VARIANTS)],
)
def test_xla_single_sentence_search_equals_the_graph(variant):
    model, config = model_and_config(VARIANTS[variant])
    translator = Translator(model, None, config)
    assert_same_search(translator, 1, 1)
    assert_same_search(translator, 3, 2)


@pytest.mark.slow  # compiles two models' searches: make test-all
def test_xla_single_sentence_search_of_an_ensemble():
    (a, config), (b, _) = model_and_config([], 1), model_and_config([], 2)
    assert_same_search(Translator(Ensemble([a, b]), None, config), 3, 1)


@pytest.mark.slow  # seconds of compiling or building: make test-all
def test_sources_of_any_length_share_one_trace():
    model, config = model_and_config([])
    single = Translator(model, None, config).search_function(GREEDY, single=True)
    for n in range(1, 2 * XLA_WIDTH_STEP + 2):  # XLA compiles widths 8, 16 and 24
        result = single(tf.constant([[5] * (n - 1) + [3]]), tf.constant([n]))
        assert result.alignments.shape[-1] == -(-n // XLA_WIDTH_STEP) * XLA_WIDTH_STEP
    assert single.compiled.experimental_get_tracing_count() == 1


def test_a_model_xla_cannot_compile_falls_back_to_the_graph(caplog):
    calls = []

    def unsupported(src_ids, src_len):
        calls.append("xla")
        raise tf.errors.UnimplementedError(None, None, "no XLA kernel for SomeOp\nmore")

    def graph(src_ids, src_len):
        calls.append("graph")
        return "result"

    search = _CompiledOrGraph(unsupported, graph)
    with caplog.at_level(logging.INFO, logger="seq2seq.translator"):
        source = tf.constant([[5, 3]])
        assert search(source, None) == "result"
        assert search(source, None) == "result"
    assert calls == ["xla", "graph", "graph"]  # XLA is tried once
    assert "no XLA kernel for SomeOp" in caplog.text and "more" not in caplog.text


def test_bad_input_does_not_turn_xla_off():
    def failing(src_ids, src_len):
        raise tf.errors.InvalidArgumentError(None, None, "indices out of range")

    search = _CompiledOrGraph(failing, failing)
    with pytest.raises(tf.errors.InvalidArgumentError):
        search(tf.constant([[5, 3]]), None)
    assert search.compiled is failing  # the graph failed too: the input, not XLA


def test_xla_can_be_turned_off():
    model, config = model_and_config([])
    translator = Translator(model, None, config, xla=False)
    search = translator.search_function(GREEDY, single=True)
    assert not isinstance(search, _CompiledOrGraph)
    translator.xla = True  # a setting of its own: not the graph search cached above
    assert isinstance(translator.search_function(GREEDY, single=True), _CompiledOrGraph)
