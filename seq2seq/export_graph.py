"""The graph that `seq2seq.export` saves: `TranslationModule`, a `tf.Module` whose ``serve``
tf.function is the whole translation pipeline (see `seq2seq.export` for its steps and signature).

Imported by `seq2seq.export.build_module` only, once TensorFlow is needed.
"""

from __future__ import annotations

import hashlib

import tensorflow as tf

from seq2seq.data.subword import BOS_ID, EOS_ID, PAD_ID
from seq2seq.decoding.loop import decode, decode_over
from seq2seq.decoding.shortlist import SIZE_STEP

# What Python's `str.strip()` removes (`str.isspace`): ASCII whitespace, the information separators
# U+001C..U+001F, NEL and the Unicode separators (Zs, Zl, Zp). The Translator skips lines that are
# empty after `strip()`.
_BLANK_RE = r"[\t\n\x0b\x0c\r\x{1c}-\x{1f}\x{85}\p{Z}]*"


def _sentencepiece_tokenizer(tft, model: bytes):
    """A `tensorflow_text.SentencepieceTokenizer` whose op name is unique to ``model``.

    The SentencePiece kernel keeps its model in the process-wide resource manager under the op's
    node name. In a loaded SavedModel every tokenizer's resource is created by a node of the same
    default name, so two tokenizers (source and target, or those of two loaded exports) would all
    get the first one's model. Naming the op after a digest of the model keeps them apart (equal
    models may share).
    """
    digest = hashlib.sha256(model).hexdigest()[:16]
    return tft.SentencepieceTokenizer(
        model=model, out_type=tf.int32, name=f"sentencepiece_{digest}"
    )


def shortlist_vocabulary(always, translations, target_size: int, src_ids, src_len):
    """`Shortlist.vocabulary` in the graph: ``always [F]``, ``translations [V_src, k]``,
    ``src_ids [B, S]``, ``src_len [B]`` -> ``[K]`` int32 ascending target ids, padded with PAD to
    a multiple of `SIZE_STEP`."""
    real = tf.sequence_mask(src_len, tf.shape(src_ids)[1])  # [B, S]
    candidates = tf.reshape(tf.gather(translations, tf.boolean_mask(src_ids, real)), [-1])
    ids = tf.concat([always, candidates], 0)
    keep = tf.scatter_nd(ids[:, None], tf.ones_like(ids), [target_size]) > 0  # [V]
    vocabulary = tf.cast(tf.where(keep)[:, 0], tf.int32)  # [K'] ascending
    return tf.pad(vocabulary, [[0, tf.math.floormod(-tf.size(vocabulary), SIZE_STEP)]])


