"""tfa's attention mechanisms over the core's: the memory bound statefully (``LuongAttention(units,
memory, lengths)`` or ``mechanism.setup_memory(memory, lengths)``), tfa's call forms and tfa's
constructor arguments. Re-exported by `seq2seq.compat.tfa.attention_wrapper` (see its docstring)."""

from __future__ import annotations

import keras
import tensorflow as tf

from seq2seq.attention import mechanisms as _core
from seq2seq.masking import zero_padding

_PACKAGE = "seq2seq.compat.tfa"


def hardmax(logits, name=None) -> tf.Tensor:
    """tfa's ``hardmax(logits, name=None)``: one-hot of the arg-max over the last axis.

    The core `seq2seq.attention.mechanisms.hardmax` under tfa's signature (``name`` is accepted and
    unused).
    """
    del name
    return _core.hardmax(tf.convert_to_tensor(logits))


_UNSET = object()


class _TfaMemoryMixin:
    """Binds a prepared memory to a core mechanism, tfa style (see the module docstring)."""

    _tfa_layers = ("memory_layer",)  # the layers tfa's constructor takes as keywords

    def _init_tfa(
        self, units, memory, memory_sequence_length, kwargs, kernel_initializer=_UNSET, **options
    ):
        """tfa's constructor over the core's: the core mechanism of ``int(units)``, ``options``
        and the other keywords ``kwargs`` (less tfa's ``memory`` and the `_tfa_layers`, set after
        it); an additive mechanism's ``kernel_initializer``; then the memory bound."""
        layers = {key: kwargs.pop(key, None) for key in self._tfa_layers}
        kwargs.pop("memory", None)
        super().__init__(int(units), **options, **kwargs)
        if kernel_initializer is not _UNSET:
            _set_kernel_initializer(self, kernel_initializer)
        self._bind_tfa(memory, memory_sequence_length, **layers)

    def _bind_tfa(self, memory, memory_sequence_length, memory_layer=None, query_layer=None):
        object.__setattr__(self, "_tfa_memory", None)
        # `dtype=` reaches the sublayers the mechanism creates (tfa passes it to its Dense layers);
        # layers passed in by the caller keep their own.
        for layer in (getattr(self, "memory_layer", None), getattr(self, "query_layer", None)):
            if isinstance(layer, keras.layers.Layer):
                layer.dtype_policy = self.dtype_policy
        if memory_layer is not None:
            self.memory_layer = memory_layer
        if query_layer is not None:
            self.query_layer = query_layer
        if memory is not None:
            if _is_symbolic(memory, memory_sequence_length):
                self._setup_functional(memory, memory_sequence_length)
            else:
                self.setup_memory(_autocast(self, memory), memory_sequence_length)

    def build(self, input_shape=None):
        """tfa's two-phase ``build``: a memory shape ``[B, S, D]`` builds the memory layer, a list
        ``[query_shape, state_shape]`` the query layer; weights then exist for ``set_weights``
        (``from_config(cfg); build(memory.shape); set_weights(w)`` as in tfa)."""
        shapes = _as_shapes(input_shape)
        if shapes is not None:
            layer, shape = (
                (getattr(self, "query_layer", None), shapes[0])
                if isinstance(shapes, list)
                else (getattr(self, "memory_layer", None), shapes)
            )
            if layer is not None and not layer.built and shape[-1] is not None:
                layer.build(tuple(shape))
        self.built = True

    # -- memory ---------------------------------------------------------------------------------
    def setup_memory(self, memory, memory_sequence_length=None, memory_mask=None):
        """Prepares ``memory [B, S, D]`` (zeroed past the lengths, keys computed once) and binds it.

        ``memory_mask [B, S]`` (bool) is accepted for right-padded masks only: it is turned into
        lengths (the core masks by lengths). Passing both raises ``ValueError`` as in tfa.
        """
        if memory_sequence_length is not None and memory_mask is not None:
            raise ValueError(
                "memory_sequence_length and memory_mask cannot be used at same time for attention."
            )
        if memory_mask is not None:
            prepared = self._prepare_masked(memory, memory_mask)
        else:
            prepared = self.prepare(memory, memory_sequence_length)
        object.__setattr__(self, "_tfa_memory", prepared)
        return prepared.values

    def _prepare_masked(self, memory, memory_mask) -> _core.AttentionMemory:
        """tfa's ``memory_mask``: any pattern (left padding, holes), used as given: masked rows of
        the memory are zeroed and masked positions get exactly 0 attention. ``lengths`` holds
        the number of valid positions per row."""
        memory = tf.convert_to_tensor(memory)
        mask = tf.cast(memory_mask, tf.bool)  # [B, S]
        if mask.shape.rank != 2:
            raise ValueError(f"memory_mask must be [batch, max_time], got shape {mask.shape}")
        values = zero_padding(memory, mask)  # [B, S, D]
        keys = self.memory_layer(values) if self.memory_layer is not None else values
        lengths = tf.reduce_sum(tf.cast(mask, tf.int32), axis=1)  # [B]
        return _core.AttentionMemory(values=values, keys=keys, mask=mask, lengths=lengths)

    @property
    def memory_initialized(self) -> bool:
        return getattr(self, "_tfa_memory", None) is not None

    def _require_memory(self) -> _core.AttentionMemory:
        memory = getattr(self, "_tfa_memory", None)
        if memory is None:
            raise ValueError(
                "The AttentionMechanism instances passed to this AttentionWrapper should be "
                "initialized with a memory first, either by passing it to the AttentionMechanism "
                "constructor or calling attention_mechanism.setup_memory()"
            )
        return memory

    @property
    def values(self):
        return self._require_memory().values

    @property
    def keys(self):
        return self._require_memory().keys

    @property
    def batch_size(self):
        keys = self._require_memory().keys
        return keys.shape[0] or tf.shape(keys)[0]

    @property
    def alignments_size(self):
        size = self._require_memory().keys.shape[1]
        return size if size is not None else tf.TensorShape([None])

    @property
    def state_size(self):
        return self.alignments_size

    def initial_alignments(self, batch_size, dtype=None, *rest):
        """The core mechanism's initial alignments ``[batch_size, max_time]`` (zeros; a one-hot at
        position 0 for monotonic mechanisms) under tfa's signature ``(batch_size, dtype)``."""
        if isinstance(dtype, _core.AttentionMemory):  # a core-style call
            return super().initial_alignments(batch_size, dtype, *rest)
        return tf.cast(
            super().initial_alignments(batch_size, self._require_memory()), dtype or tf.float32
        )

    def initial_state(self, batch_size, dtype=None, *rest):
        """The core mechanism's initial attention state under tfa's signature."""
        if isinstance(dtype, _core.AttentionMemory):  # a core-style call
            return super().initial_state(batch_size, dtype, *rest)
        return tf.cast(
            super().initial_state(batch_size, self._require_memory()), dtype or tf.float32
        )

    # -- query ----------------------------------------------------------------------------------
    def __call__(self, inputs, *args, **kwargs):
        """``mechanism([query, state])`` -> ``(alignments, next_state)`` (tfa form);
        ``mechanism(memory_or_[memory, lengths], setup_memory=True, mask=None)`` binds a memory and
        returns its values (tfa's way inside a Keras model's ``call``); the core form
        ``mechanism(query, state, memory=...)`` still works."""
        if kwargs.pop("setup_memory", False):
            if isinstance(inputs, (list, tuple)):
                if len(inputs) not in (1, 2):
                    raise ValueError(f"Expect inputs to have 1 or 2 tensors, got {len(inputs)}")
                memory, lengths = inputs[0], (inputs[1] if len(inputs) == 2 else None)
            else:
                memory, lengths = inputs, kwargs.get("memory_sequence_length")
            mask = kwargs.get("mask", kwargs.get("setup_memory_mask"))
            if kwargs.get("return_prepared_memory") or _is_symbolic(memory, lengths, mask):
                # Keras functional API (a `keras.Input`-derived memory), or a functional model
                # replaying its setup node: the preparation is a node of this layer.
                prepared = self._setup_functional(memory, lengths, mask)
                return prepared if kwargs.get("return_prepared_memory") else prepared[0]
            return self.setup_memory(_autocast(self, memory), lengths, mask)
        kwargs.pop("mask", None)
        if not args and isinstance(inputs, (list, tuple)) and "memory" not in kwargs:
            if len(inputs) not in (2, 3):
                raise ValueError(
                    f"Expect the inputs to have query, state, and optional processed "
                    f"memory, got {len(inputs)} items"
                )
            if not self.memory_initialized:
                raise ValueError("Cannot query the attention before the setup of memory")
            return super().__call__(inputs[0], inputs[1], memory=self._tfa_memory, **kwargs)
        return super().__call__(inputs, *args, **kwargs)

    # -- Keras functional API ----------------------------------------------------------------------
    def _setup_functional(self, memory, memory_sequence_length=None, memory_mask=None):
        """Prepares a symbolic memory through Keras' ``__call__`` (as tfa did), so that the
        preparation is a node of this layer and the bound memory (values, keys, mask, lengths) are
        its outputs: ``mechanism([query, state])`` then passes them to its node, the functional
        graph stays connected and ``Model.get_config``/``from_config`` replay both nodes. Without
        lengths or a mask, the memory's Keras mask (``Embedding(mask_zero=True)``, ...) is the
        memory mask, as in tfa. Returns the list ``[values, keys, mask, lengths]``. Only the
        compat layer's functional path uses this; eager memories are prepared directly by
        `setup_memory`."""
        if memory_sequence_length is None and memory_mask is None:
            memory_mask = getattr(memory, "_keras_mask", None)
        kwargs = {"setup_memory": True, "return_prepared_memory": True}
        if memory_sequence_length is not None:
            kwargs["memory_sequence_length"] = memory_sequence_length
        if memory_mask is not None:
            kwargs["setup_memory_mask"] = memory_mask
        prepared = super().__call__(memory, **kwargs)
        if _is_symbolic(prepared):  # not when a functional model replays the node on tensors
            object.__setattr__(self, "_tfa_memory", _core.AttentionMemory(*prepared))
        return list(prepared)

    def compute_mask(self, inputs, previous_mask=None):
        # The memory's Keras mask is consumed by the setup (as in tfa); nothing is propagated.
        return None

    def call(
        self,
        query,
        state=None,
        memory=None,
        training=None,
        setup_memory=False,
        return_prepared_memory=False,
        memory_sequence_length=None,
        setup_memory_mask=None,
    ):
        """The core step ``(query, state, memory)``; with ``setup_memory=True`` (functional API
        only, see `_setup_functional`) ``query`` is the memory and the prepared memory is
        returned as ``[values, keys, mask, lengths]``."""
        if setup_memory:
            del return_prepared_memory
            if memory_sequence_length is not None and setup_memory_mask is not None:
                raise ValueError(
                    "memory_sequence_length and memory_mask cannot be used at same time for "
                    "attention."
                )
            if setup_memory_mask is not None:
                prepared = self._prepare_masked(query, setup_memory_mask)
            else:
                prepared = self.prepare(query, memory_sequence_length)
            return list(prepared)
        if memory is not None and not isinstance(memory, _core.AttentionMemory):
            memory = _core.AttentionMemory(*memory)  # a functional model's deserialized node
        return super().call(query, state, memory=memory, training=training)

    def get_config(self):
        config = super().get_config()
        config.pop("score", None)
        config["memory"] = None
        return config


