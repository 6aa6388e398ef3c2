"""The languages goodmeasure speaks, each named in its own words.

English is the source language; every other one has a Qt Linguist file
resources/translations/goodmeasure_<code>.ts, compiled to the .qm the app
loads (tools/update_translations.py). Qt-free, so storage checks the
language setting against the same list the app and the packaging use.
"""

from __future__ import annotations

# (code, the language's name in that language), as Settings > Language lists them.
SPOKEN: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("de", "Deutsch"),
    ("es", "Español"),
    ("fr", "Français"),
    ("it", "Italiano"),
    ("nl", "Nederlands"),
    ("pl", "Polski"),
    ("pt_BR", "Português (Brasil)"),
    ("sv", "Svenska"),
    ("da", "Dansk"),
    ("nb", "Norsk bokmål"),
    ("fi", "Suomi"),
    ("cs", "Čeština"),
    ("ru", "Русский"),
    ("uk", "Українська"),
    ("zh_CN", "简体中文"),
)

#: Every language besides English: each has a translation of its own.
TRANSLATED: tuple[str, ...] = tuple(code for code, _ in SPOKEN if code != "en")

#: Each language's own name for itself ("Deutsch").
OWN_NAMES: dict[str, str] = dict(SPOKEN)
