"""A click that plays nothing: the card shakes a little and the status bar
says why; a drop the table refuses says why too. The reasons are the
engine's (why_card_stays, why_illegal); here they are only put in words."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from goodmeasure import engine
from goodmeasure.engine import Move, PileKey, Position, Refusal, Why
from goodmeasure.gui.table import play
from goodmeasure.gui.table.table import TableScene
from goodmeasure.gui.words import card_words
from goodmeasure.session import Session
from goodmeasure.storage import Settings

# The shake: its length in milliseconds, its swing in pixels.
SHAKE_MS = 260
SHAKE_PX = 5.0


def refused_words(position: Position, source: PileKey) -> str:
    """Why the card of ``source`` has nowhere to go, in the player's words
    (the engine's answer, :func:`goodmeasure.engine.why_card_stays`)."""
    return refusal_words(position, engine.why_card_stays(position, source))


def refusal_words(position: Position, refusal: Refusal | None) -> str:
    """An engine :class:`~goodmeasure.engine.Refusal` in the game's own words
    (Gloucestershire's columns are beds); "" when nothing was refused."""
    if refusal is None:
        return ""
    why = refusal.why
    if why is Why.GAME_OVER:
        return QCoreApplication.translate("HintController", "This game is won: every card is home.")
    if refusal.card is None:
        return ""
    name = card_words(refusal.card)
    if why in (Why.NOT_ON_WASTE, Why.NOT_ON_CARD) and refusal.on is not None:
        text = QCoreApplication.translate("Refusal", "The %1 does not go on the %2.")
        return text.replace("%1", name).replace("%2", card_words(refusal.on))
    if why is Why.NOT_HOME_YET:
        return QCoreApplication.translate("Refusal", "No foundation takes the %1 yet.").replace("%1", name)
    if why is Why.EMPTY_STAYS_EMPTY:
        # Only games of columns (not beds) keep an empty one empty.
        return QCoreApplication.translate("Refusal", "An empty column stays empty in this game.")
    if why is Why.NO_HOME_OR_COLUMN:
        if position.game.column_word == "bed":
            text = QCoreApplication.translate("Refusal", "No foundation or bed takes the %1 yet.")
        else:
            text = QCoreApplication.translate("Refusal", "No foundation or column takes the %1 yet.")
        return text.replace("%1", name)
    return QCoreApplication.translate("Refusal", "The %1 has nowhere to go.").replace("%1", name)


# The refused drops worth words: the card was put on a pile that does not
# take it. (A card dropped back on its own pile, or on the stock, says nothing.)
DROP_WORDS = {Why.NOT_ON_CARD, Why.NOT_ON_WASTE, Why.NOT_HOME_YET, Why.EMPTY_STAYS_EMPTY}


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
    drop where the card does not go. Both sound (``sound``) and say why
    (``say``; a drop only onto a pile that refuses the card); a refused
    click also shakes the card (unless the settings turn animation off)."""

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
        scene.drop_refused.connect(self.drop_refused)
        scene.drop_refused.connect(lambda _move: sound())

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

    def drop_refused(self, move: Move | None) -> None:
        """A drop the table would not take: why, if the engine has words
        for it (a card on a pile it does not go on)."""
        refusal = engine.why_illegal(self._session.position, move) if move is not None else None
        if refusal is not None and refusal.why in DROP_WORDS:
            self._say(refusal_words(self._session.position, refusal), 5000)
