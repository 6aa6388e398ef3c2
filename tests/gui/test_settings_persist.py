"""The Settings dialog: every change applies at once and survives a new window."""

from __future__ import annotations

import pytest
from driver import TableDriver
from persist_helpers import open_window, storage_folder
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog

from goodmeasure import engine
from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
from goodmeasure.gui.table import appearance
from goodmeasure.gui.table.animation import SPEEDS
from goodmeasure.storage import Settings, load_settings, save_settings

pytestmark = pytest.mark.gui


@pytest.fixture
def paths(tmp_path):
    return storage_folder(tmp_path)


def run_dialog(monkeypatch, window, change) -> None:
    """Open Settings from the menu; ``change(dialog)`` plays the player's part."""

    def exec_(dialog: SettingsDialog) -> int:
        change(dialog)
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", exec_)
    window.menu_actions["settings"].trigger()


def table_colour(window) -> str:
    return window.view.backgroundBrush().color().name()


def test_every_setting_persists_in_a_new_window(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)

    def change(dialog: SettingsDialog) -> None:
        for box in (
            dialog.auto_play,
            dialog.auto_finish,
            dialog.live_status,
            dialog.winnable_only,
            dialog.confirm_abandon,
            dialog.golf_wrap,
            dialog.golf_on_king,
            dialog.free_bouquet,
        ):
            box.setChecked(not box.isChecked())
        dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
        dialog.colour.setCurrentIndex(dialog.colour.findData(appearance.TABLE_COLOURS["blue"]))
        dialog.colour.activated.emit(dialog.colour.currentIndex())
        dialog.language.setCurrentIndex(dialog.language.findData("de"))

    run_dialog(monkeypatch, window, change)
    window.close()
    expected = Settings(
        auto_play=False,
        auto_finish=False,
        live_status=False,
        winnable_only=True,
        confirm_abandon=True,  # off in the test folder, turned on here
        golf_wrap=False,
        golf_on_king=False,
        gloucestershire_free_bouquet=True,
        animation_speed="slow",
        table_colour=appearance.TABLE_COLOURS["blue"],
        language="de",
    )
    again = open_window(qtbot, paths)
    for name in (
        "auto_play",
        "auto_finish",
        "live_status",
        "winnable_only",
        "confirm_abandon",
        "golf_wrap",
        "golf_on_king",
        "gloucestershire_free_bouquet",
        "animation_speed",
        "table_colour",
        "language",
    ):
        assert getattr(again.settings, name) == getattr(expected, name), name
    assert load_settings(paths)[0].language == "de"
    assert table_colour(again) == appearance.TABLE_COLOURS["blue"]


def test_changes_apply_at_once_without_ok(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)
    seen = {}

    def change(dialog: SettingsDialog) -> None:
        dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
        seen["speed"] = TableDriver(window).glide_seconds
        dialog.auto_play.setChecked(False)
        seen["auto_play"] = TableDriver(window).auto_play
        dialog.colour.setCurrentIndex(dialog.colour.findData(appearance.TABLE_COLOURS["red"]))
        dialog.colour.activated.emit(dialog.colour.currentIndex())
        seen["colour"] = table_colour(window)
        seen["saved"] = load_settings(paths)[0].animation_speed

    run_dialog(monkeypatch, window, change)
    assert seen == {
        "speed": SPEEDS["fast"],
        "auto_play": False,
        "colour": appearance.TABLE_COLOURS["red"],
        "saved": "fast",
    }


def test_custom_table_colour_from_the_colour_picker(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args, **kw: QColor("#123456"))

    def change(dialog: SettingsDialog) -> None:
        pick = dialog.colour.count() - 1  # "Choose a colour..."
        dialog.colour.setCurrentIndex(pick)
        dialog.colour.activated.emit(pick)
        assert dialog.colour.currentData() == "#123456"

    run_dialog(monkeypatch, window, change)
    assert table_colour(window) == "#123456"
    window.close()
    again = open_window(qtbot, paths)
    assert table_colour(again) == "#123456"
    # The dialog shows a custom colour as its own entry, selected.
    dialog = SettingsDialog(again.settings, again)
    assert dialog.colour.currentData() == "#123456"


def test_cancelled_colour_picker_keeps_the_colour(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)
    before = table_colour(window)
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args, **kw: QColor())

    def change(dialog: SettingsDialog) -> None:
        pick = dialog.colour.count() - 1
        dialog.colour.setCurrentIndex(pick)
        dialog.colour.activated.emit(pick)

    run_dialog(monkeypatch, window, change)
    assert table_colour(window) == before
    assert window.settings.table_colour == before


