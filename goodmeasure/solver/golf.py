"""Golf: complete search over a small state.

The columns are only ever taken from, the stock only ever turned, so the
column heights, the stock size and the waste's top card say everything
about a position; the visited set holds those and nothing else.
"""

from __future__ import annotations

from ..engine import Game, Move, Position, apply, is_won
from ..engine.cards import RANK
from ..engine.moves import COLUMN, STOCK, WASTE
from ..engine.rules import waste_accepts
from .dfs import TABLE_CAP
from .result import POLL_INTERVAL, SOLVABLE, UNKNOWN, UNSOLVABLE, Cancelled, SolveResult


def _takers(game: Game) -> list[tuple[int, ...]]:
    """For each card, the waste tops it may be played on (asked of the engine)."""
    return [tuple(t for t in range(52) if waste_accepts(game, c, (t,))) for c in range(52)]


def _top_classes(takers: list[tuple[int, ...]]) -> list[int]:
    """Waste tops that take exactly the same cards are one state: for each
    card, the smallest card that takes what it takes."""
    accepted_by = [frozenset(c for c in range(52) if t in takers[c]) for t in range(52)]
    return [min(u for u in range(52) if accepted_by[u] == accepted_by[t]) for t in range(52)]


def _rank_chains(game: Game) -> list[list[tuple[int, tuple[int, ...]]]]:
    """Sets of ranks to test Hall's condition on: runs ``r, r+2, r+4, ...``
    (around the corner too), since a rank's partners are the ranks next to
    it. Each run is a chain of steps (the rank it adds, the partner ranks
    it adds), so a run's counts grow from the one before."""
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

    Dead ends (see :meth:`_Search.dead`): a column card that no future
    waste top can take is stuck for good. When a card ``c`` is played, the
    waste's top is one of: the current top (only if ``c`` is free now), a
    card turned from the stock, a card played from another column, or the
    card lying directly on ``c`` (played just before it). A card deeper below
    ``c`` is still covered, and a card higher above ``c`` was followed by the
    cards between. The waste is empty only at the start.

    And each card on the waste is followed by one card only, so the column
    cards need distinct partners: for any set of ranks, the cards of those
    ranks in the columns cannot outnumber the cards (in the columns, the
    stock, or the top) that could take them (Hall's condition for the
    matching of each card to the card it follows).
    """

    def __init__(self, game: Game) -> None:
        self.takers = _takers(game)
        self.top_class = _top_classes(self.takers)
        self.taker_masks = [sum(1 << t for t in tops) for tops in self.takers]
        self.rank_chains = _rank_chains(game)


class _Search:
    """The depth-first search on a compact state.

    A position is its column heights, its stock size and its waste top (the
    columns and the stock below those only ever shrink from the top). The
    moves come from :func:`waste_accepts` tables; the winning line found is
    replayed through :func:`apply`, so it is the engine's to accept.
    """

    def __init__(self, position: Position, budget: int, cancelled: Cancelled | None) -> None:
        game = position.game
        problem = GolfTables(game)
        self.position = position
        self.budget = budget
        self.cancelled = cancelled
        self.cols = [tuple(col) for col in position.columns]
        self.stock = tuple(position.stock)
        self.top_class = problem.top_class
        self.rank_chains = problem.rank_chains
        takers = problem.takers
        #: For each waste top, the cards it takes (a bit mask); index 52: empty waste.
        self.accepts = [sum(1 << c for c in range(52) if t in takers[c]) for t in range(52)]
        self.accepts.append(sum(1 << c for c in range(52) if waste_accepts(game, c, ())))
        self.stock_masks = [0]
        for card in self.stock:
            self.stock_masks.append(self.stock_masks[-1] | 1 << card)
        # A column card's possible partners: no card of its own column but
        # the one lying directly on it (see GolfProblem.dead).
        self.potential: list[list[int]] = []
        for col in self.cols:
            own = 0
            for card in col:
                own |= 1 << card
            row = []
            for j, card in enumerate(col):
                mask = problem.taker_masks[card] & ~own
                if j + 1 < len(col):
                    mask |= problem.taker_masks[card] & 1 << col[j + 1]
                row.append(mask)
            self.potential.append(row)
        self.users: list[list[tuple[int, int, int]]] = [[] for _ in range(53)]
        for i, row in enumerate(self.potential):
            for j, pot in enumerate(row):
                for z in range(52):
                    if pot >> z & 1:
                        self.users[z].append((i, j, pot))
        # Each chain step: the rank it adds and the (up to 3) partner ranks
        # it adds, padded with rank 0, of which there is never a card.
        self.all_chains: list[list[tuple[int, int, int, int]]] = []
        self.chains_for: list[list[list[tuple[int, int, int, int]]]] = [[] for _ in range(14)]
        for chain in problem.rank_chains:
            flat = []
            for rank, tops in chain:
                if len(tops) > 3:
                    raise AssertionError("a rank with more than three partner ranks")
                a, b, c = (*tops, 0, 0, 0)[:3]
                flat.append((rank, a, b, c))
            self.all_chains.append(flat)
            for q in {t for _, tops in chain for t in tops}:
                self.chains_for[q].append(flat)
        self.heights = [len(col) for col in self.cols]
        self.size = len(self.stock)
        self.top = position.waste[-1] if position.waste else 52
        self.colmask = 0
        self.wanted = [0] * 14
        for col in self.cols:
            for card in col:
                self.colmask |= 1 << card
                self.wanted[RANK[card]] += 1
        #: Per rank, the cards that can still be a partner: in the columns,
        #: in the stock, or on top of the waste. A move takes the old top
        #: away; the card moved stays one, as the new top.
        self.partners = list(self.wanted)
        for card in self.stock:
            self.partners[RANK[card]] += 1
        if self.top < 52:
            self.partners[RANK[self.top]] += 1
        self.mul = []
        code = 1
        for col in self.cols:
            self.mul.append(code)
            code *= len(col) + 1
        self.code = sum(h * m for h, m in zip(self.heights, self.mul, strict=True))
        self.span = len(self.stock) + 1
        self.top_key = [t + 1 for t in self.top_class] + [0]
        self.seen: set[int] = set()
        self.nodes = 0
        self.line: list[Move] = []

    def key(self) -> int:
        return (self.code * self.span + self.size) * 53 + self.top_key[self.top]

    def dead(self, gone: int) -> bool:
        """The dead ends of :class:`GolfTables` for the state just reached, whose parent
        was not dead and whose move took ``gone`` (the old waste top) away
        from the partners (52: check everything). Only the cards that could
        follow ``gone`` or the card just moved can have lost their last
        partner, and only the rank groups that ``gone`` could take can have
        lost Hall's condition: column cards only ever leave the demand, and
        the one partner lost is the old top (a card moved stays a partner,
        as the new top).

        Besides, no two column cards may have the same one partner left.
        """
        heights = self.heights
        alive = self.colmask | self.stock_masks[self.size]
        top = self.top
        around = alive | 1 << top
        if gone == 52:
            only: set[int] = set()
            for pots, height in zip(self.potential, heights, strict=True):
                for j in range(height):
                    left = pots[j] & (around if j == height - 1 else alive)
                    if not left & (left - 1):
                        if not left or left in only:
                            return True
                        only.add(left)
            chains = self.all_chains
        else:
            for i, j, pot in self.users[gone]:
                height = heights[i]
                if j < height:
                    left = pot & (around if j == height - 1 else alive)
                    if not left & (left - 1) and self._lonely(left, i, j, alive, around):
                        return True
            for i, j, pot in self.users[top]:
                height = heights[i]
                if j < height - 1:
                    left = pot & alive
                    if not left & (left - 1) and self._lonely(left, i, j, alive, around):
                        return True
            chains = self.chains_for[RANK[gone]]
        wanted = self.wanted
        partners = self.partners
        for chain in chains:
            need = 0
            have = 0
            for rank, a, b, c in chain:
                need += wanted[rank]
                have += partners[a] + partners[b] + partners[c]
                if need > have:
                    return True
        return False

    def _lonely(self, left: int, i: int, j: int, alive: int, around: int) -> bool:
        """Column card ``j`` of column ``i`` has at most the one partner
        ``left``: is it none, or does another column card have that one
        partner only? Each waste card is followed by one card, so two cards
        cannot both need it."""
        if not left:
            return True
        heights = self.heights
        for k, m, pot in self.users[left.bit_length() - 1]:
            if (
                (k != i or m != j)
                and m < heights[k]
                and pot & (around if m == heights[k] - 1 else alive) == left
            ):
                return True
        return False

    def run(self) -> SolveResult:
        if not self.colmask:
            return SolveResult(SOLVABLE, [], 0)
        self.seen.add(self.key())
        self.nodes = 1
        try:
            found = self.visit()
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

    def visit(self) -> bool:
        cols = self.cols
        heights = self.heights
        accepts = self.accepts
        taking = accepts[self.top]
        tops = 0
        for col, height in zip(cols, heights, strict=True):
            if height:
                tops |= 1 << col[height - 1]
        order = []
        for i, col in enumerate(cols):
            height = heights[i]
            if height:
                card = col[height - 1]
                if taking >> card & 1:
                    after = tops & ~(1 << card)
                    if height > 1:
                        after |= 1 << col[height - 2]
                    follow = (accepts[card] & after).bit_count()
                    # Taller columns first (they are the bottleneck), then
                    # the moves after which more column cards can follow.
                    order.append((-2 * height - follow, i))
        order.sort()
        old_top = self.top
        # The old top, as the partner lost (52: check all, below the root).
        gone = old_top if self.line else 52
        if old_top < 52:
            self.partners[RANK[old_top]] -= 1
        for _, i in order:
            card = cols[i][heights[i] - 1]
            heights[i] -= 1
            self.code -= self.mul[i]
            self.colmask &= ~(1 << card)
            self.wanted[RANK[card]] -= 1
            self.top = card
            self.line.append(Move(COLUMN, i, WASTE, -1))
            if self._enter(gone):
                return True
            self.line.pop()
            self.top = old_top
            self.wanted[RANK[card]] += 1
            self.colmask |= 1 << card
            self.code += self.mul[i]
            heights[i] += 1
        if self.size:
            self.size -= 1
            card = self.stock[self.size]
            self.top = card
            self.line.append(Move(STOCK, -1, WASTE, -1))
            if self._enter(gone):
                return True
            self.line.pop()
            self.top = old_top
            self.size += 1
        if old_top < 52:
            self.partners[RANK[old_top]] += 1
        return False

    def _enter(self, gone: int) -> bool:
        """Step into the child just made: the search's bookkeeping."""
        if not self.colmask:
            return True
        key = (self.code * self.span + self.size) * 53 + self.top_key[self.top]
        seen = self.seen
        if key in seen:
            return False
        if self.dead(gone):
            if len(seen) < TABLE_CAP:
                seen.add(key)
            return False
        if self.nodes >= self.budget:
            raise _OutOfBudget
        if self.nodes % POLL_INTERVAL == 0 and self.cancelled is not None and self.cancelled():
            raise _OutOfBudget
        self.nodes += 1
        if len(seen) < TABLE_CAP:
            seen.add(key)
        return self.visit()


class _OutOfBudget(Exception):
    """The budget ran out, or the caller cancelled."""


def solve_golf(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    return _Search(position, budget, cancelled).run()
