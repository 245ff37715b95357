#!/usr/bin/env python
"""Generate tensorflow-addons parity fixtures for ``seq2seq.compat.tfa`` (decoders, samplers,
beam search, ``gather_tree``, ``tile_batch``, ``sequence_loss``).

Runs ONLY in the pinned reference environment (TF 2.15.1 + tensorflow-addons 0.23.0 + numpy 1.26,
Keras 2; see ``requirements-reference.txt``)::

    .refenv/bin/python reference/make_tfa_compat_fixtures.py --out tests/fixtures/compat
    # or: make fixtures REFENV=... (after the attention fixtures)

Like ``reference/make_tfa_fixtures.py``: every weight and input is drawn from
``numpy.random.RandomState(4321 + case_index)`` and assigned explicitly (initialisers are never
relied on); floats are float32, integers int32. Each case writes ``<out>/<case>.npz`` with the
inputs, the weights (keys listed in ``WEIGHT_KEYS``), the config and tfa's results. The files live
in their own folder so that the attention parity test (which loads every ``tests/fixtures/*.npz``)
does not pick them up. ``tests/unit/test_compat_tfa.py`` rebuilds each case with the compat layer.
"""

from __future__ import annotations

import numpy as np
from compat_case import END, START, B, Case, E, V, beam_search, out_folder, teacher_forced
from fixture_io import f32, i32, tf, tfa, uniform, write_npz

SEED = 4321
WEIGHT_KEYS = (
    "cell_kernel",
    "cell_recurrent_kernel",
    "cell_bias",
    "memory_kernel",
    "query_kernel",
    "attention_v",
    "attention_layer_kernel",
    "out_kernel",
    "out_bias",
    "embedding",
)


def _outputs(out, lengths):
    """A basic decoder's outputs and lengths as arrays."""
    return dict(
        rnn_output=f32(out.rnn_output), sample_id=i32(out.sample_id), final_lengths=i32(lengths)
    )


def _state_arrays(prefix, state, d):
    if isinstance(state, tfa.seq2seq.AttentionWrapperState):
        d[prefix + "h"], d[prefix + "c"] = f32(state.cell_state[0]), f32(state.cell_state[1])
        d[prefix + "attention"] = f32(state.attention)
        d[prefix + "alignments"] = f32(state.alignments)
    else:
        d[prefix + "h"], d[prefix + "c"] = f32(state[0]), f32(state[1])


def case_basic_training(index):
    """AttentionWrapper(Luong) + BasicDecoder + TrainingSampler (teacher forcing)."""
    c = Case(index, SEED, attention="luong", history=True).build_and_assign()
    inputs, seq_len, out, state, lengths = teacher_forced(c)
    d = dict(
        c.d,
        inputs=inputs,
        seq_len=seq_len,
        **_outputs(out, lengths),
        alignment_history_values=f32(np.transpose(state.alignment_history.stack(), [1, 0, 2])),
    )
    _state_arrays("final_", state, d)
    return d


def case_basic_greedy(index):
    """AttentionWrapper(Bahdanau) + BasicDecoder + GreedyEmbeddingSampler(embedding matrix)."""
    c = Case(index, SEED, attention="bahdanau", eos_bias=0.0).build_and_assign()
    dec = tfa.seq2seq.BasicDecoder(
        c.wrapper, tfa.seq2seq.GreedyEmbeddingSampler(), output_layer=c.out, maximum_iterations=7
    )
    out, state, lengths = dec(
        c.d["embedding"],
        start_tokens=i32([START] * B),
        end_token=END,
        initial_state=c.initial_state(),
    )
    d = dict(c.d, **_outputs(out, lengths), maximum_iterations=i32(7))
    _state_arrays("final_", state, d)
    return d


def case_basic_sample(index):
    """SampleEmbeddingSampler with a tiny temperature (deterministic: the arg-max) and an
    embedding_fn."""
    c = Case(index, SEED, attention="luong", eos_bias=0.3).build_and_assign()
    table = c.d["embedding"]
    sampler = tfa.seq2seq.SampleEmbeddingSampler(
        embedding_fn=lambda ids: tf.nn.embedding_lookup(table, ids),
        softmax_temperature=1e-4,
        seed=3,
    )
    dec = tfa.seq2seq.BasicDecoder(c.wrapper, sampler, output_layer=c.out, maximum_iterations=6)
    out, state, lengths = dec(
        None, start_tokens=i32([START] * B), end_token=END, initial_state=c.initial_state()
    )
    return dict(c.d, **_outputs(out, lengths))


