"""Help > About credits every card deck the app ships, by the name Settings
gives it, with where its pictures come from and their licence."""

from __future__ import annotations

import re

import pytest
from gui_helpers import about_text

from goodmeasure.assets import asset_path
from goodmeasure.gui.table.appearance import deck_title
from goodmeasure.gui.table.cardart import CLASSIC, deck_folder, decks

pytestmark = pytest.mark.gui


def about_lines(window) -> list[str]:
    """The About box's text as the player reads it, line by line."""
    return re.split("[\n\u2028]", about_text(window))


def test_about_credits_every_deck_with_where_it_comes_from_and_its_licence(window):
    lines = about_lines(window)
    credits = {deck: [line for line in lines if line.startswith(f"{deck_title(deck)}: ")] for deck in decks()}
    assert all(len(found) == 1 for found in credits.values()), credits
    for deck, (line,) in credits.items():
        # The licence it names is the one the deck's folder carries.
        assert line.endswith("public domain under CC0 1.0."), line
        folder = asset_path("cards") if deck == CLASSIC else deck_folder(deck)
        assert "CC0" in (folder / "LICENSE").read_text(encoding="utf-8")
    assert "Adrian Kennard" in credits[CLASSIC][0]
    assert all("drawn for goodmeasure" in credits[deck][0] for deck in decks() if deck != CLASSIC)


def test_about_names_every_deck_in_every_language(translated, window):
    text = "\n".join(about_lines(window))
    assert all(deck_title(deck) in text for deck in decks())
    assert text.count("CC0 1.0") == len(decks())
