"""Game > Open position and Save position: positions as .deal files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from goodmeasure import engine
from goodmeasure.session import Session
from goodmeasure.storage.atomic import write_atomic
from goodmeasure.storage.position_files import UnreadablePosition, read_position

Tell = Callable[[list[str]], object]


def choose_path(parent: QWidget) -> str | None:
    """A .deal file the player picks, if they pick one."""
    path, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("MainWindow", "Open position"),
        "",
        QCoreApplication.translate("MainWindow", "Positions (*.deal);;All files (*)"),
    )
    return path or None


def read_position_or_tell(path: str, tell: Tell) -> engine.Position | None:
    """The position in ``path``; a bad file is told (and None: the game on
    the table is unchanged)."""
    try:
        return read_position(path)
    except UnreadablePosition as error:
        text = QCoreApplication.translate(
            "MainWindow", "The position could not be opened: %1. Your game is unchanged."
        )
        tell([text.replace("%1", str(error))])
        return None


def save_position(parent: QWidget, session: Session, tell: Tell, say: Callable[[str], object]) -> None:
    """The position on the table, as .deal text, where the player says."""
    game = session.game
    name = game if session.number is None else f"{game}-{session.number}"
    path, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("MainWindow", "Save position"),
        f"{name}.deal",
        QCoreApplication.translate("MainWindow", "Positions (*.deal);;All files (*)"),
    )
    if not path:
        return
    target = Path(path)
    if not target.suffix:
        target = target.with_suffix(".deal")
    try:
        # Atomically: a failed save over an older file leaves that file whole.
        write_atomic(target, engine.write_deal(session.position).encode("utf-8"))
    except OSError as error:
        text = QCoreApplication.translate("MainWindow", "The position could not be saved: %1.")
        tell([text.replace("%1", f"{target}: {error.strerror or error}")])
        return
    say(QCoreApplication.translate("MainWindow", "Position saved to %1").replace("%1", str(target)))
