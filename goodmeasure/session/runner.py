"""Work off the caller's thread, after Anki's ``QueryOp``: a job's work is a
plain function, and its answer comes back on the caller's thread.

A :class:`Runner` only moves a :class:`Job` between threads: it calls
:meth:`Job.execute` off the caller's thread and :meth:`Job.deliver` back on
it. What cancelling means lives in the job, so every runner treats it
alike: a cancelled job that has not started never runs, a running one sees
``cancelled()`` turn true at its next poll, and its answer is never
delivered. :class:`InlineRunner` runs jobs on the caller's own thread, when
told (a test, a command line); the gui's runner is ``gui/runner.py``.

A :class:`Ticker` calls back every so often (the solution played back a
move at a time); a test hands in a fake one and moves its time by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

T = TypeVar("T")

Cancelled = Callable[[], bool]


def _never() -> bool:
    return False


class Job(Generic[T]):
    """``work(cancelled)`` off the caller's thread; ``done(answer)`` on it,
    unless the job was cancelled (or ``stale()`` turned true) meanwhile.
    Work that raises hands its exception to ``failed`` on the caller's
    thread; without ``failed`` it is raised there."""

    def __init__(
        self,
        work: Callable[[Cancelled], T],
        done: Callable[[T], object],
        failed: Callable[[Exception], object] | None = None,
        stale: Cancelled = _never,
    ) -> None:
        self._work = work
        self._done = done
        self._failed = failed
        self._stale = stale
        self._cancelled = False
        self._answer: T | None = None
        self._error: Exception | None = None
        self.ran = False

    def cancel(self) -> None:
        """Its answer is no longer wanted (a flag: read from any thread)."""
        self._cancelled = True

    def cancelled(self) -> bool:
        return self._cancelled or self._stale()

    def execute(self) -> None:
        """Off the caller's thread: run the work, unless cancelled first."""
        if self.cancelled():
            return
        self.ran = True
        try:
            self._answer = self._work(self.cancelled)
        except Exception as error:  # noqa: BLE001 - handed to the caller's thread
            self._error = error

    def deliver(self) -> None:
        """On the caller's thread: hand over the answer, if still wanted."""
        if not self.ran or self.cancelled():
            return
        if self._error is not None:
            if self._failed is None:
                raise self._error
            self._failed(self._error)
            return
        self._done(self._answer)  # type: ignore[arg-type]  # T, set by execute


class Runner(Protocol):
    def submit(self, job: Job[T]) -> None:
        """Queue ``job``: jobs run one at a time, in order."""

    def close(self) -> None:
        """Cancel what is queued, wait for the running job; take no more."""


class Ticker(Protocol):
    def start(self, seconds: float, tick: Callable[[], object]) -> None:
        """Call ``tick`` every ``seconds`` until stopped (a restart replaces it)."""

    def stop(self) -> None: ...

    @property
    def active(self) -> bool: ...


class InlineRunner:
    """Runs jobs on the caller's thread when told: as an event loop would,
    an answer never arrives inside the call that asked for it."""

    def __init__(self) -> None:
        self.queue: list[Job[object]] = []
        self._closed = False

    def submit(self, job: Job[T]) -> None:
        if not self._closed:
            self.queue.append(job)  # type: ignore[arg-type]  # any T

    def run_next(self) -> bool:
        """Run the oldest queued job and deliver its answer; False if none."""
        if not self.queue:
            return False
        job = self.queue.pop(0)
        job.execute()
        job.deliver()
        return True

    def run_all(self) -> int:
        """Run until nothing is queued (answers may queue more); how many ran."""
        count = 0
        while self.run_next():
            count += 1
        return count

    def close(self) -> None:
        self._closed = True
        for job in self.queue:
            job.cancel()
        self.queue.clear()
