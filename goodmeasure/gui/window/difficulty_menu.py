"""Deals rated by difficulty: the Game menu's "Winnable deal of level"
submenu, and the level's words in the status bar and the win banner.

The solver rates a deal it picks (solver/rating.py); a deal
dealt by number is not rated (that would cost a search on every new deal),
so it shows no level and counts in no level's statistics.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from goodmeasure.engine.levels import LEVELS


def level_words(level: str) -> str:
    """The level's name as the player reads it ("Easy")."""
    words = {
        "easy": QCoreApplication.translate("Difficulty", "Easy"),
        "medium": QCoreApplication.translate("Difficulty", "Medium"),
        "hard": QCoreApplication.translate("Difficulty", "Hard"),
        "expert": QCoreApplication.translate("Difficulty", "Expert"),
    }
    return words[level]


def _menu_words(level: str) -> str:
    words = {
        "easy": QCoreApplication.translate("Difficulty", "&Easy"),
        "medium": QCoreApplication.translate("Difficulty", "&Medium"),
        "hard": QCoreApplication.translate("Difficulty", "&Hard"),
        "expert": QCoreApplication.translate("Difficulty", "E&xpert"),
    }
    return words[level]


def make_menu(parent: QWidget, choose: Callable[[str], object]) -> QMenu:
    """The submenu: one entry per level, each asking for a winnable deal of
    it (``choose``, handed the level; dealing.py looks for it)."""
    menu = QMenu(QCoreApplication.translate("Difficulty", "Winnable deal of &level"), parent)
    menu.setObjectName("difficulty_menu")
    for level in LEVELS:
        action = menu.addAction(_menu_words(level))
        action.setObjectName(f"difficulty_{level}")
        action.triggered.connect(lambda _=False, chosen=level: choose(chosen))
    return menu


def out_of_reach_words(level: str) -> str:
    return QCoreApplication.translate(
        "Difficulty",
        "No deal of level %1 can be dealt: under the standard rule the solver has never "
        "found a Gloucestershire deal that can be won. Turn on the free bouquet in Settings "
        "for deals of every level.",
    ).replace("%1", level_words(level))


def not_found_words(level: str) -> str:
    return QCoreApplication.translate(
        "Difficulty", "The solver found no deal of level %1 this time; try again."
    ).replace("%1", level_words(level))


def status_words(deal_words: str, level: str | None) -> str:
    """The status bar's deal label, with the level where the deal has one."""
    if level is None:
        return deal_words
    return (
        QCoreApplication.translate("Difficulty", "%1, %2")
        .replace("%1", deal_words)
        .replace("%2", level_words(level))
    )


def banner_words(text: str, level: str | None) -> str:
    """The win banner's text, naming the level where the deal has one."""
    if level is None:
        return text
    return (
        QCoreApplication.translate("Difficulty", "Level %1. %2")
        .replace("%1", level_words(level))
        .replace("%2", text)
    )
