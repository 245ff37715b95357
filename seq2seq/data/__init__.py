"""Data: corpus files (reading, validation), SentencePiece subwords and the tf.data pipeline.

corpus.py    read and validate parallel text files
subword.py   SentencePiece models and the per-run vocabularies
pipeline.py  encoded corpus, length buckets, padded batches, evaluation batches
"""
