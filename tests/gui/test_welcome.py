"""First run: a one-line pointer to How to play and the hint key, above the
table, shown until the player dismisses it or uses what it names; Help > Keyboard shortcuts lists the
shortcuts of the window's real actions."""

from __future__ import annotations

import conftest
import pytest
from gui_helpers import LEFT
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QToolBar

from goodmeasure.gui.dialogs.shortcuts import ShortcutsDialog, action_name, shortcut_rows
from goodmeasure.storage import load_settings

pytestmark = pytest.mark.gui


def native(action) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


def test_the_first_window_points_to_how_to_play_and_the_hint_key(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    bar = window.welcome
    assert bar is not None and bar.isVisible()
    text = bar.label.text()
    assert native(window.menu_actions["howto"]) in text and native(window.menu_actions["hint"]) in text
    # In the toolbar, above the table: never over a card.
    assert window.findChild(QToolBar, "gameToolBar").isAncestorOf(bar)
    bottom = bar.mapTo(window, bar.rect().bottomLeft()).y()
    assert bottom < window.view.mapTo(window, window.view.rect().topLeft()).y()
    # Its button opens How to play, and that serves its purpose: it goes, for good.
    qtbot.mouseClick(bar.howto, LEFT)
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(QDialog)))
    assert window.welcome is None
    assert load_settings(paths)[0].first_run_shown
    window.close()
    again = open_window(qtbot, paths)
    assert again.welcome is None


def test_quitting_without_dismissing_keeps_the_pointer_for_the_next_start(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    assert window.welcome is not None
    window.close()
    assert not load_settings(paths)[0].first_run_shown
    again = open_window(qtbot, paths)
    assert again.welcome is not None and again.welcome.isVisible()


@pytest.mark.parametrize("key", [Qt.Key.Key_F1, Qt.Key.Key_H])
def test_the_key_it_names_dismisses_the_pointer(qtbot, tmp_path, key):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    assert window.welcome is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, key)
    QApplication.processEvents()
    assert window.welcome is None
    assert load_settings(paths)[0].first_run_shown
    for dialog in window.findChildren(QDialog):
        dialog.close()
    window.close()
    assert open_window(qtbot, paths).welcome is None


def test_the_pointer_is_dismissed_with_a_click_and_that_is_kept(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    bar = window.welcome
    table = window.view.geometry()
    qtbot.mouseClick(bar.close_button, LEFT)
    QApplication.processEvents()
    assert window.welcome is None
    assert not bar.isVisible()
    # It took no room from the table: the toolbar was as tall with it.
    assert window.view.geometry() == table
    # Kept at once, not only when the window closes.
    assert load_settings(paths)[0].first_run_shown


def test_the_keyboard_shortcuts_come_from_the_real_actions(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot, storage_folder(tmp_path))
    assert window.menu_actions["shortcuts"] in window.menuBar().actions()[-1].menu().actions()
    shown: list[ShortcutsDialog] = []

    def exec_(dialog: QDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(ShortcutsDialog, "exec", exec_)
    window.menu_actions["shortcuts"].trigger()
    (dialog,) = shown
    listed = {
        dialog.table.item(row, 0).text(): dialog.table.item(row, 1).text()
        for row in range(dialog.table.rowCount())
    }
    assert listed["Hint"] == native(window.menu_actions["hint"])
    assert listed["How to play"] == native(window.menu_actions["howto"])
    assert listed["Redo"] == ", ".join(
        s.toString(QKeySequence.SequenceFormat.NativeText) for s in window.menu_actions["redo"].shortcuts()
    )
    assert "Settings" in listed and "Undo" in listed
    # Every action with a shortcut is listed, none without one.
    with_keys = [a for a in window.actions() if a.shortcuts()]
    assert len(listed) == len(with_keys)
    assert "About goodmeasure" not in listed


def test_a_changed_shortcut_shows_changed(qtbot, tmp_path):
    # The list is read from the actions each time: it cannot drift from them.
    window = open_window(qtbot, storage_folder(tmp_path))
    window.menu_actions["hint"].setShortcut(QKeySequence("Ctrl+J"))
    rows = dict(shortcut_rows(window.menu_actions))
    assert rows[action_name(window.menu_actions["hint"])] == QKeySequence("Ctrl+J").toString(
        QKeySequence.SequenceFormat.NativeText
    )


def test_action_names_drop_the_mnemonic_and_dots():
    from PySide6.QtGui import QAction

    action = QAction("Deal n&umber...")
    assert action_name(action) == "Deal number"
    action = QAction("Salt && &pepper")
    assert action_name(action) == "Salt & pepper"


# The first window on the smallest screen the app is made for (1024x700): 90%
# of its room (placement.py), and the whole screen once maximised.
FIRST_WINDOW, MAXIMISED = (922, 630), (1024, 700)


def pointer_at(qtbot, tmp_path, size: tuple[int, int]):
    """The pointer's label in a first window of ``size``, and its whole line."""
    window = open_window(qtbot, storage_folder(tmp_path))
    window.resize(*size)
    QApplication.processEvents()
    bar = window.welcome
    assert bar is not None and bar.isVisible()
    words = QCoreApplication.translate("WelcomeBar", "New here? %1 opens How to play; %2 shows a hint.")
    whole = words.replace("%1", native(window.menu_actions["howto"])).replace(
        "%2", native(window.menu_actions["hint"])
    )
    return bar.label, whole


def test_a_pointer_with_too_little_room_ends_in_an_ellipsis_and_keeps_its_words(qtbot, tmp_path):
    # Russian's toolbar buttons leave the first window's pointer too little room.
    for _ in conftest._speaking(QApplication.instance(), "ru"):
        label, whole = pointer_at(qtbot, tmp_path, FIRST_WINDOW)
        assert label.text() != whole and label.text().endswith("\u2026")
        assert whole.startswith(label.text()[:-1])
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
        # The whole line is still there: on hover and for a screen reader.
        assert label.toolTip() == whole and label.accessibleName() == whole
        label.window().resize(*MAXIMISED)
        QApplication.processEvents()
        assert label.text() == whole and label.toolTip() == ""


def test_the_pointer_reads_whole_in_every_language_on_a_1024x700_screen(qtbot, tmp_path, translated):
    label, whole = pointer_at(qtbot, tmp_path, MAXIMISED)
    assert label.text() == whole and label.width() >= label.sizeHint().width()
    if translated != "ru":  # its buttons are the widest: elided in the first window, whole maximised
        label, whole = pointer_at(qtbot, tmp_path / "first", FIRST_WINDOW)
        assert label.text() == whole and label.width() >= label.sizeHint().width()
