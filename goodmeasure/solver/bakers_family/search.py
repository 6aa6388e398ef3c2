"""Good Measure and Baker's Dozen: complete search.

The search runs on a compact state -- the columns, how many cards of each
suit are home, and the search's estimate kept up move by move -- whose
moves come from tables the engine fills in (:class:`BakersRules`: which
cards a card builds on, which rank a foundation takes next). This module
only decides which moves to try first, which to make without branching
(provably safe ones) and which positions are already lost
(:mod:`.dead_ends`, :mod:`.coarse_game`); the winning line is replayed through
``engine.apply`` before it is handed out. In Good Measure the first
20,000 nodes are spent in two turns, by two searches that pull toward the
coarse game's plan with different strength (:data:`FIRST_LOOK`); a larger
budget goes on to the runs game (:mod:`.runs_game`, which proves lost deals
the coarse game cannot judge) and to rounds of short searches that weigh
the cards differently (:data:`DEEPER`).
"""

from __future__ import annotations

from collections.abc import Container, Hashable
from fractions import Fraction
from functools import cache
from typing import NamedTuple

from ...engine import Game, Move, Pile, Position, apply_line, is_won
from ...engine.cards import KING, RANK, SUIT
from ...engine.games import GOOD_MEASURE
from ...engine.moves import COLUMN, FOUNDATION
from ...engine.rules import cards_taken_by, next_on_foundation
from ..core import CompiledCore, CoreName, compiled_modules
from ..search.bestfirst import FRONTIER_CAP, best_first
from ..search.result import SOLVABLE, UNKNOWN, UNSOLVABLE, Cancelled, SolveResult
from .coarse_game import HEIGHT_UNIT, Parking, encode_heights
from .dead_ends import is_dead, suit_heights
from .runs_game import Runs

#: The columns, per suit how many cards are home, the estimate, whether a
#: card went home on the way here, the card the last move put on a column
#: (None if it sent cards home), the coarse position (:mod:`.coarse_game`;
#: unused when the search has no coarse game), and the facts
#: (:meth:`BakersProblem.facts`). The last two are kept up move by move like
#: the estimate: working them out afresh for every child took a sixth of
#: the search's time.
State = tuple[tuple[Pile, ...], tuple[int, ...], int, bool, int | None, int, int]


class BakersRules:
    """The engine's rules for one game of the family, as lookup tables."""

    def __init__(self, game: Game) -> None:
        #: Per card, the cards it may be put on (the engine's table, turned round).
        taken_by = cards_taken_by(game)
        self.goes_on = tuple(tuple(top for top in range(52) if card in taken_by[top]) for card in range(52))
        #: The same as bit masks.
        self.goes_on_mask = tuple(sum(1 << top for top in tops) for tops in self.goes_on)
        #: Per suit and number of cards home, the rank that goes home next.
        self.next_home = tuple(
            tuple(next_on_foundation(game, tuple(range(suit * 13, suit * 13 + n))) for n in range(14))
            for suit in range(4)
        )
        #: Per suit and number of cards home, the card that goes home next
        #: as a bit (0 once the suit is home).
        self.wanted_bit = tuple(
            tuple(0 if rank is None else 1 << (suit * 13 + rank - 1) for rank in ranks)
            for suit, ranks in enumerate(self.next_home)
        )

    def goes_home(self, card: int, heights: tuple[int, ...] | list[int]) -> bool:
        suit = SUIT[card]
        return self.next_home[suit][heights[suit]] == RANK[card]


@cache
def rules_for(game: Game) -> BakersRules:
    return BakersRules(game)


# The settings below were chosen by measurement on the reference deals;
# benchmarks/TUNING.md keeps the figures and the variants that did worse.
# A difference of a few deals between two settings is within the noise of
# tie-breaking, so a setting is kept only if it also gains on fresh deals.

