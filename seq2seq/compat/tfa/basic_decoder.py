"""tfa's `BasicDecoder`: a cell, an optional output layer and a `Sampler`, run by
`dynamic_decode`."""

from __future__ import annotations

import collections

import tensorflow as tf

from seq2seq.compat.tfa import decoder as decoder_lib
from seq2seq.compat.tfa import sampler as sampler_lib
from seq2seq.compat.tfa.attention_wrapper import _single_state


class BasicDecoderOutput(collections.namedtuple("BasicDecoderOutput", ("rnn_output", "sample_id"))):
    """One step (or, stacked, all steps) of a `BasicDecoder`: ``rnn_output`` (after the output
    layer) and ``sample_id`` (from the sampler)."""


class BasicDecoder(decoder_lib.BaseDecoder):
    """``BasicDecoder(cell, sampler, output_layer=None, **BaseDecoder kwargs)`` as in tfa.

    Training::

        decoder = BasicDecoder(cell, TrainingSampler(), output_layer=Dense(V))
        outputs, state, lengths = decoder(embedded_targets, initial_state=state,
                                          sequence_length=target_lengths)   # outputs.rnn_output [B,
                                          T, V]

    Inference: ``BasicDecoder(cell, GreedyEmbeddingSampler(), output_layer, maximum_iterations=N)``
    called as ``decoder(embedding_matrix_or_None, start_tokens=..., end_token=...,
    initial_state=...)``.
    """

    def __init__(self, cell, sampler: sampler_lib.Sampler, output_layer=None, **kwargs):
        decoder_lib.assert_like_rnncell(cell)
        self.cell = cell
        self.sampler = sampler
        self.output_layer = output_layer
        super().__init__(**kwargs)

    def initialize(self, inputs, initial_state=None, **kwargs):
        # A single-state Keras 3 cell's `[h]` becomes `h`, tfa's structure (see `_single_state`).
        initial_state = _single_state(self.cell, initial_state)
        self._cell_dtype = tf.nest.flatten(initial_state)[0].dtype
        return self.sampler.initialize(inputs, **kwargs) + (initial_state,)

    @property
    def batch_size(self):
        return self.sampler.batch_size

    @property
    def output_size(self):
        return BasicDecoderOutput(
            rnn_output=decoder_lib.rnn_output_size(self.cell, self.output_layer),
            sample_id=self.sampler.sample_ids_shape,
        )

    @property
    def output_dtype(self):
        dtype = getattr(self, "_cell_dtype", tf.float32)
        return BasicDecoderOutput(
            tf.nest.map_structure(
                lambda _: dtype, decoder_lib.rnn_output_size(self.cell, self.output_layer)
            ),
            self.sampler.sample_ids_dtype,
        )

    def step(self, time, inputs, state, training=None):
        """One step: ``(outputs, next_state, next_inputs, finished)``."""
        cell_outputs, cell_state = self.cell(inputs, state, training=training)
        cell_state = tf.nest.pack_sequence_as(state, tf.nest.flatten(cell_state))
        if self.output_layer is not None:
            cell_outputs = self.output_layer(cell_outputs)
        sample_ids = self.sampler.sample(time=time, outputs=cell_outputs, state=cell_state)
        finished, next_inputs, next_state = self.sampler.next_inputs(
            time=time, outputs=cell_outputs, state=cell_state, sample_ids=sample_ids
        )
        return BasicDecoderOutput(cell_outputs, sample_ids), next_state, next_inputs, finished
