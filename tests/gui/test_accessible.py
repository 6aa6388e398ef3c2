"""The table as a screen reader reads it, through Qt's accessibility
interfaces: names, roles, the piles as children, the focus, and what is said."""

from __future__ import annotations

import pytest
from driver import TableDriver
from gui_helpers import key, start
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.dialogs.howto import how_to_play
from goodmeasure.gui.dialogs.shortcuts import shortcut_rows
from goodmeasure.gui.reader import accessible
from goodmeasure.gui.reader.speech import Speech
from goodmeasure.gui.table import play

pytestmark = pytest.mark.gui

NAME = QAccessible.Text.Name
GAMES = [
    ("good-measure", frozenset()),
    ("bakers-dozen", frozenset()),
    ("golf", frozenset()),
    ("gloucestershire", frozenset({"free-bouquet"})),
]


@pytest.fixture
def window(make_window):
    """Live status off: the solver's verdict, said when its search ends, would
    join whichever words are said in the same turn of the event loop
    (test_the_verdict_is_said_when_it_changes_only turns it on)."""
    return make_window(live_status=False)


@pytest.fixture
def events(monkeypatch):
    """The accessibility events the window sends: (kind, the name it carries)."""
    sent: list[tuple[str, str]] = []

    def record(event) -> None:  # noqa: ANN001
        if event.type() == QAccessible.Event.Announcement:
            sent.append(("said", event.message()))
        elif event.type() == QAccessible.Event.Focus:
            sent.append(("focus", event.accessibleInterface().text(NAME)))
        elif event.type() == QAccessible.Event.NameChanged:
            sent.append(("name", event.accessibleInterface().text(NAME)))

    monkeypatch.setattr(accessible, "send", record)
    return sent


def _focused_name(window) -> str:
    view = QAccessible.queryAccessibleInterface(window.view)
    child = view.focusChild()
    assert child is not None and child.state().focused
    return child.text(NAME)


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_table_is_a_named_list_of_named_piles(window, game, options):
    position = start(window, engine.deal(game, 3, options or None))
    view = QAccessible.queryAccessibleInterface(window.view)
    assert view.text(NAME) == "Table"
    assert view.role() == QAccessible.Role.List
    keys = play.pile_keys(position.game)
    assert view.childCount() == len(keys)
    words = Speech()
    for index, pile in enumerate(keys):
        child = view.child(index)
        assert child.role() == QAccessible.Role.ListItem
        assert view.indexOfChild(child) == index
        name = child.text(NAME)
        assert name.startswith(words.title(position, pile) + ",")
        cards = play.pile_cards(position, pile)
        if cards and pile[0] != "s":
            assert engine.card_name(cards[-1]) in name  # the top card, by name
        assert not child.rect().isEmpty()
        assert child.parent().text(NAME) == "Table"


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_accessible_focus_follows_the_arrows_and_tab(window, events, game, options):
    position = start(window, engine.deal(game, 3, options or None))
    window.view.setFocus()
    words = Speech()
    key(window, Qt.Key.Key_Right)  # shows the focus
    for step in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Down, Qt.Key.Key_Backtab):
        key(window, step)
        focus = TableDriver(window).focus
        assert _focused_name(window).startswith(words.title(position, focus) + ",")
        assert [e for e in events if e[0] == "focus"][-1] == ("focus", _focused_name(window))


def test_a_move_by_keys_is_said_once_with_what_it_uncovers(window, events, qtbot):
    start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Space)  # pick up the 3 of spades
    qtbot.waitUntil(lambda: "Picked up the 3 of spades." in window.voice.said[-1])
    assert _focused_name(window) == "Column 1, 5 cards: 3 of spades on 7 of clubs, picked up"
    key(window, Qt.Key.Key_Right)
    assert _focused_name(window) == "Column 2, 5 cards: Ace of clubs on 5 of clubs"
    key(window, Qt.Key.Key_Right)  # lit up for the eye; said to the ear
    assert _focused_name(window) == "Column 3, 5 cards: 4 of clubs on Ace of hearts, takes the 3 of spades"
    before = len(window.voice.said)
    key(window, Qt.Key.Key_Return)  # onto the 4 of clubs
    qtbot.waitUntil(lambda: len(window.voice.said) > before)
    said = window.voice.said[before]
    assert said.startswith("3 of spades onto column 3. Column 1 shows the 7 of clubs.")
    assert said.count("3 of spades onto column 3") == 1
    assert _focused_name(window) == "Column 3, 6 cards: 3 of spades on 4 of clubs"
    window.undo()
    qtbot.waitUntil(lambda: window.voice.said[-1].startswith("Undone: 3 of spades onto column 3."))
    window.redo()
    qtbot.waitUntil(lambda: window.voice.said[-1].startswith("Redone: 3 of spades onto column 3."))
    assert [kind for kind, text in events].count("said") == len(window.voice.said)


