"""The searches, as one import: the `decode` loop (`seq2seq.decoding.loop`), the strategies
(`GreedySearch`, `SamplingSearch`, `BeamSearch`) with their one-call forms (`greedy_search`,
`sample_search`, `beam_search`), the GNMT penalties, and `make_strategy`, which picks the strategy a
translation request asks for (the translator, the export and the server use it)."""

from __future__ import annotations

from typing import NamedTuple

from seq2seq.decoding.beam import BeamSearch, beam_search, top_k
from seq2seq.decoding.greedy import GreedySearch, greedy_search
from seq2seq.decoding.loop import COMPACT_FRACTION, SearchResult, StepFn, Strategy, decode
from seq2seq.decoding.penalties import COVERAGE_FLOOR, gnmt_coverage_penalty, gnmt_length_penalty
from seq2seq.decoding.sampling import SamplingSearch, sample_search

__all__ = [
    "BeamSearch",
    "COMPACT_FRACTION",
    "COVERAGE_FLOOR",
    "GreedySearch",
    "SamplingSearch",
    "SearchResult",
    "StepFn",
    "Strategy",
    "Sampling",
    "beam_search",
    "decode",
    "gnmt_coverage_penalty",
    "gnmt_length_penalty",
    "greedy_search",
    "make_strategy",
    "sample_search",
    "top_k",
]


class Sampling(NamedTuple):
    """Sampling decoding options: ``temperature`` > 0, ``top_k`` (0: all tokens), ``seed``."""

    temperature: float = 1.0
    top_k: int = 0
    seed: int = 0


def make_strategy(
    eos_id: int,
    beam_size: int = 1,
    *,
    length_penalty: float = 0.0,
    coverage_penalty: float = 0.0,
    n_best: int = 1,
    sampling: Sampling | None = None,
) -> Strategy:
    """The strategy of a request: sampling if ``sampling`` is given, greedy for beam size 1 (the
    penalties do not change a single hypothesis' choice), beam search otherwise."""
    if sampling is not None:
        return SamplingSearch(eos_id, sampling.temperature, sampling.top_k, sampling.seed)
    if beam_size == 1 and n_best == 1:
        return GreedySearch(eos_id)
    return BeamSearch(beam_size, eos_id, length_penalty, coverage_penalty, n_best)
