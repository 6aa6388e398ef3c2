"""The .deal format: strict reading with the line named, writing, round trips."""

from __future__ import annotations

import pytest

from goodmeasure.engine import GAME_NAMES, DealFormatError, deal, read_deal, write_deal

GOOD = write_deal(deal("good-measure", 5))


def broken(old: str, new: str, text: str = GOOD) -> str:
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("game", GAME_NAMES)
@pytest.mark.parametrize("number", [0, 1, 17])
def test_round_trip(game: str, number: int) -> None:
    position = deal(game, number)
    text = write_deal(position)
    assert read_deal(text) == position
    assert write_deal(read_deal(text)) == text


def test_comments_blank_lines_and_case_are_tolerated() -> None:
    lines = GOOD.splitlines()
    text = "# a saved position\n\n" + "\n".join(f"{line}   # note" for line in lines)
    assert read_deal(text) == read_deal(GOOD)


def _line_of(text: str, fragment: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (broken("game: good-measure", "game: freecell"), 1, "unknown game"),
        (broken("foundation:\n", "tableau: \n"), 4, "unknown kind"),
        (
            broken(
                "column: ",
                "column ",
            ),
            6,
            "expected 'kind: cards'",
        ),
        (GOOD.rstrip("\n").rsplit("\n", 1)[0] + "\n", 14, "needs 10 column lines"),
        (GOOD + "column:\n", 16, "one more"),
        (GOOD + "stock:\n", 16, "has no stock"),
        (broken("game: good-measure", "game: good-measure\noptions: wrap"), 2, "unknown option"),
        (GOOD + "game: golf\n", 16, "second 'game:'"),
        (GOOD.replace("game: good-measure\n", ""), 14, "no 'game:' line"),
    ],
    ids=["game", "kind", "colon", "too-few", "too-many", "no-stock", "option", "game-twice", "no-game"],
)
def test_structure_errors_name_the_line(text: str, line: int, words: str) -> None:
    with pytest.raises(DealFormatError, match=words) as caught:
        read_deal(text)
    assert caught.value.line == line
    assert str(caught.value).startswith(f"line {line}:")


def test_bad_card_names_its_line() -> None:
    line6 = GOOD.splitlines()[5]
    text = broken(line6, line6 + " 1X")
    with pytest.raises(DealFormatError, match="not a card: '1X'") as caught:
        read_deal(text)
    assert caught.value.line == 6


def test_duplicate_card_names_its_line() -> None:
    lines = GOOD.splitlines()
    card = lines[5].split()[1]
    text = broken(lines[8], lines[8] + " " + card)
    with pytest.raises(DealFormatError, match=f"{card} appears more than once") as caught:
        read_deal(text)
    assert caught.value.line == 9


def test_missing_card_is_named() -> None:
    lines = GOOD.splitlines()
    last = lines[6].split()[-1]
    text = broken(lines[6], lines[6].rsplit(" ", 1)[0])
    with pytest.raises(DealFormatError, match=f"1 card\\(s\\) missing: {last}"):
        read_deal(text)


def test_two_decks_need_every_card_twice() -> None:
    text = write_deal(deal("gloucestershire", 2))
    bouquet = next(line for line in text.splitlines() if line.startswith("bouquet"))
    with pytest.raises(DealFormatError, match="missing"):
        read_deal(text.replace(bouquet, bouquet.rsplit(" ", 1)[0]))
    extra = bouquet.split()[1]
    with pytest.raises(DealFormatError, match="more than twice"):
        read_deal(text.replace(bouquet, bouquet + " " + extra))


def test_foundations_must_be_built_in_suit_from_the_ace() -> None:
    lines = GOOD.splitlines()
    first = lines[1].split()[1]  # the Ace on the first foundation
    jump = "3" + first[1]  # the 3 of that suit, skipping the 2
    text = "\n".join(
        lines[:1]
        + [f"{lines[1]} {jump}"]
        + lines[2:5]
        + [" ".join(t for t in line.split() if t != jump) for line in lines[5:]]
    )
    with pytest.raises(DealFormatError, match=f"{jump} cannot follow {first}") as caught:
        read_deal(text)
    assert caught.value.line == 2
    two = "2" + first[1]
    swapped = [
        " ".join(first if t == two else two if t == first else t for t in line.split()) for line in lines
    ]
    with pytest.raises(DealFormatError, match="starts with an Ace") as caught:
        read_deal("\n".join(swapped))
    assert caught.value.line == 2


def test_options_line_semantics() -> None:
    golf = write_deal(deal("golf", 3))
    assert "options: wrap on-king" in golf
    without = read_deal(golf.replace("options: wrap on-king\n", ""))
    assert without.game.options == frozenset({"wrap", "on-king"})
    bare = read_deal(golf.replace("options: wrap on-king", "options:"))
    assert bare.game.options == frozenset()
    assert "options:\n" in write_deal(bare)
    with pytest.raises(DealFormatError, match="listed twice"):
        read_deal(golf.replace("options: wrap on-king", "options: wrap wrap"))


def test_a_byte_order_mark_and_crlf_line_ends_are_tolerated() -> None:
    # As Notepad saves UTF-8: a BOM before "game:" and CRLF line ends.
    text = "\ufeff" + GOOD.replace("\n", "\r\n")
    assert read_deal(text) == read_deal(GOOD)


@pytest.mark.parametrize("separator", ["\u2028", "\x0c", "\x85", "\x1e"])
def test_a_comment_runs_to_the_end_of_its_line(separator: str) -> None:
    # str.splitlines breaks at these too: the comment's tail was read as a pile line.
    text = f"# saved{separator}from the club's evening\n" + GOOD
    assert read_deal(text) == read_deal(GOOD)


def test_line_numbers_are_an_editors_line_numbers() -> None:
    text = "# page one\x0c\n" + broken("column: ", "column: XX ")
    with pytest.raises(DealFormatError, match="XX") as caught:
        read_deal(text)
    assert caught.value.line == 7  # the comment, game, four foundations, the first column


def test_kinds_cards_game_and_options_are_read_in_any_case() -> None:
    golf = write_deal(deal("golf", 4, frozenset({"wrap"})))
    shouted = golf.upper().replace("OPTIONS: WRAP", "Options: Wrap").replace("GAME: GOLF", "Game: Golf")
    assert read_deal(shouted) == read_deal(golf)
    assert read_deal(golf.lower()) == read_deal(golf)