def test_refusals_are_said_with_why(window, qtbot):
    start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Space)  # the 3 of spades in hand
    key(window, Qt.Key.Key_Right)  # the Ace of clubs' column does not take it
    key(window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.voice.said[-1] == "The 3 of spades does not go on Column 2.")
    key(window, Qt.Key.Key_Left)
    key(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: window.voice.said[-1] == "The 3 of spades cannot go to its foundation yet.")
    key(window, Qt.Key.Key_Space)
    key(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.voice.said[-1] == "Put back the 3 of spades.")


def test_the_hint_is_said_with_its_reason(window, qtbot):
    start(window, engine.deal("good-measure", 1))
    window.menu_actions["hint"].trigger()
    said = window.voice.said
    qtbot.waitUntil(
        lambda: any("Hint: Ace of clubs to its foundation." in text for text in said), timeout=20000
    )


def test_read_out_keys(window, qtbot):
    position = start(window, engine.deal("good-measure", 1))
    window.view.setFocus()
    key(window, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: window.voice.said[-1].startswith("Foundation 1, 1 card: Ace of diamonds."))
    assert "Column 10, 5 cards: 7 of spades on 3 of diamonds." in window.voice.said[-1]
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: window.voice.said[-1].startswith("Column 1, 5 cards from the top: 3 of spades,"))
    key(window, Qt.Key.Key_S)
    score = engine.score(position, 0)
    qtbot.waitUntil(lambda: window.voice.said[-1].endswith(f"Score: {score}."))
    assert "Foundation 3, empty." in window.voice.said[-1]


def test_read_out_keys_are_listed_in_help(window):
    rows = dict(shortcut_rows(window.menu_actions))
    assert rows["Read the table"] == "T"
    assert rows["Read the focused pile"] == "P"
    assert rows["Read the foundations and score"] == "S"
    for game in ("good-measure", "golf"):
        assert "T reads the whole table, P reads the focused pile" in how_to_play(game)


def test_the_solver_s_step_is_said(window, qtbot):
    start(window, engine.deal("good-measure", 1))
    window.menu_actions["step"].trigger()
    qtbot.waitUntil(lambda: window.history.moves_made == 1, timeout=20000)
    qtbot.waitUntil(
        lambda: "to its foundation." in window.voice.said[-1] or "onto column" in window.voice.said[-1]
    )


def test_the_verdict_is_said_when_it_changes_only(make_window, qtbot):
    window = make_window()
    start(window, engine.deal("good-measure", 1))
    # Deal 1's own verdict, not a passing word left from the window's first
    # deal ("Looking deeper..."): said after it, it would be one more.
    table = TableDriver(window)
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Winnable", timeout=20000)
    # ... and said, if it is said: queued, it would join the next words.
    qtbot.waitUntil(table.nothing_left_to_say)
    before = len(window.voice.said)
    table.verdict_arrives("Lost since move 14")  # the worker's answer, as it shows it
    table.verdict_arrives("Thinking...")
    table.verdict_arrives("Lost since move 14")
    qtbot.waitUntil(lambda: len(window.voice.said) > before)
    assert window.voice.said[before:] == ["Lost since move 14."]


def test_a_free_bouquet_card_is_named_by_its_place(window, events):
    position = start(window, engine.deal("gloucestershire", 1, frozenset({"free-bouquet"})))
    window.view.setFocus()
    for step in (Qt.Key.Key_Down,) * 3 + (Qt.Key.Key_Left,) * 2:
        key(window, step)
    table = TableDriver(window)
    assert table.focus == ("b", -1)
    count = len(position.bouquet)
    place = table.bouquet_place
    card = engine.card_name(position.bouquet[place])
    assert _focused_name(window) == f"Bouquet, card {place + 1} of {count}: {card}"
    assert events[-1] == ("name", _focused_name(window))  # the same object, another card


def test_golf_s_stock_turn_is_said(window, qtbot):
    position = start(window, engine.deal("golf", 2))
    window.view.setFocus()
    key(window, Qt.Key.Key_Tab)  # shows the focus on column 1
    for _ in range(7):
        key(window, Qt.Key.Key_Tab)
    assert TableDriver(window).focus == ("s", -1)
    assert _focused_name(window) == f"Stock, {len(position.stock)} cards face down"
    key(window, Qt.Key.Key_Space)
    turned = engine.card_name(window.position.waste[-1])
    qtbot.waitUntil(lambda: window.voice.said[-1].startswith(f"Turned the {turned} onto the waste."))


def test_the_pile_is_focused_again_when_a_dialog_closes(window, events, qtbot):
    start(window, engine.deal("good-measure", 1))
    window.activateWindow()
    window.view.setFocus()
    key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Right)
    events.clear()

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, close_it)
        else:
            dialog.close()

    QTimer.singleShot(0, close_it)
    window.menu_actions["shortcuts"].trigger()
    qtbot.waitUntil(lambda: ("focus", "Column 2, 5 cards: Ace of clubs on 5 of clubs") in events)
