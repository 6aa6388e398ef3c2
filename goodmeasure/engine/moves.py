"""Moves and their RULES.md notation: ``c3>c7``, ``c3>f``, ``s>w``, ``b7>c3``.

>>> str(parse_move("c3>c7"))
'c3>c7'
>>> parse_move("c3>c7")
Move(source='c', source_index=2, target='c', target_index=6)
"""

from __future__ import annotations

import re
from typing import NamedTuple

COLUMN = "c"
FOUNDATION = "f"
STOCK = "s"
WASTE = "w"
BOUQUET = "b"


class MoveFormatError(ValueError):
    """Text that is not a move in the notation."""


class Move(NamedTuple):
    """One card from a pile to a pile.

    Indexes count from 0. A move to the foundations has ``target_index`` -1:
    the card goes to the foundation of its suit, else the leftmost empty one.
    The bouquet's top card has ``source_index`` -1; with the free bouquet a
    card is named by its place in the bouquet (0 = first listed).
    """

    source: str
    source_index: int
    target: str
    target_index: int

    def __str__(self) -> str:
        return f"{_pile_text(self.source, self.source_index)}>{_pile_text(self.target, self.target_index)}"


def _pile_text(kind: str, index: int) -> str:
    if kind in (STOCK, WASTE) or index < 0:
        return kind
    return f"{kind}{index + 1}"


_PILE = re.compile(r"([cfswb])([0-9]*)")

# Which pile kinds may be a move's source and its target.
_SOURCES = {COLUMN, FOUNDATION, STOCK, BOUQUET}
_TARGETS = {COLUMN, FOUNDATION, WASTE}


def _parse_pile(text: str, whole: str) -> tuple[str, int]:
    match = _PILE.fullmatch(text)
    if match is None:
        raise MoveFormatError(f"not a move: {whole!r} (expected e.g. c3>c7, c3>f, s>w, b>f)")
    kind, digits = match.groups()
    if not digits:
        if kind == COLUMN:
            raise MoveFormatError(f"not a move: {whole!r} (a column needs its number, c1..)")
        return kind, -1
    number = int(digits)
    if number < 1 or kind in (STOCK, WASTE):
        raise MoveFormatError(f"not a move: {whole!r} (bad pile {text!r})")
    return kind, number - 1


def is_pile_name(text: str) -> bool:
    """Whether ``text`` names a pile (``c3``, ``f``, ``s``, ``b7``): what a
    shell leaves of a move written without quotes, ``c3>c7`` read as ``c3``
    and an order to write to a file named ``c7``."""
    try:
        _parse_pile(text.strip().lower(), text)
    except MoveFormatError:
        return False
    return True


def parse_move(text: str) -> Move:
    """Read a move in the RULES.md notation."""
    whole = text.strip()
    parts = whole.split(">")
    if len(parts) != 2:
        raise MoveFormatError(f"not a move: {text!r} (expected FROM>TO, e.g. c3>c7)")
    source, source_index = _parse_pile(parts[0].strip().lower(), whole)
    target, target_index = _parse_pile(parts[1].strip().lower(), whole)
    if source not in _SOURCES or target not in _TARGETS:
        raise MoveFormatError(f"not a move: {text!r} (no move goes from {source} to {target})")
    if source == FOUNDATION and source_index < 0:
        raise MoveFormatError(f"not a move: {text!r} (name the foundation, f1..f4)")
    if target == FOUNDATION and target_index >= 0:
        raise MoveFormatError(f"not a move: {text!r} (a move to the foundations names just f)")
    return Move(source, source_index, target, target_index)
