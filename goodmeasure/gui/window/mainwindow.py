"""The main window: it shows a session (:mod:`goodmeasure.session`, the game
in play) and turns its menus, keys and the table's gestures into session
calls. The parts it shows are modules of their own: actions.py (the table
of menu and toolbar actions), status.py, hints.py, endings.py, dealing.py,
table_follows.py and motion.py (the table, Auto finish at the table),
bouquet.py (the rule strip over the table), refusal.py, sound.py,
welcome.py, accessible.py (the screen reader's table); the dialogs through
on_demand.py, at their first use. The table, the status bar and the end
notice follow the session's Changes themselves; the window's own listener
keeps its title, menus and sounds."""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable

from PySide6.QtCore import QChildEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow

from goodmeasure.engine import Move, Position
from goodmeasure.gui.desktop.sound import TableSounds
from goodmeasure.gui.reader.accessible import TableVoice
from goodmeasure.gui.table.appearance import apply_card_back, fall_back_from_missing_art
from goodmeasure.gui.table.motion import Motion
from goodmeasure.gui.table.table import TableScene, TableView
from goodmeasure.gui.table.table_follows import TableFollows
from goodmeasure.gui.window import difficulty_menu
from goodmeasure.gui.window import notices as notices_module
from goodmeasure.gui.window.actions import Actions
from goodmeasure.gui.window.banner import Banner
from goodmeasure.gui.window.bouquet import BouquetNotice, strip_over_table
from goodmeasure.gui.window.dealing import Dealer
from goodmeasure.gui.window.endings import EndNotice, not_counted_words
from goodmeasure.gui.window.events import SessionEvents
from goodmeasure.gui.window.first_frame import FirstFrame
from goodmeasure.gui.window.fullscreen import FullScreen
from goodmeasure.gui.window.hints import HintController, Player
from goodmeasure.gui.window.leaving import ask_to_abandon
from goodmeasure.gui.window.on_demand import (
    ask_deal_number,
    choose_path,
    new_settings_dialog,
    new_statistics_dialog,
    read_position_or_tell,
    save_position,
    show_about,
    show_how_to_play,
    show_shortcuts,
)
from goodmeasure.gui.window.placement import KeysToTable, restore_place, saved_place
from goodmeasure.gui.window.refusal import Refusals
from goodmeasure.gui.window.settings_failure import StandingMessage, settings_not_saved
from goodmeasure.gui.window.status import StatusFields
from goodmeasure.gui.window.welcome import show_welcome
from goodmeasure.gui.words import key_title, told_words
from goodmeasure.session import Changes, Keeper, Session
from goodmeasure.session.dealsearch import DealRequest
from goodmeasure.storage import Settings, StoragePaths, load_settings, save_settings

# The smallest window: the status bar's words still fit (a daily deal, in
# German) and Gloucestershire's two-deck table stays playable.
MIN_SIZE = (820, 580)