#: The coarse game (:mod:`.coarse_game`) may spend up to one part in
#: ``ROOT_SHARE`` of the budget on the start position, and up to ``ASK``
#: coarse positions on each new coarse position the search meets (what it
#: learns is kept, so questions get cheaper; one cut short is not asked
#: again).
ROOT_SHARE = 16
ASK = 1000
#: A position whose coarse position is known to reach a coarse win looks
#: this much nearer a win to the best-first search (it follows a plan that
#: may work out). More pull decides more deals but raises the median.
WINNABLE_BONUS = 5
#: Where the coarse game is asked as the search goes, that search gets the
#: first ``FIRST_LOOK`` nodes; the rest of the hint budget goes to a second
#: search, with a coarse game of its own, that follows the coarse plan much
#: harder (``PLAN_BONUS``). The two win different deals: in turn they
#: decide 93.2% of the Good Measure reference deals at 20,000 nodes, with
#: the median of the first (91.0% alone; the second alone 93.0%, over the
#: median target).
FIRST_LOOK = 2000
PLAN_BONUS = 30
#: The two searches above share the first ``PLAN_LOOK`` nodes (the whole
#: hint budget of the pure-Python core); a larger budget goes on to the
#: runs game and the deeper searches (:data:`RUNS_LOOK`,
#: :data:`DEEPER`). A count fixed in the search itself, not the hint
#: budget, so that a budget means the same search with either core.
PLAN_LOOK = 20_000


class Weights(NamedTuple):
    """What the estimate charges (see :meth:`BakersProblem.state`): per card
    above a lower card of its own suit, and per card lying on a card a
    foundation takes next (each card still out counts one)."""

    above_lower: int = 1
    on_next: int = 1


class Deeper(NamedTuple):
    """One of the deeper searches: a plan search with these ``weights`` and
    this pull of the coarse plan (``bonus``)."""

    weights: Weights
    bonus: int


#: Past the plan look, plan searches that weigh the cards differently
#: (a portfolio): each goes down other lines, and a deal one of them misses
#: another often wins in a few tens of thousands of nodes, while one that
#: has not won by a hundred thousand seldom wins at all (the search has
#: settled on a wrong plan). So many short searches decide more deals than a
#: few long ones: of the Good Measure reference deals, these in rounds decide
#: 496 at 500,000 nodes where two searches sharing the same nodes decided 490
#: (benchmarks/TUNING.md).
DEEPER = (
    Deeper(Weights(above_lower=1, on_next=4), PLAN_BONUS),
    Deeper(Weights(above_lower=4, on_next=1), PLAN_BONUS),
    Deeper(Weights(above_lower=3, on_next=1), PLAN_BONUS),
    Deeper(Weights(above_lower=2, on_next=1), 2 * PLAN_BONUS),
    Deeper(Weights(above_lower=0, on_next=1), PLAN_BONUS),
)
#: The nodes of each deeper search in the first round; each later round
#: (where the budget goes on) gives every search twice the nodes of the last.
DEEPER_LOOK = 80_000
#: The estimate's weights everywhere else.
PLAIN = Weights()
#: Games whose search asks the coarse game about every position it expands.
#: In Good Measure (10 columns of 5, few places to park) it decides far
#: more deals; in Baker's Dozen (13 columns of 4) it proved no deal more
#: lost and cost two points, so there it only judges the start.
ASK_AS_IT_GOES = frozenset({GOOD_MEASURE})
#: A coarse position costs about a fifth of a position of the full search
#: (nearer a tenth since the coarse game carries its counts; the count
#: stays, and with it every verdict), so five count as one node.
COARSE_PER_NODE = 5
#: Past the plan look, the runs game (:mod:`.runs_game`) first looks at
#: the start with up to ``RUNS_LOOK`` nodes (with what the hint's plan search
#: taught its coarse game): enough for most of the lost deals it proves
#: (reference deals 138, 283 and 488, which no search decides at 400,000
#: nodes). After the first round of deeper searches it may go on with up to
#: ``RUNS_SHARE`` of what is left, keeping what it learnt (deal 441 needs
#: about 340,000).
RUNS_LOOK = 30_000
RUNS_SHARE = 0.35
#: A position of the runs game costs about a third of a node of the search.
RUNS_PER_NODE = 3

#: Moves made once: a search makes hundreds of thousands of them.
_TO_COLUMN = tuple(tuple(Move(COLUMN, i, COLUMN, j) for j in range(13)) for i in range(13))
_HOME = tuple(Move(COLUMN, i, FOUNDATION, -1) for i in range(13))
#: Per card beneath (52 for a column's floor) and card on it, that fact's bit.
_FACT = tuple(tuple(1 << (below * 53 + card) for card in range(52)) for below in range(53))
#: Facts: per card beneath and card on it, a bit (:func:`fact_bits`).
Facts = tuple[tuple[int, ...], ...]


