"""Bad input, table-driven: every case exits with status 2 and one line on stderr that names the
file or the key, prints no traceback and leaves nothing behind (docs/reliability.md)."""

import re
import shutil

import pytest

from seq2seq import config as C
from seq2seq.commands.average import average_main
from seq2seq.commands.export import export_main
from seq2seq.commands.train import train_main
from seq2seq.commands.translate import translate_main
from seq2seq.data.corpus import read_parallel

from .conftest import tiny_args


def assert_one_line_error(capsys, rc, *must_contain):
    err = capsys.readouterr().err.strip()
    assert rc == 2, err
    assert len(err.splitlines()) == 1, err
    assert "Traceback" not in err and "error:" in err
    for text in must_contain:
        assert text in err, err
    return err


# -- corpora ---------------------------------------------------------------------------------------
def write_corpus(folder, train_src, train_tgt, *, gz=False):
    folder.mkdir(parents=True, exist_ok=True)
    good = ["Hola.", "Gracias."], ["Hello.", "Thanks."]
    for split, (src, tgt) in (("train", (train_src, train_tgt)), ("dev", good), ("test", good)):
        for lang, data in (("es", src), ("en", tgt)):
            raw = data if isinstance(data, bytes) else "".join(x + "\n" for x in data).encode()
            if gz and split == "train" and lang == "es":
                (folder / f"{split}.{lang}.gz").write_bytes(raw[: len(raw) // 2])  # truncated
            else:
                (folder / f"{split}.{lang}").write_bytes(raw)
    return folder


GOOD_SRC = ["Hola.", "Tengo hambre.", "Gracias."]
GOOD_TGT = ["Hello.", "I am hungry.", "Thanks."]

CORPUS_CASES = {
    "mismatched line counts": (GOOD_SRC, GOOD_TGT[:2], "train.en"),
    "invalid UTF-8": (b"Hola\n\xff\xfe roto\nGracias\n", GOOD_TGT, "train.es:2"),
    "NUL byte": (b"Hola\nTengo\x00hambre\nGracias\n", GOOD_TGT, "train.es:2"),
    "bare carriage return": (b"Hola\nTengo\rhambre\nGracias\n", GOOD_TGT, "train.es:2"),
    "escape character": (b"Hola\n\x1b[31mrojo\nGracias\n", GOOD_TGT, "train.es:2"),
    "empty file": (b"", GOOD_TGT, "train.es"),
    "only empty pairs": (["", " ", ""], GOOD_TGT, "no usable pairs"),
}


@pytest.mark.parametrize("case", sorted(CORPUS_CASES))
def test_bad_training_corpus(case, tmp_path, capsys):
    src, tgt, named = CORPUS_CASES[case]
    corpus = write_corpus(tmp_path / "corpus", src, tgt)
    run_dir = tmp_path / "run"
    rc = train_main(["--config", "bench-small", "--run-dir", str(run_dir), *tiny_args(corpus)])
    assert_one_line_error(capsys, rc, named)
    assert not run_dir.exists()


def test_truncated_gzip_corpus(tmp_path, capsys):
    corpus = write_corpus(tmp_path / "corpus", GOOD_SRC * 50, GOOD_TGT * 50, gz=True)
    (corpus / "train.es").unlink(missing_ok=True)
    rc = train_main(
        ["--config", "bench-small", "--run-dir", str(tmp_path / "run"), *tiny_args(corpus)]
    )
    assert_one_line_error(capsys, rc, "train.es.gz")


def test_missing_corpus_files(tmp_path, capsys):
    rc = train_main(
        [
            "--config",
            "bench-small",
            "--run-dir",
            str(tmp_path / "run"),
            *tiny_args(tmp_path / "nowhere"),
        ]
    )
    assert_one_line_error(capsys, rc, "no such file")
    assert not (tmp_path / "run").exists()


def test_documented_successes_crlf_empty_and_huge_lines(tmp_path):
    """CRLF endings are read as plain lines; empty pairs and over-long lines are skipped,
    counted."""
    corpus = write_corpus(
        tmp_path / "c",
        b"Hola.\r\n\r\n" + b"palabra " * 10_000 + b"\nFin.\n",
        b"Hello.\r\nEmpty.\r\nWord.\nEnd.\n",
    )
    result = read_parallel(corpus / "train.es", corpus / "train.en", max_chars=1000)
    assert result.src == ["Hola.", "Fin."] and result.tgt == ["Hello.", "End."]
    assert (result.report.empty, result.report.too_long) == (1, 1)


# -- settings --------------------------------------------------------------------------------------
def _bad_values():
    """Every numeric setting at 0 (where 0 is invalid), negative, NaN and huge."""
    cases = []
    for (section, key), (low, high, low_allowed) in sorted(C.RANGES.items()):
        is_int = isinstance(high, int) and isinstance(low, int)
        candidates = {
            "negative": -1 if low >= 0 else low - 1,
            "huge": high * 10 + 1 if is_int else high * 10.0 + 1.0,
        }
        if not is_int:
            candidates["nan"] = ".nan"
        if low > 0 or (low == 0 and not low_allowed):
            candidates["zero"] = 0
        for label, value in candidates.items():
            cases.append(pytest.param(f"{section}.{key}", value, id=f"{section}.{key}={label}"))
    return cases


BAD_VALUES = _bad_values()


def test_the_bad_value_table_is_large():
    assert len(BAD_VALUES) >= 60


@pytest.mark.parametrize("key,value", BAD_VALUES)
def test_bad_numeric_setting(key, value, tmp_path, capsys):
    rc = train_main(
        ["--config", "bench-small", "--set", f"{key}={value}", "--run-dir", str(tmp_path / "run")]
    )
    assert_one_line_error(capsys, rc, key)
    assert not (tmp_path / "run").exists()


BAD_SETTINGS = {
    "unknown key": (["--set", "train.bogus=1"], "train.bogus"),
    "unknown section": (["--set", "optim.lr=1"], "optim"),
    "ill-typed int": (["--set", "train.batch_size=big"], "train.batch_size"),
    "bool for int": (["--set", "train.epochs=true"], "train.epochs"),
    "list for float": (["--set", "train.learning_rate=[1]"], "train.learning_rate"),
    "unclosed YAML": (["--set", "train.seed=[1"], "train.seed"),
    "python tag": (["--set", "train.seed=!!python/object/apply:os.system [ls]"], "train.seed"),
    "bad choice": (["--set", "model.attention=telepathy"], "model.attention"),
    "no equals sign": (["--set", "train.seed"], "train.seed"),
    "inf learning rate": (["--set", "train.learning_rate=.inf"], "train.learning_rate"),
    "averaging more than kept": (
        ["--set", "train.average_checkpoints=20"],
        "train.average_checkpoints",
    ),
    "empty outputs": (
        ["--set", "decode.max_length_a=0", "--set", "decode.max_length_b=0"],
        "decode.max_length",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_SETTINGS))
def test_bad_setting(case, tmp_path, capsys):
    extra, named = BAD_SETTINGS[case]
    rc = train_main(["--config", "bench-small", *extra, "--run-dir", str(tmp_path / "run")])
    assert_one_line_error(capsys, rc, named)


def test_unknown_preset_and_bad_config_file(tmp_path, capsys):
    rc = train_main(["--config", "no-such-preset", "--run-dir", str(tmp_path / "run")])
    assert_one_line_error(capsys, rc, "no-such-preset")
    bad = tmp_path / "bad.yaml"
    bad.write_text("train: {seed: [1\n")
    rc = train_main(["--config", str(bad), "--run-dir", str(tmp_path / "run")])
    assert_one_line_error(capsys, rc, "bad.yaml")


def test_vocabulary_too_small_for_sentencepiece(tiny_corpus, tmp_path, capsys):
    run_dir = tmp_path / "run"
    rc = train_main(
        [
            "--config",
            "bench-small",
            "--run-dir",
            str(run_dir),
            *tiny_args(tiny_corpus, "data.vocab_size=10"),
        ]
    )
    assert_one_line_error(capsys, rc, "data.vocab_size=10")
    assert not run_dir.exists()


# -- translation -----------------------------------------------------------------------------------
def translate_cases(tmp_path):
    missing = str(tmp_path / "missing" / "out.txt")
    return {
        "batch size -1": (["--batch-size", "-1"], "--batch-size"),
        "batch size 0": (["--batch-size", "0"], "--batch-size"),
        "beam size 0": (["--beam-size", "0"], "--beam-size"),
        "n-best 0": (["--n-best", "0"], "--n-best"),
        "n-best above the beam": (["--n-best", "9", "--beam-size", "3"], "--n-best"),
        "top-k above the vocabulary": (["--sample", "--top-k", "100000"], "--top-k"),
        "temperature 0": (["--sample", "--temperature", "0"], "--temperature"),
        "temperature nan": (["--sample", "--temperature", "nan"], "--temperature"),
        "negative length penalty": (["--length-penalty", "-1"], "--length-penalty"),
        "output in a missing directory": (["-o", missing], "-o"),
        "output is a directory": (["-o", str(tmp_path)], "is a directory"),
        "alignments in a missing directory": (["--alignments", missing], "--alignments"),
        "missing checkpoint": (["--checkpoint", str(tmp_path / "ckpt-9")], "ckpt-9"),
    }


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_bad_translate_options(trained_run, tmp_path, capsys, monkeypatch):
    import io
    import sys

    failures = []
    for case, (extra, named) in translate_cases(tmp_path).items():
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"Hola.\n")))
        rc = translate_main(["--run-dir", str(trained_run), *extra])
        err = capsys.readouterr().err.strip()
        if rc != 2 or len(err.splitlines()) != 1 or named not in err or "Traceback" in err:
            failures.append(f"{case}: rc {rc}, {err!r}")
    assert not failures, failures
    assert not (tmp_path / "missing").exists()


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_bad_translate_inputs(trained_run, tmp_path, capsys):
    bad = tmp_path / "bad.es"
    bad.write_bytes(b"Hola.\n\xff\n")
    assert_one_line_error(
        capsys, translate_main(["--run-dir", str(trained_run), "-i", str(bad)]), "bad.es:2"
    )
    good = tmp_path / "good.es"
    good.write_text("Hola.\nGracias.\n")
    ref = tmp_path / "ref.en"
    ref.write_text("Hello.\n")
    rc = translate_main(["--run-dir", str(trained_run), "-i", str(good), "--ref", str(ref)])
    assert_one_line_error(capsys, rc, "ref.en")
    rc = translate_main(["--run-dir", str(tmp_path / "nowhere"), "-i", str(good)])
    assert_one_line_error(capsys, rc, "nowhere")
    # A line too long to translate whole: translated in part, with one warning naming it.
    huge = tmp_path / "huge.es"
    huge.write_text("Hola.\n" + "hola " * 5000 + "\n")
    rc = translate_main(["--run-dir", str(trained_run), "-i", str(huge), "-o", str(tmp_path / "o")])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 0 and len((tmp_path / "o").read_text().splitlines()) == 2
    (warning,) = [line for line in err if "warning" in line]
    assert re.fullmatch(
        rf"translate.py: warning: {re.escape(str(huge))} line 2: \d+ subword pieces, only the "
        r"first 200 translated \(4 x the run's data.max_length\)",
        warning,
    ), warning


