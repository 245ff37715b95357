"""sacrebleu wrappers that always report the signature with the score."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import sacrebleu


@dataclass(frozen=True)
class Score:
    """A corpus-level metric: ``name``, ``score``, and the sacrebleu ``signature``."""

    name: str
    score: float
    signature: str

    def __str__(self) -> str:
        return f"{self.name} = {self.score:.2f} {self.signature}"


def bleu(hypotheses: Sequence[str], references: Sequence[str]) -> Score:
    """Corpus BLEU with sacrebleu's defaults (13a tokenisation, cased) on detokenised text."""
    _check(hypotheses, references)
    metric = sacrebleu.metrics.BLEU()
    result = metric.corpus_score(list(hypotheses), [list(references)])
    return Score("BLEU", float(result.score), str(metric.get_signature()))


def chrf(hypotheses: Sequence[str], references: Sequence[str]) -> Score:
    """Corpus chrF (sacrebleu defaults)."""
    _check(hypotheses, references)
    metric = sacrebleu.metrics.CHRF()
    result = metric.corpus_score(list(hypotheses), [list(references)])
    return Score("chrF", float(result.score), str(metric.get_signature()))


def _check(hypotheses, references) -> None:
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
