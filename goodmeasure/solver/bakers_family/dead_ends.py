"""Dead ends of Good Measure and Baker's Dozen, proven from the rules.

Facts used (RULES.md): one card moves at a time, from a column top to its
foundation or onto a column top of exactly one rank higher (any suit); an
empty column is never filled; nothing leaves a foundation. The engine says
where they hold (:mod:`.premise`); the search asks only there.

For a card ``c`` still in a column write ``L(c)`` for the moment it first
leaves that column and ``H(c)`` for the moment it goes home, so
``L(c) <= H(c)``. In every winning line:

1. A card above ``y`` in the same column leaves before ``y`` does:
   ``L(above) < L(y)``.
2. Suits go home in rank order: ``H(suit, r) < H(suit, r + 1)``.
3. A card ``x`` that can never be placed on another column leaves only
   for home: ``L(x) = H(x)``. We call such a card *grounded*. ``x`` can only
   go onto one of the (at most four) cards ``w`` of rank ``r(x) + 1`` that
   are not home, and ``w`` cannot take it when:

   a. ``w`` is below ``x`` in the same column (it is covered until ``x``
      has left);
   b. ``w`` is above ``x`` in the same column and is grounded itself (it
      must leave first, and it leaves for home);

   Kings can never be placed anywhere (no rank is higher), so they are
   grounded. Grounding only grows as more cards are grounded, so it is
   computed to a fixed point, and each step is a consequence of the rules.
   (Finer tests of "``w`` is covered at ``L(x)``" read off the order graph
   were tried: on the reference deals they never cut a position more.)

The order graph has a node ``L(c)`` and ``H(c)`` per card (merged for a
grounded card) and the edges of 1 and 2 (strict) and ``L(c) -> H(c)``.
Any cycle holds a strict edge, i.e. demands ``t < t``: no winning line
exists, so the position is lost. A path can only climb from an ``H`` node
back to an ``L`` node at a grounded card, so every cycle passes through one
and it is enough to ask, for each grounded ``g``, whether ``L(g)`` must
follow itself. Example: a grounded 9 of spades above the
4 of spades needs ``H(9S) < L(4S) <= H(4S) < H(9S)``.
"""

from __future__ import annotations

from ...engine import Pile
from ...engine.cards import KING, RANK, SUIT

# Sets of cards are ints, bit ``c`` for card ``c``; a suit is 13 bits in
# rank order, so "same suit, higher rank" is a mask.
SUIT_BLOCK = tuple(((1 << 13) - 1) << (13 * suit) for suit in range(4))
_KINGS = sum(1 << (suit * 13 + KING - 1) for suit in range(4))
#: Per card, the cards one rank higher (none for a King).
_NEXT_RANK = tuple(
    0 if RANK[card] == KING else sum(1 << (suit * 13 + RANK[card]) for suit in range(4)) for card in range(52)
)

#: The cards below the Kings, highest rank first.
_BY_RANK_DOWN = tuple(sorted((c for c in range(52) if RANK[c] != KING), key=lambda c: -RANK[c]))


class _Order:
    """The order graph of one position, in bit masks."""

    def __init__(self, columns: tuple[Pile, ...]) -> None:
        self.below = [0] * 52
        self.above = [0] * 52
        self.remaining = 0
        for col in columns:
            under = 0
            for card in col:
                self.below[card] = under
                under |= 1 << card
            self.remaining |= under
            over = 0
            for card in reversed(col):
                self.above[card] = over
                over |= 1 << card
        self.grounded = self.remaining & _KINGS

    def after(self, x: int) -> int:
        """The cards ``c`` with ``L(x) < L(c)`` forced."""
        later = self.below[x]
        frontier = later | (1 << x)
        grounded = self.grounded
        below = self.below
        while frontier:
            new = 0
            for block in SUIT_BLOCK:
                in_suit = frontier & block
                if in_suit:
                    lowest = in_suit & -in_suit
                    higher = block & ~((lowest << 1) - 1) & grounded & ~later
                    while higher:
                        bit = higher & -higher
                        higher ^= bit
                        new |= bit | below[bit.bit_length() - 1]
            frontier = new & ~later
            later |= frontier
        return later


def is_dead(columns: tuple[Pile, ...]) -> bool:
    """True if no winning line exists (see the module notes); never a guess.

    The columns say it all: a card not in them is home.
    """
    order = _Order(columns)
    below = order.below
    above = order.above
    remaining = order.remaining
    grounded = order.grounded
    # Whether ``x`` is grounded depends only on the cards one rank higher,
    # so one pass from Queens down to Aces reaches the fixed point.
    for x in _BY_RANK_DOWN:
        bit = 1 << x
        # Rule 3: every card of the next rank up is home, below ``x`` (3a)
        # or above it and grounded (3b).
        if remaining & bit and not _NEXT_RANK[x] & remaining & ~below[x] & ~(above[x] & grounded):
            grounded |= bit
    order.grounded = grounded
    while grounded:
        bit = grounded & -grounded
        grounded ^= bit
        card = bit.bit_length() - 1
        if (order.after(card) >> card) & 1:
            return True
    return False


def suit_heights(foundations: tuple[Pile, ...]) -> list[int]:
    """How many cards of each suit are home."""
    heights = [0, 0, 0, 0]
    for pile in foundations:
        if pile:
            heights[SUIT[pile[0]]] = len(pile)
    return heights
