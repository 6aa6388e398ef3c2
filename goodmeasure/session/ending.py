"""When a game is over: won, or stuck with no legal move left; and what the
solver has said about how long it has been lost.

Stuck is an end for the table (the clock stops, the notice comes) but not for
the statistics: a stuck game may still be undone, and it is counted only when
it is left (see :mod:`.counting`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from goodmeasure import engine
from goodmeasure.engine import Position

End = Literal["won", "stuck"]
WON: End = "won"
STUCK: End = "stuck"


def end_of(position: Position) -> End | None:
    """How ``position`` ends the game, if it does."""
    if engine.is_won(position):
        return WON
    if engine.is_stuck(position):
        return STUCK
    return None


@dataclass(frozen=True)
class SolverWord:
    """What the solver has said about the history up to the position on the
    table (nothing yet, after every change): ``winnable_index``, the last
    position (moves made) it proves winnable; ``lost_since``, the first after
    it that it proves lost (0: the deal was lost from the start)."""

    winnable_index: int | None = None
    lost_since: int | None = None

    @property
    def rewind_may_help(self) -> bool:
        """Whether undoing to the last winnable position may lead somewhere:
        not once the solver has shown that no earlier position can be won."""
        return self.lost_since is None or self.winnable_index is not None

    @property
    def lost_from_start(self) -> bool:
        return self.lost_since == 0
