"""The compiled seed-rule search (solver/gloucestershire/_seed.pyx) searches
as the pure-Python one does, node for node.

With the same budget both expand the same positions in the same order, so
they give the same verdicts, node counts and winning lines: on the
reference deals (all lost or undecided), on small positions that are often
won (the lines, the returns and the safe moves home are compared there),
with a table too small to hold what the search meets, and when cancelled.
"""

from __future__ import annotations

import random
import threading

import pytest
from solver_helpers import reference_deal
from test_gloucestershire_seed import _small_position

from goodmeasure.engine import Position, apply_line, is_won, read_deal
from goodmeasure.solver import solve
from goodmeasure.solver.gloucestershire.dead_ends import SeedDeadEnds
from goodmeasure.solver.gloucestershire.seed_rule import (
    heights_of,
    seed_rules,
    solve_seed_compiled,
    solve_seed_rule,
)
from goodmeasure.solver.search.result import COMPILED_HINT_BUDGET, Cancelled, SolveResult
from tests.reference_data import reference_deals

_seed = pytest.importorskip(
    "goodmeasure.solver.gloucestershire._seed",
    reason="the compiled core is not built here (python setup.py build_ext --inplace builds it)",
)


def _python(
    position: Position, budget: int, table_cap: int = 2_000_000, cancelled: Cancelled | None = None
) -> SolveResult:
    dead = SeedDeadEnds(seed_rules(position.game), bytes(position.bouquet))
    return solve_seed_rule(position, budget, cancelled, dead.is_dead, table_cap)


def _same(position: Position, budget: int, table_cap: int = 2_000_000) -> SolveResult:
    python = _python(position, budget, table_cap)
    compiled = solve_seed_compiled(_seed, position, budget, None, table_cap)
    assert (compiled.verdict, compiled.nodes, compiled.moves) == (python.verdict, python.nodes, python.moves)
    if compiled.verdict == "solvable":
        assert is_won(apply_line(position, compiled.moves))
    return compiled


def test_both_cores_search_the_reference_deals_node_for_node() -> None:
    """All 500 at a budget that proves most lost and leaves some open."""
    verdicts = {_same(read_deal(deal.deal), 20_000).verdict for deal in reference_deals("gloucestershire")}
    assert verdicts == {"unsolvable", "unknown"}


@pytest.mark.slow
@pytest.mark.parametrize(("index", "nodes"), [(446, 40_497), (29, 241_344)])
def test_both_cores_take_a_long_proof_alike(index: int, nodes: int) -> None:
    """The proofs of two deals the hint's budget used to leave open: many
    returns, bursts and dead ends deep in the search."""
    result = _same(reference_deal("gloucestershire", index), 1_000_000)
    assert (result.verdict, result.nodes) == ("unsolvable", nodes)


@pytest.mark.slow
def test_the_compiled_hint_budget_proves_the_last_deals_lost() -> None:
    """Deals 29, 303 and 145, open at the pure-Python hint budget, are
    proven lost at the compiled core's (498 of the 500 reference deals)."""
    for index, nodes in ((29, 241_344), (303, 429_257), (145, 1_287_288)):
        result = solve(reference_deal("gloucestershire", index), COMPILED_HINT_BUDGET, core="compiled")
        assert (result.verdict, result.nodes) == ("unsolvable", nodes), index


@pytest.mark.parametrize("beds", [3, 4, 5])
def test_both_cores_win_small_positions_with_the_same_lines(beds: int) -> None:
    """Near the end of a game, with cards back from the foundations and safe
    moves home: a win's line is the same move for move."""
    rng = random.Random(beds)
    verdicts = []
    for _ in range(150):
        verdicts.append(_same(_small_position(rng, beds), 5_000).verdict)
    assert verdicts.count("solvable") >= 50 and verdicts.count("unsolvable") >= 5, verdicts


@pytest.mark.parametrize("table_cap", [1, 40, 500])
def test_a_full_table_is_searched_alike(table_cap: int) -> None:
    """Past the table's cap neither core stores a position, and the path's
    own positions still keep the search from looping (``table_cap`` 1: only
    the start is stored)."""
    for index in (1, 6, 20, 38):
        _same(reference_deal("gloucestershire", index), 3_000, table_cap)
    rng = random.Random(table_cap)
    for _ in range(40):
        _same(_small_position(rng, 4), 2_000, table_cap)


def test_a_search_runs_once() -> None:
    """The search leaves its C state where it ended, so a second search of
    the same object is refused rather than run from there."""
    position = reference_deal("gloucestershire", 1)
    rules = seed_rules(position.game)
    beds = [bytes(bed) for bed in position.columns]
    search = _seed.SeedSearch(rules, bytes(position.bouquet), beds, heights_of(position), True)
    assert search.search(1_000)[0] == "unsolvable"
    with pytest.raises(RuntimeError, match="searches once"):
        search.search(1_000)


def test_a_cancelled_search_stops_at_the_same_node_in_both_cores() -> None:
    position = reference_deal("gloucestershire", 29)
    results = []
    for compiled in (False, True):
        asked = 0

        def cancelled() -> bool:
            nonlocal asked
            asked += 1
            return asked > 12

        if compiled:
            result = solve_seed_compiled(_seed, position, 100_000, cancelled)
        else:
            result = _python(position, 100_000, cancelled=cancelled)
        results.append((result, asked))
    (python, python_asked), (compiled_result, compiled_asked) = results
    assert python.verdict == compiled_result.verdict == "unknown"
    assert (compiled_result.nodes, compiled_asked) == (python.nodes, python_asked)
    assert python.nodes < 100_000


def test_the_search_lets_other_threads_run() -> None:
    """It runs without Python's lock (the window's thread goes on while a
    hint is looked for): this thread counts while the search runs on
    another, with no ``cancelled`` to call back into Python. Holding the
    lock, the search would let it count only before it starts and after it
    ends."""
    position = reference_deal("gloucestershire", 303)
    done: list[SolveResult] = []
    worker = threading.Thread(target=lambda: done.append(solve_seed_compiled(_seed, position, 1_000_000)))
    counted = 0
    worker.start()
    while worker.is_alive():
        counted += 1
    worker.join()
    assert done[0].verdict == "unsolvable"
    assert counted > 10_000, counted
