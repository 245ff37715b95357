"""The package stays readable in pieces: no function or method in ``seq2seq/`` longer than
`MAX_FUNCTION_LINES` lines (decorators not counted), no file longer than `MAX_FILE_LINES`."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "seq2seq"
MAX_FUNCTION_LINES = 80
MAX_FILE_LINES = 500


def sources() -> list[tuple[str, str]]:
    """``(path relative to the repository, text)`` of every Python file of the package."""
    paths = sorted(PACKAGE.rglob("*.py"))
    assert len(paths) > 50, f"{PACKAGE}: expected the package's modules"
    return [(str(p.relative_to(PACKAGE.parent)), p.read_text(encoding="utf-8")) for p in paths]


def long_functions(path: str, text: str, limit: int = MAX_FUNCTION_LINES) -> list[str]:
    """``path:line name (N lines)`` of each function or method of ``text`` longer than ``limit``."""
    return [
        f"{path}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
        for node in ast.walk(ast.parse(text, path))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        and node.end_lineno - node.lineno + 1 > limit
    ]


def test_the_checks_find_what_they_look_for():
    text = "@decorator\ndef short():\n    pass\n\n\nclass C:\n    def long(self):\n" + (
        "        x = 1\n" * 80
    )
    assert long_functions("m.py", text) == ["m.py:7 long (81 lines)"]
    assert long_functions("m.py", text, limit=81) == []


def test_no_function_is_longer_than_the_limit():
    offenders = [line for path, text in sources() for line in long_functions(path, text)]
    assert not offenders, f"functions over {MAX_FUNCTION_LINES} lines:\n" + "\n".join(offenders)


def test_no_file_is_longer_than_the_limit():
    offenders = [
        f"{path} ({n} lines)"
        for path, text in sources()
        if (n := len(text.splitlines())) > MAX_FILE_LINES
    ]
    assert not offenders, f"files over {MAX_FILE_LINES} lines:\n" + "\n".join(offenders)
