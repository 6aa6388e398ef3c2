"""Telling the player that their settings could not be saved, until a save works.

The system's own message names our temporary file ("[Errno 13] ...
.settings.json.x1y2.tmp") and left after 8 s while the settings still were
not kept. Here the failure is said in words, with the folder, and stays in
the status bar: a passing message may cover it, and it comes back after.
"""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QStatusBar

from goodmeasure.storage.documents import file_in_the_way


def settings_not_saved(error: OSError, folder: Path) -> str:
    """What failed, in the player's language: the folder, and why in words."""
    # The folder the write failed in: the temporary file's (or the folder
    # that could not be made, in its parent), else the settings folder.
    where = str(Path(error.filename).parent) if error.filename else str(folder)
    blocker = file_in_the_way(Path(error.filename or folder) / "settings.json")
    if error.errno == errno.ENOTDIR and blocker is not None:
        # A file stands where a folder should be (a home folder that is a file).
        text = QCoreApplication.translate(
            "MainWindow", "Settings could not be saved: %1 is a file, not a folder."
        )
        where = str(blocker)
    elif error.errno in (errno.EACCES, errno.EPERM):
        text = QCoreApplication.translate(
            "MainWindow", "Settings could not be saved: permission denied in %1."
        )
    elif error.errno == errno.EROFS:
        text = QCoreApplication.translate(
            "MainWindow", "Settings could not be saved: %1 is on a read-only disk."
        )
    elif error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        text = QCoreApplication.translate(
            "MainWindow", "Settings could not be saved: the disk holding %1 is full."
        )
    else:
        text = QCoreApplication.translate("MainWindow", "Settings could not be saved in %1 (%2).")
        text = text.replace("%2", error.strerror or type(error).__name__)
    return text.replace("%1", where)


class StandingMessage:
    """One status-bar message that stays until it is withdrawn."""

    def __init__(self, bar: QStatusBar) -> None:
        self._bar = bar
        self.text: str | None = None
        bar.messageChanged.connect(self._changed)

    def show(self, text: str) -> None:
        self.text = text
        self._bar.showMessage(text)

    def withdraw(self) -> None:
        text, self.text = self.text, None
        if text is not None and self._bar.currentMessage() == text:
            self._bar.clearMessage()

    def _changed(self, message: str) -> None:
        # Another message ran out (or was cleared): ours is still true.
        if not message and self.text is not None:
            self._bar.showMessage(self.text)
