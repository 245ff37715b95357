"""seq2seq.data.pipeline: encoded corpus, the tf.data training pipeline, and evaluation batches."""

from collections import Counter

import numpy as np
import pytest
import tensorflow as tf
from conftest import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st

from seq2seq.benchmarks.pipeline import bench_pipeline
from seq2seq.data.corpus import read_parallel
from seq2seq.data.pipeline import (
    EncodedCorpus,
    bucket_batches,
    bucket_plan,
    default_bucket_boundaries,
    encode_corpus,
    filter_by_length,
    make_dataset,
    make_eval_batches,
    plan_batches,
)
from seq2seq.data.subword import Vocabularies

CI = ROOT / "data" / "ci-subset"
PAD, BOS, EOS = 0, 2, 3


@pytest.fixture(scope="module")
def ci(tmp_path_factory):
    """(src lines, tgt lines, vocabularies, encoded corpus): every 5th pair of the CI training
    subset
    (4,000 pairs, to keep the tests fast), with subword models trained on the whole subset."""
    src, tgt, _ = read_parallel(CI / "train.es", CI / "train.en")
    vocabs = Vocabularies.build_or_load(tmp_path_factory.mktemp("run"), src, tgt, vocab_size=1000)
    src, tgt = src[::5], tgt[::5]
    return src, tgt, vocabs, encode_corpus(src, tgt, vocabs.src, vocabs.tgt)


def batches(dataset):
    return [{k: v.numpy() for k, v in b.items()} for b in dataset]


def test_a_hand_checked_batch(ci):
    *_, vocabs, _ = ci
    src = ["Tengo hambre.", "Me gusta leer libros."]
    tgt = ["I'm hungry.", "I like to read books."]
    encoded = encode_corpus(src, tgt, vocabs.src, vocabs.tgt)
    (batch,) = batches(make_dataset(encoded, batch_size=2, shuffle=False, bucket_boundaries=[100]))
    # ▁Teng=193 o=6 ▁hambre=794 .=4 </s>=3 | ▁Me=54 ▁gusta=95 ▁le=63 er=52 ▁libro=182 s=5 .=4 </s>=3
    np.testing.assert_array_equal(
        batch["src_ids"], [[193, 6, 794, 4, EOS, PAD, PAD, PAD], [54, 95, 63, 52, 182, 5, 4, EOS]]
    )
    np.testing.assert_array_equal(batch["src_len"], [5, 8])
    # <s>=2 ▁I=5 '=6 m=20 ▁hungry=663 .=4 | <s>=2 ▁I=5 ▁like=51 ▁to=9 ▁read=359 ▁book=145 s=7 .=4
    np.testing.assert_array_equal(
        batch["tgt_in"], [[BOS, 5, 6, 20, 663, 4, PAD, PAD], [BOS, 5, 51, 9, 359, 145, 7, 4]]
    )
    np.testing.assert_array_equal(
        batch["tgt_out"], [[5, 6, 20, 663, 4, EOS, PAD, PAD], [5, 51, 9, 359, 145, 7, 4, EOS]]
    )
    np.testing.assert_array_equal(batch["tgt_len"], [6, 8])
    assert vocabs.src.pieces(batch["src_ids"][1]) == [
        "▁Me",
        "▁gusta",
        "▁le",
        "er",
        "▁libro",
        "s",
        ".",
        "</s>",
    ]
    assert vocabs.tgt.pieces(batch["tgt_in"][0][:6]) == ["<s>", "▁I", "'", "m", "▁hungry", "."]
    assert vocabs.src.decode_batch(batch["src_ids"]) == src
    assert vocabs.tgt.decode_batch(batch["tgt_in"]) == tgt
    assert vocabs.tgt.decode_batch(batch["tgt_out"]) == tgt
    for key, value in batch.items():
        assert value.dtype == np.int32, key


def test_every_batch_is_well_formed_and_an_epoch_is_the_corpus(ci):
    src, tgt, vocabs, encoded = ci
    seen = Counter()
    for b in batches(make_dataset(encoded, batch_size=64)):
        size, s_max = b["src_ids"].shape
        assert b["tgt_in"].shape == b["tgt_out"].shape and b["tgt_in"].shape[0] == size <= 64
        assert s_max == b["src_len"].max() and b["tgt_in"].shape[1] == b["tgt_len"].max()
        for i in range(size):
            s_len, t_len = b["src_len"][i], b["tgt_len"][i]
            row, t_in, t_out = b["src_ids"][i], b["tgt_in"][i], b["tgt_out"][i]
            assert row[s_len - 1] == EOS and not (row[s_len:]).any() and min(row[: s_len - 1]) > EOS
            assert t_in[0] == BOS and t_out[t_len - 1] == EOS
            np.testing.assert_array_equal(t_in[1:t_len], t_out[: t_len - 1])
            assert not t_in[t_len:].any() and not t_out[t_len:].any()
            seen[vocabs.src.decode(row), vocabs.tgt.decode(t_out)] += 1
    assert seen == Counter(zip(src, tgt))


