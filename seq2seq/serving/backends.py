"""What the server translates with: a trained run directory (`RunDirBackend`, every option) or a
SavedModel export (`ExportBackend`: the decoding options fixed at export time, no attention
weights). A backend's ``spec`` is the `DecodeSpec` that requests start from. Both are called from
the batcher's worker thread only."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from seq2seq.decoding.spec import DecodeSpec
from seq2seq.serving.api import RequestError, TranslateRequest
from seq2seq.translator import Hypothesis, Translation


class RunDirBackend:
    """A run directory's `Translator` (``checkpoint``: final, best, latest or a path;
    ``precision``: float32 or bfloat16, `seq2seq.models.precision`; ``shortlist``: each batch
    scores only its shortlisted target pieces, `seq2seq.decoding.shortlist`)."""

    kind = "run_dir"

    def __init__(self, translator, source: str = ""):
        self.translator = translator
        self.source = source
        self.spec = translator.decode_spec()

    @classmethod
    def load(
        cls,
        run_dir: str | Path,
        checkpoint: str = "final",
        precision: str = "float32",
        shortlist: bool = False,
    ) -> RunDirBackend:
        from seq2seq.translator import Translator

        run_dir = Path(run_dir)
        if not (run_dir / "config.yaml").is_file():
            raise FileNotFoundError(f"{run_dir}: no such run directory (no config.yaml)")
        translator = Translator.from_dir(run_dir, checkpoint, precision, shortlist=shortlist)
        return cls(translator, str(run_dir))

    def check(self, request: TranslateRequest) -> None:
        """Every request valid for `parse_request` is, but sampling on a shortlist."""
        if self.translator.shortlist is not None and request.spec.sample:
            raise RequestError(
                "'sample' true: this server decodes with a shortlist (greedy and beam search only)"
            )

    def warm_up(self) -> None:
        """Compiles the default searches before the first request (`Translator.warm_up`)."""
        self.translator.warm_up(self.spec)

    def translate(
        self, sentences: Sequence[str], spec: DecodeSpec, attention: bool
    ) -> list[Translation]:
        return self.translator.translate(list(sentences), spec, with_alignments=attention)

    def info(self) -> dict[str, Any]:
        vocabs = self.translator.vocabs
        sizes = {"source": vocabs.src.vocab_size, "target": vocabs.tgt.vocab_size}
        return _info(self, self.translator.config, {**sizes, "joint": vocabs.joint}, True)


def _info(backend, config, vocab: dict, attention_weights: bool) -> dict[str, Any]:
    """The ``/info`` object of ``backend`` (its model ``config``)."""
    return {
        "backend": backend.kind,
        "source": backend.source,
        "model": dataclasses.asdict(config.model),
        "vocab": vocab,
        "decode": {**backend.spec.to_config(), "batch_size": config.decode.batch_size},
        "attention_weights": attention_weights,
    }


def _saved_model_dir(path: Path) -> Path:
    """``path`` itself, or (TensorFlow Serving's layout) its highest numbered version subfolder."""
    if (path / "saved_model.pb").is_file():
        return path
    versions = (
        sorted((int(p.name), p) for p in path.iterdir() if p.name.isdigit() and p.is_dir())
        if path.is_dir()
        else []
    )
    if versions and (versions[-1][1] / "saved_model.pb").is_file():
        return versions[-1][1]
    raise FileNotFoundError(f"{path}: no SavedModel (no saved_model.pb, nor a version subfolder)")


class ExportBackend:
    """A SavedModel written by `seq2seq.export.export` (loaded with TensorFlow and
    ``tensorflow_text`` only): a request may ask for fewer hypotheses than the exported ``n_best``
    but no other decoding option than the exported ones, and gets no attention weights."""

    kind = "export"

    def __init__(self, export_dir: str | Path):
        export_dir = _saved_model_dir(Path(export_dir))
        settings_path = export_dir / "assets.extra" / "export.json"
        if not settings_path.is_file():
            raise FileNotFoundError(f"{settings_path}: missing (not a seq2seq export?)")
        try:
            self.settings = json.loads(settings_path.read_text("utf-8"))
            self.spec = DecodeSpec.from_config(
                self.settings.get("decode")  # exports before the `DecodeSpec`: the search keys
                or {k: self.settings[k] for k in ("beam_size", "n_best", "length_penalty")}
            )
        except (ValueError, KeyError, TypeError) as err:
            raise ValueError(f"{settings_path}: unreadable export settings ({err!r})") from None
        self.n_best = self.spec.n_best
        self.source = str(export_dir)
        from seq2seq import config as config_lib

        self.config = config_lib.load(str(export_dir / "assets.extra" / "config.yaml"))
        try:
            import tensorflow_text  # noqa: F401  (registers the SentencePiece ops)
        except ImportError as err:
            raise ImportError(f"tensorflow_text is needed to serve an export ({err})") from None
        import tensorflow as tf

        self._tf = tf
        self._loaded = tf.saved_model.load(str(export_dir))  # keeps the resources alive
        self._serve = self._loaded.signatures[self.settings.get("signature", "serving_default")]

    def warm_up(self) -> None:
        """One call of the exported search (its first call builds the graph's kernels)."""
        self.translate(["."], self.spec, attention=False)

    def check(self, request: TranslateRequest) -> None:
        wanted, exported = request.spec.to_config(), self.spec.to_config()
        for key in wanted:
            if key not in ("n_best", "strategy") and wanted[key] != exported[key]:
                raise RequestError(
                    f"'{key}' {wanted[key]!r}: this export was made with {key} "
                    f"{exported[key]!r} (leave it out or serve the run directory)"
                )
        if request.n_best > self.n_best:
            raise RequestError(
                f"'n_best' {request.n_best}: this export gives at most {self.n_best} hypotheses"
            )
        if request.attention:
            raise RequestError(
                "'attention': a SavedModel export has no attention weights "
                "(serve the run directory for them)"
            )

    def translate(
        self, sentences: Sequence[str], spec: DecodeSpec, attention: bool
    ) -> list[Translation]:
        tf, n_best = self._tf, spec.n_best
        out = self._serve(sentences=tf.constant(list(sentences), tf.string))
        texts = out["translations"].numpy().reshape(len(sentences), self.n_best)
        scores = out["scores"].numpy().reshape(len(sentences), self.n_best)
        results = []
        for sentence, row_texts, row_scores in zip(sentences, texts, scores):
            translation = Translation(sentence, [])
            if sentence.strip():
                translation.hypotheses = [
                    Hypothesis(t.decode("utf-8"), float(s), [])
                    for t, s in zip(row_texts[:n_best], row_scores[:n_best])
                ]
            results.append(translation)
        return results

    def info(self) -> dict[str, Any]:
        return _info(self, self.config, {"requested_size": self.config.data.vocab_size}, False)
