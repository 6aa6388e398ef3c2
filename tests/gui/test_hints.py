"""Hints and winnability from the solver's thread (the session's analysis on
the gui's runner), on the real window."""

from __future__ import annotations

import threading

import pytest
from driver import TableDriver
from end_positions import ALMOST_LOST
from gui_helpers import searches_settled, start
from parking_positions import TWO_QUEENS_ONE_KING
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.table.play import move_path
from goodmeasure.session.verdicts import Verdicts
from goodmeasure.solver import HINT_BUDGET, SolveResult, solve

pytestmark = pytest.mark.gui


def solve_with(window, solve_function) -> None:
    """The analysis searches with ``solve_function`` from here on, remembering
    nothing from before (a search under way keeps its own)."""
    window.hints.analysis.verdicts = Verdicts(solve=solve_function)


def answers_shown(window) -> list:
    """Every answer the analysis shows from here on (a dropped one shows nothing)."""
    analysis, shown = window.hints.analysis, []

    def report(report) -> None:
        if report.status is not None and analysis.answer is not None and analysis.answer not in shown:
            shown.append(analysis.answer)

    analysis.subscribe(report)
    return shown


class EndlessSolve:
    """Stands in for ``solve``: searches until cancelled, from budgets of at
    least ``from_budget`` on (smaller ones answer "unknown" at once)."""

    def __init__(self, from_budget: int = 0) -> None:
        self.from_budget = from_budget
        self.started = threading.Event()
        self.cancelled_seen = threading.Event()

    def __call__(self, position, budget, cancelled=None):
        if budget < self.from_budget:
            return SolveResult("unknown", [], budget)
        self.started.set()
        while not cancelled():
            threading.Event().wait(0.001)
        self.cancelled_seen.set()
        return SolveResult("unknown", [], 0)


class HeldSolve:
    """Stands in for ``solve``: records each search, and holds those of
    budgets from ``from_budget`` on until ``release`` is set (or the search
    is cancelled), so that a test sees them under way however fast the real
    search would be; then searches for real."""

    def __init__(self, from_budget: int) -> None:
        self.from_budget = from_budget
        self.calls: list[tuple[engine.Position, int, threading.Thread]] = []
        self.started = threading.Event()
        self.release = threading.Event()

    def __call__(self, position, budget, cancelled=None):
        self.calls.append((position, budget, threading.current_thread()))
        if budget >= self.from_budget:
            self.started.set()
            while not self.release.wait(0.001):
                if cancelled is not None and cancelled():
                    return SolveResult("unknown", [], 0)
        return solve(position, budget, cancelled)


def winnable_deal() -> engine.Position:
    """The first Good Measure deal the solver wins at its hint budget."""
    for number in range(1, 40):
        position = engine.deal("good-measure", number)
        if solve(position, HINT_BUDGET).verdict == "solvable":
            return position
    raise AssertionError("no winnable Good Measure deal among the first 40")


def test_hint_shows_the_solvers_first_move_found_off_the_ui_thread(window, qtbot, monkeypatch):
    threads = []

    def recording_solve(position, budget, cancelled=None):
        threads.append(threading.current_thread())
        return solve(position, budget, cancelled)

    solve_with(window, recording_solve)
    position = start(window, engine.read_deal(ALMOST_LOST))  # patched first: no cached answer
    expected = solve(position).moves[0]
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.hints.analysis.answer is not None, timeout=20000)
    hint = window.hints.analysis.answer.hint
    assert hint.source == "solver" and hint.status == "winnable"
    assert hint.move == expected
    assert TableDriver(window).hint_shown()
    assert "leads to a win" in window.hints.message_label.text()
    assert threads and threading.main_thread() not in threads
    assert window.hints.status_label.text() == "Winnable"


