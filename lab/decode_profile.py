"""Where a batch search's time goes: kernel time by op type and by op name (tf.profiler).

Traces the graph search of `Translator` (the default batch path) over file-order batches of the
first ``--lines`` test sentences, after an untimed pass, and prints the kernels' seconds by op
type (calls, microseconds per call) and by op name (the model's layer scopes, loop frames left
out): the output layer is ``projection``, its log-softmax ``Softmax``.

    .venv/bin/python -m lab.decode_profile --run-dir runs/bench-small-seed1235 \
        --src data/tatoeba-spa-eng/test.es --beam-size 5
"""

from __future__ import annotations

import argparse
import collections
import tempfile
import time
from pathlib import Path

import tensorflow as tf

from seq2seq.benchmarks.profile import read_kernels
from seq2seq.data.pipeline import make_eval_batches
from seq2seq.translator import Translator


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run-dir", required=True)
    parser.add_argument("--src", required=True)
    parser.add_argument("--beam-size", type=int, default=5)
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--lines", type=int, default=640)
    args = parser.parse_args(argv)
    translator = Translator.from_dir(args.run_dir)
    lines = Path(args.src).read_text(encoding="utf-8").splitlines()[: args.lines]
    batches = list(make_eval_batches(translator.vocabs.src.encode(lines), args.batch_size))
    search = translator.search_function(translator.decode_spec(beam_size=args.beam_size, n_best=1))
    for batch in batches:  # tracing and warm-up
        search(batch["src_ids"], batch["src_len"]).ids.numpy()
    with tempfile.TemporaryDirectory(prefix="decode-profile-") as trace_dir:
        tf.profiler.experimental.start(trace_dir)
        start = time.perf_counter()
        for batch in batches:
            search(batch["src_ids"], batch["src_len"]).ids.numpy()
        wall = time.perf_counter() - start
        tf.profiler.experimental.stop()
        kernels = read_kernels(Path(trace_dir))
    by_type, by_name, calls = collections.Counter(), collections.Counter(), collections.Counter()
    for op_name, op_type, seconds in kernels:
        by_type[op_type] += seconds
        calls[op_type] += 1
        scopes = [part for part in op_name.split("/") if not part.startswith("while")]
        by_name["/".join(scopes)[:70]] += seconds
    print(
        f"beam {args.beam_size}: wall {wall:.2f} s for {len(lines)} sentences, kernels "
        f"{sum(by_type.values()):.2f} s, {len(kernels)} kernels"
    )
    for op_type, seconds in by_type.most_common(15):
        per_call = seconds / calls[op_type] * 1e6
        print(f"  {op_type:30} {seconds:6.3f} s  {calls[op_type]:7d} calls  {per_call:7.1f} us")
    print(" by op name:")
    for name, seconds in by_name.most_common(15):
        print(f"  {name:70} {seconds:6.3f}")


if __name__ == "__main__":
    main()
