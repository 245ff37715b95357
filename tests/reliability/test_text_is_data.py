"""Input text is data, never markup or control (docs/reliability.md, class 6): every sentence below
is translated and drawn (heatmap title and tick labels, the TensorBoard markdown table, the
plots' HTML index, the server's page) as the text it is, and none of them stops a training or a
translation, through the library and through the commands. A new surface that
shows sentences gets a row in `SURFACES`."""

import html
import warnings

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
    write_html_index(tmp_path, [(1, sentence, sentence, "00000.png")])
    page = (tmp_path / "index.html").read_text("utf-8")
    assert html.escape(plain(sentence)) in page and "<script>alert" not in page
    assert not any(ord(c) < 32 and c != "\n" for c in page)


def _plain_label(sentence):
    shown = plain(sentence)
    assert not any(ord(c) < 32 for c in shown) and "\ufeff" not in shown


def _web_page(sentence, tmp_path):
    """The server's page shows every text it gets (sentences, translations, errors) through
    ``textContent``: no way for a sentence to become markup."""
    from importlib.resources import files

    page = files("seq2seq.serving").joinpath("page.html").read_text("utf-8")
    assert "textContent" in page
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in page


SURFACES = {
    "heatmap": lambda s, tmp: _heatmap(s),
    "tensorboard markdown": lambda s, tmp: _markdown(s),
    "html index": _html_index,
    "plain label": lambda s, tmp: _plain_label(s),
    "web page": _web_page,
}


@pytest.mark.parametrize("surface", sorted(SURFACES))
@pytest.mark.parametrize("sentence", NASTY, ids=range(len(NASTY)))
def test_a_sentence_is_shown_as_text(surface, sentence, tmp_path):
    SURFACES[surface](sentence, tmp_path)


@pytest.mark.parametrize("source,target", [(["▁Hola"], []), ([], []), ([], ["▁x"])])
def test_an_empty_translation_or_source_draws_a_heatmap_without_warnings(source, target):
    """Early in training a translation can be empty (dev BLEU 0): its heatmap says so; before,
    matplotlib warned of identical limits on every evaluation."""
    alignments = np.zeros((len(target), len(source)))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert attention_png(alignments, source, target).startswith(b"\x89PNG")


@pytest.mark.slow  # loads a trained run: make test-all
def test_no_sentence_stops_a_translation(tiny_run):
    from seq2seq.translator import Translator

    translations = Translator.from_dir(tiny_run).translate(NASTY, with_alignments=True)
    assert [t.source for t in translations] == NASTY
    assert all(t.hypotheses for t in translations)


@pytest.mark.slow  # trains and translates: make test-all
def test_no_sentence_stops_a_training_or_the_translate_command(tiny_corpus, tmp_path, capsys):
    """Through the commands: a corpus holding every sentence a corpus may hold (no control
    characters: those are refused up front, class 1) trains and logs its samples; ``translate.py``
    translates, aligns and plots every sentence, one output line per input line."""
    from seq2seq.commands.train import train_main
    from seq2seq.commands.translate import translate_main

    from .conftest import tiny_args

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    allowed = [s for s in NASTY if not any(ord(c) < 32 or c == "\u2028" for c in s)]
    for path in tiny_corpus.iterdir():
        lines = path.read_text("utf-8").splitlines()
        (corpus / path.name).write_text("\n".join(allowed + lines) + "\n", "utf-8")
    run = tmp_path / "run"
    argv = ["--config", "bench-small", "--run-dir", str(run)]
    assert train_main(argv + tiny_args(corpus, "train.max_steps=2", "train.eval_every=2")) == 0
    capsys.readouterr()

    (tmp_path / "in.es").write_text("\n".join(NASTY) + "\n", "utf-8")
    out, plots = tmp_path / "out.en", tmp_path / "plots"
    argv = ["--run-dir", str(run), "-i", str(tmp_path / "in.es"), "-o", str(out)]
    rc = translate_main(
        [*argv, "--alignments", str(tmp_path / "al"), "--plot-attention", str(plots)]
    )
    assert rc == 0, capsys.readouterr().err
    assert len(out.read_text("utf-8").split("\n")) == len(NASTY) + 1
    assert len(list(plots.glob("*.png"))) == len(NASTY) and (plots / "index.html").is_file()
