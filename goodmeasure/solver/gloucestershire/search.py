"""Gloucestershire: exhaustive search under the seed rule (on a compact
state, :mod:`.seed_rule`, with the dead-end test of
:mod:`.dead_ends`), guided search with the free bouquet (on a
compact state too, :mod:`.free_bouquet`).

:class:`GloucestershireProblem` is the same search over engine positions:
slower (a node costs about three times as much), it stays as the reference
the compact searches are checked against, move for move.

Beds are interchangeable (any card fills an empty bed, and every bed builds
the same way), so the key holds them as a multiset; foundations likewise.
Under the seed rule the bouquet only shrinks from its top, so its size says
all about it.
"""

from __future__ import annotations

from collections.abc import Container, Hashable
from fractions import Fraction

from ...engine import Card, Pile, Position, apply, legal_moves
from ...engine.moves import BOUQUET, COLUMN, FOUNDATION
from ...engine.rules import builds_on, foundation_for
from ..core import CoreName, compiled_modules
from ..search.dfs import Child
from ..search.result import Cancelled, SolveResult
from .dead_ends import SeedDeadEnds
from .free_bouquet import bed_top_facts, solve_free_bouquet
from .seed_rule import seed_rules, solve_seed_compiled, solve_seed_rule

FlowerKey = tuple[bytes, bytes, int | bytes]

#: The free-bouquet estimate, per card: not home; in a bed (every bed card
#: must be dug out, while a bouquet card plays whenever it is wanted, so a
#: card home from a bed counts for more); out of sequence in its bed; lying
#: on a card a foundation wants next. Chosen by measurement: 23 of deals
#: 1-40 won at the hint budget against 2 with the first estimate; the
#: variants tried since are in benchmarks/TUNING.md.
NOT_HOME = 10
IN_BED = 10
OUT_OF_SEQUENCE = 1
COVERING_WANTED = 3
FREE_WEIGHTS = (NOT_HOME, IN_BED, OUT_OF_SEQUENCE, COVERING_WANTED)
#: Seed-rule nodes per unit of budget (after :data:`~..search.result.NODE_SCALE`):
#: a node of the compact search costs about a third of one over engine
#: positions. With the lazy returns and the faster dead-end test a node
#: costs about three fifths of what it did: 13/4 proved 491 reference
#: deals lost at the hint budget with a p99 near 0.6 s, 11/2 proves 495
#: (a p99 near a second, 0.7 s since the safe homes of :mod:`.safe_homes`:
#: benchmarks/TUNING.md). The four deals it adds need 40,000-50,400 nodes
#: each now, the next one 241,344. With the compiled core's hint budget
#: (500,000, 1,833,333 seed-rule nodes) deals 29, 303 and 145 are proven
#: lost too (241,344, 429,257 and 1,287,288 nodes): 498 of 500.
SEED_NODES = Fraction(11, 2)


