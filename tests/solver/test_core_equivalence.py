"""The compiled core searches as the pure-Python one does: the same verdict
on the same deals and budget, and a winning line that wins.

Small on purpose: the workflow runs it against each binary wheel it builds
(cibuildwheel's test step), so that every wheel is seen to load its core
and search with it. Skipped where the compiled core is not built.
"""

from __future__ import annotations

import pytest

from goodmeasure.engine import apply_line, deal, is_won
from goodmeasure.solver.bakers_family import core
from goodmeasure.solver.bakers_family.search import solve_bakers

pytest.importorskip(
    "goodmeasure.solver.bakers_family._core",
    reason="the compiled solver core is not built here: python setup.py build_ext --inplace builds it",
)

BUDGET = 3000


@pytest.mark.parametrize("game", ["good-measure", "bakers-dozen"])
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_both_cores_give_the_same_verdict(game: str, number: int) -> None:
    position = deal(game, number)
    python = solve_bakers(position, BUDGET, None, core="python")
    compiled = solve_bakers(position, BUDGET, None, core="compiled")
    assert compiled.verdict == python.verdict
    if compiled.verdict == "solvable":
        assert is_won(apply_line(position, compiled.moves))


def test_the_compiled_core_is_the_one_that_runs() -> None:
    """Built and fresh, the compiled core runs unless GOODMEASURE_CORE says
    otherwise; a build an edit has left behind fails here, saying so."""
    assert core.compiled_modules() is not None, core._STATE.why_not
