"""This process's memory readings: the resident set split into private and file-backed parts."""

from __future__ import annotations

import mmap
import sys

import numpy as np
import pytest

from seq2seq.process_memory import rss_mb, rss_parts_mb

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="/proc/self/status is Linux's")


def test_the_parts_add_up_to_the_resident_set():
    parts = rss_parts_mb()
    assert parts["private_rss_mb"] > 0 and parts["file_rss_mb"] > 0
    # VmRSS = RssAnon + RssFile + RssShmem; the two reads are a moment apart.
    assert abs(parts["private_rss_mb"] + parts["file_rss_mb"] - rss_mb()) < 16


def test_touched_memory_is_private_and_a_read_file_is_not(tmp_path):
    before = rss_parts_mb()
    block = np.ones(48 << 20, dtype=np.uint8)  # 48 MiB, every page written
    grown = rss_parts_mb()
    assert grown["private_rss_mb"] - before["private_rss_mb"] > 44
    assert abs(grown["file_rss_mb"] - before["file_rss_mb"]) < 4
    path = tmp_path / "pages.bin"
    path.write_bytes(bytes(32 << 20))
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        assert sum(mapped[i] for i in range(0, len(mapped), 4096)) == 0  # every page read
        mapped_parts = rss_parts_mb()
    assert mapped_parts["file_rss_mb"] - grown["file_rss_mb"] > 28
    assert abs(mapped_parts["private_rss_mb"] - grown["private_rss_mb"]) < 4
    del block
