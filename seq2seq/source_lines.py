"""The source lines of this package's modules, pinned as they were when a long run started.

TensorFlow's AutoGraph converts a Python function by reading its source (`inspect`, through
`linecache`) when the function is first traced, which for a training's final evaluation is an hour
or more after the start. A file edited meanwhile (a `git checkout`, a refactor beside a background
run) would hand it other lines, and it would convert the wrong function or fail in the last
minutes of the run. `linecache` keeps the lines of an entry without a modification time whatever
the file becomes, so `pin_package_sources` stores each loaded module's lines that way, and keeps
AutoGraph from re-reading a pinned file (its `_fix_linecache_record` compares a module's name with
a module, so it always calls `linecache.updatecache`, which reads the file again).
"""

from __future__ import annotations

import inspect
import linecache
import sys


def pin_package_sources(package: str = "seq2seq") -> int:
    """Pins the lines of every loaded module of ``package`` (once each; a module loaded later is
    read when it is used, as before). Returns how many files were pinned."""
    _keep_autograph_on_pinned_lines()
    pinned = 0
    for name, module in list(sys.modules.items()):
        path = getattr(module, "__file__", None)
        if not (name == package or name.startswith(package + ".")) or not path:
            continue
        if not path.endswith(".py") or _is_pinned(path):
            continue
        lines = linecache.getlines(path)
        if lines:
            linecache.cache[path] = (sum(map(len, lines)), None, lines, path)
            pinned += 1
    return pinned


def _is_pinned(path: str) -> bool:
    entry = linecache.cache.get(path)
    return entry is not None and len(entry) == 4 and entry[1] is None


def _keep_autograph_on_pinned_lines() -> None:
    """AutoGraph's source lookup, without its re-read of a pinned file (once per process)."""
    try:
        from tensorflow.python.autograph.pyct import inspect_utils
    except ImportError:  # no TensorFlow here: nothing converts functions
        return
    original = getattr(inspect_utils, "_fix_linecache_record", None)
    if original is None or getattr(original, "keeps_pinned_lines", False):
        return

    def fix_linecache_record(obj) -> None:
        try:
            path = inspect.getfile(obj)
        except TypeError:
            path = None
        if path is None or not _is_pinned(path):
            original(obj)

    fix_linecache_record.keeps_pinned_lines = True
    inspect_utils._fix_linecache_record = fix_linecache_record
