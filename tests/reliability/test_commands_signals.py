"""Every command, stopped by a signal (docs/reliability.md, class 4): SIGTERM and SIGHUP
clean up as Ctrl-C does. Whenever the signal lands (importing TensorFlow, loading the model, mid
work), the command either finishes with its whole output or exits with 128 + the signal's number (or
is killed by it, before it has started anything),
one line or none on stderr and no traceback, leaving neither its output nor a temporary file.
Training is `test_interruptions.py` and `test_process_end.py` (it saves a checkpoint first)."""

import json
import signal
import subprocess
import sys
import time

import pytest

# (console function, argv, the outputs it writes). RUN: a trained run directory, OUT: the test's
# folder, CORPUS: a corpus folder.
ROWS = {
    "translate": (
        "translate",
        ["--run-dir", "RUN", "-i", "OUT/in.es", "-o", "OUT/out.en", "--alignments", "OUT/al"],
        ["out.en", "al"],
    ),
    "export": ("export", ["--run-dir", "RUN", "--out", "OUT/exported"], ["exported"]),
    "average": (
        "average",
        ["--run-dir", "RUN", "--last", "2", "--out", "OUT/averaged"],
        ["averaged"],
    ),
    "bench": (
        "bench",
        ["pipeline", "--data", "CORPUS", "--run-dir", "OUT/bench", "--json", "OUT/b.json"],
        ["b.json"],
    ),
    "prepare-data": (
        "prepare_data",
        ["--tsv", "OUT/pairs.tsv", "--out", "OUT/full", "--ci-out", "OUT/ci", "--no-check"],
        ["full", "ci"],
    ),
    "serve": ("serve", ["--run-dir", "RUN", "--port", "0"], []),  # runs until stopped
}
# The translate row's input is long enough (beam search over thousands of lines) that the signal
# always lands mid-work: it must stop it.
MID_WORK = {"translate"}
SIGNALS = [signal.SIGTERM, signal.SIGHUP]


def files_under(folder):
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.slow  # a TensorFlow process per row: make test-slow
@pytest.mark.parametrize("sig", SIGNALS, ids=lambda s: s.name)
@pytest.mark.parametrize("name", sorted(ROWS))
@pytest.mark.parametrize("delay", [1.0, 6.0])
def test_a_stopped_command_leaves_all_or_nothing(
    name, sig, delay, trained_run, tiny_corpus, tmp_path
):
    module, argv, outputs = ROWS[name]
    (tmp_path / "in.es").write_text("Hola, ¿cómo estás?\nTengo hambre.\n" * 2000, "utf-8")
    rows = (f"I am {i}.\tSoy {i}.\tCC-BY 2.0 (France)\n" for i in range(30_000))
    (tmp_path / "pairs.tsv").write_text("".join(rows), "utf-8")
    paths = {"RUN": str(trained_run), "OUT": str(tmp_path), "CORPUS": str(tiny_corpus)}
    for key, value in paths.items():
        argv = [a.replace(key, value) for a in argv]
    before = files_under(tmp_path)
    # SIGUSR1 prints every thread's stack (a command that does not stop: where it is)
    main = (
        "import faulthandler, signal, sys; faulthandler.register(signal.SIGUSR1, all_threads=True)"
        f"; from seq2seq.commands.{module} import {module}_main as m; sys.exit(m())"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", main, *argv],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(delay)
    proc.send_signal(sig)
    try:
        _, err = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        proc.send_signal(signal.SIGUSR1)
        time.sleep(2)
        proc.kill()
        _, err = proc.communicate()
        pytest.fail(f"{name} still ran 120 s after {sig.name}; its threads:\n{err}")
    assert "Traceback" not in err, err
    if proc.returncode == 0:
        assert not (delay > 5 and name in MID_WORK), "the signal did not stop the work"
        assert set(outputs) <= set(files_under(tmp_path)), err
    else:
        # -sig: killed before the command's handlers were installed (nothing had started yet)
        assert proc.returncode in (128 + sig, -sig), err
        assert len(err.strip().splitlines()) <= 1, err
        # All or nothing: the signal may come after the outputs were written (then they are
        # whole), never leave some of them, a partial one or a temporary file.
        new = {p.split("/")[0] for p in set(files_under(tmp_path)) - set(before)} - {"bench"}
        assert new in (set(), set(outputs)), sorted(new)
        if "b.json" in new:
            json.loads((tmp_path / "b.json").read_text("utf-8"))


@pytest.mark.parametrize("sig", SIGNALS, ids=lambda s: s.name)
def test_a_signal_during_a_finalizer_still_stops_the_command(sig):
    """Python cannot raise out of a ``__del__`` (TensorFlow's clean-up of traced functions runs
    there): a signal landing in one must still stop the command, with no traceback printed (CI:
    translate stopped by SIGHUP printed 'Exception ignored in ... AtomicFunction.__del__')."""
    script = f"""
import os, sys, time
from seq2seq.commands.common import Stopped, stop_on_signals
stop_on_signals()
class Finalized:
    def __del__(self):
        os.kill(os.getpid(), {int(sig)})
        for _ in range(100_000):  # the handler runs in here, inside the finalizer
            pass
item = Finalized()
del item
try:
    time.sleep(10)
    print("not stopped")
except Stopped as stop:
    print("stopped", stop.signum)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip() == f"stopped {int(sig)}", done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
