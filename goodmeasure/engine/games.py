"""The four games as declarations over shared pile kinds.

Each game says how its piles behave (how columns build, what may fill an
empty column, how foundations climb, what the waste and the bouquet do); the
move code in :mod:`goodmeasure.engine.rules` reads these flags and has no
per-game branches of its own. Good Measure is Baker's Dozen with another
deal, and reads so below.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum


class Scoring(Enum):
    """How a game's result is measured."""

    #: 5 a card home, and on a win 500 and a time bonus (the foundation games).
    POINTS = "points"
    #: Cards left in the columns, 0 being a win (Golf).
    CARDS_LEFT = "cards-left"


class Build(Enum):
    """How a card may be placed on a column."""

    #: One rank lower, any suit (any 7 on any 8).
    DOWN_ANY_SUIT = "down-any-suit"
    #: One rank lower in the other colour; ranks wrap, so a King goes on an Ace.
    DOWN_ALTERNATE_WRAP = "down-alternate-wrap"
    #: Nothing is ever placed on a column (Golf).
    NONE = "none"


@dataclass(frozen=True)
class Game:
    """One game and its options in force."""

    name: str
    title: str
    decks: int
    column_count: int
    foundation_count: int
    build: Build
    #: May any card be moved into an empty column?
    fill_empty_column: bool
    #: After the King comes the suit's second Ace (two-deck foundations).
    foundation_wraps: bool
    #: May a foundation's top card go back to a column?
    foundation_returns: bool
    #: Golf: the stock turns onto a waste that takes column cards.
    has_stock_and_waste: bool = False
    #: Golf "turn the corner": A and K are adjacent.
    waste_wraps: bool = False
    #: Golf "cards on a King": a Queen (and with the corner, an Ace) on a King.
    waste_on_king: bool = False
    #: Gloucestershire: the bouquet fan; only its top card plays...
    has_bouquet: bool = False
    #: ...unless every bouquet card plays (classic Flower Garden).
    free_bouquet: bool = False
    scoring: Scoring = Scoring.POINTS
    options: frozenset[str] = frozenset()
    #: The game's own word for its columns, as players and hints name them
    #: (Gloucestershire's are beds).
    column_word: str = "column"

    @property
    def card_count(self) -> int:
        return 52 * self.decks

    @property
    def has_foundations(self) -> bool:
        return self.foundation_count > 0


GOOD_MEASURE = "good-measure"
BAKERS_DOZEN = "bakers-dozen"
GOLF = "golf"
GLOUCESTERSHIRE = "gloucestershire"

GAME_NAMES = (GOOD_MEASURE, BAKERS_DOZEN, GOLF, GLOUCESTERSHIRE)

#: The options each game knows, in their canonical (written) order.
OPTIONS: dict[str, tuple[str, ...]] = {
    GOOD_MEASURE: (),
    BAKERS_DOZEN: (),
    GOLF: ("wrap", "on-king"),
    GLOUCESTERSHIRE: ("free-bouquet",),
}

#: The options in force when a deal says nothing about them.
DEFAULT_OPTIONS: dict[str, frozenset[str]] = {
    GOOD_MEASURE: frozenset(),
    BAKERS_DOZEN: frozenset(),
    GOLF: frozenset({"wrap", "on-king"}),
    GLOUCESTERSHIRE: frozenset(),
}

_BAKERS_DOZEN = Game(
    name=BAKERS_DOZEN,
    title="Baker's Dozen",
    decks=1,
    column_count=13,
    foundation_count=4,
    build=Build.DOWN_ANY_SUIT,
    fill_empty_column=False,
    foundation_wraps=False,
    foundation_returns=False,
)

_BASE: dict[str, Game] = {
    BAKERS_DOZEN: _BAKERS_DOZEN,
    GOOD_MEASURE: replace(_BAKERS_DOZEN, name=GOOD_MEASURE, title="Good Measure", column_count=10),
    GOLF: Game(
        name=GOLF,
        title="Golf",
        decks=1,
        column_count=7,
        foundation_count=0,
        build=Build.NONE,
        fill_empty_column=False,
        foundation_wraps=False,
        foundation_returns=False,
        has_stock_and_waste=True,
        scoring=Scoring.CARDS_LEFT,
    ),
    GLOUCESTERSHIRE: Game(
        name=GLOUCESTERSHIRE,
        title="Gloucestershire",
        decks=2,
        column_count=8,
        foundation_count=4,
        build=Build.DOWN_ALTERNATE_WRAP,
        fill_empty_column=True,
        foundation_wraps=True,
        foundation_returns=True,
        has_bouquet=True,
        column_word="bed",
    ),
}


class UnknownGame(ValueError):
    """A game name or option that this app does not know."""


_CACHE: dict[tuple[str, frozenset[str]], Game] = {}


def get_game(name: str, options: Iterable[str] | None = None) -> Game:
    """The game ``name`` with ``options`` in force (None: the defaults).

    >>> get_game("golf", []).waste_wraps
    False
    >>> get_game("golf").waste_on_king
    True
    """
    if name not in _BASE:
        raise UnknownGame(f"unknown game {name!r} (known: {', '.join(GAME_NAMES)})")
    chosen = DEFAULT_OPTIONS[name] if options is None else frozenset(options)
    unknown = sorted(chosen - set(OPTIONS[name]))
    if unknown:
        known = ", ".join(OPTIONS[name]) or "none"
        raise UnknownGame(f"unknown option {unknown[0]!r} for {name} (known: {known})")
    key = (name, chosen)
    game = _CACHE.get(key)
    if game is None:
        game = replace(
            _BASE[name],
            options=chosen,
            waste_wraps="wrap" in chosen,
            waste_on_king="on-king" in chosen,
            free_bouquet="free-bouquet" in chosen,
        )
        _CACHE[key] = game
    return game
