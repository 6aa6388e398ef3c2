"""The undo/redo history (Qt-free)."""

from __future__ import annotations

from goodmeasure import engine
from goodmeasure.session.history import History


def _line(count):
    position = engine.deal("good-measure", 1)
    history = History(position)
    for _ in range(count):
        move = engine.legal_moves(history.current)[0]
        history.push(move, engine.apply(history.current, move))
    return history


def test_undo_redo_walks_the_positions():
    history = _line(3)
    third = history.current
    assert history.undo() is not None
    assert history.cursor == 2
    assert history.redo() is not None
    assert history.current == third
    assert history.redo() is None


def test_undo_to_the_start_and_no_further():
    history = _line(2)
    history.undo()
    history.undo()
    assert history.current == history.start
    assert history.undo() is None
    assert history.can_redo()


def test_a_new_move_drops_the_redo_line():
    history = _line(3)
    history.undo()
    history.undo()
    move = engine.legal_moves(history.current)[-1]
    history.push(move, engine.apply(history.current, move))
    assert history.cursor == 2
    assert not history.can_redo()
    assert history.moves[-1] == move
    assert len(history.moves) == 2


def test_restart_keeps_the_moves_redoable():
    history = _line(2)
    end = history.current
    history.restart()
    assert history.current == history.start
    history.redo()
    history.redo()
    assert history.current == end
