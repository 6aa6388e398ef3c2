"""The rules engine: cards, positions, moves, the four games, deals, ``.deal`` text.

Standard library only, no Qt. Everything that knows a rule lives here.
"""

from .cards import Card, CardError, card_name, card_text, parse_card, rank_of, suit_of
from .dealfile import DealFormatError, read_deal, write_deal
from .deals import daily_start_number, deal, parse_date, shuffled_deck
from .games import GAME_NAMES, Build, Game, Scoring, UnknownGame, get_game
from .moves import Move, MoveFormatError, is_pile_name, parse_move
from .outcome import Outcome, Refusal, Why, outcome, why_card_stays, why_illegal
from .piles import (
    PileKey,
    goes_home,
    moves_from,
    pile_cards,
    pile_keys,
    source_at,
    source_card,
    source_pile,
    target_pile,
    top_source,
)
from .position import Pile, Position
from .rules import (
    IllegalMove,
    apply,
    apply_line,
    auto_finish_moves,
    builds_on,
    can_auto_finish,
    foundation_for,
    golf_cards_left,
    is_stuck,
    is_won,
    legal_moves,
    score,
    waste_accepts,
)

__all__ = [
    "GAME_NAMES",
    "Build",
    "Card",
    "CardError",
    "DealFormatError",
    "Game",
    "IllegalMove",
    "Move",
    "MoveFormatError",
    "Pile",
    "Position",
    "UnknownGame",
    "apply",
    "apply_line",
    "auto_finish_moves",
    "builds_on",
    "can_auto_finish",
    "card_name",
    "card_text",
    "daily_start_number",
    "deal",
    "foundation_for",
    "get_game",
    "golf_cards_left",
    "is_pile_name",
    "is_stuck",
    "is_won",
    "legal_moves",
    "parse_card",
    "parse_date",
    "parse_move",
    "rank_of",
    "read_deal",
    "score",
    "shuffled_deck",
    "suit_of",
    "waste_accepts",
    "write_deal",
    "Outcome",
    "PileKey",
    "Refusal",
    "Scoring",
    "Why",
    "goes_home",
    "moves_from",
    "outcome",
    "pile_cards",
    "pile_keys",
    "source_at",
    "source_card",
    "source_pile",
    "target_pile",
    "top_source",
    "why_card_stays",
    "why_illegal",
]
