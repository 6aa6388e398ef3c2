"""Unlimited undo and redo: the positions of one game and a cursor into them.

Qt-free, so it is tested like the engine. Positions are immutable tuples, so
keeping every one of them is cheap and undo never has to reverse a move.
"""

from __future__ import annotations

from goodmeasure.engine import Move, Position


class History:
    """The start position, every move made since, and how many are in force."""

    def __init__(self, start: Position) -> None:
        self._positions: list[Position] = [start]
        self._moves: list[Move] = []
        self._cursor = 0

    @property
    def start(self) -> Position:
        return self._positions[0]

    @property
    def current(self) -> Position:
        return self._positions[self._cursor]

    @property
    def cursor(self) -> int:
        """How many moves are in force (the rest can be redone)."""
        return self._cursor

    @property
    def moves(self) -> list[Move]:
        """Every move, undone ones included (for the saved game)."""
        return list(self._moves)

    @property
    def played(self) -> tuple[Position, ...]:
        """The positions from the start up to the current one."""
        return tuple(self._positions[: self._cursor + 1])

    @property
    def moves_made(self) -> int:
        return self._cursor

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._moves)

    def push(self, move: Move, position: Position) -> None:
        """Record a move made from the current position; drops the redo line."""
        del self._positions[self._cursor + 1 :]
        del self._moves[self._cursor :]
        self._moves.append(move)
        self._positions.append(position)
        self._cursor += 1

    def undo(self) -> Move | None:
        """Step back; the move undone, or None at the start."""
        if not self.can_undo():
            return None
        self._cursor -= 1
        return self._moves[self._cursor]

    def redo(self) -> Move | None:
        """Step forward again; the move redone, or None at the end."""
        if not self.can_redo():
            return None
        self._cursor += 1
        return self._moves[self._cursor - 1]

    def restart(self) -> None:
        """Back to the start; the moves stay redoable."""
        self._cursor = 0
