"""Good Measure and Baker's Dozen: complete search.

The search runs on a compact state -- the columns and how many cards of
each suit are home -- whose moves come from tables the engine fills in
(:class:`BakersRules`: which cards a card builds on, which rank a foundation
takes next). This module only decides which moves to try first, which to
make without branching (provably safe ones) and which positions are
already lost (:mod:`.deadends`); the winning line is replayed through
``engine.apply`` before it is handed out.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from ..engine import Game, Move, Pile, Position, apply_line, is_won
from ..engine.cards import RANK, SUIT
from ..engine.moves import COLUMN, FOUNDATION
from ..engine.rules import builds_on, next_on_foundation
from .bestfirst import best_first
from .deadends import is_dead, suit_heights
from .result import SOLVABLE, Cancelled, SolveResult

#: The columns, and per suit how many cards are home.
State = tuple[tuple[Pile, ...], tuple[int, ...]]


class BakersRules:
    """The engine's rules for one game of the family, as lookup tables."""

    def __init__(self, game: Game) -> None:
        #: Per card, the cards it may be put on.
        self.goes_on = tuple(
            frozenset(top for top in range(52) if builds_on(game, card, top)) for card in range(52)
        )
        #: Per suit and number of cards home, the rank that goes home next.
        self.next_home = tuple(
            tuple(next_on_foundation(game, tuple(range(suit * 13, suit * 13 + n))) for n in range(14))
            for suit in range(4)
        )

    def goes_home(self, card: int, heights: tuple[int, ...] | list[int]) -> bool:
        suit = SUIT[card]
        return self.next_home[suit][heights[suit]] == RANK[card]


@cache
def rules_for(game: Game) -> BakersRules:
    return BakersRules(game)


def is_safe_home(card: int, heights: tuple[int, ...] | list[int]) -> bool:
    """May ``card`` go home without losing anything?

    Its only other use is to take a card one rank lower. When every card of
    that rank is home (or it is an Ace), nothing can ever be put on it, so
    any winning line that keeps it in play still wins with it home: the
    column beneath is only more open, and its own foundation takes the same
    cards in the same order.
    """
    rank = RANK[card]
    return rank == 1 or min(heights) >= rank - 1


def _play_safe(rules: BakersRules, columns: list[Pile], heights: list[int], moves: list[Move]) -> None:
    """Make every safe move home, leftmost column first, until none is left.

    The end is the same in any order: a safe move only opens the card below
    and raises a foundation, which never makes another safe move unsafe.
    """
    next_home = rules.next_home
    floor = min(heights)
    progress = True
    while progress:
        progress = False
        for i, col in enumerate(columns):
            if not col:
                continue
            card = col[-1]
            rank = RANK[card]
            # is_safe_home and goes_home, inlined: this runs for every child.
            if (rank == 1 or floor >= rank - 1) and next_home[SUIT[card]][heights[SUIT[card]]] == rank:
                columns[i] = col[:-1]
                heights[SUIT[card]] += 1
                floor = min(heights)
                moves.append(Move(COLUMN, i, FOUNDATION, -1))
                progress = True


def _play_safe_after(
    rules: BakersRules, columns: list[Pile], heights: list[int], moves: list[Move], opened: int
) -> None:
    """:func:`_play_safe` after a move between columns from a position that
    had no safe move left: only the card it opened can start a new one."""
    col = columns[opened]
    if col:
        card = col[-1]
        if is_safe_home(card, heights) and rules.goes_home(card, heights):
            _play_safe(rules, columns, heights, moves)


def play_safe(position: Position) -> tuple[list[Move], Position]:
    """The safe moves home from ``position``, and where they lead."""
    columns = list(position.columns)
    moves: list[Move] = []
    _play_safe(rules_for(position.game), columns, suit_heights(position.foundations), moves)
    return moves, apply_line(position, moves)


