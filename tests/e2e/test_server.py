"""seq2seq-serve: the HTTP JSON API on a free port of 127.0.0.1 translates like the `Translator`,
refuses bad requests with a 4xx and a one-line message before translating anything, batches
concurrent requests and hands each its own answer; the batcher alone; the command line."""

import asyncio
import json
import select
import signal
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request

import keras
import numpy as np
import pytest
from conftest import run_script, script

pytest.importorskip("aiohttp")

from aiohttp import web

import seq2seq
from seq2seq.decoding.spec import DecodeSpec
from seq2seq.serving.api import Limits, TranslateRequest
from seq2seq.serving.backends import RunDirBackend
from seq2seq.serving.batcher import Batcher, Unavailable
from seq2seq.serving.server import make_app

LIMITS = Limits(max_request_bytes=4096, max_sentences=8, max_sentence_chars=200, max_beam_size=4)
SENTENCES = ["Hola.", "", "¿Dónde está la estación?", "Gracias.", "Me gusta el sushi."]
TIMEOUT = 60  # seconds, for every wait on the server


@pytest.fixture(scope="module")
def run_dir(tiny_run):
    return tiny_run


class GatedBackend:
    """The real backend, whose `translate` waits while ``gate`` is clear (to let requests queue)."""

    def __init__(self, backend):
        self.backend = backend
        self.gate = threading.Event()
        self.gate.set()

    def __getattr__(self, name):
        return getattr(self.backend, name)

    def translate(self, *args):
        assert self.gate.wait(TIMEOUT)
        return self.backend.translate(*args)


class Server:
    """An application served on its own event loop thread, on a free port of 127.0.0.1."""

    def __init__(self, app: web.Application):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.runner = web.AppRunner(app)
        sock = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        self._call(self.runner.setup())
        self._call(web.SockSite(self.runner, sock).start())

    def _call(self, coroutine):
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(TIMEOUT)

    def close(self):
        self._call(self.runner.cleanup())  # closes the batcher too
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(TIMEOUT)
        self.loop.close()


@pytest.fixture(scope="module")
def server(run_dir):
    backend = GatedBackend(RunDirBackend.load(run_dir))
    batcher = Batcher(backend.translate, max_batch_sentences=LIMITS.max_sentences)
    server = Server(make_app(backend, batcher, LIMITS))
    server.backend = backend
    yield server
    server.close()
    assert not batcher.alive


def request(url, body=None, headers=None):
    """(status, parsed JSON or text) of a GET (``body`` None) or a POST (bytes, an iterator of
    bytes: sent chunked, or a JSON value)."""
    if isinstance(body, (dict, list)):
        body = json.dumps(body).encode("utf-8")
    req = urllib.request.Request(url, data=body, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=TIMEOUT) as response:
            status, data, kind = (
                response.status,
                response.read(),
                response.headers.get_content_type(),
            )
    except urllib.error.HTTPError as err:
        status, data, kind = err.code, err.read(), err.headers.get_content_type()
    return status, json.loads(data) if kind == "application/json" else data.decode("utf-8")


def stats(server):
    return request(server.url + "/info")[1]["stats"]


def check_matches(got, expected, n_best=1, attention=False):
    """A served translation equals the `Translator`'s."""
    hyps = expected.hypotheses
    assert got["text"] == expected.text
    if not hyps:
        assert got["score"] is None
    else:
        assert got["score"] == pytest.approx(hyps[0].score, abs=1e-4)
    if n_best > 1:
        assert [h["text"] for h in got["hypotheses"]] == [h.text for h in hyps]
        np.testing.assert_allclose(
            [h["score"] for h in got["hypotheses"]], [h.score for h in hyps], atol=1e-4
        )
    else:
        assert "hypotheses" not in got
    if not attention:
        assert "attention" not in got
        return
    att = got["attention"]
    if not hyps:
        assert att == {"source_pieces": [], "target_pieces": [], "weights": []}
        return
    assert att["source_pieces"] == expected.source_pieces
    assert att["target_pieces"] == hyps[0].pieces
    weights = np.array(att["weights"])
    assert weights.shape == (len(hyps[0].pieces), len(expected.source_pieces))
    np.testing.assert_allclose(weights, hyps[0].alignments, atol=1e-4)
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, atol=1e-2)