def test_batches_are_bucketed_by_length(ci):
    *_, encoded = ci
    boundaries = default_bucket_boundaries(50)
    assert boundaries[:14] == list(range(3, 17)) and boundaries[-1] <= 51
    for b in batches(make_dataset(encoded, batch_size=32)):
        keys = np.maximum(b["src_len"], b["tgt_len"])
        assert np.searchsorted(boundaries, keys.min(), "right") == np.searchsorted(
            boundaries, keys.max(), "right"
        )


def test_token_batches(ci):
    *_, encoded = ci
    boundaries = default_bucket_boundaries(50)
    longest_of_bucket = [b - 1 for b in boundaries] + [51]
    got = batches(make_dataset(encoded, batch_size=300, batch_unit="tokens"))
    full = 0
    for b in got:
        keys = np.maximum(b["src_len"], b["tgt_len"])
        capacity = 300 // longest_of_bucket[np.searchsorted(boundaries, keys.max(), "right")]
        assert len(keys) <= capacity
        assert len(keys) * max(b["src_ids"].shape[1], b["tgt_in"].shape[1]) <= 300
        full += len(keys) == capacity
    assert sum(len(b["src_len"]) for b in got) == len(encoded)
    assert full >= len(got) - len(longest_of_bucket)  # only each bucket's last batch may be partial
    with pytest.raises(ValueError, match="batch_unit"):
        make_dataset(encoded, batch_size=10, batch_unit="words")


def test_length_filter(ci):
    src, tgt, vocabs, encoded = ci
    src_pieces = [len(x) for x in vocabs.src.encode(src)]
    tgt_pieces = [len(x) for x in vocabs.tgt.encode(tgt)]
    for max_length in (6, 10, 16):
        expected = sum(
            1 for s, t in zip(src_pieces, tgt_pieces) if s > max_length or t > max_length
        )
        kept, dropped = filter_by_length(encoded, max_length)
        assert (dropped, len(kept)) == (expected, len(src) - expected)
        assert 0 < dropped < len(src)
        got = batches(make_dataset(encoded, batch_size=64, max_length=max_length))
        assert sum(len(b["src_len"]) for b in got) == len(kept)
        assert max(max(b["src_len"].max(), b["tgt_len"].max()) for b in got) <= max_length + 1
    with pytest.raises(ValueError, match="at most 0 pieces"):
        make_dataset(encoded, batch_size=4, max_length=0)


@pytest.mark.slow  # seconds of compiling or building: make test-all
def test_deterministic_for_a_seed_and_reshuffled_every_epoch(ci):
    *_, encoded = ci
    first = batches(make_dataset(encoded, batch_size=64, seed=7))
    second = batches(make_dataset(encoded, batch_size=64, seed=7))
    other_seed = batches(make_dataset(encoded, batch_size=64, seed=8))
    assert len(first) == len(second)
    for a, b in zip(first, second):
        for key in a:
            np.testing.assert_array_equal(a[key], b[key])
    assert any(
        a["src_ids"].shape != b["src_ids"].shape or (a["src_ids"] != b["src_ids"]).any()
        for a, b in zip(first, other_seed)
    )


def test_partial_batches_are_spread_over_the_epoch(ci):
    """The buckets' remainders must not all come last (a run of long-sentence batches)."""
    *_, encoded = ci
    got = batches(make_dataset(encoded, batch_size=64, seed=7))
    partial = [i for i, b in enumerate(got) if b["src_ids"].shape[0] < 64]
    assert len(partial) >= 10
    last_tenth = [i for i in partial if i >= 0.9 * len(got)]
    assert len(last_tenth) < len(partial) / 2, (len(got), partial)
    longest = [max(b["src_ids"].shape[1], b["tgt_out"].shape[1]) for b in got]
    assert longest[-8:] != sorted(longest[-8:])  # not ordered by length at the end


