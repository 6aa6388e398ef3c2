"""Numbered deals: the same number and game give the same deal everywhere.

The generator is written out here rather than taken from :mod:`random`,
whose internals may change between Python versions:

1. SplitMix64 (Steele, Lea and Flood, 2014) seeded with the deal number
   gives a stream of 64-bit words.
2. A word is turned into a number below ``n`` by rejection sampling (words
   at or above the largest multiple of ``n`` are drawn again), so there is
   no modulo bias.
3. The deck starts in order, suits C D H S and ranks A..K within each
   (twice for two decks), and is shuffled by Fisher-Yates from the last
   place down: for ``i`` from ``n-1`` to 1, swap place ``i`` with place
   ``below(i + 1)``. Place 0 is then the top of the deck.

How each game deals from that deck is in its function below. The daily
deal of a date starts searching at ``YYYYMMDD * 1000`` (the solver picks the
first number from there that it proves winnable).
"""

from __future__ import annotations

import datetime as _dt
import re

from .cards import ACE, FULL_DECK, KING, RANK, Card
from .games import BAKERS_DOZEN, GLOUCESTERSHIRE, GOLF, GOOD_MEASURE, Game, get_game
from .position import Pile, Position

_MASK = (1 << 64) - 1
MAX_DEAL_NUMBER = _MASK

GLOUCESTERSHIRE_BEDS = (3, 4, 5, 6, 7, 8, 9, 10)


class SplitMix64:
    """The SplitMix64 generator: tiny, fast and fully specified."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_word(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform number in ``range(n)``."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            word = self.next_word()
            if word < limit:
                return word % n


def shuffled_deck(number: int, decks: int = 1) -> list[Card]:
    """The deck of deal ``number``, top card first."""
    if not 0 <= number <= MAX_DEAL_NUMBER:
        raise ValueError(f"deal number must be between 0 and {MAX_DEAL_NUMBER}, not {number}")
    deck = list(FULL_DECK) * decks
    rng = SplitMix64(number)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def kings_to_bottom(column: list[Card]) -> Pile:
    """Every King to the bottom; Kings keep their order, and so do the rest."""
    return tuple([c for c in column if RANK[c] == KING] + [c for c in column if RANK[c] != KING])


def _deal_rows(cards: list[Card], count: int) -> list[list[Card]]:
    """Row by row into ``count`` columns: card i goes to column i mod count."""
    columns: list[list[Card]] = [[] for _ in range(count)]
    for i, card in enumerate(cards):
        columns[i % count].append(card)
    return columns


def _deal_bakers_family(game: Game, deck: list[Card], aces_home: int) -> Position:
    # The first `aces_home` Aces met go home before anything is dealt, so
    # moving the Kings afterwards can never bury a King under another card.
    home: list[Card] = []
    rest: list[Card] = []
    for card in deck:
        if RANK[card] == ACE and len(home) < aces_home:
            home.append(card)
        else:
            rest.append(card)
    columns = tuple(kings_to_bottom(col) for col in _deal_rows(rest, game.column_count))
    foundations = tuple((card,) for card in home) + ((),) * (game.foundation_count - len(home))
    return Position(game, foundations, columns)


def _deal_golf(game: Game, deck: list[Card]) -> Position:
    in_columns = game.column_count * 5
    columns = tuple(tuple(col) for col in _deal_rows(deck[:in_columns], game.column_count))
    # The rest stays a face-down pile whose top (turned next) is the deck's next card.
    stock = tuple(reversed(deck[in_columns:]))
    return Position(game, (), columns, stock=stock)


def _deal_gloucestershire(game: Game, deck: list[Card]) -> Position:
    # Row by row across the beds that still want a card: a staircase of 3..10.
    beds: list[list[Card]] = [[] for _ in GLOUCESTERSHIRE_BEDS]
    cards = iter(deck)
    for row in range(max(GLOUCESTERSHIRE_BEDS)):
        for bed, size in enumerate(GLOUCESTERSHIRE_BEDS):
            if row < size:
                beds[bed].append(next(cards))
    # The rest is the bouquet, fanned with the deck's next card on top.
    bouquet = tuple(reversed(list(cards)))
    return Position(game, ((),) * 4, tuple(tuple(b) for b in beds), bouquet=bouquet)


def deal(name: str, number: int, options: frozenset[str] | None = None) -> Position:
    """The starting position of deal ``number`` of game ``name``."""
    game = get_game(name, options)
    deck = shuffled_deck(number, game.decks)
    if name == GOOD_MEASURE:
        return _deal_bakers_family(game, deck, aces_home=2)
    if name == BAKERS_DOZEN:
        return _deal_bakers_family(game, deck, aces_home=0)
    if name == GOLF:
        return _deal_golf(game, deck)
    assert name == GLOUCESTERSHIRE
    return _deal_gloucestershire(game, deck)


def daily_start_number(date: _dt.date) -> int:
    """Where the daily deal's search for a winnable number starts.

    >>> daily_start_number(_dt.date(2026, 12, 1))
    20261201000
    """
    return (date.year * 10000 + date.month * 100 + date.day) * 1000


def read_date(text: str) -> _dt.date | None:
    """The date ``text`` writes as ``YYYY-MM-DD`` (that spelling only), or None.

    >>> read_date("2024-02-29")
    datetime.date(2024, 2, 29)
    """
    # fromisoformat alone also takes 20261201 and 2026-W49-2 (Python 3.11).
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text, flags=re.ASCII) is None:
        return None
    try:
        return _dt.date.fromisoformat(text)
    except ValueError:
        return None


def parse_date(text: str) -> _dt.date:
    """A ``YYYY-MM-DD`` date (blanks around it allowed), with a clear error otherwise.

    >>> parse_date("2024-02-29")
    datetime.date(2024, 2, 29)
    """
    date = read_date(text.strip())
    if date is None:
        raise ValueError(f"not a date: {text!r} (expected YYYY-MM-DD)")
    return date
