"""Gloucestershire with the free bouquet: guided search on a compact state.

The same search as over engine positions (:class:`.search.
GloucestershireProblem`, kept as the reference it is checked against): the
same key, estimate, moves and move order, so the same verdict and node
count on every deal, at a fraction of the cost of a node. A state is the
beds (each a ``bytes`` of cards, bottom to top, in the engine's order), the
cards home per suit, which suit each foundation holds (the engine names a
foundation by its place), and the bouquet, as the engine lists it and
sorted for the key. The moves come from the engine's tables
(:class:`.seed_rule.SeedRules`) and are the engine's own moves, so the
winning line needs no translation; it is replayed through
``engine.apply_line`` and checked before it is handed out.
"""

from __future__ import annotations

from collections.abc import Container, Hashable, Iterable, Sequence

from ...engine import Move, Position, apply_line, is_won
from ...engine.cards import SUIT
from ...engine.moves import BOUQUET, COLUMN, FOUNDATION
from ..search.bestfirst import best_first
from ..search.result import SOLVABLE, Cancelled, SolveResult
from .seed_rule import SeedRules, heights_of, seed_rules

Beds = tuple[bytes, ...]
#: The beds, the cards home per suit, per foundation its suit (-1 while it
#: is empty), the bouquet in the engine's order, and the bouquet sorted.
FreeState = tuple[Beds, tuple[int, ...], tuple[int, ...], bytes, bytes]
FreeChild = tuple[list[Move], FreeState]

_SEPARATOR = b"|"
#: Moves made once: a search makes a great many of them (eight beds, a
#: bouquet of 52).
_HOME = tuple(Move(COLUMN, i, FOUNDATION, -1) for i in range(8))
_BED_TO_BED = tuple(tuple(Move(COLUMN, i, COLUMN, j) for j in range(8)) for i in range(8))
#: Per place in the bouquet, the move home and the moves to each bed.
_BOUQUET_HOME = tuple(Move(BOUQUET, i, FOUNDATION, -1) for i in range(52))
_BOUQUET_TO_BED = tuple(tuple(Move(BOUQUET, i, COLUMN, j) for j in range(8)) for i in range(52))
_BACK = tuple(tuple(Move(FOUNDATION, k, COLUMN, j) for j in range(8)) for k in range(4))
#: Per card beneath (52: a bed's floor) and card on it, that fact's bit.
_FLOOR = 52
_ON = tuple(tuple(1 << (under * 52 + card) for card in range(52)) for under in range(53))
#: Per card, itself as a ``bytes``.
_ONE = tuple(bytes((card,)) for card in range(52))


