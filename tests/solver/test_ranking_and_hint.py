"""The fallback ranking's reasons and the hint's source and status."""

from __future__ import annotations

from goodmeasure.engine import Move, apply_line, deal, legal_moves, read_deal
from goodmeasure.engine.moves import parse_move
from goodmeasure.solver import rank_moves, solve
from goodmeasure.solver.hint import compute_hint

# Baker's Dozen, nearly done: the 2 of spades is under the 5 of hearts.
NEAR_END = (
    """game: bakers-dozen
foundation: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC
foundation: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD
foundation: AH 2H 3H 4H
foundation: AS
column: KH QH JH TH 9H 8H 7H 6H
column: KS QS JS TS 9S 8S 7S 6S
column: 5S 4S 3S 2S 5H
"""
    + "column:\n" * 10
)


def test_every_legal_move_is_ranked_once() -> None:
    start = deal("good-measure", 1)
    ranked = rank_moves(start)
    assert sorted(r.move for r in ranked) == sorted(legal_moves(start))
    assert all(r.reason for r in ranked)


def test_home_move_ranks_first_with_its_reason() -> None:
    position = read_deal(NEAR_END)
    ranked = rank_moves(position)
    assert ranked[0].move == parse_move("c3>f")
    assert ranked[0].reason == "plays the 5 of hearts home"


def test_freeing_reason_names_the_card() -> None:
    reasons = {str(r.move): r.reason for r in rank_moves(read_deal(NEAR_END))}
    assert reasons["c3>c1"] == "frees the 2 of spades"


def test_golf_reasons() -> None:
    start = deal("golf", 0)
    reasons = [r.reason for r in rank_moves(start)]
    assert "turns a card from the stock" in reasons
    assert any(r.startswith("plays the ") and "onto the waste" in r for r in reasons)


def test_hint_from_the_solver() -> None:
    start = deal("bakers-dozen", 4)
    hint = compute_hint(start)
    assert hint.status == "winnable" and hint.source == "solver"
    assert hint.move == solve(start).moves[0]
    assert hint.reason


def test_hint_on_a_lost_position_comes_from_the_ranking() -> None:
    start = deal("good-measure", 7)
    hint = compute_hint(start)
    assert hint.status == "lost" and hint.source == "ranking"
    assert hint.move == rank_moves(start)[0].move


def test_hint_unknown_when_the_budget_runs_out() -> None:
    start = deal("good-measure", 1)
    hint = compute_hint(start, budget=50)
    assert hint.status == "unknown" and hint.source == "ranking"
    assert hint.move in legal_moves(start)


def test_hint_without_moves() -> None:
    start = deal("bakers-dozen", 4)
    won = apply_line(start, solve(start).moves)
    hint = compute_hint(won)
    assert hint.move is None and hint.status == "winnable"


def test_hint_cancelled_falls_back_to_the_ranking() -> None:
    start = deal("good-measure", 1)
    hint = compute_hint(start, cancelled=lambda: True)
    assert hint.source == "ranking" and hint.status == "unknown"
    assert isinstance(hint.move, Move)


def _first_emptying_reason(game: str, options: frozenset[str] | None = None) -> str:
    """The first reason that tells of a pile emptied, along the ranking's own
    play of the first deals."""
    for number in range(20):
        position = deal(game, number, options)
        for _ in range(200):
            ranked = rank_moves(position)
            if not ranked:
                break
            for entry in ranked:
                if entry.reason.startswith("empties ") and entry.reason != "empties nothing, keeps options":
                    return entry.reason
            position = apply_line(position, [ranked[0].move])
    raise AssertionError(f"no move of {game} empties a pile in 20 deals")


def test_reasons_name_the_games_own_piles() -> None:
    # Gloucestershire's columns are beds (RULES.md, and the app's rules page).
    assert _first_emptying_reason("gloucestershire", frozenset({"free-bouquet"})).startswith("empties bed ")
    assert _first_emptying_reason("bakers-dozen").startswith("empties column ")
