"""Attention: the mechanisms (a score plus a probability function over a prepared memory) and the
`AttentionWrapper` cell that runs one of them after a recurrent cell.

    mechanisms.py  Bahdanau, Luong, local (local-m / local-p) and hard attention
    monotonic.py   monotonic Bahdanau / Luong (Raffel et al. 2017)
    multihead.py   multi-head attention for the RNN decoder
    wrapper.py     AttentionWrapper: (inputs, state) -> (output, next state), input feeding
    context.py     the context vector of a step, with its gradient written out for training
"""

from seq2seq.attention.mechanisms import (
    AttentionMechanism,
    AttentionMemory,
    BahdanauAttention,
    HardAttention,
    LocalAttention,
    LuongAttention,
)
from seq2seq.attention.monotonic import BahdanauMonotonicAttention, LuongMonotonicAttention
from seq2seq.attention.multihead import MultiHeadAttention
from seq2seq.attention.wrapper import AttentionWrapper, AttentionWrapperState

__all__ = [
    "AttentionMechanism",
    "AttentionMemory",
    "AttentionWrapper",
    "AttentionWrapperState",
    "BahdanauAttention",
    "BahdanauMonotonicAttention",
    "HardAttention",
    "LocalAttention",
    "LuongAttention",
    "LuongMonotonicAttention",
    "MultiHeadAttention",
]
