"""What the tensorflow-addons reference is fed, as `.npz` arrays: the plain batches a tf.data/tfa
pipeline makes for training (`plain_batches`), and file-order source batches with our output cap
per batch for its searches (`source_batches`: tfa only has ``maximum_iterations``)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from seq2seq.benchmarks.training import write_batches


def plain_batches(encoded, *, batch_size: int, max_length: int, seed, count: int) -> list[dict]:
    """The first ``count`` batches of a plain (unbucketed) pipeline over ``encoded``.

    Pairs with more than ``max_length`` pieces on either side are dropped (as in training), the rest
    shuffled with ``seed`` (``numpy.random.default_rng``) and cut into batches of ``batch_size``
    padded with 0 to the batch's longest source / target: ``src_ids [B, S]``, ``src_len [B]``,
    ``tgt_in [B, T]``, ``tgt_out [B, T]``, ``tgt_len [B]`` (int32, the training batch layout).
    """
    from seq2seq.data.pipeline import filter_by_length

    kept, _ = filter_by_length(encoded, max_length)
    order = np.random.default_rng(seed).permutation(len(kept))
    batches = []
    for start in range(0, min(count * batch_size, len(order)), batch_size):
        pairs = [kept.pair(int(i)) for i in order[start : start + batch_size]]
        src_len = np.array([len(s) for s, _ in pairs], np.int32)  # pieces + EOS
        tgt_len = np.array([len(t) - 1 for _, t in pairs], np.int32)  # pieces + EOS
        src_ids = np.zeros((len(pairs), src_len.max()), np.int32)  # [B, S]
        tgt_in = np.zeros((len(pairs), tgt_len.max()), np.int32)  # [B, T]
        tgt_out = np.zeros_like(tgt_in)  # [B, T]
        for row, (src, tgt) in enumerate(pairs):
            src_ids[row, : len(src)] = src
            tgt_in[row, : len(tgt) - 1] = tgt[:-1]  # BOS + pieces
            tgt_out[row, : len(tgt) - 1] = tgt[1:]  # pieces + EOS
        batches.append(
            {
                "src_ids": src_ids,
                "src_len": src_len,
                "tgt_in": tgt_in,
                "tgt_out": tgt_out,
                "tgt_len": tgt_len,
            }
        )
    return batches


def write_plain_batches(config, vocabs, encoded, path: Path, *, count: int, seed=None) -> int:
    """Writes `plain_batches` of ``config``'s batch size and length limit (shuffled with ``seed``,
    default ``train.seed``) as ``b<i>/<key>`` arrays plus ``num_batches``, ``src_vocab`` and
    ``tgt_vocab`` to ``path`` (the input of ``tfa_reference.py train`` and ``fit``); returns how
    many batches."""
    batches = plain_batches(
        encoded,
        batch_size=config.train.batch_size,
        max_length=config.data.max_length,
        seed=config.train.seed if seed is None else seed,
        count=count,
    )
    write_batches(path, batches, vocabs.src.vocab_size, vocabs.tgt.vocab_size)
    return len(batches)


def max_output_lengths(config, src_len: np.ndarray) -> np.ndarray:
    """Our per-sentence cap on output pieces (`DecodeSpec.max_lengths`, as `Translator`)."""
    from seq2seq.decoding.spec import DecodeSpec

    return DecodeSpec.of(config.decode).max_lengths(src_len).numpy()


def source_batches(config, src_ids, batch_size: int, *, sort: bool = False):
    """Batches of the encoded sources ``src_ids`` (`make_eval_batches`: file order unless
    ``sort``) and their arrays for tfa's searches: ``b<i>/src_ids``, ``b<i>/src_len`` and
    ``b<i>/max_iterations`` (the longest of our per-sentence caps in the batch), plus
    ``num_batches``. Returns ``(batches, arrays)``."""
    from seq2seq.data.pipeline import make_eval_batches

    batches = list(make_eval_batches(src_ids, batch_size, sort_by_length=sort))
    arrays = {"num_batches": np.array(len(batches))}
    for i, b in enumerate(batches):
        arrays[f"b{i}/src_ids"], arrays[f"b{i}/src_len"] = b["src_ids"], b["src_len"]
        arrays[f"b{i}/max_iterations"] = np.array(
            max_output_lengths(config, b["src_len"]).max(), np.int32
        )
    return batches, arrays
