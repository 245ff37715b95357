"""Batch search compiled with XLA against the graph search (issue 36, point 2: where the time goes).

`Translator` compiles only the single-sentence search with XLA (fixed shapes: no compaction, the
records preallocated from the padded source width); batches run as a graph whose loop drops the
finished sentences. This times, on file-order batches of the test set (as `bench.py decode`), the
graph search against the same search compiled with XLA: source padded to a multiple of
`XLA_WIDTH_STEP`, ``compact_fraction=0`` and ``max_steps`` from the padded width, so that each
(batch, width) shape compiles once (in the warm-up pass). Printed: sentences/s of both (medians of
alternating passes, same process), their BLEU, and the share of identical outputs.

    .venv/bin/python -m lab.xla_batch_decode --run-dir runs/bench-small-seed1235 \
        --src data/tatoeba-spa-eng/test.es --ref data/tatoeba-spa-eng/test.en
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np
import tensorflow as tf

from seq2seq.data.pipeline import make_eval_batches
from seq2seq.data.subword import BOS_ID, EOS_ID
from seq2seq.decoding.loop import decode
from seq2seq.evaluation import bleu
from seq2seq.translator import XLA_WIDTH_STEP, Translator


def xla_search(translator: Translator, spec):
    """``(src_ids [B, S'], src_len [B]) -> SearchResult``, compiled per shape, fixed-size."""
    model = translator.model

    @tf.function(
        jit_compile=True,
        input_signature=[tf.TensorSpec([None, None], tf.int32), tf.TensorSpec([None], tf.int32)],
    )
    def search(src_ids, src_len):
        state = model.start(src_ids, src_len, training=False)
        return decode(
            model.step,
            state,
            spec.make_strategy(EOS_ID, src_ids, src_len),
            bos_id=BOS_ID,
            max_lengths=spec.max_lengths(src_len),
            max_steps=spec.max_lengths(tf.shape(src_ids)[1:])[0],
            compact_fraction=0.0,
        )

    def call(src_ids, src_len):
        padded = np.pad(src_ids, [(0, 0), (0, -src_ids.shape[1] % XLA_WIDTH_STEP)])
        return search(padded, src_len)

    return call


def run_pass(search, batches) -> tuple[list[list[int]], float]:
    out = {}
    start = time.perf_counter()
    for batch in batches:
        result = search(batch["src_ids"], batch["src_len"])
        ids, lengths = result.ids.numpy(), result.lengths.numpy()
        for row, i in enumerate(batch["index"]):
            out[int(i)] = ids[row, 0, : lengths[row, 0]].tolist()
    return [out[i] for i in range(len(out))], time.perf_counter() - start


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run-dir", required=True)
    parser.add_argument("--src", required=True)
    parser.add_argument("--ref", required=True)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--beams", default="1,5")
    args = parser.parse_args(argv)
    translator = Translator.from_dir(args.run_dir)
    lines = Path(args.src).read_text(encoding="utf-8").splitlines()
    refs = Path(args.ref).read_text(encoding="utf-8").splitlines()
    src_ids = translator.vocabs.src.encode(lines)
    batches = list(make_eval_batches(src_ids, args.batch_size))
    text = lambda hyps: [translator.vocabs.tgt.decode(h) for h in hyps]
    for beam in map(int, args.beams.split(",")):
        spec = translator.decode_spec(beam_size=beam, n_best=1)
        searches = {"graph": translator.search_function(spec), "xla": xla_search(translator, spec)}
        warm = {name: run_pass(search, batches)[1] for name, search in searches.items()}
        times, outputs = {name: [] for name in searches}, {}
        for _ in range(args.repeats):
            for name, search in searches.items():
                hyps, seconds = run_pass(search, batches)
                times[name].append(seconds)
                outputs[name] = hyps
        rate = {name: len(lines) / statistics.median(t) for name, t in times.items()}
        same = np.mean([a == b for a, b in zip(outputs["graph"], outputs["xla"])])
        print(
            f"beam {beam} batch {args.batch_size}: sent/s graph {rate['graph']:.0f} xla "
            f"{rate['xla']:.0f} ({rate['xla'] / rate['graph']:.2f}x); BLEU graph "
            f"{bleu(text(outputs['graph']), refs).score:.2f} xla "
            f"{bleu(text(outputs['xla']), refs).score:.2f}; same output {same:.1%}; "
            f"warm-up pass (compiling) graph {warm['graph']:.1f} s xla {warm['xla']:.1f} s"
        )


if __name__ == "__main__":
    main()
