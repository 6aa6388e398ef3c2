"""A window closed and gone while the solver still looks for a deal: the
answer has nowhere to go and is dropped, with no error from the worker."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool
from PySide6.QtWidgets import QApplication

from goodmeasure.gui.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("search", ["winnable", "daily"])
def test_quitting_during_a_search_raises_nothing(qapp, tmp_path, capfd, monkeypatch, search):
    unraisable: list[object] = []
    monkeypatch.setattr(sys, "unraisablehook", unraisable.append)
    for attempt in range(12):
        window = MainWindow(
            StoragePaths.under(tmp_path / f"home{attempt}"),
            Settings(animation_speed="off", confirm_abandon=False, live_status=False),
        )
        window.show()
        # Gloucestershire's standard rule: the picker tries its forty deals.
        window.start_deal("gloucestershire", 1)
        action = window.winnable_action if search == "winnable" else window.daily_action
        action.trigger()
        assert window._search is not None
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
        QThreadPool.globalInstance().waitForDone()
        QApplication.processEvents()
    err = capfd.readouterr().err
    assert "Signal source has been deleted" not in err
    assert "RuntimeError" not in err
    assert not unraisable
