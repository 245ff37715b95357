"""Training end to end on a tiny corpus: determinism, exact resume, validation, checkpoints, CLI."""

import json
import subprocess
from pathlib import Path

import numpy as np
import pytest
from conftest import TINY_SIZES, run_script, script, set_args

from seq2seq import config as C
from seq2seq.checkpoint import CheckpointError
from seq2seq.data.corpus import CorpusError
from seq2seq.training.trainer import Trainer, train
from seq2seq.translator import Translator

TINY = TINY_SIZES + [
    "train.epochs=2",
    "train.eval_every=1000",
    "train.log_every=1000",
    "decode.beam_size=3",
]


@pytest.fixture
def corpus(tiny_corpus):
    return tiny_corpus


def config(corpus, *extra):
    return C.load("bench-small", TINY + [f"data.corpus={corpus}", *extra])


def weights(trainer):
    return [v.numpy() for v in trainer.model.weights]


@pytest.mark.slow  # trains end to end: make test-all
def test_same_seed_gives_the_same_model_and_resume_is_exact(corpus, tmp_path):
    logs = []
    full = Trainer(config(corpus), tmp_path / "full", log=logs.append)
    full.train()
    again = Trainer(config(corpus), tmp_path / "again", log=logs.append)
    again.train()
    for a, b in zip(weights(full), weights(again)):
        np.testing.assert_array_equal(a, b)

    # Stop after 7 steps (mid-epoch), then resume in a fresh Trainer: same final weights.
    part = Trainer(config(corpus, "train.max_steps=7"), tmp_path / "part", log=logs.append)
    part.train()
    assert int(part.progress.step) == 7
    resumed = Trainer(config(corpus), tmp_path / "part", log=logs.append)
    assert int(resumed.progress.step) == 7 and int(resumed.progress.batch_in_epoch) == 7
    resumed.train()
    assert int(resumed.progress.step) == int(full.progress.step)
    for a, b in zip(weights(full), weights(resumed)):
        np.testing.assert_allclose(a, b, atol=1e-6)
    assert any("resumed from" in line for line in logs)


@pytest.mark.slow  # trains end to end: make test-all
def test_train_writes_results_with_signatures(corpus, tmp_path):
    results = train(config(corpus, "train.epochs=1"), tmp_path / "run", log=lambda _: None)
    for name in ("greedy", "beam3"):
        assert results["test"][name]["signature"].startswith("nrefs:1|case:mixed|eff:no|tok:13a")
        assert "chrf_signature" in results["test"][name]
        assert results["test"][name]["length_ratio"] > 0
    stored = json.loads((tmp_path / "run" / "results.json").read_text())
    assert stored["test"]["greedy"]["bleu"] == results["test"]["greedy"]["bleu"]
    for key in ("preset", "seed", "epochs", "steps", "wall_s", "s_per_step", "tokens_per_s"):
        assert key in stored
    assert stored["steps"] > 0 and stored["wall_s"] > stored["step_s"] > 0
    # The length penalty's choice reuses the final model's dev translations at the configured alpha.
    tuned, configured = stored["length_penalty"], str(stored["length_penalty"]["configured"])
    assert tuned["dev_bleu"][configured] == pytest.approx(stored["final"]["dev_bleu"])
    assert set(tuned["dev_length_ratio"]) == set(tuned["dev_bleu"])
    lines = (tmp_path / "run" / "test.greedy.en").read_text("utf-8").split("\n")
    assert len(lines) == 21  # 20 lines + the final newline
    assert (tmp_path / "run" / "best").is_dir() and (tmp_path / "run" / "src.model").exists()

    translator = Translator.from_dir(tmp_path / "run")
    out = translator.translate(["Hola.", "", "Gracias."], beam_size=3, n_best=2)
    assert out[1].text == "" and not out[1].hypotheses
    assert len(out[0].hypotheses) == 2 and out[0].hypotheses[0].score >= out[0].hypotheses[1].score


@pytest.mark.slow  # trains end to end: make test-all
def test_translator_restores_every_trained_weight(corpus, tmp_path):
    trainer = Trainer(config(corpus, "train.max_steps=3"), tmp_path / "run", log=lambda _: None)
    trainer.train()
    restored = Translator.from_dir(tmp_path / "run", checkpoint="latest").model

    def names(model):  # variable paths without the model's own (numbered) name
        return [v.path.split("/", 1)[1] for v in model.trainable_weights]

    assert names(trainer.model) == names(restored)
    for name, a, b in zip(
        names(restored), trainer.model.trainable_weights, restored.trainable_weights
    ):
        np.testing.assert_array_equal(a.numpy(), b.numpy(), err_msg=name)


