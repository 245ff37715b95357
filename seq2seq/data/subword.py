"""SentencePiece subword models: training, encoding/decoding, and the per-run vocabularies.

Conventions shared by the whole toolkit: pad = 0, unk = 1, bos = 2, eos = 3. Text is normalised to
Unicode NFC before it reaches SentencePiece, which then runs with its `identity` rule, so
`decode(encode(x)) == x` for any NFC text with single spaces and no leading or trailing space whose
characters were seen in training (`character_coverage=1.0` keeps every training character). NFKC
(SentencePiece's default `nmt_nfkc`) is not used because it rewrites characters such as "…" or "½".
"""

from __future__ import annotations

import itertools
import os
import tempfile
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import sentencepiece as spm
from sentencepiece import sentencepiece_model_pb2

from seq2seq import atomic

PAD_ID, UNK_ID, BOS_ID, EOS_ID = 0, 1, 2, 3
MODEL_TYPES = ("unigram", "bpe")


def train_sentencepiece(
    lines: Iterable[str],
    model_prefix: str | Path,
    *,
    vocab_size: int,
    model_type: str = "unigram",
    character_coverage: float = 1.0,
    seed: int = 1234,
    num_threads: int = 1,
) -> Path:
    """Train a SentencePiece model on `lines` (streamed, NFC-normalised) and write
    `model_prefix.model/.vocab`.

    `vocab_size` is an upper bound (`hard_vocab_limit=False`), so a tiny corpus yields a smaller
    vocabulary instead of an error. The result is deterministic for fixed lines, settings, `seed`
    and `num_threads` (the thread count changes the floating-point order of the EM updates, so it is
    a setting, not a machine property; 1 by default). Returns the path of the `.model` file.
    """
    if model_type not in MODEL_TYPES:
        raise ValueError(f"model_type must be one of {MODEL_TYPES}, got {model_type!r}")
    spm.set_random_generator_seed(seed)
    spm.SentencePieceTrainer.train(
        sentence_iterator=(unicodedata.normalize("NFC", line) for line in lines),
        model_prefix=str(model_prefix),
        vocab_size=vocab_size,
        model_type=model_type,
        character_coverage=character_coverage,
        normalization_rule_name="identity",
        pad_id=PAD_ID,
        unk_id=UNK_ID,
        bos_id=BOS_ID,
        eos_id=EOS_ID,
        hard_vocab_limit=False,
        num_threads=num_threads,
        minloglevel=2,
    )
    return Path(f"{model_prefix}.model")


class Subword:
    """A loaded SentencePiece model with the toolkit's id conventions (pad 0, unk 1, bos 2, eos
    3)."""

    pad_id, unk_id, bos_id, eos_id = PAD_ID, UNK_ID, BOS_ID, EOS_ID

    def __init__(self, model_path: str | Path):
        self.path = Path(model_path)
        try:
            self._sp = spm.SentencePieceProcessor(model_file=str(self.path))
        except (RuntimeError, OSError) as err:
            raise ValueError(
                f"{self.path}: not a readable SentencePiece model "
                f"({_first_line(err)}); delete it to train a new one"
            ) from None
        ids = (self._sp.pad_id(), self._sp.unk_id(), self._sp.bos_id(), self._sp.eos_id())
        if ids != (PAD_ID, UNK_ID, BOS_ID, EOS_ID):
            raise ValueError(
                f"{self.path}: special ids (pad, unk, bos, eos) are {ids}, need (0, 1, 2, 3)"
            )

    @property
    def vocab_size(self) -> int:
        """Number of pieces, special ids included."""
        return self._sp.get_piece_size()

    def encode(self, lines: Sequence[str]) -> list[list[int]]:
        """Piece ids of each line (NFC-normalised first), without BOS or EOS: N lines -> N lists."""
        if isinstance(lines, str):
            raise TypeError("encode takes a sequence of lines, not a single string")
        return self._sp.encode([unicodedata.normalize("NFC", line) for line in lines], out_type=int)

    def decode(self, ids: Iterable[int]) -> str:
        """Text of one id sequence [T]: stops at the first EOS and skips PAD and BOS.

        Accepts a list, a 1-D NumPy array or a 1-D tensor's `.numpy()`.
        """
        ids = itertools.takewhile(lambda i: i != EOS_ID, map(int, ids))
        return self._sp.decode([i for i in ids if i not in (PAD_ID, BOS_ID)])

    def decode_batch(self, batch: Iterable[Iterable[int]]) -> list[str]:
        """`decode` of every row of a batch [B, T]."""
        return [self.decode(row) for row in batch]

    def pieces(self, ids: Iterable[int]) -> list[str]:
        """The piece string of every id, specials included (e.g. `['▁Hola', '.', '</s>']`)."""
        return [self._sp.id_to_piece(int(i)) for i in ids]

    def trainer_settings(self) -> dict[str, object]:
        """The training settings stored in the model: model_type, vocab_size, character_coverage."""
        spec = sentencepiece_model_pb2.ModelProto.FromString(self.serialized()).trainer_spec
        model_type = sentencepiece_model_pb2.TrainerSpec.ModelType.Name(spec.model_type)
        return {
            "model_type": model_type.lower(),
            "vocab_size": spec.vocab_size,
            "character_coverage": round(spec.character_coverage, 6),
        }

    def serialized(self) -> bytes:
        """The model file's bytes (identifies the model, e.g. for caches)."""
        return self._sp.serialized_model_proto()


