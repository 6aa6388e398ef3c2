"""Gloucestershire under the seed rule: a card comes back from its
foundation only to be used at once, proven from the rules.

Facts used (RULES.md): one card moves at a time; a foundation's top card
may come back onto a bed top that takes it or into an empty bed; a suit's
foundation takes one fixed sequence of cards (its lap), so after its top
card ``c`` comes back it wants ``c`` again, and its new top is the card
``p`` under ``c``. The two copies of a card are alike, and so are two
positions that differ only in which bed holds which cards (the search's key).

Take a shortest winning line, and in it a return ``r``: ``c`` comes back
from foundation ``s`` onto ``X`` (a bed top, or an empty bed). Let ``j``
be the first later move that touches ``c`` (moves it, or puts a card on
it) or foundation ``s`` (a card goes home there or comes back from it).
The moves between ``r`` and ``j`` touch neither, nor ``X`` (covered by
``c``), nor an empty bed ``c`` fills; so each is legal just as well with
``r`` made later, right before ``j``, and leads to the same position.
Made there, ``r`` is followed by ``j``, and ``j`` is one of:

1. ``c`` goes home again: both moves can go, a shorter line.
2. ``c`` moves to a bed top or an empty bed ``Y``: ``c`` could have come
   back onto ``Y`` at once, one move fewer.
3. A copy of ``c`` goes home (the card ``s`` wants): from a bed, it could
   have moved onto ``X`` instead (``X`` takes ``c``; an empty bed takes
   anything; a lone card moved from one empty bed to another changes
   nothing); from the bouquet, it could have played onto ``X``. One move
   fewer.
4. A card is put on ``c``: from a bed, from the bouquet, or back from a
   foundation.
5. ``p`` comes back from ``s``.

Cases 1-3 cannot happen in a shortest line, so every return can be moved
to just before its use, a move of case 4 or 5. Doing so for the returns
from the last to the first keeps the line shortest and winning, and puts
between a return and its use only other returns whose use is that same
move (a move has more than one return to wait for only if it is itself a
return: a card back from a foundation ``s2`` onto ``c`` uses both ``c``
and the card that came back from ``s2`` before). So some shortest winning
line has every run of returns followed by a move from a bed or the
bouquet, and in that run each returned card is used by a later return of
the run (case 4 or 5) or by that move, which puts a card on the one card
left waiting.

So the search makes, while some card waits (after a return): further
returns, and, when the one card waits, a move that puts a bed's top or the
bouquet's top card on it (on any bed top of that card: the other copy may
be the one returned, and allowing more moves never loses a win). Nothing
else: no card home, no other move between beds. A card waits from its
return until a card is put on it or its foundation's next card comes back
too; only a suit's last returned card can wait, so the waiting cards are a
set of suits, kept in the state (and the key), and each is the card its
foundation wants next.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ...engine import Move
from ...engine.moves import BOUQUET, COLUMN, FOUNDATION
from .safe_homes import safe_home
from .seed_rule import Beds, DeadTest, SeedRules, bed_tops

#: The seed state and, as bits, the suits whose returned card waits.
LazyState = tuple[Beds, tuple[int, ...], int, bool, int]
LazyChild = tuple[list[Move], LazyState]


#: Moves as one-move steps, made once (a step is never changed once made).
_BED_TO_BED = tuple(tuple([Move(COLUMN, i, COLUMN, j)] for j in range(16)) for i in range(16))
_BED_HOME = tuple([Move(COLUMN, i, FOUNDATION, -1)] for i in range(16))
_BOUQUET_TO_BED = tuple([Move(BOUQUET, -1, COLUMN, j)] for j in range(16))
_BOUQUET_HOME = [Move(BOUQUET, -1, FOUNDATION, -1)]
_RETURN = tuple(tuple([Move(FOUNDATION, suit, COLUMN, j)] for j in range(16)) for suit in range(4))


@cache
def _goes_under(rules: SeedRules) -> tuple[int, ...]:
    """Per card, the cards that go on it, as bits."""
    goes_on = rules.goes_on
    return tuple(sum(1 << top for top in range(52) if goes_on[top] >> card & 1) for card in range(52))


def burst_children(
    rules: SeedRules, bouquet: bytes, beds: Beds, heights: tuple[int, ...], size: int, waiting: int
) -> list[LazyChild]:
    """The moves while the suits ``waiting`` have a returned card waiting."""
    lap = rules.lap
    tops, shown, _ = bed_tops(rules, beds)
    # Per waiting card, the suit it stands for.
    waiting_card: dict[int, int] = {}
    for suit in range(4):
        if waiting >> suit & 1:
            waiting_card[lap[suit][heights[suit]]] = suit
    result: list[LazyChild] = []
    if waiting & (waiting - 1) == 0:
        # One card waits: put a bed's or the bouquet's top card on it (on
        # any bed top of that card: the returned copy is among them).
        (card,) = waiting_card
        for j, top in enumerate(tops):
            if top == card:
                _uses(rules, bouquet, beds, tops, heights, size, j, shown, result)
    _more_returns(rules, beds, tops, heights, size, waiting, waiting_card, shown, result)
    return result


def _uses(
    rules: SeedRules,
    bouquet: bytes,
    beds: Beds,
    tops: list[int],
    heights: tuple[int, ...],
    size: int,
    j: int,
    shown: int,
    result: list[LazyChild],
) -> None:
    """Put the bouquet's top card, or a bed's, on the waiting card atop bed
    ``j`` (``tops`` as they are with it there, ``shown`` as bits)."""
    goes_on = rules.goes_on
    card = tops[j]
    if size:
        top = bouquet[size - 1]
        if goes_on[top] >> card & 1:
            bedded = beds[:j] + (beds[j] + bouquet[size - 1 : size],) + beds[j + 1 :]
            result.append((_BOUQUET_TO_BED[j], (bedded, heights, size - 1, True, 0)))
    if not _goes_under(rules)[card] & shown:
        return
    for i, top in enumerate(tops):
        if top >= 0 and goes_on[top] >> card & 1:
            moved = list(beds)
            moved[i] = beds[i][:-1]
            moved[j] = beds[j] + beds[i][-1:]
            result.append((_BED_TO_BED[i][j], (tuple(moved), heights, size, False, 0)))


def _more_returns(
    rules: SeedRules,
    beds: Beds,
    tops: list[int],
    heights: tuple[int, ...],
    size: int,
    waiting: int,
    waiting_card: dict[int, int],
    shown: int,
    result: list[LazyChild],
) -> None:
    """Another return: it uses the card of its own suit that waits, and the
    card it lands on if that one waits; then it waits itself. (``shown``:
    the tops as bits.)"""
    empty = tops.index(-1) if (rules.fills_empty and -1 in tops) else -1
    for suit, card, down, j in _returns(rules, tops, heights, shown, empty):
        top = tops[j]
        left = waiting & ~(1 << suit)
        if top in waiting_card:
            left &= ~(1 << waiting_card[top])
        bedded = beds[:j] + (beds[j] + bytes((card,)),) + beds[j + 1 :]
        result.append((_RETURN[suit][j], (bedded, down, size, False, left | 1 << suit)))


def _returns(
    rules: SeedRules, tops: list[int], heights: tuple[int, ...], shown: int, empty: int
) -> Iterator[tuple[int, int, tuple[int, ...], int]]:
    """Each return a foundation's top card may make: its suit, the card,
    the heights after it, and the bed it goes to (a top that takes it, or
    ``empty``), suits and beds in order."""
    goes_on = rules.goes_on
    lap = rules.lap
    for suit, height in enumerate(heights):
        if not height:
            continue
        card = lap[suit][height - 1]
        mask = goes_on[card] & shown
        if not mask and empty < 0:
            continue
        down = heights[:suit] + (height - 1,) + heights[suit + 1 :]
        for j, top in enumerate(tops):
            if (top >= 0 and mask >> top & 1) or j == empty:
                yield suit, card, down, j


def lazy_children(
    rules: SeedRules, bouquet: bytes, beds: Beds, heights: tuple[int, ...], size: int
) -> list[LazyChild]:
    """With no card waiting: the moves of :func:`.seed_rule.children`, in
    its order, but a return only together with the move that follows it
    (its use, or another return: then the position is one more of the
    search's, with the suits that wait in its key); and where a bed's top
    card goes home as :mod:`.safe_homes` says, that move alone."""
    wanted = rules.wanted
    goes_on = rules.goes_on
    tops, shown, empty = bed_tops(rules, beds)
    safe = safe_home(rules, beds, tops, heights)
    if safe >= 0:
        # The one move made here (:mod:`.safe_homes`).
        suit = tops[safe] // 13
        up = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
        return [(_BED_HOME[safe], (beds[:safe] + (beds[safe][:-1],) + beds[safe + 1 :], up, size, False, 0))]
    home: list[LazyChild] = []
    result: list[LazyChild] = []
    to_bed: list[LazyChild] = []
    to_empty: list[LazyChild] = []
    for i, card in enumerate(tops):
        if card < 0:
            continue
        bed = beds[i]
        rest = bed[:-1]
        suit = card // 13
        height = heights[suit]
        if wanted[suit][height] == card:
            up = heights[:suit] + (height + 1,) + heights[suit + 1 :]
            home.append((_BED_HOME[i], (beds[:i] + (rest,) + beds[i + 1 :], up, size, False, 0)))
        mask = goes_on[card] & shown
        if mask:
            one = bed[-1:]
            for j, top in enumerate(tops):
                if top >= 0 and mask >> top & 1 and j != i:
                    moved = list(beds)
                    moved[i] = rest
                    moved[j] = beds[j] + one
                    to_bed.append((_BED_TO_BED[i][j], (tuple(moved), heights, size, False, 0)))
        if empty >= 0 and rest:
            moved = list(beds)
            moved[i] = rest
            moved[empty] = bed[-1:]
            to_empty.append((_BED_TO_BED[i][empty], (tuple(moved), heights, size, False, 0)))
    if size:
        card = bouquet[size - 1]
        suit = card // 13
        if wanted[suit][heights[suit]] == card:
            up = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
            home.append((_BOUQUET_HOME, (beds, up, size - 1, True, 0)))
        mask = goes_on[card] & shown
        one = bouquet[size - 1 : size]
        for j, top in enumerate(tops):
            if (top >= 0 and mask >> top & 1) or j == empty:
                bedded = beds[:j] + (beds[j] + one,) + beds[j + 1 :]
                result.append((_BOUQUET_TO_BED[j], (bedded, heights, size - 1, True, 0)))
    result = home + result + to_bed + to_empty
    if not rules.returns:
        return result
    for suit, card, down, j in _returns(rules, tops, heights, shown, empty):
        top = tops[j]
        # The card back on bed j, and what may follow.
        bedded = beds[:j] + (beds[j] + bytes((card,)),) + beds[j + 1 :]
        after = tops.copy()
        after[j] = card
        covered = top if top >= 0 and top not in after else -1
        seen = (shown | 1 << card) & ~(1 << covered if covered >= 0 else 0)
        follows: list[LazyChild] = []
        _uses(rules, bouquet, bedded, after, down, size, j, seen, follows)
        _more_returns(rules, bedded, after, down, size, 1 << suit, {card: suit}, seen, follows)
        step = _RETURN[suit][j]
        result.extend((step + more, state) for more, state in follows)
    return result


class LazyReturnsProblem:
    """The seed-rule search of :class:`.seed_rule.SeedProblem`, with returns
    made only where they are used (see the module notes). A state is the
    seed rule's and the suits whose returned card waits, as bits."""

    def __init__(self, rules: SeedRules, bouquet: bytes, dead: DeadTest | None) -> None:
        self.rules = rules
        self.bouquet = bouquet
        self.dead_test = dead

    def key(self, state: LazyState) -> bytes:
        """:func:`.seed_rule.key`, and the suits that wait."""
        beds, heights, size, _, waiting = state
        return b"\xff".join(sorted(beds)) + bytes((*heights, size, waiting))

    def won(self, state: LazyState) -> bool:
        return not state[2] and sum(state[1]) == self.rules.total

    def dead(self, state: LazyState) -> bool:
        beds, heights, size, played, _ = state
        return played and self.dead_test is not None and self.dead_test(beds, heights, size)

    def children(self, state: LazyState) -> list[LazyChild]:
        beds, heights, size, _, waiting = state
        if waiting:
            return burst_children(self.rules, self.bouquet, beds, heights, size, waiting)
        return lazy_children(self.rules, self.bouquet, beds, heights, size)
