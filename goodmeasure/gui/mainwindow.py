"""The main window: the table, its menus, toolbar and status bar, and the
game in play (its history, clock and end)."""

from __future__ import annotations

import base64
import contextlib
import datetime
import random
import time
from pathlib import Path

from PySide6.QtCore import QByteArray, QChildEvent, QCoreApplication, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QTextBrowser,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from goodmeasure import engine
from goodmeasure.engine import GAME_NAMES, Move, Position
from goodmeasure.storage import Settings, StoragePaths, load_settings, save_settings
from goodmeasure.storage.atomic import write_atomic

from . import deal_worker
from .appearance import apply_card_back
from .banner import Banner
from .hints import HintController
from goodmeasure.session.history import History
from .howto import how_to_play
from .i18n import date_words
from .notices import tell, tell_when_shown
from .persistence import GameKeeper, game_key, resume
from .play import move_path
from .settings_dialog import SettingsDialog
from .statistics_dialog import StatisticsDialog, key_title
from .table import TableScene, TableView

MAX_RANDOM_DEAL = 999_999
# The smallest window: the status bar's words still fit (a daily deal, in
# German) and Gloucestershire's two-deck table stays playable.
MIN_SIZE = (820, 560)


def _game_title(name: str) -> str:
    titles = {
        "good-measure": QCoreApplication.translate("Games", "Good Measure"),
        "bakers-dozen": QCoreApplication.translate("Games", "Baker's Dozen"),
        "golf": QCoreApplication.translate("Games", "Golf"),
        "gloucestershire": QCoreApplication.translate("Games", "Gloucestershire"),
    }
    return titles[name]


def game_options(settings: Settings, game: str) -> frozenset[str]:
    """The variants a new deal of ``game`` is dealt with, from the settings."""
    if game == "golf":
        chosen = {"wrap": settings.golf_wrap, "on-king": settings.golf_on_king}
        return frozenset(name for name, on in chosen.items() if on)
    if game == "gloucestershire" and settings.gloucestershire_free_bouquet:
        return frozenset({"free-bouquet"})
    return frozenset()


