"""The conversation with the solver, without Qt: every request kind driven
by an inline runner and a fake clock (no threads, no waits)."""

from __future__ import annotations

import datetime
import subprocess
import sys
from pathlib import Path

import pytest
from analysis_helpers import DEAL, ScriptedSolve, Table, winning_line
from end_positions import ALMOST_LOST, ONE_MOVE_TO_FINISH
from parking_positions import TWO_QUEENS_ONE_KING

from goodmeasure import engine
from goodmeasure.session.analysis_report import PASSING_SECONDS, Status
from goodmeasure.session.dealsearch import (
    DealNews,
    DealRequest,
    DealSearch,
    find_deal,
    game_options,
)
from goodmeasure.session.origin import FIRST_DEAL_LEVELS
from goodmeasure.session.runner import InlineRunner, Job
from goodmeasure.session.solution import PLAYBACK_SECONDS
from goodmeasure.session.verdicts import DEEP_SHARE, Verdicts
from goodmeasure.solver import SolveResult, hint_budget
from goodmeasure.solver.picker import Pick
from goodmeasure.solver.search.result import HINT_BUDGET
from goodmeasure.storage import Settings

START = engine.deal(*DEAL)


@pytest.fixture
def table(tmp_path: Path) -> Table:
    return Table(tmp_path / "home", ScriptedSolve(line_from=START))


#: The deeper look of the tests below, which search at HINT_BUDGET.
DEEP_BUDGET = DEEP_SHARE * HINT_BUDGET


def test_the_budgets_are_the_solvers(table):
    # The solver's hint budget for the core that searches the game.
    assert Verdicts().budget_for(START) == hint_budget(START.game)
    assert DEEP_SHARE == 5
    assert PLAYBACK_SECONDS == 0.45 and PASSING_SECONDS == 8.0


# --- Hint -----------------------------------------------------------------------------


def test_a_hint_is_searched_through_the_runner_and_shown(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(line_from=START), live=False)
    table.session.begin(START, 1)
    assert table.analysis.status == Status("none") and not table.runner.queue  # no live look
    table.analysis.request_hint()
    assert table.analysis.word.kind == "thinking-hint"
    assert not table.solve.calls  # nothing searched inside the request
    table.runner.run_all()
    word = table.analysis.word
    assert word.kind == "hint" and word.position == START and word.seconds is None
    assert word.hint is not None and word.hint.move == winning_line(START)[0]
    assert word.hint.source == "solver" and word.lost is None
    assert table.analysis.status == Status("winnable")  # shown with the hint, live or not
    # Asked again: the answer in hand, no new search.
    table.analysis.request_hint()
    assert not table.runner.queue and table.analysis.word.kind == "hint"
    # The position changes: the word goes.
    table.session.play(winning_line(START)[0])
    assert table.analysis.word.kind == "none" and table.analysis.answer is None


def test_a_won_game_asks_the_solver_nothing(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(line_from=START))
    table.session.begin(START, 1)
    for move in winning_line(START):
        table.session.play(move)
    assert engine.is_won(table.session.position)
    assert table.analysis.status == Status("won")
    table.runner.run_all()
    calls = len(table.solve.calls)
    table.analysis.request_hint()
    table.analysis.show_solution()
    assert table.analysis.word.kind == "won" and table.analysis.word.seconds == PASSING_SECONDS
    assert not table.runner.queue and len(table.solve.calls) == calls


def test_no_legal_move_left_is_said_for_a_while(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(), live=False)
    session = table.session
    for number in range(1, 50):
        session.deal("golf", number, frozenset())
        while not session.over:
            session.play(engine.legal_moves(session.position)[0])
        if session.end == "stuck":
            break
    table.analysis.request_hint()
    table.runner.run_all()
    assert table.analysis.word.kind == "no-move" and table.analysis.word.seconds == PASSING_SECONDS


def test_a_hint_on_a_deal_lost_from_the_start_is_a_suggestion(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(), live=False)
    table.session.begin(START, 1)
    table.solve.verdicts[START] = SolveResult("unsolvable", [], 5)
    table.analysis.request_hint()
    table.runner.run_all()
    hint = table.analysis.word.hint
    assert hint is not None and hint.source == "ranking" and hint.status == "lost"
    assert table.analysis.word.lost == "deal"  # at the start: nothing to go back to


# --- Live status -------------------------------------------------------------------------


