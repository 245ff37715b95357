#!/usr/bin/env python
"""A tfa-style attention NMT model, written the way tensorflow-addons users wrote them.

Keras encoder (Embedding + LSTM), decoder = ``tfa.seq2seq.AttentionWrapper(LSTMCell,
LuongAttention)`` + ``BasicDecoder`` + ``TrainingSampler`` for training (``sequence_loss``), and
``BeamSearchDecoder`` + ``tile_batch`` for inference. It trains on ``data/ci-subset`` for
``--steps`` steps with a trivial word vocabulary and translates a few test sentences.

The same file runs on both stacks; only the import differs (``--impl`` or ``TFA_IMPL``):

    .venv/bin/python examples/tfa_style_nmt.py --steps 50                  # seq2seq.compat.tfa
    TFA_IMPL=tfa .refenv/bin/python examples/tfa_style_nmt.py --steps 50   # tensorflow-addons

It prints ``train step ms`` and ``beam sentences/s`` (both after a warm-up) so the two can be
compared (docs/migrating-from-tfa.md).
"""

from __future__ import annotations

import argparse
import collections
import os
import pathlib
import re
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import numpy as np
import tensorflow as tf


def import_tfa(impl: str):
    """The one line that differs between tensorflow-addons and seq2seq.compat."""
    if impl == "tfa":
        import warnings

        warnings.filterwarnings("ignore")
        import tensorflow_addons as tfa
    else:
        from seq2seq.compat import tfa
    return tfa


IMPL = os.environ.get("TFA_IMPL", "compat")
if "--impl" in sys.argv[:-1]:
    IMPL = sys.argv[sys.argv.index("--impl") + 1]
tfa = import_tfa(IMPL)
import keras  # noqa: E402  (Keras 2 in the tfa environment, Keras 3 otherwise)

PAD, BOS, EOS, UNK = 0, 1, 2, 3
ROOT = pathlib.Path(__file__).resolve().parents[1]


# -- data: a trivial word vocabulary -------------------------------------------------------------
def tokenize(line: str):
    return re.findall(r"\w+|[^\w\s]", line.lower())


class Vocab:
    def __init__(self, lines, size):
        counts = collections.Counter(w for line in lines for w in tokenize(line))
        self.words = ["<pad>", "<s>", "</s>", "<unk>"] + [
            w for w, _ in counts.most_common(size - 4)
        ]
        self.index = {w: i for i, w in enumerate(self.words)}

    def encode(self, line):
        return [self.index.get(w, UNK) for w in tokenize(line)]

    def decode(self, ids):
        out = []
        for i in ids:
            if i == EOS:
                break
            out.append(self.words[i])
        return " ".join(out)


def load_pairs(data_dir, split, limit=None):
    src = (pathlib.Path(data_dir) / f"{split}.es").read_text(encoding="utf-8").splitlines()
    tgt = (pathlib.Path(data_dir) / f"{split}.en").read_text(encoding="utf-8").splitlines()
    return src[:limit], tgt[:limit]


def pad(seqs, length=None):
    length = length or max(len(s) for s in seqs)
    out = np.zeros([len(seqs), length], np.int32)
    for i, s in enumerate(seqs):
        out[i, : len(s)] = s[:length]
    return out


