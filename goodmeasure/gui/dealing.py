"""New deals for the session: by number, at random, and those the solver
proves winnable (a winnable deal, the daily deal, a deal of a difficulty
level), which it looks for on the thread pool (:mod:`.deal_worker`) while
the table stays usable. A picked deal comes with the level the solver
rated it at (difficulty_menu.py words it)."""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QStatusBar

from goodmeasure import engine
from goodmeasure.engine import Position
from goodmeasure.session import Session, level_of_pick
from goodmeasure.storage import Settings

from . import deal_worker, difficulty_menu

MAX_RANDOM_DEAL = 999_999

# A deal on the table: its position, number, daily date and level.
Begin = Callable[[Position, int | None, datetime.date | None, str | None], None]


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
        offer_free_bouquet: Callable[[str, Callable[[], None] | None], object],
    ) -> None:
        super().__init__(status_bar)
        self._session = session
        self._settings = settings
        self._begin = begin
        self._status_bar = status_bar
        self._tell = tell
        # Under Gloucestershire's standard rule, said in the strip with its switch.
        self._offer_free_bouquet = offer_free_bouquet
        # The search under way, if any.
        self.pending: deal_worker.DealRequest | None = None
        self._searcher = deal_worker.DealSearcher(self)
        self._searcher.found.connect(self._found)

    def deal(self, game: str, number: int) -> None:
        self.pending = None  # a deal asked for now wins over one still searched for
        self._begin(engine.deal(game, number, game_options(self._settings(), game)), number, None, None)

    def random_deal(self, game: str) -> None:
        self.deal(game, random.randint(1, MAX_RANDOM_DEAL))

    def new_deal(self) -> None:
        """Another deal of the game on the table (winnable only, if so set)."""
        if self._settings().winnable_only:
            self.look_for(None, fallback=True)
        else:
            self.random_deal(self._session.game)

    def first_deal(self, game: str) -> None:
        """The player's first deal ever: one the solver proves winnable and
        rates easy or medium, whatever the Winnable deals setting says. It
        is looked for on the thread pool; the felt stays bare until it comes."""
        self.look_for(None, fallback=True, game=game, first=True)

    def cancel(self) -> None:
        """A deal is on the table by other means: a search's answer is not wanted."""
        self.pending = None

    def look_for(
        self,
        daily: datetime.date | None,
        fallback: bool = False,
        level: str | None = None,
        game: str | None = None,
        first: bool = False,
    ) -> None:
        """Ask the solver for a winnable deal (the daily deal of ``daily``;
        one of difficulty ``level``; the ``first`` deal) of ``game`` (the
        game on the table)."""
        if self.pending is not None:
            return
        game = game or self._session.game
        options = game_options(self._settings(), game)
        search = deal_worker.DealRequest(game, options, daily, fallback, level, first)
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
        if search.game != self._session.game and not search.first:
            return  # the player changed game meanwhile
        # The session says what the deal's level is.
        level = level_of_pick(pick)  # type: ignore[arg-type]
        self._begin(pick.position, pick.number, search.daily, level)  # type: ignore[attr-defined]

    def deal_of_level(self, level: str, may_leave: Callable[[], bool]) -> None:
        """Look for a winnable deal of ``level``, or say at once that the
        game and rule have none to give."""
        from goodmeasure.solver import rating

        game = self._session.game
        if not rating.reachable(engine.get_game(game, game_options(self._settings(), game))):
            # In the strip, with a switch that deals a free-bouquet deal of this level.
            self._offer_free_bouquet(
                difficulty_menu.out_of_reach_words(level), lambda: self.look_for(None, level=level)
            )
            return
        if may_leave():
            self.look_for(None, level=level)

    def _none_found(self, search: deal_worker.DealRequest) -> None:
        """Say plainly that no deal was proven winnable, and why where known."""
        if search.first:
            # Nothing to explain to a new player: an ordinary deal (under
            # Gloucestershire's standard rule the strip tells of the rule).
            self.random_deal(search.game)
            return
        standard = search.game == "gloucestershire" and "free-bouquet" not in search.options
        if standard:
            why = standard_bouquet_words()
        elif search.level is not None:
            why = difficulty_menu.not_found_words(search.level)
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
        if standard:
            # In the strip above the table, with the switch: the rule's doing,
            # told on every such search it answers, never in a box.
            self._offer_free_bouquet(why, None)
        else:
            self._tell([why])

    def lost_from_start(self) -> None:
        """The solver proves the deal lost before any move. Under
        Gloucestershire's standard rule that is the rule's doing: the strip
        above the table said so once (bouquet.py); no box here, it came on
        every deal."""
        self._session.lost_start_told = True
