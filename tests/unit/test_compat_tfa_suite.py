"""tensorflow-addons 0.23's own seq2seq test expectations (tensorflow_addons/seq2seq/tests/*.py),
checked against `seq2seq.compat.tfa`: the same numbers and shapes, our own test code.

Private helpers that tfa's tests call (`_beam_search_step`, `_mask_probs`, `_check_batch_beam`,
`_check_static_batch_beam_maybe`, `_check_sequence_is_right_padded`) exist under the same names in
the compat modules. Expectations we do not meet are listed in docs/migrating-from-tfa.md.
"""

import keras
import numpy as np
import pytest
import tensorflow as tf

from seq2seq.compat import tfa
from seq2seq.compat.tfa import beam_search_decoder as bsd
from seq2seq.compat.tfa import sampler as sampler_py


# -- beam_search_decoder_test.py -----------------------------------------------------------------
def test_gather_tree():
    predicted = np.array(
        [[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[2, 3, 4], [5, 6, 7], [8, 9, 10]]]
    ).transpose([1, 0, 2])
    parents = np.array(
        [[[0, 0, 0], [0, 1, 1], [2, 1, 2]], [[0, 0, 0], [1, 2, 0], [2, 1, 1]]]
    ).transpose([1, 0, 2])
    expected = np.array(
        [[[2, 2, 2], [6, 5, 6], [7, 8, 9]], [[2, 4, 4], [7, 6, 6], [8, 9, 10]]]
    ).transpose([1, 0, 2])
    res = tfa.seq2seq.gather_tree(predicted, parents, max_sequence_lengths=[3, 3], end_token=11)
    np.testing.assert_equal(res.numpy(), expected)


@pytest.mark.parametrize("depth_ndims,merged", [(0, False), (1, False), (1, True), (2, False)])
def test_gather_tree_from_array(depth_ndims, merged):
    array = np.array(
        [
            [[1, 2, 3], [4, 5, 6], [7, 8, 9], [0, 0, 0]],
            [[2, 3, 4], [5, 6, 7], [8, 9, 10], [11, 12, 0]],
        ]
    ).transpose([1, 0, 2])
    parents = np.array(
        [
            [[0, 0, 0], [0, 1, 1], [2, 1, 2], [-1, -1, -1]],
            [[0, 0, 0], [1, 1, 0], [2, 0, 1], [0, 1, 0]],
        ]
    ).transpose([1, 0, 2])
    expected = np.array(
        [
            [[2, 2, 2], [6, 5, 6], [7, 8, 9], [0, 0, 0]],
            [[2, 3, 2], [7, 5, 7], [8, 9, 8], [11, 12, 0]],
        ]
    ).transpose([1, 0, 2])
    array, expected = tf.constant(array, tf.float32), tf.constant(expected, tf.float32)
    if merged:
        array, expected = tf.reshape(array, [4, 6]), tf.reshape(expected, [4, 6])
    for _ in range(depth_ndims):
        array, expected = tf.stack([array, array + 1], -1), tf.stack([expected, expected + 1], -1)
    out = bsd.gather_tree_from_array(array, tf.constant(parents, tf.int32), [[3, 3, 3], [4, 4, 3]])
    np.testing.assert_equal(out.numpy(), expected.numpy())


def test_gather_tree_from_array_complex_trajectory():
    # tfa's arrays ([time, batch 1, beam 5]) side by side, a time step a row: (array, parents,
    # expected).
    steps = [
        ([25, 12, 114, 89, 97], [0, 0, 0, 0, 0], [25, 25, 25, 25, 25]),
        ([9, 91, 64, 11, 162], [0, 0, 0, 0, 0], [9, 9, 91, 9, 9]),
        ([34, 34, 34, 34, 34], [0, 1, 2, 3, 4], [34, 34, 34, 34, 34]),
        ([2, 4, 2, 2, 4], [0, 0, 1, 2, 1], [2, 4, 2, 4, 4]),
        ([2, 3, 6, 2, 2], [0, 1, 1, 2, 3], [2, 3, 6, 3, 6]),
        ([2, 2, 2, 3, 2], [0, 1, 3, 1, 2], [2, 2, 2, 3, 2]),
        ([2, 2, 2, 2, 2], [0, 1, 2, 3, 4], [2, 2, 2, 2, 2]),
    ]
    array, parents, expected = (np.array(column)[:, None] for column in zip(*steps))
    array, expected = array[..., None], expected[..., None]
    out = bsd.gather_tree_from_array(
        tf.constant(array, tf.float32), tf.constant(parents, tf.int32), [[4, 6, 4, 7, 6]]
    )
    np.testing.assert_equal(out.numpy(), expected)