def test_the_hint_follows_the_table_and_goes_with_the_position(window, qtbot):
    position = start(window, engine.read_deal(ALMOST_LOST))
    window.menu_actions["hint"].trigger()
    table = TableDriver(window)
    qtbot.waitUntil(table.hint_shown, timeout=20000)
    hinted = table.hint
    (pile, index), _ = move_path(position, hinted)

    def outlines_the_card() -> bool:
        outline = table.hinted_card()
        return outline is not None and outline.contains(*table.layout.card_rect(pile, index).center)

    assert outlines_the_card()
    before = table.layout.card_rect(pile, index)
    window.resize(window.width() - 300, window.height() - 150)
    qtbot.waitUntil(lambda: table.layout.card_rect(pile, index) != before, timeout=5000)
    assert table.hint_shown() and outlines_the_card()
    # Playing the solution's next move (as the solution playback does) takes
    # the hint away with the position it was for, and undo does not bring it back.
    assert "leads to a win" in window.hints.message_label.text()
    window.menu_actions["step"].trigger()
    qtbot.waitUntil(lambda: window.history.cursor == 1, timeout=20000)
    assert table.no_hint_shown()
    assert window.hints.message_label.text() == ""  # the hint's words go too
    window.undo()
    assert window.position == position
    assert table.no_hint_shown()


def test_a_hinted_free_bouquet_card_is_outlined_alone(window, qtbot):
    # Free-bouquet deal 8 is won from the Ace of clubs, deep in the fan.
    position = start(window, engine.deal("gloucestershire", 8, frozenset({"free-bouquet"})))
    window.menu_actions["hint"].trigger()
    table = TableDriver(window)
    qtbot.waitUntil(table.hint_shown, timeout=20000)
    hinted = table.hint
    assert hinted.source == "b" and hinted.source_index < len(position.bouquet) - 1
    layout, outline = table.layout, table.hinted_card()
    assert outline is not None
    chosen = layout.visible_rect(("b", -1), hinted.source_index)
    over_it = layout.visible_rect(("b", -1), hinted.source_index + 1)
    assert chosen.w < layout.card_w
    assert outline.contains(*chosen.center) and not outline.contains(*over_it.center)


def test_a_move_cancels_the_search_and_its_answer_is_dropped(window, qtbot, monkeypatch):
    endless_solve = EndlessSolve()
    started, cancelled_seen = endless_solve.started, endless_solve.cancelled_seen
    solve_with(window, endless_solve)
    position = start(window, engine.read_deal(ALMOST_LOST))
    answers = answers_shown(window)
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(started.is_set, timeout=5000)
    move = engine.parse_move("c2>f")
    solve_with(window, solve)
    window.play_move(move)
    qtbot.waitUntil(cancelled_seen.is_set, timeout=5000)
    qtbot.waitUntil(lambda: window.hints.analysis.answer is not None, timeout=20000)
    # Only the answer for the new position arrives; the cancelled one is dropped.
    assert [a.request.position for a in answers] == [engine.apply(position, move)]


def test_stale_answer_is_dropped(window, qtbot, monkeypatch):
    release = threading.Event()
    first_started = threading.Event()
    calls = []

    def stubborn_solve(position, budget, cancelled=None):
        # Ignores cancellation on purpose: the answer comes late regardless.
        calls.append(position)
        first_started.set()
        release.wait(5)
        return solve(position, budget)

    solve_with(window, stubborn_solve)
    position = start(window, engine.read_deal(ALMOST_LOST))
    shown = answers_shown(window)
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(first_started.is_set, timeout=5000)
    window.play_move(engine.parse_move("c2>f"))
    release.set()
    qtbot.waitUntil(lambda: len(calls) >= 2 and window.hints.analysis.answer is not None, timeout=20000)
    assert calls[0] == position
    assert all(a.request.position == window.position for a in shown)
    assert window.hints.analysis.answer.request.position == window.position


def test_tiny_budget_falls_back_to_the_ranking(window, qtbot):
    # A deal that no search of the window decides (the live status may
    # analyse it with the full hint budget before the budget is cut).
    undecided = next(
        p
        for p in (engine.deal("good-measure", n) for n in range(1, 40))
        if solve(p, HINT_BUDGET).verdict == "unknown"
    )
    solve_with(window, solve)
    window.hints.analysis.verdicts.budget = 1
    window.hints.analysis.deep_budget = 1  # no deeper look
    start(window, undecided)
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.hints.analysis.answer is not None, timeout=20000)
    hint = window.hints.analysis.answer.hint
    assert hint.source == "ranking" and hint.status == "unknown"
    assert hint.move in engine.legal_moves(window.position)
    assert "Only a suggestion" in window.hints.message_label.text()
    assert window.hints.status_label.text() == "Not yet known"


