"""New deals for the session: by number, at random, and those the solver
proves winnable (a winnable deal, the daily deal), which it looks for on
the thread pool (:mod:`.deal_worker`) while the table stays usable."""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QStatusBar

from goodmeasure import engine
from goodmeasure.engine import Position
from goodmeasure.session import Session
from goodmeasure.storage import Settings

from . import deal_worker

MAX_RANDOM_DEAL = 999_999

Begin = Callable[[Position, int | None, datetime.date | None], None]


def game_options(settings: Settings, game: str) -> frozenset[str]:
    """The variants a new deal of ``game`` is dealt with, from the settings."""
    if game == "golf":
        chosen = {"wrap": settings.golf_wrap, "on-king": settings.golf_on_king}
        return frozenset(name for name, on in chosen.items() if on)
    if game == "gloucestershire" and settings.gloucestershire_free_bouquet:
        return frozenset({"free-bouquet"})
    return frozenset()


def standard_bouquet_words() -> str:
    # One text for the daily deal's search and a deal proven lost at once.
    return QCoreApplication.translate(
        "MainWindow",
        "Under the standard rule, where only the bouquet's top card plays, the solver "
        "has never found a Gloucestershire deal that can be won: it proves nearly every "
        "deal lost. Turn on the free bouquet in Settings for deals it can win.",
    )


class Dealer(QObject):
    """Deals for one session; ``begin`` puts a deal on the table."""

    def __init__(
        self,
        session: Session,
        settings: Callable[[], Settings],
        begin: Begin,
        status_bar: QStatusBar,
        tell: Callable[[list[str]], object],
    ) -> None:
        super().__init__(status_bar)
        self._session = session
        self._settings = settings
        self._begin = begin
        self._status_bar = status_bar
        self._tell = tell
        # The search under way, if any.
        self.pending: deal_worker.DealRequest | None = None
        self._searcher = deal_worker.DealSearcher(self)
        self._searcher.found.connect(self._found)

    def deal(self, game: str, number: int) -> None:
        self._begin(engine.deal(game, number, game_options(self._settings(), game)), number, None)

    def random_deal(self, game: str) -> None:
        self.deal(game, random.randint(1, MAX_RANDOM_DEAL))

    def new_deal(self) -> None:
        """Another deal of the game on the table (winnable only, if so set)."""
        if self._settings().winnable_only:
            self.look_for(None, fallback=True)
        else:
            self.random_deal(self._session.game)

    def look_for(self, daily: datetime.date | None, fallback: bool = False) -> None:
        """Ask the solver for a winnable deal (the daily deal of ``daily``)."""
        if self.pending is not None:
            return
        game = self._session.game
        search = deal_worker.DealRequest(game, game_options(self._settings(), game), daily, fallback)
        self.pending = search
        self._status_bar.showMessage(
            QCoreApplication.translate("MainWindow", "Looking for a deal the solver can win...")
        )
        self._searcher.search(search)

    def _found(self, search: deal_worker.DealRequest, pick: object) -> None:
        if search is not self.pending:
            return
        self.pending = None
        self._status_bar.clearMessage()
        if isinstance(pick, Exception) or pick is None:
            self._none_found(search)
            return
        if search.game != self._session.game:
            return  # the player changed game meanwhile
        self._begin(pick.position, pick.number, search.daily)  # type: ignore[attr-defined]

    def _none_found(self, search: deal_worker.DealRequest) -> None:
        """Say plainly that no deal was proven winnable, and why where known."""
        if search.game == "gloucestershire" and "free-bouquet" not in search.options:
            why = standard_bouquet_words()
        else:
            why = QCoreApplication.translate(
                "MainWindow", "The solver could not prove a deal winnable this time."
            )
        if search.fallback:
            why += " " + QCoreApplication.translate(
                "MainWindow", "Here is an ordinary deal instead; it may not be winnable."
            )
            self.random_deal(search.game)
            self._session.lost_start_told = True  # the player has just been warned
        self._tell([why])

    def lost_from_start(self) -> None:
        """The solver proves the deal lost before any move. In Gloucestershire
        under the standard rule that is the rule's doing, not the player's:
        say why and where the free bouquet is, once per game (the proof comes
        again after every move)."""
        session = self._session
        game = session.position.game
        if session.lost_start_told or session.from_file or game.name != "gloucestershire":
            return
        if game.free_bouquet:
            return
        session.lost_start_told = True
        verdict = QCoreApplication.translate("HintController", "The solver proves this deal cannot be won.")
        self._tell([verdict, standard_bouquet_words()])
