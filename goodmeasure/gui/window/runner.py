"""The session's runner on Qt (session/runner.py says what it does; the ticker
is ticker.py).

A :class:`QtRunner` owns one thread and runs its jobs there one at a time, in
order; each answer comes back to the UI thread by a queued signal. Nothing
crosses threads but the job, whose work is a plain function.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from goodmeasure.session.runner import Job

T = TypeVar("T")


class _Worker(QObject):
    """Lives on the runner's thread."""

    ran = Signal(object)

    @Slot(object)
    def run(self, job: Job[Any]) -> None:
        job.execute()
        self.ran.emit(job)  # queued back to the UI thread


class QtRunner(QObject):
    # The job whose answer was just handed over (or dropped), on the UI thread.
    delivered = Signal(object)
    _submit = Signal(object)

    def __init__(
        self,
        name: str,
        parent: QObject | None = None,
        priority: QThread.Priority = QThread.Priority.LowPriority,
    ) -> None:
        super().__init__(parent)
        self._closed = False
        self._queued: set[Job[Any]] = set()
        # Jobs held until the table is first drawn (start_after); None: run at once.
        self._held: list[Job[Any]] | None = None
        self._thread = QThread(self)
        self._thread.setObjectName(name)
        self._worker = _Worker()
        self._worker.moveToThread(self._thread)
        self._thread.finished.connect(self._worker.deleteLater)
        # Both connections cross threads, so Qt queues them.
        self._submit.connect(self._worker.run)
        self._worker.ran.connect(self._deliver)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)  # never a thread left running at exit
        self._thread.start(priority)

    @property
    def thread_of_jobs(self) -> QThread:
        return self._thread

    def start_after(self, then: Callable[[Callable[[], object]], object]) -> None:
        """Hold the jobs submitted until ``then`` calls back (first_frame.py:
        a search would slow the first frame; a stale one is dropped on delivery)."""
        self._held = []
        then(self._release)

    def _release(self) -> None:
        held, self._held = self._held or [], None
        for job in held:
            if not job.cancelled():
                self.submit(job)

    def submit(self, job: Job[T]) -> None:
        if self._closed:
            return
        if self._held is not None:
            self._held.append(job)
            return
        self._queued.add(job)
        self._submit.emit(job)

    @Slot(object)
    def _deliver(self, job: Job[Any]) -> None:
        self._queued.discard(job)
        try:
            job.deliver()
        finally:
            self.delivered.emit(job)

    def close(self) -> None:
        """Cancel what is queued; the running job stops at its next poll."""
        if self._closed:
            return
        self._closed = True
        for job in [*self._queued, *(self._held or [])]:
            job.cancel()
        self._thread.quit()
        self._thread.wait()
