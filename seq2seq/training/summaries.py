"""What TensorBoard shows of a dev evaluation beyond the scores: sample translations beside their
references (text) and the attention heatmaps of a few fixed dev sentences (images)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

import numpy as np
import tensorflow as tf

from seq2seq.evaluation import chrf
from seq2seq.plotting import attention_png

SAMPLES = 4  # dev sentences shown at every evaluation, spread over the (length-ordered) dev set


def sample_indices(num_lines: int, count: int = SAMPLES) -> list[int]:
    """``count`` fixed line numbers spread evenly over ``num_lines`` (short to long lines when the
    corpus is ordered by length, as Tatoeba's is)."""
    if num_lines <= 0:
        return []
    count = min(count, num_lines)
    return sorted({int(round(x)) for x in np.linspace(0, num_lines - 1, count)})


# Markdown's inline punctuation escaped (a table cell never starts a line, so no block markers)
# and HTML's characters as entities.
_CELL_ESCAPES = {c: "\\" + c for c in "\\`*_[]|~$"} | {"<": "&lt;", ">": "&gt;", "&": "&amp;"}


def _markdown_cell(text: str) -> str:
    """``text`` as one markdown table cell that shows it as typed: markdown's punctuation
    escaped, HTML's characters as entities, line breaks and control characters as spaces."""
    breaks = ("Cc", "Zl", "Zp")
    cell = "".join(
        " " if unicodedata.category(c) in breaks or c == "\ufeff" else _CELL_ESCAPES.get(c, c)
        for c in text
    )
    return cell or " "


def write_dev_samples(
    step: int,
    sources: Sequence[str],
    references: Sequence[str],
    translations: Sequence,
) -> None:
    """Writes, under the default summary writer at ``step``: ``dev/samples`` (a markdown table of
    source, reference and translation) and one ``dev/attention/N`` heatmap image per translation
    that carries alignments (`Translation` objects of ``translate(..., with_alignments=True)``).
    """
    rows = ["| source | reference | translation |", "|---|---|---|"]
    for source, reference, translation in zip(sources, references, translations):
        rows.append(
            f"| {_markdown_cell(source)} | {_markdown_cell(reference)} | "
            f"{_markdown_cell(translation.text)} |"
        )
    tf.summary.text("dev/samples", "\n".join(rows), step=step)
    for k, translation in enumerate(translations):
        if not translation.hypotheses or translation.hypotheses[0].alignments is None:
            continue
        best = translation.hypotheses[0]
        png = attention_png(
            best.alignments,
            translation.source_pieces,
            best.pieces,
            title=f"{translation.source}\n→ {best.text}",
        )
        image = tf.image.decode_png(png, channels=3)[None]  # [1, H, W, 3]
        tf.summary.image(f"dev/attention/{k}", image, step=step)


def write_dev_summaries(
    writer: tf.summary.SummaryWriter,
    translator,
    dev: tuple[Sequence[str], Sequence[str]],
    hypotheses: Sequence[str],
    step: int,
    score: float,
    beam_size: int,
) -> None:
    """TensorBoard at ``step``: dev BLEU (``score``) and chrF of ``hypotheses`` (the first
    ``len(hypotheses)`` dev lines), and `write_dev_samples` for `sample_indices` of them, which
    ``translator`` translates again with their alignments."""
    src, ref = dev
    n = len(hypotheses)
    picks = sample_indices(n)
    samples = translator.translate(
        [src[i] for i in picks], beam_size=beam_size, with_alignments=True
    )
    with writer.as_default(step=step):
        tf.summary.scalar("dev/bleu", score)
        tf.summary.scalar("dev/chrf", chrf(hypotheses, ref[:n]).score)
        write_dev_samples(step, [src[i] for i in picks], [ref[i] for i in picks], samples)
