"""The compiled core searches as the pure-Python one does, node for node.

With the same budget both expand the same positions in the same order, so
they give the same verdicts, node counts and winning lines (and the daily
deal, winnable deals and levels are the same on every machine). Each part
is compared on its own too: the coarse game, the order test of dead ends
and the runs game, on positions reached by random play.
"""

from __future__ import annotations

import random

import pytest

from goodmeasure.engine import Position, apply, legal_moves, read_deal
from goodmeasure.engine.moves import FOUNDATION
from goodmeasure.solver.bakers_family import coarse_game, dead_ends, search
from goodmeasure.solver.bakers_family.search import play_safe, solve_bakers
from tests.reference_data import reference_deals

_core = pytest.importorskip(
    "goodmeasure.solver.bakers_family._core",
    reason="the compiled core is not built here (python setup.py build_ext --inplace builds it)",
)
_runs = pytest.importorskip(
    "goodmeasure.solver.bakers_family._runs",
    reason="the compiled core is not built here (python setup.py build_ext --inplace builds it)",
)

FAMILY = ("good-measure", "bakers-dozen")


def _starts(folder: str, count: int) -> list[tuple[int, Position]]:
    return [(deal.index, play_safe(read_deal(deal.deal))[1]) for deal in reference_deals(folder)[:count]]


def _walk(start: Position, seed: int, steps: int) -> list[Position]:
    """Positions of a random line of legal moves from ``start``, sending a
    card home when it can more often than not (so that the line meets
    dead ends)."""
    rng = random.Random(seed)
    line = [start]
    for _ in range(steps):
        moves = legal_moves(line[-1])
        if not moves:
            break
        home = [move for move in moves if move.target == FOUNDATION]
        line.append(apply(line[-1], rng.choice(home if home and rng.random() < 0.7 else moves)))
    return line


@pytest.mark.parametrize("folder", FAMILY)
def test_the_coarse_game_answers_alike_with_the_same_node_counts(folder: str) -> None:
    for index, start in _starts(folder, 12):
        python = coarse_game.Parking(start.columns)
        compiled = _core.CoarseGame(start.columns)
        for position in _walk(start, index, 40):
            heights = dead_ends.suit_heights(position.foundations)
            code = python.coarse(position.columns, heights)
            assert compiled.coarse(position.columns, heights) == code
            assert compiled.depths(code) == python.depths(code)
            for budget in (5, 200, 2000):
                assert compiled.is_lost(code, budget) == python.is_lost(code, budget)
                assert (compiled.nodes, compiled.known_size) == (python.nodes, len(python.known))
                assert compiled.answer_of(code) == python.known.get(code)


def _random_columns(rng: random.Random, count: int) -> tuple[tuple[int, ...], ...]:
    """The cards not home (a random height per suit) dealt at random into
    ``count`` columns: the order test reads nothing but the columns."""
    heights = [rng.randrange(8) for _ in range(4)]
    cards = [suit * 13 + rank for suit in range(4) for rank in range(heights[suit], 13)]
    rng.shuffle(cards)
    cuts = sorted(rng.randrange(len(cards) + 1) for _ in range(count - 1))
    return tuple(tuple(cards[a:b]) for a, b in zip([0, *cuts], [*cuts, len(cards)], strict=True))


@pytest.mark.parametrize("count", (10, 13))
def test_the_order_test_of_dead_ends_agrees(count: int) -> None:
    rng = random.Random(count)
    dead = 0
    for _ in range(3000):
        columns = _random_columns(rng, count)
        verdict = dead_ends.is_dead(columns)
        assert _core.is_dead(columns) == verdict
        dead += verdict
    assert 100 < dead < 2900  # both answers were asked often


def _same(position: Position, budget: int) -> tuple[str, int]:
    python = solve_bakers(position, budget, None, "python")
    compiled = solve_bakers(position, budget, None, "compiled")
    assert (compiled.verdict, compiled.nodes, compiled.moves) == (python.verdict, python.nodes, python.moves)
    return python.verdict, python.nodes


@pytest.mark.parametrize("folder", FAMILY)
def test_both_cores_search_the_reference_deals_node_for_node(folder: str) -> None:
    """150 deals of each game at a budget that decides most and leaves
    some undecided, so that wins, losses and cut-short searches are all
    compared."""
    verdicts = set()
    for deal in reference_deals(folder)[:150]:
        verdict, _ = _same(read_deal(deal.deal), 3_000)
        verdicts.add(verdict)
    assert verdicts == {"solvable", "unsolvable", "unknown"} or folder == "bakers-dozen"


def test_past_the_plan_look_both_cores_take_the_same_turns() -> None:
    """The deeper look (the runs game and the deeper searches) on deals the
    hint's searches leave undecided."""
    deals = reference_deals("good-measure")
    for index in (30, 138, 350, 441):
        _same(read_deal(deals[index].deal), 60_000)


def test_both_cores_take_the_same_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """With short looks, a budget that reaches the runs game's second look
    and a second round of the deeper searches (reference deal 133 is
    undecided at 1,000,000 nodes), and a deal the second round's first
    search wins (deal 450, at 49,113 nodes)."""
    monkeypatch.setattr(search, "RUNS_LOOK", 2000)
    monkeypatch.setattr(search, "DEEPER_LOOK", 3000)
    deals = reference_deals("good-measure")
    assert _same(read_deal(deals[133].deal), 60_000) == ("unknown", 60_000)
    assert _same(read_deal(deals[450].deal), 60_000) == ("solvable", 49_113)


def test_a_cancelled_search_stops_at_the_same_node_in_both_cores() -> None:
    position = read_deal(reference_deals("good-measure")[33].deal)
    results = []
    for core in ("python", "compiled"):
        asked = 0

        def cancelled() -> bool:
            nonlocal asked
            asked += 1
            return asked > 12

        results.append((solve_bakers(position, 100_000, cancelled, core), asked))
    (python, python_asked), (compiled, compiled_asked) = results
    assert python.verdict == compiled.verdict == "unknown"
    assert (compiled.nodes, compiled_asked) == (python.nodes, python_asked)
    assert python.nodes < 100_000


def test_a_layout_too_large_for_the_compiled_core_is_searched_all_the_same() -> None:
    """A position from a file may hold a column longer than the compiled
    core's C state does: the pure-Python search takes it, with the same
    result."""
    cards = [f"{rank}{suit}" for suit in "CDHS" for rank in "A23456789TJQK"]
    random.Random(7).shuffle(cards)
    columns = [cards[:16], *(cards[16 + 3 * i : 19 + 3 * i] for i in range(12))]
    text = "game: bakers-dozen\n" + "foundation:\n" * 4 + "".join(f"column: {' '.join(c)}\n" for c in columns)
    position = read_deal(text)
    assert not _core.fits(play_safe(position)[1].columns)
    _same(position, 3_000)