def case_scheduled(index):
    """Plain LSTMCell: ScheduledEmbeddingTrainingSampler(p=0), ScheduledOutputTrainingSampler(p=1)
    with auxiliary inputs, InferenceSampler; impute_finished on the first."""
    c = Case(index, SEED, attention=None, input_depth=E, out_depth=V).build_and_assign()
    n = 5
    inputs = uniform(c.rng, [B, n, E], 1.0)
    seq_len = i32([5, 2, 4])
    d = dict(c.d, inputs=inputs, seq_len=seq_len)
    emb = tfa.seq2seq.ScheduledEmbeddingTrainingSampler(
        0.0, embedding_fn=lambda ids: tf.gather(c.d["embedding"], ids)
    )
    dec = tfa.seq2seq.BasicDecoder(c.cell, emb, output_layer=c.out, impute_finished=True)
    out, state, lengths = dec(inputs, initial_state=c.initial_state(), sequence_length=seq_len)
    d.update(
        emb_rnn_output=f32(out.rnn_output),
        emb_sample_id=i32(out.sample_id),
        emb_lengths=i32(lengths),
        emb_h=f32(state[0]),
        emb_c=f32(state[1]),
    )

    # Outputs fed back: output depth V -> next input must be E: use next_inputs_fn = a fixed map.
    proj = uniform(c.rng, [V, E - 2], 1.0)
    aux = uniform(c.rng, [B, n, 2], 1.0)
    d.update(proj=proj, aux=aux)
    out_s = tfa.seq2seq.ScheduledOutputTrainingSampler(
        1.0, next_inputs_fn=lambda o: tf.matmul(o, proj)
    )
    dec = tfa.seq2seq.BasicDecoder(c.cell, out_s, output_layer=c.out)
    out, state, lengths = dec(
        inputs[:, :, : E - 2],
        initial_state=c.initial_state(),
        sequence_length=seq_len,
        auxiliary_inputs=aux,
    )
    d.update(
        out_rnn_output=f32(out.rnn_output),
        out_sample_id=i32(out.sample_id),
        out_lengths=i32(lengths),
    )

    inf = tfa.seq2seq.InferenceSampler(
        sample_fn=lambda o: tf.argmax(o, -1, output_type=tf.int32),
        sample_shape=[],
        sample_dtype=tf.int32,
        end_fn=lambda ids: tf.equal(ids, END),
        next_inputs_fn=lambda ids: tf.gather(c.d["embedding"], ids),
    )
    dec = tfa.seq2seq.BasicDecoder(c.cell, inf, output_layer=c.out, maximum_iterations=6)
    out, state, lengths = dec(
        tf.gather(c.d["embedding"], [START] * B), initial_state=c.initial_state()
    )
    d.update(
        inf_rnn_output=f32(out.rnn_output),
        inf_sample_id=i32(out.sample_id),
        inf_lengths=i32(lengths),
    )
    return d


def case_dynamic_decode(index):
    """tfa.seq2seq.dynamic_decode(BasicDecoder) directly: time major, impute_finished,
    maximum_iterations."""
    c = Case(index, SEED, attention=None).build_and_assign()
    n = 6
    inputs = uniform(c.rng, [n, B, E], 1.0)  # time major
    seq_len = i32([6, 2, 0])
    dec = tfa.seq2seq.BasicDecoder(
        c.cell, tfa.seq2seq.TrainingSampler(time_major=True), output_layer=c.out
    )
    out, state, lengths = tfa.seq2seq.dynamic_decode(
        dec,
        output_time_major=True,
        impute_finished=True,
        maximum_iterations=5,
        decoder_init_input=inputs,
        decoder_init_kwargs=dict(initial_state=c.initial_state(), sequence_length=seq_len),
    )
    return dict(
        c.d,
        inputs=inputs,
        seq_len=seq_len,
        **_outputs(out, lengths),
        final_h=f32(state[0]),
        final_c=f32(state[1]),
    )


def _beam_case(index, attention, alpha, beta, beam, max_iter, all_scores=False):
    c = Case(index, SEED, attention=attention, history=True, eos_bias=1.0)
    c.build_and_assign(multiplier=beam)
    results, state = beam_search(c, beam, alpha, beta, max_iter, output_all_scores=all_scores)
    d = dict(
        c.d,
        beam_width=i32(beam),
        length_penalty=f32(alpha),
        coverage_penalty=f32(beta),
        maximum_iterations=i32(max_iter),
        output_all_scores=i32(all_scores),
        **results,
        alignment_history_values=f32(state.cell_state.alignment_history),
    )
    if beta:
        d["accumulated_attention_probs"] = f32(state.accumulated_attention_probs)
    return d