def test_without_bucketing_batches_are_consecutive_shuffled_pairs(ci):
    *_, encoded = ci
    plain = batches(make_dataset(encoded, batch_size=64, seed=7, bucketing=False))
    kept, _ = filter_by_length(encoded, 50)
    assert [b["src_ids"].shape[0] for b in plain].count(64) == len(kept) // 64
    assert len(plain) == -(-len(kept) // 64)

    # Mixed lengths in a batch (a bucketed batch has one length class of max(source, target)).
    def spread(b):
        key = np.maximum(b["src_len"], b["tgt_len"])
        return int(key.max() - key.min())

    assert np.median([spread(b) for b in plain]) >= 5
    bucketed = batches(make_dataset(encoded, batch_size=64, seed=7))
    assert np.median([spread(b) for b in bucketed]) <= 1


@pytest.mark.parametrize(
    "unit, size, bucketing, drop",
    [
        ("sentences", 16, True, False),
        ("sentences", 16, True, True),
        ("tokens", 300, True, False),
        ("tokens", 300, False, False),
        ("sentences", 7, False, True),
        ("sentences", 5000, True, False),  # every batch a partial one
    ],
)
def test_the_batch_plan_is_tf_data_bucketing(unit, size, bucketing, drop):
    """`plan_batches` (NumPy) makes exactly the batches of tf.data's `bucket_by_sequence_length`,
    in its order: full batches as they complete, then the partial ones by bucket."""
    rng = np.random.default_rng(size)
    lengths = rng.integers(2, 52, size=3000).astype(np.int32)  # [N] max(source, target) + 1
    boundaries, sizes = bucket_plan(50, size, unit, bucketing)
    pairs = tf.data.Dataset.from_tensor_slices({"src_len": lengths, "tgt_len": lengths})
    pairs = pairs.enumerate().map(lambda i, x: x | {"index": i})
    expected = [
        b["index"].numpy() for b in bucket_batches(pairs, boundaries, sizes, drop_remainder=drop)
    ]
    got = plan_batches(lengths, boundaries, sizes, drop)
    assert len(got) == len(expected) > 0
    for a, b in zip(got, expected, strict=True):
        np.testing.assert_array_equal(a, b)


@pytest.mark.parametrize("bucketing", [True, False])
def test_the_epochs_batches_are_those_of_the_tf_data_pipeline(ci, bucketing):
    """make_dataset's epoch, batch for batch, equals the one the whole tf.data pipeline made before
    the batches were planned in NumPy (pairs shuffled, bucketed, batches shuffled; same seeds):
    the change sped up each epoch's start and left every run's batches as they were."""
    *_, encoded = ci
    kept, _ = filter_by_length(encoded, 50)
    src_len = tf.constant(np.diff(kept.src_splits), tf.int32)
    tgt_len = tf.constant(np.diff(kept.tgt_splits) - 1, tf.int32)
    boundaries, sizes = bucket_plan(50, 600, "tokens", bucketing)
    tf.random.set_seed(5)
    order = tf.data.Dataset.range(len(kept)).shuffle(len(kept), seed=9)
    order = tf.data.Dataset.from_tensor_slices(order.batch(len(kept)).get_single_element())
    pairs = order.map(
        lambda i: {"index": i, "src_len": tf.gather(src_len, i), "tgt_len": tf.gather(tgt_len, i)}
    )
    reference = bucket_batches(pairs, boundaries, sizes).shuffle(len(kept), seed=10)
    expected = [b["index"].numpy() for b in reference]
    tf.random.set_seed(5)
    got = batches(
        make_dataset(kept, batch_size=600, batch_unit="tokens", seed=9, bucketing=bucketing)
    )
    assert len(got) == len(expected)
    for batch, index in zip(got, expected, strict=True):
        np.testing.assert_array_equal(batch["src_len"], np.diff(kept.src_splits)[index])
        np.testing.assert_array_equal(
            batch["tgt_out"][:, 0], kept.tgt_values[kept.tgt_splits[index] + 1]
        )


def test_the_training_batches_are_not_autotuned(ci):
    """Autotuning's model thread stalled the end of every epoch (see `without_autotuning`)."""
    *_, encoded = ci
    dataset = make_dataset(encoded, batch_size=64)
    assert dataset.options().autotune.enabled is False
    assert len(batches(dataset)) > 1


def test_unshuffled_single_bucket_is_file_order(ci):
    src, _, vocabs, encoded = ci
    got = batches(make_dataset(encoded, batch_size=500, shuffle=False, bucket_boundaries=[100]))
    assert [vocabs.src.decode(row) for b in got for row in b["src_ids"]] == src


def test_drop_remainder(ci):
    *_, encoded = ci
    assert {
        b["src_ids"].shape[0]
        for b in batches(make_dataset(encoded, batch_size=64, drop_remainder=True))
    } == {64}


def test_encoded_corpus_cache(ci, tmp_path):
    src, tgt, vocabs, encoded = ci
    cache = tmp_path / "ids.npz"

    class Counting:
        def __init__(self, model):
            self.model, self.calls = model, 0

        def encode(self, lines):
            self.calls += 1
            return self.model.encode(lines)

        def serialized(self):
            return self.model.serialized()

    src_sp, tgt_sp = Counting(vocabs.src), Counting(vocabs.tgt)
    fresh = encode_corpus(src, tgt, src_sp, tgt_sp, cache_path=cache)
    cached = encode_corpus(src, tgt, src_sp, tgt_sp, cache_path=cache)
    assert (src_sp.calls, tgt_sp.calls) == (1, 1)  # the second call read the cache
    for corpus in (fresh, cached):
        for field in ("src_values", "src_splits", "tgt_values", "tgt_splits"):
            np.testing.assert_array_equal(getattr(corpus, field), getattr(encoded, field))
    stale = encode_corpus(
        src[:10], tgt[:10], src_sp, tgt_sp, cache_path=cache
    )  # other lines: re-encoded
    assert len(stale) == 10 and src_sp.calls == 2


@settings(max_examples=50, deadline=None)
@given(
    pairs=st.lists(
        st.tuples(
            st.lists(st.integers(4, 999), min_size=1, max_size=6),
            st.lists(st.integers(4, 999), min_size=1, max_size=6),
        ),
        min_size=1,
        max_size=12,
    ),
    max_length=st.integers(1, 6),
)
def test_from_pieces_and_filter_match_a_list_reference(pairs, max_length):
    encoded = EncodedCorpus.from_pieces([s for s, _ in pairs], [t for _, t in pairs])
    assert len(encoded) == len(pairs)
    kept, dropped = filter_by_length(encoded, max_length)
    expected = [(s, t) for s, t in pairs if len(s) <= max_length and len(t) <= max_length]
    assert dropped == len(pairs) - len(expected)
    got = [tuple(x.tolist() for x in kept.pair(i)) for i in range(len(kept))]
    assert got == [([*s, EOS], [BOS, *t, EOS]) for s, t in expected]
    np.testing.assert_array_equal(kept.src_pieces, [len(s) for s, _ in expected])
    np.testing.assert_array_equal(kept.tgt_pieces, [len(t) for _, t in expected])


def test_save_and_load(tmp_path):
    encoded = EncodedCorpus.from_pieces([[5, 6], [7]], [[8], [9, 10, 11]])
    encoded.save(tmp_path / "x.npz", fingerprint="abc")
    loaded, fingerprint = EncodedCorpus.load(tmp_path / "x.npz")
    assert fingerprint == "abc"
    assert [tuple(x.tolist() for x in loaded.pair(i)) for i in range(2)] == [
        ([5, 6, 3], [2, 8, 3]),
        ([7, 3], [2, 9, 10, 11, 3]),
    ]


def test_eval_batches():
    src_ids = [[5, 6, 7], [8], [9, 10], [11, 12, 13, 14], [15]]
    got = list(make_eval_batches(src_ids, 2))
    assert [b["index"].tolist() for b in got] == [[0, 1], [2, 3], [4]]
    np.testing.assert_array_equal(got[0]["src_ids"], [[5, 6, 7, EOS], [8, EOS, PAD, PAD]])
    np.testing.assert_array_equal(got[1]["src_len"], [3, 5])
    assert got[2]["src_ids"].dtype == np.int32 and got[2]["src_ids"].tolist() == [[15, EOS]]

    by_length = list(make_eval_batches(src_ids, 2, sort_by_length=True))
    assert [b["index"].tolist() for b in by_length] == [[1, 4], [2, 0], [3]]
    restored = {}
    for b in by_length:
        for i, row, n in zip(b["index"], b["src_ids"], b["src_len"]):
            restored[int(i)] = row[: n - 1].tolist()
    assert [restored[i] for i in range(len(src_ids))] == src_ids


def test_bench_pipeline_counts_one_epoch(tmp_path):
    src, tgt, _ = read_parallel(CI / "train.es", CI / "train.en")
    (tmp_path / "train.es").write_text("".join(line + "\n" for line in src[::10]), encoding="utf-8")
    (tmp_path / "train.en").write_text("".join(line + "\n" for line in tgt[::10]), encoding="utf-8")
    result = bench_pipeline(tmp_path, run_dir=tmp_path / "run", vocab_size=500, batch_size=64)
    assert result.sentences == len(src[::10])  # CI pairs are all far below 50 pieces
    assert result.tgt_tokens < result.padded_positions and result.seconds > 0
    assert "sentences/s" in result.summary()


@pytest.mark.parametrize(
    "dropped, pairs, longest, says",
    [
        (0, 1000, 40, "0 (0.0%) dropped by the length filter (more than 50 pieces on a side)"),
        (130, 1000, 212, "130 (13.0%) dropped by the length filter (more than 50 pieces on a "
         "side; --set data.max_length=212 keeps them)"),
        (3, 1000, 0, "3 (0.3%) dropped by the length filter (more than 50 pieces on a side; "
         "--set a larger data.max_length keeps them)"),  # streamed: the longest is not known
    ],
)  # fmt: skip
def test_the_length_filter_says_what_it_dropped_and_how_to_keep_it(dropped, pairs, longest, says):
    from seq2seq.training.data import length_filter_note

    assert length_filter_note(dropped, pairs, 50, longest) == says
