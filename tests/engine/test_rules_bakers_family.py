"""RULES.md, Good Measure and Baker's Dozen, line by line."""

from __future__ import annotations

import pytest
from engine_helpers import full_suit, gm_columns, moves_of, pos

from goodmeasure.engine import (
    IllegalMove,
    apply,
    auto_finish_moves,
    can_auto_finish,
    deal,
    is_stuck,
    is_won,
    legal_moves,
    parse_move,
    score,
    shuffled_deck,
)
from goodmeasure.engine.cards import ACE, KING, RANK, card_text

# --- Setup ---------------------------------------------------------------


@pytest.mark.parametrize("number", range(40))
def test_good_measure_first_two_aces_met_go_home(number: int) -> None:
    deck = shuffled_deck(number)
    aces = [c for c in deck if RANK[c] == ACE][:2]
    start = deal("good-measure", number)
    assert [f[0] for f in start.foundations[:2]] == aces
    assert start.foundations[2:] == ((), ())


@pytest.mark.parametrize("number", range(40))
def test_good_measure_deals_ten_columns_of_five_row_by_row(number: int) -> None:
    deck = shuffled_deck(number)
    aces = [c for c in deck if RANK[c] == ACE][:2]
    rest = [c for c in deck if c not in aces]
    start = deal("good-measure", number)
    assert [len(c) for c in start.columns] == [5] * 10
    for i, column in enumerate(start.columns):
        dealt = rest[i::10]
        # Without the Kings, each column is its cards in dealing order.
        assert [c for c in column if RANK[c] != KING] == [c for c in dealt if RANK[c] != KING]
        assert [c for c in column if RANK[c] == KING] == [c for c in dealt if RANK[c] == KING]


@pytest.mark.parametrize("number", range(40))
def test_bakers_dozen_deals_thirteen_columns_of_four(number: int) -> None:
    deck = shuffled_deck(number)
    start = deal("bakers-dozen", number)
    assert start.foundations == ((), (), (), ())
    assert [len(c) for c in start.columns] == [4] * 13
    for i, column in enumerate(start.columns):
        assert sorted(column) == sorted(deck[i::13])


def test_kings_at_the_bottom_in_ten_thousand_good_measure_deals() -> None:
    # PySolFC moves Kings before taking the Aces out and so buries a King in
    # about 1.8% of its deals; here no King may ever sit above a non-King.
    for number in range(10_000):
        for column in deal("good-measure", number).columns:
            ranks = [RANK[c] for c in column]
            kings = ranks.count(KING)
            assert ranks[:kings] == [KING] * kings, (number, [card_text(c) for c in column])


def test_two_kings_in_one_column_keep_their_order() -> None:
    from goodmeasure.engine.cards import parse_card
    from goodmeasure.engine.deals import kings_to_bottom

    column = [parse_card(t) for t in ["3C", "KD", "9H", "KS", "4D"]]
    assert [card_text(c) for c in kings_to_bottom(column)] == ["KD", "KS", "3C", "9H", "4D"]


# --- Play ------------------------------------------------------------------

# The cards the hand-made positions below do not use elsewhere.
REST = ["KS KD QS QC JH TS", "QH JS TH 9S 9C 8S 7S"]


def _gm(cols: list[str], founds: list[str]) -> str:
    return gm_columns(*cols, *([""] * (10 - len(cols))), foundations=tuple(founds))


def test_only_the_top_card_moves_one_rank_down_any_suit() -> None:
    # Column tops: 5S, 8C, TC, 6S; 9H is under 8C and may not move.
    text = _gm(
        ["KC QD 5S", "9H 8C", "JC TC", "KH 6S", "", *REST],
        [full_suit("S", 4), full_suit("H", 8), full_suit("D", 11), full_suit("C", 7)],
    )
    position = pos(text)
    moves = moves_of(position)
    assert "c1>c4" in moves  # 5S on 6S: any suit, one lower
    assert "c2>f" in moves  # 8C is the next club
    assert "c1>f" in moves  # 5S is the next spade
    assert not any(m.startswith("c2>c") for m in moves)  # no 9 on top anywhere
    assert "c3>c2" not in moves  # TC on 8C: not one rank higher
    with pytest.raises(IllegalMove):
        apply(position, parse_move("c3>c2"))


def test_a_card_goes_home_only_as_the_next_of_its_suit() -> None:
    text = _gm(
        ["KC QD 5S", "9H 8C", "JC TC", "KH 6S", "", *REST],
        [full_suit("S", 4), full_suit("H", 8), full_suit("D", 11), full_suit("C", 7)],
    )
    position = pos(text)
    assert "c4>f" not in moves_of(position)  # 6S needs 5S first
    after = apply(position, parse_move("c1>f"))
    assert "c4>f" in moves_of(after)
    assert after.foundations[0][-1] == position.columns[0][-1]