def fact_numbers(layout: tuple[Pile, ...]) -> tuple[list[list[int]], int]:
    """Per card beneath (52 for a column's floor) and card on it, that
    fact's number (-1: none), and how many are numbered, for the positions
    reached from ``layout``.

    A card lies where it lay there, or on a card one rank higher (the only
    place a card moves to but home), so each card has at most five facts,
    numbered first: the facts of a position then fit in a few hundred bits
    instead of 53 x 52 (they are the search's key, and smaller ints hash and
    compare faster).
    """
    table = [[-1] * 52 for _ in range(53)]
    bit = 0
    for col in layout:
        for below, card in zip((52, *col), col, strict=False):
            higher = [] if RANK[card] == KING else [suit * 13 + RANK[card] for suit in range(4)]
            for under in dict.fromkeys((below, *higher)):
                table[under][card] = bit
                bit += 1
    return table, bit


def fact_bits(layout: tuple[Pile, ...]) -> Facts:
    """Per card beneath and card on it, that fact's bit (:func:`fact_numbers`);
    every pair not numbered there still gets a bit of its own, past those,
    so the facts pin the position whatever happens."""
    table, bit = fact_numbers(layout)
    return tuple(
        tuple(1 << (place if place >= 0 else bit + under * 52 + card) for card, place in enumerate(row))
        for under, row in enumerate(table)
    )


#: Per card, the lower cards of its suit as a mask (a card put on a column
#: lies above a lower card of its own suit if the column holds one of them).
_LOWER = tuple(((1 << RANK[card] - 1) - 1) << (13 * SUIT[card]) for card in range(52))


def is_safe_home(card: int, floor: int) -> bool:
    """May ``card`` go home without losing anything, ``floor`` being the
    lowest foundation's height?

    Its only other use is to take a card one rank lower. Once every card
    two ranks lower is home (always true for a 2: an Ace never waits), each
    card one rank lower is home or next for its foundation, so it can go
    home the moment it is free and is needed as nobody's target: any
    winning line that puts it on ``card`` wins as well, no longer, by
    sending it home instead. So a winning line that keeps ``card`` in play
    still wins with it home: the column beneath is only more open, and its
    own foundation takes the same cards in the same order.
    """
    return RANK[card] <= floor + 2


#: Per height of the lowest foundation, the cards :func:`is_safe_home`
#: allows, as a mask (with a foundation's wanted cards, the cards that go
#: home by the safe rule).
_SAFE = tuple(sum(1 << card for card in range(52) if is_safe_home(card, floor)) for floor in range(14))


def _depth(card: int, columns: tuple[Pile, ...] | list[Pile]) -> int:
    """How many cards lie on ``card`` (0 if it is in no column)."""
    for col in columns:
        if card in col:
            return len(col) - 1 - col.index(card)
    return 0


def _play_safe(rules: BakersRules, columns: list[Pile], heights: list[int], moves: list[Move]) -> None:
    """Make every safe move home, leftmost column first, until none is left.

    The end is the same in any order: a safe move only opens the card below
    and raises a foundation, which never makes another safe move unsafe.
    """
    progress = True
    while progress:
        progress = False
        for i, col in enumerate(columns):
            if col and is_safe_home(col[-1], min(heights)) and rules.goes_home(col[-1], heights):
                columns[i] = col[:-1]
                heights[SUIT[col[-1]]] += 1
                moves.append(_HOME[i])
                progress = True


def play_safe(position: Position) -> tuple[list[Move], Position]:
    """The safe moves home from ``position``, and where they lead."""
    columns = list(position.columns)
    moves: list[Move] = []
    _play_safe(rules_for(position.game), columns, suit_heights(position.foundations), moves)
    return moves, apply_line(position, moves)


