"""The installed package stands alone: a wheel (non-editable) holds every module and preset, each
module imports from the wheel alone, and nothing under seq2seq/ imports lab/, reference/ or
scripts/.
"""

import ast
import subprocess
import sys
import zipfile

import pytest
from conftest import ROOT, pip_wheel


def _package_modules() -> list[str]:
    modules = []
    for path in sorted((ROOT / "seq2seq").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules


def test_the_package_imports_nothing_from_research_or_script_code():
    for path in (ROOT / "seq2seq").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in ("lab", "reference", "scripts"), (path, name)


@pytest.mark.slow  # seconds of compiling or building: make test-all
def test_a_wheel_holds_every_module_and_each_imports_from_it(tmp_path):
    subprocess.run(pip_wheel(ROOT, tmp_path / "dist"), check=True)
    wheel = next((tmp_path / "dist").glob("seq2seq-*.whl"))
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "seq2seq/configs/bench-small.yaml" in names
    assert not any(n.startswith(("lab/", "reference/", "scripts/", "tests/")) for n in names)
    modules = _package_modules()
    code = "import importlib, sys\nfor m in sys.argv[1:]:\n    importlib.import_module(m)\n"
    code += f"import seq2seq\nassert seq2seq.__file__.startswith({str(site)!r})\n"
    subprocess.run(
        [sys.executable, "-c", code, *modules],
        check=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "TF_CPP_MIN_LOG_LEVEL": "3", "PATH": "/usr/bin:/bin"},
    )


def test_the_package_does_not_refer_to_scripts_or_the_readme():
    for path in (ROOT / "seq2seq").rglob("*"):
        if path.suffix in (".py", ".yaml"):
            text = path.read_text(encoding="utf-8")
            assert "scripts/" not in text and "README" not in text, path
