"""JSON documents with a schema version, read so that a bad file never breaks the app.

A damaged file is renamed aside as `<name>.corrupt-<YYYYmmdd-HHMMSS>` (kept for
inspection, and so the damage is reported only once) and the caller gets a
human-readable notice to show the user.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from goodmeasure.engine.deals import read_date
from goodmeasure.storage.atomic import write_atomic
from goodmeasure.storage.bounded import NotRegularFile, TooLarge, read_regular

T = TypeVar("T")

SCHEMA_KEY = "schema"

# Our files are a few kilobytes; anything far larger is not ours, and reading
# it whole could exhaust memory.
MAX_BYTES = 16 * 1024 * 1024


class BadDocument(ValueError):
    """The file's content cannot be used; the message says why, for the notice."""


def _now() -> datetime:
    return datetime.now()


def quarantine(path: Path) -> Path:
    """Rename a damaged file aside with a timestamp; returns the new path."""
    stem = f"{path.name}.corrupt-{_now():%Y%m%d-%H%M%S}"
    aside = path.with_name(stem)
    counter = 2
    while aside.exists():
        aside = path.with_name(f"{stem}-{counter}")
        counter += 1
    path.rename(aside)
    return aside


def decode(raw: bytes, schema: int) -> dict[str, Any]:
    """Parse bytes into a JSON object carrying exactly the expected schema version."""
    try:
        doc = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except UnicodeDecodeError:
        raise BadDocument("it is not text") from None
    except RecursionError:
        raise BadDocument("it is nested too deeply") from None
    except ValueError:
        raise BadDocument("it is not valid JSON") from None
    if not isinstance(doc, dict):
        raise BadDocument("it does not hold a JSON object")
    found = doc.get(SCHEMA_KEY)
    if type(found) is not int or found != schema:
        raise BadDocument(f"it has schema {found!r}, expected {schema}")
    return doc


def _reject_constant(name: str) -> float:
    # NaN and Infinity are not JSON; Python accepts them unless told otherwise.
    raise ValueError(f"non-standard JSON constant {name}")


def load_document(
    path: Path, schema: int, what: str, parse: Callable[[dict[str, Any]], T]
) -> tuple[T | None, list[str]]:
    """Read and parse `path`; never raises for anything wrong with the file.

    Returns (value, notices). A missing file gives (None, []) silently. A file
    that cannot be read, decoded or parsed gives (None, [one notice]) and is
    moved aside. `parse` signals bad content by raising BadDocument.
    `what` names the content for the notice, e.g. "Your settings".
    """
    try:
        # A FIFO in the file's place would block an open() forever, a device
        # never end: refused at once, and moved aside like any damaged file.
        raw = read_regular(path, MAX_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        # Missing, or a file stands where one of its folders should be (a
        # home folder that is a file): nothing to move aside, and nothing
        # can be saved there either, which the player should know.
        blocker = file_in_the_way(path)
        if blocker is None:
            return None, []
        return None, [not_a_folder(what, blocker)]
    except NotRegularFile:
        return None, [_notice(path, what, "it is not a regular file")]
    except TooLarge:
        return None, [_notice(path, what, "it is far too large")]
    except OSError as error:
        return None, [_notice(path, what, f"it could not be opened ({error.strerror})")]
    try:
        return parse(decode(raw, schema)), []
    except BadDocument as error:
        return None, [_notice(path, what, str(error))]


def load_in_part(
    path: Path,
    schema: int,
    what: str,
    parse: Callable[[dict[str, Any]], tuple[T, list[str]]],
    left_out: Callable[[list[str]], str],
    save: Callable[[T], None],
) -> tuple[T | None, list[str]]:
    """:func:`load_document` for content whose `parse` leaves out the bad
    entries on their own and says which: the rest is kept. Then the file is
    moved aside, one notice says what was left out (`left_out` words it, from
    the names `parse` gave) and where the file went, and the rest is written
    back with `save`, so the notice is shown once."""
    result, notices = load_document(path, schema, what, parse)
    if result is None:
        return None, notices
    value, bad = result
    if bad:
        notices.append(f"{left_out(bad)} {keep_aside(path)}")
        # Best effort: if this fails the same entries are simply left out again next time.
        with contextlib.suppress(OSError):
            save(value)
    return value, notices


def _notice(path: Path, what: str, reason: str) -> str:
    return f"{what} could not be read because {reason}, so defaults are used. {keep_aside(path)}"


def file_in_the_way(path: Path) -> Path | None:
    """The file that stands where one of `path`'s folders should be, if any."""
    for folder in reversed(path.parents):  # from the root down
        if folder.is_file():
            return folder
    return None


def not_a_folder(what: str, blocker: Path) -> str:
    return (
        f"{what} could not be read because {blocker} is a file, not a folder, so defaults are used. "
        "Nothing can be saved until that file is moved or renamed."
    )


def keep_aside(path: Path) -> str:
    """Quarantine `path` if possible; returns a sentence saying where it went."""
    try:
        aside = quarantine(path)
    except OSError as error:
        # Then it stays where it is (a save there will likely fail the same way).
        return f"The damaged file could not be moved aside ({error.strerror or error})."
    return f"The damaged file was kept as {aside}."


def save_document(path: Path, schema: int, content: dict[str, Any]) -> None:
    """Write `content` plus the schema version atomically. Raises OSError on failure."""
    doc = {SCHEMA_KEY: schema, **content}
    text = json.dumps(doc, indent=2, sort_keys=True, allow_nan=False, ensure_ascii=False)
    write_atomic(path, (text + "\n").encode("utf-8"))


# Field readers: each raises BadDocument naming the field when the value is unusable.


def get_bool(doc: dict[str, Any], key: str) -> bool:
    value = doc.get(key)
    if not isinstance(value, bool):
        raise BadDocument(f"{key!r} is not true or false")
    return value


def get_int(doc: dict[str, Any], key: str, minimum: int = 0) -> int:
    value = doc.get(key)
    # bool is an int subclass, but True is not a count.
    if type(value) is not int or value < minimum:
        raise BadDocument(f"{key!r} is not a whole number of at least {minimum}")
    return value


def get_seconds(doc: dict[str, Any], key: str) -> float:
    value = doc.get(key)
    # bool is an int subclass, but True is not a duration.
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise BadDocument(f"{key!r} is not a number of seconds")
    if not math.isfinite(value) or value < 0:
        raise BadDocument(f"{key!r} is not a non-negative number of seconds")
    return float(value)


def get_str(doc: dict[str, Any], key: str) -> str:
    value = doc.get(key)
    if not isinstance(value, str):
        raise BadDocument(f"{key!r} is not text")
    return value


def get_optional(doc: dict[str, Any], key: str, reader: Callable[[dict[str, Any], str], T]) -> T | None:
    return None if doc.get(key) is None else reader(doc, key)


def is_iso_date(text: str) -> bool:
    """True for a calendar date written as YYYY-MM-DD (keys must be one spelling)."""
    return read_date(text) is not None


def get_object(doc: dict[str, Any], key: str) -> dict[str, Any]:
    value = doc.get(key)
    if not isinstance(value, dict):
        raise BadDocument(f"{key!r} is not a JSON object")
    return value


def get_str_list(doc: dict[str, Any], key: str) -> list[str]:
    value = doc.get(key)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise BadDocument(f"{key!r} is not a list of text")
    return value
