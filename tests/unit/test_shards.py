"""seq2seq.data.shards (sharded TFRecord corpus, streamed batches), seq2seq.data.vocab_sample and
lab.benchmarks.synthetic, checked against the in-memory path (`read_parallel`,
`EncodedCorpus.from_pieces`, `filter_by_length`, `make_dataset`)."""

import bisect
import gzip
import json
import os
from collections import Counter

import numpy as np
import pytest
import tensorflow as tf

from lab.benchmarks.synthetic import MAX_WORDS, MIN_WORDS, VOCAB_SIZE, write_synthetic_corpus
from seq2seq.data import shard_writer, shards
from seq2seq.data.corpus import CorpusError, read_parallel
from seq2seq.data.pipeline import (
    EncodedCorpus,
    default_bucket_boundaries,
    filter_by_length,
    make_dataset,
)
from seq2seq.data.shards import ShardIndex, open_or_write_shards, stream_dataset, write_shards
from seq2seq.data.subword import Vocabularies
from seq2seq.data.vocab_sample import sample_positions, sampled_lines

PAD, BOS, EOS = 0, 2, 3
MAX_CHARS = 60
MAX_LENGTH = 10
PAIRS_PER_SHARD = 40


@pytest.fixture(scope="module")
def corpus(tiny_corpus, tmp_path_factory):
    """(folder with train.es / train.en, vocabularies): the tiny corpus (240 pairs) with a pair
    with an empty side and one over MAX_CHARS characters, and 200-piece subword models."""
    folder = tmp_path_factory.mktemp("shards-corpus")
    src = (tiny_corpus / "train.es").read_text("utf-8").splitlines()
    tgt = (tiny_corpus / "train.en").read_text("utf-8").splitlines()
    src[10] = "  "
    tgt[20] = "a" * (MAX_CHARS + 1)
    (folder / "train.es").write_text("\n".join(src) + "\n", "utf-8")
    (folder / "train.en").write_text("\n".join(tgt) + "\n", "utf-8")
    vocabs = Vocabularies.build_or_load(folder / "run", src, tgt, vocab_size=200)
    return folder, vocabs


def write(corpus, out_dir, **kwargs):
    folder, vocabs = corpus
    settings = {
        "max_length": MAX_LENGTH,
        "max_chars": MAX_CHARS,
        "pairs_per_shard": PAIRS_PER_SHARD,
    }
    settings.update(kwargs)
    return write_shards(
        folder / "train.es", folder / "train.en", vocabs.src, vocabs.tgt, out_dir, **settings
    )


@pytest.fixture(scope="module")
def index(corpus, tmp_path_factory):
    return write(corpus, tmp_path_factory.mktemp("shards") / "train")


def reference(corpus, max_length=MAX_LENGTH):
    """(read_parallel's report, pairs dropped for length, kept EncodedCorpus): the in-memory
    path."""
    folder, vocabs = corpus
    src, tgt, report = read_parallel(folder / "train.es", folder / "train.en", max_chars=MAX_CHARS)
    encoded = EncodedCorpus.from_pieces(vocabs.src.encode(src), vocabs.tgt.encode(tgt))
    kept, dropped = filter_by_length(encoded, max_length)
    return report, dropped, kept


def pairs_of(encoded):
    """Counter of (source ids, target ids) tuples (model ids: + EOS, BOS + ... + EOS)."""
    return Counter(tuple(map(tuple, encoded.pair(i))) for i in range(len(encoded)))


def batches(dataset):
    return [{k: v.numpy() for k, v in b.items()} for b in dataset]


def rows(batch_list):
    """Counter of the unpadded (source ids, target ids) pairs of some batches."""
    found = Counter()
    for b in batch_list:
        for s, sl, t_in, t_out, tl in zip(
            b["src_ids"], b["src_len"], b["tgt_in"], b["tgt_out"], b["tgt_len"]
        ):
            found[tuple(s[:sl]), (t_in[0], *t_out[:tl])] += 1
    return found


def same_batches(a, b):
    return len(a) == len(b) and all(
        x.keys() == y.keys() and all(np.array_equal(x[k], y[k]) for k in x) for x, y in zip(a, b)
    )


def sample_pairs(src, tgt, k, seed, **limits):
    """(source lines, target lines) of the sample `sample_positions` draws, read by
    `sampled_lines`, as `training.data.vocabulary_sample` gives them to SentencePiece."""
    positions = sample_positions(src, tgt, k, seed, **limits)
    lines = [list(sampled_lines(src, tgt, positions, side, **limits)) for side in (0, 1)]
    return lines[0], lines[1]