def test_an_undecided_position_is_looked_at_deeper_and_the_status_settles(window, qtbot, monkeypatch):
    held = HeldSolve(from_budget=HINT_BUDGET)
    solve_with(window, held)
    window.hints.analysis.verdicts.budget = 1
    window.hints.analysis.deep_budget = HINT_BUDGET
    position = start(window, winnable_deal())
    assert solve(position, 1).verdict == "unknown"
    qtbot.waitUntil(held.started.is_set, timeout=20000)
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Looking deeper...", timeout=5000)
    # A hint meanwhile comes at once, from the ranking.
    window.menu_actions["hint"].trigger()
    assert "Only a suggestion" in window.hints.message_label.text()
    held.release.set()
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Winnable", timeout=30000)
    # The window's first deal may have been searched too; this one twice.
    assert [budget for searched, budget, _ in held.calls if searched == position] == [1, HINT_BUDGET]
    assert threading.main_thread() not in [thread for _, _, thread in held.calls]
    window.menu_actions["hint"].trigger()
    assert window.hints.analysis.answer.hint.source == "solver"
    assert "leads to a win" in window.hints.message_label.text()


def test_a_position_met_again_is_not_searched_again(window, qtbot, monkeypatch):
    searched = []

    def recording_solve(position, budget, cancelled=None):
        searched.append((position, budget))
        return solve(position, budget, cancelled)

    solve_with(window, recording_solve)
    window.hints.analysis.verdicts.budget = 1
    window.hints.analysis.deep_budget = 2
    position = start(window, winnable_deal())
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Not yet known", timeout=20000)
    window.play_move(engine.legal_moves(position)[0])
    window.undo()
    # Both answers come from what the worker remembers.
    qtbot.waitUntil(
        lambda: (
            window.hints.analysis.answer is not None and window.hints.analysis.answer.request.kind == "deepen"
        ),
        timeout=20000,
    )
    assert window.hints.status_label.text() == "Not yet known"
    assert [budget for seen, budget in searched if seen == position] == [1, 2]


def test_following_the_winning_line_needs_no_new_search(window, qtbot, monkeypatch):
    searched = []

    def recording_solve(position, budget, cancelled=None):
        searched.append(position)
        return solve(position, budget, cancelled)

    solve_with(window, recording_solve)
    position = start(window, winnable_deal())
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Winnable", timeout=20000)
    line = window.hints.analysis.answer.result.moves
    # The player plays the hinted moves: each next answer is the rest of the line.
    for played, move in enumerate(line[:8], start=1):
        assert window.hints.analysis.answer.hint.move == move
        window.play_move(move)
        qtbot.waitUntil(lambda: window.hints.analysis.answer is not None, timeout=20000)
        assert window.hints.status_label.text() == "Winnable"
        assert window.hints.analysis.answer.result.moves == line[played:]
    assert searched == [position]


def test_a_solution_asked_for_during_the_deeper_look_waits_for_it(window, qtbot, monkeypatch):
    held = HeldSolve(from_budget=HINT_BUDGET)
    solve_with(window, held)
    window.hints.analysis.verdicts.budget = 1
    window.hints.analysis.deep_budget = HINT_BUDGET
    start(window, winnable_deal())
    qtbot.waitUntil(held.started.is_set, timeout=20000)
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Looking deeper...", timeout=5000)
    window.menu_actions["step"].trigger()
    # Nothing is played until the deeper look answers (it is held) ...
    assert window.hints.message_label.text() == "The solver is still looking for a winning line..."
    assert window.history.cursor == 0
    # ... and then its first move is.
    held.release.set()
    qtbot.waitUntil(lambda: window.history.cursor == 1, timeout=30000)


def test_a_move_cancels_the_deeper_look(window, qtbot, monkeypatch):
    endless_deep_solve = EndlessSolve(from_budget=10**6)
    started, cancelled_seen = endless_deep_solve.started, endless_deep_solve.cancelled_seen
    solve_with(window, endless_deep_solve)
    # The hint's search ends; the deeper look (10**6 nodes or more) does not.
    window.hints.analysis.verdicts.budget = HINT_BUDGET
    window.hints.analysis.deep_budget = 10**6
    position = start(window, engine.read_deal(ALMOST_LOST))
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert window.hints.status_label.text() == "Looking deeper..."
    solve_with(window, solve)
    window.play_move(engine.parse_move("c2>f"))
    qtbot.waitUntil(cancelled_seen.is_set, timeout=5000)
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Winnable", timeout=20000)
    assert window.position == engine.apply(position, engine.parse_move("c2>f"))


