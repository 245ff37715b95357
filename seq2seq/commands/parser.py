"""The argument parser of every command (`make_parser`) and the argparse types its options share.

Usage errors are one line (``prog: error: message``) with exit status 2, and ``--help`` shows the
command's examples verbatim. A negative number (``-5``, ``-1e-3``, ``-inf``) is an option's value,
never an option: argparse alone would read ``-inf`` as ``-i nf`` in a command that has ``-i``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable

NEGATIVE_NUMBER = re.compile(r"^-(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$|^-(inf|infinity|nan)$", re.I)


class Parser(argparse.ArgumentParser):
    """Usage errors are one line (``prog: error: message``) with exit status 2. A negative number
    (``-5``, ``-1e-3``, ``-inf``) is a value, not an option."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._negative_number_matcher = NEGATIVE_NUMBER

    def _parse_optional(self, arg_string):
        # argparse matches an option's prefix (``-i`` of ``-inf``) before it looks for numbers.
        if NEGATIVE_NUMBER.match(arg_string) and arg_string not in self._option_string_actions:
            return None
        return super()._parse_optional(arg_string)

    def error(self, message: str):
        self.exit(2, f"{self.prog}: error: {message}\n")

    def parse_known_args(self, args=None, namespace=None):
        """Also refuses a remote path (``gs://...``) given to any option, before any work starts
        (checked on the words typed: an option of ``type=Path`` would turn it into a local one)."""
        from seq2seq.config_checks import REMOTE_PATHS, is_remote_path

        words = list(sys.argv[1:] if args is None else args)
        for before, word in zip(["", *words], words):
            option, _, value = word.partition("=") if word.startswith("--") else ("", "", word)
            if is_remote_path(value):
                name = option or (before if before.startswith("-") else "argument")
                self.error(f"{name} {value}: {REMOTE_PATHS}")
        return super().parse_known_args(args, namespace)


def make_parser(prog: str, description: str, examples: str = "") -> Parser:
    """The parser of a command: ``examples`` (already formatted lines) end its ``--help``."""
    return Parser(
        prog=prog,
        description=description,
        epilog=examples or None,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def positive_int(text: str) -> int:
    """An argparse type: an integer of at least 1."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def int_between(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: an integer from ``low`` to ``high`` (every count a user types has a
    bound, checked before any work)."""

    def integer(text: str) -> int:
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be between {low} and {high}, not {value}")
        return value

    return integer


def setting(section: str, key: str) -> Callable[[str], int]:
    """An argparse type for an option that is also the config key ``section.key``: an integer
    within that key's bounds (`seq2seq.config.RANGES`), so both refuse the same values."""
    from seq2seq.config import RANGES

    low, high, low_allowed = RANGES[(section, key)]
    return int_between(int(low) + (0 if low_allowed else 1), int(high))


def add_override_argument(parser: argparse.ArgumentParser) -> None:
    """``--set SECTION.KEY=VALUE``, repeatable: the config overrides of a command that reads a
    preset or a YAML config (train, bench)."""
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="SECTION.KEY=VALUE",
        help="override a config key (repeatable)",
    )
