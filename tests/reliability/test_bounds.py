"""Bounded resources and a clean server log (docs/reliability.md, classes 8 and 9).

Class 8: every count a user can type has a bound checked up front (a table of one over-large value
per command and option: one line, exit 2, before any work), and the server closes idle and slow
connections: an idle keep-alive connection, a client that sends its headers or its body one byte at
a time. Class 9: a bad request (malformed HTTP, a body that is not JSON or does not decode, a wrong
method, a client gone mid-request, a stalled body) is a 4xx and one log line, never a traceback.

The server tests use an echo backend (no model) on a free port of 127.0.0.1, with timeouts of a
second, and stop themselves."""

import asyncio
import logging
import socket
import threading
import time

import pytest

from seq2seq.commands.bench import bench_main
from seq2seq.commands.export import export_main
from seq2seq.commands.serve import serve_main
from seq2seq.commands.train import train_main
from seq2seq.commands.translate import translate_main

from .test_bad_input import assert_one_line_error
from .test_commands_convention import call, make_inputs

HUGE = str(10**9)

# (command, argv, the option the one stderr line names); paths as in test_commands_convention.
COUNTS = [
    (train_main, ["--config", "bench-small", "--local-workers", "10000"], "--local-workers"),
    (train_main, ["--config", "bench-small", "--local-workers", "-1"], "--local-workers"),
    (train_main, ["--config", "bench-small", "--set", f"train.batch_size={HUGE}"], "batch_size"),
    (train_main, ["--config", "bench-small", "--set", f"decode.beam_size={HUGE}"], "beam_size"),
    (translate_main, ["--run-dir", "run", "--beam-size", HUGE], "--beam-size"),
    (translate_main, ["--run-dir", "run", "--n-best", HUGE], "--n-best"),
    (translate_main, ["--run-dir", "run", "--batch-size", HUGE], "--batch-size"),
    (translate_main, ["--run-dir", "run", "--max-length-b", HUGE], "--max-length-b"),
    (translate_main, ["--run-dir", "run", "--top-k", HUGE], "--top-k"),
    (export_main, ["--run-dir", "run", "--out", "x", "--beam-size", HUGE], "--beam-size"),
    (export_main, ["--run-dir", "run", "--out", "x", "--n-best", HUGE], "--n-best"),
    (serve_main, ["--run-dir", "run", "--max-batch-sentences", HUGE], "--max-batch-sentences"),
    (serve_main, ["--run-dir", "run", "--max-request-bytes", str(10**12)], "--max-request-bytes"),
    (serve_main, ["--run-dir", "run", "--max-sentence-chars", HUGE], "--max-sentence-chars"),
    (serve_main, ["--run-dir", "run", "--max-beam-size", HUGE], "--max-beam-size"),
    (serve_main, ["--run-dir", "run", "--idle-timeout", "1e9"], "--idle-timeout"),
    (serve_main, ["--run-dir", "run", "--idle-timeout", "0"], "--idle-timeout"),
    (serve_main, ["--run-dir", "run", "--body-timeout", "nan"], "--body-timeout"),
    (bench_main, ["pipeline", "--repeats", HUGE], "--repeats"),
    (bench_main, ["pipeline", "--vocab-size", HUGE], "--vocab-size"),
    (bench_main, ["pipeline", "--batch-size", str(10**12)], "--batch-size"),
    (bench_main, ["pipeline", "--max-length", HUGE], "--max-length"),
    (bench_main, ["pipeline", "--epochs", HUGE], "--epochs"),
    (bench_main, ["train", "--repeats", HUGE], "--repeats"),
    (bench_main, ["train", "--steps", str(10**12)], "--steps"),
    (bench_main, ["train", "--warmup", "-5"], "--warmup"),
    (bench_main, ["train", "--threads", "-3"], "--threads"),
    (bench_main, ["profile", "--cpu", "100000"], "--cpu"),
    (bench_main, ["decode", "--run-dir", "run", "--beam-size", HUGE], "--beam-size"),
    (bench_main, ["decode", "--run-dir", "run", "--batch-size", HUGE], "--batch-size"),
]


@pytest.mark.parametrize(
    "main,argv,named", COUNTS, ids=[f"{m.__name__}-{' '.join(a[-2:])}" for m, a, _ in COUNTS]
)
def test_every_count_is_bounded_up_front(main, argv, named, tmp_path, capsys, monkeypatch):
    make_inputs(tmp_path)
    monkeypatch.chdir(tmp_path)
    rc = call(main, argv)
    assert_one_line_error(capsys, rc, named)


