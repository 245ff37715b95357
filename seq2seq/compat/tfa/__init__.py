"""``tfa.seq2seq`` (tensorflow-addons 0.23) on TensorFlow 2.16+ / Keras 3, over the seq2seq core.

The one-line change for a tfa model::

    import tensorflow_addons as tfa          # before
    from seq2seq.compat import tfa           # after: tfa.seq2seq.AttentionWrapper, ... unchanged

Every public name of ``tfa.seq2seq`` is here with tfa's constructor arguments, call signatures and
namedtuples. The mechanisms and the wrapper are the core's classes (`seq2seq.attention.mechanisms`,
`seq2seq.attention.wrapper`) behind tfa's signatures; beam search reuses the core's GNMT penalties
and top-k. What Keras 3 changes is listed in docs/migrating-from-tfa.md.

Importing this package also makes Keras 3's ``LSTMCell``, ``GRUCell``, ``SimpleRNNCell`` and
``StackedRNNCells`` accept tfa's ``cell.get_initial_state(batch_size=n, dtype=d)`` and
``get_initial_state(inputs=x)`` (`seq2seq.compat.tfa._keras_cells`: the states are cast to ``d``;
calls without ``dtype``/``inputs`` reach Keras' own method unchanged).

seq2seq.py              the ``tfa.seq2seq`` namespace: every public name of tfa 0.23's ``seq2seq``
attention_wrapper.py    tfa-style attention: the core mechanisms and wrapper behind tfa's signatures
_mechanisms.py          tfa's mechanisms: memory bound statefully (``setup_memory``), tfa's calls
_monotonic.py           tfa's monotonic mechanisms over `seq2seq.attention.monotonic`
extended_wrapper.py     the core `AttentionWrapper` plus tfa's extras (``setup_memory``, ``time``,
                        alignment history, ``unroll``), with the core's explicit memory
basic_decoder.py        `BasicDecoder`: a cell, an output layer and a `Sampler`
sampler.py              the samplers: what the decoder feeds the cell next, and what it emits
decoder.py              the decoder protocol and `dynamic_decode`
beam_search_decoder.py  `BeamSearchDecoder` and its step (tfa's scores, penalties and masks)
beam_search_ops.py      `tile_batch`, `gather_tree`, `gather_tree_from_array`
loss.py                 `sequence_loss` / `SequenceLoss` with tfa's reduction flags
_keras_cells.py         tfa's ``get_initial_state(inputs=, batch_size=, dtype=)`` on Keras 3's cells
"""

from seq2seq.compat.tfa import _keras_cells, seq2seq

_keras_cells.install()

__all__ = ["seq2seq"] + list(seq2seq.__all__)


def __getattr__(name):
    # The names are also importable directly: `from seq2seq.compat.tfa import BasicDecoder`.
    if name in seq2seq.__all__:
        return getattr(seq2seq, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
