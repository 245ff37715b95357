"""A hostile user against the commands' output paths, table-driven: every command that writes
(translate, average, export, bench, prepare-data) x every kind of bad output path (an input named as
the output, a folder of the user's, a file where a folder is expected and the other way round, a
symbolic link, a path under a file, two outputs naming the same or nested paths, an empty path, a
trailing slash, a read-only folder, '-' where stdout is not written, a user's folder as a run
directory, a default output that is a user's). Each row exits with status 2 and one stderr line
naming the path and the problem, before any model is loaded or corpus read, and leaves every file
and link of its folder byte for byte as it was (`seq2seq.commands.common.check_output_path` and
`check_output_dir`). Rows already in test_commands_convention.py are not repeated here."""

import hashlib
import os

import pytest

from seq2seq.commands.common import check_output_dir, write_all
from seq2seq.commands.prepare_data import is_corpus_folder
from seq2seq.plotting import is_plot_folder

from .test_bad_input import assert_one_line_error
from .test_commands_convention import COMMANDS, TSV, call


def make_files(tmp):
    """The row's folder (its working directory): a run directory (enough of one for the checks
    made before its model is loaded), inputs, a user's folders and files, and symbolic links."""
    run = tmp / "run"
    for folder in (run / "checkpoints", run / "best", run / "final"):
        folder.mkdir(parents=True)
    (run / "config.yaml").write_text("{}\n")
    (run / "checkpoints" / "checkpoint").write_text('model_checkpoint_path: "ckpt-4"\n')
    (run / "final" / "model.index").write_bytes(b"the run's final model")
    (tmp / "run2" / "final").mkdir(parents=True)  # another run, averaged with --checkpoints
    (tmp / "run2" / "config.yaml").write_text("{}\n")
    (tmp / "run2" / "final" / "model.index").write_bytes(b"the other run's final model")
    (tmp / "run2" / "checkpoints").mkdir()
    (tmp / "run2" / "checkpoints" / "ckpt-4.index").write_bytes(b"a checkpoint of the other run")
    (tmp / "good.tsv").write_text(TSV)
    (tmp / "ref.en").write_text("Hello.\nThanks.\n")
    (tmp / "a file").write_text("not a folder\n")
    (tmp / "twice.yaml").write_text("train:\n  epochs: 2\n")
    (tmp / "mine").mkdir()  # a user's folder: never written into, replaced or deleted
    (tmp / "mine" / "notes.txt").write_text("the user's\n")
    (tmp / "empty").mkdir()
    (tmp / "corpus").mkdir()  # a user's corpus folder, with a note beside its files
    (tmp / "corpus" / "train.es").write_text("the user's own corpus\n")
    (tmp / "corpus" / "notes.txt").write_text("where it came from\n")
    (tmp / "src").mkdir()  # an input whose folder looks like a corpus folder
    (tmp / "src" / "train.es").write_text(TSV)
    (tmp / "spa-eng").mkdir()  # an earlier output for Tatoeba Spanish
    for name in ("train.es.gz", "train.en.gz", "dev.es", "dev.en"):
        (tmp / "spa-eng" / name).write_bytes(b"")
    (tmp / "old").mkdir()  # a model-only checkpoint, as average.py writes it
    (tmp / "old" / "model.index").write_bytes(b"an earlier average")
    (tmp / "old" / "model.data-00000-of-00001").write_bytes(b"its weights")
    (tmp / "ro" / "e").mkdir(parents=True)  # a writable empty folder in a read-only one
    (tmp / "ro").chmod(0o555)
    os.symlink("good.tsv", tmp / "link-to-input")
    os.symlink("mine", tmp / "link-to-mine")
    os.symlink("empty", tmp / "link-to-empty")
    os.symlink("nowhere", tmp / "dangling")
    for name in ("linked", "noted"):  # runs whose averaged/ is a user's link or folder
        (tmp / name).mkdir()
        (tmp / name / "config.yaml").write_text("{}\n")
    os.symlink("../mine", tmp / "linked" / "averaged")
    (tmp / "noted" / "averaged").mkdir()
    (tmp / "noted" / "averaged" / "notes.txt").write_text("the user's\n")
    (tmp / "early").mkdir()  # a training stopped before it saved its config
    (tmp / "early" / "train.log").write_text("the log of a training stopped early\n")
    (tmp / "hidden").mkdir()
    (tmp / "hidden" / ".gitkeep").write_text("")


