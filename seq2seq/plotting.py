"""Attention heatmaps with matplotlib (no display needed)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np


def plot_attention(
    alignments: np.ndarray,
    source_pieces: Sequence[str],
    target_pieces: Sequence[str],
    path: str | Path,
    title: str = "",
) -> None:
    """Writes a PNG heatmap of ``alignments [target, source]`` (rows: target pieces)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    alignments = np.asarray(alignments)[: len(target_pieces), : len(source_pieces)]
    width = max(4.0, 0.45 * len(source_pieces) + 1.5)
    height = max(3.0, 0.4 * len(target_pieces) + 1.5)
    fig, ax = plt.subplots(figsize=(width, height))
    ax.imshow(alignments, cmap="Greys", vmin=0.0, vmax=1.0, aspect="auto")
    ax.set_xticks(range(len(source_pieces)), list(source_pieces), rotation=70, fontsize=9)
    ax.set_yticks(range(len(target_pieces)), list(target_pieces), fontsize=9)
    ax.set_xlabel("source")
    ax.set_ylabel("target")
    if title:
        ax.set_title(title, fontsize=9)
    fig.tight_layout()
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp.png")
    fig.savefig(tmp, dpi=100)
    plt.close(fig)
    tmp.replace(path)
