"""The notice over the table when a game ends: won (with the result, and why
it is not counted if it is not), or no move left (with only the buttons
that can do something)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QCoreApplication, QTimer

from goodmeasure import engine
from goodmeasure.engine import Scoring
from goodmeasure.gui.window import difficulty_menu
from goodmeasure.gui.window.banner import Banner
from goodmeasure.gui.window.status import clock_words
from goodmeasure.gui.words import score_words
from goodmeasure.session import STUCK, WON, Changes, End, Session


def not_counted_words(session: Session) -> str:
    """Why a won game is not counted: the reason that applies (or both)."""
    if session.from_file and session.solver_played:
        return QCoreApplication.translate(
            "MainWindow",
            "Not counted in the statistics: the position came from a file, and the solver played a move.",
        )
    if session.from_file:
        return QCoreApplication.translate(
            "MainWindow", "Not counted in the statistics: the position came from a file."
        )
    return QCoreApplication.translate(
        "MainWindow", "Not counted in the statistics: the solver played a move."
    )


# The sentences with a count of moves or cards, which the window words
# (pyside6-lupdate finds plural forms only in a class's ``self.tr``):
# "cleared" (Golf won), "score" (the others won).
Counted = Callable[[Literal["cleared", "score"], int], str]


class EndNotice:
    """Shows the end of one session's games on ``banner``."""

    def __init__(
        self,
        session: Session,
        banner: Banner,
        celebrate: Callable[[], None],
        new_deal: Callable[[], None],
        undo: Callable[[], None],
        undo_to_winnable: Callable[[], None],
        counted: Counted,
    ) -> None:
        self._counted = counted
        self._session = session
        self._banner = banner
        self._celebrate = celebrate
        self._new_deal = new_deal
        self._undo = undo
        self._undo_to_winnable = undo_to_winnable
        session.subscribe(self._changed)

    def _changed(self, changes: Changes) -> None:
        # A game begun or reopened takes the last notice away; so does a
        # move that ends nothing (Auto finish's steps leave the notice be).
        if changes.game or changes.reopened:
            self._banner.hide()
        if changes.position:
            if changes.end is not None:
                self.show(changes.end, changes.first_end)
            elif not changes.auto_finish:
                self._banner.hide()
        if changes.solver_word:
            self.solver_spoke()

    def show(self, end: End, first_time: bool) -> None:
        if end != WON:
            self.announce_stuck()
            return
        text = difficulty_menu.banner_words(self.result_text(), self._session.level)
        if self._session.assisted:
            text += " " + not_counted_words(self._session)
        new = (QCoreApplication.translate("MainWindow", "New deal"), self._new_deal)
        self._banner.announce(QCoreApplication.translate("MainWindow", "You won!"), text, [new])
        if first_time:
            # Once every listener had the change: the table draws the
            # winning card first, then the cards leap.
            QTimer.singleShot(0, self._banner, self._celebrate)

    def result_text(self) -> str:
        """A won game's result: Golf's moves and time, the others' score too."""
        session = self._session
        moves = session.history.moves_made
        elapsed = session.elapsed()
        clock = clock_words(elapsed)
        result = engine.outcome(session.position, elapsed)
        if result.scoring is Scoring.CARDS_LEFT:
            return self._counted("cleared", moves).replace("%1", clock)
        return self._counted("score", moves).replace("%1", str(result.value)).replace("%2", clock)

    def announce_stuck(self) -> None:
        """ "No move left", with only the buttons that can do something: no
        Undo before the first move, and no rewind once the solver has shown
        that no earlier position can be won."""
        session = self._session
        result = engine.outcome(session.position)
        # The title says there is no move; the words say what can be done
        # (before the first move there is nothing to undo: the button says it).
        parts = []
        if result.scoring is Scoring.CARDS_LEFT:
            parts.append(f"{score_words(session.position, session.elapsed())}.")
        if session.history.can_undo():
            parts.append(QCoreApplication.translate("MainWindow", "Undo a move or start a new deal."))
        text = " ".join(parts)
        buttons = []
        if session.history.can_undo():
            buttons.append((QCoreApplication.translate("MainWindow", "Undo"), self._undo))
            if session.solver_word.rewind_may_help:
                buttons.append(
                    (
                        QCoreApplication.translate("MainWindow", "Undo to last winnable position"),
                        self._undo_to_winnable,
                    )
                )
        buttons.append((QCoreApplication.translate("MainWindow", "New deal"), self._new_deal))
        self._banner.announce(QCoreApplication.translate("MainWindow", "No move left"), text, buttons)

    def solver_spoke(self) -> None:
        """The solver has found (or not) the last winnable position: the
        stuck notice, if it is up, keeps the rewind button only if there is one."""
        session = self._session
        if session.over and session.end == STUCK and not self._banner.isHidden():
            self.announce_stuck()
