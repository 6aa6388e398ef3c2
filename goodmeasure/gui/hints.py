"""Hints, live winnability and the solution line, as the window shows them.

All searching happens in :mod:`.hint_worker` on its thread; this class only
asks for answers, drops those for positions the player has left, and shows
the rest: the hint's card and target outlined, the status bar's verdict, the
offer to undo to the last winnable position, and the solution played back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

from goodmeasure import engine
from goodmeasure.engine import Move, Position
from goodmeasure.engine.moves import FOUNDATION, STOCK, WASTE
from goodmeasure.session import Session
from goodmeasure.solver.hint import Hint
from goodmeasure.storage import Settings

from .banner import Banner
from .hint_worker import SolverAnswer, SolverService
from .message_line import MessageLine
from .notices import hold_width, plain_label, plain_tip
from .table import TableScene
from .words import card_words, reason_beyond_move

# Milliseconds between two moves when the solution plays itself.
PLAYBACK_INTERVAL = 450


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
    """Owns the solver worker for one session's table."""

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
        self._settings = settings
        self._scene = scene
        self._banner = banner
        self._player = player
        self.service = SolverService(self)
        self.service.answered.connect(self._answered)
        self.status_label = plain_label(QLabel(bar))
        self.status_label.setContentsMargins(8, 0, 8, 0)
        self.status_label.setObjectName("winnabilityLabel")
        bar.addPermanentWidget(self.status_label)
        # As wide as its longest verdict: the fields beside it stay put.
        hold_width(self.status_label, [
            self.tr("Won"), self.tr("Thinking..."), self.tr("Winnable"), self.tr("Lost"),
            self.tr("Looking deeper..."), self.tr("Not yet known"), self.tr("Lost from the start"),
            self.tr("Lost since move %1").replace("%1", "888"),
        ])
        # The hint's words, on a line of their own over the fields (message_line.py):
        # beside them a long hint was cut. A label, not a temporary message: a menu
        # shows its entries' status tips there and clears a temporary message for good.
        self.message_line = MessageLine(bar)
        self.message_label = self.message_line.said
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.message_label.clear)
        self._want_hint = False
        # "play" or "step" while a solution is awaited from the worker.
        self._want_solution: str | None = None
        self._offer_rewind = False
        # Whether a deeper look at the current position is under way.
        self._deepening = False
        # The last answer for the current position, if any.
        self.analysis: SolverAnswer | None = None
        # The solution line from ``_line_start`` on, while it is being shown.
        self._line: list[Move] = []
        self._line_start: Position | None = None
        self._playing_move = False
        self._timer = QTimer(self)
        self._timer.setInterval(PLAYBACK_INTERVAL)
        self._timer.timeout.connect(self._play_next)

    @property
    def winnable_index(self) -> int | None:
        """Index into the history of the last position proven winnable."""
        return self._session.solver_word.winnable_index

    @property
    def lost_since(self) -> int | None:
        return self._session.solver_word.lost_since

    # --- The window tells us about changes --------------------------------

    def position_changed(self) -> None:
        """After every move, undo, redo, restart and new deal."""
        self.service.new_epoch()
        self.analysis = None
        self._want_hint = self._offer_rewind = self._deepening = False
        self._want_solution = None
        self._say("")
        position = self._session.position
        if not self._playing_move:
            self.stop_solution()
        elif self._line_start is not None:
            self._line_start = position
        if engine.is_won(position):
            self._set_status(self.tr("Won"), self.tr("Every card is home."))
            return
        if self._settings().live_status:
            self._set_status(self.tr("Thinking..."), self.tr("The solver is looking at this position."))
            self.service.analyse(position)
        else:
            self._set_status("", "")

    def live_status_changed(self) -> None:
        """The player turned Live status on or off in Settings: off clears the
        verdict at once (and stops a look that only the status wanted); on
        starts a look at the position on the table. A hint or solution the
        player asked for is left to come."""
        position = self._session.position
        if engine.is_won(position):
            return  # "Won" is no look of the solver's
        if self._settings().live_status:
            self._set_status(self.tr("Thinking..."), self.tr("The solver is looking at this position."))
            self.service.analyse(position)
            return
        if not (self._want_hint or self._want_solution is not None or self._offer_rewind):
            self.service.new_epoch()  # the running look was the status's only
        self._deepening = False
        self._set_status("", "")

    def shutdown(self) -> None:
        self._timer.stop()
        self.service.shutdown()

    # --- Requests from the player -------------------------------------------

    def request_hint(self) -> None:
        self._player.skip_animation()
        if self._said_won():
            return
        if self.analysis is not None and self.analysis.hint is not None:
            self._show_hint(self.analysis.hint)
            return
        self._want_hint = True
        self._say(self.tr("Thinking about a hint..."))
        self.service.analyse(self._session.position)

    def show_solution(self) -> None:
        """Play the solver's line from here, a move at a time; any input stops it."""
        self._use_solution(play=True)

    def step_solution(self) -> None:
        """Play the next move of the solver's line."""
        self._use_solution(play=False)

    def stop_solution(self) -> None:
        self._timer.stop()
        self._line = []
        self._line_start = None

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def undo_to_winnable(self) -> None:
        """Rewind to the last position the solver proves winnable."""
        if self.winnable_index is None:
            self._offer_rewind = True
            self._say(self.tr("Looking for the last winnable position..."))
            self.service.rewind(self._session.history.played)
            return
        target = self.winnable_index
        if target >= self._session.history.cursor:
            self._say(self.tr("This position can still be won: there is nothing to undo."), 8000)
            return
        self._banner.hide()
        self._player.undo_to(target)

    # --- Answers from the worker ------------------------------------------------

    def _answered(self, answer: SolverAnswer) -> None:
        if answer.request.position != self._session.position:
            return  # late: the player has moved on
        if answer.request.kind == "rewind":
            self._rewound(answer)
            return
        if engine.is_won(answer.request.position):
            return  # the status says "Won" and stays so
        self.analysis = answer
        assert answer.hint is not None
        hint = answer.hint
        if answer.request.kind == "deepen":
            self._deepening = False
        if hint.status == "winnable":
            self._set_status(self.tr("Winnable"), self.tr("The solver has found a winning line from here."))
        elif hint.status == "lost":
            self._set_status(self.tr("Lost"), self.tr("The solver proves that no win is left."))
            self.service.rewind(self._session.history.played)
        elif (
            answer.request.kind == "analyse"
            and self._settings().live_status
            and self.service.deepen(self._session.position) is not None
        ):
            self._deepening = True
            self._set_status(
                self.tr("Looking deeper..."),
                self.tr("The solver could not decide this position at once and is looking further."),
            )
        else:
            self._set_status(
                self.tr("Not yet known"),
                self.tr("The solver could not decide this position within its budget."),
            )
        if self._want_hint:
            self._want_hint = False
            self._show_hint(hint)
        if self._want_solution is not None:
            mode, self._want_solution = self._want_solution, None
            self._use_solution(play=mode == "play")

    def _rewound(self, answer: SolverAnswer) -> None:
        lost_from = answer.lost_from
        # None when nothing is proven lost (the player asked from a position
        # that is winnable or undecided): the analysis's status stands.
        if lost_from is not None:
            if lost_from == 0:
                verdict = self.tr("The solver proves this deal cannot be won.")
                self._set_status(self.tr("Lost from the start"), verdict)
            else:
                self._set_status(
                    self.tr("Lost since move %1").replace("%1", str(lost_from)),
                    self.tr("Position after move %1 is the first the solver proves lost.").replace(
                        "%1", str(lost_from)
                    ),
                )
        # The window hears it (the end notice, the lost start's notice).
        self._session.solver_said(answer.winnable_index, lost_from)
        if self._offer_rewind:
            self._offer_rewind = False
            if self.winnable_index is None:
                self._say(
                    self.tr("No earlier position is proven winnable."), 8000
                )
            else:
                self.undo_to_winnable()

    # --- Showing ------------------------------------------------------------------

    def say(self, text: str, timeout: int = 0) -> None:
        """The window's word about the position, where the hints speak."""
        self._say(text, timeout)

    def _say(self, text: str, timeout: int = 0) -> None:
        """A status bar message about the current position (it goes when
        the position changes)."""
        self.message_label.setText(text)
        self.message_label.setToolTip(plain_tip(text))
        if timeout and text:
            self._message_timer.start(timeout)
        else:
            self._message_timer.stop()

    def _set_status(self, text: str, tip: str) -> None:
        self.status_label.setText(text)
        # Empty, not hidden: hidden, it gave its room up and every field moved.
        self.status_label.setToolTip(plain_tip(tip))

    def _show_hint(self, hint: Hint) -> None:
        position = self._session.position
        if hint.move is None:
            self._say(self.tr("No legal move is left."), 8000)
            return
        self._scene.show_hint(hint.move)
        what = describe_move(position, hint.move)
        beyond = reason_beyond_move(hint.reason)
        reason = f" ({beyond})" if beyond else ""
        if hint.source == "solver":
            text = self.tr("Hint: %1%2. It leads to a win.")
            self._say(text.replace("%1", what).replace("%2", reason))
        elif hint.status == "lost":
            self._say(self.tr("Suggestion: %1%2.").replace("%1", what).replace("%2", reason))
            if self._session.history.cursor == 0 or self.lost_since == 0:
                # Nothing earlier to go back to.
                self._banner.announce(
                    self.tr("This deal is lost"),
                    self.tr("The solver proves that this deal cannot be won, whatever is played."),
                    [(self.tr("New deal"), self._player.new_deal)],
                )
                return
            self._banner.announce(
                self.tr("This position is lost"),
                self.tr("The solver proves that no win is left from here. You can go back to the "
                    "last position it can still win from."),
                [
                    (self.tr("Undo to the last winnable position"), self.undo_to_winnable),
                    (self.tr("New deal"), self._player.new_deal),
                ],
            )
        else:
            self._say(
                self.tr("Only a suggestion (no win proven): %1%2.").replace("%1", what).replace("%2", reason)
            )

    def _said_won(self) -> bool:
        """After the win there is nothing to hint or solve: say so, and ask
        the solver nothing (its answer for a won position read "Winnable")."""
        if not engine.is_won(self._session.position):
            return False
        self.stop_solution()
        self._say(self.tr("This game is won: every card is home."), 8000)
        return True

    def _use_solution(self, play: bool) -> None:
        if self._said_won():
            return
        position = self._session.position
        if self._line and self._line_start == position:
            if play:
                self._timer.start()
            else:
                self._play_next()
            return
        result = None if self.analysis is None else self.analysis.result
        if self.analysis is None or (self._deepening and result is not None and result.verdict == "unknown"):
            # The line comes with the (deeper) answer.
            self._want_solution = "play" if play else "step"
            if self.analysis is None:
                self._say(self.tr("The solver is working on a solution..."))
                self.service.analyse(position)
            else:
                self._say(self.tr("The solver is still looking for a winning line..."))
            return
        if result is None or result.verdict != "solvable" or not result.moves:
            self._say(
                self.tr("The solver has no winning line from here to show."), 8000
            )
            return
        self._line = list(result.moves)
        self._line_start = position
        if play:
            self._timer.start()
        else:
            self._play_next()

    def _play_next(self) -> None:
        if not self._line or self._line_start != self._session.position:
            self.stop_solution()
            return
        move = self._line.pop(0)
        self._player.skip_animation()
        self._playing_move = True
        try:
            self._player.play(move)  # the game no longer counts as the player's own
        finally:
            self._playing_move = False
        if not self._line:
            self._timer.stop()