# -- the server --------------------------------------------------------------------------------
pytest.importorskip("aiohttp")

from aiohttp import web  # noqa: E402

from seq2seq.decoding.spec import DecodeSpec  # noqa: E402
from seq2seq.serving.api import Limits  # noqa: E402
from seq2seq.serving.batcher import Batcher  # noqa: E402
from seq2seq.serving.server import make_app, server_options  # noqa: E402
from seq2seq.translator import Hypothesis, Translation  # noqa: E402

LIMITS = Limits(
    max_request_bytes=4096, max_sentences=8, idle_timeout=1.0, body_timeout=1.0, send_timeout=1.0
)
BIG = 4_000_000  # characters of the answer to the sentence "BIG"
BOUND = 8.0  # seconds: the most any connection test waits for the server to act


class Echo:
    """A backend without a model: each sentence comes back reversed ("BIG" as `BIG` x's)."""

    source = "echo"
    spec = DecodeSpec()

    def check(self, request):
        pass

    def translate(self, sentences, spec, attention):
        texts = ["x" * BIG if s == "BIG" else s[::-1] for s in sentences]
        return [Translation(s, [], [Hypothesis(t, 0.0, [])]) for s, t in zip(sentences, texts)]

    def info(self):
        return {}


@pytest.fixture
def server():
    """(port, records): the application on a free port of 127.0.0.1, with `server_options`, on
    its own event loop thread; ``records`` the log records of the serving package."""
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(record)

    handler = Keep(level=logging.DEBUG)
    logger = logging.getLogger("seq2seq.serving")
    old_level = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    aiohttp_logs = [logging.getLogger(n) for n in ("aiohttp.server", "aiohttp.web")]
    for other in aiohttp_logs:
        other.addHandler(handler)
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    backend = Echo()
    app = make_app(backend, Batcher(backend.translate, LIMITS.max_sentences), LIMITS)
    runner = web.AppRunner(app, access_log=None, **server_options(LIMITS))
    sock = socket.create_server(("127.0.0.1", 0))
    port = sock.getsockname()[1]

    def run(coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, loop).result(BOUND)

    run(runner.setup())
    run(web.SockSite(runner, sock, shutdown_timeout=1.0).start())
    try:
        yield port, records
    finally:
        run(runner.cleanup())
        loop.call_soon_threadsafe(loop.stop)
        thread.join(BOUND)
        loop.close()
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        for other in aiohttp_logs:
            other.removeHandler(handler)


def exchange(port, data, *, close_after_send=False):
    """The server's whole answer to the bytes ``data`` (until it closes the connection, or
    `BOUND`)."""
    with socket.create_connection(("127.0.0.1", port), timeout=BOUND) as conn:
        conn.sendall(data)
        if close_after_send:
            return b""
        answer = b""
        while chunk := conn.recv(65536):
            answer += chunk
        return answer


def post(body, headers=""):
    return (
        f"POST /translate HTTP/1.1\r\nHost: x\r\nContent-Length: {len(body)}\r\n{headers}"
        "Connection: close\r\n\r\n"
    ).encode() + body


