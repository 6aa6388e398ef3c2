"""The rules: which moves are legal, what a move does, when a game ends.

Everything here reads the game's declaration (:class:`~.games.Game`); there
is no per-game move code. The GUI, the hints and the solver all ask these
functions and decide nothing on their own.
"""

from __future__ import annotations

from functools import cache

from .cards import ACE, KING, QUEEN, RANK, RED, SUIT, Card, card_text
from .games import Build, Game
from .moves import BOUQUET, COLUMN, FOUNDATION, STOCK, WASTE, Move
from .position import Pile, Position


class IllegalMove(ValueError):
    """A move that the rules do not allow in this position."""


# --- What a pile accepts -------------------------------------------------


def builds_on(game: Game, card: Card, top: Card) -> bool:
    """May ``card`` go on a column whose top card is ``top``?"""
    build = game.build
    if build is Build.DOWN_ANY_SUIT:
        return RANK[top] == RANK[card] + 1
    if build is Build.DOWN_ALTERNATE_WRAP:
        if RED[top] == RED[card]:
            return False
        return RANK[top] == RANK[card] + 1 or (RANK[top] == ACE and RANK[card] == KING)
    return False


@cache
def cards_taken_by(game: Game) -> tuple[frozenset[Card], ...]:
    """Per top card, the cards that :func:`builds_on` lets go on it (a table
    for callers that ask again and again)."""
    return tuple(frozenset(c for c in range(52) if builds_on(game, c, top)) for top in range(52))


def waste_accepts(game: Game, card: Card, waste: Pile) -> bool:
    """Golf: may ``card`` go onto the waste?"""
    if not waste:
        return True
    top = RANK[waste[-1]]
    rank = RANK[card]
    if top == KING:
        if not game.waste_on_king:
            return False
        return rank == QUEEN or (game.waste_wraps and rank == ACE)
    if abs(top - rank) == 1:
        return True
    return game.waste_wraps and top == ACE and rank == KING


def next_on_foundation(game: Game, foundation: Pile) -> int | None:
    """The rank the foundation takes next, or None when it is complete."""
    if not foundation:
        return ACE
    rank = RANK[foundation[-1]]
    if rank < KING:
        return rank + 1
    if game.foundation_wraps and len(foundation) < 26:
        return ACE
    return None


def foundation_for(position: Position, card: Card) -> int | None:
    """The foundation ``card`` goes to: the one holding its suit, else the
    leftmost empty one for an Ace; None if it fits nowhere."""
    game = position.game
    suit = SUIT[card]
    empty = None
    for index, foundation in enumerate(position.foundations):
        if foundation:
            if SUIT[foundation[0]] == suit:
                return index if next_on_foundation(game, foundation) == RANK[card] else None
        elif empty is None:
            empty = index
    return empty if RANK[card] == ACE else None


# --- Legal moves ----------------------------------------------------------


def is_won(position: Position) -> bool:
    """All cards home: on the foundations, or (Golf) every column cleared."""
    if position.game.has_stock_and_waste:
        return not any(position.columns)
    return sum(map(len, position.foundations)) == position.game.card_count


def _free_sources(position: Position) -> list[tuple[str, int, Card]]:
    """The cards that may move: column tops, the bouquet's playable cards."""
    sources = [(COLUMN, i, col[-1]) for i, col in enumerate(position.columns) if col]
    bouquet = position.bouquet
    if bouquet:
        if position.game.free_bouquet:
            sources.extend((BOUQUET, i, card) for i, card in enumerate(bouquet))
        else:
            sources.append((BOUQUET, -1, bouquet[-1]))
    return sources


