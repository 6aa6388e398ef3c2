"""Cards as small integers, and their text forms.

A card is ``suit * 13 + rank - 1`` (0..51): cheap to hash, compare and keep
by the million in the solver. Two decks simply hold every number twice.

>>> card_text(parse_card("TD"))
'TD'
>>> rank_of(parse_card("KH")), suit_of(parse_card("KH"))
(13, 2)
"""

from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "CDHS"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = (
    "Ace",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "Jack",
    "Queen",
    "King",
)

Card = int

ACE = 1
QUEEN = 12
KING = 13

#: Lookup tables indexed by card: faster than arithmetic in hot loops.
RANK: tuple[int, ...] = tuple(c % 13 + 1 for c in range(52))
SUIT: tuple[int, ...] = tuple(c // 13 for c in range(52))
RED: tuple[bool, ...] = tuple(c // 13 in (1, 2) for c in range(52))

FULL_DECK: tuple[Card, ...] = tuple(range(52))


class CardError(ValueError):
    """Text that does not name a card."""


def rank_of(card: Card) -> int:
    return RANK[card]


def suit_of(card: Card) -> int:
    return SUIT[card]


def card_text(card: Card) -> str:
    return RANKS[card % 13] + SUITS[card // 13]


_BY_TEXT = {card_text(c): c for c in range(52)}


def parse_card(text: str) -> Card:
    """Read a card like ``"TD"``; ``"10D"`` is accepted too."""
    key = text.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    try:
        return _BY_TEXT[key]
    except KeyError:
        raise CardError(f"not a card: {text!r}") from None


def card_name(card: Card) -> str:
    """A player's name for the card, e.g. ``"2 of spades"``."""
    return f"{RANK_NAMES[card % 13]} of {SUIT_NAMES[card // 13]}"
