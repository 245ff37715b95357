"""Damaged state is detected and named, never used (docs/reliability.md, class 5), table-driven: a
copy of a trained run directory is damaged (a checkpoint truncated or without its index, the newest
or an older kept one, in ``checkpoints/``, ``best/``, ``final/`` or ``averaged/``; a corrupt
checkpoint list; the subword models damaged or swapped between the source and the target side),
then a command runs on it. Every command that needs the damaged part answers one line naming it and
saying how to recover, exit status 2, no traceback, and leaves the run directory as it was; none
silently uses another checkpoint than the one asked for. A resumed training that does not need the
damaged part resumes from the right checkpoint."""

import shutil

import numpy as np
import pytest
import tensorflow as tf
import yaml

from seq2seq.commands.average import average_main
from seq2seq.commands.bench import bench_main
from seq2seq.commands.export import export_main
from seq2seq.commands.serve import serve_main
from seq2seq.commands.train import train_main
from seq2seq.commands.translate import translate_main

from .test_bad_input import assert_one_line_error
from .test_commands_convention import call

COMMANDS = {
    "translate": translate_main,
    "export": export_main,
    "serve": serve_main,
    "average": average_main,
    "train": train_main,
    "bench": bench_main,
}


def truncate(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def data_of(run, prefix):
    return next(run.glob(prefix + ".data-*"))


def swap(a, b):
    tmp = a.with_name(a.name + ".swap")
    a.rename(tmp)
    b.rename(a)
    tmp.rename(b)


def averaged(run):
    """``averaged/`` as `average.py` writes it: a model-only checkpoint (a copy of ``final/``)."""
    shutil.copytree(run / "final", run / "averaged")
    return run / "averaged"


# The trained run (`trained_run`) keeps checkpoints/ckpt-2 and ckpt-4, best/best-2, final/model.
DAMAGES = {
    "final data truncated": lambda run: truncate(data_of(run, "final/model")),
    "final index missing": lambda run: (run / "final/model.index").unlink(),
    "final index corrupt": lambda run: (run / "final/model.index").write_bytes(b"\0" * 64),
    "final emptied": lambda run: [p.unlink() for p in (run / "final").iterdir()],
    "best data truncated": lambda run: truncate(data_of(run, "best/best-2")),
    "best index missing": lambda run: (run / "best/best-2.index").unlink(),
    "newest checkpoint truncated": lambda run: truncate(data_of(run, "checkpoints/ckpt-4")),
    "newest checkpoint index missing": lambda run: (run / "checkpoints/ckpt-4.index").unlink(),
    "older checkpoint truncated": lambda run: truncate(data_of(run, "checkpoints/ckpt-2")),
    "checkpoint list corrupt": lambda run: (run / "checkpoints/checkpoint").write_text("{{{\n"),
    "subword models swapped": lambda run: swap(run / "src.model", run / "tgt.model"),
    "source subword model truncated": lambda run: truncate(run / "src.model"),
    "target subword model emptied": lambda run: (run / "tgt.model").write_bytes(b""),
    "averaged missing": lambda run: None,
    "averaged truncated": lambda run: truncate(data_of(averaged(run), "model")),
    "averaged index missing": lambda run: (averaged(run) / "model.index").unlink(),
    "model section edited": lambda run: edit_config(run, "model", "embedding_size"),
    "config emptied": lambda run: (run / "config.yaml").write_bytes(b""),
    "no checkpoint at all": lambda run: [
        shutil.rmtree(run / folder) for folder in ("final", "best", "checkpoints")
    ],
    "checkpoint file for its prefix": lambda run: None,
    "config key misspelt": lambda run: edit_config(run, "decode", "beam_size", "beam_sise"),
}


def edit_config(run, section, key, new_key=None):
    """``config.yaml`` with ``section.key`` doubled (or renamed ``new_key``), as a user might."""
    config = yaml.safe_load((run / "config.yaml").read_text())
    value = config[section].pop(key)
    config[section][new_key or key] = value if new_key else 2 * value
    (run / "config.yaml").write_text(yaml.safe_dump(config))


TRANSLATE = ["--run-dir", "RUN", "-i", "IN"]
EXPORT = ["--run-dir", "RUN", "--out", "OUT"]
SERVE = ["--run-dir", "RUN", "--port", "0", "--host", "127.0.0.1"]
BENCH = ["decode", "--run-dir", "RUN", "-i", "IN", "--repeats", "1"]
RESUME = ["--config", "RUN/config.yaml", "--run-dir", "RUN", "--set", "train.max_steps=6"]
SLOW = pytest.mark.slow  # builds and restores a TensorFlow model (seconds each): make test-all


def row(damage, command, argv, *named, slow=False):
    marks = [SLOW] if slow else []
    return pytest.param(damage, command, argv, named, marks=marks, id=f"{damage}-{command}")


# (damage, command, argv, texts the one stderr line must hold); RUN: the damaged copy, IN: an
# input file, OUT: an output path beside the run. A fast row fails before a model is restored.
ROWS = [
    row(
        "final data truncated",
        "translate",
        TRANSLATE,
        "final/model",
        "corrupt",
        "--checkpoint best",
        slow=True,
    ),
    row("final data truncated", "export", EXPORT, "final/model", "corrupt", slow=True),
    row("final data truncated", "serve", SERVE, "final/model", "corrupt", slow=True),
    row(
        "final index missing", "translate", TRANSLATE, "final/model", ".index is missing", slow=True
    ),
    row("final index missing", "export", EXPORT, "final/model", ".index is missing", "delete"),
    row("final index corrupt", "translate", TRANSLATE, "final/model", "corrupt", slow=True),
    row("final index corrupt", "export", EXPORT, "final/model", "corrupt", slow=True),
    row(
        "final emptied",
        "export",
        EXPORT,
        "final: damaged, holds no checkpoint",
        "--checkpoint best",
    ),
    row("final emptied", "serve", SERVE, "final: damaged", slow=True),
    row("final emptied", "bench", BENCH, "final: damaged"),
    row("final data truncated", "bench", BENCH, "final/model", "corrupt", slow=True),
    row(
        "best data truncated",
        "translate",
        [*TRANSLATE, "--checkpoint", "best"],
        "best/best-2",
        "corrupt",
        slow=True,
    ),
    row(
        "best index missing",
        "export",
        [*EXPORT, "--checkpoint", "best"],
        "best-2.index is missing",
        "--checkpoint latest",
    ),
    row(
        "best index missing",
        "translate",
        [*TRANSLATE, "--checkpoint", "best"],
        "best-2.index is missing",
        slow=True,
    ),
    row(
        "newest checkpoint truncated",
        "translate",
        [*TRANSLATE, "--checkpoint", "latest"],
        "ckpt-4",
        "corrupt",
        "checkpoints/ckpt-2",
        slow=True,
    ),
    row(
        "newest checkpoint truncated",
        "average",
        ["--run-dir", "RUN", "--last", "1"],
        "ckpt-4",
        "corrupt",
        slow=True,
    ),
    row(
        "newest checkpoint index missing",
        "export",
        [*EXPORT, "--checkpoint", "latest"],
        "ckpt-4.index is missing",
        "--checkpoint RUN/checkpoints/ckpt-2",
    ),
    row(
        "newest checkpoint index missing",
        "average",
        ["--run-dir", "RUN", "--last", "2"],
        "ckpt-4",
        "no such checkpoint",
    ),
    row(
        "older checkpoint truncated",
        "average",
        ["--run-dir", "RUN", "--last", "2"],
        "ckpt-2",
        "corrupt",
        slow=True,
    ),
    row(
        "older checkpoint truncated",
        "translate",
        [*TRANSLATE, "--checkpoint", "RUN/checkpoints/ckpt-2"],
        "ckpt-2",
        "corrupt",
        slow=True,
    ),
    row(
        "checkpoint list corrupt",
        "export",
        [*EXPORT, "--checkpoint", "latest"],
        "checkpoints/checkpoint",
        "damaged checkpoint list",
        "delete it",
    ),
    row(
        "checkpoint list corrupt",
        "average",
        ["--run-dir", "RUN", "--last", "3"],
        "checkpoints: 2 checkpoint(s) kept",
        "use --last 2 or fewer",
    ),
    row("subword models swapped", "translate", TRANSLATE, "src.model", "swapped"),
    row("subword models swapped", "export", EXPORT, "src.model", "swapped"),
    row("subword models swapped", "serve", SERVE, "src.model", "swapped"),
    row("subword models swapped", "bench", BENCH, "src.model", "swapped"),
    row(
        "subword models swapped",
        "average",
        ["--run-dir", "RUN", "--last", "2"],
        "src.model",
        "swapped",
    ),
    row(
        "source subword model truncated",
        "translate",
        TRANSLATE,
        "src.model",
        "damaged",
        "restore it",
    ),
    row("source subword model truncated", "serve", SERVE, "src.model", "damaged"),
    row("target subword model emptied", "export", EXPORT, "tgt.model", "damaged"),
    row("target subword model emptied", "bench", BENCH, "tgt.model", "damaged"),
    row(
        "averaged missing",
        "translate",
        [*TRANSLATE, "--checkpoint", "RUN/averaged/model"],
        "averaged/model: no such checkpoint",
    ),
    row(
        "averaged missing",
        "export",
        [*EXPORT, "--checkpoint", "RUN/averaged"],
        "averaged: no such checkpoint",
    ),
    row(
        "averaged truncated",
        "translate",
        [*TRANSLATE, "--checkpoint", "RUN/averaged"],
        "averaged/model",
        "corrupt",
        "average.py",
        slow=True,
    ),
    # The checkpoint is intact: the message says which model does not fit, never "delete it".
    row(
        "model section edited",
        "translate",
        TRANSLATE,
        "final/model: a checkpoint of another model than the config's",
        "config.yaml's model section edited",
        slow=True,
    ),
    row("config emptied", "translate", TRANSLATE, "RUN/config.yaml: empty"),
    row(
        "no checkpoint at all", "translate", TRANSLATE, "RUN: no checkpoint to load (final/, best/"
    ),
    row(
        "checkpoint file for its prefix",
        "export",
        [*EXPORT, "--checkpoint", "RUN/checkpoints/ckpt-2.index"],
        "ckpt-2.index: a file of the checkpoint RUN/checkpoints/ckpt-2; name its prefix",
    ),
    row("config emptied", "serve", SERVE, "RUN/config.yaml: empty"),
    row("config emptied", "export", EXPORT, "RUN/config.yaml: empty"),
    row(
        "config key misspelt",
        "serve",
        SERVE,
        "RUN/config.yaml: unknown config key decode.beam_sise",
    ),
    row(
        "config key misspelt",
        "bench",
        BENCH,
        "RUN/config.yaml: unknown config key decode.beam_sise",
    ),
    row(
        "averaged index missing",
        "export",
        [*EXPORT, "--checkpoint", "RUN/averaged"],
        "averaged/model",
        ".index is missing",
    ),
]


def snapshot(folder):
    """Every file's bytes under ``folder`` (the training log aside: a run appends to it)."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != "train.log"
    }


@pytest.fixture
def damaged(trained_run, tmp_path):
    """``damaged(name)``: a copy of the trained run with the damage ``name`` done to it."""

    def make(name):
        run = tmp_path / "run"
        shutil.copytree(trained_run, run)
        DAMAGES[name](run)
        return run

    return make


def never_serve(*args, **kwargs):
    raise AssertionError("seq2seq-serve started serving a damaged run directory")


@pytest.mark.parametrize("damage,command,argv,named", ROWS)
def test_damage_is_one_line_exit_2_and_nothing_changes(
    damage, command, argv, named, damaged, tmp_path, capsys, monkeypatch
):
    from aiohttp import web

    monkeypatch.setattr(web, "run_app", never_serve)
    run = damaged(damage)
    (tmp_path / "in.es").write_text("Hola.\nTengo hambre.\n")
    before = snapshot(run)
    paths = {"RUN": str(run), "IN": str(tmp_path / "in.es"), "OUT": str(tmp_path / "out")}
    for name, path in paths.items():
        argv = [a.replace(name, path) for a in argv]
    rc = call(COMMANDS[command], argv)
    assert_one_line_error(capsys, rc, *(text.replace("RUN", str(run)) for text in named))
    assert snapshot(run) == before
    assert not (tmp_path / "out").exists()


def test_every_damage_and_command_has_a_row_and_a_fast_row_per_damage_kind():
    damages = {p.values[0] for p in ROWS}
    assert damages == set(DAMAGES)
    assert {p.values[1] for p in ROWS} >= set(COMMANDS) - {"train"}
    fast = {p.values[0].split()[0] for p in ROWS if not p.marks}
    assert fast >= {"final", "best", "newest", "checkpoint", "subword", "averaged"}


def resume(damaged, damage, capsys):
    """The damaged copy and its training log, after the training was run again on it (it must
    finish)."""
    run = damaged(damage)
    rc = call(train_main, [a.replace("RUN", str(run)) for a in RESUME])
    assert rc == 0, capsys.readouterr().err
    return run, (run / "train.log").read_text()


@SLOW
def test_a_resume_needing_no_damaged_checkpoint_resumes_from_the_newest(damaged, capsys):
    """An older kept checkpoint truncated: not needed to resume, so the training resumes from the
    newest and finishes (its final model averages only the last two, both intact)."""
    run, log = resume(damaged, "older checkpoint truncated", capsys)
    assert f"resumed from {run}/checkpoints/ckpt-4 (step 4" in log
    assert "warning" not in log.split(f"resumed from {run}")[-1].split("\n")[0]


@SLOW
def test_a_resume_past_a_damaged_newest_checkpoint_says_so_and_names_both(damaged, capsys):
    """The newest kept checkpoint truncated: the resume falls back to the previous one, never
    silently: the warning names the damaged checkpoint and the one used instead."""
    run, log = resume(damaged, "newest checkpoint truncated", capsys)
    assert f"warning: {run}/checkpoints/ckpt-4: unreadable or corrupt checkpoint" in log
    assert f"trying the previous kept checkpoint {run}/checkpoints/ckpt-2 instead" in log
    assert f"resumed from {run}/checkpoints/ckpt-2 (step 2" in log


@SLOW
def test_a_resume_over_a_damaged_checkpoint_list_rebuilds_it_and_resumes_from_the_newest(
    damaged, capsys
):
    """TensorFlow ignores a checkpoint list it cannot parse (training would restart from step 0
    over the kept checkpoints): the list is rebuilt from the files, said in a warning."""
    run, log = resume(damaged, "checkpoint list corrupt", capsys)
    assert f"warning: {run}/checkpoints/checkpoint was damaged: rebuilt from 2 checkpoint" in log
    assert f"resumed from {run}/checkpoints/ckpt-4 (step 4" in log


@SLOW
def test_a_resume_with_swapped_subword_models_is_refused(damaged, capsys):
    run = damaged("subword models swapped")
    rc = call(train_main, [a.replace("RUN", str(run)) for a in RESUME])
    assert_one_line_error(capsys, rc, "src.model", "swapped")


@SLOW
def test_a_resume_over_a_changed_training_corpus_is_refused(tiny_corpus, tmp_path, capsys):
    """One pair appended to the training corpus after 2 steps: the resume is refused (other
    batches, another loss normaliser) in one line naming the files, and nothing in the run
    changes."""
    from reliability.conftest import tiny_args

    corpus, run = tmp_path / "corpus", tmp_path / "run"
    shutil.copytree(tiny_corpus, corpus)
    argv = ["--config", "bench-small", "--run-dir", str(run)]
    argv += tiny_args(corpus, "train.max_steps=2", "train.eval_every=2")
    assert call(train_main, argv) == 0
    capsys.readouterr()
    for lang, line in (("es", "Una frase nueva."), ("en", "A new sentence.")):
        with open(corpus / f"train.{lang}", "a", encoding="utf-8") as f:
            f.write(line + "\n")
    before = snapshot(run)
    rc = call(train_main, [*argv, "--set", "train.max_steps=4"])
    assert_one_line_error(capsys, rc, f"{corpus}/train.es", "the training set changed")
    # train_ids.npz is only a cache of the encoded corpus, keyed by its contents.
    after = snapshot(run)
    assert after.pop("train_ids.npz") and before.pop("train_ids.npz")
    assert after == before


@SLOW
def test_averaging_over_a_damaged_checkpoint_list_reads_the_checkpoints_on_disk(
    damaged, trained_run
):
    """The list is only an index of the files: ``--last 2`` means ckpt-2 and ckpt-4 without it."""
    run = damaged("checkpoint list corrupt")
    assert call(COMMANDS["average"], ["--run-dir", str(run), "--last", "2"]) == 0
    reference = run.parent / "reference"
    argv = ["--run-dir", str(trained_run), "--last", "2", "--out", str(reference)]
    assert call(COMMANDS["average"], argv) == 0
    names = [n for n, _ in tf.train.list_variables(str(reference / "model")) if "OBJECT" not in n]
    assert len(names) > 5
    for name in names:
        expected = tf.train.load_variable(str(reference / "model"), name)
        got = tf.train.load_variable(str(run / "averaged" / "model"), name)
        np.testing.assert_array_equal(got, expected, err_msg=name)
