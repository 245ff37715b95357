"""What the chief of a multi-worker cluster hands the other workers through the cluster itself, so
that no worker needs to see the chief's run directory (each host may have its own disk).

A non-chief worker never reads the chief's run directory. It receives, over the strategy's
collectives (an all-reduce in which only the chief's first replica contributes, so that every worker
ends with the chief's exact bits):

* the subword models (their file bytes), which it writes into its private directory and loads;
* the choices the chief's machine makes for the cluster (``train.precision: auto``), so that a
  cluster of CPUs with and without bfloat16 instructions still trains in one precision;
* the chief's fingerprints of its config (all but ``data.corpus``) and of its training data,
  which it compares with its own (its data built from its own copy of the corpus): a different
  config or corpus is refused with one line;
* at every start, the chief's whole training state after the chief's restore: weights, optimizer
  slots, step, epoch and position in the epoch, the dropout RNG states, the moving average. A
  resumed cluster so continues from the chief's checkpoint, which the other workers need not have.

Every worker calls these functions at the same points, in the same order (each is a collective).
`settle` ends a phase of preparation together: an error on any worker stops every worker, the
worker that failed with its own one-line error, the others with one line naming it.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np
import tensorflow as tf

from seq2seq.config import Config
from seq2seq.training.cluster import ANOTHER_WORKERS_FAULT, ClusterError, ClusterRole
from seq2seq.training.coordination import cluster_tasks, make_cluster_sum


class Handover:
    """The collectives of a cluster's preparation, for ``role`` under ``strategy``."""

    def __init__(self, role: ClusterRole, strategy: tf.distribute.Strategy, tf_config: dict):
        self.role = role
        self.names = [f"{job} {index}" for job, index, _ in cluster_tasks(tf_config)]
        self.index = self.names.index(role.name)
        self._chief_words = _make_chief_words(strategy)
        self._sum = make_cluster_sum(strategy)

    # -- the chief's values on every worker
    # -------------------------------------------------------------------------------------
    def words(self, words: np.ndarray) -> np.ndarray:
        """The chief's int32 vector ``words`` on every worker (the others pass the same length)."""
        mine = words if self.role.is_chief else np.zeros_like(words)
        return self._chief_words(tf.constant(mine, tf.int32)).numpy()

    def blob(self, data: bytes | None) -> bytes:
        """The chief's ``data`` (any length) on every worker (the others pass None)."""
        size = int(self.words(np.array([len(data) if self.role.is_chief else 0], np.int32))[0])
        words = _to_words(data if self.role.is_chief else b"\0" * size)
        return self.words(words).tobytes()[:size]

    def text(self, value: str) -> str:
        """The chief's ``value`` on every worker (each passes its own): a choice that the chief's
        machine makes for the whole cluster."""
        return self.blob(value.encode("utf-8") if self.role.is_chief else None).decode("utf-8")

    def variables(self, variables: list) -> None:
        """Assigns the chief's value of every variable in ``variables`` (the same list, in the same
        order, on every worker) to every worker's own: exact bits, any dtype."""
        values = [np.asarray(v.numpy()) for v in variables]
        packed = [_to_words(value.tobytes()) for value in values]
        received = self.words(np.concatenate(packed) if packed else np.zeros(0, np.int32))
        if self.role.is_chief:
            return
        start = 0
        for variable, value, words in zip(variables, values, packed, strict=True):
            data = received[start : start + len(words)].tobytes()[: value.nbytes]
            start += len(words)
            variable.assign(np.frombuffer(data, value.dtype).reshape(value.shape))

    # -- preparing together
    # -------------------------------------------------------------------------------------
    def settle(self, error: BaseException | None) -> None:
        """Ends a phase of preparation on every worker together: re-raises this worker's
        ``error``; raises a `ClusterError` naming the workers that failed when another did."""
        flags = [0.0] * len(self.names)
        flags[self.index] = float(error is not None)
        failed = [name for name, flag in zip(self.names, self._sum(flags), strict=True) if flag]
        if error is not None:
            raise error
        if failed:
            raise ClusterError(
                f"{self.role.name}: {', '.join(failed)} of the cluster could not prepare the run "
                f"{ANOTHER_WORKERS_FAULT}; nothing was trained"
            )

    def same_as_chief(
        self, fingerprint: str, what: str, where: str, fix: str = "copy the chief's corpus here"
    ) -> None:
        """A `ClusterError` on a non-chief worker whose ``fingerprint`` of ``what`` (read from
        ``where``) is not the chief's, saying how to ``fix`` it; settled together (every worker
        stops)."""
        chief = self.blob(fingerprint.encode("utf-8") if self.role.is_chief else None).decode()
        error = None
        if chief != fingerprint:
            error = ClusterError(
                f"{self.role.name}: its {what} ({where}) differs from the chief's "
                f"(fingerprint {fingerprint[:12]} vs {chief[:12]}): {fix}"
            )
        self.settle(error)


def config_fingerprint(config: Config) -> str:
    """sha256 of the settings every worker must share: the whole config but ``data.corpus`` (each
    host may keep its copy of the corpus elsewhere)."""
    settings = config.to_dict()
    settings["data"] = {k: v for k, v in settings["data"].items() if k != "corpus"}
    return hashlib.sha256(json.dumps(settings, sort_keys=True, default=str).encode()).hexdigest()


def _to_words(data: bytes) -> np.ndarray:
    """``data`` as int32 words (zero-padded to a multiple of 4 bytes)."""
    return np.frombuffer(data + b"\0" * (-len(data) % 4), np.int32)


def _make_chief_words(strategy: tf.distribute.Strategy):
    """An all-reduce (sum) of int32 vectors in which only replica 0 (the chief's first device)
    contributes: the chief's words, bit for bit, on every worker."""

    @tf.function(input_signature=[tf.TensorSpec([None], tf.int32)])
    def chief_words(words):  # [N] -> [N]
        def replica(w):
            context = tf.distribute.get_replica_context()
            first = tf.equal(context.replica_id_in_sync_group, 0)
            return context.all_reduce("sum", tf.where(first, w, tf.zeros_like(w)))

        return strategy.experimental_local_results(strategy.run(replica, args=(words,)))[0]

    return chief_words
