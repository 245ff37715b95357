"""A synthetic parallel corpus of any size, written chunk by chunk: a toy language pair a model can
learn, for benchmarks of corpora larger than memory.

A target sentence is 3 to 20 pseudo-words drawn from a fixed vocabulary of 4,000 with Zipf-like
frequencies (the frequent words are the short ones). Its source is a word-by-word translation:
every target word has its own source word, and an "adjective" (one word in six) trades places with
the word after it, as Spanish adjectives follow their noun. The vocabularies do not depend on the
seed; the sentences do, and the corpus is a pure function of (seed, split name): the first n pairs
of a large corpus are the corpus of n pairs.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

VOCAB_SIZE = 4000
MIN_WORDS, MAX_WORDS = 3, 20
_ZIPF_EXPONENT = 1.05
_ADJECTIVE_EVERY = 6
_CHUNK_PAIRS = 50_000  # pairs generated (and held) at a time


def write_synthetic_corpus(
    folder: str | Path,
    pairs: int,
    *,
    seed: int = 0,
    src: str = "es",
    tgt: str = "en",
    prefixes: tuple[str, ...] = ("train",),
    dev_pairs: int = 500,
    test_pairs: int = 500,
) -> dict[str, int]:
    """Write `folder/{split}.{src}` and `folder/{split}.{tgt}` for every split: `pairs` pairs for
    each name in `prefixes`, `dev_pairs` for `dev` and `test_pairs` for `test` (none when 0).

    Each split has its own sentences (seeded by `seed` and the split's name), one per line, ASCII
    on the target side and UTF-8 with accented letters on the source side, every line ending in
    "\\n". Memory does not grow with `pairs` (2 million pairs take about 10 s per side).

    Returns:
        {split: pairs written}.
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    splits = {name: pairs for name in prefixes}
    splits.update({"dev": dev_pairs, "test": test_pairs})
    splits = {name: n for name, n in splits.items() if n > 0}
    language = _Language()
    for name, n in splits.items():
        with (
            open(folder / f"{name}.{src}", "w", encoding="utf-8", newline="\n") as src_file,
            open(folder / f"{name}.{tgt}", "w", encoding="utf-8", newline="\n") as tgt_file,
        ):
            for chunk, start in enumerate(range(0, n, _CHUNK_PAIRS)):
                rng = np.random.default_rng([seed, chunk, *name.encode("utf-8")])
                src_text, tgt_text = language.sentences(rng, min(_CHUNK_PAIRS, n - start))
                src_file.write(src_text)
                tgt_file.write(tgt_text)
    return splits


class _Language:
    """The fixed vocabularies and the sentence generator."""

    def __init__(self):
        rng = np.random.default_rng(20240601)  # the language, not the corpus: a constant
        tgt_words = _pseudo_words(rng, "b c d f g h k l m n p r s t v w z", "a e i o u", "n r s t")
        src_words = _pseudo_words(
            rng, "b c d f g j l ll m n ñ p qu r rr s t v z", "a e i o u á é í ó", "l n r s z"
        )
        # Word i, then a space or (at a sentence end) a newline: index i or i + VOCAB_SIZE.
        self.tgt_table = np.array(
            [w + " " for w in tgt_words] + [w + "\n" for w in tgt_words], dtype=object
        )
        self.src_table = np.array(
            [w + " " for w in src_words] + [w + "\n" for w in src_words], dtype=object
        )
        weights = 1.0 / np.arange(1, VOCAB_SIZE + 1) ** _ZIPF_EXPONENT
        self.cdf = np.cumsum(weights / weights.sum())  # [V]
        self.adjective = np.arange(VOCAB_SIZE) % _ADJECTIVE_EVERY == _ADJECTIVE_EVERY - 1  # [V]

    def sentences(self, rng: np.random.Generator, n: int) -> tuple[str, str]:
        """n <= _CHUNK_PAIRS pairs: (source text, target text), each n lines."""
        # Lengths drawn for a whole chunk, so the first sentences do not depend on n.
        lengths = rng.integers(MIN_WORDS, MAX_WORDS + 1, size=_CHUNK_PAIRS)[:n]  # [n]
        words = np.minimum(
            np.searchsorted(self.cdf, rng.random(int(lengths.sum())), side="right"),
            VOCAB_SIZE - 1,
        )  # [W] target word ids
        last = np.zeros(len(words), dtype=bool)  # [W] the last word of its sentence
        last[np.cumsum(lengths) - 1] = True
        # An adjective that is not last swaps with the next word; a swap never starts right after
        # a candidate, so swaps do not overlap.
        candidate = self.adjective[words] & ~last
        swap = candidate.copy()
        swap[1:] &= ~candidate[:-1]
        order = np.arange(len(words))
        starts = np.flatnonzero(swap)
        order[starts], order[starts + 1] = starts + 1, starts
        end = last * VOCAB_SIZE
        tgt_text = "".join(self.tgt_table[words + end].tolist())
        src_text = "".join(self.src_table[words[order] + end].tolist())
        return src_text, tgt_text


def _pseudo_words(rng: np.random.Generator, onsets: str, vowels: str, codas: str) -> list[str]:
    """VOCAB_SIZE distinct words of 1 to 4 syllables (onset + vowel + sometimes a coda; each
    argument lists its letters separated by spaces), in random order, shortest first (the most
    frequent)."""
    onsets, vowels, codas = onsets.split(), vowels.split(), codas.split()
    words: set[str] = set()
    while len(words) < VOCAB_SIZE:
        syllables = 1 + min(3, int(rng.exponential(1.2)))
        word = ""
        for _ in range(syllables):
            word += onsets[rng.integers(len(onsets))] + vowels[rng.integers(len(vowels))]
            if rng.random() < 0.2:
                word += codas[rng.integers(len(codas))]
        words.add(word)
    ordered = sorted(words)  # a set's order varies between runs
    shuffled = [ordered[i] for i in rng.permutation(len(ordered))]
    return sorted(shuffled, key=len)  # stable: random order within a length
