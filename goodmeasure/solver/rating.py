"""How hard a winnable deal is: easy, medium, hard or expert.

The rating is the work the solver's search needs to find a win, counted
in nodes under the picker's budget (:func:`.picker.pick_budget`), so it
is the same on every machine and costs nothing extra when a deal is
picked. Each search tries the moves a player would look at first (Good
Measure, Baker's Dozen, free-bouquet Gloucestershire: best first by the
same estimate the hints use; Golf: depth first, best child first), so a
win found after few nodes is one that the obvious moves reach, and every
node more is a position where the obvious move led nowhere. The simple
players of ``benchmarks/rating_bench.py`` win the easy deals far more
often than the expert ones, which is what the levels must mean.

The thresholds are per game and rule: the node counts that split the
reference deals that the picker proves winnable into four groups of
about the same size (the 500 of Good Measure and Baker's Dozen, the first
200 of each Golf rule, free-bouquet Gloucestershire deals 1 to 300;
``python benchmarks/rating_bench.py`` prints the spread and the
quartiles). In Golf with wrapping a third of the wins take the fewest
nodes a win can (35: no move taken back), and those make its easy level.
A position whose win takes more than the picker's budget is expert.
"""

from __future__ import annotations

import math

from ..engine import Game, Position, get_game
from ..engine.levels import LEVELS, Level
from . import golf, picker
from .search.dispatch import solve
from .search.result import NODE_SCALE, SOLVABLE, SolveResult

#: Per game and rule (:func:`variant`): the most nodes a win may take to be
#: easy, medium and hard; above the last it is expert. Calibrated on the
#: reference deals that the picker proves winnable (see the module docstring).
THRESHOLDS: dict[str, tuple[int, int, int]] = {
    "good-measure": (318, 542, 1007),
    "bakers-dozen": (109, 233, 493),
    "golf+on-king+wrap": (35, 214, 2628),
    "golf+on-king": (213, 2102, 7755),
    "golf": (371, 2796, 7618),
    "gloucestershire+free-bouquet": (181, 288, 573),
}

#: Rules under which the picker never finds a winnable deal, so no level can
#: be dealt: under the seed rule none of the 500 reference deals of
#: Gloucestershire is winnable. A win found there anyway is expert.
OUT_OF_REACH: dict[str, str] = {
    "gloucestershire": "no deal of Gloucestershire under the standard rule is known to be winnable",
}

#: Numbers a walk for a deal of one level tries before giving up: about
#: four times the tries for any winnable deal, since each level is about
#: a quarter of them.
LEVEL_TRIES = 4 * picker.MAX_TRIES


def variant(game: Game) -> str:
    """The game and the options in force, e.g. "golf+on-king+wrap"."""
    return "+".join([game.name, *sorted(game.options)])


def _thresholds(game: Game) -> tuple[int, int, int] | None:
    key = variant(game)
    if key in OUT_OF_REACH:
        return None
    # Golf with wrapping but not queens on kings has no reference deals: its
    # search is closest to that of plain Golf.
    return THRESHOLDS.get(key, THRESHOLDS.get(game.name, THRESHOLDS["golf"]))


def level_of(game: Game, nodes: int) -> Level:
    """The level of a win that took the picker's search ``nodes`` nodes.

    >>> from goodmeasure.engine import get_game
    >>> level_of(get_game("golf"), 0)
    'easy'
    """
    limits = _thresholds(game)
    if limits is None:
        return "expert"
    for level, limit in zip(LEVELS, limits, strict=False):
        if nodes <= limit:
            return level
    return "expert"


def rate(position: Position) -> Level | None:
    """The level of ``position``, or None if the picker's search finds no win."""
    result = solve(position, picker.pick_budget(position.game))
    return level_of(position.game, result.nodes) if result.verdict == SOLVABLE else None


def difficulty(position: Position, result: SolveResult, budget: int) -> Level | None:
    """The level of ``position`` that ``solve(position, budget)`` answered
    with ``result``: None unless it is solvable. A search under another
    budget than the picker's is not the one rated (its nodes differ), so the
    rating's own search runs then; a win that needs more than it is expert."""
    if result.verdict != SOLVABLE:
        return None
    if budget == picker.pick_budget(position.game):
        return level_of(position.game, result.nodes)
    return rate(position) or "expert"


def reachable(game: Game) -> bool:
    """Whether the picker can deal levels of ``game`` at all."""
    return _thresholds(game) is not None


def pick_level(
    game: str,
    level: Level,
    options: frozenset[str] | None = None,
    start: int | None = None,
) -> picker.Pick | None:
    """The first winnable deal of ``level`` from a random start (or
    ``start``): the same walk as :func:`.picker.winnable_deal`, keeping only
    deals of that level. None if none turns up within :data:`LEVEL_TRIES`
    or the level is out of reach for the game and rule."""
    if not reachable(get_game(game, options)):
        return None

    def keep(position: Position, nodes: int) -> bool:
        return level_of(position.game, nodes) == level

    budget = _level_budget(get_game(game, options), level)
    return picker.winnable_deal(game, options, start, keep, LEVEL_TRIES, budget)


def _level_budget(game: Game, level: Level) -> int | None:
    """Nodes enough for a try to show a win of ``level`` or an easier one.

    Golf's depth-first search uses its budget only to stop, so a win found
    within fewer nodes is found after the same nodes: a try for an easy deal
    may stop at the easy limit instead of spending the picker's whole budget
    on a deal that is harder anyway (a hard deal cost up to a second). The
    other searches share their budget out between phases, so their nodes
    depend on it: they get the picker's budget (None)."""
    limits = _thresholds(game)
    if game.name not in golf.GAMES or limits is None or level == "expert":
        return None
    # solve() multiplies a budget by the game's node scale.
    limit = limits[LEVELS.index(level)]
    scaled = math.ceil(limit / NODE_SCALE.get(game.name, 1)) + 1
    return min(scaled, picker.pick_budget(game))


def pick_level_of(pick: picker.Pick) -> Level:
    """The level of a deal the picker chose (the daily deal, say)."""
    return level_of(pick.position.game, pick.nodes)