def test_live_status_thinks_then_says_winnable(table):
    table.session.begin(START, 1)
    assert table.analysis.status == Status("thinking") and len(table.runner.queue) == 1
    table.runner.run_all()
    assert table.statuses()[-2:] == ["thinking", "winnable"]
    assert table.solve.budgets(START) == [HINT_BUDGET]


def test_live_status_off_clears_at_once_and_on_looks_again(table):
    table.session.begin(START, 1)
    job = table.runner.queue[0]
    table.live = False
    table.analysis.live_status_changed()
    assert table.analysis.status == Status("none")
    assert job.cancelled()  # the look only the status wanted
    table.runner.run_all()
    assert table.analysis.status == Status("none") and not table.solve.calls
    table.live = True
    table.analysis.live_status_changed()
    assert table.analysis.status == Status("thinking")
    table.runner.run_all()
    assert table.analysis.status == Status("winnable")


def test_live_status_off_leaves_a_hint_asked_for_to_come(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(line_from=START))
    table.session.begin(START, 1)
    table.analysis.request_hint()
    table.live = False
    table.analysis.live_status_changed()
    table.runner.run_all()
    assert table.analysis.word.kind == "hint"


# --- Deepen ----------------------------------------------------------------------------------


def test_an_undecided_position_is_looked_at_deeper_and_the_status_settles(tmp_path):
    solve = ScriptedSolve(line_from=START, decides_from=HINT_BUDGET + 1)
    table = Table(tmp_path / "home", solve, deep_budget=DEEP_BUDGET)
    table.session.begin(START, 1)
    table.runner.run_next()
    assert table.analysis.status == Status("deeper") and table.analysis.deepening
    table.runner.run_all()
    assert table.analysis.status == Status("winnable") and not table.analysis.deepening
    assert solve.budgets(START) == [HINT_BUDGET, DEEP_BUDGET]
    # Undo and redo come back to it: remembered, not searched again.
    table.session.play(winning_line(START)[0])
    table.runner.run_all()
    table.session.undo()
    table.runner.run_all()
    assert solve.budgets(START) == [HINT_BUDGET, DEEP_BUDGET]
    assert table.analysis.status == Status("winnable")


def test_no_deeper_look_without_live_status_or_a_deeper_budget(tmp_path):
    solve = ScriptedSolve(line_from=START, decides_from=HINT_BUDGET + 1)
    table = Table(tmp_path / "home", solve, deep_budget=HINT_BUDGET)
    table.session.begin(START, 1)
    table.runner.run_all()
    assert table.analysis.status == Status("unknown") and solve.budgets(START) == [HINT_BUDGET]


def test_a_solution_asked_for_during_the_deeper_look_waits_for_it(tmp_path):
    solve = ScriptedSolve(line_from=START, decides_from=HINT_BUDGET + 1)
    table = Table(tmp_path / "home", solve, deep_budget=DEEP_BUDGET)
    table.session.begin(START, 1)
    table.runner.run_next()
    table.analysis.step_solution()
    assert table.analysis.word.kind == "solution-deeper" and table.session.history.cursor == 0
    table.runner.run_all()
    assert table.session.history.moves == winning_line(START)[:1]


# --- Rewind -----------------------------------------------------------------------------------


def _lost_after(table: Table, moves: int, lost_from: int) -> list[engine.Position]:
    """Play ``moves`` moves; the positions from ``lost_from`` on are proven lost."""
    table.session.begin(START, 1)
    table.play_line(moves)
    played = list(table.session.history.played)
    for index, position in enumerate(played):
        if index >= lost_from:
            table.solve.verdicts[position] = SolveResult("unsolvable", [], 5)
    return played


def test_a_lost_verdict_looks_back_for_the_last_winnable_position(table):
    _lost_after(table, 4, lost_from=2)
    table.session.undo()
    table.session.redo()  # the verdicts are scripted now: look again
    table.runner.run_all()
    assert table.statuses()[-2:] == ["lost", "lost-since"]
    assert table.analysis.status == Status("lost-since", 2)
    assert table.session.solver_word.winnable_index == 1 and table.session.solver_word.lost_since == 2
    # A hint here is only a suggestion, with a winnable position behind.
    table.analysis.request_hint()
    assert table.analysis.word.lost == "position"
    table.analysis.undo_to_winnable()
    assert table.session.history.cursor == 1


def test_undo_to_winnable_asks_first_when_nothing_is_known(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(line_from=START), live=False)
    _lost_after(table, 3, lost_from=2)
    table.analysis.undo_to_winnable()
    assert table.analysis.word.kind == "rewind-looking" and table.session.history.cursor == 3
    table.runner.run_all()
    assert table.session.history.cursor == 1  # the offer is taken at once