def case_beam_bahdanau_coverage(index):
    """BeamSearchDecoder(K=3) over AttentionWrapper(Bahdanau, tiled memory), length penalty 0.6
    and coverage penalty 0.4, alignment history (reordered by finalize)."""
    return _beam_case(index, "bahdanau", 0.6, 0.4, beam=3, max_iter=8)


def case_beam_luong(index):
    """BeamSearchDecoder(K=4) over AttentionWrapper(Luong), length penalty 1.0, all scores."""
    return _beam_case(index, "luong", 1.0, 0.0, beam=4, max_iter=7, all_scores=True)


def case_gather_tree(index):
    rng = np.random.RandomState(SEED + index)
    t, b, k = 7, 4, 3
    step_ids = i32(rng.randint(0, 9, size=[t, b, k]))
    parent_ids = i32(rng.randint(0, k, size=[t, b, k]))
    lengths = i32([7, 4, 0, 9])
    end_token = 8
    array = uniform(rng, [t, b * k, 2], 1.0)
    seq_len = i32(rng.randint(1, t + 1, size=[b, k]))
    return dict(
        step_ids=step_ids,
        parent_ids=parent_ids,
        max_sequence_lengths=lengths,
        end_token=i32(end_token),
        result=i32(tfa.seq2seq.gather_tree(step_ids, parent_ids, lengths, end_token)),
        array=array,
        array_sequence_length=seq_len,
        array_result=f32(tfa.seq2seq.gather_tree_from_array(array, parent_ids, seq_len)),
    )


def case_tile_batch(index):
    rng = np.random.RandomState(SEED + index)
    x = uniform(rng, [3, 2, 4], 1.0)
    y = i32([5, 7, 9])
    tx, ty = tfa.seq2seq.tile_batch((x, y), 4)
    return dict(x=x, y=y, multiplier=i32(4), tiled_x=f32(tx), tiled_y=i32(ty))


def case_sequence_loss(index):
    rng = np.random.RandomState(SEED + index)
    logits = uniform(rng, [3, 5, V], 3.0)
    targets = i32(rng.randint(0, V, size=[3, 5]))
    weights = f32(rng.uniform(0, 1, size=[3, 5]) * (rng.uniform(size=[3, 5]) > 0.3))
    weights[2] = 0.0  # a row with no weight at all (divide_no_nan)
    d = dict(logits=logits, targets=targets, weights=weights)
    for avg_t in (0, 1):
        for avg_b in (0, 1):
            d[f"loss_avg{avg_t}{avg_b}"] = f32(
                tfa.seq2seq.sequence_loss(
                    logits,
                    targets,
                    weights,
                    average_across_timesteps=bool(avg_t),
                    average_across_batch=bool(avg_b),
                )
            )
            d[f"loss_sum{avg_t}{avg_b}"] = f32(
                tfa.seq2seq.sequence_loss(
                    logits,
                    targets,
                    weights,
                    average_across_timesteps=False,
                    average_across_batch=False,
                    sum_over_timesteps=bool(avg_t),
                    sum_over_batch=bool(avg_b),
                )
            )
    d["loss_class"] = f32(tfa.seq2seq.SequenceLoss()(targets, logits, weights))
    d["loss_onehot"] = f32(
        tfa.seq2seq.sequence_loss(logits, np.eye(V, dtype=np.float32)[targets], weights)
    )
    return d


CASES = [
    ("basic_training", case_basic_training),
    ("basic_greedy", case_basic_greedy),
    ("basic_sample", case_basic_sample),
    ("scheduled", case_scheduled),
    ("dynamic_decode", case_dynamic_decode),
    ("beam_bahdanau_coverage", case_beam_bahdanau_coverage),
    ("beam_luong", case_beam_luong),
    ("gather_tree", case_gather_tree),
    ("tile_batch", case_tile_batch),
    ("sequence_loss", case_sequence_loss),
]


def main(argv=None):
    out = out_folder(__doc__, argv)
    for index, (name, fn) in enumerate(CASES):
        write_npz(out, name, fn(index))


if __name__ == "__main__":
    main()
