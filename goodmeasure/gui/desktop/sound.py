"""Table sounds: a riffle when a deal is laid out, a snap when a card is
placed, a thud when a dropped card is refused, a chime for a win.

Playback needs QtMultimedia, which PySide6-Essentials lacks: it comes with
PySide6-Addons (``pip install "goodmeasure[sound]"``), and an audio output to
play on. Where either is missing, or the output fails while playing, no
sound plays and the player is told why: Settings shows it with the switch
and volume disabled, and a player who has sound on is told once in the
status bar, and in one plain line on stderr. (Qt's own lines on a machine
without audio blame the sound file; no sound effect is made there.) The
window calls one method per event; whether the sound is on, and how loud,
comes from the settings.
"""

from __future__ import annotations

import sys
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QUrl, Signal

from goodmeasure.assets import asset_path
from goodmeasure.storage import Settings

DEAL = "deal"
PLACE = "place"
REFUSE = "refuse"
WIN = "win"
SOUNDS = (DEAL, PLACE, REFUSE, WIN)

# Why no sound plays.
NO_EXTRA = "no-extra"  # QtMultimedia is not installed
NO_OUTPUT = "no-output"  # it is, but the system has no audio output
FAILED = "failed"  # the output failed while playing, in this run


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


# Set when an output failed while playing: it stays silent until a restart.
_failed_in_play = False


def silence() -> str | None:
    """Why no sound can play here (NO_EXTRA, NO_OUTPUT, FAILED), or None."""
    module = multimedia()
    if module is None:
        return NO_EXTRA
    if not module.QMediaDevices.audioOutputs():
        return NO_OUTPUT
    return FAILED if _failed_in_play else None


def available() -> bool:
    return silence() is None


def silence_words(reason: str) -> str:
    """Why there is no sound, in the player's words."""
    if reason == NO_EXTRA:
        return QCoreApplication.translate(
            "SettingsDialog",
            "Sound needs Qt Multimedia, which is not installed: install goodmeasure[sound] for sound.",
        )
    if reason == NO_OUTPUT:
        return QCoreApplication.translate("SettingsDialog", "No sound: this computer has no audio output.")
    return QCoreApplication.translate(
        "SettingsDialog", "No sound: the audio output failed. Sound stays off until goodmeasure is restarted."
    )


class EffectPlayer:
    """Plays the shipped WAV files with QSoundEffect, each loaded once, when
    first played (a player who never turns sound on loads nothing).
    ``failed`` is called when an effect cannot play (its status turns to
    Error: the output or the file failed)."""

    def __init__(self, parent: QObject, failed: Any) -> None:
        self._parent = parent
        self._failed = failed
        self._effects: dict[str, Any] = {}

    def play(self, name: str, volume: float) -> None:
        module = multimedia()
        if module is None:
            return
        effect = self._effects.get(name)
        if effect is None:
            effect = module.QSoundEffect(self._parent)
            effect.statusChanged.connect(lambda: self._check(module, effect))
            effect.setSource(QUrl.fromLocalFile(str(asset_path("sounds", f"{name}.wav"))))
            self._effects[name] = effect
        effect.setVolume(volume)
        effect.play()

    def _check(self, module: Any, effect: Any) -> None:
        if effect.status() == module.QSoundEffect.Status.Error:
            self._failed()


class TableSounds(QObject):
    """The sounds of one window. ``player`` is the real one unless a test
    passes its own."""

    # Why sound the player turned on does not play (silence_words): said
    # once a run, when a sound is first asked for (or the output fails).
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, player: Player | None = None) -> None:
        super().__init__(parent)
        self.player: Player | None = player
        self.on = False
        self.volume = 0.7
        self._told = False

    def apply(self, settings: Settings) -> None:
        self.on = settings.sound
        self.volume = settings.sound_volume / 100

    def _play(self, name: str) -> None:
        if not self.on or self.volume <= 0:
            return
        if self.player is None:
            reason = silence()
            if reason is not None:
                self._fail(reason)
                return
            self.player = EffectPlayer(self, self._output_failed)
        elif _failed_in_play:
            return
        self.player.play(name, self.volume)

    def _output_failed(self) -> None:
        global _failed_in_play
        _failed_in_play = True
        self._fail(FAILED)

    def _fail(self, reason: str) -> None:
        if self._told:
            return
        self._told = True
        text = silence_words(reason)
        sys.stderr.write(f"goodmeasure: {text}\n")
        self.failed.emit(text)

    # One call per event, from the window.
    def dealt(self) -> None:
        self._play(DEAL)

    def placed(self) -> None:
        self._play(PLACE)

    def refused(self) -> None:
        self._play(REFUSE)

    def won(self) -> None:
        self._play(WIN)