def test_undo_to_winnable_from_a_winnable_position_has_nothing_to_undo(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(line_from=START), live=False)
    table.session.begin(START, 1)
    table.play_line(2)
    table.analysis.undo_to_winnable()
    table.runner.run_all()
    assert table.session.solver_word.winnable_index == 2 and table.session.history.cursor == 2
    assert table.analysis.word.kind == "rewind-nothing" and table.analysis.word.seconds == PASSING_SECONDS


def test_a_deal_lost_from_the_start(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve(line_from=START), live=False)
    _lost_after(table, 2, lost_from=0)
    table.analysis.undo_to_winnable()
    table.runner.run_all()
    assert table.analysis.status == Status("lost-from-start")
    assert table.session.solver_word.lost_from_start and table.session.history.cursor == 2
    assert table.analysis.word.kind == "rewind-none" and table.analysis.word.seconds == PASSING_SECONDS
    table.analysis.request_hint()
    table.runner.run_all()
    assert table.analysis.word.lost == "deal"


def test_the_real_solver_proves_a_move_lost_and_the_rewind_undoes_it(tmp_path):
    table = Table(tmp_path / "home", None)
    winnable = engine.read_deal(ALMOST_LOST)
    table.session.begin(winnable)
    table.runner.run_all()
    assert table.analysis.status == Status("winnable")
    table.session.play(engine.parse_move("c3>c1"))
    table.runner.run_all()
    assert table.analysis.status == Status("lost-since", 1)
    table.analysis.request_hint()
    assert table.analysis.word.kind == "hint" and table.analysis.word.lost == "position"
    table.analysis.undo_to_winnable()
    assert table.session.position == winnable and not table.session.solver_played


def test_the_real_solver_keeps_a_winnable_position_on_rewind(tmp_path):
    table = Table(tmp_path / "home", None)
    table.session.begin(engine.read_deal(ALMOST_LOST))
    table.session.play(engine.parse_move("c2>f"))  # 3D home: still winnable
    table.runner.run_all()
    table.analysis.undo_to_winnable()
    table.runner.run_all()
    assert table.analysis.word.kind == "rewind-nothing" and table.session.history.cursor == 1
    assert "lost" not in " ".join(table.statuses()) and table.analysis.lost_since is None


def test_the_real_solver_proves_a_deal_lost_from_the_start(tmp_path):
    table = Table(tmp_path / "home", None)
    table.session.begin(engine.read_deal(TWO_QUEENS_ONE_KING))
    table.runner.run_all()
    assert table.analysis.status == Status("lost-from-start")
    table.analysis.request_hint()
    assert table.analysis.word.lost == "deal"


# --- Solution ------------------------------------------------------------------------------------


def test_show_solution_plays_the_line_a_move_each_interval_and_marks_the_game_assisted(table):
    table.session.begin(START, 1)
    line = winning_line(START)
    table.analysis.show_solution()
    assert table.analysis.word.kind == "solution-working"
    table.runner.run_all()
    assert table.analysis.playing and table.session.history.cursor == 0
    assert table.clock.interval == PLAYBACK_SECONDS
    table.clock.advance(PLAYBACK_SECONDS)
    assert table.session.history.moves == line[:1]
    assert table.session.solver_played and table.session.assisted
    table.clock.advance(2 * PLAYBACK_SECONDS)
    assert table.session.history.moves == line[:3]
    table.clock.advance(PLAYBACK_SECONDS * len(line))
    assert engine.is_won(table.session.position) and not table.analysis.playing
    assert table.analysis.status == Status("won")


def test_any_input_stops_the_solution(table):
    table.session.begin(START, 1)
    table.runner.run_all()
    table.analysis.show_solution()
    table.clock.advance(PLAYBACK_SECONDS)
    table.analysis.stop_solution()  # the front: a press on the table
    table.clock.advance(10 * PLAYBACK_SECONDS)
    assert table.session.history.cursor == 1 and not table.analysis.playing
    # A move of the player's own also ends it.
    table.analysis.show_solution()
    table.session.undo()
    assert not table.analysis.playing


def test_solution_step_plays_one_move_at_a_time(table):
    table.session.begin(START, 1)
    table.runner.run_all()
    line = winning_line(START)
    table.analysis.step_solution()
    table.analysis.step_solution()
    assert table.session.history.moves == line[:2] and not table.analysis.playing
    assert table.session.solver_played


