"""Target-vocabulary shortlists: the search of a batch scores only the target pieces its sources
make likely, as the fastest CPU toolkits do (Marian's lexical shortlists).

The output layer is the largest product of a search step (`[N, A] x [A, V]`). A `Shortlist` holds,
for every source piece, its ``per_source`` likeliest translations (IBM model 1 probabilities
``p(target piece | source piece)`` learned from the run's own training pairs, the source's EOS
standing for the empty word), and the ``frequent`` most frequent target pieces. A batch's
vocabulary is the union of those of its source pieces, the frequent ones and the special ids
(about 1,000 of 4,000 pieces for a batch of 64 Tatoeba sentences), so the output layer and the
softmax shrink in proportion. The log-probabilities are normalised over the shortlist, so the
scores differ slightly from the full vocabulary's, and as the vocabulary is the whole batch's (as
in Marian: a sentence alone would miss more of its translation's pieces), a sentence's translation
may change with the other sentences of its batch. An option a user chooses knowingly
(`Translator.from_dir(..., shortlist=True)`, ``translate.py --shortlist``), with its BLEU cost
measured by ``bench.py``.

Everything here is NumPy: the vocabulary of a batch is computed on the host before its search.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path

import numpy as np

from seq2seq import atomic
from seq2seq.data.pipeline import EncodedCorpus
from seq2seq.data.subword import BOS_ID, EOS_ID, PAD_ID, UNK_ID

log = logging.getLogger(__name__)

SHORTLIST_FILE = "shortlist.npz"  # in the run directory, built on first use
TRAIN_IDS_FILE = "train_ids.npz"  # the run's encoded training pairs (`EncodedCorpus.save`)
# Chosen on Tatoeba uk->en (bench-small, bfloat16, batches of 64, test set): 50 / 10 gave greedy
# -0.20 and beam 5 -0.04 BLEU against bfloat16 alone (-0.20 / -0.14 against the exact path, within
# issue 36's 0.3) for 1.35x / 1.38x the speed; 50 / 20: -0.09 / +0.14, 1.24x / 1.25x; 100 / 30:
# +0.10 / +0.29, 1.21x / 1.13x (docs/results/speed-runs/shortlist/).
FREQUENT = 50  # the most frequent target pieces, always in the shortlist
PER_SOURCE = 10  # translations kept per source piece
IBM1_ITERATIONS = 5
MAX_PAIRS = 300_000  # an evenly spaced sample of a larger corpus is enough for the table
# A batch's vocabulary is padded (with PAD, never chosen) to a multiple of this many ids, so that an
# XLA-compiled search compiles once per step of sizes, not once per size.
SIZE_STEP = 128
SETTINGS = (FREQUENT, PER_SOURCE, IBM1_ITERATIONS, MAX_PAIRS)  # `build_shortlist`'s defaults
SPECIAL_IDS = (PAD_ID, UNK_ID, BOS_ID, EOS_ID)  # 0..3: each keeps its id as its position


@dataclasses.dataclass(frozen=True)
class Shortlist:
    """The lexical shortlist of a run.

    Attributes:
        always: ``[F]`` int32 ascending target ids in every vocabulary (the special ids and the
            most frequent pieces).
        translations: ``[V_src, k]`` int32: the ``k`` likeliest target pieces of each source
            piece (PAD where it has fewer).
        target_size: ``V_tgt``, the target vocabulary's size.
        settings: what it was built with (``frequent, per_source, iterations, max_pairs``).
    """

    always: np.ndarray
    translations: np.ndarray
    target_size: int
    settings: tuple = ()

    def vocabulary(self, src_ids, src_len) -> np.ndarray:
        """``[K]`` int32: the ascending target ids a batch's search scores, for ``src_ids [B, S]``
        and ``src_len [B]``, padded with PAD to a multiple of `SIZE_STEP`. The special ids come
        first, each at its own position (the search's EOS is EOS in the shortlist too)."""
        src_ids, src_len = np.asarray(src_ids), np.asarray(src_len)
        real = np.arange(src_ids.shape[1])[None, :] < src_len[:, None]  # [B, S]
        keep = np.zeros(self.target_size, bool)
        keep[self.always] = True
        keep[self.translations[src_ids[real]].ravel()] = True
        ids = np.flatnonzero(keep).astype(np.int32)
        return np.pad(ids, (0, -len(ids) % SIZE_STEP))

    def sizes_of_one(self, width: int) -> range:
        """The padded vocabulary sizes (`vocabulary`'s lengths) that one sentence of at most
        ``width`` source pieces can have: what a server compiles its lone searches for."""
        most = min(self.target_size, len(self.always) + self.translations.shape[1] * width)
        return range(SIZE_STEP, most + (-most % SIZE_STEP) + 1, SIZE_STEP)

    def placeholder(self, size: int) -> np.ndarray:
        """``[size]`` int32: a vocabulary that long to compile for (the first ids, PAD-padded)."""
        ids = np.arange(min(size, self.target_size), dtype=np.int32)
        return np.pad(ids, (0, size - len(ids)))

    def save(self, path: str | Path) -> None:
        """Writes an ``.npz`` file atomically."""
        with atomic.staged_file(path) as tmp, open(tmp, "wb") as f:
            np.savez(f, **{k: np.asarray(v) for k, v in dataclasses.asdict(self).items()})

    @classmethod
    def load(cls, path: str | Path) -> Shortlist:
        with np.load(path) as f:
            settings = tuple(int(x) for x in f["settings"])
            return cls(f["always"], f["translations"], int(f["target_size"]), settings)


def build_shortlist(
    corpus: EncodedCorpus,
    src_vocab_size: int,
    tgt_vocab_size: int,
    *,
    frequent: int = FREQUENT,
    per_source: int = PER_SOURCE,
    iterations: int = IBM1_ITERATIONS,
    max_pairs: int = MAX_PAIRS,
) -> Shortlist:
    """The shortlist of the training pairs ``corpus`` (at most ``max_pairs`` of them, evenly
    spaced): the ``frequent`` most frequent target pieces and each source piece's ``per_source``
    likeliest translations under IBM model 1 after ``iterations`` EM iterations."""
    if len(corpus) > max_pairs:
        sample = np.zeros(len(corpus), bool)
        sample[np.linspace(0, len(corpus) - 1, max_pairs).round().astype(np.int64)] = True
        corpus = corpus.select(sample)
    tgt_counts = np.bincount(corpus.tgt_values, minlength=tgt_vocab_size)
    tgt_counts[list(SPECIAL_IDS)] = 0
    top = np.argsort(-tgt_counts, kind="stable")[:frequent]
    always = np.union1d(np.array(SPECIAL_IDS), top[tgt_counts[top] > 0]).astype(np.int32)
    keys, probs = ibm1_table(corpus, tgt_vocab_size, iterations)
    translations = _top_per_source(keys, probs, src_vocab_size, tgt_vocab_size, per_source)
    settings = (frequent, per_source, iterations, max_pairs)
    return Shortlist(always, translations, tgt_vocab_size, settings)


def ibm1_table(corpus: EncodedCorpus, tgt_vocab_size: int, iterations: int):
    """IBM model 1 ``p(t | s)`` over the (source, target) piece pairs that co-occur in a sentence
    pair (the source with its EOS, the target's pieces and EOS): ``(keys [P] int64 = s * V_tgt + t,
    probs [P] float64)``. Every target token is aligned to one source token of its pair; EM from
    uniform probabilities."""
    src_len = np.diff(corpus.src_splits)  # [N] pieces + EOS
    tgt_start = corpus.tgt_splits[:-1] + 1  # BOS skipped
    tgt_len = np.diff(corpus.tgt_splits) - 1  # [N] pieces + EOS
    # One entry per (target token, source token of its pair): `token` numbers the target tokens.
    pair_of_token = np.repeat(np.arange(len(corpus)), tgt_len)  # [M]
    token_tgt = corpus.tgt_values[np.repeat(tgt_start, tgt_len) + _ranks(tgt_len)]  # [M]
    fan = src_len[pair_of_token]  # [M] source tokens per target token
    token = np.repeat(np.arange(len(pair_of_token)), fan)  # [E]
    src_pos = np.repeat(corpus.src_splits[:-1][pair_of_token], fan) + _ranks(fan)  # [E]
    entry = corpus.src_values[src_pos].astype(np.int64) * tgt_vocab_size + token_tgt[token]
    keys, inverse = np.unique(entry, return_inverse=True)  # [P], [E]
    del entry, src_pos
    source_of_key = keys // tgt_vocab_size  # [P]
    probs = np.ones(len(keys))
    for _ in range(iterations):
        p = probs[inverse]  # [E]
        p /= np.bincount(token, p, minlength=len(pair_of_token))[token]  # posterior per token
        counts = np.bincount(inverse, p, minlength=len(keys))  # [P]
        probs = counts / np.bincount(source_of_key, counts)[source_of_key]
    return keys, probs


def _top_per_source(keys, probs, src_vocab_size: int, tgt_vocab_size: int, k: int) -> np.ndarray:
    """``[V_src, k]`` int32: each source piece's ``k`` likeliest targets (PAD-filled)."""
    source, target = keys // tgt_vocab_size, keys % tgt_vocab_size
    order = np.lexsort((-probs, source))  # by source, likeliest first
    source, target = source[order], target[order]
    starts = np.searchsorted(source, np.arange(src_vocab_size))  # first entry of each source
    rank = np.arange(len(source)) - starts[source]
    top = rank < k
    table = np.full([src_vocab_size, k], PAD_ID, np.int32)
    table[source[top], rank[top]] = target[top]
    return table


def _ranks(lengths: np.ndarray) -> np.ndarray:
    """``0 .. n-1`` for each ``n`` of ``lengths``, concatenated."""
    starts = np.repeat(np.cumsum(lengths) - lengths, lengths)
    return np.arange(int(lengths.sum())) - starts


def missing_training_ids(run_dir: str | Path) -> str | None:
    """Why no shortlist can be learned for ``run_dir`` (its encoded training pairs are missing),
    or None."""
    path = Path(run_dir) / TRAIN_IDS_FILE
    if path.exists():
        return None
    return (
        f"{path}: missing; a shortlist is learned from the run's encoded training pairs (a run "
        "trained on streamed shards has none: decode without a shortlist)"
    )


def load_shortlist(run_dir: str | Path, src_vocab_size: int, tgt_vocab_size: int) -> Shortlist:
    """The run's shortlist: ``RUN/shortlist.npz``, built from ``RUN/train_ids.npz`` the first time
    (seconds; written atomically, or kept in memory only where the run directory is read-only)."""
    run_dir = Path(run_dir)
    path = run_dir / SHORTLIST_FILE
    if path.exists():
        try:
            shortlist = Shortlist.load(path)
        except Exception as err:  # a damaged cache is rebuilt, never trusted
            log.warning("%s is unreadable (%s): rebuilding it", path, type(err).__name__)
        else:
            fits = shortlist.translations.shape[0] == src_vocab_size
            if fits and shortlist.target_size == tgt_vocab_size and shortlist.settings == SETTINGS:
                return shortlist
            log.info("%s: built for other vocabularies or settings: rebuilding it", path)
    ids_path = run_dir / TRAIN_IDS_FILE
    if problem := missing_training_ids(run_dir):
        raise FileNotFoundError(problem)
    corpus, _ = EncodedCorpus.load(ids_path)
    shortlist = build_shortlist(corpus, src_vocab_size, tgt_vocab_size)
    try:
        shortlist.save(path)
    except OSError as err:
        log.warning("%s: not written (%s); the shortlist is kept in memory", path, err)
    return shortlist
