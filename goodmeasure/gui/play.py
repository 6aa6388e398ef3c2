"""From a gesture to a move: which card a pile offers, where a click sends it.

Qt-free. Nothing here decides legality: every answer is picked out of
:func:`goodmeasure.engine.legal_moves`.

Piles are named by ``(kind, index)`` in the engine's move letters: ``("c", 2)``
is the third column, ``("f", 0)`` the first foundation, and the stock, waste
and bouquet use index -1. A *source* is the same pair as a move's
``(source, source_index)``; with the free bouquet it names a bouquet card.
"""

from __future__ import annotations

from goodmeasure.engine import Card, Move, Position, foundation_for, legal_moves

PileKey = tuple[str, int]

COLUMN = "c"
FOUNDATION = "f"
STOCK = "s"
WASTE = "w"
BOUQUET = "b"


def pile_keys(position: Position) -> list[PileKey]:
    """Every pile of the position's game, in reading order."""
    game = position.game
    keys: list[PileKey] = [(FOUNDATION, i) for i in range(game.foundation_count)]
    keys += [(COLUMN, i) for i in range(game.column_count)]
    if game.has_stock_and_waste:
        keys += [(STOCK, -1), (WASTE, -1)]
    if game.has_bouquet:
        keys.append((BOUQUET, -1))
    return keys


def pile_cards(position: Position, pile: PileKey) -> tuple[Card, ...]:
    kind, index = pile
    if kind == COLUMN:
        return position.columns[index]
    if kind == FOUNDATION:
        return position.foundations[index]
    if kind == STOCK:
        return position.stock
    if kind == WASTE:
        return position.waste
    return position.bouquet


def source_at(position: Position, pile: PileKey, index: int) -> PileKey | None:
    """The move source for the card at ``index`` of ``pile``, if it is free.

    Free means the game lets it move at all (a column's top, the bouquet's
    top or any bouquet card with the free bouquet, a foundation's top where
    cards come back); whether it has somewhere to go is legal_moves' answer.
    """
    cards = pile_cards(position, pile)
    if not 0 <= index < len(cards):
        return None
    kind = pile[0]
    game = position.game
    is_top = index == len(cards) - 1
    if kind == BOUQUET:
        if game.free_bouquet:
            return (BOUQUET, index)
        return (BOUQUET, -1) if is_top else None
    if not is_top:
        return None
    if kind == COLUMN:
        return pile
    if kind == FOUNDATION and game.foundation_returns:
        return pile
    if kind == STOCK:
        return pile
    return None


def top_source(position: Position, pile: PileKey) -> PileKey | None:
    """The source of the pile's top card (keyboard play), if it is free."""
    return source_at(position, pile, len(pile_cards(position, pile)) - 1)


def source_pile(source: PileKey) -> tuple[PileKey, int | None]:
    """The pile a source lies on, and the card's place there if the source names it."""
    kind, index = source
    if kind == BOUQUET:
        return (BOUQUET, -1), (index if index >= 0 else None)
    return source, None


def source_card(position: Position, move: Move) -> Card:
    pile, place = source_pile((move.source, move.source_index))
    cards = pile_cards(position, pile)
    return cards[-1 if place is None else place]


def target_pile(position: Position, move: Move) -> PileKey:
    """The pile a legal move puts its card on (a foundation move names just "f")."""
    if move.target == FOUNDATION:
        index = foundation_for(position, source_card(position, move))
        return (FOUNDATION, -1 if index is None else index)
    return (move.target, move.target_index)


def moves_from(position: Position, source: PileKey) -> dict[PileKey, Move]:
    """The legal moves of one source, by the pile each one lands on."""
    return {
        target_pile(position, m): m for m in legal_moves(position) if (m.source, m.source_index) == source
    }


def click_move(position: Position, source: PileKey) -> Move | None:
    """Where a click sends a card: home first (foundation, or Golf's waste),
    else the leftmost non-empty column that takes it, empty columns last."""
    moves = [m for m in legal_moves(position) if (m.source, m.source_index) == source]
    home = [m for m in moves if m.target in (FOUNDATION, WASTE)]
    if home:
        return home[0]
    columns = sorted(
        (m for m in moves if m.target == COLUMN),
        key=lambda m: (not position.columns[m.target_index], m.target_index),
    )
    return columns[0] if columns else None


def foundation_move(position: Position, source: PileKey) -> Move | None:
    """The move that sends the source's card home (double-click, F key), if legal."""
    for m in legal_moves(position):
        if (m.source, m.source_index) == source and m.target in (FOUNDATION, WASTE):
            return m
    return None


def move_path(before: Position, move: Move) -> tuple[tuple[PileKey, int], tuple[PileKey, int]]:
    """Where a legal move's card is before it (pile, place) and after it."""
    pile, place = source_pile((move.source, move.source_index))
    start = len(pile_cards(before, pile)) - 1 if place is None else place
    target = target_pile(before, move)
    return (pile, start), (target, len(pile_cards(before, target)))
