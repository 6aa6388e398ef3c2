"""The runs game (solver/bakers_family/runs_game.py): whatever it proves lost, a plain search
through the engine finds lost too; it proves lost positions the coarse game
cannot, among them reference deals no search had decided."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from solver_helpers import reaches_a_win, reference, reference_deal
from test_bakers_small import _columns, _small_position

from goodmeasure.engine import Position, apply, get_game, legal_moves
from goodmeasure.solver.bakers_family import runs_game
from goodmeasure.solver.bakers_family.coarse_game import Parking
from goodmeasure.solver.bakers_family.dead_ends import suit_heights
from goodmeasure.solver.bakers_family.runs_game import Runs
from goodmeasure.solver.bakers_family.search import play_safe


def _verdicts(
    layout: Position, position: Position, budget: int = 1_000_000
) -> tuple[bool | None, bool | None]:
    """The coarse game's and the runs game's verdicts on ``position``,
    reached from ``layout``, each with a coarse game of its own."""
    heights = tuple(suit_heights(position.foundations))
    coarse = Parking(layout.columns)
    coarse_verdict = coarse.is_lost(coarse.coarse(position.columns, heights), budget)
    game = Runs(Parking(layout.columns))
    return coarse_verdict, game.is_lost(game.position(position.columns, heights), budget)


@pytest.mark.parametrize("game_name", ["good-measure", "bakers-dozen"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_what_the_runs_game_proves_lost_is_lost(game_name: str, seed: int) -> None:
    """Layouts, and positions played on from them at random through the
    engine (cards moved onto others and back, lone cards moved, cards home)."""
    rng = random.Random(seed)
    proven = 0
    for _ in range(30):
        layout = _small_position(rng, game_name)
        position = layout
        for _ in range(8):
            coarse_lost, runs_lost = _verdicts(layout, position)
            if coarse_lost:
                # What the coarse game proves, the runs game proves too.
                assert runs_lost, (layout, position)
            if runs_lost:
                assert not reaches_a_win(position, _columns), (layout, position)
                proven += 1
            moves = legal_moves(position)
            if not moves:
                break
            position = apply(position, rng.choice(moves))
    assert proven >= 20


def test_it_proves_lost_layouts_the_coarse_game_calls_winnable() -> None:
    rng = random.Random(1)
    proven = beyond_coarse = 0
    for _ in range(700):
        # Large enough for runs to matter, small enough for a plain search.
        layout = _small_position(rng, "good-measure", cards=(14, 18), used=(3, 5))
        coarse_lost, runs_lost = _verdicts(layout, layout)
        if runs_lost:
            assert not reaches_a_win(layout, _columns), layout
            proven += 1
            beyond_coarse += not coarse_lost
    assert proven >= 100
    assert beyond_coarse >= 3


@pytest.mark.parametrize("number", [283, 488])
def test_reference_deals_the_coarse_game_cannot_judge_are_proven_lost(number: int) -> None:
    """Freecell Solver left these undecided, and so did our search at
    400,000 nodes: the coarse game finds a coarse win from the start, but the
    runs game finds none."""
    assert reference("good-measure")[number] == "undecided"
    _, start = play_safe(reference_deal("good-measure", number))
    assert _verdicts(start, start) == (False, True)


def test_a_deal_it_wins_is_not_called_lost() -> None:
    _, start = play_safe(reference_deal("good-measure", 1))
    assert _verdicts(start, start) == (False, False)


def test_memory_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past its cap the runs game keeps what it knows and learns nothing
    more: a lost position it meets is then remembered alone."""
    monkeypatch.setattr(runs_game, "KNOWN_CAP", 1000)
    _, start = play_safe(reference_deal("good-measure", 283))
    game = Runs(Parking(start.columns))
    code = game.position(start.columns, tuple(suit_heights(start.foundations)))
    assert game.is_lost(code, 1_000_000) is True
    assert game.lost == {code}


def test_a_budget_cut_short_says_unknown_and_learns_nothing() -> None:
    """The budget counts this game's positions and the coarse game's it
    asks, each as ``coarse_cost`` of them."""
    _, start = play_safe(reference_deal("good-measure", 283))
    parking = Parking(start.columns)
    game = Runs(parking, Fraction(1, 2))
    code = game.position(start.columns, tuple(suit_heights(start.foundations)))
    assert game.is_lost(code, 500) is None
    assert not game.lost and not game.won
    assert 0 < game.nodes < 500
    assert 500 <= game.nodes + parking.nodes / 2 <= 500 + runs_game.ASK / 2


def test_cancelled_stops_it() -> None:
    _, start = play_safe(reference_deal("good-measure", 283))
    game = Runs(Parking(start.columns))
    code = game.position(start.columns, tuple(suit_heights(start.foundations)))
    assert game.is_lost(code, 1_000_000, lambda: True) is None
    assert game.cancelled and game.nodes <= runs_game.POLL_INTERVAL


def test_cancelled_is_asked_as_the_coarse_game_works_too() -> None:
    """Deal 138's search here is mostly coarse questions: between two calls
    of ``cancelled`` there is at most a poll interval of work and one
    question."""
    _, start = play_safe(reference_deal("good-measure", 138))
    parking = Parking(start.columns)
    game = Runs(parking)
    code = game.position(start.columns, tuple(suit_heights(start.foundations)))
    seen: list[int] = []

    def cancelled() -> bool:
        seen.append(parking.nodes)
        return len(seen) == 40

    assert game.is_lost(code, 1_000_000, cancelled) is None
    gaps = [later - earlier for earlier, later in zip(seen, seen[1:], strict=False)]
    assert max(gaps) <= runs_game.POLL_INTERVAL + runs_game.ASK
    assert sum(gaps) > 40 * runs_game.POLL_INTERVAL // 2  # the coarse work is counted


def test_the_runs_position_reads_each_column_s_run() -> None:
    """Cards moved onto a column above its cards in place form its run; a
    card put back where it lay in the layout is in place again, and the
    runs game has that move."""
    game = get_game("good-measure")
    kh, ks, five_d, kd, qs = 38, 51, 17, 25, 50
    layout = Position(game, ((), (), (), ()), ((kh,), (ks, five_d), (kd, qs)))
    parking = Parking(layout.columns)
    board = Runs(parking)
    heights = (0, 0, 0, 0)
    start = board.position(layout.columns, heights)
    assert start == parking.coarse(layout.columns, heights)
    # The Queen of spades onto the King of hearts: a run on the first column.
    moved = ((kh, qs), (ks, five_d), (kd,))
    code = board.position(moved, heights)
    assert code >> board.run_shift[0] & 15 == 12
    assert code & board.coarse_mask == parking.coarse(moved, heights)
    # From there it may go onto the King of diamonds as a run of its own
    # there, or as the card that lay there: in place again.
    on_king = code - (12 << board.run_shift[0]) + (12 << board.run_shift[2])
    assert sorted(board._children(code)) == sorted([on_king, start])