def test_a_translation_equals_the_translators(server):
    status, body = request(server.url + "/translate", {"sentences": SENTENCES})
    assert status == 200, body
    translator = server.backend.translator  # the server is idle: no other thread uses it
    expected = translator.translate(SENTENCES)
    assert len(body["translations"]) == len(SENTENCES)
    for got, exp in zip(body["translations"], expected):
        check_matches(got, exp)

    options = {"beam_size": 3, "n_best": 2, "attention": True}
    status, body = request(server.url + "/translate", {"sentences": SENTENCES, **options})
    assert status == 200, body
    expected = translator.translate(SENTENCES, beam_size=3, n_best=2, with_alignments=True)
    for got, exp in zip(body["translations"], expected):
        check_matches(got, exp, n_best=2, attention=True)
        assert len(got["hypotheses"]) == (2 if exp.hypotheses else 0)


BAD_REQUESTS = [
    (b"{not json", 400, "invalid JSON"),
    (b"\xff\xfe", 400, "not UTF-8"),
    (b'{"sentences": [NaN]}', 400, "invalid JSON"),
    ([], 400, "must be a JSON object"),
    ({}, 400, "missing field 'sentences'"),
    ({"sentences": "Hola."}, 400, "'sentences' must be a list of strings, got a string"),
    ({"sentences": []}, 400, "'sentences' is empty"),
    ({"sentences": ["Hola.", 3]}, 400, "'sentences'[1] must be a string, got an integer"),
    ({"sentences": ["Hola."] * 9}, 400, "too many sentences: 9 (at most 8 per request)"),
    ({"sentences": ["a" * 201]}, 400, "'sentences'[0] is too long: 201 characters (at most 200)"),
    (b'{"sentences": ["\\ud800"]}', 400, "lone surrogate"),
    ({"sentences": ["Hola."], "beam_size": 0}, 400, "'beam_size' 0 is out of range"),
    ({"sentences": ["Hola."], "beam_size": 5}, 400, "between 1 and 4"),
    ({"sentences": ["Hola."], "beam_size": "3"}, 400, "'beam_size' must be an integer"),
    ({"sentences": ["Hola."], "beam_size": 2.0}, 400, "'beam_size' must be an integer"),
    ({"sentences": ["Hola."], "n_best": 4}, 400, "'n_best': 4 is more than the beam size (3)"),
    ({"sentences": ["Hola."], "length_penalty": -1}, 400, "'length_penalty': -1 is outside"),
    ({"sentences": ["Hola."], "sample": 1}, 400, "'sample' must be true or false"),
    ({"sentences": ["Hola."], "sample": True, "n_best": 2}, 400, "'n_best': 2 is more than 1"),
    ({"sentences": ["Hola."], "temperature": "hot"}, 400, "'temperature' must be a number"),
    ({"sentences": ["Hola."], "max_length_b": 9}, 400, "unknown field 'max_length_b'"),
    ({"sentences": ["Hola."], "n_best": True}, 400, "'n_best' must be an integer"),
    ({"sentences": ["Hola."], "attention": "yes"}, 400, "'attention' must be true or false"),
    ({"sentences": ["Hola."], "beam": 3}, 400, "unknown field 'beam'"),
    ({"sentences": ["Hola. " * 1000]}, 413, "request body too large"),
]


def test_bad_requests_get_a_4xx_and_a_one_line_message_before_any_translation(server):
    before = stats(server)
    for body, status, message in BAD_REQUESTS:
        got_status, got = request(server.url + "/translate", body)
        assert (got_status, list(got)) == (status, ["error"]), (body, got)
        assert message in got["error"] and "\n" not in got["error"], (body, got)
    after = stats(server)
    assert after["requests"] == before["requests"] and after["sentences"] == before["sentences"]


