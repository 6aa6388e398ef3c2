"""One app per player and data folder: a second start hands over its file.

``goodmeasure FILE.deal`` while the app runs must not open a second window:
both would save the same current game and one game would be lost. The
second start sends the file's absolute path (or nothing, just to raise the
window) over a local socket to the running app, which comes to the front,
asks as usual before a game in progress is left, and opens the file.

The message is one JSON line, ``{"open": "/abs/path"}`` or ``{"open": null}``,
answered by ``ok``; anything else is ignored. The data folder's lock
(storage.instance_lock) decides who the running app is: the server name of
one that crashed is stale and removed, and a start that can neither hand
over nor take the lock refuses instead of saving over another's game.
"""

from __future__ import annotations

import enum
import getpass
import hashlib
import json
import os
import posixpath
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication

from goodmeasure.storage import StoragePaths
from goodmeasure.storage.instance_lock import HeldElsewhere, InstanceLock

CONNECT_MS = 1000
#: A running app answers from its event loop; a slow start-up may take a while.
ANSWER_MS = 5000
#: Two starts at once: the one that took the lock listens a moment later.
RACE_SECONDS = 3.0
MAX_MESSAGE = 64 * 1024
ANSWER = b"ok\n"


def _user() -> str:
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no login name known (a container, a service)
        return str(os.getuid()) if hasattr(os, "getuid") else ""


#: sun_path's size: a socket's whole path must fit, with its final NUL.
_UNIX_PATH_MAX = {"linux": 108, "darwin": 104}


def _socket_folders(platform: str, environ: Mapping[str, str]) -> list[str]:
    """The folders a Unix socket may go to, best first ([]: Qt's default).

    Linux: the user's runtime folder ($XDG_RUNTIME_DIR, which no one else can
    enter) rather than the shared /tmp; in a Flatpak sandbox first its
    app/<id> subfolder, the one every instance of the app shares (the rest of
    the runtime folder is private to each sandbox). macOS: $TMPDIR, the
    user's own /var/folders/.../T/ that launchd sets (Qt's default too, named
    here so that its length is checked), else /tmp.
    """
    if platform.startswith("linux"):
        runtime = environ.get("XDG_RUNTIME_DIR", "")
        app = environ.get("FLATPAK_ID", "")
        return ([posixpath.join(runtime, "app", app)] if app and runtime else []) + [runtime]
    if platform == "darwin":
        return [environ.get("TMPDIR", ""), "/tmp"]
    return []


def server_name(
    paths: StoragePaths,
    user: str | None = None,
    platform: str = sys.platform,
    environ: Mapping[str, str] = os.environ,
) -> str:
    """The local server's name for this user and data folder.

    The folder and user are hashed into a short plain name (ASCII letters,
    digits and a dash, 36 long) that suits every platform. Windows: Qt makes
    it the named pipe \\\\.\\pipe\\<name>, which is machine-wide, so the
    user is in the hash. macOS and Linux: a socket file in the user's own
    folder (see _socket_folder) when its path fits sun_path (104 bytes on
    macOS, 108 on Linux); otherwise the plain name, which Qt puts in its
    temporary folder (/tmp), still only for this user (UserAccessOption).
    """
    folder = os.path.normcase(str(Path(paths.data_dir).expanduser().resolve()))
    key = f"{_user() if user is None else user}\0{folder}".encode("utf-8", "surrogatepass")
    name = "goodmeasure-" + hashlib.sha256(key).hexdigest()[:24]
    limit = _UNIX_PATH_MAX.get("linux" if platform.startswith("linux") else platform, 0)
    for base in _socket_folders(platform, environ):
        # posixpath: a macOS or Linux path, also when a test simulates one elsewhere.
        path = posixpath.join(base, name)
        if base.startswith("/") and os.path.isdir(base) and len(os.fsencode(path)) < limit:
            return path
    return name


def encode_message(path: str | None) -> bytes:
    """The message for ``path`` (made absolute), or for nothing to open.
    ASCII JSON: a name in any characters, even undecodable ones, survives."""
    return json.dumps({"open": None if path is None else os.path.abspath(path)}).encode("ascii") + b"\n"


