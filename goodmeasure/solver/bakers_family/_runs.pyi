"""Types of the compiled runs game (_runs.pyx): :class:`.runs_game.Runs`'s API."""

from fractions import Fraction

from ..search.result import Cancelled
from ._core import CoarseGame
from .coarse_game import Parking

class Runs:
    parking: Parking | CoarseGame
    coarse_cost: Fraction
    layout: tuple[tuple[int, ...], ...]
    coarse_mask: int
    run_shift: tuple[int, ...]
    nodes: int
    cancelled: bool
    def __init__(self, parking: Parking | CoarseGame, coarse_cost: Fraction = ...) -> None: ...
    def position(self, columns: tuple[tuple[int, ...], ...], heights: tuple[int, ...] | list[int]) -> int: ...
    def is_lost(self, start: int, budget: int, cancelled: Cancelled | None = None) -> bool | None: ...
    @property
    def lost(self) -> set[int]: ...
    @property
    def won(self) -> set[int]: ...
    def _children(self, here: int) -> list[int]: ...
