"""Help > How to play tells only what applies to the game on the table."""

from __future__ import annotations

import pytest

from goodmeasure.gui.dialogs.howto import how_to_play

pytestmark = pytest.mark.gui

# Words that belong to some games only, in English and German.
FOUNDATIONS = ("foundation", "double-click", "sends a card home", "Zielstapel", "Doppelklick")
BOUQUET = ("bouquet", "Bouquet")
STOCK = ("stock", "waste", "Talon", "Ablagestapel")


def mentions(page: str, words: tuple[str, ...]) -> list[str]:
    return [word for word in words if word in page]


def test_golf_has_no_foundations_and_no_bouquet(language):
    page = how_to_play("golf")
    assert mentions(page, FOUNDATIONS) == []
    assert mentions(page, BOUQUET) == []
    assert mentions(page, STOCK)


@pytest.mark.parametrize("game", ["good-measure", "bakers-dozen"])
def test_the_one_deck_builders_have_no_bouquet_keys(language, game):
    page = how_to_play(game)
    assert mentions(page, BOUQUET) == []
    assert mentions(page, FOUNDATIONS)


def test_gloucestershire_tells_its_bouquet_keys(language):
    page = how_to_play("gloucestershire")
    assert mentions(page, FOUNDATIONS) and mentions(page, BOUQUET)
    assert ("Left and Right" if language == "en" else "Links und Rechts") in page


def test_gloucestershire_sends_a_clicked_card_to_a_bed_not_a_column(language):
    # Its piles are beds; an empty bed takes any card, so it comes last.
    page = how_to_play("gloucestershire")
    assert ("leftmost bed" if language == "en" else "am weitesten links liegende Beet") in page
    assert ("empty bed" if language == "en" else "leeres Beet") in page
    assert ("column" if language == "en" else "Spalte") not in page
