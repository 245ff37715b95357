"""A parallel corpus read line by line in constant memory: `read_parallel`'s pairs and errors."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

from seq2seq.data.corpus import CorpusError, CorpusReport, iter_lines, resolve_path


class PairStream:
    """The pairs `read_parallel` would return, read line by line in constant memory.

    Iterating yields `(src, tgt)` strings in file order: the same pairs, the same skips and the same
    one-line `CorpusError`s as `seq2seq.data.corpus.read_parallel(src_path, tgt_path,
    max_chars=..., strict=...)` (when a corpus has several problems the first one met in reading
    order is raised, which may not be the one `read_parallel` names). After a full iteration
    `report()` says what was read and skipped. Each iteration reads the files again.
    """

    def __init__(
        self,
        src_path: str | Path,
        tgt_path: str | Path,
        *,
        max_chars: int | None = 1000,
        strict: bool = False,
    ):
        self.src_path, self.tgt_path = resolve_path(src_path), resolve_path(tgt_path)
        self.max_chars, self.strict = max_chars, strict
        self.lines = self.kept = self.empty = self.too_long = 0

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return self.pairs_of(iter_lines(self.src_path), iter_lines(self.tgt_path))

    def pairs_of(
        self, src_lines: Iterator[str], tgt_lines: Iterator[str]
    ) -> Iterator[tuple[str, str]]:
        """The kept pairs of these lines of the two files (iterators), counted for `report`."""
        self.lines = self.kept = self.empty = self.too_long = 0
        for s, t in itertools.zip_longest(src_lines, tgt_lines):
            if s is None or t is None:
                src_count = self.lines + (s is not None) + sum(1 for _ in src_lines)
                tgt_count = self.lines + (t is not None) + sum(1 for _ in tgt_lines)
                raise CorpusError(
                    line_count_message(self.src_path, src_count, self.tgt_path, tgt_count)
                )
            self.lines += 1
            if not s.strip() or not t.strip():
                if self.strict:
                    path = self.src_path if not s.strip() else self.tgt_path
                    raise CorpusError(f"{path}:{self.lines}: empty line")
                self.empty += 1
            elif self.max_chars is not None and (
                len(s) > self.max_chars or len(t) > self.max_chars
            ):
                self.too_long += 1
            else:
                self.kept += 1
                yield s, t
        if not self.kept:
            raise CorpusError(f"no usable pairs: {self.report().summary()}")

    def report(self) -> CorpusReport:
        """What the last iteration read and skipped (as `read_parallel` reports it)."""
        return CorpusReport(
            src_path=str(self.src_path),
            tgt_path=str(self.tgt_path),
            lines=self.lines,
            kept=self.kept,
            empty=self.empty,
            too_long=self.too_long,
            max_chars=self.max_chars,
        )


def line_count_message(src_file: Path, src_lines: int, tgt_file: Path, tgt_lines: int) -> str:
    """The `CorpusError` message for two sides of different lengths."""
    return (
        f"different line counts: {src_file} has {src_lines} lines, {tgt_file} has {tgt_lines} lines"
    )
