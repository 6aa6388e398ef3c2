"""The status bar's fields stay put while their texts change: the moves, the
clock, the score and the solver's verdict."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine

pytestmark = pytest.mark.gui


def places(window) -> dict[str, int]:
    QApplication.processEvents()
    labels = dict(window.status_labels, verdict=window.hints.status_label)
    return {name: label.geometry().x() for name, label in labels.items()}


def test_the_fields_do_not_slide(window, qtbot):
    window.start_deal("bakers-dozen", 5)
    qtbot.waitUntil(lambda: window.hints.status_label.text() not in ("Thinking...", ""), timeout=30000)
    before = places(window)
    seen = {window.hints.status_label.text()}
    for _ in range(12):
        moves = engine.legal_moves(window.position)
        if not moves:
            break
        window.play_move(moves[-1])
        seen.add(window.hints.status_label.text())
        assert places(window) == before, seen
    qtbot.waitUntil(lambda: window.hints.status_label.text() != "Thinking...", timeout=30000)
    seen.add(window.hints.status_label.text())
    assert window.history.moves_made >= 10
    assert len(seen) > 1
    assert places(window) == before
