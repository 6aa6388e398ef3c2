"""A window closed and gone while the solver still looks for a deal: the
search's thread is waited for as the window closes (a QThread deleted while
running aborts the process), its answer is dropped, and nothing is raised."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("search", ["winnable", "daily"])
def test_quitting_during_a_search_raises_nothing(qapp, tmp_path, capfd, monkeypatch, search):
    unraisable: list[object] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    for attempt in range(12):
        window = MainWindow(
            StoragePaths.under(tmp_path / f"home{attempt}"),
            Settings(
                animation_speed="off",
                confirm_abandon=False,
                live_status=False,
                gloucestershire_free_bouquet=True,
            ),
        )
        window.show()
        # Gloucestershire with the free bouquet: the picker's guided search
        # takes a while on each deal it tries. (Under the standard rule the
        # window says at once that it has none to give, and no search runs.)
        window.start_deal("gloucestershire", 1)
        action = window.menu_actions["winnable"] if search == "winnable" else window.menu_actions["daily"]
        action.trigger()
        assert window.dealer.pending is not None
        thread = window.dealer.runner.thread_of_jobs
        window.close()
        assert thread.isFinished()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
    err = capfd.readouterr().err
    assert "Signal source has been deleted" not in err
    assert "RuntimeError" not in err
    assert not unraisable


QUIT_DURING_SEARCH = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

app = QApplication(["goodmeasure"])
settings = Settings(confirm_abandon=False, live_status=False, gloucestershire_free_bouquet=True)
window = MainWindow(StoragePaths.under(sys.argv[1]), settings)
window.show()
window.start_deal("gloucestershire", 1)
QTimer.singleShot(0, window.menu_actions["winnable"].trigger)
QTimer.singleShot(1, window.close)
sys.exit(app.exec())
"""


def test_quitting_the_app_during_a_search_prints_nothing(tmp_path):
    # The whole app, to its interpreter's end: the worker outlived the
    # relay there and raised as the process went down.
    import os
    import subprocess

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for attempt in range(6):
        run = subprocess.run(
            [sys.executable, "-c", QUIT_DURING_SEARCH, str(tmp_path / f"home{attempt}")],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            cwd=os.getcwd(),
        )
        assert run.returncode == 0, run.stderr
        assert "Error" not in run.stderr and "Traceback" not in run.stderr, run.stderr
