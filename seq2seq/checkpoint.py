"""Checkpoints of a run directory: the latest K (``checkpoints/``), the best by dev BLEU (``best/``)
and the final model chosen at the end of training (``final/``: the best single checkpoint or an
average of the last ones, whichever scores higher on dev).

Writes are atomic: TensorFlow writes the checkpoint's data to temporary files and renames them, and
`tf.train.CheckpointManager` replaces its index file atomically, so an interrupted save never leaves
an index pointing at half-written data. A resumed training is forgiving: a corrupt newest checkpoint
falls back to the newest intact one, said in a warning naming both, and a deleted index file is
rebuilt from the ``ckpt-N`` files on disk. Reading a model (`resolve`, `restore_model`: translate,
export, serve, average) is strict: a damaged checkpoint is a `CheckpointError` that names it and
says how to recover, never a silent fall back to another checkpoint than the one asked for.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import tensorflow as tf

from seq2seq import atomic
from seq2seq.run_layout import (
    BEST,
    FINAL,
    INTERRUPTED,
    LATEST,
    SELECT_BEST,
    SELECT_FINAL,
    SELECT_LATEST,
)


class CheckpointError(ValueError):
    """A missing or unreadable checkpoint; the message names the path."""


class CheckpointMismatch(CheckpointError):
    """A readable checkpoint of another model than the one built (its config.yaml edited, or the
    checkpoint another run's): nothing to recover, the checkpoint is intact."""


# What TensorFlow says when a checkpoint's variables do not fit the model's.
_MISMATCH = (
    "incompatible tensor with shape",
    "are incompatible",
    "not bound to checkpointed values",
    "Unresolved object",
)


class TrainingProgress(tf.Module):
    """Counters saved with the model so that a resumed run continues where it stopped."""

    def __init__(self):
        super().__init__(name="progress")
        self.step = _counter(0, tf.int64, "step")
        self.epoch = _counter(0, tf.int64, "epoch")
        self.batch_in_epoch = _counter(0, tf.int64, "batch_in_epoch")
        self.best_bleu = _counter(-1.0, tf.float64, "best_bleu")
        self.evals_since_best = _counter(0, tf.int64, "evals_since_best")
        self.learning_rate = _counter(0.0, tf.float64, "learning_rate")
        self.done = _counter(False, None, "done")
        # Bookkeeping summed over every session of the run (results.json reports them).
        self.wall_seconds = _counter(0.0, tf.float64, "wall_seconds")
        self.eval_seconds = _counter(0.0, tf.float64, "eval_seconds")
        self.step_seconds = _counter(0.0, tf.float64, "step_seconds")
        self.target_tokens = _counter(0.0, tf.float64, "target_tokens")


def _counter(value, dtype, name: str) -> tf.Variable:
    return tf.Variable(value, dtype=dtype, trainable=False, name=name)


class RandomState(tf.Module):
    """The model's Keras seed-generator states (dropout, sampling), which `tf.train.Checkpoint`
    does not reach through a Keras 3 model, so that a resumed run draws the same dropout masks."""

    def __init__(self, model):
        super().__init__(name="random_state")
        self.states = [v for v in model.variables if "seed_generator_state" in v.path]


class Checkpoints:
    """The checkpoint managers of a run directory over one `tf.train.Checkpoint`: the regular
    checkpoints (``checkpoints/``, the ones the final model averages), the best on dev (``best/``)
    and the one saved when a signal stops training (``interrupted/``). The last is kept apart so
    that an interrupted and resumed run keeps exactly the regular checkpoints of an uninterrupted
    one (the same averages, none pushed out by ``keep``); it is deleted once a regular checkpoint
    is saved past it. A non-chief worker of a cluster saves into its private directory and
    restores nothing: the chief hands it its restored state (`seq2seq.training.handover`)."""

    def __init__(
        self, run_dir: str | Path, keep: int, log: Callable[[str], None] = print, **objects
    ):
        self.checkpoint = tf.train.Checkpoint(**objects)
        self.log = log
        self.run_dir = run_dir = Path(run_dir)
        for folder in (LATEST, BEST, INTERRUPTED):
            _remove_temporaries(run_dir / folder)
            _rebuild_index(run_dir / folder, "best" if folder == BEST else "ckpt", log)
        self.latest = tf.train.CheckpointManager(
            self.checkpoint, str(run_dir / LATEST), max_to_keep=keep, checkpoint_name="ckpt"
        )
        self.best = tf.train.CheckpointManager(
            self.checkpoint, str(run_dir / BEST), max_to_keep=1, checkpoint_name="best"
        )
        self.interrupted = self._interrupted_manager()

    def _interrupted_manager(self) -> tf.train.CheckpointManager:
        return tf.train.CheckpointManager(
            self.checkpoint, str(self.run_dir / INTERRUPTED), max_to_keep=1, checkpoint_name="ckpt"
        )

    def restore_latest(self) -> str | None:
        """Restores the newest intact checkpoint (regular or saved on a signal), if there is
        one; returns its path."""
        candidates = sorted(
            [*self.latest.checkpoints, *self.interrupted.checkpoints], key=checkpoint_step
        )[::-1]
        for k, path in enumerate(candidates):
            try:
                # Every object is still checked; `expect_partial` only keeps TensorFlow from
                # warning about `save_counter` (made at the next save) if the run stops first.
                _restore(self.checkpoint, path, expect_partial=True)
            except CheckpointMismatch:
                raise  # an earlier checkpoint of the same run does not fit either
            except CheckpointError as err:
                if k + 1 == len(candidates):
                    raise
                self.log(
                    f"warning: {err}; trying the previous kept checkpoint "
                    f"{candidates[k + 1]} instead"
                )
                continue
            return path
        return None

    def save(self, step: int) -> str:
        """A regular checkpoint at ``step``; the one saved on a signal before it is deleted."""
        path = _save(self.latest, step)
        if self.interrupted.checkpoints:
            shutil.rmtree(self.run_dir / INTERRUPTED, ignore_errors=True)
            self.interrupted = self._interrupted_manager()
        return path

    def save_interrupted(self, step: int) -> str:
        """The checkpoint to resume from after a signal at ``step`` (the regular one when one was
        just saved at this step)."""
        last = self.latest.latest_checkpoint
        if last is not None and checkpoint_step(last) == step:
            return last
        return _save(self.interrupted, step)

    def save_best(self, step: int) -> str:
        return _save(self.best, step)


def checkpoint_step(path: str) -> int:
    """``RUN/checkpoints/ckpt-250`` -> 250."""
    return _number(Path(path))[0]


def _save(manager: tf.train.CheckpointManager, step: int) -> str:
    try:
        return manager.save(checkpoint_number=step)
    except (tf.errors.OpError, OSError) as err:
        _remove_temporaries(Path(manager.directory))
        raise CheckpointError(
            f"{manager.directory}: cannot save the checkpoint ({atomic.write_reason(err)}); the "
            f"previous checkpoints are intact"
        ) from None


def _remove_temporaries(folder: Path) -> None:
    """Removes the ``*_temp`` folders a killed save leaves behind."""
    if folder.is_dir():
        for leftover in folder.glob("*_temp*"):
            if leftover.is_dir():
                shutil.rmtree(leftover, ignore_errors=True)


def _rebuild_index(folder: Path, name: str, log: Callable[[str], None]) -> None:
    """Rewrites a missing or damaged ``checkpoint`` index file (the list of kept checkpoints) from
    the ``name-N.index`` files on disk, so that a deleted or corrupt list never makes training
    restart from step 0 over existing checkpoints (TensorFlow ignores a list it cannot parse)."""
    if not folder.is_dir():
        return
    try:
        if _read_list(folder):
            return
        problem = "was missing" if not (folder / "checkpoint").exists() else "named nothing"
    except CheckpointError:
        problem = "was damaged"
    paths = _on_disk(folder, name)
    if not paths:
        return
    # The manager lists only checkpoints with a timestamp after the last preserved one.
    stamps = [Path(path + ".index").stat().st_mtime for path in paths]
    tf.compat.v1.train.update_checkpoint_state(
        str(folder),
        paths[-1],
        all_model_checkpoint_paths=paths,
        all_model_checkpoint_timestamps=stamps,
        last_preserved_timestamp=min(stamps) - 1,
    )
    log(f"warning: {folder / 'checkpoint'} {problem}: rebuilt from {len(paths)} checkpoint(s)")


def resolve(run_dir: str | Path, which: str = SELECT_FINAL) -> str:
    """The checkpoint path for ``"final"`` (the chosen model; before the end of training, while
    there is no ``final/``, the best), ``"best"`` (before the first dev evaluation, while ``best/``
    holds nothing, the latest), ``"latest"`` (the newest, saved on a signal or not), or an explicit
    checkpoint prefix or folder (e.g. ``RUN/averaged``).

    A folder that holds a damaged checkpoint (its list names a checkpoint whose files are gone,
    data without an index) is a `CheckpointError` naming it and saying how to recover: never a
    silent fall back to another checkpoint than the one asked for."""
    run_dir = Path(run_dir)
    if which == SELECT_FINAL:
        folder = run_dir / FINAL
        if not folder.exists():  # training has not finished: its best checkpoint so far
            return resolve(run_dir, SELECT_BEST)
        path = _checkpoint_in(folder)
        if path is None:
            raise CheckpointError(
                f"{folder}: damaged, holds no checkpoint; {_recovery(run_dir, str(folder))}"
            )
        return path
    if which in (SELECT_BEST, SELECT_LATEST):
        folder = run_dir / (BEST if which == SELECT_BEST else LATEST)
        path = _checkpoint_in(folder)
        if which == SELECT_LATEST:  # the newest, saved on a signal or not
            interrupted = _checkpoint_in(run_dir / INTERRUPTED)
            if interrupted is not None and (
                path is None or checkpoint_step(interrupted) > checkpoint_step(path)
            ):
                return interrupted
        if path is not None:
            return path
        if which == SELECT_LATEST:
            raise CheckpointError(f"{folder}: no checkpoint found")
        path = _checkpoint_in(run_dir / LATEST)  # no dev evaluation finished yet
        if path is None:
            raise CheckpointError(
                f"{run_dir}: no checkpoint to load ({FINAL}/, {BEST}/ and {LATEST}/ hold none: "
                "has its training saved one?)"
            )
        return path
    if Path(which).is_dir():
        path = _checkpoint_in(Path(which))
        if path is None:
            raise CheckpointError(f"{which}: a folder that holds no checkpoint")
        return path
    if not tf.io.gfile.exists(which + ".index"):
        raise missing_checkpoint(which)
    return which


def missing_checkpoint(path: str) -> CheckpointError:
    """The error for a checkpoint prefix ``path`` without its ``.index``: it says which prefix was
    meant when ``path`` names one of a checkpoint's files (``ckpt-4.index``)."""
    prefix = re.sub(r"\.(index|data-\d{5}-of-\d{5})$", "", path)
    if prefix != path and tf.io.gfile.exists(prefix + ".index"):
        return CheckpointError(
            f"{path}: a file of the checkpoint {prefix}; name its prefix {prefix}"
        )
    return CheckpointError(f"{path}: no such checkpoint (expected {path}.index)")


def _checkpoint_in(folder: Path) -> str | None:
    """The newest checkpoint of ``folder``: the one its ``checkpoint`` list names, else (a folder
    written without a manager, or a deleted list) the highest-numbered ``*.index``; None for a
    folder that holds no checkpoint at all. `CheckpointError` when the list names a checkpoint
    whose index is gone, or when there is checkpoint data without any index."""
    if not folder.is_dir():
        return None
    named = _read_list(folder)
    if named:
        path = named[-1]
        if not tf.io.gfile.exists(path + ".index"):
            raise CheckpointError(
                f"{path}: damaged checkpoint, {Path(path).name}.index is missing; "
                f"{_recovery(folder.parent, path)}"
            )
        return path
    indexes = sorted(folder.glob("*.index"), key=_number)
    if indexes:
        return str(indexes[-1].with_suffix(""))
    data = sorted(folder.glob("*.data-*"))
    if data:
        raise CheckpointError(
            f"{data[0]}: damaged checkpoint, its .index is missing; "
            f"{_recovery(folder.parent, str(data[0]).split('.data-')[0])}"
        )
    return None


def kept_checkpoints(folder: str | Path) -> list[str]:
    """The checkpoints kept in ``folder`` (e.g. ``RUN/checkpoints``), oldest first: those its list
    names or, where the list is missing or damaged, the ``*-N.index`` files on disk by step."""
    folder = Path(folder)
    try:
        listed = _read_list(folder)
    except CheckpointError:
        listed = []
    return listed or _on_disk(folder)


def _on_disk(folder: Path, name: str = r"\w+") -> list[str]:
    """The prefixes of the ``name-N.index`` checkpoints in ``folder`` (any name by default), by
    step N."""
    if not folder.is_dir():
        return []
    found = (re.fullmatch(rf"({name})-(\d+)\.index", p.name) for p in folder.iterdir())
    return [
        str(folder / f"{m.group(1)}-{m.group(2)}")
        for m in sorted((m for m in found if m), key=lambda m: int(m.group(2)))
    ]


def _read_list(folder: Path) -> list[str]:
    """The checkpoints that ``folder``'s ``checkpoint`` list names, newest last (relative ones
    joined to ``folder``); [] without a list. A list that does not parse is a `CheckpointError`
    (TensorFlow's own reader warns on stderr and then ignores it)."""
    from google.protobuf import text_format
    from tensorflow.python.training.checkpoint_state_pb2 import CheckpointState

    list_file = folder / "checkpoint"
    if not list_file.exists():
        return []
    try:
        state = text_format.Parse(list_file.read_text("utf-8"), CheckpointState())
    except (text_format.ParseError, UnicodeDecodeError, OSError) as err:
        raise CheckpointError(
            f"{list_file}: damaged checkpoint list ({_first_line(err)}); delete it: it is "
            f"rebuilt from the checkpoint files on disk"
        ) from None
    paths = [p for p in state.all_model_checkpoint_paths if p != state.model_checkpoint_path]
    paths += [state.model_checkpoint_path] if state.model_checkpoint_path else []
    return [p if Path(p).is_absolute() else str(folder / p) for p in paths]


def _number(index: Path) -> tuple[int, str]:
    """``ckpt-12.index`` -> (12, name): checkpoints by step, not by name."""
    match = re.search(r"-(\d+)$", index.stem)
    return (int(match.group(1)) if match else -1, index.name)


def _recovery(run_dir: Path, path: str) -> str:
    """How to recover from the damaged checkpoint ``path`` of ``run_dir`` (a user's words)."""
    where = Path(path).parent.name if Path(path).name != FINAL else FINAL
    if where == FINAL:
        return (
            f"use --checkpoint best, or delete {run_dir / FINAL} (then the best checkpoint is "
            "the final model)"
        )
    if where == BEST:
        return "use --checkpoint latest (or a checkpoint of checkpoints/) instead"
    if where == LATEST:
        others = sorted((run_dir / LATEST).glob("*.index"), key=_number)
        kept = [str(p.with_suffix("")) for p in others if str(p.with_suffix("")) != path]
        if kept:
            return f"use another kept checkpoint (--checkpoint {kept[-1]}) or train again"
        return "train again from an earlier run directory or from scratch"
    return "write it again (e.g. average.py) or pass another --checkpoint"


def restore_model(model, run_dir: str | Path, which: str = "final") -> str:
    """Restores only the model's weights (no optimizer) from a run directory's checkpoint."""
    path = resolve(run_dir, which)
    try:
        restore_model_from(model, path)
    except CheckpointMismatch:
        raise
    except CheckpointError as err:
        raise CheckpointError(f"{err}; {_recovery(Path(run_dir), path)}") from None
    return path


def check_readable(run_dir: str | Path, which: str = "final") -> str:
    """`resolve`, then every tensor of the checkpoint read once (no model built): a damaged
    checkpoint is a `CheckpointError` saying how to recover before any work starts (e.g. before a
    benchmark starts its measured processes)."""
    path = resolve(run_dir, which)
    try:
        reader = tf.train.load_checkpoint(path)
        for name in reader.get_variable_to_shape_map():
            reader.get_tensor(name)
    except Exception as err:
        raise CheckpointError(
            f"{path}: unreadable or corrupt checkpoint ({_first_line(err)}); "
            f"{_recovery(Path(run_dir), path)}"
        ) from None
    return path


def restore_model_from(model, path: str) -> None:
    """Restores only the model's weights from the checkpoint prefix ``path``."""
    _restore(tf.train.Checkpoint(model=model), path, expect_partial=True)


def _first_line(err: BaseException) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


def _restore(checkpoint: tf.train.Checkpoint, path: str, expect_partial: bool = False) -> None:
    try:
        status = checkpoint.read(path)
        if expect_partial:
            status.expect_partial()
        status.assert_existing_objects_matched()
    except Exception as err:
        if any(text in str(err) for text in _MISMATCH):
            raise CheckpointMismatch(
                f"{path}: a checkpoint of another model than the config's ({_first_line(err)}); "
                "was config.yaml's model section edited, or is the checkpoint another run's?"
            ) from None
        raise CheckpointError(
            f"{path}: unreadable or corrupt checkpoint ({_first_line(err)})"
        ) from None
