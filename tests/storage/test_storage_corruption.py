"""Every kind of damaged file: defaults, the file kept aside, exactly one notice."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from goodmeasure.session.counting import GameRecord, count
from goodmeasure.storage import (
    Settings,
    Statistics,
    StoragePaths,
    documents,
    load_game,
    load_settings,
    load_statistics,
    save_game,
    save_settings,
    save_statistics,
)

STAMP = "20250314-150926"  # conftest's fixed clock


@dataclass
class Kind:
    name: str
    file: Callable[[StoragePaths], Path]
    load: Callable[[StoragePaths], tuple[Any, list[str]]]
    default: Any
    wrong_type: dict[str, Any]  # a schema-1 document with fields of the wrong type


KINDS = [
    Kind(
        "settings",
        lambda p: p.settings_file,
        load_settings,
        Settings(),
        {"schema": 1, "auto_play": "yes", "language": 5, "table_colour": None},
    ),
    Kind(
        "statistics",
        lambda p: p.statistics_file,
        load_statistics,
        Statistics(),
        {"schema": 1, "games": {"golf": {"played": "three"}}, "daily": {}},
    ),
    Kind(
        "saves",
        lambda p: p.current_game_file,
        load_game,
        None,
        {
            "schema": 1,
            "game": "golf",
            "options": [],
            "number": 1,
            "daily_date": None,
            "start": "game: golf\n",
            "moves": [],
            "cursor": "0",
            "elapsed": 1.0,
        },
    ),
]


def _write_valid(kind: Kind, paths: StoragePaths) -> None:
    if kind.name == "settings":
        save_settings(paths, Settings(language="de", auto_play=False))
    elif kind.name == "statistics":
        stats = Statistics()
        count(stats, GameRecord("golf", True, 10, 60.0, 40))
        save_statistics(paths, stats)


DAMAGE: dict[str, Callable[[bytes], bytes]] = {
    "corrupted": lambda good: good[: len(good) // 2] + b"\x00\x13}{" + good[len(good) // 2 + 4 :],
    "truncated": lambda good: good[: len(good) // 2],
    "empty": lambda good: b"",
    "not-json": lambda good: b"this is not json at all\n",
    "wrong-schema": lambda good: json.dumps({**json.loads(good), "schema": 99}).encode(),
    "no-schema": lambda good: json.dumps(
        {k: v for k, v in json.loads(good).items() if k != "schema"}
    ).encode(),
    "not-an-object": lambda good: b"[1, 2, 3]",
    "binary-garbage": lambda good: bytes(range(256)) * 4,
    "nan": lambda good: b'{"schema": NaN}',
    "deeply-nested": lambda good: b"[" * 100_000,
}


def _good_bytes(kind: Kind, paths: StoragePaths, make_save: Callable[..., Any]) -> bytes:
    if kind.name == "saves":
        save_game(paths, make_save())
    else:
        _write_valid(kind, paths)
    return kind.file(paths).read_bytes()


def _assert_quarantined(kind: Kind, paths: StoragePaths, bad: bytes, notices: list[str]) -> None:
    target = kind.file(paths)
    aside = target.with_name(f"{target.name}.corrupt-{STAMP}")
    assert aside.read_bytes() == bad
    assert len(notices) == 1
    assert str(aside) in notices[0]


@pytest.mark.parametrize("damage", DAMAGE)
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_damaged_file_gives_defaults_and_is_kept_aside(
    kind: Kind, damage: str, paths: StoragePaths, make_save: Callable[..., Any]
) -> None:
    bad = DAMAGE[damage](_good_bytes(kind, paths, make_save))
    kind.file(paths).write_bytes(bad)
    _assert_refused(kind, paths, bad)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_wrongly_typed_document(kind: Kind, paths: StoragePaths) -> None:
    bad = json.dumps(kind.wrong_type).encode()
    kind.file(paths).parent.mkdir(parents=True)
    kind.file(paths).write_bytes(bad)
    _assert_refused(kind, paths, bad)


def _assert_refused(kind: Kind, paths: StoragePaths, bad: bytes) -> None:
    """Loading ``bad`` gives the defaults with the file kept aside, once: the
    next start finds no bad file and stays quiet."""
    value, notices = kind.load(paths)
    assert value == kind.default
    _assert_quarantined(kind, paths, bad, notices)
    assert kind.load(paths) == (kind.default, [])


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_missing_file_is_silent(kind: Kind, paths: StoragePaths) -> None:
    assert kind.load(paths) == (kind.default, [])


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_aside_names_are_unique(kind: Kind, paths: StoragePaths) -> None:
    target = kind.file(paths)
    target.parent.mkdir(parents=True)
    for attempt in range(3):
        target.write_bytes(b"garbage %d" % attempt)
        assert len(kind.load(paths)[1]) == 1
    names = sorted(p.name for p in target.parent.iterdir())
    base = f"{target.name}.corrupt-{STAMP}"
    assert names == [base, f"{base}-2", f"{base}-3"]
    assert (target.parent / f"{base}-3").read_bytes() == b"garbage 2"


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_unreadable_path_does_not_raise(kind: Kind, paths: StoragePaths) -> None:
    # A folder where the file should be cannot be opened as a file.
    kind.file(paths).mkdir(parents=True)
    value, notices = kind.load(paths)
    assert value == kind.default
    assert len(notices) == 1


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.binary(max_size=300) | st.text(max_size=200).map(str.encode))
def test_arbitrary_bytes_never_raise(kind: Kind, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as root:
        paths = StoragePaths.under(root)
        kind.file(paths).parent.mkdir(parents=True)
        kind.file(paths).write_bytes(data)
        value, notices = kind.load(paths)
        assert len(notices) <= 1
        if notices:
            assert value == kind.default


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=10,
)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
@settings(max_examples=60, deadline=None)
@given(
    doc=st.dictionaries(
        st.sampled_from(
            [
                "games",
                "daily",
                "game",
                "options",
                "number",
                "start",
                "moves",
                "cursor",
                "elapsed",
                "auto_play",
                "language",
                "table_colour",
                "window_geometry",
            ]
        ),
        json_values,
    )
)
def test_arbitrary_schema_1_documents_never_raise(kind: Kind, doc: dict[str, Any]) -> None:
    with tempfile.TemporaryDirectory() as root:
        paths = StoragePaths.under(root)
        kind.file(paths).parent.mkdir(parents=True)
        kind.file(paths).write_text(json.dumps({**doc, "schema": 1}))
        kind.load(paths)


def _load_or_release(kind: Kind, paths: StoragePaths) -> tuple[Any, list[str]]:
    """Load in a thread; a load that waits on a FIFO is released by a writer
    after a while and the test fails, instead of hanging the run."""
    import os
    import threading

    answer: list[tuple[Any, list[str]]] = []
    worker = threading.Thread(target=lambda: answer.append(kind.load(paths)), daemon=True)
    worker.start()
    worker.join(20)
    if worker.is_alive():
        os.close(os.open(kind.file(paths), os.O_WRONLY))  # the waiting open() returns
        worker.join(20)
        pytest.fail("loading waited on a FIFO in the file's place")
    return answer[0]


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no FIFOs on this platform")
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_a_fifo_in_the_files_place_is_a_damaged_file(kind: Kind, paths: StoragePaths) -> None:
    import os
    import stat

    target = kind.file(paths)
    target.parent.mkdir(parents=True)
    os.mkfifo(target)
    value, notices = _load_or_release(kind, paths)
    assert value == kind.default
    aside = target.with_name(f"{target.name}.corrupt-{STAMP}")
    assert len(notices) == 1 and "it is not a regular file" in notices[0] and str(aside) in notices[0]
    assert stat.S_ISFIFO(aside.lstat().st_mode) and not target.exists()
    assert kind.load(paths) == (kind.default, [])


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_a_folder_in_the_files_place_is_moved_aside(kind: Kind, paths: StoragePaths) -> None:
    target = kind.file(paths)
    target.mkdir(parents=True)
    value, notices = kind.load(paths)
    assert value == kind.default
    aside = target.with_name(f"{target.name}.corrupt-{STAMP}")
    assert len(notices) == 1 and "it is not a regular file" in notices[0] and str(aside) in notices[0]
    assert aside.is_dir() and not target.exists()


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_a_home_folder_that_is_a_file_is_said_so(kind: Kind, tmp_path: Path) -> None:
    # Nothing can be moved aside or written there: the notice says what is
    # wrong, not that a damaged file will be overwritten.
    home = tmp_path / "home-file"
    home.write_text("not a folder", encoding="utf-8")
    value, notices = kind.load(StoragePaths.under(home))
    assert value == kind.default
    assert len(notices) == 1
    assert f"because {home} is a file, not a folder, so defaults are used." in notices[0]
    assert "overwritten" not in notices[0]
    assert home.read_text(encoding="utf-8") == "not a folder"


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_a_damaged_file_that_cannot_be_moved_aside_says_why(
    kind: Kind, paths: StoragePaths, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = kind.file(paths)
    target.parent.mkdir(parents=True)
    target.write_bytes(b"not json")

    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(documents, "quarantine", refuse)
    _, notices = kind.load(paths)
    assert len(notices) == 1
    assert notices[0].endswith("The damaged file could not be moved aside (Permission denied).")
