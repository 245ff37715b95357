"""Start-up noise: TensorFlow's C++ logging prints alarming lines on a CPU-only machine (``cuInit:
UNKNOWN ERROR (303)``, "Could not find cuda drivers", oneDNN notices) that are not errors of the
user's run, nor does SentencePiece's notice that a model normalises nothing. The command-line
tools drop exactly those known lines from stderr; every other line, TensorFlow's real errors
included, passes. ``SEQ2SEQ_TF_LOGS=1`` turns the filter off.

`say` prints a line of a program's log so that a terminal that hangs up (its window closed, the ssh
connection lost: writes fail with EIO) never stops the program.
"""

from __future__ import annotations

import atexit
import errno
import io
import os
import re
import sys
import threading

# Lines TensorFlow prints on every CPU-only start: none of them says anything about the user's run.
KNOWN_NOISE = re.compile(
    r"^(WARNING: All log messages before absl::InitializeLog\(\) is called"
    r"|To enable the following instructions: .* rebuild TensorFlow"
    r"|[IWE]\d{4} [\d:. ]+\d+ \S+\] ("
    r"failed call to cuInit|Could not find cuda drivers|oneDNN custom operations are on"
    r"|oneDNN supports DT_BOOL only|Unable to register cu\w+ factory"
    r"|This TensorFlow binary is optimized|TF-TRT Warning|computation placer"
    r"|All log messages before absl)"
    # tensorflow-text's SentencePiece (the exported graph) on our identity-normalised models
    r"|normalizer\.cc\(\d+\) LOG\(INFO\) precompiled_charsmap is empty)"
)

_installed = False


def install_stderr_filter(argv=None) -> None:
    """For a real command line (``argv`` None; in-process calls with an argument list keep their
    stderr as it is), routes file descriptor 2 (TensorFlow's C++ logging) through a thread that
    drops `KNOWN_NOISE` lines, once per process; a no-op when ``SEQ2SEQ_TF_LOGS=1``.

    Python's own ``sys.stderr`` keeps writing to the original stream, so a program's messages
    and progress reach a terminal as a terminal (``isatty()``, ``\r`` redraws) and unfiltered."""
    global _installed
    if argv is not None or _installed or os.environ.get("SEQ2SEQ_TF_LOGS") == "1":
        return
    _installed = True
    sys.stderr.flush()
    original = os.dup(2)
    python_stderr = sys.stderr
    sys.stderr = io.TextIOWrapper(
        io.FileIO(os.dup(original), "w"),
        encoding=getattr(python_stderr, "encoding", None) or "utf-8",
        errors="backslashreplace",
        line_buffering=True,
        write_through=True,
    )
    read_end, write_end = os.pipe()
    os.dup2(write_end, 2)
    os.close(write_end)

    def pump():
        with os.fdopen(read_end, "rb") as lines:
            for line in lines:
                if not KNOWN_NOISE.match(line.decode("utf-8", "replace")):
                    try:
                        os.write(original, line)
                    except OSError:  # a terminal gone: go on draining, so no writer blocks
                        pass

    thread = threading.Thread(target=pump, name="stderr-filter", daemon=True)
    thread.start()

    def restore():
        try:
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        sys.stderr = python_stderr
        os.dup2(original, 2)  # closes the pipe's last write end: the thread sees the end
        thread.join(timeout=5)

    atexit.register(restore)


def say(text: str, stream=None) -> None:
    """Prints the line ``text`` to ``stream`` (stdout by default). When the terminal has hung up
    (EIO), the stream is pointed at /dev/null (`lose_terminal`) instead of raising, so the program
    goes on (a training's ``train.log`` keeps every line); other errors, a full disk, are raised."""
    stream = sys.stdout if stream is None else stream
    try:
        print(text, file=stream, flush=True)
    except OSError as err:
        if err.errno != errno.EIO:
            raise
        lose_terminal(stream)


def visible(text: str) -> str:
    """``text`` with its control characters (C0, DEL, C1) written as ``\\xNN`` escapes."""
    return "".join(f"\\x{ord(c):02x}" if ord(c) < 32 or 127 <= ord(c) < 160 else c for c in text)


def lose_terminal(stream) -> None:
    """Points ``stream``'s file descriptor at /dev/null: every later write, and the flush of what
    it still buffers, succeeds."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, stream.fileno())
    finally:
        os.close(null)
