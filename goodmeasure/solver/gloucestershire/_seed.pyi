# The compiled core's seed-rule search (_seed.pyx; built by setup.py, loaded
# through goodmeasure/solver/core.py): what Python sees of it.
from collections.abc import Callable, Sequence

from ..search.result import Verdict
from .seed_rule import SeedRules

class SeedSearch:
    """seed_rule.solve_seed_rule with the lazy returns, over C state; one
    search per object."""

    nodes: int
    def __init__(
        self, rules: SeedRules, bouquet: bytes, beds: Sequence[bytes], heights: Sequence[int], dead_test: bool
    ) -> None: ...
    def search(
        self, budget: int, cancelled: Callable[[], bool] | None = None, table_cap: int = ...
    ) -> tuple[Verdict, list[tuple[int, int, int]], int]: ...
