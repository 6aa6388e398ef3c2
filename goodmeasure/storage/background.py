"""Writes of one file made on a background thread, one at a time and in order.

A save after every move must not hold up the thread that plays (the UI
thread): the fsyncs of an atomic write take milliseconds, tens of them on a
busy disk. So the caller hands the write over and goes on; one thread runs
the writes of every file, in the order handed. Handing over a write first waits
for the one before it to finish, so at most one write is ever in flight:
a process killed at any moment has on disk every write but the last one
handed over (in play, the move just made) - with atomic writes, the file is
always a whole earlier write. In human play the write before finished long
ago, and handing over costs microseconds.

What a write raised is kept on its :class:`Job` for the caller to collect on
its own thread (the caller tells the player). A read of the file in this
process first waits for the writes handed over (:func:`wait_for_writes`), so
it never sees an older file than its own process wrote.
"""

from __future__ import annotations

import atexit
import os
import queue
import threading
from collections.abc import Callable
from pathlib import Path


class Job:
    """One write handed over: done once it ran, with what it raised."""

    def __init__(self, write: Callable[[], None]) -> None:
        self.write = write
        self.done = threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.write()
        except BaseException as error:  # kept for the caller, who raises or tells it
            self.error = error
        finally:
            self.done.set()

    def result(self) -> None:
        """Wait for the write; raise what it raised."""
        self.done.wait()
        if self.error is not None:
            raise self.error


class Writer:
    """The writes of one file, run on the background thread in order.

    Meant for one calling thread (the UI thread). The thread is a daemon,
    so it never keeps the app from exiting: whoever must know a write is
    on disk (on quitting) waits for it.
    """

    def __init__(self) -> None:
        self._handing = threading.Lock()
        self._last: Job | None = None

    def submit(self, write: Callable[[], None]) -> Job:
        """Hand ``write`` over, once the write before it has finished."""
        with self._handing:
            self.wait()
            job = Job(write)
            self._last = job
            _hand_over(job)
        return job

    def wait(self) -> None:
        """Until every write handed over has run (raising nothing)."""
        last = self._last
        if last is not None:
            last.done.wait()


# One thread runs every file's writes; each file's Writer keeps its order.
_jobs: queue.SimpleQueue[Job] = queue.SimpleQueue()
_thread: threading.Thread | None = None
_writers: dict[str, Writer] = {}
_registry = threading.Lock()  # guards _thread and _writers


def _hand_over(job: Job) -> None:
    global _thread
    with _registry:
        if _thread is None:
            _thread = threading.Thread(target=_run, name="goodmeasure writer", daemon=True)
            _thread.start()
            # An exit that waited for no one still lets the last write finish.
            atexit.register(_wait_for_all)
    _jobs.put(job)


def _wait_for_all() -> None:
    with _registry:
        writers = list(_writers.values())
    for writer in writers:
        writer.wait()


def _run() -> None:
    while True:
        _jobs.get().run()


def _key(target: Path) -> str:
    return os.path.realpath(target)


def writer_for(target: Path) -> Writer:
    """The process's one writer of ``target`` (made at first use)."""
    key = _key(target)
    with _registry:
        writer = _writers.get(key)
        if writer is None:
            writer = _writers[key] = Writer()
        return writer


def wait_for_writes(target: Path) -> None:
    """Until the writes of ``target`` handed over in this process have run."""
    with _registry:
        writer = _writers.get(_key(target))
    if writer is not None:
        writer.wait()
