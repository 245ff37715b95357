"""The study's tensorflow-addons rows: data handed to the reference, best-checkpoint selection and
the run directory it leaves (checked with a stand-in for the reference environment's python)."""

import json
import sys
import textwrap

import numpy as np
import pytest

from lab import study
from lab.benchmarks import reference_run
from seq2seq import config as C
from seq2seq.data.subword import Subword
from seq2seq.evaluation import bleu

SETTINGS = [
    "data.vocab_size=120",
    "train.epochs=2",
    "train.eval_every=3",
    "train.log_every=2",
    "train.eval_sentences=8",
    "train.batch_size=64",
]

# Stands in for `.refenv/bin/python reference/tfa_reference.py MODE ...`: `fit` evaluates at steps
# 3, 4 (end of epoch 1) and 8 and answers the dev references exactly at step 4 only; `decode`
# answers the test references. Both check what they were given.
FAKE = textwrap.dedent("""\
    #!{python}
    import json, os, sys
    import numpy as np
    import sentencepiece as spm
    args = sys.argv[2:]
    mode, opts = args[0], {{}}
    key = None
    for a in args[1:]:
        if a.startswith("--"):
            key = a[2:]; opts[key] = []
        else:
            opts[key].append(a)
    out_path = opts["out"][0] if mode == "decode" else opts["out-dir"][0] + "/x"
    run_dir = os.path.dirname(os.path.dirname(out_path))
    sp = spm.SentencePieceProcessor(model_file=os.path.join(run_dir, "tgt.model"))
    corpus = os.environ["FAKE_CORPUS"]
    def ids_of(split, n=None):
        lines = open(os.path.join(corpus, split + ".en"), encoding="utf-8").read().splitlines()[:n]
        rows = sp.encode(lines)
        width = max(map(len, rows)) + 1
        ids = np.zeros((len(rows), width), np.int32)
        for i, r in enumerate(rows):
            ids[i, :len(r)] = r; ids[i, len(r)] = 3
        return ids, np.array([len(r) for r in rows], np.int32)
    if mode == "fit":
        assert opts["attention"] == ["bahdanau"], opts
        epochs = [np.load(p) for p in opts["epoch-batches"]]
        assert [int(e["num_batches"]) for e in epochs] == [4, 4]  # 240 pairs / 64
        assert not np.array_equal(epochs[0]["b0/src_len"], epochs[1]["b0/src_len"])  # reshuffled
        dev = np.load(opts["dev"][0])
        assert sum(dev["b%d/src_len" % i].shape[0] for i in range(int(dev["num_batches"]))) == 8
        for step in (3, 4, 8):
            ids, lengths = ids_of("dev", 8)
            if step != 4:
                ids, lengths = ids[:, :1] * 0 + 5, np.ones(8, np.int32)
            out = opts["out-dir"][0]
            np.savez(os.path.join(out, "eval-%06d.npz" % step), ids=ids, lengths=lengths)
            np.savez(os.path.join(out, "weights-%06d.npz" % step), src_vocab=120, tgt_vocab=120,
                     **{{"w/step": np.array(step)}})
        print("epoch 1 step 2 loss 5.000 1,000 tok/s", file=sys.stderr)
        print("epoch 1 step 4 loss 4.000 3,000 tok/s", file=sys.stderr)
        print("epoch 2 step 6 loss 3.000 2,000 tok/s", file=sys.stderr)
        print(json.dumps({{"tensorflow": "2.15.1", "tensorflow_addons": "0.23.0",
                          "parameters": 7, "steps": 8, "tgt_tokens_per_second": 2000.0}}))
    else:
        data = np.load(opts["inputs"][0])
        assert int(data["w/step"]) == 4  # the best dev evaluation's weights
        assert opts["beam-size"] == ["5"]
        ids, lengths = ids_of("test")
        np.savez(opts["out"][0], **{{"greedy/ids": ids, "greedy/lengths": lengths,
                                     "beam/ids": ids, "beam/lengths": lengths}})
        print(json.dumps({{"greedy": {{"sentences_per_second": 100.0}},
                          "beam": {{"sentences_per_second": 20.0}}}}))
    """)