class TranslationModule(tf.Module):
    """``serve(sentences)``: ``translator``'s model, vocabularies and limits, decoding with
    ``spec`` (a `DecodeSpec`); ``tft`` is the `tensorflow_text` module."""

    def __init__(self, translator, spec, tft):
        super().__init__(name="seq2seq_export")
        model, vocabs = translator.model, translator.vocabs
        self._tft, self._spec = tft, spec
        self._max_source_pieces = translator.max_source_pieces
        self._batch_size, self._n_best = translator.config.decode.batch_size, spec.n_best
        self.model = model
        self._shortlist = None
        if translator.shortlist is not None:
            table = translator.shortlist  # constants of the graph
            self._shortlist = (
                tf.constant(table.always),
                tf.constant(table.translations),
                table.target_size,
            )
        # An `Ensemble` is no Keras layer: its models are listed so that the SavedModel
        # tracks (and saves) their weights.
        self.members = list(getattr(model, "models", [model]))
        self.src_tokenizer = _sentencepiece_tokenizer(tft, vocabs.src.serialized())
        self.tgt_tokenizer = (
            self.src_tokenizer
            if vocabs.joint
            else _sentencepiece_tokenizer(tft, vocabs.tgt.serialized())
        )

    def _search(self, src_ids, src_len):
        """``src_ids [b, S]`` (pieces + EOS, 0-padded), ``src_len [b]`` -> `SearchResult`."""
        state = self.model.start(src_ids, src_len, training=False)
        strategy = self._spec.make_strategy(EOS_ID, src_ids, src_len)
        max_lengths = self._spec.max_lengths(src_len)
        if self._shortlist is None:
            return decode(self.model.step, state, strategy, bos_id=BOS_ID, max_lengths=max_lengths)
        vocabulary = shortlist_vocabulary(*self._shortlist, src_ids, src_len)  # [K]
        return decode_over(
            self.model, vocabulary, state, strategy, bos_id=BOS_ID, max_lengths=max_lengths
        )

    def _detokenize(self, ids, lengths):
        """``ids [b, n, L]``, ``lengths [b, n]`` -> texts ``[b, n]`` (PAD and BOS dropped)."""
        b = tf.shape(ids)[0]
        flat = tf.reshape(ids, [b * self._n_best, -1])  # [b*n, L]
        rows = tf.RaggedTensor.from_tensor(flat, lengths=tf.reshape(lengths, [-1]))
        rows = tf.ragged.boolean_mask(rows, (rows != PAD_ID) & (rows != BOS_ID))
        texts = self.tgt_tokenizer.detokenize(rows)  # [b*n]
        return tf.reshape(texts, [b, self._n_best])

    def _search_sorted(self, src, src_len, order):
        """``src [M, (S)]`` (ragged), ``src_len [M]``, searched ``batch_size`` sentences at a
        time in ``order`` -> TensorArrays of texts and scores, ``[b, n]`` per chunk."""
        batch_size = self._batch_size
        num_chunks = (tf.shape(order)[0] + batch_size - 1) // batch_size

        def body(i, texts_ta, scores_ta):
            rows = order[i * batch_size : (i + 1) * batch_size]  # [b]
            chunk = tf.gather(src, rows)
            result = self._search(chunk.to_tensor(default_value=PAD_ID), tf.gather(src_len, rows))
            texts_ta = texts_ta.write(i, self._detokenize(result.ids, result.lengths))
            scores_ta = scores_ta.write(i, tf.cast(result.scores, tf.float32))
            return i + 1, texts_ta, scores_ta

        def chunks(dtype):
            shape = tf.TensorShape([None, self._n_best])
            return tf.TensorArray(dtype, size=num_chunks, infer_shape=False, element_shape=shape)

        _, texts_ta, scores_ta = tf.while_loop(
            lambda i, *_: i < num_chunks,
            body,
            (tf.constant(0), chunks(tf.string), chunks(tf.float32)),
        )
        return texts_ta, scores_ta

    @tf.function(input_signature=[tf.TensorSpec([None], tf.string, name="sentences")])
    def serve(self, sentences):
        n_best = self._n_best
        num = tf.shape(sentences)[0]
        nonblank = tf.logical_not(tf.strings.regex_full_match(sentences, _BLANK_RE))  # [B]
        todo = tf.cast(tf.where(nonblank)[:, 0], tf.int32)  # [M] positions of real lines
        text = self._tft.normalize_utf8(tf.gather(sentences, todo), "NFC")  # [M]
        pieces = self.src_tokenizer.tokenize(text)[:, : self._max_source_pieces]  # [M, (P)]
        num_todo = tf.shape(todo)[0]
        eos = tf.RaggedTensor.from_tensor(tf.fill([num_todo, 1], EOS_ID))
        src = tf.concat([tf.cast(pieces, tf.int32), eos], axis=1)  # [M, (P + 1)]
        src_len = tf.cast(src.row_lengths(), tf.int32)  # [M]
        order = tf.argsort(src_len, stable=True)  # [M] like make_eval_batches(sort_by_length)
        texts_ta, scores_ta = self._search_sorted(src, src_len, order)
        # Rows in `order` order, then one default row for the blank lines.
        texts = tf.concat([texts_ta.concat(), tf.fill([1, n_best], "")], axis=0)  # [M+1, n]
        scores = tf.concat([scores_ta.concat(), tf.zeros([1, n_best])], axis=0)  # [M+1, n]
        where = tf.tensor_scatter_nd_update(
            tf.fill([num], num_todo), tf.gather(todo, order)[:, None], tf.range(num_todo)
        )
        texts, scores = tf.gather(texts, where), tf.gather(scores, where)  # [B, n]
        if n_best == 1:
            texts, scores = texts[:, 0], scores[:, 0]
        return {"translations": texts, "scores": scores}
