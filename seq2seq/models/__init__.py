"""Models: the encoders, the attentional decoder and `Seq2Seq`, which ties them; `builders` is the
only place where a config meets the layers.

    encoder.py      embedding -> (bi)LSTM/GRU stack: memory [B, S, D], lengths, final state
    transformer.py  a Transformer encoder under the RNN decoder
    positions.py    position encodings of the Transformer encoder
    decoder.py      embedding -> AttentionWrapper -> projection; teacher-forced call and one `step`
    model.py        Seq2Seq: encoder, bridge, decoder (built layers in, no config)
    builders.py     ModelConfig -> built layers; the registry of attention mechanisms
    softmax.py      log-softmax / logsumexp over the vocabulary from oneDNN's softmax kernel
    fused_lstm.py   the encoder's masked (bi)LSTM in training, its backward pass written out (and
                    its forward loop for bfloat16 inference)
    fused_unroll.py the LSTM + Luong teacher-forced decoder loop, its backward pass written out (and
                    its step for bfloat16 inference)
"""
