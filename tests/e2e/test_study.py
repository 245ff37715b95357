"""The study's bookkeeping: summaries of finished runs and the report table."""

import json

import pytest
from conftest import TINY_SIZES

from lab import study
from seq2seq import config as C
from seq2seq.training.trainer import train

TINY = TINY_SIZES + [
    "train.max_steps=3",
    "train.eval_every=2",
    "decode.beam_size=5",
]


def test_bucket_bleu_splits_by_source_words():
    sources = ["uno", "uno dos tres cuatro cinco seis", "x " * 12, "y " * 30]
    hyps = ["one", "a b c d e f", "the cat sat on the mat", "z"]
    refs = ["one", "a b c d e f", "the cat sat on the mat", "w"]
    out = study.bucket_bleu(sources, hyps, refs)
    assert {k: v["sentences"] for k, v in out.items()} == {
        "1-5": 1,
        "6-10": 1,
        "11-20": 1,
        "21+": 1,
    }
    assert out["11-20"]["bleu"] == pytest.approx(100.0)
    assert out["21+"]["bleu"] == pytest.approx(0.0)


@pytest.mark.slow  # trains end to end: make test-all
def test_summary_and_report_from_a_finished_run(tiny_corpus, tmp_path):
    run = study.Run("luong_general", 1235)
    run_dir = tmp_path / "runs" / run.name
    train(C.load("bench-small", TINY + [f"data.corpus={tiny_corpus}"]), run_dir, log=lambda _: None)
    summary = study.summarise_run(run, run_dir)
    results = json.loads((run_dir / "results.json").read_text())
    assert summary["test_bleu_beam5"] == results["test"]["beam5"]["bleu"]
    assert summary["bleu_signature"].startswith("nrefs:1|case:mixed")
    assert [step for step, _ in summary["dev_bleu_curve"]] == [2, 3]
    assert sum(b["sentences"] for b in summary["bleu_by_source_length"].values()) == 20
    results_dir = tmp_path / "results"
    results_dir.mkdir()
    for seed, bleu in ((1235, 10.0), (1236, 12.0)):
        (results_dir / f"luong_general-s{seed}.json").write_text(
            json.dumps({**summary, "seed": seed, "test_bleu_beam5": bleu})
        )
    table = study.write_report(results_dir, tmp_path / "table.md")
    assert "| luong_general | 11.0 (10.0 / 12.0) |" in table
    assert (tmp_path / "table.md").read_text() == table
    study.heatmap(run_dir, tmp_path / "heat.png", sentence_index=3)
    assert (tmp_path / "heat.png").stat().st_size > 1000


def test_unknown_mechanism_is_an_error():
    with pytest.raises(ValueError, match="unknown mechanism"):
        study.grid(["cosine"])


def test_budgets_of_one_run_share_its_directory_and_run_in_order(tmp_path, monkeypatch):
    """2 and 3 epochs of one (mechanism, seed): one directory, trained to 2, summarised, resumed
    to 3, summarised; the other seed runs beside it on the second core."""
    calls = []

    def fake_train_command(run, run_dir, code):
        calls.append((run.name, run_dir.name, run.overrides()))
        return ["true"]

    monkeypatch.setattr(study, "train_command", fake_train_command)
    monkeypatch.setattr(study, "snapshot_code", lambda root: (root, "0" * 40))
    monkeypatch.setattr(
        study,
        "summarise_run",
        lambda run, run_dir: {
            "test_bleu_beam5": 1.0,
            "epochs": run.epochs,
            "run_dir": run_dir.name,
        },
    )
    monkeypatch.setattr(study.time, "sleep", lambda _: None)
    monkeypatch.setattr(study.subprocess, "Popen", lambda cmd, **kw: _Done())
    results = tmp_path / "results"
    results.mkdir()
    (results / "hybrid-s1.json").write_text("{}")  # already summarised: not trained again
    runs = study.grid(["hybrid"], seeds=(1, 2), epochs=(3, 2))
    assert [r.name for r in runs] == ["hybrid-s1", "hybrid-s1-e3", "hybrid-s2", "hybrid-s2-e3"]
    assert {r.preset for r in runs} == {"hybrid"}
    study.run_grid(runs, tmp_path / "runs", results, cpus=(0, 1), log=lambda _: None)
    assert [(name, d) for name, d, _ in calls] == [
        ("hybrid-s1-e3", "hybrid-s1"),
        ("hybrid-s2", "hybrid-s2"),
        ("hybrid-s2-e3", "hybrid-s2"),
    ]
    assert "train.epochs=3" in calls[0][2] and "train.epochs=2" in calls[1][2]
    for name in ("hybrid-s1-e3", "hybrid-s2", "hybrid-s2-e3"):
        assert json.loads((results / f"{name}.json").read_text())["commit"] == "0" * 40


