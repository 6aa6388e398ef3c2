"""The table as a screen reader sees it, through Qt's own accessibility
(AT-SPI, UI Automation, NSAccessibility: no platform code here).

The view is a list whose items are the piles, each named with what it
holds (:mod:`.speech`); the accessible focus follows the keyboard's pile,
and every change is said once, as one announcement per turn of the event
loop: a move, an undo, a refused card, the hint, the solver's verdict,
the end of the game.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QMainWindow

from goodmeasure.engine import Card, Position
from goodmeasure.gui.reader.speech import Speech, pile_cards, pile_keys, top_source
from goodmeasure.gui.table import play
from goodmeasure.gui.table.play import PileKey
from goodmeasure.gui.table.table import TableScene, TableView
from goodmeasure.gui.window.refusal import refused_words
from goodmeasure.gui.words import card_words, game_title, score_words
from goodmeasure.session import Changes

_speech: Speech | None = None


def speech() -> Speech:
    global _speech
    if _speech is None:
        _speech = Speech(QCoreApplication.instance())
    return _speech


def _card_of(position: Position, source: PileKey) -> Card:
    """The card a move source names (a pile's top, or a bouquet card)."""
    pile, place = play.source_pile(source)
    cards = pile_cards(position, pile)
    return cards[-1 if place is None else place]


class PileAccess(QAccessibleInterface):
    """One pile: a list item named with what it holds. Made once per pile
    key and view and kept: Qt's accessibility cache holds it by its id."""

    def __init__(self, view: TableView, key: PileKey) -> None:
        super().__init__()
        self._view = view
        self.key = key

    @property
    def _scene(self) -> TableScene:
        return self._view.table

    def isValid(self) -> bool:  # noqa: N802 (Qt API)
        # Qt's cache may outlive the window (a test's, or a closed one's).
        if not shiboken6.isValid(self._view):
            return False
        position = self._scene.position
        return position is not None and self.key in pile_keys(position)

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self._view.window().windowHandle() if self.isValid() else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self._view) if self.isValid() else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        return None

    def text(self, kind: QAccessible.Text) -> str:
        scene = self._scene
        if not self.isValid() or scene.position is None:
            return ""
        place = scene.bouquet_place if self.key == scene.focus else None
        if kind == QAccessible.Text.Name:
            name = speech().pile(scene.position, self.key, place)
            held = scene.held
            if held is not None and play.source_pile(held)[0] == self.key:
                name = QCoreApplication.translate("Speech", "%1, picked up").replace("%1", name)
            elif held is not None and self.key in play.moves_by_target(scene.position, held):
                # What the lit frame shows the eye: this pile takes the card in hand.
                card = card_words(_card_of(scene.position, held))
                name = (
                    QCoreApplication.translate("Speech", "%1, takes the %2")
                    .replace("%1", name)
                    .replace("%2", card)
                )
            return name
        if kind == QAccessible.Text.Description:
            return speech().whole_pile(scene.position, self.key)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802
        pass

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        layout = self._scene.layout
        if layout is None or self.key not in layout.slots:
            return QRect()
        area = layout.pile_area(self.key)
        top_left = self._view.viewport().mapToGlobal(self._view.mapFromScene(area.x, area.y))
        return QRect(top_left, QPoint(top_left.x() + int(area.w), top_left.y() + int(area.h)))

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        state.focusable = True
        state.selectable = True
        scene = self._scene
        state.focused = self._view.hasFocus() and scene.focus == self.key
        state.selected = scene.held is not None and play.source_pile(scene.held)[0] == self.key
        state.invisible = not self._view.isVisible()
        return state


