"""Writes a stop never leaves half done: every output that matters is written here.

An output is written under a new, hidden temporary name beside its target (``.NAME.XXXX.tmp``: no
file of the user's is touched), then renamed into place; a rename within a folder is atomic. On any
exit before the rename (an error, a full disk, Ctrl-C, SIGTERM or SIGHUP: `Stopped` is a
`KeyboardInterrupt`) the temporary is deleted, so a reader finds the old output whole, or the new
one whole, and no temporary is left. The renames themselves run with SIGINT, SIGTERM and SIGHUP held
(`signals_held`): a signal that comes while several outputs are being renamed takes effect after the
last, never between two of them.

* `staged_files` / `staged_file`: files written by anything that takes a path.
* `write_text`, `write_bytes`, `copy_file`: the common cases.
* `staged_dir`: a whole folder (a checkpoint, an export, shards), replacing an existing one.
* `replace_dir`: the rename of a finished folder over an existing one.
* `remove_leftovers`: the temporaries a killed writer left beside an output.
* `append_text`: a line added to a log (``train.log``, ``dev_bleu.tsv``), the one write here that
  is not staged.

A write that fails (a full disk, a quota, a read-only file system) is a `WriteError` naming the
output, not the temporary, with the system's reason: ``out.en: cannot write (No space left on
device)``. `write_reason` says the same of a TensorFlow op that writes (a checkpoint, a SavedModel).

Only a kill that cannot be caught (SIGKILL, a power cut) can leave a temporary, under a hidden name;
never a partial output under the output's name.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

_HELD = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
# A temporary's name is the output's with this many bytes more: ``.NAME.XXXXXXXX.tmp`` (tempfile's 8
# random characters; ``.old`` for a replaced folder put aside), which the file system must hold.
NAME_EXTRA = len("..") + 8 + len(".tmp")
_UMASK = os.umask(0o022)
os.umask(_UMASK)


class WriteError(OSError):
    """An output that could not be written: ``WriteError(errno, reason, output)``, shown as
    ``output: cannot write (reason)``."""

    def __str__(self) -> str:
        return f"{self.filename}: cannot write ({self.strerror})"


def write_reason(err: BaseException) -> str:
    """Why a write failed, in the system's words: an `OSError`'s reason (``No space left on
    device``), or the last clause of a TensorFlow op's error, which names the op's node and its
    temporary file first (``{{function_node ...}} ckpt-1_temp/part-0.tempstate1; No space left
    on device [Op:SaveV2]``); else the first line of the error."""
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    text = str(err).strip()
    line = text.splitlines()[0] if text else type(err).__name__
    if type(err).__module__.startswith("tensorflow"):
        line = re.sub(r"\s*\[Op:\w+\]$", "", re.sub(r"^\{\{.*?\}\}\s*", "", line))
        line = line.rsplit("; ", 1)[-1]
    return line


def _as_write_error(err: OSError, output: str, ours: list[Path] | None) -> OSError:
    """``err`` as a `WriteError` of ``output`` when it is about writing: ``ours`` is None (it
    came while making the output's folder or temporary), or it names no file (a full disk at a
    write or close) or one of ``ours`` (the temporaries, or a file inside a staged folder); any
    other error (an input that a block reads) is left as it is."""
    if isinstance(err, WriteError) or isinstance(err.filename, int):
        return err
    if ours is not None and err.filename is not None:
        name = Path(os.path.abspath(os.fsdecode(err.filename)))
        if not any(name.is_relative_to(os.path.abspath(p)) for p in ours):
            return err
    return WriteError(err.errno, err.strerror or str(err), output)


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """SIGINT, SIGTERM and SIGHUP that come in the block take effect when it ends: each is noted
    by a stand-in handler, then, once the handlers are back, raised again (the first of them).

    Handlers, not a signal mask: a process's other threads (TensorFlow's) would receive a signal
    the main thread blocked, and Python would run its handler in the main thread all the same."""
    if threading.current_thread() is not threading.main_thread():
        yield  # Python runs handlers in the main thread only; it does the holding
        return
    previous = {s: signal.getsignal(s) for s in _HELD}
    previous = {s: h for s, h in previous.items() if h is not None}  # None: not Python's to set
    pending: list[int] = []
    for signum in previous:
        signal.signal(signum, lambda signum, frame: pending.append(signum))
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        if pending:
            signal.raise_signal(pending[0])


def _temporary_file(target: Path) -> Path:
    folder = target.parent if str(target.parent) else Path(".")
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    os.close(handle)
    os.chmod(name, 0o666 & ~_UMASK)  # as a plain open() would make it, not mkstemp's 0600
    return Path(name)


@contextlib.contextmanager
def staged_files(*targets: str | Path) -> Iterator[list[Path]]:
    """Yields a temporary path beside each target, to be written in the block; at its end all are
    renamed onto their targets, or, if the block raises (anything, a stop included), all deleted.
    A folder missing on the way to a target is made first, and removed again if the block fails."""
    paths = [Path(t) for t in targets]
    made: list[Path] = []
    tmps: list[Path] = []
    try:
        for path in paths:
            for folder in reversed(path.absolute().parents):
                if not folder.exists():
                    folder.mkdir()
                    made.append(folder)
            tmps.append(_temporary_file(path))
        yield list(tmps)
        with signals_held():
            for tmp, path in zip(tmps, paths):
                os.replace(tmp, path)
    except BaseException as err:
        for tmp in tmps:
            tmp.unlink(missing_ok=True)
        for folder in reversed(made):
            with contextlib.suppress(OSError):
                folder.rmdir()
        if isinstance(err, OSError) and len(tmps) < len(paths):  # making its folder or temporary
            raise _as_write_error(err, str(paths[len(tmps)]), None) from None
        if isinstance(err, OSError):
            raise _as_write_error(err, ", ".join(map(str, paths)), tmps) from None
        raise


@contextlib.contextmanager
def staged_file(target: str | Path) -> Iterator[Path]:
    """`staged_files` for one target."""
    with staged_files(target) as (tmp,):
        yield tmp


def write_bytes(path: str | Path, data: bytes) -> None:
    """Writes ``data`` to ``path`` atomically."""
    with staged_file(path) as tmp:
        tmp.write_bytes(data)


def write_text(path: str | Path, text: str) -> None:
    """Writes ``text`` (UTF-8) to ``path`` atomically."""
    write_bytes(path, text.encode("utf-8"))


def append_text(path: str | Path, text: str) -> None:
    """Appends ``text`` (UTF-8) to the log ``path``; a failed write (a full disk) is a
    `WriteError` of ``path``."""
    try:
        with open(path, "a", encoding="utf-8") as f:
            f.write(text)
    except OSError as err:
        raise WriteError(err.errno, err.strerror or str(err), str(path)) from None


def copy_file(source: str | Path, target: str | Path) -> None:
    """Copies ``source`` to ``target`` atomically."""
    with staged_file(target) as tmp:
        shutil.copyfile(source, tmp)


@contextlib.contextmanager
def staged_dir(target: str | Path) -> Iterator[Path]:
    """Yields a new empty folder beside ``target`` to fill in the block; at its end it replaces
    ``target`` (`replace_dir`), or, if the block raises, it is deleted and ``target`` is left as
    it was."""
    target = Path(target)
    parent = target.absolute().parent
    parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent))
    os.chmod(tmp, 0o777 & ~_UMASK)
    try:
        yield tmp
        replace_dir(tmp, target)
    except OSError as err:
        shutil.rmtree(tmp, ignore_errors=True)
        raise _as_write_error(err, str(target), [tmp]) from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def replace_dir(new: str | Path, target: str | Path) -> None:
    """Renames the folder ``new`` to ``target``. An existing ``target`` is moved aside first and
    deleted after; if the rename fails it is put back. Signals are held meanwhile, so ``target``
    is always the old folder or the new one."""
    new, target = Path(new), Path(target)
    with signals_held():
        if not target.exists() and not target.is_symlink():
            os.replace(new, target)
            return
        aside = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".old", dir=new.parent))
        os.replace(target, aside / target.name)
        try:
            os.replace(new, target)
        except BaseException:
            os.replace(aside / target.name, target)
            aside.rmdir()
            raise
    shutil.rmtree(aside, ignore_errors=True)


def remove_leftovers(target: str | Path) -> list[Path]:
    """Removes the temporaries beside ``target`` that a killed writer left (``.NAME.XXXXXXXX.tmp``
    files and folders, ``.old`` folders put aside): a killed shard write leaves one as large as
    the encoded corpus. Returns them. Only where no other process may be writing ``target`` (a run
    directory's writer holds its lock)."""
    target = Path(target)
    parent = target.absolute().parent
    pattern = re.compile(rf"\.{re.escape(target.name)}\.[A-Za-z0-9_]{{8}}\.(tmp|old)")
    if not parent.is_dir():
        return []
    removed = []
    for leftover in sorted(parent.iterdir()):
        if not pattern.fullmatch(leftover.name):
            continue
        if leftover.is_dir() and not leftover.is_symlink():
            shutil.rmtree(leftover, ignore_errors=True)
        else:
            leftover.unlink(missing_ok=True)
        removed.append(leftover)
    return removed
