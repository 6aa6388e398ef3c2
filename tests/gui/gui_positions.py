"""Hand-made positions (as ``.deal`` text) for the table tests."""

from __future__ import annotations

# The Auto finish position, shared with the session's tests.
from end_positions import ONE_MOVE_TO_FINISH as ONE_MOVE_TO_FINISH

RANKS = "A23456789TJQK"


def suit_up_to(suit: str, count: int) -> str:
    """A foundation holding ``count`` cards of ``suit`` from the Ace (26 max)."""
    return " ".join(f"{(RANKS * 2)[i]}{suit}" for i in range(count))


def good_measure(columns: list[str], foundations: list[str]) -> str:
    lines = ["game: good-measure"]
    lines += [f"foundation: {f}".rstrip() for f in foundations]
    lines += [f"column: {c}".rstrip() for c in columns + [""] * (10 - len(columns))]
    return "\n".join(lines) + "\n"


FULL_DHS = [suit_up_to(s, 13) for s in "DHS"]

#: All clubs in one column, the Ace on top: home one by one.
CLUBS_IN_A_ROW = good_measure(["KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC"], ["", *FULL_DHS])


#: One move (9C home, c3>f) and then no legal move is left.
ONE_MOVE_TO_STUCK = good_measure(["TC JC", "QC KC", "9C"], [suit_up_to("C", 8), *FULL_DHS])

#: Gloucestershire near its end: QS on the first foundation may come back onto KH.
GLOUCESTERSHIRE_RETURN = (
    "game: gloucestershire\n"
    f"foundation: {suit_up_to('S', 25)}\n"
    f"foundation: {suit_up_to('H', 25)}\n"
    f"foundation: {suit_up_to('D', 26)}\n"
    f"foundation: {suit_up_to('C', 25)}\n"
    "column: KH\ncolumn: KS\ncolumn: KC\n" + "column:\n" * 5 + "bouquet:\n"
)

#: Golf with the stock used up and no card to play: stuck before any move.
GOLF_STUCK = (
    "game: golf\noptions:\n"
    "column: 2S 9S QS TH 9H\ncolumn: 5C 7H 2C KC 8H\ncolumn: 5S TC 6D JC QH\n"
    "column: 9C 2D 4D 9D AS\ncolumn: AH 4H TS 6C 7D\ncolumn: 5H 4S 6S JS 8D\n"
    "column: JH AD QD 2H 7C\nstock:\n"
    "waste: 3H TD 3S 5D KD KH 3D QC 3C 6H JD AC 8C 4C 7S 8S KS\n"
)

#: Golf one card from the win (9C onto the 8D); turning the stock's last card
#: (the 7S) instead leaves no move.
GOLF_ONE_FROM_WIN = (
    "game: golf\noptions: wrap on-king\n"
    "column:\ncolumn: 9C\n" + "column:\n" * 5 + "stock: 7S\n"
    "waste: 6C 5C 4S KS QC KC AS KH AH 6H 7C 8S QS JS TH JH TS QH QD 9D 3D 4H 5H 6S 7H 6D "
    "5D 3S 2D AC 4C 2H 8C 9S TD JC TC JD 3H 2C AD KD 2S 3C 4D 5S 9H 8H 7D 8D\n"
)

#: One column ten deep and an 8 of clubs (column 2) that can go onto its 9 of
#: hearts: eleven deep, more than 1280x800 has room for at the normal card
#: size; taken back, ten again.
TEN_DEEP = good_measure(
    ["KC QD JC TD 7C 7D 7H 7S 8S 9H", "KD 9S 8C", "KH TC", "KS QC JD TH 8D", "QH JH TS 8H", "QS JS 9C 9D"],
    [suit_up_to(s, 6) for s in "CDHS"],
)