def test_an_oversized_body_is_refused_with_413(server):
    big = json.dumps({"sentences": ["x" * 5000]}).encode()
    status, body = request(server.url + "/translate", big)
    assert status == 413 and "at most 4096" in body["error"]
    # Without a Content-Length (chunked), the limit holds while reading.
    chunks = iter([big[:3000], big[3000:]])
    status, body = request(server.url + "/translate", chunks, {"Content-Type": "application/json"})
    assert status == 413 and "at most 4096" in body["error"]


def test_other_routes_and_methods_answer_json_errors(server):
    assert request(server.url + "/nowhere") == (404, {"error": "Not Found: GET /nowhere"})
    status, body = request(server.url + "/translate")
    assert status == 405 and body["error"] == "method GET not allowed on /translate (allowed: POST)"


def test_concurrent_requests_are_batched_and_each_gets_its_own_answer(server):
    sentences = [
        "Rema más rápido.",
        "Me encantan los perros.",
        "Yo no soy tímido.",
        "Él era valiente.",
        "Yo puedo arreglarlo.",
        "Odio el sushi.",
        "Quédate aquí con nosotros.",
        "Lo hemos conseguido.",
    ]
    before = stats(server)
    answers = [None] * len(sentences)

    def client(i):
        answers[i] = request(
            server.url + "/translate", {"sentences": [sentences[i]], "attention": i % 2 == 0}
        )

    def wait_for(condition):
        deadline = time.monotonic() + TIMEOUT
        while not condition(now := stats(server)):
            assert time.monotonic() < deadline, now
            time.sleep(0.02)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(len(sentences))]
    server.backend.gate.clear()  # the first batch waits: the other requests queue behind it
    try:
        threads[0].start()
        wait_for(lambda now: now["batches"] == before["batches"] + 1)
        for thread in threads[1:]:
            thread.start()
        wait_for(lambda now: now["queued_requests"] == len(sentences) - 1)
    finally:
        server.backend.gate.set()
    for thread in threads:
        thread.join(TIMEOUT)
    after = stats(server)
    assert after["requests"] - before["requests"] == len(sentences)
    assert after["batches"] - before["batches"] == 2  # the held one, then the 7 queued together
    assert after["queued_requests"] == 0

    translator = server.backend.translator
    for i, (status, body) in enumerate(answers):
        assert status == 200, body
        (got,) = body["translations"]
        (expected,) = translator.translate([sentences[i]], with_alignments=True)
        check_matches(got, expected, attention=i % 2 == 0)


