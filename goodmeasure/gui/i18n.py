"""The app's language: English in the source, every other language of
goodmeasure.languages from a compiled Qt translation
(resources/translations/goodmeasure_<code>.qm) and Qt's own (qtbase_<code>.qm,
which PySide6 brings).

"system" follows the desktop's locale; a language's code overrides it
(Settings). Dates are shown in the chosen language's way (German 03.12.2026);
files and the command line keep ISO dates.
"""

from __future__ import annotations

import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLibraryInfo, QLocale, QTranslator

from goodmeasure.assets import asset_path
from goodmeasure.languages import TRANSLATED

__all__ = ["TRANSLATED", "chosen_language", "chosen_locale", "date_words", "install_translators"]


def _offered(name: str) -> str | None:
    """The app's language for one of the desktop's ("pt-BR", "de_AT", "sv"):
    the same language and country (pt_BR), else the language (de), else the
    language as one country speaks it (a Portuguese desktop gets pt_BR)."""
    parts = name.replace("-", "_").split("_")
    language = parts[0].lower()
    offered = ("en", *TRANSLATED)
    for part in parts[1:]:
        if f"{language}_{part.upper()}" in offered:
            return f"{language}_{part.upper()}"
    if language in offered:
        return language
    return next((code for code in TRANSLATED if code.split("_")[0] == language), None)


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The language to show: "en" or one of TRANSLATED."""
    if setting in ("en", *TRANSLATED):
        return setting
    locale = system or QLocale.system()
    for name in locale.uiLanguages() or [locale.name()]:
        code = _offered(name)
        if code is not None:
            return code
    return "en"


def chosen_locale(setting: str, system: QLocale | None = None) -> QLocale:
    """The locale of the chosen language: the desktop's own when it speaks
    that language (its country's date style, e.g. en_GB's 03/12/2026), else
    the language's usual one (de_DE, en_US)."""
    system = system or QLocale.system()
    language = chosen_language(setting, system)
    if system.name().split("_")[0] == language.split("_")[0]:  # pt_PT for pt_BR too
        return system
    return QLocale(language)


def date_words(day: datetime.date) -> str:
    """A date as the app's locale writes it, the year in full: German
    03.12.2026, US English 12/3/2026."""
    locale = QLocale()  # the default, set by install_translators
    form = locale.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in form:
        form = form.replace("yy", "yyyy")  # "03.12.26" reads as a day, not a year
    return locale.toString(QDate(day.year, day.month, day.day), form)


def install_translators(app: QCoreApplication, setting: str) -> list[QTranslator]:
    """Load the app's and Qt's own translations for the chosen language, and
    make its locale the default (dates, numbers in Qt's widgets).

    The translators are returned so the caller keeps them alive (Qt holds
    only a pointer).
    """
    QLocale.setDefault(chosen_locale(setting))
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
