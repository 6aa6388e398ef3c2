"""Table sounds: the right sound on each event (a fake player listens), the
setting off by default, on/off and volume kept, and Settings telling why it
is disabled where QtMultimedia is missing. These pass with and without
PySide6-Addons installed: its absence is simulated by blocking the import,
its presence by a stand-in module, and the real module is tried where it is
there."""

from __future__ import annotations

import enum
import sys
import types

import PySide6
import pytest
from gui_helpers import LEFT, click, drag, point, start
from gui_positions import ONE_MOVE_TO_FINISH
from persist_helpers import open_window, storage_folder
from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtTest import QTest

from goodmeasure import engine
from goodmeasure.assets import asset_path
from goodmeasure.gui.desktop import sound
from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
from goodmeasure.storage import Settings, load_settings

pytestmark = pytest.mark.gui


class FakePlayer:
    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]


@pytest.fixture
def no_multimedia(monkeypatch):
    """As on a machine with PySide6-Essentials only: the import fails."""
    monkeypatch.delattr(PySide6, "QtMultimedia", raising=False)
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)
    assert not sound.available()


@pytest.fixture(autouse=True)
def no_failure_yet(monkeypatch):
    """Each test starts as a fresh run: no output has failed in it yet."""
    monkeypatch.setattr(sound, "_failed_in_play", False, raising=False)


class StandInMultimedia(types.ModuleType):
    """A QtMultimedia whose QSoundEffect records what it is asked to do, on a
    machine with the audio outputs in ``outputs`` (none: no sound card), whose
    effects fail when played if ``failing`` (the output went away)."""

    def __init__(self) -> None:
        super().__init__("PySide6.QtMultimedia")
        self.effects: list[object] = []
        self.outputs: list[str] = ["speakers"]
        self.failing = False
        module = self

        class QMediaDevices:
            @staticmethod
            def audioOutputs() -> list[str]:  # noqa: N802
                return list(module.outputs)

        class QSoundEffect(QObject):
            class Status(enum.Enum):
                Null = 0
                Loading = 1
                Ready = 2
                Error = 3

            statusChanged = Signal()  # noqa: N815

            def __init__(self, parent=None) -> None:
                super().__init__(parent)
                self.source = None
                self.volumes: list[float] = []
                self.plays = 0
                self._status = self.Status.Ready
                module.effects.append(self)

            def setSource(self, url) -> None:  # noqa: N802
                self.source = url

            def setVolume(self, volume: float) -> None:  # noqa: N802
                self.volumes.append(volume)

            def status(self):
                return self._status

            def play(self) -> None:
                self.plays += 1
                if module.failing:
                    self._status = self.Status.Error
                    self.statusChanged.emit()

        self.QMediaDevices = QMediaDevices
        self.QSoundEffect = QSoundEffect


@pytest.fixture
def stand_in_multimedia(monkeypatch) -> StandInMultimedia:
    """QtMultimedia installed, as a stand-in (see StandInMultimedia)."""
    module = StandInMultimedia()
    monkeypatch.setattr(PySide6, "QtMultimedia", module, raising=False)
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", module)
    return module


def sounding_window(qtbot, tmp_path, **settings):
    paths = storage_folder(tmp_path)
    from goodmeasure.storage import save_settings

    save_settings(paths, Settings(animation_speed="off", confirm_abandon=False, sound=True, **settings))
    window = open_window(qtbot, paths)
    player = FakePlayer()
    window.sounds.player = player
    return window, player


def test_sound_is_off_by_default_and_plays_nothing(qtbot, tmp_path):
    assert Settings().sound is False
    window = open_window(qtbot, storage_folder(tmp_path))
    player = FakePlayer()
    window.sounds.player = player
    window.start_deal("good-measure", 1)
    drag(window, point(window, ("c", 0)), point(window, ("c", 2)))  # 3S onto 4C: legal
    assert window.history.moves
    assert player.played == []


def test_each_event_asks_for_its_sound(qtbot, tmp_path):
    window, player = sounding_window(qtbot, tmp_path, sound_volume=40)
    window.start_deal("good-measure", 1)
    assert player.played == [(sound.DEAL, 0.4)]
    # A drop where the card cannot go: refused, it goes home.
    before = window.position
    drag(window, point(window, ("c", 0)), point(window, ("c", 1)))  # 3S onto AC
    assert window.position == before
    assert player.names == [sound.DEAL, sound.REFUSE]
    # A drop that plays: placed.
    drag(window, point(window, ("c", 0)), point(window, ("c", 2)))  # 3S onto 4C
    assert window.position != before
    assert player.names == [sound.DEAL, sound.REFUSE, sound.PLACE]
    # A click that wins: placed, then the win.
    start(window, ONE_MOVE_TO_FINISH)
    player.played.clear()
    click(window, point(window, ("c", 0)))
    qtbot.waitUntil(lambda: engine.is_won(window.position), timeout=5000)
    assert player.names[0] == sound.PLACE
    assert player.names[-1] == sound.WIN
    assert player.names.count(sound.WIN) == 1
    assert {volume for _, volume in player.played} == {0.4}


