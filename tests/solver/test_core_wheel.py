"""The small check each binary wheel runs (the workflow's cibuildwheel test
step, on the installed wheel, away from the checkout): its compiled core
loads, is the one that runs, and searches as the pure-Python one does, node
for node, on a few deals. tests/solver/test_core_equivalence.py compares
the two cores at length.

Standard library, pytest and the package only: the wheel's test runs
without the checkout on the path. Skipped where the compiled core is not
built.
"""

from __future__ import annotations

import os

import pytest

from goodmeasure.engine import apply_line, deal, is_won
from goodmeasure.solver import core
from goodmeasure.solver.bakers_family.search import solve_bakers
from goodmeasure.solver.gloucestershire.search import solve_gloucestershire

pytest.importorskip(
    "goodmeasure.solver.bakers_family._core",
    reason="the compiled solver core is not built here: python setup.py build_ext --inplace builds it",
)

#: Enough to decide some deals and leave others undecided.
BUDGET = 3000


def test_the_compiled_core_runs() -> None:
    """Built and fresh, it runs unless GOODMEASURE_CORE says otherwise (a
    build an edit has left behind fails here, saying so)."""
    assert core.available() == ("compiled", "python"), core._STATE.why_not
    if os.environ.get(core.CORE_VARIABLE, "") != "python":
        assert core.CORE == "compiled"


@pytest.mark.parametrize("game", ["good-measure", "bakers-dozen"])
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_both_cores_search_alike(game: str, number: int) -> None:
    position = deal(game, number)
    python = solve_bakers(position, BUDGET, None, "python")
    compiled = solve_bakers(position, BUDGET, None, "compiled")
    assert (compiled.verdict, compiled.nodes, compiled.moves) == (python.verdict, python.nodes, python.moves)
    if compiled.verdict == "solvable":
        assert is_won(apply_line(position, compiled.moves))


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_both_cores_search_gloucestershire_alike(number: int) -> None:
    """Under the seed rule (most deals are proven lost within the budget)."""
    position = deal("gloucestershire", number)
    python = solve_gloucestershire(position, BUDGET, None, "python")
    compiled = solve_gloucestershire(position, BUDGET, None, "compiled")
    assert (compiled.verdict, compiled.nodes, compiled.moves) == (python.verdict, python.nodes, python.moves)
