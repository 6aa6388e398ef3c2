"""Winnable and daily deals come from the solver, which may think for a
while: it runs on the thread pool and its answer comes back by signal."""

from __future__ import annotations

import datetime
import importlib.util
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


def solver_picker_available() -> bool:
    """Is goodmeasure.solver.picker there? Without it the menu items are disabled."""
    try:
        return importlib.util.find_spec("goodmeasure.solver.picker") is not None
    except ImportError:
        return False


class _Relay(QObject):
    # Emitted from the worker thread; Qt queues it to the receiver's thread.
    done = Signal(object, object)


class DealSearch(QRunnable):
    """Ask the solver's picker for a winnable deal or the daily deal.

    ``done(request, pick)`` carries the request it answers so the window can
    drop an answer that the player has moved on from.
    """

    def __init__(self, game: str, options: frozenset[str], daily: datetime.date | None = None) -> None:
        super().__init__()
        self.game = game
        self.options = options
        self.daily = daily
        self.relay = _Relay()

    def run(self) -> None:
        from goodmeasure.solver import picker

        try:
            if self.daily is not None:
                pick = picker.daily_deal(self.game, self.daily, self.options)
            else:
                pick = picker.winnable_deal(self.game, self.options)
        except Exception as error:  # noqa: BLE001 - reported to the player, not lost
            pick = error
        self.relay.done.emit(self, pick)


def start_search(search: DealSearch, on_done: Callable[[DealSearch, object], None]) -> None:
    search.setAutoDelete(False)
    search.relay.done.connect(on_done)
    QThreadPool.globalInstance().start(search)
