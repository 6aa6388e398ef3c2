"""A click that plays nothing: the card shakes a little and the status bar
says why, from what the engine answers about the card (no rule here)."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from goodmeasure import engine
from goodmeasure.engine import Position
from goodmeasure.session import Session
from goodmeasure.storage import Settings

from . import play
from .table import TableScene
from .words import card_words

# The shake: its length in milliseconds, its swing in pixels.
SHAKE_MS = 260
SHAKE_PX = 5.0


def refused_words(position: Position, source: play.PileKey) -> str:
    """Why the card of ``source`` has nowhere to go, in the player's words."""
    pile, place = play.source_pile(source)
    cards = play.pile_cards(position, pile)
    card = cards[-1 if place is None else place]
    name = card_words(card)
    waste = position.waste
    if position.game.has_stock_and_waste and waste and not engine.waste_accepts(position.game, card, waste):
        text = QCoreApplication.translate("Refusal", "The %1 does not go on the %2.")
        return text.replace("%1", name).replace("%2", card_words(waste[-1]))
    if position.game.has_foundations and engine.foundation_for(position, card) is None:
        if position.game.column_word == "bed":
            text = QCoreApplication.translate(
                "Refusal", "No foundation or bed takes the %1 yet."
            )
        else:
            text = QCoreApplication.translate(
                "Refusal", "No foundation or column takes the %1 yet."
            )
        return text.replace("%1", name)
    return QCoreApplication.translate("Refusal", "The %1 has nowhere to go.").replace("%1", name)


def shake(item: QGraphicsItem) -> QVariantAnimation:
    """Shake ``item`` from side to side; it ends where it started."""
    home = item.pos()
    animation = QVariantAnimation(item.scene())
    animation.setDuration(SHAKE_MS)
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)

    def step(value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        swing = SHAKE_PX * math.sin(t * 3 * 2 * math.pi) * (1 - t)
        item.setPos(home + QPointF(swing, 0))

    animation.valueChanged.connect(step)
    animation.finished.connect(lambda: item.setPos(home))
    animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
    return animation



class Refusals:
    """A card the table would not take: a click that plays nothing, or a
    drop where the card does not go. Both sound (``sound``); a refused
    click also says why (``say``) and shakes the card (unless the settings
    turn animation off)."""

    def __init__(
        self,
        scene: TableScene,
        session: Session,
        say: Callable[[str, int], None],
        settings: Callable[[], Settings],
        sound: Callable[[], None],
    ) -> None:
        self._scene = scene
        self._session = session
        self._say = say
        self._settings = settings
        scene.click_refused.connect(self.click_refused)
        scene.click_refused.connect(lambda _source: sound())
        scene.drop_refused.connect(sound)

    def click_refused(self, source: play.PileKey) -> None:
        position = self._session.position
        # Its words take the hint's place: the hint's outline goes with them.
        self._scene.clear_hint()
        self._say(refused_words(position, source), 5000)
        if self._settings().animation_speed == "off":
            return
        pile, place = play.source_pile(source)
        count = len(play.pile_cards(position, pile))
        shake(self._scene.card_item(pile, count - 1 if place is None else place))
