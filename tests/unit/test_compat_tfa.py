"""Parity of `seq2seq.compat.tfa` with tensorflow-addons 0.23 (TF 2.15.1).

Fixtures in tests/fixtures/compat/ are written by reference/make_tfa_compat_fixtures.py in the
reference environment: fixed weights, fixed inputs, tfa's outputs. Each case is rebuilt here with
the compat layer, written exactly as a tfa user would (`tfa.seq2seq.X`), the same weights are
assigned, and the outputs must match (1e-5; 1e-4 for quantities accumulated over steps).
"""

import keras
import numpy as np
import pytest
import tensorflow as tf
from conftest import FIXTURE_DIR

from seq2seq.compat import tfa

FIXTURES = FIXTURE_DIR / "compat"
ATOL = 1e-5
ATOL_ACC = 1e-4
B, E, A, C, BAHDANAU_UNITS = 3, 5, 7, 6, 5
START, END = 1, 2


def load(name):
    with np.load(FIXTURES / f"{name}.npz") as data:
        return {k: data[k] for k in data.files}


class Case:
    """The compat mirror of the generator's `Case`: same objects, same weights."""

    def __init__(self, fx, attention=None, history=False, out_depth=None):
        self.fx = fx
        self.attention = attention
        self.cell = keras.layers.LSTMCell(C)
        self.out = keras.layers.Dense(out_depth or fx["out_bias"].shape[0])
        if attention == "luong":
            self.mechanism = tfa.seq2seq.LuongAttention(C)
        elif attention == "bahdanau":
            self.mechanism = tfa.seq2seq.BahdanauAttention(BAHDANAU_UNITS)
        if attention:
            self.wrapper = tfa.seq2seq.AttentionWrapper(
                self.cell, self.mechanism, attention_layer_size=A, alignment_history=history
            )

    @property
    def top(self):
        return self.wrapper if self.attention else self.cell

    def setup(self, multiplier=1):
        if self.attention:
            self.mechanism.setup_memory(
                tfa.seq2seq.tile_batch(self.fx["memory"], multiplier),
                memory_sequence_length=tfa.seq2seq.tile_batch(self.fx["lengths"], multiplier),
            )

    def initial_state(self, multiplier=1):
        cell_state = [
            tfa.seq2seq.tile_batch(tf.constant(self.fx["h0"]), multiplier),
            tfa.seq2seq.tile_batch(tf.constant(self.fx["c0"]), multiplier),
        ]
        if not self.attention:
            return cell_state
        state = self.wrapper.get_initial_state(batch_size=B * multiplier, dtype=tf.float32)
        return state.clone(cell_state=cell_state)

    def build_and_assign(self, input_depth=E, multiplier=1):
        self.setup(multiplier)
        out, _ = self.top(tf.zeros([B * multiplier, input_depth]), self.initial_state(multiplier))
        self.out(out)
        assign_weights(self)
        self.setup(multiplier)
        return self


def assign_weights(case):
    """The fixture's weights into a built case (this module's `Case` or a `Case` of another
    precision): its cell, output layer and, with attention, mechanism and wrapper."""
    fx = case.fx
    case.cell.kernel.assign(fx["cell_kernel"])
    case.cell.recurrent_kernel.assign(fx["cell_recurrent_kernel"])
    case.cell.bias.assign(fx["cell_bias"])
    case.out.kernel.assign(fx["out_kernel"])
    case.out.bias.assign(fx["out_bias"])
    if case.attention:
        case.mechanism.memory_layer.kernel.assign(fx["memory_kernel"])
        if case.attention == "bahdanau":
            case.mechanism.query_layer.kernel.assign(fx["query_kernel"])
            case.mechanism.attention_v.assign(fx["attention_v"])
        case.wrapper.attention_layer.kernel.assign(fx["attention_layer_kernel"])


def close(actual, expected, atol=ATOL):
    np.testing.assert_allclose(np.asarray(actual), expected, atol=atol, rtol=0)


