"""The Settings dialog (play and game variants; a later issue adds the rest)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from goodmeasure.storage import ANIMATION_SPEEDS, Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings

        self.auto_play = QCheckBox(self.tr("Auto play: a click plays a card where it fits"))
        self.auto_play.setChecked(settings.auto_play)
        self.auto_finish = QCheckBox(self.tr("Auto finish: play the last cards off by itself"))
        self.auto_finish.setChecked(settings.auto_finish)
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
        play = QGroupBox(self.tr("Play"))
        play_form = QFormLayout(play)
        play_form.addRow(self.auto_play)
        play_form.addRow(self.auto_finish)
        play_form.addRow(self.tr("Animation:"), self.speed)

        self.golf_wrap = QCheckBox(self.tr("Golf: turn the corner (Ace and King are neighbours)"))
        self.golf_wrap.setChecked(settings.golf_wrap)
        self.golf_on_king = QCheckBox(self.tr("Golf: cards on a King"))
        self.golf_on_king.setChecked(settings.golf_on_king)
        self.free_bouquet = QCheckBox(self.tr("Gloucestershire: free bouquet (every card plays)"))
        self.free_bouquet.setChecked(settings.gloucestershire_free_bouquet)
        variants = QGroupBox(self.tr("Game variants"))
        variants_box = QVBoxLayout(variants)
        for box in (self.golf_wrap, self.golf_on_king, self.free_bouquet):
            variants_box.addWidget(box)
        note = QLabel(self.tr("Variants take effect from the next deal."))
        note.setWordWrap(True)
        variants_box.addWidget(note)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(play)
        layout.addWidget(variants)
        layout.addWidget(buttons)

    def chosen(self) -> Settings:
        """The settings as the dialog shows them now."""
        return replace(
            self._settings,
            auto_play=self.auto_play.isChecked(),
            auto_finish=self.auto_finish.isChecked(),
            animation_speed=self.speed.currentData(),
            golf_wrap=self.golf_wrap.isChecked(),
            golf_on_king=self.golf_on_king.isChecked(),
            gloucestershire_free_bouquet=self.free_bouquet.isChecked(),
        )