class TableAccess(QAccessibleWidget):
    """The view: a list named "Table" (the game in its description), its
    children the piles in reading order."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.List)
        self._view = view
        self._piles: dict[PileKey, PileAccess] = {}

    def pile(self, key: PileKey) -> PileAccess:
        if key not in self._piles:
            pile = PileAccess(self._view, key)
            # Qt's cache owns it from here (an id for AT-SPI's object path).
            QAccessible.registerAccessibleInterface(pile)
            self._piles[key] = pile
        return self._piles[key]

    def _keys(self) -> list[PileKey]:
        position = self._view.table.position
        return [] if position is None else pile_keys(position)

    def text(self, kind: QAccessible.Text) -> str:
        position = self._view.table.position
        if kind == QAccessible.Text.Name:
            return QCoreApplication.translate("Speech", "Table")
        if kind == QAccessible.Text.Description and position is not None:
            return game_title(position.game.name)
        return super().text(kind)

    def childCount(self) -> int:  # noqa: N802
        return len(self._keys())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        keys = self._keys()
        return self.pile(keys[index]) if 0 <= index < len(keys) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        keys = self._keys()
        key = getattr(child, "key", None)
        return keys.index(key) if key in keys else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        for key in self._keys():
            if self.pile(key).rect().contains(x, y):
                return self.pile(key)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802
        focus = self._view.table.focus
        if self._view.hasFocus() and focus in self._keys():
            return self.pile(focus)
        return None


def send(event: QAccessibleEvent) -> None:
    """Hand an event to the platform's accessibility (tests listen here)."""
    QAccessible.updateAccessibility(event)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TableView):
        return TableAccess(obj)
    return None


_installed = False


