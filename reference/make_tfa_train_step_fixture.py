"""Training-step parity fixture: tensorflow-addons' bench-small model (``tfa_reference.Reference``,
built small) trained a few Adam steps from drawn weights on one drawn batch, without dropout.

Written to ``<out>/train_step.npz`` (``tests/fixtures/training/``: the attention tests read every
``.npz`` of ``tests/fixtures/`` itself):

    w/<name>          the initial weights, canonical names (`lab/benchmarks/weights.py`)
    src_ids [B, S]    src_len [B]    tgt_in [B, T]    tgt_out [B, T]    tgt_len [B]
    loss [STEPS]      each step's loss before its update (summed token cross-entropy / tokens)
    g/<name>          the gradient of the first loss (dense)
    after/<name>      the weights after the STEPS updates
    sizes             [Vs, Vt, E, u, C], learning_rate, clip_norm

The update is the reference's training step with a learning rate and a global clip norm small
enough to bind: Keras 2's Adam (0.9 / 0.999 / 1e-7) with ``global_clipnorm``. Run ONLY in the
reference environment: ``.refenv/bin/python reference/make_tfa_train_step_fixture.py --out
tests/fixtures/training`` (`make fixtures`); `tests/unit/test_train_step_tfa_parity.py` reads it.
"""

from __future__ import annotations

import argparse
import importlib
import os

import numpy as np
from fixture_io import f32, i32, tf, tfa, uniform, write_npz  # first: TensorFlow's switches

# Same folder: the reference bench-small model and its weight names.
R = importlib.import_module("tfa_reference")

SIZES = dict(src_vocab=23, tgt_vocab=19, embedding=8, encoder_units=8, decoder_units=16)
STEPS = 3
LEARNING_RATE = 0.01
CLIP_NORM = 0.05  # below the first gradient's global norm: the clipping binds


def draw_batch(rng) -> dict[str, np.ndarray]:
    """Four sentence pairs of different lengths, padded with 0 (ids 4.. are words)."""
    src_len, tgt_len = i32([5, 3, 6, 2]), i32([4, 6, 2, 3])
    src = i32(rng.randint(4, SIZES["src_vocab"], size=[4, 6]))
    tgt = i32(rng.randint(4, SIZES["tgt_vocab"], size=[4, 7]))
    src *= np.arange(6)[None, :] < src_len[:, None]
    tgt_in, tgt_out = tgt[:, :-1].copy(), tgt[:, 1:].copy()
    tgt_in[:, 0] = 2  # BOS
    for row, n in enumerate(tgt_len):
        tgt_out[row, n - 1] = 3  # EOS
        tgt_in[row, n:], tgt_out[row, n:] = 0, 0
    return dict(src_ids=src, src_len=src_len, tgt_in=tgt_in, tgt_out=tgt_out, tgt_len=tgt_len)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="tests/fixtures/training")
    args = parser.parse_args(argv)
    rng = np.random.RandomState(2026)
    model = R.Reference(**SIZES, dropout=0.0)
    R.build(model)
    variables = R.canonical_variables(model)
    names = sorted(variables)
    for name in names:
        variables[name].assign(uniform(rng, variables[name].shape, 0.3))
    data = {f"w/{n}": variables[n].numpy() for n in names}
    batch = draw_batch(rng)
    data.update(batch)
    inputs = [tf.constant(batch[k]) for k in ("src_ids", "src_len", "tgt_in", "tgt_len")]
    weights = tf.sequence_mask(batch["tgt_len"], batch["tgt_out"].shape[1], dtype=tf.float32)
    optimizer = tf.keras.optimizers.Adam(
        learning_rate=LEARNING_RATE,
        beta_1=0.9,
        beta_2=0.999,
        epsilon=1e-7,
        global_clipnorm=CLIP_NORM,
    )
    losses = []
    for step in range(STEPS):
        with tf.GradientTape() as tape:
            logits = model(inputs, training=True)  # [B, T, Vt]
            loss = tfa.seq2seq.sequence_loss(logits, tf.constant(batch["tgt_out"]), weights)
        grads = tape.gradient(loss, [variables[n] for n in names])
        if step == 0:
            data.update({f"g/{n}": tf.convert_to_tensor(g).numpy() for n, g in zip(names, grads)})
            print(f"first gradient's global norm {float(tf.linalg.global_norm(grads)):.4f}")
        optimizer.apply_gradients(zip(grads, [variables[n] for n in names]))
        losses.append(float(loss))
    data["loss"] = f32(losses)
    data.update({f"after/{n}": variables[n].numpy() for n in names})
    data["sizes"] = i32([SIZES[k] for k in SIZES])
    data["learning_rate"], data["clip_norm"] = f32(LEARNING_RATE), f32(CLIP_NORM)
    os.makedirs(args.out, exist_ok=True)
    write_npz(args.out, "train_step", data)


if __name__ == "__main__":
    main()