class BakersProblem:
    """The search problem for the Baker's Dozen family, on compact states
    (columns, cards home per suit, and the estimate, kept up move by move)."""

    def __init__(
        self,
        game: Game,
        parking: Parking | None = None,
        ask: bool = False,
        bonus: int = WINNABLE_BONUS,
        weights: Weights = PLAIN,
    ) -> None:
        self.rules = rules_for(game)
        self.parking = parking
        self.ask = ask and parking is not None
        #: How much nearer a win a position looks whose coarse position is
        #: known to reach a coarse win.
        self.bonus = bonus
        self.weights = weights
        # Per column (a tuple, met again and again): its part of the
        # estimate, its cards as a bit mask, and its facts.
        self._columns: dict[Pile, tuple[int, int, int]] = {}
        # The coarse game's layout (the columns the search starts from) and
        # how a coarse position says how many cards of a column are in place.
        if parking is None:
            self._layout: tuple[Pile, ...] = ((),) * 13
            self._unit: tuple[int, ...] = (0,) * 13
            self._shift: tuple[int, ...] = (0,) * 13
            self._depth_mask = 0
            #: Per card beneath and card on it, that fact's bit.
            self.fact: Facts = _FACT
        else:
            self._layout = parking.layout
            self._unit = parking.unit
            self._shift = parking.shift
            self._depth_mask = parking.depth_mask
            self.fact = fact_bits(parking.layout)

    def state(self, columns: tuple[Pile, ...], heights: tuple[int, ...]) -> State:
        """A position worked out afresh: the start of a search (the coarse
        game's layout), or any position the search reaches, to check what
        :meth:`children` keeps up move by move. No card counts as just moved
        (see :meth:`children`).

        The estimate of the work left counts the cards still out, the cards
        above the lower card of their own suit (each must move to another
        column first), and the cards lying on the next card of a suit's way
        home, each as :class:`Weights` says.
        """
        code = encode_heights(heights) if self.parking is None else self.parking.coarse(columns, heights)
        known = self._columns
        column = self._column
        estimate = 0
        facts = 0
        for col in columns:
            weight, _, col_facts = known.get(col) or column(col)
            estimate += weight
            facts |= col_facts
        for suit, height in enumerate(heights):
            if height < 13:
                estimate += self.weights.on_next * _depth(suit * 13 + height, columns)
        return columns, heights, estimate, True, None, code, facts

    def key(self, state: State) -> int:
        """The facts (:meth:`facts`): which card lies directly on which, a
        column's bottom card on its floor. They pin every column from the
        floor up, so the position, and say nothing of the columns' order;
        the foundations follow from which cards are left (every card is
        unique). Kept up move by move, they cost nothing to make, and an
        int hashes faster than a set of columns (a tenth of the search's
        time went on making and hashing those)."""
        return state[6]

    def won(self, state: State) -> bool:
        # Only a move that sends cards home can win (state[3]).
        return state[3] and not any(state[0])

    def dead(self, state: State, room: int = 0) -> bool:
        """Proven lost: by the order of the cards (:mod:`.dead_ends`), asked
        only where a card went home, or by the coarse game
        (:mod:`.coarse_game`), where the game asks it.

        A card going home is what grounds others (the rank below loses a
        place to go): on the 500 Good Measure reference deals 98% of the
        dead ends the order test finds are right after one. Asking it after
        every move between columns as well cost a third of the search's time
        and changed no verdict there.
        """
        if state[3] and is_dead(state[0]):
            return True
        if not self.ask:
            return False
        parking = self.parking
        assert parking is not None
        ask = min(ASK, room * COARSE_PER_NODE)
        return parking.is_lost(state[5], ask) is True

    def spent(self) -> int:
        return 0 if self.parking is None else self.parking.nodes // COARSE_PER_NODE

    def estimate(self, state: State) -> int:
        """Work left (see :meth:`state`), less the bonus where the
        coarse game is asked and knows a coarse win from here."""
        if self.ask:
            parking = self.parking
            assert parking is not None
            if parking.known.get(state[5]):
                return state[2] - self.bonus
        return state[2]

    def _column(self, col: Pile) -> tuple[int, int, int]:
        entry = self._columns.get(col)
        if entry is None:
            fact = self.fact
            facts = sum(fact[below][card] for below, card in zip((52, *col), col, strict=False))
            entry = self._columns[col] = (
                _column_weight(col, self.weights.above_lower),
                sum(1 << card for card in col),
                facts,
            )
        return entry

    def progress(self, state: State) -> int:
        return sum(state[1])

    def facts(self, state: State) -> int:
        """Which card lies directly on which, as :attr:`fact` numbers them
        (52 standing for a column's floor)."""
        return state[6]

    def children(self, state: State, seen: Container[Hashable] = ()) -> list[tuple[list[Move], State]]:
        """Every move but pointless ones, each followed by the safe moves home,
        in the engine's order (foundation first, then columns left to right;
        the best-first search orders them itself).

        Pointless: a lone card covering another column (the position before
        dominates the one after), and moving the card the last move put on a
        column again between columns, where no card went home after that
        move. That would give the position the parent reaches by moving it
        there at once (or the parent itself), which the search meets anyway:
        the parent's other moves are unchanged but for the column it left.
        Cards sent home after the move may have opened a place the parent
        did not have, so then the card may move on (it is not marked as just
        moved).

        Cards in place only ever leave from the top of the ones left (see
        :mod:`.coarse_game`), and a card put back where it lay in the layout
        counts as in place again, as :meth:`.Parking.coarse` reads a column.

        A move between columns whose key is in ``seen`` is left out before
        its child is made (the search would skip it; a third of the
        children are such).
        """
        columns, heights, estimate, _, moved, coarse, facts = state
        fact = self.fact
        unit = self._unit
        shift = self._shift
        depth_mask = self._depth_mask
        layout = self._layout
        rules = self.rules
        column = self._column
        known = self._columns
        goes_on = rules.goes_on
        goes_on_mask = rules.goes_on_mask
        on_next = self.weights.on_next
        above_lower = self.weights.above_lower
        floor = min(heights)
        h0, h1, h2, h3 = heights
        wanted_bit = rules.wanted_bit
        wanted = wanted_bit[0][h0] | wanted_bit[1][h1] | wanted_bit[2][h2] | wanted_bit[3][h3]
        # The cards that would go home by the safe rule if they were free.
        safe = wanted & _SAFE[floor]
        # Per top card, its column (in column order).
        tops = {col[-1]: j for j, col in enumerate(columns) if col}
        tops_mask = 0
        for top in tops:
            tops_mask |= 1 << top
        found: list[tuple[list[Move], State]] = []
        for card, i in tops.items():
            goes_home = wanted >> card & 1
            # Most tops have nowhere to go: one mask test says so.
            may_move = goes_on_mask[card] & tops_mask and card != moved and len(columns[i]) > 1
            if not (goes_home or may_move):
                continue
            col = columns[i]
            suit = SUIT[card]
            # The coarse position once the top card leaves: column i loses a
            # card in place if its top was one.
            left = coarse - unit[i] if coarse >> shift[i] & depth_mask == len(col) else coarse
            weight_from, _, _ = known.get(col) or column(col)
            rest = col[:-1]
            weight_rest, mask_rest, _ = known.get(rest) or column(rest)
            lifted = facts ^ fact[rest[-1] if rest else 52][card]
            if goes_home:
                after = list(columns)
                after[i] = rest
                raised = list(heights)
                raised[suit] += 1
                moves = [_HOME[i]]
                # Column i lost its top (the wanted cards in it are one card
                # freer), and its suit now wants the next card.
                change = weight_rest - weight_from - on_next * (mask_rest & wanted).bit_count()
                if RANK[card] < KING:
                    change += on_next * _depth(card + 1, after)
                home_estimate = estimate + change
                home_coarse = left + HEIGHT_UNIT[suit]
                home_facts = lifted
                # The parent had no safe move left: a new one needs the card
                # this opens, or a higher lowest foundation.
                if min(raised) > floor or (
                    rest and is_safe_home(rest[-1], floor) and rules.goes_home(rest[-1], raised)
                ):
                    home_estimate, home_facts, home_coarse = self._send_safe_home(
                        after, raised, home_estimate, home_facts, home_coarse, moves
                    )
                found.append(
                    (moves, (tuple(after), tuple(raised), home_estimate, True, None, home_coarse, home_facts))
                )
            if not may_move:
                continue
            # The parent had no safe move left, so only the card this move
            # opens can start one.
            opens_home = safe >> rest[-1] & 1
            places = goes_on_mask[card] & tops_mask
            if places & (places - 1):
                targets = sorted([tops[top] for top in goes_on[card] if top in tops])
            else:
                targets = [tops[places.bit_length() - 1]]
            for j in targets:
                target = columns[j]
                moved_facts = lifted ^ fact[target[-1]][card]
                if not opens_home and moved_facts in seen:
                    continue  # met before (the facts are the key)
                after = list(columns)
                after[i] = rest
                after[j] = target + (card,)
                moves = [_TO_COLUMN[i][j]]
                placed = left
                depth = left >> shift[j] & depth_mask
                if depth == len(target) and depth < len(layout[j]) and layout[j][depth] == card:
                    # Back where it lay in the layout: in place again, as the
                    # coarse game reads a column (Parking.coarse).
                    placed = left + unit[j]
                # Only columns i and j changed, and no card went home.
                _, mask_to, _ = known.get(target) or column(target)
                # The column's weight grows by the card, and more if it lies
                # above a lower card of its own suit (_column_weight).
                change = weight_rest + 1 - weight_from
                if mask_to & _LOWER[card]:
                    change += above_lower
                # Wanted cards under the moved card are one card freer;
                # those in column j one card deeper.
                freer = (mask_to & wanted).bit_count() - (mask_rest & wanted).bit_count()
                change += on_next * freer
                if opens_home:
                    raised = list(heights)
                    moved_estimate, moved_facts, placed = self._send_safe_home(
                        after, raised, estimate + change, moved_facts, placed, moves
                    )
                    # Not marked as just moved: the cards sent home may have
                    # opened a place for it that the parent did not have.
                    child: State = (
                        tuple(after),
                        tuple(raised),
                        moved_estimate,
                        True,
                        None,
                        placed,
                        moved_facts,
                    )
                else:
                    child = (tuple(after), heights, estimate + change, False, card, placed, moved_facts)
                found.append((moves, child))
        return found

    def _send_safe_home(
        self, after: list[Pile], raised: list[int], estimate: int, facts: int, code: int, moves: list[Move]
    ) -> tuple[int, int, int]:
        """:func:`_play_safe` on ``after`` and ``raised`` (changed in place),
        keeping up the estimate, the facts and the coarse position ``code``
        card by card, as :meth:`children` does for one card home (working
        them out afresh took a quarter of the Baker's Dozen search)."""
        wanted_bit = self.rules.wanted_bit
        fact = self.fact
        on_next = self.weights.on_next
        known = self._columns
        column = self._column
        unit = self._unit
        shift = self._shift
        depth_mask = self._depth_mask
        floor = min(raised)
        wanted = 0
        for suit, height in enumerate(raised):
            wanted |= wanted_bit[suit][height]
        # The cards that go home by the safe rule once free.
        safe = wanted & _SAFE[floor]
        progress = True
        while progress:
            progress = False
            for i, col in enumerate(after):
                if col and safe >> col[-1] & 1:
                    card = col[-1]
                    suit = SUIT[card]
                    rest = col[:-1]
                    weight_rest, mask_rest, _ = known.get(rest) or column(rest)
                    wanted ^= 1 << card
                    estimate += weight_rest - (known.get(col) or column(col))[0]
                    estimate -= on_next * (mask_rest & wanted).bit_count()
                    after[i] = rest
                    raised[suit] += 1
                    wanted |= wanted_bit[suit][raised[suit]]
                    if RANK[card] < KING:
                        estimate += on_next * _depth(card + 1, after)
                    facts ^= fact[rest[-1] if rest else 52][card]
                    if code >> shift[i] & depth_mask == len(col):
                        code -= unit[i]
                    code += HEIGHT_UNIT[suit]
                    floor = min(raised)
                    safe = wanted & _SAFE[floor]
                    moves.append(_HOME[i])
                    progress = True
        return estimate, facts, code