def snapshot(folder):
    """Every path under ``folder``: a file's sha256, a link's target, or "folder"."""
    state = {}
    for path in sorted(folder.rglob("*")):
        key = str(path.relative_to(folder))
        if path.is_symlink():
            state[key] = "-> " + os.readlink(path)
        elif path.is_dir():
            state[key] = "folder"
        else:
            state[key] = hashlib.sha256(path.read_bytes()).hexdigest()
    return state


TRANSLATE = ["--run-dir", "run", "-i", "good.tsv"]
AVERAGE = ["--run-dir", "run", "--last", "1"]
EXPORT = ["--run-dir", "run"]
BENCH = ["pipeline", "--data", "corpus"]
TATOEBA = ["--tsv", "good.tsv", "--no-check"]
BIBLE = ["--corpus", "bible-fra-eng", "--source", "good.tsv", "--no-check"]
NOT_ROOT = pytest.mark.skipif(os.geteuid() == 0, reason="root writes into any folder")

# (command, kind of bad path, argv, text the one stderr line must hold)
ROWS = [
    # translate: -o, --alignments (files), --plot-attention (a folder)
    ("translate", "output is the input", ["-o", "good.tsv"], "-o good.tsv: is also the input -i"),
    (
        "translate",
        "output is the references",
        ["--ref", "ref.en", "-o", "./ref.en"],
        "--ref ref.en",
    ),
    ("translate", "alignments are the input", ["--alignments", "good.tsv"], "--alignments good"),
    ("translate", "link to the input", ["-o", "link-to-input"], "-o link-to-input: is also"),
    ("translate", "a file of the run", ["-o", "run/config.yaml"], "a file of the input --run-dir"),
    ("translate", "link to a folder", ["-o", "link-to-mine"], "-o link-to-mine: is a directory"),
    ("translate", "trailing slash", ["-o", "out.txt/"], "-o out.txt/: names a folder"),
    ("translate", "alignments under a file", ["--alignments", "a file/x"], "--alignments a file/x"),
    ("translate", "empty -o", ["-o", ""], "argument -o/--output: an empty path"),
    ("translate", "empty alignments", ["--alignments", ""], "argument --alignments: an empty"),
    ("translate", "empty plot folder", ["--plot-attention", ""], "argument --plot-attention: an"),
    ("translate", "plots into the run", ["--plot-attention", "run"], "--plot-attention run: is"),
    ("translate", "plots over final/", ["--plot-attention", "run/final"], "the final/ folder of"),
    ("translate", "plots into a user's folder", ["--plot-attention", "mine"], "mine: exists and"),
    ("translate", "plots where a file is", ["--plot-attention", "a file"], "a file: is not a dir"),
    ("translate", "plots under a file", ["--plot-attention", "a file/p"], "a file/p: a file is"),
    ("translate", "plots link", ["--plot-attention", "link-to-empty"], "link-to-empty: a symbolic"),
    ("translate", "plots dangling link", ["--plot-attention", "dangling"], "dangling: a dangling"),
    (
        "translate",
        "plots in the working folder",
        ["--plot-attention", "."],
        "--plot-attention .: holds",
    ),
    # a --checkpoint path is an input: its files are never overwritten
    (
        "translate",
        "the checkpoint's index",
        ["--checkpoint", "old/model", "-o", "old/model.index"],
        "-o old/model.index: is also the input --checkpoint old/model's file old/model.index",
    ),
    (
        "translate",
        "the checkpoint's data",
        ["--checkpoint", "old/model", "--alignments", "old/model.data-00000-of-00001"],
        "is also the input --checkpoint old/model's file old/model.data-00000-of-00001",
    ),
    (
        "translate",
        "output inside the plots",
        ["-o", "plots/index.html", "--plot-attention", "plots"],
        "-o plots/index.html: inside --plot-attention plots",
    ),
    # average --out: a model-only checkpoint folder, replaced as a whole
    ("average", "the run's final model", ["--out", "run/final"], "--out run/final: is also"),
    ("average", "the run's best model", ["--out", "run/best"], "the best/ folder of run"),
    ("average", "the run's checkpoints", ["--out", "run/checkpoints"], "the checkpoints/ folder"),
    ("average", "its signal checkpoint", ["--out", "run/interrupted"], "the interrupted/ folder"),
    ("average", "the run directory", ["--out", "run"], "--out run: is also the input --run-dir"),
    ("average", "the working folder", ["--out", "."], "--out .: holds the input --run-dir run"),
    ("average", "empty", ["--out", ""], "argument --out: an empty path"),
    (
        "average",
        "another run's final model",
        ["--checkpoints", "run2/checkpoints/ckpt-4", "--out", "run2/final"],
        "--out run2/final: is also the final/ folder of run2",
    ),
    ("average", "link to a folder", ["--out", "link-to-empty"], "link-to-empty: a symbolic link"),
    ("average", "dangling link", ["--out", "dangling"], "--out dangling: a dangling symbolic"),
    ("average", "trailing slash on a file", ["--out", "a file/"], "a file/: is not a directory"),
    # export --out: a SavedModel folder, replaced as a whole
    ("export", "the run directory", ["--out", "run"], "--out run: is also the input --run-dir"),
    ("export", "the run's empty best/", ["--out", "run/best"], "the best/ folder of run"),
    ("export", "the working folder", ["--out", "."], "--out .: holds the input --run-dir run"),
    ("export", "empty", ["--out", ""], "argument --out: an empty path"),
    ("export", "link to an empty folder", ["--out", "link-to-empty"], "link-to-empty: a symbolic"),
    ("export", "dangling link", ["--out", "dangling"], "--out dangling: a dangling symbolic"),
    ("export", "under a file", ["--out", "a file/x"], "--out a file/x: a file is not a dir"),
    ("export", "input checkpoint", ["--checkpoint", "old", "--out", "old"], "--checkpoint old"),
    # bench --json: checked before anything is measured
    ("bench", "under a file", ["--json", "a file/b.json"], "--json a file/b.json: no such dir"),
    ("bench", "a folder", ["--json", "mine"], "--json mine: is a directory"),
    ("bench", "trailing slash", ["--json", "b.json/"], "--json b.json/: names a folder"),
    ("bench", "empty", ["--json", ""], "argument --json: an empty path"),
    ("bench", "a file of the corpus", ["--json", "corpus/train.es"], "inside the input --data"),
    # prepare-data --out, --ci-out: corpus folders, written into
    (
        "prepare-data",
        "both outputs the same",
        ["--out", "x", "--ci-out", "x"],
        "--out x and --ci-out x name the same path",
    ),
    ("prepare-data", "nested outputs", ["--out", "x", "--ci-out", "x/ci"], "x/ci: inside --out x"),
    ("prepare-data", "nested outputs", ["--out", "x/f", "--ci-out", "x"], "x/f: inside --ci-out x"),
    ("prepare-data", "a user's corpus", ["--out", "corpus"], "--out corpus: exists and is not"),
    ("prepare-data", "a user's folder", ["--ci-out", "mine"], "--ci-out mine: exists and is not"),
    ("prepare-data", "the run directory", ["--out", "run"], "--out run: exists and is not a"),
    (
        "prepare-data",
        "the working folder",
        ["--out", "."],
        "data/ci-subset (the default output; choose another with --ci-out): inside --out .",
    ),
    ("prepare-data", "link to a user's folder", ["--out", "link-to-mine"], "link-to-mine: exists"),
    ("prepare-data", "dangling link", ["--out", "dangling"], "--out dangling: a dangling"),
    ("prepare-data", "empty", ["--out", ""], "argument --out: an empty path"),
    ("prepare-data", "empty", ["--ci-out", ""], "argument --ci-out: an empty path"),
    ("prepare-data", "holds the input", ["--tsv", "src/train.es", "--out", "src"], "holds the in"),
    ("prepare-data", "corpus: a user's folder", ["--out", "mine"], "--out mine: exists and is not"),
    ("prepare-data", "corpus: empty", ["--out", ""], "argument --out: an empty path"),
    ("prepare-data", "corpus: another corpus's", ["--out", "spa-eng"], "fr/en corpus files"),
    ("prepare-data", "corpus: under a file", ["--out", "a file/x"], "--out a file/x: a file is"),
    ("prepare-data", "corpus: dangling link", ["--out", "dangling"], "--out dangling: a dangling"),
    # train --run-dir, --record: folders written into (resumed), checked before TensorFlow
    ("train", "empty", ["--run-dir", ""], "argument --run-dir: an empty path"),
    ("train", "empty record", ["--record", ""], "argument --record: an empty path"),
    ("train", "a file", ["--run-dir", "a file"], "--run-dir a file: is not a directory"),
    ("train", "under a file", ["--run-dir", "a file/r"], "--run-dir a file/r: a file is not"),
    ("train", "dangling link", ["--run-dir", "dangling"], "--run-dir dangling: a dangling"),
    ("train", "the corpus", ["--run-dir", "corpus"], "--run-dir corpus: is also the corpus"),
    ("train", "the working folder", ["--run-dir", "."], "--run-dir .: holds the corpus"),
    ("train", "newline", ["--run-dir", "r\nx"], "--run-dir 'r\\nx': a control character"),
    ("train", "default, failing", [], "corpus/train.en: no such file"),  # left runs/ behind
    ("train", "deep, failing", ["--run-dir", "a/b/run"], "corpus/train.en: no such file"),
    # an existing folder: trained into only if empty or a run to resume, never a user's folder
    ("train", "a user's folder", ["--run-dir", "mine"], "--run-dir mine: exists and is not a run"),
    ("train", "link to a user's folder", ["--run-dir", "link-to-mine"], "link-to-mine: exists"),
    ("train", "empty, failing", ["--run-dir", "empty"], "corpus/train.en: no such file"),
    ("train", "hidden files only, failing", ["--run-dir", "hidden"], "corpus/train.en: no such"),
    ("train", "a run, resumed", ["--run-dir", "run"], "trained with a different config"),
    ("train", "a run stopped early, failing", ["--run-dir", "early"], "corpus/train.en: no such"),
    # a default output is named by its path, as the default, never as an option not given
    *[
        (
            "average",
            kind,
            ["--run-dir", run],
            f"{run}/averaged (the default output; choose another with --out): {problem}",
        )
        for kind, run, problem in (
            ("default output is a link", "linked", "a symbolic link (to ../mine)"),
            ("default output is a user's folder", "noted", "exists and is not a checkpoint"),
        )
    ],
    (
        "prepare-data",
        "the other's default",
        ["--out", "data/ci-subset"],
        "--out data/ci-subset and data/ci-subset (the default output; choose another with "
        "--ci-out) name the same path",
    ),
    # '-' (stdout) where an option writes files only: before, a file or folder named '-'
    *[
        (command, f"dash {option}", [option, "-"], f"argument {option}: '-': this option does not")
        for command, option in (
            ("translate", "--alignments"),
            ("translate", "--plot-attention"),
            ("average", "--out"),
            ("export", "--out"),
            ("bench", "--json"),
            ("bench", "--run-dir"),
            ("prepare-data", "--out"),
            ("prepare-data", "--ci-out"),
            ("train", "--run-dir"),
            ("train", "--record"),
        )
    ],
    # a name too long for the file system (found only once the output was written, before)
    *[
        (command, "name too long", [option, letter * 250], f"{option} {letter * 250}: the name")
        for command, option, letter in (
            ("translate", "-o", "o"),
            ("translate", "--alignments", "a"),
            ("translate", "--plot-attention", "p"),
            ("average", "--out", "a"),
            ("export", "--out", "e"),
            ("bench", "--json", "j"),
            ("prepare-data", "--ci-out", "c"),
        )
    ],
    # a control character (a newline cut the one-line error and the name in two, before)
    *[
        (command, "newline in the path", [option, "a\nb/c"], f"{option} 'a\\nb/c': a control")
        for command, option in (
            ("translate", "-o"),
            ("translate", "--plot-attention"),
            ("average", "--out"),
            ("export", "--out"),
            ("bench", "--json"),
            ("prepare-data", "--out"),
        )
    ],
    ("translate", "alignments = plots", ["--alignments", "p", "--plot-attention", "p"], "same"),
    (
        "bench",
        "json is the run folder",
        ["--run-dir", "b", "--json", "b"],
        "--run-dir b and --json b name the same path",
    ),
    # inside a run's checkpoint folders, which training and averaging replace as a whole
    ("translate", "inside final/", ["--alignments", "run/final/a.jsonl"], "inside the final/"),
    ("translate", "inside best/", ["--plot-attention", "run/best/p"], "inside the best/ folder"),
    ("average", "inside final/", ["--out", "run/final/avg"], "run/final/avg: inside the final/"),
    ("export", "inside checkpoints/", ["--out", "run/checkpoints/e"], "inside the checkpoints/"),
    ("export", "inside an input checkpoint", ["--checkpoint", "old", "--out", "old/e"], "inside"),
    *[
        pytest.param(command, "read-only folder", argv, named, marks=NOT_ROOT, id=f"{command}-ro")
        for command, argv, named in (
            ("translate", ["-o", "ro/out.txt"], "-o ro/out.txt: not writable"),
            ("translate", ["--plot-attention", "ro/p"], "--plot-attention ro/p: not writable"),
            ("average", ["--out", "ro/avg"], "--out ro/avg: not writable"),
            ("export", ["--out", "ro/exp"], "--out ro/exp: not writable"),
            ("export", ["--out", "ro/e"], "--out ro/e: not writable (its folder"),
            ("average", ["--out", "ro/e"], "--out ro/e: not writable (its folder"),
            ("bench", ["--json", "ro/b.json"], "--json ro/b.json: not writable"),
            ("prepare-data", ["--out", "ro/full"], "--out ro/full: not writable"),
        )
    ],
]

