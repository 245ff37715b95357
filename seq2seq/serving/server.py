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
(400 bad JSON or fields, 404, 405, 413 body too large) and 503 when the queue is full.
"""

from __future__ import annotations

import asyncio
import json
import logging
from importlib import resources

from aiohttp import web

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


@web.middleware
async def json_errors(request: web.Request, handler) -> web.StreamResponse:
    """Turns every error into ``{"error": message}`` with its status (500 for a bug)."""
    try:
        return await handler(request)
    except RequestError as err:
        return _error(err.status, str(err))
    except web.HTTPMethodNotAllowed as err:
        allowed = ", ".join(sorted(err.allowed_methods))
        message = f"method {err.method} not allowed on {request.path} (allowed: {allowed})"
        return _error(405, message, Allow=allowed)
    except web.HTTPException as err:
        if err.status < 400:
            raise
        return _error(err.status, f"{err.reason}: {request.method} {request.path}")
    except Unavailable as err:
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
    try:
        body = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise RequestError(
            f"request body too large (at most {limits.max_request_bytes} bytes)", 413
        ) from None
    backend = request.app[BACKEND]
    req = parse_request(body, limits, backend.spec)
    backend.check(req)
    results = await asyncio.wrap_future(request.app[BATCHER].submit(req))
    translations = [translation_json(t, req.n_best, req.attention) for t in results]
    return web.json_response({"translations": translations}, dumps=_dumps)


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
