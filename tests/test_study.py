"""The study's bookkeeping: summaries of finished runs and the report table."""

import json

import pytest

from seq2seq import config as C
from seq2seq import study
from seq2seq.training import train

TINY = ["model.embedding_size=16", "model.encoder_units=16", "model.decoder_units=32",
        "model.attention_units=32", "model.attention_layer_size=32", "data.vocab_size=120",
        "train.batch_size=16", "train.max_steps=3", "train.eval_every=2", "decode.beam_size=5"]


def test_bucket_bleu_splits_by_source_words():
    sources = ["uno", "uno dos tres cuatro cinco seis", "x " * 12, "y " * 30]
    hyps = ["one", "a b c d e f", "the cat sat on the mat", "z"]
    refs = ["one", "a b c d e f", "the cat sat on the mat", "w"]
    out = study.bucket_bleu(sources, hyps, refs)
    assert {k: v["sentences"] for k, v in out.items()} == {"1-5": 1, "6-10": 1, "11-20": 1, "21+": 1}
    assert out["11-20"]["bleu"] == pytest.approx(100.0)
    assert out["21+"]["bleu"] == pytest.approx(0.0)


def test_summary_and_report_from_a_finished_run(tiny_corpus, tmp_path):
    run = study.Run("luong_general", 1235)
    run_dir = tmp_path / "runs" / run.name
    train(C.load("bench-small", TINY + [f"data.corpus={tiny_corpus}"]), run_dir, log=lambda _: None)
    summary = study.summarise_run(run, run_dir)
    results = json.loads((run_dir / "results.json").read_text())
    assert summary["test_bleu_beam5"] == results["beam5"]["bleu"]
    assert summary["bleu_signature"].startswith("nrefs:1|case:mixed")
    assert [step for step, _ in summary["dev_bleu_curve"]] == [2, 3]
    assert sum(b["sentences"] for b in summary["bleu_by_source_length"].values()) == 20
    results_dir = tmp_path / "results"
    results_dir.mkdir()
    for seed, bleu in ((1235, 10.0), (1236, 12.0)):
        (results_dir / f"luong_general-s{seed}.json").write_text(
            json.dumps({**summary, "seed": seed, "test_bleu_beam5": bleu}))
    table = study.write_report(results_dir, tmp_path / "table.md")
    assert "| luong_general | 11.0 (10.0 / 12.0) |" in table
    assert (tmp_path / "table.md").read_text() == table
    study.heatmap(run_dir, tmp_path / "heat.png", sentence_index=3)
    assert (tmp_path / "heat.png").stat().st_size > 1000


def test_unknown_mechanism_is_an_error():
    with pytest.raises(ValueError, match="unknown mechanism"):
        study.grid(["cosine"])
