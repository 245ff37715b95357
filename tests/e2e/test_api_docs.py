"""docs/api.md cannot rot: every ```python block runs, in order, in one namespace.

The blocks run from an empty temporary working directory that holds only ``data/ci-subset`` (a
link to the repository's), as a user's would after ``seq2seq-prepare-data``: the docs train a
run directory in one block and use it in the next. The blocks' own ``assert`` lines check what
each call returns. Tracebacks point at the line of docs/api.md.
"""

import re

import pytest
from conftest import ROOT

DOC = ROOT / "docs" / "api.md"
FENCE = re.compile(r"^```(\w*)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)


def python_blocks(text: str) -> list[tuple[int, str]]:
    """``(first line number of the code, code)`` of every ```python block."""
    blocks = []
    for match in FENCE.finditer(text):
        if match.group(1) == "python":
            line = text.count("\n", 0, match.start(2)) + 1
            blocks.append((line, match.group(2)))
    return blocks


def compiled(line: str, code: str):
    # Blank lines in front, so that tracebacks give the line number in docs/api.md.
    return compile("\n" * (line - 1) + code, str(DOC), "exec")


def test_the_fence_parser_finds_python_blocks_only():
    text = "x\n```python\na = 1\n```\n```bash\nls\n```\n\n```python\nb = 2\n\nc = 3\n```\n"
    assert python_blocks(text) == [(3, "a = 1\n"), (10, "b = 2\n\nc = 3\n")]


def test_every_block_compiles_and_the_examples_are_all_there():
    """The fast tier's check: syntax, and each example the page promises is present."""
    text = DOC.read_text(encoding="utf-8")
    blocks = python_blocks(text)
    assert len(blocks) >= 10
    for line, code in blocks:
        compiled(line, code)
    code = "\n".join(code for _, code in blocks)
    for name in (
        "config.load(",
        "train(",
        "Trainer(",
        "Translator.from_dir(",
        "n_best=",
        "with_alignments=True",
        "Translator.ensemble_from_dirs(",
        "export(",
        "tf.saved_model.load(",
        "AttentionWrapper(",
        "LuongAttention(",
        "BahdanauAttention",
    ):
        assert name in code, name


@pytest.mark.slow
def test_the_python_blocks_run_in_order(tmp_path, monkeypatch, capsys):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "ci-subset").symlink_to(ROOT / "data" / "ci-subset")
    monkeypatch.chdir(tmp_path)
    namespace = {"__name__": "__api_docs__"}
    blocks = python_blocks(DOC.read_text(encoding="utf-8"))
    for line, code in blocks:
        exec(compiled(line, code), namespace)  # the documentation's own examples
    out = capsys.readouterr().out
    assert "'Tengo hambre.' -> " in out
    assert (tmp_path / "runs" / "api-demo" / "results.json").is_file()
    assert (tmp_path / "exports" / "api-demo" / "saved_model.pb").is_file()
