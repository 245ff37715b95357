"""`seq2seq.models.precision`: the bfloat16 copy of a trained model holds its weights rounded once,
computes its layers in bfloat16 and gives the search float32 log-probabilities close to the exact
model's; making one leaves Keras' global policy and initializers as they were."""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import SMALL_SIZES

from seq2seq import config as C
from seq2seq.models import fused_lstm, fused_unroll
from seq2seq.models.builders import build_model
from seq2seq.models.precision import cpu_has_bf16, in_precision


def small_model():
    return build_model(C.load("bench-small", SMALL_SIZES).model, 30, 40).build_from_dummy()


def test_the_bfloat16_copy_holds_the_weights_rounded_and_scores_close_to_the_exact_model(
    monkeypatch,
):
    exact = small_model()
    rng = np.random.default_rng(0)
    for v in exact.trainable_variables:  # weights of a trained model's scale, not the init's
        v.assign(rng.normal(scale=0.3, size=v.shape).astype(np.float32))
    assert in_precision(exact, small_model, "float32") is exact
    fast = in_precision(exact, small_model, "bfloat16")
    assert fast.decoder.compute_dtype == "bfloat16"
    for source, copy in zip(exact.trainable_variables, fast.trainable_variables):
        assert copy.dtype == "bfloat16"
        np.testing.assert_array_equal(
            copy.numpy(), tf.cast(source, tf.bfloat16).numpy(), err_msg=source.path
        )

    # The copy's LSTMs and decoder step take the written-out loops (bfloat16 products, float32
    # elementwise math), the exact model Keras' layers and the wrapper's step.
    taken = []
    monkeypatch.setattr(fused_lstm, "forward", spy(fused_lstm.forward, "encoder", taken))
    monkeypatch.setattr(fused_unroll, "step", spy(fused_unroll.step, "decoder", taken))
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
        np.testing.assert_allclose(got.numpy(), want.numpy(), atol=0.15)
        np.testing.assert_array_equal(np.exp(got.numpy()).sum(-1) > 0.99, True)
        ids = tf.argmax(want, axis=-1, output_type=tf.int32)
    assert taken == ["encoder"] + ["decoder"] * 3


def spy(function, name, calls):
    def called(*args, **kwargs):
        result = function(*args, **kwargs)
        calls.append(name)
        return result

    return called


def test_making_a_copy_puts_the_policy_and_the_initializers_back():
    before = keras.mixed_precision.global_policy().name
    orthogonal = keras.initializers.Orthogonal.__call__

    def failing_build():
        assert keras.mixed_precision.global_policy().name == "bfloat16"
        raise RuntimeError("a failed build")

    with pytest.raises(RuntimeError, match="a failed build"):
        in_precision(None, failing_build, "bfloat16")  # the model is read only once copied
    assert keras.mixed_precision.global_policy().name == before
    assert keras.initializers.Orthogonal.__call__ is orthogonal
    with pytest.raises(ValueError, match="unknown precision 'int8'"):
        in_precision(None, small_model, "int8")


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


@pytest.mark.parametrize(
    "setting, value, gpu, native_bf16, expected",
    [
        ("precision", "auto", False, True, "mixed_bfloat16"),  # the products are native: they pay
        ("precision", "auto", False, False, "float32"),  # emulated bfloat16 would be slower
        ("precision", "auto", False, None, "float32"),  # cannot be told: exact
        ("precision", "auto", True, True, "float32"),
        ("precision", "float32", False, True, "float32"),
        ("precision", "mixed_bfloat16", False, False, "mixed_bfloat16"),  # asked for knowingly
        ("precision", "mixed_float16", True, False, "mixed_float16"),
        ("output_gradients", "auto", False, True, "bfloat16"),
        ("output_gradients", "auto", False, False, "float32"),
        ("output_gradients", "auto", False, None, "float32"),
        ("output_gradients", "auto", True, True, "float32"),
        ("output_gradients", "float32", False, True, "float32"),
        ("output_gradients", "bfloat16", False, False, "bfloat16"),
    ],
)
def test_training_auto_is_bfloat16_only_where_the_cpu_multiplies_it(
    setting, value, gpu, native_bf16, expected
):
    """``train.precision`` and ``train.output_gradients``: ``auto`` by the same rule."""
    from seq2seq.training import distribute

    resolve = getattr(distribute, f"resolve_{setting}")
    if native_bf16 is None:  # detection that cannot tell: no /proc/cpuinfo
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("seq2seq.training.distribute.cpu_has_bf16", lambda: None)
            assert resolve(value, gpu=gpu) == expected
    else:
        assert resolve(value, gpu=gpu, native_bf16=native_bf16) == expected
    with pytest.raises(ValueError, match="unknown .* 'bf16'"):
        resolve("bf16")


