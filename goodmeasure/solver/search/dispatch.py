"""``solve``: hand the position to the game family that declares its game.

Each family's package (:mod:`..bakers_family`, :mod:`..golf`,
:mod:`..gloucestershire`) declares the games it solves in ``GAMES`` and its
entry in ``solve``; the family is picked by the game's name alone.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol

from ...engine import Position, is_won
from .. import bakers_family, gloucestershire, golf
from .result import DEFAULT_BUDGET, NODE_SCALE, SOLVABLE, Cancelled, SolveResult

if TYPE_CHECKING:
    from ...engine import Game
    from ..core import CoreName


class Family(Protocol):
    """A game family's package: the games it solves and its search."""

    @property
    def GAMES(self) -> tuple[str, ...]: ...  # noqa: N802 (a module constant)

    def solve(
        self, position: Position, budget: int, cancelled: Cancelled | None, core: CoreName | None = None
    ) -> SolveResult: ...

    def has_compiled_search(self, game: Game) -> bool: ...


#: Every game family, each declaring the games it solves.
FAMILIES: tuple[Family, ...] = (bakers_family, golf, gloucestershire)

#: Game name -> the family that solves it.
REGISTRY: dict[str, Family] = {name: family for family in FAMILIES for name in family.GAMES}


def solve(
    position: Position,
    budget: int = DEFAULT_BUDGET,
    cancelled: Cancelled | None = None,
    core: CoreName | None = None,
) -> SolveResult:
    """Search for a win from ``position`` within ``budget`` nodes.

    ``verdict`` is "solvable" (``moves`` is then a full winning line),
    "unsolvable" (an exhaustive search found none) or "unknown" (the budget
    ran out or ``cancelled`` returned True). The result depends on nothing
    but the position and the budget (see :data:`NODE_SCALE`), whichever
    ``core`` searches: it names the search core where the game has a
    compiled one (:mod:`..core`; None for the one that runs by default, an
    error where it cannot run); the other games have one search.
    """
    if is_won(position):
        return SolveResult(SOLVABLE, [], 0)
    with _without_cycle_collection():
        return _solve(position, budget, cancelled, core)


@contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """A search makes millions of small tuples and keeps most of them in its
    tables; none of them form reference cycles, so the cycle collector only
    walks the ever larger tables again and again (a third of the time on a
    hard deal). It is paused for the search and resumed after; another
    search on another thread resumes it at the latest when it ends."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _solve(
    position: Position, budget: int, cancelled: Cancelled | None, core: CoreName | None
) -> SolveResult:
    game = position.game
    family = REGISTRY.get(game.name)
    if family is None:
        raise ValueError(f"no search for {game.name}: no game family declares it")
    return family.solve(position, int(budget * NODE_SCALE.get(game.name, 1)), cancelled, core)
