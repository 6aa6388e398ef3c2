"""What moves on the table: Auto finish's steps, one card per glide, and
the rule that any input finishes what is moving first."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from goodmeasure.gui.table.animation import Glides
from goodmeasure.session import Session


class Motion(QObject):
    """Plays one session's Auto finish on ``glides``, a card at a time."""

    def __init__(self, session: Session, glides: Glides) -> None:
        super().__init__(glides)
        self._session = session
        self._glides = glides
        glides.finished.connect(self._glide_finished)

    def auto_finish(self) -> None:
        """Auto finish has its steps: the first card goes now, unless one is
        still gliding (then when it lands)."""
        if not self._glides.active:
            self._step()

    def _step(self) -> None:
        while self._session.auto_step():
            if self._glides.active:
                return  # the next card goes when this glide ends

    def _glide_finished(self) -> None:
        if self._session.auto_steps is not None:
            # Not from inside the animation's own signal: start the next glide fresh.
            QTimer.singleShot(0, self._step)

    def finish(self) -> None:
        """Any input finishes what is moving: glides jump to their end, and a
        running Auto finish plays its remaining cards at once."""
        glides = self._glides
        if self._session.auto_steps is not None:
            seconds, glides.seconds = glides.seconds, 0.0
            glides.finish()
            self._step()
            glides.seconds = seconds
        glides.finish()
