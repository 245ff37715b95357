"""Faults of the two newest surfaces (docs/reliability.md): a ``--local-workers`` cluster whose
workers meet a bad input, fail, are killed or find their port taken, and streamed shards that are
damaged, missing, stale, listed wrongly by their index or left half written by a killed run.

The launcher rows use stand-in workers (a few lines of Python), the port rows call the workers'
meeting directly and the shard rows write the tiny corpus's shards: each takes a second or two.
The rows that start real workers are `slow`."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import script

from seq2seq import config as config_lib
from seq2seq.data.shards import ShardIndex, open_or_write_shards, write_shards
from seq2seq.data.subword import Vocabularies
from seq2seq.run_layout import SHARDS
from seq2seq.training.cluster import ClusterError, ClusterRole, private_path
from seq2seq.training.coordination import rendezvous
from seq2seq.training.data import StreamedData
from seq2seq.training.local_cluster import free_ports, tf_config

from .conftest import ROOT, tiny_args
from .test_process_end import alive, wait_until

LINUX = Path("/proc/self/stat").exists()

# -- the launcher: what the user sees when a worker fails -------------------------------------

# A stand-in worker: logs a line, then does what the plan (one action per worker) says. On a stop
# signal it answers as training does: a worker still waiting for its peers says so in one line, a
# training one logs its save; both exit 128 + N.
WORKER = """
import json, os, signal, sys, time
out, plan = sys.argv[1], json.loads(sys.argv[2])
index = json.loads(os.environ["TF_CONFIG"])["task"]["index"]
action = plan[index]
def stop(signum, frame):
    name = signal.Signals(signum).name
    if action == "wait":
        print(f"train.py: {name}: worker {index} stopped while waiting for the other workers of "
              "its cluster (nothing was trained)", file=sys.stderr, flush=True)
    else:
        print("[12:00:01] interrupted: saved ckpt-6", flush=True)
    os._exit(128 + signum)
for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(sig, stop)
print(f"[12:00:00] worker {index} step 1", flush=True)
if index:  # its checkpoints, out of the run directory (a SIGKILL leaves them)
    from seq2seq.training.cluster import ClusterRole, private_directory
    mine = private_directory(ClusterRole("worker", index, len(plan) - 1), os.path.join(out, "run"))
    with open(os.path.join(mine, "ckpt-1.index"), "w") as f:
        f.write("saved")
with open(os.path.join(out, f"{index}.pid"), "w") as f:
    f.write(str(os.getpid()))
time.sleep(0.5)
if action in ("bad-input", "own-error"):
    print(plan[-1] if action == "bad-input" else f"train.py: error: worker {index}: its own",
          file=sys.stderr, flush=True)
    sys.exit(2)
if action == "crash":
    print("Traceback (most recent call last):\\nRuntimeError: boom", file=sys.stderr, flush=True)
    sys.exit(1)
while True:
    time.sleep(0.05)