@dataclass(frozen=True)
class Vocabularies:
    """The source and target subword models of a run (the same object when `joint`)."""

    src: Subword
    tgt: Subword

    @property
    def joint(self) -> bool:
        return self.src is self.tgt

    @classmethod
    def build_or_load(
        cls,
        run_dir: str | Path,
        src_lines: Iterable[str],
        tgt_lines: Iterable[str],
        *,
        vocab_size: int,
        model_type: str = "unigram",
        character_coverage: float = 1.0,
        joint: bool = False,
        seed: int = 1234,
        log=None,
    ) -> Vocabularies:
        """Load the models stored in `run_dir`, or train and store them there first.

        Files: `src.model` + `tgt.model` (each trained on its own side), or `joint.model` (trained
        on both sides) when `joint`; `.vocab` files beside them. A stored model is reused as it is:
        the lines are not read again. A stored model whose settings differ from the requested ones
        (or a joint/separate mismatch) is an error rather than silently reused.
        """
        run_dir = Path(run_dir)
        run_dir.mkdir(parents=True, exist_ok=True)
        wanted = {
            "model_type": model_type,
            "vocab_size": vocab_size,
            "character_coverage": round(character_coverage, 6),
        }
        other = ("src", "tgt") if joint else ("joint",)
        if any((run_dir / f"{name}.model").exists() for name in other):
            kind = "separate" if joint else "joint"
            raise ValueError(
                f"{run_dir} holds {kind} subword models; joint={joint} needs a new run directory"
            )

        def build(name: str, lines: Iterable[str]) -> Subword:
            path = run_dir / f"{name}.model"
            requested = run_dir / f"{name}.requested_vocab_size"
            if not path.exists():
                _train_atomically(lines, run_dir / name, seed=seed, **wanted)
                atomic.write_text(requested, f"{vocab_size}\n")
                model = Subword(path)
            else:  # a stored model: the run's, checked as `load` checks it
                model = _stored_model(path, name)
            stored = model.trainer_settings()
            # A corpus too small for the requested vocabulary gives a smaller one (the model records
            # the size it reached, the file beside it the size requested): accepted, and said.
            shrunk = (
                stored["vocab_size"] < vocab_size
                and {**stored, "vocab_size": vocab_size} == wanted
                and requested.exists()
                and requested.read_text(encoding="utf-8").strip() == str(vocab_size)
            )
            if stored != wanted and not shrunk:
                raise ValueError(f"{path} was trained with {stored}, but {wanted} was requested")
            if shrunk and log is not None:
                log(
                    f"{path.name}: {stored['vocab_size']} pieces (the corpus is too small for "
                    f"the requested {vocab_size})"
                )
            return model

        if joint:
            both = build("joint", itertools.chain(src_lines, tgt_lines))
            return cls(both, both)
        return cls(build("src", src_lines), build("tgt", tgt_lines))

    @classmethod
    def load(cls, run_dir: str | Path) -> Vocabularies:
        """The models stored in `run_dir` by `build_or_load` (`joint.model`, or `src.model` +
        `tgt.model`).

        A damaged model, or a model stored under the other side's name (``src.model`` and
        ``tgt.model`` swapped: each records the name it was trained as), is a ValueError naming
        the file and how to recover; a new model would not match the trained weights."""
        run_dir = Path(run_dir)
        names = ("joint",) if (run_dir / "joint.model").exists() else ("src", "tgt")
        missing = [f"{n}.model" for n in names if not (run_dir / f"{n}.model").exists()]
        if missing:
            raise FileNotFoundError(f"{run_dir}: no joint.model and no {' / '.join(missing)}")
        models = [_stored_model(run_dir / f"{name}.model", name) for name in names]
        return cls(models[0], models[-1])


