"""Reading and validating a parallel corpus (one sentence per line, UTF-8) before any training.

Every problem that would otherwise surface deep inside training is a `CorpusError` with one line
that names the file and, where it applies, the line: a missing or empty file, a corrupted gzip file,
invalid UTF-8, a control character, or two sides with different line counts. Reading writes nothing.

Conventions:
- `path` is read if it exists, else `path.gz`; a name ending in `.gz` is read as gzip.
- Lines end at "\\n"; a "\\r\\n" ending is accepted as well. A UTF-8 byte order mark at the start of
a file is dropped.
- Control characters (Unicode category Cc: U+0000-U+001F, U+007F-U+009F) are errors, except the tab
  U+0009, which is ordinary text whitespace. A "\\r" that is not part of a "\\r\\n" ending is an
  error.
- A pair with an empty (or all-whitespace) side is skipped and counted, or is an error with
  `strict=True`; a pair with a side longer than `max_chars` characters is skipped and counted.
- Lines are returned as they are in the file: no normalisation (see `seq2seq.data.subword` for
that).
"""

from __future__ import annotations

import gzip
import re
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

# Cc characters other than tab and newline ("\n" separates lines, so it is never inside one).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
BOM = b"\xef\xbb\xbf"


class CorpusError(ValueError):
    """A corpus file that cannot be used; the message is one line naming the file (and line)."""

    def __init__(self, message: str):
        super().__init__(f"corpus error: {message}")


@dataclass(frozen=True)
class CorpusReport:
    """What `read_parallel` read and filtered.

    Attributes:
        src_path, tgt_path: the files actually read (a `.gz` twin when the plain name was missing).
        lines: lines per side in the files.
        kept: pairs returned.
        empty: pairs skipped because a side is empty or all whitespace.
        too_long: pairs skipped because a side has more than `max_chars` characters.
        max_chars: the limit applied (None: no limit).
    """

    src_path: str
    tgt_path: str
    lines: int
    kept: int
    empty: int
    too_long: int
    max_chars: int | None

    def summary(self) -> str:
        """One line, e.g. `a.es / a.en: 10 pairs, 8 kept, 1 with an empty side, 1 over 1000
        characters`."""
        limit = f"over {self.max_chars} characters" if self.max_chars is not None else "too long"
        return (
            f"{self.src_path} / {self.tgt_path}: {self.lines} pairs, {self.kept} kept, "
            f"{self.empty} with an empty side, {self.too_long} {limit}"
        )


class ParallelCorpus(NamedTuple):
    """The result of `read_parallel`; unpacks as `src, tgt, report = read_parallel(...)`."""

    src: list[str]
    tgt: list[str]
    report: CorpusReport


def resolve_path(path: str | Path) -> Path:
    """`path` if it is a file, else `path.gz` if that is one; otherwise a `CorpusError`."""
    path = Path(path)
    if path.is_file():
        return path
    gz = path.with_name(path.name + ".gz")
    if gz.is_file():
        return gz
    if path.exists():
        raise CorpusError(f"{path}: not a regular file")
    raise CorpusError(f"{path}: no such file (nor {gz.name})")


def read_lines(path: str | Path) -> list[str]:
    """All lines of one validated corpus file (plain or gzip), without their line endings.

    Raises:
        CorpusError: missing, empty, unreadable or corrupted gzip file; invalid UTF-8 (`file:line`
            with the byte and its 1-based byte column); a control character (`file:line`, U+XXXX).
    """
    path = resolve_path(path)
    with open_corpus(path) as f:
        data = f.read().removeprefix(BOM)
    if not data:
        raise CorpusError(f"{path}: empty file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        start = err.start  # byte offset in data
        line = data.count(b"\n", 0, start) + 1
        column = start - data.rfind(b"\n", 0, start)
        raise CorpusError(
            f"{path}:{line}: invalid UTF-8 (byte 0x{data[start]:02x} at column {column})"
        ) from None
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    for number, line in enumerate(lines, start=1):
        check_control_characters(path, number, line)
    return lines


def read_parallel(
    src_path: str | Path,
    tgt_path: str | Path,
    *,
    max_chars: int | None = 1000,
    strict: bool = False,
) -> ParallelCorpus:
    """Read and validate a sentence-aligned pair of files.

    Args:
        src_path, tgt_path: the two sides (`path` or `path.gz`).
        max_chars: skip a pair whose source or target has more characters than this (None: keep
        all).
        strict: a pair with an empty side is an error instead of being skipped.

    Returns:
        `ParallelCorpus(src, tgt, report)`: the kept lines of each side (same length, file order)
        and a `CorpusReport` of what was skipped.

    Raises:
        CorpusError: any problem of `read_lines` in either file; different line counts (both counts
            and both paths); with `strict`, the first empty side (`file:line`); no pair left.
    """
    from seq2seq.data.pair_stream import PairStream, line_count_message  # they import this module

    src_file, tgt_file = resolve_path(src_path), resolve_path(tgt_path)
    src_lines, tgt_lines = read_lines(src_file), read_lines(tgt_file)
    if len(src_lines) != len(tgt_lines):
        raise CorpusError(line_count_message(src_file, len(src_lines), tgt_file, len(tgt_lines)))
    stream = PairStream(src_file, tgt_file, max_chars=max_chars, strict=strict)
    pairs = list(stream.pairs_of(iter(src_lines), iter(tgt_lines)))
    return ParallelCorpus([s for s, _ in pairs], [t for _, t in pairs], stream.report())


@contextmanager
def open_corpus(path: Path):
    """The open binary file (gunzipped for `.gz`); read errors become `CorpusError`s."""
    try:
        with gzip.open(path, "rb") if path.name.endswith(".gz") else open(path, "rb") as f:
            yield f
    except (gzip.BadGzipFile, EOFError, zlib.error) as err:
        raise CorpusError(f"{path}: corrupted gzip file ({err})") from None
    except OSError as err:
        raise CorpusError(f"{path}: cannot read ({err.strerror or err})") from None


def iter_lines(path: Path) -> Iterator[str]:
    """The lines of one corpus file, validated one at a time by `read_lines`' rules and messages:
    a reader that streams, for corpora larger than memory."""
    number = 0
    with open_corpus(path) as f:
        for number, raw in enumerate(f, start=1):
            if number == 1:
                raw = raw.removeprefix(BOM)
                if not raw:
                    number = 0
                    break
            raw = raw.removesuffix(b"\n").removesuffix(b"\r")
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                raise CorpusError(
                    f"{path}:{number}: invalid UTF-8 (byte 0x{raw[err.start]:02x} at column "
                    f"{err.start + 1})"
                ) from None
            check_control_characters(path, number, line)
            yield line
    if number == 0:
        raise CorpusError(f"{path}: empty file")


def check_control_characters(path: Path | str, number: int, line: str) -> None:
    """A `CorpusError` naming ``path:number`` and the column when ``line`` holds a control
    character (tabs and line ends aside), which no corpus reader accepts."""
    match = _CONTROL.search(line)
    if match:
        raise CorpusError(
            f"{path}:{number}: control character U+{ord(match.group()):04X} at column "
            f"{match.start() + 1}"
        )