# --- writing: the kept pairs and the index ----------------------------------------------------


@pytest.mark.parametrize("max_length", [MAX_LENGTH, 6])
def test_an_epoch_is_exactly_the_filtered_corpus(corpus, index, max_length):
    report, dropped, kept = reference(corpus, max_length)
    got = rows(batches(stream_dataset(index, batch_size=16, max_length=max_length)))
    assert got == pairs_of(kept)
    assert 0 < dropped and report.empty == 1 and report.too_long == 1  # every filter exercised


def test_the_index_counts_what_was_kept_and_dropped(corpus, index):
    report, dropped, kept = reference(corpus)
    assert ShardIndex.load(index.directory) == index
    assert (index.lines, index.dropped_empty, index.dropped_too_long) == (240, 1, 1)
    assert (index.lines, index.dropped_empty, index.dropped_too_long) == (
        report.lines,
        report.empty,
        report.too_long,
    )
    assert index.dropped_too_many_pieces == dropped
    assert index.pairs == len(kept) == sum(shard.pairs for shard in index.shards)
    assert len(index.shards) == 6  # ceil(240 lines / 40): none happened to be empty
    assert index.tgt_tokens == int((kept.tgt_pieces + 1).sum())
    assert index.mean_tgt_tokens == pytest.approx(float((kept.tgt_pieces + 1).mean()))
    lengths = Counter((np.maximum(kept.src_pieces, kept.tgt_pieces) + 1).tolist())
    assert dict(enumerate(index.length_histogram)) == {
        n: lengths.get(n, 0) for n in range(MAX_LENGTH + 2)
    }
    per_shard = [shard.length_histogram for shard in index.shards]
    assert [sum(counts) for counts in zip(*per_shard)] == list(index.length_histogram)
    assert [sum(h) for h in per_shard] == [shard.pairs for shard in index.shards]
    stored = json.loads((index.directory / "index.json").read_text("utf-8"))
    assert stored["version"] == shards.FORMAT_VERSION and stored["pairs"] == index.pairs


def test_shards_are_shuffled_and_the_shuffle_depends_on_the_seed(corpus, index, tmp_path):
    def written_order(ix):
        batch_list = batches(
            stream_dataset(
                ix, batch_size=10_000, max_length=MAX_LENGTH, shuffle=False, bucketing=False
            )
        )
        return [tuple(row[:n]) for b in batch_list for row, n in zip(b["src_ids"], b["src_len"])]

    _, _, kept = reference(corpus)
    file_order = [tuple(kept.pair(i)[0]) for i in range(len(kept))]
    first = written_order(index)
    assert sorted(first) == sorted(file_order) and first != file_order
    assert written_order(write(corpus, tmp_path / "again")) == first
    assert written_order(write(corpus, tmp_path / "other", seed=1)) != first


def test_gzip_twins_give_the_same_shards(corpus, index, tmp_path):
    folder, vocabs = corpus
    for lang in ("es", "en"):
        data = (folder / f"train.{lang}").read_bytes()
        (tmp_path / f"train.{lang}.gz").write_bytes(gzip.compress(data))
    zipped = write_shards(
        tmp_path / "train.es",
        tmp_path / "train.en",
        vocabs.src,
        vocabs.tgt,
        tmp_path / "shards",
        max_length=MAX_LENGTH,
        max_chars=MAX_CHARS,
        pairs_per_shard=PAIRS_PER_SHARD,
    )
    assert zipped.src_path.endswith("train.es.gz")
    assert zipped.fingerprint == index.fingerprint  # the text is the same
    assert [p.read_bytes() for p in zipped.files] == [p.read_bytes() for p in index.files]


