"""Every writer of an output that matters, against every way a write can be cut short.

One table of writers (each the library's public call), one of faults (Ctrl-C, SIGTERM's `Stopped`,
a full disk), both at the last moment (all data written, nothing renamed yet) and halfway through
the data. After any fault the folder is exactly as before: the previous output whole, no partial
one, no temporary. A writer that stops going through `seq2seq.atomic` fails here: the fault would
not reach it, and the write would not be cut short.
"""

from __future__ import annotations

import errno
import os
import signal
from pathlib import Path
from unittest import mock

import numpy as np
import pytest

from seq2seq import atomic
from seq2seq import config as config_lib
from seq2seq.commands.common import Stopped, write_all


def listing(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (hidden ones too) with its bytes."""
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    } | {str(p.relative_to(folder)) + "/": b"" for p in folder.rglob("*") if p.is_dir()}


def _text(out: Path, version: int) -> None:
    atomic.write_text(out / "out.txt", f"version {version}\n")


def _copy(out: Path, version: int) -> None:
    source = out.parent / f"source-{version}.txt"
    source.write_text(f"version {version}\n")
    atomic.copy_file(source, out / "copy.txt")


def _all_of_three(out: Path, version: int) -> None:
    write_all({out / name: f"{name} {version}\n" for name in ("a.txt", "b.txt", "sub/c.txt")})


def _config(out: Path, version: int) -> None:
    config = config_lib.load("ci-tiny", [f"train.seed={version}"])
    config_lib.save(config, out / "config.yaml", header=f"version {version}")


def _encoded_corpus(out: Path, version: int) -> None:
    from seq2seq.data.pipeline import EncodedCorpus

    pairs = [[5 + version, 6], [7]], [[8], [9, 10 + version]]
    EncodedCorpus.from_pieces(*pairs).save(out / "train.npz", fingerprint=str(version))


def _heatmap(out: Path, version: int) -> None:
    from seq2seq import plotting

    alignments = np.full((2, 3), version / 10, dtype=np.float32)
    # The drawing (matplotlib, seconds) is not what is tested here: its bytes stand in.
    with mock.patch.object(plotting, "attention_png", lambda a, *_: a.tobytes()):
        plotting.plot_attention(alignments, ["▁a", "b", "▁c"], ["▁x", "y"], out / "0.png")
    plotting.write_html_index(out, [(1, "a b c", f"x y {version}", "0.png")])


def _model_checkpoint(out: Path, version: int) -> None:
    import keras

    from seq2seq.training.averaging import write_model

    model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
    model.layers[0].kernel.assign(np.full((3, 2), version, dtype=np.float32))
    write_model(model, out / "averaged")


def _subword_models(out: Path, version: int) -> None:
    from seq2seq.data.subword import _train_atomically

    lines = [f"word{i % (20 + version)} other{i % 7} thing{i % 11}" for i in range(300)]
    for name in ("src", "tgt"):
        _train_atomically(lines, out / name, vocab_size=30 + version, seed=version)


def _staged_folder(out: Path, version: int) -> None:
    with atomic.staged_dir(out / "export") as folder:
        for i in range(3):
            (folder / f"part-{i}").write_text(f"{i} {version}\n")
        (folder / "nested").mkdir()
        (folder / "nested" / "index.json").write_text(f'{{"version": {version}}}\n')


WRITERS = {
    "write_text": _text,
    "copy_file": _copy,
    "write_all": _all_of_three,
    "config.save": _config,
    "EncodedCorpus.save": _encoded_corpus,
    "heatmaps": _heatmap,
    "write_model": _model_checkpoint,
    "subword models": _subword_models,
    "staged_dir": _staged_folder,
}

FAULTS = {
    "Ctrl-C": KeyboardInterrupt,
    "SIGTERM": lambda: Stopped(signal.SIGTERM),
    "disk full": lambda: OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)),
}
# The fast tier cuts every writer short with SIGTERM; the same path with the other faults is slow.
FAULT_ROWS = [f if f == "SIGTERM" else pytest.param(f, marks=pytest.mark.slow) for f in FAULTS]


@pytest.fixture
def out(tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


@pytest.mark.parametrize("writer", WRITERS)
def test_a_write_is_whole_and_leaves_no_temporary(writer, out):
    WRITERS[writer](out, 1)
    first = listing(out)
    assert first and not [name for name in first if Path(name).name.startswith(".")], first
    WRITERS[writer](out, 2)
    second = listing(out)
    assert second.keys() == first.keys() and second != first  # replaced, nothing added


def expect_fault(fault: str, write) -> None:
    """Runs ``write``, which the fault must cut short: a stop propagates as it is; a full disk as
    an `OSError` or as the writer's own error saying so."""
    try:
        write()
    except KeyboardInterrupt:
        assert fault != "disk full"
    except Exception as err:
        assert fault == "disk full" and "No space left" in str(err), err
    else:
        pytest.fail("the fault never reached the writer (does it write through atomic?)")


@pytest.mark.parametrize("fault", FAULT_ROWS)
@pytest.mark.parametrize("writer", WRITERS)
def test_a_write_cut_short_before_the_rename_leaves_the_previous_output(
    writer, fault, out, monkeypatch
):
    WRITERS[writer](out, 1)
    before = listing(out)

    def cut(*args, **kwargs):
        raise FAULTS[fault]()

    monkeypatch.setattr(atomic, "signals_held", cut)
    expect_fault(fault, lambda: WRITERS[writer](out, 2))
    assert listing(out) == before


@pytest.mark.parametrize("fault", FAULT_ROWS)
@pytest.mark.parametrize("writer", ["write_all", "subword models"])
def test_a_write_of_several_files_cut_short_halfway_leaves_the_previous_output(
    writer, fault, out, monkeypatch
):
    """The first temporary is made (and written), making the second one fails."""
    WRITERS[writer](out, 1)
    before = listing(out)
    original = atomic._temporary_file
    made: list[Path] = []

    def cut(target):
        if made:
            raise FAULTS[fault]()
        made.append(original(target))
        return made[-1]

    monkeypatch.setattr(atomic, "_temporary_file", cut)
    expect_fault(fault, lambda: WRITERS[writer](out, 2))
    assert made and listing(out) == before


def test_a_signal_during_the_renames_takes_effect_after_the_last(out):
    """A real SIGTERM sent while `write_all` renames its outputs: all are renamed, then it stops."""
    received = []

    def handler(signum, frame):
        received.append(signum)
        raise Stopped(signum)

    previous = signal.signal(signal.SIGTERM, handler)
    original = os.replace
    try:

        def replace_then_signal(src, dst):
            original(src, dst)
            if not received:
                os.kill(os.getpid(), signal.SIGTERM)  # after the first of three renames

        os.replace = replace_then_signal
        with pytest.raises(Stopped):
            _all_of_three(out, 1)
    finally:
        os.replace = original
        signal.signal(signal.SIGTERM, previous)
    assert received == [signal.SIGTERM]
    assert sorted(listing(out)) == ["a.txt", "b.txt", "sub/", "sub/c.txt"]


def test_outputs_get_the_usual_permissions(out):
    """Temporaries are made private (mkstemp), but the outputs are as a plain open() makes them."""
    umask = os.umask(0o022)
    os.umask(umask)
    assert atomic._UMASK == umask
    atomic.write_text(out / "a.txt", "a")
    with atomic.staged_dir(out / "folder"):
        pass
    assert (out / "a.txt").stat().st_mode & 0o777 == 0o666 & ~atomic._UMASK
    assert (out / "folder").stat().st_mode & 0o777 == 0o777 & ~atomic._UMASK


def test_a_temporary_name_is_as_long_as_name_extra_says(out):
    """`commands.common` refuses names too long for their temporary using `atomic.NAME_EXTRA`."""
    with atomic.staged_file(out / "out.txt") as tmp:
        assert len(tmp.name) == len("out.txt") + atomic.NAME_EXTRA
    with atomic.staged_dir(out / "folder") as tmp:
        assert len(tmp.name) == len("folder") + atomic.NAME_EXTRA