BEFORE = {  # the options a row's argv follows
    "translate": TRANSLATE,
    "average": AVERAGE,
    "export": EXPORT,
    "bench": BENCH,
    "prepare-data": TATOEBA,
    "train": ["--config", "bench-small", "--set", "data.corpus=corpus"],
}


def full_argv(command, kind, argv):
    if kind.startswith("corpus: "):
        return [*BIBLE, *argv]
    if command == "prepare-data" and "--tsv" in argv:
        return [*argv, "--no-check"]
    if command == "average" and "--checkpoints" in argv:
        return ["--run-dir", "run", *argv]
    return [*BEFORE[command], *argv]


def row_id(row):
    values = row.values if hasattr(row, "values") else row
    return f"{values[0]}-{values[1]}".replace(" ", "-")


@pytest.mark.parametrize(
    "command,kind,argv,named", ROWS, ids=[getattr(r, "id", None) or row_id(r) for r in ROWS]
)
def test_bad_output_path(command, kind, argv, named, tmp_path, capsys, monkeypatch):
    make_files(tmp_path)
    monkeypatch.chdir(tmp_path)
    before = snapshot(tmp_path)
    rc = call(COMMANDS[command], full_argv(command, kind, argv))
    assert_one_line_error(capsys, rc, named)
    assert snapshot(tmp_path) == before