"""

BAD = "train.py: error: corpus error: c/train.es:3: invalid UTF-8 (byte 0xff at column 2)"
AGAIN = "run the same command again to resume from the last checkpoint"
STOPPED = (
    "train.py: {}: worker {} stopped while waiting for the other workers of its cluster (nothing "
    "was trained)"
)

# (plan: worker 0's action, worker 1's, the bad input's line; what is done to the cluster; the
# launcher's exit status; its stderr, line by line, in any order)
LAUNCHER = (
    "import sys; from seq2seq.training.local_cluster import run_local_cluster; "
    "sys.exit(run_local_cluster(sys.argv[2:], 2, run_dir=sys.argv[1]))"
)

LAUNCHER_FAULTS = [
    pytest.param(
        ["bad-input", "bad-input", BAD], None, 2, [BAD], id="every-worker-meets-one-bad-input"
    ),
    pytest.param(
        ["wait", "own-error", ""],
        None,
        2,
        ["train.py: error: worker 1: its own"],  # not the chief's stop it caused
        id="worker-1-alone-fails-in-one-line",
    ),
    pytest.param(
        ["train", "crash", ""],
        None,
        1,
        [
            "[worker 1] Traceback (most recent call last):",
            "[worker 1] RuntimeError: boom",
            f"train.py: worker 1 exited with status 1: the cluster was stopped; {AGAIN}",
            "train.py: the last lines of worker 1:",
            "[worker 1] [12:00:00] worker 1 step 1",
        ],
        id="worker-1-crashes",
    ),
    pytest.param(
        ["train", "train", ""],
        ("kill", 1),
        128 + signal.SIGKILL,
        [
            f"train.py: worker 1 exited with status 137: the cluster was stopped; {AGAIN}",
            "train.py: the last lines of worker 1:",
            "[worker 1] [12:00:00] worker 1 step 1",
        ],
        id="worker-1-killed",
    ),
    pytest.param(
        ["train", "train", ""],
        ("launcher", signal.SIGTERM),
        143,
        [],  # the chief's log says it saved; worker 1's repeats it
        id="launcher-SIGTERM-while-training",
    ),
    pytest.param(
        ["wait", "wait", ""],
        ("launcher", signal.SIGINT),
        130,
        [STOPPED.format("SIGINT", 0), STOPPED.format("SIGINT", 1)],
        id="launcher-SIGINT-while-waiting",
    ),
]


@pytest.mark.skipif(not LINUX, reason="reads /proc")
@pytest.mark.parametrize("plan,fault,status,says", LAUNCHER_FAULTS)
def test_a_failing_worker_is_told_once_and_no_worker_is_left(plan, fault, status, says, tmp_path):
    (tmp_path / "worker.py").write_text(WORKER, encoding="utf-8")
    worker = [sys.executable, str(tmp_path / "worker.py"), str(tmp_path), json.dumps(plan)]
    launcher = subprocess.Popen(
        [sys.executable, "-c", LAUNCHER, str(tmp_path / "run"), *worker],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    paths = [tmp_path / "0.pid", tmp_path / "1.pid"]
    wait_until(lambda: all(p.exists() and p.read_text() for p in paths), 30, "workers started")
    pids = [int(p.read_text()) for p in paths]
    private = private_path(ClusterRole("worker", 1, 2), tmp_path / "run")
    assert (private / "ckpt-1.index").exists()
    if fault and fault[0] == "kill":
        os.kill(pids[fault[1]], signal.SIGKILL)
    elif fault:
        launcher.send_signal(fault[1])
    _, err = launcher.communicate(timeout=60)
    assert launcher.returncode == status, err
    assert sorted(err.splitlines()) == sorted(line.rstrip() for line in says), err
    for pid in pids:
        wait_until(lambda pid=pid: not alive(pid), 10, f"worker {pid} gone")
    # Worker 1's private directory is gone too, however it ended (SIGKILL included).
    assert not private.exists()


# -- a port of the cluster already in use ----------------------------------------------------


@pytest.mark.parametrize("index", [0, 1], ids=["the-leaders-port", "worker-1s-port"])
def test_a_port_in_use_is_one_line_naming_it_at_once(index):
    ports = free_ports(2)
    with socket.socket() as stranger:
        stranger.bind(("localhost", ports[index]))
        stranger.listen()
        start = time.monotonic()
        with pytest.raises(ClusterError) as caught:
            rendezvous(ClusterRole("worker", index, 2), tf_config(ports, index), 5.0)
    assert time.monotonic() - start < 2  # not after the wait for the peers
    says = f"worker {index}: cannot listen on its address localhost:{ports[index]} of TF_CONFIG"
    assert str(caught.value).startswith(says) and "\n" not in str(caught.value)


# TensorFlow's own server start, when the port is taken after the meeting checked it.
SERVER_START = """
import sys
from seq2seq.training import coordination
coordination.rendezvous = lambda *args: None  # the check before TensorFlow's start, skipped
from seq2seq.commands.common import console
from seq2seq.training.cluster import ClusterError
from seq2seq.training.distribute import make_strategy
strategy = console("train.py", expected=(ClusterError,))(lambda argv: make_strategy("multi_worker"))
sys.exit(strategy())
"""


@pytest.mark.slow  # starts TensorFlow's server
def test_a_port_taken_before_tensorflows_server_starts_is_one_line():
    port = free_ports(1)[0]
    with socket.socket() as stranger:
        stranger.bind(("localhost", port))
        stranger.listen()
        done = subprocess.run(
            [sys.executable, "-c", SERVER_START],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT), "TF_CONFIG": tf_config([port], 0)},
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2, done.stderr
    # (TensorFlow's own C++ log line of the failure may come too, even within ours: it writes
    # to the same stream from another thread)
    assert done.stderr.count("train.py: error: ") == 1
    assert (
        f"train.py: error: worker 0: cannot listen on its address localhost:{port} of TF_CONFIG "
        "(Could not start gRPC server): another program holds the port; free it or choose another "
        "(train.py --local-workers picks free ports anew: run the same command again)"
    ) in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.slow  # two real workers (they stop before training)
@pytest.mark.skipif(not LINUX, reason="reads /proc")
def test_a_bad_corpus_under_local_workers_is_one_line(tmp_path, tiny_corpus):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for path in tiny_corpus.iterdir():
        (corpus / path.name).write_bytes(path.read_bytes())
    with open(corpus / "train.es", "ab") as f:
        f.write(b"hola\xff mundo\n")
    with open(corpus / "train.en", "ab") as f:
        f.write(b"hello world\n")
    run_dir = tmp_path / "run"
    command = script("train.py", "--config", "bench-small", "--run-dir", run_dir)
    command += tiny_args(corpus, "train.max_steps=2") + ["--local-workers", "2"]
    env = {**os.environ, "TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}
    launcher = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, err = launcher.communicate(timeout=300)
    assert launcher.returncode == 2, err.decode()[-3000:]
    lines = [line for line in err.decode().splitlines() if "train.py" in line]
    assert lines == [
        f"train.py: error: corpus error: {corpus / 'train.es'}:241: invalid UTF-8 (byte 0xff at "
        "column 5)"
    ]
    assert not run_dir.exists()
    assert not [
        entry
        for entry in Path("/proc").iterdir()
        if entry.name.isdigit() and _launched_by(entry, launcher.pid)
    ]


def _launched_by(entry: Path, launcher: int) -> bool:
    try:
        return f"SEQ2SEQ_LAUNCHER_PID={launcher}".encode() in (entry / "environ").read_bytes()
    except OSError:
        return False


# -- streamed shards ---------------------------------------------------------------------------

SETTINGS = {"max_length": 10, "max_chars": 60, "pairs_per_shard": 40, "seed": 0}


@pytest.fixture(scope="module")
def corpus(tiny_corpus, tmp_path_factory):
    """(train.es, train.en, vocabularies) of the tiny corpus, and another corpus's shards."""
    folder = tmp_path_factory.mktemp("shard-faults")
    src, tgt = tiny_corpus / "train.es", tiny_corpus / "train.en"
    lines = [p.read_text("utf-8").splitlines() for p in (src, tgt)]
    vocabs = Vocabularies.build_or_load(folder / "run", *lines, vocab_size=200)
    other = folder / "other"
    other.mkdir()
    for name, text in (("train.es", lines[0][::-1]), ("train.en", lines[1][::-1])):
        (other / name).write_text("\n".join(text) + "\n", "utf-8")
    write_shards(
        other / "train.es", other / "train.en", vocabs.src, vocabs.tgt, folder / "o", **SETTINGS
    )
    return src, tgt, vocabs, folder / "o"


