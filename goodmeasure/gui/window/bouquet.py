"""Gloucestershire's standard rule, told in a strip over the table's felt:
once per player (kept in the settings) on the first standard-rule deal, and
whenever a search for a winnable deal comes back empty because of it; with a
switch to the free bouquet. The strip hides no card where the felt has room,
pushes nothing, and asks for no click."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QStatusBar, QWidget

from goodmeasure.gui.table.over_table import OverTable
from goodmeasure.gui.window.notices import RuleNotice
from goodmeasure.session import Session
from goodmeasure.session.dealsearch import DealRequest
from goodmeasure.storage import Settings


def strip_over_table(view: QWidget) -> RuleNotice:
    """The strip (hidden until it speaks), lying over the table's felt."""
    strip = RuleNotice(view)
    OverTable(strip, view)
    return strip


class BouquetNotice:
    """The strip's words and its switch, for one session.

    ``keep`` changes one setting and saves it; ``may_leave`` asks before a
    game in progress is left; ``deal_free`` deals a new Gloucestershire deal
    (under the settings, which then have the free bouquet)."""

    def __init__(
        self,
        strip: RuleNotice,
        session: Session,
        settings: Callable[[], Settings],
        keep: Callable[[str, object], None],
        may_leave: Callable[[], bool],
        deal_free: Callable[[DealRequest | None], None],
        status_bar: QStatusBar,
    ) -> None:
        self.strip = strip
        self._session = session
        self._settings = settings
        self._keep = keep
        self._may_leave = may_leave
        self._deal_free = deal_free
        self._status_bar = status_bar
        # The deal the player asked for that the standard rule could not give
        # (the daily deal, one of a level): the switch asks for it again.
        self._asked: DealRequest | None = None
        strip.act_button.clicked.connect(self.switch_to_free_bouquet)

    def dealt(self) -> None:
        """A deal is on the table: on the first standard-rule Gloucestershire
        deal, say (once, kept in the settings) that the rule is almost never
        winnable; for any other game or rule the strip goes."""
        game = self._session.position.game
        if game.name != "gloucestershire" or game.free_bouquet:
            self.strip.hide()
            return
        if self._session.from_file or self._settings().told_standard_bouquet:
            return
        self._keep("told_standard_bouquet", True)
        self.offer(
            QCoreApplication.translate(
                "MainWindow",
                "Gloucestershire's standard rule, where only the bouquet's top card plays, is "
                "almost never winnable: the solver proves nearly every deal lost. With the free "
                "bouquet every bouquet card plays, and many deals can be won.",
            )
        )

    def offer(self, words: str, asked: DealRequest | None = None) -> None:
        """``words`` in the strip, with the switch (to the deal ``asked`` for,
        the daily deal or one of a level, under the free bouquet)."""
        self._asked = asked
        switch = QCoreApplication.translate(
            "MainWindow", "The switch deals a new free-bouquet deal now; Settings can undo it."
        )
        self.strip.announce(
            words + " " + switch,
            QCoreApplication.translate("MainWindow", "Switch to the free bouquet"),
            QCoreApplication.translate("MainWindow", "Dismiss"),
        )

    def switch_to_free_bouquet(self) -> None:
        """The strip's button: the free bouquet from now on, and a deal of it
        at once (if the game in progress may be left; else from the next deal)."""
        self.strip.hide()
        self._keep("gloucestershire_free_bouquet", True)
        if self._may_leave():
            self._deal_free(self._asked)
        else:
            self._status_bar.showMessage(
                QCoreApplication.translate("MainWindow", "The free bouquet applies from the next deal."), 8000
            )
