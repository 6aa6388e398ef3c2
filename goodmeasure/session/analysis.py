"""The conversation with the solver about the game in play, without Qt.

Hints, the live status (is this position winnable?), the deeper look while
the player thinks, the rewind to the last winnable position and the
solution line played back. Every search runs through a runner
(:mod:`.runner`) off the caller's thread and answers on it; the searches
themselves, and what is remembered, are :mod:`.verdicts`.

Every request carries the epoch it was made in; each new position starts a
new epoch, so a running search sees itself cancelled at its next poll and an
answer that arrives late is dropped. The analysis produces no text: it
reports :class:`.analysis_report.Status` and ``Word`` values, and the front
words them; the solution line plays back in :mod:`.solution`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from goodmeasure import engine
from goodmeasure.engine import Move, Position

from .analysis_report import PASSING_SECONDS, Report, Status, Word, WordKind
from .changes import Changes
from .runner import Cancelled, Job, Runner, Ticker
from .solution import SolutionLine
from .verdicts import DEEP_SHARE, Answer, Kind, Request, Verdicts

if TYPE_CHECKING:
    from goodmeasure.solver.hint import Hint

    from .session import Session


@dataclass(frozen=True)
class Actions:
    """What the analysis does to the game: a move of the solver's (the game
    no longer counts as the player's own) and an undo back to ``moves_made``."""

    play: Callable[[Move], object]
    undo_to: Callable[[int], object]

    @classmethod
    def of(cls, session: Session) -> Actions:
        return cls(lambda move: session.play(move, by_solver=True), session.undo_to)


Listener = Callable[[Report], object]