def _edit_index(**change):
    def edit(out: Path, other: Path) -> None:
        fields = json.loads((out / "index.json").read_text("utf-8"))
        for key, value in change.items():
            fields[key] = value(fields[key])
        (out / "index.json").write_text(json.dumps(fields), "utf-8")

    return edit


def _flip(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))


def _copy(source: Path, target: Path) -> None:
    target.write_bytes(source.read_bytes())


# (damage done to a shard directory (and the other corpus's shards, to take from), what the one
# line written before they are encoded again says)
SHARD_FAULTS = [
    pytest.param(
        lambda out, o: os.truncate(out / "shard-00001.tfrecord", 100),
        "shard-00001.tfrecord: 100 bytes, the index says",
        id="truncated",
    ),
    pytest.param(
        lambda out, o: _flip(out / "shard-00002.tfrecord"),
        "shard-00002.tfrecord: damaged (its sha256",
        id="one-byte-flipped",
    ),
    pytest.param(
        lambda out, o: (out / "shard-00003.tfrecord").unlink(),
        "shard-00003.tfrecord: missing (the index lists it)",
        id="missing",
    ),
    pytest.param(
        lambda out, o: os.truncate(out / "shard-00000.tfrecord", 0),
        "shard-00000.tfrecord: 0 bytes, the index says",
        id="empty",
    ),
    pytest.param(
        lambda out, o: _copy(o / "shard-00000.tfrecord", out / "shard-00000.tfrecord"),
        "shard-00000.tfrecord: ",
        id="a-shard-of-another-corpus",
    ),
    pytest.param(
        lambda out, o: [_copy(p, out / p.name) for p in o.iterdir()],
        "stale shards (other corpus, subword models or settings)",
        id="the-shards-of-another-corpus",
    ),
    pytest.param(
        lambda out, o: _copy(out / "shard-00000.tfrecord", out / "shard-00099.tfrecord"),
        "shard-00099.tfrecord: a shard that",
        id="a-shard-the-index-does-not-list",
    ),
    pytest.param(
        _edit_index(shards=lambda shards: shards[:-1]),
        ": a shard that",
        id="index-drops-a-shard",
    ),
    pytest.param(
        _edit_index(shards=lambda shards: shards + shards[:1]),
        "shard 6 is named 'shard-00000.tfrecord', not shard-00006.tfrecord",
        id="index-lists-a-shard-twice",
    ),
    pytest.param(
        _edit_index(pairs=lambda pairs: pairs + 1),
        "index.json: {pairs} pairs, its shards hold {held}",
        id="index-pair-count",
    ),
    pytest.param(
        lambda out, o: [
            *(p.unlink() for p in out.glob("shard-*")),
            _edit_index(
                pairs=lambda n: 0, shards=lambda s: [], length_histogram=lambda h: [0] * 12
            )(out, o),
        ],
        "index.json: no pairs",
        id="index-of-nothing",
    ),
    pytest.param(
        lambda out, o: os.truncate(out / "index.json", 200),
        "index.json: not a shard index",
        id="index-truncated",
    ),
    pytest.param(lambda out, o: (out / "index.json").unlink(), "no shards yet", id="index-missing"),
]


