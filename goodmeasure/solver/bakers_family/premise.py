"""The premise of the Good Measure family's proofs, asked of the engine.

The safe moves home (:func:`.search.is_safe_home`), the dead ends
(:mod:`.dead_ends`) and the coarse game (:mod:`.coarse_game`) are arguments from
three facts of RULES.md: a card goes on any card one rank higher and on
nothing else, an empty column takes nothing, and each suit goes home from
Ace to King once. They write "one rank higher" in their own tables for
speed; the engine alone says whether the facts hold for a game, and the
search that relies on them runs only where they do.
"""

from __future__ import annotations

from functools import cache

from ...engine import Game
from ...engine.cards import RANK
from ...engine.rules import cards_taken_by, next_on_foundation


@cache
def premise_holds(game: Game) -> bool:
    """Whether the engine plays ``game`` by the three facts above."""
    taken_by = cards_taken_by(game)
    one_rank_lower = all(
        taken_by[top] == frozenset(card for card in range(52) if RANK[card] == RANK[top] - 1)
        for top in range(52)
    )
    ace_to_king = all(
        next_on_foundation(game, tuple(range(suit * 13, suit * 13 + height)))
        == (height + 1 if height < 13 else None)
        for suit in range(4)
        for height in range(14)
    )
    return one_rank_lower and ace_to_king and not game.fill_empty_column and game.decks == 1