class MainWindow(QMainWindow):
    def __init__(
        self,
        paths: StoragePaths | None = None,
        settings: Settings | None = None,
        notices: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.keys_to_table = KeysToTable(self)
        self.paths = paths or StoragePaths.default()
        if settings is None:
            settings, loaded_notices = load_settings(self.paths)
            notices = [*(notices or []), *loaded_notices]
        self.settings = settings
        self.keeper = Keeper(self.paths, lambda told: self.tell([told_words(t) for t in told]))
        self.session = Session(self.keeper)
        # Dialogs listen here (after the window: the table is shown first).
        self.events = SessionEvents(self.session, self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        # A new player's first deal is searched for once the table is drawn.
        self.first_frame = FirstFrame(self.view.viewport())
        self.rule_notice = strip_over_table(self.view)
        self.setCentralWidget(self.view)
        self.banner = Banner(self.view)
        self.sounds = TableSounds(self)
        self.motion = Motion(self.session, self.scene.glides)
        TableFollows(self.session, self.scene, self.motion)
        self.keys_to_table.table = self.view

        self.menu_actions = Actions(self, self._handlers(), self.choose_game)
        self.game_group = self.menu_actions.game_group
        self.game_actions = self.menu_actions.games
        levels = difficulty_menu.make_menu(
            self, lambda chosen: self.dealer.deal_of_level(chosen, self.may_leave_game)
        )
        self.menu_actions.fill_menus(self.menuBar(), levels)
        toolbar = self.menu_actions.toolbar(self)
        self.addToolBar(toolbar)
        keep_full_screen = lambda on: self._keep("fullscreen", on)  # noqa: E731
        full_screen = self.menu_actions["fullscreen"]
        self.full_screen = FullScreen(self, full_screen, toolbar, self._card_held, keep_full_screen)
        self.full_screen.watch_keys(self.view)
        self._welcome = show_welcome(
            self,
            self.settings.first_run_shown,
            self.menu_actions["howto"],
            self.menu_actions["hint"],
            lambda: self._keep("first_run_shown", True),
        )
        self.status = StatusFields(self.session, self.statusBar())
        self.status_labels = self.status.labels
        self._settings_unsaved = StandingMessage(self.statusBar())
        self.sounds.failed.connect(lambda text: self.statusBar().showMessage(text, 15000))
        missing_art = fall_back_from_missing_art(self.settings)  # said once: saved at once
        if missing_art:
            self._save_settings()
        notices = [*(notices or []), *missing_art]
        self.setMinimumSize(*MIN_SIZE)
        settings_now = lambda: self.settings  # noqa: E731 - the settings are replaced on each change
        self.bouquet = BouquetNotice(
            self.rule_notice,
            self.session,
            settings_now,
            self._keep,
            self.may_leave_game,
            self._deal_free_bouquet,
            self.statusBar(),
        )
        self.dealer = Dealer(
            self.session, settings_now, self.start_position, self.statusBar(), self.tell, self.bouquet.offer
        )
        player = Player(self.skip_animation, self._play_solver_move, self.undo_to, self.new_deal)
        bar = self.statusBar()
        self.hints = HintController(self.session, settings_now, self.scene, self.banner, bar, player)
        self.hints.runner.start_after(self.first_frame.then)  # the table drawn first
        self.endings = EndNotice(
            self.session,
            self.banner,
            self._celebrate,
            self.new_deal,
            self.undo,
            self.undo_to_winnable,
            self._counted_words,
        )
        self.scene.input_started.connect(self.hints.stop_solution)
        self.scene.move_requested.connect(self.play_move)
        self.refusals = Refusals(self.scene, self.session, self.hints.say, settings_now, self.sounds.refused)
        self.scene.input_started.connect(self.skip_animation)
        # The rule strip lies over the felt; once the player plays, it makes way
        # (its words were read or passed over): it never hides a card in play.
        self.scene.input_started.connect(self.rule_notice.hide)
        self.voice = TableVoice(self)  # the screen reader's table (accessible.py)
        self.banner.clicked.connect(self.scene.hide_focus)
        self.session.subscribe(self._changed)
        self.apply_settings()
        restore_place(self, self.settings.window_geometry)
        self.full_screen.set_on(self.settings.fullscreen, keep=False)
        if self.session.resume():
            self._first_deal_done()
        elif self._first_deal_ever():
            self.first_frame.then(self._first_deal)
        else:
            self.dealer.random_deal(self.settings.last_game)
        self.view.setFocus()
        notices_module.tell_when_shown(self, [*(notices or []), *self.keeper.notices])

    def _handlers(self) -> dict[str, Callable[[], object]]:
        return {
            "new": self.new_deal,
            "winnable": self.winnable_deal,
            "daily": self.daily_deal,
            "restart": self.restart,
            "number": self.choose_number,
            "statistics": self.show_statistics,
            "open": self.open_file,
            "save": self.save_file,
            "quit": self.close,
            "undo": self.undo,
            "redo": self.redo,
            "hint": lambda: self.hints.request_hint(),
            "solution": lambda: self.hints.show_solution(),
            "step": lambda: self.hints.step_solution(),
            "rewind": self.undo_to_winnable,
            "settings": self.edit_settings,
            "howto": lambda: show_how_to_play(self, self.game),
            "about": lambda: show_about(self),
            "shortcuts": lambda: show_shortcuts(self, self.menu_actions),
            "fullscreen": lambda: self.full_screen.toggle(),
            "read_table": lambda: self.voice.read_table(),
            "read_pile": lambda: self.voice.read_pile(),
            "read_score": lambda: self.voice.read_score(),
        }

    def _deal_free_bouquet(self, asked: DealRequest | None) -> None:
        """The rule strip's switch, the settings already changed: the deal the
        player asked for (a winnable deal, the daily deal, one of a level)
        under the free bouquet, else a new free-bouquet deal."""
        if asked is None:
            self.dealer.random_deal("gloucestershire")
        else:
            # A winnable deal too where one was asked for (a plain winnable
            # deal, a new deal with "winnable only", the daily deal, a level).
            self.dealer.search.look_for(
                daily=asked.daily, fallback=asked.fallback, level=asked.level, game="gloucestershire"
            )

    def _card_held(self) -> bool:
        """A card in hand (picked up, or being dragged): Escape puts it back."""
        return self.scene.held is not None or self.scene._dragging is not None

    def tell(self, messages: list[str]) -> None:
        notices_module.tell(self, messages)

    # --- What the session changed, shown ----------------------------------------------

    def _changed(self, changes: Changes) -> None:
        """The window's own part of a change: its title, menus and sounds.
        The table (table_follows.py), the status bar (status.py) and the end
        notice (endings.py) follow the session themselves."""
        session = self.session
        if changes.played:
            self.sounds.placed()
        if changes.game:
            self.game_actions[session.game].setChecked(True)
            # The variant in force is this deal's, not the settings'.
            self.setWindowTitle(f"{key_title(session.key)} \u2014 goodmeasure")
        if changes.position:
            self.menu_actions["undo"].setEnabled(session.history.can_undo())
            self.menu_actions["redo"].setEnabled(session.history.can_redo())
            # The analysis (hints.py) follows the session's positions itself.

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802
        super().childEvent(event)
        if event.polished():
            self.keys_to_table.watch(event.child())

    # --- Settings ----------------------------------------------------------------

    def apply_settings(self) -> None:
        self.session.auto_finish = self.settings.auto_finish
        self.scene.auto_play = self.settings.auto_play
        self.scene.glides.set_speed(self.settings.animation_speed)
        settings = self.settings
        self.view.set_high_contrast(settings.high_contrast, settings.table_colour, settings.table_surface)
        apply_card_back(self.scene, self.settings.card_back, self.settings.deck)
        self.sounds.apply(self.settings)

    def _keep(self, name: str, value: object) -> None:
        """Change one setting and save the settings."""
        self.settings = dataclasses.replace(self.settings, **{name: value})  # type: ignore[arg-type]
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_settings(self.paths, self.settings)
        except OSError as error:
            self._settings_unsaved.show(settings_not_saved(error, self.paths.config_dir))
            return
        except ValueError as error:
            self.statusBar().showMessage(self.tr("Settings not saved: %s") % error, 8000)
            return
        self._settings_unsaved.withdraw()

    def edit_settings(self) -> None:
        dialog = new_settings_dialog(self.settings, self)
        dialog.changed.connect(self._settings_changed)
        dialog.exec()
        self._save_settings()

    def _settings_changed(self, settings: Settings) -> None:
        # Live: every change in the dialog shows and is kept at once.
        live_before = self.settings.live_status
        self.settings = settings
        self.apply_settings()
        self._save_settings()
        if settings.live_status != live_before:
            self.hints.live_status_changed()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.skip_animation()
        # Both threads stopped and waited for: a QThread deleted while running aborts.
        self.hints.shutdown()
        self.dealer.close()
        self.session.save()  # the clock ran since the last move
        self.keeper.flush()  # the save is written off this thread: on disk before quitting
        self.scene.art.keep_on_disk()  # the next start shows these cards sooner
        geometry = saved_place(self)
        if geometry != self.settings.window_geometry:
            self.settings.window_geometry = geometry
            self._save_settings()
        super().closeEvent(event)

    # --- The session, as the window's callers and tests know it ---------------------

    position = property(lambda self: self.session.position)
    game = property(lambda self: self.session.game)
    history = property(lambda self: self.session.history)
    number = property(lambda self: self.session.number)
    daily = property(lambda self: self.session.daily)
    solver_played = property(lambda self: self.session.solver_played)
    from_file = property(lambda self: self.session.from_file)
    level = property(lambda self: self.session.level)
    # The first-run pointer (welcome.py) until it is dismissed.
    welcome = property(lambda self: None if self._welcome is None or self._welcome.gone else self._welcome)

    def elapsed(self) -> float:
        return self.session.elapsed()

    def game_in_progress(self) -> bool:
        return self.session.in_progress()

    def rewind_known(self) -> None:
        self.endings.solver_spoke()

    # --- Starting a game -----------------------------------------------------------

    def start_position(
        self,
        position: Position,
        number: int | None = None,
        daily: datetime.date | None = None,
        level: str | None = None,
    ) -> None:
        """Play ``position`` from here on: a new deal, a daily deal, a file
        (``level``: the solver's rating of a deal it picked)."""
        self.skip_animation()
        self.dealer.cancel()
        self.session.begin(position, number, daily, level)
        self._first_deal_done()
        self.sounds.dealt()
        self.bouquet.dealt()

    def _first_deal_ever(self) -> bool:
        """No deal was dealt in this home before (a player from before the
        setting existed has statistics)."""
        return not self.settings.first_deal_dealt and not self.keeper.statistics.games

    def _first_deal(self) -> None:
        # Unless the player (or the smoke test) dealt one before the table was drawn.
        if not self.settings.first_deal_dealt:
            self.dealer.first_deal(self.settings.last_game)

    def _first_deal_done(self) -> None:
        if not self.settings.first_deal_dealt:
            self._keep("first_deal_dealt", True)

    def start_deal(self, game: str, number: int) -> None:
        self.dealer.deal(game, number)

    def may_leave_game(self, opening: str | None = None) -> bool:
        """Ask before a game in progress is abandoned (leaving.py), for the
        file ``opening`` if one is to be opened. True to go ahead."""
        if not self.session.in_progress() or not self.settings.confirm_abandon:
            return True
        self.skip_animation()
        abandon, never_ask = ask_to_abandon(self, self.session, opening)
        if abandon and never_ask:
            self._keep("confirm_abandon", False)  # Settings can turn it on again
        return abandon

    def open_position(self, position: Position, path: str | None = None) -> bool:
        """Play a position from a .deal file (``path``), if the game in progress
        may be left (the player is asked); False if the player kept their game."""
        if not self.may_leave_game(path):
            return False
        self.start_position(position)
        return True

    def open_file(self) -> None:
        path = choose_path(self)
        if path:
            self._open_path(path)

    def _open_path(self, path: str) -> None:
        position = read_position_or_tell(path, self.tell)
        if position is not None:
            self.open_position(position, path)

    def open_handed_path(self, path: str | None) -> None:
        """Another start of the app handed over a file (or nothing): come to
        the front, then open it as Game > Open position does (asking first)."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if path is not None:
            self._open_path(path)

    def save_file(self) -> None:
        save_position(self, self.session, self.tell, lambda text: self.statusBar().showMessage(text, 8000))

    def new_deal(self) -> None:
        if self.may_leave_game():
            self.dealer.new_deal()

    def winnable_deal(self) -> None:
        self.dealer.winnable(None, self.may_leave_game)

    def daily_deal(self) -> None:
        self.dealer.winnable(datetime.date.today(), self.may_leave_game)

    def choose_game(self, game: str) -> None:
        if not self.may_leave_game():
            self.game_actions[self.game].setChecked(True)  # the menu showed the new one
            return
        if self.settings.last_game != game:
            self.settings.last_game = game
            self._save_settings()
        self.dealer.random_deal(game)

    def choose_number(self) -> None:
        number = ask_deal_number(self, self.game, self.number, self.daily)
        if number is not None and self.may_leave_game():
            self.start_deal(self.game, number)

    def show_statistics(self) -> None:
        dialog = new_statistics_dialog(self.keeper, self.events, self.session.key, self)
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

    def _celebrate(self) -> None:
        self.sounds.won()
        self.scene.celebrate()

    def _play_solver_move(self, move: Move) -> None:
        counted = not self.session.assisted
        self.play_move(move, by_solver=True)
        if counted and self.session.assisted:
            # Said at once, not only at the end: from now on this game is the solver's too.
            self.statusBar().showMessage(not_counted_words(self.session), 8000)

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

    def skip_animation(self) -> None:
        self.motion.finish()

    # --- Hints (hints.py) and help (helpmenu.py) ----------------------------------------

    def undo_to_winnable(self) -> None:
        self.hints.undo_to_winnable()

    def _counted_words(self, which: str, count: int) -> str:
        # Here for their plural forms: pyside6-lupdate finds those only in self.tr.
        if which == "cleared":
            return self.tr("All columns cleared in %n moves, time %1.", "", count)
        return self.tr("Score %1 in %n moves, time %2.", "", count)
