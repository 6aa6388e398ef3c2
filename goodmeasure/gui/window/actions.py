"""The window's actions, menus and toolbar, declared as a table.

:func:`commands` is the table: one plain record per action (its name, its
words, its keys, whether it is checkable). :class:`Actions` builds each into
a QAction that calls the handler of the same name, and keeps them by name
(``actions["undo"]``). The words keep the "MainWindow" translation context
they had when the window made them; they are translated when the table is
built, so a language chosen later shows in a table built later.
Every shortcut is spelled out, none is a platform's StandardKey: the
platform decides those (Quit is Ctrl+Q on X11, nothing on Windows), and one
that doubles an explicit sequence makes Qt ignore both as ambiguous.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar, QWidget

from goodmeasure.engine import GAME_NAMES

Handlers = Mapping[str, Callable[[], object]]


@dataclass(frozen=True)
class Command:
    """One of the window's actions: ``name`` is also its handler's name."""

    name: str
    text: str
    keys: tuple[str, ...] = ()
    checkable: bool = False


def commands() -> tuple[Command, ...]:
    """The window's actions, in the order the window makes them (the
    shortcuts list shows them so)."""
    # pyside6-lupdate reads only literal translate() calls: each is spelled out.
    translate = QCoreApplication.translate
    return (
        Command("new", translate("MainWindow", "&New deal"), ("Ctrl+N",)),
        Command("winnable", translate("MainWindow", "&Winnable deal"), ("Ctrl+Shift+N",)),
        Command("daily", translate("MainWindow", "&Daily deal"), ("Ctrl+D",)),
        Command("restart", translate("MainWindow", "&Restart"), ("Ctrl+R",)),
        Command("number", translate("MainWindow", "Deal n&umber..."), ("Ctrl+G",)),
        Command("statistics", translate("MainWindow", "S&tatistics..."), ("Ctrl+T",)),
        Command("open", translate("MainWindow", "&Open position..."), ("Ctrl+O",)),
        Command("save", translate("MainWindow", "&Save position..."), ("Ctrl+S",)),
        Command("quit", translate("MainWindow", "&Quit"), ("Ctrl+Q",)),
        Command("undo", translate("MainWindow", "&Undo"), ("Ctrl+Z",)),
        Command("redo", translate("MainWindow", "&Redo"), ("Ctrl+Shift+Z", "Ctrl+Y")),
        Command("hint", translate("MainWindow", "&Hint"), ("H",)),
        Command("solution", translate("MainWindow", "Show &solution"), ("Ctrl+Shift+H",)),
        Command("step", translate("MainWindow", "Solution s&tep"), ("Shift+H",)),
        Command("rewind", translate("MainWindow", "Undo to last &winnable position"), ("Ctrl+Alt+Z",)),
        Command("settings", translate("MainWindow", "&Settings..."), ("Ctrl+,",)),
        Command("howto", translate("MainWindow", "&How to play"), ("F1",)),
        Command("about", translate("MainWindow", "&About goodmeasure")),
        Command("shortcuts", translate("MainWindow", "&Keyboard shortcuts")),
        # The screen reader's read-out keys (accessible.py's TableVoice).
        Command("read_table", translate("Speech", "Read the table"), ("T",)),
        Command("read_pile", translate("Speech", "Read the focused pile"), ("P",)),
        Command("read_score", translate("Speech", "Read the foundations and score"), ("S",)),
        # F11 everywhere; macOS's own full-screen key too (Ctrl+Cmd+F: Qt
        # writes Cmd as Ctrl and Control as Meta there).
        Command(
            "fullscreen",
            translate("MainWindow", "&Full screen"),
            ("F11", "Ctrl+Meta+F") if sys.platform == "darwin" else ("F11",),
            checkable=True,
        ),
    )


def game_titles() -> dict[str, str]:
    """The games' names with a letter of their own in the Game menu (the
    status bar and the title show them plain)."""
    translate = QCoreApplication.translate
    return {
        "good-measure": translate("MainWindow", "Good &Measure"),
        "bakers-dozen": translate("MainWindow", "&Baker's Dozen"),
        "golf": translate("MainWindow", "&Golf"),
        "gloucestershire": translate("MainWindow", "Glou&cestershire"),
    }


# Where each action goes: the menus (None is a separator, "difficulty" the
# submenu, "games" the games' actions) and the toolbar.
MENUS: tuple[tuple[str, tuple[str | None, ...]], ...] = (
    (
        "game",
        (
            "new",
            "winnable",
            "daily",
            "difficulty",
            "restart",
            "number",
            None,
            "open",
            "save",
            None,
            "statistics",
            None,
            "games",
            None,
            "quit",
        ),
    ),
    ("edit", ("undo", "redo", "rewind", None, "hint", "step", "solution")),
    ("view", ("fullscreen",)),
    ("settings", ("settings",)),
    ("help", ("howto", "shortcuts", "about")),
)
TOOLBAR = ("new", "restart", "undo", "redo", "hint")


def _menu_titles() -> dict[str, str]:
    translate = QCoreApplication.translate
    return {
        "game": translate("MainWindow", "&Game"),
        "edit": translate("MainWindow", "&Edit"),
        "view": translate("MainWindow", "&View"),
        "settings": translate("MainWindow", "&Settings"),
        "help": translate("MainWindow", "&Help"),
    }


class Actions(Mapping[str, QAction]):
    """The window's actions by name (``actions["undo"]``), built from
    :func:`commands`, and one checkable action per game (``actions.games``)."""

    def __init__(self, parent: QWidget, handlers: Handlers, choose_game: Callable[[str], object]) -> None:
        self._by_name: dict[str, QAction] = {}
        for command in commands():
            action = QAction(command.text, parent)
            action.setShortcuts([QKeySequence(key) for key in command.keys])
            action.setCheckable(command.checkable)
            handler = handlers[command.name]
            action.triggered.connect(lambda _=False, handler=handler: handler())
            parent.addAction(action)
            self._by_name[command.name] = action
        self.game_group = QActionGroup(parent)
        self.games: dict[str, QAction] = {}
        titles = game_titles()
        for name in GAME_NAMES:
            action = QAction(titles[name], parent)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, game=name: choose_game(game))
            self.game_group.addAction(action)
            self.games[name] = action

    def __getitem__(self, name: str) -> QAction:
        return self._by_name[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_name)

    def __len__(self) -> int:
        return len(self._by_name)

    def fill_menus(self, bar: QMenuBar, difficulty: QMenu) -> None:
        """The menus; ``difficulty`` (difficulty_menu.py) follows the daily deal."""
        titles = _menu_titles()
        for menu_name, entries in MENUS:
            menu = bar.addMenu(titles[menu_name])
            for entry in entries:
                if entry is None:
                    menu.addSeparator()
                elif entry == "difficulty":
                    menu.addMenu(difficulty)
                elif entry == "games":
                    for action in self.games.values():
                        menu.addAction(action)
                else:
                    menu.addAction(self[entry])

    def toolbar(self, parent: QWidget) -> QToolBar:
        tools = QToolBar(QCoreApplication.translate("MainWindow", "Game"), parent)
        tools.setObjectName("gameToolBar")
        tools.setMovable(False)
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        tools.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for name in TOOLBAR:
            tools.addAction(self[name])
        return tools