def test_no_line_to_show_on_an_undecided_position(tmp_path):
    table = Table(tmp_path / "home", ScriptedSolve())
    table.session.begin(START, 1)
    table.runner.run_all()
    table.analysis.show_solution()
    assert table.analysis.word.kind == "no-line" and table.analysis.word.seconds == PASSING_SECONDS
    assert not table.session.solver_played


# --- Epochs: cancelled searches and late answers -------------------------------------------------


def test_a_move_cancels_the_running_search_and_nothing_of_it_is_kept(table):
    table.session.begin(START, 1)
    first = winning_line(START)[0]
    table.solve.during = lambda: table.session.play(first)  # the player moves meanwhile
    table.runner.run_next()
    assert table.solve.cancelled_seen == [True]
    assert table.analysis.verdicts.known(START) is None  # a cancelled "unknown" means nothing
    assert table.analysis.status == Status("thinking")  # the new position's look is queued
    table.runner.run_all()
    assert table.analysis.status == Status("winnable")


def test_a_queued_search_for_a_position_left_never_runs(table):
    table.session.begin(START, 1)
    table.session.play(winning_line(START)[0])
    table.runner.run_all()
    assert table.solve.budgets(START) == []


def test_a_late_answer_is_dropped(table):
    table.session.begin(START, 1)
    job = table.runner.queue.pop(0)
    job.execute()  # the search ended off the UI thread...
    table.session.play(winning_line(START)[0])  # ...as the player moved
    before = list(table.reports)
    job.deliver()
    assert table.reports == before


def test_an_answer_for_a_position_left_in_the_same_epoch_is_dropped(table):
    # Auto finish's steps move the cards without settling the position: no
    # new epoch, but the answer is for a position no longer on the table.
    table.session.auto_finish = True
    table.session.begin(engine.read_deal(ONE_MOVE_TO_FINISH))
    table.runner.run_all()
    assert table.session.play(engine.parse_move("c1>c2"))
    assert table.analysis.status == Status("thinking") and table.runner.queue
    assert table.session.auto_step()
    table.runner.run_all()
    assert table.analysis.status == Status("thinking") and table.analysis.answer is None


def test_closing_stops_the_search_at_its_next_poll(table):
    table.session.begin(START, 1)
    table.solve.during = table.analysis.close
    table.runner.run_next()
    assert table.solve.cancelled_seen == [True]
    table.session.play(winning_line(START)[0])
    assert not table.runner.queue


