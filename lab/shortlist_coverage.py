"""How large a per-sentence target-vocabulary shortlist is, and what it covers (issue 36, point 2).

A lexical shortlist restricts a sentence's output layer to the ``frequent`` most frequent target
pieces plus, for each of its source pieces, the ``k`` target pieces that co-occur with it most (Dice
coefficient over sentence pairs of the training ids). This prints, on a test set: the median and
largest set per sentence, the median union over file-order batches of 64 (what one product over the
batch's candidates would cost), and the share of the reference's pieces inside each sentence's own
set (an upper bound on what a search restricted to it can still produce).

    .venv/bin/python -m lab.shortlist_coverage --run-dir RUN \
        --src data/tatoeba-spa-eng/test.es --ref data/tatoeba-spa-eng/test.en
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from seq2seq.data.subword import Subword

SPECIALS = (0, 1, 2, 3)  # pad, unk, bos, eos


def dice_table(ids, src_vocab: int, tgt_vocab: int) -> tuple[np.ndarray, np.ndarray]:
    """``(dice [src_vocab, tgt_vocab], tgt_count [tgt_vocab])``: the Dice coefficients of source
    and target pieces over the training pairs (``ids``: a run's ``train_ids.npz``) and the number
    of sentences each target piece occurs in (each piece counted once per sentence)."""
    sv, ss, tv, ts = (ids[k] for k in ("src_values", "src_splits", "tgt_values", "tgt_splits"))
    counts = np.zeros(src_vocab * tgt_vocab, np.int32)
    src_count, tgt_count = np.zeros(src_vocab), np.zeros(tgt_vocab)
    flat = []
    for i in range(len(ss) - 1):
        s, t = np.unique(sv[ss[i] : ss[i + 1]]), np.unique(tv[ts[i] : ts[i + 1]])
        src_count[s] += 1
        tgt_count[t] += 1
        flat.append(np.add.outer(s * tgt_vocab, t).ravel())
        if len(flat) == 10_000 or i == len(ss) - 2:
            counts += np.bincount(np.concatenate(flat), minlength=counts.size).astype(np.int32)
            flat = []
    both = counts.reshape(src_vocab, tgt_vocab).astype(np.float32)
    return 2 * both / (src_count[:, None] + tgt_count[None, :] + 1e-9), tgt_count


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run-dir", required=True, help="subword models and train_ids.npz")
    parser.add_argument("--src", required=True)
    parser.add_argument("--ref", required=True)
    parser.add_argument("--batch", type=int, default=64)
    args = parser.parse_args(argv)
    run = Path(args.run_dir)
    src_sp, tgt_sp = Subword(run / "src.model"), Subword(run / "tgt.model")
    dice, tgt_count = dice_table(
        np.load(run / "train_ids.npz"), src_sp.vocab_size, tgt_sp.vocab_size
    )
    by_frequency = np.argsort(-tgt_count)
    src_ids = src_sp.encode(Path(args.src).read_text(encoding="utf-8").splitlines())
    ref_ids = tgt_sp.encode(Path(args.ref).read_text(encoding="utf-8").splitlines())
    print(f"target vocabulary {tgt_sp.vocab_size}, {len(src_ids)} test sentences")
    print("k  frequent  set median (max)  batch union median  reference pieces covered")
    for k, frequent in ((10, 100), (20, 100), (30, 200), (50, 300)):
        table = np.argsort(-dice, 1)[:, :k]
        common = set(by_frequency[:frequent].tolist()) | set(SPECIALS)
        sets = [common | set(table[s].ravel().tolist()) for s in src_ids]
        sizes = np.array([len(s) for s in sets])
        starts = range(0, len(sets), args.batch)
        unions = [len(set().union(*sets[i : i + args.batch])) for i in starts]
        covered = sum(sum(t in s for t in r) for s, r in zip(sets, ref_ids))
        print(
            f"{k:<3}{frequent:>8}  {np.median(sizes):>10.0f} ({sizes.max()})"
            f"  {np.median(unions):>18.0f}  {covered / sum(map(len, ref_ids)):>24.1%}"
        )


if __name__ == "__main__":
    main()
