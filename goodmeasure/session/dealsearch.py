"""New deals: by number, at random, and those the solver proves winnable
(a winnable deal, the daily deal, a deal of a difficulty level, and a new
player's first deal ever), looked for through a runner off the caller's
thread while the table stays usable. A picked deal comes with the level the
solver rated it at. Produces no text: it reports :class:`DealNews`."""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from goodmeasure import engine
from goodmeasure.engine import Position
from goodmeasure.storage import Settings

from .origin import FIRST_DEAL_LEVELS, level_of_pick
from .runner import Cancelled, Job, Runner

if TYPE_CHECKING:
    from goodmeasure.solver.picker import Pick

MAX_RANDOM_DEAL = 999_999

# A deal on the table: its position, number, daily date and level.
Begin = Callable[[Position, int | None, datetime.date | None, str | None], object]


def game_options(settings: Settings, game: str) -> frozenset[str]:
    """The variants a new deal of ``game`` is dealt with, from the settings."""
    if game == "golf":
        chosen = {"wrap": settings.golf_wrap, "on-king": settings.golf_on_king}
        return frozenset(name for name, on in chosen.items() if on)
    if game == "gloucestershire" and settings.gloucestershire_free_bouquet:
        return frozenset({"free-bouquet"})
    return frozenset()


@dataclass(frozen=True)
class DealRequest:
    game: str
    options: frozenset[str]
    # The date for the daily deal; None asks for any winnable deal.
    daily: datetime.date | None = None
    # Deal an ordinary deal if none is found (New deal with "winnable only").
    fallback: bool = False
    # A winnable deal of this difficulty level only.
    level: str | None = None
    # The player's first deal ever: winnable, of one of FIRST_DEAL_LEVELS.
    first: bool = False


def find_deal(request: DealRequest, cancelled: Cancelled) -> Pick | None:
    """The solver's pick for ``request`` (off the caller's thread; the
    picker is quick, 0.1-1 s, and polls no cancellation)."""
    from goodmeasure.solver import picker, rating

    if request.daily is not None:
        return picker.daily_deal(request.game, request.daily, request.options)
    if request.first:

        def keep(position: Position, nodes: int) -> bool:
            return rating.level_of(position.game, nodes) in FIRST_DEAL_LEVELS

        # As many tries as a deal of one level gets: two levels of four, so
        # it seldom needs more than a few (0.1 s at the median, 1 s at most).
        return picker.winnable_deal(request.game, request.options, keep=keep, max_tries=rating.LEVEL_TRIES)
    if request.level is not None:
        return rating.pick_level(request.game, request.level, request.options)  # type: ignore[arg-type]
    return picker.winnable_deal(request.game, request.options)


def level_reachable(game: str, options: frozenset[str]) -> bool:
    """Whether the picker can deal levels of ``game`` under ``options`` at all."""
    from goodmeasure.solver import rating

    return rating.reachable(engine.get_game(game, options))


def _why_none(request: DealRequest) -> Why:
    """Why ``request`` brought no deal: Gloucestershire's standard rule, no
    deal of its level, or none proven this time."""
    if request.game == "gloucestershire" and "free-bouquet" not in request.options:
        return "standard-rule"
    return "level" if request.level is not None else "unproven"


NewsKind = Literal["searching", "answered", "found", "dropped", "missed", "out-of-reach"]
# Why no deal came: Gloucestershire's standard rule, no deal of the level,
# none proven this time.
Why = Literal["standard-rule", "level", "unproven"]


@dataclass(frozen=True)
class DealNews:
    """What a deal search did. "searching": one began; "answered": it ended
    (told first, then one of the next three); "found": its deal is on the
    table; "dropped": its
    answer came for a game no longer on the table; "missed": none was found,
    ``why`` (None: nothing to tell, an ordinary deal is dealt), and with
    ``fallback`` an ordinary deal was dealt instead; "out-of-reach": the
    game and rule have no deal of ``request.level`` to give."""

    kind: NewsKind
    request: DealRequest
    why: Why | None = None
    fallback: bool = False
    error: Exception | None = None


Listener = Callable[[DealNews], object]
Find = Callable[[DealRequest, Cancelled], "Pick | None"]