def test_the_table_covers_every_writing_command():
    commands = [row.values[0] if hasattr(row, "values") else row[0] for row in ROWS]
    for command in BEFORE:
        assert commands.count(command) >= 6, command


# -- what the checks let through -------------------------------------------------------------------
def test_an_output_through_a_link_writes_the_file_and_keeps_the_link(tmp_path):
    """``-o link``: the file the link names is replaced (atomically), the link stays a link."""
    (tmp_path / "real.txt").write_text("old\n")
    os.symlink("real.txt", tmp_path / "link.txt")
    write_all({tmp_path / "link.txt": "new\n"})
    assert os.readlink(tmp_path / "link.txt") == "real.txt"
    assert (tmp_path / "real.txt").read_text() == "new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.txt", "real.txt"]


def test_dash_is_stdout_for_the_translations_only():
    """``translate -o -`` is stdout, as without ``-o`` (before: a file named '-'), and ``-i -``
    stdin, as without ``-i``; every other output option refuses '-' (the rows above)."""
    from seq2seq.commands.translate import parse

    for option in ("-o", "--output"):
        assert parse(["--run-dir", "run", option, "-"]).output is None
    assert parse(["--run-dir", "run", "-o", "./-"]).output == "./-"  # a file named '-'
    for option in ("-i", "--input"):
        assert parse(["--run-dir", "run", option, "-"]).input is None
    assert parse(["--run-dir", "run", "-i", "./-"]).input == "./-"