def _is_symbolic(*values) -> bool:
    """Whether any of ``values`` (nested) is a Keras 3 symbolic tensor (``keras.Input``-derived)."""
    return any(isinstance(v, keras.KerasTensor) for value in values for v in tf.nest.flatten(value))


def _autocast(layer, x):
    """Keras' autocast of a floating input to the layer's compute dtype (mixed precision)."""
    x = tf.convert_to_tensor(x)
    if x.dtype.is_floating and x.dtype != layer.compute_dtype:
        return tf.cast(x, layer.compute_dtype)
    return x


def _as_shapes(input_shape):
    """``None``, one shape (a tuple/TensorShape of dims) or a list of shapes, as tuples."""
    if input_shape is None:
        return None
    if isinstance(input_shape, tf.TensorShape):
        return tuple(input_shape.as_list())
    items = list(input_shape)
    if items and all(i is None or isinstance(i, int) for i in items):
        return tuple(items)
    return [_as_shapes(i) for i in items]


def _process_probability_fn(name):
    if name not in ("softmax", "hardmax"):
        raise ValueError(
            f"Invalid probability function: {name}, options are dict_keys(['softmax', 'hardmax'])"
        )
    return name


@keras.saving.register_keras_serializable(package=_PACKAGE)
class LuongAttention(_TfaMemoryMixin, _core.LuongAttention):
    """tfa's ``LuongAttention(units, memory=None, memory_sequence_length=None, scale=False,
    probability_fn="softmax", dtype=None, name="LuongAttention")``: the core's
    ``LuongAttention(units, score="general", scale=scale)`` with a bound memory.

    ``score = query . (memory @ W)``; the query depth must equal ``units``. ``scale=True``
    multiplies by a trainable scalar. ``memory_layer=`` may be passed as a keyword, as in tfa.
    """

    def __init__(
        self,
        units,
        memory=None,
        memory_sequence_length=None,
        scale=False,
        probability_fn="softmax",
        dtype=None,
        name="LuongAttention",
        **kwargs,
    ):
        self._init_tfa(
            units,
            memory,
            memory_sequence_length,
            kwargs,
            scale=scale,
            score="general",
            probability_fn=_process_probability_fn(probability_fn),
            dtype=dtype,
            name=name,
        )


