"""Each part of the window follows the session itself (it subscribes to the
Changes it shows): built on a bare session, without a window, it shows what
the session does."""

from __future__ import annotations

import pytest
from gui_positions import GOLF_STUCK
from PySide6.QtWidgets import QMainWindow

from goodmeasure import engine
from goodmeasure.gui.table.motion import Motion
from goodmeasure.gui.table.table import TableScene, TableView
from goodmeasure.gui.table.table_follows import TableFollows
from goodmeasure.gui.window.banner import Banner
from goodmeasure.gui.window.endings import EndNotice
from goodmeasure.gui.window.status import StatusFields
from goodmeasure.session import Keeper, Session
from goodmeasure.storage import StoragePaths

pytestmark = pytest.mark.gui


@pytest.fixture
def session(tmp_path) -> Session:
    return Session(Keeper(StoragePaths.under(tmp_path / "home")))


def first_move(session: Session) -> engine.Move:
    return engine.legal_moves(session.position)[0]


def test_the_status_bar_follows_the_session(qtbot, session):
    window = QMainWindow()
    qtbot.addWidget(window)
    status = StatusFields(session, window.statusBar())
    session.begin(engine.deal("golf", 5), 5)
    assert status.labels["deal"].text() == "Deal 5"
    assert status.labels["moves"].text() == "Moves: 0"
    assert "Golf" in status.labels["game"].toolTip()
    session.play(first_move(session))
    assert status.labels["moves"].text() == "Moves: 1"


def test_the_table_follows_the_session(qtbot, session):
    window = QMainWindow()
    qtbot.addWidget(window)
    scene = TableScene(window)
    view = TableView(scene, window)
    window.setCentralWidget(view)
    window.resize(1000, 700)
    window.show()
    TableFollows(session, scene, Motion(session, scene.glides))
    session.begin(engine.deal("golf", 5), 5)
    assert scene.position == session.position
    session.play(first_move(session))
    assert scene.position == session.position


def test_the_end_notice_follows_the_session(qtbot, session):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    banner = Banner(window)
    EndNotice(session, banner, lambda: None, lambda: None, lambda: None, lambda: None, lambda _w, _n: "")
    session.begin(engine.read_deal(GOLF_STUCK))
    assert not banner.isHidden()
    session.begin(engine.deal("golf", 5), 5)
    assert banner.isHidden()
