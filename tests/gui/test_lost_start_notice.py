"""Gloucestershire's standard rule is almost never winnable: the player is
told once (kept in the settings), in a strip over the table's felt that
moves no card, with a switch to the free bouquet, and no box opens on any deal."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import click, point, searches_settled
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from goodmeasure import engine
from goodmeasure.gui.table.layout import INDEX_STRIP, Rect
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths, load_settings

pytestmark = pytest.mark.gui

# Seed-rule Gloucestershire deals the solver proves lost within a few dozen positions.
LOST_DEAL = 1


def wait_lost_from_start(window, qtbot) -> None:
    """Until the solver's word is in and shown: a box it would open opens
    while the word is handed round (notices.tell shows it at once)."""
    qtbot.waitUntil(
        lambda: (
            window.session.solver_word.lost_from_start
            and window.hints.status_label.text() == "Lost from the start"
        ),
        timeout=30000,
    )


def boxes(window) -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


def on_screen(widget) -> QRect:
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


def press(button) -> None:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))


@pytest.fixture
def window(make_window):
    return make_window(told_standard_bouquet=False)


def card_places(window) -> dict:
    """Where every card of the table lies, in the viewport's pixels."""
    table = TableDriver(window)
    position = window.position
    return {
        (pile, index): table.to_viewport(table.card_rect(pile, index))
        for pile in engine.pile_keys(position.game)
        for index in range(len(engine.pile_cards(position, pile)))
    }


def index_places(window) -> dict:
    """Where every card's corner index shows, in the viewport's pixels."""
    table = TableDriver(window)
    layout = table.layout
    indexes = {}
    for pile, spots in layout.cards.items():
        for index in range(len(spots)):
            seen = layout.visible_rect(pile, index)
            corner = Rect(seen.x, seen.y, seen.w, min(seen.h, INDEX_STRIP * layout.card_h))
            indexes[pile, index] = table.to_viewport(corner)
    return indexes


def test_told_once_over_the_felt_without_a_box(window, qtbot):
    window.start_deal("gloucestershire", LOST_DEAL)
    notice = window.rule_notice
    assert notice.isVisible()
    assert "almost never winnable" in notice.text.text()
    assert notice.act_button.text() == "Switch to the free bouquet"
    # Over the felt: it hides no card's index (the felt under two-deck beds
    # has no free strip this tall), and showing and hiding it moves no card.
    shown = card_places(window)
    viewport = window.view.viewport()
    strip = QRect(viewport.mapFrom(window.view, notice.pos()), notice.size())
    assert strip.bottom() <= viewport.height()
    for card, rect in index_places(window).items():
        assert not strip.intersects(rect), card
    wait_lost_from_start(window, qtbot)
    searches_settled(qtbot, window)  # a box would open as an answer comes
    assert boxes(window) == []
    assert load_settings(window.paths)[0].told_standard_bouquet
    press(notice.close_button)
    assert not notice.isVisible()
    assert card_places(window) == shown
    window.menu_actions["new"].trigger()
    assert window.game == "gloucestershire" and not window.rule_notice.isVisible()
    wait_lost_from_start(window, qtbot)
    searches_settled(qtbot, window)  # a box would open as an answer comes
    assert boxes(window) == []


def test_told_once_across_starts(qtbot, tmp_path):
    paths = StoragePaths.under(tmp_path / "home")
    first = MainWindow(paths, Settings(animation_speed="off", confirm_abandon=False))
    qtbot.addWidget(first)
    first.start_deal("gloucestershire", 2)
    assert not first.rule_notice.isHidden()
    first.close()
    again = MainWindow(paths)
    qtbot.addWidget(again)
    again.start_deal("gloucestershire", 3)
    assert again.rule_notice.isHidden()


def test_the_switch_deals_a_free_bouquet_deal(window, qtbot):
    window.start_deal("gloucestershire", LOST_DEAL)
    press(window.rule_notice.act_button)
    assert window.settings.gloucestershire_free_bouquet
    assert load_settings(window.paths)[0].gloucestershire_free_bouquet
    assert window.position.game.free_bouquet and window.history.moves_made == 0
    assert window.rule_notice.isHidden()


def test_the_free_bouquet_and_other_games_are_left_alone(make_window, qtbot):
    window = make_window(gloucestershire_free_bouquet=True, told_standard_bouquet=False)
    window.start_deal("gloucestershire", LOST_DEAL)
    assert window.rule_notice.isHidden()
    window.settings.gloucestershire_free_bouquet = False
    window.start_deal("golf", 1)
    assert window.rule_notice.isHidden() and not window.settings.told_standard_bouquet


def test_a_file_is_not_the_rule_s_deal(window):
    window.start_position(engine.deal("gloucestershire", LOST_DEAL))
    assert window.rule_notice.isHidden() and not window.settings.told_standard_bouquet


def test_the_notice_speaks_german(window, german):
    window.start_deal("gloucestershire", LOST_DEAL)
    assert "freie" in window.rule_notice.text.text() or "freien" in window.rule_notice.text.text()
    assert window.rule_notice.act_button.text() != "Switch to the free bouquet"


def test_the_strip_makes_way_once_the_player_plays(window, qtbot):
    window.start_deal("gloucestershire", LOST_DEAL)
    notice = window.rule_notice
    assert notice.isVisible()
    top = next(pile for pile in engine.pile_keys(window.position.game) if pile[0] == "c")
    click(window, point(window, top))  # a real press and release on a bed's top card
    assert not notice.isVisible()
