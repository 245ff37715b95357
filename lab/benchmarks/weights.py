"""Export a bench-small-shaped `Seq2Seq`'s weights under canonical names (for the tfa reference).

`reference/tfa_reference.py` builds the same model with tensorflow-addons and assigns these arrays
by name, so both implementations decode with identical weights. Layouts need no conversion: Keras 2
and Keras 3 LSTM kernels are both ``[input, 4 units]`` with gates ordered i, f, c, o, and tfa's
wrapper concatenates ``[inputs, attention]`` for the cell and ``[cell_output, context]`` for the
attention layer, as ours does.

Canonical names (stored in the `.npz` as ``w/<name>``):

    src_embedding [Vs, E]                tgt_embedding [Vt, E]
    encoder_{fw,bw}_kernel [E, 4u]       encoder_{fw,bw}_recurrent_kernel [u, 4u]
    encoder_{fw,bw}_bias [4u]
    bridge_{h,c}_kernel [2u, C]          bridge_{h,c}_bias [C]
    decoder_kernel [E + A, 4C]           decoder_recurrent_kernel [C, 4C]     decoder_bias [4C]
    memory_layer_kernel [2u, C]          attention_layer_kernel [C + 2u, A]
    projection_kernel [A, Vt]            projection_bias [Vt]
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

PREFIX = "w/"


def canonical_variables(model) -> dict:
    """Canonical name -> variable of a `seq2seq.models.model.Seq2Seq` with the bench-small
    architecture.

    Raises:
        ValueError: the model is not that architecture (e.g. several encoder layers, a GRU, tied
            embeddings, Bahdanau attention) or has trainable variables this mapping misses.
    """
    m = model.model_config
    problems = []
    if m.encoder_layers != 1 or m.bidirectional == "none":
        problems.append("one bidirectional encoder layer")
    if m.encoder_cell != "lstm" or m.decoder_cell != "lstm":
        problems.append("LSTM cells")
    if m.attention != "luong" or m.attention_score != "general" or m.attention_scale:
        problems.append("unscaled Luong 'general' attention")
    if m.bridge != "dense" or m.tie_embeddings or not m.attention_layer_size:
        problems.append("a dense bridge, an attention layer and an untied projection")
    if problems:
        raise ValueError(
            "the tfa reference only mirrors the bench-small architecture: needs "
            + ", ".join(problems)
        )
    birnn = model.encoder.rnns[0]
    fw, bw = birnn.forward_layer.cell, birnn.backward_layer.cell
    wrapper = model.decoder.wrapper
    cell = wrapper.cell
    variables = {
        "src_embedding": model.encoder.embedding.embeddings,
        "tgt_embedding": model.decoder.embedding.embeddings,
        "encoder_fw_kernel": fw.kernel,
        "encoder_fw_recurrent_kernel": fw.recurrent_kernel,
        "encoder_fw_bias": fw.bias,
        "encoder_bw_kernel": bw.kernel,
        "encoder_bw_recurrent_kernel": bw.recurrent_kernel,
        "encoder_bw_bias": bw.bias,
        "bridge_h_kernel": model.bridge.dense_h.kernel,
        "bridge_h_bias": model.bridge.dense_h.bias,
        "bridge_c_kernel": model.bridge.dense_c.kernel,
        "bridge_c_bias": model.bridge.dense_c.bias,
        "decoder_kernel": cell.kernel,
        "decoder_recurrent_kernel": cell.recurrent_kernel,
        "decoder_bias": cell.bias,
        "memory_layer_kernel": wrapper.attention_mechanism.memory_layer.kernel,
        "attention_layer_kernel": wrapper.attention_layer.kernel,
        "projection_kernel": model.decoder.projection.kernel,
        "projection_bias": model.decoder.projection.bias,
    }
    covered = {id(v) for v in variables.values()}
    missed = [v.path for v in model.trainable_variables if id(v) not in covered]
    if missed:
        raise ValueError(f"trainable variables without a canonical name: {missed}")
    return variables


def canonical_weights(model) -> dict[str, np.ndarray]:
    """Canonical name -> float32 array (see the module docstring)."""
    return {
        name: np.asarray(v.numpy(), np.float32) for name, v in canonical_variables(model).items()
    }


def export_weights(model, path: str | Path, **extra) -> dict[str, np.ndarray]:
    """Writes the canonical weights (as ``w/<name>``), the vocabulary sizes and ``extra`` arrays to
    an `.npz` file; returns everything written."""
    weights = canonical_weights(model)
    arrays = {PREFIX + name: value for name, value in weights.items()}
    arrays["src_vocab"] = np.array(weights["src_embedding"].shape[0])
    arrays["tgt_vocab"] = np.array(weights["projection_bias"].shape[0])
    arrays.update(extra)
    np.savez(path, **arrays)
    return arrays
