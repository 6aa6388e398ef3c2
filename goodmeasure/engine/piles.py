"""The piles of a game by name, and which card of a pile may move.

Piles are named by ``(kind, index)`` in the move letters of RULES.md:
``("c", 2)`` is the third column, ``("f", 0)`` the first foundation; the
stock, the waste and the bouquet have index -1. A *source* is the same pair
as a move's ``(source, source_index)``; with the free bouquet it names one
bouquet card by its place.

>>> from goodmeasure.engine import deal
>>> position = deal("good-measure", 1)
>>> pile_keys(position.game)[:3]
[('f', 0), ('f', 1), ('f', 2)]
>>> source_at(position, ("c", 0), 0) is None  # a covered card never moves
True
"""

from __future__ import annotations

from .cards import Card
from .games import Game
from .moves import BOUQUET, COLUMN, FOUNDATION, STOCK, WASTE, Move
from .position import Position
from .rules import foundation_for, legal_moves

PileKey = tuple[str, int]


def pile_keys(game: Game) -> list[PileKey]:
    """Every pile of ``game``, in reading order: foundations, columns, then
    the stock and waste or the bouquet, as the game declares them."""
    keys: list[PileKey] = [(FOUNDATION, i) for i in range(game.foundation_count)]
    keys += [(COLUMN, i) for i in range(game.column_count)]
    if game.has_stock_and_waste:
        keys += [(STOCK, -1), (WASTE, -1)]
    if game.has_bouquet:
        keys.append((BOUQUET, -1))
    return keys


def pile_cards(position: Position, pile: PileKey) -> tuple[Card, ...]:
    """The cards of ``pile``, bottom to top."""
    kind, index = pile
    if kind == COLUMN:
        return position.columns[index]
    if kind == FOUNDATION:
        return position.foundations[index]
    if kind == STOCK:
        return position.stock
    if kind == WASTE:
        return position.waste
    return position.bouquet


def source_at(position: Position, pile: PileKey, index: int) -> PileKey | None:
    """The move source for the card at ``index`` of ``pile``, if the game
    lets it move at all: a column's top, the bouquet's top (any bouquet card
    with the free bouquet), a foundation's top where cards come back, the
    stock. Whether it has somewhere to go is :func:`moves_from`'s answer."""
    cards = pile_cards(position, pile)
    if not 0 <= index < len(cards):
        return None
    kind = pile[0]
    game = position.game
    is_top = index == len(cards) - 1
    if kind == BOUQUET:
        if game.free_bouquet:
            return (BOUQUET, index)
        return (BOUQUET, -1) if is_top else None
    if not is_top:
        return None
    if kind in (COLUMN, STOCK):
        return pile
    if kind == FOUNDATION and game.foundation_returns:
        return pile
    return None


def top_source(position: Position, pile: PileKey) -> PileKey | None:
    """The source of the pile's top card, if it may move."""
    return source_at(position, pile, len(pile_cards(position, pile)) - 1)


def source_pile(source: PileKey) -> tuple[PileKey, int | None]:
    """The pile a source lies on, and the card's place there if the source names it."""
    kind, index = source
    if kind == BOUQUET:
        return (BOUQUET, -1), (index if index >= 0 else None)
    return source, None


def source_card(position: Position, source: PileKey) -> Card:
    """The card a source names."""
    pile, place = source_pile(source)
    cards = pile_cards(position, pile)
    return cards[-1 if place is None else place]


def target_pile(position: Position, move: Move) -> PileKey:
    """The pile a legal move puts its card on (a foundation move names just "f")."""
    if move.target == FOUNDATION:
        index = foundation_for(position, source_card(position, (move.source, move.source_index)))
        return (FOUNDATION, -1 if index is None else index)
    return (move.target, move.target_index)


def moves_from(position: Position, source: PileKey) -> list[Move]:
    """The legal moves of one source, in :func:`legal_moves`' order."""
    return [m for m in legal_moves(position) if (m.source, m.source_index) == source]


def goes_home(move: Move) -> bool:
    """Does the move play its card off: to a foundation, or Golf's waste?"""
    return move.target in (FOUNDATION, WASTE)
