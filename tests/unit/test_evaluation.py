"""`seq2seq.evaluation`: BLEU's length ratio against hand-counted 13a tokens."""

from __future__ import annotations

import pytest

from seq2seq.evaluation import bleu, chrf


def test_bleu_length_ratio_counts_13a_tokens_over_the_corpus():
    hyps = ["the cat sat .", "a dog"]  # 4 + 2 tokens (13a splits the final period)
    refs = ["the cat sat on the mat .", "a dog barks"]  # 7 + 3 tokens
    score = bleu(hyps, refs)
    assert score.length_ratio == pytest.approx(6 / 10)
    assert bleu(refs, refs).length_ratio == 1.0 and bleu(refs, refs).score == pytest.approx(100)
    assert chrf(hyps, refs).length_ratio is None
