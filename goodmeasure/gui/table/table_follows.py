"""The table follows one session: each change it draws (a fresh position, or
the one card that moved), then Auto finish's next step, which acts on what
is drawn (a card still gliding delays it)."""

from __future__ import annotations

from goodmeasure.gui.table.motion import Motion
from goodmeasure.gui.table.play import move_path
from goodmeasure.gui.table.table import TableScene
from goodmeasure.session import Changes, Session


class TableFollows:
    """Subscribes ``scene`` (and ``motion``) to ``session``'s changes."""

    def __init__(self, session: Session, scene: TableScene, motion: Motion) -> None:
        self._session = session
        self._scene = scene
        self._motion = motion
        session.subscribe(self.changed)

    def changed(self, changes: Changes) -> None:
        session = self._session
        if changes.fresh:
            self._scene.show_position(session.position, fresh=True)
        elif changes.glide is not None:
            glide = changes.glide
            src, dst = move_path(glide.before, glide.move)
            self._scene.show_position(session.position, (dst, src) if glide.back else (src, dst))
        if changes.position and changes.end is None and changes.auto_finish:
            self._motion.auto_finish()