@pytest.fixture
def fake_refenv(tmp_path, tiny_corpus, monkeypatch):
    python = tmp_path / "refenv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(FAKE.format(python=sys.executable))
    python.chmod(0o755)
    monkeypatch.setenv("FAKE_CORPUS", str(tiny_corpus))
    return tmp_path / "refenv"


def test_reference_run_selects_the_best_dev_weights_and_leaves_a_study_run(
    tmp_path, tiny_corpus, fake_refenv
):
    config = C.load(
        "bench-small", SETTINGS + [f"data.corpus={tiny_corpus}", "model.attention=bahdanau"]
    )
    run_dir = tmp_path / "tfa_bahdanau-s1235"
    results = reference_run.run_reference(
        config, run_dir, "bahdanau", fake_refenv, log=lambda _: None
    )
    curve = [line.split("\t") for line in (run_dir / "dev_bleu.tsv").read_text().splitlines()]
    assert [int(step) for step, *_ in curve] == [3, 4, 8]
    assert float(curve[1][1]) == pytest.approx(100.0) and float(curve[0][1]) < 1.0
    seconds = [float(elapsed) for *_, elapsed in curve]  # the wall clock of each evaluation
    assert 0 <= seconds[0] <= seconds[1] <= seconds[2] <= results["wall_s"]
    assert [row[0] for row in results["dev_curve"]] == [3, 4, 8]
    assert [row[1] for row in results["dev_curve"]] == pytest.approx(
        [float(b) for _, b, _ in curve], abs=1e-4
    )
    assert results["checkpoint"] == "weights-000004.npz"
    # The stand-in answers the test references as pieces: BLEU of their SentencePiece round trip.
    refs = (tiny_corpus / "test.en").read_text("utf-8").splitlines()
    tgt = Subword(run_dir / "tgt.model")
    expected = bleu([tgt.decode(ids) for ids in tgt.encode(refs)], refs).score
    assert results["beam5"]["bleu"] == pytest.approx(expected) and expected > 90
    assert (run_dir / "test.beam5.en").read_text().splitlines()[0] == tgt.decode(
        tgt.encode(refs)[0]
    )
    assert results["beam5"]["sentences_per_second"] == 20.0
    assert [p.name for p in (run_dir / "reference").glob("weights-*")] == ["weights-000004.npz"]
    summary = study.summarise_run(study.Run("tfa_bahdanau", 1235), run_dir)
    assert summary["test_bleu_greedy"] == pytest.approx(expected)
    assert summary["train_tokens_per_second"] == 2500.0  # median of the logged rates but the first
    assert summary["steps"] == 8


def test_reference_rows_are_trained_by_the_reference_script():
    (run,) = study.grid(["tfa_luong"], seeds=(1235,))
    cmd = study.train_command(run, study.Path("runs/x"))
    assert cmd[1].endswith("tfa_train.py") and cmd[cmd.index("--attention") + 1] == "luong"


def test_missing_reference_environment_is_a_clear_error(tmp_path, tiny_corpus):
    config = C.load("bench-small", SETTINGS + [f"data.corpus={tiny_corpus}"])
    with pytest.raises(SystemExit, match="reference environment"):
        reference_run.run_reference(config, tmp_path / "run", "luong", tmp_path / "nowhere")


def test_epoch_batches_are_the_plain_shuffled_batches_of_the_seed(tmp_path, tiny_corpus):
    from seq2seq.benchmarks.training import prepare

    config = C.load("bench-small", SETTINGS + [f"data.corpus={tiny_corpus}"])
    vocabs, encoded = prepare(config, tmp_path, lambda _: None)
    for epoch in (0, 1):
        reference_run._epoch_batches(config, vocabs, encoded, epoch, tmp_path / f"e{epoch}.npz")
    first, second = np.load(tmp_path / "e0.npz"), np.load(tmp_path / "e1.npz")
    lengths = lambda d: sorted(
        np.concatenate([d[f"b{i}/tgt_len"] for i in range(int(d["num_batches"]))]).tolist()
    )
    assert lengths(first) == lengths(second)  # every pair once per epoch
    assert int(first["num_batches"]) == 4 and first["b3/src_ids"].shape[0] == 240 - 3 * 64
    assert json.loads(json.dumps(int(first["tgt_vocab"]))) == vocabs.tgt.vocab_size
    assert isinstance(vocabs.tgt, Subword)