class BakersProblem:
    """The search problem for the Baker's Dozen family, on compact states."""

    def __init__(self, game: Game) -> None:
        self.rules = rules_for(game)
        # Per column (a tuple, met again and again): its part of the
        # estimate, and its facts.
        self._weights: dict[Pile, int] = {}
        self._facts: dict[Pile, frozenset[int]] = {}

    def key(self, state: State) -> frozenset[Pile]:
        """Columns as a set: their order never matters, the foundations follow
        from which cards are left, and no two columns are equal unless empty
        (every card is unique). How many columns are empty follows from the
        others, since the number of columns never changes."""
        return frozenset(state[0])

    def won(self, state: State) -> bool:
        return not any(state[0])

    def dead(self, state: State) -> bool:
        return is_dead(state[0], list(state[1]))

    def estimate(self, state: State) -> int:
        """Cards still out, cards above the lower card of their own suit (each
        must move to another column first), and cards lying on the next card
        of a suit's way home: each is work left to do."""
        columns, heights = state
        weights = self._weights
        total = 0
        for col in columns:
            if col:
                weight = weights.get(col)
                if weight is None:
                    weight = weights[col] = _column_weight(col)
                total += weight
        for suit, height in enumerate(heights):
            if height < 13:
                wanted = suit * 13 + height
                for col in columns:
                    if wanted in col:
                        total += len(col) - 1 - col.index(wanted)
                        break
        return total

    def progress(self, state: State) -> int:
        return sum(state[1])

    def facts(self, state: State) -> Iterator[frozenset[int]]:
        """Which card lies directly on which (52 stands for a column's floor)."""
        known = self._facts
        for col in state[0]:
            group = known.get(col)
            if group is None:
                group = known[col] = frozenset(
                    below * 53 + card for below, card in zip((52, *col), col, strict=False)
                )
            yield group

    def children(self, state: State, moved: int | None = None) -> list[tuple[list[Move], State, int | None]]:
        """Every move but pointless ones, each followed by the safe moves home,
        in the engine's order (foundation first, then columns left to right;
        the best-first search orders them itself).

        Pointless: a lone card covering another column (the position before
        dominates the one after), and moving ``moved`` -- the card the last
        move put on a column -- again between columns. That would give the
        position the parent reaches by moving it there at once (or the
        parent itself), which the search meets anyway: the parent's other
        moves are unchanged but for the column it left, and the safe moves
        home reach the same end whatever their order.
        """
        columns, heights = state
        rules = self.rules
        tops = {col[-1]: j for j, col in enumerate(columns) if col}
        found: list[tuple[list[Move], State, int | None]] = []
        for i, col in enumerate(columns):
            if not col:
                continue
            card = col[-1]
            if rules.goes_home(card, heights):
                after = list(columns)
                after[i] = col[:-1]
                raised = list(heights)
                raised[SUIT[card]] += 1
                moves = [Move(COLUMN, i, FOUNDATION, -1)]
                _play_safe(rules, after, raised, moves)
                found.append((moves, (tuple(after), tuple(raised)), None))
            if len(col) == 1 or card == moved:
                continue
            for j in sorted(tops[top] for top in rules.goes_on[card] & tops.keys()):
                after = list(columns)
                after[i] = col[:-1]
                after[j] = columns[j] + (card,)
                raised = list(heights)
                moves = [Move(COLUMN, i, COLUMN, j)]
                _play_safe_after(rules, after, raised, moves, i)
                found.append((moves, (tuple(after), tuple(raised)), card))
        return found


def _column_weight(col: Pile) -> int:
    """A column's share of the estimate that needs no foundation heights."""
    weight = len(col)
    lowest = [99, 99, 99, 99]
    for card in col:
        suit = SUIT[card]
        if RANK[card] > lowest[suit]:
            weight += 1
        else:
            lowest[suit] = RANK[card]
    return weight


def estimate(position: Position) -> int:
    """The search's estimate of the work left in ``position`` (for the ranking)."""
    state = (position.columns, tuple(suit_heights(position.foundations)))
    return BakersProblem(position.game).estimate(state)


def solve_bakers(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    safe, start = play_safe(position)
    heights = suit_heights(start.foundations)
    if is_dead(start.columns, heights):
        return SolveResult("unsolvable", [], 1)
    problem = BakersProblem(position.game)
    result = best_first(problem, (start.columns, tuple(heights)), safe, budget, cancelled)
    if result.verdict == SOLVABLE and not is_won(apply_line(position, result.moves)):
        raise AssertionError("the search's line does not win under the engine's rules")
    return result
