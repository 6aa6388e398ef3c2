"""Winnable and daily deals come from the solver, which may think for a
while: it runs on the thread pool and its answer comes back by signal."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThreadPool, Signal


@dataclass(frozen=True)
class DealRequest:
    game: str
    options: frozenset[str]
    # The date for the daily deal; None asks for any winnable deal.
    daily: datetime.date | None = None
    # Deal an ordinary deal if none is found (New deal with "winnable only").
    fallback: bool = False
    # A winnable deal of this difficulty level only (see difficulty_menu.py).
    level: str | None = None


class DealSearcher(QObject):
    """Runs the solver's picker off the UI thread.

    ``found(request, pick)`` carries the request it answers, so the window can
    drop an answer the player has moved on from; ``pick`` is the picker's
    Pick, None, or the exception it raised.
    """

    found = Signal(object, object)

    def search(self, request: DealRequest) -> None:
        QThreadPool.globalInstance().start(lambda: self._run(request))

    def _run(self, request: DealRequest) -> None:
        from goodmeasure.solver import picker

        try:
            if request.daily is not None:
                pick: object = picker.daily_deal(request.game, request.daily, request.options)
            elif request.level is not None:
                from goodmeasure.solver import rating

                pick = rating.pick_level(request.game, request.level, request.options)
            else:
                pick = picker.winnable_deal(request.game, request.options)
        except Exception as error:  # noqa: BLE001 - shown to the player, not lost
            pick = error
        # Emitted on the worker thread; Qt queues it to the window's thread.
        self.found.emit(request, pick)
