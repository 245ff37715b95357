"""`seq2seq.decoding.shortlist` and the searches over a shortlisted vocabulary: a batch's
vocabulary, the IBM model 1 table against a lexicon known in advance, the restricted decoder step
against the full step renormalised, and ``translate.py --shortlist`` on a trained run."""

import dataclasses
import shutil

import numpy as np
import pytest
import tensorflow as tf
from conftest import SMALL_SIZES

from seq2seq import config as C
from seq2seq.data.pipeline import EncodedCorpus
from seq2seq.data.subword import EOS_ID
from seq2seq.decoding.shortlist import (
    SETTINGS,
    SHORTLIST_FILE,
    SIZE_STEP,
    Shortlist,
    build_shortlist,
    load_shortlist,
)
from seq2seq.models.builders import build_model

TABLE = Shortlist(
    always=np.array([0, 1, 2, 3, 7], np.int32),
    translations=np.array([[0, 0], [0, 0], [0, 0], [3, 0], [20, 21], [21, 250], [9, 0]], np.int32),
    target_size=300,
)


@pytest.mark.parametrize(
    "src_ids, src_len, expected",
    [
        ([[4, 3]], [2], [0, 1, 2, 3, 7, 20, 21]),  # a source piece's translations, EOS's none
        ([[4, 5, 3], [6, 3, 0]], [3, 2], [0, 1, 2, 3, 7, 9, 20, 21, 250]),  # the batch's union
        ([[6, 3, 5, 5]], [2], [0, 1, 2, 3, 7, 9]),  # past the length: padding, not read
        ([[3]], [1], [0, 1, 2, 3, 7]),  # the special ids and the frequent pieces always
    ],
)
def test_a_batch_vocabulary_is_its_sources_translations_and_the_frequent_pieces(
    src_ids, src_len, expected
):
    from seq2seq.export_graph import shortlist_vocabulary

    src_ids, src_len = np.array(src_ids, np.int32), np.array(src_len, np.int32)
    vocabulary = TABLE.vocabulary(src_ids, src_len)
    assert vocabulary.dtype == np.int32 and len(vocabulary) % SIZE_STEP == 0
    assert vocabulary[: len(expected)].tolist() == expected  # ascending: ids 0..3 at 0..3
    assert not vocabulary[len(expected) :].any()  # padded with PAD
    in_graph = shortlist_vocabulary(  # the export's, computed in its graph
        tf.constant(TABLE.always), tf.constant(TABLE.translations), 300, src_ids, src_len
    )
    np.testing.assert_array_equal(in_graph.numpy(), vocabulary)


@pytest.mark.parametrize(
    "target_size, width, sizes",
    [
        (4000, 8, [128, 256]),  # 54 + 10 x 8 = 134 ids at most, padded to 256
        (4000, 32, [128, 256, 384]),  # 374 at most
        (200, 32, [128, 256]),  # never more than the target vocabulary (200, padded to 256)
    ],
)
def test_one_sentence_vocabulary_sizes_bound_every_sentence_that_wide(target_size, width, sizes):
    rng = np.random.default_rng(0)
    table = Shortlist(
        always=np.arange(54, dtype=np.int32),
        translations=rng.integers(4, target_size, [500, 10]).astype(np.int32),
        target_size=target_size,
    )
    sizes_of_one = list(table.sizes_of_one(width))
    assert sizes_of_one == sizes
    for length in range(1, width + 1):  # random sentences up to that width stay within them
        for _ in range(20):
            src = rng.integers(4, 500, [1, width]).astype(np.int32)
            assert len(table.vocabulary(src, np.array([length]))) in sizes_of_one
    placeholder = table.placeholder(sizes[-1])
    assert len(placeholder) == sizes[-1] and placeholder.dtype == np.int32
    real = min(target_size, sizes[-1])
    assert placeholder[:real].tolist() == list(range(real)) and not placeholder[real:].any()


def test_ibm1_finds_a_lexicon_known_in_advance():
    """Sentence pairs made from a one-to-one lexicon (target words shuffled, a frequent target
    word added to most pairs): every source word's likeliest translation is its own."""
    rng = np.random.default_rng(0)
    n_src, n_tgt, the = 40, 60, 4
    lexicon = rng.permutation(np.arange(5, n_tgt))[:n_src]  # source id s -> lexicon[s]
    src_rows, tgt_rows = [], []
    for _ in range(3000):
        words = rng.choice(np.arange(4, n_src), size=rng.integers(2, 7), replace=False)
        target = list(rng.permutation(lexicon[words]))
        if rng.random() < 0.8:
            target.insert(int(rng.integers(0, len(target) + 1)), the)
        src_rows.append(words.tolist())
        tgt_rows.append(target)
    corpus = EncodedCorpus.from_pieces(src_rows, tgt_rows)
    shortlist = build_shortlist(corpus, n_src, n_tgt, frequent=1, per_source=1)
    assert shortlist.always.tolist() == [0, 1, 2, 3, the]
    np.testing.assert_array_equal(shortlist.translations[4:, 0], lexicon[4:])


