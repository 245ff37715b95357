"""Compatibility layers: other libraries' APIs over the seq2seq core.

tfa/   tensorflow-addons 0.23's ``tfa.seq2seq`` on TensorFlow 2.16+ / Keras 3
"""