@pytest.mark.parametrize(
    "static,dynamic,valid",
    [
        ((8, 4, 5, 10), (None, None, 5, 10), True),
        ((8, 20, 10), (None, None, 10), True),
        ((8, 21, 10), (None, None, 10), False),
        ((8, 4, 6, 10), (None, None, None, 10), False),
        ((8, 4), (None, None), False),
    ],
)
def test_array_shape_dynamic_checks(static, dynamic, valid):
    @tf.function(input_signature=(tf.TensorSpec(dynamic, tf.float32),))
    def check(t):
        bsd._check_batch_beam(t, 4, 5)

    t = tf.random.uniform(static)
    if valid:
        check(t)
    else:
        with pytest.raises(tf.errors.InvalidArgumentError):
            check(t)


def test_array_shape_static_checks():
    check = bsd._check_static_batch_beam_maybe
    assert check(tf.TensorShape([None, None, None]), 3, 5) is True
    assert check(tf.TensorShape([15, None, None]), 3, 5) is True
    assert check(tf.TensorShape([16, None, None]), 3, 5) is False
    assert check(tf.TensorShape([3, 5, None]), 3, 5) is True
    assert check(tf.TensorShape([3, 6, None]), 3, 5) is False
    assert check(tf.TensorShape([5, 3, None]), 3, 5) is False


def test_eos_masking():
    probs = tf.constant(
        [
            [[-0.2, -0.2, -0.2, -0.2, -0.2], [-0.3, -0.3, -0.3, 3, 0], [5, 6, 0, 0, 0]],
            [[-0.2, -0.2, -0.2, -0.2, 0], [-0.3, -0.3, -0.1, 3, 0], [5, 6, 3, 0, 0]],
        ]
    )
    finished = np.array([[0, 1, 0], [0, 1, 1]], dtype=bool)
    masked = bsd._mask_probs(probs, 0, finished).numpy()
    np.testing.assert_equal(probs[0][0], masked[0][0])
    np.testing.assert_equal(probs[0][2], masked[0][2])
    np.testing.assert_equal(probs[1][0], masked[1][0])
    for b, k in ((0, 1), (1, 1), (1, 2)):
        assert masked[b][k][0] == 0
        np.testing.assert_allclose(masked[b][k][1:], np.finfo("float32").min)


def test_missing_embedding_fn():
    cell = keras.layers.LSTMCell(5)
    decoder = tfa.seq2seq.BeamSearchDecoder(cell, beam_width=4)
    state = cell.get_initial_state(batch_size=24)
    with pytest.raises(ValueError):
        decoder(None, tf.ones([6], tf.int32), tf.constant(2), state)


def _logits(big=2.7, eos_case=False):
    logits = np.full([2, 3, 5], 0.0001)
    logits[0, 0, 2], logits[0, 0, 3], logits[0, 1, 3], logits[0, 1, 4] = 1.9, 2.1, 3.1, 0.9
    logits[1, 0, 1], logits[1, 1, 2] = 0.5, (5.7 if eos_case else big)
    logits[1, 2, 2], logits[1, 2, 3] = (1.0 if eos_case else 10.0), 0.2
    return tf.constant(logits, tf.float32)


def _step(logits, state, beam_width=3):
    return bsd._beam_search_step(
        time=2,
        logits=logits,
        next_cell_state=state.cell_state,
        beam_state=state,
        batch_size=tf.constant(2),
        beam_width=beam_width,
        end_token=0,
        length_penalty_weight=0.6,
        coverage_penalty_weight=0.0,
        output_all_scores=False,
    )


def test_beam_step():
    state = tfa.seq2seq.BeamSearchDecoderState(
        cell_state=tf.zeros([2, 3]),
        log_probs=tf.nn.log_softmax(tf.ones([2, 3])),
        lengths=tf.constant(2, shape=[2, 3], dtype=tf.int64),
        finished=tf.zeros([2, 3], tf.bool),
        accumulated_attention_probs=(),
    )
    logits = _logits()
    out, nxt = _step(logits, state)
    lp = tf.nn.log_softmax(logits).numpy()
    np.testing.assert_equal(out.predicted_ids.numpy(), [[3, 3, 2], [2, 2, 1]])
    np.testing.assert_equal(out.parent_ids.numpy(), [[1, 0, 0], [2, 1, 0]])
    np.testing.assert_equal(nxt.lengths.numpy(), [[3, 3, 3], [3, 3, 3]])
    np.testing.assert_equal(nxt.finished.numpy(), np.zeros([2, 3], bool))
    expected = state.log_probs.numpy().copy()
    expected[0] += [lp[0, 1, 3], lp[0, 0, 3], lp[0, 0, 2]]
    expected[1] += [lp[1, 2, 2], lp[1, 1, 2], lp[1, 0, 1]]
    np.testing.assert_equal(nxt.log_probs.numpy(), expected)


