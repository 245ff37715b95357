"""`seq2seq.run_layout.named_twice`: one file or folder named twice, however spelt."""

import os

import pytest

from seq2seq.run_layout import named_twice


@pytest.mark.parametrize(
    "names, expected",
    [
        (["a", "b"], None),
        (["a", "a"], (0, 1)),
        (["a", "b", "./a"], (0, 2)),
        (["a/", "b", "a"], (0, 2)),  # a folder with its trailing slash
        (["b", "link", "a"], (1, 2)),  # a symbolic link to a
        (["sub/../a", "b", "a"], (0, 2)),
        (["a", "b", "b", "a"], (1, 2)),  # the first repeat, in order
        ([], None),
    ],
)
def test_named_twice_finds_the_first_repeat_however_spelt(tmp_path, monkeypatch, names, expected):
    monkeypatch.chdir(tmp_path)
    for folder in ("a", "b", "sub"):
        (tmp_path / folder).mkdir()
    os.symlink("a", "link")
    assert named_twice(names) == expected
