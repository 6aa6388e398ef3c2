"""The keyboard goes back to the table when a dialog or notice closes, so
the arrows play at once; the focus frame shows only for keyboard play."""

from __future__ import annotations

import pytest
import shiboken6
from driver import TableDriver
from gui_helpers import LEFT, Answerer, key, start
from gui_positions import ONE_MOVE_TO_STUCK
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from goodmeasure import engine
from goodmeasure.gui.window.notices import tell

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def playing(window, qtbot):
    """A deal on the table, the window active and the table holding the keys."""
    start(window, engine.deal("good-measure", 1))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    return window


def focus_frame_shown(window) -> bool:
    return TableDriver(window).focus_frame is not None


def press_where_the_keys_go(key_: Qt.Key) -> None:
    """A key pressed by the player reaches the widget with the keyboard focus."""
    target = QApplication.focusWidget()
    assert target is not None, "no widget has the keyboard"
    QTest.keyClick(target, key_)
    QApplication.processEvents()


def gone(dialog) -> bool:
    # Closed, and deleted with it (WA_DeleteOnClose).
    return not shiboken6.isValid(dialog) or not dialog.isVisible()


def arrows_play_on_the_table(window, qtbot) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    press_where_the_keys_go(Qt.Key.Key_Right)
    assert TableDriver(window).focus == ("c", 0) and focus_frame_shown(window)


def escape_the_modal_box_when_it_shows() -> QTimer:
    def close() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            timer.stop()
            QTest.keyClick(box, Qt.Key.Key_Escape)

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(close)
    timer.start()
    return timer


def test_after_the_settings_dialog(playing, qtbot):
    closer = escape_the_modal_box_when_it_shows()
    key(playing, Qt.Key.Key_Comma, CTRL)  # Settings, modal; Escape closes it
    closer.stop()
    arrows_play_on_the_table(playing, qtbot)


def test_after_the_about_box(playing, qtbot):
    closer = escape_the_modal_box_when_it_shows()
    playing.menu_actions["about"].trigger()
    closer.stop()
    arrows_play_on_the_table(playing, qtbot)


def test_after_the_statistics_dialog(playing, qtbot):
    key(playing, Qt.Key.Key_T, CTRL)
    dialog = playing.statistics_dialog
    qtbot.waitUntil(dialog.isActiveWindow)
    press_where_the_keys_go(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: gone(dialog))
    arrows_play_on_the_table(playing, qtbot)


def test_after_how_to_play(playing, qtbot):
    key(playing, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), QDialog))
    dialog = QApplication.activeWindow()
    press_where_the_keys_go(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: gone(dialog))
    arrows_play_on_the_table(playing, qtbot)


def test_after_a_notice(playing, qtbot):
    box = tell(playing, ["Your statistics could not be saved."])
    box.activateWindow()
    qtbot.waitUntil(box.isActiveWindow)
    press_where_the_keys_go(Qt.Key.Key_Return)  # OK
    qtbot.waitUntil(lambda: not box.isVisible())
    arrows_play_on_the_table(playing, qtbot)


def test_after_keeping_the_game_in_progress(make_window, qtbot):
    window = make_window(confirm_abandon=True)
    start(window, engine.deal("good-measure", 1))
    window.play_move(engine.legal_moves(window.position)[0])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    answerer = Answerer("Keep playing")
    key(window, Qt.Key.Key_N, CTRL)
    answerer.stop()
    assert answerer.asked and window.history.moves_made == 1
    arrows_play_on_the_table(window, qtbot)


def test_a_notice_closing_leaves_another_window_in_use(playing, qtbot):
    # The player reads the statistics while a notice closes: keys stay there.
    key(playing, Qt.Key.Key_T, CTRL)
    dialog = playing.statistics_dialog
    box = tell(playing, ["Your statistics could not be saved."])
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    box.close()
    QApplication.processEvents()
    assert QApplication.activeWindow() is dialog


def test_escape_with_nothing_in_hand_shows_no_focus_frame(playing):
    key(playing, Qt.Key.Key_Escape)
    assert not focus_frame_shown(playing)
    key(playing, Qt.Key.Key_Right)
    assert focus_frame_shown(playing)
    key(playing, Qt.Key.Key_Escape)
    assert focus_frame_shown(playing)  # keyboard play goes on where it was


def test_a_click_on_a_banner_button_hides_the_focus_frame(playing, qtbot):
    start(playing, ONE_MOVE_TO_STUCK)
    key(playing, Qt.Key.Key_Right)
    assert focus_frame_shown(playing)
    playing.play_move(engine.legal_moves(playing.position)[0])  # no move is left after it
    undo = playing.banner.button("Undo")
    assert undo is not None
    QTest.mouseClick(undo, LEFT, Qt.KeyboardModifier.NoModifier, QPoint(4, 4))
    QApplication.processEvents()
    assert playing.history.moves_made == 0
    assert not focus_frame_shown(playing)  # the mouse is in use, as on the table
    arrows_play_on_the_table(playing, qtbot)


def test_after_a_menu_entry_chosen_by_its_letters(playing, qtbot):
    QTest.keyClick(playing, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # the Game menu
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_R)  # &Restart
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    arrows_play_on_the_table(playing, qtbot)
