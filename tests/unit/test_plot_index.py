"""The heatmap page of ``translate.py --plot-attention`` (`plotting.write_html_index`): every
input line in order, numbered from 1 as an editor numbers them, its heatmap when it has one."""

import re

from seq2seq.plotting import write_html_index


def sections(page: str) -> list[str]:
    return re.findall(r"<section>(.*?)</section>", page)


def test_lines_are_numbered_from_one_and_an_empty_line_says_so(tmp_path):
    entries = [
        (1, "Hola.", "Hello.", "00000.png"),
        (2, "", "", None),
        (3, "Adiós.", "Bye.", "00002.png"),
    ]
    page = write_html_index(tmp_path, entries).read_text("utf-8")
    assert "<h1>Attention: 2 heatmaps of 3 lines</h1>" in page
    first, empty, third = sections(page)
    assert first.startswith("<p><b>line 1.</b> Hola.<br>&rarr; Hello.</p>")
    assert '<img src="00000.png" alt="attention of line 1">' in first
    assert "<b>line 2.</b>" in empty and "an empty line: nothing translated" in empty
    assert "<img" not in empty
    assert '<img src="00002.png" alt="attention of line 3">' in third  # the file of index 2


def test_one_line_is_singular(tmp_path):
    page = write_html_index(tmp_path, [(1, "Hola.", "Hello.", "00000.png")]).read_text("utf-8")
    assert "<h1>Attention: 1 heatmap of 1 line</h1>" in page
