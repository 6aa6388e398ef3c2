"""A game the solver plays a move in counts only as assisted: the player is
told when it happens, not only at the end."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui

WORDS = "Not counted in the statistics: the solver played a move."


def test_the_first_solver_move_says_the_game_no_longer_counts(window, qtbot):
    window.start_deal("good-measure", 1)
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    window.menu_actions["step"].trigger()  # Shift+H: the solution's next move
    qtbot.waitUntil(lambda: window.history.moves_made == 1, timeout=30000)
    assert window.session.assisted
    assert shown.count(WORDS) == 1
    window.menu_actions["step"].trigger()
    qtbot.waitUntil(lambda: window.history.moves_made == 2, timeout=30000)
    assert shown.count(WORDS) == 1  # said once, when it began
