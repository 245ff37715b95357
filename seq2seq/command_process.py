"""What a process running one of seq2seq's commands (or a benchmark's measured process) sets up
before TensorFlow is imported; ``import seq2seq`` alone leaves a library user's process as it is."""

from __future__ import annotations


def set_up_command_process() -> None:
    """TensorFlow and Keras without the imports no command uses (40 MB, `seq2seq.lean_keras`), and
    large blocks given back to the system when freed (a lower peak for the same speed,
    `seq2seq.heap`)."""
    from seq2seq.heap import return_large_blocks
    from seq2seq.lean_keras import skip_unused_keras_imports

    skip_unused_keras_imports()
    return_large_blocks()