# --- streaming: batches -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("batch_size", "batch_unit", "bucketing"),
    [(8, "sentences", True), (60, "tokens", True), (16, "sentences", False)],
)
def test_batches_follow_the_bucket_rules_of_make_dataset(
    corpus, index, batch_size, batch_unit, bucketing
):
    _, _, kept = reference(corpus)
    args = {"batch_size": batch_size, "batch_unit": batch_unit, "max_length": MAX_LENGTH}
    streamed = batches(stream_dataset(index, bucketing=bucketing, **args))
    in_memory = batches(make_dataset(kept, bucketing=bucketing, **args))
    boundaries = default_bucket_boundaries(MAX_LENGTH) if bucketing else [MAX_LENGTH + 2]
    longest = [b - 1 for b in boundaries] + [MAX_LENGTH + 1]

    def shape(b):  # (bucket, sentences) of a batch; every row must be in that bucket
        length = np.maximum(b["src_len"], b["tgt_len"])
        buckets = {bisect.bisect_right(boundaries, n) for n in length.tolist()}
        assert len(buckets) == 1
        return buckets.pop(), len(length)

    for b in streamed:
        assert {k: v.dtype for k, v in b.items()} == dict.fromkeys(b, np.int32)
        src_len, tgt_len = b["src_len"], b["tgt_len"]
        assert b["src_ids"].shape == (len(src_len), src_len.max())
        assert b["tgt_in"].shape == b["tgt_out"].shape == (len(tgt_len), tgt_len.max())
        for ids, n in ((b["src_ids"], src_len), (b["tgt_in"], tgt_len), (b["tgt_out"], tgt_len)):
            inside = np.arange(ids.shape[1]) < n[:, None]
            assert (ids[~inside] == PAD).all() and (ids[inside] != PAD).all()
        rows_ = np.arange(len(src_len))
        assert (b["src_ids"][rows_, src_len - 1] == EOS).all()
        assert (b["tgt_out"][rows_, tgt_len - 1] == EOS).all()
        assert (b["tgt_in"][:, 0] == BOS).all()
        for t_in, t_out, n in zip(b["tgt_in"], b["tgt_out"], tgt_len):
            assert (t_in[1:n] == t_out[: n - 1]).all()
        bucket, size = shape(b)
        if batch_unit == "tokens":
            assert size * longest[bucket] <= batch_size
        else:
            assert size <= batch_size
    # The same batches as make_dataset's, up to order: ceil(pairs / batch size) per bucket.
    assert Counter(map(shape, streamed)) == Counter(map(shape, in_memory))
    assert len(streamed) == index.batches_per_epoch(bucketing=bucketing, **args)


def test_a_seed_gives_one_batch_sequence_and_skip_resumes_it(index):
    def epoch(seed, skip=0, source=index):
        return batches(
            stream_dataset(source, batch_size=8, max_length=MAX_LENGTH, seed=seed).skip(skip)
        )

    first = epoch(5)
    streamed = stream_dataset(index, batch_size=8, max_length=MAX_LENGTH, seed=5)
    assert streamed.options().autotune.enabled is False  # see pipeline.without_autotuning
    assert same_batches(epoch(5), first)
    assert same_batches(epoch(5, source=index.directory), first)
    assert same_batches(epoch(5, skip=7), first[7:])
    other = epoch(6)
    assert not same_batches(other, first)
    assert rows(other) == rows(first)


def test_the_shard_order_is_shuffled_with_the_seed(index):
    def first_rows(seed):  # no record shuffle: the order is the interleaved shards'
        (batch,) = batches(
            stream_dataset(
                index,
                batch_size=10_000,
                max_length=MAX_LENGTH,
                seed=seed,
                bucketing=False,
                shuffle_buffer=1,
            )
        )
        return [tuple(row) for row in batch["src_ids"][:20]]

    assert first_rows(5) == first_rows(5)
    assert len({tuple(first_rows(seed)) for seed in range(4)}) > 1


@pytest.mark.parametrize("pipelines", [2, 4, 9])  # 9 > 6 shards: split by records, not files
def test_input_pipelines_together_deliver_every_pair_once(corpus, index, pipelines):
    _, _, kept = reference(corpus)
    parts = [
        rows(
            batches(
                stream_dataset(
                    index,
                    batch_size=16,
                    max_length=MAX_LENGTH,
                    seed=3,
                    num_input_pipelines=pipelines,
                    input_pipeline_id=i,
                )
            )
        )
        for i in range(pipelines)
    ]
    assert all(parts)
    assert sum(parts, Counter()) == pairs_of(kept)


def shard_rows(path):
    """Counter of the (source ids, target ids) records of one shard file, read directly."""
    found = Counter()
    for record in tf.data.TFRecordDataset(str(path)):
        example = tf.train.Example.FromString(record.numpy())
        src, tgt = (
            example.features.feature[key].int64_list.value for key in ("src_ids", "tgt_ids")
        )
        found[tuple(src), tuple(tgt)] += 1
    return found


