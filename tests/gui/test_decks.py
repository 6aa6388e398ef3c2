"""The card decks: each is complete and draws, its corner index stays where
the table's fans show it, and choosing one in Settings (clicks in the real
dialog) repaints the table and is kept."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from driver import TableDriver
from gui_helpers import LEFT, start
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from goodmeasure import engine
from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
from goodmeasure.gui.table import layout
from goodmeasure.gui.table.appearance import card_decks, deck_title
from goodmeasure.gui.table.cardart import CLASSIC, INDEX_DEPTH, INDEX_WIDTH, CardArt, card_file, decks
from goodmeasure.storage import load_settings

pytestmark = pytest.mark.gui

README = Path(__file__).resolve().parents[2] / "README.md"
FACES = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"]
DRAWN = [deck for deck in decks() if deck != CLASSIC]  # by tools/make_deck.py


def test_three_decks_are_shipped_the_classic_one_first():
    assert decks()[0] == CLASSIC
    assert len(decks()) >= 3
    assert set(DRAWN) >= {"large-index", "four-colour"}
    # Each is named in words of its own in Settings.
    assert len({deck_title(deck) for deck in decks()}) == len(decks())


def readme_decks() -> list[str]:
    """The decks the README's "Decks and first run" lists, in its order."""
    section = README.read_text(encoding="utf-8").split("### Decks and first run", 1)[1].split("\n#", 1)[0]
    return re.findall(r"^- \*\*(.+?)\*\*", section, flags=re.MULTILINE)


def test_settings_offers_the_decks_in_the_order_the_readme_lists_them(window):
    dialog = SettingsDialog(window.settings, window)
    offered = [dialog.deck.itemText(i) for i in range(dialog.deck.count())]
    assert offered == readme_decks()
    assert len(offered) == len(decks())


def render(path, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(128, 128, 128))  # neither dark nor light: both come from the card
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def lightness(image: QImage, x: int, y: int) -> int:
    colour = image.pixelColor(x, y)
    return (11 * colour.red() + 16 * colour.green() + 5 * colour.blue()) // 32  # like qGray


@pytest.mark.parametrize("deck", decks())
def test_every_deck_has_52_faces_and_a_back_that_draw(qapp, deck):
    for name in [*FACES, "back"]:
        path = card_file(deck, name)
        assert path.is_file(), path
        image = render(path, 100, 140)
        lumas = [lightness(image, x, y) for x in range(100) for y in range(140)]
        assert min(lumas) < 100, f"{deck}/{name} has no dark pixels"
        assert max(lumas) > 200, f"{deck}/{name} has no light pixels"


@pytest.mark.parametrize("deck", DRAWN)
def test_drawn_decks_use_only_what_qtsvg_draws_and_say_whose_they_are(deck):
    for name in [*FACES, "back"]:
        root = ET.parse(card_file(deck, name)).getroot()
        tags = {element.tag.rsplit("}", 1)[-1] for element in root.iter()}
        assert not tags & {"symbol", "use", "text", "pattern"}, (deck, name, tags)
    licence = (card_file(deck, "AS").parent / "LICENSE").read_text(encoding="utf-8")
    assert "own work" in licence and "CC0 1.0" in licence