# -- the model -----------------------------------------------------------------------------------
@keras.saving.register_keras_serializable(package="tfa_style_nmt")
class TfaStyleNMT(keras.Model):
    """Encoder-decoder with Luong attention, tfa.seq2seq style."""

    def __init__(self, src_vocab=2000, tgt_vocab=2000, units=64, embed=32, **kwargs):
        super().__init__(**kwargs)
        self.src_vocab, self.tgt_vocab, self.units, self.embed = src_vocab, tgt_vocab, units, embed
        self.src_embedding = keras.layers.Embedding(src_vocab, embed)
        self.encoder = keras.layers.LSTM(units, return_sequences=True, return_state=True)
        self.tgt_embedding = keras.layers.Embedding(tgt_vocab, embed)
        self.attention = tfa.seq2seq.LuongAttention(units)
        self.cell = tfa.seq2seq.AttentionWrapper(
            keras.layers.LSTMCell(units), self.attention, attention_layer_size=units
        )
        self.projection = keras.layers.Dense(tgt_vocab)

    def get_config(self):
        return {
            "src_vocab": self.src_vocab,
            "tgt_vocab": self.tgt_vocab,
            "units": self.units,
            "embed": self.embed,
        }

    def encode(self, src, src_len):
        mask = tf.sequence_mask(src_len, tf.shape(src)[1])
        memory, h, c = self.encoder(self.src_embedding(src), mask=mask)  # [B, S, U], [B, U] x2
        return memory, [h, c]

    def call(self, inputs, training=None):
        """Teacher-forced logits ``[B, T, V]`` for ``(src [B, S], src_len [B], tgt_in [B, T],
        tgt_len [B])``."""
        # Ids arrive as floats when Keras 3 traces the default serving signature of a saved model.
        src, src_len, tgt_in, tgt_len = [tf.cast(x, tf.int32) for x in inputs]
        memory, enc_state = self.encode(src, src_len)
        self.attention.setup_memory(memory, memory_sequence_length=src_len)
        batch = tf.shape(src)[0]
        state = self.cell.get_initial_state(batch_size=batch, dtype=tf.float32)
        state = state.clone(cell_state=enc_state)
        decoder = tfa.seq2seq.BasicDecoder(
            self.cell, tfa.seq2seq.TrainingSampler(), output_layer=self.projection
        )
        outputs, _, _ = decoder(
            self.tgt_embedding(tgt_in),
            initial_state=state,
            sequence_length=tgt_len,
            training=training,
        )
        return outputs.rnn_output

    def beam_search(self, src, src_len, beam_width=4, max_len=20, length_penalty=0.6):
        """Best hypothesis ids ``[B, T]`` (``EOS``-padded) by beam search."""
        memory, enc_state = self.encode(src, src_len)
        batch = tf.shape(src)[0]
        self.attention.setup_memory(
            tfa.seq2seq.tile_batch(memory, beam_width),
            memory_sequence_length=tfa.seq2seq.tile_batch(src_len, beam_width),
        )
        state = self.cell.get_initial_state(batch_size=batch * beam_width, dtype=tf.float32)
        state = state.clone(cell_state=tfa.seq2seq.tile_batch(enc_state, beam_width))
        decoder = tfa.seq2seq.BeamSearchDecoder(
            self.cell,
            beam_width=beam_width,
            embedding_fn=self.tgt_embedding,
            output_layer=self.projection,
            length_penalty_weight=length_penalty,
            maximum_iterations=max_len,
        )
        outputs, _, _ = decoder(
            None, start_tokens=tf.fill([batch], BOS), end_token=EOS, initial_state=state
        )
        return outputs.predicted_ids[:, :, 0]  # [B, T] best beam

    def get_build_config(self):
        return {"tfa_style_nmt": True}

    def build_from_config(self, config):
        self.build_all()

    def build_all(self):
        """Creates every variable with one tiny forward pass (also used when loading)."""
        one = tf.ones([1, 2], tf.int32)
        self((one, tf.constant([2]), one, tf.constant([2])))