class DealSearch:
    """Deals for one session's table; ``begin`` puts a deal on it."""

    def __init__(
        self,
        runner: Runner,
        game: Callable[[], str],
        options: Callable[[str], frozenset[str]],
        begin: Begin,
        find: Find = find_deal,
    ) -> None:
        self._runner = runner
        self._game = game  # the game on the table
        self._options = options  # the variants a new deal is dealt with
        self._begin = begin
        self._find = find
        self._listeners: list[Listener] = []
        # The search under way, if any, and its job.
        self.pending: DealRequest | None = None
        self._job: Job[Pick | None] | None = None

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _tell(self, news: DealNews) -> None:
        for listener in list(self._listeners):
            listener(news)

    # --- Deals at once ------------------------------------------------------------------

    def deal(self, game: str, number: int) -> None:
        self.cancel()  # a deal asked for now wins over one still searched for
        self._begin(engine.deal(game, number, self._options(game)), number, None, None)

    def random_deal(self, game: str) -> None:
        self.deal(game, random.randint(1, MAX_RANDOM_DEAL))

    def new_deal(self, winnable_only: bool) -> None:
        """Another deal of the game on the table (winnable only, if so set)."""
        if winnable_only:
            self.look_for(fallback=True)
        else:
            self.random_deal(self._game())

    def cancel(self) -> None:
        """A deal is on the table by other means: a search's answer is not wanted."""
        self.pending = None
        if self._job is not None:
            self._job.cancel()
            self._job = None

    def close(self) -> None:
        """No more searches; one under way is waited for (the picker polls no
        cancellation: at most about a second, measured up to 1.3 s)."""
        self.cancel()
        self._runner.close()

    # --- Deals the solver looks for ------------------------------------------------------

    def first_deal(self, game: str) -> None:
        """The player's first deal ever: one the solver proves winnable and
        rates easy or medium; the table stays bare until it comes."""
        self.look_for(fallback=True, game=game, first=True)

    def winnable(
        self, daily: datetime.date | None = None, may_leave: Callable[[], bool] = lambda: True
    ) -> None:
        """Look for a winnable deal (the daily deal of ``daily``) once the
        player ``may_leave`` the game on the table, or say at once that the
        game and rule have none to give: then the player is not asked to
        give up a game that goes on all the same."""
        game = self._game()
        request = DealRequest(game, self._options(game), daily)
        if not level_reachable(game, request.options):
            self._tell(DealNews("missed", request, why=_why_none(request)))
        elif may_leave():
            self.look_for(daily)

    def deal_of_level(self, level: str, may_leave: Callable[[], bool] = lambda: True) -> None:
        """Look for a winnable deal of ``level`` (once the player ``may_leave``
        the game on the table), or say at once that the game and rule have
        none to give."""
        game = self._game()
        request = DealRequest(game, self._options(game), level=level)
        if not level_reachable(game, request.options):
            self._tell(DealNews("out-of-reach", request))
        elif may_leave():
            self.look_for(level=level)

    def look_for(
        self,
        daily: datetime.date | None = None,
        fallback: bool = False,
        level: str | None = None,
        game: str | None = None,
        first: bool = False,
    ) -> bool:
        """Ask the solver for a winnable deal (the daily deal of ``daily``;
        one of ``level``; the ``first`` deal) of ``game`` (the game on the
        table); False while another search is under way."""
        if self.pending is not None:
            return False
        game = game or self._game()
        request = DealRequest(game, self._options(game), daily, fallback, level, first)
        self.pending = request
        find = self._find

        def work(cancelled: Cancelled) -> Pick | None:
            return find(request, cancelled)

        def failed(error: Exception) -> None:
            self._found(request, None, error)

        self._job = Job(work, lambda pick: self._found(request, pick), failed)
        self._tell(DealNews("searching", request))
        self._runner.submit(self._job)
        return True

    def _found(self, request: DealRequest, pick: Pick | None, error: Exception | None = None) -> None:
        if request is not self.pending:
            return
        self.pending, self._job = None, None
        self._tell(DealNews("answered", request))
        if pick is None:
            self._missed(request, error)
            return
        if request.game != self._game() and not request.first:
            self._tell(DealNews("dropped", request))  # the player changed game meanwhile
            return
        self._begin(pick.position, pick.number, request.daily, level_of_pick(pick))
        self._tell(DealNews("found", request))

    def _missed(self, request: DealRequest, error: Exception | None) -> None:
        """None was proven winnable: say why where known."""
        news = DealNews("missed", request, error=error)
        if request.first:
            # Nothing to explain to a new player: an ordinary deal.
            self.random_deal(request.game)
            self._tell(news)
            return
        news = replace(news, why=_why_none(request))
        if request.fallback:
            self.random_deal(request.game)
            news = replace(news, fallback=True)
        self._tell(news)
