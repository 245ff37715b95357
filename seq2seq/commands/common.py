"""The convention every console script follows.

- `make_parser` (`seq2seq.commands.parser`): an argument parser whose usage errors are one line
  (``prog: error: message``), exit status 2, and whose ``--help`` shows the examples verbatim.
- `console` (a decorator; `run` where the name of the command is known only after parsing): runs
  a command body; an expected failure (`EXPECTED_ERRORS`, `CommandError`, plus the command's own)
  becomes one line ``prog: error: file: problem`` on stderr and exit status 2, no traceback; Ctrl-C
  exits with 130, SIGTERM and SIGHUP with 143 and 129, each after the same clean-up as Ctrl-C (no
  partial output or temporary file is left; training installs its own handlers to save first).
  Before the body runs, the quiet start-up (`seq2seq.quiet`) drops TensorFlow's known start-up
  noise from stderr.
- `check_output_path` and `write_all`: outputs are checked before any work and written all or
  none (temporary files renamed at the end), so a failure leaves no partial output.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from seq2seq import atomic
from seq2seq.quiet import install_stderr_filter, say, visible
from seq2seq.run_layout import BEST, FINAL, INTERRUPTED, LATEST, is_run_file

# The failures a user can cause (a bad option, file, config or corpus): reported, not raised.
EXPECTED_ERRORS: tuple[type[BaseException], ...] = (
    ValueError,
    FileNotFoundError,
    UnicodeDecodeError,
    OSError,
)


def fail(prog: str, err: BaseException) -> int:
    """Prints ``prog: error: <the first line of err>`` on stderr (its control characters, e.g. a
    damaged file's bytes, as escapes: `quiet.visible`); returns the exit status 2."""
    text = str(err).strip()
    message = text.splitlines()[0] if text else type(err).__name__
    say(f"{prog}: error: {visible(message)}", sys.stderr)
    return 2


class CommandError(Exception):
    """A failure a command reports as its message, whatever caused it (e.g. a measured process
    that failed)."""


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where the program is, so that it cleans up as after Ctrl-C."""

    def __init__(self, signum: int):
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


# The stop signals received so far (`_stop`): a failure that follows one is the stop's doing.
_STOPS: list[int] = []

# Python code that C code runs implicitly, and whose failure that C code may drop: the import
# machinery and the ABC checks (Python's frozen modules) and the special methods of isinstance,
# issubclass and attribute lookup. TensorFlow's nest counts a failed isinstance check as a match
# and goes on into an import, which ends in a SystemError that it prints itself (CI: ``SystemError:
# <built-in function __import__> returned a result with an exception set``).
_IMPLICIT = (
    "__instancecheck__",
    "__subclasscheck__",
    "__subclasshook__",
    "__getattr__",
    "__getattribute__",
)
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep  # seq2seq/
# The signal handling's own functions, here. A signal that lands while one of them runs (the
# re-send starting its thread, say) is handled inside an earlier signal's handler, which itself
# runs where that signal landed, perhaps in implicitly called code: it is put off too. (Before, the
# walk stopped at these frames as the program's own code and raised there: a stop raised inside
# the ABC check the first signal had interrupted, dropped by TensorFlow's nest; the SystemError
# above: once in a `make test`, and in 1 of 12 runs of twenty signals 3 ms apart.)
_HANDLING = frozenset({"_implicitly_called", "_send_again", "_stop", "_stop_again"})
_THIS_FILE = os.path.abspath(__file__)
# How long a stop is put off while it keeps landing in such code (a slow import): then it is
# raised wherever it lands.
DEFER_AT_MOST_S = 10.0
_deferred_since: dict[int, float] = {}


def _implicitly_called(frame) -> bool:
    """Whether the handler runs in code that C code called implicitly (`_IMPLICIT`): that frame or
    one between it and the program's own innermost frame (seq2seq's code) is such code, or the
    handling of an earlier signal (`_HANDLING`)."""
    while frame is not None:
        code = frame.f_code
        if code.co_filename.startswith("<frozen ") or code.co_name in _IMPLICIT:
            return True
        if code.co_name in _HANDLING and os.path.abspath(code.co_filename) == _THIS_FILE:
            return True
        if code.co_filename.startswith(_PACKAGE):
            return False
        frame = frame.f_back
    return False


def _send_again(signum: int) -> None:
    """The signal again in 10 ms, from a short-lived thread, so that it lands elsewhere."""
    timer = threading.Timer(0.01, os.kill, (os.getpid(), signum))
    timer.daemon = True  # a command that ends meanwhile ends as it would have
    timer.start()


def _stop(signum, frame):
    if _implicitly_called(frame):
        since = _deferred_since.setdefault(signum, time.monotonic())
        if time.monotonic() - since < DEFER_AT_MOST_S:
            _send_again(signum)
            return
    _deferred_since.pop(signum, None)
    _STOPS.append(signum)
    raise Stopped(signum)


def raise_if_stopped() -> None:
    """Raises `Stopped` again if a stop signal came and something swallowed it on its way out: C
    code that drops an error or turns it into another (which a library's ``except Exception``
    may then take, as TensorFlow's AutoGraph does to fall back), aiohttp's ``run_app`` (it takes
    any ``KeyboardInterrupt`` for its own stop).
    Commands call it where a long phase begins (serving, the next batch), so that a stop is never
    lost: without it a server stopped while it loaded its model could serve on, forever."""
    if _STOPS:
        raise Stopped(_STOPS[0])


def _stop_again(previous_hook, unraisable) -> None:
    """``sys.unraisablehook``: a `Stopped` raised while Python ran a finalizer (a ``__del__``, such
    as TensorFlow's clean-up of a traced function) cannot leave it: Python would print it as a
    traceback and go on as if no signal had come. The signal is sent again instead (`_send_again`),
    so that it lands in the program's own code; nothing is printed."""
    if isinstance(unraisable.exc_value, Stopped):
        _send_again(unraisable.exc_value.signum)
        return
    previous_hook(unraisable)


def stop_on_signals() -> None:
    """SIGTERM and SIGHUP raise `Stopped` in the main thread (a real command line only), also
    when they come while a finalizer runs (`_stop_again`)."""
    if threading.current_thread() is threading.main_thread():
        for signum in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(signum, _stop)
        if not isinstance(sys.unraisablehook, functools.partial):
            sys.unraisablehook = functools.partial(_stop_again, sys.unraisablehook)


def _half_read_checkpoint_warning(record) -> bool:
    """False for a warning of TensorFlow's deleted, half-restored checkpoint (`logging` filter).
    Once a command is stopped, the objects it was using are deleted half-used, and TensorFlow
    warns about some of them (a checkpoint read cut short: "deleted with unrestored values", a
    line per variable): nothing the user should act on, so `run` drops those warnings. Only
    those: the process (an in-process caller of `run`) keeps its other TensorFlow warnings."""
    where = record.pathname.replace("\\", "/")
    return not (record.funcName == "__del__" and where.endswith("checkpoint/checkpoint.py"))


def run(prog: str, body: Callable[[], int], expected: tuple[type[BaseException], ...] = ()) -> int:
    """``body()``'s exit status; an expected failure (`CommandError`, `EXPECTED_ERRORS`,
    ``expected``) is one line on stderr and 2, Ctrl-C is 130, SIGTERM or SIGHUP (`Stopped`) 128 +
    the signal number, also when something swallowed the stop and the body returned."""
    try:
        status = body()
    except KeyboardInterrupt as stop:
        import logging

        logging.getLogger("tensorflow").addFilter(_half_read_checkpoint_warning)  # once at most
        return 128 + stop.signum if isinstance(stop, Stopped) else 130
    except (CommandError, *EXPECTED_ERRORS, *expected) as err:
        return 128 + _STOPS[0] if _STOPS else fail(prog, err)
    except Exception:
        # A `Stopped` raised inside TensorFlow's C++ (tracing a graph, say) comes out as another
        # error ("... REPLACED BY Stopped: SIGHUP"): once a stop signal came, it is the stop.
        if _STOPS:
            return 128 + _STOPS[0]
        raise
    return 128 + _STOPS[0] if _STOPS else status


def console(prog: str, expected: tuple[type[BaseException], ...] = ()):
    """Decorates ``main(argv) -> int`` into a console entry point ``(argv=None) -> int`` that
    follows the convention (module docstring): the quiet start-up, then `run`. ``expected``: the
    command's own expected errors, beside `EXPECTED_ERRORS`."""

    def decorate(main: Callable[[list[str] | None], int]):
        @functools.wraps(main)
        def entry(argv: list[str] | None = None) -> int:
            install_stderr_filter(argv)
            if argv is None:
                stop_on_signals()
            return run(prog, lambda: main(argv), expected)

        return entry

    return decorate


STDIO = "-"  # stdin for an input option, stdout for an output option


def output_path(text: str) -> str:
    """An argparse type for an output option (a file or a folder): any path but the empty one
    (it would name the working directory or, for some options, silently mean "the default") and
    ``-`` (a user means stdout by it, but it would be written as a file named ``-``; the options
    that do write to stdout take `output_path_or_stdout`)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path: name a file or a folder")
    if text == STDIO:
        raise argparse.ArgumentTypeError(
            f"'{STDIO}': this option does not write to stdout; name a file or a folder "
            f"(./{STDIO} for one named {STDIO})"
        )
    return text


def input_path_or_stdin(text: str) -> str | None:
    """An argparse type for an input file whose default is stdin (translate's ``-i``): ``-`` is
    stdin too, as if the option were not given (None)."""
    return None if text == STDIO else text


def output_path_or_stdout(text: str) -> str | None:
    """`output_path` for an output file whose default is stdout (translate's ``-o``): ``-`` is
    stdout too, as if the option were not given (None)."""
    return None if text == STDIO else output_path(text)


def _real(path: str | Path) -> Path:
    return Path(os.path.realpath(path))


def _has_control_character(text: str) -> bool:
    return any(ord(c) < 32 or ord(c) == 127 for c in text)


def _named(option: str, path: str | Path, default: bool = False) -> str:
    """How an error names an output: as given (``--out x``), or, for a default the user never
    typed, by its path, saying that it is the default and which option chooses another. An empty
    path or one with a control character is quoted."""
    text = str(path)
    shown = repr(text) if not text.strip() or _has_control_character(text) else text
    if default:
        return f"{shown} (the default output; choose another with {option})"
    return f"{option} {shown}"


def _check_path_text(name: str, path: str | Path) -> None:
    """Refuses an output path that is empty, holds a control character (a newline would cut the
    one-line error, and the file's name, in two), or a name the file system cannot hold, before any
    work (it would fail only at the end, as the output is written): every folder's name at most
    NAME_MAX bytes, the output's own name short enough for its temporary (`atomic.NAME_EXTRA` bytes
    longer). ``name``: the output as errors name it (`_named`)."""
    text = str(path)
    if not text.strip():
        raise ValueError(f"{name}: an empty path")
    if _has_control_character(text):
        raise ValueError(f"{name}: a control character in the path")
    parts = Path(path).parts
    folder = Path(path).absolute().parent
    while True:
        try:
            limit = os.pathconf(folder, "PC_NAME_MAX")
            break
        except OSError:
            if folder == folder.parent:
                limit = 255
                break
            folder = folder.parent
    for i, part in enumerate(parts):
        room = limit - (atomic.NAME_EXTRA if i == len(parts) - 1 else 0)
        if len(os.fsencode(part)) > room:
            raise ValueError(
                f"{name}: the name {part[:20]}... is too long "
                f"({len(os.fsencode(part))} bytes; at most {room} here)"
            )


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _check_inputs(
    output: str, path: str | Path, inputs: dict[str, str | Path | None], *, folder: bool
) -> None:
    """Refuses an output (``output``: as errors name it, `_named`) that is one of ``inputs``
    (``{"-i a.txt": "a.txt", ...}``: what to call each input, then its path; None: not given), or,
    for a folder output, one that holds an input (replacing or filling it would touch the input),
    or one inside an input folder: that folder's own file, or a new one that the folder's owner
    would delete (a run's ``final/`` is replaced whole). Only a run directory (it holds
    ``config.yaml``) takes outputs (RUN/averaged, RUN/plots, RUN/out.en), never over a file
    training wrote (`is_run_file`)."""
    target = _real(path)
    given = {name: _real(p) for name, p in inputs.items() if p is not None and str(p) != ""}
    for name, source in given.items():
        if target == source:
            raise ValueError(f"{output}: is also {name}; refusing to overwrite it")
    for name, source in given.items():
        if folder and target in source.parents:
            raise ValueError(f"{output}: holds {name}; refusing to write there")
    for name, source in sorted(given.items(), key=lambda item: -len(item[1].parts)):
        if source in target.parents:  # the innermost input folder first
            if not (source / "config.yaml").is_file():
                raise ValueError(f"{output}: inside {name}; refusing to write there")
            if target.parent == source and not folder and is_run_file(target.name):
                # a folder: its `replaceable` test decides
                raise ValueError(f"{output}: a file of {name}; refusing to overwrite it")


def check_output_path(
    option: str,
    path: str | Path,
    inputs: dict[str, str | Path | None] | None = None,
    *,
    default: bool = False,
) -> None:
    """Refuses, before any work, an output file that could not be written, or that would
    overwrite an input (`_check_inputs`). A symbolic link is followed (`write_all` writes the
    file it names and keeps the link); a special file (``/dev/null``) is written to as it is.
    ``default``: ``path`` is the default of ``option``, which the user did not give (`_named`)."""
    output = _named(option, path, default)
    _check_path_text(output, path)
    if str(path).endswith(("/", os.sep)):
        raise ValueError(f"{output}: names a folder (a trailing /), not a file")
    target = Path(path)
    if target.is_dir():
        raise ValueError(f"{output}: is a directory")
    if is_special_file(target):
        return
    real = _real(target)
    parent = real.parent
    if not parent.is_dir():
        shown = parent if target.is_symlink() else target.parent
        raise ValueError(f"{output}: no such directory {shown}")
    if not os.access(parent, os.W_OK) or (real.exists() and not os.access(real, os.W_OK)):
        raise ValueError(f"{output}: not writable")
    _check_inputs(output, path, inputs or {}, folder=False)


def check_output_dir(
    option: str,
    path: str | Path,
    *,
    inputs: dict[str, str | Path | None] | None = None,
    replaceable: Callable[[Path], bool] | None = None,
    what: str = "",
    replaced: bool = True,
    default: bool = False,
) -> None:
    """Refuses, before any work, an output folder that could not be made or written: its nearest
    existing ancestor must be a writable folder. Also refuses one that would overwrite or hold an
    input (`_check_inputs`) or the working directory. With ``replaceable`` (a test of an existing
    folder's contents: the command's own earlier output, or empty), an existing folder that fails
    it (``what`` the command's folders are) is a user's: refused, never replaced or written into;
    a symbolic link is refused too (the folder would replace the link). ``replaced=False``: the
    command writes files into the folder rather than replacing it (a link to a folder is then
    followed, and the working directory may be named). ``default``: ``path`` is the default of
    ``option``, which the user did not give (`_named`)."""
    output = _named(option, path, default)
    _check_path_text(output, path)
    folder = Path(path)
    if folder.is_symlink() and not folder.exists():
        raise ValueError(f"{output}: a dangling symbolic link")
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent
    if not existing.is_dir():
        what_is = "is not a directory" if existing == folder else f"{existing} is not a directory"
        raise ValueError(f"{output}: {what_is}")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise ValueError(f"{output}: not writable")
    parent = folder.absolute().parent
    if replaced and existing == folder and not os.access(parent, os.W_OK | os.X_OK):
        # replacing a folder renames it: its parent must be writable, not only the folder
        raise ValueError(f"{output}: not writable (its folder {parent} is read-only)")
    _check_inputs(output, path, inputs or {}, folder=True)
    if replaceable is not None and replaced and _inside(_real(Path.cwd()), _real(folder)):
        raise ValueError(f"{output}: holds the working directory; refusing to replace it")
    if replaceable is not None and folder.exists():
        if folder.is_symlink() and replaced:
            advice = "" if default else "; name the folder itself"
            raise ValueError(f"{output}: a symbolic link (to {os.readlink(folder)}){advice}")
        if not replaceable(folder):
            verb = "replace it" if replaced else "write into it"
            raise ValueError(f"{output}: exists and is not {what}; refusing to {verb}")


def check_distinct_outputs(
    outputs: dict[str, str | Path | None], *, nested: bool = False, defaults: tuple[str, ...] = ()
) -> None:
    """Refuses two outputs of one command (``{option: path}``; None: not given) that name the same
    path, or (unless ``nested``: a file written into an output folder that is never replaced) one
    inside the other: either would overwrite or delete the other's files. ``defaults``: the
    options whose path is their default, which the user did not give (`_named`)."""
    given = [(option, path) for option, path in outputs.items() if path not in (None, "")]
    for i, (first, first_path) in enumerate(given):
        for second, second_path in given[i + 1 :]:
            a, b = _real(first_path), _real(second_path)
            named = {
                option: _named(option, path, option in defaults)
                for option, path in ((first, first_path), (second, second_path))
            }
            if a == b and not is_special_file(a):
                raise ValueError(f"{named[first]} and {named[second]} name the same path")
            if nested:
                continue
            if a in b.parents:
                raise ValueError(f"{named[second]}: inside {named[first]}")
            if b in a.parents:
                raise ValueError(f"{named[first]}: inside {named[second]}")


def run_folders(run_dir: str | Path, option: str = "--run-dir") -> dict[str, Path]:
    """A run directory and the checkpoint folders that other commands read from it, as
    `check_output_dir`'s ``inputs``: no output may replace or fill them."""
    run_dir = Path(run_dir)
    folders = {f"the input {option} {run_dir}": run_dir}
    for name in (FINAL, BEST, LATEST, INTERRUPTED):
        folders[f"the {name}/ folder of {run_dir}"] = run_dir / name
    return folders


def is_special_file(path: str | Path) -> bool:
    """An existing path that is neither a regular file nor a folder: a terminal, ``/dev/null``,
    a FIFO. Such an output is written to as it is, never replaced."""
    target = Path(path)
    return target.exists() and not target.is_file() and not target.is_dir()


@contextlib.contextmanager
def writing_all(outputs: dict[str | Path, str | bytes]) -> Iterator[None]:
    """`write_all` around a block that must succeed for the outputs to be written (translate's
    stdout): every file is written to its temporary first, then the block runs, then they are all
    renamed. A block that raises leaves every output, file and link as it was, and its error
    stays its own."""
    regular = {p: d for p, d in outputs.items() if not is_special_file(p)}
    targets = [_real(p) if Path(p).is_symlink() else p for p in regular]
    written: list[str | Path] = []
    in_block = False
    try:
        with atomic.staged_files(*targets) as tmps:
            for tmp, (path, data) in zip(tmps, regular.items()):
                written.append(path)
                tmp.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
            in_block = True
            yield
            in_block = False
    except OSError as err:  # a full disk, a folder that cannot be made
        if in_block:
            raise
        where = written[-1] if written else next(iter(regular))
        raise OSError(f"{where}: cannot write ({err.strerror or err})") from None
    for current in [path for path in outputs if path not in regular]:
        data = outputs[current]
        try:
            Path(current).write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
        except OSError as err:
            raise OSError(f"{current}: cannot write ({err.strerror or err})") from None


def write_all(outputs: dict[str | Path, str | bytes]) -> None:
    """Writes every ``path: text`` (or bytes) or none (`atomic.staged_files`: all to temporary
    files beside them first, new names, then renamed). A folder missing on the way is made (and
    removed again if the writing fails). A special file (`is_special_file`) is written to directly,
    after the others. A symbolic link is followed: the file it names is replaced, the link kept."""
    with writing_all(outputs):
        pass
