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
    level = [(start, problem.state(start.columns, tuple(suit_heights(start.foundations))), None)]
    checked = 0
    for _ in range(3):
        following = []
        for position, state, moved in level:
            for moves, child, carried in problem.children(state, moved):
                after = apply_line(position, moves)
                assert child[0] == after.columns
                assert list(child[1]) == suit_heights(after.foundations)
                assert child[2] == problem.state(child[0], child[1])[2]
                following.append((after, child, carried))
                checked += 1
        level = following[:60]
    assert checked > 100


def test_the_card_just_moved_is_not_moved_again_between_columns() -> None:
    _, start = play_safe(deal("good-measure", 0))
    problem = BakersProblem(start.game)
    state = problem.state(start.columns, tuple(suit_heights(start.foundations)))
    could = 0
    for _, child, carried in problem.children(state, None):
        if carried is None:
            continue
        # Told nothing, the search would move the card on again ...
        could += sum(1 for _, _, c in problem.children(child, None) if c == carried)
        # ... told which card it was, never.
        assert all(c != carried for _, _, c in problem.children(child, carried))
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
