"""A crafted .deal (markup in its name and its lines) is shown as the text it
is, never rendered: through Game > Open, and opened from a file manager or
the command line. Every label, message box and tooltip of the window and its
dialogs shows plain text."""

from __future__ import annotations

import pytest
from gui_helpers import LEFT, key
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QWidget

from goodmeasure.gui.desktop import app
from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
from goodmeasure.gui.dialogs.statistics_dialog import StatisticsDialog, key_title
from goodmeasure.session.counting import game_key

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier
MARKUP = '<table><tr><td>Enter your password</td></tr></table><a href="x">OK</a>'


@pytest.fixture
def crafted(tmp_path):
    path = tmp_path / "<b>evil<img src=x>.deal"
    path.write_text(f"game: golf\n# <b>comment</b>\ncolumn: {MARKUP}\n", encoding="utf-8")
    return path


def shown_as_typed(label: QLabel) -> bool:
    """The label shows its text plainly (Qt's rich text would render tags)."""
    return label.textFormat() == Qt.TextFormat.PlainText


def message_label(box: QMessageBox) -> QLabel:
    return box.findChild(QLabel, "qt_msgbox_label")


def rendered(tip: str) -> str:
    """What a tooltip shows: Qt renders it as rich text when it looks like markup."""
    document = QTextDocument()
    if GuiQt.mightBeRichText(tip):
        document.setHtml(tip)
    else:
        document.setPlainText(tip)
    return document.toPlainText()


def test_open_position_tells_a_crafted_file_as_plain_text(window, qtbot, monkeypatch, crafted):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(crafted), ""))
    key(window, Qt.Key.Key_O, CTRL)
    box = window.notice_box
    assert box.isVisible()
    assert box.textFormat() == Qt.TextFormat.PlainText
    label = message_label(box)
    assert shown_as_typed(label)
    assert "<b>evil<img src=x>.deal" in label.text() and "<table>" in label.text()


def test_a_crafted_file_opened_from_outside_is_told_as_plain_text(qapp, crafted):
    from goodmeasure.cli import UsageError, read_position

    with pytest.raises(UsageError) as error:
        read_position(str(crafted))
    seen: list[tuple[Qt.TextFormat, str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            timer.stop()
            seen.append((message_label(box).textFormat(), message_label(box).text()))
            QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), LEFT)

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(10)
    app._show_bad_file(str(error.value), [])
    timer.stop()
    assert seen and seen[0][0] == Qt.TextFormat.PlainText
    assert "<img src=x>" in seen[0][1]


def every_label(widget: QWidget) -> list[QLabel]:
    return [label for label in widget.findChildren(QLabel) if label.text()]


def test_every_label_of_the_window_and_its_dialogs_is_plain(window, qtbot):
    window.start_deal("good-measure", 3)
    window.banner.announce("<b>title</b>", "<i>text</i>", [])
    window.show_statistics()
    settings = SettingsDialog(window.settings, window)
    labels = every_label(window) + every_label(window.statistics_dialog) + every_label(settings)
    assert len(labels) > 10
    rich = [label.text() for label in labels if not shown_as_typed(label)]
    assert rich == []


def test_the_reset_question_is_plain(window, qtbot):
    dialog = StatisticsDialog(window.keeper, window.events, "golf", window)
    qtbot.addWidget(dialog)
    seen: list[Qt.TextFormat] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            timer.stop()
            seen.append(message_label(box).textFormat())
            QTest.mouseClick(box.button(QMessageBox.StandardButton.No), LEFT)

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(10)
    QTest.mouseClick(dialog.reset_button, LEFT)
    assert seen == [Qt.TextFormat.PlainText]


def test_tooltips_show_their_words_as_they_are(window, qtbot):
    window.start_deal("golf", 5)
    window.hints.request_hint()
    message = window.hints.message_label
    qtbot.waitUntil(lambda: message.text().startswith(("Hint", "Only", "Sugg")), timeout=20000)
    assert rendered(message.toolTip()) == message.text()
    game = window.status_labels["game"]
    assert rendered(game.toolTip()) == key_title(game_key(window.history))
    assert rendered(window.hints.status_label.toolTip())
