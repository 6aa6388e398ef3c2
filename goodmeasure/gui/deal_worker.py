"""Winnable and daily deals come from the solver, which may think for a
while: it runs on the thread pool and its answer comes back by signal."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal


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
    # The player's first deal ever: winnable, of one of FIRST_DEAL_LEVELS.
    first: bool = False


class _Relay(QObject):
    """The signal a worker emits, on an object that outlives every worker.

    A window closed while the picker thinks deletes its searcher; a worker
    that emitted on the searcher then raised "Signal source has been
    deleted". The relay is never deleted (one for the app); a deleted
    searcher's connection to it goes with the searcher, so a late answer
    just reaches no one.
    """

    found = Signal(object, object, object)  # searcher's key, request, pick


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    global _relay
    if _relay is None:
        _relay = _Relay()  # made on the UI thread: queued calls land there
        app = QCoreApplication.instance()
        if app is not None:
            # As the app quits, a search still running is waited for (the
            # picker is quick: 0.1-1 s), while the relay still stands: when
            # Python went down the relay went first, and the worker raised.
            app.aboutToQuit.connect(_wait_for_searches)
    return _relay


def _wait_for_searches() -> None:
    QThreadPool.globalInstance().waitForDone()


class DealSearcher(QObject):
    """Runs the solver's picker off the UI thread.

    ``found(request, pick)`` carries the request it answers, so the window can
    drop an answer the player has moved on from; ``pick`` is the picker's
    Pick, None, or the exception it raised.
    """

    found = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._key = object()
        _the_relay().found.connect(self._relayed)

    def search(self, request: DealRequest) -> None:
        key, relay = self._key, _the_relay()
        # The worker holds the relay and a key, never this searcher.
        QThreadPool.globalInstance().start(lambda: _run(relay, key, request))

    def _relayed(self, key: object, request: DealRequest, pick: object) -> None:
        if key is self._key:
            self.found.emit(request, pick)


def _run(relay: _Relay, key: object, request: DealRequest) -> None:
    from goodmeasure.solver import picker

    try:
        if request.daily is not None:
            pick: object = picker.daily_deal(request.game, request.daily, request.options)
        elif request.first:
            pick = _first_deal(request)
        elif request.level is not None:
            from goodmeasure.solver import rating

            pick = rating.pick_level(request.game, request.level, request.options)
        else:
            pick = picker.winnable_deal(request.game, request.options)
    except Exception as error:  # noqa: BLE001 - shown to the player, not lost
        pick = error
    # Emitted on the worker thread; Qt queues it to the UI thread.
    relay.found.emit(key, request, pick)


def _first_deal(request: DealRequest) -> object:
    from goodmeasure.session.origin import FIRST_DEAL_LEVELS
    from goodmeasure.solver import picker, rating

    def keep(position: object, nodes: int) -> bool:
        return rating.level_of(position.game, nodes) in FIRST_DEAL_LEVELS  # type: ignore[attr-defined]

    # As many tries as a deal of one level gets: two levels of four, so it
    # seldom needs more than a few (0.1 s at the median, 1 s at most).
    return picker.winnable_deal(request.game, request.options, keep=keep, max_tries=rating.LEVEL_TRIES)
