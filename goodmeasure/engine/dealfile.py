"""The ``.deal`` text format of RULES.md: read with strict checks, write.

>>> from goodmeasure.engine.deals import deal
>>> start = deal("good-measure", 1)
>>> read_deal(write_deal(start)) == start
True
"""

from __future__ import annotations

import re
from collections import Counter

from .cards import ACE, RANK, SUIT, Card, CardError, card_text, parse_card
from .games import GAME_NAMES, OPTIONS, Game, UnknownGame, get_game
from .position import Pile, Position
from .rules import next_on_foundation

KINDS = ("game", "options", "foundation", "column", "stock", "waste", "bouquet")


class DealFormatError(ValueError):
    """A ``.deal`` text that is not a valid position; names the line."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.reason = message


def _cards(tokens: list[str], line: int) -> Pile:
    try:
        return tuple(parse_card(t) for t in tokens)
    except CardError as error:
        raise DealFormatError(line, str(error)) from None


def read_deal(text: str) -> Position:
    """Parse ``.deal`` text into a position, refusing anything malformed."""
    game_name: str | None = None
    game_line = 0
    options: list[str] | None = None
    options_line = 0
    piles: dict[str, list[tuple[int, Pile]]] = {kind: [] for kind in KINDS[2:]}
    last_line = 0
    # Editors on Windows start UTF-8 files with a byte order mark; it is no part of line 1.
    text = text.removeprefix("\ufeff")
    for number, raw in enumerate(_lines(text), start=1):
        last_line = number
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        kind, colon, rest = line.partition(":")
        kind = kind.strip().lower()
        if not colon:
            raise DealFormatError(number, f"expected 'kind: cards', got {line!r}")
        if kind not in KINDS:
            raise DealFormatError(number, f"unknown kind {kind!r} (known: {', '.join(KINDS)})")
        tokens = rest.split()
        if kind in ("game", "options"):
            # Names are case-blind, as kinds and cards are: "game: Golf" is golf.
            tokens = [token.lower() for token in tokens]
        if kind == "game":
            if game_name is not None:
                raise DealFormatError(number, f"a second 'game:' line (first on line {game_line})")
            if len(tokens) != 1 or tokens[0] not in GAME_NAMES:
                raise DealFormatError(
                    number, f"unknown game {rest.strip()!r} (known: {', '.join(GAME_NAMES)})"
                )
            game_name, game_line = tokens[0], number
        elif kind == "options":
            if options is not None:
                raise DealFormatError(number, "a second 'options:' line")
            options, options_line = tokens, number
        else:
            piles[kind].append((number, _cards(tokens, number)))
    if game_name is None:
        raise DealFormatError(max(last_line, 1), "no 'game:' line")
    try:
        game = get_game(game_name, options)
    except UnknownGame as error:
        raise DealFormatError(options_line, str(error)) from None
    if options is not None and len(set(options)) != len(options):
        raise DealFormatError(options_line, "an option is listed twice")

    _check_pile_counts(game, piles, last_line)
    position = Position(
        game,
        foundations=tuple(p for _, p in piles["foundation"]),
        columns=tuple(p for _, p in piles["column"]),
        stock=piles["stock"][0][1] if piles["stock"] else (),
        waste=piles["waste"][0][1] if piles["waste"] else (),
        bouquet=piles["bouquet"][0][1] if piles["bouquet"] else (),
    )
    _check_cards(game, piles, last_line)
    _check_foundations(game, piles["foundation"])
    return position


def _lines(text: str) -> list[str]:
    """The lines as a text editor numbers them.

    Not str.splitlines: it also breaks at form feeds, U+2028 and other
    separators, which would end a comment early and shift line numbers.
    """
    lines = re.split(r"\r\n|\r|\n", text)
    if lines[-1] == "":
        lines.pop()
    return lines


def _check_pile_counts(game: Game, piles: dict[str, list[tuple[int, Pile]]], end: int) -> None:
    wanted = {
        "foundation": game.foundation_count,
        "column": game.column_count,
        "stock": 1 if game.has_stock_and_waste else 0,
        "waste": 1 if game.has_stock_and_waste else 0,
        "bouquet": 1 if game.has_bouquet else 0,
    }
    for kind, count in wanted.items():
        found = piles[kind]
        if len(found) > count:
            line = found[count][0]
            if count == 0:
                raise DealFormatError(line, f"{game.title} has no {kind}")
            raise DealFormatError(line, f"{game.title} has {count} {kind} lines, this is one more")
        if len(found) < count:
            line = found[-1][0] if found else end
            raise DealFormatError(line, f"{game.title} needs {count} {kind} lines, found {len(found)}")


def _check_cards(game: Game, piles: dict[str, list[tuple[int, Pile]]], end: int) -> None:
    seen: Counter[Card] = Counter()
    for kind in KINDS[2:]:
        for line, pile in piles[kind]:
            for card in pile:
                seen[card] += 1
                if seen[card] > game.decks:
                    times = "once" if game.decks == 1 else "twice"
                    raise DealFormatError(
                        line, f"{card_text(card)} appears more than {times} in {game.title}"
                    )
    missing = [card_text(c) for c in range(52) for _ in range(game.decks - seen[c])]
    if missing:
        shown = ", ".join(missing[:8]) + (", ..." if len(missing) > 8 else "")
        raise DealFormatError(end, f"{len(missing)} card(s) missing: {shown}")


def _check_foundations(game: Game, foundations: list[tuple[int, Pile]]) -> None:
    suits_seen: dict[int, int] = {}
    for line, pile in foundations:
        if not pile:
            continue
        if RANK[pile[0]] != ACE:
            raise DealFormatError(line, f"a foundation starts with an Ace, not {card_text(pile[0])}")
        suit = SUIT[pile[0]]
        if suit in suits_seen:
            raise DealFormatError(
                line, f"two foundations of one suit (the other is on line {suits_seen[suit]})"
            )
        suits_seen[suit] = line
        for i in range(1, len(pile)):
            card = pile[i]
            if SUIT[card] != suit or next_on_foundation(game, pile[:i]) != RANK[card]:
                raise DealFormatError(
                    line, f"{card_text(card)} cannot follow {card_text(pile[i - 1])} on a foundation"
                )


def _pile_line(kind: str, pile: Pile) -> str:
    return f"{kind}: {' '.join(card_text(c) for c in pile)}" if pile else f"{kind}:"


def write_deal(position: Position) -> str:
    """The position as ``.deal`` text (options always spelled out)."""
    game = position.game
    lines = [f"game: {game.name}"]
    if OPTIONS[game.name]:
        chosen = [o for o in OPTIONS[game.name] if o in game.options]
        lines.append(("options: " + " ".join(chosen)) if chosen else "options:")
    lines += [_pile_line("foundation", p) for p in position.foundations]
    lines += [_pile_line("column", p) for p in position.columns]
    if game.has_stock_and_waste:
        lines += [_pile_line("stock", position.stock), _pile_line("waste", position.waste)]
    if game.has_bouquet:
        lines.append(_pile_line("bouquet", position.bouquet))
    return "\n".join(lines) + "\n"
