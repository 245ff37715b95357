"""seq2seq.data.subword: SentencePiece training, encoding/decoding, and the per-run vocabularies."""

import unicodedata

import pytest
from conftest import ROOT

from seq2seq.data.corpus import read_lines, read_parallel
from seq2seq.data.subword import Subword, Vocabularies, train_sentencepiece

CI = ROOT / "data" / "ci-subset"
FULL = ROOT / "data" / "tatoeba-spa-eng"


@pytest.fixture(scope="module")
def ci_corpus():
    return read_parallel(CI / "train.es", CI / "train.en")


@pytest.fixture(scope="module")
def ci_sample(ci_corpus):
    """Every 5th CI training pair (4,000), for the tests that train several models."""
    return ci_corpus.src[::5], ci_corpus.tgt[::5]


@pytest.fixture(scope="module")
def ci_models(ci_corpus, tmp_path_factory):
    src, tgt, _ = ci_corpus
    return Vocabularies.build_or_load(tmp_path_factory.mktemp("ci"), src, tgt, vocab_size=1000)


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_round_trip_over_the_whole_ci_subset(ci_models):
    for side, model in (("es", ci_models.src), ("en", ci_models.tgt)):
        lines = [
            line
            for split in ("train", "dev", "test")
            for line in read_lines(CI / f"{split}.{side}")
        ]
        train_chars = set("".join(read_lines(CI / f"train.{side}")))
        for line, ids in zip(lines, model.encode(lines)):
            if set(line) <= train_chars:  # an unseen character can only come back as unk
                assert model.decode(ids) == line
            else:
                assert model.unk_id in ids


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_round_trip_on_a_sample_of_the_full_corpus(tmp_path):
    # Models trained on every 10th training pair; the round trip is checked on every 10th pair of
    # another residue class and on dev/test, wherever all characters were seen in training.
    src, tgt, _ = read_parallel(FULL / "train.es", FULL / "train.en")
    vocabs = Vocabularies.build_or_load(tmp_path, src[::10], tgt[::10], vocab_size=2000)
    for model, lines, side in ((vocabs.src, src, "es"), (vocabs.tgt, tgt, "en")):
        seen = set("".join(lines[::10]))
        sample = lines[5::10] + read_lines(FULL / f"dev.{side}") + read_lines(FULL / f"test.{side}")
        checked = [line for line in sample if set(line) <= seen]
        assert len(checked) > 0.99 * len(sample)
        assert [model.decode(ids) for ids in model.encode(checked)] == checked


def test_special_ids_and_pieces(ci_models):
    model = ci_models.src
    assert (model.pad_id, model.unk_id, model.bos_id, model.eos_id) == (0, 1, 2, 3)
    assert model.pieces([0, 1, 2, 3]) == ["<pad>", "<unk>", "<s>", "</s>"]
    assert model.vocab_size == 1000


def test_encode_has_no_specials_and_decode_stops_at_eos(ci_models):
    model = ci_models.src
    (ids,) = model.encode(["Tengo hambre."])
    assert min(ids) > 3  # no pad/unk/bos/eos
    assert "".join(model.pieces(ids)).replace("▁", " ").strip() == "Tengo hambre."
    assert model.decode([2, *ids, 3, 0, 0]) == "Tengo hambre."
    assert model.decode([2, *ids, 3, *model.encode(["no"])[0]]) == "Tengo hambre."  # stops at EOS
    assert model.decode([0, 2, *ids]) == "Tengo hambre."
    assert model.decode_batch([[*ids, 3], [3]]) == ["Tengo hambre.", ""]
    with pytest.raises(TypeError):
        model.encode("Tengo hambre.")


def test_input_is_nfc_normalised(ci_models):
    nfd = unicodedata.normalize("NFD", "¿Dónde está?")
    assert nfd != "¿Dónde está?"
    assert ci_models.src.encode([nfd]) == ci_models.src.encode(["¿Dónde está?"])


