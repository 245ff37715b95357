"""`Translator`: a trained run directory -> translations of raw sentences (greedy or beam
search)."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import tensorflow as tf

from seq2seq import checkpoint as ckpt_lib
from seq2seq.config import Config
from seq2seq.data.pipeline import make_eval_batches
from seq2seq.data.subword import BOS_ID, EOS_ID, UNK_ID, Vocabularies
from seq2seq.decoding.loop import decode, decode_over
from seq2seq.decoding.shortlist import Shortlist, load_shortlist
from seq2seq.decoding.spec import DecodeSpec, DecodeSpecError
from seq2seq.models.builders import build_run_model
from seq2seq.models.model import Seq2Seq
from seq2seq.models.precision import in_precision

log = logging.getLogger(__name__)

# The single-sentence XLA search is compiled once per source width, padded up to a multiple of this
# (compiling takes 0.5-1 s; the padding's cost was not measurable at this step).
XLA_WIDTH_STEP = 8


@dataclass
class Hypothesis:
    """One translation: detokenised ``text``, its search ``score`` and subword ``pieces``."""

    text: str
    score: float
    pieces: list[str]
    alignments: np.ndarray | None = None  # [target pieces, source pieces + EOS]


@dataclass
class Translation:
    """The hypotheses for one source line (best first) and the source pieces (EOS included)."""

    source: str
    source_pieces: list[str]
    hypotheses: list[Hypothesis] = field(default_factory=list)

    @property
    def text(self) -> str:
        return self.hypotheses[0].text if self.hypotheses else ""


class Translator:
    """Translates with a `Seq2Seq` model and its subword models.

    ``Translator.from_dir(run_dir)`` loads the resolved config, the SentencePiece models and the
    final model (or ``checkpoint="best"``, ``"latest"`` or a checkpoint path). ``translate(lines)``
    returns one `Translation` per line, in order; batches are sorted by length internally to cut
    padding. ``xla=False`` keeps one-sentence searches on the graph (see `search_function`).
    ``single_model`` (default: ``model``) is the model of the XLA one-sentence searches: the float32
    model of a bfloat16 translator, since XLA emulates bfloat16 on the CPU (a lone sentence's
    search in bfloat16 took twice as long as in float32), while oneDNN's bfloat16 products speed up
    the batch searches.
    """

    def __init__(
        self,
        model: Seq2Seq,
        vocabs: Vocabularies,
        config: Config,
        xla: bool = True,
        shortlist: Shortlist | None = None,
        single_model: Seq2Seq | None = None,
    ):
        self.model, self.vocabs, self.config, self.xla = model, vocabs, config, xla
        self.single_model = model if single_model is None else single_model
        self.shortlist = shortlist
        self.max_source_pieces = 4 * config.data.max_length
        self._searches: dict[tuple, Callable] = {}

    @classmethod
    def from_dir(
        cls,
        run_dir: str | Path,
        checkpoint: str = "final",
        precision: str = "float32",
        shortlist: bool = False,
    ) -> Translator:
        """``precision``: ``bfloat16`` computes in bfloat16 (`seq2seq.models.precision`: faster
        on CPUs with AVX512_BF16, results slightly different), float32 is exact. ``shortlist``:
        each batch's search scores only the target pieces its sources make likely
        (`seq2seq.decoding.shortlist`: faster, results slightly different)."""
        run_dir = Path(run_dir)
        if not run_dir.is_dir():
            raise FileNotFoundError(f"{run_dir}: no such run directory")
        config_path = run_dir / "config.yaml"
        if not config_path.exists():
            raise FileNotFoundError(f"{config_path}: missing (not a run directory?)")
        config, vocabs, exact = build_run_model(run_dir)
        ckpt_lib.restore_model(exact, run_dir, checkpoint)
        model = in_precision(exact, lambda: build_run_model(run_dir)[2], precision)
        shortlist = _shortlist_of(run_dir, vocabs, shortlist)
        return cls(model, vocabs, config, shortlist=shortlist, single_model=exact)

    @classmethod
    def ensemble_from_dirs(
        cls,
        run_dirs: Sequence[str | Path],
        checkpoint: str = "final",
        precision: str = "float32",
        shortlist: bool = False,
    ) -> Translator:
        """An ensemble of the runs' models (same vocabularies), decoded as one (`Ensemble`); the
        first run's config gives the decoding defaults (and its shortlist is used)."""
        from seq2seq.decoding.ensemble import Ensemble, check_same_vocabularies

        translators = [cls.from_dir(d, checkpoint, precision) for d in run_dirs]
        check_same_vocabularies(run_dirs)
        first = translators[0]
        single = None if precision == "float32" else Ensemble([t.single_model for t in translators])
        return cls(
            Ensemble([t.model for t in translators]),
            first.vocabs,
            first.config,
            shortlist=_shortlist_of(run_dirs[0], first.vocabs, shortlist),
            single_model=single,
        )

    def use_decode_defaults(self, **options) -> None:
        """Makes ``options`` (`DecodeSpec` fields, e.g. ``length_penalty=1.0``) the defaults of
        later calls, in place of the run's ``decode`` config."""
        decode = dataclasses.replace(self.config.decode, **options)
        self.config = dataclasses.replace(self.config, decode=decode)

    def decode_spec(self, spec: DecodeSpec | None = None, **overrides) -> DecodeSpec:
        """``spec`` (default: the run's ``decode`` config) with ``overrides``, checked, also
        against the target vocabulary."""
        spec = DecodeSpec.of(spec or self.config.decode, **overrides)
        if self.vocabs is not None:
            spec.check_vocabulary(self.vocabs.tgt.vocab_size)
        if self.shortlist is not None and spec.sample:
            raise DecodeSpecError(
                "sample",
                True,
                "cannot be used with a shortlist (it restricts greedy and beam search)",
            )
        return spec

    def search_function(self, spec: DecodeSpec, single: bool = False) -> Callable:
        """The search function of ``spec``: ``(src_ids [B, S], src_len [B]) -> SearchResult``.

        The result's ids and alignments are zero past the hypotheses' lengths and the source
        lengths; their time and source dimensions may be longer than those (see ``single``).

        ``single``: for one sentence at a time (the interactive case). The search is then
        compiled with XLA (over ``single_model``), unless the translator's ``xla`` is False: at
        batch 1 the graph's time goes to launching the step's many small kernels, which XLA fuses
        (2x faster here). The source is padded to a multiple of `XLA_WIDTH_STEP` pieces (its
        length masks the padding), so that one compilation (about 0.5-1 s) serves that many
        source lengths; the outputs are not cut (``a x S' + b`` steps for the padded width
        ``S'``, alignments ``S'`` wide). A model XLA cannot compile falls back to the graph
        (logged once). A coverage penalty keeps the graph (its state's shape is not fixed).

        With a shortlist, each call first computes its batch's vocabulary on the host
        (`Shortlist.vocabulary`; its size, a multiple of `shortlist.SIZE_STEP`, is one more
        shape XLA compiles for) and the search's positions in it come back as target ids.
        """
        single_xla = single and self.xla and not (spec.strategy == "beam" and spec.coverage_penalty)
        key = (spec, single, single_xla)
        if key not in self._searches:
            model = self.single_model if single_xla else self.model

            def search(src_ids, src_len, vocabulary=None, max_steps=None):
                state = model.start(src_ids, src_len, training=False)
                strategy = spec.make_strategy(EOS_ID, src_ids, src_len)
                options = dict(
                    bos_id=BOS_ID, max_lengths=spec.max_lengths(src_len), max_steps=max_steps
                )
                if vocabulary is None:
                    return decode(model.step, state, strategy, **options)
                return decode_over(model, vocabulary, state, strategy, **options)

            signature = [
                tf.TensorSpec([1 if single else None, None], tf.int32),
                tf.TensorSpec([1 if single else None], tf.int32),
            ]
            if self.shortlist is not None:
                signature.append(tf.TensorSpec([None], tf.int32))  # the batch's vocabulary
            graph = tf.function(search, input_signature=signature)
            if single_xla:

                @tf.function(jit_compile=True, input_signature=signature)
                def compiled(src_ids, src_len, *vocabulary):  # traced once, compiled per width
                    width = tf.shape(src_ids)[1:]  # [1]
                    return search(
                        src_ids, src_len, *vocabulary, max_steps=spec.max_lengths(width)[0]
                    )

                function = _CompiledOrGraph(compiled, graph)
            else:
                function = graph
            if self.shortlist is not None:
                function = _Shortlisted(function, self.shortlist)
            self._searches[key] = function
        return self._searches[key]

    def warm_up(self, spec: DecodeSpec | None = None, max_width: int = 32) -> None:
        """Traces and compiles ahead the searches of ``spec`` (default: the run's) that a server
        needs first, on placeholder ids: the single-sentence search at each padded source width
        up to ``max_width`` pieces (the common lone sentences; a longer one compiles on its first
        call), with a shortlist at each vocabulary size a sentence that wide can have, and the
        batch search (one trace serves every shape)."""
        spec = self.decode_spec(spec)
        single = self.search_function(spec, single=True)
        for width in range(XLA_WIDTH_STEP, max_width + 1, XLA_WIDTH_STEP):
            ids, length = np.full([1, width], UNK_ID, np.int32), np.array([width], np.int32)
            if self.shortlist is None:
                single(ids, length)
                continue
            for size in self.shortlist.sizes_of_one(width):  # a compilation per vocabulary size
                single.search(ids, length, self.shortlist.placeholder(size))
        ids = np.full([2, XLA_WIDTH_STEP], UNK_ID, np.int32)
        self.search_function(spec)(ids, np.array([XLA_WIDTH_STEP] * 2, np.int32))

    def translate(
        self,
        lines: Sequence[str],
        spec: DecodeSpec | None = None,
        *,
        batch_size: int | None = None,
        with_alignments: bool = False,
        progress: Callable[[int], None] | None = None,
        **options,
    ) -> list[Translation]:
        """Translates ``lines`` (one `Translation` each; an empty line gives no hypothesis text).

        ``spec``: the decoding options (default: the run's ``decode`` config); ``options``
        override single ones (`DecodeSpec` fields: ``beam_size=1``, ``n_best=3``,
        ``sample=True, seed=7``, ...). A sentence's translation does not depend on the other
        lines or on ``batch_size`` (with a shortlist it may: the vocabulary is the batch's).
        """
        spec = self.decode_spec(spec, **options)
        batch_size = batch_size or self.config.decode.batch_size
        src_sp, tgt_sp = self.vocabs.src, self.vocabs.tgt
        results = [Translation(line, []) for line in lines]
        todo = [i for i, line in enumerate(lines) if line.strip()]
        ids = src_sp.encode([lines[i] for i in todo])
        limit = self.max_source_pieces
        for k, row in enumerate(ids):
            if len(row) > limit:
                log.warning(
                    "line %d: %d subword pieces, only the first %d translated (4 x the run's "
                    "data.max_length)",
                    todo[k] + 1,
                    len(row),
                    limit,
                )
                ids[k] = row[:limit]
        for batch in make_eval_batches(ids, batch_size, sort_by_length=True):
            search = self.search_function(spec, single=len(batch["index"]) == 1)
            result = search(batch["src_ids"], batch["src_len"])  # NumPy: padded as it is for XLA
            out_ids, out_len = result.ids.numpy(), result.lengths.numpy()
            scores = result.scores.numpy()
            alignments = result.alignments.numpy() if with_alignments else None
            for row, k in enumerate(batch["index"]):
                translation = results[todo[k]]
                translation.source_pieces = src_sp.pieces(ids[k]) + ["</s>"]
                for n in range(out_ids.shape[1]):
                    hyp_ids = out_ids[row, n, : out_len[row, n]].tolist()
                    hyp = Hypothesis(
                        tgt_sp.decode(hyp_ids), float(scores[row, n]), tgt_sp.pieces(hyp_ids)
                    )
                    if alignments is not None:  # [target pieces, source pieces + EOS]
                        hyp.alignments = alignments[row, n, : len(hyp_ids), : batch["src_len"][row]]
                    translation.hypotheses.append(hyp)
            if progress is not None:
                progress(len(batch["index"]))
        return results


