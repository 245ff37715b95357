"""What a finished run reports: the pieces of ``results.json`` that are not scores, and
`record_results`, which files a run's results under a name (``docs/results/``)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import keras
import tensorflow as tf

from seq2seq import atomic


def software() -> dict:
    """Versions that produced a result: the package, its git commit (when run from a checkout),
    TensorFlow and Keras."""
    from importlib import metadata

    try:
        version = metadata.version("seq2seq")
    except metadata.PackageNotFoundError:
        version = "not installed"
    commit = None
    root = Path(__file__).resolve().parents[2]  # the checkout holding seq2seq/training/
    if (root / ".git").exists():
        try:
            commit = subprocess.run(
                ["git", "-C", str(root), "rev-parse", "HEAD"],
                capture_output=True,
                text=True,
                timeout=10,
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            commit = None
    return {
        "seq2seq": version,
        "git_commit": commit or None,
        "tensorflow": tf.__version__,
        "keras": keras.__version__,
    }


def software_header() -> str:
    """One line naming `software`, for the head of a run's ``config.yaml``."""
    s = software()
    return (
        f"seq2seq {s['seq2seq']}, git commit {s['git_commit']}, "
        f"TensorFlow {s['tensorflow']}, Keras {s['keras']}"
    )


def dev_curve(run_dir: Path) -> list[list[float]]:
    """``[[step, dev BLEU, elapsed seconds], ...]`` from ``run_dir/dev_bleu.tsv``."""
    path = Path(run_dir) / "dev_bleu.tsv"
    if not path.exists():
        return []
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()]
    return [[int(r[0]), float(r[1])] + ([float(r[2])] if len(r) > 2 else []) for r in rows]


def check_record_target(folder: str | Path, name: str) -> None:
    """Refuses, before a training starts, a ``--record`` folder that could not take
    ``name.json`` / ``name.yaml``: not a directory, not writable, or already holding either
    (a record is never overwritten)."""
    folder = Path(folder)
    existing = folder
    while not existing.exists() and existing != existing.parent:
        existing = existing.parent  # the folder is made when the record is written
    if not existing.is_dir():
        raise ValueError(f"--record {folder}: {existing} is not a directory")
    if not os.access(existing, os.W_OK):
        raise ValueError(f"--record {folder}: {existing} is not writable")
    for suffix in (".json", ".yaml"):
        if (folder / f"{name}{suffix}").exists():
            raise ValueError(
                f"--record {folder}: {name}{suffix} exists; refusing to overwrite it "
                "(move it away or record elsewhere)"
            )


def record_results(run_dir: str | Path, folder: str | Path, name: str) -> Path:
    """Copies a finished run's ``results.json`` and ``config.yaml`` to ``folder/name.json`` and
    ``folder/name.yaml`` (atomically, never over an existing record); returns the JSON path."""
    run_dir, folder = Path(run_dir), Path(folder)
    check_record_target(folder, name)
    folder.mkdir(parents=True, exist_ok=True)
    for source, suffix in (("results.json", ".json"), ("config.yaml", ".yaml")):
        atomic.copy_file(run_dir / source, folder / f"{name}{suffix}")
    return folder / f"{name}.json"
