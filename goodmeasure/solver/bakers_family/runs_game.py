"""Good Measure and Baker's Dozen: the runs game, between the coarse game
and the real one, to prove lost what the coarse game cannot.

The coarse game (:mod:`.coarse_game`) keeps only how many cards of each
column are still in place, and lets the parked cards lie in whatever runs
suit it. Here each column keeps its run too: the parked cards on a column
are a run, each one rank below the card beneath it (RULES.md: a card goes
only on a card one rank higher), from one rank below the column's top card
in place down to the run's top card. So a column is its cards in place and
the rank of its run's top card (none if nothing is parked on it). What is
forgotten is only which suit each parked card has; the parked cards
themselves are known (the cards neither in place nor home), so the game
still says which card of a rank a foundation can take.

Its moves are every real move, read off these counts:

- a column's top card in place, with no run on it, goes home if it is
  next, or onto any column whose top card (a run's, or one in place) is one
  rank higher, starting or lengthening that column's run;
- a run's top card goes home as any parked card of its rank that is next
  for its foundation (the real card is one of them), or onto a column whose
  top card is one rank higher; if that column has no run and the card that
  lay there in the layout is a parked card of this rank, it may also count
  as in place again (the real card may be that one: as :meth:`.Parking.coarse`
  reads a column, it is in place again).

A lone card in place is not moved onto another column, as the real search
does not (the position before dominates the one after, see
:meth:`.BakersProblem.children`). Every move the real search makes is thus
a move here, so a real winning line shows as a line of this game through
the runs positions of the real positions it passes. Where the coarse game
proves a position's coarse position lost, every real position there is
lost, so no such line goes through it: the search here does not go on from
it (that cuts most of the lines). A position from which the rest reaches
no win is then lost for real. What the coarse game proves is kept in it
for the next question.

Unlike the coarse game, this one can come back to a position (a run's top
card can go back and forth), so a position is only known lost once a whole
search from a position that reaches it found no win: then every position
that search met is lost (all it reaches, it met).
"""

from __future__ import annotations

from fractions import Fraction

from ...engine.cards import RANK, SUIT
from ..search.result import POLL_INTERVAL, Cancelled
from .coarse_game import ALL_HOME, HEIGHT_UNIT, HEIGHTS_MASK, Parking

#: Most positions remembered as lost or won: some 100 MB.
KNOWN_CAP = 1_000_000
#: Coarse positions the coarse game may look at per question it is asked
#: here (as in the real search, :data:`.search.ASK`).
ASK = 1000

#: A position of the runs game, as one int: its coarse position
#: (:data:`.coarse_game.Coarse`) and above it, four bits per column, the rank
#: of the top card of the column's run (0: no run).
RunsPosition = int


