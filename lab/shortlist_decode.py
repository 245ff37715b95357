"""What a per-sentence target shortlist costs in BLEU and buys in speed (issue 36, point 2).

The design measured (docs/results/experiments/shortlist-coverage.md): each sentence gets its own
set of target pieces (`lab.shortlist_coverage`: the most frequent pieces, the specials, and each
source piece's ``k`` best Dice partners). A batch is searched with one output product over the
*union* of its sentences' sets, ``output [N, A] @ W[:, union] [A, U]``, and each row's log-softmax
is taken over its *own* set only (an additive mask carried in the search state, so that beam
reordering and the loop's compaction move it with the row). The search runs over union positions,
mapped back to vocabulary ids for the embedding and the result. A sentence's result therefore does
not depend on its batch: the batch-64 search must give exactly the batch-1 translations, which this
script checks.

Printed, for greedy and beam 5 on a trained run: test BLEU exact / shortlist, the share of the
exact output's pieces inside the sentence's own set, the union size, and sentences/s of both
searches (medians of alternating passes, same process, file-order batches as `bench.py decode`).

    .venv/bin/python -m lab.shortlist_decode --run-dir runs/bench-small-seed1235 \
        --src data/tatoeba-spa-eng/test.es --ref data/tatoeba-spa-eng/test.en
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import numpy as np
import tensorflow as tf

from lab.shortlist_coverage import SPECIALS, dice_table
from seq2seq.data.pipeline import make_eval_batches
from seq2seq.data.subword import BOS_ID, EOS_ID
from seq2seq.decoding.loop import decode
from seq2seq.evaluation import bleu
from seq2seq.translator import XLA_WIDTH_STEP, Translator

MASKED = -1e9  # log-probability of a piece outside the row's set
UNION_STEP = 64  # XLA: the union padded to a multiple of this (one compilation per size)


def shortlists(src_ids, dice, tgt_count, k: int, frequent: int) -> list[np.ndarray]:
    """Each sentence's sorted set of target ids (int32)."""
    table = np.argsort(-dice, 1)[:, :k]
    common = np.union1d(np.argsort(-tgt_count)[:frequent], SPECIALS)
    return [np.union1d(common, table[row].ravel()).astype(np.int32) for row in src_ids]


def shortlist_search(translator: Translator, spec, xla: bool = False):
    """``(src_ids [B, S], src_len [B], union [U], mask [B, U]) -> SearchResult`` over the union,
    each row normalised over its own set (``mask``: 0 inside, `MASKED` outside). ``xla``: one
    sentence at a time compiled with XLA as `Translator`'s single-sentence search (the source padded
    to a multiple of `XLA_WIDTH_STEP` pieces, the union to a multiple of `UNION_STEP`, so that one
    compilation serves many sentences)."""
    model, dec = translator.model, translator.model.decoder
    signature = [
        tf.TensorSpec([1 if xla else None, None], tf.int32),
        tf.TensorSpec([1 if xla else None], tf.int32),
        tf.TensorSpec([None], tf.int32),
        tf.TensorSpec([None, None], tf.float32),
    ]

    @tf.function(input_signature=signature, jit_compile=xla)
    def search(src_ids, src_len, union, mask):
        # The search runs over union positions: the specials (ids 0-3) are in every set and the
        # union is sorted, so BOS / EOS / PAD keep their ids there; a position is mapped back to
        # its vocabulary id before the embedding and in the result.
        kernel = tf.gather(dec.projection.kernel, union, axis=1)  # [A, U]
        bias = tf.gather(dec.projection.bias, union)  # [U]

        def step(positions, state):
            inner, row_mask = state
            inputs = dec.embedding(tf.gather(union, positions))  # [N, E]
            output, nxt, alignments = dec._advance(inputs, dec._float32_state(inner))
            logits = tf.matmul(output, kernel) + bias + row_mask  # [N, U]
            return tf.nn.log_softmax(logits), (nxt, row_mask), alignments

        state = (model.start(src_ids, src_len, training=False), mask)
        result = decode(
            step,
            state,
            spec.make_strategy(EOS_ID, src_ids, src_len),
            bos_id=BOS_ID,
            max_lengths=spec.max_lengths(src_len),
            max_steps=spec.max_lengths(tf.shape(src_ids)[1:])[0] if xla else None,
        )
        return result._replace(ids=tf.gather(union, result.ids))

    if not xla:
        return search

    def padded(src_ids, src_len, union, mask):
        pad = -src_ids.shape[1] % XLA_WIDTH_STEP
        return search(np.pad(src_ids, [(0, 0), (0, pad)]), src_len, union, mask)

    return padded