class MainWindow(QMainWindow):
    def __init__(
        self,
        paths: StoragePaths | None = None,
        settings: Settings | None = None,
        notices: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.paths = paths or StoragePaths.default()
        if settings is None:
            settings, loaded_notices = load_settings(self.paths)
            notices = [*(notices or []), *loaded_notices]
        self.settings = settings
        self.keeper = GameKeeper(self.paths, lambda messages: tell(self, messages))
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.banner = Banner(self.view)
        self.history = History(engine.deal("good-measure", 1))
        self.number: int | None = None
        self.daily: datetime.date | None = None
        # The solver made a move in this game ("Show solution", "Solution step").
        self.solver_played = False
        # Why the deal is lost from the start has been told in this game.
        self.told_lost_start = False
        self._auto_queue: list[Move] | None = None
        self._over = False
        self._elapsed = 0.0
        self._clock_started: float | None = None
        self._search: deal_worker.DealRequest | None = None
        self._searcher = deal_worker.DealSearcher(self)
        self._searcher.found.connect(self._deal_found)

        self._make_actions()
        self._make_menus()
        self._make_status_bar()
        self.setMinimumSize(*MIN_SIZE)
        self.hints = HintController(self)
        self.scene.input_started.connect(self.hints.stop_solution)
        self.scene.move_requested.connect(self.play_move)
        self.scene.input_started.connect(self.skip_animation)
        self.scene.glides.finished.connect(self._glides_finished)
        self.banner.clicked.connect(self.scene.hide_focus)
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._update_status)
        self._tick.start()
        self.apply_settings()
        self._restore_geometry()
        if not resume(self, self.keeper):
            self.start_deal(self.settings.last_game, random.randint(1, MAX_RANDOM_DEAL))
        self.view.setFocus()
        tell_when_shown(self, [*(notices or []), *self.keeper.notices])

    # --- Actions, menus, status bar --------------------------------------------

    def _action(self, text: str, slot, shortcuts=(), tip: str = "") -> QAction:  # noqa: ANN001
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        # Every shortcut is spelled out, none is a platform's StandardKey: the
        # platform decides those (Quit is Ctrl+Q on X11, nothing on Windows), and
        # one that doubles an explicit sequence makes Qt ignore both as ambiguous.
        self.new_action = self._action(self.tr("&New deal"), self.new_deal, ["Ctrl+N"])
        self.winnable_action = self._action(self.tr("&Winnable deal"), self.winnable_deal, ["Ctrl+Shift+N"])
        self.daily_action = self._action(self.tr("&Daily deal"), self.daily_deal, ["Ctrl+D"])
        self.restart_action = self._action(self.tr("&Restart"), self.restart, ["Ctrl+R"])
        self.number_action = self._action(self.tr("Deal n&umber..."), self.choose_number, ["Ctrl+G"])
        self.statistics_action = self._action(self.tr("S&tatistics..."), self.show_statistics, ["Ctrl+T"])
        self.open_action = self._action(self.tr("&Open position..."), self.open_file, ["Ctrl+O"])
        self.save_action = self._action(self.tr("&Save position..."), self.save_file, ["Ctrl+S"])
        self.quit_action = self._action(self.tr("&Quit"), self.close, ["Ctrl+Q"])
        self.undo_action = self._action(self.tr("&Undo"), self.undo, ["Ctrl+Z"])
        self.redo_action = self._action(self.tr("&Redo"), self.redo, ["Ctrl+Shift+Z", "Ctrl+Y"])
        self.hint_action = self._action(self.tr("&Hint"), self.request_hint, ["H"])
        self.solution_action = self._action(
            self.tr("Show &solution"), self.show_solution, ["Ctrl+Shift+H"]
        )
        self.step_action = self._action(self.tr("Solution s&tep"), self.step_solution, ["Shift+H"])
        self.rewind_action = self._action(
            self.tr("Undo to last &winnable position"), self.undo_to_winnable, ["Ctrl+Alt+Z"]
        )
        self.settings_action = self._action(self.tr("&Settings..."), self.edit_settings, ["Ctrl+,"])
        self.howto_action = self._action(self.tr("&How to play"), self.show_how_to_play, ["F1"])
        self.about_action = self._action(self.tr("&About goodmeasure"), self.show_about)
        self.game_group = QActionGroup(self)
        self.game_actions: dict[str, QAction] = {}
        # The games' names with a letter of their own in the Game menu (the
        # status bar and the title show them plain).
        menu_titles = {
            "good-measure": self.tr("Good &Measure"),
            "bakers-dozen": self.tr("&Baker's Dozen"),
            "golf": self.tr("&Golf"),
            "gloucestershire": self.tr("Glou&cestershire"),
        }
        for name in GAME_NAMES:
            action = QAction(menu_titles[name], self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, game=name: self.choose_game(game))
            self.game_group.addAction(action)
            self.game_actions[name] = action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        for action in (self.new_action, self.winnable_action, self.daily_action):
            game.addAction(action)
        game.addAction(self.restart_action)
        game.addAction(self.number_action)
        game.addSeparator()
        game.addAction(self.open_action)
        game.addAction(self.save_action)
        game.addSeparator()
        game.addAction(self.statistics_action)
        game.addSeparator()
        for action in self.game_actions.values():
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addAction(self.rewind_action)
        edit.addSeparator()
        edit.addAction(self.hint_action)
        edit.addAction(self.step_action)
        edit.addAction(self.solution_action)
        settings = bar.addMenu(self.tr("&Settings"))
        settings.addAction(self.settings_action)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.howto_action)
        help_menu.addAction(self.about_action)

        tools = QToolBar(self.tr("Game"), self)
        tools.setObjectName("gameToolBar")
        tools.setMovable(False)
        tools.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        tools.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for action in (
            self.new_action,
            self.restart_action,
            self.undo_action,
            self.redo_action,
            self.hint_action,
        ):
            tools.addAction(action)
        self.addToolBar(tools)

    def _make_status_bar(self) -> None:
        self.status_labels = {key: QLabel(self) for key in ("game", "deal", "moves", "time", "score")}
        for label in self.status_labels.values():
            label.setContentsMargins(8, 0, 8, 0)
            self.statusBar().addPermanentWidget(label)

    # --- Keys back to the table when a dialog closes -------------------------------

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802
        super().childEvent(event)
        # A dialog or notice of this window is ready to show: watch for it closing.
        child = event.child()
        if event.polished() and isinstance(child, QWidget) and child.isWindow():
            child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # Closed by the player (a hide the window system makes, e.g. on
        # minimising, is spontaneous): once it is gone, arrows play again.
        if event.type() == QEvent.Type.Hide and not event.spontaneous():
            QTimer.singleShot(0, self, self._keys_to_table)
        return False

    def _keys_to_table(self) -> None:
        """Give the table the keyboard, unless another window has it: without
        this, keys went nowhere after a dialog closed until the table was
        clicked (no window was active again, e.g. with no window manager)."""
        if not self.isVisible() or self.isMinimized() or QApplication.activeModalWidget() is not None:
            return
        if QApplication.activeWindow() not in (None, self):
            return  # another of the app's windows (statistics, how to play) is in use
        self.activateWindow()
        self.view.setFocus()

    # --- Settings ----------------------------------------------------------------

    def apply_settings(self) -> None:
        self.scene.auto_play = self.settings.auto_play
        self.scene.glides.set_speed(self.settings.animation_speed)
        self.view.set_table_colour(self.settings.table_colour)
        apply_card_back(self.scene, self.settings.card_back)

    def _save_settings(self) -> None:
        try:
            save_settings(self.paths, self.settings)
        except (OSError, ValueError) as error:
            self.statusBar().showMessage(self.tr("Settings not saved: %s") % error, 8000)

    def edit_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        dialog.changed.connect(self._settings_changed)
        dialog.exec()
        self._save_settings()

    def _settings_changed(self, settings: Settings) -> None:
        # Live: every change in the dialog shows and is kept at once.
        self.settings = settings
        self.apply_settings()
        self._save_settings()

    def _restore_geometry(self) -> None:
        if self.settings.window_geometry:
            with contextlib.suppress(ValueError):
                data = base64.b64decode(self.settings.window_geometry)
                if self.restoreGeometry(QByteArray(data)):
                    return
        # The first window fits the screen's free room (a small screen, or a
        # large scale factor: 1920x1080 at 200% leaves 960x540), title bar and all.
        room = self.screen().availableGeometry().size() * 0.9
        self.resize(QSize(1280, 800).boundedTo(room))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.skip_animation()
        self.hints.shutdown()
        self.keeper.save(self)  # the clock ran since the last move
        geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
        if geometry != self.settings.window_geometry:
            self.settings.window_geometry = geometry
            self._save_settings()
        super().closeEvent(event)

    # --- Starting a game -----------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.history.current

    @property
    def game(self) -> str:
        return self.position.game.name

    def start_position(
        self, position: Position, number: int | None = None, daily: datetime.date | None = None
    ) -> None:
        """Play ``position`` from here on: a new deal, a daily deal, a file."""
        self.skip_animation()
        self._leave_game()
        self.history = History(position)
        self.number = number
        self.daily = daily
        self.solver_played = False
        self.told_lost_start = False
        self._over = False
        self._elapsed = 0.0
        self._clock_started = None
        self.banner.hide()
        self.game_actions[position.game.name].setChecked(True)
        # The variant in force is this deal's, not the settings' (they change
        # the next deal only): the title and the game's label name it.
        variant = key_title(game_key(self.history))
        self.setWindowTitle(f"{variant} \u2014 goodmeasure")
        self.status_labels["game"].setToolTip(variant)
        self.scene.show_position(position, fresh=True)
        self._after_change(player_move=False)

    @property
    def from_file(self) -> bool:
        """The position came from a .deal file (or a test), not from a deal."""
        return self.number is None and self.daily is None

    @property
    def assisted(self) -> bool:
        """A game the statistics count apart: a position chosen from a file, or
        one the solver played in, is not the player's own game from a fair deal."""
        return self.from_file or self.solver_played

    def start_deal(self, game: str, number: int) -> None:
        options = game_options(self.settings, game)
        self.start_position(engine.deal(game, number, options), number)

    def game_in_progress(self) -> bool:
        """A game with moves made that has not ended: leaving it abandons it."""
        return bool(self.history.moves) and not self._over

    def may_leave_game(self) -> bool:
        """Ask before a game in progress is abandoned, as desktop patience games
        do: a stray Ctrl+N, or a file opened, should not cost the player their
        moves and a lost game in the statistics. True to go ahead."""
        if not self.game_in_progress() or not self.settings.confirm_abandon:
            return True
        self.skip_animation()
        # The moves in force, as the status bar and the statistics count them
        # (undone ones are not).
        text = self.tr("Abandon the game in progress (moves made: %1)?").replace(
            "%1", str(self.history.moves_made)
        )
        if not self.assisted:
            text += " " + self.tr("It will count as a lost game.")
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Abandon the game?"), text, parent=self)
        abandon = box.addButton(self.tr("&Abandon game"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        never = QCheckBox(self.tr("Do not ask again"))
        box.setCheckBox(never)
        box.exec()
        if box.clickedButton() is not abandon:
            return False
        if never.isChecked():
            self.settings.confirm_abandon = False  # Settings can turn it on again
            self._save_settings()
        return True

    def open_position(self, position: Position) -> bool:
        """Play a position from a .deal file, if the game in progress may be
        left (the player is asked); False if the player kept their game."""
        if not self.may_leave_game():
            return False
        self.start_position(position)
        return True

    def open_file(self) -> None:
        """Game > Open position: a .deal file; a bad one is told and changes nothing."""
        from goodmeasure.cli import UsageError, read_position

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open position"), "", self.tr("Positions (*.deal);;All files (*)")
        )
        if not path:
            return
        try:
            position = read_position(path)
        except UsageError as error:
            tell(self, [self.tr("The position could not be opened: %1. Your game is unchanged.")
                        .replace("%1", str(error))])
            return
        self.open_position(position)

    def save_file(self) -> None:
        """Game > Save position: the position on the table, as .deal text."""
        name = self.game if self.number is None else f"{self.game}-{self.number}"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save position"), f"{name}.deal", self.tr("Positions (*.deal);;All files (*)")
        )
        if not path:
            return
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(".deal")
        try:
            # Atomically: a failed save over an older file leaves that file whole.
            write_atomic(target, engine.write_deal(self.position).encode("utf-8"))
        except OSError as error:
            tell(self, [self.tr("The position could not be saved: %1.")
                        .replace("%1", f"{target}: {error.strerror or error}")])
            return
        self.statusBar().showMessage(self.tr("Position saved to %1").replace("%1", str(target)), 8000)

    def new_deal(self) -> None:
        if not self.may_leave_game():
            return
        if self.settings.winnable_only:
            self._search_deal(None, fallback=True)
        else:
            self.start_deal(self.game, random.randint(1, MAX_RANDOM_DEAL))

    def choose_game(self, game: str) -> None:
        if not self.may_leave_game():
            self.game_actions[self.game].setChecked(True)  # the menu showed the new one
            return
        if self.settings.last_game != game:
            self.settings.last_game = game
            self._save_settings()
        self.start_deal(game, random.randint(1, MAX_RANDOM_DEAL))

    def choose_number(self) -> None:
        number, ok = QInputDialog.getInt(
            self,
            self.tr("Deal number"),
            self.tr("Play deal number:"),
            self.number if self.number is not None else 1,
            0,
            min(engine.deals.MAX_DEAL_NUMBER, 2**31 - 1),
        )
        if ok and self.may_leave_game():
            self.start_deal(self.game, number)

    def restart(self) -> None:
        self.skip_animation()
        self.history.restart()
        self._over = False
        self.banner.hide()
        self.scene.show_position(self.position, fresh=True)
        self._after_change(player_move=False)

    def _leave_game(self) -> None:
        """A game left after at least one move counts as played (and lost)."""
        self.keeper.leave(self)

    def _game_finished(self, won: bool) -> None:
        """Count the ended game; a won game is not resumed."""
        self.keeper.finish(self, won)

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self.keeper, game_key(self.history), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.statistics_dialog = dialog

    # --- Winnable and daily deals (the solver, on the thread pool) ---------------------

    def winnable_deal(self) -> None:
        if self.may_leave_game():
            self._search_deal(None)

    def daily_deal(self) -> None:
        if self.may_leave_game():
            self._search_deal(datetime.date.today())

    def _search_deal(self, daily: datetime.date | None, fallback: bool = False) -> None:
        if self._search is not None:
            return
        options = game_options(self.settings, self.game)
        search = deal_worker.DealRequest(self.game, options, daily, fallback)
        self._search = search
        self.statusBar().showMessage(self.tr("Looking for a deal the solver can win..."))
        self._searcher.search(search)

    def _deal_found(self, search: deal_worker.DealRequest, pick: object) -> None:
        if search is not self._search:
            return
        self._search = None
        self.statusBar().clearMessage()
        if isinstance(pick, Exception) or pick is None:
            self._no_deal_found(search)
            return
        if search.game != self.game:
            return  # the player changed game meanwhile
        self.start_position(pick.position, pick.number, search.daily)  # type: ignore[attr-defined]

    def _no_deal_found(self, search: deal_worker.DealRequest) -> None:
        """Say plainly that no deal was proven winnable, and why where known."""
        if search.game == "gloucestershire" and "free-bouquet" not in search.options:
            why = self._standard_bouquet_words()
        else:
            why = self.tr("The solver could not prove a deal winnable this time.")
        if search.fallback:
            why += " " + self.tr("Here is an ordinary deal instead; it may not be winnable.")
            self.start_deal(search.game, random.randint(1, MAX_RANDOM_DEAL))
            self.told_lost_start = True  # the player has just been warned
        tell(self, [why])

    def _standard_bouquet_words(self) -> str:
        # One text for the daily deal's search and a deal proven lost at once.
        return self.tr(
            "Under the standard rule, where only the bouquet's top card plays, the solver "
            "has never found a Gloucestershire deal that can be won: it proves nearly every "
            "deal lost. Turn on the free bouquet in Settings for deals it can win."
        )

    def lost_from_start(self, verdict: str) -> None:
        """The solver proves the deal lost before any move. In Gloucestershire
        under the standard rule that is the rule's doing, not the player's:
        say why and where the free bouquet is, once per game (the proof comes
        again after every move)."""
        game = self.position.game
        if self.told_lost_start or self.from_file or game.name != "gloucestershire":
            return
        if game.free_bouquet:
            return
        self.told_lost_start = True
        tell(self, [verdict, self._standard_bouquet_words()])

    # --- Moves ---------------------------------------------------------------------------

    def play_move(self, move: Move) -> None:
        """Make a move the table asked for (always one of legal_moves)."""
        if self._auto_queue is not None:
            self.skip_animation()
        if self._apply(move):
            self._after_change(player_move=True)
        else:
            self.scene.show_position(self.position)

    def _apply(self, move: Move) -> bool:
        before = self.position
        try:
            after = engine.apply(before, move)
        except engine.IllegalMove:
            return False
        self.history.push(move, after)
        if self._clock_started is None and not self._over:
            self._clock_started = time.monotonic()
        self.scene.show_position(after, move_path(before, move))
        return True

    def undo(self) -> None:
        self.skip_animation()
        move = self.history.undo()
        if move is not None:
            # The card glides back: from where it lies now to where it was.
            src, dst = move_path(self.position, move)
            self.scene.show_position(self.position, (dst, src))
            self._reopen()

    def redo(self) -> None:
        self.skip_animation()
        before = self.position
        move = self.history.redo()
        if move is not None:
            self.scene.show_position(self.position, move_path(before, move))
            self._after_change(player_move=False)

    def _reopen(self) -> None:
        self._over = False
        self.banner.hide()
        self._after_change(player_move=False)

    def _after_change(self, player_move: bool) -> None:
        self.keeper.save(self)
        position = self.position
        self._update_status()
        self.undo_action.setEnabled(self.history.can_undo())
        self.redo_action.setEnabled(self.history.can_redo())
        # Before the end is shown: what the solver knew was about the last position.
        self.hints.position_changed()
        if engine.is_won(position):
            self._end(won=True)
        elif player_move and self.settings.auto_finish and engine.can_auto_finish(position):
            self._auto_queue = engine.auto_finish_moves(position)
            if not self.scene.glides.active:
                self._step_auto_finish()
        elif engine.is_stuck(position):
            self._end(won=False)
        else:
            self.banner.hide()

    # --- Auto finish: one move per glide ---------------------------------------------------

    def _step_auto_finish(self) -> None:
        while self._auto_queue:
            self._apply(self._auto_queue.pop(0))
            if self.scene.glides.active:
                return  # the next card goes when this glide ends
        if self._auto_queue is not None:
            self._auto_queue = None
            self._after_change(player_move=False)

    def _glides_finished(self) -> None:
        if self._auto_queue is not None:
            # Not from inside the animation's own signal: start the next glide fresh.
            QTimer.singleShot(0, self._step_auto_finish)

    def skip_animation(self) -> None:
        """Any input finishes what is moving: glides jump to their end, and a
        running auto finish plays its remaining cards at once."""
        glides = self.scene.glides
        if self._auto_queue is not None:
            seconds, glides.seconds = glides.seconds, 0.0
            glides.finish()
            self._step_auto_finish()
            glides.seconds = seconds
        glides.finish()

    # --- The end of a game ------------------------------------------------------------------

    def _end(self, won: bool) -> None:
        if self._clock_started is not None:
            self._elapsed += time.monotonic() - self._clock_started
            self._clock_started = None
        first_time = not self._over
        self._over = True
        self._update_status()
        new = (self.tr("New deal"), self.new_deal)
        if won:
            text = self._result_text()
            if self.assisted:
                text += " " + self._not_counted_words()
            self.banner.announce(self.tr("You won!"), text, [new])
            if first_time:
                self.scene.celebrate()
                self._game_finished(won=True)
        else:
            self._announce_stuck()

    def _not_counted_words(self) -> str:
        """Why a won game is not counted: the reason that applies (or both)."""
        if self.from_file and self.solver_played:
            return self.tr("Not counted in the statistics: the position came from a file, "
                           "and the solver played a move.")
        if self.from_file:
            return self.tr("Not counted in the statistics: the position came from a file.")
        return self.tr("Not counted in the statistics: the solver played a move.")

    def _announce_stuck(self) -> None:
        """"No move left", with only the buttons that can do something: no
        Undo before the first move, and no rewind once the solver has shown
        that no earlier position can be won."""
        position = self.position
        if position.game.has_stock_and_waste:
            text = self.tr("No move is left. Cards left: %n", "", engine.golf_cards_left(position))
        else:
            text = self.tr("No legal move is left. Undo a move or start a new deal.")
        buttons = []
        if self.history.can_undo():
            buttons.append((self.tr("Undo"), self.undo))
            if self.hints.lost_since is None or self.hints.winnable_index is not None:
                buttons.append((self.tr("Undo to last winnable position"), self.undo_to_winnable))
        buttons.append((self.tr("New deal"), self.new_deal))
        self.banner.announce(self.tr("No move left"), text, buttons)

    def rewind_known(self) -> None:
        """The solver has found (or not) the last winnable position: the
        stuck notice, if it is up, keeps the rewind button only if there is one."""
        position = self.position
        stuck = engine.is_stuck(position) and not engine.is_won(position)
        if self._over and stuck and not self.banner.isHidden():
            self._announce_stuck()

    def _result_text(self) -> str:
        moves = self.history.moves_made
        minutes, seconds = divmod(int(self.elapsed()), 60)
        clock = f"{minutes}:{seconds:02d}"
        if self.position.game.has_stock_and_waste:
            return self.tr("All columns cleared in %n moves, time %1.", "", moves).replace("%1", clock)
        points = engine.score(self.position, self.elapsed())
        return (
            self.tr("Score %1 in %n moves, time %2.", "", moves)
            .replace("%1", str(points))
            .replace("%2", clock)
        )

    def elapsed(self) -> float:
        running = 0.0 if self._clock_started is None else time.monotonic() - self._clock_started
        return self._elapsed + running

    def _update_status(self) -> None:
        position = self.position
        labels = self.status_labels
        labels["game"].setText(_game_title(position.game.name))
        if self.daily is not None:
            labels["deal"].setText(self.tr("Daily deal %1").replace("%1", date_words(self.daily)))
        elif self.number is not None:
            labels["deal"].setText(self.tr("Deal %1").replace("%1", str(self.number)))
        else:
            labels["deal"].setText(self.tr("Deal from a file"))
        labels["moves"].setText(self.tr("Moves: %1").replace("%1", str(self.history.moves_made)))
        minutes, seconds = divmod(int(self.elapsed()), 60)
        labels["time"].setText(self.tr("Time: %1").replace("%1", f"{minutes}:{seconds:02d}"))
        if position.game.has_stock_and_waste:
            left = engine.golf_cards_left(position)
            labels["score"].setText(self.tr("Cards left: %1").replace("%1", str(left)))
        else:
            points = engine.score(position, self.elapsed())
            labels["score"].setText(self.tr("Score: %1").replace("%1", str(points)))

    # --- Hints: the solver on its worker thread (hints.py, hint_worker.py) ---------------

    def request_hint(self) -> None:
        self.hints.request_hint()

    def show_solution(self) -> None:
        self.hints.show_solution()

    def step_solution(self) -> None:
        self.hints.step_solution()

    def undo_to_winnable(self) -> None:
        self.hints.undo_to_winnable()

    # --- Help ------------------------------------------------------------------------------

    def show_how_to_play(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("How to play"))
        browser = QTextBrowser(dialog)
        browser.setHtml(how_to_play(self.game))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.close)
        box = QVBoxLayout(dialog)
        box.addWidget(browser)
        box.addWidget(buttons)
        dialog.resize(560, 520)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        from goodmeasure import __version__

        # Golf's stock lies face down: the games are ones of skill, not all open.
        QMessageBox.about(
            self,
            self.tr("About goodmeasure"),
            self.tr(
                "<h3>goodmeasure %1</h3><p>Good Measure, Baker's Dozen, Golf and "
                "Gloucestershire: patience games of planning, with a solver that knows "
                "which deals can be won.</p>"
            ).replace("%1", __version__)
            + self.tr(
                "<p>Code and the Blue lattice card back: MIT licence. Card art: Adrian "
                "Kennard's playing cards (www.me.uk/cards), public domain under CC0 1.0.</p>"
            ),
        )