def close_acc(actual, expected):
    """`close` within `ATOL_ACC`, for quantities accumulated over decoder steps."""
    close(actual, expected, ATOL_ACC)


def check_decoded(fx, out, lengths, close=close_acc, prefix=""):
    """A `BasicDecoder`'s outputs and lengths against the fixture's ``<prefix>rnn_output``,
    ``<prefix>sample_id`` and ``<prefix>lengths`` (``final_lengths`` without a prefix)."""
    close(out.rnn_output, fx[f"{prefix}rnn_output"])
    np.testing.assert_array_equal(out.sample_id, fx[f"{prefix}sample_id"])
    np.testing.assert_array_equal(lengths, fx[f"{prefix}lengths" if prefix else "final_lengths"])


def check_wrapper_state(fx, state, close=close_acc):
    """A final `AttentionWrapperState` (with an alignment history) against the fixture."""
    close(state.cell_state[0], fx["final_h"])
    close(state.cell_state[1], fx["final_c"])
    close(state.attention, fx["final_attention"])
    close(state.alignments, fx["final_alignments"])
    history = np.transpose(state.alignment_history.stack(), [1, 0, 2])
    close(history, fx["alignment_history_values"])


def check_beam_search(fx, out, state, lengths, close=close_acc, close_scores=None):
    """A `BeamSearchDecoder`'s final outputs and state against the fixture: ids, parents, lengths
    and finished flags exactly; the step scores (where tfa's are finite, by ``close_scores``,
    ``close`` by default) and the final log-probs within tolerance."""
    raw = out.beam_search_decoder_output
    np.testing.assert_array_equal(out.predicted_ids, fx["predicted_ids"])
    np.testing.assert_array_equal(raw.predicted_ids, fx["step_ids"])
    np.testing.assert_array_equal(raw.parent_ids, fx["parent_ids"])
    finite = np.isfinite(fx["scores"]) & (fx["scores"] > -1e30)
    scores = np.asarray(raw.scores, np.float64)
    np.testing.assert_array_equal(np.isfinite(scores) & (scores > -1e30), finite)
    (close_scores or close)(np.where(finite, scores, 0), np.where(finite, fx["scores"], 0))
    close(state.log_probs, fx["final_log_probs"])
    np.testing.assert_array_equal(state.lengths, fx["final_beam_lengths"])
    np.testing.assert_array_equal(state.finished, fx["final_finished"].astype(bool))
    np.testing.assert_array_equal(lengths, fx["final_lengths"])


# -- BasicDecoder with each sampler --------------------------------------------------------------
def test_basic_decoder_training_sampler_with_attention():
    fx = load("basic_training")
    case = Case(fx, "luong", history=True).build_and_assign()
    decoder = tfa.seq2seq.BasicDecoder(
        case.wrapper, tfa.seq2seq.TrainingSampler(), output_layer=case.out
    )
    out, state, lengths = decoder(
        fx["inputs"], initial_state=case.initial_state(), sequence_length=fx["seq_len"]
    )
    assert isinstance(out, tfa.seq2seq.BasicDecoderOutput)
    assert isinstance(state, tfa.seq2seq.AttentionWrapperState)
    check_decoded(fx, out, lengths)
    check_wrapper_state(fx, state)


def test_basic_decoder_greedy_embedding_sampler_in_tf_function():
    fx = load("basic_greedy")
    case = Case(fx, "bahdanau").build_and_assign()
    decoder = tfa.seq2seq.BasicDecoder(
        case.wrapper,
        tfa.seq2seq.GreedyEmbeddingSampler(),
        output_layer=case.out,
        maximum_iterations=7,
    )

    @tf.function
    def decode():
        return decoder(
            fx["embedding"],
            start_tokens=tf.fill([B], START),
            end_token=END,
            initial_state=case.initial_state(),
        )

    out, state, lengths = decode()
    check_decoded(fx, out, lengths)
    close(state.cell_state[0], fx["final_h"], ATOL_ACC)
    close(state.alignments, fx["final_alignments"], ATOL_ACC)


