"""When training stops, for one process or a cluster of them: SIGINT / SIGTERM / SIGHUP noted and
acted on at the next step boundary (`StopSignals`), the stopping decision shared by every worker, a
lost worker reported, and the cluster left in order (`Coordination`); before all that, the workers'
bounded meeting (`joining_cluster`), which a signal or a worker that never comes ends in one line.

`seq2seq.training.cluster` says who this process is (no TensorFlow); this module is what the
workers do together (collectives and barriers of TensorFlow's coordination service).
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import tensorflow as tf

from seq2seq.errors import Interrupted, WorkerLost
from seq2seq.training.cluster import ClusterError, ClusterRole, seconds_from_environment

# The signals that stop training with an exact checkpoint (a hang-up is a stop, like SIGTERM).
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)

# How long a worker waits for the other workers of its cluster to start (seconds), and the
# environment variable that sets it.
CLUSTER_WAIT_VARIABLE = "SEQ2SEQ_CLUSTER_WAIT"
CLUSTER_WAIT_SECONDS = 300.0

# Set by `train.py --local-workers` in each worker's environment: the launcher's pid. A worker
# whose parent is no longer that process (the launcher was killed) stops as on SIGTERM.
LAUNCHER_PID_VARIABLE = "SEQ2SEQ_LAUNCHER_PID"

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
    """SIGINT, SIGTERM and SIGHUP, while `installed`, only note the signal (``received``): the loop
    saves and stops at the next step boundary. A second SIGINT raises `KeyboardInterrupt` at once.
    A worker of ``--local-workers`` whose launcher is already gone starts with SIGTERM noted."""

    def __init__(self, log: Callable[[str], None]):
        self.log = log
        self.received: int | None = None
        # The signal this process stops on at the current step boundary (set by
        # `Coordination.agree_on_stopping`): in a cluster, only one that every worker counted.
        self.stopping: int | None = None

    @contextmanager
    def installed(self) -> Iterator[None]:
        """Handles `STOP_SIGNALS` inside the block; the previous handlers after it."""
        previous = {sig: signal.signal(sig, self._on_signal) for sig in STOP_SIGNALS}
        if launcher_gone():  # its SIGTERM (PR_SET_PDEATHSIG) may have come before any handler
            self._on_signal(signal.SIGTERM, None)
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)

    def _on_signal(self, signum, frame) -> None:
        if self.received is not None and signum == signal.SIGINT:
            raise KeyboardInterrupt  # a second Ctrl-C: stop now (the last checkpoint stays)
        if signum == self.received:
            return  # the same stop again: a killed launcher's PR_SET_PDEATHSIG can come twice
        self.received = signum
        self.log(f"{signal.Signals(signum).name} received: saving at the end of this step")


class Coordination:
    """What the workers of a multi-worker run decide together; for a single process (a role
    without ``task_type``) every method is the process's own decision."""

    def __init__(self, role: ClusterRole, strategy: tf.distribute.Strategy):
        self.role = role
        self._cluster_sum = make_cluster_sum(strategy) if role.task_type else None

    def share_chief_value(self, value: float) -> float:
        """The chief's ``value`` on every worker (the others pass 0): the sum over the cluster."""
        if self._cluster_sum is None:
            return value
        return self._cluster_sum([value])[0]

    def agree_on_stopping(self, signals: StopSignals, finished: Callable[..., bool]) -> bool:
        """True when the training budget is spent (``finished()``). In a cluster every worker
        must stop at the same step (a worker that stops alone leaves the others waiting in a
        collective): the chief's budget (its clock) and a signal received by any worker count
        for all (another worker's signal is noted in ``signals`` as SIGTERM). A worker that has
        a signal and finds another worker gone (killed with the launcher) saves alone.

        A signal whose handler runs during the all-reduce (or just after it) was not counted by
        the others: this worker stops on it at the next boundary, with them (``signals.stopping``
        stays None here). Stopping on it now would leave them waiting in the next step's
        all-reduce for a worker that has gone."""
        if self._cluster_sum is None:
            signals.stopping = signals.received
            return finished()
        if signals.received is None and launcher_gone():  # no PR_SET_PDEATHSIG, or it was lost
            signals.received = signal.SIGTERM
            signals.log("the --local-workers launcher is gone: saving at the end of this step")
        signals.stopping = None
        try:
            signalled, spent = self._cluster_sum(
                [float(signals.received is not None), float(self.role.is_chief and finished())]
            )
        except LOST_WORKER_ERRORS:
            if signals.received is None:
                raise
            # Stopping already, and this step is complete on every worker (its all-reduce
            # finished): the weights are exact, so this worker saves them on its own.
            signals.log("another worker of the cluster is gone: saving this worker's checkpoint")
            signals.stopping = signals.received
            return False
        if signalled:
            if signals.received is None:
                signals.received = signal.SIGTERM  # another worker's: save and stop with them
            signals.stopping = signals.received
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


