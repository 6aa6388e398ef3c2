"""Table sounds: a riffle when a deal is laid out, a snap when a card is
placed, a thud when a dropped card is refused, a chime for a win.

Playback needs QtMultimedia, which PySide6-Essentials lacks: it comes with
PySide6-Addons (``pip install "goodmeasure[sound]"``). Without it the app
plays no sound and Settings says why. The window calls one method per event;
whether the sound is on, and how loud, comes from the settings.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QUrl

from goodmeasure.assets import asset_path
from goodmeasure.storage import Settings

DEAL = "deal"
PLACE = "place"
REFUSE = "refuse"
WIN = "win"
SOUNDS = (DEAL, PLACE, REFUSE, WIN)


class Player(Protocol):
    def play(self, name: str, volume: float) -> None: ...


def multimedia() -> Any | None:
    """The QtMultimedia module, or None where it is not installed (or its
    system libraries are missing, which also raises ImportError)."""
    try:
        from PySide6 import QtMultimedia
    except ImportError:
        return None
    return QtMultimedia


def available() -> bool:
    return multimedia() is not None


class EffectPlayer:
    """Plays the shipped WAV files with QSoundEffect, each loaded once, when
    first played (a player who never turns sound on loads nothing)."""

    def __init__(self, parent: QObject) -> None:
        self._parent = parent
        self._effects: dict[str, Any] = {}

    def play(self, name: str, volume: float) -> None:
        module = multimedia()
        if module is None:
            return
        effect = self._effects.get(name)
        if effect is None:
            effect = module.QSoundEffect(self._parent)
            effect.setSource(QUrl.fromLocalFile(str(asset_path("sounds", f"{name}.wav"))))
            self._effects[name] = effect
        effect.setVolume(volume)
        effect.play()


class TableSounds(QObject):
    """The sounds of one window. ``player`` is the real one unless a test
    passes its own."""

    def __init__(self, parent: QObject | None = None, player: Player | None = None) -> None:
        super().__init__(parent)
        self.player: Player | None = player
        self.on = False
        self.volume = 0.7

    def apply(self, settings: Settings) -> None:
        self.on = settings.sound
        self.volume = settings.sound_volume / 100

    def _play(self, name: str) -> None:
        if not self.on or self.volume <= 0:
            return
        if self.player is None:
            if not available():
                return
            self.player = EffectPlayer(self)
        self.player.play(name, self.volume)

    # One call per event, from the window.
    def dealt(self) -> None:
        self._play(DEAL)

    def placed(self) -> None:
        self._play(PLACE)

    def refused(self) -> None:
        self._play(REFUSE)

    def won(self) -> None:
        self._play(WIN)