def test_step_with_eos():
    state = tfa.seq2seq.BeamSearchDecoderState(
        cell_state=tf.zeros([2, 3]),
        log_probs=tf.nn.log_softmax(tf.ones([2, 3])),
        lengths=tf.constant([[2, 1, 2], [2, 2, 1]], tf.int64),
        finished=tf.constant([[False, True, False], [False, False, True]]),
        accumulated_attention_probs=(),
    )
    logits = _logits(eos_case=True)
    out, nxt = _step(logits, state)
    lp = tf.nn.log_softmax(logits).numpy()
    np.testing.assert_equal(out.parent_ids.numpy(), [[1, 0, 0], [1, 2, 0]])
    np.testing.assert_equal(out.predicted_ids.numpy(), [[0, 3, 2], [2, 0, 1]])
    np.testing.assert_equal(nxt.lengths.numpy(), [[1, 3, 3], [3, 1, 3]])
    np.testing.assert_equal(nxt.finished.numpy(), [[True, False, False], [False, True, False]])
    expected = state.log_probs.numpy().copy()
    expected[0][1] += lp[0, 0, 3]
    expected[0][2] += lp[0, 0, 2]
    expected[1][0] += lp[1, 1, 2]
    expected[1][2] += lp[1, 0, 1]
    np.testing.assert_equal(nxt.log_probs.numpy(), expected)


def test_large_beam_step():
    k = 8
    first = tf.one_hot(tf.zeros([2], tf.int32), k, on_value=True, off_value=False)
    lengths = np.zeros([2, k], np.int64)
    lengths[:, 0] = 2
    state = tfa.seq2seq.BeamSearchDecoderState(
        cell_state=tf.zeros([2, k]),
        log_probs=tf.where(first, 0.0, -np.inf),
        lengths=tf.constant(lengths),
        finished=tf.logical_not(first),
        accumulated_attention_probs=(),
    )
    logits = np.full([2, k, 5], 0.0001)
    logits[:, :3] = _logits().numpy()
    out, nxt = _step(tf.constant(logits, tf.float32), state, beam_width=k)
    assert out.predicted_ids[0, 0] == 3 and out.predicted_ids[0, 1] == 2
    assert out.predicted_ids[1, 0] == 1
    np.testing.assert_equal(nxt.log_probs[:, -3:].numpy(), np.full([2, 3], -np.inf))
    assert np.all(nxt.log_probs[:, :-3].numpy() > -np.inf)
    assert np.all(nxt.lengths[:, :-3].numpy() > 0)
    np.testing.assert_equal(nxt.lengths[:, -3:].numpy(), np.zeros([2, 3]))


# tfa runs the full 2^5 grid; a covering subset keeps this file fast (every flag both ways).
@pytest.mark.parametrize(
    "cell_class,time_major,has_attention,with_alignment_history,output_all_scores",
    [
        (keras.layers.LSTMCell, False, True, True, False),
        (keras.layers.LSTMCell, True, True, False, True),
        (keras.layers.GRUCell, False, True, False, False),
        (keras.layers.GRUCell, True, False, True, True),
        (keras.layers.LSTMCell, False, False, False, True),
    ],
)
def test_beam_search_decoder(
    cell_class, time_major, has_attention, with_alignment_history, output_all_scores
):
    lengths, batch, max_time, depth, vocab, beam = np.array([3, 2, 3, 1, 1]), 5, 4, 7, 20, 3
    output_layer = keras.layers.Dense(vocab)
    embedding = tf.random.normal([vocab, 50])
    cell = cell_class(9)
    if has_attention:
        mechanism = tfa.seq2seq.BahdanauAttention(units=6)
        cell = tfa.seq2seq.AttentionWrapper(
            cell=cell,
            attention_mechanism=mechanism,
            attention_layer_size=6,
            alignment_history=with_alignment_history,
        )
    decoder = tfa.seq2seq.BeamSearchDecoder(
        cell=cell,
        beam_width=beam,
        output_layer=output_layer,
        length_penalty_weight=0.0,
        coverage_penalty_weight=0.2 if has_attention else 0.0,
        output_time_major=time_major,
        maximum_iterations=3,
        output_all_scores=output_all_scores,
    )

    @tf.function(
        input_signature=(
            tf.TensorSpec([None, None, depth], tf.float32),
            tf.TensorSpec([None], tf.int32),
        )
    )
    def decode(memory, memory_sequence_length):
        batch_t = tf.shape(memory)[0]
        if has_attention:
            mechanism.setup_memory(
                tfa.seq2seq.tile_batch(memory, multiplier=beam),
                memory_sequence_length=tfa.seq2seq.tile_batch(
                    memory_sequence_length, multiplier=beam
                ),
            )
            state = cell.get_initial_state(batch_size=batch_t * beam, dtype=tf.float32)
        else:
            state = cell.get_initial_state(batch_size=batch_t * beam)
        return decoder(
            embedding, start_tokens=tf.fill([batch_t], 0), end_token=vocab - 1, initial_state=state
        )

    out, state, seq_lengths = decode(
        tf.random.normal([batch, max_time, depth]), tf.constant(lengths, tf.int32)
    )
    assert isinstance(out, tfa.seq2seq.FinalBeamSearchDecoderOutput)
    assert isinstance(state, tfa.seq2seq.BeamSearchDecoderState)
    steps = int(np.max(seq_lengths.numpy()))

    def t(shape):
        return (shape[1], shape[0]) + shape[2:] if time_major else shape

    assert tuple(out.predicted_ids.shape.as_list()) == t((batch, steps, beam))
    scores = out.beam_search_decoder_output.scores
    if output_all_scores:
        assert tuple(scores.shape.as_list()) == t((batch, steps, beam, vocab))
        assert tuple(decoder.output_size.scores.as_list()) == (beam, vocab)
    else:
        assert tuple(scores.shape.as_list()) == t((batch, steps, beam))
        assert tuple(decoder.output_size.scores.as_list()) == (beam,)


