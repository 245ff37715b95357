"""The parts of tfa 0.23's `tensorflow_addons.utils.test_utils` that its seq2seq tests use."""

import random

import numpy as np
import pytest
import tensorflow as tf

from tensorflow_addons import options

NUMBER_OF_GPUS = len(tf.config.list_physical_devices("GPU"))


def is_gpu_available():
    return NUMBER_OF_GPUS >= 1


def _finalizer():
    tf.config.run_functions_eagerly(False)


def pytest_make_parametrize_id(config, val, argname):
    if isinstance(val, tf.DType):
        return val.name
    if val is False:
        return "no_" + argname
    if val is True:
        return argname


@pytest.fixture(scope="function", params=["eager_mode", "tf_function"])
def maybe_run_functions_eagerly(request):
    tf.config.run_functions_eagerly(request.param == "eager_mode")
    request.addfinalizer(_finalizer)


@pytest.fixture(scope="function")
def only_run_functions_eagerly(request):
    tf.config.run_functions_eagerly(True)
    request.addfinalizer(_finalizer)


@pytest.fixture(scope="function", params=["custom_ops", "py_ops"])
def run_custom_and_py_ops(request):
    # tfa's custom C++ kernels (gather_tree) do not exist here: their variants are skipped, as tfa
    # itself does with `--skip-custom-ops`; the "py_ops" variants run.
    if request.param == "custom_ops":
        pytest.skip("no custom kernels in seq2seq.compat.tfa (tfa's --skip-custom-ops)")
    previous = options.is_custom_kernel_disabled()
    options.disable_custom_kernel()
    yield
    if previous:
        options.disable_custom_kernel()
    else:
        options.enable_custom_kernel()


@pytest.fixture(scope="function", params=["float32", "mixed_float16"])
def run_with_mixed_precision_policy(request):
    tf.keras.mixed_precision.set_global_policy(request.param)
    yield
    tf.keras.mixed_precision.set_global_policy("float32")


@pytest.fixture(scope="function", autouse=True)
def set_seeds():
    random.seed(0)
    np.random.seed(0)
    tf.random.set_seed(0)


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "with_device(devices): mark test to run on specific devices."
    )
    config.addinivalue_line("markers", "needs_gpu: mark test that needs a gpu.")


@pytest.fixture(autouse=True, scope="function")
def device(request):
    requested = getattr(request, "param", "no_device")
    if requested == "no_device":
        yield requested
    else:
        with tf.device("gpu:0" if requested == "gpu" else "cpu"):
            yield requested


def pytest_generate_tests(metafunc):
    marker = metafunc.definition.get_closest_marker("with_device")
    devices = ["cpu"] if marker is None else marker.args[0]
    marks = {"gpu": [pytest.mark.needs_gpu]}
    metafunc.parametrize(
        "device", [pytest.param(d, marks=marks.get(d, [])) for d in devices], indirect=True
    )


def pytest_collection_modifyitems(items):
    for item in items:
        if item.get_closest_marker("needs_gpu") is not None and not is_gpu_available():
            item.add_marker(pytest.mark.skip("The gpu is not available."))


def assert_allclose_according_to_type(
    a,
    b,
    rtol=1e-6,
    atol=1e-6,
    float_rtol=1e-6,
    float_atol=1e-6,
    half_rtol=1e-3,
    half_atol=1e-3,
    bfloat16_rtol=1e-2,
    bfloat16_atol=1e-2,
):
    a = np.array(a)
    b = np.array(b)
    if a.dtype in (np.float32, np.complex64) or b.dtype in (np.float32, np.complex64):
        rtol, atol = max(rtol, float_rtol), max(atol, float_atol)
    if a.dtype == np.float16 or b.dtype == np.float16:
        rtol, atol = max(rtol, half_rtol), max(atol, half_atol)
    if tf.bfloat16.as_numpy_dtype in (a.dtype, b.dtype):
        rtol, atol = max(rtol, bfloat16_rtol), max(atol, bfloat16_atol)
    np.testing.assert_allclose(a, b, rtol=rtol, atol=atol)
