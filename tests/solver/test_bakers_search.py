"""The Baker's Dozen search keeps its state up move by move; check it against
the engine and against a recomputation from scratch."""

from __future__ import annotations

import pytest

from goodmeasure.engine import apply_line, deal
from goodmeasure.solver.bakers import BakersProblem, play_safe
from goodmeasure.solver.deadends import suit_heights


@pytest.mark.parametrize(("game", "number"), [("good-measure", 0), ("bakers-dozen", 9)])
def test_children_match_the_engine(game: str, number: int) -> None:
    """Every child, walked several levels deep: its columns are where the
    engine's moves lead, and its estimate equals one computed afresh."""
    _, start = play_safe(deal(game, number))
    problem = BakersProblem(start.game)
    level = [(start, problem.state(start.columns, tuple(suit_heights(start.foundations))))]
    checked = 0
    for _ in range(3):
        following = []
        for position, state in level:
            for moves, child in problem.children(state):
                after = apply_line(position, moves)
                assert child[0] == after.columns
                assert list(child[1]) == suit_heights(after.foundations)
                assert child[2] == problem.state(child[0], child[1])[2]
                following.append((after, child))
                checked += 1
        level = following[:60]
    assert checked > 100


def test_the_card_just_moved_is_not_moved_again_between_columns() -> None:
    _, start = play_safe(deal("good-measure", 0))
    problem = BakersProblem(start.game)
    state = problem.state(start.columns, tuple(suit_heights(start.foundations)))
    could = 0
    for _, child in problem.children(state):
        carried = child[4]
        if carried is None:
            continue
        # Not knowing which card came, the search would move it on again ...
        forgetful = (*child[:4], None)
        could += sum(1 for _, c in problem.children(forgetful) if c[4] == carried)
        # ... knowing it, never.
        assert all(c[4] != carried for _, c in problem.children(child))
    assert could > 0


def test_cycle_collection_is_paused_only_while_searching() -> None:
    import gc

    from goodmeasure.solver import solve

    during = []

    def cancelled() -> bool:
        during.append(gc.isenabled())
        return False

    assert gc.isenabled()
    solve(deal("good-measure", 0), 600, cancelled)
    assert during and not any(during)
    assert gc.isenabled()
