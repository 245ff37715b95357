"""Faults of streamed shards (docs/reliability.md): shards that are damaged, missing, stale,
listed wrongly by their index or left half written by a killed run. Each row writes the tiny
corpus's shards: a second or less."""

import json
import os
from pathlib import Path

import pytest

from seq2seq import config as config_lib
from seq2seq.data.shards import ShardIndex, open_or_write_shards, write_shards
from seq2seq.data.subword import Vocabularies
from seq2seq.run_layout import SHARDS
from seq2seq.training.data import StreamedData

SETTINGS = {"max_length": 10, "max_chars": 60, "pairs_per_shard": 40, "seed": 0}


@pytest.fixture(scope="module")
def corpus(tiny_corpus, tmp_path_factory):
    """(train.es, train.en, vocabularies) of the tiny corpus, and another corpus's shards."""
    folder = tmp_path_factory.mktemp("shard-faults")
    src, tgt = tiny_corpus / "train.es", tiny_corpus / "train.en"
    lines = [p.read_text("utf-8").splitlines() for p in (src, tgt)]
    vocabs = Vocabularies.build_or_load(folder / "run", *lines, vocab_size=200)
    other = folder / "other"
    other.mkdir()
    for name, text in (("train.es", lines[0][::-1]), ("train.en", lines[1][::-1])):
        (other / name).write_text("\n".join(text) + "\n", "utf-8")
    write_shards(
        other / "train.es", other / "train.en", vocabs.src, vocabs.tgt, folder / "o", **SETTINGS
    )
    return src, tgt, vocabs, folder / "o"


def _edit_index(**change):
    def edit(out: Path, other: Path) -> None:
        fields = json.loads((out / "index.json").read_text("utf-8"))
        for key, value in change.items():
            fields[key] = value(fields[key])
        (out / "index.json").write_text(json.dumps(fields), "utf-8")

    return edit


def _flip(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))


def _copy(source: Path, target: Path) -> None:
    target.write_bytes(source.read_bytes())


# (damage done to a shard directory (and the other corpus's shards, to take from), what the one
# line written before they are encoded again says)
SHARD_FAULTS = [
    pytest.param(
        lambda out, o: os.truncate(out / "shard-00001.tfrecord", 100),
        "shard-00001.tfrecord: 100 bytes, the index says",
        id="truncated",
    ),
    pytest.param(
        lambda out, o: _flip(out / "shard-00002.tfrecord"),
        "shard-00002.tfrecord: damaged (its sha256",
        id="one-byte-flipped",
    ),
    pytest.param(
        lambda out, o: (out / "shard-00003.tfrecord").unlink(),
        "shard-00003.tfrecord: missing (the index lists it)",
        id="missing",
    ),
    pytest.param(
        lambda out, o: os.truncate(out / "shard-00000.tfrecord", 0),
        "shard-00000.tfrecord: 0 bytes, the index says",
        id="empty",
    ),
    pytest.param(
        lambda out, o: _copy(o / "shard-00000.tfrecord", out / "shard-00000.tfrecord"),
        "shard-00000.tfrecord: ",
        id="a-shard-of-another-corpus",
    ),
    pytest.param(
        lambda out, o: [_copy(p, out / p.name) for p in o.iterdir()],
        "stale shards (other corpus, subword models or settings)",
        id="the-shards-of-another-corpus",
    ),
    pytest.param(
        lambda out, o: _copy(out / "shard-00000.tfrecord", out / "shard-00099.tfrecord"),
        "shard-00099.tfrecord: a shard that",
        id="a-shard-the-index-does-not-list",
    ),
    pytest.param(
        _edit_index(shards=lambda shards: shards[:-1]),
        ": a shard that",
        id="index-drops-a-shard",
    ),
    pytest.param(
        _edit_index(shards=lambda shards: shards + shards[:1]),
        "shard 6 is named 'shard-00000.tfrecord', not shard-00006.tfrecord",
        id="index-lists-a-shard-twice",
    ),
    pytest.param(
        _edit_index(pairs=lambda pairs: pairs + 1),
        "index.json: {pairs} pairs, its shards hold {held}",
        id="index-pair-count",
    ),
    pytest.param(
        lambda out, o: [
            *(p.unlink() for p in out.glob("shard-*")),
            _edit_index(
                pairs=lambda n: 0, shards=lambda s: [], length_histogram=lambda h: [0] * 12
            )(out, o),
        ],
        "index.json: no pairs",
        id="index-of-nothing",
    ),
    pytest.param(
        lambda out, o: os.truncate(out / "index.json", 200),
        "index.json: not a shard index",
        id="index-truncated",
    ),
    pytest.param(lambda out, o: (out / "index.json").unlink(), "no shards yet", id="index-missing"),
]


