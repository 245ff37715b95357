"""SavedModel export: a trained run directory -> a self-contained TensorFlow SavedModel.

The exported graph does everything the `Translator` does, with no Python and no seq2seq package:

    sentences [B] tf.string
      -> NFC normalisation (`tensorflow_text.normalize_utf8`)
      -> source SentencePiece pieces (`tensorflow_text.SentencepieceTokenizer`, the run's own model
         proto), truncated to ``4 * data.max_length`` pieces, + EOS
      -> sorted by length, in chunks of ``decode.batch_size``: `Seq2Seq.start` + `decode` with the
         strategy of the `DecodeSpec` over `Seq2Seq.step`, output cap ``a * source pieces + b``
      -> target pieces (PAD and BOS dropped) -> detokenised text.

Serving signature ``serving_default``: input ``sentences: tf.string [None]``; outputs
``translations: tf.string`` and ``scores: tf.float32``, both ``[None]`` when ``n_best == 1`` and
``[None, n_best]`` otherwise (hypotheses best first). A blank input (empty or only whitespace) gives
an empty translation with score 0. The decoding options (a `DecodeSpec`) are fixed at export time.

The export is written into a temporary directory beside the target and renamed at the end; an
existing target (an earlier export, or an empty directory) is replaced only once the new export is
complete. ``assets.extra/`` holds the run's resolved ``config.yaml`` and ``export.json`` (the
decoding options, ``decode``: `DecodeSpec.to_config`, and the checkpoint exported).

Loading needs TensorFlow and ``tensorflow_text`` (imported before `tf.saved_model.load`, it
registers the SentencePiece ops):

    import tensorflow as tf, tensorflow_text  # noqa: F401
    translate = tf.saved_model.load("export").signatures["serving_default"]
    translate(sentences=tf.constant(["Hola."]))["translations"]
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Sequence
from pathlib import Path

from seq2seq import atomic
from seq2seq.decoding.spec import DecodeSpec

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

SIGNATURE = "serving_default"


def _import_tensorflow_text():
    try:
        import tensorflow_text
    except ImportError as err:
        raise ImportError(
            f"tensorflow_text is needed to export ({err}); "
            "install it with: pip install 'tensorflow-text==2.21.*'"
        ) from None
    return tensorflow_text


def build_module(translator, spec):
    """A `tf.Module` whose ``serve(sentences)`` tf.function is the whole translation pipeline,
    decoding with ``spec`` (a `DecodeSpec`): a `seq2seq.export_graph.TranslationModule`."""
    tft = _import_tensorflow_text()
    from seq2seq.export_graph import TranslationModule

    return TranslationModule(translator, spec, tft)


def is_export_folder(path: str | Path) -> bool:
    """Whether ``path`` is a folder an export may replace: an earlier export (a SavedModel
    directory) or an empty directory."""
    path = Path(path)
    return path.is_dir() and ((path / "saved_model.pb").exists() or not any(path.iterdir()))


def export(
    run_dir: str | Path | Sequence[str | Path],
    export_dir: str | Path,
    *,
    checkpoint: str = "final",
    spec=None,
    precision: str = "float32",
    shortlist: bool = False,
    **options,
) -> Path:
    """Exports ``run_dir``'s model (``checkpoint``: final, best, latest or a path) as a SavedModel.

    Several run directories (a list) export their ensemble: at each step the models' mean
    log-probabilities (`Ensemble`), with the first run's config and vocabularies, which every run
    must share. ``spec`` (a `DecodeSpec`; default: the run's ``decode`` config) and ``options``
    (single `DecodeSpec` fields: ``beam_size=3``, ...) are the decoding options, as for
    `Translator.translate`; they are stored with the export (``export.json``: ``decode``), as are
    ``precision`` (float32, or bfloat16: `seq2seq.models.precision`) and ``shortlist`` (the
    first run's lexical shortlist in the graph: `seq2seq.decoding.shortlist`).

    Returns the export directory. Raises ValueError for invalid settings or a target that is not
    replaceable (an existing file, or a non-empty directory that is not a SavedModel),
    FileNotFoundError / `CheckpointError` for a bad run directory or checkpoint,
    ImportError without tensorflow_text, `atomic.WriteError` when it cannot be written (a full
    disk). Nothing is left behind on failure, and an existing target is then untouched.
    """
    from seq2seq import config as config_lib

    run_dirs = [Path(run_dir)] if isinstance(run_dir, (str, Path)) else list(map(Path, run_dir))
    if not run_dirs:
        raise ValueError("no run directory to export")
    export_dir = Path(export_dir)
    for run_dir in run_dirs:
        if not run_dir.is_dir():
            raise FileNotFoundError(f"{run_dir}: no such run directory")
        if not (run_dir / "config.yaml").is_file():
            raise FileNotFoundError(f"{run_dir / 'config.yaml'}: missing (not a run directory?)")
    run_dir, config_path = run_dirs[0], run_dirs[0] / "config.yaml"
    # The run's decode settings with the length penalty chosen on dev (`load_run`), as translate.
    spec = DecodeSpec.of(spec or config_lib.load_run(run_dir).decode, **options)
    if export_dir.exists() and not is_export_folder(export_dir):
        raise ValueError(
            f"{export_dir}: exists and is not a SavedModel or an empty directory; "
            "refusing to replace it"
        )
    _import_tensorflow_text()

    from seq2seq import checkpoint as ckpt_lib
    from seq2seq.translator import Translator

    checkpoint_paths = [ckpt_lib.resolve(r, checkpoint) for r in run_dirs]
    if len(run_dirs) == 1:
        translator = Translator.from_dir(run_dir, checkpoint_paths[0], precision, shortlist)
    else:
        translator = Translator.ensemble_from_dirs(run_dirs, checkpoint, precision, shortlist)
    spec = translator.decode_spec(spec)  # checked against the vocabulary too
    module = build_module(translator, spec)

    settings = {
        "run_dir": str(run_dir.absolute()),
        "checkpoint": checkpoint_paths[0],
        "ensemble": [
            {"run_dir": str(r.absolute()), "checkpoint": c}
            for r, c in zip(run_dirs, checkpoint_paths)
        ],
        "decode": spec.to_config(),
        "precision": precision,
        "shortlist": shortlist,
        "signature": SIGNATURE,
    }
    _write(module, config_path, settings, export_dir)
    return export_dir


def _write(module, config_path: Path, settings: dict, export_dir: Path) -> None:
    """The SavedModel of ``module`` with the run's config and the export's ``settings`` in
    ``assets.extra/``, written whole or not at all (`atomic.WriteError` on a full disk)."""
    import tensorflow as tf

    with atomic.staged_dir(export_dir) as tmp:
        try:
            tf.saved_model.save(module, str(tmp), signatures={SIGNATURE: module.serve})
        except tf.errors.OpError as err:  # its variables' checkpoint
            raise atomic.WriteError(None, atomic.write_reason(err), str(export_dir)) from None
        extra = tmp / "assets.extra"
        extra.mkdir(exist_ok=True)
        shutil.copyfile(config_path, extra / "config.yaml")
        (extra / "export.json").write_text(json.dumps(settings, indent=2) + "\n", "utf-8")
