"""What this process holds in memory, read from the kernel (no TensorFlow import: the benchmarks'
parent process and the training results both use it).

``peak_rss_mb`` is the peak resident set (``ru_maxrss``); ``rss_mb`` the resident set now
(``VmRSS``); ``rss_parts_mb`` splits it into private pages and pages of mapped files.
"""

from __future__ import annotations

import resource


def peak_rss_mb() -> float:
    """Peak resident set size of this process (``ru_maxrss``, KiB on Linux) in MiB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def rss_mb() -> float:
    """This process's resident set size now (``VmRSS``) in MiB."""
    return _status_mb("VmRSS")


def rss_parts_mb() -> dict[str, float]:
    """This process's resident set now in two parts, in MiB: ``private_rss_mb`` (``RssAnon``: its
    own heap, tensors and stacks) and ``file_rss_mb`` (``RssFile``: pages of mapped files, mostly
    the shared libraries' code, clean and shared with every process mapping the same files).
    TensorFlow 2.21's library is twice 2.15's size, so two versions' processes differ in the
    second part for reasons no training code controls."""
    return {"private_rss_mb": _status_mb("RssAnon"), "file_rss_mb": _status_mb("RssFile")}


def _status_mb(key: str) -> float:
    """The ``key`` line of ``/proc/self/status`` (a size in KiB) in MiB; 0 where there is none."""
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024.0
    return 0.0
