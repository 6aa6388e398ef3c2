"""The table: a scene that draws a position and turns gestures into moves.

The scene never decides legality. Every move it asks for is one of
:func:`goodmeasure.engine.legal_moves`, picked by :mod:`.play`; the main
window makes it with ``engine.apply`` and hands the new position back.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QWidget,
)

from goodmeasure.engine import Card, Move, Position
from goodmeasure.gui.table import play
from goodmeasure.gui.table.animation import Glides
from goodmeasure.gui.table.cardart import CardArt
from goodmeasure.gui.table.contrast import FOCUS_DARK, FOCUS_LIGHT, HIGH_CONTRAST_TABLE
from goodmeasure.gui.table.felt import paint_surface, usable_surface
from goodmeasure.gui.table.items import Z_CARD, Z_LIFTED, BadgeItem, CardItem, FrameItem, SlotItem
from goodmeasure.gui.table.layout import Rect, TableLayout, fans_for, notice_top, table_layout
from goodmeasure.gui.table.play import PileKey

TARGET_COLOUR = QColor("#ffd54a")
HELD_COLOUR = QColor("#4fc3f7")
FOCUS_COLOUR = FOCUS_LIGHT
HINT_COLOUR = QColor("#ff7043")

Spot = tuple[PileKey, int]

# During a live window resize the cards show their pictures scaled; crisp
# ones are rendered once the size has kept still this long. Rendering the 52+
# faces from SVG takes 45-100 ms, too long for every step of a dragged edge.
SHARPEN_AFTER_MS = 120
# A new table size this much larger or smaller (in logical pixels, either
# way) is one jump (a window maximised or restored), not a small step of a
# dragged edge: the cards glide to their new places and size. The steps of a
# dragged edge follow it at once, not lagging behind.
JUMP = 48


class _Press:
    """A left button press: where, and the card (if any) under it."""

    def __init__(self, point: QPointF, pile: PileKey | None, index: int, source: PileKey | None):
        self.point = point
        self.pile = pile
        self.index = index
        self.source = source
        self.grab = QPointF()


class TableScene(QGraphicsScene):
    # A move out of legal_moves that a gesture asks for.
    move_requested = Signal(object)
    # Any input: the window finishes running animations first (skippable).
    input_started = Signal()
    # A click (auto play) on a free card that fits nowhere: the window says why.
    click_refused = Signal(object)
    # A dragged card was dropped where it cannot go (it glides home): the
    # move the drop asked for (the window says why), or None (no other pile).
    drop_refused = Signal(object)
    # The cards or the hint were placed anew: a notice over the felt finds
    # its place again (banner.py), the table never moves for it.
    laid_out = Signal()
    # The keyboard played a key here (its key, Shift held): the screen
    # reader's side (accessible.py) says what it did.
    keyed = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A few hundred items that all move on a relayout: keeping a BSP
        # index of them up to date cost more than a plain search finding them.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.art = CardArt(on_disk=True)
        self.glides = Glides(self)
        self.auto_play = True
        # Cards and slots outlined in white on a black table (contrast.py).
        self.high_contrast = False
        self.ratio = 1.0
        self._size = (1280.0, 720.0)
        self.position: Position | None = None
        self.layout: TableLayout | None = None
        self._slots: dict[PileKey, SlotItem] = {}
        self._cards: dict[PileKey, list[CardItem]] = {}
        # Card items are hidden and reused, never deleted: deleting one inside
        # the scene's own mouse handler (a drop empties a pile) crashes Qt.
        self._spare: list[CardItem] = []
        self._targets: dict[PileKey, FrameItem] = {}
        self._held_frame = FrameItem(HELD_COLOUR, 4)
        self._focus_frame = FrameItem(FOCUS_COLOUR, 2, dashed=True, under=FOCUS_DARK)
        self._hint_frames = [FrameItem(HINT_COLOUR, 4), FrameItem(HINT_COLOUR, 4)]
        for frame in (self._held_frame, self._focus_frame, *self._hint_frames):
            self.addItem(frame)
        self._stock_count = BadgeItem()
        self.addItem(self._stock_count)
        self._press: _Press | None = None
        self._dragging: CardItem | None = None
        self._drag_home = QPointF()
        # When a click last made a move (a double-click must not make a second).
        self._click_moved_at = -1.0
        # The source picked up by a click (auto play off) or the keyboard.
        self.held: PileKey | None = None
        # The move the hint outlines; a hint belongs to one position.
        self.hint: Move | None = None
        # The pile with the keyboard focus; shown once the keyboard is used.
        self.focus: PileKey | None = None
        # With the free bouquet, the card the keyboard points at (None: the top).
        self.bouquet_place: int | None = None
        self._focus_shown = False
        # Set while a live resize step is drawn: cards keep the pictures they
        # have, scaled, and the timer renders crisp ones once resizing pauses.
        self._stretching = False
        self._new_size = False
        self._shadows = True  # cards cast their shadows (not during a live resize)
        self.sharpen_timer = QTimer(self)
        self.sharpen_timer.setSingleShot(True)
        self.sharpen_timer.setInterval(SHARPEN_AFTER_MS)
        self.sharpen_timer.timeout.connect(self.sharpen)

    # --- Drawing the position ------------------------------------------------

    def set_table_size(self, width: float, height: float, ratio: float, live: bool = False) -> None:
        """``live``: one step of a window being resized. The table is laid
        out at once at the new size, but the cards show the pictures they have,
        scaled, until resizing pauses; then crisp ones are rendered. A new
        screen scale (``ratio``) is always rendered crisp at once."""
        if (width, height, ratio) == (*self._size, self.ratio):
            if not live:
                self.sharpen()
            return
        live = live and ratio == self.ratio
        jump = max(abs(width - self._size[0]), abs(height - self._size[1])) >= JUMP
        self._size = (width, height)
        self.ratio = ratio
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.position is not None:
            # A new size: the cards' size is worked out afresh.
            self._stretching, self._new_size = live, True
            try:
                self.show_position(self.position, settle=jump or not live)
            finally:
                self._stretching = self._new_size = False
        if live:
            self.sharpen_timer.start()
        else:
            self.sharpen_timer.stop()
        # Shadows rest while an edge is dragged: 52-104 of them blended on
        # every step made it a third slower at 200%. The pause brings them back.
        self._cast_shadows(not live or self.position is None)

    def sharpen(self) -> None:
        """Render crisp pictures for the cards still showing scaled ones."""
        self.sharpen_timer.stop()
        self._cast_shadows(True)
        position, layout = self.position, self.layout
        if position is None or layout is None:
            return
        for key, items in self._cards.items():
            for card, item in zip(play.pile_cards(position, key), items, strict=True):
                self._show_picture(item, key, card, layout.card_w, layout.card_h)

    def _cast_shadows(self, shown: bool) -> None:
        if shown == self._shadows:
            return
        self._shadows = shown
        for items in (*self._cards.values(), self._spare):
            for item in items:
                item.shadow.setVisible(shown)

    def show_position(
        self,
        position: Position,
        path: tuple[Spot, Spot] | None = None,
        fresh: bool = False,
        settle: bool = True,
    ) -> None:
        """Draw ``position``; ``path`` names a card that just moved (from the
        previous position's spot to this one's), and it glides there.
        ``fresh``: a position new to the table (a deal, a restart, a file),
        not one step of play. ``settle``: every other card the new layout
        moves (a squeezed fan, a new card size) glides to its place too;
        not for the steps of a live resize, which follow the edge at once."""
        self.glides.finish()
        before = self._card_spots() if settle and not fresh else {}
        start: QPointF | None = None
        if path is not None:
            if self._dragging is not None:
                start = self._dragging.pos()
            elif self.layout is not None and self._has_spot(self.layout, path[0]):
                start = QPointF(*self.layout.cards[path[0][0]][path[0][1]])
        self._end_drag()
        if self.position is None or self.position.game != position.game:
            self._reset_piles(position)
        if position != self.position:
            self.held = None
            self.hint = None
        # Step by step (a move, an undo, a drop put back) the cards keep their
        # size while it reads; a fresh position starts from the largest.
        kept = None if fresh or self._new_size or self.layout is None else self.layout.card_w
        self.position = position
        self.layout = table_layout(position, *self._size, kept, fans_for(self.art.deck))
        self._sync()
        self._refresh_frames()
        moved: CardItem | None = None
        if start is not None and path is not None and self._has_spot(self.layout, path[1]):
            pile, index = path[1]
            moved = self._cards[pile][index]
            self.glides.glide(moved, start, moved.pos(), above=Z_LIFTED - 2)
        if settle and before:
            self._settle(before, moved)
        self.laid_out.emit()

    def _card_spots(self) -> dict[Card, tuple[QPointF, float]]:
        """Where each card lies on the table now, and its width."""
        if self.position is None or self.layout is None:
            return {}
        layout = self.layout
        return {
            card: (QPointF(*layout.cards[key][index]), layout.card_w)
            for key in self._cards
            for index, card in enumerate(play.pile_cards(self.position, key))
            if index < len(layout.cards.get(key, []))
        }

    def _settle(self, before: dict[Card, tuple[QPointF, float]], moved: CardItem | None) -> None:
        """Glide the cards the new layout moved or resized from where they
        were: a table that changes its size glides, and only what needs to
        moves (a column that grows squeezes its own fan first)."""
        assert self.position is not None and self.layout is not None
        width = self.layout.card_w
        for key, items in self._cards.items():
            for card, item in zip(play.pile_cards(self.position, key), items, strict=True):
                was = before.get(card)
                if item is moved or was is None:
                    continue
                start, was_width = was
                if start != item.pos() or was_width != width:
                    self.glides.settle(item, start, item.pos(), was_width / width)

    @staticmethod
    def _has_spot(layout: TableLayout, spot: Spot) -> bool:
        pile, index = spot
        return 0 <= index < len(layout.cards.get(pile, []))

    def _reset_piles(self, position: Position) -> None:
        for slot in self._slots.values():
            self.removeItem(slot)
        for items in self._cards.values():
            for card in items:
                self._put_away(card)
        for target in self._targets.values():
            self.removeItem(target)
        self._slots.clear()
        self._cards.clear()
        self._targets.clear()
        self.held = None
        self.focus = None
        self.clear_hint()
        for key in play.pile_keys(position.game):
            slot = SlotItem(_slot_label(position, key))
            self.addItem(slot)
            self._slots[key] = slot
            self._cards[key] = []
            frame = FrameItem(TARGET_COLOUR, 4)
            self.addItem(frame)
            self._targets[key] = frame

    def _sync(self) -> None:
        position, layout = self.position, self.layout
        assert position is not None and layout is not None
        w, h = layout.card_w, layout.card_h
        for key, slot in self._slots.items():
            slot.set_rect(layout.slots[key])
            cards = play.pile_cards(position, key)
            items = self._cards[key]
            while len(items) > len(cards):
                self._put_away(items.pop())
            while len(items) < len(cards):
                items.append(self._take_item())
            for index, (card, item) in enumerate(zip(cards, items, strict=True)):
                self._show_picture(item, key, card, w, h)
                item.setPos(*layout.cards[key][index])
                item.setZValue(Z_CARD + index)
                item.lift(False)
        stock = self._slots.get((play.STOCK, -1))
        if stock is not None:
            rect = layout.slots[(play.STOCK, -1)]
            self._stock_count.set_text(str(len(position.stock) or ""), h * 0.13)
            self._stock_count.setPos(rect.x + rect.w / 2, rect.y + rect.h / 2)
        else:
            self._stock_count.set_text("", 1)

    def _show_picture(self, item: CardItem, key: PileKey, card: Card, w: float, h: float) -> None:
        views = self.views()
        if views and not any(view.isVisible() for view in views):
            # Not on screen yet, nor at its size: the view's showEvent renders the
            # cards at the size they are seen at (a deal made before the window
            # shows was rendered twice, the first at a size never seen).
            return
        face_down = key[0] == play.STOCK
        face_key = (None if face_down else card, w, h, self.ratio)
        if item.face_key == face_key:
            item.unstretch()  # back to the size its picture was rendered for
            return
        held = item.face_key
        if self._stretching and held is not None and (held[0], held[3]) == (face_key[0], self.ratio):
            # The same card at another size: its picture, scaled, until the pause.
            item.stretch_to(w, h, self.ratio)
            return
        pixmap = self.art.back(w, h, self.ratio) if face_down else self.art.face(card, w, h, self.ratio)
        item.set_picture(pixmap, face_key)

    def _put_away(self, item: CardItem) -> None:
        item.hide()
        item.lift(False)
        self._spare.append(item)

    def _take_item(self) -> CardItem:
        if self._spare:
            item = self._spare.pop()
            item.show()
            return item
        item = CardItem()
        item.shadow.setVisible(self._shadows)
        self.addItem(item)
        return item

    def card_item(self, pile: PileKey, index: int = -1) -> CardItem:
        return self._cards[pile][index]

    # --- Frames: drop targets, the card in hand, focus, hint -------------------

    def _show_targets(self, source: PileKey | None) -> None:
        assert self.position is not None and self.layout is not None
        accepting = play.moves_by_target(self.position, source) if source is not None else {}
        for key, frame in self._targets.items():
            if key in accepting:
                frame.set_rect(self._drop_rect(key))
                frame.show()
            else:
                frame.hide()

    def _drop_rect(self, pile: PileKey) -> Rect:
        """Where a card dropped on ``pile`` would land: its top card or slot."""
        assert self.layout is not None
        spots = self.layout.cards[pile]
        if spots and pile[0] not in (play.WASTE, play.BOUQUET):
            return self.layout.card_rect(pile, len(spots) - 1)
        return self.layout.pile_area(pile)

    def notice_top(self, strip: float) -> float:
        """Where a notice strip ``strip`` tall lies over the table, hiding
        no card if it can, and no index nor hinted card if not."""
        width, height = self._size
        if self.layout is None:
            return height - strip
        marked = []
        for frame in self._hint_frames:
            if frame.isVisible():
                box = frame.sceneBoundingRect()
                marked.append(Rect(box.x(), box.y(), box.width(), box.height()))
        return notice_top(self.layout, width, height, strip, marked)

    def accepting_piles(self) -> list[PileKey]:
        """The piles lit up as drop targets right now."""
        return [key for key, frame in self._targets.items() if frame.isVisible()]

    def _refresh_frames(self) -> None:
        assert self.layout is not None and self.position is not None
        if self.held is not None:
            pile, place = play.source_pile(self.held)
            index = len(self.layout.cards[pile]) - 1 if place is None else place
            self._held_frame.set_rect(self.layout.visible_rect(pile, index))
            self._held_frame.show()
        else:
            self._held_frame.hide()
        if self._dragging is None:
            self._show_targets(self.held)
        if self._focus_shown and self.focus is not None:
            if self._free_bouquet_focused() and self.bouquet_place is not None and self.position.bouquet:
                place = min(self.bouquet_place, len(self.position.bouquet) - 1)
                self._focus_frame.set_rect(self.layout.visible_rect(self.focus, place), grow=4)
            else:
                self._focus_frame.set_rect(self.layout.pile_area(self.focus), grow=7)
            self._focus_frame.show()
        else:
            self._focus_frame.hide()
        self._place_hint()

    def show_hint(self, move: Move) -> None:
        """Outline a move's card and the pile it goes to (the hint seam),
        until the position changes."""
        self.hint = move
        self._place_hint()
        self.laid_out.emit()

    def clear_hint(self) -> None:
        self.hint = None
        self._place_hint()

    def _place_hint(self) -> None:
        if self.hint is None or self.layout is None or self.position is None:
            for frame in self._hint_frames:
                frame.hide()
            return
        (pile, index), (target, _) = play.move_path(self.position, self.hint)
        self._hint_frames[0].set_rect(self.layout.visible_rect(pile, index))
        self._hint_frames[1].set_rect(self._drop_rect(target))
        for frame in self._hint_frames:
            frame.show()
        # The hinted card in the hand: its outline would stay on bare felt
        # (or cut across the card under it); the target's outline stays.
        if self._dragging is not None and self._dragging is self._cards[pile][index]:
            self._hint_frames[0].hide()

    # --- Making moves ------------------------------------------------------------

    def _request(self, move: Move | None) -> bool:
        if move is None:
            return False
        self.held = None
        self.clear_hint()
        self.move_requested.emit(move)
        return True

    def _hold(self, source: PileKey | None) -> None:
        self.held = source
        self._refresh_frames()

    def _hit(self, point: QPointF) -> tuple[PileKey | None, int, PileKey | None]:
        assert self.layout is not None and self.position is not None
        hit = self.layout.card_at(point.x(), point.y())
        if hit is None:
            return self.layout.pile_at(point.x(), point.y()), -1, None
        pile, index = hit
        return pile, index, play.source_at(self.position, pile, index)

    # --- Mouse ------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input_started.emit()
        self._press = None
        if self.position is None or event.button() != Qt.MouseButton.LeftButton:
            if event.button() == Qt.MouseButton.RightButton:
                self._hold(None)
            return
        self._press = _Press(event.scenePos(), *self._hit(event.scenePos()))
        self.hide_focus()
        event.accept()

    def hide_focus(self) -> None:
        """The mouse is in use: the focus frame belongs to keyboard play, and
        the next arrow key shows it again where it was."""
        if self._focus_shown:
            self._focus_shown = False
            self._refresh_frames()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if self._dragging is None:
            if press.source is None or press.source[0] == play.STOCK:
                return
            moved = (event.scenePos() - press.point).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._start_drag(press)
        assert self._dragging is not None
        self._dragging.setPos(event.scenePos() - press.grab)

    def _start_drag(self, press: _Press) -> None:
        assert press.pile is not None
        item = self._cards[press.pile][press.index]
        self._dragging = item
        self._drag_home = item.pos()
        press.grab = press.point - item.pos()
        item.setZValue(Z_LIFTED)
        item.lift(True)
        self.held = None
        self._held_frame.hide()
        self._show_targets(press.source)
        self._place_hint()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        if self._dragging is not None:
            self._drop(press)
        else:
            self._click(press)

    def _drop(self, press: _Press) -> None:
        assert self._dragging is not None and self.position is not None and press.source
        assert self.layout is not None
        accepting = play.moves_by_target(self.position, press.source)
        pos = self._dragging.pos()
        card = Rect(pos.x(), pos.y(), self.layout.card_w, self.layout.card_h)
        best, best_overlap = None, 0.0
        for pile in accepting:
            overlap = card.overlap(self.layout.pile_area(pile))
            if overlap > best_overlap:
                best, best_overlap = pile, overlap
        if best is not None and self._request(accepting[best]):
            return
        # Nowhere to go: the card glides home.
        self.drop_refused.emit(self._asked_move(press.source, card))
        item = self._dragging
        self._end_drag()
        item.setZValue(Z_CARD + press.index)  # its place in the pile, once home
        self.glides.glide(item, pos, self._drag_home, above=Z_LIFTED - 2)

    def _asked_move(self, source: PileKey, card: Rect) -> Move | None:
        """The move a refused drop asked for: onto the other pile the card
        lies most over (a foundation by its suit, as the move letters say)."""
        assert self.position is not None and self.layout is not None
        own, _ = play.source_pile(source)
        best, best_overlap = None, 0.0
        for pile in play.pile_keys(self.position.game):
            overlap = card.overlap(self.layout.pile_area(pile))
            if pile != own and overlap > best_overlap:
                best, best_overlap = pile, overlap
        if best is None:
            return None
        kind, index = best
        return Move(source[0], source[1], kind, -1 if kind == play.FOUNDATION else index)

    def _end_drag(self) -> None:
        if self._dragging is not None:
            self._dragging.lift(False)
            self._dragging = None
        for frame in self._targets.values():
            frame.hide()
        if self.position is not None and self.layout is not None:
            self._refresh_frames()

    def _click(self, press: _Press) -> None:
        assert self.position is not None
        if self.held is not None:
            accepting = play.moves_by_target(self.position, self.held)
            if press.pile in accepting:
                self._clicked(accepting[press.pile])
            elif press.source is not None and press.source != self.held and not self.auto_play:
                self._hold(press.source)
            else:
                self._hold(None)
            return
        if press.source is None:
            return
        if press.source[0] == play.STOCK or self.auto_play:
            move = play.click_move(self.position, press.source)
            if move is None:
                self.click_refused.emit(press.source)
            self._clicked(move)
        else:
            self._hold(press.source)

    def _clicked(self, move: Move | None) -> None:
        if self._request(move):
            self._click_moved_at = time.monotonic()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self.input_started.emit()
        if self.position is None or event.button() != Qt.MouseButton.LeftButton:
            return
        # Qt sends press, release, press, double-click: the first click may
        # already have played the card (auto play, a stock turn), and then the
        # double-click must not play the next one too.
        interval = QApplication.doubleClickInterval() / 1000
        if time.monotonic() - self._click_moved_at < interval:
            self._press = None
            return
        _, _, source = self._hit(event.scenePos())
        self._press = None
        if source is not None:
            self._request(play.foundation_move(self.position, source))

    # --- Keyboard ---------------------------------------------------------------

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows/Tab move the focus, Space/Enter pick up and drop, F or
        Shift+Enter send home, Escape puts the card back. True if used."""
        if self.position is None or self.layout is None:
            return False
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        keys = play.pile_keys(self.position.game)
        if self.focus not in keys:
            self.focus = self._first_focus(keys)
        was_shown, self._focus_shown = self._focus_shown, True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key == Qt.Key.Key_Backtab or shift else 1
            if was_shown:
                self.focus = keys[(keys.index(self.focus) + step) % len(keys)]
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            if was_shown and not self._step_in_bouquet(key):
                self.focus = self._neighbour(self.focus, key)
                self.bouquet_place = None
        elif key == Qt.Key.Key_F or (enter and shift):
            source = self.held or self._focused_source()
            if source is not None:
                self._request(play.foundation_move(self.position, source))
        elif key == Qt.Key.Key_Space or enter:
            self._key_play()
        elif key == Qt.Key.Key_Escape:
            if self.held is None:
                # Nothing to put back: no keyboard play begins, no frame shows.
                self._focus_shown = was_shown
            self.held = None
        else:
            self._focus_shown = was_shown
            return False
        if self.layout is not None:
            self._refresh_frames()
        self.keyed.emit(int(key), shift)
        return True

    def source_for_keys(self) -> PileKey | None:
        """The card F would send home: the one in hand, else the focused one."""
        if self.position is None or self.focus is None:
            return None
        return self.held or self._focused_source()

    def _first_focus(self, keys: list[PileKey]) -> PileKey:
        return next((k for k in keys if k[0] == play.COLUMN), keys[0])

    def _key_play(self) -> None:
        assert self.position is not None and self.focus is not None
        if self.held is not None:
            accepting = play.moves_by_target(self.position, self.held)
            if self.focus in accepting:
                self._request(accepting[self.focus])
            else:
                self.held = None
            return
        source = self._focused_source()
        if source is None:
            return
        if source[0] == play.STOCK:
            self._request(play.click_move(self.position, source))
        else:
            self.held = source

    def _free_bouquet_focused(self) -> bool:
        assert self.position is not None
        return self.focus == (play.BOUQUET, -1) and self.position.game.free_bouquet

    def _step_in_bouquet(self, key: int) -> bool:
        """Left/Right walk along a free bouquet's cards; True if they did."""
        if not self._free_bouquet_focused() or key not in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            return False
        assert self.position is not None
        count = len(self.position.bouquet)
        place = count - 1 if self.bouquet_place is None else min(self.bouquet_place, count - 1)
        place += -1 if key == Qt.Key.Key_Left else 1
        if not 0 <= place < count:
            return False  # off either end: on to the next pile
        self.bouquet_place = place
        return True

    def _focused_source(self) -> PileKey | None:
        """The card the keyboard would play: the focused pile's top, or the
        chosen card of a free bouquet."""
        assert self.position is not None and self.focus is not None
        if self._free_bouquet_focused() and self.bouquet_place is not None:
            place = min(self.bouquet_place, len(self.position.bouquet) - 1)
            return play.source_at(self.position, self.focus, place)
        return play.top_source(self.position, self.focus)

    def _neighbour(self, pile: PileKey, key: int) -> PileKey:
        """The nearest pile in the arrow's direction, by slot centres."""
        assert self.layout is not None
        cx, cy = self.layout.slots[pile].center
        dx, dy = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }[Qt.Key(key)]
        best, best_cost = pile, float("inf")
        for other, rect in self.layout.slots.items():
            ox, oy = rect.center
            along = (ox - cx) * dx + (oy - cy) * dy
            if other == pile or along <= 1:
                continue
            across = abs((ox - cx) * dy) + abs((oy - cy) * dx)
            cost = along + 2 * across
            if cost < best_cost:
                best, best_cost = other, cost
        return best

    def spot_point(self, pile: PileKey, index: int = -1) -> QPointF:
        """The middle of a card's showing part (or of an empty slot), for tests
        and the smoke test to click on."""
        assert self.layout is not None
        spots = self.layout.cards[pile]
        if not spots:
            x, y = self.layout.slots[pile].center
            return QPointF(x, y)
        index = index % len(spots)
        x, y = spots[index]
        w, h = self.layout.card_w, self.layout.card_h
        if index + 1 < len(spots):
            nx, ny = spots[index + 1]
            if ny > y:  # the next card lies lower: a column, or Golf's waste wrapped to a row
                return QPointF(x + w / 2, (y + min(ny, y + h)) / 2)
            if ny == y and nx > x:
                return QPointF((x + nx) / 2, y + h / 2)
        return QPointF(x + w / 2, y + h / 2)

    def celebrate(self) -> None:
        """The win moment: the cards home leap out across the table and fall
        back into place, so the won table stays drawn (a skip puts them back
        at once)."""
        if self.glides.seconds <= 0 or self.layout is None:
            return
        self.glides.finish()  # the winning card lands first: it leaps from home too
        width, height = self._size
        home = [
            (item, QPointF(*self.layout.cards[key][index]))
            for key, items in self._cards.items()
            if key[0] in (play.FOUNDATION, play.WASTE)
            for index, item in enumerate(items)
        ]
        chance = random.Random(len(home))
        for n, (item, spot) in enumerate(home):
            leap = QPointF(
                chance.uniform(0, max(1.0, width - self.layout.card_w)),
                chance.uniform(height * 0.25, max(height * 0.25, height - self.layout.card_h)),
            )
            self.glides.glide(
                item,
                spot,
                spot,
                scale=4 + 12 * n / max(1, len(home)),
                above=Z_LIFTED - 3 + n / 1000,
                via=leap,
            )