def test_basic_decoder_sample_embedding_sampler():
    fx = load("basic_sample")
    case = Case(fx, "luong").build_and_assign()
    table = tf.constant(fx["embedding"])
    sampler = tfa.seq2seq.SampleEmbeddingSampler(
        embedding_fn=lambda ids: tf.nn.embedding_lookup(table, ids),
        softmax_temperature=1e-4,
        seed=3,
    )
    decoder = tfa.seq2seq.BasicDecoder(
        case.wrapper, sampler, output_layer=case.out, maximum_iterations=6
    )
    out, _, lengths = decoder(
        None, start_tokens=[START] * B, end_token=END, initial_state=case.initial_state()
    )
    check_decoded(fx, out, lengths)


def test_scheduled_and_inference_samplers():
    fx = load("scheduled")
    case = Case(fx).build_and_assign()
    table = tf.constant(fx["embedding"])
    sampler = tfa.seq2seq.ScheduledEmbeddingTrainingSampler(
        0.0, embedding_fn=lambda ids: tf.gather(table, ids)
    )
    decoder = tfa.seq2seq.BasicDecoder(
        case.cell, sampler, output_layer=case.out, impute_finished=True
    )
    out, state, lengths = decoder(
        fx["inputs"], initial_state=case.initial_state(), sequence_length=fx["seq_len"]
    )
    check_decoded(fx, out, lengths, prefix="emb_")
    close(state[0], fx["emb_h"], ATOL_ACC)
    close(state[1], fx["emb_c"], ATOL_ACC)

    proj = tf.constant(fx["proj"])
    sampler = tfa.seq2seq.ScheduledOutputTrainingSampler(
        1.0, next_inputs_fn=lambda o: tf.matmul(o, proj)
    )
    decoder = tfa.seq2seq.BasicDecoder(case.cell, sampler, output_layer=case.out)
    out, _, lengths = decoder(
        fx["inputs"][:, :, : E - 2],
        initial_state=case.initial_state(),
        sequence_length=fx["seq_len"],
        auxiliary_inputs=fx["aux"],
    )
    check_decoded(fx, out, lengths, prefix="out_")

    sampler = tfa.seq2seq.InferenceSampler(
        sample_fn=lambda o: tf.argmax(o, -1, output_type=tf.int32),
        sample_shape=[],
        sample_dtype=tf.int32,
        end_fn=lambda ids: tf.equal(ids, END),
        next_inputs_fn=lambda ids: tf.gather(table, ids),
    )
    decoder = tfa.seq2seq.BasicDecoder(
        case.cell, sampler, output_layer=case.out, maximum_iterations=6
    )
    out, _, lengths = decoder(tf.gather(table, [START] * B), initial_state=case.initial_state())
    check_decoded(fx, out, lengths, prefix="inf_")


def test_dynamic_decode_time_major_impute_finished():
    fx = load("dynamic_decode")
    case = Case(fx).build_and_assign()
    decoder = tfa.seq2seq.BasicDecoder(
        case.cell, tfa.seq2seq.TrainingSampler(time_major=True), output_layer=case.out
    )
    out, state, lengths = tfa.seq2seq.dynamic_decode(
        decoder,
        output_time_major=True,
        impute_finished=True,
        maximum_iterations=5,
        decoder_init_input=fx["inputs"],
        decoder_init_kwargs=dict(initial_state=case.initial_state(), sequence_length=fx["seq_len"]),
    )
    check_decoded(fx, out, lengths)
    close(state[0], fx["final_h"], ATOL_ACC)
    close(state[1], fx["final_c"], ATOL_ACC)


