"""`seq2seq-bench serve`: a load test of the HTTP server.

The server is a real `seq2seq-serve` process on a free port (pinned to one core unless ``cpu`` is
None, with ``threads`` TensorFlow threads). The clients are threads of this process; each request
is one sentence (a ``POST /translate`` on a connection of its own, as independent clients send
them). A repeat runs two phases over the same sentences (the run corpus's test source by default):

- **one by one**: one client sends every sentence, each after the previous answer;
- **concurrent**: ``clients`` clients at once, each sending its share one after the other.

Per phase: latency percentiles (p50, p95, ms) and throughput (requests / s), the medians over the
repeats; the **concurrency gain** is the concurrent phase's throughput over the one-by-one phase's
(what batching the clients' requests together buys). The phases alternate, so a machine that slows
down during the test slows both.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from seq2seq.benchmarks.common import WorkerError, log, pinned, worker_environment


@dataclass(frozen=True)
class ServeBench:
    """What the load test sends (``seq2seq-bench serve``).

    Attributes:
        src: source sentences, one a line (None: the run corpus's test source).
        clients: concurrent clients of the concurrent phase.
        requests: requests each client sends (``clients x requests`` sentences in all).
        beam_size: the requests' beam size (None: the run's decode config).
        cpu: the core the server is pinned to (None: not pinned).
        threads: the server's TensorFlow intra-op and inter-op threads (0: default).
        repeats: alternating pairs of phases; medians are reported.
        server_args: more `seq2seq-serve` options (e.g. ``("--batch-wait", "0")``).
    """

    src: str | None = None
    clients: int = 20
    requests: int = 5
    beam_size: int | None = None
    cpu: int | None = None
    threads: int = 1
    repeats: int = 3
    server_args: tuple[str, ...] = ()


def start_server(run_dir: Path, bench: ServeBench) -> tuple[subprocess.Popen, str]:
    """A `seq2seq-serve` process over ``run_dir`` and its URL, once it answers ``/health``."""
    env = worker_environment(bench.threads)
    if bench.threads > 0:
        env["TF_NUM_INTRAOP_THREADS"] = env["TF_NUM_INTEROP_THREADS"] = str(bench.threads)
    command = [sys.executable, "-m", "seq2seq.commands.serve", "--run-dir", str(run_dir)]
    command += ["--port", "0", *bench.server_args]
    server = subprocess.Popen(
        pinned(command, bench.cpu),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    first = server.stdout.readline()  # "serving RUN on http://HOST:PORT/ (Ctrl-C to stop)"
    if " on http://" not in first:
        server.kill()
        _, err = server.communicate()
        tail = (err.strip().splitlines() or ["no output"])[-1]
        raise WorkerError(f"[bench] the server did not start: {tail}")
    url = first.split(" on ", 1)[1].split()[0]
    return server, url


def _post(url: str, body: bytes) -> float:
    """Seconds from sending ``body`` to ``/translate`` to the whole answer."""
    request = urllib.request.Request(
        url + "translate", data=body, headers={"Content-Type": "application/json"}
    )
    start = time.perf_counter()
    with urllib.request.urlopen(request, timeout=600) as response:
        response.read()
    return time.perf_counter() - start


def _stats(url: str) -> dict:
    """The server's batcher counts (``GET /info``)."""
    with urllib.request.urlopen(url + "info", timeout=60) as response:
        return json.loads(response.read())["stats"]