def _stored_model(path: Path, name: str) -> Subword:
    """The run's stored ``name`` model at ``path``, checked as `Vocabularies.load` says."""
    try:
        model = Subword(path)
    except ValueError as err:
        raise ValueError(
            f"{_first_line(err).split('; delete it')[0]}: the run's subword model is "
            "damaged; restore it from a copy of the run directory (a new one would not "
            "match the trained model)"
        ) from None
    proto = sentencepiece_model_pb2.ModelProto.FromString(model.serialized())
    trained_as = Path(proto.trainer_spec.model_prefix).name.removesuffix(".tmp")
    if trained_as in ("src", "tgt", "joint") and trained_as != name:
        raise ValueError(
            f"{path}: is the {trained_as}.model of its run (the source and target subword "
            f"models are swapped?); rename them back"
        )
    return model


def _train_atomically(lines: Iterable[str], prefix: Path, **settings) -> None:
    """Train in a temporary folder, then rename (`atomic.staged_files`: the `.vocab`, then the
    `.model`, whose presence marks a finished model), so an interrupted run never leaves a model
    to reuse."""
    vocab, model = Path(f"{prefix}.vocab"), Path(f"{prefix}.model")
    with atomic.staged_files(vocab, model) as (vocab_tmp, model_tmp):
        with tempfile.TemporaryDirectory(prefix=f".{prefix.name}.", dir=prefix.parent) as work:
            trained = Path(work) / prefix.name
            try:
                train_sentencepiece(lines, trained, **settings)
            except RuntimeError as err:
                if "output->Write" in str(err) and (reason := _unwritable(Path(work))):
                    raise atomic.WriteError(None, reason, f"{vocab}, {model}") from None
                raise ValueError(
                    f"data.vocab_size={settings.get('vocab_size')}: SentencePiece cannot "
                    f"train the {prefix.name} model ({_first_line(err)})"
                ) from None
            if not _written_whole(trained):
                reason = _unwritable(Path(work)) or "SentencePiece left it incomplete"
                raise atomic.WriteError(None, reason, f"{vocab}, {model}")
            os.replace(f"{trained}.vocab", vocab_tmp)
            os.replace(f"{trained}.model", model_tmp)


def _written_whole(prefix: Path) -> bool:
    """Whether SentencePiece's ``prefix.model`` and ``.vocab`` are whole: its writer does not check
    every write, and on a full disk it left both empty without an error."""
    try:
        pieces = Subword(f"{prefix}.model").vocab_size
    except ValueError:
        return False
    vocab = Path(f"{prefix}.vocab").read_bytes()
    return vocab.endswith(b"\n") and vocab.count(b"\n") == pieces


def _unwritable(folder: Path) -> str | None:
    """Why ``folder`` takes no more data (SentencePiece's failed writes do not say): the reason of
    a trial write of 1 MiB there (``No space left on device``), or None if it succeeds."""
    try:
        with tempfile.TemporaryFile(dir=folder) as trial:
            trial.write(bytes(1 << 20))
            trial.flush()
            os.fsync(trial.fileno())
    except OSError as err:
        return err.strerror or str(err)
    return None


def _first_line(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__