@pytest.mark.parametrize("pipelines", [2, 3])
def test_each_pipeline_reads_only_its_own_shards_and_its_batches_are_known(index, pipelines):
    """Split by files: each pipeline's pairs are exactly those of the shards `pipeline_shards`
    names (a share of about 1/N, different every epoch), and its batch count is exact."""
    for seed in (3, 4):
        shares = [
            shards.pipeline_shards(
                index, seed=seed, num_input_pipelines=pipelines, input_pipeline_id=i
            )
            for i in range(pipelines)
        ]
        assert sorted(sum(shares, [])) == list(range(len(index.shards)))  # disjoint, all of them
        for i, share in enumerate(shares):
            streamed = batches(
                stream_dataset(
                    index,
                    batch_size=8,
                    max_length=MAX_LENGTH,
                    seed=seed,
                    num_input_pipelines=pipelines,
                    input_pipeline_id=i,
                )
            )
            assert rows(streamed) == sum((shard_rows(index.files[k]) for k in share), Counter())
            assert sum(rows(streamed).values()) <= 0.6 * index.pairs
            assert len(streamed) == index.batches_per_epoch(
                batch_size=8, max_length=MAX_LENGTH, shards=share
            )
    assert shares != [
        shards.pipeline_shards(index, seed=3, num_input_pipelines=pipelines, input_pipeline_id=i)
        for i in range(pipelines)
    ]
    assert shards.pipeline_shards(index, seed=3, num_input_pipelines=9, input_pipeline_id=0) is None


def test_stream_argument_errors(index):
    with pytest.raises(ValueError, match="max_length=11, but .* max_length=10"):
        stream_dataset(index, batch_size=8, max_length=MAX_LENGTH + 1)
    with pytest.raises(ValueError, match="input_pipeline_id=2"):
        stream_dataset(
            index, batch_size=8, max_length=MAX_LENGTH, num_input_pipelines=2, input_pipeline_id=2
        )
    with pytest.raises(ValueError, match="batch_unit"):
        stream_dataset(index, batch_size=8, max_length=MAX_LENGTH, batch_unit="words")


# --- reuse and atomic writes ------------------------------------------------------------------


def open_or_write(corpus, out_dir, messages, **kwargs):
    folder, vocabs = corpus
    return open_or_write_shards(
        folder / "train.es",
        folder / "train.en",
        vocabs.src,
        vocabs.tgt,
        out_dir,
        max_length=MAX_LENGTH,
        max_chars=MAX_CHARS,
        pairs_per_shard=PAIRS_PER_SHARD,
        log=messages.append,
        **kwargs,
    )


