"""Golf: complete search over a small state.

The columns are only ever taken from, the stock only ever turned, so the
column heights, the stock size and the waste's top card say everything
about a position; the visited set holds those and nothing else.
"""

from __future__ import annotations

from ..engine import Game, Position, apply, legal_moves
from ..engine.cards import RANK
from ..engine.moves import COLUMN
from ..engine.rules import waste_accepts
from .dfs import Child, depth_first
from .result import Cancelled, SolveResult

GolfKey = tuple[tuple[int, ...], int, int]


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


class GolfProblem:
    def __init__(self, game: Game) -> None:
        self.takers = _takers(game)
        self.top_class = _top_classes(self.takers)
        self.taker_masks = [sum(1 << t for t in tops) for tops in self.takers]
        self.rank_chains = _rank_chains(game)

    def key(self, position: Position) -> GolfKey:
        top = self.top_class[position.waste[-1]] if position.waste else -1
        return tuple(map(len, position.columns)), len(position.stock), top

    def won(self, position: Position) -> bool:
        return not any(position.columns)

    def dead(self, position: Position) -> bool:
        """A column card that no future waste top can take is stuck for good.

        When a card ``c`` is played, the waste's top is one of: the current
        top (only if ``c`` is free now), a card turned from the stock, a card
        played from another column, or the card lying directly on ``c``
        (played just before it). A card deeper below ``c`` is still covered,
        and a card higher above ``c`` was followed by the cards between. The
        waste is empty only at the start.

        And each card on the waste is followed by one card only, so the
        column cards need distinct partners: for any set of ranks, the cards
        of those ranks in the columns cannot outnumber the cards (in the
        columns, the stock, or the top) that could take them (Hall's
        condition for the matching of each card to the card it follows).
        """
        if not position.waste:
            return False
        return self._stranded(position) or self._outnumbered(position)

    def _outnumbered(self, position: Position) -> bool:
        wanted = [0] * 14
        partners = [0] * 14
        for col in position.columns:
            for card in col:
                wanted[RANK[card]] += 1
        for rank in range(14):
            partners[rank] = wanted[rank]
        for card in position.stock:
            partners[RANK[card]] += 1
        partners[RANK[position.waste[-1]]] += 1
        for chain in self.rank_chains:
            need = 0
            have = 0
            for rank, tops in chain:
                need += wanted[rank]
                for top in tops:
                    have += partners[top]
                if need > have:
                    return True
        return False

    def _stranded(self, position: Position) -> bool:
        """Some column card has no possible partner at all."""
        takers = self.taker_masks
        stock = 0
        for card in position.stock:
            stock |= 1 << card
        column_masks = []
        everywhere = 0
        for col in position.columns:
            mask = 0
            for card in col:
                mask |= 1 << card
            column_masks.append(mask)
            everywhere |= mask
        top = 1 << position.waste[-1]
        for col, mask in zip(position.columns, column_masks, strict=True):
            if not col:
                continue
            elsewhere = stock | (everywhere & ~mask)
            # Each card's partner from its own column: the card lying on it.
            partners = [1 << c for c in col[1:]] + [top]
            for card, partner in zip(col, partners, strict=True):
                if not takers[card] & (elsewhere | partner):
                    return True
        return False

    def children(self, position: Position) -> list[Child]:
        """Column moves before turning the stock; among them, first those
        after which the most column cards can follow, then taller columns."""
        scored: list[tuple[tuple[int, int, int], Child]] = []
        columns = position.columns
        for index, move in enumerate(legal_moves(position)):
            child = apply(position, move)
            if move.source == COLUMN:
                top = 1 << child.waste[-1]
                follow = sum(1 for col in child.columns if col and self.taker_masks[col[-1]] & top)
                order = (0, -follow, -len(columns[move.source_index]))
            else:
                order = (1, 0, 0)
            scored.append(((*order[:2], order[2] * 8 + index), ([move], child)))
        scored.sort(key=lambda item: item[0])
        return [child for _, child in scored]


def solve_golf(position: Position, budget: int, cancelled: Cancelled | None) -> SolveResult:
    problem = GolfProblem(position.game)
    return depth_first(problem, position, [], budget, cancelled)
