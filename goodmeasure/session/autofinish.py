"""Auto finish: once every card left can be played off, the rest of the game
is a list of steps, played one at a time (a front shows each one).

It starts after a move of the player's own (or the solver's) when the
setting is on, never after an undo, a redo or a restart: the player who
stepped back there wants to look.
"""

from __future__ import annotations

from goodmeasure import engine
from goodmeasure.engine import Move, Position


def auto_finish_steps(position: Position) -> list[Move]:
    """The moves that finish the game from ``position``; [] when Auto finish
    cannot (cards still to sort, Golf, or the game already won)."""
    if engine.is_won(position) or not engine.can_auto_finish(position):
        return []
    return engine.auto_finish_moves(position)
