"""The status bar's fields: the game, the deal, moves, time and score (or
Golf's cards left), refreshed after every change and once a second. Each
field holds the width of the widest text it shows in a game, so that none
slides sideways when another's text changes (the clock ticks, the solver's
verdict comes). A deal the solver picked names its level."""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from goodmeasure.engine import GAME_NAMES
from goodmeasure.engine.levels import LEVELS
from goodmeasure.gui.desktop.i18n import date_words
from goodmeasure.gui.window import difficulty_menu
from goodmeasure.gui.window.notices import hold_width, plain_label, plain_tip
from goodmeasure.gui.words import game_title, key_title, score_words
from goodmeasure.session import Changes, Session

FIELDS = ("game", "deal", "moves", "time", "score")


def clock_words(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


class StatusFields(QObject):
    """The fields of one session's game, in the status bar handed in."""

    def __init__(self, session: Session, bar: QStatusBar) -> None:
        super().__init__(bar)
        self._session = session
        self.labels = {key: QLabel(bar) for key in FIELDS}
        for label in self.labels.values():
            plain_label(label)
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)
        self._hold_widths()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self.refresh)
        self._tick.start()
        session.subscribe(self._changed)

    def _changed(self, changes: Changes) -> None:
        if changes.game:
            # The variant in force is this deal's, not the settings' (they
            # change the next deal only).
            self.name_variant(key_title(self._session.key))
        if changes.position:
            self.refresh()

    def _hold_widths(self) -> None:
        # The words refresh() shows (where pyside6-lupdate reads them), at their widest.
        def words(text: str) -> str:
            return QCoreApplication.translate("MainWindow", text)

        samples = {
            "game": [game_title(name) for name in GAME_NAMES],
            "deal": [
                words("Daily deal %1").replace("%1", date_words(datetime.date(2026, 9, 30))),
                words("Deal %1").replace("%1", "8" * 10),
                words("Deal from a file"),
            ],
            "moves": [words("Moves: %1").replace("%1", "8888")],
            "time": [words("Time: %1").replace("%1", "888:88")],
            "score": [words("Score: %1").replace("%1", "88888"), words("Cards left: %1").replace("%1", "88")],
        }
        # A picked deal names its level too ("Daily deal 30.09.2026, Expert").
        deals = samples["deal"]
        deals += [difficulty_menu.status_words(text, level) for text in deals for level in LEVELS]
        for key, texts in samples.items():
            hold_width(self.labels[key], texts)

    def name_variant(self, variant: str) -> None:
        """The variant in force is this deal's, not the settings'."""
        self.labels["game"].setToolTip(plain_tip(variant))

    def refresh(self) -> None:
        session = self._session
        position = session.position
        labels = self.labels
        labels["game"].setText(game_title(position.game.name))
        if session.daily is not None:
            deal = QCoreApplication.translate("MainWindow", "Daily deal %1")
            deal = deal.replace("%1", date_words(session.daily))
        elif session.number is not None:
            deal = QCoreApplication.translate("MainWindow", "Deal %1").replace("%1", str(session.number))
        else:
            deal = QCoreApplication.translate("MainWindow", "Deal from a file")
        labels["deal"].setText(difficulty_menu.status_words(deal, session.level))
        moves = QCoreApplication.translate("MainWindow", "Moves: %1")
        labels["moves"].setText(moves.replace("%1", str(session.history.moves_made)))
        time = QCoreApplication.translate("MainWindow", "Time: %1")
        labels["time"].setText(time.replace("%1", clock_words(session.elapsed())))
        labels["score"].setText(score_words(position, session.elapsed()))
