"""Where the deal on the table came from: a numbered deal, the daily deal,
or a position from a file."""

from __future__ import annotations

import datetime
from dataclasses import dataclass


@dataclass(frozen=True)
class Origin:
    """``number`` for a dealt deal (the daily deal has one too), ``daily`` the
    date of the daily deal; neither for a position from a file (or a test)."""

    number: int | None = None
    daily: datetime.date | None = None

    @property
    def from_file(self) -> bool:
        return self.number is None and self.daily is None
