"""Positions: immutable, hashable snapshots of every pile."""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .games import Game

Pile = tuple[Card, ...]


class Position(NamedTuple):
    """Every pile of a game in play, each listed bottom to top.

    Tuples all the way down, so a position is hashable and cheap to keep:
    undo/redo is a list of positions, the solver stores millions.
    """

    game: Game
    foundations: tuple[Pile, ...]
    columns: tuple[Pile, ...]
    #: Golf: the face-down stock; the last card is turned next.
    stock: Pile = ()
    #: Golf: the waste; the last card is its top.
    waste: Pile = ()
    #: Gloucestershire: the fan; the last card is its top.
    bouquet: Pile = ()

    def card_count(self) -> int:
        """How many cards the position holds, on every pile."""
        return (
            sum(map(len, self.foundations))
            + sum(map(len, self.columns))
            + len(self.stock)
            + len(self.waste)
            + len(self.bouquet)
        )

    def all_cards(self) -> list[Card]:
        """Every card of the position (for conservation checks)."""
        cards: list[Card] = []
        for pile in (*self.foundations, *self.columns, self.stock, self.waste, self.bouquet):
            cards.extend(pile)
        return cards
