"""The difficulty levels a winnable deal is rated at, easiest first.

Declared here once: the solver rates deals at them, the statistics count
per level, the command line and the menus offer them (the GUI translates
them, once, in gui/difficulty_menu.py).
"""

from __future__ import annotations

from typing import Literal

Level = Literal["easy", "medium", "hard", "expert"]

#: Easiest first.
LEVELS: tuple[Level, ...] = ("easy", "medium", "hard", "expert")
