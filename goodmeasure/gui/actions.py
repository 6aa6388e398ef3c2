"""The window's actions, menus and toolbar.

Each action calls the handler it is handed by name; the words keep the
"MainWindow" translation context they had when the window made them.
Every shortcut is spelled out, none is a platform's StandardKey: the
platform decides those (Quit is Ctrl+Q on X11, nothing on Windows), and one
that doubles an explicit sequence makes Qt ignore both as ambiguous.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar, QWidget

from goodmeasure.engine import GAME_NAMES

Handlers = Mapping[str, Callable[[], object]]


class Actions:
    """The window's actions by name (``actions.new``, ``actions.undo``, ...)
    and one checkable action per game (``actions.games``)."""

    # pyside6-lupdate reads only literal translate() calls: each is spelled out.
    def __init__(self, parent: QWidget, handlers: Handlers, choose_game: Callable[[str], object]) -> None:
        self._parent = parent
        self._handlers = handlers
        self.new = self._make("new", QCoreApplication.translate("MainWindow", "&New deal"), ["Ctrl+N"])
        self.winnable = self._make(
            "winnable", QCoreApplication.translate("MainWindow", "&Winnable deal"), ["Ctrl+Shift+N"]
        )
        self.daily = self._make("daily", QCoreApplication.translate("MainWindow", "&Daily deal"), ["Ctrl+D"])
        self.restart = self._make("restart", QCoreApplication.translate("MainWindow", "&Restart"), ["Ctrl+R"])
        self.number = self._make(
            "number", QCoreApplication.translate("MainWindow", "Deal n&umber..."), ["Ctrl+G"]
        )
        self.statistics = self._make(
            "statistics", QCoreApplication.translate("MainWindow", "S&tatistics..."), ["Ctrl+T"]
        )
        self.open = self._make(
            "open", QCoreApplication.translate("MainWindow", "&Open position..."), ["Ctrl+O"]
        )
        self.save = self._make(
            "save", QCoreApplication.translate("MainWindow", "&Save position..."), ["Ctrl+S"]
        )
        self.quit = self._make("quit", QCoreApplication.translate("MainWindow", "&Quit"), ["Ctrl+Q"])
        self.undo = self._make("undo", QCoreApplication.translate("MainWindow", "&Undo"), ["Ctrl+Z"])
        self.redo = self._make(
            "redo", QCoreApplication.translate("MainWindow", "&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"]
        )
        self.hint = self._make("hint", QCoreApplication.translate("MainWindow", "&Hint"), ["H"])
        self.solution = self._make(
            "solution", QCoreApplication.translate("MainWindow", "Show &solution"), ["Ctrl+Shift+H"]
        )
        self.step = self._make(
            "step", QCoreApplication.translate("MainWindow", "Solution s&tep"), ["Shift+H"]
        )
        self.rewind = self._make(
            "rewind",
            QCoreApplication.translate("MainWindow", "Undo to last &winnable position"),
            ["Ctrl+Alt+Z"],
        )
        self.settings = self._make(
            "settings", QCoreApplication.translate("MainWindow", "&Settings..."), ["Ctrl+,"]
        )
        self.howto = self._make("howto", QCoreApplication.translate("MainWindow", "&How to play"), ["F1"])
        self.about = self._make("about", QCoreApplication.translate("MainWindow", "&About goodmeasure"))
        self.shortcuts = self._make(
            "shortcuts", QCoreApplication.translate("MainWindow", "&Keyboard shortcuts")
        )
        # F11 everywhere; macOS's own full-screen key too (Ctrl+Cmd+F: Qt
        # writes Cmd as Ctrl and Control as Meta there).
        self.fullscreen = self._make(
            "fullscreen",
            QCoreApplication.translate("MainWindow", "&Full screen"),
            ["F11", "Ctrl+Meta+F"] if sys.platform == "darwin" else ["F11"],
        )
        self.game_group = QActionGroup(parent)
        self.games: dict[str, QAction] = {}
        # The games' names with a letter of their own in the Game menu (the
        # status bar and the title show them plain).
        menu_titles = {
            "good-measure": QCoreApplication.translate("MainWindow", "Good &Measure"),
            "bakers-dozen": QCoreApplication.translate("MainWindow", "&Baker's Dozen"),
            "golf": QCoreApplication.translate("MainWindow", "&Golf"),
            "gloucestershire": QCoreApplication.translate("MainWindow", "Glou&cestershire"),
        }
        for name in GAME_NAMES:
            action = QAction(menu_titles[name], parent)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, game=name: choose_game(game))
            self.game_group.addAction(action)
            self.games[name] = action

    def _make(self, name: str, text: str, shortcuts: list[str] | None = None) -> QAction:
        action = QAction(text, self._parent)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        handler = self._handlers[name]
        action.triggered.connect(lambda _=False: handler())
        self._parent.addAction(action)
        return action

    def by_name(self) -> dict[str, QAction]:
        """Every action but the games', by its name."""
        return {name: value for name, value in vars(self).items() if isinstance(value, QAction)}

    def fill_menus(self, bar: QMenuBar, difficulty: QMenu) -> None:
        """The menus; ``difficulty`` (difficulty_menu.py) follows the daily deal."""
        game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        for action in (self.new, self.winnable, self.daily):
            game.addAction(action)
        game.addMenu(difficulty)
        for action in (self.restart, self.number):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.open)
        game.addAction(self.save)
        game.addSeparator()
        game.addAction(self.statistics)
        game.addSeparator()
        for action in self.games.values():
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.quit)
        edit = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        edit.addAction(self.undo)
        edit.addAction(self.redo)
        edit.addAction(self.rewind)
        edit.addSeparator()
        edit.addAction(self.hint)
        edit.addAction(self.step)
        edit.addAction(self.solution)
        view = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        view.addAction(self.fullscreen)
        settings = bar.addMenu(QCoreApplication.translate("MainWindow", "&Settings"))
        settings.addAction(self.settings)
        help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        help_menu.addAction(self.howto)
        help_menu.addAction(self.shortcuts)
        help_menu.addAction(self.about)

    def toolbar(self, parent: QWidget) -> QToolBar:
        tools = QToolBar(QCoreApplication.translate("MainWindow", "Game"), parent)
        tools.setObjectName("gameToolBar")
        tools.setMovable(False)
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        tools.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for action in (self.new, self.restart, self.undo, self.redo, self.hint):
            tools.addAction(action)
        return tools
