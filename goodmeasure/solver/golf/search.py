"""Golf: complete search over a small state.

The columns are only ever taken from, the stock only ever turned, so the
column heights, the stock size and the waste's top card say everything
about a position. Of the top card only one thing matters: which column
cards it takes now (see :class:`_Search`).
"""

from __future__ import annotations

from ...engine import Game, Move, Position, apply, is_won
from ...engine.cards import RANK
from ...engine.moves import COLUMN, STOCK, WASTE
from ...engine.rules import waste_accepts
from ..search.dfs import TABLE_CAP
from ..search.result import POLL_INTERVAL, SOLVABLE, UNKNOWN, UNSOLVABLE, Cancelled, SolveResult

#: Bits per field of the packed Hall counts (see :meth:`_Search.__init__`).
_FIELD = 8
_BIAS = 1 << (_FIELD - 1)
#: A bit no card has: always reached, so "partners" _ANY always finds one.
_ANY = 1 << 60


def _takers(game: Game) -> list[tuple[int, ...]]:
    """For each card, the waste tops it may be played on (asked of the engine)."""
    return [tuple(t for t in range(52) if waste_accepts(game, c, (t,))) for c in range(52)]


def _rank_chains(game: Game) -> list[list[tuple[int, tuple[int, ...]]]]:
    """Sets of ranks to test Hall's condition on: runs ``r, r+2, r+4, ...``
    (around the corner too), since a rank's partners are the ranks next to
    it. Each run is a chain of steps (the rank it adds, the partner ranks
    it adds); every start of a chain is one set to test."""
    takes = {
        rank: {top for top in range(1, 14) if waste_accepts(game, rank - 1, (top - 1,))}
        for rank in range(1, 14)
    }
    chains = []
    for start in range(13):
        ranks: list[int] = []
        tops: set[int] = set()
        chain = []
        for step in range(7):
            rank = (start + 2 * step) % 13 + 1
            if rank in ranks:
                break
            ranks.append(rank)
            chain.append((rank, tuple(sorted(takes[rank] - tops))))
            tops |= takes[rank]
        chains.append(chain)
    return chains


class GolfTables:
    """What the engine says about the waste, as tables for the search.

    Dead ends (see :meth:`_Search._stuck` and :meth:`_Search._visit`): each
    column card must one day be played onto a card that takes it (its
    partner), and that partner lies on the waste just before it. So the
    partner is the current top (only if the card is free now), a card
    turned from the stock, a card played from another column, or the card
    lying directly on it in its own column (played just before it). A card
    deeper below it is still covered, and a card higher above it was
    followed by the cards between. The waste is empty only at the start.

    And each card on the waste is followed by one card only, so the column
    cards need distinct partners: for any set of ranks, the cards of those
    ranks in the columns cannot outnumber the cards (in the columns, the
    stock, or the top) that could take them (Hall's condition for the
    matching of each card to the card it follows).
    """

    def __init__(self, game: Game) -> None:
        self.takers = _takers(game)
        self.taker_masks = [sum(1 << t for t in tops) for tops in self.takers]
        self.rank_chains = _rank_chains(game)