def legal_moves(position: Position) -> list[Move]:
    """Every legal move, in a fixed order (foundation moves of a card first).

    A won position has none: the game is over.
    """
    if is_won(position):
        return []
    game = position.game
    columns = position.columns
    moves: list[Move] = []
    if game.has_stock_and_waste:
        waste = position.waste
        for i, col in enumerate(columns):
            if col and waste_accepts(game, col[-1], waste):
                moves.append(Move(COLUMN, i, WASTE, -1))
        if position.stock:
            moves.append(Move(STOCK, -1, WASTE, -1))
        return moves
    fill = game.fill_empty_column
    # Per column, the cards its top takes (None when empty): builds_on,
    # looked up instead of called for every source and column.
    taken_by = cards_taken_by(game)
    accepting = [taken_by[col[-1]] if col else None for col in columns]
    for kind, index, card in _free_sources(position):
        if foundation_for(position, card) is not None:
            moves.append(Move(kind, index, FOUNDATION, -1))
        for j, takes in enumerate(accepting):
            if kind == COLUMN and j == index:
                continue
            if takes is not None:
                if card in takes:
                    moves.append(Move(kind, index, COLUMN, j))
            elif fill:
                moves.append(Move(kind, index, COLUMN, j))
    if game.foundation_returns:
        for k, foundation in enumerate(position.foundations):
            if not foundation:
                continue
            card = foundation[-1]
            for j, takes in enumerate(accepting):
                if (card in takes) if takes is not None else fill:
                    moves.append(Move(FOUNDATION, k, COLUMN, j))
    return moves


def is_stuck(position: Position) -> bool:
    """Not won, and no legal move is left."""
    return not is_won(position) and not legal_moves(position)


# --- Applying a move ------------------------------------------------------


def _source_card(position: Position, move: Move) -> Card:
    kind, index = move.source, move.source_index
    try:
        if kind == COLUMN:
            pile = position.columns[index]
        elif kind == FOUNDATION:
            if not position.game.foundation_returns:
                raise IllegalMove(f"{move}: a card on a foundation never comes back")
            pile = position.foundations[index]
        elif kind == BOUQUET:
            if not position.game.has_bouquet:
                raise IllegalMove(f"{move}: this game has no bouquet")
            if index >= 0:
                if not position.game.free_bouquet:
                    raise IllegalMove(f"{move}: only the bouquet's top card plays (write b>...)")
                return position.bouquet[index]
            if position.game.free_bouquet:
                raise IllegalMove(f"{move}: with the free bouquet, name the card (b1, b2, ...)")
            pile = position.bouquet
        elif kind == STOCK:
            if not position.game.has_stock_and_waste:
                raise IllegalMove(f"{move}: {position.game.title} has no stock")
            pile = position.stock
        else:
            raise IllegalMove(f"{move}: nothing moves from {kind}")
    except IndexError:
        raise IllegalMove(f"{move}: no such pile in {position.game.title}") from None
    if index < 0 and kind not in (BOUQUET, STOCK):
        raise IllegalMove(f"{move}: no such pile")
    if not pile:
        raise IllegalMove(f"{move}: that pile is empty")
    return pile[-1]


def _without(piles: tuple[Pile, ...], index: int, pile: Pile) -> tuple[Pile, ...]:
    return piles[:index] + (pile,) + piles[index + 1 :]


