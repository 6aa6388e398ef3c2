"""The table's words about the position (a hint, why a click played nothing,
the win, no move left), on a line of their own along the top of the status
bar, as wide as the window.

Beside the status bar's fields a message got what the fields left (95 px in
French at 1024x700) and was cut. The line's room is reserved: it is as tall
as the longest message needs at the window's width, whether a message shows
or not, so a message that comes or goes never moves the table.

The status bar's own passing messages (a menu entry's tip, "Looking for a
winnable deal...") show on the same line while they last, in place of the
table's words, as Qt shows them in place of a status bar's widgets; the bar
itself would draw them across both its rows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from goodmeasure.engine import Card, parse_card
from goodmeasure.gui.window.notices import plain_label
from goodmeasure.gui.words import card_words

# Room beside and below the words, in pixels (the fields' row starts below).
SIDE = 8
BELOW = 2


def lines_needed(metrics: QFontMetrics, text: str, width: int) -> int:
    """How many lines ``text`` takes, wrapped at word breaks to ``width``."""
    if not text:
        return 1
    flags = int(Qt.TextFlag.TextWordWrap)
    box = metrics.boundingRect(QRect(0, 0, max(width, 1), 100_000), flags, text)
    return max(1, -(-box.height() // metrics.lineSpacing()))


def _all_cards() -> list[Card]:
    return [parse_card(rank + suit) for rank in "A23456789TJQK" for suit in "cdhs"]


def widest_messages(metrics: QFontMetrics) -> dict[str, str]:
    """Each kind of message at its widest in the language installed: the
    widest card's name, the widest move and the widest reason (the line
    reserves room for these)."""

    def words(context: str, text: str) -> str:
        return QCoreApplication.translate(context, text)

    def widest(texts: list[str]) -> str:
        return max(texts, key=metrics.horizontalAdvance)

    card = widest([card_words(card) for card in _all_cards()])

    def filled(context: str, templates: list[str]) -> list[str]:
        return [words(context, t).replace("%1", card).replace("%2", "13") for t in templates]

    move = widest(
        [
            *filled(
                "HintController",
                [
                    "%1 to its foundation",
                    "%1 onto the waste",
                    "%1 onto bed %2",
                    "%1 onto column %2",
                ],
            ),
            words("HintController", "turn a card from the stock"),
        ]
    )
    reason = (
        " ("
        + widest(
            filled(
                "Words",
                [
                    "turns a card from the stock",
                    "but the game is lost either way",
                    "frees the %1",
                    "empties column %2",
                    "empties bed %2",
                    "brings the %1 back from its foundation",
                    "empties nothing, keeps options",
                ],
            )
        )
        + ")"
    )

    def hint(template: str) -> str:
        return words("HintController", template).replace("%1", move).replace("%2", reason)

    return {
        "hint": hint("Hint: %1%2. It leads to a win."),
        "suggestion": hint("Suggestion: %1%2."),
        "unproven": hint("Only a suggestion (no win proven): %1%2."),
        "refusal": widest(
            [
                words("Refusal", t).replace("%1", card).replace("%2", card)
                for t in (
                    "The %1 does not go on the %2.",
                    "No foundation or bed takes the %1 yet.",
                    "No foundation or column takes the %1 yet.",
                    "No foundation takes the %1 yet.",
                    "An empty column stays empty in this game.",
                    "The %1 has nowhere to go.",
                )
            ]
        ),
        "won": words("HintController", "This game is won: every card is home."),
        "stuck": words("HintController", "No legal move is left."),
        "nothing to undo": words(
            "HintController", "This position can still be won: there is nothing to undo."
        ),
        "no line": words("HintController", "The solver has no winning line from here to show."),
    }


class MessageLine(QWidget):
    """The line, a child of ``bar`` over its fields' row. ``said`` holds the
    table's words; ``passing`` the bar's passing message, shown instead while
    there is one."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.setObjectName("messageLine")
        self._bar = bar
        self.said = self._label("hintMessageLabel")
        self.passing = self._label("passingMessageLabel")
        self.passing.hide()
        self._samples = list(widest_messages(self.said.fontMetrics()).values())
        self._window = bar.window()
        bar.installEventFilter(self)
        self._window.installEventFilter(self)
        bar.messageChanged.connect(self._passing_changed)
        self._place()

    def _label(self, name: str) -> QLabel:
        label = plain_label(QLabel(self))
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        return label

    def room_lines(self) -> int:
        """The lines reserved: as many as the longest message takes at this width."""
        metrics = self.said.fontMetrics()
        return max(lines_needed(metrics, text, self._text_width()) for text in self._samples)

    def _text_width(self) -> int:
        # The window's width, which the bar spans: it is known before the
        # window's first layout (the bar's only after it, a second pass).
        return max(self._window.width() - 2 * SIDE, 1)

    def _place(self) -> None:
        height = self.room_lines() * self.said.fontMetrics().lineSpacing() + BELOW
        margins = self._bar.contentsMargins()
        if margins.top() != height:
            self._bar.setContentsMargins(margins.left(), height, margins.right(), margins.bottom())
        self.setGeometry(SIDE, 0, self._text_width(), height)
        for label in (self.said, self.passing):
            label.setGeometry(0, 0, self._text_width(), height - BELOW)

    def _passing_changed(self, text: str) -> None:
        self.passing.setText(text)
        self.passing.setVisible(bool(text))
        self.said.setVisible(not text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in (QEvent.Type.Polish, QEvent.Type.Resize):
            # The window is polished just before its first layout: the line's
            # room is set by then.
            self._place()
        elif kind == QEvent.Type.Paint and watched is self._bar and self._bar.currentMessage():
            # The bar would draw its passing message across both rows,
            # through the line; the line shows it instead.
            return True
        return False