def test_output_and_alignments_are_written_together_or_not_at_all(trained_run, tmp_path, capsys):
    good = tmp_path / "in.es"
    good.write_text("Hola.\n")
    out = tmp_path / "out.en"
    rc = translate_main(
        [
            "--run-dir",
            str(trained_run),
            "-i",
            str(good),
            "-o",
            str(out),
            "--alignments",
            str(tmp_path / "no" / "a.jsonl"),
        ]
    )
    assert_one_line_error(capsys, rc, "--alignments")
    assert not out.exists() and not list(tmp_path.glob("*.tmp"))


def test_corrupt_subword_model(trained_run, tmp_path, capsys):
    copy = tmp_path / "run"
    shutil.copytree(trained_run, copy)
    (copy / "src.model").write_bytes(b"not a model")
    good = tmp_path / "in.es"
    good.write_text("Hola.\n")
    rc = translate_main(["--run-dir", str(copy), "-i", str(good)])
    assert_one_line_error(capsys, rc, "src.model")


def test_bad_export_and_average_arguments(trained_run, tmp_path, capsys):
    rc = export_main(["--run-dir", str(tmp_path / "nowhere"), "--out", str(tmp_path / "x")])
    assert_one_line_error(capsys, rc, "nowhere")
    for extra, named in (
        (["--beam-size", "0"], "--beam-size"),
        (["--n-best", "9"], "--n-best"),
        (["--length-penalty", "nan"], "--length-penalty"),
        (["--sample", "--seed", "-1"], "--seed"),
        (["--checkpoint", "nope"], "nope"),
    ):
        rc = export_main(["--run-dir", str(trained_run), "--out", str(tmp_path / "x"), *extra])
        assert_one_line_error(capsys, rc, named)
    assert not (tmp_path / "x").exists()
    assert_one_line_error(
        capsys, average_main(["--run-dir", str(trained_run), "--last", "50"]), "average the last 50"
    )
    assert_one_line_error(capsys, average_main(["--run-dir", str(trained_run)]), "--last")