@pytest.mark.parametrize("deck", DRAWN)
def test_a_drawn_decks_whole_index_shows_in_a_fanned_column(qapp, deck):
    # The index of these decks ends at INDEX_DEPTH, INDEX_WIDTH (which
    # cardart exposes to the table, whose fans follow the deck's depth): within
    # the deepest fan down and the waste's fan across, and nothing else of the
    # card lies under it down to past the card's middle.
    assert INDEX_DEPTH[deck] < layout.FAN_DOWN_MAX
    assert INDEX_WIDTH[deck] < layout.FAN_ACROSS + 0.005
    width, height = 240, 336  # one pixel per unit of the cards' viewBox
    across = range(6, round(INDEX_WIDTH[deck] * width))
    index_rows = range(8, round(INDEX_DEPTH[deck] * height))
    under = range(round(INDEX_DEPTH[deck] * height) + 3, height // 2 + 10)
    for name in FACES:
        image = render(card_file(deck, name), width, height)
        assert min(lightness(image, x, y) for x in across for y in index_rows) < 120, (
            f"{deck}/{name}: no index in the corner"
        )
        assert min(lightness(image, x, y) for x in across for y in under) > 230, (
            f"{deck}/{name}: ink under the index"
        )


def choose_by_clicks(qtbot, combo, data: str) -> None:
    """Open the combo's list with a click and click the entry holding ``data``."""
    qtbot.mouseClick(combo, LEFT)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=3000)
    index = view.model().index(combo.findData(data), 0)
    view.scrollTo(index)
    rect = view.visualRect(index)

    def clicked_shut() -> bool:
        # A list opened by a click ignores a release for a double-click's time
        # (the opening click's own release), as it does for a player: the
        # player clicks again until the list takes the click and closes.
        QTest.mouseClick(view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, rect.center())
        return not view.isVisible()

    qtbot.waitUntil(clicked_shut, timeout=3000)
    assert combo.currentData() == data


def preview_image(dialog: SettingsDialog) -> QImage:
    return dialog.preview.pixmap().toImage()


def test_choosing_a_deck_in_settings_repaints_the_table_and_is_kept(qtbot, tmp_path):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    start(window, engine.deal("good-measure", 1))
    classic_face = TableDriver(window).card_image(("c", 0))
    dialog = SettingsDialog(window.settings, window)
    dialog.changed.connect(window._settings_changed)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.deck.currentData() == CLASSIC
    assert [dialog.deck.itemData(i) for i in range(dialog.deck.count())] == card_decks()
    classic_preview = preview_image(dialog)

    choose_by_clicks(qtbot, dialog.deck, "large-index")
    QApplication.processEvents()
    # The preview shows the chosen deck, and so does the table, at once.
    assert preview_image(dialog) != classic_preview
    assert window.settings.deck == "large-index"
    width, height, ratio = TableDriver(window).drawn_at(("c", 0))
    shown = TableDriver(window).card_image(("c", 0))
    card = window.position.columns[0][-1]
    assert shown == CardArt("back", "large-index").face(card, width, height, ratio).toImage()
    assert shown != classic_face
    dialog.close()
    assert load_settings(paths)[0].deck == "large-index"
    window.close()

    again = open_window(qtbot, paths)
    assert again.settings.deck == "large-index"
    start(again, engine.deal("good-measure", 1))
    width, height, ratio = TableDriver(again).drawn_at(("c", 0))
    expected = CardArt("back", "large-index").face(card, width, height, ratio).toImage()
    assert TableDriver(again).card_image(("c", 0)) == expected
    reopened = SettingsDialog(again.settings, again)
    assert reopened.deck.currentData() == "large-index"


def test_a_deck_no_longer_shipped_falls_back_to_the_classic_one(qtbot, tmp_path):
    from goodmeasure.storage import Settings, save_settings

    paths = storage_folder(tmp_path)
    save_settings(paths, Settings(animation_speed="off", confirm_abandon=False, deck="gone-deck"))
    window = open_window(qtbot, paths)
    assert TableDriver(window).deck == CLASSIC
    assert SettingsDialog(window.settings, window).deck.currentData() == CLASSIC


def test_the_deck_preview_shows_the_chosen_back_too(qtbot, tmp_path):
    window = open_window(qtbot, storage_folder(tmp_path))
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    before = preview_image(dialog)
    dialog.card_back.setCurrentIndex(dialog.card_back.findData("back-blue"))
    after = preview_image(dialog)
    assert after != before
    # Only the last card of the preview (the back) changed.
    width = after.width() // 5
    assert after.copy(0, 0, width * 4, after.height()) == before.copy(0, 0, width * 4, before.height())
