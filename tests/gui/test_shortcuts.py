"""Keyboard shortcuts: each key sequence does one thing, on every platform,
and quitting works."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest

pytestmark = pytest.mark.gui


def _shortcuts(window) -> list[QKeySequence]:
    return [sequence for action in window.findChildren(QAction) for sequence in action.shortcuts()]


def test_no_key_sequence_is_bound_twice(window):
    # Qt ignores a sequence that two actions (or one action twice) answer to:
    # "Ambiguous shortcut overload", and nothing happens.
    bound = Counter(s.toString(QKeySequence.SequenceFormat.PortableText) for s in _shortcuts(window))
    assert bound, "no shortcuts found"
    assert [text for text, count in bound.items() if count > 1] == []


def test_every_shortcut_is_the_same_on_every_platform(window):
    # A StandardKey the platform leaves undefined shows up as an empty
    # sequence here (offscreen has no Quit); on another platform it is a real
    # one, and may double an explicit sequence of the same action (Ctrl+Q on X11).
    assert [s for s in _shortcuts(window) if s.isEmpty()] == []


def test_ctrl_q_quits(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.view, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()


def test_the_readmes_keyboard_table_lists_every_shortcut(window):
    # README > Keyboard: each row's keys, e.g. "Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y".
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    table = readme.split("### Keyboard", 1)[1].split("\n\n", 2)[1]
    listed = set()
    for row in table.splitlines()[2:]:
        keys = row.split("|")[1].strip()
        listed |= set(re.split(r" / | or |, ", keys))
    bound = {s.toString(QKeySequence.SequenceFormat.PortableText) for s in _shortcuts(window)}
    assert sorted(bound - listed) == []
