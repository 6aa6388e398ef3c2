"""What the analysis reports to a front: the live status and the hints'
words, as values (after Anki's OpChanges); the front words them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from goodmeasure.engine import Position

if TYPE_CHECKING:
    from goodmeasure.solver.hint import Hint

#: Seconds a passing word stays (the rest stay until the position changes).
PASSING_SECONDS = 8.0

StatusKind = Literal[
    "none", "won", "thinking", "winnable", "lost", "deeper", "unknown", "lost-from-start", "lost-since"
]
WordKind = Literal[
    "none",
    "thinking-hint",  # a hint is asked for and searched
    "hint",  # ``hint`` is shown: its move outlined, its words said
    "no-move",  # no legal move is left
    "won",  # the game is won: nothing to hint or solve
    "solution-working",  # the solver is working on a solution
    "solution-deeper",  # the deeper look is still looking for a line
    "no-line",  # no winning line from here to show
    "rewind-looking",  # looking for the last winnable position
    "rewind-nothing",  # this position can still be won: nothing to undo
    "rewind-none",  # no earlier position is proven winnable
]


@dataclass(frozen=True)
class Status:
    """The live status: the solver's verdict on the position on the table
    (``since``: the move after which it is lost, for "lost-since")."""

    kind: StatusKind = "none"
    since: int | None = None


@dataclass(frozen=True)
class Word:
    """What the hints say in the status bar, until the position changes or,
    with ``seconds``, for that long. A hint comes with the position it is for
    and, when it is only a suggestion on a position proven lost, ``lost``:
    whether the whole deal is lost or a winnable one lies back in the history."""

    kind: WordKind = "none"
    seconds: float | None = None
    hint: Hint | None = None
    position: Position | None = None
    lost: Literal["deal", "position"] | None = None


@dataclass(frozen=True)
class Report:
    """One change of what the analysis shows (after Anki's OpChanges)."""

    status: Status | None = None
    word: Word | None = None
