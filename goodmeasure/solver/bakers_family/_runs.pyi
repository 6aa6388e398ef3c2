# The compiled core's runs game (_runs.pyx; built by setup.py, loaded
# through core.py): what Python sees of it, as runs_game.Runs.
from collections.abc import Callable, Sequence
from fractions import Fraction

from ._core import CoarseGame

class Runs:
    @property
    def parking(self) -> CoarseGame: ...
    @property
    def coarse_cost(self) -> Fraction: ...
    nodes: int
    cancelled: bool
    def __init__(self, parking: CoarseGame, coarse_cost: Fraction = ...) -> None: ...
    def position(self, columns: Sequence[Sequence[int]], heights: Sequence[int]) -> int: ...
    def is_lost(
        self, start: int, budget: int, cancelled: Callable[[], bool] | None = None
    ) -> bool | None: ...
