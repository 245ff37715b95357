"""The HTTP application of `seq2seq-serve`, on aiohttp.

Why aiohttp: a well-kept asyncio HTTP server (aio-libs, releases every few months, wheels for every
current Python) with a small dependency tree and no extra server process (no ASGI/WSGI server to
pick and configure); its event loop holds many waiting connections cheaply while the `Batcher`'s
one worker thread does the TensorFlow work, and it enforces the request-body limit itself
(``client_max_size``).

Routes:

    GET  /            the web page (type a sentence, see its translation and attention heatmap)
    GET  /health      {"status": "ok"} (503 once the batcher is down)
    GET  /info        the model (config, vocabulary sizes, decode defaults), the limits, the package
                      version and the batcher's counters (requests, sentences, batches, ...)
    POST /translate   {"sentences": [...], "beam_size": 5, "n_best": 1, "attention": false, ...}
                      (any of `api.DECODE_FIELDS`: the backend's `DecodeSpec` by default)
                      -> {"translations": [{"text", "score", "hypotheses"?, "attention"?}, ...]}

Every error is a JSON object ``{"error": "<one line>"}`` with a 4xx status for the client's mistakes
(400 bad JSON or fields or an unreadable body, 404, 405, 408 body not received in time, 413 body too
large) and 503 when the queue is full. A request that is not even HTTP (a malformed request line or
header) is answered by aiohttp itself: 400, plain text.

The log is clean: a client's mistake is one line at INFO (``400 POST /translate from 127.0.0.1:
invalid JSON: ...``), never a traceback; only a bug in the server (a 500) logs its traceback.
Connections are bounded in time (`server_options`, `Limits`): an idle or slow connection is closed.
"""

from __future__ import annotations

import asyncio
import json
import logging
from importlib import resources

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web_protocol import RequestPayloadError

import seq2seq
from seq2seq.serving.api import Limits, RequestError, parse_request, translation_json
from seq2seq.serving.batcher import Batcher, Unavailable

log = logging.getLogger(__name__)

BACKEND = web.AppKey("backend", object)
BATCHER = web.AppKey("batcher", Batcher)
LIMITS = web.AppKey("limits", Limits)
PAGE = web.AppKey("page", str)


def _error(status: int, message: str, **headers: str) -> web.Response:
    return web.json_response({"error": message}, status=status, headers=headers or None)


def _client_error(request: web.Request, status: int, message: str, **headers: str):
    """The JSON error answer to a client's mistake, logged as one line (no traceback)."""
    log.info("%d %s %s from %s: %s", status, request.method, request.path, request.remote, message)
    response = _error(status, message, **headers)
    if status in (408, 413):  # the rest of the body is unread
        response.force_close()
    return response


@web.middleware
async def json_errors(request: web.Request, handler) -> web.StreamResponse:
    """Turns every error into ``{"error": message}`` with its status (500 for a bug)."""
    try:
        return await handler(request)
    except RequestError as err:
        return _client_error(request, err.status, str(err))
    except web.HTTPMethodNotAllowed as err:
        allowed = ", ".join(sorted(err.allowed_methods))
        message = f"method {err.method} not allowed on {request.path} (allowed: {allowed})"
        return _client_error(request, 405, message, Allow=allowed)
    except web.HTTPException as err:
        if err.status < 400:
            raise
        return _client_error(request, err.status, f"{err.reason}: {request.method} {request.path}")
    except Unavailable as err:
        log.warning("503 %s %s: %s", request.method, request.path, err)
        return _error(503, str(err))
    except asyncio.CancelledError:
        raise
    except Exception as err:
        log.exception("error answering %s %s", request.method, request.path)
        first = str(err).strip().splitlines()[0] if str(err).strip() else ""
        return _error(500, f"internal error: {type(err).__name__}{': ' + first if first else ''}")


async def translate(request: web.Request) -> web.Response:
    limits = request.app[LIMITS]
    length = request.content_length
    if length is not None and length > limits.max_request_bytes:
        raise RequestError(
            f"request body too large: {length} bytes (at most {limits.max_request_bytes})", 413
        )
    body = await _read_body(request, limits)
    backend = request.app[BACKEND]
    req = parse_request(body, limits, backend.spec)
    backend.check(req)
    results = await asyncio.wrap_future(request.app[BATCHER].submit(req))
    translations = [translation_json(t, req.n_best, req.attention) for t in results]
    response = web.json_response({"translations": translations}, dumps=_dumps)
    return await _send(request, response, limits.send_timeout)


async def _send(request: web.Request, response: web.Response, seconds: float) -> web.Response:
    """``response`` written within ``seconds``; a client that does not read it (its socket
    buffers full all that time) is cut off, with one log line."""

    async def write():
        await response.prepare(request)
        await response.write_eof()

    try:
        await asyncio.wait_for(write(), seconds)
    except asyncio.TimeoutError:
        if request.transport is not None:
            request.transport.abort()
        log.info(
            "%s %s from %s: answer not read within %g s: connection closed",
            request.method,
            request.path,
            request.remote,
            seconds,
        )
    return response


