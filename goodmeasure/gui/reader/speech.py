"""What a screen reader says about the table: each pile by name with what it
holds, each move, and the read-out commands, in the player's language.

Qt-free of rules: which piles there are and which card is free come from
:mod:`.play` (the engine's answers), the card names from :mod:`.words`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from goodmeasure import engine
from goodmeasure.engine import Card, Move, Position
from goodmeasure.gui.table import play
from goodmeasure.gui.table.play import PileKey
from goodmeasure.gui.window.hints import describe_move
from goodmeasure.gui.words import card_words

pile_cards = engine.pile_cards
top_source = engine.top_source


def pile_keys(position: Position) -> list[PileKey]:
    """The piles of the position's game, in reading order (the engine's list)."""
    return engine.pile_keys(position.game)


class Speech(QObject):
    """The spoken words (context "Speech"); a QObject for ``self.tr``'s
    plural forms, which pyside6-lupdate finds only there."""

    def title(self, position: Position, pile: PileKey) -> str:
        """ "Column 3", "Bed 3", "Foundation 1", "Stock", "Waste", "Bouquet"."""
        kind, index = pile
        if kind == play.COLUMN:
            if position.game.column_word == "bed":
                return self.tr("Bed %1").replace("%1", str(index + 1))
            return self.tr("Column %1").replace("%1", str(index + 1))
        if kind == play.FOUNDATION:
            return self.tr("Foundation %1").replace("%1", str(index + 1))
        if kind == play.STOCK:
            return self.tr("Stock")
        if kind == play.WASTE:
            return self.tr("Waste")
        return self.tr("Bouquet")

    def cards(self, count: int) -> str:
        if count == 1:
            return self.tr("1 card")  # in English too, whatever the plural forms say
        return self.tr("%n cards", "", count) if count else self.tr("empty")

    def on(self, cards: list[Card]) -> str:
        """Cards from the top down: "7 of clubs on 8 of hearts"."""
        words = [card_words(card) for card in cards]
        text = words[0]
        for below in words[1:]:
            text = self.tr("%1 on %2").replace("%1", text).replace("%2", below)
        return text

    def pile(self, position: Position, pile: PileKey, place: int | None = None) -> str:
        """The pile's accessible name: what it is, how many cards, the top
        card (a column's next one too); ``place``: a free bouquet's chosen card."""
        cards = pile_cards(position, pile)
        title, count = self.title(position, pile), self.cards(len(cards))
        if not cards:
            return self.tr("%1, %2").replace("%1", title).replace("%2", count)
        if pile[0] == play.STOCK:
            return self.tr("%1, %2 face down").replace("%1", title).replace("%2", count)
        if place is not None and 0 <= place < len(cards) - 1:
            text = self.tr("%1, card %2 of %3: %4")
            return (
                text.replace("%1", title)
                .replace("%2", str(place + 1))
                .replace("%3", str(len(cards)))
                .replace("%4", card_words(cards[place]))
            )
        shown = list(reversed(cards))[: 2 if pile[0] == play.COLUMN else 1]
        text = self.tr("%1, %2: %3")
        return text.replace("%1", title).replace("%2", count).replace("%3", self.on(shown))

    def whole_pile(self, position: Position, pile: PileKey) -> str:
        """The pile read top to bottom (the read-out key)."""
        cards = pile_cards(position, pile)
        title, count = self.title(position, pile), self.cards(len(cards))
        if not cards or pile[0] == play.STOCK:
            return self.pile(position, pile)
        text = self.tr("%1, %2 from the top: %3")
        return (
            text.replace("%1", title)
            .replace("%2", count)
            .replace("%3", ", ".join(card_words(c) for c in reversed(cards)))
        )

    def table(self, position: Position) -> str:
        """Every pile in reading order, each with its top cards."""
        return " ".join(self.pile(position, key) + "." for key in pile_keys(position))

    def foundations(self, position: Position, score: str) -> str:
        """The foundations' tops and the score (the status bar's words)."""
        keys = [k for k in pile_keys(position) if k[0] in (play.FOUNDATION, play.WASTE)]
        parts = [self.pile(position, key) + "." for key in keys]
        return " ".join([*parts, score + "."])

    def picked_up(self, card: Card) -> str:
        return self.tr("Picked up the %1.").replace("%1", card_words(card))

    def put_back(self, card: Card) -> str:
        return self.tr("Put back the %1.").replace("%1", card_words(card))

    def not_on(self, card: Card, title: str) -> str:
        return self.tr("The %1 does not go on %2.").replace("%1", card_words(card)).replace("%2", title)

    def not_home(self, card: Card) -> str:
        return self.tr("The %1 cannot go to its foundation yet.").replace("%1", card_words(card))

    def nothing_to_pick(self, title: str) -> str:
        return self.tr("No card to pick up on %1.").replace("%1", title)

    def move(self, before: Position, move: Move, after: Position) -> str:
        """A move as it is said: the card and where it went, and what the
        pile it left shows now ("Column 5 shows the 9 of hearts")."""
        if move.source == play.STOCK:
            return self.tr("Turned the %1 onto the waste.").replace("%1", card_words(after.waste[-1]))
        said = describe_move(before, move) + "."
        pile, _place = play.source_pile((move.source, move.source_index))
        if pile[0] == play.COLUMN:
            left = pile_cards(after, pile)
            title = self.title(after, pile)
            if left:
                shown = self.tr("%1 shows the %2.").replace("%1", title).replace("%2", card_words(left[-1]))
            else:
                shown = self.tr("%1 is empty.").replace("%1", title)
            said += " " + shown
        return said

    def undone(self, before: Position, move: Move) -> str:
        return self.tr("Undone: %1").replace("%1", self._plain_move(before, move))

    def redone(self, before: Position, move: Move) -> str:
        return self.tr("Redone: %1").replace("%1", self._plain_move(before, move))

    def _plain_move(self, before: Position, move: Move) -> str:
        return describe_move(before, move) + "."

    def back_to(self, moves_made: int) -> str:
        if moves_made == 0:
            return self.tr("Back to the start of the deal.")
        return self.tr("Back to move %1.").replace("%1", str(moves_made))

    def auto_finish(self) -> str:
        return self.tr("Auto finish plays the rest home.")

    def dealt(self, game: str, deal: str) -> str:
        return self.tr("%1, %2.").replace("%1", game).replace("%2", deal)