def make_batches(src_ids, tgt_ids, batch_size, rng):
    order = rng.permutation(len(src_ids))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start : start + batch_size]
        src = [src_ids[i] for i in idx]
        tgt = [tgt_ids[i] for i in idx]
        tgt_in = [[BOS] + t for t in tgt]
        tgt_out = [t + [EOS] for t in tgt]
        yield (
            pad(src),
            np.array([len(s) for s in src], np.int32),
            pad(tgt_in),
            np.array([len(t) + 1 for t in tgt], np.int32),
            pad(tgt_out),
        )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--impl",
        choices=["compat", "tfa"],
        default=IMPL,
        help="seq2seq.compat.tfa (default) or tensorflow_addons (env TFA_IMPL)",
    )
    parser.add_argument("--data", default=str(ROOT / "data" / "ci-subset"))
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--vocab", type=int, default=2000)
    parser.add_argument("--units", type=int, default=64)
    parser.add_argument("--beam-width", type=int, default=4)
    parser.add_argument("--translate", type=int, default=5, help="test sentences to translate")
    parser.add_argument("--train-limit", type=int, default=None)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--precision",
        choices=["float32", "mixed_float16"],
        default="float32",
        help="mixed_float16: float16 compute, float32 variables, loss scaling (Keras' policy)",
    )
    args = parser.parse_args(argv)

    keras.mixed_precision.set_global_policy(args.precision)
    keras.utils.set_random_seed(args.seed)
    src_lines, tgt_lines = load_pairs(args.data, "train", args.train_limit)
    src_vocab, tgt_vocab = Vocab(src_lines, args.vocab), Vocab(tgt_lines, args.vocab)
    src_ids = [src_vocab.encode(s)[:20] or [UNK] for s in src_lines]
    tgt_ids = [tgt_vocab.encode(t)[:20] for t in tgt_lines]

    model = TfaStyleNMT(len(src_vocab.words), len(tgt_vocab.words), args.units)
    model.build_all()
    optimizer = keras.optimizers.Adam(1e-3)
    mixed = args.precision == "mixed_float16"
    if mixed:
        optimizer = keras.mixed_precision.LossScaleOptimizer(optimizer)

    @tf.function(reduce_retracing=True)
    def train_step(src, src_len, tgt_in, tgt_len, tgt_out):
        with tf.GradientTape() as tape:
            logits = model((src, src_len, tgt_in, tgt_len), training=True)  # [B, T', V]
            logits = tf.cast(logits, tf.float32)  # the loss in float32 (float16 under mixed)
            steps = tf.shape(logits)[1]  # BasicDecoder stops at max(tgt_len)
            weights = tf.sequence_mask(tgt_len, steps, dtype=tf.float32)
            loss = tfa.seq2seq.sequence_loss(logits, tgt_out[:, :steps], weights)
            scaled = loss
            if mixed:  # Keras 3: scale_loss; Keras 2: get_scaled_loss
                scale = getattr(optimizer, "scale_loss", None) or optimizer.get_scaled_loss
                scaled = scale(loss)
        grads = tape.gradient(scaled, model.trainable_variables)
        if mixed and hasattr(optimizer, "get_unscaled_gradients"):  # Keras 2 unscales by hand
            grads = optimizer.get_unscaled_gradients(grads)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    rng = np.random.RandomState(args.seed)
    step, times, loss = 0, [], float("nan")
    while step < args.steps:
        for batch in make_batches(src_ids, tgt_ids, args.batch_size, rng):
            start = time.perf_counter()
            loss = float(train_step(*[tf.constant(x) for x in batch]))
            times.append(time.perf_counter() - start)
            step += 1
            if step % 50 == 0 or step == args.steps:
                print(f"step {step:5d}  loss {loss:.3f}", flush=True)
            if step >= args.steps:
                break
    warm = times[min(5, len(times) - 1) :] or times
    print(f"train step ms: {1000 * np.median(warm):.1f} (median after warm-up, {len(warm)} steps)")

    test_src, test_ref = load_pairs(args.data, "test", max(args.translate, 1))
    ids = [src_vocab.encode(s) or [UNK] for s in test_src]
    src, src_len = tf.constant(pad(ids)), tf.constant([len(s) for s in ids], tf.int32)
    search = tf.function(lambda s, n: model.beam_search(s, n, beam_width=args.beam_width))
    hyps = search(src, src_len).numpy()
    for line, ref, hyp in zip(test_src, test_ref, hyps):
        print(f"  {line}  ->  {tgt_vocab.decode(hyp)}   (ref: {ref})")
    start, rounds = time.perf_counter(), 3
    for _ in range(rounds):
        search(src, src_len).numpy()
    rate = rounds * len(ids) / (time.perf_counter() - start)
    print(f"beam sentences/s: {rate:.1f} (beam {args.beam_width}, batch {len(ids)})")
    print(f"impl: {args.impl}  final loss: {loss:.3f}")
    return model, loss


if __name__ == "__main__":
    main()
