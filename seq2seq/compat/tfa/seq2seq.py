"""The ``tfa.seq2seq`` namespace: every public name of tensorflow-addons 0.23's ``seq2seq``.

tfa's module paths resolve too: ``tfa.seq2seq.sampler.TrainingSampler``,
``tfa.seq2seq.attention_wrapper``, ``.basic_decoder``, ``.beam_search_decoder``, ``.decoder``,
``.loss`` are the compat modules of the same names (also importable as
``seq2seq.compat.tfa.seq2seq.<module>``).
"""

import sys

from seq2seq.compat.tfa import (
    attention_wrapper,
    basic_decoder,
    beam_search_decoder,
    decoder,
    loss,
    sampler,
)
from seq2seq.compat.tfa.attention_wrapper import (
    AttentionMechanism,
    AttentionWrapper,
    AttentionWrapperState,
    BahdanauAttention,
    LuongAttention,
    hardmax,
    monotonic_attention,
    safe_cumprod,
)
from seq2seq.compat.tfa.basic_decoder import BasicDecoder, BasicDecoderOutput
from seq2seq.compat.tfa.beam_search_decoder import (
    BeamSearchDecoder,
    BeamSearchDecoderOutput,
    BeamSearchDecoderState,
    FinalBeamSearchDecoderOutput,
    gather_tree,
    gather_tree_from_array,
    tile_batch,
)
from seq2seq.compat.tfa.decoder import BaseDecoder, Decoder, dynamic_decode
from seq2seq.compat.tfa.loss import SequenceLoss, sequence_loss
from seq2seq.compat.tfa.sampler import (
    CustomSampler,
    GreedyEmbeddingSampler,
    InferenceSampler,
    SampleEmbeddingSampler,
    Sampler,
    ScheduledEmbeddingTrainingSampler,
    ScheduledOutputTrainingSampler,
    TrainingSampler,
)

_MODULES = (attention_wrapper, basic_decoder, beam_search_decoder, decoder, loss, sampler)
for _module in _MODULES:  # `import seq2seq.compat.tfa.seq2seq.sampler` as in tfa
    sys.modules.setdefault(f"{__name__}.{_module.__name__.rsplit('.', 1)[-1]}", _module)

__all__ = [
    "AttentionMechanism",
    "AttentionWrapper",
    "AttentionWrapperState",
    "BahdanauAttention",
    "BahdanauMonotonicAttention",  # noqa: F822  (lazy: module __getattr__)
    "LuongAttention",
    "LuongMonotonicAttention",  # noqa: F822
    "hardmax",
    "monotonic_attention",
    "safe_cumprod",
    "BaseDecoder",
    "Decoder",
    "dynamic_decode",
    "BasicDecoder",
    "BasicDecoderOutput",
    "BeamSearchDecoder",
    "BeamSearchDecoderOutput",
    "BeamSearchDecoderState",
    "FinalBeamSearchDecoderOutput",
    "gather_tree",
    "gather_tree_from_array",
    "tile_batch",
    "Sampler",
    "CustomSampler",
    "TrainingSampler",
    "ScheduledEmbeddingTrainingSampler",
    "ScheduledOutputTrainingSampler",
    "GreedyEmbeddingSampler",
    "SampleEmbeddingSampler",
    "InferenceSampler",
    "SequenceLoss",
    "sequence_loss",
]


def __getattr__(name):
    # The monotonic mechanisms come from seq2seq.attention.monotonic (core), resolved on first use.
    if name in ("BahdanauMonotonicAttention", "LuongMonotonicAttention"):
        from seq2seq.compat.tfa import attention_wrapper

        return getattr(attention_wrapper, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
