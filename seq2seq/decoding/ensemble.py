"""Ensemble decoding: several trained models searched as one.

An `Ensemble` has the decoding interface of `Seq2Seq` (``start`` and ``step``), so every search
(greedy, beam, sampling) and the `Translator` use it unchanged: at each step every model takes the
same tokens, and the ensemble's next-token scores are the mean of the models' log-probabilities
(Marian's and OpenNMT's default; a model ensembled with itself gives exactly its own output).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import tensorflow as tf


class Ensemble:
    """Models sharing one source and one target vocabulary, decoded together.

    ``start(src_ids [B, S], src_len [B])`` returns the tuple of the models' states;
    ``step(ids [N], states) -> (log_probs [N, V], states, alignments [N, S])`` averages the models'
    log-probabilities and attention weights.
    """

    def __init__(self, models: Sequence):
        if not models:
            raise ValueError("an ensemble needs at least one model")
        self.models = list(models)

    def start(self, src_ids, src_len, training=None):
        return tuple(m.start(src_ids, src_len, training=training) for m in self.models)

    def step(self, ids, states):
        return self._mean([m.step(ids, s) for m, s in zip(self.models, states)])

    def step_over(self, vocabulary):
        """`step` restricted to the target pieces ``vocabulary [K]`` (`Seq2Seq.step_over`)."""
        steps = [m.step_over(vocabulary) for m in self.models]
        return lambda ids, states: self._mean([f(ids, s) for f, s in zip(steps, states)])

    @staticmethod
    def _mean(outputs):
        log_probs = tf.add_n([lp for lp, _, _ in outputs]) / len(outputs)  # [N, V]
        alignments = tf.add_n([a for _, _, a in outputs]) / len(outputs)  # [N, S]
        return log_probs, tuple(s for _, s, _ in outputs), alignments


def check_same_vocabularies(run_dirs: Sequence[str | Path]) -> None:
    """Raises ValueError unless every run directory holds the same subword vocabularies: the same
    pieces with the same scores (the ``.vocab`` files), so that a source is segmented alike and a
    target id means the same piece in every model. (The ``.model`` files may still differ in the
    training seed they record.)"""
    names = (
        ("joint.vocab",)
        if (Path(run_dirs[0]) / "joint.vocab").exists()
        else ("src.vocab", "tgt.vocab")
    )
    for name in names:
        first = (Path(run_dirs[0]) / name).read_bytes()
        for other in run_dirs[1:]:
            path = Path(other) / name
            if not path.exists() or path.read_bytes() != first:
                raise ValueError(
                    f"{path}: not the vocabulary of {run_dirs[0]}; an ensemble "
                    f"needs runs trained with the same vocabularies"
                )