def test_a_run_directory_is_what_training_wrote_or_empty(tmp_path):
    """`is_run_directory`: empty (hidden names aside), or holding a file or folder of training."""
    from seq2seq.run_layout import is_run_directory

    assert is_run_directory(tmp_path)
    (tmp_path / ".gitkeep").write_text("")
    assert is_run_directory(tmp_path)
    (tmp_path / "notes.txt").write_text("the user's\n")
    assert not is_run_directory(tmp_path)
    (tmp_path / "checkpoints").mkdir()
    assert is_run_directory(tmp_path)


def test_own_earlier_outputs_may_be_replaced(tmp_path):
    """A command's own earlier output folder (and an empty one) passes; one extra file of the
    user's makes it the user's."""
    plots, corpus = tmp_path / "plots", tmp_path / "corpus"
    plots.mkdir()
    corpus.mkdir()
    assert is_plot_folder(plots) and is_corpus_folder(corpus, ("uk", "en"))
    for name in ("00000.png", "00001.png", "index.html"):
        (plots / name).write_bytes(b"")
    for name in ("train.uk.gz", "train.en", "dev.uk", "test.en"):
        (corpus / name).write_bytes(b"")
    assert is_plot_folder(plots) and is_corpus_folder(corpus, ("uk", "en"))
    assert not is_corpus_folder(corpus, ("fr", "en"))  # another corpus's: its English kept
    (plots / "notes.txt").write_text("the user's\n")
    (corpus / "README").write_text("the user's\n")
    assert not is_plot_folder(plots) and not is_corpus_folder(corpus, ("uk", "en"))


