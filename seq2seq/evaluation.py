"""sacrebleu wrappers that always report the signature with the score."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import sacrebleu


@dataclass(frozen=True)
class Score:
    """A corpus-level metric: ``name``, ``score``, and the sacrebleu ``signature``; for BLEU also
    ``length_ratio``, the hypotheses' length over the references' (13a tokens; under 1 BLEU's
    brevity penalty applies)."""

    name: str
    score: float
    signature: str
    length_ratio: float | None = None

    def __str__(self) -> str:
        return f"{self.name} = {self.score:.2f} {self.signature}"


def bleu(hypotheses: Sequence[str], references: Sequence[str]) -> Score:
    """Corpus BLEU with sacrebleu's defaults (13a tokenisation, cased) on detokenised text."""
    _check(hypotheses, references)
    metric = sacrebleu.metrics.BLEU()
    result = metric.corpus_score(list(hypotheses), [list(references)])
    ratio = result.sys_len / result.ref_len if result.ref_len else None
    return Score("BLEU", float(result.score), str(metric.get_signature()), ratio)


def chrf(hypotheses: Sequence[str], references: Sequence[str]) -> Score:
    """Corpus chrF (sacrebleu defaults)."""
    _check(hypotheses, references)
    metric = sacrebleu.metrics.CHRF()
    result = metric.corpus_score(list(hypotheses), [list(references)])
    return Score("chrF", float(result.score), str(metric.get_signature()))


def _check(hypotheses, references) -> None:
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
