"""What a session operation changed, for the fronts that show it.

Every operation of a :class:`~goodmeasure.session.Session` hands its
listeners one :class:`Changes` value (after Anki's ``OpChanges``): each part
of a front refreshes only what it shows. The table looks at ``fresh`` and
``glide``, the status bar at ``position``, the end notice at ``end``, the
statistics at ``statistics``.
"""

from __future__ import annotations

from dataclasses import dataclass

from goodmeasure.engine import Move, Position

from .ending import End


@dataclass(frozen=True)
class Glide:
    """One card moved: ``move`` played from ``before`` (``back``: undone, so
    the card goes from where the move put it back to where it was)."""

    before: Position
    move: Move
    back: bool = False


@dataclass(frozen=True)
class Changes:
    # A game began on the table (a deal, a file, a resumed game): its title,
    # its game's menu entry, no notice left from the last one.
    game: bool = False
    # The position is new to the table as a whole (a game begun, a restart,
    # an undo to a position): drawn afresh, nothing glides.
    fresh: bool = False
    # The one card that moved, to glide.
    glide: Glide | None = None
    # That card was played (by the player, or the solver for them): not an
    # undo, a redo or a step of Auto finish.
    played: bool = False
    # The position has settled: what shows it (status, undo and redo, the
    # solver's live look) follows. False for a step of Auto finish.
    position: bool = False
    # How the position ends the game, if it does; ``first_end`` the first
    # time this game reached an end (a win is celebrated once).
    end: End | None = None
    first_end: bool = False
    # An ended game is open again (undone, restarted): its notice goes.
    reopened: bool = False
    # Auto finish has its steps ready: the front plays them, one at a time.
    auto_finish: bool = False
    # The solver's word about the history changed (:class:`.ending.SolverWord`).
    solver_word: bool = False
    # A game was counted or statistics were reset.
    statistics: bool = False