def install() -> None:
    """Qt asks the factory for every object's interface; once per process."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def table_access(view: TableView) -> TableAccess:
    access = QAccessible.queryAccessibleInterface(view)
    assert isinstance(access, TableAccess)
    return access


class TableVoice(QObject):
    """Says what changed at the table, once: the window hands in where it
    learns of changes (the session, the scene's keys, the hint's line, the
    solver's verdict, the notice over the table)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        install()
        self._window = window
        self._view: TableView = window.view  # type: ignore[attr-defined]
        self._scene: TableScene = window.scene  # type: ignore[attr-defined]
        self._session = window.session  # type: ignore[attr-defined]
        # Every announcement made, in order (the tests read it).
        self.said: list[str] = []
        self._queue: list[str] = []
        self._verdict = ""
        self._changes_seen = 0
        self._last = self._snapshot()
        self._session.subscribe(self._changed)
        self._scene.keyed.connect(self._keyed)
        hints = window.hints  # type: ignore[attr-defined]
        hints.said.connect(self.say)
        hints.verdict_shown.connect(self._say_verdict)
        window.banner.installEventFilter(self)  # type: ignore[attr-defined]
        self._view.installEventFilter(self)

    # --- Saying -------------------------------------------------------------------

    def say(self, text: str) -> None:
        """Queue ``text``; what one turn of the event loop queued is said as one."""
        if not text or text in self._queue:
            return
        if not self._queue:
            QTimer.singleShot(0, self, self._flush)
        self._queue.append(text)

    def _flush(self) -> None:
        if not self._queue:
            return
        text, self._queue = " ".join(self._queue), []
        self.said.append(text)
        if len(self.said) > 1000:  # a long evening's play: keep the recent words
            del self.said[:500]
        send(QAccessibleAnnouncementEvent(self._view, text))

    def _focus_pile(self, moved_within: bool = False) -> None:
        """The focus is on another pile; or, ``moved_within``, on another
        card of the same one (a free bouquet): its name changes instead, which
        a screen reader reads on the object it already has."""
        focus = self._scene.focus
        if focus is None or not self._view.hasFocus():
            return
        pile = table_access(self._view).pile(focus)
        kind = QAccessible.Event.NameChanged if moved_within else QAccessible.Event.Focus
        send(QAccessibleEvent(pile, kind))

    # --- What changed -------------------------------------------------------------

    def _snapshot(self) -> tuple[PileKey | None, int | None, PileKey | None, int]:
        scene = self._scene
        return (scene.focus, scene.bouquet_place, scene.held, self._changes_seen)

    def _changed(self, changes: Changes) -> None:
        self._changes_seen += 1
        words, session = speech(), self._session
        glide = changes.glide
        if changes.game:
            self._verdict = ""
            self._queue.clear()  # what the last game left unsaid is stale now
            labels = self._window.status_labels  # type: ignore[attr-defined]
            self.say(words.dealt(game_title(session.game), labels["deal"].text()))
        elif changes.fresh:
            self.say(words.back_to(session.history.moves_made))
        elif glide is not None and glide.back:
            self.say(words.undone(glide.before, glide.move))
        elif glide is not None and changes.played:
            self.say(words.move(glide.before, glide.move, session.position))
        elif glide is not None and changes.position:
            self.say(words.redone(glide.before, glide.move))
        if changes.auto_finish:
            self.say(words.auto_finish())

    def _keyed(self, key: int, shift: bool) -> None:
        """The table used a key: the focus, a card picked up or put back,
        or a key that did nothing said why."""
        focus, place, held, seen = self._last
        self._last = self._snapshot()
        scene, position = self._scene, self._scene.position
        if position is None or scene.focus is None:
            return
        moved = seen != self._changes_seen
        tab = key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        if scene.focus != focus or tab:
            self._focus_pile()
        elif scene.bouquet_place != place:
            self._focus_pile(moved_within=True)
        words = speech()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if moved:
            return
        if held is None and scene.held is not None:
            self.say(words.picked_up(self._card(scene.held)))
        elif held is not None and scene.held is None:
            card = self._card(held)
            if key == Qt.Key.Key_Escape:
                self.say(words.put_back(card))
            elif key == Qt.Key.Key_Space or enter:
                self.say(words.not_on(card, words.title(position, scene.focus)))
        elif key == Qt.Key.Key_F or (enter and shift):
            source = scene.source_for_keys()
            if source is not None and position.game.has_foundations:
                self.say(words.not_home(self._card(source)))
            elif source is not None:  # Golf: F plays onto the waste
                self.say(refused_words(position, source))
        elif (
            (key == Qt.Key.Key_Space or enter)
            and scene.held is None
            and top_source(position, scene.focus) is None
        ):
            self.say(words.nothing_to_pick(words.title(position, scene.focus)))

    def _card(self, source: PileKey) -> Card:
        position = self._scene.position
        assert position is not None
        return _card_of(position, source)

    def _say_verdict(self, text: str) -> None:
        """The solver's verdict, said when it changes ("Lost since move 14"),
        not its thinking, nor "Won" (the end notice says that)."""
        passing = {  # the status bar's words for these (hints.py)
            QCoreApplication.translate("HintController", "Thinking..."),
            QCoreApplication.translate("HintController", "Looking deeper..."),
            QCoreApplication.translate("HintController", "Not yet known"),
            QCoreApplication.translate("HintController", "Won"),
        }
        if not text or text in passing or text == self._verdict:
            return
        self._verdict = text
        self.say(text + ".")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self._view:
            # The table has the keys again (a dialog closed, KeysToTable): after
            # Qt's word for the view itself, the pile the keys are on.
            if event.type() == QEvent.Type.FocusIn:
                QTimer.singleShot(0, self, self._focus_pile)
            return False
        # The notice over the table (a win, no move left, a lost position).
        if event.type() == QEvent.Type.Show:
            banner = self._window.banner  # type: ignore[attr-defined]
            self.say(f"{banner.title.text()} {banner.text.text()}".strip())
        return False

    # --- Read-out keys ------------------------------------------------------------

    def read_table(self) -> None:
        self.say(speech().table(self._session.position))

    def read_pile(self) -> None:
        position = self._session.position
        focus = self._scene.focus
        if focus is None or focus not in pile_keys(position):
            focus = next((k for k in pile_keys(position) if k[0] == play.COLUMN), pile_keys(position)[0])
        self.say(speech().whole_pile(position, focus))

    def read_score(self) -> None:
        position = self._session.position
        self.say(speech().foundations(position, score_words(position, self._session.elapsed())))
