"""The trainer's training set (seq2seq.training.data): which pipeline a config gets, and the
streamed one yielding the batches it announces."""

import os

import numpy as np
import pytest

from seq2seq import config as C
from seq2seq.data.subword import Vocabularies
from seq2seq.training import data as D
from seq2seq.training.trainer import corpus_paths


def _config(corpus, *extra):
    return C.load(
        "bench-small",
        [f"data.corpus={corpus}", "data.vocab_size=120", "train.batch_size=16", *extra],
    )


def test_auto_streams_only_big_training_files(tmp_path, tiny_corpus):
    paths = corpus_paths(_config(tiny_corpus), "train")
    assert not D.streams(_config(tiny_corpus), paths)
    assert D.streams(_config(tiny_corpus, "data.pipeline=stream"), paths)
    assert not D.streams(_config(tiny_corpus, "data.pipeline=memory"), paths)
    big = tmp_path / "big"
    big.mkdir()
    for path in paths:  # sparse files: only their size matters
        with open(big / path.name, "wb") as f:
            f.truncate(D.STREAM_ABOVE_BYTES // 2 + 1)
    assert D.streams(_config(big), corpus_paths(_config(big), "train"))


def test_the_vocabulary_sample_is_read_only_when_a_model_is_trained(tmp_path, tiny_corpus):
    config = _config(tiny_corpus, "data.vocab_sample=1000")
    paths = corpus_paths(config, "train")
    src, tgt = D.vocabulary_sample(config, paths)  # nothing read yet: generators
    lines = (paths[0].read_text("utf-8").splitlines(), paths[1].read_text("utf-8").splitlines())
    assert (list(src), list(tgt)) == lines  # a small corpus: all of it, in order


def test_streamed_data_yields_its_announced_batches_and_resumes_exactly(tmp_path, tiny_corpus):
    config = _config(tiny_corpus, "data.pipeline=stream")
    paths = tuple(corpus_paths(config, "train"))
    vocabs = Vocabularies.build_or_load(
        tmp_path, *D.vocabulary_sample(config, paths), vocab_size=120
    )
    data = D.StreamedData.write_or_open(config, paths, vocabs, tmp_path, log=lambda _: None)
    assert os.path.exists(D.StreamedData.index_path(tmp_path))
    epoch = [{k: v.numpy() for k, v in b.items()} for b in data.dataset(1)]
    assert len(epoch) == data.steps_per_epoch(1)
    tokens = sum(int(b["tgt_len"].sum()) for b in epoch)
    assert np.isclose(tokens / sum(len(b["tgt_len"]) for b in epoch), data.mean_target_tokens)
    resumed = [{k: v.numpy() for k, v in b.items()} for b in data.dataset(1, skip=5)]
    assert len(resumed) == len(epoch) - 5
    for a, b in zip(resumed, epoch[5:]):
        for key in a:
            np.testing.assert_array_equal(a[key], b[key])
    other = [b["src_ids"].shape for b in data.dataset(2)]
    assert other != [b["src_ids"].shape for b in epoch]  # another epoch, another order


def test_the_epoch_split_names_what_draws_other_batches(tmp_path, tiny_corpus):
    """Shards shared out by files between workers make other batches than a whole epoch (what
    `seq2seq.training.epoch_split` keeps a resume from mixing): their splits are told apart."""
    config = _config(tiny_corpus, "data.pipeline=stream", "data.shard_pairs=40")
    paths = tuple(corpus_paths(config, "train"))
    vocabs = Vocabularies.build_or_load(
        tmp_path, *D.vocabulary_sample(config, paths), vocab_size=120
    )

    def split(workers, replicas):
        data = D.StreamedData.write_or_open(
            config, paths, vocabs, tmp_path, lambda _: None, workers, replicas
        )
        return data.by_files, data.epoch_split()

    whole = D.TrainingData().epoch_split()  # every worker reads it all
    assert split(1, 1) == (False, whole)
    assert split(1, 2) == (False, whole)  # one worker's replicas slice the same global batches
    assert split(2, 2) == (True, "the shards split by files between 2 workers (2 replicas in all)")
    assert split(3, 3)[1] != split(2, 2)[1] != split(2, 4)[1]


def _epoch_batches(tmp_path, tiny_corpus):
    """A function (pipeline, *settings) -> epochs -> each epoch's batches (their ``tgt_out``
    bytes), for ``pipeline`` "memory" or "stream" over the tiny corpus with those settings."""
    paths = tuple(corpus_paths(_config(tiny_corpus), "train"))
    vocabs = Vocabularies.build_or_load(
        tmp_path, *D.vocabulary_sample(_config(tiny_corpus), paths), vocab_size=120
    )
    lines = tuple(p.read_text("utf-8").splitlines() for p in paths)

    def batches(pipeline: str, *settings: str, epochs=(1,), announced=None) -> list[list[bytes]]:
        config = _config(tiny_corpus, *settings)
        if pipeline == "memory":
            data = D.InMemoryData(config, lines, vocabs, None, log=lambda _: None)
        else:
            folder = tmp_path / pipeline / "-".join(settings)
            folder.mkdir(parents=True)
            data = D.StreamedData.write_or_open(config, paths, vocabs, folder, log=lambda _: None)
        if announced is not None:  # a list: the steps each epoch announces, before it is read
            announced.extend(data.epoch_steps(max(epochs) + 1)[e] for e in epochs)
        return [[b["tgt_out"].numpy().tobytes() for b in data.dataset(e)] for e in epochs]

    return batches


# Batchings whose epochs differ in their number of batches: the planned length of a run (and a
# schedule that follows it, `final_decay`) is the sum of the announced counts, in a resumed run too.
TOKENS = ("train.batch_unit=tokens", "train.loss_normalizer=batch_tokens", "train.batch_size=200")
BATCHINGS = [
    ("data.bucketing=true", "data.bucketed_epochs=0"),
    ("data.bucketing=true", "data.bucketed_epochs=1"),
    ("data.bucketing=false",),
    TOKENS,
    (*TOKENS, "data.bucketed_epochs=1"),
    (*TOKENS, "data.bucketing=false"),
    ("train.batch_size=7", "data.bucket_growth=0.3", "data.max_length=12"),
]


@pytest.mark.parametrize("pipeline", ["memory", "stream"])  # the first in the fast tier
def test_every_epoch_announces_exactly_its_batches(pipeline, tmp_path, tiny_corpus):
    batches = _epoch_batches(tmp_path, tiny_corpus)
    for settings in BATCHINGS:
        announced: list[int] = []
        epochs = batches(pipeline, *settings, epochs=range(3), announced=announced)
        assert announced == [len(e) for e in epochs], (pipeline, settings)


def test_data_seed_orders_the_batches_and_nothing_else(tmp_path, tiny_corpus):
    """``train.data_seed`` draws the batch order that ``train.seed`` of the same value draws
    (both pipelines); -1 (the default) follows ``train.seed``."""
    order = _epoch_batches(tmp_path, tiny_corpus)
    for pipeline in ("memory", "stream"):
        seven = order(pipeline, "train.seed=7")
        assert order(pipeline, "train.seed=1", "train.data_seed=7") == seven
        assert order(pipeline, "train.seed=7", "train.data_seed=-1") == seven
        assert order(pipeline, "train.seed=1") != seven


def test_bucketed_epochs_bucket_the_first_epochs_then_plain_batches(tmp_path, tiny_corpus):
    """``data.bucketed_epochs: N`` (with ``bucketing: true``): epochs 0..N-1 are the buckets'
    batches, the later ones plain batches, each exactly what that batching alone draws for the
    epoch (both pipelines); 0 buckets every epoch, and ``bucketing: false`` none."""
    batches = _epoch_batches(tmp_path, tiny_corpus)

    def epochs(pipeline: str, *settings: str) -> list[list[bytes]]:
        return batches(pipeline, "data.bucket_growth=0", *settings, epochs=range(3))

    for pipeline in ("memory", "stream"):
        buckets = epochs(pipeline, "data.bucketing=true", "data.bucketed_epochs=0")
        plain = epochs(pipeline, "data.bucketing=false")
        assert buckets[0] != plain[0]
        mixed = epochs(pipeline, "data.bucketing=true", "data.bucketed_epochs=2")
        assert mixed == buckets[:2] + plain[2:]
        assert epochs(pipeline, "data.bucketing=false", "data.bucketed_epochs=2") == plain


def test_the_batching_note_says_how_batches_are_made(tiny_corpus):
    def note(*settings):
        return D.batching_note(_config(tiny_corpus, *settings))

    assert note("data.bucketing=false") == "batches: plain shuffled batches of 16 sentences"
    assert "then" not in note("data.bucketing=true", "data.bucketed_epochs=0")
    assert note("data.bucketing=true", "data.bucketed_epochs=1").endswith(
        "for the first epoch, then plain shuffled batches of 16 sentences"
    )
    assert "for the first 2 epochs, then" in note("data.bucketing=true", "data.bucketed_epochs=2")
