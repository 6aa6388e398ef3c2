"""RULES.md, Gloucestershire, line by line (two decks, the bouquet)."""

from __future__ import annotations

from collections import Counter

import pytest
from engine_helpers import full_suit, moves_of, pos

from goodmeasure.engine import IllegalMove, apply, deal, is_won, legal_moves, parse_move, score
from goodmeasure.engine.cards import card_text
from goodmeasure.engine.deals import GLOUCESTERSHIRE_BEDS

EVERY = [r + s for s in "CDHS" for r in "A23456789TJQK"]


def glou(foundations: list[str], beds: list[str], bouquet: str, options: str = "") -> str:
    """Gloucestershire text; cards not placed anywhere go to a filler bed.

    The filler is the last bed: callers give seven beds and the filler keeps
    the position complete (each card exactly twice).
    """
    placed = Counter(" ".join([*foundations, *beds, bouquet]).split())
    filler = [c for c in EVERY for _ in range(2 - placed[c])]
    lines = ["game: gloucestershire"]
    if options:
        lines.append(options)
    lines += [f"foundation: {f}".rstrip() for f in foundations]
    lines += [f"column: {b}".rstrip() for b in beds]
    lines.append(f"column: {' '.join(filler)}")
    lines.append(f"bouquet: {bouquet}".rstrip())
    return "\n".join(lines)


@pytest.mark.parametrize("number", [1, 2, 3])
def test_setup_two_decks_eight_beds_and_a_bouquet(number: int) -> None:
    start = deal("gloucestershire", number)
    assert [len(b) for b in start.columns] == list(GLOUCESTERSHIRE_BEDS)
    assert len(start.bouquet) == 52
    assert start.foundations == ((), (), (), ())
    assert Counter(start.all_cards()) == Counter({c: 2 for c in range(52)})


def test_only_the_bouquets_top_card_plays() -> None:
    position = pos(glou(["", "", "", ""], ["9S", "", "", "", "", "", ""], "8H AS"))
    moves = moves_of(position)
    assert "b>f" in moves  # AS, the top
    assert not any(
        m.startswith("b>") and m != "b>f" and m not in {f"b>c{i}" for i in range(2, 8)} for m in moves
    )
    with pytest.raises(IllegalMove, match="only the bouquet's top"):
        apply(position, parse_move("b1>c1"))
    after = apply(position, parse_move("b>f"))
    assert "b>c1" in moves_of(after)  # now 8H is on top and goes on 9S


def test_nothing_goes_back_into_the_bouquet() -> None:
    position = pos(glou(["", "", "", ""], ["9S"] + [""] * 6, "8H AS"))
    assert not any(m.endswith(">b") for m in moves_of(position))


def test_any_ace_starts_a_foundation_but_no_suit_twice() -> None:
    position = pos(glou(["AS 2S", "", "", ""], ["AS", "AH"] + [""] * 5, "KD"))
    moves = moves_of(position)
    assert "c2>f" in moves  # AH starts the leftmost empty foundation
    assert "c1>f" not in moves  # the second AS may not start another spade foundation
    after = apply(position, parse_move("c2>f"))
    assert card_text(after.foundations[1][0]) == "AH"


def test_foundation_turns_the_corner_to_twenty_six_cards() -> None:
    spades = full_suit("S")
    position = pos(glou([spades, "", "", ""], ["AS"] + [""] * 6, "KD"))
    after = apply(position, parse_move("c1>f"))  # the second Ace follows the King
    assert len(after.foundations[0]) == 14
    complete = pos(glou([spades + " " + spades, "", "", ""], ["AH"] + [""] * 6, "KD"))
    assert len(complete.foundations[0]) == 26
    assert "c1>f" in moves_of(complete)


def test_beds_build_down_in_alternating_colours_and_wrap() -> None:
    position = pos(glou(["", "", "", ""], ["9S", "8D", "8C", "AH", "KS", "KH", ""], "QD"))
    moves = moves_of(position)
    assert "c2>c1" in moves  # red 8 on black 9
    assert "c3>c1" not in moves  # black on black
    assert "c5>c4" in moves  # a King goes on an Ace of the other colour
    assert "c6>c4" not in moves  # same colour
    assert "b>c5" in moves  # QD on KS


def test_any_card_fills_an_empty_bed() -> None:
    position = pos(glou(["", "", "", ""], ["9S", "8D", "", "", "", "", ""], "QD"))
    moves = moves_of(position)
    for bed in range(3, 8):
        assert f"c1>c{bed}" in moves
        assert f"b>c{bed}" in moves


def test_a_foundation_top_card_may_return_to_any_bed_that_takes_it() -> None:
    position = pos(glou(["AD 2D 3D", "AC", "", ""], ["4S", "2H", "", "", "", "", ""], "QD"))
    moves = moves_of(position)
    assert "f1>c1" in moves  # 3D on 4S
    assert "f2>c2" in moves  # AC on 2H, even as the foundation's only card
    assert {f"f1>c{i}" for i in range(3, 8)} <= moves  # empty beds too
    after = apply(position, parse_move("f2>c2"))
    assert after.foundations[1] == ()
    with pytest.raises(IllegalMove):
        apply(position, parse_move("f1>f"))


def test_won_with_all_104_home_and_scored() -> None:
    full = [full_suit(s) + " " + full_suit(s) for s in "CDHS"]
    lines = ["game: gloucestershire", *[f"foundation: {f}" for f in full], *["column:"] * 8, "bouquet:"]
    position = pos("\n".join(lines))
    assert is_won(position)
    assert legal_moves(position) == []
    assert score(position, 100) == 104 * 5 + 500 + 1100


def test_free_bouquet_lets_every_card_play_named_by_place() -> None:
    position = pos(glou(["", "", "", ""], ["9S"] + [""] * 6, "8H AS KD", "options: free-bouquet"))
    moves = moves_of(position)
    assert "b1>c1" in moves  # 8H, first listed, on 9S
    assert "b2>f" in moves
    assert "b>f" not in moves
    after = apply(position, parse_move("b1>c1"))
    assert [card_text(c) for c in after.bouquet] == ["AS", "KD"]
    with pytest.raises(IllegalMove, match="name the card"):
        apply(position, parse_move("b>f"))
