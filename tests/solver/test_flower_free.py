"""Gloucestershire with the free bouquet: the compact search is the search
over engine positions, move for move, at a fraction of the cost."""

from __future__ import annotations

import random

import pytest

from goodmeasure.engine import Position, apply_line, deal, is_won
from goodmeasure.engine.moves import BOUQUET, COLUMN, FOUNDATION
from goodmeasure.solver.gloucestershire.free_bouquet import (
    FreeBouquetProblem,
    FreeState,
    free_state,
    solve_free_bouquet,
)
from goodmeasure.solver.gloucestershire.search import FREE_WEIGHTS, GloucestershireProblem
from goodmeasure.solver.gloucestershire.seed_rule import seed_rules
from goodmeasure.solver.search.bestfirst import best_first

FREE = frozenset({"free-bouquet"})


def _compact(position: Position) -> FreeBouquetProblem:
    return FreeBouquetProblem(seed_rules(position.game), FREE_WEIGHTS)


@pytest.mark.parametrize("number", [1, 2, 3, 8, 17])
def test_the_same_search_as_over_engine_positions(number: int) -> None:
    # Same verdict, same nodes, same line: the compact search expands the
    # positions the engine-based one does, in the same order. Deals 2 and
    # 3 stay undecided at this budget, the others are won.
    start = deal("gloucestershire", number, FREE)
    old = best_first(GloucestershireProblem(free_bouquet=True), start, [], 3_000)
    new = solve_free_bouquet(start, 3_000, None, FREE_WEIGHTS)
    assert (new.verdict, new.nodes, new.moves) == (old.verdict, old.nodes, old.moves)
    if new.verdict == "solvable":
        assert is_won(apply_line(start, new.moves))


def test_children_key_and_estimate_agree_along_random_walks() -> None:
    # At every position of random games: the same moves in the same order;
    # each child is the state the engine's position after that move reads
    # as (so the state kept move by move never drifts); keys equal exactly
    # where the engine-based keys are; and the same estimate.
    rng = random.Random(7)
    old = GloucestershireProblem(free_bouquet=True)
    kinds: set[str] = set()
    for number in range(1, 9):
        position = deal("gloucestershire", number, FREE)
        problem = _compact(position)
        state = free_state(position)
        for _ in range(120):
            engine_children = old.children(position)
            compact_children = problem.children(state)
            assert [moves for moves, _ in compact_children] == [moves for moves, _ in engine_children]
            old_keys: dict[object, object] = {}
            new_keys: dict[object, object] = {}
            for (moves, after), (_, child) in zip(engine_children, compact_children, strict=True):
                assert child == free_state(after)
                assert problem.estimate(child) == old.estimate(after)
                assert problem.facts(child) == old.facts(after)
                # One key to one key, both ways.
                assert old_keys.setdefault(old.key(after), problem.key(child)) == problem.key(child)
                assert new_keys.setdefault(problem.key(child), old.key(after)) == old.key(after)
                move = moves[0]
                if move.source == FOUNDATION:
                    kinds.add("back from a foundation")
                elif move.target == COLUMN and not position.columns[move.target_index]:
                    kinds.add("into an empty bed")
                elif move.source == BOUQUET and move.target == FOUNDATION:
                    kinds.add("bouquet home")
            if not engine_children:
                break
            # Half the steps follow the estimate, so beds empty now and then.
            if rng.random() < 0.5:
                pick = rng.randrange(len(engine_children))
            else:
                pick = min(range(len(engine_children)), key=lambda k: old.estimate(engine_children[k][1]))
            position = engine_children[pick][1]
            state = compact_children[pick][1]
    # The walks met the moves where the compact state has most to keep up.
    assert kinds == {"back from a foundation", "into an empty bed", "bouquet home"}


class _WithoutNovelty(FreeBouquetProblem):
    def facts(self, state: FreeState) -> int:
        return 0


@pytest.mark.parametrize("number", [18, 57])
def test_the_novelty_of_bed_tops_wins_deals_the_estimate_alone_does_not(number: int) -> None:
    # Deal 57 is won in 1,678 nodes with the bed tops as facts, and takes
    # 36,212 without; deal 18 in 4,181, and not within 40,000 without.
    start = deal("gloucestershire", number, FREE)
    with_novelty = best_first(_compact(start), free_state(start), [], 5_000)
    assert with_novelty.verdict == "solvable"
    assert is_won(apply_line(start, with_novelty.moves))
    plain = _WithoutNovelty(seed_rules(start.game), FREE_WEIGHTS)
    assert best_first(plain, free_state(start), [], 5_000).verdict == "unknown"


def test_the_facts_are_each_bed_tops_pair() -> None:
    start = deal("gloucestershire", 1, FREE)
    problem = _compact(start)
    state = free_state(start)
    pairs = {(bed[-2] if len(bed) > 1 else 52, bed[-1]) for bed in start.columns if bed}
    assert problem.facts(state) == sum(1 << (under * 52 + top) for under, top in pairs)