def _column_weight(col: Pile, above_lower: int) -> int:
    """A column's share of the estimate that needs no foundation heights."""
    weight = len(col)
    lowest = [99, 99, 99, 99]
    for card in col:
        suit = SUIT[card]
        if RANK[card] > lowest[suit]:
            weight += above_lower
        else:
            lowest[suit] = RANK[card]
    return weight


def estimate(position: Position) -> int:
    """The search's estimate of the work left in ``position`` (for the ranking)."""
    heights = tuple(suit_heights(position.foundations))
    return BakersProblem(position.game).state(position.columns, heights)[2]


def solve_bakers(
    position: Position, budget: int, cancelled: Cancelled | None, core: CoreName | None = None
) -> SolveResult:
    """The search for a game that :func:`.premise.premise_holds` for (the
    dispatch in :mod:`..search.dispatch` sends it no other), with ``core``
    (:mod:`..core`; the one that runs by default): both give the same result."""
    compiled = compiled_modules(core)
    safe, start = play_safe(position)
    if is_dead(start.columns):
        return SolveResult(UNSOLVABLE, [], 1)
    if compiled is not None and not compiled.core.fits(start.columns):
        compiled = None  # a layout too large for its C state: the same search in Python
    game = position.game
    if game.name not in ASK_AS_IT_GOES:
        root_look = budget * COARSE_PER_NODE // ROOT_SHARE
        result, _, _ = _search(game, start, safe, budget, root_look, None, PLAIN, cancelled, compiled)
    else:
        # Every search judges the start as the hint's do, so that a deeper
        # look repeats the hint's searches first and finds what they find.
        root_look = min(budget, PLAN_LOOK) * COARSE_PER_NODE // ROOT_SHARE
        stop = _Latch(cancelled)
        first = min(budget, FIRST_LOOK)
        result, plan_found, _ = _search(
            game, start, safe, first, root_look, WINNABLE_BONUS, PLAIN, stop, compiled
        )
        # The coarse plan of the start is looked for again only if the
        # first look found one (it would be cut short again otherwise).
        again = root_look if plan_found else 0
        hint = min(budget, PLAN_LOOK)
        result, parking = _search_on(result, hint, (game, start, safe, again, PLAIN, stop, compiled))
        if budget > PLAN_LOOK and result.verdict == UNKNOWN and not stop.said:
            result = _deeper_look(result, budget, parking, (game, start, safe, again, PLAIN, stop, compiled))
    if result.verdict == SOLVABLE and not is_won(apply_line(position, result.moves)):
        raise AssertionError("the search's line does not win under the engine's rules")
    return result


