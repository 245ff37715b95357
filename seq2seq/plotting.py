"""Attention heatmaps with matplotlib (no display needed), and an HTML page gathering them."""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from seq2seq import atomic

_HEATMAP = re.compile(r"\d{5,}\.png")


def plain(text: str) -> str:
    """``text`` as it may be drawn: control characters (and a byte-order mark) shown as ``�``,
    so that no sentence can move, stop or style what is drawn around it."""
    return "".join(
        "\ufffd" if unicodedata.category(c) == "Cc" or c == "\ufeff" else c for c in text
    )


def drawn(text: str) -> str:
    """``text`` for matplotlib: `plain`, with every ``$`` escaped (a ``$`` would start mathtext,
    which fails on a sentence like ``$x^{2$``)."""
    return plain(text).replace("$", r"\$")


def readable(piece: str) -> str:
    """A SentencePiece piece as a label: the word-start mark ``▁`` shown as a leading space dot."""
    return drawn("·" + piece[1:] if piece.startswith("▁") and len(piece) > 1 else piece)


def plot_attention(
    alignments: np.ndarray,
    source_pieces: Sequence[str],
    target_pieces: Sequence[str],
    path: str | Path,
    title: str = "",
) -> None:
    """Writes a PNG heatmap of ``alignments [target, source]`` (rows: target pieces), in colour
    (viridis, 0 to 1) with a colour bar; ``·`` marks a piece that starts a word."""
    atomic.write_bytes(path, attention_png(alignments, source_pieces, target_pieces, title))


def attention_png(
    alignments: np.ndarray,
    source_pieces: Sequence[str],
    target_pieces: Sequence[str],
    title: str = "",
) -> bytes:
    """The heatmap of `plot_attention` as PNG bytes (for TensorBoard images or a web page)."""
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    alignments = np.asarray(alignments)[: len(target_pieces), : len(source_pieces)]
    width = max(4.5, 0.45 * len(source_pieces) + 2.5)
    height = max(3.0, 0.4 * len(target_pieces) + 1.8)
    fig, ax = plt.subplots(figsize=(width, height))
    if alignments.size == 0:  # an empty translation (early in training) or source: no matrix
        ax.set_axis_off()
        empty = "translation" if len(source_pieces) else "source"
        ax.text(0.5, 0.5, f"(empty {empty}: no attention to draw)", ha="center", va="center")
    else:
        image = ax.imshow(alignments, cmap="viridis", vmin=0.0, vmax=1.0, aspect="auto")
        fig.colorbar(image, ax=ax, fraction=0.04, pad=0.02, label="attention weight")
        ax.set_xticks(
            range(len(source_pieces)),
            [readable(p) for p in source_pieces],
            rotation=70,
            fontsize=9,
        )
        ax.set_yticks(range(len(target_pieces)), [readable(p) for p in target_pieces], fontsize=9)
        ax.set_xlabel("source pieces")
        ax.set_ylabel("target pieces")
    if title:
        ax.set_title(drawn(title), fontsize=9, wrap=True)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100)
    plt.close(fig)
    return buffer.getvalue()


def write_html_index(
    folder: str | Path, entries: Sequence[tuple[int, str, str, str | None]]
) -> Path:
    """Writes ``folder/index.html``: one section per ``(line, source, translation, png file name
    or None)``, in order, so a whole file's heatmaps read as one page; ``line`` is the source's line
    number (from 1), and a line without a heatmap (an empty one) says so. Returns its path."""
    folder = Path(folder)
    sections = "\n".join(
        f"<section><p><b>line {line}.</b> {html.escape(plain(src))}<br>&rarr; "
        + (
            f'{html.escape(plain(hyp))}</p><img src="{html.escape(png)}" '
            f'alt="attention of line {line}">'
            if png
            else "(an empty line: nothing translated)</p>"
        )
        + "</section>"
        for line, src, hyp, png in entries
    )
    drawn_count = sum(1 for *_, png in entries if png)
    heading = f"{drawn_count} heatmap{'s' * (drawn_count != 1)} of {len(entries)} line"
    page = (
        '<!doctype html>\n<html><head><meta charset="utf-8"><title>Attention</title>'
        "<style>body{font-family:sans-serif;max-width:70em;margin:auto}"
        "section{margin:1.5em 0;border-top:1px solid #ccc}</style></head>\n<body>\n"
        f"<h1>Attention: {heading}{'s' * (len(entries) != 1)}</h1>\n{sections}\n</body></html>\n"
    )
    path = folder / "index.html"
    atomic.write_text(path, page)
    return path


def is_plot_folder(path: str | Path) -> bool:
    """Whether ``path`` is a folder that ``translate.py --plot-attention`` may replace: empty, or
    holding only what it writes (``NNNNN.png`` heatmaps and ``index.html``), never a user's folder
    that happens to be named as the output."""
    path = Path(path)
    if not path.is_dir():
        return False
    return all(
        p.is_file() and (p.name == "index.html" or _HEATMAP.fullmatch(p.name))
        for p in path.iterdir()
    )