def test_the_shortlist_is_cached_in_the_run_and_rebuilt_when_damaged(tmp_path):
    corpus = EncodedCorpus.from_pieces([[4, 5], [5]], [[6, 7], [7]])
    corpus.save(tmp_path / "train_ids.npz")
    built = load_shortlist(tmp_path, 8, 9)
    assert (tmp_path / SHORTLIST_FILE).exists()
    np.testing.assert_array_equal(load_shortlist(tmp_path, 8, 9).translations, built.translations)
    (tmp_path / SHORTLIST_FILE).write_bytes(b"not an npz")
    np.testing.assert_array_equal(load_shortlist(tmp_path, 8, 9).translations, built.translations)
    assert load_shortlist(tmp_path, 10, 9).translations.shape[0] == 10  # other vocabularies
    stale = dataclasses.replace(
        built, translations=built.translations[:, :1], settings=(1, 1, 1, 1)
    )
    stale.save(tmp_path / SHORTLIST_FILE)  # built with other settings (an older default)
    assert load_shortlist(tmp_path, 10, 9).settings == SETTINGS
    (tmp_path / "train_ids.npz").unlink()
    (tmp_path / SHORTLIST_FILE).unlink()
    with pytest.raises(FileNotFoundError, match="train_ids.npz: missing"):
        load_shortlist(tmp_path, 8, 9)


@pytest.mark.parametrize("tie_embeddings", [False, True])
def test_the_restricted_step_is_the_full_step_renormalised_over_the_vocabulary(tie_embeddings):
    """`Seq2Seq.step_over`: fed positions in the vocabulary, its log-probabilities are the full
    step's at those pieces, renormalised over them (PAD: -inf), and its state the full step's."""
    tied = ["model.embedding_size=16", "model.tie_embeddings=true"]
    sizes = SMALL_SIZES + (tied if tie_embeddings else [])
    model = build_model(C.load("bench-small", sizes).model, 30, 40).build_from_dummy()
    rng = np.random.default_rng(1)
    src = tf.constant(rng.integers(3, 30, size=(3, 6)), tf.int32)
    state = model.start(src, tf.constant([6, 4, 1], tf.int32), training=False)
    vocabulary = tf.constant([0, 1, 2, 3, 5, 8, 13, 21, 34, 0], tf.int32)
    positions = tf.constant([2, 6, 4], tf.int32)  # BOS, 13, 5
    full_lp, full_state, full_align = model.step(tf.gather(vocabulary, positions), state)
    lp, next_state, align = model.step_over(vocabulary)(positions, state)
    real = vocabulary.numpy() != 0
    kept = full_lp.numpy()[:, vocabulary.numpy()[real]]
    expected = kept - np.log(np.exp(kept).sum(-1, keepdims=True))
    np.testing.assert_allclose(lp.numpy()[:, real], expected, atol=1e-5)
    assert np.isneginf(lp.numpy()[:, ~real]).all()
    np.testing.assert_allclose(align, full_align, atol=1e-6)
    for got, want in zip(tf.nest.flatten(next_state), tf.nest.flatten(full_state)):
        np.testing.assert_allclose(got, want, atol=1e-6)


@pytest.mark.slow  # translate commands over a trained run: make test-all
def test_translate_with_a_shortlist(tiny_run, tmp_path, capsys):
    """``--shortlist`` translates every line (the shortlist written into the run on first use);
    with ``--sample``, or on a run without its encoded training pairs, one line says why, exit
    status 2."""
    from seq2seq.commands.translate import translate_main

    run = tmp_path / "run"
    shutil.copytree(tiny_run, run)
    source, out = tmp_path / "in.es", tmp_path / "out.en"
    source.write_text("Hola.\nTengo hambre.\n\n", "utf-8")
    argv = ["--run-dir", str(run), "-i", str(source), "-o", str(out), "--shortlist"]
    assert translate_main(argv) == 0
    assert len(out.read_text("utf-8").splitlines()) == 3
    assert (run / SHORTLIST_FILE).exists()
    capsys.readouterr()
    assert translate_main([*argv, "--sample", "-o", str(tmp_path / "s.en")]) == 2
    assert "--shortlist: not with --sample" in capsys.readouterr().err
    (run / "train_ids.npz").unlink()
    assert translate_main([*argv, "-o", str(tmp_path / "t.en")]) == 2
    err = capsys.readouterr().err.strip()
    assert "--shortlist: " in err and "train_ids.npz: missing" in err and len(err.splitlines()) == 1
    assert not (tmp_path / "s.en").exists() and not (tmp_path / "t.en").exists()


