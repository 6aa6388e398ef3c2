"""The background writer: writes run off the caller's thread, in order, one
at a time; what a write raised reaches the caller; a read in the process
sees the writes handed over before it. No sleeps: events and joins."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from goodmeasure.storage import SavedGame, StoragePaths, load_game, save_game
from goodmeasure.storage.background import Writer, wait_for_writes, writer_for

MakeSave = Callable[..., SavedGame]


def test_writes_run_on_another_thread_in_the_order_handed() -> None:
    writer = Writer()
    ran: list[tuple[int, threading.Thread]] = []
    for number in range(20):
        writer.submit(lambda number=number: ran.append((number, threading.current_thread())))  # type: ignore[misc]
    writer.wait()
    assert [number for number, _ in ran] == list(range(20))
    assert {thread for _, thread in ran} != {threading.current_thread()}


def test_a_write_is_handed_over_only_once_the_one_before_it_finished() -> None:
    # At most one write in flight: a kill loses at most the last one handed over.
    writer = Writer()
    release = threading.Event()
    finished: list[str] = []

    def first() -> None:
        release.wait()
        finished.append("first")

    writer.submit(first)
    releaser = threading.Thread(target=release.set)
    releaser.start()
    writer.submit(lambda: finished.append("second"))
    finished_when_handed = list(finished)
    releaser.join()
    writer.wait()
    assert finished_when_handed == ["first"]
    assert finished == ["first", "second"]


def test_what_a_write_raised_is_kept_for_the_caller() -> None:
    writer = Writer()

    def full_disk() -> None:
        raise OSError(28, "No space left on device")

    job = writer.submit(full_disk)
    with pytest.raises(OSError, match="No space left"):
        job.result()
    assert writer.submit(lambda: None).result() is None  # the writer goes on


def test_a_read_waits_for_the_saves_handed_over(paths: StoragePaths, make_save: MakeSave) -> None:
    older, newer = make_save(count=2), make_save(count=5)
    save_game(paths, older)
    release = threading.Event()

    def slow_save() -> None:
        release.wait()
        save_game(paths, newer)

    writer_for(paths.current_game_file).submit(slow_save)
    read: list[SavedGame | None] = []
    reader = threading.Thread(target=lambda: read.append(load_game(paths)[0]))
    reader.start()
    release.set()
    reader.join()
    assert read == [newer]


def test_waiting_for_a_file_never_written_in_the_background_returns(tmp_path: Path) -> None:
    wait_for_writes(tmp_path / "never.json")
