"""The save after every move, written off the caller's thread: what the
caller waits for (flush), how a failure reaches it (once, on its own
thread), and that a process killed right after a move loses at most that
move. No sleeps: events, joins and the flush."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from goodmeasure import engine
from goodmeasure.session import Keeper, Session, WriteFailed, keeping
from goodmeasure.storage import StoragePaths, load_game


def _session(home: Path, told: list[object]) -> Session:
    session = Session(Keeper(StoragePaths.under(home), told.extend))
    session.auto_finish = False
    return session


def test_the_save_is_written_off_the_callers_thread_and_flush_waits_for_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(tmp_path, [])
    session.deal("golf", 3, frozenset())
    session.keeper.flush()
    release = threading.Event()
    writers: list[threading.Thread] = []
    original = keeping.save_game

    def slow_save(*args: object) -> None:
        release.wait()
        writers.append(threading.current_thread())
        original(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(keeping, "save_game", slow_save)
    session.play(engine.legal_moves(session.position)[0])
    assert writers == []  # the move returned with its save still to be written
    releaser = threading.Thread(target=release.set)
    releaser.start()
    session.keeper.flush()
    releaser.join()
    assert len(writers) == 1 and writers[0] is not threading.current_thread()
    saved, _ = load_game(session.keeper.paths)
    assert saved is not None and saved.cursor == 1


def test_a_failed_save_is_told_once_on_the_callers_thread_at_the_next_save_or_flush(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[object] = []
    telling: list[threading.Thread] = []
    session = _session(tmp_path, told)
    session.keeper.tell = lambda messages: (told.extend(messages), telling.append(threading.current_thread()))
    session.deal("golf", 3, frozenset())
    session.keeper.flush()

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(keeping, "save_game", full_disk)
    session.play(engine.legal_moves(session.position)[0])
    assert told == []  # written, and failed, on the writer's thread: not told there
    session.keeper.flush()
    assert told == [WriteFailed("game", "No space left on device")]
    assert telling == [threading.current_thread()]
    for _ in range(3):
        session.play(engine.legal_moves(session.position)[0])
    session.keeper.flush()
    assert len(told) == 1  # once, not after every move
    monkeypatch.undo()  # the disk has room again: a later failure is news
    session.play(engine.legal_moves(session.position)[0])
    session.keeper.flush()
    monkeypatch.setattr(keeping, "save_game", full_disk)
    session.play(engine.legal_moves(session.position)[0])
    session.play(engine.legal_moves(session.position)[0])  # told here, at the next save
    assert len(told) == 2


def test_a_bug_in_the_save_is_raised_on_the_callers_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(tmp_path, [])
    session.deal("golf", 3, frozenset())
    session.keeper.flush()

    def broken(*args: object) -> None:
        raise ValueError("a bug, not a full disk")

    monkeypatch.setattr(keeping, "save_game", broken)
    session.play(engine.legal_moves(session.position)[0])
    with pytest.raises(ValueError, match="a bug"):
        session.keeper.flush()


#: Plays the first legal move again and again through a Session, back to
#: back, says how many it played, and waits to be killed.
_PLAYER = """
import sys
from goodmeasure import engine
from goodmeasure.session import Keeper, Session
from goodmeasure.storage import StoragePaths
session = Session(Keeper(StoragePaths.under(sys.argv[1])))
session.auto_finish = False
session.deal("bakers-dozen", 4)
for _ in range(int(sys.argv[2])):
    session.play(engine.legal_moves(session.position)[0])
print(session.history.moves_made, flush=True)
sys.stdin.read()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_kill_right_after_a_move_loses_at_most_that_move(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    player = subprocess.Popen(
        [sys.executable, "-c", _PLAYER, str(tmp_path), "40"],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert player.stdout is not None
        played = int(player.stdout.readline())
        player.send_signal(signal.SIGKILL)
    finally:
        player.kill()
        player.wait()
    saved, notices = load_game(StoragePaths.under(tmp_path))
    assert notices == [] and saved is not None
    assert played == 40 and saved.cursor in (played - 1, played)
    # What is on disk is the game as it was played, move for move.
    position = engine.deal("bakers-dozen", 4)
    for text in saved.moves:
        move = engine.legal_moves(position)[0]
        assert text == str(move)
        position = engine.apply(position, move)


def test_an_exit_without_a_flush_still_writes_the_last_save(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    code = _PLAYER.replace("sys.stdin.read()", "")  # exits at once, flushing nothing
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path), "12"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout.strip() == "12", done.stderr
    saved, _ = load_game(StoragePaths.under(tmp_path))
    assert saved is not None and saved.cursor == 12
