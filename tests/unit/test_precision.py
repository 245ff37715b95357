"""`seq2seq.models.precision`: a model built for bfloat16 inference keeps float32 weights (the same
checkpoints load), computes its layers in bfloat16 and gives the search float32 log-probabilities
close to the exact model's; building one leaves Keras' global policy as it was."""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import SMALL_SIZES

from seq2seq import config as C
from seq2seq.models.builders import build_model
from seq2seq.models.precision import building_with, cpu_has_bf16


def small_model(precision):
    with building_with(precision):
        return build_model(C.load("bench-small", SMALL_SIZES).model, 30, 40).build_from_dummy()


def test_a_bfloat16_model_loads_float32_weights_and_scores_close_to_the_exact_one(tmp_path):
    exact = small_model("float32")
    rng = np.random.default_rng(0)
    for v in exact.trainable_variables:  # weights of a trained model's scale, not the init's
        v.assign(rng.normal(scale=0.3, size=v.shape).astype(np.float32))
    path = tf.train.Checkpoint(model=exact).write(str(tmp_path / "exact"))
    fast = small_model("mixed_bfloat16")
    tf.train.Checkpoint(model=fast).read(path).assert_existing_objects_matched()
    assert {v.dtype for v in fast.weights} <= {"float32", "int32", "int64", "uint32"}
    assert fast.decoder.compute_dtype == "bfloat16"

    src = tf.constant(rng.integers(3, 30, size=(4, 7)), tf.int32)
    src_len = tf.constant([7, 5, 3, 1], tf.int32)
    ids = tf.constant([1, 5, 9, 2], tf.int32)
    states = [model.start(src, src_len, training=False) for model in (exact, fast)]
    for _ in range(3):  # a few steps: the state's rounding accumulates
        (want, states[0], _), (got, states[1], _) = (
            exact.step(ids, states[0]),
            fast.step(ids, states[1]),
        )
        assert got.dtype == tf.float32  # the search adds scores in float32
        np.testing.assert_allclose(got.numpy(), want.numpy(), atol=0.1)
        np.testing.assert_array_equal(np.exp(got.numpy()).sum(-1) > 0.99, True)
        ids = tf.argmax(want, axis=-1, output_type=tf.int32)


def test_building_puts_the_global_policy_back():
    before = keras.mixed_precision.global_policy().name
    with pytest.raises(RuntimeError), building_with("mixed_bfloat16"):
        assert keras.mixed_precision.global_policy().name == "mixed_bfloat16"
        raise RuntimeError("a failed build")
    assert keras.mixed_precision.global_policy().name == before
    with pytest.raises(ValueError, match="unknown precision 'int8'"), building_with("int8"):
        pass


@pytest.mark.parametrize(
    "flags, expected",
    [
        ("fpu avx2 avx512f avx512_bf16 avx512_vnni", True),
        ("fpu avx2 amx_bf16 amx_tile", True),
        ("fpu avx2 fma avx512f", False),
    ],
)
def test_the_cpu_check_reads_the_flags(tmp_path, flags, expected):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\nflags\t\t: {flags}\n\nprocessor\t: 1\n")
    assert cpu_has_bf16(cpuinfo) is expected
    assert cpu_has_bf16(tmp_path / "missing") is None


@pytest.mark.parametrize("native", [True, False])
def test_translate_in_bfloat16(tiny_run, tmp_path, capsys, monkeypatch, native):
    """``--precision mixed_bfloat16`` translates every line; on a CPU that would emulate it, one
    warning line says so first."""
    from seq2seq.commands.translate import translate_main
    from seq2seq.models import precision

    monkeypatch.setattr(precision, "cpu_has_bf16", lambda: native)
    source, out = tmp_path / "in.es", tmp_path / "out.en"
    source.write_text("Hola.\nTengo hambre.\n\n", "utf-8")
    argv = ["--run-dir", str(tiny_run), "-i", str(source), "-o", str(out)]
    assert translate_main([*argv, "--precision", "mixed_bfloat16"]) == 0
    assert len(out.read_text("utf-8").splitlines()) == 3
    err = capsys.readouterr().err
    assert ("emulated, likely slower than float32" in err) is not native