def test_volume_nought_is_silent(qtbot, tmp_path):
    window, player = sounding_window(qtbot, tmp_path, sound_volume=0)
    window.start_deal("golf", 1)
    assert player.played == []


def test_settings_turn_sound_on_and_set_the_volume_and_both_are_kept(qtbot, tmp_path, stand_in_multimedia):
    paths = storage_folder(tmp_path)
    window = open_window(qtbot, paths)
    dialog = SettingsDialog(window.settings, window)
    dialog.changed.connect(window._settings_changed)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.sound.isEnabled() and not dialog.sound.isChecked()
    assert not dialog.volume.isEnabled()  # nothing to set while sound is off
    assert not dialog.sound_missing.isVisible()
    qtbot.mouseClick(dialog.sound, LEFT, pos=QPoint(8, dialog.sound.height() // 2))
    assert dialog.sound.isChecked() and dialog.volume.isEnabled()
    assert window.sounds.on
    # The slider by keyboard, as a player without a mouse sets it.
    dialog.volume.setFocus()
    start_value = dialog.volume.value()
    for _ in range(3):
        QTest.keyClick(dialog.volume, Qt.Key.Key_PageDown)
    assert dialog.volume.value() < start_value
    chosen = dialog.volume.value()
    assert window.sounds.volume == chosen / 100
    dialog.close()
    kept = load_settings(paths)[0]
    assert (kept.sound, kept.sound_volume) == (True, chosen)
    window.close()
    again = open_window(qtbot, paths)
    assert again.sounds.on and again.sounds.volume == chosen / 100
    reopened = SettingsDialog(again.settings, again)
    assert reopened.sound.isChecked() and reopened.volume.value() == chosen


def test_without_qtmultimedia_the_setting_is_disabled_and_says_why(qtbot, tmp_path, no_multimedia):
    window = open_window(qtbot, storage_folder(tmp_path))
    dialog = SettingsDialog(window.settings, window)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.sound.isEnabled()
    assert not dialog.volume.isEnabled()
    assert dialog.sound_missing.isVisible()
    assert "goodmeasure[sound]" in dialog.sound_missing.text()
    assert "install" in dialog.sound_missing.text()
    # And with sound on in the settings, the table still plays without it.
    window.settings.sound = True
    window.apply_settings()
    window.start_deal("golf", 1)
    assert window.sounds.player is None


def test_the_real_player_plays_the_shipped_file_at_the_volume(qtbot, tmp_path, stand_in_multimedia):
    window = open_window(qtbot, storage_folder(tmp_path))
    window.settings.sound = True
    window.settings.sound_volume = 55
    window.apply_settings()
    window.start_deal("golf", 1)
    window.start_deal("golf", 2)
    (effect,) = stand_in_multimedia.effects  # loaded once, played twice
    assert effect.source.toLocalFile() == str(asset_path("sounds", "deal.wav"))
    assert effect.plays == 2 and effect.volumes == [0.55, 0.55]


@pytest.mark.parametrize("name", sound.SOUNDS)
def test_each_sound_is_a_short_wav_of_our_own(name):
    import wave

    path = asset_path("sounds", f"{name}.wav")
    with wave.open(str(path)) as wav:
        seconds = wav.getnframes() / wav.getframerate()
        assert wav.getnchannels() == 1 and wav.getsampwidth() == 2
    assert 0.05 < seconds < 1.5
    readme = asset_path("sounds", "README.md").read_text(encoding="utf-8")
    assert "own work" in readme and "CC0" in readme and f"`{name}.wav`" in readme


def test_with_qtmultimedia_installed_the_real_player_plays(qtbot, tmp_path):
    # Only where PySide6-Addons is installed (pip install ".[sound]"); CI
    # installs ".[test]" only, and the stand-in tests above cover the rest.
    module = pytest.importorskip(
        "PySide6.QtMultimedia", reason='Qt Multimedia is not installed: pip install ".[sound]" runs this test'
    )
    window = open_window(qtbot, storage_folder(tmp_path))
    window.settings.sound = True
    window.apply_settings()
    window.start_deal("golf", 1)  # the real EffectPlayer: loads deal.wav and plays it
    player = window.sounds.player
    assert isinstance(player, sound.EffectPlayer)
    effect = player._effects[sound.DEAL]
    assert isinstance(effect, module.QSoundEffect)
    assert effect.source().toLocalFile() == str(asset_path("sounds", "deal.wav"))
    qtbot.waitUntil(lambda: effect.status() != module.QSoundEffect.Status.Loading, timeout=5000)
    if module.QMediaDevices.audioOutputs():
        # A machine with a sound card decodes the file and plays it.
        assert effect.status() == module.QSoundEffect.Status.Ready


# --- Sound that cannot play says so (issue 33, item 6) ---------------------------------


def open_settings(qtbot, window) -> SettingsDialog:
    dialog = SettingsDialog(window.settings, window)
    dialog.changed.connect(window._settings_changed)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def stderr_lines(capsys) -> list[str]:
    return [line for line in capsys.readouterr().err.splitlines() if line.startswith("goodmeasure:")]


def test_with_no_audio_output_settings_say_so_with_the_switch_off_and_disabled(
    qtbot, tmp_path, stand_in_multimedia
):
    stand_in_multimedia.outputs = []  # QtMultimedia is there, a sound card is not
    window, _ = sounding_window(qtbot, tmp_path)
    paths = window.paths
    dialog = open_settings(qtbot, window)
    assert dialog.sound_missing.isVisible()
    assert dialog.sound_missing.text() == sound.silence_words(sound.NO_OUTPUT)
    assert "no audio output" in dialog.sound_missing.text()
    assert not dialog.sound.isEnabled() and not dialog.sound.isChecked()
    assert not dialog.volume.isEnabled()
    # Another setting changed by a click: the player's sound choice is kept
    # for when an output is there again.
    box = dialog.confirm_abandon
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))
    dialog.close()
    kept = load_settings(paths)[0]
    assert kept.confirm_abandon and kept.sound


