"""RULES.md, Golf, line by line, under every option combination."""

from __future__ import annotations

import pytest
from engine_helpers import moves_of, pos

from goodmeasure.engine import (
    IllegalMove,
    apply,
    deal,
    golf_cards_left,
    is_stuck,
    is_won,
    legal_moves,
    parse_move,
    shuffled_deck,
)
from goodmeasure.engine.cards import card_text

ALL_OPTIONS = ["options: wrap on-king", "options: wrap", "options: on-king", "options:"]


def golf(columns: list[str], stock: str, waste: str, options: str = "") -> str:
    lines = ["game: golf"]
    if options:
        lines.append(options)
    lines += [f"column: {c}".rstrip() for c in columns]
    lines += [f"stock: {stock}".rstrip(), f"waste: {waste}".rstrip()]
    return "\n".join(lines)


# Every card once: 7 columns, a stock and a waste. The tops are 3C (c1),
# QS (c2), AH (c3), KD (c4), 5D (c5), 8S (c6) and nothing (c7).
COLUMNS = [
    "2C 9D 3C",
    "4C 6D QS",
    "8C 5S AH",
    "TC 7D KD",
    "JC 3H 5D",
    "6C 2S 8S",
    "",
]
USED = set(" ".join(COLUMNS).split())
SPARE = [r + s for s in "CDHS" for r in "A23456789TJQK" if r + s not in USED]


def with_waste_top(top: str, options: str = "options: wrap on-king") -> str:
    rest = [c for c in SPARE if c != top]
    return golf(COLUMNS, " ".join(rest), top, options)


@pytest.mark.parametrize("number", [1, 2, 3, 99])
def test_setup_seven_columns_of_five_and_a_stock_of_seventeen(number: int) -> None:
    deck = shuffled_deck(number)
    start = deal("golf", number)
    assert [len(c) for c in start.columns] == [5] * 7
    for i, column in enumerate(start.columns):
        assert list(column) == deck[:35][i::7]
    assert len(start.stock) == 17
    assert start.stock[-1] == deck[35]  # the deck's next card is turned first
    assert start.waste == ()


def test_any_card_goes_onto_an_empty_waste() -> None:
    position = pos(golf(COLUMNS, " ".join(SPARE), ""))
    assert moves_of(position) == {f"c{i}>w" for i in range(1, 7)} | {"s>w"}


def test_one_rank_up_or_down_suit_ignored() -> None:
    position = pos(with_waste_top("4H"))
    assert moves_of(position) == {"c1>w", "c5>w", "s>w"}  # 3C and 5D


@pytest.mark.parametrize(
    "options, on_king, on_ace",
    [
        # Which column tops may go on a King, and on an Ace.
        ("options: wrap on-king", {"c2>w", "c3>w"}, {"c4>w"}),  # Q, A on K; K on A (and 2 none)
        ("options: wrap", set(), {"c4>w"}),  # nothing on a K; K still on an A
        ("options: on-king", {"c2>w"}, set()),  # Q on K; no corner
        ("options:", set(), set()),  # strict: nothing on a King, no corner
    ],
)
def test_turn_the_corner_and_cards_on_a_king(options: str, on_king: set[str], on_ace: set[str]) -> None:
    on_k = pos(with_waste_top("KH", options))
    assert moves_of(on_k) - {"s>w"} == on_king
    on_a = pos(with_waste_top("AD", options))
    assert moves_of(on_a) - {"s>w"} == on_ace


def test_missing_options_line_means_both_on() -> None:
    position = pos(golf(COLUMNS, " ".join(c for c in SPARE if c != "KH"), "KH"))
    assert position.game.options == frozenset({"wrap", "on-king"})
    assert moves_of(position) - {"s>w"} == {"c2>w", "c3>w"}


def test_the_stock_turns_one_card_at_any_time_single_pass() -> None:
    position = pos(with_waste_top("4H"))
    top_of_stock = position.stock[-1]
    after = apply(position, parse_move("s>w"))
    assert after.waste[-1] == top_of_stock and len(after.stock) == len(position.stock) - 1
    while after.stock:
        after = apply(after, parse_move("s>w"))
    assert "s>w" not in moves_of(after)
    with pytest.raises(IllegalMove, match="empty"):
        apply(after, parse_move("s>w"))


def test_cards_only_go_to_the_waste() -> None:
    position = pos(with_waste_top("4H"))
    for text in ("c1>c2", "c1>f", "c1>c7"):
        with pytest.raises(IllegalMove):
            apply(position, parse_move(text))
    with pytest.raises(IllegalMove, match="does not go"):
        apply(position, parse_move("c2>w"))


def test_won_when_the_columns_are_clear_whatever_the_stock_holds() -> None:
    cards = [r + s for s in "CDHS" for r in "A23456789TJQK"]
    position = pos(golf([""] * 7, " ".join(cards[:17]), " ".join(cards[17:])))
    assert is_won(position)
    assert legal_moves(position) == []  # not even s>w: the game is over
    assert golf_cards_left(position) == 0


def test_lost_when_the_stock_is_empty_and_nothing_fits() -> None:
    position = pos(golf(COLUMNS, "", " ".join([c for c in SPARE if c != "TH"] + ["TH"])))
    assert card_text(position.waste[-1]) == "TH"
    assert is_stuck(position)
    assert golf_cards_left(position) == 18  # six columns of three