def _deeper_look(result: SolveResult, budget: int, parking: Parking | None, plan: _Plan) -> SolveResult:
    """Past the plan look (``result``, with the plan search's coarse game
    ``parking``): the runs game's first look, then rounds of the deeper
    searches (:data:`DEEPER`), every search getting twice the nodes of the
    last round, and between the first two rounds the runs game's second
    look; up to ``budget`` nodes in all."""
    _, start, _, _, _, stop, compiled = plan
    runs = None if parking is None else _RunsLook(start, parking, compiled)
    if runs is not None:
        result = runs.look(result, min(budget, result.nodes + RUNS_LOOK), stop)
    look, first = DEEPER_LOOK, True
    while result.verdict == UNKNOWN and result.nodes < budget and not stop.said:
        before = result.nodes
        for deeper in DEEPER:
            end = min(budget, result.nodes + look)
            result, _ = _search_on(result, end, plan, deeper)
        if first and runs is not None:
            result = runs.look(result, result.nodes + int((budget - result.nodes) * RUNS_SHARE), stop)
        if result.nodes == before:
            break
        look, first = look * 2, False
    return result


#: What :func:`_search` takes but the budget and the plan's pull.
_Plan = tuple[Game, Position, list[Move], int, Weights, "_Latch", CompiledCore | None]


