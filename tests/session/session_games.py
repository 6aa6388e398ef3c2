"""Whole games played through a session, headless: no window, no Qt.

The test module runs them in pytest, and once more in a fresh interpreter
that must never load PySide6 (a second front needs nothing of the gui).
"""

from __future__ import annotations

from pathlib import Path

from goodmeasure import engine
from goodmeasure.engine import Move, Position
from goodmeasure.session import Changes, Keeper, Session
from goodmeasure.solver import solve
from goodmeasure.storage import StoragePaths, load_game, load_statistics

#: One deal of each game that the solver wins quickly (and its options).
WINNABLE = {
    "good-measure": (1, frozenset()),
    "bakers-dozen": (1, frozenset()),
    "golf": (1, frozenset({"wrap", "on-king"})),
    "gloucestershire": (1, frozenset({"free-bouquet"})),
}


class FakeTime:
    """A time source for the clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Watched:
    """A session, its storage, its clock and every change it reported."""

    def __init__(self, home: Path) -> None:
        self.paths = StoragePaths.under(home)
        self.told: list[object] = []
        self.time = FakeTime()
        self.session = Session(Keeper(self.paths, self.told.extend), now=self.time)
        self.changes: list[Changes] = []
        self.session.subscribe(self.changes.append)

    def played(self, key: str) -> tuple[int, int, int]:
        """(played, won, assisted) of a game key, as on disk."""
        entry = load_statistics(self.paths)[0].for_game(key)
        return entry.played, entry.won, entry.assisted


def winning_line(position: Position) -> list[Move]:
    result = solve(position, 50_000, lambda: False)
    assert result.verdict == "solvable", result.verdict
    return list(result.moves)


def finish_auto(session: Session) -> int:
    """Play Auto finish's steps as a front does, one at a time; how many."""
    steps = 0
    while session.auto_step():
        steps += 1
    return steps


def win_whole_game(home: Path, game: str) -> Watched:
    """Deal, play the solver's line as the player (Auto finish takes the
    tail once it can), and check the game is won and counted once."""
    watched = Watched(home)
    session = watched.session
    number, options = WINNABLE[game]
    session.deal(game, number, options)
    assert watched.changes[-1].game and watched.changes[-1].fresh
    assert not session.clock.running  # the clock waits for the first move
    line = winning_line(session.position)
    for index, move in enumerate(line):
        watched.time.now += 2.0
        assert session.play(move)
        assert session.clock.running or engine.is_won(session.position)
        if session.auto_steps is not None:
            assert watched.changes[-1].auto_finish
            left = engine.auto_finish_moves(session.position)
            assert finish_auto(session) == len(left)
            break
        if index < len(line) - 1:
            assert watched.changes[-1].end is None
    last = [changes for changes in watched.changes if changes.position][-1]
    assert watched.changes[-1].statistics  # counted once the end was shown
    assert engine.is_won(session.position) and session.over
    assert last.position and last.end == "won" and last.first_end
    assert not session.clock.running
    assert watched.played(session.key) == (1, 1, 0)
    assert load_game(watched.paths)[0] is None  # a won game is not resumed
    return watched


def resume_and_win(home: Path, game: str) -> None:
    """Play part of a game, undo one move, and pick it up in a new session."""
    first = Watched(home)
    number, options = WINNABLE[game]
    first.session.deal(game, number, options)
    line = winning_line(first.session.position)
    for move in line[:4]:
        first.session.play(move)
    first.session.undo()
    first.time.now += 42.0
    first.session.save()  # as on closing: the clock ran since the last move
    second = Watched(home)
    assert second.session.resume()
    resumed = second.session
    assert resumed.position == first.session.position
    assert resumed.history.moves == line[:4] and resumed.history.cursor == 3
    assert resumed.number == number and resumed.daily is None
    assert resumed.elapsed() == first.session.elapsed()
    assert second.changes[-1].game and second.changes[-1].fresh
    assert resumed.redo() == line[3]
    for move in line[4:]:
        if resumed.auto_steps is not None:
            break
        assert resumed.play(move)
    finish_auto(resumed)
    assert engine.is_won(resumed.position)
    assert second.played(resumed.key) == (1, 1, 0)


def play_every_game_headless(home: Path) -> None:
    for game in WINNABLE:
        win_whole_game(home / f"win-{game}", game)
        resume_and_win(home / f"resume-{game}", game)
