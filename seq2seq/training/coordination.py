"""When training stops, for one process or a cluster of them: SIGINT / SIGTERM noted and acted on
at the next step boundary (`StopSignals`), the stopping decision shared by every worker, a lost
worker reported, and the cluster left in order (`Coordination`).

`seq2seq.training.cluster` says who this process is (no TensorFlow); this module is what the
workers do together (collectives and barriers of TensorFlow's coordination service).
"""

from __future__ import annotations

import re
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import tensorflow as tf

from seq2seq.errors import WorkerLost
from seq2seq.training.cluster import ClusterRole

# How long the chief stays after the end-of-training barrier, so that the other workers (which
# exit in about a second) are gone before the coordination service's leader.
LEAVING_SECONDS = 3.0

# The lines of a collective's error that say what happened to the lost worker.
LOST_WORKER_HINTS = re.compile(r"unhealthy|crashed|connection|unavailable|socket|peer", re.I)

# The errors a collective raises when a worker of the cluster is gone.
LOST_WORKER_ERRORS = (
    tf.errors.UnavailableError,
    tf.errors.CancelledError,
    tf.errors.AbortedError,
    tf.errors.DeadlineExceededError,
)


class StopSignals:
    """SIGINT and SIGTERM, while `installed`, only note the signal (``received``): the loop saves
    and stops at the next step boundary. A second SIGINT raises `KeyboardInterrupt` at once."""

    def __init__(self, log: Callable[[str], None]):
        self.log = log
        self.received: int | None = None

    @contextmanager
    def installed(self) -> Iterator[None]:
        """Handles SIGINT and SIGTERM inside the block; the previous handlers after it."""
        previous = {
            sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGINT, signal.SIGTERM)
        }
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _on_signal(self, signum, frame) -> None:
        if self.received is not None and signum == signal.SIGINT:
            raise KeyboardInterrupt  # a second Ctrl-C: stop now (the last checkpoint stays)
        self.received = signum
        self.log(f"{signal.Signals(signum).name} received: saving at the end of this step")


class Coordination:
    """What the workers of a multi-worker run decide together; for a single process (a role
    without ``task_type``) every method is the process's own decision."""

    def __init__(self, role: ClusterRole, strategy: tf.distribute.Strategy):
        self.role = role
        self._cluster_sum = _make_cluster_sum(strategy) if role.task_type else None

    def share_chief_value(self, value: float) -> float:
        """The chief's ``value`` on every worker (the others pass 0): the sum over the cluster."""
        if self._cluster_sum is None:
            return value
        return self._cluster_sum([value])[0]

    def agree_on_stopping(self, signals: StopSignals, finished: Callable[..., bool]) -> bool:
        """True when the training budget is spent (``finished()``). In a cluster every worker
        must stop at the same step (a worker that stops alone leaves the others waiting in a
        collective): the chief's budget (its clock) and a signal received by any worker count
        for all (another worker's signal is noted in ``signals`` as SIGTERM)."""
        if self._cluster_sum is None:
            return finished()
        signalled, spent = self._cluster_sum(
            [float(signals.received is not None), float(self.role.is_chief and finished())]
        )
        if signalled and signals.received is None:
            signals.received = signal.SIGTERM  # another worker's: save and stop with the cluster
        return bool(spent) or finished(clock=False)

    def worker_lost(self, err: tf.errors.OpError, step: int) -> WorkerLost:
        """The one-line error for a collective that failed at ``step`` (`LOST_WORKER_ERRORS`)."""
        lines = [line.strip() for line in str(err).splitlines() if line.strip()]
        telling = [line for line in lines if LOST_WORKER_HINTS.search(line)]
        first = (telling or lines or [type(err).__name__])[0]
        return WorkerLost(
            f"{self.role.name} at step {step}: another worker of the cluster was lost "
            f"({type(err).__name__}: {first}); start the whole cluster again with the same "
            f"command to resume from the chief's last checkpoint"
        )

    def leave(self, timeout: float = 3600.0) -> None:
        """The end of a multi-worker run: every worker waits at a barrier of TensorFlow's
        coordination service until the chief has finished (its final evaluation included), then
        the chief lets the others exit first: a worker still running when the service's leader
        (the chief) is gone logs an ``UNAVAILABLE`` heartbeat error."""
        if not self.role.task_type:
            return
        from tensorflow.python.eager import context

        context.context().wait_at_barrier("seq2seq-end-of-training", int(timeout * 1000))
        if self.role.is_chief:
            time.sleep(LEAVING_SECONDS)


def _make_cluster_sum(strategy: tf.distribute.Strategy) -> Callable[[list[float]], list[float]]:
    """Sums a few floats over the workers of the cluster (an all-reduce: every worker calls it at
    the same point of the loop)."""

    @tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
    def cluster_sum(values):  # [N] -> [N]
        per_replica = strategy.run(lambda v: tf.identity(v), args=(values,))
        return strategy.reduce("sum", per_replica, axis=None)

    def call(values: list[float]) -> list[float]:
        return [float(v) for v in cluster_sum(tf.constant(values, tf.float32))]

    return call