def _search_on(
    result: SolveResult, end: int, plan: _Plan, deeper: Deeper | None = None
) -> tuple[SolveResult, Parking | None]:
    """A plan search (``plan``, with the weights and pull of ``deeper`` if
    given) that goes on where ``result`` left off, up to ``end`` nodes in
    all, and its coarse game; ``result`` itself (and no coarse game) if it
    is decided or was cancelled."""
    game, start, safe, again, weights, stop, compiled = plan
    if result.verdict != UNKNOWN or stop.said or result.nodes >= end:
        return result, None
    bonus = PLAN_BONUS if deeper is None else deeper.bonus
    weights = weights if deeper is None else deeper.weights
    more, _, parking = _search(game, start, safe, end - result.nodes, again, bonus, weights, stop, compiled)
    return SolveResult(more.verdict, more.moves, result.nodes + more.nodes), parking


class _RunsLook:
    """The runs game (:mod:`.runs_game`) on ``start``, over ``parking`` (the
    coarse game of a search from ``start``); it keeps what it learns from
    one look to the next."""

    def __init__(self, start: Position, parking: Parking, compiled: CompiledCore | None) -> None:
        runs_game = Runs if compiled is None else compiled.runs.Runs
        self.parking = parking
        self.runs = runs_game(parking, Fraction(RUNS_PER_NODE, COARSE_PER_NODE))
        self.code = self.runs.position(start.columns, tuple(suit_heights(start.foundations)))
        #: Whether a look found a line of the runs game that wins (it can
        #: then prove nothing).
        self.won = False

    def look(self, result: SolveResult, end: int, cancelled: Cancelled) -> SolveResult:
        """``result`` after a look of up to ``end - result.nodes`` nodes: lost
        if the runs game proves it, with the nodes the look spent (its
        positions, and the coarse positions it made the coarse game look at)."""
        if self.won or result.verdict != UNKNOWN or result.nodes >= end:
            return result
        nodes, coarse = self.runs.nodes, self.parking.nodes
        verdict = self.runs.is_lost(self.code, (end - result.nodes) * RUNS_PER_NODE, cancelled)
        self.won = verdict is False
        spent = (self.runs.nodes - nodes) // RUNS_PER_NODE + (self.parking.nodes - coarse) // COARSE_PER_NODE
        return SolveResult(UNSOLVABLE if verdict else UNKNOWN, [], result.nodes + spent)


