"""glibc's allocator told to give large blocks back to the system as soon as they are freed.

glibc's ``malloc`` serves a block of more than its *mmap threshold* with a mapping of its own, given
back to the system by ``free``; smaller blocks come from the heap, whose freed space stays in the
process. The threshold starts at 128 KB and grows with every mapped block freed, up to 32 MB, so in
a training process (whose steps allocate and free the same multi-megabyte activations, of a new
size with every batch shape) blocks of a few megabytes soon come from the heap and leave it
fragmented: the resident memory grows with the shapes seen. A fixed threshold of `MMAP_THRESHOLD`
keeps those blocks out of the heap. Measured on a bench-small training (`seq2seq-bench train`, 60
steps after 10, one thread, two runs each; docs/results/memory/): peak resident memory 933 against
977 MB with the same step time; 16 MB is worse than the default (1,030 MB). The commands and the
benchmarks' measured processes call `return_large_blocks` (``seq2seq.commands``,
``seq2seq.benchmarks``); ``import seq2seq`` leaves a library user's allocator alone.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os

# Blocks of at least this many bytes are mapped on their own and given back when freed.
MMAP_THRESHOLD = 4 << 20
# glibc's mallopt parameter number of the mmap threshold (malloc.h: M_MMAP_THRESHOLD).
_M_MMAP_THRESHOLD = -3
# glibc reads this variable when the process starts; a user who sets it keeps their value.
_ENVIRONMENT = "MALLOC_MMAP_THRESHOLD_"


def return_large_blocks(threshold: int = MMAP_THRESHOLD) -> bool:
    """Sets glibc's mmap threshold to ``threshold`` bytes for this process. False (and nothing
    done) where the C library is not glibc, or where ``MALLOC_MMAP_THRESHOLD_`` is set."""
    if os.environ.get(_ENVIRONMENT) is not None:
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # not glibc (musl, macOS): no such knob
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return mallopt(_M_MMAP_THRESHOLD, threshold) == 1