def test_empty_column_is_never_filled_again() -> None:
    text = _gm(
        ["KC QD 5S", "9H 8C", "JC TC", "KH 6S", "", *REST],
        [full_suit("S", 4), full_suit("H", 8), full_suit("D", 11), full_suit("C", 7)],
    )
    position = pos(text)
    assert not any(m.endswith(">c5") for m in moves_of(position))
    with pytest.raises(IllegalMove, match="never filled"):
        apply(position, parse_move("c1>c5"))


def test_a_foundation_card_never_comes_back() -> None:
    position = deal("good-measure", 7)
    with pytest.raises(IllegalMove, match="never comes back"):
        apply(position, parse_move("f1>c1"))
    assert not any(m.source == "f" for m in legal_moves(position))


@pytest.mark.parametrize("game", ["good-measure", "bakers-dozen"])
def test_turning_the_stock_is_refused_as_this_game_has_none(game: str) -> None:
    # Before: "that pile is empty", as if a stock were there and spent.
    with pytest.raises(IllegalMove, match="has no stock"):
        apply(deal(game, 3), parse_move("s>w"))


def test_empty_foundations_take_the_other_aces_leftmost_first() -> None:
    text = "\n".join(
        [
            "game: good-measure",
            "foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
            "foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
            "foundation:",
            "foundation:",
            "column: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC",
            "column: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD",
            *["column:"] * 8,
        ]
    )
    position = pos(text)
    after = apply(position, parse_move("c2>f"))
    assert card_text(after.foundations[2][0]) == "AD"  # leftmost empty foundation
    after = apply(after, parse_move("c1>f"))
    assert card_text(after.foundations[3][0]) == "AC"
    assert can_auto_finish(after)


def test_won_position_has_no_moves_and_scores_the_bonus() -> None:
    text = "\n".join(
        [
            "game: bakers-dozen",
            *[f"foundation: {full_suit(s)}" for s in "CDHS"],
            *["column:"] * 13,
        ]
    )
    position = pos(text)
    assert is_won(position)
    assert legal_moves(position) == []
    assert not is_stuck(position)
    assert score(position, elapsed_seconds=200) == 52 * 5 + 500 + 1000
    assert score(position, elapsed_seconds=5000) == 52 * 5 + 500
    with pytest.raises(IllegalMove, match="won"):
        apply(position, parse_move("c1>f"))


def test_stuck_when_no_legal_move_is_left() -> None:
    # The only card left in play that could move is the 2C on top, and it
    # can go home only after the AC, which lies beneath it.
    text = "\n".join(
        [
            "game: bakers-dozen",
            f"foundation: {full_suit('S')}",
            f"foundation: {full_suit('H')}",
            f"foundation: {full_suit('D')}",
            "foundation:",
            "column: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C AC 2C",
            *["column:"] * 12,
        ]
    )
    position = pos(text)
    assert is_stuck(position)
    assert not can_auto_finish(position)
    assert auto_finish_moves(position) == []
    assert score(position) == 39 * 5


def test_auto_finish_when_every_column_descends() -> None:
    text = "\n".join(
        [
            "game: good-measure",
            "foundation: AS",
            "foundation: AH",
            "foundation:",
            "foundation:",
            "column: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
            "column: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
            "column: KD QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C",
            "column: KC QD JC TD 9C 8D 7C 6D 5C 4D 3C 2D",
            "column: AD AC",  # AC above AD: equal ranks still descend
            *["column:"] * 5,
        ]
    )
    position = pos(text)
    assert can_auto_finish(position)
    line = auto_finish_moves(position)
    assert len(line) == 50
    end = position
    for move in line:
        end = apply(end, move)
    assert is_won(end)


def test_no_auto_finish_while_a_column_climbs() -> None:
    text = "\n".join(
        [
            "game: good-measure",
            "foundation: AS",
            "foundation: AH",
            "foundation:",
            "foundation:",
            "column: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S",
            "column: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
            "column: KD QC JD TC 9D 8C 7D 6C 5D 4C 3D 2C",
            "column: KC QD JC TD 9C 8D 7C 6D 5C 4D 2D 3C",
            "column: AD AC",
            *["column:"] * 5,
        ]
    )
    assert not can_auto_finish(pos(text))


def test_kings_only_go_home() -> None:
    text = "\n".join(
        [
            "game: bakers-dozen",
            f"foundation: {full_suit('S', 12)}",
            f"foundation: {full_suit('H')}",
            f"foundation: {full_suit('D')}",
            f"foundation: {full_suit('C')}",
            "column: KS",
            *["column:"] * 12,
        ]
    )
    assert moves_of(pos(text)) == {"c1>f"}
