"""`seq2seq.heap`: after `return_large_blocks`, a freed block of a few megabytes is given back and
the next one is mapped again; without it, glibc's threshold rises past such a block once one is
freed, and the next comes from the heap (the control, so the check can fail). Fresh interpreters:
the allocator's threshold is per process. glibc's `mallinfo2` (2.33+) counts the mapped bytes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

PROBE = r"""
import ctypes, json, sys
fields = ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
          "fordblks", "keepcost")
class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in fields]
libc = ctypes.CDLL("libc.so.6")
libc.mallinfo2.restype = MallInfo2
libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
setting = None
if sys.argv[1] == "commands":
    import seq2seq.commands  # as every command's process does
elif sys.argv[1] == "call":
    from seq2seq.heap import return_large_blocks
    setting = return_large_blocks()
size = 5 << 20  # above MMAP_THRESHOLD, below glibc's dynamic maximum (32 MB)
libc.free(libc.malloc(size))  # the default threshold rises past `size` here
before = libc.mallinfo2().hblkhd
block = libc.malloc(size)
mapped = libc.mallinfo2().hblkhd - before >= size
libc.free(block)
print(json.dumps({"setting": setting, "mapped": mapped}))
"""


def _probe(how: str, **env) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, how],
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or os.confstr("CS_GNU_LIBC_VERSION") is None,
    reason="glibc only",
)


@pytest.mark.parametrize(
    "how, env, setting, mapped",
    [
        ("none", {}, None, False),  # the control: glibc's default reuses the heap
        ("call", {}, True, True),
        ("commands", {}, None, True),  # importing seq2seq.commands sets it
        # a user's own threshold (read by glibc at start-up) is left alone
        ("call", {"MALLOC_MMAP_THRESHOLD_": str(64 << 20)}, False, False),
    ],
)
def test_large_blocks_are_mapped_again_after_one_is_freed(how, env, setting, mapped):
    assert _probe(how, **env) == {"setting": setting, "mapped": mapped}
