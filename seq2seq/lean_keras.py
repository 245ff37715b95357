"""TensorFlow and Keras 3 without the optional imports that seq2seq's commands never use.

Importing TensorFlow 2.16+ and Keras 3 also imports ``matplotlib.pyplot`` (Keras' image gallery
plot) and ``h5py`` (the legacy ``.h5`` model format of TensorFlow's bundled Keras 2): 29 + 11 MB of
resident memory and about 0.8 s in every process (TensorFlow 2.21, measured), more memory than the
whole difference between our training's peak and tensorflow-addons' on the same batches. Both
libraries treat them as optional (``try: import ... except ImportError``; Keras 3's own ``.h5``
saving imports h5py lazily), so `skip_unused_keras_imports` makes exactly those imports fail *while
TensorFlow and Keras import themselves*, and nowhere else: seq2seq's heatmaps import matplotlib
later, normally. The command-line tools and the benchmarks' measured processes call it (the
``seq2seq.commands`` and ``seq2seq.benchmarks`` packages), ``import seq2seq`` does not: a library
user's Keras keeps every feature. ``SEQ2SEQ_FULL_KERAS=1`` turns it off.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys

# Imported by TensorFlow / Keras at import time for features the commands never use.
UNUSED_BY_COMMANDS = ("matplotlib", "h5py")
# The top-level packages whose import hides them.
IMPORTERS = ("tensorflow", "keras")


class _HidingLoader(importlib.abc.Loader):
    """Runs ``loader`` (the package's own) with `UNUSED_BY_COMMANDS` unimportable, unless they were
    imported already."""

    def __init__(self, loader):
        self.loader = loader

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:
        hidden = [name for name in UNUSED_BY_COMMANDS if name not in sys.modules]
        for name in hidden:
            sys.modules[name] = None  # `import name` raises ModuleNotFoundError (an ImportError)
        try:
            self.loader.exec_module(module)
        finally:
            for name in hidden:
                if name in sys.modules and sys.modules[name] is None:
                    del sys.modules[name]
            if all(name in sys.modules for name in IMPORTERS):
                _remove_finder()

    def __getattr__(self, name):  # get_code, is_package, get_resource_reader, ...
        return getattr(self.loader, name)


class _Finder(importlib.abc.MetaPathFinder):
    """Finds `IMPORTERS` as usual, with a `_HidingLoader` (``importlib.util.find_spec``, which
    TensorFlow calls on ``keras``, finds without importing: the finder stays until both are in)."""

    def find_spec(self, fullname, path, target=None):
        if fullname not in IMPORTERS:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _HidingLoader(spec.loader)
        return spec


def _remove_finder() -> None:
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, _Finder)]


def skip_unused_keras_imports() -> None:
    """Makes the coming imports of TensorFlow and Keras skip `UNUSED_BY_COMMANDS` (once per
    process; nothing if both are imported already, or with ``SEQ2SEQ_FULL_KERAS=1``)."""
    if all(name in sys.modules for name in IMPORTERS):
        return
    if os.environ.get("SEQ2SEQ_FULL_KERAS") == "1":
        return
    if not any(isinstance(f, _Finder) for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder())
