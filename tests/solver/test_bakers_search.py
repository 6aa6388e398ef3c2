"""The Baker's Dozen search keeps its state up move by move; check it against
the engine and against a recomputation from scratch."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from goodmeasure.engine import Move, Position, apply_line, deal
from goodmeasure.solver.bakers_family.coarse_game import Parking
from goodmeasure.solver.bakers_family.dead_ends import suit_heights
from goodmeasure.solver.bakers_family.search import (
    DEEPER,
    PLAIN,
    BakersProblem,
    State,
    Weights,
    play_safe,
)


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


@pytest.mark.parametrize(
    ("game", "number", "weights"),
    [
        ("good-measure", 3, PLAIN),
        ("bakers-dozen", 5, PLAIN),
        ("good-measure", 9, DEEPER[0].weights),
        ("good-measure", 11, DEEPER[1].weights),
    ],
)
def test_the_estimate_coarse_position_and_facts_are_kept_up(game: str, number: int, weights: Weights) -> None:
    """Along random walks through the search's children, each child's
    estimate (under each weighting the search uses), coarse position and
    facts equal those worked out afresh from its columns: also where a card
    goes back where it lay in the layout, and where a move sends cards home
    by the safe rule, one after another."""
    _, start = play_safe(deal(game, number))
    parking = Parking(start.columns)
    problem = BakersProblem(start.game, parking, ask=True, weights=weights)
    rng = random.Random(number)
    back_in_place = checked = safe_moves = 0
    for state, moves, child in _random_walks(problem, start, rng, 30, 40):
        afresh = problem.state(child[0], child[1])
        assert child[2] == afresh[2]
        assert child[5] == parking.coarse(child[0], child[1])
        assert child[6] == afresh[6]
        checked += 1
        safe_moves += len(moves) > 2
        gained = parking.depths(child[5])
        back_in_place += any(a > b for a, b in zip(gained, parking.depths(state[5]), strict=True))
    assert checked > 1000
    assert back_in_place > 0
    assert safe_moves > 0


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
        forgetful = (*child[:4], None, *child[5:])
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


@pytest.mark.parametrize(("game", "number"), [("good-measure", 4), ("bakers-dozen", 6)])
def test_the_facts_are_a_key(game: str, number: int) -> None:
    """The search's key is its facts (which card lies on which, in the
    compact numbering of its layout): along random walks, two positions
    have the same key exactly when they have the same columns in any order,
    and their facts never need a bit past the compact ones (each card lies
    where it lay or on a card one rank higher). Every pair has a bit of its
    own, so even another pair would not collide."""
    _, start = play_safe(deal(game, number))
    problem = BakersProblem(start.game, Parking(start.columns))
    bits = [bit for row in problem.fact for bit in row]
    assert len(set(bits)) == 53 * 52
    compact = 1 << 5 * sum(len(col) for col in start.columns)
    rng = random.Random(number)
    keys: dict[int, frozenset[tuple[int, ...]]] = {}
    for _, _, child in _random_walks(problem, start, rng, 40, 60):
        key = problem.key(child)
        assert key < compact
        assert keys.setdefault(key, frozenset(child[0])) == frozenset(child[0])
        shuffled = list(child[0])
        rng.shuffle(shuffled)
        assert problem.state(tuple(shuffled), child[1])[6] == key
    assert len(keys) > 200


def _random_walks(
    problem: BakersProblem, start: Position, rng: random.Random, walks: int, steps: int
) -> Iterator[tuple[State, list[Move], State]]:
    """Each child met on ``walks`` random walks of up to ``steps`` moves
    through the search's children from ``start``, with its parent and moves."""
    for _ in range(walks):
        state = problem.state(start.columns, tuple(suit_heights(start.foundations)))
        for _ in range(steps):
            children = problem.children(state)
            if not children:
                break
            for moves, child in children:
                yield state, moves, child
            state = rng.choice(children)[1]
