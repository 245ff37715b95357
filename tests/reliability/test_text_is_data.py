"""Input text is data, never markup or control (docs/reliability.md, class 6): every sentence below
is translated and drawn (heatmap title and tick labels, the TensorBoard markdown table, the
plots' HTML index) as the text it is, and none of them stops a translation. A new surface that
shows sentences gets a row in `SURFACES`."""

import html

import numpy as np
import pytest

from seq2seq.plotting import attention_png, plain, write_html_index
from seq2seq.training.summaries import _markdown_cell

NASTY = [
    "Cuesta $x^{2$ o $5",  # mathtext: an unclosed group (matplotlib raised on it)
    "$\\frac{a}{b}$ y \\n \\\\",  # TeX and backslashes
    "<script>alert(1)</script> <b>hola</b> &amp;",  # HTML
    "\ufeffHola con BOM.",  # a byte-order mark
    "Hola\x00\x07\x1b[31m rojo\r",  # control characters and an escape sequence
    "| a | b | *c* _d_ `e` [f](g) # h",  # markdown
    "\u202eal revés\u2028línea",  # bidi override, line separator
]


def _heatmap(sentence):
    pieces = ["▁" + w for w in sentence.split()] or ["▁"]
    target = ["▁$\\undefined$", "\\x"]  # a piece is text too
    png = attention_png(np.full((2, len(pieces)), 0.5), pieces, target, title=sentence)
    assert png.startswith(b"\x89PNG")


def _markdown(sentence):
    cell = _markdown_cell(sentence)
    assert "<" not in cell and "\n" not in cell and "\x00" not in cell
    assert cell.count("|") == cell.count("\\|")  # no pipe splits the table's cell


def _html_index(sentence, tmp_path):
    write_html_index(tmp_path, [(sentence, sentence, "00000.png")])
    page = (tmp_path / "index.html").read_text("utf-8")
    assert html.escape(plain(sentence)) in page and "<script>alert" not in page
    assert not any(ord(c) < 32 and c != "\n" for c in page)


def _plain_label(sentence):
    shown = plain(sentence)
    assert not any(ord(c) < 32 for c in shown) and "\ufeff" not in shown


SURFACES = {
    "heatmap": lambda s, tmp: _heatmap(s),
    "tensorboard markdown": lambda s, tmp: _markdown(s),
    "html index": _html_index,
    "plain label": lambda s, tmp: _plain_label(s),
}


@pytest.mark.parametrize("surface", sorted(SURFACES))
@pytest.mark.parametrize("sentence", NASTY, ids=range(len(NASTY)))
def test_a_sentence_is_shown_as_text(surface, sentence, tmp_path):
    SURFACES[surface](sentence, tmp_path)


@pytest.mark.slow  # loads a trained run: make test-all
def test_no_sentence_stops_a_translation(tiny_run):
    from seq2seq.translator import Translator

    translations = Translator.from_dir(tiny_run).translate(NASTY, with_alignments=True)
    assert [t.source for t in translations] == NASTY
    assert all(t.hypotheses for t in translations)