class _CompiledOrGraph:
    """Calls ``compiled`` (an XLA search) on the source padded to a multiple of `XLA_WIDTH_STEP`
    pieces, or ``graph`` (the same search without XLA) from the first call that XLA fails on and
    the graph does not."""

    def __init__(self, compiled: Callable, graph: Callable):
        self.compiled, self.graph = compiled, graph
        self.shapes: set[tuple[int, ...]] = set()  # (S', vocabulary size) XLA compiled so far

    def __call__(self, src_ids, src_len, *vocabulary):
        if self.compiled is not None:
            ids = np.asarray(src_ids)  # [1, S]; padded here: a graph op would cost more
            padded = np.pad(ids, [(0, 0), (0, -ids.shape[1] % XLA_WIDTH_STEP)])  # [1, S']
            try:
                result = self.compiled(padded, src_len, *vocabulary)
                self.shapes.add((padded.shape[1], *(len(v) for v in vocabulary)))
                return result
            except (tf.errors.InvalidArgumentError, tf.errors.UnimplementedError) as err:
                result = self.graph(
                    src_ids, src_len, *vocabulary
                )  # raises if the input is at fault
                log.info(
                    "XLA cannot compile this model's search (%s); using the graph",
                    str(err).strip().splitlines()[0],
                )
                self.compiled = None
                return result
        return self.graph(src_ids, src_len, *vocabulary)


class _Shortlisted:
    """A search over each batch's shortlisted vocabulary (`Shortlist.vocabulary`, computed on the
    host): ``(src_ids, src_len) -> SearchResult`` like the search it wraps."""

    def __init__(self, search: Callable, shortlist: Shortlist):
        self.search, self.shortlist = search, shortlist

    def __call__(self, src_ids, src_len):
        vocabulary = self.shortlist.vocabulary(np.asarray(src_ids), np.asarray(src_len))  # [K]
        return self.search(src_ids, src_len, vocabulary)


def _shortlist_of(run_dir: str | Path, vocabs: Vocabularies, wanted: bool) -> Shortlist | None:
    if not wanted:
        return None
    return load_shortlist(run_dir, vocabs.src.vocab_size, vocabs.tgt.vocab_size)
