"""Gloucestershire under the seed rule: exhaustive search on a compact state.

A state is the beds (each a ``bytes`` of cards, bottom to top), how many
cards of each suit are home, and how many bouquet cards are left: only the
bouquet's top card plays, so the bouquet only shrinks from its top and its
size says all about it. The moves come from tables the engine fills in
(:class:`SeedRules`): which cards go on which, and which card each suit's
foundation takes next and shows on top, found by walking a foundation up
with the engine's ``foundation_for``. Nothing here knows a rule of its own.

The key holds the beds as a multiset (every bed builds the same way and any
card fills an empty bed) and the foundations by suit (which foundation a
suit started on never matters to what may happen next). The search is the
generic one of :mod:`..search.dfs` on these states (:class:`SeedProblem`): a position is
expanded at most once while the table has room, so an exhausted search is
a proof; lost positions are cut by :mod:`.dead_ends`, a card comes
back from a foundation only where it is used at once
(:mod:`.lazy_returns`), and a bed's top card in sequence that goes home
next goes home alone (:mod:`.safe_homes`). A winning line
is replayed through ``engine.apply_line`` and checked before it is returned.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from types import ModuleType

from ...engine import Game, Move, Position, apply_line, is_won
from ...engine.cards import SUIT
from ...engine.moves import BOUQUET, COLUMN, FOUNDATION
from ...engine.rules import cards_taken_by, foundation_for
from ..search.dfs import TABLE_CAP, depth_first
from ..search.result import SOLVABLE, Cancelled, SolveResult

Beds = tuple[bytes, ...]
#: A state: the beds, the cards home per suit, the bouquet's size, and
#: whether the bouquet's top card was just played.
SeedState = tuple[Beds, tuple[int, ...], int, bool]
#: A child: the move and the state it leads to. A move to or from a
#: foundation names it by its suit (the engine's index is found on replay,
#: :func:`engine_line`).
Child = tuple[list[Move], SeedState]
#: Asked of each new position the bouquet's top was just played to: is it
#: proven lost?
DeadTest = Callable[[Beds, tuple[int, ...], int], bool]

_SEPARATOR = b"\xff"


class SeedRules:
    """The engine's rules for the seed rule, as lookup tables."""

    def __init__(self, game: Game) -> None:
        if game.foundation_count < 4:
            # With a foundation per suit an unstarted suit always finds an
            # empty one, so the cards home per suit say what goes home next.
            raise ValueError("the compact state needs a foundation for each suit")
        self.game = game
        taken_by = cards_taken_by(game)
        #: Per card, the tops it goes on, as a bit mask.
        self.goes_on = tuple(
            sum(1 << top for top in range(52) if card in taken_by[top]) for card in range(52)
        )
        self.fills_empty = game.fill_empty_column
        self.returns = game.foundation_returns
        #: Per suit, its foundation in full as the engine builds it: the
        #: card at height ``h`` is ``lap[suit][h - 1]``.
        self.lap = tuple(self._walk(suit) for suit in range(4))
        #: Per suit and cards home, the card that goes home next (-1: none).
        self.wanted = tuple(
            tuple(lap[h] if h < len(lap) else -1 for h in range(len(lap) + 1)) for lap in self.lap
        )
        self.total = game.card_count

    def _walk(self, suit: int) -> tuple[int, ...]:
        """The suit's foundation built up card by card, each time with the
        one card of the suit that the engine lets go on it."""
        pile: tuple[int, ...] = ()
        empty = ((),) * (self.game.foundation_count - 1)
        while True:
            position = Position(self.game, (pile, *empty), ())
            fits = [c for c in range(suit * 13, suit * 13 + 13) if foundation_for(position, c) is not None]
            if not fits:
                return pile
            assert len(fits) == 1, fits
            pile += (fits[0],)


@cache
def seed_rules(game: Game) -> SeedRules:
    return SeedRules(game)


def heights_of(position: Position) -> tuple[int, ...]:
    """How many cards of each suit are home."""
    heights = [0, 0, 0, 0]
    for pile in position.foundations:
        if pile:
            heights[SUIT[pile[0]]] = len(pile)
    return tuple(heights)


def key(beds: Beds, heights: tuple[int, ...], size: int) -> bytes:
    """Beds as a multiset, foundations by suit, the bouquet's size."""
    return _SEPARATOR.join(sorted(beds)) + bytes((*heights, size))


