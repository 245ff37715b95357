"""`DecodeSpec`: every decoding option in one frozen value, validated once, and the registry of
search strategies by name.

A spec is built from a run's ``decode`` config plus overrides (`DecodeSpec.of(config.decode,
beam_size=3)`), and handed unchanged from the command line, the Python API (`Translator`), the
export and the server to the search. It is the only place where decoding options get their
defaults and their checks; it offers the output-length cap (`max_lengths`) and the strategy
(`make_strategy`, through `STRATEGIES`), and round-trips through a plain mapping (`to_config` /
`from_config`, as keras-hub's samplers) so that an export or a server carries any strategy.

Importing this module does not import TensorFlow (the commands check their options before the
slow start-up); the methods that build tensors import it when called.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

_MAX_INT = 2**31 - 1


class DecodeSpecError(ValueError):
    """An invalid decoding option: ``key`` (the field name), ``value`` and the ``problem``.

    ``labelled(label)`` words it for the place the option came from (``--beam-size``,
    ``config key decode.beam_size``, ``'beam_size'`` of a request)."""

    def __init__(self, key: str, value: Any, problem: str):
        self.key, self.value, self.problem = key, value, problem
        super().__init__(self.labelled(key))

    def labelled(self, label: str) -> str:
        return f"{label}: {self.value!r} {self.problem}"


# field: (type, lowest, highest, is the lowest itself allowed)
_RANGES: dict[str, tuple[type, float, float, bool]] = {
    "beam_size": (int, 1, 256, True),
    "n_best": (int, 1, 256, True),
    "length_penalty": (float, 0.0, 100.0, True),
    "coverage_penalty": (float, 0.0, 100.0, True),
    "min_length": (int, 0, 10_000, True),
    "max_length_a": (float, 0.0, 100.0, True),
    "max_length_b": (int, 0, 10_000, True),
    "temperature": (float, 0.0, 1e6, False),
    "top_k": (int, 0, 1_000_000, True),
    "seed": (int, 0, _MAX_INT, True),
}


@dataclass(frozen=True)
class DecodeSpec:
    """How to decode: the search, its options and the output-length cap.

    Attributes:
        beam_size: hypotheses kept per sentence; 1 (with ``n_best`` 1) is greedy search.
        n_best: hypotheses returned per sentence, ``1 <= n_best <= beam_size`` (1 when sampling).
        length_penalty: GNMT ``alpha`` (0: none).
        coverage_penalty: GNMT ``beta`` (0: none); source padding never counts in it.
        min_length: EOS is forbidden before this many tokens.
        max_length_a, max_length_b: at most ``a x (source pieces) + b`` output pieces (EOS counts
            as a piece; the source's EOS does not).
        sample: sample each token instead of searching (``beam_size`` and the penalties unused).
        temperature: sampling temperature, > 0.
        top_k: sample among the ``top_k`` most probable tokens only (0: all of them).
        seed: sampling seed. A sentence's sample depends on the seed and the sentence only, not on
            the other sentences of its batch.
    """

    beam_size: int = 5
    n_best: int = 1
    length_penalty: float = 0.6
    coverage_penalty: float = 0.0
    min_length: int = 0
    max_length_a: float = 2.0
    max_length_b: int = 10
    sample: bool = False
    temperature: float = 1.0
    top_k: int = 0
    seed: int = 0

    def __post_init__(self):
        for f in dataclasses.fields(DecodeSpec):
            object.__setattr__(self, f.name, _checked(f.name, getattr(self, f.name)))
        if self.n_best > (1 if self.sample else self.beam_size):
            limit = "1 (sampling gives one translation)" if self.sample else "the beam size"
            raise DecodeSpecError("n_best", self.n_best, f"is more than {limit} ({self.beam_size})")
        if self.max_length_a + self.max_length_b < 1:
            raise DecodeSpecError(
                "max_length_b",
                self.max_length_b,
                f"with max_length_a {self.max_length_a}: a translation could never have a token",
            )

    @classmethod
    def of(cls, base: DecodeSpec | None = None, **overrides) -> DecodeSpec:
        """The decoding options of ``base`` (a `DecodeSpec`, or a run's ``decode`` config, which
        extends it; None: the defaults) with ``overrides`` (None values are ignored), checked."""
        values = {} if base is None else {f.name: getattr(base, f.name) for f in _FIELDS}
        unknown = sorted(set(overrides) - _NAMES)
        if unknown:
            raise DecodeSpecError(unknown[0], overrides[unknown[0]], "is not a decoding option")
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)

    @property
    def strategy(self) -> str:
        """The name of the search (a `STRATEGIES` key): ``sample``, ``greedy`` or ``beam``."""
        if self.sample:
            return "sample"
        return "greedy" if self.beam_size == 1 and self.n_best == 1 else "beam"

    def to_config(self) -> dict[str, Any]:
        """A plain mapping (YAML/JSON) of every option and the strategy's name."""
        return {"strategy": self.strategy, **dataclasses.asdict(self)}

    @classmethod
    def from_config(cls, config: Mapping[str, Any]) -> DecodeSpec:
        """The inverse of `to_config` (missing options take their defaults)."""
        values = dict(config)
        name = values.pop("strategy", None)
        spec = cls.of(None, **{k: v for k, v in values.items()})
        if name is not None and name != spec.strategy:
            raise DecodeSpecError("strategy", name, f"does not match the options ({spec.strategy})")
        return spec

    def check_vocabulary(self, vocab_size: int) -> None:
        """Options that depend on the target vocabulary (``top_k``), checked against it."""
        if self.sample and self.top_k > vocab_size:
            raise DecodeSpecError(
                "top_k", self.top_k, f"is more than the target vocabulary ({vocab_size} pieces)"
            )

    def max_lengths(self, src_len):
        """``src_len [B]`` (source pieces + EOS) -> ``[B]`` int32 output caps
        ``a x (src_len - 1) + b`` (EOS included)."""
        import tensorflow as tf

        src_len = tf.convert_to_tensor(src_len, tf.int32)
        pieces = tf.cast(src_len - 1, tf.float32)  # [B]
        return tf.cast(self.max_length_a * pieces, tf.int32) + self.max_length_b  # [B]

    def make_strategy(self, eos_id: int, src_ids=None, src_len=None):
        """The strategy of this spec (`STRATEGIES`) for a batch ``src_ids [B, S]``,
        ``src_len [B]`` (either may be None for a source-less search: the coverage penalty then
        counts every position, and samples depend on the row's place in the batch)."""
        return STRATEGIES[self.strategy](self, eos_id, src_ids, src_len)


# The options only one kind of decoding reads: the other leaves them unused.
SAMPLING_ONLY = ("temperature", "top_k", "seed")
SEARCH_ONLY = ("beam_size", "length_penalty", "coverage_penalty")


def unused_options(spec: DecodeSpec, given: Iterable[str]) -> list[str]:
    """The options of ``given`` (names of fields a user set) that ``spec``'s decoding never reads:
    the search's with sampling, sampling's with a search."""
    ignored = SEARCH_ONLY if spec.sample else SAMPLING_ONLY
    return [name for name in given if name in ignored]


_FIELDS = dataclasses.fields(DecodeSpec)
_NAMES = {f.name for f in _FIELDS}


def _checked(key: str, value: Any) -> Any:
    """``value`` of option ``key`` coerced to its type, or `DecodeSpecError`."""
    if key == "sample":
        if not isinstance(value, bool):
            raise DecodeSpecError(key, value, "is not true or false")
        return value
    kind, low, high, low_allowed = _RANGES[key]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise DecodeSpecError(key, value, f"is not a number ({kind.__name__})")
    if kind is int and not float(value).is_integer():
        raise DecodeSpecError(key, value, "is not a whole number")
    if not math.isfinite(value):
        raise DecodeSpecError(key, value, "is not a finite number")
    if value < low or (value == low and not low_allowed) or value > high:
        bracket = "[" if low_allowed else "("
        raise DecodeSpecError(key, value, f"is outside {bracket}{_bound(low)}, {_bound(high)}]")
    return kind(value)


StrategyBuilder = Callable[[DecodeSpec, int, Any, Any], Any]

# name -> (spec, eos_id, src_ids [B, S] or None, src_len [B] or None) -> a `Strategy`.
STRATEGIES: dict[str, StrategyBuilder] = {}


def register_strategy(name: str) -> Callable[[StrategyBuilder], StrategyBuilder]:
    """Registers a strategy builder under ``name`` (a `DecodeSpec.strategy` value)."""

    def add(builder: StrategyBuilder) -> StrategyBuilder:
        STRATEGIES[name] = builder
        return builder

    return add


@register_strategy("greedy")
def _greedy(spec: DecodeSpec, eos_id: int, src_ids, src_len):
    from seq2seq.decoding.greedy import GreedySearch

    return GreedySearch(eos_id, spec.min_length)


@register_strategy("beam")
def _beam(spec: DecodeSpec, eos_id: int, src_ids, src_len):
    from seq2seq.decoding.beam import BeamSearch

    return BeamSearch(
        spec.beam_size,
        eos_id,
        spec.length_penalty,
        spec.coverage_penalty,
        spec.n_best,
        spec.min_length,
        source_lengths=src_len if spec.coverage_penalty else None,
    )


@register_strategy("sample")
def _sample(spec: DecodeSpec, eos_id: int, src_ids, src_len):
    from seq2seq.decoding.sampling import SamplingSearch, sentence_keys

    keys = None if src_ids is None else sentence_keys(src_ids, src_len)
    return SamplingSearch(
        eos_id, spec.temperature, spec.top_k, spec.seed, spec.min_length, sentence_keys=keys
    )


def _bound(number: float) -> str:
    """A range's bound as a user types it: ``2147483647``, ``0``, ``0.5``, ``1e+06`` (not
    ``2.14748e+09``)."""
    if float(number).is_integer() and abs(number) < 1e15:
        return str(int(number))
    return f"{number:g}"
