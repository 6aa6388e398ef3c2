"""Reading a position the player names: what is not a .deal file is refused at once."""

from __future__ import annotations

import os
import sys
import tracemalloc
from pathlib import Path

import pytest

from goodmeasure.engine import deal, write_deal
from goodmeasure.storage import position_files
from goodmeasure.storage.position_files import UnreadablePosition, printable, read_position

fifos = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")


@fifos
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    # Before, open() waited for a writer forever; no writer ever comes here.
    fifo = tmp_path / "game.deal"
    os.mkfifo(fifo)
    with pytest.raises(UnreadablePosition, match=r"game\.deal: a FIFO, not a \.deal file"):
        read_position(str(fifo))


def test_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder.deal"
    folder.mkdir()
    with pytest.raises(UnreadablePosition, match="a folder, not a .deal file"):
        read_position(str(folder))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_device_is_refused_unread(tmp_path: Path) -> None:
    link = tmp_path / "zero.deal"
    link.symlink_to("/dev/zero")
    with pytest.raises(UnreadablePosition, match="a device, not a .deal file"):
        read_position(str(link))


def test_a_file_over_the_limit_is_refused_from_its_size(tmp_path: Path) -> None:
    # A gigabyte that takes no room on disk: reading it would take a gigabyte of memory.
    huge = tmp_path / "huge.deal"
    with huge.open("wb") as handle:
        handle.truncate(1 << 30)
    tracemalloc.start()
    try:
        with pytest.raises(UnreadablePosition, match=r"far too large for a \.deal file \(over 1 MiB\)"):
            read_position(str(huge))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 256 * 1024, peak


def test_the_limit_is_a_mebibyte(tmp_path: Path) -> None:
    # Comment lines are valid .deal text: just under the limit the file is
    # read (and is a position); a little over it, refused.
    text = write_deal(deal("golf", 2))
    limit = position_files.MAX_POSITION_BYTES
    for size, readable in ((limit, True), (limit + 1, False)):
        path = tmp_path / f"{size}.deal"
        path.write_bytes(b"#" * (size - len(text) - 1) + b"\n" + text.encode())
        assert path.stat().st_size == size
        if readable:
            assert read_position(str(path)) == deal("golf", 2)
        else:
            with pytest.raises(UnreadablePosition, match="far too large"):
                read_position(str(path))


def test_standard_input_is_read_to_the_limit_only(monkeypatch: pytest.MonkeyPatch) -> None:
    class Endless:
        asked: list[int] = []

        def read(self, size: int = -1) -> bytes:
            self.asked.append(size)
            return b"#" * size

    class Stdin:
        buffer = Endless()

    monkeypatch.setattr(sys, "stdin", Stdin())
    with pytest.raises(UnreadablePosition, match="cannot read standard input: far too large"):
        read_position("-")
    assert Endless.asked == [position_files.MAX_POSITION_BYTES + 1]


def test_control_characters_in_a_name_are_shown_as_escapes(tmp_path: Path) -> None:
    name = "\x1b]0;owned\x07\x1b[2J\u202egnp.deal"
    with pytest.raises(UnreadablePosition) as refused:
        read_position(str(tmp_path / name))
    message = str(refused.value)
    assert "\\x1b]0;owned\\x07\\x1b[2J\\u202egnp.deal" in message
    assert printable(message) == message
    assert not any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in message)
