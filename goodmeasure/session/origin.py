"""Where the deal on the table came from: a numbered deal, the daily deal,
or a position from a file; and the difficulty level of a deal the solver
picked and rated."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from goodmeasure.solver.picker import Pick

#: The levels a player's first deal ever is dealt at: a deal the solver
#: proves winnable and the obvious moves win, whatever the Winnable deals
#: setting says (a new player's first game must not be one proven lost).
FIRST_DEAL_LEVELS = ("easy", "medium")


@dataclass(frozen=True)
class Origin:
    """``number`` for a dealt deal (the daily deal has one too), ``daily`` the
    date of the daily deal; neither for a position from a file (or a test).
    ``level`` is the solver's rating of a deal it picked (a winnable deal, a
    deal of a level, the daily deal); a deal dealt by number is not rated
    and has none (rating it would cost a search on every new deal)."""

    number: int | None = None
    daily: datetime.date | None = None
    level: str | None = None

    @property
    def from_file(self) -> bool:
        return self.number is None and self.daily is None


def level_of_pick(pick: Pick) -> str:
    """What a picked deal's level is: the solver's rating of the win it
    found when it picked the deal (the daily deal, a winnable deal, a deal
    of a level)."""
    from goodmeasure.solver import rating  # the solver only once a deal is picked

    return rating.pick_level_of(pick)
