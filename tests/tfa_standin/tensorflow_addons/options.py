"""tfa's custom-kernel switch (the compat layer has no custom kernels: both settings run Python)."""

_DISABLED = False


def is_custom_kernel_disabled():
    return _DISABLED


def enable_custom_kernel():
    global _DISABLED
    _DISABLED = False


def disable_custom_kernel():
    global _DISABLED
    _DISABLED = True
