"""What `seq2seq.training.coordination.StopSignals` makes of a sequence of stop signals: the first
is noted and logged once, the same signal again changes nothing (a killed launcher's
PR_SET_PDEATHSIG can arrive twice), a different one is noted too, and a second Ctrl-C stops at
once."""

from __future__ import annotations

import os
import signal

import pytest

from seq2seq.training.coordination import StopSignals

INT, TERM, HUP = signal.SIGINT, signal.SIGTERM, signal.SIGHUP

# (what, signals in order, the signal noted at the end, lines logged, KeyboardInterrupt raised)
CASES = [
    ("none", [], None, 0, False),
    ("one SIGTERM", [TERM], TERM, 1, False),
    ("SIGTERM twice (the launcher's death)", [TERM, TERM], TERM, 1, False),
    ("SIGHUP twice", [HUP, HUP], HUP, 1, False),
    ("SIGHUP then SIGTERM", [HUP, TERM], TERM, 2, False),
    ("SIGTERM then Ctrl-C: stop now", [TERM, INT], TERM, 1, True),
    ("Ctrl-C twice: stop now", [INT, INT], INT, 1, True),
]


@pytest.mark.parametrize("what,sent,noted,lines,interrupted", CASES, ids=[c[0] for c in CASES])
def test_a_sequence_of_stop_signals(what, sent, noted, lines, interrupted):
    logged: list[str] = []
    signals = StopSignals(logged.append)
    raised = False
    with signals.installed():
        try:
            for signum in sent:
                os.kill(os.getpid(), signum)  # the handler runs before the next line
        except KeyboardInterrupt:
            raised = True
    assert (signals.received, len(logged), raised) == (noted, lines, interrupted)
    assert all(line.endswith("received: saving at the end of this step") for line in logged)


def test_the_previous_handlers_come_back():
    before = {sig: signal.getsignal(sig) for sig in (INT, TERM, HUP)}
    with StopSignals(lambda line: None).installed():
        assert all(signal.getsignal(sig) != before[sig] for sig in before)
    assert {sig: signal.getsignal(sig) for sig in before} == before


# (what, signal noted before the boundary, the cluster's sum at the boundary, the error raised,
#  the signal stopped on at this boundary)
BOUNDARY_CASES = [
    ("a signal, the cluster agrees", TERM, [1.0, 0.0], False, TERM),
    ("another worker's signal", None, [1.0, 0.0], False, TERM),
    ("no signal anywhere", None, [0.0, 0.0], False, None),
    # The handler ran during the all-reduce: the others did not count it, so not yet.
    ("a signal during the all-reduce: the next boundary", None, "late", False, None),
    ("a signal, and another worker is gone: save alone", TERM, "lost", False, TERM),
    ("no signal, and another worker is gone: the error", None, "lost", True, None),
]


def boundary(summed, signals, role=None):
    """A `Coordination` of worker 0 of 2 whose all-reduce returns ``summed`` ("lost": a lost
    worker's error; "late": no signal anywhere, this worker's handler running meanwhile)."""
    import tensorflow as tf

    from seq2seq.training.cluster import ClusterRole
    from seq2seq.training.coordination import Coordination

    def cluster_sum(values):
        if summed == "lost":
            raise tf.errors.UnavailableError(None, None, "The following tasks are unhealthy")
        if summed == "late":
            signals._on_signal(TERM, None)
            return [0.0, 0.0]
        return summed

    coordination = Coordination(ClusterRole(), tf.distribute.get_strategy())
    coordination.role = role or ClusterRole(task_type="worker", task_id=0, num_workers=2)
    coordination._cluster_sum = cluster_sum
    return coordination


@pytest.mark.parametrize(
    "what,noted,summed,raises,stopping", BOUNDARY_CASES, ids=[c[0] for c in BOUNDARY_CASES]
)
def test_the_stopping_decision_at_a_step_boundary(what, noted, summed, raises, stopping):
    """`Coordination.agree_on_stopping` in a cluster: a signal received by any worker stops every
    worker at the same boundary; a worker that is stopping already and finds another gone (the
    launcher and a worker killed together) goes on to save its own checkpoint: its step is
    complete. A signal the others did not count stops this worker one boundary later, with them."""
    import tensorflow as tf

    logged: list[str] = []
    signals = StopSignals(logged.append)
    signals.received = noted
    coordination = boundary(summed, signals)
    if raises:
        with pytest.raises(tf.errors.UnavailableError):
            coordination.agree_on_stopping(signals, lambda clock=True: False)
        return
    assert coordination.agree_on_stopping(signals, lambda clock=True: False) is False  # no budget
    assert signals.stopping == stopping
    assert signals.received == (TERM if summed != [0.0, 0.0] else None)
    assert ("gone" in " ".join(logged)) == (summed == "lost")


def test_a_signal_the_others_did_not_count_stops_at_the_next_boundary():
    signals = StopSignals(lambda line: None)
    late = boundary("late", signals)
    assert late.agree_on_stopping(signals, lambda clock=True: False) is False
    assert (signals.received, signals.stopping) == (TERM, None)
    counted = boundary([1.0, 0.0], signals)  # the next boundary: this worker's 1 in the sum
    assert counted.agree_on_stopping(signals, lambda clock=True: False) is False
    assert signals.stopping == TERM


def test_one_process_stops_on_any_signal_at_its_boundary():
    import tensorflow as tf

    from seq2seq.training.cluster import ClusterRole
    from seq2seq.training.coordination import Coordination

    signals = StopSignals(lambda line: None)
    alone = Coordination(ClusterRole(), tf.distribute.get_strategy())
    assert alone.agree_on_stopping(signals, lambda clock=True: False) is False
    assert signals.stopping is None
    signals.received = HUP
    assert alone.agree_on_stopping(signals, lambda clock=True: True) is True
    assert signals.stopping == HUP