class Runs:
    """The runs game over one layout, with what it has learnt. The coarse
    game it asks is ``parking`` (its knowledge is shared); each coarse
    position that costs counts as ``coarse_cost`` positions of this game
    against a question's budget."""

    def __init__(self, parking: Parking, coarse_cost: Fraction = Fraction(1)) -> None:
        self.parking = parking
        self.coarse_cost = coarse_cost
        layout = parking.layout
        self.layout = layout
        top_bit = parking.shift[-1] + parking.depth_mask.bit_length() if layout else 16
        self.coarse_mask = (1 << top_bit) - 1
        #: Per column, where its run's top rank sits.
        self.run_shift = tuple(top_bit + 4 * i for i in range(len(layout)))
        #: Per column and depth, the rank of the top card in place (0: none).
        self._rank_at = tuple(tuple([0] + [RANK[card] for card in col]) for col in layout)
        #: Per column and depth, the card that lay next in the layout (-1: none).
        self._next_at = tuple(tuple([*col, -1]) for col in layout)
        #: Per card of the layout, its column and place there.
        self._place: list[tuple[int, int]] = [(-1, 0)] * 52
        for i, col in enumerate(layout):
            for index, card in enumerate(col):
                self._place[card] = (i, index)
        self.lost: set[RunsPosition] = set()
        self.won: set[RunsPosition] = set()
        #: Positions looked at, over all questions.
        self.nodes = 0
        self.cancelled = False

    def position(self, columns: tuple[tuple[int, ...], ...], heights: tuple[int, ...] | list[int]) -> int:
        """The runs position of a real one reached from the layout."""
        code = self.parking.coarse(columns, heights)
        depths = self.parking.depths(code)
        for i, start in enumerate(self.layout):
            depth = depths[i]
            if not depth:
                continue
            col = next(col for col in columns if col and col[0] == start[0])
            if len(col) > depth:
                code += RANK[col[-1]] << self.run_shift[i]
        return code

    def is_lost(self, start: RunsPosition, budget: int, cancelled: Cancelled | None = None) -> bool | None:
        """True if ``start`` is proven lost (no line of this game wins from
        it, see the module notes), False if a line wins, None if ``budget``
        was not enough to tell: it counts this game's positions, and each
        coarse position its questions cost as ``coarse_cost`` of them."""
        if start in self.lost:
            return True
        if start in self.won or start & HEIGHTS_MASK == ALL_HOME:
            return False
        if budget < 1 or len(self.lost) + len(self.won) >= KNOWN_CAP:
            return None
        parking = self.parking
        coarse_mask = self.coarse_mask
        coarse_cost = self.coarse_cost
        coarse_before = parking.nodes
        lost = self.lost
        won = self.won
        visited = {start}
        path = [start]
        stack = [iter(self._children(start))]
        looked = 1
        next_poll: Fraction | int = POLL_INTERVAL
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
                path.pop()
                continue
            if child in visited or child in lost:
                continue
            if child & HEIGHTS_MASK == ALL_HOME or child in won:
                won.update(path)
                self.nodes += looked
                return False
            visited.add(child)
            work = looked + (parking.nodes - coarse_before) * coarse_cost
            coarse_lost = parking.is_lost(child & coarse_mask, min(ASK, int((budget - work) / coarse_cost)))
            work = looked + (parking.nodes - coarse_before) * coarse_cost
            if work >= budget:
                self.nodes += looked
                return None
            # Polled by the work done, coarse questions included (one of them
            # alone may look at a thousand coarse positions).
            if work >= next_poll and cancelled is not None:
                if cancelled():
                    self.nodes += looked
                    self.cancelled = True
                    return None
                next_poll = work + POLL_INTERVAL
            if coarse_lost:
                continue
            looked += 1
            path.append(child)
            stack.append(iter(self._children(child)))
        # Nothing the search met reaches a win: all of it is lost.
        if len(lost) + len(visited) <= KNOWN_CAP:
            lost |= visited
        else:
            lost.add(start)
        self.nodes += looked
        return True

    def _children(self, here: RunsPosition) -> list[RunsPosition]:
        """Every move (see the module notes), cards home first."""
        parking = self.parking
        unit = parking.unit
        depth_mask = parking.depth_mask
        depths = [here >> shift & depth_mask for shift in parking.shift]
        run_shift = self.run_shift
        runs = [here >> shift & 15 for shift in run_shift]
        heights = (here & 15, here >> 4 & 15, here >> 8 & 15, here >> 12 & 15)
        rank_at = self._rank_at
        place = self._place
        # Per rank, the columns whose top card has it.
        by_top: list[list[int]] = [[] for _ in range(15)]
        for i, depth in enumerate(depths):
            top = runs[i] or rank_at[i][depth]
            if top:
                by_top[top].append(i)
        home: list[RunsPosition] = []
        moves: list[RunsPosition] = []
        for i, depth in enumerate(depths):
            rank = runs[i]
            if rank:
                # The run's top card leaves: the run ends one rank higher,
                # or is gone.
                below = rank + 1 if rank + 1 < rank_at[i][depth] else 0
                lifted = here + ((below - rank) << run_shift[i])
                for suit in range(4):
                    if heights[suit] == rank - 1:
                        column, index = place[suit * 13 + rank - 1]
                        if depths[column] <= index:  # parked, not in place
                            home.append(lifted + HEIGHT_UNIT[suit])
                for j in by_top[rank + 1]:
                    moves.append(lifted + ((rank - runs[j]) << run_shift[j]))
                    if not runs[j]:
                        back = self._next_at[j][depths[j]]
                        if back >= 0 and RANK[back] == rank and heights[SUIT[back]] < rank:
                            moves.append(lifted + unit[j])
            elif depth:
                card = self.layout[i][depth - 1]
                rank = RANK[card]
                fewer = here - unit[i]
                if heights[SUIT[card]] == rank - 1:
                    home.append(fewer + HEIGHT_UNIT[SUIT[card]])
                if depth > 1:
                    for j in by_top[rank + 1]:
                        moves.append(fewer + ((rank - runs[j]) << run_shift[j]))
        return home + moves
