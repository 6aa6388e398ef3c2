"""The coarse game (solver/parking.py): whatever it proves lost, a plain
search through the engine finds lost too, from the start of a layout and
from positions reached by playing on from it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from solver_helpers import reaches_a_win
from test_bakers_small import _columns, _small_position

from goodmeasure.engine import Position, apply, deal, get_game, legal_moves, read_deal
from goodmeasure.engine.games import Build
from goodmeasure.solver import parking, solve
from goodmeasure.solver.deadends import is_dead, suit_heights
from goodmeasure.solver.parking import Parking, premise_holds


def _coarse_verdict(layout: Position, position: Position) -> bool | None:
    parking = Parking(layout.columns)
    heights = tuple(suit_heights(position.foundations))
    return parking.is_lost(parking.coarse(position.columns, heights), 1_000_000)


def _position(text: str) -> Position:
    """A Good Measure position; the columns not given are empty."""
    given = text.count("column:")
    return read_deal("game: good-measure\n" + text + "column:\n" * (10 - given))


# Two Queens must leave the column (the Jacks of their suits lie under
# them) and only one King is free to take one: lost. No card is stuck for
# good, though (the Queen of clubs could lie on the King of clubs), so the
# order test of deadends.py does not see it.
TWO_QUEENS_ONE_KING = """\
foundation: AC 2C 3C 4C 5C 6C 7C 8C 9C TC
foundation: AD 2D 3D 4D 5D 6D 7D 8D 9D TD
foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
column: KC
column: KD KS JC JD QC QD
"""

# The same with a second free King (the King of hearts not yet home): won.
TWO_QUEENS_TWO_KINGS = """\
foundation: AC 2C 3C 4C 5C 6C 7C 8C 9C TC
foundation: AD 2D 3D 4D 5D 6D 7D 8D 9D TD
foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH
foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
column: KC
column: KH
column: KD KS JC JD QC QD
"""


def test_two_queens_and_one_free_king_are_lost() -> None:
    position = _position(TWO_QUEENS_ONE_KING)
    assert not is_dead(position.columns)
    assert _coarse_verdict(position, position) is True
    assert not reaches_a_win(position, _columns)
    assert solve(position).verdict == "unsolvable"


def test_a_second_free_king_wins() -> None:
    position = _position(TWO_QUEENS_TWO_KINGS)
    assert _coarse_verdict(position, position) is False
    assert reaches_a_win(position, _columns)
    assert solve(position).verdict == "solvable"


@pytest.mark.parametrize("game_name", ["good-measure", "bakers-dozen"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_what_the_coarse_game_proves_lost_is_lost(game_name: str, seed: int) -> None:
    rng = random.Random(seed)
    proven = missed_by_order_test = 0
    for _ in range(60):
        position = _small_position(rng, game_name)
        if _coarse_verdict(position, position):
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
            heights = tuple(suit_heights(position.foundations))
            verdict = parking.is_lost(parking.coarse(position.columns, heights), 1_000_000)
            asked += 1
            if verdict:
                proven += 1
                assert not reaches_a_win(position, _columns), (layout, position)
    assert asked >= 100
    assert proven >= 5


def test_memory_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past its cap the coarse game stops learning and answers "don't know"
    (a search path and its way back, at most 52 positions each, may pass it)."""
    monkeypatch.setattr(parking, "KNOWN_CAP", 200)
    position = deal("good-measure", 8)  # its start takes the coarse game long
    coarse = Parking(position.columns)
    heights = tuple(suit_heights(position.foundations))
    assert coarse.is_lost(coarse.coarse(position.columns, heights), 1_000_000) is None
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
