"""Good Measure and Baker's Dozen: a coarser game that forgets where the
parked cards lie, and proves positions lost when even it cannot be won.

Take a layout of columns and call the cards still where they lay in it
the *remnants*, and every card that has left its place since, and is not
home, *parked*. A parked card only ever lies on a card one rank higher
(RULES.md: a card moves only onto a column top exactly one rank higher, and
an empty column is never filled), so each column is its remnant with a run
of parked cards on top, each one rank below the card beneath it. Any suit
goes on any suit, so which runs are possible depends only on how many
parked cards of each rank there are (``p[r]``) and how many remnants end
in a card of each rank (``t[r]``):

- every parked card of rank ``r`` lies on a parked card or a remnant top of
  rank ``r + 1``, one on each: ``p[r] <= p[r + 1] + t[r + 1]``;
- so, whatever the runs, ``t[r + 1] + p[r + 1] - p[r]`` cards of rank
  ``r + 1`` lie open (nothing on them).

The coarse game keeps only the remnants' depths and the foundations. Its
moves are those a real move can make, asked of the counts alone:

- a remnant top of rank ``r`` leaves its column (home if it is next, or
  onto an open card one rank higher) only if its own column can be bare,
  the other places carrying every parked card of rank ``r - 1``:
  ``p[r - 1] <= p[r] + t[r] - 1``;
- a parked card of rank ``r`` goes home if it is next and can lie open:
  of the ``p[r]`` runs reaching rank ``r``, at least one must end there,
  while the ``p[r - 1]`` runs at rank ``r - 1`` continue one of them or
  start on a remnant top of rank ``r``:
  ``p[r] - p[r - 1] + min(t[r], p[r - 1]) >= 1``.

Moving a parked card between columns changes nothing the coarse game sees.
So every real line maps to a coarse line (a real position is one
arrangement of its coarse position, and each condition holds in it), and a
coarse position from which no coarse line sends every card home is lost
for real, however its cards lie. The converse fails: the coarse game moves
whole runs around for free. What it decides quickly, and the full search
cannot, is a position with more cards to park, over the game, than places
to park them (the test has two Queens and one free King).

The premise (one rank lower in any suit, nothing into an empty column,
suits home from Ace to King) is asked of the engine (:mod:`.premise`).

Every coarse move takes a card from its place or sends one home, so no
coarse line comes back to a position: what the coarse game learns about a
position stays true, and one search's answers serve the next.
"""

from __future__ import annotations

from ...engine import Pile
from ...engine.cards import KING, RANK, SUIT
from ..search.result import POLL_INTERVAL, Cancelled

#: Most coarse positions remembered (each with its answer; about 220 bytes):
#: some 70 MB. Past it, questions the memory cannot answer get no answer.
KNOWN_CAP = 300_000

#: A coarse position, as one int (it is hashed and compared millions of
#: times): per suit how many cards are home, four bits each from bit 0
#: (:data:`HEIGHT_UNIT`), then per column how many of its cards are still in
#: place, from bit 16 (:attr:`Parking.unit`).
Coarse = int

#: A column's top card in place, as the coarse game reads it (see
#: ``Parking._tops``).
_Top = tuple[int, int, int, int, int, int]
#: See ``Parking._counts``.
_Counts = tuple[list[_Top], tuple[int, ...], int, list[int], list[int]]
#: A coarse move: where it leads, the column a card leaves (-1: a parked
#: card goes home) and the suit it goes home to (-1: it is parked).
_Step = tuple[int, int, int]

#: Per suit, one more card home.
HEIGHT_UNIT = (1, 1 << 4, 1 << 8, 1 << 12)
HEIGHTS_MASK = (1 << 16) - 1
ALL_HOME = sum(13 * unit for unit in HEIGHT_UNIT)

#: Per rank (0 for none), the four cards of that rank.
_RANK_MASK = (0,) + tuple(
    sum(1 << (suit * 13 + rank - 1) for suit in range(4)) for rank in range(1, KING + 1)
)
#: Per suit and height, the cards of that suit that are home.
_HOME = tuple(tuple(((1 << height) - 1) << (13 * suit) for height in range(14)) for suit in range(4))


def encode_heights(heights: tuple[int, ...] | list[int]) -> int:
    """The foundations' part of a coarse position."""
    return sum(height * unit for height, unit in zip(heights, HEIGHT_UNIT, strict=True))


