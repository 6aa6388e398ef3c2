"""The window's title names the variant the deal on the table is played
with: the settings change only the next deal, so they cannot tell."""

from __future__ import annotations

import dataclasses

import pytest

from goodmeasure.gui.window.mainwindow import MainWindow
from goodmeasure.gui.window.notices import plain_tip

pytestmark = pytest.mark.gui


def test_the_title_names_the_variant_of_the_deal_on_the_table(make_window):
    window: MainWindow = make_window(golf_wrap=False, golf_on_king=False, gloucestershire_free_bouquet=True)
    window.game_actions["golf"].trigger()
    assert window.windowTitle() == "Golf (strict) \u2014 goodmeasure"
    window.game_actions["gloucestershire"].trigger()
    assert window.windowTitle() == "Gloucestershire (free bouquet) \u2014 goodmeasure"
    # The tip is plain text made safe for Qt's tooltip (which reads markup).
    assert window.status_labels["game"].toolTip() == plain_tip("Gloucestershire (free bouquet)")
    # The player turns the free bouquet off: this deal keeps it, the next has not.
    window._settings_changed(dataclasses.replace(window.settings, gloucestershire_free_bouquet=False))
    assert window.windowTitle() == "Gloucestershire (free bouquet) \u2014 goodmeasure"
    window.menu_actions["new"].trigger()
    assert window.windowTitle() == "Gloucestershire \u2014 goodmeasure"
    window.game_actions["good-measure"].trigger()
    assert window.windowTitle() == "Good Measure \u2014 goodmeasure"