def run_phase(url: str, bodies: list[bytes], clients: int) -> dict:
    """Sends ``bodies`` from ``clients`` threads (client k sends bodies k, k + clients, ...):
    latency percentiles (ms), requests / s and the sentences per batch the server made."""
    before = _stats(url)
    latencies: list[float] = []
    errors: list[BaseException] = []

    def client(mine: list[bytes]) -> None:
        try:
            for body in mine:
                latencies.append(_post(url, body))
        except Exception as err:
            errors.append(err)

    threads = [threading.Thread(target=client, args=(bodies[k::clients],)) for k in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    seconds = time.perf_counter() - start
    if errors:
        raise WorkerError(f"[bench] a request to the server failed: {errors[0]}")
    cuts = statistics.quantiles(latencies, n=20, method="inclusive")  # 5 %, 10 %, ... 95 %
    after = _stats(url)
    batches = max(after["batches"] - before["batches"], 1)
    return {
        "sentences_per_batch": (after["sentences"] - before["sentences"]) / batches,
        "requests": len(latencies),
        "seconds": seconds,
        "requests_per_second": len(latencies) / seconds,
        "p50_ms": 1000 * statistics.median(latencies),
        "p95_ms": 1000 * cuts[-1],
    }


def _median(phases: list[dict]) -> dict:
    return {key: statistics.median(p[key] for p in phases) for key in phases[0]}


def bench_serving(run_dir: str | Path, bench: ServeBench = ServeBench()) -> dict:
    """The load test described in the module docstring, over the run directory ``run_dir``."""
    from seq2seq.benchmarks.common import machine_info
    from seq2seq.benchmarks.decoding import DecodeBench
    from seq2seq.data.corpus import read_lines

    run = DecodeBench(src=bench.src).open_run(run_dir)
    total = bench.clients * bench.requests
    sentences = [line for line in read_lines(run.src) if line.strip()][:total]
    if len(sentences) < total:
        raise ValueError(f"{run.src}: {len(sentences)} sentences, the test sends {total}")
    extra = {} if bench.beam_size is None else {"beam_size": bench.beam_size}
    bodies = [json.dumps({"sentences": [s], **extra}).encode("utf-8") for s in sentences]
    server, url = start_server(run.run_dir, bench)
    try:
        run_phase(url, bodies[: bench.clients], bench.clients)  # warm-up: both kinds of batch
        run_phase(url, bodies[: bench.clients], 1)
        one_by_one, concurrent, gains = [], [], []
        for i in range(bench.repeats):
            one_by_one.append(run_phase(url, bodies, 1))
            concurrent.append(run_phase(url, bodies, bench.clients))
            gains.append(
                concurrent[-1]["requests_per_second"] / one_by_one[-1]["requests_per_second"]
            )
            log(f"repeat {i + 1}/{bench.repeats}: concurrency gain {gains[-1]:.2f}x")
    finally:
        server.terminate()
        server.communicate(timeout=60)
    return {
        "benchmark": "serve",
        "run_dir": str(run.run_dir),
        "source": str(run.src),
        "clients": bench.clients,
        "requests_per_client": bench.requests,
        "beam_size": bench.beam_size or run.config.decode.beam_size,
        "server_args": list(bench.server_args),
        "one_by_one": _median(one_by_one),
        "concurrent": _median(concurrent),
        "concurrency_gain": statistics.median(gains),
        "concurrency_gain_runs": gains,
        "machine": machine_info(),
    }


def format_serving(result: dict) -> str:
    """A short table of `bench_serving`'s result (medians)."""
    one, con = result["one_by_one"], result["concurrent"]
    rows = [
        f"serving {result['run_dir']}: {result['clients']} clients x "
        f"{result['requests_per_client']} one-sentence requests, beam {result['beam_size']}",
        f"{'':24}{'one by one':>14}{'concurrent':>14}",
        f"{'requests / s':24}{one['requests_per_second']:>14.1f}"
        f"{con['requests_per_second']:>14.1f}",
        f"{'latency p50 (ms)':24}{one['p50_ms']:>14.0f}{con['p50_ms']:>14.0f}",
        f"{'latency p95 (ms)':24}{one['p95_ms']:>14.0f}{con['p95_ms']:>14.0f}",
        f"{'sentences per batch':24}{one['sentences_per_batch']:>14.1f}"
        f"{con['sentences_per_batch']:>14.1f}",
        f"concurrency gain: {result['concurrency_gain']:.2f}x (median of "
        + ", ".join(f"{g:.2f}" for g in result["concurrency_gain_runs"])
        + ")",
    ]
    return "\n".join(rows)