@pytest.mark.parametrize("damage,says", SHARD_FAULTS)
def test_damaged_shards_are_named_and_encoded_again(corpus, damage, says, tmp_path):
    src, tgt, vocabs, other = corpus
    fresh = write_shards(src, tgt, vocabs.src, vocabs.tgt, tmp_path / "fresh", **SETTINGS)
    out = tmp_path / "shards"
    write_shards(src, tgt, vocabs.src, vocabs.tgt, out, **SETTINGS)
    damage(out, other)
    if "stale" not in says:  # (another corpus's whole shards: refused by their fingerprint)
        with pytest.raises((ValueError, FileNotFoundError)):
            ShardIndex.load(out)  # never read as they are
    messages = []
    index = open_or_write_shards(
        src, tgt, vocabs.src, vocabs.tgt, out, log=messages.append, **SETTINGS
    )
    says = says.format(pairs=fresh.pairs + 1, held=fresh.pairs)
    assert says in messages[0] and "\n" not in messages[0], messages
    # What is trained on is what a fresh write gives, byte for byte.
    assert index.to_json() == fresh.to_json()
    assert sorted(p.name for p in out.iterdir()) == sorted(
        p.name for p in fresh.directory.iterdir()
    )
    for mine, truth in zip(index.files, fresh.files, strict=True):
        assert mine.read_bytes() == truth.read_bytes()


def test_a_shard_write_left_by_a_killed_run_is_removed(corpus, tmp_path):
    src, tgt, vocabs, _ = corpus
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    # What SIGKILL leaves mid-write: the staged folder (scatter files, a shard) and a replaced
    # folder put aside; and a user's files of similar names, which stay.
    left = [run_dir / ".shards.k1ll3d_0.tmp", run_dir / ".shards.k1ll3d_1.old"]
    for folder in left:
        folder.mkdir()
        (folder / "scatter-00000.bin").write_bytes(b"\0" * 4096)
    mine = [run_dir / "shards.tmp", run_dir / ".shards.keep", tmp_path / ".shards.abcdefgh.tmp"]
    for path in mine:
        path.write_text("the user's", "utf-8")
    config = config_lib.load(
        "bench-small",
        [
            f"data.max_length={SETTINGS['max_length']}",
            f"data.max_chars={SETTINGS['max_chars']}",
            f"data.shard_pairs={SETTINGS['pairs_per_shard']}",
            "train.seed=0",
        ],
    )
    messages = []
    data = StreamedData.write_or_open(config, (src, tgt), vocabs, run_dir, messages.append)
    assert not any(folder.exists() for folder in left)
    assert all(path.read_text("utf-8") == "the user's" for path in mine)
    assert sorted(p.name for p in run_dir.iterdir()) == sorted(
        ["shards", "shards.tmp", ".shards.keep"]
    )
    assert [m for m in messages if "killed run" in m] == [
        f"removed {folder.name}, a write of the shards that a killed run left" for folder in left
    ]
    assert data.index.directory == run_dir / SHARDS