# -- BeamSearchDecoder ---------------------------------------------------------------------------
def beam_decode(fx, case, **options):
    """A `BeamSearchDecoder` over ``case`` (its wrapper and output layer) with the fixture's beam
    settings, run from ``START`` for ``B`` sentences: ``(outputs, state, lengths)``."""
    k = int(fx["beam_width"])
    decoder = tfa.seq2seq.BeamSearchDecoder(
        case.wrapper,
        beam_width=k,
        output_layer=case.out,
        length_penalty_weight=float(fx["length_penalty"]),
        coverage_penalty_weight=float(fx["coverage_penalty"]),
        maximum_iterations=int(fx["maximum_iterations"]),
        **options,
    )
    return decoder(
        fx["embedding"],
        start_tokens=[START] * B,
        end_token=END,
        initial_state=case.initial_state(multiplier=k),
    )


@pytest.mark.parametrize(
    "name,attention", [("beam_bahdanau_coverage", "bahdanau"), ("beam_luong", "luong")]
)
def test_beam_search_decoder_with_attention_wrapper(name, attention):
    fx = load(name)
    case = Case(fx, attention, history=True).build_and_assign(multiplier=int(fx["beam_width"]))
    out, state, lengths = beam_decode(fx, case, output_all_scores=bool(fx["output_all_scores"]))
    assert isinstance(out, tfa.seq2seq.FinalBeamSearchDecoderOutput)
    assert isinstance(state, tfa.seq2seq.BeamSearchDecoderState)
    assert isinstance(out.beam_search_decoder_output, tfa.seq2seq.BeamSearchDecoderOutput)
    check_beam_search(fx, out, state, lengths)
    close(state.cell_state.alignment_history, fx["alignment_history_values"], ATOL_ACC)
    if "accumulated_attention_probs" in fx:
        close(state.accumulated_attention_probs, fx["accumulated_attention_probs"], ATOL_ACC)


# -- gather_tree, tile_batch, sequence_loss ------------------------------------------------------
def test_gather_tree_and_gather_tree_from_array():
    fx = load("gather_tree")
    result = tfa.seq2seq.gather_tree(
        fx["step_ids"], fx["parent_ids"], fx["max_sequence_lengths"], int(fx["end_token"])
    )
    np.testing.assert_array_equal(result, fx["result"])
    arr = tfa.seq2seq.gather_tree_from_array(
        fx["array"], fx["parent_ids"], fx["array_sequence_length"]
    )
    np.testing.assert_array_equal(arr, fx["array_result"])


def test_tile_batch():
    fx = load("tile_batch")
    tx, ty = tfa.seq2seq.tile_batch((fx["x"], fx["y"]), int(fx["multiplier"]))
    np.testing.assert_array_equal(tx, fx["tiled_x"])
    np.testing.assert_array_equal(ty, fx["tiled_y"])
    assert tx.shape == (12, 2, 4)
    with pytest.raises(ValueError):
        tfa.seq2seq.tile_batch(tf.constant(1.0), 2)


def test_sequence_loss():
    fx = load("sequence_loss")
    args = (fx["logits"], fx["targets"], fx["weights"])
    for avg_t in (0, 1):
        for avg_b in (0, 1):
            close(
                tfa.seq2seq.sequence_loss(
                    *args, average_across_timesteps=bool(avg_t), average_across_batch=bool(avg_b)
                ),
                fx[f"loss_avg{avg_t}{avg_b}"],
            )
            close(
                tfa.seq2seq.sequence_loss(
                    *args,
                    average_across_timesteps=False,
                    average_across_batch=False,
                    sum_over_timesteps=bool(avg_t),
                    sum_over_batch=bool(avg_b),
                ),
                fx[f"loss_sum{avg_t}{avg_b}"],
            )
    close(tfa.seq2seq.SequenceLoss()(fx["targets"], fx["logits"], fx["weights"]), fx["loss_class"])
    one_hot = np.eye(fx["logits"].shape[-1], dtype=np.float32)[fx["targets"]]
    close(tfa.seq2seq.sequence_loss(fx["logits"], one_hot, fx["weights"]), fx["loss_onehot"])
