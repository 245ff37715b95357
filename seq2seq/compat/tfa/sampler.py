"""tfa's samplers: what a `BasicDecoder` feeds the cell at the next step, and what it emits.

The core has no equivalent (its decoders are teacher-forced sequence calls and step functions for
`seq2seq.decoding.search`), so these are tfa-specific. Protocol (unchanged from tfa)::

    finished [B], first_inputs = sampler.initialize(inputs, **kwargs)
    sample_ids = sampler.sample(time, outputs, state)
    finished [B], next_inputs, state = sampler.next_inputs(time, outputs, state, sample_ids)

Random samplers use op-level seeds (``seed=``) like tfa; TF 2.21's random streams are not those of
TF 2.15, so sampled ids are reproducible run to run but not equal to tfa's.
"""

from __future__ import annotations

import abc
from collections.abc import Callable

import tensorflow as tf


def _time_major(x):
    """``[B, T, ...] <-> [T, B, ...]`` (a rank < 2 tensor is returned as is)."""
    x = tf.convert_to_tensor(x)
    if x.shape.rank is not None and x.shape.rank < 2:
        return x
    return tf.transpose(x, tf.concat([[1, 0], tf.range(2, tf.rank(x))], 0))


def _read_step(inputs_tm, time, finished_all, zeros):
    """``inputs_tm[time]`` for a (nested) time-major input, zeros once every row is finished."""

    def read():
        return tf.nest.map_structure(
            lambda x: tf.gather(x, tf.minimum(time, tf.shape(x)[0] - 1)), inputs_tm
        )

    return tf.cond(finished_all, lambda: zeros, read)


def _check_right_padded(mask, time_major):
    """An assert op: ``mask`` is True on a prefix of every row (tfa's right-padding check)."""
    mask = tf.convert_to_tensor(mask)
    if time_major:
        mask = tf.transpose(mask)
    lengths = tf.reduce_sum(tf.cast(mask, tf.int32), axis=1)
    expected = tf.sequence_mask(lengths, maxlen=tf.shape(mask)[1])
    return tf.debugging.Assert(
        tf.reduce_all(tf.equal(mask, expected)), ["The input sequence should be right padded."]
    )


_check_sequence_is_right_padded = _check_right_padded  # tfa's private name, used by its tests


def _reshape_samples(draw_n, sample_shape):
    """Draws ``prod(sample_shape)`` samples with ``draw_n(n) -> [n, ...]`` and shapes them
    ``sample_shape + [...]``."""
    sample_shape = tf.reshape(tf.convert_to_tensor(sample_shape, tf.int32), [-1])
    samples = draw_n(tf.reduce_prod(sample_shape))
    return tf.reshape(samples, tf.concat([sample_shape, tf.shape(samples)[1:]], 0))


def bernoulli_sample(probs=None, logits=None, dtype=tf.int32, sample_shape=(), seed=None):
    """Bernoulli draws of shape ``sample_shape + probs.shape`` (``probs`` or
    ``sigmoid(logits)``)."""
    probs = tf.sigmoid(logits) if probs is None else tf.convert_to_tensor(probs)

    def draw_n(n):
        uniform = tf.random.uniform(
            tf.concat([[n], tf.shape(probs)], 0), seed=seed, dtype=probs.dtype
        )
        return tf.cast(uniform < probs, dtype)

    return _reshape_samples(draw_n, sample_shape)


def categorical_sample(logits, dtype=tf.int32, sample_shape=(), seed=None):
    """Categorical draws from ``logits [..., V]``, shaped ``sample_shape + logits.shape[:-1]``."""
    logits = tf.convert_to_tensor(logits)
    batch_shape = tf.shape(logits)[:-1]

    def draw_n(n):
        flat = tf.reshape(logits, [-1, tf.shape(logits)[-1]])  # [N, V]
        draws = tf.random.categorical(
            flat, n, seed=seed, dtype=tf.int64 if logits.dtype.size > 4 else tf.int32
        )
        return tf.cast(tf.reshape(tf.transpose(draws), tf.concat([[n], batch_shape], 0)), dtype)

    return _reshape_samples(draw_n, sample_shape)


class Sampler(metaclass=abc.ABCMeta):
    """tfa's sampler interface (see the module docstring)."""

    @abc.abstractmethod
    def initialize(self, inputs, **kwargs):
        """Returns ``(initial_finished, initial_inputs)``."""

    @abc.abstractmethod
    def sample(self, time, outputs, state):
        """Returns ``sample_ids``."""

    @abc.abstractmethod
    def next_inputs(self, time, outputs, state, sample_ids):
        """Returns ``(finished, next_inputs, next_state)``."""

    @property
    @abc.abstractmethod
    def batch_size(self):
        """Batch size of the sampled ids (known after `initialize`)."""

    @property
    @abc.abstractmethod
    def sample_ids_shape(self):
        """`TensorShape` of one row of ``sample_ids``."""

    @property
    @abc.abstractmethod
    def sample_ids_dtype(self):
        """dtype of ``sample_ids``."""