def test_report_has_one_table_per_budget(tmp_path):
    base = {
        "mechanism": "luong_general",
        "greedy": 0,
        "test_bleu_greedy": 1.0,
        "bleu_signature": "nrefs:1",
        "train_tokens_per_second": 100.0,
        "beam5_sentences_per_second": 10.0,
        "bleu_by_source_length": {"1-5": {"sentences": 1, "bleu": 5.0}},
    }
    for name, epochs, bleu in (("a", 2, 30.0), ("b", 3, 33.0), ("c", 3, 35.0)):
        (tmp_path / f"{name}.json").write_text(
            json.dumps({**base, "seed": ord(name), "epochs": epochs, "test_bleu_beam5": bleu})
        )
    table = study.write_report(tmp_path, tmp_path / "out" / "table.md")
    two, three = table.split("**3 epochs**")
    assert "**2 epochs**" in two and "| luong_general | 30.0 (30.0) |" in two
    assert "| luong_general | 34.0 (33.0 / 35.0) |" in three


class _Done:
    returncode = 0

    def poll(self):
        return 0


def test_the_plan_is_every_mechanism_at_two_epochs_and_the_comparison_at_three():
    runs = study.plan()
    assert {(r.mechanism, r.seed) for r in runs if r.epochs == 2} == {
        (m, s) for m in study.MECHANISMS for s in study.SEEDS
    }
    assert {r.mechanism for r in runs if r.epochs == 3} == set(study.LONGER["mechanisms"])
    assert len({r.name for r in runs}) == len(runs)


def test_readme_tables_are_replaced_between_the_markers(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{study.README_START}\nold table\n{study.README_END}\noutro\n")
    study.update_readme(readme, "| new |\n")
    assert (
        readme.read_text() == f"intro\n{study.README_START}\n| new |\n{study.README_END}\noutro\n"
    )
    readme.write_text("no markers\n")
    with pytest.raises(ValueError, match="markers"):
        study.update_readme(readme, "| new |")


def test_code_snapshot_is_per_commit_and_never_replaced(tmp_path):
    import subprocess

    code, commit = study.snapshot_code(tmp_path)
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"],
        capture_output=True,
        text=True,
        cwd=study.Path(study.__file__).parent,
    ).stdout.strip()
    assert commit == head and code.name == f"_code-{head[:10]}"
    assert (code / "lab" / "study.py").exists() and (code / "scripts" / "train.py").exists()
    marker = code / "seq2seq" / "marker"
    marker.write_text("a run is using these files")
    assert study.snapshot_code(tmp_path) == (code, commit) and marker.exists()


def test_rows_name_the_machine_their_speed_was_measured_on(tmp_path):
    base = {
        "mechanism": "bahdanau",
        "epochs": 2,
        "test_bleu_greedy": 1.0,
        "test_bleu_beam5": 2.0,
        "bleu_signature": "nrefs:1",
        "train_tokens_per_second": 100.0,
        "beam5_sentences_per_second": 10.0,
        "bleu_by_source_length": {"1-5": {"sentences": 1, "bleu": 5.0}},
    }
    (tmp_path / "a.json").write_text(
        json.dumps({**base, "seed": 2, "machine": "Zen, 2 cores", "train_tokens_per_second": 40.0})
    )
    (tmp_path / "b.json").write_text(json.dumps({**base, "seed": 1}))  # before machines were kept
    table = study.write_report(tmp_path, tmp_path / "table.md")
    # Seed 1 (unrecorded: A), then seed 2 (B); speeds are never averaged across machines.
    assert "| 100 / 40 | 10 / 10 | A / B |" in table
    assert f"A: {study.UNRECORDED_MACHINE}; B: Zen, 2 cores." in table
    assert study.machine_name().endswith(" cores")