def test_a_replaced_folder_never_holds_the_working_directory(tmp_path, monkeypatch):
    """An empty working directory is still no output folder to replace: renaming it away would
    pull the folder out from under the command (export.py --out . in an empty folder)."""
    monkeypatch.chdir(tmp_path)
    for path in (".", str(tmp_path), ".."):
        with pytest.raises(ValueError, match="holds the working directory"):
            check_output_dir("--out", path, replaceable=lambda folder: True)
    check_output_dir("--out", ".", replaceable=lambda folder: True, replaced=False)  # written into


def test_a_command_may_replace_its_own_earlier_output_in_a_run(tmp_path, monkeypatch):
    """The checks refuse a run's files, not what the commands wrote there before: averaged/,
    an export, heatmaps, a translation next to the run are written again."""
    from seq2seq.commands.common import check_output_path, run_folders
    from seq2seq.export import is_export_folder
    from seq2seq.training.averaging import is_model_folder

    make_files(tmp_path)
    monkeypatch.chdir(tmp_path)
    for folder, file in (("averaged", "model.index"), ("export", "saved_model.pb")):
        (tmp_path / "run" / folder).mkdir()
        (tmp_path / "run" / folder / file).write_bytes(b"")
    (tmp_path / "run" / "plots").mkdir()
    (tmp_path / "run" / "plots" / "00000.png").write_bytes(b"")
    inputs = run_folders("run")
    for folder, replaceable in (
        ("run/averaged", is_model_folder),
        ("run/export", is_export_folder),
        ("run/plots", is_plot_folder),
    ):
        check_output_dir("--out", folder, inputs=inputs, replaceable=replaceable, what="ours")
    (tmp_path / "run" / "out.en").write_text("an earlier -o")
    check_output_path("-o", "run/out.en", inputs)  # an earlier output of the user's: rewritten
    for name in ("config.yaml", "results.json", "src.model", "tgt.vocab", "test.beam5.en"):
        (tmp_path / "run" / name).write_text("")  # what training wrote
        with pytest.raises(ValueError, match="a file of the input --run-dir run"):
            check_output_path("-o", f"run/{name}", inputs)


