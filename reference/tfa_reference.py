#!/usr/bin/env python
"""The tensorflow-addons reference of the bench-small model, for `scripts/bench.py train|decode`.

Runs ONLY in the pinned reference environment (tensorflow-cpu 2.15.1 + tensorflow-addons 0.23.0,
Keras 2, numpy 1.26; `requirements-reference.txt`), never in the project environment. It imports
nothing from `seq2seq`: inputs come in `.npz` files written by `lab.benchmarks`, results go out
as one JSON line on stdout (and an `.npz` of output ids for `decode` / logits for `logits`).

The model is the bench-small build of `shared/benchmarks.md`, written the plain tfa way:

    Embedding(Vs, 128) -> dropout 0.1 -> Bidirectional(LSTM(128, return_sequences, return_state))
        with the source mask                                     => memory [B, S, 256]
    bridge: h0 = tanh(Dense256([h_fw; h_bw])), c0 = tanh(Dense256([c_fw; c_bw]))
    AttentionWrapper(LSTMCell(256), LuongAttention(256, memory, memory_sequence_length),
                     attention_layer_size=256)                  (input feeding, output_attention)
    training: Embedding(Vt, 128) -> dropout 0.1 -> BasicDecoder(TrainingSampler,
              output layer = dropout 0.1 + Dense(Vt)) -> tfa.seq2seq.sequence_loss
              (summed token cross-entropy / non-pad target tokens), Adam 1e-3, global clip norm 5
    greedy:   BasicDecoder(GreedyEmbeddingSampler, Dense(Vt)), maximum_iterations per batch
    beam:     BeamSearchDecoder(beam_width, length_penalty_weight) over tile_batch'ed memory,
              lengths and bridge state, maximum_iterations per batch

3,299,744 trainable parameters for 4,000-piece vocabularies (checked and printed); with
``--attention bahdanau`` the mechanism is BahdanauAttention(256) (3,365,536).

Modes (all print one JSON line on stdout; logs go to stderr):

    train  --batches FILE.npz --steps N --warmup W [--threads 1]      (time steps)
    fit    --epoch-batches E1.npz E2.npz ... --dev DEV.npz --out-dir DIR [--eval-every 1000]
           (train a whole budget; at every evaluation write DIR/eval-<step>.npz with the greedy
           ids of the dev batches and DIR/weights-<step>.npz, loadable by `decode`)
    decode --inputs FILE.npz --out OUT.npz [--beam-size 5] [--threads 1]
    logits --inputs FILE.npz --out OUT.npz

Run it pinned to one core (`taskset -c 0`); `--threads` sets TensorFlow's intra-/inter-op pools.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
import warnings

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
warnings.filterwarnings("ignore", message=r"\s*TensorFlow Addons")

import numpy as np
import tensorflow as tf

try:
    import tensorflow_addons as tfa
except ImportError as exc:  # pragma: no cover - environment guard
    sys.exit(
        f"tensorflow-addons is not importable ({exc}): run this script with the reference "
        "environment's python (.refenv/bin/python, see requirements-reference.txt)"
    )

# shared/benchmarks.md, for 4,000-piece vocabularies
EXPECTED_PARAMETERS = {"luong": 3_299_744, "bahdanau": 3_365_536}
BOS_ID, EOS_ID = 2, 3


def set_threads(threads: int) -> None:
    tf.config.threading.set_intra_op_parallelism_threads(threads)
    tf.config.threading.set_inter_op_parallelism_threads(threads)


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB


def status_mb(key: str) -> float:
    with open("/proc/self/status", encoding="ascii") as f:
        return next(int(line.split()[1]) / 1024.0 for line in f if line.startswith(key + ":"))


def rss_mb() -> float:
    return status_mb("VmRSS")


def rss_parts_mb() -> dict:
    """Private (RssAnon) and file-backed (RssFile) resident memory now, as in
    seq2seq.benchmarks.common.rss_parts_mb."""
    return {"private_rss_mb": status_mb("RssAnon"), "file_rss_mb": status_mb("RssFile")}


IMPORTS_RSS_MB = rss_mb()  # TensorFlow and tensorflow-addons imported, nothing built


class OutputLayer(tf.keras.layers.Layer):
    """Dropout on the attention vector, then the output projection (BasicDecoder's output_layer)."""

    def __init__(self, dropout, projection, **kwargs):
        super().__init__(**kwargs)
        self.dropout, self.projection = dropout, projection

    def call(self, inputs, training=None):
        return self.projection(self.dropout(inputs, training=training))

    def compute_output_shape(self, input_shape):
        return self.projection.compute_output_shape(input_shape)


class Reference(tf.keras.Model):
    """bench-small, built with tensorflow-addons (see the module docstring)."""

    def __init__(
        self,
        src_vocab: int,
        tgt_vocab: int,
        embedding: int = 128,
        encoder_units: int = 128,
        decoder_units: int = 256,
        dropout: float = 0.1,
        attention: str = "luong",
    ):
        super().__init__(name="reference")
        self.attention = attention
        layers = tf.keras.layers
        self.src_embedding = layers.Embedding(src_vocab, embedding, name="src_embedding")
        self.tgt_embedding = layers.Embedding(tgt_vocab, embedding, name="tgt_embedding")
        self.dropout = layers.Dropout(dropout)
        self.encoder = layers.Bidirectional(
            layers.LSTM(encoder_units, return_sequences=True, return_state=True), name="encoder"
        )
        self.bridge_h = layers.Dense(decoder_units, activation="tanh", name="bridge_h")
        self.bridge_c = layers.Dense(decoder_units, activation="tanh", name="bridge_c")
        mechanisms = {
            "luong": tfa.seq2seq.LuongAttention,
            "bahdanau": tfa.seq2seq.BahdanauAttention,
        }
        self.mechanism = mechanisms[attention](decoder_units)  # memory set up per batch
        self.cell = tfa.seq2seq.AttentionWrapper(
            layers.LSTMCell(decoder_units), self.mechanism, attention_layer_size=decoder_units
        )
        self.projection = layers.Dense(tgt_vocab, name="projection")
        self.train_decoder = tfa.seq2seq.BasicDecoder(
            self.cell,
            tfa.seq2seq.TrainingSampler(),
            output_layer=OutputLayer(self.dropout, self.projection),
        )
        self.greedy_decoder = tfa.seq2seq.BasicDecoder(
            self.cell,
            tfa.seq2seq.GreedyEmbeddingSampler(embedding_fn=self.tgt_embedding),
            output_layer=self.projection,
        )

    def encode(self, src_ids, src_len, training=None):
        """-> memory [B, S, 256], bridge state [h0, c0] of [B, 256]."""
        mask = tf.sequence_mask(src_len, tf.shape(src_ids)[1])  # [B, S]
        x = self.dropout(self.src_embedding(src_ids), training=training)  # [B, S, E]
        memory, h_fw, c_fw, h_bw, c_bw = self.encoder(x, mask=mask, training=training)
        h0 = self.bridge_h(tf.concat([h_fw, h_bw], -1))
        c0 = self.bridge_c(tf.concat([c_fw, c_bw], -1))
        return memory, [h0, c0]

    def initial_state(self, batch_size, cell_state):
        return self.cell.get_initial_state(batch_size=batch_size, dtype=tf.float32).clone(
            cell_state=cell_state
        )

    def call(self, inputs, training=None):
        """Teacher-forced logits [B, T, Vt] for (src_ids, src_len, tgt_in, tgt_len)."""
        src_ids, src_len, tgt_in, tgt_len = inputs
        memory, cell_state = self.encode(src_ids, src_len, training=training)
        self.mechanism.setup_memory(memory, memory_sequence_length=src_len)
        state = self.initial_state(tf.shape(src_ids)[0], cell_state)
        x = self.dropout(self.tgt_embedding(tgt_in), training=training)  # [B, T, E]
        outputs, _, _ = self.train_decoder(
            x, initial_state=state, sequence_length=tgt_len, training=training
        )
        return outputs.rnn_output  # [B, T, Vt]

    def greedy(self, src_ids, src_len, max_iterations):
        memory, cell_state = self.encode(src_ids, src_len, training=False)
        self.mechanism.setup_memory(memory, memory_sequence_length=src_len)
        batch = tf.shape(src_ids)[0]
        outputs, _, _ = tfa.seq2seq.dynamic_decode(
            self.greedy_decoder,
            maximum_iterations=max_iterations,
            training=False,
            decoder_init_input=None,
            decoder_init_kwargs=dict(
                start_tokens=tf.fill([batch], BOS_ID),
                end_token=EOS_ID,
                initial_state=self.initial_state(batch, cell_state),
            ),
        )
        return outputs.sample_id  # [B, L]

    def beam(self, decoder, beam_size, src_ids, src_len, max_iterations):
        memory, cell_state = self.encode(src_ids, src_len, training=False)
        self.mechanism.setup_memory(
            tfa.seq2seq.tile_batch(memory, beam_size),
            memory_sequence_length=tfa.seq2seq.tile_batch(src_len, beam_size),
        )
        batch = tf.shape(src_ids)[0]
        state = self.initial_state(batch * beam_size, tfa.seq2seq.tile_batch(cell_state, beam_size))
        outputs, _, _ = tfa.seq2seq.dynamic_decode(
            decoder,
            maximum_iterations=max_iterations,
            training=False,
            decoder_init_input=None,
            decoder_init_kwargs=dict(
                start_tokens=tf.fill([batch], BOS_ID), end_token=EOS_ID, initial_state=state
            ),
        )
        return outputs.predicted_ids[:, :, 0]  # [B, L] the best beam


def count_parameters(model) -> int:
    return int(sum(np.prod(v.shape) for v in model.trainable_variables))


def build(model: Reference) -> None:
    one = tf.ones([1, 1], tf.int32)
    model((one, tf.ones([1], tf.int32), one, tf.ones([1], tf.int32)), training=False)


def checked_parameters(model: Reference, src_vocab: int, tgt_vocab: int) -> int:
    n = count_parameters(model)
    expected = EXPECTED_PARAMETERS[model.attention]
    print(f"reference trainable parameters: {n:,}", file=sys.stderr)
    if src_vocab == tgt_vocab == 4000 and n != expected:
        sys.exit(
            f"reference model has {n:,} trainable parameters, expected "
            f"{expected:,} (shared/benchmarks.md)"
        )
    return n


# -- weights ---------------------------------------------------------------------------------------
def canonical_variables(model: Reference) -> dict:
    """Canonical name -> variable (the names `lab/benchmarks/weights.py` writes)."""
    fw, bw = model.encoder.forward_layer.cell, model.encoder.backward_layer.cell
    dec = model.cell._cell
    extra = {}
    if model.attention == "bahdanau":  # query layer and score vector: names of this script only
        extra = {
            "query_layer_kernel": model.mechanism.query_layer.kernel,
            "attention_v": model.mechanism.attention_v,
        }
    return {
        **extra,
        "src_embedding": model.src_embedding.embeddings,
        "tgt_embedding": model.tgt_embedding.embeddings,
        "encoder_fw_kernel": fw.kernel,
        "encoder_fw_recurrent_kernel": fw.recurrent_kernel,
        "encoder_fw_bias": fw.bias,
        "encoder_bw_kernel": bw.kernel,
        "encoder_bw_recurrent_kernel": bw.recurrent_kernel,
        "encoder_bw_bias": bw.bias,
        "bridge_h_kernel": model.bridge_h.kernel,
        "bridge_h_bias": model.bridge_h.bias,
        "bridge_c_kernel": model.bridge_c.kernel,
        "bridge_c_bias": model.bridge_c.bias,
        "decoder_kernel": dec.kernel,
        "decoder_recurrent_kernel": dec.recurrent_kernel,
        "decoder_bias": dec.bias,
        "memory_layer_kernel": model.mechanism.memory_layer.kernel,
        "attention_layer_kernel": model.cell._attention_layers[0].kernel,
        "projection_kernel": model.projection.kernel,
        "projection_bias": model.projection.bias,
    }


def load_weights(model: Reference, data) -> None:
    variables = canonical_variables(model)
    covered = {id(v) for v in variables.values()}
    missing = [v.name for v in model.trainable_variables if id(v) not in covered]
    if missing:
        sys.exit(f"reference variables without a canonical name: {missing}")
    for name, var in variables.items():
        value = data[f"w/{name}"]
        if tuple(value.shape) != tuple(var.shape):
            sys.exit(f"weight {name}: shape {value.shape} != reference {tuple(var.shape)}")
        var.assign(value)


def model_from_inputs(data) -> Reference:
    src_vocab, tgt_vocab = int(data["src_vocab"]), int(data["tgt_vocab"])
    attention = "bahdanau" if "w/attention_v" in data else "luong"
    model = Reference(src_vocab, tgt_vocab, attention=attention)
    build(model)
    checked_parameters(model, src_vocab, tgt_vocab)
    load_weights(model, data)
    return model


def check_logits(model: Reference, data) -> np.ndarray:
    """Teacher-forced logits (inference mode) of the check batch in the inputs (an empty array
    when the inputs hold none)."""
    if "check/src_ids" not in data:
        return np.zeros([0], np.float32)
    inputs = tuple(
        tf.constant(data[f"check/{k}"]) for k in ("src_ids", "src_len", "tgt_in", "tgt_len")
    )
    return model(inputs, training=False).numpy()


def make_train_step(model: Reference):
    """The training step of bench-small: Adam 1e-3 (0.9 / 0.999 / 1e-7), global clip norm 5,
    summed token cross-entropy / non-pad target tokens; a tf.function of one batch's
    ``(src_ids, src_len, tgt_in, tgt_out, tgt_len)`` returning the loss."""
    optimizer = tf.keras.optimizers.Adam(
        learning_rate=1e-3, beta_1=0.9, beta_2=0.999, epsilon=1e-7, global_clipnorm=5.0
    )
    optimizer.build(model.trainable_variables)
    spec = [
        tf.TensorSpec([None, None], tf.int32),
        tf.TensorSpec([None], tf.int32),
        tf.TensorSpec([None, None], tf.int32),
        tf.TensorSpec([None, None], tf.int32),
        tf.TensorSpec([None], tf.int32),
    ]

    @tf.function(input_signature=spec)
    def train_step(src_ids, src_len, tgt_in, tgt_out, tgt_len):
        with tf.GradientTape() as tape:
            logits = model((src_ids, src_len, tgt_in, tgt_len), training=True)  # [B, T, V]
            weights = tf.sequence_mask(tgt_len, tf.shape(tgt_out)[1], dtype=tf.float32)
            loss = tfa.seq2seq.sequence_loss(logits, tgt_out, weights)  # sum CE / tokens
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    return train_step


# -- modes -----------------------------------------------------------------------------------------
def train_mode(args) -> dict:
    set_threads(args.threads)
    tf.keras.utils.set_random_seed(args.seed)
    data = np.load(args.batches)
    n_batches = int(data["num_batches"])
    if args.warmup + args.steps > n_batches:
        sys.exit(
            f"{args.batches} holds {n_batches} batches, need warmup + steps = "
            f"{args.warmup + args.steps}"
        )
    keys = ("src_ids", "src_len", "tgt_in", "tgt_out", "tgt_len")
    batches = [tuple(tf.constant(data[f"b{i}/{k}"]) for k in keys) for i in range(n_batches)]
    src_vocab, tgt_vocab = int(data["src_vocab"]), int(data["tgt_vocab"])

    model = Reference(src_vocab, tgt_vocab, attention=args.attention)
    build(model)
    parameters = checked_parameters(model, src_vocab, tgt_vocab)
    train_step = make_train_step(model)

    start = time.perf_counter()
    for batch in batches[: args.warmup]:
        float(train_step(*batch))
    warmup_seconds = time.perf_counter() - start
    timed = batches[args.warmup : args.warmup + args.steps]
    losses = []
    start, cpu_start = time.perf_counter(), time.process_time()
    for batch in timed:
        losses.append(float(train_step(*batch)))
    seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
    tgt_tokens = sum(int(b[4].numpy().sum()) for b in timed)
    src_tokens = sum(int(b[1].numpy().sum()) for b in timed)
    return {
        "implementation": "tensorflow-addons",
        "tensorflow": tf.__version__,
        "tensorflow_addons": tfa.__version__,
        "parameters": parameters,
        "steps": args.steps,
        "warmup": args.warmup,
        "threads": args.threads,
        "seconds": seconds,
        "seconds_per_step": seconds / args.steps,
        "cpu_seconds_per_step": cpu_seconds / args.steps,
        "tgt_tokens_per_second": tgt_tokens / seconds,
        "tgt_tokens_per_step": tgt_tokens / args.steps,
        "src_tokens_per_step": src_tokens / args.steps,
        "tgt_positions_per_step": sum(int(np.prod(b[3].shape)) for b in timed) / args.steps,
        "src_positions_per_step": sum(int(np.prod(b[0].shape)) for b in timed) / args.steps,
        "warmup_seconds": warmup_seconds,
        "first_loss": losses[0],
        "last_loss": losses[-1],
        "peak_rss_mb": peak_rss_mb(),
        "imports_rss_mb": IMPORTS_RSS_MB,
        **rss_parts_mb(),  # after the last step, where the resident set is at its peak
    }


def fit_mode(args) -> dict:
    """Trains on every batch of ``--epoch-batches`` (one file per epoch, in order), evaluating
    (greedy over the ``--dev`` batches) every ``--eval-every`` steps and at the end of each epoch.
    Progress lines (``epoch E step N loss L R tok/s``) go to stderr."""
    set_threads(args.threads)
    tf.keras.utils.set_random_seed(args.seed)
    keys = ("src_ids", "src_len", "tgt_in", "tgt_out", "tgt_len")
    first = np.load(args.epoch_batches[0])
    src_vocab, tgt_vocab = int(first["src_vocab"]), int(first["tgt_vocab"])
    dev = np.load(args.dev)
    dev_batches = [
        (
            tf.constant(dev[f"b{i}/src_ids"]),
            tf.constant(dev[f"b{i}/src_len"]),
            tf.constant(dev[f"b{i}/max_iterations"]),
        )
        for i in range(int(dev["num_batches"]))
    ]
    os.makedirs(args.out_dir, exist_ok=True)

    model = Reference(src_vocab, tgt_vocab, attention=args.attention)
    build(model)
    parameters = checked_parameters(model, src_vocab, tgt_vocab)
    if args.init_weights:  # e.g. our trainer's initial weights (canonical names)
        load_weights(model, np.load(args.init_weights))
    train_step = make_train_step(model)

    greedy = tf.function(
        model.greedy,
        input_signature=[
            tf.TensorSpec([None, None], tf.int32),
            tf.TensorSpec([None], tf.int32),
            tf.TensorSpec([], tf.int32),
        ],
    )

    def evaluate(step: int) -> None:
        outputs = [greedy(*batch).numpy() for batch in dev_batches]
        width = max(o.shape[1] for o in outputs)
        ids = np.concatenate([np.pad(o, ((0, 0), (0, width - o.shape[1]))) for o in outputs])
        lengths = np.concatenate([_first_eos_lengths(o) for o in outputs])
        np.savez(
            os.path.join(args.out_dir, f"eval-{step:06d}.npz"),
            ids=ids.astype(np.int32),
            lengths=lengths,
        )
        weights = {f"w/{name}": v.numpy() for name, v in canonical_variables(model).items()}
        tmp = os.path.join(args.out_dir, f"weights-{step:06d}.tmp.npz")
        np.savez(tmp, src_vocab=np.array(src_vocab), tgt_vocab=np.array(tgt_vocab), **weights)
        os.replace(tmp, os.path.join(args.out_dir, f"weights-{step:06d}.npz"))
        print(f"step {step}: wrote the dev greedy ids and weights", file=sys.stderr, flush=True)

    step, train_seconds, tokens_total = 0, 0.0, 0
    window_loss, window_tokens, window_time = 0.0, 0, time.perf_counter()
    for epoch, path in enumerate(args.epoch_batches):
        data = np.load(path)
        for i in range(int(data["num_batches"])):
            batch = tuple(tf.constant(data[f"b{i}/{k}"]) for k in keys)
            start = time.perf_counter()
            loss = float(train_step(*batch))
            train_seconds += time.perf_counter() - start
            step += 1
            tokens = int(data[f"b{i}/tgt_len"].sum())
            tokens_total += tokens
            window_loss += loss * tokens
            window_tokens += tokens
            if step % args.log_every == 0:
                now = time.perf_counter()
                print(
                    f"epoch {epoch + 1} step {step} loss {window_loss / window_tokens:.3f} "
                    f"{window_tokens / (now - window_time):,.0f} tok/s",
                    file=sys.stderr,
                    flush=True,
                )
                window_loss, window_tokens, window_time = 0.0, 0, time.perf_counter()
            if step % args.eval_every == 0:
                evaluate(step)
                window_time = time.perf_counter()  # evaluation is not training time
        if step % args.eval_every != 0:
            evaluate(step)
            window_time = time.perf_counter()
    return {
        "implementation": "tensorflow-addons",
        "tensorflow": tf.__version__,
        "tensorflow_addons": tfa.__version__,
        "attention": args.attention,
        "parameters": parameters,
        "steps": step,
        "epochs": len(args.epoch_batches),
        "threads": args.threads,
        "train_seconds": train_seconds,
        "tgt_tokens_per_second": tokens_total / train_seconds,
        "peak_rss_mb": peak_rss_mb(),
    }


def _first_eos_lengths(ids: np.ndarray) -> np.ndarray:
    """Tokens before the first EOS of each row of ``ids [B, L]`` (L when there is none)."""
    is_eos = ids == EOS_ID
    return np.where(is_eos.any(1), is_eos.argmax(1), ids.shape[1]).astype(np.int32)


def decode_mode(args) -> dict:
    set_threads(args.threads)
    tf.keras.utils.set_random_seed(args.seed)
    data = np.load(args.inputs)
    model = model_from_inputs(data)
    logits = check_logits(model, data)
    n_batches = int(data["num_batches"])
    batches = [
        (
            tf.constant(data[f"b{i}/src_ids"]),
            tf.constant(data[f"b{i}/src_len"]),
            tf.constant(data[f"b{i}/max_iterations"]),
        )
        for i in range(n_batches)
    ]
    spec = [
        tf.TensorSpec([None, None], tf.int32),
        tf.TensorSpec([None], tf.int32),
        tf.TensorSpec([], tf.int32),
    ]
    beam_decoder = tfa.seq2seq.BeamSearchDecoder(
        model.cell,
        args.beam_size,
        embedding_fn=model.tgt_embedding,
        output_layer=model.projection,
        length_penalty_weight=args.length_penalty,
    )
    searches = {
        "greedy": tf.function(model.greedy, input_signature=spec),
        "beam": tf.function(
            lambda s, n, m: model.beam(beam_decoder, args.beam_size, s, n, m), input_signature=spec
        ),
    }
    result = {
        "implementation": "tensorflow-addons",
        "tensorflow": tf.__version__,
        "tensorflow_addons": tfa.__version__,
        "threads": args.threads,
        "beam_size": args.beam_size,
        "length_penalty": args.length_penalty,
        "sentences": int(sum(b[1].shape[0] for b in batches)),
    }
    arrays = {"check_logits": logits}
    for name, search in searches.items():
        first_call = time.perf_counter()
        search(*batches[0]).numpy()  # traces
        first_call = time.perf_counter() - first_call
        start = time.perf_counter()
        for batch in batches[1:]:  # rest of the warm-up pass
            search(*batch).numpy()
        warmup = time.perf_counter() - start + first_call
        outputs, calls = [], []
        start, cpu_start = time.perf_counter(), time.process_time()
        for batch in batches:
            t = time.perf_counter()
            outputs.append(search(*batch).numpy())
            calls.append(time.perf_counter() - t)
        seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - cpu_start
        lengths = np.concatenate([_first_eos_lengths(o) for o in outputs])
        width = max(o.shape[1] for o in outputs)
        ids = np.concatenate([np.pad(o, ((0, 0), (0, width - o.shape[1]))) for o in outputs])
        arrays[f"{name}/ids"], arrays[f"{name}/lengths"] = ids.astype(np.int32), lengths
        result[name] = {
            "seconds": seconds,
            "cpu_seconds": cpu_seconds,
            "cpu_sentences_per_second": len(lengths) / cpu_seconds,
            "warmup_seconds": warmup,
            "trace_seconds": first_call - calls[0],
            "sentences_per_second": len(lengths) / seconds,
            "tokens": int(lengths.sum()),
            "tokens_per_second": float(lengths.sum()) / seconds,
            "max_iterations_hit": int(
                sum(int((_first_eos_lengths(o) == o.shape[1]).sum()) for o in outputs)
            ),
        }
    result["peak_rss_mb"] = peak_rss_mb()
    np.savez(args.out, **arrays)
    return result


def logits_mode(args) -> dict:
    set_threads(args.threads)
    data = np.load(args.inputs)
    model = model_from_inputs(data)
    logits = check_logits(model, data)
    np.savez(args.out, check_logits=logits)
    return {"implementation": "tensorflow-addons", "logits_shape": list(logits.shape)}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    modes = parser.add_subparsers(dest="mode", required=True)
    p = modes.add_parser("train", help="time training steps on the batches of an .npz file")
    p.add_argument("--batches", required=True)
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--warmup", type=int, default=10)
    p.set_defaults(func=train_mode)
    p = modes.add_parser("fit", help="train a whole budget, writing dev ids and weights")
    p.add_argument("--epoch-batches", nargs="+", required=True, help="one .npz per epoch")
    p.add_argument("--dev", required=True, help=".npz of dev source batches (as decode's)")
    p.add_argument("--out-dir", required=True)
    p.add_argument("--eval-every", type=int, default=1000)
    p.add_argument("--log-every", type=int, default=200)
    p.add_argument("--init-weights", help=".npz of initial weights (canonical names)")
    p.set_defaults(func=fit_mode)
    p = modes.add_parser("decode", help="greedy and beam search with exported weights")
    p.add_argument("--inputs", required=True, help=".npz with weights, batches and a check batch")
    p.add_argument("--out", required=True, help=".npz for the output ids and check logits")
    p.add_argument("--beam-size", type=int, default=5)
    p.add_argument("--length-penalty", type=float, default=0.6)
    p.set_defaults(func=decode_mode)
    p = modes.add_parser("logits", help="teacher-forced logits of the check batch only")
    p.add_argument("--inputs", required=True)
    p.add_argument("--out", required=True)
    p.set_defaults(func=logits_mode)
    for p in modes.choices.values():
        p.add_argument("--threads", type=int, default=1, help="intra- and inter-op threads")
        p.add_argument("--seed", type=int, default=1234)
        p.add_argument(
            "--attention",
            choices=("luong", "bahdanau"),
            default="luong",
            help="the mechanism of a model built from scratch (train, fit)",
        )
    args = parser.parse_args(argv)
    print(json.dumps(args.func(args)), flush=True)


if __name__ == "__main__":
    main()
