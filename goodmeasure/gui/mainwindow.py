"""The main window: it shows a session (:mod:`goodmeasure.session`, the game
in play) and turns its menus, keys and the table's gestures into session
calls. The parts it shows are modules of their own: actions.py (menus and
toolbar), status.py, hints.py, endings.py, dealing.py, statistics_dialog.py."""

from __future__ import annotations

import base64
import contextlib
import datetime

from PySide6.QtCore import QByteArray, QChildEvent, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QMainWindow, QWidget

from goodmeasure import engine
from goodmeasure.engine import Move, Position
from goodmeasure.session import Changes, History, Keeper, Session
from goodmeasure.storage import Settings, StoragePaths, load_settings, save_settings

from . import notices as notices_module
from .actions import Actions
from .appearance import apply_card_back
from .banner import Banner
from .dealing import Dealer
from .endings import EndNotice
from .events import SessionEvents
from .files import choose_position, save_position
from .helpmenu import show_about, show_how_to_play
from .hints import HintController, Player
from .leaving import ask_to_abandon
from .play import move_path
from .settings_dialog import SettingsDialog
from .statistics_dialog import StatisticsDialog, key_title
from .status import StatusFields
from .table import TableScene, TableView
from .words import told_words

# The smallest window: the status bar's words still fit (a daily deal, in
# German) and Gloucestershire's two-deck table stays playable.
MIN_SIZE = (820, 560)


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
        self.keeper = Keeper(self.paths, lambda told: self.tell([told_words(t) for t in told]))
        self.session = Session(self.keeper)
        self.session.subscribe(self._changed)
        # Dialogs listen here (after the window: the table is shown first).
        self.events = SessionEvents(self.session, self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.banner = Banner(self.view)

        self.menu_actions = Actions(self, self._handlers(), self.choose_game)
        for name, action in self.menu_actions.by_name().items():
            setattr(self, f"{name}_action", action)
        self.game_group = self.menu_actions.game_group
        self.game_actions = self.menu_actions.games
        self.menu_actions.fill_menus(self.menuBar())
        self.addToolBar(self.menu_actions.toolbar(self))
        self.status = StatusFields(self.session, self.statusBar())
        self.status_labels = self.status.labels
        self.setMinimumSize(*MIN_SIZE)
        settings_now = lambda: self.settings  # noqa: E731 - the settings are replaced on each change
        self.dealer = Dealer(self.session, settings_now, self.start_position, self.statusBar(), self.tell)
        player = Player(self.skip_animation, self._play_solver_move, self.undo_to, self.new_deal)
        bar = self.statusBar()
        self.hints = HintController(self.session, settings_now, self.scene, self.banner, bar, player)
        self.endings = EndNotice(
            self.session, self.banner, self.scene.celebrate, self.new_deal, self.undo, self.undo_to_winnable,
            self._counted_words,
        )
        self.scene.input_started.connect(self.hints.stop_solution)
        self.scene.move_requested.connect(self.play_move)
        self.scene.input_started.connect(self.skip_animation)
        self.scene.glides.finished.connect(self._glides_finished)
        self.banner.clicked.connect(self.scene.hide_focus)
        self.apply_settings()
        self._restore_geometry()
        if not self.session.resume():
            self.dealer.random_deal(self.settings.last_game)
        self.view.setFocus()
        notices_module.tell_when_shown(self, [*(notices or []), *self.keeper.notices])

    def _handlers(self) -> dict[str, object]:
        return {
            "new": self.new_deal, "winnable": self.winnable_deal, "daily": self.daily_deal,
            "restart": self.restart, "number": self.choose_number, "statistics": self.show_statistics,
            "open": self.open_file, "save": self.save_file, "quit": self.close, "undo": self.undo,
            "redo": self.redo, "hint": self.request_hint, "solution": self.show_solution,
            "step": self.step_solution, "rewind": self.undo_to_winnable, "settings": self.edit_settings,
            "howto": self.show_how_to_play, "about": lambda: show_about(self),
        }

    def tell(self, messages: list[str]) -> None:
        notices_module.tell(self, messages)

    # --- What the session changed, shown ----------------------------------------------

    def _changed(self, changes: Changes) -> None:
        session = self.session
        if changes.game:
            self.banner.hide()
            self.game_actions[session.game].setChecked(True)
            # The variant in force is this deal's, not the settings' (they change
            # the next deal only): the title and the game's label name it.
            variant = key_title(session.key)
            self.setWindowTitle(f"{variant} \u2014 goodmeasure")
            self.status.name_variant(variant)
        if changes.fresh:
            self.scene.show_position(session.position, fresh=True)
        elif changes.glide is not None:
            glide = changes.glide
            src, dst = move_path(glide.before, glide.move)
            self.scene.show_position(session.position, (dst, src) if glide.back else (src, dst))
        if changes.reopened:
            self.banner.hide()
        if changes.position:
            self.status.refresh()
            self.undo_action.setEnabled(session.history.can_undo())
            self.redo_action.setEnabled(session.history.can_redo())
            # Before the end is shown: what the solver knew was about the last position.
            self.hints.position_changed()
            if changes.end is not None:
                self.endings.show(changes.end, changes.first_end)
            elif changes.auto_finish:
                if not self.scene.glides.active:
                    self._step_auto_finish()
            else:
                self.banner.hide()
        if changes.solver_word:
            if session.solver_word.lost_from_start:
                self.dealer.lost_from_start()
            self.endings.solver_spoke()

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
        self.session.auto_finish = self.settings.auto_finish
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
        self.session.save()  # the clock ran since the last move
        geometry = base64.b64encode(bytes(self.saveGeometry().data())).decode("ascii")
        if geometry != self.settings.window_geometry:
            self.settings.window_geometry = geometry
            self._save_settings()
        super().closeEvent(event)

    # --- The session, as the window's callers and tests know it ---------------------

    @property
    def position(self) -> Position:
        return self.session.position

    @property
    def game(self) -> str:
        return self.session.game

    @property
    def history(self) -> History:
        return self.session.history

    @property
    def number(self) -> int | None:
        return self.session.number

    @property
    def daily(self) -> datetime.date | None:
        return self.session.daily

    @property
    def solver_played(self) -> bool:
        return self.session.solver_played

    @property
    def from_file(self) -> bool:
        return self.session.from_file

    def elapsed(self) -> float:
        return self.session.elapsed()

    def game_in_progress(self) -> bool:
        return self.session.in_progress()

    def rewind_known(self) -> None:
        self.endings.solver_spoke()

    # --- Starting a game -----------------------------------------------------------

    def start_position(
        self, position: Position, number: int | None = None, daily: datetime.date | None = None
    ) -> None:
        """Play ``position`` from here on: a new deal, a daily deal, a file."""
        self.skip_animation()
        self.session.begin(position, number, daily)

    def start_deal(self, game: str, number: int) -> None:
        self.dealer.deal(game, number)

    def may_leave_game(self) -> bool:
        """Ask before a game in progress is abandoned (leaving.py). True to go ahead."""
        if not self.session.in_progress() or not self.settings.confirm_abandon:
            return True
        self.skip_animation()
        abandon, never_ask = ask_to_abandon(self, self.session)
        if abandon and never_ask:
            self.settings.confirm_abandon = False  # Settings can turn it on again
            self._save_settings()
        return abandon

    def open_position(self, position: Position) -> bool:
        """Play a position from a .deal file, if the game in progress may be
        left (the player is asked); False if the player kept their game."""
        if not self.may_leave_game():
            return False
        self.start_position(position)
        return True

    def open_file(self) -> None:
        position = choose_position(self, self.tell)
        if position is not None:
            self.open_position(position)

    def save_file(self) -> None:
        save_position(self, self.session, self.tell, lambda text: self.statusBar().showMessage(text, 8000))

    def new_deal(self) -> None:
        if self.may_leave_game():
            self.dealer.new_deal()

    def winnable_deal(self) -> None:
        if self.may_leave_game():
            self.dealer.look_for(None)

    def daily_deal(self) -> None:
        if self.may_leave_game():
            self.dealer.look_for(datetime.date.today())

    def choose_game(self, game: str) -> None:
        if not self.may_leave_game():
            self.game_actions[self.game].setChecked(True)  # the menu showed the new one
            return
        if self.settings.last_game != game:
            self.settings.last_game = game
            self._save_settings()
        self.dealer.random_deal(game)

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

    def show_statistics(self) -> None:
        dialog = StatisticsDialog(self.keeper, self.events, self.session.key, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        self.statistics_dialog = dialog

    # --- Moves ---------------------------------------------------------------------------

    def play_move(self, move: Move, by_solver: bool = False) -> None:
        """Make a move the table asked for (always one of legal_moves)."""
        if self.session.auto_steps is not None:
            self.skip_animation()
        if not self.session.play(move, by_solver):
            self.scene.show_position(self.position)

    def _play_solver_move(self, move: Move) -> None:
        self.play_move(move, by_solver=True)

    def undo(self) -> None:
        self.skip_animation()
        self.session.undo()

    def redo(self) -> None:
        self.skip_animation()
        self.session.redo()

    def restart(self) -> None:
        self.skip_animation()
        self.session.restart()

    def undo_to(self, moves_made: int) -> None:
        self.skip_animation()
        self.session.undo_to(moves_made)
        self.skip_animation()

    # --- Auto finish: one step per glide ---------------------------------------------------

    def _step_auto_finish(self) -> None:
        while self.session.auto_step():
            if self.scene.glides.active:
                return  # the next card goes when this glide ends

    def _glides_finished(self) -> None:
        if self.session.auto_steps is not None:
            # Not from inside the animation's own signal: start the next glide fresh.
            QTimer.singleShot(0, self._step_auto_finish)

    def skip_animation(self) -> None:
        """Any input finishes what is moving: glides jump to their end, and a
        running auto finish plays its remaining cards at once."""
        glides = self.scene.glides
        if self.session.auto_steps is not None:
            seconds, glides.seconds = glides.seconds, 0.0
            glides.finish()
            self._step_auto_finish()
            glides.seconds = seconds
        glides.finish()

    # --- Hints (hints.py) and help (helpmenu.py) ----------------------------------------

    def request_hint(self) -> None:
        self.hints.request_hint()

    def show_solution(self) -> None:
        self.hints.show_solution()

    def step_solution(self) -> None:
        self.hints.step_solution()

    def undo_to_winnable(self) -> None:
        self.hints.undo_to_winnable()

    def _counted_words(self, which: str, count: int) -> str:
        # Here for their plural forms: pyside6-lupdate finds those only in self.tr.
        if which == "cleared":
            return self.tr("All columns cleared in %n moves, time %1.", "", count)
        if which == "score":
            return self.tr("Score %1 in %n moves, time %2.", "", count)
        return self.tr("No move is left. Cards left: %n", "", count)

    def show_how_to_play(self) -> None:
        show_how_to_play(self, self.game)
