"""The first frame comes first: the window loads only what it shows (the
dialogs, sound and the solver wait for their first use), and a new
player's first deal is searched for once the table has been painted
(benchmarks/startup_bench.py measures the time)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from driver import TableDriver
from PySide6.QtCore import QEvent, QObject

from goodmeasure.gui.table.cardart import CardArt
from goodmeasure.gui.window.dealing import Dealer
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

pytestmark = pytest.mark.gui

# A fresh interpreter: the window made, shown and painted once; then which
# modules it loaded.
FIRST_FRAME = """
import sys, tempfile
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.storage import Settings, StoragePaths

class Painted(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.seen = True
        return False

app = QApplication([])
home = tempfile.mkdtemp()
settings = Settings(animation_speed="off", first_deal_dealt=True, sound=True)
window = MainWindow(StoragePaths.under(home), settings)
painted = Painted()
window.view.viewport().installEventFilter(painted)
window.resize(1024, 700)
window.show()
while not painted.seen:
    app.processEvents()
print(" ".join(sorted(sys.modules)))
window.close()
"""

LATER = [
    "goodmeasure.gui.dialogs.statistics_dialog",
    "goodmeasure.gui.dialogs.settings_dialog",
    "goodmeasure.gui.dialogs.deal_number",
    "goodmeasure.gui.dialogs.files",
    "goodmeasure.gui.dialogs.helpmenu",
    "goodmeasure.gui.dialogs.howto",
    "goodmeasure.gui.dialogs.shortcuts",
    "PySide6.QtMultimedia",
]


@pytest.fixture(scope="module")
def first_frame_modules() -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME], check=True, timeout=120, capture_output=True, text=True
    )
    return set(done.stdout.split())


@pytest.mark.parametrize("module", LATER)
def test_the_first_frame_does_not_load(first_frame_modules: set[str], module: str) -> None:
    assert "goodmeasure.gui.table.table" in first_frame_modules  # the frame was made
    assert module not in first_frame_modules


def test_the_first_frame_does_not_load_the_solver(first_frame_modules: set[str]) -> None:
    assert not {m for m in first_frame_modules if m.startswith("goodmeasure.solver")}


class _Painted(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            self.seen = True
        return False


def _record_calls(monkeypatch, cls, name: str, calls: list[bool], painted: list[_Painted]) -> None:
    """Each call of ``cls.name`` noted: whether the table had been painted then."""
    original = getattr(cls, name)

    def noted(self, *args, **kwargs):
        calls.append(bool(painted) and painted[0].seen)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, noted)


def _watch_the_first_viewport(monkeypatch, painted: list[_Painted]) -> None:
    # The filter goes on before the window's own, so it sees the first paint.
    made = MainWindow.__init__.__globals__["TableView"]

    class Watched(made):  # type: ignore[misc, valid-type]
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            watcher = _Painted()
            self.viewport().installEventFilter(watcher)
            painted.append(watcher)

    monkeypatch.setitem(MainWindow.__init__.__globals__, "TableView", Watched)


def test_a_new_players_first_deal_is_searched_for_after_the_first_paint(qtbot, tmp_path, monkeypatch) -> None:
    painted: list[_Painted] = []
    calls: list[bool] = []
    _watch_the_first_viewport(monkeypatch, painted)
    _record_calls(monkeypatch, Dealer, "first_deal", calls, painted)
    window = MainWindow(
        StoragePaths.under(tmp_path / "home"), Settings(animation_speed="off", confirm_abandon=False)
    )
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitUntil(lambda: bool(calls))
    assert calls == [True]
    qtbot.waitUntil(lambda: window.number is not None, timeout=30000)


def test_a_deal_made_before_the_window_shows_is_rendered_once_at_the_size_seen(qtbot, tmp_path, monkeypatch):
    rendered: list[tuple[str, int]] = []
    render = CardArt.pixmap

    def counted(self, name, width, height, ratio):
        if name not in self._sizes.get((round(width), round(height), ratio), {}):
            rendered.append((name, round(width)))
        return render(self, name, width, height, ratio)

    monkeypatch.setattr(CardArt, "pixmap", counted)
    settings = Settings(animation_speed="off", confirm_abandon=False, first_deal_dealt=True)
    window = MainWindow(StoragePaths.under(tmp_path / "home"), settings)
    qtbot.addWidget(window)
    window.start_deal("good-measure", 1)  # as the app resumes a game: before the window shows
    window.resize(1024, 700)
    assert rendered == []
    window.show()
    qtbot.waitExposed(window)
    seen = TableDriver(window).card_sizes_drawn()
    assert len(seen) == 1  # one card size on the table
    assert {width for _, width in rendered} == seen  # rendered at that size only
    assert len(rendered) == 52  # every face of the deal, once
