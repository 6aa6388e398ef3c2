"""Good Measure positions lost, or not, for want of places to park cards
(the coarse game of solver/bakers_family/coarse_game.py), shared by the solver and GUI tests."""

from __future__ import annotations

_EMPTY_COLUMN = "column:\n"

# Two Queens must leave the column (the Jacks of their suits lie under
# them) and only one King is free to take one: lost before any move. No
# card is stuck for good, though (the Queen of clubs could lie on the King
# of clubs), so the order test of bakers_family/dead_ends.py does not see it.
TWO_QUEENS_ONE_KING = (
    """\
game: good-measure
foundation: AC 2C 3C 4C 5C 6C 7C 8C 9C TC
foundation: AD 2D 3D 4D 5D 6D 7D 8D 9D TD
foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH
foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
column: KC
column: KD KS JC JD QC QD
"""
    + _EMPTY_COLUMN * 8
)

# The same with a second free King (the King of hearts not yet home): won.
TWO_QUEENS_TWO_KINGS = (
    """\
game: good-measure
foundation: AC 2C 3C 4C 5C 6C 7C 8C 9C TC
foundation: AD 2D 3D 4D 5D 6D 7D 8D 9D TD
foundation: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH
foundation: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS
column: KC
column: KH
column: KD KS JC JD QC QD
"""
    + _EMPTY_COLUMN * 7
)
