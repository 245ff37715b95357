"""The searches, as one import: the `decode` loop (`seq2seq.decoding.loop`), the strategies
(`GreedySearch`, `SamplingSearch`, `BeamSearch`) with their one-call forms (`greedy_search`,
`sample_search`, `beam_search`), the GNMT penalties, and `DecodeSpec`, the decoding options of a
translation request, which picks its strategy (the translator, the export and the server use it)."""

from __future__ import annotations

from seq2seq.decoding.beam import BeamSearch, beam_search, top_k
from seq2seq.decoding.greedy import GreedySearch, greedy_search
from seq2seq.decoding.loop import COMPACT_FRACTION, SearchResult, StepFn, Strategy, decode
from seq2seq.decoding.penalties import COVERAGE_FLOOR, gnmt_coverage_penalty, gnmt_length_penalty
from seq2seq.decoding.sampling import SamplingSearch, sample_search
from seq2seq.decoding.spec import STRATEGIES, DecodeSpec, DecodeSpecError

__all__ = [
    "BeamSearch",
    "COMPACT_FRACTION",
    "COVERAGE_FLOOR",
    "DecodeSpec",
    "DecodeSpecError",
    "GreedySearch",
    "STRATEGIES",
    "SamplingSearch",
    "SearchResult",
    "StepFn",
    "Strategy",
    "beam_search",
    "decode",
    "gnmt_coverage_penalty",
    "gnmt_length_penalty",
    "greedy_search",
    "sample_search",
    "top_k",
]
