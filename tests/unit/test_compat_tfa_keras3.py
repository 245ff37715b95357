"""seq2seq.compat.tfa under Keras 3 the way tfa users call it: module paths, memory set up through a
call, tfa's two-phase build, any memory mask, single-state cells, float64 and mixed precision."""

import keras
import numpy as np
import pytest
import tensorflow as tf

from seq2seq.compat import tfa

B, S, D, U = 3, 5, 4, 6


def _memory():
    rng = np.random.default_rng(0)
    return rng.standard_normal((B, S, D)).astype(np.float32)


def test_tfa_module_paths():
    import seq2seq.compat.tfa.seq2seq.sampler as sampler_module

    assert tfa.seq2seq.sampler.TrainingSampler is tfa.seq2seq.TrainingSampler
    assert sampler_module is tfa.seq2seq.sampler
    for name in ("attention_wrapper", "basic_decoder", "beam_search_decoder", "decoder", "loss"):
        assert getattr(tfa.seq2seq, name).__name__ == f"seq2seq.compat.tfa.{name}"


@pytest.mark.parametrize("cls", ["LuongAttention", "BahdanauAttention"])
def test_setup_memory_through_call_and_build(cls):
    memory, query = _memory(), np.ones((B, U), np.float32)
    mask = np.ones((B, S), bool)
    ref = getattr(tfa.seq2seq, cls)(U, memory)
    expected, _ = ref([query, None])
    clone = type(ref).from_config(ref.get_config())
    clone.build(memory.shape)  # tfa: the memory layer's weights exist now
    clone.set_weights(ref.get_weights()[: len(clone.get_weights())])
    values = clone(memory, setup_memory=True, mask=mask)
    assert values.shape == (B, S, D)
    clone.build([query.shape, (B, S)])
    clone.set_weights(ref.get_weights())
    np.testing.assert_allclose(clone([query, None])[0], expected, atol=1e-6)


def test_left_padded_mask_is_used_as_given():
    memory = _memory()
    mask = np.array([[0, 0, 1, 1, 1], [1, 1, 1, 1, 1], [0, 1, 0, 1, 1]], bool)
    mechanism = tfa.seq2seq.LuongAttention(D)
    mechanism.setup_memory(memory, memory_mask=mask)
    alignments, _ = mechanism([np.ones((B, D), np.float32), None])
    np.testing.assert_array_equal(np.asarray(alignments)[~mask], 0.0)
    np.testing.assert_allclose(np.asarray(alignments).sum(-1), 1.0, atol=1e-6)
    np.testing.assert_array_equal(np.asarray(mechanism.values)[~mask], 0.0)


def test_single_state_cell_state_is_a_tensor():
    cell = keras.layers.GRUCell(U)
    decoder = tfa.seq2seq.BasicDecoder(cell, tfa.seq2seq.TrainingSampler())
    inputs = np.ones((B, 2, D), np.float32)
    _, _, state = decoder.initialize(inputs, initial_state=cell.get_initial_state(batch_size=B))
    assert tf.is_tensor(state)  # tfa's structure; Keras 3 gives [h]
    wrapper = tfa.seq2seq.AttentionWrapper(
        keras.layers.GRUCell(U), tfa.seq2seq.LuongAttention(U, _memory())
    )
    assert tf.is_tensor(wrapper.get_initial_state(batch_size=B, dtype=tf.float32).cell_state)
    _, _, lengths = tfa.seq2seq.BasicDecoder(wrapper, tfa.seq2seq.TrainingSampler())(
        inputs, initial_state=wrapper.get_initial_state(batch_size=B, dtype=tf.float32)
    )
    np.testing.assert_array_equal(lengths, [2] * B)


@pytest.mark.parametrize("cls", ["LuongAttention", "BahdanauAttention"])
def test_float64_reaches_every_sublayer(cls):
    memory = _memory().astype(np.float64)
    mechanism = getattr(tfa.seq2seq, cls)(U, memory, dtype="float64")
    cell = tfa.seq2seq.AttentionWrapper(
        keras.layers.LSTMCell(U, dtype="float64"),
        mechanism,
        attention_layer_size=U,
        alignment_history=True,
        dtype="float64",
    )
    decoder = tfa.seq2seq.BasicDecoder(cell, tfa.seq2seq.TrainingSampler(), dtype="float64")
    outputs, state, _ = decoder(
        np.ones((B, 2, D)), initial_state=cell.get_initial_state(batch_size=B, dtype=tf.float64)
    )
    assert outputs.rnn_output.dtype == tf.float64
    assert state.alignment_history.stack().dtype == tf.float64
    assert all(w.dtype == "float64" for w in cell.weights)


def test_mixed_precision_training_and_beam_search():
    keras.mixed_precision.set_global_policy("mixed_float16")
    vocab, beam = 7, 2
    embedding = keras.layers.Embedding(vocab, D)
    embedding.build((None,))
    mechanism = tfa.seq2seq.LuongAttention(U, _memory())
    cell = tfa.seq2seq.AttentionWrapper(keras.layers.LSTMCell(U), mechanism, attention_layer_size=U)
    projection = keras.layers.Dense(vocab)
    decoder = tfa.seq2seq.BasicDecoder(cell, tfa.seq2seq.TrainingSampler(), projection)
    with tf.GradientTape() as tape:
        outputs, _, _ = decoder(
            embedding(np.ones((B, 3), np.int32)),
            initial_state=cell.get_initial_state(batch_size=B, dtype=tf.float16),
        )
        loss = tf.reduce_mean(tf.cast(outputs.rnn_output, tf.float32))
    assert outputs.rnn_output.dtype == tf.float16
    assert all(w.dtype == "float32" for w in cell.trainable_weights)
    trained = cell.cell.trainable_weights + cell.attention_layer.trainable_weights  # memory: eager
    assert all(g is not None for g in tape.gradient(loss, trained))

    mechanism.setup_memory(tfa.seq2seq.tile_batch(_memory(), beam))
    search = tfa.seq2seq.BeamSearchDecoder(
        cell, beam, output_layer=projection, maximum_iterations=4
    )
    final, _, _ = search(
        embedding.embeddings,
        start_tokens=np.zeros(B, np.int32),
        end_token=1,
        initial_state=cell.get_initial_state(batch_size=B * beam, dtype=tf.float16),
    )
    assert final.predicted_ids.shape[0] == B