def make_cluster_sum(strategy: tf.distribute.Strategy) -> Callable[[list[float]], list[float]]:
    """Sums a few floats over the workers of the cluster (an all-reduce: every worker calls it at
    the same point, and each worker's values count once per local replica)."""

    @tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
    def cluster_sum(values):  # [N] -> [N]
        per_replica = strategy.run(tf.identity, args=(values,))
        return strategy.reduce("sum", per_replica, axis=None)

    return lambda values: [float(v) for v in cluster_sum(tf.constant(values, tf.float32))]


def launcher_gone(environ=os.environ) -> bool:
    """True for a worker of ``train.py --local-workers`` whose launcher has exited (killed)."""
    launcher = environ.get(LAUNCHER_PID_VARIABLE, "")
    return launcher.isdigit() and os.getppid() != int(launcher)


@contextmanager
def joining_cluster(strategy: str, environ=os.environ) -> Iterator[None]:
    """Around the creation of a ``multi_worker`` strategy (nothing for the other strategies):
    first every worker and chief of ``TF_CONFIG`` meet (`rendezvous`: at most
    `CLUSTER_WAIT_VARIABLE`'s seconds, a signal stops the wait at once, each in one line); then
    TensorFlow's own start, which blocks in C++ (no Python signal handler runs there), is bounded
    by SIGALRM. TensorFlow takes SIGTERM for its preemption notices while it starts: the previous
    handlers are put back after it, so that SIGTERM stops a worker that is still setting up as it
    stops a process."""
    if strategy != "multi_worker" or not environ.get("TF_CONFIG", "").strip():
        yield
        return
    role = ClusterRole.from_environment(environ)
    wait = seconds_from_environment(CLUSTER_WAIT_VARIABLE, CLUSTER_WAIT_SECONDS, environ)
    rendezvous(role, environ.get("TF_CONFIG", ""), wait)
    previous = {sig: signal.getsignal(sig) for sig in STOP_SIGNALS}
    alarm = signal.signal(signal.SIGALRM, signal.SIG_DFL)  # SIG_DFL: the process ends
    signal.alarm(max(1, int(wait)))
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, alarm)
        for sig, handler in previous.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)


def cluster_tasks(tf_config: dict) -> list[tuple[str, int, str]]:
    """``(job, index, address)`` of every chief and worker task of ``TF_CONFIG`` (parsed); the
    first is the leader of TensorFlow's coordination service (the chief, else worker 0)."""
    cluster = tf_config["cluster"]
    return [
        (job, index, address)
        for job in ("chief", "worker")
        for index, address in enumerate(cluster.get(job, []))
    ]


def rendezvous(role: ClusterRole, tf_config: str, timeout: float) -> None:
    """Blocks until every chief and worker task of ``tf_config`` has called this: the others
    connect to the leader's port (before TensorFlow's server takes it) and wait for its go.

    Raises `ClusterError` (one line) when they have not all come in ``timeout`` seconds, and
    `Interrupted` (nothing saved) on SIGINT / SIGTERM / SIGHUP while waiting."""
    if role.task_type not in ("chief", "worker"):
        return
    tasks = cluster_tasks(json.loads(tf_config))
    me = (role.task_type, role.task_id)
    mine = [address for job, index, address in tasks if (job, index) == me]
    if mine and tasks[0][:2] != me:  # the leader's port is checked by binding it, below
        check_own_port(role, mine[0])
    if len(tasks) < 2:
        return

    def stop(signum, frame):
        raise Interrupted(
            signum,
            None,
            f"{role.name} stopped while waiting for the other workers of its cluster "
            f"(nothing was trained)",
        )

    previous = {sig: signal.signal(sig, stop) for sig in STOP_SIGNALS}
    try:
        deadline = time.monotonic() + timeout
        if tasks[0][:2] == me:
            _lead(tasks, deadline, role, timeout)
        else:
            _join(tasks[0], me, deadline, role, timeout)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def port_taken(role: ClusterRole, address: str, why: str) -> str:
    """The one line for a task whose own address of ``TF_CONFIG`` cannot be listened on."""
    return (
        f"{role.name}: cannot listen on its address {address} of TF_CONFIG ({why}): another "
        f"program holds the port; free it or choose another (train.py --local-workers picks free "
        f"ports anew: run the same command again)"
    )