class _BatchSized:
    _batch_size = None

    @property
    def batch_size(self):
        if self._batch_size is None:
            raise ValueError("batch_size accessed before initialize was called")
        return self._batch_size


class _ScalarIds(_BatchSized):
    """Samplers whose ``sample_ids`` are one int32 id per row."""

    @property
    def sample_ids_shape(self):
        return tf.TensorShape([])

    @property
    def sample_ids_dtype(self):
        return tf.int32


class CustomSampler(_BatchSized, Sampler):
    """A sampler from three callables: ``initialize_fn(inputs, **kw) -> (finished, inputs)``,
    ``sample_fn(time=, outputs=, state=) -> ids`` and ``next_inputs_fn(time=, outputs=, state=,
    sample_ids=) -> (finished, next_inputs, state)``."""

    def __init__(
        self,
        initialize_fn: Callable,
        sample_fn: Callable,
        next_inputs_fn: Callable,
        sample_ids_shape=None,
        sample_ids_dtype=None,
    ):
        self._initialize_fn = initialize_fn
        self._sample_fn = sample_fn
        self._next_inputs_fn = next_inputs_fn
        self._sample_ids_shape = tf.TensorShape(sample_ids_shape or [])
        self._sample_ids_dtype = sample_ids_dtype or tf.int32

    @property
    def sample_ids_shape(self):
        return self._sample_ids_shape

    @property
    def sample_ids_dtype(self):
        return self._sample_ids_dtype

    def initialize(self, inputs, **kwargs):
        finished, next_inputs = self._initialize_fn(inputs, **kwargs)
        if self._batch_size is None:
            self._batch_size = tf.size(finished)
        return finished, next_inputs

    def sample(self, time, outputs, state):
        return self._sample_fn(time=time, outputs=outputs, state=state)

    def next_inputs(self, time, outputs, state, sample_ids):
        return self._next_inputs_fn(time=time, outputs=outputs, state=state, sample_ids=sample_ids)


class TrainingSampler(_ScalarIds, Sampler):
    """Teacher forcing: step ``t`` reads ``inputs[:, t]``; ``sample_ids`` are the arg-max of the
    outputs. ``initialize(inputs [B, T, ...], sequence_length=None, mask=None)``: a row is finished
    once ``t + 1 >= sequence_length`` (the mask, right-padded, gives the lengths)."""

    def __init__(self, time_major: bool = False):
        self.time_major = time_major

    def initialize(self, inputs, sequence_length=None, mask=None):
        self.inputs = tf.nest.map_structure(tf.convert_to_tensor, inputs)
        inputs_tm = (
            self.inputs if self.time_major else tf.nest.map_structure(_time_major, self.inputs)
        )
        first = tf.nest.flatten(inputs_tm)[0]
        self._batch_size = tf.shape(first)[1]
        self._inputs_tm = inputs_tm
        if sequence_length is not None and mask is not None:
            raise ValueError("sequence_length and mask can't be provided at the same time.")
        if sequence_length is not None:
            self.sequence_length = tf.convert_to_tensor(sequence_length, name="sequence_length")
            if self.sequence_length.shape.rank != 1:
                raise ValueError(
                    "Expected sequence_length to be vector, but received shape: "
                    f"{self.sequence_length.shape}"
                )
        elif mask is not None:
            mask = tf.convert_to_tensor(mask)
            if mask.shape.rank != 2:
                raise ValueError(f"Expected mask to a 2D tensor, but received shape: {mask}")
            if not mask.dtype.is_bool:
                raise ValueError(
                    f"Expected mask to be a boolean tensor, but received dtype: {mask.dtype!r}"
                )
            with tf.control_dependencies([_check_right_padded(mask, self.time_major)]):
                self.sequence_length = tf.reduce_sum(
                    tf.cast(mask, tf.int32), axis=0 if self.time_major else 1
                )
        else:
            self.sequence_length = tf.fill([self._batch_size], tf.shape(first)[0])
        self.zero_inputs = tf.nest.map_structure(lambda x: tf.zeros_like(x[0]), inputs_tm)
        finished = tf.equal(0, self.sequence_length)
        return finished, _read_step(inputs_tm, 0, tf.reduce_all(finished), self.zero_inputs)

    def sample(self, time, outputs, state):
        return tf.argmax(outputs, axis=-1, output_type=tf.int32)

    def next_inputs(self, time, outputs, state, sample_ids):
        next_time = time + 1
        finished = next_time >= self.sequence_length
        return (
            finished,
            _read_step(self._inputs_tm, next_time, tf.reduce_all(finished), self.zero_inputs),
            state,
        )