def _search(
    game: Game,
    start: Position,
    safe: list[Move],
    budget: int,
    root_look: int,
    bonus: int | None,
    weights: Weights,
    cancelled: Cancelled | None,
    compiled: CompiledCore | None = None,
) -> tuple[SolveResult, bool, Parking]:
    """One best-first search from ``start`` with a coarse game of its own.
    The coarse game judges the start with up to ``root_look`` coarse
    positions; given a ``bonus``, it is also asked about every position the
    search expands, and what it knows to win pulls the search by that much.
    ``weights`` are the estimate's. Also says whether the coarse game found
    a coarse win from the start, and gives the coarse game. ``compiled``:
    the compiled core to run it on (:mod:`..core`), None for this module's."""
    heights = tuple(suit_heights(start.foundations))
    parking = Parking(start.columns) if compiled is None else compiled.core.CoarseGame(start.columns)
    verdict = parking.is_lost(parking.coarse(start.columns, heights), root_look, cancelled)
    if verdict or parking.cancelled:
        return (
            SolveResult(UNSOLVABLE if verdict else UNKNOWN, [], parking.nodes // COARSE_PER_NODE),
            False,
            parking,
        )
    if compiled is None:
        problem = BakersProblem(game, parking, bonus is not None, bonus or 0, weights)
        result = best_first(problem, problem.state(start.columns, heights), safe, budget, cancelled)
    elif not any(start.columns):
        result = SolveResult(SOLVABLE, list(safe), 0)
    else:
        found, line, work = compiled.core.search(
            rules_for(game),
            parking,
            bonus is not None,
            bonus or 0,
            weights.above_lower,
            weights.on_next,
            _SAFE,
            _LOWER,
            fact_numbers(start.columns)[0],
            ASK,
            COARSE_PER_NODE,
            start.columns,
            heights,
            budget,
            FRONTIER_CAP,
            cancelled,
        )
        moves = [*safe, *(_HOME[i] if j < 0 else _TO_COLUMN[i][j] for i, j in line)]
        result = SolveResult(found, moves if found == SOLVABLE else [], work)
    return result, verdict is False, parking


class _Latch:
    """``cancelled``, remembering whether it ever said yes (so a search
    that stopped for it is not followed by another)."""

    def __init__(self, cancelled: Cancelled | None) -> None:
        self.cancelled = cancelled
        self.said = False

    def __call__(self) -> bool:
        if not self.said and self.cancelled is not None:
            self.said = self.cancelled()
        return self.said
