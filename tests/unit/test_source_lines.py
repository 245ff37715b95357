"""`source_lines.pin_package_sources`: a module's source as AutoGraph and `inspect` read it stays
the one it was loaded with, whatever its file becomes during a long run."""

import importlib
import inspect
import sys

import tensorflow as tf

from seq2seq.source_lines import pin_package_sources

MODULE = """
import tensorflow as tf


def double(x):
    if tf.reduce_sum(x) > 0:  # converted by AutoGraph when traced
        return x * 2
    return x
"""


def test_a_file_edited_after_the_pin_keeps_its_loaded_lines(tmp_path, monkeypatch):
    package = tmp_path / "pinned_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "ops.py").write_text(MODULE)
    monkeypatch.syspath_prepend(str(tmp_path))
    ops = importlib.import_module("pinned_pkg.ops")
    try:
        assert pin_package_sources("pinned_pkg") == 1  # ops.py (the empty __init__ has no lines)
        # An edit beside the run: lines added above the function move it down the file.
        (package / "ops.py").write_text("def other(a, b, c):\n    return a\n\n" + MODULE)
        assert inspect.getsource(ops.double).startswith("def double(x):")
        traced = tf.function(ops.double)  # AutoGraph reads the source now
        assert traced(tf.constant([1.0, 2.0])).numpy().tolist() == [2.0, 4.0]
        assert pin_package_sources("pinned_pkg") == 0  # once each
    finally:
        for name in ("pinned_pkg.ops", "pinned_pkg"):
            sys.modules.pop(name, None)


def test_only_the_packages_modules_are_pinned():
    import linecache

    pin_package_sources()
    pinned = [
        path for path, entry in linecache.cache.items() if len(entry) == 4 and entry[1] is None
    ]
    assert any(path.endswith("source_lines.py") for path in pinned)
    assert all("seq2seq" in path or "pinned_pkg" in path or path.startswith("<") for path in pinned)