def test_fresh_shards_are_reused_and_stale_ones_rewritten(corpus, tmp_path):
    out, messages = tmp_path / "shards", []
    first = open_or_write(corpus, out, messages)
    assert "no shards yet" in messages[0]
    inode = (out / "index.json").stat().st_ino
    messages.clear()
    assert open_or_write(corpus, out, messages) == first and messages == []
    assert (out / "index.json").stat().st_ino == inode

    reseeded = open_or_write(corpus, out, messages, seed=7)
    assert "stale shards" in messages[0] and reseeded.fingerprint != first.fingerprint
    assert ShardIndex.load(out) == reseeded and not out.with_name("shards.old").exists()

    messages.clear()
    with open(reseeded.files[0], "ab") as f:  # a damaged shard
        f.write(b"x")
    assert open_or_write(corpus, out, messages, seed=7) == reseeded
    assert "unusable shards" in messages[0] and "bytes, the index says" in messages[0]

    messages.clear()
    shard = reseeded.files[-1]
    damaged = bytearray(shard.read_bytes())
    damaged[len(damaged) // 2] ^= 0xFF  # same size, one byte flipped: only the checksum sees it
    shard.write_bytes(bytes(damaged))
    with pytest.raises(ValueError, match=f"{shard.name}: damaged"):
        ShardIndex.load(out)
    assert open_or_write(corpus, out, messages, seed=7) == reseeded
    assert "unusable shards" in messages[0] and f"{shard.name}: damaged" in messages[0]
    assert ShardIndex.load(out) == reseeded


def test_a_tmp_directory_beside_the_shards_is_never_used_nor_touched(corpus, index, tmp_path):
    out = tmp_path / "shards"
    tmp = tmp_path / "shards.tmp"
    tmp.mkdir()
    # A complete-looking interrupted write: an index and a truncated shard.
    (tmp / "index.json").write_bytes((index.directory / "index.json").read_bytes())
    (tmp / index.shards[0].name).write_bytes(index.files[0].read_bytes()[:100])
    messages = []
    written = open_or_write(corpus, out, messages)
    assert "no shards yet" in messages[0]
    assert ShardIndex.load(out) == written
    assert sorted(p.name for p in tmp.iterdir()) == ["index.json", index.shards[0].name]
    assert [p.read_bytes() for p in written.files] == [p.read_bytes() for p in index.files]


def test_a_failed_write_leaves_the_previous_shards(corpus, tmp_path, monkeypatch):
    out = tmp_path / "shards"
    before = write(corpus, out)

    def fail(path, pairs, max_length):
        raise OSError("disk full")

    monkeypatch.setattr(shard_writer, "_write_shard", fail)
    with pytest.raises(OSError, match="disk full"):
        write(corpus, out, seed=1)
    assert ShardIndex.load(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["shards"]


# --- corpus errors: the same one-line messages as read_parallel --------------------------------

GOOD = b"uno\ndos\ntres\n"


@pytest.mark.parametrize(
    "src_bytes",
    [
        b"uno\ndos\n",  # different line counts
        b"uno\nd\xffs\ntres\n",  # invalid UTF-8 on line 2
        b"uno\ndos\x07\ntres\n",  # a control character
        b"uno\nd\ros\ntres\n",  # a lone carriage return
        b"",  # empty file
        b"\xef\xbb\xbf",  # only a byte order mark
    ],
)
def test_corpus_errors_are_read_parallels(corpus, tmp_path, src_bytes):
    _, vocabs = corpus
    src, tgt = tmp_path / "x.es", tmp_path / "x.en"
    src.write_bytes(src_bytes)
    tgt.write_bytes(GOOD)
    with pytest.raises(CorpusError) as expected:
        read_parallel(src, tgt)
    message = str(expected.value)
    assert "\n" not in message and str(src) in message
    with pytest.raises(CorpusError) as got:
        write_shards(src, tgt, vocabs.src, vocabs.tgt, tmp_path / "shards", max_length=10)
    assert str(got.value) == message
    with pytest.raises(CorpusError) as got:
        sample_pairs(src, tgt, 10, seed=0)
    assert str(got.value) == message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.en", "x.es"]


def test_byte_order_marks_and_crlf_endings_are_read_as_read_parallel_reads_them(tmp_path):
    src, tgt = tmp_path / "x.es", tmp_path / "x.en"
    src.write_bytes(b"\xef\xbb\xbfuno\r\ndos \xc3\xb1\r\n\r\ncuatro\tcinco")
    tgt.write_bytes(b"one\ntwo\nthree\r\nfour\n")
    expected = read_parallel(src, tgt)
    assert expected.src == ["uno", "dos ñ", "cuatro\tcinco"]
    stream = shards.PairStream(src, tgt)
    assert list(stream) == list(zip(expected.src, expected.tgt))
    assert stream.report() == expected.report
    assert sample_pairs(src, tgt, 10, seed=0) == (expected.src, expected.tgt)


def test_strict_and_missing_files(corpus, tmp_path):
    _, vocabs = corpus
    src, tgt = tmp_path / "x.es", tmp_path / "x.en"
    src.write_bytes(b"uno\n \ntres\n")
    tgt.write_bytes(GOOD)
    for source, target in ((src, tgt), (src, tmp_path / "missing.en")):
        with pytest.raises(CorpusError) as expected:
            read_parallel(source, target, strict=True)
        with pytest.raises(CorpusError) as got:
            write_shards(
                source, target, vocabs.src, vocabs.tgt, tmp_path / "s", max_length=10, strict=True
            )
        assert str(got.value) == str(expected.value)
    assert str(got.value).endswith("missing.en: no such file (nor missing.en.gz)")


# --- sample_pairs -----------------------------------------------------------------------------


def test_a_small_corpus_is_sampled_whole_in_file_order(corpus):
    folder, _ = corpus
    src, tgt, _ = read_parallel(folder / "train.es", folder / "train.en", max_chars=MAX_CHARS)
    sampled = sample_pairs(
        folder / "train.es", folder / "train.en", 10_000, seed=3, max_chars=MAX_CHARS
    )
    assert sampled == (src, tgt)
    assert sample_pairs(folder / "train.es", folder / "train.en", 0, seed=3) == ([], [])


def test_a_large_corpus_gives_k_pairs_in_file_order(corpus):
    folder, _ = corpus
    src, tgt, _ = read_parallel(folder / "train.es", folder / "train.en", max_chars=MAX_CHARS)
    position = {pair: i for i, pair in enumerate(zip(src, tgt))}

    def sample(seed):
        s, t = sample_pairs(folder / "train.es", folder / "train.en", 50, seed, max_chars=MAX_CHARS)
        assert len(s) == len(t) == 50
        return [position[pair] for pair in zip(s, t)]

    first = sample(1)
    assert first == sorted(set(first))  # distinct corpus pairs, in file order
    assert sample(1) == first and sample(2) != first


def test_reservoir_sampling_is_uniform(tmp_path):
    src, tgt = tmp_path / "x.es", tmp_path / "x.en"
    src.write_text("".join(f"s{i}\n" for i in range(20)), "utf-8")
    tgt.write_text("".join(f"t{i}\n" for i in range(20)), "utf-8")
    counts = Counter(line for seed in range(400) for line in sample_pairs(src, tgt, 5, seed)[0])
    # Each line is kept with probability 5/20: 100 times of 400, standard deviation 8.7.
    assert len(counts) == 20 and all(60 < n < 140 for n in counts.values())


# --- the synthetic corpus ---------------------------------------------------------------------


def test_synthetic_corpus_is_deterministic_and_learnable(tmp_path):
    def corpus_bytes(folder):
        return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}

    counts = write_synthetic_corpus(tmp_path / "a", 3000, seed=1, dev_pairs=30, test_pairs=0)
    assert counts == {"train": 3000, "dev": 30}
    files = corpus_bytes(tmp_path / "a")
    assert sorted(files) == ["dev.en", "dev.es", "train.en", "train.es"]
    write_synthetic_corpus(tmp_path / "b", 3000, seed=1, dev_pairs=30, test_pairs=0)
    assert corpus_bytes(tmp_path / "b") == files
    write_synthetic_corpus(tmp_path / "c", 3000, seed=2, dev_pairs=30, test_pairs=0)
    assert corpus_bytes(tmp_path / "c")["train.en"] != files["train.en"]
    write_synthetic_corpus(tmp_path / "d", 1000, seed=1, dev_pairs=30, test_pairs=0)
    assert files["train.es"].startswith(corpus_bytes(tmp_path / "d")["train.es"])
    assert files["dev.en"] != files["train.en"][: len(files["dev.en"])]

    src, tgt, report = read_parallel(tmp_path / "a" / "train.es", tmp_path / "a" / "train.en")
    assert report.kept == 3000
    pairs = [(s.split(" "), t.split(" ")) for s, t in zip(src, tgt)]
    assert all(MIN_WORDS <= len(t) <= MAX_WORDS and len(s) == len(t) for s, t in pairs)
    # Word-by-word: source word p translates target word p - 1, p or p + 1; the candidates left
    # after every occurrence of a word make its translation.
    candidates, occurrences = {}, Counter(w for _, t in pairs for w in t)
    for s, t in pairs:
        for p, word in enumerate(t):
            near = set(s[max(0, p - 1) : p + 2])
            candidates[word] = candidates.get(word, near) & near
    assert all(candidates.values())  # no word contradicts itself
    translate = {w: min(c) for w, c in candidates.items() if len(c) == 1}
    assert all(w in translate for w, n in occurrences.items() if n >= 5)
    assert len(set(translate.values())) == len(translate) <= VOCAB_SIZE  # one-to-one
    swapped = 0
    for s, t in pairs:
        if not all(w in translate for w in t):
            continue
        word_by_word, p = [translate[w] for w in t], 0
        while p < len(s):  # s is word_by_word with some disjoint neighbours swapped
            if s[p] == word_by_word[p]:
                p += 1
            else:
                assert s[p : p + 2] == word_by_word[p : p + 2][::-1]
                p, swapped = p + 2, swapped + 1
    assert swapped > 100
    assert any(not w.isascii() for w in translate.values())


def test_no_temporary_files_are_left(index):
    assert sorted(os.listdir(index.directory)) == ["index.json"] + [s.name for s in index.shards]
    beside = [p.name for p in index.directory.parent.iterdir() if p.name.startswith(".")]
    assert not beside, beside