def test_lost_position_offers_undo_to_the_last_winnable_one(window, qtbot):
    winnable = start(window, engine.read_deal(ALMOST_LOST))
    assert solve(winnable).verdict == "solvable"
    window.play_move(engine.parse_move("c3>c1"))
    lost = window.position
    assert solve(lost).verdict == "unsolvable"
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Lost since move 1", timeout=20000)
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=20000)
    assert window.banner.title.text() == "This position is lost"
    button = window.banner.button("Undo to the last winnable position")
    assert button is not None
    button.click()
    qtbot.waitUntil(lambda: window.position == winnable, timeout=20000)
    assert solve(window.position).verdict == "solvable"


def test_a_deal_lost_from_the_start_offers_only_a_new_deal(window, qtbot):
    start(window, engine.read_deal(TWO_QUEENS_ONE_KING))  # lost before any move
    window.menu_actions["hint"].trigger()
    qtbot.waitUntil(lambda: window.banner.isVisible(), timeout=20000)
    assert window.banner.title.text() == "This deal is lost"
    assert window.banner.button("Undo to the last winnable position") is None
    assert window.banner.button("New deal") is not None


def test_show_solution_plays_to_a_win_and_input_stops_it(window, qtbot):
    start(window, engine.read_deal(ALMOST_LOST))
    window.menu_actions["solution"].trigger()
    qtbot.waitUntil(lambda: engine.is_won(window.position), timeout=30000)

    start(window, winnable_deal())
    window.menu_actions["solution"].trigger()
    qtbot.waitUntil(lambda: window.history.cursor >= 1, timeout=30000)
    TableDriver(window).any_input()  # what any click or key does
    # The playback's timer is stopped: no move of it is left to come
    # (tests/session/test_analysis.py times the playback on a fake clock).
    stopped_at = window.history.cursor
    assert not window.hints.playing
    QApplication.processEvents()
    assert window.history.cursor == stopped_at


def test_solution_step_plays_one_move(window, qtbot):
    position = start(window, engine.read_deal(ALMOST_LOST))
    window.menu_actions["step"].trigger()
    qtbot.waitUntil(lambda: window.history.cursor == 1, timeout=20000)
    assert window.position == engine.apply(position, solve(position).moves[0])


def test_live_status_can_be_turned_off(make_window, qtbot):
    window = make_window(live_status=False)
    searched = []
    solve_with(window, lambda *asked: searched.append(asked) or solve(*asked))
    start(window, engine.read_deal(ALMOST_LOST))
    searches_settled(qtbot, window)
    assert searched == []
    assert window.hints.status_label.text() == ""
    assert window.hints.analysis.answer is None


def test_quitting_during_a_search_stops_the_thread_at_once(make_window, qtbot, monkeypatch, qtlog):
    window = make_window()
    endless_solve = EndlessSolve()
    started = endless_solve.started
    solve_with(window, endless_solve)
    start(window, engine.read_deal(ALMOST_LOST))
    qtbot.waitUntil(started.is_set, timeout=5000)
    thread = window.hints.runner.thread_of_jobs
    window.close()
    assert thread.isFinished()
    assert not any("Destroyed while thread" in record.message for record in qtlog.records)


NOTHING_TO_UNDO = "This position can still be won: there is nothing to undo."


def test_undo_to_the_last_winnable_position_keeps_a_winnable_one(window, qtbot, monkeypatch):
    # Ctrl+Alt+Z on a position the solver proves winnable: before, the rewind
    # looked only at the positions before it, called this one "Lost since
    # move 1" and undid a good move.
    start(window, engine.read_deal(ALMOST_LOST))
    window.play_move(engine.parse_move("c2>f"))  # 3D home: still winnable
    winnable = window.position
    qtbot.waitUntil(lambda: window.hints.status_label.text() == "Winnable", timeout=20000)
    statuses: list[str] = []  # every status shown from here on
    label = window.hints.status_label
    shown = label.setText
    monkeypatch.setattr(label, "setText", lambda text: (statuses.append(text), shown(text)))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    QTest.keyClick(window.view, Qt.Key.Key_Z, modifiers)
    qtbot.waitUntil(lambda: window.hints.message_label.text() == NOTHING_TO_UNDO, timeout=20000)
    assert window.position == winnable
    assert window.hints.status_label.text() == "Winnable"
    assert window.hints.lost_since is None
    assert not [text for text in statuses if text.startswith("Lost")], statuses