def window_with_sound_on(qtbot, tmp_path):
    """A window opened as the app opens it with sound on in its settings: the
    real player, and the first deal (with its sound) made while it opens."""
    paths = storage_folder(tmp_path)
    from goodmeasure.storage import save_settings

    # A player's first deal ever is searched for (tests/gui/test_first_deal.py);
    # here the window deals as it opens, with its sound.
    settings = Settings(animation_speed="off", confirm_abandon=False, sound=True, first_deal_dealt=True)
    save_settings(paths, settings)
    return open_window(qtbot, paths)


def record_messages(window) -> list[str]:
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    return shown


def test_with_no_audio_output_play_makes_no_effect_and_says_why_once(
    qtbot, tmp_path, capsys, stand_in_multimedia
):
    stand_in_multimedia.outputs = []
    capsys.readouterr()
    window = window_with_sound_on(qtbot, tmp_path)
    words = sound.silence_words(sound.NO_OUTPUT)
    # Said when the first deal's sound could not play, and not again.
    assert window.statusBar().currentMessage() == words
    shown = record_messages(window)
    window.start_deal("good-measure", 1)
    drag(window, point(window, ("c", 0)), point(window, ("c", 2)))  # 3S onto 4C: placed
    assert window.history.moves
    window.start_deal("golf", 2)
    assert words not in shown
    assert stand_in_multimedia.effects == []  # nothing made for Qt to warn about
    assert stderr_lines(capsys) == [f"goodmeasure: {words}"]


def test_without_qtmultimedia_sound_that_is_on_is_said_missing_once(qtbot, tmp_path, capsys, no_multimedia):
    capsys.readouterr()
    window = window_with_sound_on(qtbot, tmp_path)
    words = sound.silence_words(sound.NO_EXTRA)
    assert "goodmeasure[sound]" in words
    assert window.statusBar().currentMessage() == words
    shown = record_messages(window)
    window.start_deal("good-measure", 1)
    window.start_deal("golf", 2)
    assert words not in shown
    assert stderr_lines(capsys) == [f"goodmeasure: {words}"]
    dialog = open_settings(qtbot, window)
    assert not dialog.sound.isEnabled() and not dialog.sound.isChecked()
    assert dialog.sound_missing.text() == words


def test_an_output_that_fails_while_playing_is_said_once_and_sound_stops(
    qtbot, tmp_path, capsys, stand_in_multimedia
):
    capsys.readouterr()
    window = window_with_sound_on(qtbot, tmp_path)
    (effect,) = stand_in_multimedia.effects  # the first deal's
    assert effect.plays == 1 and stderr_lines(capsys) == []
    stand_in_multimedia.failing = True  # the headphones are pulled out
    shown = record_messages(window)
    window.start_deal("good-measure", 1)
    words = sound.silence_words(sound.FAILED)
    assert window.statusBar().currentMessage() == words
    drag(window, point(window, ("c", 0)), point(window, ("c", 2)))  # 3S onto 4C: placed
    assert window.history.moves
    window.start_deal("good-measure", 2)
    assert shown.count(words) == 1
    assert effect.plays == 2 and len(stand_in_multimedia.effects) == 1  # nothing after the failure
    assert stderr_lines(capsys) == [f"goodmeasure: {words}"]
    dialog = open_settings(qtbot, window)
    assert dialog.sound_missing.isVisible() and dialog.sound_missing.text() == words
    assert not dialog.sound.isEnabled() and not dialog.volume.isEnabled()
