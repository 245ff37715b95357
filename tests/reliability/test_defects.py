"""One test per defect of the hostile-user report (issue 17) that is not already a row of the
bad-input table or an interruption test."""

import json

import numpy as np
import pytest
import tensorflow as tf

from seq2seq import config as C
from seq2seq.commands.train import train_main
from seq2seq.errors import TrainingStopped
from seq2seq.training.trainer import Trainer, train

from .conftest import ROOT, TINY, tiny_args


def tiny(corpus, *extra):
    return C.load("bench-small", TINY + [f"data.corpus={corpus}", *extra])


def quiet(_):
    pass


@pytest.mark.slow  # trains end to end: make test-all
def test_1_a_small_corpus_gets_a_smaller_vocabulary_and_reruns(tiny_corpus, tmp_path):
    logs = []
    config = tiny(tiny_corpus, "data.vocab_size=2000", "train.max_steps=2")
    trainer = Trainer(config, tmp_path / "run", log=logs.append)
    assert trainer.vocabs.src.vocab_size < 2000
    assert any("too small for the requested 2000" in line for line in logs)
    trainer.train()
    Trainer(config, tmp_path / "run", log=quiet)  # the re-run loads what the first one made


@pytest.mark.slow  # trains end to end: make test-all
def test_2_non_finite_steps_are_skipped_then_training_stops_without_saving_them(
    tiny_corpus, tmp_path
):
    logs = []
    trainer = Trainer(tiny(tiny_corpus, "train.eval_every=1000"), tmp_path / "run", log=logs.append)
    embedding = trainer.model.trainable_variables[0]
    poisoned = embedding.numpy()
    poisoned[:] = np.nan
    embedding.assign(poisoned)
    others = [v.numpy() for v in trainer.model.trainable_variables[1:]]
    with pytest.raises(TrainingStopped, match="5 steps in a row had a non-finite loss"):
        trainer.train()
    assert sum("update skipped" in line for line in logs) == 5
    for before, variable in zip(others, trainer.model.trainable_variables[1:]):
        np.testing.assert_array_equal(variable.numpy(), before)  # no update was applied
    assert int(trainer.optimizer.iterations) == 0
    assert tf.train.latest_checkpoint(str(tmp_path / "run" / "checkpoints")) is None


@pytest.mark.slow  # trains end to end: make test-all
def test_2_non_finite_weights_are_never_saved(tiny_corpus, tmp_path):
    trainer = Trainer(
        tiny(tiny_corpus, "train.max_steps=2", "train.eval_every=1"), tmp_path / "run", log=quiet
    )
    trainer.train()
    saved = tf.train.latest_checkpoint(str(tmp_path / "run" / "checkpoints"))
    variable = trainer.model.trainable_variables[1]
    variable.assign(np.full(variable.shape, np.inf, np.float32))
    with pytest.raises(TrainingStopped, match="not finite and was not saved"):
        trainer._save(3)
    assert tf.train.latest_checkpoint(str(tmp_path / "run" / "checkpoints")) == saved


@pytest.mark.slow  # trains end to end: make test-all
def test_5_a_finished_run_changes_nothing_and_a_lost_result_is_only_decoded_again(
    tiny_corpus, tmp_path
):
    config = tiny(tiny_corpus, "train.max_steps=4", "train.eval_every=2")
    run_dir = tmp_path / "run"
    first = train(config, run_dir, log=quiet)
    files = sorted(p.name for p in (run_dir / "checkpoints").iterdir())
    text = (run_dir / "results.json").read_text()
    logs = []
    again = train(config, run_dir, log=logs.append)
    assert sorted(p.name for p in (run_dir / "checkpoints").iterdir()) == files
    assert (run_dir / "results.json").read_text() == text and again["steps"] == 4
    assert any("finished" in line for line in logs)
    (run_dir / "results.json").unlink()
    redone = train(config, run_dir, log=quiet)
    assert (
        redone["steps"] == 4
        and sorted(p.name for p in (run_dir / "checkpoints").iterdir()) == files
    )
    assert redone["test"]["greedy"]["bleu"] == first["test"]["greedy"]["bleu"]


@pytest.mark.slow  # trains end to end: make test-all
def test_6_a_truncated_id_cache_is_rebuilt(tiny_corpus, tmp_path):
    config = tiny(tiny_corpus, "train.max_steps=1")
    first = Trainer(config, tmp_path / "run", log=quiet)
    cache = tmp_path / "run" / "train_ids.npz"
    cache.write_bytes(cache.read_bytes()[:100])
    again = Trainer(config, tmp_path / "run", log=quiet)
    np.testing.assert_array_equal(again.data.kept.src_values, first.data.kept.src_values)
    assert not list((tmp_path / "run").glob("*.tmp"))