class Parking:
    """The coarse game over one layout of columns, with what it has learnt:
    coarse positions proven lost, and positions from which it reached a
    win. Ask it about any position the real game reaches from the layout."""

    def __init__(self, columns: tuple[Pile, ...]) -> None:
        self.layout = tuple(columns)
        width = max(1, max((len(col) for col in self.layout), default=0).bit_length())
        self.depth_mask = (1 << width) - 1
        self.shift = tuple(16 + width * i for i in range(len(self.layout)))
        #: Per column, one more card in place.
        self.unit = tuple(1 << shift for shift in self.shift)
        # Per column and depth: the cards in place, as a mask.
        in_place = tuple(
            tuple(sum(1 << card for card in col[:depth]) for depth in range(len(col) + 1))
            for col in self.layout
        )
        #: Per column and depth: the cards in place as a mask, the rank and
        #: suit of the top one, the column, the depth and the top card.
        self._tops: tuple[tuple[_Top, ...], ...] = tuple(
            (
                (0, 0, 0, i, 0, -1),
                *(
                    (in_place[i][depth], RANK[card], SUIT[card], i, depth, card)
                    for depth, card in enumerate(col, 1)
                ),
            )
            for i, col in enumerate(self.layout)
        )
        #: Per card, its column and place in the layout (None if not in it).
        self._place: list[tuple[int, int] | None] = [None] * 52
        for i, col in enumerate(self.layout):
            for index, card in enumerate(col):
                self._place[card] = (i, index)
        self._column_of = {col[0]: i for i, col in enumerate(self.layout) if col}
        self._cards = sum(1 << card for col in self.layout for card in col)
        self._depths: dict[Pile, int] = {}
        #: Coarse positions decided: True if a coarse line wins from there.
        self.known: dict[Coarse, bool] = {}
        #: Coarse positions a question was cut short on: not asked again.
        self.undecided: set[Coarse] = set()
        #: Coarse positions looked at, over all questions asked.
        self.nodes = 0
        #: Whether a question was given up because ``cancelled`` said so.
        self.cancelled = False

    def coarse(self, columns: tuple[Pile, ...], heights: tuple[int, ...] | list[int]) -> Coarse:
        """The coarse position of a real one reached from the layout.

        A column's bottom card never moves but home (nothing can be put on
        an empty column), so it says which column of the layout it is; the
        cards still in place are the longest run of the layout's cards from
        the bottom (the first card above them was put there).
        """
        code = encode_heights(heights)
        for col in columns:
            if col:
                depth = self._depths.get(col)
                if depth is None:
                    depth = self._depths[col] = self._depth(col)
                code += depth * self.unit[self._column_of[col[0]]]
        return code

    def depths(self, code: Coarse) -> list[int]:
        """Per column of the layout, how many of its cards are in place."""
        mask = self.depth_mask
        return [code >> shift & mask for shift in self.shift]

    def _depth(self, col: Pile) -> int:
        place = self.layout[self._column_of[col[0]]]
        depth = 0
        for card, was in zip(col, place, strict=False):
            if card != was:
                break
            depth += 1
        return depth

    def is_lost(self, start: Coarse, budget: int, cancelled: Cancelled | None = None) -> bool | None:
        """True if no coarse line from ``start`` wins (so every real position
        it stands for is lost), False if one does, None if ``budget`` more
        coarse positions were not enough to tell.

        The coarse game never comes back to a position, so a position is
        lost once all its children are, and what is learnt stays true for
        every later question, even one cut short by its budget.
        """
        known = self.known
        if start in known:
            return not known[start]
        if start in self.undecided:
            return None
        if start & HEIGHTS_MASK == ALL_HOME:
            return False
        if budget < 1 or len(known) >= KNOWN_CAP:
            return None
        counts = self._counts(start)
        stack = [(start, counts, self._children(start, counts))]
        looked = 1
        while stack:
            here, counts, children = stack[-1]
            child = None
            while children:
                candidate = children.pop()
                status = known.get(candidate[0])
                if status is None:
                    child = candidate
                    break
                if status:
                    return self._won(stack, looked)
            if child is None:
                # Every child is lost (or there is none).
                known[here] = False
                stack.pop()
            elif child[0] & HEIGHTS_MASK == ALL_HOME:
                return self._won(stack, looked)
            elif looked >= budget or len(known) >= KNOWN_CAP:
                self.nodes += looked
                self.undecided.add(start)
                return None
            elif looked % POLL_INTERVAL == 0 and cancelled is not None and cancelled():
                self.nodes += looked
                self.cancelled = True
                return None
            else:
                looked += 1
                after = self._after(counts, child)
                stack.append((child[0], after, self._children(child[0], after)))
        self.nodes += looked
        return True

    def _won(self, path: list[tuple[Coarse, _Counts, list[_Step]]], looked: int) -> bool:
        """A coarse win was reached: each position on the way is winnable."""
        for here, _, _ in path:
            self.known[here] = True
        self.nodes += looked
        return False

    def _counts(self, here: Coarse) -> _Counts:
        """What the coarse moves of ``here`` are read from: per column the
        entry of its top card in place (:attr:`_tops`), the heights, the
        cards parked, and per rank (with room for rank 14) how many are
        parked and how many columns' cards in place end in it."""
        standing = [tops[depth] for tops, depth in zip(self._tops, self.depths(here), strict=True)]
        heights = (here & 15, here >> 4 & 15, here >> 8 & 15, here >> 12 & 15)
        in_place = 0
        t = [0] * (KING + 2)
        for top in standing:
            in_place |= top[0]
            t[top[1]] += 1
        t[0] = 0
        home = _HOME[0][heights[0]] | _HOME[1][heights[1]] | _HOME[2][heights[2]] | _HOME[3][heights[3]]
        parked = self._cards & ~in_place & ~home
        p = [(parked & rank_mask).bit_count() for rank_mask in _RANK_MASK]
        p.append(0)
        return standing, heights, parked, p, t

    def _after(self, counts: _Counts, step: _Step) -> _Counts:
        """:meth:`_counts` after one coarse move, from those before it (the
        coarse game's hot path: one column or one foundation changes)."""
        standing, heights, parked, p, t = counts
        _, column, suit = step
        if column < 0:
            # A parked card home.
            rank = heights[suit] + 1
            p = p.copy()
            p[rank] -= 1
            return standing, _raised(heights, suit), parked & ~(1 << (suit * 13 + rank - 1)), p, t
        top = standing[column]
        below = self._tops[column][top[4] - 1]
        standing = standing.copy()
        standing[column] = below
        t = t.copy()
        t[top[1]] -= 1
        if below[4]:
            t[below[1]] += 1
        if suit < 0:
            # Parked on a card one rank higher.
            p = p.copy()
            p[top[1]] += 1
            return standing, heights, parked | 1 << top[5], p, t
        return standing, _raised(heights, suit), parked, p, t

    def _children(self, here: Coarse, counts: _Counts) -> list[_Step]:
        """The coarse moves, the one to try first last (it is a stack): cards
        home, then cards leaving their place, first from the column where a
        card wanted home lies nearest the top.

        A card home whose rank is at most two above the lowest foundation is
        the only child. Every card two ranks lower is home, so each card one
        rank lower is next for its foundation: a coarse line that wins with
        the card kept wins as well with it home, sending each card one rank
        lower home the moment it is parked or leaves its place (always a
        coarse move: nothing is left to lie on it). Then no card one rank
        lower is ever parked, which is all the card's count helps (its own
        rank leaving or going home, cards one rank lower parked); a count of
        its rank only ever hinders the ranks above, and an earlier top in its
        column, or a foundation higher, hinders nothing.
        """
        standing, heights, parked, p, t = counts
        floor = min(heights)
        unit = self.unit
        go_home: list[_Step] = []
        leave: list[_Step] = []
        for _, rank, suit, i, depth, _ in standing:
            if not depth:
                continue
            if rank > 1 and p[rank - 1] >= p[rank] + t[rank]:
                continue  # the other places cannot carry what lies on it
            fewer = here - unit[i]
            if heights[suit] == rank - 1:
                child = (fewer + HEIGHT_UNIT[suit], i, suit)
                if rank <= floor + 2:
                    return [child]
                go_home.append(child)
            if rank < KING and t[rank + 1] + p[rank + 1] > p[rank]:
                leave.append((fewer, i, -1))
        for suit, height in enumerate(heights):
            if height < 13 and parked >> (suit * 13 + height) & 1:
                rank = height + 1
                if p[rank] - p[rank - 1] + min(t[rank], p[rank - 1]) >= 1:
                    child = (here + HEIGHT_UNIT[suit], -1, suit)
                    if rank <= floor + 2:
                        return [child]
                    go_home.append(child)
        if len(leave) > 1:
            nearest = self._nearest_wanted(standing, heights)
            if nearest:
                # Columns with no wanted card first, the nearest last.
                leave.sort(key=lambda step: -nearest.get(step[1], KING + 1))
        return leave + go_home

    def _nearest_wanted(self, standing: list[_Top], heights: tuple[int, ...]) -> dict[int, int]:
        """Per column holding, in place, a card its foundation wants next: how
        many cards lie on the nearest such card to the top."""
        nearest: dict[int, int] = {}
        place = self._place
        for suit, height in enumerate(heights):
            spot = place[suit * 13 + height] if height < 13 else None
            if spot is not None:
                i, index = spot
                cover = standing[i][4] - 1 - index
                if cover >= 0 and cover < nearest.get(i, KING + 1):
                    nearest[i] = cover
        return nearest


def _raised(heights: tuple[int, ...], suit: int) -> tuple[int, ...]:
    return heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