# -- basic_decoder_test.py -----------------------------------------------------------------------
def _first_step(sampler, cell, inputs, output_layer=None, **init):
    decoder = tfa.seq2seq.BasicDecoder(cell=cell, sampler=sampler, output_layer=output_layer)
    state = cell.get_initial_state(batch_size=5)
    first = decoder.initialize(inputs, initial_state=state, **init)
    return decoder, first, decoder.step(tf.constant(0), first[1], first[2])


def _first_ragged_step(sampler, cell, inputs, output_layer=None, **init):
    """`_first_step` over 5 sequences of lengths 3, 4, 3, 1 and 0: the empty one must be finished
    from the start, the one of length 1 after the step."""
    decoder, first, step = _first_step(
        sampler, cell, inputs, output_layer, sequence_length=[3, 4, 3, 1, 0], **init
    )
    np.testing.assert_equal(first[0].numpy(), [False, False, False, False, True])
    np.testing.assert_equal(step[3].numpy(), [False, False, False, True, True])
    return decoder, first, step


@pytest.mark.parametrize("use_output_layer", [True, False])
def test_step_with_training_helper_output_layer(use_output_layer):
    inputs = tf.constant(np.random.randn(5, 8, 7).astype(np.float32))
    layer = keras.layers.Dense(3, use_bias=False) if use_output_layer else None
    decoder, (_, _, state0), (out, state, _, _) = _first_ragged_step(
        tfa.seq2seq.TrainingSampler(time_major=False), keras.layers.LSTMCell(10), inputs, layer
    )
    depth = 3 if use_output_layer else 10
    assert decoder.output_size == tfa.seq2seq.BasicDecoderOutput(depth, tf.TensorShape([]))
    assert decoder.output_dtype == tfa.seq2seq.BasicDecoderOutput(tf.float32, tf.int32)
    assert len(state0) == 2 and len(state) == 2
    assert type(out) is tfa.seq2seq.BasicDecoderOutput
    assert out[0].shape == (5, depth) and out[1].shape == (5,)
    assert state[0].shape == (5, 10) and state[1].shape == (5, 10)
    if use_output_layer:
        assert len(layer.variables) == 1
    np.testing.assert_equal(np.argmax(out.rnn_output, -1), out.sample_id)


@pytest.mark.parametrize("use_mask", [True, False, None])
def test_step_with_training_helper_masked_input(use_mask):
    lengths = np.array([8] * 5 if use_mask is None else [3, 4, 3, 1, 0], np.int32)
    mask = [[True] * n + [False] * (8 - n) for n in lengths]
    init = (
        {} if use_mask is None else ({"mask": mask} if use_mask else {"sequence_length": lengths})
    )
    _, (finished0, _, _), (out, _, _, finished) = _first_step(
        tfa.seq2seq.TrainingSampler(),
        keras.layers.LSTMCell(10),
        tf.constant(np.random.randn(5, 8, 7).astype(np.float32)),
        keras.layers.Dense(3, use_bias=False),
        **init,
    )
    np.testing.assert_equal(lengths == 0, finished0)
    np.testing.assert_equal(np.maximum(lengths - 1, 0) == 0, finished)
    np.testing.assert_equal(np.argmax(out.rnn_output, -1), out.sample_id)


@pytest.mark.parametrize(
    "sampler",
    [tfa.seq2seq.GreedyEmbeddingSampler, lambda: tfa.seq2seq.SampleEmbeddingSampler(seed=0)],
)
def test_step_with_embedding_samplers(sampler):
    embeddings = np.random.randn(7, 10).astype(np.float32)
    _, (finished0, _, _), (out, state, next_inputs, finished) = _first_step(
        sampler(),
        keras.layers.LSTMCell(7),
        tf.constant(embeddings),
        start_tokens=np.random.randint(0, 7, size=5),
        end_token=1,
    )
    ids = out.sample_id.numpy()
    if isinstance(sampler, type):
        np.testing.assert_equal(np.argmax(out.rnn_output, -1), ids)
    assert out.sample_id.dtype == tf.int32 and state[0].shape == (5, 7)
    np.testing.assert_equal(finished0.numpy(), [False] * 5)
    np.testing.assert_equal(ids == 1, finished)
    np.testing.assert_equal(embeddings[ids], next_inputs)