def shortlist_inputs(sets: list[np.ndarray], index, step: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """The batch's union [U] (padded with PAD ids to a multiple of ``step``, masked in every row)
    and the rows' additive masks [B, U]."""
    real = np.unique(np.concatenate([sets[i] for i in index])).astype(np.int32)
    union = np.pad(real, [(0, -len(real) % step)])
    mask = np.full([len(index), len(union)], MASKED, np.float32)
    for row, i in enumerate(index):
        mask[row, np.searchsorted(real, sets[i])] = 0.0
    return union, mask


def run_pass(search, batches, sets, tgt_sp, shortlisted: bool, step: int = 1):
    """``(hypotheses in file order, seconds, mean union size)``."""
    out, unions = {}, []
    start = time.perf_counter()
    for batch in batches:
        args = [batch["src_ids"], batch["src_len"]]
        if shortlisted:
            union, mask = shortlist_inputs(sets, batch["index"], step)
            args += [union, mask]
            unions.append(len(union))
        result = search(*args)
        ids, lengths = result.ids.numpy(), result.lengths.numpy()
        for row, i in enumerate(batch["index"]):
            out[int(i)] = ids[row, 0, : lengths[row, 0]].tolist()
    seconds = time.perf_counter() - start
    hyps = [out[i] for i in range(len(out))]
    return hyps, seconds, float(np.mean(unions)) if unions else 0.0


def measure(translator, src_ids, refs, sets, beam: int, batch_size: int, repeats: int, xla=False):
    """Both searches on ``src_ids``; ``xla``: one sentence at a time, both compiled with XLA."""
    spec = translator.decode_spec(beam_size=beam, n_best=1)
    exact = translator.search_function(spec, single=xla)
    short = shortlist_search(translator, spec, xla=xla)
    step = UNION_STEP if xla else 1
    batches = list(make_eval_batches(src_ids, batch_size))
    tgt_sp = translator.vocabs.tgt
    warm = batches if xla else batches[:2]  # tracing (and XLA's compilations)
    run_pass(exact, warm, sets, tgt_sp, False)
    run_pass(short, warm, sets, tgt_sp, True, step)
    times = {"exact": [], "shortlist": []}
    for _ in range(repeats):
        exact_hyps, seconds, _ = run_pass(exact, batches, sets, tgt_sp, False)
        times["exact"].append(seconds)
        short_hyps, seconds, union = run_pass(short, batches, sets, tgt_sp, True, step)
        times["shortlist"].append(seconds)
    inside = sum(sum(t in set(s.tolist()) for t in h) for h, s in zip(exact_hyps, sets))
    text = lambda hyps: [tgt_sp.decode(h) for h in hyps]
    n = len(src_ids)
    return {
        "beam": beam,
        "batch": batch_size,
        "xla": xla,
        "bleu_exact": bleu(text(exact_hyps), refs).score,
        "bleu_shortlist": bleu(text(short_hyps), refs).score,
        "same_output": sum(a == b for a, b in zip(exact_hyps, short_hyps)) / n,
        "exact_pieces_inside": inside / max(1, sum(map(len, exact_hyps))),
        "union_mean": union,
        "exact_sent_per_s": n / statistics.median(times["exact"]),
        "shortlist_sent_per_s": n / statistics.median(times["shortlist"]),
        "hyps": short_hyps,
    }


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run-dir", required=True, help="a trained run with train_ids.npz")
    parser.add_argument("--checkpoint", default="final", help="final, best, latest or a prefix")
    parser.add_argument("--src", required=True)
    parser.add_argument("--ref", required=True)
    parser.add_argument("--k", type=int, default=20)
    parser.add_argument("--frequent", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--limit", type=int, default=0, help="the first LIMIT lines only")
    parser.add_argument("--beams", default="1,5")
    args = parser.parse_args(argv)
    run = Path(args.run_dir)
    translator = Translator.from_dir(run, args.checkpoint)
    src_sp, tgt_sp = translator.vocabs.src, translator.vocabs.tgt
    dice, tgt_count = dice_table(
        np.load(run / "train_ids.npz"), src_sp.vocab_size, tgt_sp.vocab_size
    )
    lines = Path(args.src).read_text(encoding="utf-8").splitlines()
    refs = Path(args.ref).read_text(encoding="utf-8").splitlines()
    if args.limit:
        lines, refs = lines[: args.limit], refs[: args.limit]
    src_ids = src_sp.encode(lines)
    sets = shortlists(src_ids, dice, tgt_count, args.k, args.frequent)
    sizes = [len(s) for s in sets]
    print(f"k={args.k} frequent={args.frequent}: set median {np.median(sizes):.0f}")
    for beam in map(int, args.beams.split(",")):
        b64 = measure(translator, src_ids, refs, sets, beam, 64, args.repeats)
        b1 = measure(translator, src_ids[:200], refs[:200], sets, beam, 1, 1)
        b1_xla = measure(translator, src_ids[:200], refs[:200], sets, beam, 1, 2, xla=True)
        invariant = b64["hyps"][:200] == b1["hyps"]
        for r in (b64, b1, b1_xla):
            print(
                f"beam {beam} batch {r['batch']:>2}{' xla' if r['xla'] else ''}: BLEU exact "
                f"{r['bleu_exact']:.2f} shortlist "
                f"{r['bleu_shortlist']:.2f}; same output {r['same_output']:.1%}; exact pieces "
                f"inside {r['exact_pieces_inside']:.1%}; union {r['union_mean']:.0f}; sent/s exact "
                f"{r['exact_sent_per_s']:.0f} shortlist {r['shortlist_sent_per_s']:.0f} "
                f"({r['shortlist_sent_per_s'] / r['exact_sent_per_s']:.2f}x)"
            )
        print(f"beam {beam}: batch-64 shortlist output == batch-1 on 200 lines: {invariant}")


if __name__ == "__main__":
    main()
