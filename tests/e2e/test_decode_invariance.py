"""A sentence's translation does not depend on its batch: for every decoding option the command
line allows (`DecodeSpec`: greedy, beam, the penalties, n-best, min length, sampling with a seed,
ensembles), its hypotheses, scores and alignments are the same alone (the XLA single-sentence
search), in one batch with longer and shorter sentences, and at other batch sizes; through the
`Translator`, the server's request path and the SavedModel export."""

import json

import numpy as np
import pytest

from seq2seq.data.subword import Vocabularies
from seq2seq.decoding.ensemble import Ensemble
from seq2seq.decoding.spec import STRATEGIES, DecodeSpec, DecodeSpecError
from seq2seq.models.builders import build_model
from seq2seq.serving.api import Limits, parse_request
from seq2seq.serving.backends import RunDirBackend
from seq2seq.serving.batcher import Batcher
from seq2seq.translator import Translator

TARGET = "¿Dónde está la estación?"
OTHERS = ["Hola.", "Me gusta mucho leer libros por la tarde en el parque.", "Gracias.", "Sí."]

# One row per option and per combination the command line allows.
SPECS = {
    "greedy": DecodeSpec(beam_size=1),
    "greedy min_length": DecodeSpec(beam_size=1, min_length=4),
    "beam": DecodeSpec(beam_size=3),
    "beam length_penalty": DecodeSpec(beam_size=3, length_penalty=1.5),
    "beam coverage": DecodeSpec(beam_size=3, coverage_penalty=0.4),
    "beam n_best coverage": DecodeSpec(beam_size=4, n_best=3, coverage_penalty=0.2),
    "beam min_length": DecodeSpec(beam_size=3, min_length=5, length_penalty=0.0),
    "beam short cap": DecodeSpec(beam_size=2, max_length_a=0.5, max_length_b=2),
    "sample": DecodeSpec(sample=True, seed=7),
    "sample top_k temperature": DecodeSpec(sample=True, seed=3, top_k=5, temperature=0.7),
    "sample min_length": DecodeSpec(sample=True, seed=11, min_length=3),
}


@pytest.fixture(scope="module")
def run_dir(tiny_run):
    """A trained run (the export and the server load one)."""
    return tiny_run


@pytest.fixture(scope="module")
def vocab_dir(tmp_path_factory, tiny_corpus, tiny_model_config):
    """The tiny corpus' subword models alone (no training: the translator tests need no more)."""
    folder = tmp_path_factory.mktemp("vocabs")
    lines = {
        lang: (tiny_corpus / f"train.{lang}").read_text("utf-8").splitlines()
        for lang in ("es", "en")
    }
    d = tiny_model_config.data
    Vocabularies.build_or_load(folder, lines["es"], lines["en"], vocab_size=d.vocab_size)
    return folder


def peaked_translator(vocab_dir, config, seeds=(1,)):
    """The vocabularies with models of large random weights (peaked next-token distributions,
    few near ties), one per seed (several: an `Ensemble`)."""
    vocabs = Vocabularies.load(vocab_dir)
    models = []
    for seed in seeds:
        model = build_model(config.model, vocabs.src.vocab_size, vocabs.tgt.vocab_size)
        model = model.build_from_dummy()
        rng = np.random.default_rng(seed)
        for v in model.trainable_variables:
            v.assign(rng.normal(0, 0.4, v.shape).astype(np.float32))
        models.append(model)
    return Translator(models[0] if len(models) == 1 else Ensemble(models), vocabs, config)


def hypotheses(translation):
    return [(h.pieces, h.score, h.alignments) for h in translation.hypotheses]


def assert_same(got, expected, what):
    assert len(got) == len(expected), what
    for (pieces, score, align), (e_pieces, e_score, e_align) in zip(got, expected):
        assert pieces == e_pieces, what
        np.testing.assert_allclose(score, e_score, rtol=1e-4, atol=1e-4, err_msg=what)
        if align is not None:
            np.testing.assert_allclose(align, e_align, atol=1e-4, err_msg=what)


def check_translator(translator, spec, name):
    (alone,) = translator.translate([TARGET], spec, with_alignments=True)  # batch of one: XLA
    expected = hypotheses(alone)
    assert len(expected) == spec.n_best
    lines = [OTHERS[0], OTHERS[1], TARGET, OTHERS[2], TARGET, OTHERS[3]]
    for batch_size in (64, 2, 3):
        out = translator.translate(lines, spec, batch_size=batch_size, with_alignments=True)
        for i in (2, 4):
            assert_same(hypotheses(out[i]), expected, f"{name}, batch size {batch_size}")


# The fast tier checks the options whose seams were found here (the coverage penalty counted the
# source padding; samples were drawn by the row's place in the batch); make test-all checks all.
FAST = ("beam n_best coverage", "sample top_k temperature")


@pytest.mark.parametrize(
    "name", [n if n in FAST else pytest.param(n, marks=pytest.mark.slow) for n in sorted(SPECS)]
)
def test_a_translation_does_not_depend_on_its_batch(vocab_dir, tiny_model_config, name):
    translator = peaked_translator(vocab_dir, tiny_model_config)
    check_translator(translator, SPECS[name], name)


