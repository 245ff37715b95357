"""The JSON API's wire format: a ``POST /translate`` body checked field by field into a
`TranslateRequest` (every problem a one-line `RequestError` with its HTTP status, before anything is
translated), and a `Translation` turned into its JSON object."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any

from seq2seq.decoding.spec import DecodeSpec, DecodeSpecError

# Decoding options a request may set (`DecodeSpec` fields; the output-length cap stays the run's).
DECODE_FIELDS = tuple(
    f.name for f in dataclasses.fields(DecodeSpec) if not f.name.startswith("max_length")
)
FIELDS = ("sentences", "attention", *DECODE_FIELDS)


class RequestError(ValueError):
    """A bad request: a one-line message for the client and the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Limits:
    """What one request may ask for (a request past any of them is refused with a 4xx), and the
    server's timings."""

    max_request_bytes: int = 1 << 20  # the body, in bytes (413 past it)
    max_sentences: int = 64  # per request (also the most sentences translated in one batch)
    max_sentence_chars: int = 1000  # per sentence, in characters
    max_beam_size: int = 16
    # Seconds: a connection with no request under way (idle keep-alive, or request headers still
    # coming) is closed after `idle_timeout`; a request body must arrive within `body_timeout`
    # (408 past it), so that slow or stalled clients cannot hold connections open.
    idle_timeout: float = 15.0
    body_timeout: float = 30.0
    send_timeout: float = 30.0  # an answer must be read within it (a client that stops reading)
    # Seconds a batch waits after its first request for others to join it. Off by default: measured
    # (docs/serving.md), 5 ms made lone requests 5 ms slower and concurrent ones no faster.
    batch_wait: float = 0.0

    def as_dict(self) -> dict[str, float]:
        return dataclasses.asdict(self)

    @classmethod
    def of(cls, options: Any) -> Limits:
        """The limits of parsed options named as the fields (`LIMIT_OPTIONS`' destinations)."""
        return cls(**{f.name: getattr(options, f.name) for f in dataclasses.fields(cls)})


# The `seq2seq-serve` option of each limit: (its name, the lowest and highest value, its help);
# the type and the default are the field's.
LIMIT_OPTIONS: dict[str, tuple[str, float, float, str]] = {
    "max_sentences": (
        "--max-batch-sentences",
        1,
        100_000,
        "the most sentences translated together (and per request)",
    ),
    "max_request_bytes": ("--max-request-bytes", 64, 1 << 30, "request body limit (413 past it)"),
    "max_sentence_chars": ("--max-sentence-chars", 1, 1_000_000, "per sentence"),
    "max_beam_size": ("--max-beam-size", 1, 256, "the widest beam a request may ask for"),
    "idle_timeout": (
        "--idle-timeout",
        0.1,
        3600,
        "seconds before an idle connection (or one still sending its headers) is closed",
    ),
    "body_timeout": (
        "--body-timeout",
        0.1,
        3600,
        "seconds a request body may take to arrive (408 past it)",
    ),
    "send_timeout": (
        "--send-timeout",
        0.1,
        3600,
        "seconds a client may take to read an answer (then the connection is closed)",
    ),
    "batch_wait": (
        "--batch-wait",
        0,
        10,
        "seconds a batch waits after its first request for others to join it (default 0)",
    ),
}


@dataclass(frozen=True)
class TranslateRequest:
    """A checked ``POST /translate`` request: its sentences, decoding options and whether the
    attention weights are wanted."""

    sentences: tuple[str, ...]
    spec: DecodeSpec
    attention: bool = False

    @property
    def n_best(self) -> int:
        return self.spec.n_best


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


_KINDS = {bool: "true or false", int: "an integer", float: "a number"}


def _decode_spec(data: dict, limits: Limits, base: DecodeSpec) -> DecodeSpec:
    """The request's decoding options over ``base`` (its ``n_best`` reset to 1), checked."""
    options = {name: data[name] for name in DECODE_FIELDS if name in data}
    for name, value in options.items():
        kind = type(getattr(base, name))
        fits = isinstance(value, kind) if kind is not float else isinstance(value, (int, float))
        if not fits or (kind is not bool and isinstance(value, bool)):
            raise RequestError(f"'{name}' must be {_KINDS[kind]}, got {_type_name(value)}")
    options.setdefault("beam_size", min(base.beam_size, limits.max_beam_size))
    options.setdefault("n_best", 1)
    if not 1 <= options["beam_size"] <= limits.max_beam_size:
        raise RequestError(
            f"'beam_size' {options['beam_size']} is out of range: must be between 1 and "
            f"{limits.max_beam_size}"
        )
    try:
        return DecodeSpec.of(base, **options)
    except DecodeSpecError as err:
        raise RequestError(err.labelled(f"'{err.key}'")) from None


def parse_request(body: bytes, limits: Limits, base: DecodeSpec) -> TranslateRequest:
    """Checks a ``POST /translate`` body (UTF-8 JSON) against ``limits``; raises `RequestError`.

    ``{"sentences": [str, ...], "attention": bool, <decoding options>}``: only ``sentences`` is
    required; ``attention`` defaults to false, the decoding options (`DECODE_FIELDS`, e.g.
    ``beam_size``, ``n_best``, ``sample``, ``seed``) to those of ``base`` (the backend's), with
    ``n_best`` 1.
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
    spec = _decode_spec(data, limits, base)
    attention = data.get("attention", False)
    if not isinstance(attention, bool):
        raise RequestError(f"'attention' must be true or false, got {_type_name(attention)}")
    return TranslateRequest(tuple(sentences), spec, attention)


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
