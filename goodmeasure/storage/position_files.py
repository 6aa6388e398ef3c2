"""A position (.deal text) read from a file the player names, or standard input.

The command line (``goodmeasure moves FILE``) and the window (Open, or
``goodmeasure FILE.deal``) read the same way, so a wrong or hostile file is
refused alike and at once: a FIFO or a device does not hang, a huge file is
refused from its size, bytes that are not UTF-8 are not guessed at. Every
message is one line of printable text naming the file.
"""

from __future__ import annotations

import re
import sys

from goodmeasure.engine import DealFormatError, Position, read_deal
from goodmeasure.storage.bounded import NotRegularFile, TooLarge, read_regular

#: The name that stands for standard input (which may be a pipe).
STANDARD_INPUT = "-"

#: A .deal file is a few hundred bytes (a long game's position a few KB);
#: anything this large is not one, and is refused unread.
MAX_POSITION_BYTES = 1024 * 1024
LIMIT_TEXT = "1 MiB"

# C0 and C1 controls (escape sequences start with ESC or CSI), DEL, and the
# bidirectional overrides that make a name read backwards on a terminal.
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """`text` with control characters shown as escapes, safe on a terminal.

    >>> printable("deal\\x1b[2J.deal")
    'deal\\\\x1b[2J.deal'
    """
    return _UNPRINTABLE.sub(
        lambda m: f"\\x{ord(m[0]):02x}" if ord(m[0]) < 0x100 else f"\\u{ord(m[0]):04x}", text
    )


class UnreadablePosition(ValueError):
    """The position could not be read: one printable line naming the file and why."""

    def __init__(self, message: str) -> None:
        super().__init__(printable(message))


def shown_name(path: str) -> str:
    return "standard input" if path == STANDARD_INPUT else path


def read_position_text(path: str) -> str:
    """The text of the file `path` (``-``: standard input), or UnreadablePosition."""
    name = shown_name(path)
    too_large = f"cannot read {name}: far too large for a .deal file (over {LIMIT_TEXT})"
    try:
        if path == STANDARD_INPUT:
            # Bytes, decoded here: standard input would otherwise be decoded in
            # the locale's encoding, undecodable bytes passed on as surrogates.
            data = sys.stdin.buffer.read(MAX_POSITION_BYTES + 1)
            if len(data) > MAX_POSITION_BYTES:
                raise UnreadablePosition(too_large)
        else:
            data = read_regular(path, MAX_POSITION_BYTES)
    except TooLarge:
        raise UnreadablePosition(too_large) from None
    except NotRegularFile as error:
        raise UnreadablePosition(f"cannot read {name}: {error.kind}, not a .deal file") from None
    except OSError as error:
        raise UnreadablePosition(f"cannot read {name}: {error.strerror or error}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadablePosition(f"cannot read {name}: not UTF-8 text") from None


def read_position(path: str) -> Position:
    """The position in the file `path` (``-``: standard input), or UnreadablePosition."""
    text = read_position_text(path)
    try:
        return read_deal(text)
    except DealFormatError as error:
        name = "<stdin>" if path == STANDARD_INPUT else path
        raise UnreadablePosition(f"{name}: {error}") from None