@pytest.mark.slow  # two models per search: make test-all
@pytest.mark.parametrize("name", ["beam n_best coverage", "sample top_k temperature"])
def test_an_ensemble_translation_does_not_depend_on_its_batch(vocab_dir, tiny_model_config, name):
    translator = peaked_translator(vocab_dir, tiny_model_config, seeds=(1, 2))
    check_translator(translator, SPECS[name], name)


@pytest.mark.slow  # four sampled translations of every line: make test-all
def test_samples_depend_on_the_seed_and_the_sentence_only(vocab_dir, tiny_model_config):
    translator = peaked_translator(vocab_dir, tiny_model_config)
    texts = {
        seed: [t.text for t in translator.translate(OTHERS, DecodeSpec(sample=True, seed=seed))]
        for seed in range(4)
    }
    assert len({tuple(v) for v in texts.values()}) > 1  # the seed matters
    mixed = [TARGET, OTHERS[0], TARGET + " " + OTHERS[1], OTHERS[3]]
    again = [t.text for t in translator.translate(mixed, DecodeSpec(sample=True, seed=2))]
    assert [again[1], again[3]] == [texts[2][0], texts[2][3]]  # the other lines do not


@pytest.mark.slow  # loads a trained run: make test-all
def test_the_server_path_translates_a_sentence_as_alone(run_dir):
    """A request's options become its `DecodeSpec` (`parse_request`), requests with the same spec
    are batched together (`Batcher`) and translated by the backend: the same as the sentence
    alone, whatever else shares the batch."""
    backend = RunDirBackend.load(run_dir)
    limits = Limits(max_beam_size=8)
    options = {"beam_size": 3, "n_best": 2, "coverage_penalty": 0.4, "min_length": 2}
    batcher = Batcher(backend.translate, max_batch_sentences=16)
    try:
        requests = [
            parse_request(json.dumps({"sentences": s, **options}).encode(), limits, backend.spec)
            for s in ([TARGET], OTHERS[:2], [OTHERS[2], TARGET])
        ]
        assert len({r.spec for r in requests}) == 1  # one search for the three of them
        futures = [batcher.submit(r) for r in requests]
        results = [f.result(120) for f in futures]
    finally:
        batcher.close()
    spec = requests[0].spec
    (alone,) = backend.translator.translate([TARGET], spec)
    for got in (results[0][0], results[2][1]):
        assert_same(hypotheses(got), hypotheses(alone), "server")


def test_a_spec_round_trips_and_every_strategy_is_registered():
    for spec in SPECS.values():
        assert DecodeSpec.from_config(json.loads(json.dumps(spec.to_config()))) == spec
        assert spec.strategy in STRATEGIES
    with pytest.raises(DecodeSpecError, match="n_best"):
        DecodeSpec(beam_size=2, n_best=3)
    with pytest.raises(DecodeSpecError, match="n_best"):
        DecodeSpec(sample=True, n_best=2)
    with pytest.raises(DecodeSpecError, match="strategy"):
        DecodeSpec.from_config({"strategy": "beam", "beam_size": 1})
    with pytest.raises(DecodeSpecError, match="not a decoding option"):
        DecodeSpec.of(None, beam=3)
    with pytest.raises(DecodeSpecError, match="temperature"):
        DecodeSpec(temperature=0.0)
    with pytest.raises(DecodeSpecError, match="whole number"):
        DecodeSpec(beam_size=2.5)


@pytest.mark.slow  # exports twice: make test-all
@pytest.mark.parametrize("name", ["beam n_best coverage", "sample top_k temperature"])
def test_an_exported_model_translates_a_sentence_as_alone(run_dir, tmp_path, name):
    """The export carries the whole spec (``export.json``: ``decode``) and searches with it: a
    sentence gets the same hypotheses and scores alone, in a batch, and from the `Translator`."""
    pytest.importorskip("tensorflow_text")
    import tensorflow as tf

    from seq2seq.export import export

    spec = SPECS[name]
    out = export(run_dir, tmp_path / "export", spec=spec)
    settings = json.loads((out / "assets.extra" / "export.json").read_text())
    assert DecodeSpec.from_config(settings["decode"]) == spec
    serve = tf.saved_model.load(str(out)).signatures["serving_default"]

    def texts_and_scores(lines):
        result = serve(sentences=tf.constant(lines))
        texts = result["translations"].numpy().reshape(len(lines), spec.n_best)
        return texts, result["scores"].numpy().reshape(len(lines), spec.n_best)

    alone_texts, alone_scores = texts_and_scores([TARGET])
    texts, scores = texts_and_scores([OTHERS[1], TARGET, OTHERS[0], TARGET, OTHERS[3]])
    for i in (1, 3):
        assert list(texts[i]) == list(alone_texts[0])
        np.testing.assert_allclose(scores[i], alone_scores[0], rtol=1e-4, atol=1e-4)
    (expected,) = Translator.from_dir(run_dir).translate([TARGET], spec)
    assert [h.text for h in expected.hypotheses] == [t.decode() for t in alone_texts[0]]
