"""Hints, live winnability and the solution line, as the window shows them.

The conversation with the solver is the session's :class:`Analysis`
(session/analysis.py), run on a Qt thread (runner.py); this class passes the
player's requests on and draws what the analysis reports: the hint's card
and target outlined, the status bar's verdict and words, the offer to undo
to the last winnable position.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStatusBar

from goodmeasure import engine
from goodmeasure.engine import Move, Position
from goodmeasure.engine.moves import FOUNDATION, STOCK, WASTE
from goodmeasure.gui.table.table import TableScene
from goodmeasure.gui.window.banner import Banner
from goodmeasure.gui.window.message_line import MessageLine
from goodmeasure.gui.window.notices import hold_width, plain_label, plain_tip
from goodmeasure.gui.window.runner import QtRunner
from goodmeasure.gui.window.ticker import QtTicker
from goodmeasure.gui.words import card_words, reason_beyond_move
from goodmeasure.session import Session
from goodmeasure.session.analysis import Actions, Analysis
from goodmeasure.session.analysis_report import Report, Status, Word
from goodmeasure.storage import Settings


def describe_move(position: Position, move: Move) -> str:
    """A player's words for a move, e.g. "the 7 of clubs onto column 3"."""
    if move.source == STOCK:
        return QCoreApplication.translate("HintController", "turn a card from the stock")
    name = card_words(engine.source_card(position, (move.source, move.source_index)))
    if move.target == FOUNDATION:
        return QCoreApplication.translate("HintController", "%1 to its foundation").replace("%1", name)
    if move.target == WASTE:
        return QCoreApplication.translate("HintController", "%1 onto the waste").replace("%1", name)
    if position.game.column_word == "bed":
        text = QCoreApplication.translate("HintController", "%1 onto bed %2")
    else:
        text = QCoreApplication.translate("HintController", "%1 onto column %2")
    return text.replace("%1", name).replace("%2", str(move.target_index + 1))


class Player:
    """What the hints do at the table, handed in by the window."""

    def __init__(
        self,
        skip_animation: Callable[[], None],
        play: Callable[[Move], None],
        undo_to: Callable[[int], None],
        new_deal: Callable[[], None],
    ) -> None:
        self.skip_animation = skip_animation
        self.play = play  # a move of the solver's
        self.undo_to = undo_to
        self.new_deal = new_deal