# -- a failed stdout: translate without -o writes no file and deletes none -------------------------
class FullDisk:
    def write(self, text):
        raise OSError(28, "No space left on device")

    def flush(self):
        pass


@pytest.mark.parametrize(
    "alignments",
    ["new.jsonl", "old.jsonl", "link.jsonl", "sub/link-up.jsonl"],
    ids=["a new file", "a file of the user's", "a link", "a link to another folder"],
)
def test_a_failed_stdout_touches_no_file(alignments, tmp_path, monkeypatch):
    """``--alignments`` with the translations on stdout, which fails (a full disk, a closed pipe):
    no file is written, replaced or deleted; before, the file just written was unlinked (a user's
    link deleted, the file it named left overwritten)."""
    from types import SimpleNamespace

    import numpy as np

    from seq2seq.commands.translate import write_outputs

    (tmp_path / "old.jsonl").write_text("the user's\n")
    os.symlink("old.jsonl", tmp_path / "link.jsonl")
    (tmp_path / "sub").mkdir()
    os.symlink("../old.jsonl", tmp_path / "sub" / "link-up.jsonl")
    monkeypatch.chdir(tmp_path)
    before = snapshot(tmp_path)
    hypothesis = SimpleNamespace(text="Hi.", score=-0.1, pieces=["Hi."], alignments=np.ones((1, 1)))
    translation = SimpleNamespace(text="Hi.", hypotheses=[hypothesis], source_pieces=["Hola."])
    args = SimpleNamespace(output=None, alignments=alignments, spec=SimpleNamespace(n_best=1))
    monkeypatch.setattr("sys.stdout", FullDisk())
    with pytest.raises(OSError, match="cannot write the translations to stdout"):
        write_outputs(args, [translation])
    assert snapshot(tmp_path) == before


@pytest.mark.slow  # loads a trained model: make test-all
def test_heatmaps_replace_an_earlier_folder_whole(trained_run, tmp_path, capsys):
    """--plot-attention into its own earlier folder: the new heatmaps replace the old ones whole
    (before, a shorter input left the earlier run's later PNGs mixed in with the new ones); -o
    through a symbolic link writes the file it names and keeps the link."""
    from seq2seq.commands.translate import translate_main

    plots = tmp_path / "plots"
    plots.mkdir()
    for i in range(3):
        (plots / f"{i:05d}.png").write_bytes(b"an earlier heatmap")
    (tmp_path / "in.es").write_text("Hola.\n")
    (tmp_path / "out.en").write_text("old\n")
    os.symlink("out.en", tmp_path / "link.en")
    argv = ["--run-dir", str(trained_run), "-i", str(tmp_path / "in.es")]
    rc = translate_main([*argv, "-o", str(tmp_path / "link.en"), "--plot-attention", str(plots)])
    assert rc == 0, capsys.readouterr().err
    assert sorted(p.name for p in plots.iterdir()) == ["00000.png", "index.html"]
    assert (plots / "00000.png").read_bytes().startswith(b"\x89PNG")
    assert os.readlink(tmp_path / "link.en") == "out.en"
    assert (tmp_path / "out.en").read_text() != "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.es", "link.en", "out.en", "plots"]