@pytest.mark.parametrize("model_type", ["unigram", "bpe"])
def test_training_is_deterministic(ci_sample, tmp_path, model_type):
    src, _ = ci_sample
    a = train_sentencepiece(src, tmp_path / "a", vocab_size=500, model_type=model_type)
    b = train_sentencepiece(iter(src), tmp_path / "b", vocab_size=500, model_type=model_type)
    # The .vocab files list every piece with its score (the .model files differ only in the prefix
    # stored in their trainer spec).
    assert (tmp_path / "a.vocab").read_bytes() == (tmp_path / "b.vocab").read_bytes()
    model = Subword(a)
    assert model.encode(src) == Subword(b).encode(src)
    assert model.trainer_settings() == {
        "model_type": model_type,
        "vocab_size": 500,
        "character_coverage": 1.0,
    }
    assert model.decode(model.encode(src[:1])[0]) == src[0]


def test_tiny_corpus_gets_a_smaller_vocabulary(tmp_path):
    lines = ["hola", "adiós", "hola mundo"]
    model = Subword(train_sentencepiece(lines, tmp_path / "tiny", vocab_size=1000))
    assert model.vocab_size < 1000
    assert [model.decode(ids) for ids in model.encode(lines)] == lines


def test_unknown_model_type(tmp_path):
    with pytest.raises(ValueError, match="model_type"):
        train_sentencepiece(["a"], tmp_path / "x", vocab_size=10, model_type="char")


def never(*_):
    raise AssertionError("the stored model should have been reused, not retrained")
    yield


def test_vocabularies_are_trained_once_then_reused(ci_sample, tmp_path):
    src, tgt = ci_sample
    first = Vocabularies.build_or_load(tmp_path, src, tgt, vocab_size=600)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "src.model",
        "src.requested_vocab_size",
        "src.vocab",
        "tgt.model",
        "tgt.requested_vocab_size",
        "tgt.vocab",
    ]
    stamps = {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()}
    again = Vocabularies.build_or_load(tmp_path, never(), never(), vocab_size=600)
    assert {p.name: p.stat().st_mtime_ns for p in tmp_path.iterdir()} == stamps
    assert again.src.encode(src[:50]) == first.src.encode(src[:50])
    assert not again.joint
    loaded = Vocabularies.load(tmp_path)
    assert loaded.tgt.encode(tgt[:50]) == first.tgt.encode(tgt[:50])
    with pytest.raises(ValueError, match="vocab_size"):
        Vocabularies.build_or_load(tmp_path, never(), never(), vocab_size=800)
    with pytest.raises(ValueError, match="joint"):
        Vocabularies.build_or_load(tmp_path, never(), never(), vocab_size=600, joint=True)


def test_joint_vocabulary_covers_both_languages(ci_sample, tmp_path):
    src, tgt = ci_sample
    vocabs = Vocabularies.build_or_load(tmp_path, src, tgt, vocab_size=1000, joint=True)
    assert vocabs.joint and vocabs.src is vocabs.tgt
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "joint.model",
        "joint.requested_vocab_size",
        "joint.vocab",
    ]
    for lines in (src, tgt):
        assert [vocabs.src.decode(ids) for ids in vocabs.src.encode(lines)] == lines
    assert Vocabularies.build_or_load(tmp_path, never(), never(), vocab_size=1000, joint=True).joint
    assert Vocabularies.load(tmp_path).joint
    with pytest.raises(ValueError, match="joint"):
        Vocabularies.build_or_load(tmp_path, never(), never(), vocab_size=1000)


def test_load_from_an_empty_run_dir(tmp_path):
    with pytest.raises(FileNotFoundError, match="src.model / tgt.model"):
        Vocabularies.load(tmp_path)


@pytest.mark.slow
def test_bench_small_vocabularies_on_the_full_train_split(tmp_path):
    # benchmarks.md: unigram, 4,000 pieces per language on train; dropping pairs with more than 50
    # pieces on either side drops 24 pairs. The round trip holds on every training line.
    from seq2seq.data.pipeline import encode_corpus, filter_by_length

    src, tgt, _ = read_parallel(FULL / "train.es", FULL / "train.en")
    vocabs = Vocabularies.build_or_load(tmp_path, src, tgt, vocab_size=4000)
    assert (vocabs.src.vocab_size, vocabs.tgt.vocab_size) == (4000, 4000)
    for model, lines in ((vocabs.src, src), (vocabs.tgt, tgt)):
        assert [model.decode(ids) for ids in model.encode(lines)] == lines
    _, dropped = filter_by_length(encode_corpus(src, tgt, vocabs.src, vocabs.tgt), 50)
    assert dropped == 24