def test_the_analysis_never_loads_qt():
    code = (
        "import sys\n"
        "import goodmeasure.session.analysis, goodmeasure.session.dealsearch\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_the_analysis_loads_the_solver_only_when_it_first_asks_it():
    # The hint budget is the solver's own constant, read when first needed:
    # a window's first frame does not wait for the solver package to load.
    code = (
        "import sys\n"
        "import goodmeasure.session.analysis, goodmeasure.session.dealsearch\n"
        "from goodmeasure.session.verdicts import Verdicts\n"
        "verdicts = Verdicts()\n"
        "assert not any(m.startswith('goodmeasure.solver') for m in sys.modules)\n"
        "from goodmeasure.engine import deal\n"
        "assert verdicts.budget_for(deal('good-measure', 1)) >= 20_000\n"
        "assert 'goodmeasure.solver.search.result' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


# --- Deal search -------------------------------------------------------------------------------


class Dealt:
    """A deal search on an inline runner, with a scripted picker."""

    def __init__(self, picks: dict[str, Pick | None | Exception] | None = None) -> None:
        self.game = "good-measure"
        self.options: dict[str, frozenset[str]] = {}
        self.begun: list[tuple[engine.Position, int | None, datetime.date | None, str | None]] = []
        self.asked: list[DealRequest] = []
        self.picks = picks or {}
        self.runner = InlineRunner()
        self.search = DealSearch(
            self.runner,
            lambda: self.game,
            lambda game: self.options.get(game, frozenset()),
            lambda *deal: self.begun.append(deal),
            self._find,
        )
        self.news: list[DealNews] = []
        self.search.subscribe(self.news.append)

    def _find(self, request: DealRequest, cancelled: object) -> Pick | None:
        self.asked.append(request)
        pick = self.picks.get(request.game)
        if isinstance(pick, Exception):
            raise pick
        return pick

    def kinds(self) -> list[str]:
        return [news.kind for news in self.news]


def _pick(game: str, number: int, nodes: int, options: frozenset[str] = frozenset()) -> Pick:
    return Pick(number, engine.deal(game, number, options), [], 1, nodes)


def test_a_winnable_deal_is_looked_for_off_the_callers_thread_and_dealt_with_its_level():
    dealt = Dealt({"good-measure": _pick("good-measure", 17, nodes=400)})
    assert dealt.search.look_for()
    assert dealt.kinds() == ["searching"] and not dealt.begun and dealt.search.pending is not None
    assert not dealt.search.look_for()  # one search at a time
    dealt.runner.run_all()
    assert dealt.kinds() == ["searching", "answered", "found"] and dealt.search.pending is None
    assert dealt.begun == [(engine.deal("good-measure", 17), 17, None, "medium")]


def test_the_daily_deal_comes_with_its_date():
    dealt = Dealt({"good-measure": _pick("good-measure", 5, nodes=10)})
    today = datetime.date(2026, 12, 6)
    dealt.search.look_for(today)
    dealt.runner.run_all()
    assert dealt.asked[0].daily == today
    assert dealt.begun[0][1:] == (5, today, "easy")


def test_a_deal_of_a_level_and_one_out_of_reach():
    dealt = Dealt({"good-measure": _pick("good-measure", 9, nodes=2000)})
    dealt.search.deal_of_level("expert")
    dealt.runner.run_all()
    assert dealt.asked[0].level == "expert" and dealt.begun[0][3] == "expert"
    dealt.game = "gloucestershire"  # the standard rule: no level can be dealt
    dealt.search.deal_of_level("easy")
    assert dealt.news[-1].kind == "out-of-reach" and not dealt.runner.queue
    left: list[bool] = []
    dealt.game = "good-measure"
    dealt.search.deal_of_level("easy", lambda: bool(left))  # the player stays
    assert not dealt.runner.queue and dealt.search.pending is None


def test_a_winnable_deal_the_rule_cannot_give_is_refused_before_leaving():
    dealt = Dealt({"good-measure": _pick("good-measure", 9, nodes=20)})
    asked: list[bool] = []
    dealt.game = "gloucestershire"  # the standard rule: no winnable deal is known
    dealt.search.winnable(None, lambda: asked.append(True) or True)
    news = dealt.news[-1]
    assert (news.kind, news.why) == ("missed", "standard-rule")
    assert not asked and not dealt.runner.queue and not dealt.begun
    dealt.game = "good-measure"
    dealt.search.winnable(None, lambda: False)  # the player stays
    assert not dealt.runner.queue and dealt.search.pending is None
    dealt.search.winnable(datetime.date(2026, 12, 6), lambda: True)
    dealt.runner.run_all()
    assert dealt.asked[0].daily == datetime.date(2026, 12, 6) and dealt.begun[0][1] == 9


def test_the_first_deal_ever_is_dealt_even_when_another_game_is_on_the_table():
    dealt = Dealt({"golf": _pick("golf", 3, nodes=30)})
    dealt.search.first_deal("golf")
    dealt.runner.run_all()
    assert dealt.asked[0].first and dealt.asked[0].fallback and dealt.asked[0].game == "golf"
    assert dealt.begun[0][:2] == (engine.deal("golf", 3, frozenset()), 3)


def test_the_first_deal_falls_back_to_an_ordinary_deal_with_nothing_to_say():
    dealt = Dealt({"golf": None})
    dealt.search.first_deal("golf")
    dealt.runner.run_all()
    assert dealt.news[-1].kind == "missed" and dealt.news[-1].why is None
    assert len(dealt.begun) == 1 and dealt.begun[0][0].game.name == "golf"


def test_none_found_says_why_and_new_deal_falls_back_to_an_ordinary_one():
    dealt = Dealt({"good-measure": None, "gloucestershire": RuntimeError("boom")})
    dealt.search.new_deal(winnable_only=True)
    dealt.runner.run_all()
    news = dealt.news[-1]
    assert (news.kind, news.why, news.fallback) == ("missed", "unproven", True)
    assert len(dealt.begun) == 1 and dealt.begun[0][2:] == (None, None)
    dealt.search.deal_of_level("hard")
    dealt.runner.run_all()
    assert (dealt.news[-1].why, dealt.news[-1].fallback) == ("level", False) and len(dealt.begun) == 1
    dealt.game = "gloucestershire"  # standard rule; the picker fails outright
    dealt.search.look_for()
    dealt.runner.run_all()
    news = dealt.news[-1]
    assert (news.kind, news.why) == ("missed", "standard-rule") and isinstance(news.error, RuntimeError)


def test_new_deal_without_winnable_only_deals_at_once():
    dealt = Dealt()
    dealt.search.new_deal(winnable_only=False)
    assert len(dealt.begun) == 1 and not dealt.runner.queue and not dealt.news


def test_a_deal_asked_for_meanwhile_wins_over_the_search():
    dealt = Dealt({"good-measure": _pick("good-measure", 17, nodes=400)})
    dealt.search.look_for()
    dealt.search.deal("good-measure", 4)
    dealt.runner.run_all()
    assert [deal[1] for deal in dealt.begun] == [4] and dealt.kinds() == ["searching"]
    dealt.search.close()
    dealt.search.look_for()
    assert not dealt.runner.queue  # closed: no more searches run


def test_an_answer_for_a_game_left_meanwhile_is_dropped():
    dealt = Dealt({"good-measure": _pick("good-measure", 17, nodes=400)})
    dealt.search.look_for()
    dealt.game = "golf"
    dealt.runner.run_all()
    assert dealt.kinds() == ["searching", "answered", "dropped"] and not dealt.begun


def test_the_deal_finder_asks_the_picker_for_each_kind(monkeypatch):
    from goodmeasure.solver import picker, rating

    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(picker, "daily_deal", lambda game, date, options: calls.append(("daily", date)))
    monkeypatch.setattr(rating, "pick_level", lambda game, level, options: calls.append(("level", level)))

    def winnable(game, options, keep=None, max_tries=picker.MAX_TRIES):
        calls.append(("winnable", max_tries))
        if keep is not None:
            position = engine.deal(game, 1)
            levels = [
                level
                for level, nodes in (("easy", 1), ("medium", 400), ("hard", 900))
                if keep(position, nodes)
            ]
            calls.append(("keeps", tuple(levels)))

    monkeypatch.setattr(picker, "winnable_deal", winnable)
    never = lambda: False  # noqa: E731
    find_deal(DealRequest("good-measure", frozenset(), daily=datetime.date(2026, 1, 1)), never)
    find_deal(DealRequest("good-measure", frozenset(), level="hard"), never)
    find_deal(DealRequest("good-measure", frozenset()), never)
    find_deal(DealRequest("good-measure", frozenset(), first=True), never)
    assert calls == [
        ("daily", datetime.date(2026, 1, 1)),
        ("level", "hard"),
        ("winnable", picker.MAX_TRIES),
        ("winnable", rating.LEVEL_TRIES),
        ("keeps", FIRST_DEAL_LEVELS),
    ]


def test_game_options_come_from_the_settings():
    settings = Settings()
    settings.golf_wrap, settings.golf_on_king = True, False
    settings.gloucestershire_free_bouquet = True
    assert game_options(settings, "golf") == {"wrap"}
    assert game_options(settings, "gloucestershire") == {"free-bouquet"}
    assert game_options(settings, "good-measure") == frozenset()


# --- The runner's jobs -------------------------------------------------------------------------


def test_a_job_that_fails_hands_its_error_back_or_raises_it_on_the_callers_thread():
    runner = InlineRunner()
    errors: list[Exception] = []

    def broken(cancelled: object) -> int:
        raise ValueError("bad")

    runner.submit(Job(broken, lambda answer: None, errors.append))
    runner.run_all()
    assert isinstance(errors[0], ValueError)
    runner.submit(Job(broken, lambda answer: None))
    with pytest.raises(ValueError):
        runner.run_all()
    runner.close()
    runner.submit(Job(lambda cancelled: 1, errors.append))
    assert not runner.queue


def test_the_real_first_deal_is_winnable_and_easy_or_medium():
    from goodmeasure.solver import rating

    pick = find_deal(DealRequest("good-measure", frozenset(), first=True), lambda: False)
    assert pick is not None and rating.pick_level_of(pick) in FIRST_DEAL_LEVELS


def test_a_search_asked_for_twice_in_one_position_runs_once(table):
    table.session.begin(START, 1)  # the live look
    table.analysis.request_hint()  # its answer serves the hint too
    assert len(table.runner.queue) == 1
    table.runner.run_all()
    assert table.analysis.word.kind == "hint" and table.solve.budgets(START) == [HINT_BUDGET]
    table.analysis.undo_to_winnable()
    table.analysis.undo_to_winnable()
    assert len(table.runner.queue) == 1