class Analysis:
    """The solver's word on one session's game: follows its positions and
    answers the player's requests."""

    def __init__(
        self,
        session: Session,
        runner: Runner,
        ticker: Ticker,
        live_status: Callable[[], bool],
        actions: Actions | None = None,
        verdicts: Verdicts | None = None,
        deep_budget: int | None = None,
    ) -> None:
        self._session = session
        self._runner = runner
        self._live_status = live_status
        self._actions = actions or Actions.of(session)
        # Touched only by the running job, off the caller's thread.
        self.verdicts = verdicts or Verdicts()
        # The deeper look's budget (None: DEEP_SHARE hint budgets of the
        # position's game); none is taken unless it exceeds the hint's.
        self.deep_budget = deep_budget
        self._epoch = 0
        self._closing = False
        # The searches asked for in this epoch and not yet answered: asked
        # again (a hint while the live look runs), they are not searched twice.
        self._asked: set[tuple[Kind, Position]] = set()
        self._listeners: list[Listener] = []
        self.status = Status()
        self.word = Word()
        # The last answer for the current position, if any.
        self.answer: Answer | None = None
        self._want_hint = False
        # "play" or "step" while a solution is awaited.
        self._want_solution: Literal["play", "step"] | None = None
        self._offer_rewind = False
        # Whether a deeper look at the current position is under way.
        self.deepening = False
        self._line = SolutionLine(session, ticker, self._actions.play)
        self._unsubscribe = session.subscribe(self._changed)

    # --- Watching ---------------------------------------------------------------

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _show(self, status: Status | None = None, word: Word | None = None) -> None:
        if status is not None:
            self.status = status
        if word is not None:
            self.word = word
        report = Report(status, word)
        for listener in list(self._listeners):
            listener(report)

    def _say(self, kind: WordKind, seconds: float | None = None) -> None:
        self._show(word=Word(kind, seconds))

    @property
    def winnable_index(self) -> int | None:
        """Moves made at the last position proven winnable."""
        return self._session.solver_word.winnable_index

    @property
    def lost_since(self) -> int | None:
        return self._session.solver_word.lost_since

    # --- The session's changes --------------------------------------------------------

    def _changed(self, changes: Changes) -> None:
        # The analysis follows the session itself: a front never tells it of a move.
        if changes.position:
            self._position_changed()

    def _position_changed(self) -> None:
        """After every move, undo, redo, restart and new deal (not a step
        of Auto finish: the position settles after its last)."""
        self._new_epoch()
        self.answer = None
        self._want_hint = self._offer_rewind = self.deepening = False
        self._want_solution = None
        self._say("none")
        position = self._session.position
        self._line.moved(position)
        if engine.is_won(position):
            self._show(Status("won"))
        elif self._live_status():
            self._show(Status("thinking"))
            self._post("analyse")
        else:
            self._show(Status("none"))

    def live_status_changed(self) -> None:
        """The player turned Live status on or off: off clears the verdict at
        once (and stops a look that only the status wanted); on starts a look
        at the position. A hint or solution asked for is left to come."""
        if engine.is_won(self._session.position):
            return  # "Won" is no look of the solver's
        if self._live_status():
            self._show(Status("thinking"))
            self._post("analyse")
            return
        if not (self._want_hint or self._want_solution is not None or self._offer_rewind):
            self._new_epoch()  # the running look was the status's only
        self.deepening = False
        self._show(Status("none"))

    def close(self) -> None:
        """Stop at once: the running search sees it at its next poll."""
        if self._closing:
            return
        self._closing = True
        self._unsubscribe()
        self._line.stop()
        self._runner.close()

    # --- Requests from the player ---------------------------------------------------

    def request_hint(self) -> None:
        if self._said_won():
            return
        if self.answer is not None and self.answer.hint is not None:
            self._show_hint(self.answer.hint)
            return
        self._want_hint = True
        self._say("thinking-hint")
        self._post("analyse")

    def show_solution(self) -> None:
        """Play the solver's line from here, a move at a time; any input stops it."""
        self._use_solution(play=True)

    def step_solution(self) -> None:
        """Play the next move of the solver's line."""
        self._use_solution(play=False)

    def stop_solution(self) -> None:
        self._line.stop()

    @property
    def playing(self) -> bool:
        return self._line.playing

    def undo_to_winnable(self) -> None:
        """Rewind to the last position the solver proves winnable."""
        target = self.winnable_index
        if target is None:
            self._offer_rewind = True
            self._say("rewind-looking")
            self._post("rewind")
            return
        if target >= self._session.history.cursor:
            self._say("rewind-nothing", PASSING_SECONDS)
            return
        self._actions.undo_to(target)

    # --- Asking the solver ----------------------------------------------------------

    def _new_epoch(self) -> None:
        """The position changed: cancel the running search and drop queued ones."""
        self._epoch += 1
        self._asked.clear()

    def _stale(self, request: Request) -> bool:
        """Polled by the search off the caller's thread (reading two values
        needs no lock)."""
        return self._closing or request.epoch != self._epoch

    def deep_budget_for(self, position: Position) -> int:
        """Nodes for the deeper look at ``position``."""
        if self.deep_budget is not None:
            return self.deep_budget
        return DEEP_SHARE * self.verdicts.budget_for(position)

    def _looks_deeper(self, position: Position) -> bool:
        return self.deep_budget_for(position) > self.verdicts.budget_for(position)

    def _post(self, kind: Kind) -> None:
        key = (kind, self._session.position)
        if self._closing or key in self._asked:
            return  # its answer, when it comes, serves this request too
        self._asked.add(key)
        history = self._session.history.played if kind == "rewind" else ()
        request = Request(kind, key[1], self._epoch, history)
        deep = kind == "deepen"
        verdicts = self.verdicts

        def work(cancelled: Cancelled) -> Answer | None:
            # The hint budget is read here, off the caller's thread: reading it
            # loads the solver, which the first frame does without.
            budget = self.deep_budget_for(request.position) if deep else verdicts.budget_for(request.position)
            return verdicts.answer(request, budget, cancelled)

        def failed(error: Exception) -> None:
            self._asked.discard(key)
            raise error

        self._runner.submit(Job(work, self._answered, failed, stale=lambda: self._stale(request)))

    # --- Answers ----------------------------------------------------------------------

    def _answered(self, answer: Answer | None) -> None:
        if answer is not None:
            self._asked.discard((answer.request.kind, answer.request.position))
        if answer is None or answer.request.position != self._session.position:
            return  # cancelled, or late: the player has moved on
        if answer.request.kind == "rewind":
            self._rewound(answer)
            return
        if engine.is_won(answer.request.position):
            return  # the status says "Won" and stays so
        self.answer = answer
        hint = answer.hint
        assert hint is not None
        if answer.request.kind == "deepen":
            self.deepening = False
        if hint.status == "winnable":
            self._show(Status("winnable"))
        elif hint.status == "lost":
            self._show(Status("lost"))
            self._post("rewind")
        elif (
            answer.request.kind == "analyse"
            and self._live_status()
            and self.deep_budget_for(answer.request.position)
            > self.verdicts.budget_for(answer.request.position)
        ):
            self.deepening = True
            self._show(Status("deeper"))
            self._post("deepen")
        else:
            self._show(Status("unknown"))
        if self._want_hint:
            self._want_hint = False
            self._show_hint(hint)
        if self._want_solution is not None:
            mode, self._want_solution = self._want_solution, None
            self._use_solution(play=mode == "play")

    def _rewound(self, answer: Answer) -> None:
        lost_from = answer.lost_from
        # None when nothing is proven lost (asked from a position that is
        # winnable or undecided): the analysis's status stands.
        if lost_from == 0:
            self._show(Status("lost-from-start"))
        elif lost_from is not None:
            self._show(Status("lost-since", lost_from))
        # The session tells its fronts (the end notice, the lost start's notice).
        self._session.solver_said(answer.winnable_index, lost_from)
        if self._offer_rewind:
            self._offer_rewind = False
            if self.winnable_index is None:
                self._say("rewind-none", PASSING_SECONDS)
            else:
                self.undo_to_winnable()

    # --- Hints and the solution line --------------------------------------------------------

    def _show_hint(self, hint: Hint) -> None:
        if hint.move is None:
            self._say("no-move", PASSING_SECONDS)
            return
        lost: Literal["deal", "position"] | None = None
        if hint.source != "solver" and hint.status == "lost":
            # Nothing earlier to go back to, or a winnable position behind.
            at_start = self._session.history.cursor == 0 or self.lost_since == 0
            lost = "deal" if at_start else "position"
        self._show(word=Word("hint", hint=hint, position=self._session.position, lost=lost))

    def _said_won(self) -> bool:
        """After the win there is nothing to hint or solve: say so, and ask
        the solver nothing (its answer for a won position read "Winnable")."""
        if not engine.is_won(self._session.position):
            return False
        self.stop_solution()
        self._say("won", PASSING_SECONDS)
        return True

    def _use_solution(self, play: bool) -> None:
        if self._said_won():
            return
        position = self._session.position
        if self._line.follows(position):
            self._line.go(play)
            return
        result = None if self.answer is None else self.answer.result
        if self.answer is None or (self.deepening and result is not None and result.verdict == "unknown"):
            # The line comes with the (deeper) answer.
            self._want_solution = "play" if play else "step"
            if self.answer is None:
                self._say("solution-working")
                self._post("analyse")
            else:
                self._say("solution-deeper")
            return
        if result is None or result.verdict != "solvable" or not result.moves:
            self._say("no-line", PASSING_SECONDS)
            return
        self._line.load(result.moves, position)
        self._line.go(play)
