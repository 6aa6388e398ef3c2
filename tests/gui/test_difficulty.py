"""Deals by difficulty in the app: the level menu deals a deal of that level,
the status bar and the win banner name it, the statistics count it."""

from __future__ import annotations

import datetime

import pytest
from gui_helpers import LEFT, move
from gui_positions import ONE_MOVE_TO_FINISH
from persist_helpers import open_window, storage_folder
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui import deal_worker
from goodmeasure.solver import picker, rating
from goodmeasure.storage import load_statistics

pytestmark = pytest.mark.gui


def level_action(window, level: str):
    # The entry as the Game menu holds it, found through the menu bar.
    game_menu = window.menuBar().actions()[0].menu()
    submenu = next(a.menu() for a in game_menu.actions() if a.menu() is not None)
    return next(a for a in submenu.actions() if a.objectName() == f"difficulty_{level}")


@pytest.mark.parametrize(("game", "level"), [("golf", "hard"), ("good-measure", "easy")])
def test_the_level_menu_deals_a_deal_of_that_level(window, qtbot, game, level):
    window.start_deal(game, 1)
    level_action(window, level).trigger()
    assert window.dealer.pending is not None  # the search runs off the UI thread
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    assert window.number is not None and window.history.moves_made == 0
    assert rating.rate(window.position) == level
    assert window.level == level
    assert level.capitalize() in window.status_labels["deal"].text()


def test_a_level_out_of_reach_is_said_plainly_with_a_switch_to_it(window, qtbot):
    window.start_deal("gloucestershire", 3)
    level_action(window, "easy").trigger()
    assert window.dealer.pending is None
    strip = window.rule_notice
    said = strip.text.text()
    assert strip.isVisible() and "Easy" in said and "free bouquet" in said
    assert window.number == 3
    # One click: the free bouquet, and a deal of the level the words named.
    qtbot.mouseClick(strip.act_button, LEFT)
    assert window.settings.gloucestershire_free_bouquet
    qtbot.waitUntil(lambda: window.dealer.pending is None and window.number != 3, timeout=60000)
    assert window.position.game.free_bouquet and window.level == "easy"


def test_the_daily_deal_shows_its_level(window, qtbot):
    window.start_deal("golf", 1)
    window.daily_action.trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=60000)
    pick = picker.daily_deal("golf", datetime.date.today(), window.position.game.options)
    assert pick is not None and window.number == pick.number
    level = rating.pick_level_of(pick)
    assert window.level == level
    assert level.capitalize() in window.status_labels["deal"].text()


def test_an_ordinary_deal_names_no_level(window):
    window.start_deal("golf", 1)
    assert window.level is None
    assert window.status_labels["deal"].text() == "Deal 1"


def won_easy_deal(window) -> None:
    """A picked deal of level easy (no nodes: the win was at hand), won."""
    position = engine.read_deal(ONE_MOVE_TO_FINISH)
    request = deal_worker.DealRequest(position.game.name, position.game.options, level="easy")
    window.dealer.pending = request
    window.dealer._found(request, picker.Pick(7, position, [], 1, 0))
    window.play_move(move("c1>c2"))  # auto finish does the rest
    assert engine.is_won(window.position)


def test_the_win_banner_and_the_statistics_name_the_level(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    won_easy_deal(window)
    assert window.banner.isVisible()
    assert window.banner.text.text().startswith("Level Easy.")
    entry = load_statistics(paths)[0].for_game("good-measure")
    assert (entry.played, entry.won) == (1, 1)
    assert (entry.levels["easy"].played, entry.levels["easy"].won) == (1, 1)
    assert "hard" not in entry.levels
    window.statistics_action.trigger()
    table = window.statistics_dialog.levels.table
    rows = [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert rows[0][:3] == ["Easy", "1", "1"]
    assert rows[0][3] == str(entry.levels["easy"].best_score)
    assert [row[0] for row in rows] == ["Easy", "Medium", "Hard", "Expert"]
    assert rows[3][1:] == ["0", "0", "\u2013"]


def test_a_resumed_game_keeps_its_level(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    first = open_window(qtbot, paths)
    first.start_deal("golf", 1)
    position = engine.deal("golf", 40)
    request = deal_worker.DealRequest("golf", position.game.options, level="medium")
    first.dealer.pending = request
    nodes = rating.THRESHOLDS["golf+on-king+wrap"][1]  # the most a medium win takes
    first.dealer._found(request, picker.Pick(40, position, [], 1, nodes))
    assert first.level == "medium"
    first.close()  # before any move: the deal is saved with its level all the same
    second = open_window(qtbot, paths)
    assert second.number == 40 and second.level == "medium"
    assert second.status_labels["deal"].text() == "Deal 40, Medium"


def test_at_its_smallest_the_status_bar_still_reads_the_level(language, window):
    # The longest deal words: a daily deal of the longest level name, in German too.
    position = engine.deal("gloucestershire", 123456, frozenset({"free-bouquet"}))
    request = deal_worker.DealRequest("gloucestershire", position.game.options, datetime.date(2026, 12, 3))
    window.start_deal("gloucestershire", 1)
    window.dealer.pending = request
    window.dealer._found(request, picker.Pick(123456, position, [], 1, 10**6))
    assert window.level == "expert"
    window.hints._set_status(window.hints.tr("Lost from the start"), "")
    window.resize(300, 200)
    QApplication.processEvents()
    labels = [*window.status_labels.values(), window.hints.status_label]
    cut = [label.text() for label in labels if label.width() < label.sizeHint().width()]
    assert cut == []
    assert window.status_labels["deal"].text().endswith(("Expert", "Experte"))
