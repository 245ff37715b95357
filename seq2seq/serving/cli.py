"""What the `seq2seq-serve` command (`seq2seq.commands.serve`) needs of the serving package beside
the application: `listen`, the socket bound before the model is loaded."""

from __future__ import annotations

import os
import socket


def listen(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (IPv6 when ``host`` has a colon)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        return socket.create_server((host, port), family=family, backlog=128)
    except OSError as err:
        if isinstance(err, socket.gaierror) or (err.errno or 0) < 0:  # resolving the name failed
            raise OSError(f"--host {host}: not a host name or address that resolves") from None
        reason = os.strerror(err.errno) if err.errno else str(err)
        raise OSError(f"cannot listen on {host}:{port} ({reason})") from None
