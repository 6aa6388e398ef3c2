"""The session's runner on Qt: work off the UI thread, answers back on it,
cancelled jobs dropped; and the ticker. Offscreen, waiting on signals."""

from __future__ import annotations

import threading

import pytest

from goodmeasure.gui.window.runner import QtRunner
from goodmeasure.gui.window.ticker import QtTicker
from goodmeasure.session.runner import Job

pytestmark = pytest.mark.gui


@pytest.fixture
def runner(qapp):
    runner = QtRunner("test-runner")
    yield runner
    runner.close()


def test_work_runs_off_the_ui_thread_and_the_answer_comes_back_on_it(runner, qtbot):
    seen: dict[str, threading.Thread] = {}

    def work(cancelled):
        seen["work"] = threading.current_thread()
        return 42

    def done(answer):
        seen["done"] = threading.current_thread()
        seen["answer"] = answer

    job = Job(work, done)
    with qtbot.waitSignal(runner.delivered, timeout=5000) as signal:
        runner.submit(job)
    assert signal.args == [job] and seen["answer"] == 42
    assert seen["work"] is not threading.main_thread()
    assert seen["done"] is threading.main_thread()


def test_a_job_cancelled_while_queued_never_runs_and_its_answer_is_dropped(runner, qtbot):
    release = threading.Event()
    answers: list[str] = []

    def held(cancelled):
        release.wait(5)
        return "held"

    first, second, third = (
        Job(held, answers.append),
        Job(lambda cancelled: "cancelled", answers.append),
        Job(lambda cancelled: "third", answers.append),
    )
    for job in (first, second, third):
        runner.submit(job)
    second.cancel()
    first.cancel()  # running: its answer is dropped too
    with qtbot.waitSignal(runner.delivered, timeout=5000, check_params_cb=lambda job: job is third):
        release.set()
    assert answers == ["third"] and not second.ran


def test_closing_stops_a_polling_search_and_the_thread(qapp, qtbot):
    runner = QtRunner("test-closing")
    started = threading.Event()
    stopped: list[bool] = []

    def search(cancelled):
        started.set()
        while not cancelled():
            threading.Event().wait(0.001)
        stopped.append(True)

    runner.submit(Job(search, lambda answer: None))
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert not stopped  # it searches until told
    runner.close()  # returns once the thread is done
    assert stopped == [True] and runner.thread_of_jobs.isFinished()
    runner.submit(Job(lambda cancelled: None, lambda answer: None))  # taken no more


def test_the_ticker_ticks_until_stopped(qapp, qtbot):
    ticker = QtTicker()
    ticks: list[int] = []
    ticker.start(0.01, lambda: ticks.append(1))
    assert ticker.active
    qtbot.waitUntil(lambda: len(ticks) >= 2, timeout=5000)
    ticker.stop()
    assert not ticker.active


def test_the_analysis_talks_to_the_solver_through_the_qt_runner(qapp, qtbot, tmp_path):
    from parking_positions import TWO_QUEENS_ONE_KING

    from goodmeasure import engine
    from goodmeasure.session import Keeper, Session
    from goodmeasure.session.analysis import Analysis
    from goodmeasure.storage import StoragePaths

    session = Session(Keeper(StoragePaths.under(tmp_path / "home"), lambda told: None))
    runner = QtRunner("test-solver")
    analysis = Analysis(session, runner, QtTicker(), lambda: True)
    session.begin(engine.read_deal(TWO_QUEENS_ONE_KING))  # lost before any move
    qtbot.waitUntil(lambda: analysis.status.kind == "lost-from-start", timeout=20000)
    assert session.solver_word.lost_from_start
    analysis.request_hint()
    assert analysis.word.kind == "hint" and analysis.word.lost == "deal"
    analysis.close()
    assert runner.thread_of_jobs.isFinished()
