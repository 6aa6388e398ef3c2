"""From a gesture to a move: where a click, a double-click or a drop sends a card.

Qt-free. Nothing here decides legality or names a pile of its own: the pile
vocabulary (``("c", 2)`` the third column, ``("f", 0)`` the first
foundation; sources and the moves from them) is the engine's
(:mod:`goodmeasure.engine.piles`), re-exported here for the table; every
answer below is picked out of :func:`goodmeasure.engine.moves_from`.
"""

from __future__ import annotations

from goodmeasure.engine import (
    Move,
    PileKey,
    Position,
    goes_home,
    moves_from,
    pile_cards,
    pile_keys,
    source_at,
    source_card,
    source_pile,
    target_pile,
    top_source,
)
from goodmeasure.engine.moves import BOUQUET, COLUMN, FOUNDATION, STOCK, WASTE

__all__ = [
    "BOUQUET",
    "COLUMN",
    "FOUNDATION",
    "STOCK",
    "WASTE",
    "PileKey",
    "click_move",
    "foundation_move",
    "move_path",
    "moves_by_target",
    "pile_cards",
    "pile_keys",
    "source_at",
    "source_card",
    "source_pile",
    "target_pile",
    "top_source",
]


def moves_by_target(position: Position, source: PileKey) -> dict[PileKey, Move]:
    """The legal moves of one source by the pile each lands on: where a drop
    (or a second click, or Enter on a pile) sends the held card."""
    return {target_pile(position, m): m for m in moves_from(position, source)}


def click_move(position: Position, source: PileKey) -> Move | None:
    """Where a click sends a card: home first (foundation, or Golf's waste),
    else the leftmost non-empty column that takes it, empty columns last."""
    moves = moves_from(position, source)
    home = [m for m in moves if goes_home(m)]
    if home:
        return home[0]
    columns = sorted(
        (m for m in moves if m.target == COLUMN),
        key=lambda m: (not position.columns[m.target_index], m.target_index),
    )
    return columns[0] if columns else None


def foundation_move(position: Position, source: PileKey) -> Move | None:
    """The move that sends the source's card home (double-click, F key), if legal."""
    return next((m for m in moves_from(position, source) if goes_home(m)), None)


def move_path(before: Position, move: Move) -> tuple[tuple[PileKey, int], tuple[PileKey, int]]:
    """Where a legal move's card is before it (pile, place) and after it."""
    pile, place = source_pile((move.source, move.source_index))
    start = len(pile_cards(before, pile)) - 1 if place is None else place
    target = target_pile(before, move)
    return (pile, start), (target, len(pile_cards(before, target)))
