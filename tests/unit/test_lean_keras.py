"""`seq2seq.lean_keras`: a command's process imports TensorFlow and Keras without matplotlib and
h5py, and can still import both afterwards; the control (``SEQ2SEQ_FULL_KERAS=1``) shows that
TensorFlow 2.21 / Keras 3 do import them otherwise, so the check can fail. Fresh interpreters:
the hook acts on the first import of TensorFlow, which this test process has done long ago."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

PROBE = """
import json, sys
import seq2seq.commands  # installs the hook, as every command's process does
import tensorflow as tf
import keras
imported = {name: name in sys.modules for name in ("matplotlib", "h5py")}
hook_left = any(type(f).__module__ == "seq2seq.lean_keras" for f in sys.meta_path)
from seq2seq.plotting import attention_png  # imports matplotlib now, normally
import numpy as np
png = attention_png(np.eye(3, dtype="float32"), ["a", "b", "c"], ["x", "y", "z"])
import h5py
print(json.dumps({"imported": imported, "hook_left": hook_left,
                  "png": png[:4] == b"\\x89PNG", "h5py": h5py.File.__name__,
                  "dense": keras.layers.Dense(2)(tf.zeros([1, 3])).shape.as_list()}))
"""


def _probe(**env) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE],
        env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3", **env},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


# The control (full Keras) is a second fresh TensorFlow import: the slow tier runs it.
@pytest.mark.parametrize("full", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_commands_import_tensorflow_without_matplotlib_and_h5py(full):
    result = _probe(SEQ2SEQ_FULL_KERAS="1" if full else "0")
    assert result["imported"] == {"matplotlib": full, "h5py": full}
    assert not result["hook_left"]  # removed once TensorFlow and Keras are in
    assert result["png"] and result["h5py"] == "File"
    assert result["dense"] == [1, 2]
