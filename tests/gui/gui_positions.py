"""Hand-made positions (as ``.deal`` text) for the table tests."""

from __future__ import annotations

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

#: One move (QC onto KC, c1>c2) makes every column descending: Auto finish.
ONE_MOVE_TO_FINISH = good_measure(["JC QC", "KC"], [suit_up_to("C", 10), *FULL_DHS])

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