class _Search:
    """The depth-first search on a compact state.

    A position is its column heights, its stock size and its waste top (the
    columns and the stock below those only ever shrink from the top). The
    moves come from :func:`waste_accepts` tables; the winning line found is
    replayed through :func:`apply`, so it is the engine's to accept.

    The top card matters only through ``able``, the column tops it takes:
    a position's moves are "play one of ``able``" (after which the new top
    is the card played) and "turn the stock" (after which it is the card
    turned), whatever the old top was. So:

    - When ``able`` is empty, turning the stock is the only move: it is
      made at once (no node), and with an empty stock the position is lost.
    - A lost position P (heights, stock size ``s``, ``able`` ``A``) proves
      lost every position Q with the same heights, a stock size ``s2 <= s``
      and an ``able`` that is a subset of ``A``. For a winning line from Q
      would also win from P: its column moves are all allowed in P, and
      they lead to the same columns and top, P's stock only holding
      ``s - s2`` more cards on top of Q's; at the line's first stock turn,
      turn those ``s - s2`` cards first, and from there the positions are
      equal. The table keeps, per heights, the (size, ``able``) pairs
      proven lost (only finished searches, never one still on the path).
    """

    def __init__(self, position: Position, budget: int, cancelled: Cancelled | None) -> None:
        game = position.game
        problem = GolfTables(game)
        self.position = position
        self.budget = budget
        self.cancelled = cancelled
        self.cols = [tuple(col) for col in position.columns]
        self.stock = tuple(position.stock)
        takers = problem.takers
        #: For each waste top, the cards it takes (a bit mask); index 52: empty waste.
        self.accepts = [sum(1 << c for c in range(52) if t in takers[c]) for t in range(52)]
        self.accepts.append(sum(1 << c for c in range(52) if waste_accepts(game, c, ())))
        self.stock_masks = [0]
        for card in self.stock:
            self.stock_masks.append(self.stock_masks[-1] | 1 << card)
        self.column_of = [-1] * 53
        self.plays = [Move(COLUMN, i, WASTE, -1) for i in range(len(self.cols))]
        # Per column, per depth: the card's possible partners but the card
        # lying on it (none of its own column else), the same or _ANY when
        # that card lying on it takes it, and the cards below that depth.
        self.columns: list[tuple[list[int], list[int], list[int]]] = []
        for i, col in enumerate(self.cols):
            own = 0
            for card in col:
                own |= 1 << card
                self.column_of[card] = i
            others = [problem.taker_masks[card] & ~own for card in col]
            partners = [
                _ANY if j + 1 < len(col) and problem.taker_masks[card] >> col[j + 1] & 1 else mask
                for j, (card, mask) in enumerate(zip(col, others, strict=True))
            ]
            below = [0]
            for card in col:
                below.append(below[-1] | 1 << card)
            self.columns.append((others, partners, below))
        # Hall's condition on the rank runs, all at once: one field per
        # distinct run, holding _BIAS + (partners - demand) for that run;
        # a field below _BIAS (its top bit clear) is a violation. Playing a
        # column card takes it out of the demand (add demand[rank]); the
        # old top, covered, leaves the partners (subtract supply[rank]); the
        # card played or turned stays a partner, as the new top.
        runs: list[tuple[frozenset[int], frozenset[int]]] = []
        for chain in problem.rank_chains:
            ranks: set[int] = set()
            tops: set[int] = set()
            for rank, added in chain:
                ranks.add(rank)
                tops.update(added)
                run = (frozenset(ranks), frozenset(tops))
                if run not in runs:
                    runs.append(run)
        demand = [0] * 14
        supply = [0] * 14
        self.high = 0
        for k, (ranks_k, tops_k) in enumerate(runs):
            for rank in ranks_k:
                demand[rank] |= 1 << (_FIELD * k)
            for rank in tops_k:
                supply[rank] |= 1 << (_FIELD * k)
            self.high |= _BIAS << (_FIELD * k)
        self.demand = [demand[RANK[c]] for c in range(52)]
        #: Index 52: the empty waste, no partner to lose.
        self.supply = [supply[RANK[c]] for c in range(52)] + [0]
        self.heights = [len(col) for col in self.cols]
        self.top = position.waste[-1] if position.waste else 52
        self.colmask = 0
        slack = self.high + self.supply[self.top]
        for col in self.cols:
            for card in col:
                self.colmask |= 1 << card
                slack += self.supply[card] - self.demand[card]
        for card in self.stock:
            slack += self.supply[card]
        self.slack = slack
        self.mul = []
        code = 1
        for col in self.cols:
            self.mul.append(code)
            code *= len(col) + 1
        self.code = sum(h * m for h, m in zip(self.heights, self.mul, strict=True))
        #: Per heights code, the (stock size, able) pairs proven lost.
        self.lost: dict[int, list[tuple[int, int]]] = {}
        self.nodes = 0
        self.line: list[Move] = []

    def run(self) -> SolveResult:
        if not self.colmask:
            return SolveResult(SOLVABLE, [], 0)
        tops = 0
        for col in self.cols:
            if col:
                tops |= 1 << col[-1]
        top = self.top
        try:
            found = self._enter(tops, self.accepts[top] & tops, self.code, len(self.stock), top, self.slack)
        except _OutOfBudget:
            return SolveResult(UNKNOWN, [], self.nodes)
        if not found:
            return SolveResult(UNSOLVABLE, [], self.nodes)
        line = list(self.line)
        position = self.position
        for move in line:
            position = apply(position, move)
        if not is_won(position):
            raise AssertionError("the Golf line found does not win")
        return SolveResult(SOLVABLE, line, self.nodes)

    def _enter(self, tops: int, able: int, code: int, size: int, top: int, slack: int) -> bool:
        """The position just reached: ``tops`` its column tops, ``able``
        those the top takes, ``code`` its heights, ``size`` its stock size,
        ``slack`` its Hall counts. With ``able`` empty, turn the stock until
        the top takes a column top."""
        if able:
            return self._visit(tops, able, code, size, top, slack)
        stock = self.stock
        accepts = self.accepts
        supply = self.supply
        turned = 0
        while size:
            slack -= supply[top]
            size -= 1
            top = stock[size]
            turned += 1
            able = accepts[top] & tops
            if able:
                line = self.line
                line.extend([_TURN] * turned)
                if self._visit(tops, able, code, size, top, slack):
                    return True
                del line[-turned:]
                return False
        return False

    def _visit(self, tops: int, able: int, code: int, size: int, top: int, slack: int) -> bool:
        lost = self.lost
        known = lost.get(code)
        if known is not None:
            for other_size, other_able in known:
                if other_size >= size and not able & ~other_able:
                    return False
        found = False
        # An empty waste takes any card: no dead-end test at the start.
        if top == 52 or (slack & self.high == self.high and not self._stuck(able, size)):
            if self.nodes >= self.budget:
                raise _OutOfBudget
            if self.nodes % POLL_INTERVAL == 0 and self.cancelled is not None and self.cancelled():
                raise _OutOfBudget
            self.nodes += 1
            found = self._expand(tops, able, code, size, top, slack)
        if not found:
            # Stock turns below may have added to the list meanwhile.
            known = lost.get(code)
            if known is None:
                if len(lost) < TABLE_CAP:
                    lost[code] = [(size, able)]
            else:
                known[:] = [
                    (other_size, other_able)
                    for other_size, other_able in known
                    if other_size > size or other_able & ~able
                ]
                known.append((size, able))
        return found

    def _stuck(self, able: int, size: int) -> bool:
        """Some column card can never be played.

        The cards that can be reached: every card in the stock; a free
        column card if the top takes it (``able``) or it takes a reached
        card; a covered one if the card lying on it is reached and it takes
        a reached card other than the top (the top is covered before it is
        free). Any winning line plays each column card onto its partner
        (see :class:`GolfTables`), turned or played before it, after the
        card that lay on it: by induction along the line, all are reached.
        So a column card that is not reached is never played.
        """
        reach = self.stock_masks[size] | _ANY
        pending = []
        for (others, partners, below), height in zip(self.columns, self.heights, strict=True):
            j = height - 1
            if j < 0:
                continue
            if below[height] & able or others[j] & reach:
                j -= 1
                while j >= 0 and partners[j] & reach:
                    j -= 1
                reach |= below[height] ^ below[j + 1]
            if j >= 0:
                pending.append((others, partners, below, j))
        while pending:
            waiting = []
            moved = False
            for entry in pending:
                others, partners, below, j = entry
                if others[j] & reach:
                    moved = True
                    first = j
                    j -= 1
                    while j >= 0 and partners[j] & reach:
                        j -= 1
                    reach |= below[first + 1] ^ below[j + 1]
                    if j >= 0:
                        waiting.append((others, partners, below, j))
                else:
                    waiting.append(entry)
            if not moved:
                return True
            pending = waiting
        return False

    def _expand(self, tops: int, able: int, code: int, size: int, top: int, slack: int) -> bool:
        cols = self.cols
        heights = self.heights
        accepts = self.accepts
        column_of = self.column_of
        order = []
        rest = able
        while rest:
            bit = rest & -rest
            rest ^= bit
            card = bit.bit_length() - 1
            i = column_of[card]
            height = heights[i]
            after = tops ^ bit
            if height > 1:
                after |= 1 << cols[i][height - 2]
            follow = accepts[card] & after
            # Taller columns first (they are the bottleneck), then the
            # moves after which more column cards can follow.
            order.append((-2 * height - follow.bit_count(), i, card, after, follow))
        order.sort()
        base = slack - self.supply[top]
        demand = self.demand
        mul = self.mul
        plays = self.plays
        line = self.line
        for _, i, card, after, follow in order:
            child = code - mul[i]
            if not child:
                line.append(plays[i])
                return True
            heights[i] -= 1
            line.append(plays[i])
            if follow:
                if self._visit(after, follow, child, size, card, base + demand[card]):
                    return True
            elif self._enter(after, 0, child, size, card, base + demand[card]):
                return True
            line.pop()
            heights[i] += 1
        if size:
            card = self.stock[size - 1]
            line.append(_TURN)
            if self._enter(tops, accepts[card] & tops, code, size - 1, card, base):
                return True
            line.pop()
        return False


_TURN = Move(STOCK, -1, WASTE, -1)


class _OutOfBudget(Exception):
    """The budget ran out, or the caller cancelled."""


def solve_golf(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    return _Search(position, budget, cancelled).run()