def check_own_port(role: ClusterRole, address: str) -> None:
    """A `ClusterError` (`port_taken`) when another program listens on ``address``'s port, which
    TensorFlow's server is about to take (it would fail with a traceback)."""
    _bind(_socket_for(address), address, role).close()


def own_address(environ=os.environ) -> str:
    """This task's address in ``TF_CONFIG`` ("" when it names none)."""
    try:
        spec = json.loads(environ.get("TF_CONFIG", ""))
        return str(spec["cluster"][spec["task"]["type"]][int(spec["task"]["index"])])
    except (ValueError, KeyError, TypeError, IndexError):
        return ""


def _socket_for(address: str) -> socket.socket:
    """A socket of ``address``'s family that binds as TensorFlow's server does (SO_REUSEADDR)."""
    server = socket.socket(socket.AF_INET6 if ":" in _port(address)[0] else socket.AF_INET)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    return server


def _bind(server: socket.socket, address: str, role: ClusterRole) -> socket.socket:
    """``server`` bound to ``address``'s port on every interface, or a `ClusterError`
    (`port_taken`) with ``server`` closed."""
    try:
        server.bind(("", _port(address)[1]))
    except OSError as err:
        server.close()
        raise ClusterError(port_taken(role, address, err.strerror or str(err))) from None
    return server


def _port(address: str) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    return host.strip("[]") or "localhost", int(port)


def _lead(tasks, deadline: float, role: ClusterRole, timeout: float) -> None:
    """The leader: accepts one connection of every other task, then sends each ``go``."""
    expected = {f"{job} {index}": address for job, index, address in tasks[1:]}
    came: dict[str, socket.socket] = {}
    server = _bind(_socket_for(tasks[0][2]), tasks[0][2], role)
    try:
        server.listen(len(tasks))
        server.settimeout(0.2)
        while len(came) < len(expected):
            if time.monotonic() > deadline:
                missing = ", ".join(
                    f"{name} ({expected[name]})" for name in expected if name not in came
                )
                raise ClusterError(
                    f"{role.name}: {len(came) + 1} of the {len(tasks)} tasks of TF_CONFIG came in "
                    f"{timeout:g} s; never came: {missing} (start every worker of the cluster; "
                    f"{CLUSTER_WAIT_VARIABLE} sets the wait)"
                )
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            conn.settimeout(5.0)
            try:
                name = conn.recv(64).decode("ascii", "replace").strip()
            except OSError:
                conn.close()
                continue
            if name in expected and name not in came:
                came[name] = conn
            else:
                conn.close()
        for conn in came.values():
            try:
                conn.sendall(b"go\n")
                conn.recv(8)  # the other side closes first (no TIME_WAIT left on this port)
            except OSError:
                pass
    finally:
        for conn in came.values():
            conn.close()
        server.close()


def _join(leader, me: tuple[str, int], deadline: float, role: ClusterRole, timeout: float) -> None:
    """Any other task: connects to the leader (again after a refusal or a lost connection) and
    waits for its ``go``."""
    host, port = _port(leader[2])
    connected = False
    while time.monotonic() <= deadline:
        try:
            with socket.create_connection((host, port), timeout=1.0) as conn:
                connected = True
                conn.sendall(f"{me[0]} {me[1]}\n".encode("ascii"))
                conn.settimeout(0.2)
                while time.monotonic() <= deadline:
                    try:
                        answer = conn.recv(8)
                    except TimeoutError:
                        continue
                    if answer.startswith(b"go"):
                        return
                    break  # closed: the leader stopped; try again
        except OSError:
            pass
        time.sleep(0.2)
    what = "did not start the cluster" if connected else "never answered"
    raise ClusterError(
        f"{role.name}: the leader of the cluster, {leader[0]} {leader[1]} ({leader[2]}), {what} "
        f"in {timeout:g} s (start every worker of the cluster; {CLUSTER_WAIT_VARIABLE} sets the "
        f"wait)"
    )
