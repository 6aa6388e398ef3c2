"""Game > Open position and Save position: positions as .deal files."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from goodmeasure import engine
from goodmeasure.cli import UsageError, read_position
from goodmeasure.session import Session
from goodmeasure.storage.atomic import write_atomic

Tell = Callable[[list[str]], object]


def choose_position(parent: QWidget, tell: Tell) -> engine.Position | None:
    """A position from a .deal file the player picks; a bad one is told
    (and None: the game on the table is unchanged)."""
    path, _ = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("MainWindow", "Open position"),
        "",
        QCoreApplication.translate("MainWindow", "Positions (*.deal);;All files (*)"),
    )
    if not path:
        return None
    try:
        return read_position(path)
    except UsageError as error:
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