@pytest.mark.parametrize("make", ["lstm", "gru", "simple", "stacked"])
def test_keras_cells_accept_tfa_get_initial_state(make):
    # Importing seq2seq.compat.tfa makes Keras 3 cells accept tfa's `get_initial_state(dtype=)`
    # and `(inputs=)`, honouring the dtype; plain Keras 3 calls are unchanged.
    from seq2seq.compat.tfa import _keras_cells

    cell = {
        "lstm": lambda: keras.layers.LSTMCell(U),
        "gru": lambda: keras.layers.GRUCell(U),
        "simple": lambda: keras.layers.SimpleRNNCell(U),
        "stacked": lambda: keras.layers.StackedRNNCells(
            [keras.layers.LSTMCell(U), keras.layers.GRUCell(U)]
        ),
    }[make]()
    assert _keras_cells.installed()
    _keras_cells.install()  # idempotent: still one wrapper around Keras' method
    original = type(cell).__dict__["get_initial_state"]._seq2seq_compat_tfa_original
    assert not hasattr(original, "_seq2seq_compat_tfa_original")

    plain = cell.get_initial_state(batch_size=B)
    for dtype in (tf.float16, "float64", tf.float32):
        states = cell.get_initial_state(batch_size=B, dtype=dtype)
        tf.nest.assert_same_structure(plain, states)
        for state in tf.nest.flatten(states):
            assert state.dtype == tf.as_dtype(dtype) and state.shape[0] == B
            assert not np.any(state.numpy())
    inputs = tf.ones((B + 1, D), tf.float64)
    for state in tf.nest.flatten(cell.get_initial_state(inputs=inputs)):
        assert state.dtype == tf.float64 and state.shape[0] == B + 1
    assert all(s.dtype == tf.float32 for s in tf.nest.flatten(plain))

    # tfa's AttentionWrapper pattern: cell state from the Keras cell, then a decoding step.
    if make == "lstm":
        mechanism = tfa.seq2seq.LuongAttention(U, memory=_memory())
        wrapper = tfa.seq2seq.AttentionWrapper(cell, mechanism, attention_layer_size=U)
        state = wrapper.get_initial_state(batch_size=B, dtype=tf.float32).clone(
            cell_state=cell.get_initial_state(batch_size=B, dtype=tf.float32)
        )
        output, _ = wrapper(tf.ones((B, D)), state)
        assert output.shape == (B, U)


@pytest.mark.parametrize("cls", ["LuongAttention", "BahdanauMonotonicAttention"])
def test_mechanism_with_symbolic_memory_functional_api(cls, tmp_path):
    # tfa's `test_save_load_layer`: a `keras.Input`-derived memory in the constructor. The memory
    # preparation is a node of the mechanism, so the model is connected, uses the memory's Keras
    # mask (as tfa did) and round-trips through get_config/from_config and `.keras` files.
    T, V = 5, 20
    ids = keras.Input(shape=[T], dtype="int32")
    encoded = keras.layers.Embedding(V, D, mask_zero=True)(ids)
    encoded = keras.layers.LSTM(D, return_sequences=True)(encoded)
    attention = getattr(tfa.seq2seq, cls)(U, encoded)
    query, state = keras.Input(shape=[U]), keras.Input(shape=[T])
    model = keras.Model([ids, query, state], attention([query, state]))

    rng = np.random.default_rng(0)
    x = rng.integers(1, V, size=(B, T)).astype(np.int32)
    x[0, 3:] = 0  # padded: masked by the Embedding's mask
    q = rng.standard_normal((B, U)).astype(np.float32)
    s = rng.standard_normal((B, T)).astype(np.float32)
    got = model.predict_on_batch([x, q, s])

    memory = keras.Model(ids, encoded).predict_on_batch(x)
    eager = type(attention).from_config(attention.get_config())
    eager.build(memory.shape)
    eager.build([q.shape, s.shape])
    eager.set_weights(attention.get_weights())
    eager(memory, setup_memory=True, mask=x != 0)
    expected = eager([q, s])
    for g, e in zip(got, expected):
        np.testing.assert_allclose(g, e, rtol=1e-6, atol=1e-7)
    np.testing.assert_array_equal(got[0][0, 3:], 0.0)  # masked memory rows: no attention

    loaded = keras.Model.from_config(model.get_config())
    loaded.set_weights(model.get_weights())
    for g, e in zip(loaded.predict_on_batch([x, q, s]), got):
        np.testing.assert_allclose(g, e, rtol=1e-6, atol=1e-7)
    model.save(tmp_path / "m.keras")
    reloaded = keras.models.load_model(tmp_path / "m.keras")
    for g, e in zip(reloaded.predict_on_batch([x, q, s]), got):
        np.testing.assert_allclose(g, e, rtol=1e-6, atol=1e-7)
