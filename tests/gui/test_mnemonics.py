"""Menu mnemonics: every menu entry has an underlined letter, none twice in
one menu, in every language, and the letters work from the keyboard."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

pytestmark = pytest.mark.gui


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" ("&&" is a literal ampersand)."""
    found = re.findall(r"(?<!&)&([^&])", text.replace("&&", ""))
    return found[0].lower() if len(found) == 1 else None


def menus(window) -> list[QMenu]:
    return [action.menu() for action in window.menuBar().actions() if action.menu() is not None]


def test_every_menu_entry_has_its_own_letter(language, window):
    _own_letters(window)


def test_every_language_gives_each_menu_entry_its_own_letter(translated, window):
    _own_letters(window)


def _own_letters(window):
    titles = [action.text() for action in window.menuBar().actions()]
    assert all(mnemonic(t) for t in titles), titles
    assert len({mnemonic(t) for t in titles}) == len(titles), titles
    for menu in menus(window):
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        lacking = [t for t in texts if mnemonic(t) is None]
        assert lacking == [], f"{menu.title()}: no letter for {lacking}"
        letters = [mnemonic(t) for t in texts]
        assert len(set(letters)) == len(letters), f"{menu.title()}: a letter twice in {texts}"


def test_every_language_gives_each_menu_entry_its_own_letter(translated, make_window):
    # The same rule in every translation: a language's letters are its own.
    test_every_menu_entry_has_its_own_letter(translated, make_window())


def test_a_game_is_chosen_by_its_letters(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # the Game menu
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    QTest.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_C)  # Glou&cestershire
    qtbot.waitUntil(lambda: window.game == "gloucestershire")