@pytest.mark.slow  # four searches over a trained run: make test-all
@pytest.mark.parametrize("batch_size", [1, 3])  # 1: the XLA-compiled one-sentence search
def test_a_shortlist_of_every_piece_translates_as_the_full_vocabulary(tiny_run, batch_size):
    """Restricted to every piece but PAD (which a trained model never emits), greedy and beam
    search give the exact path's hypotheses, with scores renormalised without PAD: the
    restriction maps positions back to target ids, and EOS keeps its id."""
    from seq2seq.translator import Translator

    exact = Translator.from_dir(tiny_run)
    size = exact.vocabs.tgt.vocab_size
    everything = Shortlist(
        np.arange(size, dtype=np.int32),
        np.zeros([exact.vocabs.src.vocab_size, 1], np.int32),
        size,
    )
    restricted = Translator(exact.model, exact.vocabs, exact.config, shortlist=everything)
    lines = ["Hola.", "Tengo hambre.", "¿Dónde está la estación?"]
    for beam_size in (1, 3):
        want = exact.translate(
            lines, beam_size=beam_size, n_best=min(beam_size, 2), batch_size=batch_size
        )
        got = restricted.translate(
            lines, beam_size=beam_size, n_best=min(beam_size, 2), batch_size=batch_size
        )
        for g, w in zip(got, want):
            assert [h.pieces for h in g.hypotheses] == [h.pieces for h in w.hypotheses]
            # PAD's probability mass is left out of the shortlist's normalisation: each step's
            # log-probability is a little higher (an untrained model gives PAD about 1 / V)
            got_scores = np.array([h.score for h in g.hypotheses])
            want_scores = np.array([h.score for h in w.hypotheses])
            assert (got_scores >= want_scores - 1e-4).all()
            np.testing.assert_allclose(got_scores, want_scores, rtol=0.01)


@pytest.mark.slow  # a dozen XLA compilations of a tiny model: make test-all
def test_a_warmed_up_shortlist_server_compiles_nothing_for_lone_sentences(tiny_run, monkeypatch):
    """`Translator.warm_up` with a shortlist compiles the lone search at every vocabulary size a
    sentence of each width can have: no lone sentence of up to 32 pieces compiles on arrival.
    (Sizes in steps of 16 and two random translations per piece, so that the tiny run's 120
    target pieces give sentences of several sizes.)"""
    from seq2seq.decoding import shortlist as shortlist_module
    from seq2seq.translator import Translator

    monkeypatch.setattr(shortlist_module, "SIZE_STEP", 16)
    exact = Translator.from_dir(tiny_run)
    size = exact.vocabs.tgt.vocab_size
    rng = np.random.default_rng(1)
    table = Shortlist(
        np.arange(4, dtype=np.int32),
        rng.integers(4, size, [exact.vocabs.src.vocab_size, 2]).astype(np.int32),
        size,
    )
    translator = Translator(exact.model, exact.vocabs, exact.config, shortlist=table)
    translator.warm_up()
    single = translator.search_function(translator.decode_spec(), single=True)
    compiled = set(single.search.shapes)
    words = "hola tengo hambre dónde está la estación del tren mañana por favor gracias".split()
    lines = [" ".join(rng.choice(words, n)) for n in range(1, 13) for _ in range(4)]
    lone = [line for line in lines if len(exact.vocabs.src.encode([line])[0]) < 32]
    vocabularies = {len(table.vocabulary(*_one(exact, line))) for line in lone}
    assert len(vocabularies) >= 3  # the sentences need several compiled sizes
    for line in lone:
        translator.translate([line])
    assert single.search.shapes == compiled


def _one(translator, line):
    ids = translator.vocabs.src.encode([line])[0] + [EOS_ID]
    return np.array([ids], np.int32), np.array([len(ids)], np.int32)


def test_a_server_with_a_shortlist_refuses_sampling_requests():
    from seq2seq.decoding.spec import DecodeSpec
    from seq2seq.serving.api import RequestError, TranslateRequest
    from seq2seq.serving.backends import RunDirBackend

    class Translator:  # what the backend reads of one
        def __init__(self, shortlist):
            self.shortlist = shortlist

        def decode_spec(self):
            return DecodeSpec()

    sampling = TranslateRequest(("Hola.",), DecodeSpec(sample=True, beam_size=1))
    searching = TranslateRequest(("Hola.",), DecodeSpec(beam_size=5))
    RunDirBackend(Translator(None)).check(sampling)
    RunDirBackend(Translator(TABLE)).check(searching)
    with pytest.raises(RequestError, match="'sample' true: this server decodes with a shortlist"):
        RunDirBackend(Translator(TABLE)).check(sampling)