@pytest.mark.parametrize("damage,says", SHARD_FAULTS)
def test_damaged_shards_are_named_and_encoded_again(corpus, damage, says, tmp_path):
    src, tgt, vocabs, other = corpus
    fresh = write_shards(src, tgt, vocabs.src, vocabs.tgt, tmp_path / "fresh", **SETTINGS)
    out = tmp_path / "shards"
    write_shards(src, tgt, vocabs.src, vocabs.tgt, out, **SETTINGS)
    damage(out, other)
    if "stale" not in says:  # (another corpus's whole shards: refused by their fingerprint)
        with pytest.raises((ValueError, FileNotFoundError)):
            ShardIndex.load(out)  # never read as they are
    messages = []
    index = open_or_write_shards(
        src, tgt, vocabs.src, vocabs.tgt, out, log=messages.append, **SETTINGS
    )
    says = says.format(pairs=fresh.pairs + 1, held=fresh.pairs)
    assert says in messages[0] and "\n" not in messages[0], messages
    # What is trained on is what a fresh write gives, byte for byte.
    assert index.to_json() == fresh.to_json()
    assert sorted(p.name for p in out.iterdir()) == sorted(
        p.name for p in fresh.directory.iterdir()
    )
    for mine, truth in zip(index.files, fresh.files, strict=True):
        assert mine.read_bytes() == truth.read_bytes()


def test_a_shard_write_left_by_a_killed_run_is_removed(corpus, tmp_path):
    src, tgt, vocabs, _ = corpus
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    # What SIGKILL leaves mid-write: the staged folder (scatter files, a shard) and a replaced
    # folder put aside; and a user's files of similar names, which stay.
    left = [run_dir / ".shards.k1ll3d_0.tmp", run_dir / ".shards.k1ll3d_1.old"]
    for folder in left:
        folder.mkdir()
        (folder / "scatter-00000.bin").write_bytes(b"\0" * 4096)
    mine = [run_dir / "shards.tmp", run_dir / ".shards.keep", tmp_path / ".shards.abcdefgh.tmp"]
    for path in mine:
        path.write_text("the user's", "utf-8")
    config = config_lib.load(
        "bench-small",
        [
            f"data.max_length={SETTINGS['max_length']}",
            f"data.max_chars={SETTINGS['max_chars']}",
            f"data.shard_pairs={SETTINGS['pairs_per_shard']}",
            "train.seed=0",
        ],
    )
    messages = []
    data = StreamedData.write_or_open(config, (src, tgt), vocabs, run_dir, messages.append)
    assert not any(folder.exists() for folder in left)
    assert all(path.read_text("utf-8") == "the user's" for path in mine)
    assert sorted(p.name for p in run_dir.iterdir()) == sorted(
        ["shards", "shards.tmp", ".shards.keep"]
    )
    assert [m for m in messages if "killed run" in m] == [
        f"removed {folder.name}, a write of the shards that a killed run left" for folder in left
    ]
    assert data.index.directory == run_dir / SHARDS