@keras.saving.register_keras_serializable(package=_PACKAGE)
class BahdanauAttention(_TfaMemoryMixin, _core.BahdanauAttention):
    """tfa's ``BahdanauAttention(units, memory=None, memory_sequence_length=None, normalize=False,
    probability_fn="softmax", kernel_initializer="glorot_uniform", dtype=None,
    name="BahdanauAttention")``: the core's `BahdanauAttention` with a bound memory.

    ``kernel_initializer`` initialises the query and memory layers and ``attention_v``, as in tfa.
    ``query_layer=`` / ``memory_layer=`` may be passed as keywords.
    """

    _tfa_layers = ("memory_layer", "query_layer")

    def __init__(
        self,
        units,
        memory=None,
        memory_sequence_length=None,
        normalize=False,
        probability_fn="softmax",
        kernel_initializer="glorot_uniform",
        dtype=None,
        name="BahdanauAttention",
        **kwargs,
    ):
        self._init_tfa(
            units,
            memory,
            memory_sequence_length,
            kwargs,
            kernel_initializer,
            normalize=normalize,
            probability_fn=_process_probability_fn(probability_fn),
            dtype=dtype,
            name=name,
        )

    def get_config(self):
        return {
            **super().get_config(),
            "kernel_initializer": keras.initializers.serialize(self.kernel_initializer),
        }


def _set_kernel_initializer(mechanism, kernel_initializer):
    """tfa's ``kernel_initializer`` of the additive mechanisms: query/memory layers and ``v``."""
    mechanism.kernel_initializer = keras.initializers.get(kernel_initializer)
    if kernel_initializer != "glorot_uniform":
        for layer in (mechanism.memory_layer, mechanism.query_layer):
            layer.kernel_initializer = mechanism.kernel_initializer
        mechanism.attention_v.assign(mechanism.kernel_initializer(mechanism.attention_v.shape))
