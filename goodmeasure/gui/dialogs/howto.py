"""How to play each game, in the app's own words.

Kept as translatable strings in one place (context "HowTo") so the German
translation can be made with the usual Qt tools.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "HowTo"

# The controls page in pieces, so that each game's page tells only what
# applies to it: Golf has no foundations, only Gloucestershire a bouquet.
_CONTROLS_TITLE = QT_TRANSLATE_NOOP("HowTo", "<h3>Playing with the mouse and keys</h3>")
_MOUSE_HOME = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>Drag a free card to a pile: the piles that take it light up. With Auto play on, "
    "a click plays a card home if it fits there, else onto the leftmost column that takes "
    "it. With Auto play off, a click picks a card up and a click on a pile puts it down. "
    "A double-click sends a card to its foundation.</p>",
)
# Gloucestershire has beds, not columns, and an empty bed takes any card,
# so a click sends a card there only when no other bed takes it (play.click_move).
_MOUSE_BEDS = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>Drag a free card to a pile: the piles that take it light up. With Auto play on, "
    "a click plays a card home if it fits there, else onto the leftmost bed that takes it, "
    "and onto an empty bed only when no other bed does. With Auto play off, a click picks "
    "a card up and a click on a pile puts it down. A double-click sends a card to its "
    "foundation.</p>",
)
_MOUSE_GOLF = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>Drag a column's top card onto the waste: the waste lights up when it takes it. "
    "With Auto play on, a click plays the card onto the waste if it fits. With Auto play "
    "off, a click picks a card up and a click on the waste puts it down. A click on the "
    "stock turns its next card.</p>",
)
_KEYS_HOME = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>Keys: arrows or Tab move between piles, Space or Enter picks up and puts down, "
    "F or Shift+Enter sends a card home, Ctrl+Z undoes, Ctrl+Shift+Z redoes, "
    "H asks for a hint.</p>",
)
_KEYS_GOLF = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>Keys: arrows or Tab move between piles, Space or Enter picks up and puts down "
    "(on the stock, turns a card), Ctrl+Z undoes, Ctrl+Shift+Z redoes, H asks for a hint.</p>",
)
_KEYS_READ = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>With a screen reader: T reads the whole table, P reads the focused pile from the top, "
    "S reads the foundations and the score. Every move, undo and hint is said as it happens.</p>",
)
_KEYS_READ_GOLF = QT_TRANSLATE_NOOP(
    "HowTo",
    "<p>With a screen reader: T reads the whole table, P reads the focused pile from the top, "
    "S reads the waste and the cards left. Every move, undo and hint is said as it happens.</p>",
)
_KEYS_BOUQUET = QT_TRANSLATE_NOOP(
    "HowTo", "<p>With the free bouquet, Left and Right choose a bouquet card.</p>"
)

_RULES = {
    "good-measure": QT_TRANSLATE_NOOP(
        "HowTo",
        "<h2>Good Measure</h2>"
        "<p>One deck. Two Aces start on the foundations straight away; the other 50 cards "
        "lie face up in ten columns of five, with every King moved to the bottom of its "
        "column.</p>"
        "<p>Build the four foundations up by suit from Ace to King. Only the top card of a "
        "column moves, one at a time: home to its foundation, or onto a column whose top "
        "card is one rank higher, whatever the suit (any 7 on any 8).</p>"
        "<p>A column that empties stays empty. There is no stock and no free cell, so plan "
        "ahead: every card is in view from the start. You win when all 52 cards are home.</p>",
    ),
    "bakers-dozen": QT_TRANSLATE_NOOP(
        "HowTo",
        "<h2>Baker's Dozen</h2>"
        "<p>One deck, dealt face up into thirteen columns of four. Before play begins every "
        "King goes to the bottom of its column.</p>"
        "<p>Build the foundations up by suit from Ace to King. Move the top card of a "
        "column home, or onto a column whose top card is one rank higher in any suit.</p>"
        "<p>An empty column is never filled again. You win when all 52 cards are home.</p>",
    ),
    "golf": QT_TRANSLATE_NOOP(
        "HowTo",
        "<h2>Golf</h2>"
        "<p>Seven columns of five cards lie face up; the other 17 cards are the stock. The "
        "waste starts empty, and any card may start it.</p>"
        "<p>Play the top card of a column onto the waste when it is one rank above or below "
        "the waste's top card, suit ignored. Click the stock to turn its next card onto the "
        "waste; the stock is used once.</p>"
        "<p>Options (Settings): <i>turn the corner</i> lets Ace and King follow each other; "
        "<i>cards on a King</i> lets a Queen (and with the corner an Ace) go on a King.</p>"
        "<p>Clear all 35 column cards to win. The fewer cards you leave, the better.</p>",
    ),
    "gloucestershire": QT_TRANSLATE_NOOP(
        "HowTo",
        "<h2>Gloucestershire</h2>"
        "<p>Two decks. Eight beds are dealt face up with 3 to 10 cards; the other 52 cards "
        "form the bouquet, fanned out along the bottom, of which only the top card "
        "(the rightmost) plays.</p>"
        "<p>Any Ace starts a foundation, but each foundation has its own suit. It climbs "
        "from Ace to King, then the suit's second Ace follows and it climbs to King again.</p>"
        "<p>On the beds build down in alternating colours; a King may go on an Ace. Any card "
        "fills an empty bed, and a foundation's top card may come back onto a bed.</p>"
        "<p>With the <i>free bouquet</i> option every bouquet card plays. You win when all "
        "104 cards are home.</p>",
    ),
}


def how_to_play(game: str) -> str:
    """The rules page for ``game`` as rich text, translated."""
    golf = game == "golf"
    mouse = {"golf": _MOUSE_GOLF, "gloucestershire": _MOUSE_BEDS}.get(game, _MOUSE_HOME)
    parts = [
        _RULES[game],
        _CONTROLS_TITLE,
        mouse,
        _KEYS_GOLF if golf else _KEYS_HOME,
        _KEYS_READ_GOLF if golf else _KEYS_READ,
    ]
    if game == "gloucestershire":
        parts.append(_KEYS_BOUQUET)
    return "".join(QCoreApplication.translate(CONTEXT, str(part)) for part in parts)
