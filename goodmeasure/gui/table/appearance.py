"""How the table looks: named table colours, the card decks and the card backs on offer."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from PySide6.QtCore import QCoreApplication

from goodmeasure.assets import asset_path
from goodmeasure.gui.table.cardart import BACK, CLASSIC, CardArt, decks, usable_deck
from goodmeasure.gui.table.items import CardItem
from goodmeasure.gui.table.table import TableScene
from goodmeasure.storage import Settings

# Preset table colours, in menu order; any other colour is a custom one.
TABLE_COLOURS = {
    "green": "#1e6b3a",
    "blue": "#1d4e89",
    "red": "#7a1f2b",
    "grey": "#4a4f55",
    "brown": "#6b4423",
}


def colour_title(name: str) -> str:
    titles = {
        "green": QCoreApplication.translate("Appearance", "Green baize"),
        "blue": QCoreApplication.translate("Appearance", "Blue"),
        "red": QCoreApplication.translate("Appearance", "Red"),
        "grey": QCoreApplication.translate("Appearance", "Grey"),
        "brown": QCoreApplication.translate("Appearance", "Brown"),
    }
    return titles.get(name, name)


def card_backs() -> list[str]:
    """The card backs shipped in resources/cards (back*.svg), "back" first."""
    found = {path.stem for path in asset_path("cards").glob("back*.svg")}
    return [BACK, *sorted(found - {BACK})]


def usable_back(name: str) -> str:
    """``name`` if that back is shipped, else the plain back (a saved choice
    may name a back a later version no longer has)."""
    return name if name in card_backs() else BACK


def deck_title(name: str) -> str:
    titles = {
        CLASSIC: QCoreApplication.translate("Appearance", "Classic"),
        "large-index": QCoreApplication.translate("Appearance", "Large index"),
        "four-colour": QCoreApplication.translate("Appearance", "Four colours"),
    }
    return titles.get(name, name.replace("-", " ").replace("_", " ").capitalize())


def card_decks() -> list[str]:
    """The decks shipped, the classic one first."""
    return decks()


def back_title(name: str) -> str:
    titles = {
        BACK: QCoreApplication.translate("Appearance", "The deck's own"),
        "back-blue": QCoreApplication.translate("Appearance", "Blue lattice"),
    }
    if name in titles:
        return titles[name]
    return name.removeprefix("back").strip("-_ ").replace("-", " ").replace("_", " ").capitalize() or name


def fall_back_from_missing_art(settings: Settings) -> list[str]:
    """Put the classic deck (the deck's own back) in the place of a deck (a
    back) ``settings`` names but this version does not ship: a file from a
    later version, or edited by hand. Returns the words that say so; the
    caller saves the settings, so they are said once."""
    told: list[str] = []
    if settings.deck != usable_deck(settings.deck):
        text = QCoreApplication.translate(
            "Appearance", "The card deck %1 is not installed, so the %2 deck is used."
        )
        told.append(text.replace("%2", deck_title(CLASSIC)).replace("%1", f"\u201c{settings.deck}\u201d"))
        settings.deck = CLASSIC
    if settings.card_back != usable_back(settings.card_back):
        text = QCoreApplication.translate(
            "Appearance", "The card back %1 is not installed, so the deck's own back is used."
        )
        told.append(text.replace("%1", f"\u201c{settings.card_back}\u201d"))
        settings.card_back = BACK
    return told


# The deck and back each scene shows (a scene starts with the classic ones).
_shown_art: WeakKeyDictionary[TableScene, tuple[str, str]] = WeakKeyDictionary()


def apply_card_back(scene: TableScene, name: str, deck: str = CLASSIC) -> None:
    """Show ``deck``'s faces and the back ``name`` on every card now, not
    just on later deals."""
    art = (usable_deck(deck), usable_back(name))
    if _shown_art.get(scene, (CLASSIC, BACK)) == art:
        return
    _shown_art[scene] = art
    scene.art = CardArt(art[1], art[0], on_disk=True)
    # Items cache the picture they show; forget it so the redraw repaints them.
    for item in scene.items():
        if isinstance(item, CardItem):
            item.face_key = None
    if scene.position is not None:
        scene.show_position(scene.position)
