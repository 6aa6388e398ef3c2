"""The window's actions are a table (actions.py): each record is built into
one action, found by name, with the record's words and keys; and no module
of gui/ makes attributes by name (setattr)."""

from __future__ import annotations

import pathlib

import pytest
from PySide6.QtGui import QKeySequence

import goodmeasure.gui
from goodmeasure.gui.window.actions import commands

pytestmark = pytest.mark.gui


def test_every_command_of_the_table_is_an_action_by_name(window):
    table = commands()
    assert list(window.menu_actions) == [command.name for command in table]
    for command in table:
        action = window.menu_actions[command.name]
        assert action.text() == command.text
        assert action.shortcuts() == [QKeySequence(key) for key in command.keys]
        assert action.isCheckable() == command.checkable
        assert action in window.actions()


def test_an_action_from_the_table_calls_its_handler(window, qtbot):
    window.start_deal("golf", 3)
    window.menu_actions["restart"].setEnabled(True)
    qtbot.waitUntil(lambda: window.number == 3)
    window.menu_actions["new"].trigger()
    qtbot.waitUntil(lambda: window.number != 3)


def test_no_module_of_the_gui_uses_setattr():
    folder = pathlib.Path(goodmeasure.gui.__file__).parent
    using = [path.name for path in folder.rglob("*.py") if "setattr(" in path.read_text(encoding="utf-8")]
    assert using == []
