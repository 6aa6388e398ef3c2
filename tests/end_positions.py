"""Positions near a game's end (as ``.deal`` text), for the session's and the
window's tests alike."""

from __future__ import annotations

#: One move (QC onto KC, c1>c2) makes every column descending: Auto finish.
ONE_MOVE_TO_FINISH = (
    "game: good-measure\n"
    "foundation: AC 2C 3C 4C 5C 6C 7C 8C 9C TC\n"
    + "".join(f"foundation: {' '.join(r + s for r in 'A23456789TJQK')}\n" for s in "DHS")
    + "column: JC QC\ncolumn: KC\n"
    + "column:\n" * 8
)

# Hearts and spades home, clubs and diamonds nearly. Winnable: 3D, 4D, 2C, 3C
# home. Putting 3C on 4D (c3>c1) buries the 2C for good: lost.
ALMOST_LOST = (
    """\
game: bakers-dozen
foundation: AC
foundation: AD 2D
foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS
column: KC QC JC TC 9C 8C 7C 6C 5C 4C 2C 4D
column: KD QD JD TD 9D 8D 7D 6D 5D 3D
column: 3C
"""
    + "column:\n" * 10
)