@pytest.mark.slow  # trains end to end: make test-all
def test_10_a_full_disk_during_a_save_is_one_line_and_the_run_stays_resumable(
    tiny_corpus, tmp_path, capsys, monkeypatch
):
    run_dir = tmp_path / "run"
    args = ["--config", "bench-small", "--run-dir", str(run_dir)]
    sets = tiny_args(tiny_corpus, "train.eval_every=2")
    assert train_main(args + sets + ["--set", "train.max_steps=2"]) == 0
    capsys.readouterr()

    def full(self, *a, **k):
        raise tf.errors.ResourceExhaustedError(None, None, "No space left on device")

    monkeypatch.setattr(tf.train.CheckpointManager, "save", full)
    rc = train_main(args + sets + ["--set", "train.max_steps=4"])
    err = capsys.readouterr().err.strip()
    assert rc == 2 and len(err.splitlines()) == 1 and "checkpoints" in err and "space" in err
    monkeypatch.undo()
    resumed = Trainer(
        tiny(tiny_corpus, "train.eval_every=2", "train.max_steps=4"), run_dir, log=quiet
    )
    assert int(resumed.progress.step) == 2


@pytest.mark.slow  # trains end to end: make test-all
def test_12_a_corrupt_subword_model_in_a_run_directory_is_one_line(tiny_corpus, tmp_path, capsys):
    run_dir = tmp_path / "run"
    sets = tiny_args(tiny_corpus, "train.max_steps=1")
    assert train_main(["--config", "bench-small", "--run-dir", str(run_dir), *sets]) == 0
    capsys.readouterr()
    (run_dir / "tgt.model").write_bytes(b"\x00garbage")
    rc = train_main(["--config", "bench-small", "--run-dir", str(run_dir), *sets])
    err = capsys.readouterr().err.strip()
    assert rc == 2 and len(err.splitlines()) == 1 and "tgt.model" in err


@pytest.mark.slow  # trains end to end: make test-all
def test_14_a_deleted_checkpoint_index_is_rebuilt_not_restarted(tiny_corpus, tmp_path):
    run_dir = tmp_path / "run"
    Trainer(
        tiny(tiny_corpus, "train.max_steps=6", "train.eval_every=3"), run_dir, log=quiet
    ).train()
    (run_dir / "checkpoints" / "checkpoint").unlink()
    logs = []
    resumed = Trainer(
        tiny(tiny_corpus, "train.max_steps=6", "train.eval_every=3"), run_dir, log=logs.append
    )
    assert int(resumed.progress.step) == 6
    assert any("was missing: rebuilt" in line for line in logs)


@pytest.mark.slow  # trains end to end: make test-all
def test_the_data_summary_goes_to_train_log(tiny_corpus, tmp_path, capsys):
    run_dir = tmp_path / "run"
    sets = tiny_args(tiny_corpus, "train.max_steps=1")
    assert train_main(["--config", "bench-small", "--run-dir", str(run_dir), *sets]) == 0
    log = (run_dir / "train.log").read_text()
    for text in ("data train:", "data dev:", "dropped by the length filter"):
        assert text in log


@pytest.mark.slow  # trains end to end: make test-all
def test_stdout_on_a_full_disk_is_one_line(trained_run, tmp_path):
    import subprocess
    import sys

    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "translate.py"), "--run-dir", str(trained_run)],
            input=b"Hola.\n",
            stdout=full,
            stderr=subprocess.PIPE,
            timeout=120,
        )
    err = proc.stderr.decode().strip().splitlines()
    assert proc.returncode == 2 and len(err) == 1 and "stdout" in err[0], err


@pytest.mark.slow  # trains end to end: make test-all
def test_results_record_the_run(trained_run):
    results = json.loads((trained_run / "results.json").read_text())
    assert results["steps"] == 4 and results["preset"] == "bench-small"
    assert set(results["test"]) == {"greedy", "beam3"}
    assert results["final"]["chosen"] in results["final"]["candidates"]
    # train.ema_decay is set (conftest): the moving average is a candidate beside the averages.
    assert {"best", "average of the last 2", "exponential moving average"} <= set(
        results["final"]["candidates"]
    )
    assert results["software"]["tensorflow"] and "git_commit" in results["software"]
    if (ROOT / ".git").exists():  # run from a checkout: the commit is known
        assert len(results["software"]["git_commit"]) == 40
    header = (trained_run / "config.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert header.startswith("# seq2seq ") and "git commit" in header


@pytest.mark.slow  # a real training process: make test-all
def test_no_tensorflow_error_level_line_reaches_a_user_on_a_cpu_only_machine(tiny_corpus, tmp_path):
    """TensorFlow prints E-level lines at start-up on a machine without CUDA (``cuInit: UNKNOWN
    ERROR (303)``); the commands drop those known lines, so a new user sees none (issue 22.2)."""
    import os
    import re
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith(("TF_CPP", "SEQ2SEQ_TF"))}
    train = [sys.executable, str(ROOT / "scripts" / "train.py"), "--config", "bench-small"]
    run_dir = tmp_path / "run"
    args = tiny_args(tiny_corpus, "train.max_steps=2", "train.eval_every=2")
    proc = subprocess.run(
        [*train, "--run-dir", str(run_dir), *args], capture_output=True, env=env, timeout=300
    )
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    translate = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "translate.py"), "--run-dir", str(run_dir)],
        input=b"Hola.\n",
        capture_output=True,
        env=env,
        timeout=300,
    )
    assert translate.returncode == 0, translate.stderr.decode()[-2000:]
    for stderr in (proc.stderr.decode(), translate.stderr.decode()):
        assert not re.search(r"^E\d{4} ", stderr, re.MULTILINE), stderr[-2000:]
        assert "cuInit" not in stderr and "Traceback" not in stderr
