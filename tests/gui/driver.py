"""A small driver of the window's table for the tests: deal, click a card,
drag, press a key, and read what the player sees (the status, the message,
the notices, the banner) and where the cards lie, as plain values. The
tests talk to it, not to the scene's items; the scene's insides are read
here only, so a change to them is made once."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from goodmeasure import engine
from goodmeasure.gui.table.items import CardItem
from goodmeasure.gui.table.layout import PileKey, Rect, TableLayout
from goodmeasure.gui.window.mainwindow import MainWindow

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.MouseButton.NoButton
NO_KEYS = Qt.KeyboardModifier.NoModifier
Spot = tuple[PileKey, int]


def _rect(rect: QRectF) -> Rect:
    return Rect(rect.x(), rect.y(), rect.width(), rect.height())


class TableDriver:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self._scene = window.scene
        self._view = window.view

    # --- Dealing ----------------------------------------------------------------------

    def deal(self, game: str, number: int, options: frozenset[str] | None = None) -> engine.Position:
        """Deal ``number`` of ``game`` (with its rule ``options``) onto the table."""
        if options is None:
            self.window.start_deal(game, number)
        else:
            self.window.start_position(engine.deal(game, number, options), number)
        QApplication.processEvents()
        return self.window.position

    def start(self, text_or_position: str | engine.Position) -> engine.Position:
        """Put a position (``.deal`` text or Position) on the table."""
        position = (
            engine.read_deal(text_or_position) if isinstance(text_or_position, str) else text_or_position
        )
        self.window.start_position(position)
        QApplication.processEvents()
        return self.window.position

    # --- Where things lie (table units, plain values) ------------------------------

    @property
    def layout(self) -> TableLayout:
        """Where every card and slot lies by the rules of the layout."""
        assert self._scene.layout is not None
        return self._scene.layout

    @property
    def card_width(self) -> float:
        return self.layout.card_w

    @property
    def pixel_ratio(self) -> float:
        """Device pixels per table unit the card faces are drawn at."""
        return self._scene.ratio

    @property
    def size(self) -> tuple[float, float]:
        """The table's width and height."""
        rect = self._scene.sceneRect()
        return rect.width(), rect.height()

    def pile_rect(self, pile: PileKey) -> Rect:
        return self.layout.pile_area(pile)

    def card_pos(self, pile: PileKey, index: int = -1) -> tuple[float, float]:
        """Where the card's top-left corner is drawn now (mid-glide too)."""
        pos = self._scene.card_item(pile, index).pos()
        return pos.x(), pos.y()

    def card_rect(self, pile: PileKey, index: int = -1) -> Rect:
        """The card as drawn now: its place, its size (scaled mid-leap)."""
        return _rect(self._scene.card_item(pile, index).sceneBoundingRect())

    def card_shown(self, pile: PileKey, index: int = -1) -> bool:
        return self._scene.card_item(pile, index).isVisible()

    def card_layer(self, pile: PileKey, index: int = -1) -> float:
        """The card's place in the table's stacking order (higher lies over)."""
        return self._scene.card_item(pile, index).zValue()

    def card_transformed(self, pile: PileKey, index: int = -1) -> bool:
        """The card's picture is drawn scaled (not yet redrawn at its size)."""
        return not self._scene.card_item(pile, index).transform().isIdentity()

    def card_scale(self, pile: PileKey, index: int = -1) -> float:
        return self._scene.card_item(pile, index).scale()

    def card_image(self, pile: PileKey, index: int = -1) -> QImage:
        """The card's face (or back) as drawn, in device pixels."""
        return self._scene.card_item(pile, index).pixmap().toImage()

    def card_pixels(self, pile: PileKey, index: int = -1) -> tuple[float, int, int]:
        """The card picture's device pixel ratio and size in device pixels."""
        pixmap = self._scene.card_item(pile, index).pixmap()
        return pixmap.devicePixelRatio(), pixmap.width(), pixmap.height()

    def drawn_at(self, pile: PileKey, index: int = -1) -> tuple[float, float, float]:
        """The width, height and pixel ratio the card's picture was made for."""
        _, width, height, ratio = self._scene.card_item(pile, index).face_key
        return width, height, ratio

    def card_offset(self, pile: PileKey, index: int = -1) -> tuple[float, float]:
        """How far the card's picture is drawn from its place (risen in the hand)."""
        offset = self._scene.card_item(pile, index).offset()
        return offset.x(), offset.y()

    def spots(self) -> list[Spot]:
        """Every card that shows, as (pile, index)."""
        return [spot for spot, item in self._cards_by_spot().items() if item.isVisible()]

    def shadow_shown(self, pile: PileKey, index: int = -1) -> bool:
        return self._scene.card_item(pile, index).shadow.isVisible()

    def shadow_rect(self, pile: PileKey, index: int = -1) -> Rect:
        return _rect(self._scene.card_item(pile, index).shadow.sceneBoundingRect())

    def shadow_picture(self, pile: PileKey, index: int = -1) -> tuple[int, float, float]:
        """The shadow's picture: its width in device pixels, its pixel ratio,
        and the width it shows at."""
        shadow = self._scene.card_item(pile, index).shadow
        pixmap = shadow.pixmap()
        return pixmap.width(), pixmap.devicePixelRatio(), shadow.boundingRect().width()

    def on_top(self, x: float, y: float) -> Spot | None:
        """The card a click at a table point lands on, as (pile, index):
        None where the topmost thing there is no card (a frame, the felt)."""
        top = next(iter(self._scene.items(QPointF(x, y))), None)
        if not isinstance(top, CardItem):
            return None
        return next((spot for spot, item in self._cards_by_spot().items() if item is top), None)

    def card_on_top(self, x: float, y: float) -> Spot | None:
        """The topmost card at a table point (frames over it left aside)."""
        top = next((item for item in self._scene.items(QPointF(x, y)) if isinstance(item, CardItem)), None)
        return next((spot for spot, item in self._cards_by_spot().items() if item is top), None)

    def point(self, pile: PileKey, index: int = -1) -> QPoint:
        """The viewport point over a card's showing part (or an empty slot)."""
        return self._view.mapFromScene(self._scene.spot_point(pile, index))

    def table_point(self, pile: PileKey, index: int = -1) -> tuple[float, float]:
        """The table point over a card's showing part (or an empty slot)."""
        at = self._scene.spot_point(pile, index)
        return at.x(), at.y()

    def face_on_top(self, pile: PileKey, index: int = -1) -> engine.Card | None:
        """The card the player sees at a card's showing part (None: a back)."""
        for item in self._scene.items(self._scene.spot_point(pile, index)):
            if isinstance(item, CardItem) and item.isVisible():
                return item.face_key[0] if item.face_key else None
        return None

    def faces(self) -> list[engine.Card | None]:
        """The card of every card picture that shows (None: a back)."""
        return [
            item.face_key[0] if item.face_key else None
            for item in self._scene.items()
            if isinstance(item, CardItem) and item.isVisible()
        ]

    def card_sizes_drawn(self) -> set[int]:
        """The card widths (rounded) the table's card pictures were made for."""
        return {
            round(item.face_key[1])  # type: ignore[call-overload]
            for item in self._scene.items()
            if isinstance(item, CardItem) and item.face_key
        }

    def to_viewport(self, rect: Rect) -> QRect:
        """A table rectangle as the viewport shows it (its pixels)."""
        return self._view.mapFromScene(rect.x, rect.y, rect.w, rect.h).boundingRect()

    def _card_items(self) -> list[CardItem]:
        return [item for items in self._scene._cards.values() for item in items]

    def _cards_by_spot(self) -> dict[Spot, CardItem]:
        return {(pile, i): item for pile, items in self._scene._cards.items() for i, item in enumerate(items)}

    # --- Input, as the player gives it ---------------------------------------------

    def click(self, pile: PileKey, index: int = -1) -> None:
        self.click_point(self.point(pile, index))

    def click_point(self, at: QPoint) -> None:
        QTest.mouseClick(self._view.viewport(), LEFT, NO_KEYS, at)
        QApplication.processEvents()

    def double_click(self, pile: PileKey, index: int = -1) -> None:
        self.double_click_point(self.point(pile, index))

    def double_click_point(self, at: QPoint) -> None:
        """What Qt delivers for a real double-click: press, release, press,
        double-click, release."""
        self.mouse(QEvent.Type.MouseButtonPress, at, LEFT)
        self.mouse(QEvent.Type.MouseButtonRelease, at, NONE)
        self.mouse(QEvent.Type.MouseButtonPress, at, LEFT)
        self.mouse(QEvent.Type.MouseButtonDblClick, at, LEFT)
        self.mouse(QEvent.Type.MouseButtonRelease, at, NONE)
        QApplication.processEvents()

    def drag(self, source: Spot, target: Spot, steps: int = 8) -> None:
        """Press on the card ``source`` (pile, index), move in steps with the
        button held, release over ``target`` ((pile, -1): the pile's top)."""
        self.drag_points(self.point(*source), self.point(*target), steps)

    def drag_points(self, start: QPoint, end: QPoint, steps: int = 8) -> None:
        """Press at ``start``, move in steps with the button held, release at ``end``."""
        viewport = self._view.viewport()
        QTest.mousePress(viewport, LEFT, NO_KEYS, start)
        for step in range(1, steps + 1):
            self.mouse(QEvent.Type.MouseMove, start + (end - start) * (step / steps), LEFT)
        QTest.mouseRelease(viewport, LEFT, NO_KEYS, end)
        QApplication.processEvents()

    def press(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = NO_KEYS) -> None:
        QTest.keyClick(self._view, key, modifiers)
        QApplication.processEvents()

    def mouse(self, kind: QEvent.Type, at: QPoint | QPointF, held: Qt.MouseButton) -> None:
        """A mouse event with the buttons ``held`` (QTest.mouseMove carries
        none: a drag's moves are sent so)."""
        viewport = self._view.viewport()
        local = QPointF(at)
        button = NONE if kind == QEvent.Type.MouseMove else LEFT
        event = QMouseEvent(kind, local, viewport.mapToGlobal(local), button, held, NO_KEYS)
        QApplication.sendEvent(viewport, event)

    # --- What the table shows ------------------------------------------------------

    @property
    def held(self) -> PileKey | None:
        """The pile whose card is in hand (picked up by a click or a key)."""
        return self._scene.held

    @property
    def focus(self) -> PileKey | None:
        """The pile the keyboard's frame is on."""
        return self._scene.focus

    @property
    def focus_frame(self) -> Rect | None:
        """Where the keyboard's frame is drawn, if it shows."""
        frame = self._scene._focus_frame
        if not frame.isVisible():
            return None
        return _rect(frame.sceneBoundingRect())

    def stock_count(self) -> str | None:
        """The count on the stock, if it shows on top of the stock's cards."""
        badge = self._scene._stock_count
        shown = [item for item in self._scene.items(badge.scenePos()) if item.isVisible()]
        return badge.text if shown and shown[0] is badge else None

    @property
    def bouquet_place(self) -> int:
        """Which bouquet card the keyboard's frame is on."""
        return self._scene.bouquet_place

    def accepting_piles(self) -> list[PileKey]:
        """The piles framed as taking the card in hand."""
        return self._scene.accepting_piles()

    def notice_top(self, strip: float) -> float:
        """How far down a notice ``strip`` high may lie and hide no card."""
        return self._scene.notice_top(strip)

    @property
    def hint(self) -> engine.Move | None:
        """The move the hint's frames point out."""
        return self._scene.hint

    def hint_frames(self) -> tuple[Rect | None, Rect | None]:
        """The hint's frames (around the card, around where it goes), each
        where it is drawn, or None if it does not show."""
        source, target = (
            _rect(frame.sceneBoundingRect()) if frame.isVisible() else None
            for frame in self._scene._hint_frames
        )
        return source, target

    def hinted_card(self) -> Rect | None:
        """The hint's frame around the card to move, if it shows."""
        return self.hint_frames()[0]

    def hint_shown(self) -> bool:
        """Both of the hint's frames show."""
        return all(frame is not None for frame in self.hint_frames())

    def no_hint_shown(self) -> bool:
        """None of the hint's frames shows."""
        return all(frame is None for frame in self.hint_frames())

    def show_hint(self, move: engine.Move) -> None:
        """Frame ``move`` as a hint does (without asking the solver)."""
        self._scene.show_hint(move)

    @property
    def gliding(self) -> bool:
        """A card (or the won table's leap) is moving."""
        return self._scene.glides.active

    def finish_glides(self) -> None:
        """What any input does: every moving card lands at once."""
        self._scene.glides.finish()

    def wait_still(self, qtbot, timeout: int = 5000) -> None:
        qtbot.waitUntil(lambda: not self._scene.glides.active, timeout=timeout)

    @property
    def glides_finished(self):
        """The signal a glide's end sends."""
        return self._scene.glides.finished

    @property
    def sharpening(self) -> bool:
        """Cards drawn scaled after a resize wait to be drawn sharp again."""
        return self._scene.sharpen_timer.isActive()

    def wait_sharp(self, qtbot, timeout: int = 5000) -> None:
        qtbot.waitUntil(lambda: not self._scene.sharpen_timer.isActive(), timeout=timeout)

    def sharpen_after(self, milliseconds: int) -> None:
        """How long the size must keep still before cards are drawn sharp."""
        self._scene.sharpen_timer.setInterval(milliseconds)

    def count_renders(self, monkeypatch) -> list[tuple[object, ...]]:
        """Every card picture asked of the card art, from now on."""
        calls: list[tuple[object, ...]] = []
        art = self._scene.art
        real = art.pixmap

        def pixmap(*args: object):  # noqa: ANN202
            calls.append(args)
            return real(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(art, "pixmap", pixmap)
        return calls

    def nothing_scaled(self) -> bool:
        """Every picture on the table is drawn at its own size."""
        return all(item.transform().isIdentity() for item in self._scene.items())

    @property
    def position_drawn(self) -> engine.Position | None:
        """The position the table shows."""
        return self._scene.position

    @property
    def deck(self) -> str:
        """The deck the cards are drawn from."""
        return self._scene.art._deck

    @property
    def card_back(self) -> str:
        """The back face-down cards are drawn with."""
        return self._scene.art._back

    @property
    def card_art(self) -> object:
        """The card art the table draws from (a new one after a change of back)."""
        return self._scene.art

    def back_picture(self, width: float, height: float, ratio: float) -> QImage:
        """The back as the table's card art draws it at that size."""
        return self._scene.art.back(width, height, ratio).toImage()

    @property
    def high_contrast(self) -> bool:
        """The table is drawn in high contrast."""
        return self._scene.high_contrast

    @property
    def glide_seconds(self) -> float:
        """How long a card's glide takes (the animation speed)."""
        return self._scene.glides.seconds

    @property
    def auto_play(self) -> bool:
        """Cards go to their foundations by themselves."""
        return self._scene.auto_play

    def any_input(self) -> None:
        """What any click or key tells the window first: the player takes over."""
        self._scene.input_started.emit()

    def nothing_left_to_say(self) -> bool:
        """Whether the screen reader's words of this turn are said (what one
        turn of the event loop queues is said as one, on the next)."""
        return not self.window.voice._queue

    def verdict_arrives(self, text: str) -> None:
        """Show a winnability verdict as the solver's answer shows it."""
        self.window.hints._set_status(text, "")

    # --- What the window tells ------------------------------------------------------

    def status(self, field: str) -> str:
        """A status bar field: game, deal, moves, time, score."""
        return self.window.status_labels[field].text()

    def message(self) -> str:
        """The message line's words (a hint, a refusal)."""
        return self.window.hints.message_label.text()

    def notices(self) -> list[str]:
        """The texts of the notice boxes that show."""
        return [
            box.text()
            for box in QApplication.topLevelWidgets()
            if isinstance(box, QMessageBox) and box.isVisible()
        ]

    def banner(self) -> tuple[str, str] | None:
        """The notice over the table (title, words), if it shows."""
        banner = self.window.banner
        if not banner.isVisible():
            return None
        return banner.title.text(), banner.text.text()
