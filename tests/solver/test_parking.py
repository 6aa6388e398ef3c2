"""The coarse game (solver/bakers_family/coarse_game.py): whatever it proves lost, a plain
search through the engine finds lost too, from the start of a layout and
from positions reached by playing on from it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from parking_positions import TWO_QUEENS_ONE_KING, TWO_QUEENS_TWO_KINGS
from solver_helpers import reaches_a_win
from test_bakers_small import _columns, _small_position
from test_verdicts import NINE_ON_FOUR

from goodmeasure.engine import Position, apply, deal, get_game, legal_moves, read_deal
from goodmeasure.engine.games import Build
from goodmeasure.solver import solve
from goodmeasure.solver.bakers_family import coarse_game
from goodmeasure.solver.bakers_family.coarse_game import Parking
from goodmeasure.solver.bakers_family.dead_ends import is_dead, suit_heights
from goodmeasure.solver.bakers_family.premise import premise_holds
from goodmeasure.solver.ranking import rank_moves


def _coarse_verdict(parking: Parking, position: Position) -> bool | None:
    """The coarse game's verdict on ``position``, reached from its layout."""
    heights = tuple(suit_heights(position.foundations))
    return parking.is_lost(parking.coarse(position.columns, heights), 1_000_000)


def test_two_queens_and_one_free_king_are_lost() -> None:
    position = read_deal(TWO_QUEENS_ONE_KING)
    assert not is_dead(position.columns)
    assert _coarse_verdict(Parking(position.columns), position) is True
    assert not reaches_a_win(position, _columns)
    assert solve(position).verdict == "unsolvable"


def test_a_second_free_king_wins() -> None:
    position = read_deal(TWO_QUEENS_TWO_KINGS)
    assert _coarse_verdict(Parking(position.columns), position) is False
    assert reaches_a_win(position, _columns)
    assert solve(position).verdict == "solvable"


@pytest.mark.parametrize("game_name", ["good-measure", "bakers-dozen"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_what_the_coarse_game_proves_lost_is_lost(game_name: str, seed: int) -> None:
    rng = random.Random(seed)
    proven = missed_by_order_test = 0
    for _ in range(60):
        position = _small_position(rng, game_name)
        if _coarse_verdict(Parking(position.columns), position):
            assert not reaches_a_win(position, _columns), position
            proven += 1
            missed_by_order_test += not is_dead(position.columns)
    # It proves some layouts lost, some of them ones the order test misses.
    assert proven >= 5
    assert missed_by_order_test >= 1


@pytest.mark.parametrize("seed", [4, 5])
def test_positions_played_on_from_a_layout(seed: int) -> None:
    """The coarse game is asked about positions reached from its layout, as
    the search does: cards moved away and back, columns dug, cards home."""
    rng = random.Random(seed)
    game = get_game("good-measure")
    asked = proven = 0
    for _ in range(25):
        layout = _small_position(rng, game.name)
        parking = Parking(layout.columns)
        position = layout
        for _ in range(12):
            moves = legal_moves(position)
            if not moves:
                break
            position = apply(position, rng.choice(moves))
            verdict = _coarse_verdict(parking, position)
            asked += 1
            if verdict:
                proven += 1
                assert not reaches_a_win(position, _columns), (layout, position)
    assert asked >= 100
    assert proven >= 5


def test_memory_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past its cap the coarse game stops learning and answers "don't know"
    (a search path and its way back, at most 52 positions each, may pass it)."""
    monkeypatch.setattr(coarse_game, "KNOWN_CAP", 200)
    position = deal("good-measure", 8)  # its start takes the coarse game long
    coarse = Parking(position.columns)
    assert _coarse_verdict(coarse, position) is None
    assert 200 <= len(coarse.known) <= 200 + 2 * 52
    assert coarse.nodes < 1_000


def test_the_premise_is_asked_of_the_engine() -> None:
    """One rank lower in any suit, nothing into an empty column, suits home
    from Ace to King: true of both games the coarse game serves, and not
    once any of it changes."""
    good_measure = get_game("good-measure")
    assert premise_holds(good_measure)
    assert premise_holds(get_game("bakers-dozen"))
    assert not premise_holds(get_game("gloucestershire"))
    assert not premise_holds(replace(good_measure, build=Build.DOWN_ALTERNATE_WRAP))
    assert not premise_holds(replace(good_measure, fill_empty_column=True))
    assert not premise_holds(replace(good_measure, foundation_wraps=True))


def test_a_game_off_the_premise_gets_no_proofs_from_it() -> None:
    """Where an empty column takes a card, the search that proves from the
    premise refuses with a clear error, and the ranking calls no move lost:
    the 9 of spades on the 4 is lost in Baker's Dozen, not once it can move
    to an empty column."""
    position = read_deal(NINE_ON_FOUR)
    filling = position._replace(game=replace(position.game, fill_empty_column=True))
    with pytest.raises(ValueError, match="no search for bakers-dozen"):
        solve(filling, 100)
    assert all("lost" in ranked.reason for ranked in rank_moves(position))
    assert not any("lost" in ranked.reason for ranked in rank_moves(filling))