def test_step_with_scheduled_embedding_training_helper():
    inputs = np.random.randn(5, 8, 7).astype(np.float32)
    embeddings = np.random.randn(10, 7).astype(np.float32)
    _, _, (out, _, next_inputs, _) = _first_ragged_step(
        tfa.seq2seq.ScheduledEmbeddingTrainingSampler(sampling_probability=tf.constant(0.5)),
        keras.layers.LSTMCell(10),
        tf.constant(inputs),
        embedding=embeddings,
    )
    ids = out.sample_id.numpy()
    assert ids.dtype == np.int32 and next_inputs.shape == (5, 7)
    np.testing.assert_equal(next_inputs.numpy()[ids > -1], embeddings[ids[ids > -1]])
    np.testing.assert_equal(next_inputs.numpy()[ids == -1], inputs[ids == -1, 1])


@pytest.mark.parametrize("use_auxiliary_inputs", [True, False])
@pytest.mark.parametrize("use_next_inputs_fn", [True, False])
@pytest.mark.parametrize("sampling_probability", [0.0, 0.5])
def test_step_with_scheduled_output_training_helper(
    sampling_probability, use_next_inputs_fn, use_auxiliary_inputs
):
    aux = np.random.randn(5, 8, 4).astype(np.float32) if use_auxiliary_inputs else None
    inputs = np.random.randn(5, 8, 7).astype(np.float32)
    fn = (
        (lambda o: tf.one_hot(tf.argmax(o, axis=1), 7, dtype=tf.float32))
        if use_next_inputs_fn
        else None
    )
    _, _, (out, _, next_inputs, _) = _first_ragged_step(
        tfa.seq2seq.ScheduledOutputTrainingSampler(
            tf.constant(sampling_probability), next_inputs_fn=fn
        ),
        keras.layers.LSTMCell(7),
        tf.constant(inputs),
        auxiliary_inputs=aux,
    )
    sampled = out.sample_id.numpy().astype(bool)
    aux1 = aux[:, 1] if use_auxiliary_inputs else np.zeros([5, 0], np.float32)
    fed = (fn(out.rnn_output) if fn else out.rnn_output).numpy()
    np.testing.assert_equal(
        next_inputs.numpy()[sampled], np.concatenate([fed[sampled], aux1[sampled]], -1)
    )
    np.testing.assert_equal(
        next_inputs.numpy()[~sampled], np.concatenate([inputs[~sampled, 1], aux1[~sampled]], -1)
    )


def test_step_with_inference_helper_categorical():
    sampler = tfa.seq2seq.InferenceSampler(
        lambda x: sampler_py.categorical_sample(logits=x),
        sample_shape=(),
        sample_dtype=tf.int32,
        end_fn=lambda ids: tf.equal(ids, 6),
        next_inputs_fn=lambda x: tf.one_hot(x, 7, dtype=tf.float32),
    )
    decoder, _, (out, _, next_inputs, finished) = _first_step(
        sampler, keras.layers.LSTMCell(7), tf.one_hot(np.zeros(5, np.int32), 7)
    )
    assert decoder.output_size == tfa.seq2seq.BasicDecoderOutput(7, tf.TensorShape([]))
    ids = out.sample_id.numpy()
    np.testing.assert_equal(ids == 6, finished)
    np.testing.assert_equal(np.eye(7)[ids], next_inputs)


def test_step_with_inference_helper_multilabel():
    sampler = tfa.seq2seq.InferenceSampler(
        lambda x: sampler_py.bernoulli_sample(logits=x, dtype=tf.bool),
        sample_shape=[7],
        sample_dtype=tf.bool,
        end_fn=lambda ids: ids[:, 6],
        next_inputs_fn=lambda x: tf.cast(x, tf.float32),
    )
    decoder, _, (out, _, next_inputs, finished) = _first_step(
        sampler, keras.layers.LSTMCell(7), tf.one_hot(np.zeros(5, np.int32), 7)
    )
    assert decoder.output_size == tfa.seq2seq.BasicDecoderOutput(7, 7)
    assert decoder.output_dtype == tfa.seq2seq.BasicDecoderOutput(tf.float32, tf.bool)
    ids = out.sample_id.numpy()
    assert ids.shape == (5, 7)
    np.testing.assert_equal(ids[:, 6], finished)
    np.testing.assert_equal(ids.astype(np.float32), next_inputs)