@pytest.mark.slow  # trains end to end: make test-all
def test_a_changed_model_config_is_refused_on_resume(corpus, tmp_path):
    Trainer(config(corpus, "train.max_steps=1"), tmp_path / "run", log=lambda _: None).train()
    with pytest.raises(C.ConfigError, match="model.decoder_units"):
        Trainer(
            config(corpus, "model.decoder_units=16", "model.attention_units=16"),
            tmp_path / "run",
            log=lambda _: None,
        )


def test_bad_corpus_fails_before_anything_is_written(corpus, tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    for name in ("train.es", "train.en", "dev.es", "dev.en", "test.es", "test.en"):
        (bad / name).write_bytes((corpus / name).read_bytes())
    (bad / "train.en").write_text("one line\n", "utf-8")
    run_dir = tmp_path / "run"
    with pytest.raises(CorpusError, match="line count"):
        Trainer(config(bad), run_dir, log=lambda _: None)
    assert not run_dir.exists()


@pytest.mark.slow  # trains end to end: make test-all
def test_corrupt_and_missing_checkpoints_are_clear_errors(corpus, tmp_path):
    run_dir = tmp_path / "run"
    Trainer(config(corpus, "train.max_steps=2"), run_dir, log=lambda _: None).train()
    with pytest.raises(CheckpointError, match="no such checkpoint"):
        Translator.from_dir(run_dir, checkpoint=str(run_dir / "nope"))
    for data in (run_dir / "checkpoints").glob("*.data-*"):
        data.write_bytes(b"garbage")
    with pytest.raises(CheckpointError, match="corrupt"):
        Translator.from_dir(run_dir, checkpoint="latest")


@pytest.mark.slow  # trains end to end: make test-all
def test_translate_cli(corpus, tmp_path):
    run_dir = tmp_path / "run"
    Trainer(config(corpus, "train.max_steps=3"), run_dir, log=lambda _: None).train()
    result = run_script(
        "translate.py", "--run-dir", str(run_dir), "--beam-size", "2", input=b"Hola.\n\nGracias.\n"
    )
    assert result.returncode == 0, result.stderr.decode()
    assert len(result.stdout.decode("utf-8").split("\n")) == 4  # 3 lines, the middle one empty
    assert result.stdout.decode("utf-8").split("\n")[1] == ""

    src = tmp_path / "src.txt"
    src.write_text("Hola.\nTengo hambre.\n", "utf-8")
    ref = tmp_path / "ref.txt"
    ref.write_text("Hello.\nI'm hungry.\n", "utf-8")
    out, plots, align = tmp_path / "out.txt", tmp_path / "plots", tmp_path / "al.jsonl"
    result = run_script(
        "translate.py",
        "--run-dir",
        str(run_dir),
        "-i",
        str(src),
        "-o",
        str(out),
        "--n-best",
        "2",
        "--beam-size",
        "2",
        "--ref",
        str(ref),
        "--alignments",
        str(align),
        "--plot-attention",
        str(plots),
    )
    assert result.returncode == 0, result.stderr.decode()
    nbest = out.read_text("utf-8").splitlines()
    assert [line.split(" ||| ")[0] for line in nbest] == ["0", "0", "1", "1"]
    rows = [json.loads(line) for line in align.read_text("utf-8").splitlines()]
    assert len(rows) == 2 and rows[1]["source"][-1] == "</s>"
    matrix = np.array(rows[1]["alignments"])  # [target pieces, source pieces + EOS]
    assert matrix.shape == (len(rows[1]["target"]), len(rows[1]["source"]))
    np.testing.assert_allclose(matrix.sum(-1), 1.0, atol=1e-5)
    assert sorted(p.name for p in plots.glob("*.png")) == ["00000.png", "00001.png"]
    page = (plots / "index.html").read_text("utf-8")  # one page for the whole file
    assert page.count("<img") == 2 and 'src="00001.png"' in page
    assert "BLEU = " in result.stderr.decode() and "chrF = " in result.stderr.decode()

    # One sentence at a time: the XLA-compiled search, or the graph (--no-xla), translates and
    # aligns alike (the alignments without XLA's source padding).
    one_by_one = {}
    for flag in ([], ["--no-xla"]):
        al = tmp_path / f"al{len(flag)}.jsonl"
        result = run_script(
            "translate.py", "--run-dir", str(run_dir), "-i", str(src), "--batch-size", "1",
            "--beam-size", "2", "--alignments", str(al), *flag,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr.decode()
        rows = [json.loads(line) for line in al.read_text("utf-8").splitlines()]
        one_by_one[bool(flag)] = (result.stdout, rows)
    assert one_by_one[True][0] == one_by_one[False][0]
    for xla_row, graph_row in zip(one_by_one[False][1], one_by_one[True][1]):
        assert xla_row["target"] == graph_row["target"]
        np.testing.assert_allclose(xla_row["alignments"], graph_row["alignments"], atol=1e-5)

    sampled = [
        run_script(
            "translate.py",
            "--run-dir",
            str(run_dir),
            "--sample",
            "--top-k",
            "5",
            "--temperature",
            "1.5",
            "--seed",
            str(seed),
            "-i",
            str(src),
        )
        for seed in (1, 1, 2)
    ]
    assert all(r.returncode == 0 for r in sampled), sampled[0].stderr.decode()
    assert sampled[0].stdout == sampled[1].stdout  # seeded
    assert len(sampled[0].stdout.decode("utf-8").splitlines()) == 2

    result = run_script("translate.py", "--run-dir", str(run_dir), input=b"ok\n\xff\xfe\n")
    assert result.returncode == 2
    assert (
        result.stderr.decode().strip()
        == "translate.py: error: <stdin>:2: invalid UTF-8 (byte 0xff)"
    )

    out = tmp_path / "never.txt"
    result = run_script(
        "translate.py", "--run-dir", str(tmp_path / "missing"), "-o", str(out), input=b"Hola.\n"
    )
    assert result.returncode == 2 and "no such run directory" in result.stderr.decode()
    assert not out.exists()


def test_train_cli_reports_a_bad_key_in_one_line(tmp_path):
    result = run_script(
        "train.py",
        "--config",
        "ci-tiny",
        "--set",
        "train.bogus=1",
        "--run-dir",
        str(tmp_path / "run"),
    )
    assert result.returncode == 2
    assert result.stderr.decode().strip() == "train.py: error: unknown config key train.bogus"
    assert not (tmp_path / "run").exists()


@pytest.mark.slow  # trains end to end: make test-all
def test_either_direction_by_configuration(corpus, tmp_path):
    trainer = Trainer(
        config(corpus, "data.src=en", "data.tgt=es", "train.max_steps=2"),
        tmp_path / "run",
        log=lambda _: None,
    )
    trainer.train()
    assert trainer.corpora.dev[0][0] == (corpus / "dev.en").read_text("utf-8").split("\n")[0]
    results = trainer.final_evaluation()
    assert (tmp_path / "run" / "test.greedy.es").exists() and "greedy" in results["test"]


@pytest.mark.slow  # trains end to end: make test-all
def test_scheduled_sampling_from_the_command_line(corpus, tmp_path):
    result = run_script(
        "train.py",
        "--config",
        "bench-small",
        "--run-dir",
        str(tmp_path / "run"),
        *set_args(
            *TINY,
            f"data.corpus={corpus}",
            "train.max_steps=3",
            "train.log_every=1",
            "train.scheduled_sampling=0.5",
            "train.scheduled_sampling_ramp=2",
            "train.scheduled_sampling_mode=output",
        ),
    )
    assert result.returncode == 0, result.stderr.decode()[-2000:]
    losses = [
        line
        for line in (tmp_path / "run" / "train.log").read_text().splitlines()
        if " step " in line and " loss " in line
    ]
    assert len(losses) == 3
    trainer = Trainer(
        config(corpus, "train.scheduled_sampling=0.4", "train.scheduled_sampling_ramp=10"),
        tmp_path / "run2",
        log=lambda _: None,
    )
    assert [trainer.sampling_probability(s) for s in (0, 5, 10, 20)] == [0.0, 0.2, 0.4, 0.4]


@pytest.mark.slow  # trains end to end: make test-all
def test_a_finished_run_continues_when_epochs_are_raised(corpus, tmp_path):
    first = Trainer(config(corpus, "train.epochs=1"), tmp_path / "run", log=lambda _: None)
    first.train()
    steps = int(first.progress.step)
    again = Trainer(config(corpus, "train.epochs=1"), tmp_path / "run", log=lambda _: None)
    again.train()  # nothing left to do
    assert int(again.progress.step) == steps
    more = Trainer(config(corpus, "train.epochs=2"), tmp_path / "run", log=lambda _: None)
    more.train()
    second = sum(1 for _ in more.data.dataset(1))  # plain batches after a bucketed first epoch
    assert int(more.progress.step) == steps + second and int(more.progress.epoch) == 2


@pytest.mark.slow  # trains end to end: make test-all
def test_ctrl_c_saves_a_checkpoint_then_resumes(corpus, tmp_path):
    import signal
    import time

    run_dir = tmp_path / "run"
    args = set_args(*TINY, f"data.corpus={corpus}", "train.epochs=50", "train.log_every=1")
    proc = subprocess.Popen(
        script("train.py", "--config", "bench-small", "--run-dir", run_dir, *args),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    log = run_dir / "train.log"
    deadline = time.time() + 240
    while time.time() < deadline and not (log.exists() and "epoch 1 step" in log.read_text()):
        time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=120)
    assert proc.returncode == 130
    assert "interrupted: saved" in log.read_text()
    resumed = Trainer(config(corpus, "train.epochs=50"), run_dir, log=lambda _: None)
    assert int(resumed.progress.step) >= 1


@pytest.mark.slow  # trains end to end: make test-all
def test_mean_batch_tokens_divides_every_step_by_one_constant(corpus, tmp_path):
    import keras
    import tensorflow as tf

    from seq2seq.training.losses import masked_cross_entropy

    def sgd_step_update(normalizer):
        """A Trainer whose optimizer is plain SGD(1): its update is minus the loss's gradient."""
        trainer = Trainer(
            # float32 output gradients: the update is compared with the float32 gradient below
            config(
                corpus,
                "model.dropout=0",
                f"train.loss_normalizer={normalizer}",
                "train.output_gradients=float32",
            ),
            tmp_path / normalizer,
            log=lambda _: None,
        )
        trainer.optimizer = keras.optimizers.SGD(1.0)
        trainer.optimizer.build(trainer.model.trainable_variables)
        trainer.train_step = trainer._make_train_step()
        batch = next(iter(trainer.dataset(0, 0)))
        with tf.GradientTape() as tape:
            loss_sum, tokens = masked_cross_entropy(
                batch["tgt_out"], trainer.model(batch), batch["tgt_len"]
            )
        grads = tape.gradient(loss_sum, trainer.model.trainable_variables)
        before = [v.numpy() for v in trainer.model.trainable_variables]
        trainer.run_step(batch)
        updates = [b - v.numpy() for b, v in zip(before, trainer.model.trainable_variables)]
        return trainer, grads, float(tokens), updates

    trainer, grads, _, updates = sgd_step_update("mean_batch_tokens")
    # Independent count: the target side through its SentencePiece model, pieces + EOS (the
    # length filter keeps every pair of this corpus).
    targets = (Path(corpus) / "train.en").read_text("utf-8").splitlines()
    lengths = [len(ids) + 1 for ids in trainer.vocabs.tgt.encode(targets)]
    assert trainer.loss_denominator == pytest.approx(16 * np.mean(lengths), rel=1e-9)
    for grad, update in zip(grads, updates):
        np.testing.assert_allclose(
            update, tf.convert_to_tensor(grad) / trainer.loss_denominator, atol=1e-6
        )

    default, grads, tokens, updates = sgd_step_update("batch_tokens")
    assert default.loss_denominator is None and tokens != pytest.approx(trainer.loss_denominator)
    for grad, update in zip(grads, updates):
        np.testing.assert_allclose(update, tf.convert_to_tensor(grad) / tokens, atol=1e-6)


@pytest.mark.slow  # builds three trainers: make test-all
@pytest.mark.parametrize(
    "native_bf16, precision, expected, said",
    [
        (True, "float32", "bfloat16", True),
        (False, "float32", "float32", True),
        (True, "mixed_bfloat16", "auto", False),  # the output layer is in bfloat16 anyway
    ],
)
def test_output_gradients_auto_is_decided_by_the_cpu_and_said(
    corpus, tmp_path, monkeypatch, native_bf16, precision, expected, said
):
    monkeypatch.setattr("seq2seq.training.distribute.cpu_has_bf16", lambda: native_bf16)
    logs = []
    trainer = Trainer(
        config(corpus, f"train.precision={precision}"), tmp_path / "run", log=logs.append
    )
    assert trainer.config.train.output_gradients == expected
    assert any(line.startswith("train.output_gradients auto: ") for line in logs) == said