def bed_tops(rules: SeedRules, beds: Beds) -> tuple[list[int], int, int]:
    """Each bed's top card (-1: empty), the tops as bits (most cards go on
    none of them, and one test says so), and the first empty bed a card may
    fill (-1: none)."""
    tops = [bed[-1] if bed else -1 for bed in beds]
    shown = 0
    for top in tops:
        if top >= 0:
            shown |= 1 << top
    empty = tops.index(-1) if (rules.fills_empty and -1 in tops) else -1
    return tops, shown, empty


def children(
    rules: SeedRules, bouquet: bytes, beds: Beds, heights: tuple[int, ...], size: int
) -> list[Child]:
    """Every move, in the order of the engine-based search this replaces:
    cards home first, then the bouquet's top, then bed to bed, then into an
    empty bed, then back from a foundation; beds left to right. Moves that
    lead to the same key are made once (two empty beds; a lone card into an
    empty bed)."""
    wanted = rules.wanted
    goes_on = rules.goes_on
    tops, shown, empty = bed_tops(rules, beds)

    def targets(card: int) -> list[int]:
        mask = goes_on[card]
        if not mask & shown:
            return []
        return [j for j, top in enumerate(tops) if top >= 0 and (mask >> top) & 1]

    def places(card: int) -> list[int]:
        """The beds ``card`` may go to from the bouquet or a foundation:
        tops that take it, and an empty bed."""
        into = targets(card)
        if empty >= 0:
            into.append(empty)
            into.sort()
        return into

    home: list[Child] = []
    result: list[Child] = []
    to_bed: list[Child] = []
    to_empty: list[Child] = []
    for i, bed in enumerate(beds):
        if not bed:
            continue
        card = bed[-1]
        rest = bed[:-1]
        suit = SUIT[card]
        if wanted[suit][heights[suit]] == card:
            up = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
            lifted = beds[:i] + (rest,) + beds[i + 1 :]
            home.append(([Move(COLUMN, i, FOUNDATION, -1)], (lifted, up, size, False)))
        one = bytes((card,))
        for j in targets(card):
            if j == i:
                continue
            moved = list(beds)
            moved[i] = rest
            moved[j] = beds[j] + one
            to_bed.append(([Move(COLUMN, i, COLUMN, j)], (tuple(moved), heights, size, False)))
        if empty >= 0 and rest:
            moved = list(beds)
            moved[i] = rest
            moved[empty] = one
            to_empty.append(([Move(COLUMN, i, COLUMN, empty)], (tuple(moved), heights, size, False)))
    if size:
        card = bouquet[size - 1]
        suit = SUIT[card]
        if wanted[suit][heights[suit]] == card:
            up = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
            home.append(([Move(BOUQUET, -1, FOUNDATION, -1)], (beds, up, size - 1, True)))
        one = bytes((card,))
        for j in places(card):
            bedded = beds[:j] + (beds[j] + one,) + beds[j + 1 :]
            result.append(([Move(BOUQUET, -1, COLUMN, j)], (bedded, heights, size - 1, True)))
    result = home + result + to_bed + to_empty
    if rules.returns:
        for suit, height in enumerate(heights):
            if not height:
                continue
            card = rules.lap[suit][height - 1]
            down = heights[:suit] + (height - 1,) + heights[suit + 1 :]
            one = bytes((card,))
            for j in places(card):
                bedded = beds[:j] + (beds[j] + one,) + beds[j + 1 :]
                result.append(([Move(FOUNDATION, suit, COLUMN, j)], (bedded, down, size, False)))
    return result


def engine_line(start: Position, steps: list[Move]) -> list[Move]:
    """The steps as engine moves, naming each foundation by its index in the
    position the step is made from."""
    moves: list[Move] = []
    position = start
    for source, index, target, t_index in steps:
        if source == FOUNDATION:
            index = next(k for k, pile in enumerate(position.foundations) if pile and SUIT[pile[0]] == index)
        move = Move(source, index, target, t_index)
        position = apply_line(position, [move])
        moves.append(move)
    return moves