def test_basic_decoder_with_attention_wrapper():
    mechanism = tfa.seq2seq.LuongAttention(32)
    cell = tfa.seq2seq.AttentionWrapper(keras.layers.LSTMCell(32), mechanism)
    decoder = tfa.seq2seq.BasicDecoder(
        cell, tfa.seq2seq.TrainingSampler(), output_layer=keras.layers.Dense(1000)
    )  # no memory yet
    mechanism.setup_memory(tf.random.normal([2, 5, 32]), memory_sequence_length=[5, 3])
    state = cell.get_initial_state(batch_size=2, dtype=tf.float32)
    inputs = tf.random.normal([2, 4, 8])
    out, _, lengths = decoder(inputs, initial_state=state, sequence_length=[4, 2])
    assert out.rnn_output.shape == (2, 4, 1000)
    assert lengths.numpy().tolist() == [4, 2]
    # The outcome: each valid step is the wrapper's own step followed by the output layer.
    step_state = cell.get_initial_state(batch_size=2, dtype=tf.float32)
    for t in range(4):
        cell_out, step_state = cell(inputs[:, t], step_state)
        expected = decoder.output_layer(cell_out).numpy()
        valid = [0, 1] if t < 2 else [0]
        np.testing.assert_allclose(
            out.rnn_output.numpy()[valid, t], expected[valid], rtol=1e-5, atol=1e-5
        )


def test_right_padded_sequence_assertion():
    sampler_py._check_sequence_is_right_padded(
        [[True, True, False, False], [True, True, True, False]], False
    )
    with pytest.raises(tf.errors.InvalidArgumentError):
        sampler_py._check_sequence_is_right_padded(
            [[False, False, True, True], [False, True, True, True]], False
        )


# -- decoder_test.py -----------------------------------------------------------------------------
@pytest.mark.parametrize("maximum_iterations", [None, 1, tf.constant(1, tf.int32)])
@pytest.mark.parametrize("time_major", [True, False])
def test_dynamic_decode_rnn(time_major, maximum_iterations):
    lengths = [3, 4, 3, 1, 0]
    cell = keras.layers.LSTMCell(10)
    decoder = tfa.seq2seq.BasicDecoder(
        cell=cell,
        sampler=tfa.seq2seq.TrainingSampler(time_major),
        output_time_major=time_major,
        maximum_iterations=maximum_iterations,
    )

    @tf.function(
        input_signature=(
            tf.TensorSpec([None, None, 7], tf.float32),
            tf.TensorSpec([None], tf.int32),
        )
    )
    def decode(inputs, sequence_length):
        state = cell.get_initial_state(batch_size=tf.shape(sequence_length)[0])
        return decoder(inputs, initial_state=state, sequence_length=sequence_length)

    inputs = tf.random.normal([5, 8, 7])
    out, _, final_lengths = decode(
        tf.transpose(inputs, [1, 0, 2]) if time_major else inputs, lengths
    )
    steps, expected = 4, lengths
    if maximum_iterations is not None:
        steps, expected = 1, [min(n, 1) for n in lengths]

    def t(shape):
        return (shape[1], shape[0]) + shape[2:] if time_major else shape

    assert final_lengths.shape == (5,)
    assert out.rnn_output.shape == t((5, steps, 10))
    assert out.sample_id.shape == t((5, steps))
    np.testing.assert_array_equal(expected, final_lengths)


@pytest.mark.parametrize("use_sequence_length", [True, False])
def test_dynamic_decode_with_training_helper_matches_rnn(use_sequence_length):
    lengths = [3, 4, 3, 1, 0]
    inputs = tf.constant(np.random.randn(5, 8, 7).astype(np.float32))
    cell = keras.layers.LSTMCell(10)
    zero = cell.get_initial_state(batch_size=5)
    decoder = tfa.seq2seq.BasicDecoder(
        cell=cell, sampler=tfa.seq2seq.TrainingSampler(), impute_finished=use_sequence_length
    )
    out, state, _ = decoder(inputs, initial_state=zero, sequence_length=lengths)
    rnn = keras.layers.RNN(cell, return_sequences=True, return_state=True)
    mask = tf.sequence_mask(lengths, maxlen=8) if use_sequence_length else None
    rnn_out = rnn(inputs, mask=mask, initial_state=zero)
    expected = rnn_out[0]
    if use_sequence_length:
        expected *= tf.cast(mask[:, :, None], expected.dtype)
    np.testing.assert_allclose(out.rnn_output, expected[:, :4], atol=1e-6)
    if use_sequence_length:
        np.testing.assert_allclose(state, rnn_out[1:], atol=1e-6)


# -- loss_test.py --------------------------------------------------------------------------------
def _loss_data():
    logits = tf.stack([tf.constant(i + 0.5, shape=[2, 5]) for i in range(3)], axis=1)
    targets = tf.stack([tf.constant(i, tf.int32, shape=[2]) for i in range(3)], axis=1)
    return logits, targets, tf.ones([2, 3]), 1.60944


# The shape of the loss by (average_across_timesteps, average_across_batch).
LOSS_SHAPE = {(True, True): (), (False, True): (3,), (True, False): (2,), (False, False): (2, 3)}