def _slot_label(position: Position, pile: PileKey) -> str:
    kind = pile[0]
    if kind == play.FOUNDATION:
        return "A"
    if kind == play.COLUMN and position.game.fill_empty_column:
        return "\u2731"  # any card fills an empty bed
    return ""


class TableView(QGraphicsView):
    """Shows the scene at one logical pixel per scene unit; the layout, not a
    view transform, scales the table, so card pixmaps stay sharp."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Only what changed is painted: a dragged card repaints the strips it
        # leaves and enters, not the whole table (a full repaint of a
        # Gloucestershire table took 9-13 ms per mouse move, 30-38 ms at 200%).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.surface = "felt"
        self.set_table_colour("#1e6b3a")

    def set_table_colour(self, colour: str, surface: str | None = None) -> None:
        """The table's colour, and the surface drawn over it (felt.py)."""
        if surface is not None:
            self.surface = usable_surface(surface)
        self.setBackgroundBrush(QColor(colour))
        self.viewport().update()

    def set_high_contrast(self, on: bool, colour: str, surface: str) -> None:
        """A plain black table with every card and slot outlined, or the
        chosen colour and surface."""
        self.table.high_contrast = on
        if on:
            self.set_table_colour(HIGH_CONTRAST_TABLE, "plain")
        else:
            self.set_table_colour(colour, surface)
        self.table.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt API)
        paint_surface(
            painter,
            QRectF(rect),
            self.table.sceneRect(),
            self.backgroundBrush().color(),
            self.surface,
            self.devicePixelRatioF(),
        )

    def _fit_scene(self, live: bool = False) -> None:
        size = self.viewport().size()
        self.table.set_table_size(size.width(), size.height(), self.devicePixelRatioF(), live)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        # A window edge being dragged: cheap scaled cards until it pauses.
        self._fit_scene(live=True)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit_scene()

    def event(self, event: QEvent) -> bool:
        # Moved to a screen of another scale, the window keeps its size: the
        # cards are drawn afresh for the new device pixels, not stretched.
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self._fit_scene()
        # Tab would move the focus out of the table; here it walks the piles.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
        ):
            self.table.input_started.emit()
            self.table.handle_key(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        self.table.input_started.emit()
        if not self.table.handle_key(event):
            super().keyPressEvent(event)
