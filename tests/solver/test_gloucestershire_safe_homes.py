"""Gloucestershire under the seed rule: a bed's top card its foundation takes
next goes home alone where it lies on a card that takes it or alone in its
bed (solver/gloucestershire/safe_homes.py), and no win is lost by it."""

from __future__ import annotations

from solver_helpers import reference_deal
from test_gloucestershire_seed import _judged, _plain

from goodmeasure.engine import Position, apply_line, get_game, is_won, parse_card, write_deal
from goodmeasure.engine.moves import FOUNDATION
from goodmeasure.solver import solve
from goodmeasure.solver.gloucestershire.dead_ends import SeedDeadEnds
from goodmeasure.solver.gloucestershire.lazy_returns import lazy_children
from goodmeasure.solver.gloucestershire.safe_homes import safe_home
from goodmeasure.solver.gloucestershire.seed_rule import heights_of, seed_rules, solve_seed_rule

GAME = get_game("gloucestershire")
CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3


def _position(
    heights: dict[int, int], beds: tuple[tuple[str, ...], ...], bouquet: tuple[str, ...]
) -> Position:
    """Beds as the small positions of test_gloucestershire_seed have them (a
    deal file would need eight); suits not named are all home."""
    rules = seed_rules(GAME)
    foundations = tuple(rules.lap[suit][: heights.get(suit, 26)] for suit in range(4))
    return Position(
        GAME,
        foundations,
        tuple(tuple(parse_card(card) for card in bed) for bed in beds),
        bouquet=tuple(parse_card(card) for card in bouquet),
    )


def _returned_queen() -> Position:
    """The Queen of hearts lies on the King of spades and goes home next, so
    it goes home at once; but the Jack of spades on top of the bouquet goes
    only on a red Queen (the 10 of spades, which spades take first, is under
    it), and no bed can empty: once the Queen is home, every win brings her
    back from her foundation for the Jack."""
    return _position({HEARTS: 24, SPADES: 22}, (("KS", "QH"), ("KH", "QS")), ("TS", "JS"))


def _children(position: Position) -> list[str]:
    rules = seed_rules(GAME)
    beds = tuple(bytes(bed) for bed in position.columns)
    found = lazy_children(rules, bytes(position.bouquet), beds, heights_of(position), len(position.bouquet))
    return [" ".join(str(move) for move in moves) for moves, _ in found]


def test_a_card_in_sequence_that_goes_home_goes_alone() -> None:
    position = _returned_queen()
    tops = [bed[-1] for bed in position.columns]
    assert safe_home(seed_rules(GAME), tuple(map(bytes, position.columns)), tops, heights_of(position)) == 0
    assert _children(position) == ["c1>f"]


def test_a_lone_card_goes_home_alone_but_not_one_out_of_sequence() -> None:
    # The King of hearts alone in its bed goes home alone; lying on the 2 of
    # clubs (not in sequence) it leaves the other moves their turn.
    alone = _position({HEARTS: 25}, (("KH",), ("2C", "5D")), ("QS",))
    assert _children(alone) == ["c1>f"]
    covering = _position({HEARTS: 25, CLUBS: 14}, (("2C", "KH"), ("5D",)), ("QS",))
    assert "c1>f" in _children(covering)
    assert len(_children(covering)) > 1


def test_a_win_that_brings_the_card_back_is_still_found() -> None:
    position = _returned_queen()
    assert _plain(position)
    result = solve(position, budget=1_000)
    assert result.verdict == "solvable"
    assert result.moves[0].target == FOUNDATION
    assert any(move.source == FOUNDATION for move in result.moves)
    assert is_won(apply_line(position, result.moves))


def test_verdicts_agree_with_a_plain_search_where_the_rule_applies() -> None:
    # Small positions whose search meets the rule, against a search over the
    # engine's moves with nothing pruned: never a lost verdict for a winnable
    # one (a deeper soak, seeds 100-299 with 3 and 4 beds: benchmarks/TUNING.md).
    rules = seed_rules(GAME)
    met = won = 0

    def rule_applies(position: Position) -> bool:
        beds = tuple(bytes(bed) for bed in position.columns)
        tops = [bed[-1] if bed else -1 for bed in beds]
        return safe_home(rules, beds, tops, heights_of(position)) >= 0

    for position, wins in _judged(range(300, 306), 4, rule_applies):
        met += 1
        result = solve(position, budget=20_000)
        assert result.verdict != ("unsolvable" if wins else "solvable"), write_deal(position)
        won += result.verdict == "solvable"
    assert met >= 20, met
    assert won >= 10, won


def test_a_reference_deal_takes_fewer_nodes() -> None:
    # Deal 446 was proven lost in 70,106 nodes without the rule.
    start = reference_deal("gloucestershire", 446)
    dead = SeedDeadEnds(seed_rules(GAME), bytes(start.bouquet))
    result = solve_seed_rule(start, 60_000, dead=dead.is_dead)
    assert result.verdict == "unsolvable"
