"""The app's language: English in the source, German from a compiled Qt
translation (resources/translations/goodmeasure_de.qm).

"system" follows the desktop's locale; "en" and "de" override it (Settings).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from goodmeasure.assets import asset_path

# The languages the app ships, besides English (the source language).
TRANSLATED = ("de",)


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The language to show: "en" or one of TRANSLATED."""
    if setting in ("en", *TRANSLATED):
        return setting
    locale = system or QLocale.system()
    for name in locale.uiLanguages() or [locale.name()]:
        code = name.replace("_", "-").split("-")[0].lower()
        if code in TRANSLATED or code == "en":
            return code
    return "en"


def install_translators(app: QCoreApplication, setting: str) -> list[QTranslator]:
    """Load the app's and Qt's own translations for the chosen language.

    The translators are returned so the caller keeps them alive (Qt holds
    only a pointer).
    """
    language = chosen_language(setting)
    if language == "en":
        return []
    installed = []
    own = QTranslator(app)
    if own.load(str(asset_path("translations", f"goodmeasure_{language}.qm"))):
        app.installTranslator(own)
        installed.append(own)
    qt = QTranslator(app)
    # Qt's own strings: standard buttons (OK, Cancel, Close) and dialogs.
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    return installed
