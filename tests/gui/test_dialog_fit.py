"""Every dialog opens inside a 1024x700 screen's free room, in every
language, with every button in reach; long content scrolls."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QFileDialog, QHeaderView, QWidget

from goodmeasure import engine
from goodmeasure.gui.desktop.i18n import install_translators
from goodmeasure.gui.dialogs import screen_room
from goodmeasure.languages import SPOKEN
from goodmeasure.storage import DailyResult

pytestmark = pytest.mark.gui

SCREEN = QRect(0, 0, 1024, 700)
CODES = [code for code, _ in SPOKEN]


@pytest.fixture(params=CODES)
def spoken(request, qapp):
    translators = install_translators(qapp, request.param)
    assert request.param == "en" or translators, f"the {request.param} translation did not load"
    yield request.param
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def small_screen(monkeypatch):
    """The screen is 1024x700, all of it free (Xvfb with no panel)."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(SCREEN))


def check_fits(dialog: QWidget, name: str, heights: dict[str, str]) -> None:
    """The dialog, with a window manager's frame, inside the screen; each
    button whole inside the dialog."""
    QApplication.processEvents()
    # Room for a window manager's title bar and edges, and on the screen.
    outer = dialog.geometry() + screen_room.FRAME
    assert outer.width() <= SCREEN.width() and outer.height() <= SCREEN.height(), (name, outer)
    assert SCREEN.contains(dialog.frameGeometry()), (name, dialog.frameGeometry())
    assert dialog.height() >= dialog.minimumSizeHint().height()
    inside = dialog.rect()
    for button in dialog.findChildren(QAbstractButton):
        if not button.isVisibleTo(dialog) or button.parent().inherits("QTabBar"):
            continue
        place = QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())
        # Those in a scrolled part are reached by scrolling; the others are whole.
        if screen_room.scrolled_part(button) is None:
            assert inside.contains(place), (name, button.text(), place, inside)
    # Wide enough for its content: only tall content scrolls, at this width.
    for part in dialog.findChildren(screen_room.ScrolledPart):
        assert not part.horizontalScrollBar().isVisible(), (name, part.widget().minimumSizeHint())
    heights[name] = f"{dialog.width()}x{dialog.height()}"


def answer_when_open(check) -> QTimer:
    """Check the modal dialog that opens next, then close it."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog.isVisible():
            timer.stop()
            check(dialog)
            dialog.reject() if isinstance(dialog, QDialog) else dialog.close()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    return timer


def test_every_dialog_fits_a_1024x700_screen(spoken, small_screen, make_window, qtbot, monkeypatch, tmp_path):
    window = make_window((1024, 700))
    # Daily results enough to scroll.
    daily = window.keeper.statistics.daily
    for day in range(40):
        date = (datetime.date(2026, 1, 1) + datetime.timedelta(days=day)).isoformat()
        daily[date] = {"golf+on-king+wrap": DailyResult(won=day % 2 == 0, moves=80, seconds=300)}
    heights: dict[str, str] = {}

    window.menu_actions["statistics"].trigger()
    check_fits(window.statistics_dialog, "Statistics", heights)
    window.statistics_dialog.close()
    window.menu_actions["howto"].trigger()
    howto = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.inherits("QDialog"))
    check_fits(howto, "How to play", heights)
    howto.close()

    modal = [
        ("Settings", window.menu_actions["settings"]),
        ("Keyboard shortcuts", window.menu_actions["shortcuts"]),
        ("Deal number", window.menu_actions["number"]),
        ("About", window.menu_actions["about"]),
        ("Open position", window.menu_actions["open"]),
        ("Save position", window.menu_actions["save"]),
    ]
    for name, action in modal:
        open_and_check(name, action.trigger, heights)
    # The question before a file is opened over a game in progress (kept: Escape).
    window.settings.confirm_abandon = True
    window.play_move(engine.legal_moves(window.position)[0])
    path = tmp_path / ("a long file name " * 6 + ".deal")
    path.write_text(engine.write_deal(engine.deal("golf", 9)), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    open_and_check("Abandon to open", window.menu_actions["open"].trigger, heights)
    print(spoken, heights)


def open_and_check(name: str, opening, heights: dict[str, str]) -> None:
    seen: list[str] = []
    timer = answer_when_open(lambda dialog: (check_fits(dialog, name, heights), seen.append(name)))
    opening()
    timer.stop()
    assert seen == [name]


def test_the_daily_deals_table_spreads_its_columns_over_its_width(make_window, qtbot):
    window = make_window((1024, 700))
    window.keeper.statistics.daily["2026-12-01"] = {
        "golf": DailyResult(won=True, moves=52, seconds=95),
        "golf+on-king+wrap": DailyResult(won=False, moves=40, seconds=3000),
    }
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    table = dialog.daily
    header: QHeaderView = table.horizontalHeader()
    used = sum(header.sectionSize(column) for column in range(header.count()))
    assert abs(used - table.viewport().width()) <= 1
    for column in range(header.count()):
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)


def test_the_statistics_tables_show_their_headings_whole(spoken, small_screen, make_window, qtbot):
    window = make_window((1024, 700))
    window.start_deal("golf", 3)  # "Fewest cards left", the longest heading
    window.menu_actions["statistics"].trigger()
    dialog = window.statistics_dialog
    qtbot.waitExposed(dialog)
    for table in (dialog.levels.table, dialog.daily):
        header = table.horizontalHeader()
        cut = [
            table.horizontalHeaderItem(column).text()
            for column in range(header.count())
            if header.sectionSize(column) < header.sectionSizeHint(column)
        ]
        assert cut == [], spoken
