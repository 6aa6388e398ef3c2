"""New deals for the session, in the window's words: the search itself
(by number, at random, and those the solver proves winnable: a winnable
deal, the daily deal, a deal of a difficulty level, the first deal ever)
is the session's :class:`DealSearch` (session/dealsearch.py), run on a Qt
thread (runner.py) while the table stays usable; this class words what it
reports."""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QThread
from PySide6.QtWidgets import QStatusBar

from goodmeasure.gui.window import difficulty_menu
from goodmeasure.gui.window.runner import QtRunner
from goodmeasure.session import Session
from goodmeasure.session.dealsearch import Begin, DealNews, DealRequest, DealSearch, game_options
from goodmeasure.storage import Settings


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
        offer_free_bouquet: Callable[[str, DealRequest | None], object],
    ) -> None:
        super().__init__(status_bar)
        self._session = session
        self._settings = settings
        self._status_bar = status_bar
        self._tell = tell
        # Under Gloucestershire's standard rule, said in the strip with its switch.
        self._offer_free_bouquet = offer_free_bouquet
        # The player waits for the deal: not the solver's low priority.
        self.runner = QtRunner("goodmeasure-deals", self, QThread.Priority.NormalPriority)
        self.search = DealSearch(
            self.runner, lambda: session.game, lambda game: game_options(settings(), game), begin
        )
        self.search.subscribe(self._news)

    @property
    def pending(self) -> DealRequest | None:
        """The search under way, if any."""
        return self.search.pending

    def deal(self, game: str, number: int) -> None:
        self.search.deal(game, number)

    def random_deal(self, game: str) -> None:
        self.search.random_deal(game)

    def new_deal(self) -> None:
        """Another deal of the game on the table (winnable only, if so set)."""
        self.search.new_deal(self._settings().winnable_only)

    def first_deal(self, game: str) -> None:
        """The player's first deal ever (session/dealsearch.py); the felt
        stays bare until it comes."""
        self.search.first_deal(game)

    def cancel(self) -> None:
        """A deal is on the table by other means: a search's answer is not wanted."""
        self.search.cancel()

    def close(self) -> None:
        """No more searches; the one under way is waited for (its thread
        must not be deleted while it runs)."""
        self.search.close()

    def look_for(self, daily: datetime.date | None, fallback: bool = False, level: str | None = None) -> None:
        """Ask the solver for a winnable deal (the daily deal of ``daily``;
        one of difficulty ``level``) of the game on the table."""
        self.search.look_for(daily, fallback, level)

    def winnable(self, daily: datetime.date | None, may_leave: Callable[[], bool]) -> None:
        """Look for a winnable deal (the daily deal of ``daily``), or say at
        once that the game and rule have none to give."""
        self.search.winnable(daily, may_leave)

    def deal_of_level(self, level: str, may_leave: Callable[[], bool]) -> None:
        """Look for a winnable deal of ``level``, or say at once that the
        game and rule have none to give."""
        self.search.deal_of_level(level, may_leave)

    def _news(self, news: DealNews) -> None:
        if news.kind == "searching":
            self._status_bar.showMessage(
                QCoreApplication.translate("MainWindow", "Looking for a deal the solver can win...")
            )
        elif news.kind == "answered":
            self._status_bar.clearMessage()
        elif news.kind == "out-of-reach":
            # In the strip, with a switch to the free bouquet and a deal of that level.
            level = news.request.level
            assert level is not None
            self._offer_free_bouquet(difficulty_menu.out_of_reach_words(level), news.request)
        elif news.kind == "missed" and news.why is not None:
            self._missed(news)

    def _missed(self, news: DealNews) -> None:
        """Say plainly that no deal was proven winnable, and why where known."""
        if news.why == "standard-rule":
            why = standard_bouquet_words()
        elif news.why == "level":
            assert news.request.level is not None
            why = difficulty_menu.not_found_words(news.request.level)
        else:
            why = QCoreApplication.translate(
                "MainWindow", "The solver could not prove a deal winnable this time."
            )
        if news.fallback:
            why += " " + QCoreApplication.translate(
                "MainWindow", "Here is an ordinary deal instead; it may not be winnable."
            )
        if news.why == "standard-rule":
            # In the strip above the table, with the switch: the rule's doing,
            # told on every such search it answers, never in a box.
            self._offer_free_bouquet(why, news.request)
        else:
            self._tell([why])