def decode_message(line: bytes) -> tuple[bool, str | None]:
    """(True, path or None) for a well-formed message, (False, None) for any other."""
    try:
        message = json.loads(line.decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        return False, None
    if not isinstance(message, dict) or set(message) != {"open"}:
        return False, None
    path = message["open"]
    if path is None:
        return True, None
    if not isinstance(path, str) or not path or "\0" in path or not os.path.isabs(path):
        return False, None
    return True, path


class HandOff(enum.Enum):
    HANDED = "handed"
    NO_SERVER = "no server"
    NO_ANSWER = "no answer"  # a server took the connection but never said ok: hung


def hand_off(name: str, path: str | None) -> HandOff:
    """Send ``path`` (or nothing) to the app listening as ``name``."""
    connection = QLocalSocket()
    connection.connectToServer(name)
    if not connection.waitForConnected(CONNECT_MS):
        return HandOff.NO_SERVER
    try:
        connection.write(encode_message(path))
        deadline = time.monotonic() + ANSWER_MS / 1000
        reply = b""
        while b"\n" not in reply:
            left = int((deadline - time.monotonic()) * 1000)
            if left <= 0 or not connection.waitForReadyRead(left):
                return HandOff.NO_ANSWER
            reply += bytes(connection.readAll().data())
        return HandOff.HANDED if reply == ANSWER else HandOff.NO_ANSWER
    finally:
        connection.abort()


class InstanceServer(QObject):
    """Listens for later starts; ``handed`` carries each one's path (or None)."""

    handed = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        # Only this user may connect (the socket file's mode, the pipe's ACL).
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Start listening. Called by the holder of the data folder's lock, so
        a name in use is left from an app that crashed: it is removed."""
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        return self._server.listen(self.name)

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            connection = self._server.nextPendingConnection()
            buffer = bytearray()
            connection.readyRead.connect(lambda c=connection, b=buffer: self._read(c, b))
            connection.disconnected.connect(connection.deleteLater)
            # A client that connects and says nothing is not kept forever.
            QTimer.singleShot(ANSWER_MS * 2, connection, connection.abort)

    def _read(self, connection: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(connection.readAll().data())
        if b"\n" not in buffer:
            if len(buffer) > MAX_MESSAGE:
                connection.abort()
            return
        line = bytes(buffer).split(b"\n", 1)[0]
        buffer.clear()
        ok, path = decode_message(line)
        if not ok:
            connection.abort()  # malformed: ignored, no answer
            return
        connection.write(ANSWER)
        connection.flush()
        if connection.state() != QLocalSocket.LocalSocketState.ConnectedState:
            # The sender gave up waiting (this app hung a while) and has told
            # its player nothing was opened: it must not open now.
            return
        connection.disconnectFromServer()
        self.handed.emit(path)


class AlreadyRunning(Exception):
    """Another app holds this data folder but did not take the hand-off."""

    def __init__(self, pid: int | None) -> None:
        super().__init__(pid)
        self.pid = pid


@dataclass
class Claim:
    """This start is the running app: it holds the lock (None if the data
    folder cannot be written, so nothing is saved anyway) and listens."""

    lock: InstanceLock | None
    server: InstanceServer

    def release(self) -> None:
        self.server.close()
        if self.lock is not None:
            self.lock.release()


def claim(paths: StoragePaths, path: str | None) -> Claim | None:
    """Hand ``path`` to the app already running on ``paths`` (None: done, this
    start may exit), or become that app. AlreadyRunning if another app holds
    the folder and does not answer (hung): this start must not save there."""
    name = server_name(paths)
    deadline = time.monotonic() + RACE_SECONDS
    while True:
        result = hand_off(name, path)
        if result is HandOff.HANDED:
            return None
        try:
            lock: InstanceLock | None = InstanceLock.acquire(paths)
        except HeldElsewhere as held:
            if result is HandOff.NO_SERVER and time.monotonic() < deadline:
                time.sleep(0.1)  # it is starting: its server listens in a moment
                continue
            raise AlreadyRunning(held.pid) from None
        except OSError:
            lock = None
        server = InstanceServer(name)
        # Not listening (a name Qt refuses) costs the hand-off only; the lock
        # still keeps another start from saving over this app's game.
        server.listen()
        return Claim(lock, server)


class _FileOpenEvents(QObject):
    """macOS hands a file to the running app as an event, not a second start:
    Finder's open (a double-click on a .deal file, one dropped on the Dock
    icon) arrives as QFileOpenEvent, also for the file the app was started with."""

    opened = Signal(str)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.opened.emit(event.file())
            return True
        return False


def deliver(window: QObject, server: InstanceServer, platform: str = sys.platform) -> None:
    """Hand what later starts send to ``window.open_handed_path``, each once
    no dialog is open (the question it asks must not stack on another); on
    macOS also the files Finder opens with the app."""

    def open_when_free(path: str | None, first: bool = True) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None:
            if first:  # the player sees what stands in the way
                dialog.raise_()
                dialog.activateWindow()
            QTimer.singleShot(250, window, lambda: open_when_free(path, first=False))
            return
        window.open_handed_path(path)  # type: ignore[attr-defined]

    server.handed.connect(lambda path: open_when_free(path))
    app = QApplication.instance()
    # Only macOS sends these; elsewhere no filter sees every event of the app.
    if platform == "darwin" and app is not None:
        events = _FileOpenEvents(window)  # lives (and filters) as long as the window
        events.opened.connect(lambda path: open_when_free(os.path.abspath(path)))
        app.installEventFilter(events)