async def _read_body(request: web.Request, limits: Limits) -> bytes:
    """The request body, received within ``limits.body_timeout`` seconds; `RequestError` for a
    body too large (413), too slow (408), cut short by the client or not decodable (400)."""
    try:
        return await asyncio.wait_for(request.read(), limits.body_timeout)
    except web.HTTPRequestEntityTooLarge:
        raise RequestError(
            f"request body too large (at most {limits.max_request_bytes} bytes)", 413
        ) from None
    except asyncio.TimeoutError:
        raise RequestError(
            f"request body not received within {limits.body_timeout:g} s", 408
        ) from None
    except ConnectionError:
        raise RequestError(
            "the client closed the connection before the body was complete"
        ) from None
    except (HttpProcessingError, RequestPayloadError) as err:
        raise RequestError(f"unreadable request body ({_problem(err)})") from None


def _http_problem(err: HttpProcessingError) -> str:
    """aiohttp's message for a malformed request, on one line (it spans several, with a caret
    under the offending byte)."""
    lines = [line.strip() for line in (err.message or str(err)).splitlines()]
    text = " ".join(line for line in lines if line and set(line) != {"^"})
    return (text[:200] + "...") if len(text) > 200 else text or type(err).__name__


# What a client causes below the application: a request that is not HTTP, a body that does not
# decode (a broken gzip stream), a connection gone mid-request.
CLIENT_FAULTS = (HttpProcessingError, RequestPayloadError, ConnectionError)


class ServerLog(logging.LoggerAdapter):
    """aiohttp's server logger (``logger=`` of its request handler): a request that is not valid
    HTTP, or a client gone mid-request, is the client's doing: one line, no traceback (INFO; DEBUG
    for the unread rest of a body already refused). Anything else keeps its traceback (a bug)."""

    def log(self, level, msg, *args, exc_info=None, **kwargs) -> None:
        if isinstance(exc_info, CLIENT_FAULTS):
            quiet = level <= logging.DEBUG or str(msg).startswith("Unhandled")
            level = logging.DEBUG if quiet else logging.INFO
            msg, args, exc_info = "400 bad request: %s", (_problem(exc_info),), None
        super().log(level, msg, *args, exc_info=exc_info, **kwargs)


def _problem(err: BaseException) -> str:
    if isinstance(err, HttpProcessingError):
        return _http_problem(err)
    if isinstance(err.__cause__, HttpProcessingError):  # RequestPayloadError wraps the parser's
        return _http_problem(err.__cause__)
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


def server_options(limits: Limits) -> dict:
    """The aiohttp server settings that bound a connection in time (``web.run_app(...,
    **server_options(limits))``, or `web.AppRunner`): idle keep-alive and request headers close
    after ``limits.idle_timeout`` seconds, the unread rest of a refused body is drained for at
    most 2 s; and the server's own log (`ServerLog`)."""
    return {
        "keepalive_timeout": limits.idle_timeout,
        "lingering_time": min(2.0, limits.idle_timeout),
        "logger": ServerLog(log, {}),
    }


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


async def health(request: web.Request) -> web.Response:
    if not request.app[BATCHER].alive:
        return web.json_response({"status": "unavailable"}, status=503)
    return web.json_response({"status": "ok"})


async def info(request: web.Request) -> web.Response:
    app = request.app
    body = {
        **app[BACKEND].info(),
        "version": seq2seq.__version__,
        "limits": {
            **app[LIMITS].as_dict(),
            "max_batch_sentences": app[BATCHER].max_batch_sentences,
        },
        "stats": app[BATCHER].stats(),
    }
    return web.json_response(body, dumps=_dumps)


async def page(request: web.Request) -> web.Response:
    return web.Response(
        text=request.app[PAGE],
        content_type="text/html",
        headers={
            "Content-Security-Policy": "default-src 'self'; script-src 'unsafe-inline'; "
            "style-src 'unsafe-inline'",
            "X-Content-Type-Options": "nosniff",
        },
    )


def make_app(backend, batcher: Batcher, limits: Limits) -> web.Application:
    """The application over ``backend`` (`RunDirBackend` or `ExportBackend`, called only by
    ``batcher``'s worker thread). The batcher is closed when the application shuts down."""
    app = web.Application(middlewares=[json_errors], client_max_size=limits.max_request_bytes)
    app[BACKEND] = backend
    app[BATCHER] = batcher
    app[LIMITS] = limits
    app[PAGE] = resources.files("seq2seq.serving").joinpath("page.html").read_text("utf-8")
    app.router.add_get("/", page)
    app.router.add_get("/health", health)
    app.router.add_get("/info", info)
    app.router.add_post("/translate", translate)

    async def close_batcher(app: web.Application) -> None:
        await asyncio.get_running_loop().run_in_executor(None, app[BATCHER].close)

    app.on_cleanup.append(close_batcher)
    return app
