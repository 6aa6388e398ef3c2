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


def _speaks(name: str, system: QLocale) -> str | None:
    """The language of the app (its code) that a locale name of the desktop
    ("de-AT", "zh-Hans-CN", "no_NO") asks for, if any.

    Language and script are compared, not the code's text: a code with a
    region (zh_CN) is chosen by every desktop that writes that language the
    same way (zh_SG too, zh_TW's Traditional script not), and Qt's aliases
    (no for nb) hold."""
    wanted = QLocale(name)
    script = wanted.script()
    if len(name.replace("_", "-").split("-")) == 1 and wanted.language() == system.language():
        script = system.script()  # a bare "zh" after "zh-Hant-TW" is still Traditional
    for code in ("en", *TRANSLATED):
        own = QLocale(code)
        if own.language() == wanted.language() and own.script() == script:
            return code
    return None


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The language to show: "en" or one of TRANSLATED."""
    if setting in ("en", *TRANSLATED):
        return setting
    locale = system or QLocale.system()
    for name in locale.uiLanguages() or [locale.name()]:
        code = _speaks(name, locale)
        if code is not None:
            return code
    return "en"


def chosen_locale(setting: str, system: QLocale | None = None) -> QLocale:
    """The locale of the chosen language: the desktop's own when it speaks
    that language (its country's date style, e.g. en_GB's 03/12/2026), else
    the language's usual one (de_DE, en_US)."""
    system = system or QLocale.system()
    language = chosen_language(setting, system)
    if _speaks(system.name(), system) == language:
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