class SeedProblem:
    """The seed-rule search on compact states, for :func:`..search.dfs.depth_first`.
    A state is the beds, the cards home per suit, the bouquet's size, and
    whether the bouquet's top card was just played (only then is ``dead``
    asked, see :func:`solve_seed_rule`). A move to or from a foundation
    names it by its suit (:func:`engine_line` turns that into the engine's
    index)."""

    def __init__(self, rules: SeedRules, bouquet: bytes, dead: DeadTest | None) -> None:
        self.rules = rules
        self.bouquet = bouquet
        self.dead_test = dead

    def key(self, state: SeedState) -> bytes:
        return key(state[0], state[1], state[2])

    def won(self, state: SeedState) -> bool:
        return sum(state[1]) == self.rules.total

    def dead(self, state: SeedState) -> bool:
        beds, heights, size, played = state
        return played and self.dead_test is not None and self.dead_test(beds, heights, size)

    def children(self, state: SeedState) -> list[Child]:
        return children(self.rules, self.bouquet, state[0], state[1], state[2])


def solve_seed_rule(
    start: Position,
    budget: int,
    cancelled: Cancelled | None = None,
    dead: DeadTest | None = None,
    table_cap: int = TABLE_CAP,
    lazy_returns: bool = True,
) -> SolveResult:
    """Depth-first search from ``start`` (the seed rule: only the bouquet's
    top card plays) within ``budget`` expanded positions.

    ``dead`` is asked only of positions reached by playing the bouquet's top
    card: there a new card is the one that must play, and measured with
    :mod:`.dead_ends` on reference deals 1, 6, 20, 38, 109, 10 and 29
    at 20,000 nodes, 72-98% of those positions are proven lost. Asked of
    every new position it cuts 10-40% more positions but takes twice to
    three times as long in all; asked where the foundations changed as
    well, 1.3 to 2 times as long.

    With ``lazy_returns`` a card comes back from a foundation only to be
    used at once (:mod:`.lazy_returns`) and a safe move home is made alone
    (:mod:`.safe_homes`); without, every move is made, as the search over
    engine positions makes them.

    When the table is full the search stops storing new positions
    (:func:`..search.dfs.depth_first`): an exhausted search is still a proof.
    """
    rules = seed_rules(start.game)
    bouquet = bytes(start.bouquet)
    root: SeedState = (tuple(bytes(bed) for bed in start.columns), heights_of(start), len(bouquet), False)
    if lazy_returns:
        from .lazy_returns import LazyReturnsProblem

        problem = LazyReturnsProblem(rules, bouquet, dead)
        result = depth_first(problem, (*root, 0), [], budget, cancelled, table_cap)
    else:
        result = depth_first(SeedProblem(rules, bouquet, dead), root, [], budget, cancelled, table_cap)
    return _replayed(start, result)


def _step_move(kind: int, a: int, b: int) -> Move:
    """A step of the compiled search (``_seed.pyx``: its kind; the bed a card
    leaves, or a suit; the bed it goes to) as a move. A move to or from a
    foundation names it by its suit, as above."""
    if kind == 0:
        return Move(COLUMN, a, COLUMN, b)
    if kind == 1:
        return Move(COLUMN, b, FOUNDATION, -1)  # home, to suit a
    if kind == 2:
        return Move(BOUQUET, -1, COLUMN, b)
    if kind == 3:
        return Move(BOUQUET, -1, FOUNDATION, -1)
    return Move(FOUNDATION, a, COLUMN, b)  # back from suit a


def solve_seed_compiled(
    seed: ModuleType,
    start: Position,
    budget: int,
    cancelled: Cancelled | None = None,
    table_cap: int = TABLE_CAP,
) -> SolveResult:
    """:func:`solve_seed_rule` with the lazy returns and the dead-end test of
    :mod:`.dead_ends`, on the compiled core's ``seed`` module (``_seed``):
    the same positions expanded, the same verdict, line and nodes."""
    rules = seed_rules(start.game)
    beds = [bytes(bed) for bed in start.columns]
    search = seed.SeedSearch(rules, bytes(start.bouquet), beds, heights_of(start), True)
    verdict, steps, nodes = search.search(budget, cancelled, table_cap)
    moves = [_step_move(*step) for step in steps]
    return _replayed(start, SolveResult(verdict, moves, nodes))


def _replayed(start: Position, result: SolveResult) -> SolveResult:
    """A win with its foundations named as the engine names them, checked
    by replaying it in the engine; any other result as it is."""
    if result.verdict != SOLVABLE:
        return result
    moves = engine_line(start, result.moves)
    # The line must win in the engine, or the tables are wrong.
    if not is_won(apply_line(start, moves)):
        raise AssertionError("the seed-rule search found a line the engine does not win")
    return SolveResult(SOLVABLE, moves, result.nodes)