def settle(records, count, timeout=BOUND):
    """Waits until ``records`` holds ``count`` records at INFO or above (the server logs on its
    own thread); returns those."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        shown = [r for r in records if r.levelno >= logging.INFO]
        if len(shown) >= count:
            time.sleep(0.2)  # and no more come
            return [r for r in records if r.levelno >= logging.INFO]
        time.sleep(0.05)
    return [r for r in records if r.levelno >= logging.INFO]


BAD_REQUESTS = {
    "not JSON": (post(b"hello"), "400", "invalid JSON"),
    "not UTF-8": (post(b'{"sentences": ["\xff"]}'), "400", "not UTF-8"),
    "wrong method": (b"DELETE /translate HTTP/1.1\r\nHost: x\r\n\r\n", "405", "not allowed"),
    "unknown path": (b"GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n", "404", "Not Found"),
    "body too large": (post(b"x" * 5000), "413", "too large"),
    "broken gzip body": (post(b"hello", "Content-Encoding: gzip\r\n"), "400", "gzip"),
    "malformed header": (b"GET / HTTP/1.1\r\nHost x\r\n\r\n", "400", "Invalid header"),
    "bad content length": (
        b"POST /translate HTTP/1.1\r\nContent-Length: abc\r\n\r\n",
        "400",
        "Content-Length",
    ),
    "bad chunk size": (
        b"POST /translate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        "400",
        "chunk size",
    ),
    "huge header": (b"GET / HTTP/1.1\r\nX: " + b"a" * 20000 + b"\r\n\r\n", "400", "8190"),
    "invalid bytes in the path": (b"GET /\xff HTTP/1.1\r\nHost: x\r\n\r\n", "400", "url"),
    "HTTP/2 preface": (b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "400", "PRI"),
}


@pytest.mark.parametrize("case", sorted(BAD_REQUESTS))
def test_a_bad_request_is_a_4xx_and_one_log_line(case, server):
    port, records = server
    data, status, named = BAD_REQUESTS[case]
    answer = exchange(port, data)
    assert answer.split(b"\r\n")[0].split()[1].decode() == status, answer[:200]
    logged = settle(records, 1)
    assert len(logged) == 1, [r.getMessage() for r in logged]
    line = logged[0].getMessage()
    assert "\n" not in line and status in line and named in line, line
    assert not any(r.exc_info for r in records), "a traceback was logged"


def test_a_client_gone_mid_body_is_one_log_line(server):
    port, records = server
    exchange(port, post(b'{"sentences": ["Hola."]}')[:-10], close_after_send=True)
    logged = settle(records, 1)
    assert len(logged) == 1 and "before the body was complete" in logged[0].getMessage()
    assert not any(r.exc_info for r in records)


def test_a_good_request_logs_nothing(server):
    port, records = server
    answer = exchange(port, post(b'{"sentences": ["Hola."]}'))
    assert answer.startswith(b"HTTP/1.1 200") and b".aloH" in answer
    assert settle(records, 1, timeout=0.5) == []


def held_for(port, first, then):
    """Seconds until the server closes a connection that sent ``first`` and then sends ``then``
    once every 0.2 s (a slow-loris client); fails past `BOUND`."""
    with socket.create_connection(("127.0.0.1", port)) as conn:
        conn.settimeout(0.2)
        start = time.monotonic()
        conn.sendall(first)
        while time.monotonic() - start < BOUND:
            try:
                if then:
                    conn.sendall(then)
                if conn.recv(65536) == b"":
                    return time.monotonic() - start
            except TimeoutError:
                continue
            except OSError:  # reset by the server
                return time.monotonic() - start
        pytest.fail(f"the server held a slow connection for {BOUND} s")


def test_an_idle_connection_is_closed(server):
    port, _ = server
    assert held_for(port, b"", b"") < LIMITS.idle_timeout + 2


def test_headers_sent_one_byte_at_a_time_are_cut_off(server):
    port, _ = server
    assert held_for(port, b"POST /translate HTTP/1.1\r\n", b"X") < LIMITS.idle_timeout + 2


def test_a_body_sent_one_byte_at_a_time_is_cut_off_with_408_and_one_log_line(server):
    port, records = server
    head = b"POST /translate HTTP/1.1\r\nHost: x\r\nContent-Length: 4000\r\n\r\n"
    # 408 once the body is late, then the connection closes after at most 2 s of draining.
    assert held_for(port, head, b" ") < LIMITS.body_timeout + 2 + 2
    logged = settle(records, 1)
    assert len(logged) == 1 and "408" in logged[0].getMessage(), logged
    assert not any(r.exc_info for r in records)


def test_a_client_that_does_not_read_its_answer_is_cut_off_with_one_log_line(server):
    """32 MB of answer to a client whose receive buffer is small and who never reads: the server
    gives up after `send_timeout` seconds instead of holding the connection forever."""
    port, records = server
    with socket.socket() as conn:
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        conn.connect(("127.0.0.1", port))
        conn.sendall(
            post(b'{"sentences": ["BIG", "BIG", "BIG", "BIG", "BIG", "BIG", "BIG", "BIG"]}')
        )
        logged = settle(records, 1, timeout=LIMITS.send_timeout + 5)
        assert len(logged) == 1 and "answer not read within 1 s" in logged[0].getMessage(), logged
        conn.settimeout(BOUND)
        received = 0
        try:
            while chunk := conn.recv(1 << 20):
                received += len(chunk)
        except OSError:  # reset by the server
            pass
        assert received < 8 * BIG
    assert not any(r.exc_info for r in records)
