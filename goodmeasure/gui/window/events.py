"""A session's changes as a Qt signal: a widget that listens connects to
``changed`` and Qt drops the connection when the widget goes."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from goodmeasure.session import Changes, Session


class SessionEvents(QObject):
    # A goodmeasure.session.Changes, for every operation of the session.
    changed = Signal(object)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = session.subscribe(self._changed)
        self.destroyed.connect(lambda: self._stop())

    def _changed(self, changes: Changes) -> None:
        self.changed.emit(changes)
