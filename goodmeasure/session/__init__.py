"""The game in play: engine, solver and storage, no Qt (see session.py).

A front drives a :class:`Session` and subscribes to its :class:`Changes`.
"""

from .changes import Changes, Glide
from .clock import Clock
from .ending import STUCK, WON, End, SolverWord
from .history import History
from .keeping import Keeper, Resumed, Told, WriteFailed
from .origin import Origin, level_of_pick
from .session import Session

__all__ = [
    "STUCK",
    "WON",
    "Changes",
    "Clock",
    "End",
    "Glide",
    "History",
    "Keeper",
    "Origin",
    "Resumed",
    "Session",
    "SolverWord",
    "Told",
    "WriteFailed",
    "level_of_pick",
]