def test_health_info_and_the_page(server):
    assert request(server.url + "/health") == (200, {"status": "ok"})
    status, info = request(server.url + "/info")
    assert status == 200
    vocabs = server.backend.translator.vocabs
    assert info["backend"] == "run_dir" and info["attention_weights"] is True
    assert info["vocab"] == {
        "source": vocabs.src.vocab_size,
        "target": vocabs.tgt.vocab_size,
        "joint": vocabs.joint,
    }
    assert info["model"]["decoder_units"] == 32 and info["model"]["attention"] == "luong"
    assert info["decode"]["beam_size"] == 3
    assert info["version"] == seq2seq.__version__
    assert (
        info["limits"]["max_request_bytes"] == 4096 and info["limits"]["max_batch_sentences"] == 8
    )
    assert set(info["stats"]) >= {"requests", "sentences", "batches", "queued_requests"}

    status, page = request(server.url + "/")
    assert status == 200 and "<textarea" in page and 'fetch("translate"' in page
    assert "http://" not in page and "https://" not in page  # everything inline, no CDN


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_a_savedmodel_export_is_served_with_its_fixed_settings(run_dir, tmp_path):
    pytest.importorskip("tensorflow_text")
    from seq2seq.export import export
    from seq2seq.serving.backends import ExportBackend
    from seq2seq.translator import Translator

    # TensorFlow Serving's layout: a numbered version folder; the highest is served.
    keras.utils.set_random_seed(7)  # as tests/test_export.py, for parity
    export(run_dir, tmp_path / "export" / "1", beam_size=3, n_best=2)
    backend = ExportBackend(tmp_path / "export")
    assert backend.source == str(tmp_path / "export" / "1")
    server = Server(make_app(backend, Batcher(backend.translate), LIMITS))
    try:
        status, body = request(server.url + "/translate", {"sentences": SENTENCES, "n_best": 2})
        assert status == 200, body
        status, best = request(server.url + "/translate", {"sentences": SENTENCES})
        assert status == 200, best
        for options, message in (
            ({"beam_size": 2}, "made with beam_size 3"),
            ({"coverage_penalty": 0.5}, "made with coverage_penalty 0.0"),
            ({"n_best": 3}, "this export gives at most 2 hypotheses"),
            ({"attention": True}, "no attention weights"),
        ):
            status, error = request(server.url + "/translate", {"sentences": ["Hola."], **options})
            assert status == 400 and message in error["error"], (options, error)
        status, info = request(server.url + "/info")
        assert info["backend"] == "export" and info["attention_weights"] is False
        assert info["decode"]["beam_size"] == 3 and info["decode"]["n_best"] == 2
    finally:
        server.close()
    keras.utils.set_random_seed(7)
    expected = Translator.from_dir(run_dir).translate(SENTENCES, beam_size=3, n_best=2)
    for got, top, exp in zip(body["translations"], best["translations"], expected):
        check_matches(got, exp, n_best=2)
        check_matches(top, exp)


def beam(size):
    return DecodeSpec(beam_size=size)


def test_the_batcher_splits_batches_at_the_limit_and_groups_settings():
    calls, gate = [], threading.Event()

    def translate(sentences, spec, attention):
        assert gate.wait(TIMEOUT)
        calls.append((list(sentences), spec.beam_size, spec.n_best, attention))
        return [f"{s}/{spec.beam_size}" for s in sentences]

    batcher = Batcher(translate, max_batch_sentences=5)
    try:
        first = batcher.submit(TranslateRequest(("a",), beam(1)))
        deadline = time.monotonic() + TIMEOUT
        while batcher.stats()["batches"] < 1:  # the worker holds the first request at the gate
            assert time.monotonic() < deadline
            time.sleep(0.01)
        futures = [
            batcher.submit(TranslateRequest(("b", "c"), beam(2))),
            batcher.submit(TranslateRequest(("d",), beam(1), attention=True)),
            batcher.submit(TranslateRequest(("e", "f"), beam(2))),
            batcher.submit(TranslateRequest(("g", "h"), beam(1))),  # 2+1+2+2 > 5: the next batch
        ]
        gate.set()
        results = [f.result(TIMEOUT) for f in [first, *futures]]
    finally:
        gate.set()
        batcher.close()
    assert results == [["a/1"], ["b/2", "c/2"], ["d/1"], ["e/2", "f/2"], ["g/1", "h/1"]]
    assert calls == [
        (["a"], 1, 1, False),
        (["b", "c", "e", "f"], 2, 1, False),  # one call per setting within a batch
        (["d"], 1, 1, True),
        (["g", "h"], 1, 1, False),
    ]
    assert batcher.stats()["batches"] == 3 and batcher.stats()["translate_calls"] == 4
    with pytest.raises(Unavailable):
        batcher.submit(TranslateRequest(("x",), beam(1)))


def _batches_of(requests: list[tuple[float, str]], max_wait: float, max_sentences: int = 64):
    """The batches a `Batcher` translates when request ``text`` is submitted ``delay`` seconds
    after the previous one (an idle worker: nothing queued before the first)."""
    calls = []
    batcher = Batcher(
        lambda sentences, spec, attention: calls.append(list(sentences)) or list(sentences),
        max_batch_sentences=max_sentences,
        max_wait=max_wait,
    )
    try:
        futures = []
        for delay, text in requests:
            time.sleep(delay)
            futures.append(batcher.submit(TranslateRequest((text,), beam(1))))
        for future in futures:
            future.result(TIMEOUT)
    finally:
        batcher.close()
    return calls