class GloucestershireProblem:
    def __init__(self, free_bouquet: bool) -> None:
        self.free_bouquet = free_bouquet
        # Per bed (met again and again): its cards out of order.
        self._out_of_order: dict[Pile, int] = {}
        # Per state of the foundations: the cards they take next.
        self._wanted_by_foundations: dict[tuple[Pile, ...], tuple[Card, ...]] = {}

    def key(self, position: Position) -> FlowerKey:
        beds = b"|".join(sorted(bytes(col) for col in position.columns))
        homes = b"|".join(sorted(bytes(f) for f in position.foundations))
        bouquet: int | bytes = bytes(sorted(position.bouquet)) if self.free_bouquet else len(position.bouquet)
        return beds, homes, bouquet

    def won(self, position: Position) -> bool:
        return sum(map(len, position.foundations)) == 104

    def dead(self, position: Position, room: int = 0) -> bool:
        return False

    def spent(self) -> int:
        return 0

    def estimate(self, position: Position) -> int:
        """Work left, in the weights above: the cards that must still go
        home, the bed cards that must first be dug out, and what lies on
        the cards the foundations take next."""
        columns = position.columns
        out_of_order = 0
        for col in columns:
            count = self._out_of_order.get(col)
            if count is None:
                count = self._out_of_order[col] = sum(
                    1
                    for below, above in zip(col, col[1:], strict=False)
                    if not builds_on(position.game, above, below)
                )
            out_of_order += count
        covering = 0
        for card in self._wanted(position):
            if card not in position.bouquet:
                # Cards on its copy nearest a bed's top.
                covering += min((col[::-1].index(card) for col in columns if card in col), default=0)
        home = sum(map(len, position.foundations))
        in_beds = sum(map(len, columns))
        return (
            NOT_HOME * (104 - home)
            + IN_BED * in_beds
            + OUT_OF_SEQUENCE * out_of_order
            + COVERING_WANTED * covering
        )

    def _wanted(self, position: Position) -> tuple[Card, ...]:
        """The cards some foundation takes next (the engine's rule, asked
        once per state of the foundations)."""
        wanted = self._wanted_by_foundations.get(position.foundations)
        if wanted is None:
            wanted = self._wanted_by_foundations[position.foundations] = tuple(
                card for card in range(52) if foundation_for(position, card) is not None
            )
        return wanted

    def progress(self, position: Position) -> int:
        return sum(map(len, position.foundations))

    def facts(self, position: Position) -> int:
        """Per bed, which card its top lies on (52: the floor), as
        :meth:`.free_bouquet.FreeBouquetProblem.facts` says why. (Every pair
        of a bed, the novelty order of the Baker's Dozen family, won 3 of
        the first 30 free-bouquet deals against 4 without it.)"""
        return bed_top_facts(position.columns)

    def children(self, position: Position, seen: Container[Hashable] = ()) -> list[Child]:
        scored: list[tuple[tuple[int, int], Child]] = []
        columns = position.columns
        # Moves already made here, as (what moves, where to): the two copies
        # of a bouquet card, or two empty beds, lead to the same position
        # (the key holds beds as a multiset), so one of each is enough.
        made: set[tuple[object, str, int]] = set()
        for index, move in enumerate(legal_moves(position)):
            to_empty = move.target == COLUMN and not columns[move.target_index]
            if move.source == COLUMN and to_empty and len(columns[move.source_index]) == 1:
                continue  # a lone card into an empty bed changes nothing
            what = position.bouquet[move.source_index] if move.source == BOUQUET else move[:2]
            made_here = (what, move.target, -1 if to_empty else move.target_index)
            if made_here in made:
                continue
            made.add(made_here)
            if move.target == FOUNDATION:
                rank = 0
            elif move.source == BOUQUET:
                rank = 1
            elif move.source == COLUMN:
                rank = 2 if columns[move.target_index] else 3
            else:
                rank = 4  # back from a foundation: a last resort
            scored.append(((rank, index), ([move], apply(position, move))))
        scored.sort(key=lambda item: item[0])
        return [child for _, child in scored]


def solve_gloucestershire(
    position: Position, budget: int, cancelled: Cancelled | None, core: CoreName | None = None
) -> SolveResult:
    """The free bouquet's guided search, or the seed rule's exhaustive one on
    ``core`` (:mod:`..core`; both cores expand the same positions)."""
    if position.game.free_bouquet:
        # Far too large to exhaust: let the estimate lead to a win.
        return solve_free_bouquet(position, budget, cancelled, FREE_WEIGHTS)
    nodes = int(budget * SEED_NODES)
    compiled = compiled_modules(core)
    if compiled is not None:
        return solve_seed_compiled(compiled.seed, position, nodes, cancelled)
    dead = SeedDeadEnds(seed_rules(position.game), bytes(position.bouquet))
    return solve_seed_rule(position, nodes, cancelled, dead.is_dead)