def _loss_class(avg_t=False, avg_b=False, sum_t=False, sum_b=False):
    return tfa.seq2seq.SequenceLoss(
        average_across_timesteps=avg_t,
        average_across_batch=avg_b,
        sum_over_timesteps=sum_t,
        sum_over_batch=sum_b,
    )


@pytest.mark.parametrize("avg_t", [True, False])
@pytest.mark.parametrize("avg_b", [True, False])
@pytest.mark.parametrize("zero_weights", [True, False])
def test_sequence_loss(avg_t, avg_b, zero_weights):
    logits, targets, weights, value = _loss_data()
    if zero_weights:
        weights, value = tf.zeros([2, 3]), 0.0
    out = tfa.seq2seq.sequence_loss(
        logits, targets, weights, average_across_timesteps=avg_t, average_across_batch=avg_b
    )
    np.testing.assert_allclose(out, np.full(LOSS_SHAPE[avg_t, avg_b], value), rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("avg_t", [True, False])
@pytest.mark.parametrize("avg_b", [True, False])
def test_sequence_loss_class(avg_t, avg_b):
    logits, targets, weights, value = _loss_data()
    loss = _loss_class(avg_t=avg_t, avg_b=avg_b)
    expected = np.full(LOSS_SHAPE[avg_t, avg_b], value)
    np.testing.assert_allclose(loss(targets, logits, weights), expected, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("last_zero", [False, True])
def test_sum_reduction(last_zero):
    logits, targets, weights, value = _loss_data()
    if last_zero:
        weights = tf.concat([tf.ones([2, 2]), tf.zeros([2, 1])], 1)
    per_step = np.full(3, value)
    total = np.full((2, 3), value)
    if last_zero:
        per_step[-1], total[:, -1] = 0.0, 0.0
    for sum_t, sum_b, expected in (
        (True, True, value),
        (False, True, per_step),
        (True, False, np.full(2, value)),
        (False, False, total),
    ):
        loss = _loss_class(sum_t=sum_t, sum_b=sum_b)
        np.testing.assert_allclose(loss(targets, logits, weights), expected, rtol=1e-6, atol=1e-6)


def test_ambiguous_order():
    logits, targets, weights, _ = _loss_data()
    loss = _loss_class(avg_b=True, sum_t=True)
    with pytest.raises(ValueError, match="because of ambiguous order"):
        loss(targets, logits, weights)


def test_keras_compatibility():
    logits, targets, weights, value = _loss_data()
    targets = tf.one_hot(targets, depth=5)
    row = logits[0]
    inp = keras.Input(shape=(3,))
    out = keras.layers.Lambda(
        lambda x: tf.tile(row[None], [tf.shape(x)[0], 1, 1]), output_shape=(3, 5)
    )(inp)
    model = keras.Model(inp, out)
    model.compile(optimizer="adam", loss=tfa.seq2seq.SequenceLoss())  # no sample_weight_mode
    history = model.fit(
        tf.ones([2, 3]), targets, sample_weight=weights, batch_size=2, steps_per_epoch=1, verbose=0
    )
    np.testing.assert_allclose(history.history["loss"][0], value, rtol=1e-6, atol=1e-6)


# -- attention_wrapper_test.py (API-level expectations) -------------------------------------------
def test_attention_wrapper_state_clone_checks_shapes():
    memory = tf.random.normal([1, 3, 100])
    mechanism = tfa.seq2seq.LuongAttention(100, memory=memory, memory_sequence_length=[3])
    cell = tfa.seq2seq.AttentionWrapper(
        keras.layers.LSTMCell(100), mechanism, attention_layer_size=10
    )
    state = cell.get_initial_state(batch_size=1, dtype=tf.float32)
    state = state.clone(cell_state=[tf.zeros((1, 100)), tf.zeros((1, 100))])
    assert isinstance(state, tfa.seq2seq.AttentionWrapperState)
    assert state.attention.shape == (1, 10)
    with pytest.raises(ValueError):
        state.clone(attention=tf.zeros([2, 10]))


def test_attention_wrapper_docstring_example_and_errors():
    memory = tf.random.uniform([4, 7, 32])
    mechanism = tfa.seq2seq.LuongAttention(32)
    with pytest.raises(ValueError, match="before the setup of memory"):
        mechanism([tf.zeros([4, 32]), tf.zeros([4, 7])])
    mechanism.setup_memory(memory, tf.fill([4], 7))
    cell = tfa.seq2seq.AttentionWrapper(
        keras.layers.LSTMCell(32), mechanism, attention_layer_size=32
    )
    inputs = tf.random.uniform([4, 32])
    outputs, state = cell(inputs, cell.get_initial_state(inputs))
    assert outputs.shape == (4, 32)
    assert cell.output_size == 32
    assert cell.state_size.alignments == 7
    with pytest.raises(ValueError, match="tile_batch"):
        cell.get_initial_state(batch_size=8, dtype=tf.float32)
    with pytest.raises(ValueError, match="Only one of"):
        tfa.seq2seq.AttentionWrapper(
            keras.layers.LSTMCell(32),
            mechanism,
            attention_layer_size=3,
            attention_layer=keras.layers.Dense(3),
        )
    with pytest.raises(ValueError, match="Invalid probability function"):
        tfa.seq2seq.LuongAttention(4, probability_fn="sparsemax")


def test_hardmax():
    out = tfa.seq2seq.hardmax([[0.1, 0.7, 0.2], [3.0, -1.0, 3.0]])
    np.testing.assert_equal(out.numpy(), [[0, 1, 0], [1, 0, 0]])


# -- API coverage beyond tfa's tests: lists of mechanisms, attention_fn, monotonic, CustomSampler --
def _memory():
    return tf.random.normal([2, 5, 4]), tf.constant([5, 3])


def test_attention_wrapper_with_a_list_of_mechanisms():
    memory, lengths = _memory()
    mechanisms = [
        tfa.seq2seq.LuongAttention(6, memory, lengths),
        tfa.seq2seq.BahdanauAttention(3, memory, lengths),
    ]
    cell = tfa.seq2seq.AttentionWrapper(
        keras.layers.LSTMCell(6), mechanisms, attention_layer_size=[2, 3], alignment_history=True
    )
    state = cell.get_initial_state(batch_size=2, dtype=tf.float32)
    assert isinstance(state.alignments, tuple) and len(state.alignments) == 2
    out, state = cell(tf.zeros([2, 3]), state)
    out, state = cell(tf.zeros([2, 3]), state)
    assert out.shape == (2, 5) and cell.output_size == 5
    assert [h.stack().shape for h in state.alignment_history] == [(2, 2, 5)] * 2
    np.testing.assert_allclose([a.numpy().sum(-1) for a in state.alignments], 1.0, atol=1e-6)


def test_attention_wrapper_custom_attention_fn_and_layer():
    memory, lengths = _memory()
    mechanism = tfa.seq2seq.LuongAttention(6, memory, lengths)
    calls = []

    def attention_fn(mech, cell_output, attention_state, attention_layer):
        calls.append(1)
        alignments, next_state = mech([cell_output, attention_state])
        context = tf.einsum("bs,bsd->bd", alignments, mech.values)
        return attention_layer(tf.concat([cell_output, context], 1)), alignments, next_state

    cell = tfa.seq2seq.AttentionWrapper(
        keras.layers.LSTMCell(6),
        mechanism,
        attention_layer=keras.layers.Dense(4),
        attention_fn=attention_fn,
        cell_input_fn=lambda x, a: x,
    )
    out, state = cell(tf.zeros([2, 3]), cell.get_initial_state(batch_size=2, dtype=tf.float32))
    assert calls and out.shape == (2, 4) and state.attention.shape == (2, 4)


@pytest.mark.parametrize("name", ["BahdanauMonotonicAttention", "LuongMonotonicAttention"])
def test_monotonic_mechanisms(name):
    memory, lengths = _memory()
    mechanism = getattr(tfa.seq2seq, name)(
        6, memory=memory, memory_sequence_length=lengths, score_bias_init=-1.0, mode="parallel"
    )
    cell = tfa.seq2seq.AttentionWrapper(keras.layers.LSTMCell(6), mechanism)
    state = cell.get_initial_state(batch_size=2, dtype=tf.float32)
    np.testing.assert_equal(state.alignments.numpy()[:, 0], [1.0, 1.0])  # one-hot at position 0
    _, state = cell(tf.zeros([2, 3]), state)
    assert np.all(state.alignments.numpy()[1, 3:] == 0)  # past the length
    assert np.all(state.alignments.numpy().sum(-1) <= 1 + 1e-6)
    np.testing.assert_allclose(
        tfa.seq2seq.safe_cumprod(tf.constant([0.5, 0.5, 0.5])), [0.5, 0.25, 0.125], rtol=1e-6
    )


def test_custom_sampler_drives_basic_decoder():
    embeddings = tf.random.normal([7, 4])

    def initialize_fn(inputs):
        return tf.zeros([3], tf.bool), tf.gather(embeddings, [1, 1, 1])

    def sample_fn(time, outputs, state):
        return tf.argmax(outputs, -1, output_type=tf.int32)

    def next_inputs_fn(time, outputs, state, sample_ids):
        return tf.fill([3], time + 1 >= 4), tf.gather(embeddings, sample_ids), state

    cell = keras.layers.LSTMCell(7)
    decoder = tfa.seq2seq.BasicDecoder(
        cell, tfa.seq2seq.CustomSampler(initialize_fn, sample_fn, next_inputs_fn)
    )
    out, _, lengths = decoder(None, initial_state=cell.get_initial_state(batch_size=3))
    assert out.rnn_output.shape == (3, 4, 7) and out.sample_id.shape == (3, 4)
    np.testing.assert_array_equal(lengths, [4, 4, 4])
