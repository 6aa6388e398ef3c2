"""Gloucestershire under the seed rule: a card comes back from its
foundation only to be used at once (solver/gloucestershire/lazy_returns.py),
and no win is lost by it."""

from __future__ import annotations

from test_gloucestershire_seed import _judged, _plain

from goodmeasure.engine import Position, apply_line, get_game, is_won, parse_card, parse_move, write_deal
from goodmeasure.engine.moves import BOUQUET, COLUMN, FOUNDATION
from goodmeasure.solver import solve
from goodmeasure.solver.gloucestershire.lazy_returns import burst_children
from goodmeasure.solver.gloucestershire.seed_rule import heights_of, seed_rules, solve_seed_rule

# Hearts want the 8, then the 9 under the 10 and Jack of hearts; the Queen
# of hearts and the King of diamonds are left in the bouquet. The Jack and
# the 10 find a place only on black cards back from the clubs' foundation:
# every win brings a card back from a foundation and puts one on it.
GAME = get_game("gloucestershire")


def _needs_a_return() -> Position:
    """Three beds, as the small positions of test_gloucestershire_seed
    have (a deal file would need eight)."""
    rules = seed_rules(GAME)
    lap = {suit: rules.lap[suit] for suit in range(4)}
    clubs, diamonds, hearts, spades = 0, 1, 2, 3
    foundations = (lap[diamonds][:25], lap[clubs], lap[spades], lap[hearts][:20])
    beds = (("8H",), ("9H", "TH", "JH"), ("KH",))
    bouquet = ("KD", "QH")
    return Position(
        GAME,
        foundations,
        tuple(tuple(parse_card(card) for card in bed) for bed in beds),
        bouquet=tuple(parse_card(card) for card in bouquet),
    )


def _without_returns(position: Position) -> bool:
    """Whether a win avoids every return: the search with the foundations'
    moves back taken out of its tables (not a game the engine has)."""
    rules = seed_rules(position.game)
    saved = rules.returns
    rules.returns = False
    try:
        result = solve_seed_rule(position, 1_000_000, lazy_returns=False)
    finally:
        rules.returns = saved
    return result.verdict == "solvable"


def test_a_win_that_needs_a_return_is_still_found() -> None:
    position = _needs_a_return()
    assert _plain(position)
    assert not _without_returns(position)
    result = solve(position, budget=1_000)
    assert result.verdict == "solvable"
    assert any(move.source == FOUNDATION for move in result.moves)
    assert is_won(apply_line(position, result.moves))


def test_after_a_return_only_its_uses_are_made() -> None:
    # The 8 of hearts goes home and the King of clubs comes back into its bed.
    start = _needs_a_return()
    position = apply_line(start, [parse_move("c1>f"), parse_move("f2>c1")])
    rules = seed_rules(position.game)
    beds = tuple(bytes(bed) for bed in position.columns)
    king = beds[0][-1]
    clubs = 0
    children = burst_children(
        rules, bytes(position.bouquet), beds, heights_of(position), len(position.bouquet), 1 << clubs
    )
    uses = 0
    for moves, after in children:
        (move,) = moves
        if move.source == FOUNDATION:
            continue  # another return: it waits in turn
        # Anything else puts a card from a bed or the bouquet on the King.
        assert move.source in (BOUQUET, COLUMN), move
        assert beds[move.target_index][-1] == king, move
        assert after[4] == 0
        uses += 1
    # The Queen of hearts from the bouquet; no card goes home meanwhile,
    # though the King of diamonds could.
    assert uses == 1
    assert not any(move.target == FOUNDATION for moves, _ in children for move in moves)


def test_verdicts_agree_with_every_return_made() -> None:
    needed = 0
    for position, wins in _judged(range(1, 13)):
        lazy = solve_seed_rule(position, 1_000_000)
        full = solve_seed_rule(position, 1_000_000, lazy_returns=False)
        expected = "solvable" if wins else "unsolvable"
        assert lazy.verdict == full.verdict == expected, write_deal(position)
        if wins:
            assert is_won(apply_line(position, lazy.moves))
            needed += not _without_returns(position)
    # Some of those wins cannot do without a return.
    assert needed >= 3, needed
