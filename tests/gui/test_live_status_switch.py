"""Settings > Live status, switched while a position is on the table: off
clears the verdict at once, on starts a look at the position."""

from __future__ import annotations

import pytest
from gui_helpers import LEFT, start
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from goodmeasure import engine
from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog

pytestmark = pytest.mark.gui

# Baker's Dozen, nearly done and winnable: the solver answers at once.
WINNABLE = (
    """\
game: bakers-dozen
foundation: AC
foundation: AD 2D
foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
column: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C
column: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D
"""
    + "column:\n" * 11
)


def toggle_live_status(window, monkeypatch) -> None:
    """Settings from the menu; the player clicks the Live status box."""

    def exec_(dialog: SettingsDialog) -> int:
        box = dialog.live_status
        QTest.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))  # on its tick box
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", exec_)
    window.menu_actions["settings"].trigger()


def test_live_status_off_clears_the_verdict_and_on_looks_again(make_window, qtbot, monkeypatch):
    window = make_window()
    start(window, engine.read_deal(WINNABLE))
    label = window.hints.status_label
    qtbot.waitUntil(lambda: label.text() == "Winnable", timeout=20000)
    toggle_live_status(window, monkeypatch)
    assert not window.settings.live_status
    # At once, not at the next move.
    # Empty, not hidden (hints.py: hidden, it gave its room up and the fields moved).
    assert label.text() == "" and label.toolTip() == ""
    toggle_live_status(window, monkeypatch)
    assert window.settings.live_status
    qtbot.waitUntil(lambda: label.text() == "Winnable", timeout=20000)


def test_live_status_off_stops_a_look_under_way(make_window, qtbot, monkeypatch):
    # Off while the look that on started is under way: cleared at once.
    window = make_window(live_status=False)
    start(window, engine.read_deal(WINNABLE))
    toggle_live_status(window, monkeypatch)  # on: a look starts
    assert window.hints.status_label.text() == "Thinking..."
    toggle_live_status(window, monkeypatch)  # off before it answers
    assert window.hints.status_label.text() == ""
    # The cancelled look leaves the worker free: the player's hint comes.
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.hints.analysis.answer is not None, timeout=20000)
    assert "leads to a win" in window.hints.message_label.text()