def _check_probability(sampling_probability):
    if not isinstance(sampling_probability, tf.Variable):
        sampling_probability = tf.convert_to_tensor(
            sampling_probability, name="sampling_probability"
        )
    if sampling_probability.shape.rank not in (0, 1):
        raise ValueError(
            "sampling_probability must be either a scalar or a vector. saw shape: "
            f"{sampling_probability.shape}"
        )
    return sampling_probability


def _merge_rows(use_new, new_rows, base):
    """Rows of ``base [B, ...]`` replaced by ``new_rows [n, ...]`` where ``use_new [B]``."""
    where_new = tf.cast(tf.where(use_new), tf.int32)
    where_old = tf.cast(tf.where(tf.logical_not(use_new)), tf.int32)
    shape = tf.shape(base)
    return tf.scatter_nd(where_new, tf.cast(new_rows, base.dtype), shape) + tf.scatter_nd(
        where_old, tf.gather_nd(base, where_old), shape
    )


class ScheduledEmbeddingTrainingSampler(TrainingSampler):
    """Scheduled sampling (Bengio et al. 2015): with ``sampling_probability`` a row feeds the
    embedding of an id sampled from its output logits instead of the next input. ``sample_ids`` is
    -1 where the input was read."""

    def __init__(
        self,
        sampling_probability,
        embedding_fn: Callable | None = None,
        time_major: bool = False,
        seed: int | None = None,
        scheduling_seed=None,
    ):
        self.embedding_fn = embedding_fn
        self.sampling_probability = _check_probability(sampling_probability)
        self.seed = seed
        self.scheduling_seed = scheduling_seed
        super().__init__(time_major=time_major)

    def initialize(self, inputs, sequence_length=None, mask=None, embedding=None):
        if self.embedding_fn is None:
            if embedding is None:
                raise ValueError(
                    "embedding is required as a keyword argument for "
                    "ScheduledEmbeddingTrainingSampler"
                )
            self.embedding_fn = lambda ids: tf.nn.embedding_lookup(embedding, ids)
        return super().initialize(inputs, sequence_length=sequence_length, mask=mask)

    def sample(self, time, outputs, state):
        select = bernoulli_sample(
            probs=self.sampling_probability,
            dtype=tf.bool,
            sample_shape=self.batch_size,
            seed=self.scheduling_seed,
        )
        return tf.where(
            select,
            categorical_sample(logits=outputs, seed=self.seed),
            tf.fill([self.batch_size], -1),
        )

    def next_inputs(self, time, outputs, state, sample_ids):
        finished, base, state = super().next_inputs(time, outputs, state, sample_ids)
        sampled = sample_ids > -1

        def maybe_sample():
            return _merge_rows(
                sampled, self.embedding_fn(tf.boolean_mask(sample_ids, sampled)), base
            )

        return finished, tf.cond(tf.reduce_all(finished), lambda: base, maybe_sample), state


class ScheduledOutputTrainingSampler(TrainingSampler):
    """Scheduled sampling on outputs: with ``sampling_probability`` a row feeds its own output
    (through ``next_inputs_fn`` if given, concatenated with ``auxiliary_inputs`` if given) instead
    of the next input. ``sample_ids`` is True where it did."""

    def __init__(
        self,
        sampling_probability,
        time_major: bool = False,
        seed: int | None = None,
        next_inputs_fn: Callable | None = None,
    ):
        self.sampling_probability = _check_probability(sampling_probability)
        self.seed = seed
        self.next_inputs_fn = next_inputs_fn
        super().__init__(time_major=time_major)

    def initialize(self, inputs, sequence_length=None, mask=None, auxiliary_inputs=None):
        self._auxiliary_tm = None
        if auxiliary_inputs is not None:
            inputs = tf.nest.map_structure(
                lambda x, y: tf.concat([x, y], -1),
                tf.convert_to_tensor(inputs),
                tf.convert_to_tensor(auxiliary_inputs),
            )
            aux = tf.convert_to_tensor(auxiliary_inputs)
            self._auxiliary_tm = aux if self.time_major else _time_major(aux)
        return super().initialize(inputs, sequence_length=sequence_length, mask=mask)

    def sample(self, time, outputs, state):
        return bernoulli_sample(
            probs=self.sampling_probability, sample_shape=self.batch_size, seed=self.seed
        )

    def next_inputs(self, time, outputs, state, sample_ids):
        finished, base, state = super().next_inputs(time, outputs, state, sample_ids)
        sampled = tf.cast(sample_ids, tf.bool)

        def with_auxiliary(x, rows=None):
            if self._auxiliary_tm is None:
                return x
            aux = tf.gather(self._auxiliary_tm, time + 1)
            if rows is not None:
                aux = tf.boolean_mask(aux, rows)
            return tf.concat([x, aux], -1)

        def maybe_sample():
            if self.next_inputs_fn is None:
                return tf.where(sampled[:, None], with_auxiliary(outputs), base)
            new_rows = with_auxiliary(
                self.next_inputs_fn(tf.boolean_mask(outputs, sampled)), sampled
            )
            return _merge_rows(sampled, new_rows, base)

        skip = tf.logical_or(tf.reduce_all(finished), tf.logical_not(tf.reduce_any(sampled)))
        return finished, tf.cond(skip, lambda: base, maybe_sample), state