@pytest.mark.slow  # two translate commands over a trained run: make test-all
@pytest.mark.parametrize("native", [True, False])
def test_translate_in_bfloat16(tiny_run, tmp_path, capsys, monkeypatch, native):
    """``--precision bfloat16`` translates every line; on a CPU that would emulate it, one
    warning line says so first."""
    from seq2seq.commands.translate import translate_main
    from seq2seq.models import precision

    monkeypatch.setattr(precision, "cpu_has_bf16", lambda: native)
    source, out = tmp_path / "in.es", tmp_path / "out.en"
    source.write_text("Hola.\nTengo hambre.\n\n", "utf-8")
    argv = ["--run-dir", str(tiny_run), "-i", str(source), "-o", str(out)]
    assert translate_main([*argv, "--precision", "bfloat16"]) == 0
    assert len(out.read_text("utf-8").splitlines()) == 3
    err = capsys.readouterr().err
    assert ("emulated, likely slower than float32" in err) is not native


@pytest.mark.slow  # two XLA compilations, 15 s: make test-all
def test_a_bfloat16_translator_searches_lone_sentences_with_the_float32_model(
    tmp_path, monkeypatch
):
    """`Translator.from_dir(..., precision="bfloat16")`: batches take the bfloat16 copy, a lone
    sentence's XLA search the restored float32 model (XLA emulates bfloat16 on the CPU)."""
    from seq2seq import translator as translator_lib
    from seq2seq.decoding.spec import DecodeSpec
    from seq2seq.translator import Translator

    config = C.load("bench-small", SMALL_SIZES)
    rng = np.random.default_rng(3)

    def restore(model, run_dir, checkpoint):  # the same "trained" weights at every restore
        for i, v in enumerate(model.trainable_variables):
            v.assign(np.random.default_rng(i).normal(scale=0.3, size=v.shape))

    monkeypatch.setattr(translator_lib, "build_run_model", lambda _: (config, None, small_model()))
    monkeypatch.setattr(translator_lib.ckpt_lib, "restore_model", restore)
    (tmp_path / "config.yaml").write_text("{}\n", encoding="utf-8")
    fast, exact = (Translator.from_dir(tmp_path, precision=p) for p in ("bfloat16", "float32"))
    assert fast.model.decoder.compute_dtype == "bfloat16"
    assert fast.single_model.decoder.compute_dtype == "float32"
    spec = DecodeSpec(beam_size=3, length_penalty=0.6)
    src = tf.constant(rng.integers(3, 30, size=(2, 7)), tf.int32)
    src_len = tf.constant([7, 4], tf.int32)
    lone = [t.search_function(spec, single=True)(src[:1], src_len[:1]) for t in (fast, exact)]
    np.testing.assert_array_equal(lone[0].ids.numpy(), lone[1].ids.numpy())
    np.testing.assert_array_equal(lone[0].scores.numpy(), lone[1].scores.numpy())
    batch = [t.search_function(spec)(src, src_len) for t in (fast, exact)]
    assert not np.array_equal(batch[0].scores.numpy(), batch[1].scores.numpy())  # bfloat16
    np.testing.assert_allclose(batch[0].scores.numpy(), batch[1].scores.numpy(), atol=0.5)
