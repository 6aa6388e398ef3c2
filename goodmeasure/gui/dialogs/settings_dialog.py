"""The Settings dialog. Every change applies at once: ``changed`` carries the
new settings and the window applies and saves them, so there is no OK."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from goodmeasure.gui.desktop import sound
from goodmeasure.gui.dialogs.screen_room import ScrolledPart, fit_to_screen
from goodmeasure.gui.table.appearance import (
    TABLE_COLOURS,
    back_title,
    card_backs,
    card_decks,
    colour_title,
    deck_title,
    usable_back,
)
from goodmeasure.gui.table.cardart import BACK, CardArt, usable_deck
from goodmeasure.gui.table.felt import surface_title, usable_surface
from goodmeasure.gui.window.notices import plain_label
from goodmeasure.languages import OWN_NAMES
from goodmeasure.storage import ANIMATION_SPEEDS, LANGUAGES, Settings
from goodmeasure.storage.settings import TABLE_SURFACES

# The colour combo's last entry opens the colour picker instead of choosing.
_PICK = "pick"
# The cards the deck preview shows, the back last; its card width in pixels.
PREVIEW_CARDS = ("AS", "KH", "TD", "7C", "back")
PREVIEW_WIDTH = 54


class SettingsDialog(QDialog):
    # The settings as now shown, after each change.
    changed = Signal(object)

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings
        layout = QVBoxLayout(self)
        # Two columns, play on the left and looks and sound on the right, so
        # the dialog fits a short screen (1024x600, or 1920x1080 at 200%).
        columns = QHBoxLayout()
        play, looks = QVBoxLayout(), QVBoxLayout()
        play.addWidget(self._play_group(settings))
        play.addWidget(self._variants_group(settings))
        play.addStretch(1)
        looks.addWidget(self._look_group(settings))
        looks.addWidget(self._sound_group(settings))
        looks.addStretch(1)
        columns.addLayout(play)
        columns.addLayout(looks)
        # The buttons stay in reach; the rest scrolls on a screen too short for it.
        columns.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(ScrolledPart(columns, self))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)  # nothing to cancel: changes are already made
        layout.addWidget(buttons)
        for label in self.findChildren(QLabel):  # the form rows' labels too
            plain_label(label)
        for box in (
            self.auto_play,
            self.auto_finish,
            self.live_status,
            self.winnable_only,
            self.confirm_abandon,
            self.golf_wrap,
            self.golf_on_king,
            self.free_bouquet,
            self.high_contrast,
        ):
            box.toggled.connect(self._emit)
        for combo in (self.speed, self.card_back, self.language, self.deck):
            combo.currentIndexChanged.connect(self._emit)
        for combo in (self.card_back, self.deck):
            combo.currentIndexChanged.connect(self._show_preview)
        self.sound.toggled.connect(self._emit)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.valueChanged.connect(self._emit)
        self._colour_index = self.colour.currentIndex()
        self.colour.activated.connect(self._colour_chosen)
        fit_to_screen(self)

    # --- Building ---------------------------------------------------------------------

    def _check(self, text: str, on: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(on)
        return box

    def _play_group(self, settings: Settings) -> QGroupBox:
        self.auto_play = self._check(
            self.tr("Auto play: a click plays a card where it fits"), settings.auto_play
        )
        self.auto_finish = self._check(
            self.tr("Auto finish: play the last cards off by itself"), settings.auto_finish
        )
        self.live_status = self._check(
            self.tr("Show in the status bar whether the deal can still be won"), settings.live_status
        )
        self.winnable_only = self._check(
            self.tr("New deal deals only deals the solver can win"), settings.winnable_only
        )
        self.confirm_abandon = self._check(
            self.tr("Ask before abandoning a game in progress"), settings.confirm_abandon
        )
        self.speed = QComboBox()
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.speed.addItem(speed_names.get(speed, speed), speed)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        group = QGroupBox(self.tr("Play"))
        form = QFormLayout(group)
        for box in (
            self.auto_play,
            self.auto_finish,
            self.live_status,
            self.winnable_only,
            self.confirm_abandon,
        ):
            form.addRow(box)
        form.addRow(self.tr("Animation:"), self.speed)
        return group

    def _variants_group(self, settings: Settings) -> QGroupBox:
        self.golf_wrap = self._check(
            self.tr("Golf: turn the corner (Ace and King are neighbours)"), settings.golf_wrap
        )
        self.golf_on_king = self._check(self.tr("Golf: cards on a King"), settings.golf_on_king)
        self.free_bouquet = self._check(
            self.tr("Gloucestershire: free bouquet (every card plays)"),
            settings.gloucestershire_free_bouquet,
        )
        group = QGroupBox(self.tr("Game variants"))
        box = QVBoxLayout(group)
        for check in (self.golf_wrap, self.golf_on_king, self.free_bouquet):
            box.addWidget(check)
        note = plain_label(QLabel(self.tr("Variants take effect from the next deal.")))
        note.setWordWrap(True)
        box.addWidget(note)
        return group

    def _look_group(self, settings: Settings) -> QGroupBox:
        self.colour = QComboBox()
        for name, colour in TABLE_COLOURS.items():
            self.colour.addItem(colour_title(name), colour)
        self.colour.addItem(self.tr("Choose a colour..."), _PICK)
        self._show_colour(settings.table_colour)
        self.card_back = QComboBox()
        for name in card_backs():
            self.card_back.addItem(back_title(name), name)
        self.card_back.setCurrentIndex(max(0, self.card_back.findData(usable_back(settings.card_back))))
        self.language = QComboBox()
        for code in LANGUAGES:
            # Each language by its own name, whatever language the app speaks now.
            name = self.tr("System language") if code == "system" else OWN_NAMES[code]
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        note = plain_label(QLabel(self.tr("A new language takes effect when goodmeasure starts again.")))
        note.setWordWrap(True)
        group = QGroupBox(self.tr("Appearance"))
        form = QFormLayout(group)
        form.addRow(self.tr("Table colour:"), self.colour)
        form.addRow(self.tr("Table surface:"), self._surface_box(settings))
        self.high_contrast = self._check(
            self.tr("High contrast: a black table, cards outlined in white"), settings.high_contrast
        )
        form.addRow(self.high_contrast)
        self._deck_rows(form, settings)
        form.addRow(self.tr("Card back:"), self.card_back)
        form.addRow(self.tr("Language:"), self.language)
        form.addRow(note)
        return group

    # --- The table surface: plain, felt, spotlight (over the table colour) ---------------

    def _surface_box(self, settings: Settings) -> QComboBox:
        self.surface = QComboBox()
        for name in TABLE_SURFACES:
            self.surface.addItem(surface_title(name), name)
        self.surface.setCurrentIndex(self.surface.findData(usable_surface(settings.table_surface)))
        self.surface.currentIndexChanged.connect(self._emit)
        return self.surface

    # --- The card deck, with a few of its cards to show what it looks like ------------

    def _deck_rows(self, form: QFormLayout, settings: Settings) -> None:
        self.deck = QComboBox()
        for name in card_decks():
            self.deck.addItem(deck_title(name), name)
        self.deck.setCurrentIndex(max(0, self.deck.findData(usable_deck(settings.deck))))
        self.preview = QLabel()
        self.preview.setAccessibleName(self.tr("Preview of the card deck"))
        form.addRow(self.tr("Card deck:"), self.deck)
        form.addRow("", self.preview)
        self._show_preview()

    def _show_preview(self) -> None:
        art = CardArt(usable_back(self.card_back.currentData()), self.deck.currentData())
        ratio = self.devicePixelRatioF()
        width, height = PREVIEW_WIDTH, round(PREVIEW_WIDTH * 1.4)
        gap = 6
        picture = QPixmap(round((len(PREVIEW_CARDS) * (width + gap) - gap) * ratio), round(height * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        for place, name in enumerate(PREVIEW_CARDS):
            card = art.back(width, height, ratio) if name == BACK else art.pixmap(name, width, height, ratio)
            painter.drawPixmap(QPointF(place * (width + gap), 0), card)
        painter.end()
        self.preview.setPixmap(picture)

    # --- Sound: on or off and how loud, where QtMultimedia is installed --------------------

    def _sound_group(self, settings: Settings) -> QGroupBox:
        self.sound = self._check(self.tr("Play sounds"), settings.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        group = QGroupBox(self.tr("Sound"))
        form = QFormLayout(group)
        form.addRow(self.sound)
        form.addRow(self.tr("Volume:"), self.volume)
        # Why no sound plays here (no extra installed, no audio output, the
        # output failed), shown with the switch off and disabled; the saved
        # choice is kept (chosen()) for when sound can play again.
        silence = sound.silence()
        self.sound_missing = QLabel(sound.silence_words(silence) if silence else "")
        self.sound_missing.setTextFormat(Qt.TextFormat.PlainText)
        self.sound_missing.setWordWrap(True)
        form.addRow(self.sound_missing)
        playable = silence is None
        self.sound.setEnabled(playable)
        self.sound.setChecked(playable and settings.sound)
        self.volume.setEnabled(playable and settings.sound)
        self.sound_missing.setVisible(not playable)
        return group

    # --- The table colour: a preset, or a custom one from the colour picker -------------

    def _show_colour(self, colour: str) -> None:
        """Select ``colour``, adding a "Custom" entry for one not among the presets."""
        colour = colour.lower()
        index = self.colour.findData(colour)
        if index < 0:
            custom = self.tr("Custom (%1)").replace("%1", colour)
            pick = self.colour.findData(_PICK)
            if pick > len(TABLE_COLOURS):  # a custom entry exists: reuse it
                index = pick - 1
                self.colour.setItemText(index, custom)
                self.colour.setItemData(index, colour)
            else:
                self.colour.insertItem(pick, custom, colour)
                index = pick
        self.colour.setCurrentIndex(index)

    def _colour_chosen(self, index: int) -> None:
        if self.colour.itemData(index) == _PICK:
            start = QColor(self.colour.itemData(self._colour_index))
            picked = QColorDialog.getColor(start, self, self.tr("Table colour"))
            if not picked.isValid():  # cancelled: keep what was there
                self.colour.setCurrentIndex(self._colour_index)
                return
            self._show_colour(picked.name())
        self._colour_index = self.colour.currentIndex()
        self._emit()

    # --- The result ------------------------------------------------------------------------

    def _emit(self) -> None:
        self._settings = self.chosen()
        self.changed.emit(self._settings)

    def chosen(self) -> Settings:
        """The settings as the dialog shows them now."""
        return replace(
            self._settings,
            auto_play=self.auto_play.isChecked(),
            auto_finish=self.auto_finish.isChecked(),
            animation_speed=self.speed.currentData(),
            live_status=self.live_status.isChecked(),
            winnable_only=self.winnable_only.isChecked(),
            confirm_abandon=self.confirm_abandon.isChecked(),
            golf_wrap=self.golf_wrap.isChecked(),
            golf_on_king=self.golf_on_king.isChecked(),
            gloucestershire_free_bouquet=self.free_bouquet.isChecked(),
            table_colour=self.colour.itemData(self._colour_index),
            table_surface=self.surface.currentData(),
            high_contrast=self.high_contrast.isChecked(),
            card_back=self.card_back.currentData(),
            deck=self.deck.currentData(),
            sound=self.sound.isChecked() if self.sound.isEnabled() else self._settings.sound,
            sound_volume=self.volume.value(),
            language=self.language.currentData(),
        )
