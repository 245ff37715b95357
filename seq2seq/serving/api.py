"""The JSON API's wire format: a ``POST /translate`` body checked field by field into a
`TranslateRequest` (every problem a one-line `RequestError` with its HTTP status, before anything is
translated), and a `Translation` turned into its JSON object."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

FIELDS = ("sentences", "beam_size", "n_best", "attention")


class RequestError(ValueError):
    """A bad request: a one-line message for the client and the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Limits:
    """What one request may ask for; a request past any of them is refused with a 4xx."""

    max_request_bytes: int = 1 << 20  # the body, in bytes (413 past it)
    max_sentences: int = 64  # per request (also the most sentences translated in one batch)
    max_sentence_chars: int = 1000  # per sentence, in characters
    max_beam_size: int = 16

    def as_dict(self) -> dict[str, int]:
        return {
            "max_request_bytes": self.max_request_bytes,
            "max_sentences": self.max_sentences,
            "max_sentence_chars": self.max_sentence_chars,
            "max_beam_size": self.max_beam_size,
        }


@dataclass(frozen=True)
class TranslateRequest:
    """A checked ``POST /translate`` request."""

    sentences: tuple[str, ...]
    beam_size: int
    n_best: int = 1
    attention: bool = False


def _type_name(value: Any) -> str:
    return {
        type(None): "null",
        bool: "a boolean",
        int: "an integer",
        float: "a number",
        str: "a string",
        list: "a list",
        dict: "an object",
    }.get(type(value), type(value).__name__)


def _reject_constant(name: str):
    raise ValueError(f"{name} is not valid JSON")


def _integer(body: dict, name: str, default: int, low: int, high: int, bound: str) -> int:
    value = body.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RequestError(f"'{name}' must be an integer, got {_type_name(value)}")
    if not low <= value <= high:
        raise RequestError(f"'{name}' {value} is out of range: must be between {low} and {bound}")
    return value


def parse_request(body: bytes, limits: Limits, default_beam_size: int) -> TranslateRequest:
    """Checks a ``POST /translate`` body (UTF-8 JSON) against ``limits``; raises `RequestError`.

    ``{"sentences": [str, ...], "beam_size": int, "n_best": int, "attention": bool}``; only
    ``sentences`` is required (``beam_size`` defaults to ``default_beam_size``, ``n_best`` to 1,
    ``attention`` to false).
    """
    if len(body) > limits.max_request_bytes:
        raise RequestError(
            f"request body too large: {len(body)} bytes (at most {limits.max_request_bytes})", 413
        )
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RequestError(f"the body is not UTF-8 (byte {err.start})") from None
    try:
        data = json.loads(text, parse_constant=_reject_constant)
    except ValueError as err:
        raise RequestError(f"invalid JSON: {err}") from None
    if not isinstance(data, dict):
        raise RequestError(f"the body must be a JSON object, got {_type_name(data)}")
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise RequestError(f"unknown field '{unknown[0]}' (known fields: {', '.join(FIELDS)})")
    if "sentences" not in data:
        raise RequestError("missing field 'sentences' (a list of strings)")
    sentences = data["sentences"]
    if not isinstance(sentences, list):
        raise RequestError(f"'sentences' must be a list of strings, got {_type_name(sentences)}")
    if not sentences:
        raise RequestError("'sentences' is empty: give at least one sentence")
    if len(sentences) > limits.max_sentences:
        raise RequestError(
            f"too many sentences: {len(sentences)} (at most {limits.max_sentences} per request)"
        )
    for i, sentence in enumerate(sentences):
        if not isinstance(sentence, str):
            raise RequestError(f"'sentences'[{i}] must be a string, got {_type_name(sentence)}")
        if len(sentence) > limits.max_sentence_chars:
            raise RequestError(
                f"'sentences'[{i}] is too long: {len(sentence)} characters "
                f"(at most {limits.max_sentence_chars})"
            )
        try:
            sentence.encode("utf-8")
        except UnicodeEncodeError:
            raise RequestError(
                f"'sentences'[{i}] is not valid Unicode (a lone surrogate)"
            ) from None
    default_beam = min(default_beam_size, limits.max_beam_size)
    beam_size = _integer(
        data, "beam_size", default_beam, 1, limits.max_beam_size, str(limits.max_beam_size)
    )
    n_best = _integer(data, "n_best", 1, 1, beam_size, f"beam_size ({beam_size})")
    attention = data.get("attention", False)
    if not isinstance(attention, bool):
        raise RequestError(f"'attention' must be true or false, got {_type_name(attention)}")
    return TranslateRequest(tuple(sentences), beam_size, n_best, attention)


def translation_json(translation, n_best: int = 1, attention: bool = False) -> dict[str, Any]:
    """The JSON object of one `Translation`: ``text`` and ``score`` of the best hypothesis (a blank
    sentence: ``""`` and null), ``hypotheses`` (``[{"text", "score"}]``, best first) when
    ``n_best > 1``, and the best hypothesis' attention weights when ``attention``:
    ``{"source_pieces", "target_pieces", "weights"}``, ``weights[t][s]`` the weight of source piece
    ``s`` when target piece ``t`` was produced (rounded to 4 decimals)."""
    hyps = translation.hypotheses
    out: dict[str, Any] = {
        "text": hyps[0].text if hyps else "",
        "score": round(float(hyps[0].score), 6) if hyps else None,
    }
    if n_best > 1:
        out["hypotheses"] = [{"text": h.text, "score": round(float(h.score), 6)} for h in hyps]
    if attention:
        best = hyps[0] if hyps else None
        weights = [] if best is None or best.alignments is None else best.alignments
        out["attention"] = {
            "source_pieces": list(translation.source_pieces) if best is not None else [],
            "target_pieces": list(best.pieces) if best is not None else [],
            "weights": [[round(float(w), 4) for w in row] for row in weights],
        }
    return out
