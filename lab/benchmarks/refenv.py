"""The reference environment's processes: its python (``.refenv``, `make refenv`), the program
that runs there (``reference/tfa_reference.py``) and how it is run, pinned to one core.

Shared by `lab.benchmarks.tfa_training`, `lab.benchmarks.tfa_decoding` and
`lab.benchmarks.reference_run`.
"""

from __future__ import annotations

import sys
from pathlib import Path

from seq2seq.benchmarks.common import WorkerError, run_worker

REPO_ROOT = Path(__file__).resolve().parents[2]
TFA_SCRIPT = REPO_ROOT / "reference" / "tfa_reference.py"


def reference_python(refenv: str | Path) -> Path:
    """The python of the reference environment: ``refenv/bin/python``, or ``refenv`` itself when it
    is an executable file. A relative path is looked up in the working directory, then in the
    repository root (where the Makefile creates ``.refenv``). Exits with a hint when it does not
    exist."""
    path = Path(refenv)
    if not path.is_absolute() and not path.exists() and (REPO_ROOT / path).exists():
        path = REPO_ROOT / path
    python = path if path.is_file() else path / "bin" / "python"
    if not python.exists():
        sys.exit(
            f"reference environment {refenv}: {python} not found. Create it (tensorflow-cpu "
            f"2.15.1 + tensorflow-addons 0.23.0, see requirements-reference.txt; the Makefile "
            f"builds it in .refenv) or pass --refenv PATH"
        )
    return python


def pinned_json(command: list[str], *, cpu: int | None, threads: int, label: str) -> dict:
    """Runs ``command`` pinned to core ``cpu`` and returns the last JSON line of its stdout
    (`seq2seq.benchmarks.common.run_worker`: the folder of the imported `seq2seq`, the repository
    root, on ``PYTHONPATH``). On failure, the tail of stderr is shown and the run stops."""
    try:
        return run_worker(command, cpu=cpu, threads=threads, label=label)
    except WorkerError as err:
        sys.exit(str(err))


def alternate(
    commands: dict[str, list[str]],
    labels: dict[str, str],
    *,
    repeats: int,
    cpu: int | None,
    threads: int,
) -> dict[str, list[dict]]:
    """Runs every side's command (`pinned_json`) ``repeats`` times in alternation, each a fresh
    process: per side, its results in order. ``labels``: how the progress lines name each side."""
    runs: dict[str, list[dict]] = {name: [] for name in commands}
    for i in range(repeats):
        for name, command in commands.items():
            label = f"{labels[name]} (run {i + 1}/{repeats})"
            runs[name].append(pinned_json(command, cpu=cpu, threads=threads, label=label))
    return runs


def tfa_decode_command(
    python: Path, inputs: Path, out: Path, *, beam_size: int, length_penalty: float, threads: int
) -> list[str]:
    """``tfa_reference.py decode``: greedy and beam search of the weights and source batches in
    ``inputs`` (`lab.benchmarks.tfa_inputs.source_batches`), output ids to ``out``."""
    return [
        str(python),
        str(TFA_SCRIPT),
        "decode",
        "--inputs",
        str(inputs),
        "--out",
        str(out),
        "--beam-size",
        str(beam_size),
        "--length-penalty",
        str(length_penalty),
        "--threads",
        str(threads),
    ]