class FreeBouquetProblem:
    """The free-bouquet search on compact states, for :func:`..search.bestfirst.best_first`.

    ``weights`` are the estimate's: per card not home, per card in a bed,
    per card out of sequence in its bed, per card lying on a card a
    foundation takes next (see :data:`.search.NOT_HOME`).
    """

    def __init__(self, rules: SeedRules, weights: tuple[int, int, int, int]) -> None:
        self.rules = rules
        self.not_home, self.in_bed, self.out_of_sequence, self.covering_wanted = weights
        #: Per card, the tops it goes on; per top card, the cards that go on it.
        goes_on = rules.goes_on
        cards = range(52)
        self.lands_on = tuple(tuple(top for top in cards if goes_on[card] >> top & 1) for card in cards)
        self.takes = tuple(tuple(card for card in cards if goes_on[card] >> top & 1) for top in cards)
        # Per bed (met again and again): its cards out of sequence.
        self._out_of_order: dict[bytes, int] = {}

    def key(self, state: FreeState) -> bytes:
        """Beds as a multiset, foundations by suit, the bouquet as a
        multiset: what the engine-based search keys on, as one ``bytes``
        (a separator after the beds, then four heights, then the bouquet)."""
        beds, heights, _, _, by_card = state
        return _SEPARATOR.join(sorted(beds)) + _SEPARATOR + bytes(heights) + by_card

    def won(self, state: FreeState) -> bool:
        return sum(state[1]) == self.rules.total

    def dead(self, state: FreeState, room: int = 0) -> bool:
        return False

    def spent(self) -> int:
        return 0

    def progress(self, state: FreeState) -> int:
        return sum(state[1])

    def facts(self, state: FreeState) -> int:
        """Per bed, which card its top lies on (or that the top lies on the
        floor): the novelty order of :mod:`..search.bestfirst` expands a position
        with a top on a card never seen under it among positions of the same
        estimate and progress first, which leads the search off the
        plateaus where it dug in one bed after another. Measured at the hint
        budget (2026-12-03): deals 1-200 won 118 against 103 without it,
        deals 1000-1199 115 against 106; every pair of a bed instead of its
        top one 103, the top two pairs 116, the set of tops alone 20 of the
        first 80 (48 without)."""
        return bed_top_facts(state[0])

    def estimate(self, state: FreeState) -> int:
        """Work left: the cards that must still go home, the bed cards that
        must first be dug out, the bed cards out of sequence, and what lies
        on the nearest copy of each card a foundation takes next (none when
        a copy is in the bouquet)."""
        beds, heights, _, bouquet, _ = state
        known = self._out_of_order
        out_of_order = 0
        for bed in beds:
            count = known.get(bed)
            if count is None:
                count = known[bed] = self._count_out_of_order(bed)
            out_of_order += count
        # The beds in one string, each closed by a separator: a copy's
        # depth is how far the next separator lies past it, and there are
        # two copies of a card at most, the first and the last found.
        text = _SEPARATOR.join(beds) + _SEPARATOR
        in_beds = len(text) - len(beds)
        covering = 0
        wanted = self.rules.wanted
        for suit, height in enumerate(heights):
            card = wanted[suit][height]
            if card < 0 or card in bouquet:
                continue
            one = _ONE[card]
            first = text.find(one)
            if first < 0:
                continue
            depth = text.find(_SEPARATOR, first) - first - 1
            last = text.rfind(one)
            if last != first:
                depth = min(depth, text.find(_SEPARATOR, last) - last - 1)
            covering += depth
        return (
            self.not_home * (self.rules.total - sum(heights))
            + self.in_bed * in_beds
            + self.out_of_sequence * out_of_order
            + self.covering_wanted * covering
        )

    def _count_out_of_order(self, bed: bytes) -> int:
        goes_on = self.rules.goes_on
        return sum(1 for below, above in zip(bed, bed[1:], strict=False) if not goes_on[above] >> below & 1)

    def children(self, state: FreeState, seen: Container[Hashable] = ()) -> list[FreeChild]:
        """Every legal move but those that change nothing or repeat another
        (a lone card into an empty bed; a second copy of a bouquet card; a
        second empty bed for the same card), grouped as the engine-based
        search orders them: cards home, bouquet cards to beds, bed to bed,
        bed to an empty bed, back from a foundation; within a group in the
        engine's order (beds left to right, then the bouquet as listed)."""
        beds, heights, suits, bouquet, by_card = state
        rules = self.rules
        wanted = rules.wanted
        lands_on = self.lands_on
        # Per top card, the beds it tops, left to right.
        where: dict[int, list[int]] = {}
        empty = -1
        for j, bed in enumerate(beds):
            if bed:
                where.setdefault(bed[-1], []).append(j)
            elif empty < 0 and rules.fills_empty:
                empty = j

        def places(card: int) -> list[int]:
            """The beds ``card`` may go to, left to right, the first empty
            bed included."""
            into = [j for top in lands_on[card] if top in where for j in where[top]]
            if empty >= 0:
                into.append(empty)
            if len(into) > 1:
                into.sort()
            return into

        def raised(suit: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
            """The heights and foundations' suits once a card of ``suit``
            goes home (an Ace of a suit not started takes the leftmost
            empty foundation, as the engine's ``foundation_for`` says)."""
            up = heights[:suit] + (heights[suit] + 1,) + heights[suit + 1 :]
            if suit in suits:
                return up, suits
            k = suits.index(-1)
            return up, suits[:k] + (suit,) + suits[k + 1 :]

        home: list[FreeChild] = []
        from_bouquet: list[FreeChild] = []
        to_bed: list[FreeChild] = []
        to_empty: list[FreeChild] = []
        back: list[FreeChild] = []
        for i, bed in enumerate(beds):
            if not bed:
                continue
            card = bed[-1]
            rest = bed[:-1]
            suit = SUIT[card]
            if wanted[suit][heights[suit]] == card:
                up, now = raised(suit)
                lifted = beds[:i] + (rest,) + beds[i + 1 :]
                home.append(([_HOME[i]], (lifted, up, now, bouquet, by_card)))
            one = _ONE[card]
            for j in places(card):
                if j == empty:
                    if rest:
                        moved = list(beds)
                        moved[i] = rest
                        moved[j] = one
                        child = (tuple(moved), heights, suits, bouquet, by_card)
                        to_empty.append(([_BED_TO_BED[i][j]], child))
                elif j != i:
                    moved = list(beds)
                    moved[i] = rest
                    moved[j] = beds[j] + one
                    to_bed.append(([_BED_TO_BED[i][j]], (tuple(moved), heights, suits, bouquet, by_card)))
        # The bouquet cards that go somewhere, each once (the first copy
        # listed: the other leads to the same key), in the engine's order.
        if empty >= 0:
            offered = {card: bouquet.index(card) for card in by_card}
        else:
            takes = self.takes
            offered = {}
            for top in where:
                for card in takes[top]:
                    index = bouquet.find(card)
                    if index >= 0:
                        offered[card] = index
            for suit, height in enumerate(heights):
                card = wanted[suit][height]
                if card >= 0:
                    index = bouquet.find(card)
                    if index >= 0:
                        offered[card] = index
        for card, index in sorted(offered.items(), key=_second):
            left = bouquet[:index] + bouquet[index + 1 :]
            at = by_card.index(card)
            sorted_left = by_card[:at] + by_card[at + 1 :]
            suit = SUIT[card]
            if wanted[suit][heights[suit]] == card:
                up, now = raised(suit)
                home.append(([_BOUQUET_HOME[index]], (beds, up, now, left, sorted_left)))
            one = _ONE[card]
            for j in places(card):
                bedded = beds[:j] + (beds[j] + one,) + beds[j + 1 :]
                child = (bedded, heights, suits, left, sorted_left)
                from_bouquet.append(([_BOUQUET_TO_BED[index][j]], child))
        if rules.returns:
            for k, suit in enumerate(suits):
                if suit < 0:
                    continue
                height = heights[suit]
                card = rules.lap[suit][height - 1]
                into = places(card)
                if not into:
                    continue
                down = heights[:suit] + (height - 1,) + heights[suit + 1 :]
                now = suits if height > 1 else suits[:k] + (-1,) + suits[k + 1 :]
                one = _ONE[card]
                for j in into:
                    bedded = beds[:j] + (beds[j] + one,) + beds[j + 1 :]
                    back.append(([_BACK[k][j]], (bedded, down, now, bouquet, by_card)))
        return home + from_bouquet + to_bed + to_empty + back


def bed_top_facts(beds: Iterable[Sequence[int]]) -> int:
    """Per bed, which card its top lies on (or the floor), as bits: the
    facts of :meth:`FreeBouquetProblem.facts`, for beds of any sequence."""
    facts = 0
    for bed in beds:
        if len(bed) > 1:
            facts |= _ON[bed[-2]][bed[-1]]
        elif bed:
            facts |= _ON[_FLOOR][bed[0]]
    return facts


def _second(pair: tuple[int, int]) -> int:
    return pair[1]


def foundation_suits(position: Position) -> tuple[int, ...]:
    """Per foundation, the suit it holds (-1 while empty)."""
    return tuple(SUIT[pile[0]] if pile else -1 for pile in position.foundations)


def free_state(position: Position) -> FreeState:
    """The compact state of an engine position."""
    bouquet = bytes(position.bouquet)
    return (
        tuple(bytes(bed) for bed in position.columns),
        heights_of(position),
        foundation_suits(position),
        bouquet,
        bytes(sorted(bouquet)),
    )


def solve_free_bouquet(
    position: Position, budget: int, cancelled: Cancelled | None, weights: tuple[int, int, int, int]
) -> SolveResult:
    """Best-first search for a win from ``position`` (free bouquet), led by
    the estimate with ``weights``; it proves no loss, so it answers
    "solvable" or "unknown"."""
    problem = FreeBouquetProblem(seed_rules(position.game), weights)
    result = best_first(problem, free_state(position), [], budget, cancelled)
    if result.verdict == SOLVABLE and not is_won(apply_line(position, result.moves)):
        raise AssertionError("the free-bouquet search found a line the engine does not win")
    return result
