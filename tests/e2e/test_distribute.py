"""tf.distribute and mixed precision: the same training, on two replicas or in half precision."""

import json
import subprocess
import sys

import numpy as np
import pytest
import tensorflow as tf
from conftest import ROOT, TINY_SIZES

from seq2seq import config as C
from seq2seq.training.trainer import Trainer

SCRIPT = r"""
import json, sys
import tensorflow as tf
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(
    cpu, [tf.config.LogicalDeviceConfiguration(), tf.config.LogicalDeviceConfiguration()])
sys.path.insert(0, sys.argv[1])
from seq2seq import config as C
from seq2seq.training.trainer import Trainer
corpus, run_root, batch_size = sys.argv[2], sys.argv[3], sys.argv[4]
overrides = ["model.embedding_size=16", "model.encoder_units=16", "model.decoder_units=32",
             "model.attention_units=32", "model.attention_layer_size=32", "model.dropout=0.0",
             "data.vocab_size=120", f"train.batch_size={batch_size}", "train.max_steps=4",
             "train.eval_every=1000", "train.log_every=1", f"data.corpus={corpus}"]
out = {}
for strategy in ("default", "mirrored"):
    logs = []
    cfg = C.load("bench-small", overrides + [f"train.strategy={strategy}"])
    trainer = Trainer(cfg, f"{run_root}/{strategy}", log=logs.append)
    if strategy == "mirrored":
        assert trainer.strategy.num_replicas_in_sync == 2
    trainer.train()
    losses = [float(line.split(" loss ")[1].split()[0]) for line in logs if " loss " in line]
    out[strategy] = {"losses": losses,
                     "weights": [v.numpy().tolist() for v in trainer.model.trainable_weights[:4]]}
print("RESULT" + json.dumps(out))
"""


@pytest.mark.slow  # trains end to end: make test-all
# A batch of one sentence leaves the second replica none: every step has an empty replica batch,
# as the last, partial batch of a bucket can in a real training.
@pytest.mark.parametrize("batch_size", [16, 1])
def test_mirrored_strategy_on_two_logical_cpus_matches_one_device(
    batch_size, tmp_path, tiny_corpus
):
    corpus = tiny_corpus
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(ROOT), str(corpus), str(tmp_path), str(batch_size)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    out = json.loads(result.stdout.split("RESULT", 1)[1])
    assert len(out["default"]["losses"]) == 4
    np.testing.assert_allclose(out["mirrored"]["losses"], out["default"]["losses"], rtol=1e-4)
    for a, b in zip(out["mirrored"]["weights"], out["default"]["weights"]):
        np.testing.assert_allclose(a, b, atol=1e-5)


@pytest.mark.slow  # trains or loads a whole model: make test-all
def test_mixed_bfloat16_trains_with_float32_variables_and_loss(tmp_path, tiny_corpus):
    corpus = tiny_corpus
    logs = []
    cfg = C.load(
        "bench-small",
        TINY_SIZES
        + [
            "train.max_steps=3",
            "train.log_every=1",
            "train.eval_every=1000",
            "train.precision=mixed_bfloat16",
            f"data.corpus={corpus}",
        ],
    )
    trainer = Trainer(cfg, tmp_path / "run", log=logs.append)
    trainer.train()
    losses = [float(line.split(" loss ")[1].split()[0]) for line in logs if " loss " in line]
    assert len(losses) == 3 and all(np.isfinite(losses))
    assert all(v.dtype == "float32" for v in trainer.model.trainable_weights)
    assert trainer.model.decoder.wrapper.cell.compute_dtype == "bfloat16"
    batch = next(iter(trainer.dataset(0)))
    state = trainer.model.start(batch["src_ids"], batch["src_len"])
    log_probs, _, alignments = trainer.model.step(batch["tgt_in"][:, 0], state)
    assert log_probs.dtype == tf.float32 and alignments.dtype == tf.float32
    np.testing.assert_allclose(tf.reduce_sum(alignments, -1), 1.0, atol=1e-6)