class HintController(QObject):
    """Draws one session's analysis at its table."""

    # The words said on the message line, and the verdict shown (for the screen reader).
    said = Signal(str)
    verdict_shown = Signal(str)

    def __init__(
        self,
        session: Session,
        settings: Callable[[], Settings],
        scene: TableScene,
        banner: Banner,
        bar: QStatusBar,
        player: Player,
    ) -> None:
        super().__init__(bar)
        self._session = session
        self._scene = scene
        self._banner = banner
        self._player = player
        self.status_label = plain_label(QLabel(bar))
        self.status_label.setContentsMargins(8, 0, 8, 0)
        self.status_label.setObjectName("winnabilityLabel")
        bar.addPermanentWidget(self.status_label)
        # As wide as its longest verdict: the fields beside it stay put.
        hold_width(
            self.status_label,
            [
                self.tr("Won"),
                self.tr("Thinking..."),
                self.tr("Winnable"),
                self.tr("Lost"),
                self.tr("Looking deeper..."),
                self.tr("Not yet known"),
                self.tr("Lost from the start"),
                self.tr("Lost since move %1").replace("%1", "888"),
            ],
        )
        # The hint's words, on a line of their own over the fields (message_line.py):
        # beside them a long hint was cut. A label, not a temporary message: a menu
        # shows its entries' status tips there and clears a temporary message for good.
        self.message_line = MessageLine(bar)
        self.message_label = self.message_line.said
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message_label.clear)
        # The solver's searches, one at a time on their own thread.
        self.runner = QtRunner("goodmeasure-solver", self)
        self.analysis = Analysis(
            session,
            self.runner,
            QtTicker(self),
            lambda: settings().live_status,
            Actions(self._play_solver_move, self._undo_back),
        )
        self.analysis.subscribe(self._report)

    @property
    def winnable_index(self) -> int | None:
        """Index into the history of the last position proven winnable."""
        return self.analysis.winnable_index

    @property
    def lost_since(self) -> int | None:
        return self.analysis.lost_since

    # --- The window tells us about changes --------------------------------

    def live_status_changed(self) -> None:
        """The player turned Live status on or off in Settings."""
        self.analysis.live_status_changed()

    def shutdown(self) -> None:
        """Stop the search under way (its thread is waited for: a QThread
        deleted while running aborts the process)."""
        self.analysis.close()

    # --- Requests from the player -------------------------------------------

    def request_hint(self) -> None:
        self._player.skip_animation()
        self.analysis.request_hint()

    def show_solution(self) -> None:
        """Play the solver's line from here, a move at a time; any input stops it."""
        self.analysis.show_solution()

    def step_solution(self) -> None:
        """Play the next move of the solver's line."""
        self.analysis.step_solution()

    def stop_solution(self) -> None:
        self.analysis.stop_solution()

    @property
    def playing(self) -> bool:
        return self.analysis.playing

    def undo_to_winnable(self) -> None:
        """Rewind to the last position the solver proves winnable."""
        self.analysis.undo_to_winnable()

    # --- What the analysis does at the table -------------------------------------

    def _play_solver_move(self, move: Move) -> None:
        self._player.skip_animation()
        self._player.play(move)  # the game no longer counts as the player's own

    def _undo_back(self, moves_made: int) -> None:
        self._banner.hide()
        self._player.undo_to(moves_made)

    # --- Showing ------------------------------------------------------------------

    def _report(self, report: Report) -> None:
        if report.status is not None:
            self._show_status(report.status)
        if report.word is not None:
            self._show_word(report.word)

    def _show_status(self, status: Status) -> None:
        kind = status.kind
        if kind == "won":
            self._set_status(self.tr("Won"), self.tr("Every card is home."))
        elif kind == "thinking":
            self._set_status(self.tr("Thinking..."), self.tr("The solver is looking at this position."))
        elif kind == "winnable":
            self._set_status(self.tr("Winnable"), self.tr("The solver has found a winning line from here."))
        elif kind == "lost":
            self._set_status(self.tr("Lost"), self.tr("The solver proves that no win is left."))
        elif kind == "deeper":
            self._set_status(
                self.tr("Looking deeper..."),
                self.tr("The solver could not decide this position at once and is looking further."),
            )
        elif kind == "unknown":
            self._set_status(
                self.tr("Not yet known"),
                self.tr("The solver could not decide this position within its budget."),
            )
        elif kind == "lost-from-start":
            verdict = self.tr("The solver proves this deal cannot be won.")
            self._set_status(self.tr("Lost from the start"), verdict)
        elif kind == "lost-since":
            since = str(status.since)
            self._set_status(
                self.tr("Lost since move %1").replace("%1", since),
                self.tr("Position after move %1 is the first the solver proves lost.").replace("%1", since),
            )
        else:
            self._set_status("", "")

    def _show_word(self, word: Word) -> None:
        timeout = 0 if word.seconds is None else round(word.seconds * 1000)
        kind = word.kind
        if kind == "hint":
            self._show_hint(word)
        elif kind == "thinking-hint":
            self._say(self.tr("Thinking about a hint..."))
        elif kind == "no-move":
            self._say(self.tr("No legal move is left."), timeout)
        elif kind == "won":
            self._say(self.tr("This game is won: every card is home."), timeout)
        elif kind == "solution-working":
            self._say(self.tr("The solver is working on a solution..."))
        elif kind == "solution-deeper":
            self._say(self.tr("The solver is still looking for a winning line..."))
        elif kind == "no-line":
            self._say(self.tr("The solver has no winning line from here to show."), timeout)
        elif kind == "rewind-looking":
            self._say(self.tr("Looking for the last winnable position..."))
        elif kind == "rewind-nothing":
            self._say(self.tr("This position can still be won: there is nothing to undo."), timeout)
        elif kind == "rewind-none":
            self._say(self.tr("No earlier position is proven winnable."), timeout)
        else:
            self._say("")

    def say(self, text: str, timeout: int = 0) -> None:
        """The window's word about the position, where the hints speak."""
        self._say(text, timeout)

    def _say(self, text: str, timeout: int = 0) -> None:
        """A status bar message about the current position (it goes when
        the position changes)."""
        self.message_label.setText(text)
        self.message_label.setToolTip(plain_tip(text))
        self.said.emit(text)
        if timeout and text:
            self._message_timer.start(timeout)
        else:
            self._message_timer.stop()

    def _set_status(self, text: str, tip: str) -> None:
        self.status_label.setText(text)
        self.verdict_shown.emit(text)
        # Empty, not hidden: hidden, it gave its room up and every field moved.
        self.status_label.setToolTip(plain_tip(tip))

    def _show_hint(self, word: Word) -> None:
        hint, position = word.hint, word.position
        assert hint is not None and hint.move is not None and position is not None
        self._scene.show_hint(hint.move)
        what = describe_move(position, hint.move)
        beyond = reason_beyond_move(hint.reason)
        reason = f" ({beyond})" if beyond else ""
        if hint.source == "solver":
            text = self.tr("Hint: %1%2. It leads to a win.")
            self._say(text.replace("%1", what).replace("%2", reason))
        elif word.lost is not None:
            self._say(self.tr("Suggestion: %1%2.").replace("%1", what).replace("%2", reason))
            if word.lost == "deal":
                # Nothing earlier to go back to.
                self._banner.announce(
                    self.tr("This deal is lost"),
                    self.tr("The solver proves that this deal cannot be won, whatever is played."),
                    [(self.tr("New deal"), self._player.new_deal)],
                )
                return
            self._banner.announce(
                self.tr("This position is lost"),
                self.tr(
                    "The solver proves that no win is left from here. You can go back to the "
                    "last position it can still win from."
                ),
                [
                    (self.tr("Undo to the last winnable position"), self.undo_to_winnable),
                    (self.tr("New deal"), self._player.new_deal),
                ],
            )
        else:
            self._say(
                self.tr("Only a suggestion (no win proven): %1%2.").replace("%1", what).replace("%2", reason)
            )
