"""The package's lexical shortlist (`seq2seq.decoding.shortlist`) at several sizes: test BLEU and
CPU time of one search over a trained run, against the same model without a shortlist.

One IBM model 1 table is learned from the run's ``train_ids.npz``; each setting keeps the ``F``
most frequent target pieces and each source piece's ``k`` likeliest translations. The searches are
`Translator.search_function`'s, over file-order batches (as ``bench.py decode``), timed in CPU
seconds as medians of alternating passes in one process (so that a busy machine slows every
setting alike).

    .venv/bin/python -m lab.shortlist_sweep --run-dir runs/ukr-default-seed1234 \\
        --src data/tatoeba-ukr-eng/test.uk --ref data/tatoeba-ukr-eng/test.en --beam-size 5
"""

from __future__ import annotations

import argparse
import time

import numpy as np

SETTINGS = (None, (100, 30), (50, 20), (50, 10), (200, 50))  # (frequent, per source piece)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--run-dir", required=True)
    parser.add_argument("--src", required=True)
    parser.add_argument("--ref", required=True)
    parser.add_argument("--beam-size", type=int, default=1)
    parser.add_argument("--precision", default="bfloat16")
    parser.add_argument("--batch-size", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    from seq2seq.benchmarks.common import set_threads

    set_threads(1)
    import sacrebleu
    import tensorflow as tf

    from seq2seq.data.pipeline import EncodedCorpus, make_eval_batches
    from seq2seq.decoding import shortlist as S
    from seq2seq.translator import Translator

    lines = [line.rstrip("\n") for line in open(args.src, encoding="utf-8")]
    refs = [line.rstrip("\n") for line in open(args.ref, encoding="utf-8")]
    base = Translator.from_dir(args.run_dir, precision=args.precision)
    corpus, _ = EncodedCorpus.load(f"{args.run_dir}/{S.TRAIN_IDS_FILE}")
    src_size, tgt_size = base.vocabs.src.vocab_size, base.vocabs.tgt.vocab_size
    keys, probs = S.ibm1_table(corpus, tgt_size, S.IBM1_ITERATIONS)
    counts = np.bincount(corpus.tgt_values, minlength=tgt_size)
    counts[list(S.SPECIAL_IDS)] = 0
    by_count = np.argsort(-counts, kind="stable")
    searches = {}
    for setting in SETTINGS:
        translator = base
        if setting is not None:
            frequent, per_source = setting
            always = np.union1d(S.SPECIAL_IDS, by_count[:frequent]).astype(np.int32)
            table = S._top_per_source(keys, probs, src_size, tgt_size, per_source)
            shortlist = S.Shortlist(always, table, tgt_size)
            translator = Translator(base.model, base.vocabs, base.config, shortlist=shortlist)
        spec = translator.decode_spec(beam_size=args.beam_size, n_best=1)
        searches[setting] = translator.search_function(spec)
    ids = base.vocabs.src.encode(lines)
    batches = [
        (tf.constant(b["src_ids"]), tf.constant(b["src_len"]), b["index"])
        for b in make_eval_batches(ids, args.batch_size, sort_by_length=False)
    ]
    bleu, seconds = {}, {setting: [] for setting in SETTINGS}
    for setting, search in searches.items():  # also the warm-up pass
        hyps = [""] * len(lines)
        for src_ids, src_len, index in batches:
            out = search(src_ids, src_len)
            out_ids, out_len = out.ids.numpy(), out.lengths.numpy()
            for row, i in enumerate(index):
                hyps[i] = base.vocabs.tgt.decode(out_ids[row, 0, : out_len[row, 0]].tolist())
        bleu[setting] = sacrebleu.corpus_bleu(hyps, [refs]).score
    for _ in range(args.repeats):
        for setting, search in searches.items():
            start = time.process_time()
            for src_ids, src_len, _ in batches:
                search(src_ids, src_len).ids.numpy()
            seconds[setting].append(time.process_time() - start)
    base_seconds = np.median(seconds[None])
    for setting in SETTINGS:
        name = "none" if setting is None else f"{setting[0]} / {setting[1]}"
        cpu = np.median(seconds[setting])
        print(
            f"{name:>10}  beam {args.beam_size}  BLEU {bleu[setting]:.2f}  CPU s {cpu:.3f}  "
            f"speed-up {base_seconds / cpu:.2f}x",
            flush=True,
        )


if __name__ == "__main__":
    main()