def apply(position: Position, move: Move) -> Position:
    """The position after ``move``; raises :class:`IllegalMove` if it is not legal."""
    if is_won(position):
        raise IllegalMove(f"{move}: the game is already won")
    game = position.game
    card = _source_card(position, move)
    if move.source == STOCK:
        if move.target != WASTE:
            raise IllegalMove(f"{move}: the stock turns onto the waste")
        return position._replace(stock=position.stock[:-1], waste=position.waste + (card,))

    # Check the target before taking the card away.
    target, t_index = move.target, move.target_index
    if target == WASTE:
        if not game.has_stock_and_waste or move.source != COLUMN:
            raise IllegalMove(f"{move}: no such move in {game.title}")
        if not waste_accepts(game, card, position.waste):
            raise IllegalMove(f"{move}: {card_text(card)} does not go on the waste")
    elif target == FOUNDATION:
        if move.source == FOUNDATION or not game.has_foundations:
            raise IllegalMove(f"{move}: no such move in {game.title}")
        home = foundation_for(position, card)
        if home is None or (t_index >= 0 and t_index != home):
            raise IllegalMove(f"{move}: {card_text(card)} does not go to a foundation yet")
        t_index = home
    elif target == COLUMN:
        if not 0 <= t_index < len(position.columns):
            raise IllegalMove(f"{move}: no such column in {game.title}")
        if move.source == COLUMN and move.source_index == t_index:
            raise IllegalMove(f"{move}: a card cannot move onto its own column")
        dest = position.columns[t_index]
        if dest:
            if not builds_on(game, card, dest[-1]):
                raise IllegalMove(f"{move}: {card_text(card)} does not go on {card_text(dest[-1])}")
        elif not game.fill_empty_column:
            raise IllegalMove(f"{move}: an empty column is never filled again")
    else:
        raise IllegalMove(f"{move}: nothing moves to {target}")

    # Take the card from its source...
    columns = position.columns
    foundations = position.foundations
    bouquet = position.bouquet
    if move.source == COLUMN:
        i = move.source_index
        columns = _without(columns, i, columns[i][:-1])
    elif move.source == FOUNDATION:
        i = move.source_index
        foundations = _without(foundations, i, foundations[i][:-1])
    elif move.source_index >= 0:
        i = move.source_index
        bouquet = bouquet[:i] + bouquet[i + 1 :]
    else:
        bouquet = bouquet[:-1]
    # ...and put it on its target.
    if target == WASTE:
        return position._replace(columns=columns, waste=position.waste + (card,))
    if target == FOUNDATION:
        foundations = _without(foundations, t_index, foundations[t_index] + (card,))
    else:
        columns = _without(columns, t_index, columns[t_index] + (card,))
    return position._replace(columns=columns, foundations=foundations, bouquet=bouquet)


def apply_line(position: Position, moves: list[Move]) -> Position:
    """Apply several moves in turn."""
    for move in moves:
        position = apply(position, move)
    return position


# --- Auto finish and scoring ---------------------------------------------


def _greedy_play_off(position: Position) -> list[Move] | None:
    """Play column tops to the foundations, leftmost first, until none fits;
    the moves if that wins, else None."""
    line: list[Move] = []
    while not is_won(position):
        for i, col in enumerate(position.columns):
            if col and foundation_for(position, col[-1]) is not None:
                move = Move(COLUMN, i, FOUNDATION, -1)
                position = apply(position, move)
                line.append(move)
                break
        else:
            return None
    return line


def is_descending(column: Pile) -> bool:
    """Non-increasing rank from bottom to top."""
    return all(RANK[a] >= RANK[b] for a, b in zip(column, column[1:], strict=False))


def can_auto_finish(position: Position) -> bool:
    """The Auto finish condition: every remaining card can be played off.

    For Good Measure and Baker's Dozen that is exactly "every column is in
    descending order". Gloucestershire's two decks need more than order, so
    there it means the play-off itself succeeds. Golf has no auto finish.
    """
    game = position.game
    if not game.has_foundations or position.bouquet or is_won(position):
        return False
    if game.build is Build.DOWN_ANY_SUIT:
        return all(is_descending(col) for col in position.columns)
    return _greedy_play_off(position) is not None


def auto_finish_moves(position: Position) -> list[Move]:
    """The moves that play every card off, or [] if the condition does not hold."""
    if not can_auto_finish(position):
        return []
    return _greedy_play_off(position) or []


def score(position: Position, elapsed_seconds: float | None = None) -> int:
    """Foundation games: 5 a card home; on a win +500 and a time bonus of
    max(0, 1200 - elapsed seconds). Golf: see :func:`golf_cards_left`."""
    points = 5 * sum(map(len, position.foundations))
    if position.game.has_foundations and is_won(position):
        points += 500
        if elapsed_seconds is not None:
            points += max(0, 1200 - int(elapsed_seconds))
    return points


def golf_cards_left(position: Position) -> int:
    """Golf's result: cards left in the columns (0 = won)."""
    return sum(map(len, position.columns))
