"""The `seq2seq-serve` command: serve a run directory (or a SavedModel export) over HTTP.

The options are checked and the port is bound before the model is loaded, so a bad option, a
missing run directory or a port in use is a one-line error on stderr with exit status 2, at once.
``--port 0`` picks a free port; the first line on stdout says where the server listens.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from seq2seq.commands.common import console, raise_if_stopped
from seq2seq.commands.decode_options import (
    add_checkpoint_argument,
    add_precision_argument,
    add_shortlist_argument,
    check_run_dirs,
    check_shortlist,
    precision_note,
)
from seq2seq.commands.parser import make_parser
from seq2seq.run_layout import SELECT_FINAL
from seq2seq.serving.api import LIMIT_OPTIONS, Limits

PROG = "serve.py"

EXAMPLES = """examples:
  serve.py --run-dir runs/small --port 8080      # then open http://127.0.0.1:8080/
  curl -s localhost:8080/translate -d '{"sentences": ["Tengo hambre."], "beam_size": 5}'
  serve.py --export-dir exports/small    # a SavedModel export (fixed beam, no attention)"""


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = make_parser(
        PROG,
        "Serve translations over HTTP: POST /translate (JSON), GET /health, "
        "GET /info, and a web page at / showing attention heatmaps.",
        EXAMPLES,
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--run-dir", help="a trained run directory")
    source.add_argument(
        "--export-dir",
        help="or a SavedModel export (seq2seq-export; its beam size and n-best are fixed, "
        "no attention weights)",
    )
    add_checkpoint_argument(parser, before="with --run-dir: ", default=None)
    add_precision_argument(parser, before="with --run-dir: ", default=None)
    add_shortlist_argument(parser, before="with --run-dir: ")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000, help="0: any free port")
    defaults = Limits()
    for field, (option, _, _, help) in LIMIT_OPTIONS.items():
        default = getattr(defaults, field)
        metavar = "SECONDS" if isinstance(default, float) else "N"
        parser.add_argument(
            option, dest=field, type=type(default), default=default, metavar=metavar, help=help
        )
    return parser.parse_args(argv)


def _check_args(args) -> None:
    bounds = {"port": ("--port", 0, 65535, "")} | LIMIT_OPTIONS
    for name, (option, low, high, _) in bounds.items():
        value = getattr(args, name)
        if not low <= value <= high:  # also false for NaN
            raise ValueError(f"{option} {value}: must be between {low} and {high}")
    source = Path(args.run_dir or args.export_dir)
    if args.export_dir and args.checkpoint is not None:
        raise ValueError(
            f"--checkpoint {args.checkpoint}: only with --run-dir (an export holds its model)"
        )
    if args.export_dir and args.precision is not None:
        raise ValueError(
            f"--precision {args.precision}: only with --run-dir (an export computes in the "
            "precision it was exported with: export.py --precision)"
        )
    if args.export_dir and args.shortlist:
        raise ValueError(
            "--shortlist: only with --run-dir (an export searches as it was exported: "
            "export.py --shortlist)"
        )
    if args.run_dir:
        args.checkpoint = args.checkpoint or SELECT_FINAL
        args.precision = args.precision or "float32"
        check_run_dirs([args.run_dir], args.checkpoint)
        check_shortlist(args.shortlist, False, [args.run_dir])
    if args.export_dir and not source.is_dir():
        raise FileNotFoundError(f"{source}: no such export directory")


def _app(args: argparse.Namespace):
    """The backend (a run directory or an export) and the aiohttp application serving it."""
    from seq2seq.serving.backends import ExportBackend, RunDirBackend
    from seq2seq.serving.batcher import Batcher
    from seq2seq.serving.server import make_app

    if args.run_dir:
        if note := precision_note(args.precision):
            print(f"{PROG}: {note}", file=sys.stderr)
        backend = RunDirBackend.load(
            args.run_dir, args.checkpoint, args.precision, shortlist=args.shortlist
        )
    else:
        backend = ExportBackend(args.export_dir)
    limits = Limits.of(args)
    backend.warm_up()
    batcher = Batcher(backend.translate, limits.max_sentences, max_wait=limits.batch_wait)
    return backend, make_app(backend, batcher, limits), limits


@console(PROG, expected=(ImportError,))
def serve_main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    _check_args(args)
    try:
        import aiohttp  # noqa: F401
    except ImportError as err:
        raise ImportError(f"{err}; install the server with: pip install 'seq2seq[serve]'") from None
    from seq2seq.serving.cli import listen

    sock = listen(args.host, args.port)
    try:
        backend, app, limits = _app(args)
        raise_if_stopped()  # a stop swallowed while the model loaded (else it would serve on)
    except BaseException:
        sock.close()
        raise

    from aiohttp import web

    from seq2seq.serving.server import server_options

    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    print(f"serving {backend.source} on http://{shown}:{port}/ (Ctrl-C to stop)", flush=True)
    _log_to_stderr()
    web.run_app(app, sock=sock, print=None, access_log=None, **server_options(limits))
    return 0


def _log_to_stderr() -> None:
    """The server's log on stderr: one line per refused request, a traceback only for a bug."""
    import logging

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(message)s", "%H:%M:%S"))
    server_log = logging.getLogger("seq2seq.serving")
    server_log.addHandler(handler)
    server_log.setLevel(logging.INFO)
    server_log.propagate = False


if __name__ == "__main__":
    sys.exit(serve_main())
