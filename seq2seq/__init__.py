"""seq2seq: attention-based neural machine translation on TensorFlow 2.16+ (Keras 3)."""

__version__ = "0.1.0"
