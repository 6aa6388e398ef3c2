"""What the window opens only when the player asks: the dialogs and the file
choosers. Each is imported at its first use, not before the first frame
(benchmarks/startup_bench.py; tests/gui/test_first_frame.py pins it)."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from goodmeasure.engine import Position
from goodmeasure.session import Keeper, Session
from goodmeasure.storage import Settings

if TYPE_CHECKING:
    from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
    from goodmeasure.gui.dialogs.statistics_dialog import StatisticsDialog
    from goodmeasure.gui.window.events import SessionEvents

Tell = Callable[[list[str]], object]


def ask_deal_number(
    parent: QWidget, game: str, number: int | None, daily: datetime.date | None
) -> int | None:
    from goodmeasure.gui.dialogs.deal_number import ask_deal_number as ask

    return ask(parent, game, number, daily)


def choose_path(parent: QWidget) -> str | None:
    from goodmeasure.gui.dialogs.files import choose_path as choose

    return choose(parent)


def read_position_or_tell(path: str, tell: Tell) -> Position | None:
    from goodmeasure.gui.dialogs.files import read_position_or_tell as read

    return read(path, tell)


def save_position(parent: QWidget, session: Session, tell: Tell, say: Callable[[str], object]) -> None:
    from goodmeasure.gui.dialogs.files import save_position as save

    save(parent, session, tell, say)


def show_how_to_play(parent: QWidget, game: str) -> QDialog:
    from goodmeasure.gui.dialogs.helpmenu import show_how_to_play as show

    return show(parent, game)


def show_about(parent: QWidget) -> None:
    from goodmeasure.gui.dialogs.helpmenu import show_about as show

    show(parent)


def show_shortcuts(window: QWidget, actions: Mapping[str, QAction]) -> None:
    from goodmeasure.gui.dialogs.shortcuts import show_shortcuts as show

    show(window, actions)


def new_settings_dialog(settings: Settings, parent: QWidget) -> SettingsDialog:
    from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog

    return SettingsDialog(settings, parent)


def new_statistics_dialog(
    keeper: Keeper, events: SessionEvents, key: str, parent: QWidget
) -> StatisticsDialog:
    from goodmeasure.gui.dialogs.statistics_dialog import StatisticsDialog

    return StatisticsDialog(keeper, events, key, parent)