def test_a_missing_card_back_falls_back_to_the_plain_one(qtbot, paths):
    save_settings(paths, Settings(animation_speed="off", card_back="back-gone"))
    window = open_window(qtbot, paths)
    assert "back" in appearance.card_backs()
    assert appearance.usable_back("back-gone") == "back"
    dialog = SettingsDialog(window.settings, window)
    assert dialog.card_back.currentData() == "back"
    window.start_deal("golf", 3)  # golf's stock is face down: drawn with the plain back
    assert not TableDriver(window).back_picture(50, 70, 1.0).isNull()


def test_variants_take_effect_from_the_next_deal(qtbot, paths, monkeypatch):
    window = open_window(qtbot, paths)
    window.start_deal("golf", 5)
    dealt = window.position

    def change(dialog: SettingsDialog) -> None:
        dialog.golf_wrap.setChecked(not dialog.golf_wrap.isChecked())

    run_dialog(monkeypatch, window, change)
    assert window.position == dealt  # the deal on the table is untouched
    window.menu_actions["new"].trigger()
    assert ("wrap" in window.position.game.options) == window.settings.golf_wrap


def test_winnable_only_makes_new_deal_ask_the_solver(qtbot, paths, monkeypatch):
    from goodmeasure.solver import picker

    # Not the first deal ever (tests/gui/test_first_deal.py): the window deals
    # at once, with no search of its own under way when New deal is asked for.
    chosen = Settings(animation_speed="off", winnable_only=True, confirm_abandon=False, first_deal_dealt=True)
    save_settings(paths, chosen)
    window = open_window(qtbot, paths)
    assert window.dealer.pending is None
    asked = []

    def winnable_deal(game, options=None):
        asked.append(game)
        return picker.Pick(4242, engine.deal(game, 4242, options), [], 1)

    monkeypatch.setattr(picker, "winnable_deal", winnable_deal)
    window.menu_actions["new"].trigger()
    qtbot.waitUntil(lambda: window.dealer.pending is None, timeout=5000)
    assert asked == [window.game]
    assert window.number == 4242


def test_a_card_back_choice_applies_at_once_and_persists(qtbot, paths, monkeypatch):
    from goodmeasure.gui.dialogs import settings_dialog

    for module in (appearance, settings_dialog):  # as if a second back were shipped
        monkeypatch.setattr(module, "card_backs", lambda: ["back", "back-blue"])
    window = open_window(qtbot, paths)
    window.start_deal("golf", 2)  # a face-down stock on the table
    table = TableDriver(window)
    before = table.card_art

    def change(dialog: SettingsDialog) -> None:
        dialog.card_back.setCurrentIndex(dialog.card_back.findData("back-blue"))

    run_dialog(monkeypatch, window, change)
    assert table.card_art is not before
    assert table.card_back == "back-blue"
    window.close()
    again = open_window(qtbot, paths)
    assert again.settings.card_back == "back-blue"
    assert TableDriver(again).card_back == "back-blue"


def test_the_blue_lattice_back_is_offered_drawn_and_kept(qtbot, paths, monkeypatch):
    # The real shipped backs, no stand-ins: Settings offers both by name.
    from goodmeasure.gui.table.cardart import CardArt

    window = open_window(qtbot, paths)
    window.start_deal("golf", 2)  # a face-down stock on the table
    dialog = SettingsDialog(window.settings, window)
    offered = [dialog.card_back.itemText(i) for i in range(dialog.card_back.count())]
    assert offered == ["The deck's own", "Blue lattice"]
    classic = CardArt().back(50, 70, 1.0).toImage()

    def change(dialog: SettingsDialog) -> None:
        dialog.card_back.setCurrentIndex(dialog.card_back.findData("back-blue"))

    run_dialog(monkeypatch, window, change)
    table = TableDriver(window)
    assert table.card_back == "back-blue"
    drawn = table.back_picture(50, 70, 1.0)
    assert drawn != classic
    middle = drawn.pixelColor(25, 20)
    assert middle.blue() > middle.red() + 40  # blue, where the classic back is black and white
    # The face-down stock on the table now shows the new back.
    width, height, ratio = table.drawn_at(("s", -1))
    top = table.card_image(("s", -1))
    assert top == table.back_picture(width, height, ratio)
    assert top != CardArt().back(width, height, ratio).toImage()
    window.close()
    again = open_window(qtbot, paths)
    assert load_settings(paths)[0].card_back == "back-blue"
    assert TableDriver(again).card_back == "back-blue"