def test_a_batch_waits_for_requests_sent_together_and_no_longer():
    """Clients answered together send again within milliseconds: with the wait they share one
    batch; a request sent after the wait, or past a full batch, goes in the next one."""
    together = [(0, "a"), (0.05, "b"), (0.05, "c")]
    assert _batches_of(together, max_wait=0.5) == [["a", "b", "c"]]
    assert _batches_of(together, max_wait=0) == [["a"], ["b"], ["c"]]  # each alone: idle worker
    assert _batches_of([(0, "a"), (0.3, "b")], max_wait=0.05) == [["a"], ["b"]]


def test_a_full_batch_does_not_wait():
    calls = []
    batcher = Batcher(
        lambda sentences, spec, attention: calls.append(list(sentences)) or list(sentences),
        max_batch_sentences=2,
        max_wait=60,
    )
    try:
        first = batcher.submit(TranslateRequest(("a",), beam(1)))
        batcher.submit(TranslateRequest(("b",), beam(1)))
        assert first.result(timeout=10) == ["a"]
        assert calls == [["a", "b"]]
    finally:
        batcher.close(timeout=1)


def test_a_failing_translation_fails_its_requests_only():
    def translate(sentences, spec, attention):
        if "boom" in sentences:
            raise RuntimeError("boom")
        return list(sentences)

    batcher = Batcher(translate)
    try:
        with pytest.raises(RuntimeError, match="boom"):
            batcher.submit(TranslateRequest(("boom",), beam(1))).result(TIMEOUT)
        assert batcher.submit(TranslateRequest(("ok",), beam(1))).result(TIMEOUT) == ["ok"]
        assert batcher.stats()["failed_batches"] == 1
    finally:
        batcher.close()


def run_cli(*args):
    return run_script("serve.py", *args, timeout=120)


def test_command_line_errors_are_one_line_and_exit_2(tmp_path, run_dir):
    result = run_cli("--run-dir", str(tmp_path / "missing"))
    assert result.returncode == 2
    assert result.stderr.decode().strip() == (
        f"serve.py: error: {tmp_path / 'missing'}: no such run directory (no config.yaml)"
    )
    with socket.create_server(("127.0.0.1", 0)) as busy:
        port = busy.getsockname()[1]
        result = run_cli("--run-dir", str(run_dir), "--port", str(port))
    assert result.returncode == 2
    assert result.stderr.decode().strip() == (
        f"serve.py: error: cannot listen on 127.0.0.1:{port} (Address already in use)"
    )
    result = run_cli("--run-dir", str(run_dir), "--max-batch-sentences", "0")
    assert result.returncode == 2
    assert "--max-batch-sentences 0: must be between 1" in result.stderr.decode()


@pytest.mark.slow  # trains, exports or starts a server process: make test-all
def test_the_command_serves_on_a_free_port_and_stops_on_sigint(run_dir):
    proc = subprocess.Popen(
        script("serve.py", "--run-dir", run_dir, "--port", 0, "--max-batch-sentences", 4),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        ready, _, _ = select.select([proc.stdout], [], [], TIMEOUT)
        assert ready, "the server printed nothing"
        line = proc.stdout.readline().decode()
        assert line.startswith(f"serving {run_dir} on http://127.0.0.1:"), line
        url = line.split(" on ")[1].split()[0].rstrip("/")
        assert request(url + "/health") == (200, {"status": "ok"})
        status, body = request(url + "/translate", {"sentences": ["Hola.", "Gracias."]})
        assert status == 200 and len(body["translations"]) == 2
        status, body = request(url + "/translate", {"sentences": ["a"] * 5})
        assert status == 400 and "at most 4 per request" in body["error"]
        proc.send_signal(signal.SIGINT)
        assert proc.wait(TIMEOUT) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(TIMEOUT)