class GreedyEmbeddingSampler(_ScalarIds, Sampler):
    """Inference: feed the embedding of the arg-max id; a row finishes when it emits
    ``end_token``. ``initialize(embedding, start_tokens=[B], end_token=scalar)``."""

    def __init__(self, embedding_fn: Callable | None = None):
        self.embedding_fn = embedding_fn

    def initialize(self, embedding, start_tokens=None, end_token=None):
        if self.embedding_fn is None:
            self.embedding_fn = lambda ids: tf.nn.embedding_lookup(embedding, ids)
        self.start_tokens = tf.convert_to_tensor(start_tokens, dtype=tf.int32, name="start_tokens")
        self.end_token = tf.convert_to_tensor(end_token, dtype=tf.int32, name="end_token")
        if self.start_tokens.shape.rank != 1:
            raise ValueError("start_tokens must be a vector")
        if self.end_token.shape.rank != 0:
            raise ValueError("end_token must be a scalar")
        self._batch_size = tf.size(self.start_tokens)
        self.start_inputs = self.embedding_fn(self.start_tokens)
        return tf.zeros([self._batch_size], tf.bool), self.start_inputs

    def sample(self, time, outputs, state):
        if not isinstance(outputs, tf.Tensor):
            raise TypeError(f"Expected outputs to be a single Tensor, got: {type(outputs)}")
        return tf.argmax(outputs, axis=-1, output_type=tf.int32)

    def next_inputs(self, time, outputs, state, sample_ids):
        finished = tf.equal(sample_ids, self.end_token)
        next_inputs = tf.cond(
            tf.reduce_all(finished),
            lambda: self.start_inputs,
            lambda: self.embedding_fn(sample_ids),
        )
        return finished, next_inputs, state


class SampleEmbeddingSampler(GreedyEmbeddingSampler):
    """Like `GreedyEmbeddingSampler`, but samples the id from ``softmax(outputs /
    softmax_temperature)``."""

    def __init__(self, embedding_fn: Callable | None = None, softmax_temperature=None, seed=None):
        super().__init__(embedding_fn)
        self.softmax_temperature = softmax_temperature
        self.seed = seed

    def sample(self, time, outputs, state):
        if not isinstance(outputs, tf.Tensor):
            raise TypeError(f"Expected outputs to be a single Tensor, got: {type(outputs)}")
        logits = outputs if self.softmax_temperature is None else outputs / self.softmax_temperature
        return categorical_sample(logits=logits, seed=self.seed)


class InferenceSampler(_BatchSized, Sampler):
    """Inference with callables: ``sample_fn(outputs) -> ids``, ``end_fn(ids) -> finished [B]``,
    ``next_inputs_fn(ids) -> inputs`` (default: the ids themselves)."""

    def __init__(
        self,
        sample_fn: Callable,
        sample_shape,
        sample_dtype,
        end_fn: Callable,
        next_inputs_fn: Callable | None = None,
    ):
        self.sample_fn = sample_fn
        self.sample_shape = tf.TensorShape(sample_shape)
        self.sample_dtype = sample_dtype
        self.end_fn = end_fn
        self.next_inputs_fn = next_inputs_fn

    @property
    def sample_ids_shape(self):
        return self.sample_shape

    @property
    def sample_ids_dtype(self):
        return self.sample_dtype

    def initialize(self, start_inputs):
        self.start_inputs = tf.convert_to_tensor(start_inputs, name="start_inputs")
        self._batch_size = tf.shape(self.start_inputs)[0]
        return tf.zeros([self._batch_size], tf.bool), self.start_inputs

    def sample(self, time, outputs, state):
        return self.sample_fn(outputs)

    def next_inputs(self, time, outputs, state, sample_ids):
        next_inputs = sample_ids if self.next_inputs_fn is None else self.next_inputs_fn(sample_ids)
        return self.end_fn(sample_ids), next_inputs, state
