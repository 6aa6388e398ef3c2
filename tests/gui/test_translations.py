"""Every language: each visible string has a finished text in it, with the
placeholders and plural forms Qt needs, and the app shows it; then German's
own dates, cards, reasons and notices."""

from __future__ import annotations

import datetime
import functools
import re
import runpy
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QComboBox, QTextBrowser

from goodmeasure import engine
from goodmeasure.gui.desktop.i18n import TRANSLATED, chosen_language, chosen_locale
from goodmeasure.gui.words import card_words, is_known_reason, reason_words
from goodmeasure.languages import OWN_NAMES, SPOKEN
from goodmeasure.session.counting import GameRecord, count
from goodmeasure.solver import rank_moves
from goodmeasure.storage import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"
TS = FOLDER / "goodmeasure_de.ts"
PLACEHOLDER = re.compile(r"%(?:\d|n|s)")
# Qt's lupdate and lrelease of the PySide6 in use, found without PATH (a venv not activated).
qt_tool = runpy.run_path(str(ROOT / "tools" / "qt_tools.py"))["qt_tool"]

# Names, the same in every language: the app's, the games' (menu entries with
# their accelerator).
NAMES = {"goodmeasure", "Good Measure", "Baker's Dozen", "Golf", "Gloucestershire"}
# Words a language writes as English does, each looked at: anything else that
# comes out the same as its source is English left behind.
SAME_WORDS = {
    "de": {"Normal", "Animation:", "Bouquet"},
    "es": {"Normal"},
    "fr": {"Expert", "Volume", "strict", "Date", "Bouquet"},
    "it": {"Volume", "Volume:", "Bouquet"},
    "nl": {"Expert", "Hint", "Help", "Score: %1", "Volume", "Volume:", "Bed %1"},
    "pt_BR": {"Normal", "Volume", "Volume:"},
    "sv": {"Expert", "Normal"},
    "da": {"Normal", "Animation:", "Bed %1"},
    "nb": {"Normal", "Bed %1"},
}


def ts_file(code: str) -> Path:
    return FOLDER / f"goodmeasure_{code}.ts"


def messages(code: str = "de") -> list[ET.Element]:
    return list(ET.parse(ts_file(code)).getroot().iter("message"))


def forms_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    return [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]


def translation_of(code: str, context: str, source: str) -> str:
    for element in ET.parse(ts_file(code)).getroot().iter("context"):
        if element.findtext("name") == context:
            for message in element.iter("message"):
                if message.findtext("source") == source:
                    return forms_of(message)[0]
    raise AssertionError(f"{context}: {source!r} is not in {ts_file(code).name}")


@functools.cache
def plural_forms(code: str) -> tuple[frozenset[int], ...]:
    """Qt's own plural rule for a language: for each form lupdate gives it,
    the counts (of 0..200) that form is shown for."""
    with tempfile.TemporaryDirectory() as folder:
        source, ts, qm = (Path(folder) / name for name in ("probe.py", "probe.ts", "probe.qm"))
        source.write_text(
            "from PySide6.QtCore import QCoreApplication\n"
            'QCoreApplication.translate("Probe", "%n cards", None, 2)\n'
        )
        subprocess.run(
            [qt_tool("lupdate"), str(source), "-target-language", code, "-ts", str(ts)],
            check=True,
            capture_output=True,
        )
        tree = ET.parse(ts)
        translation = tree.getroot().find(".//translation")
        assert translation is not None
        del translation.attrib["type"]
        for index, form in enumerate(translation.findall("numerusform")):
            form.text = f"{index}"
        tree.write(ts, encoding="utf-8")
        subprocess.run([qt_tool("lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
        translator = QTranslator()
        assert translator.load(str(qm))
        shown = [int(translator.translate("Probe", "%n cards", None, n)) for n in range(201)]
    return tuple(
        frozenset(n for n, form in enumerate(shown) if form == index) for index in range(max(shown) + 1)
    )


def test_the_languages_offered_are_the_ones_translated() -> None:
    # One list (goodmeasure.languages) for the app, Settings, storage and packaging.
    shipped = sorted(p.stem.removeprefix("goodmeasure_") for p in FOLDER.glob("goodmeasure_*.ts"))
    assert sorted(TRANSLATED) == shipped
    assert ("system", "en", *TRANSLATED) == LANGUAGES
    assert [code for code, _ in SPOKEN] == ["en", *TRANSLATED]
    assert len(set(OWN_NAMES.values())) == len(SPOKEN)


def test_settings_name_each_language_in_its_own_words(german, qtbot) -> None:
    from goodmeasure.gui.dialogs.settings_dialog import SettingsDialog
    from goodmeasure.storage import Settings

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    combo: QComboBox = dialog.language
    listed = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    # German is shown, yet Polish is still "Polski" and English "English".
    assert listed == {"system": translation_of("de", "SettingsDialog", "System language"), **OWN_NAMES}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_string_is_translated(code: str) -> None:
    found = messages(code)
    lacking = []
    for message in found:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms_of(message)):
            lacking.append(source)
    assert not lacking, f"no {code} text for: {lacking}"
    assert len(found) > 150
    # The same messages as German's (lupdate keeps every file to the code: see below).
    assert {m.findtext("source") for m in found} == {m.findtext("source") for m in messages("de")}


@pytest.mark.parametrize("code", TRANSLATED)
def test_placeholders_are_kept(code: str) -> None:
    rule = plural_forms(code)
    for message in messages(code):
        source = message.findtext("source") or ""
        wanted = sorted(set(PLACEHOLDER.findall(source)) - {"%n"})
        for index, form in enumerate(forms_of(message)):
            assert sorted(set(PLACEHOLDER.findall(form)) - {"%n"}) == wanted, (source, form)
            # "%n" may give way to a word ("une carte") only in a form shown for one alone.
            if "%n" in source and not (message.get("numerus") == "yes" and rule[index] == {1}):
                assert "%n" in form, (source, form)


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_forms_are_the_languages_own(code: str) -> None:
    # As many forms as Qt's rule for the language has (Polish three: 1, 2-4, 5+).
    wanted = len(plural_forms(code))
    plurals = [m for m in messages(code) if m.get("numerus") == "yes"]
    assert plurals
    for message in plurals:
        assert len(forms_of(message)) == wanted, message.findtext("source")


def test_the_plural_rule_is_qts() -> None:
    # Polish: one, a few (2-4, 22-24, not 12-14), many; German: one, the rest.
    few = frozenset(n for n in range(201) if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14))
    assert plural_forms("pl") == (frozenset({1}), few, frozenset(range(201)) - few - {1})
    assert plural_forms("de") == (frozenset({1}), frozenset(range(201)) - {1})


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_is_left(code: str) -> None:
    left = []
    for message in messages(code):
        source = message.findtext("source") or ""
        words = source.replace("&", "")
        bare = PLACEHOLDER.sub("", words)
        if bare in NAMES or not re.search(r"[A-Za-z]", bare) or words in SAME_WORDS.get(code, set()):
            continue
        left += [source for form in forms_of(message) if form == source]
    assert not left, f"still English in {code}: {left}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_language_has_a_glossary_of_the_words_it_uses(code: str) -> None:
    # README > Languages: "Each language has a glossary"; it names the cards
    # as the language's .ts does.
    glossary = FOLDER / "glossary" / f"{code}.md"
    assert glossary.is_file(), f"{glossary.name} is missing"
    text = glossary.read_text(encoding="utf-8")
    assert re.search(rf"[`(]{code}[`)]", text.splitlines()[0])  # its heading names its language
    cards = ("Ace", "Jack", "Queen", "King", "clubs", "diamonds", "hearts", "spades")
    words = [translation_of(code, "Words", card) for card in cards]
    assert [word for word in words if word.casefold() not in text.casefold()] == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_shipped_qm_is_compiled_from_the_ts(code: str, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.qm"
    subprocess.run(
        [qt_tool("lrelease"), str(ts_file(code)), "-qm", str(fresh)], check=True, capture_output=True
    )
    assert fresh.read_bytes() == ts_file(code).with_suffix(".qm").read_bytes()


def test_the_translation_sources_list_every_string_of_the_code() -> None:
    # lupdate over the code must find nothing any .ts does not already have.
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr


# Each language from the desktop: its usual country, and others that speak it.
REGIONS = {
    "de": ["de_AT", "de_CH"],
    "fr": ["fr_CA", "fr_BE"],
    "es": ["es_MX", "es_AR"],
    "it": ["it_CH"],
    "nl": ["nl_BE"],
    "pl": [],
    "pt_BR": ["pt_PT", "pt_AO"],
    "sv": ["sv_FI"],
    "da": [],
    "ru": ["ru_UA", "ru_BY", "ru_KZ"],
    "uk": [],
    "zh_CN": ["zh_SG"],
}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_system_language_is_followed(code: str) -> None:
    usual = QLocale(code).name()  # fr -> fr_FR; pt_BR and zh_CN are their own
    assert usual == code or usual.startswith(f"{code}_")
    for system in [usual, *REGIONS.get(code, [])]:
        assert chosen_language("system", QLocale(system)) == code, system
        assert chosen_locale("system", QLocale(system)).name() == system
    # Chosen in Settings, whatever the desktop speaks; English over it too.
    assert chosen_language(code, QLocale("en_GB")) == code
    assert chosen_locale(code, QLocale("en_GB")).name() == usual
    assert chosen_language("en", QLocale(usual)) == "en"


@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [
        ("de", "en_GB", "de"),
        ("en", "de_DE", "en"),
        ("system", "de_AT", "de"),
        ("system", "el_GR", "en"),
        ("system", "ja_JP", "en"),
        ("system", "en_US", "en"),
        ("system", "pt_BR", "pt_BR"),
        ("system", "pt_PT", "pt_BR"),
        ("pt_BR", "pt_PT", "pt_BR"),
        ("system", "sv_SE", "sv"),
        ("system", "sv_FI", "sv"),
        ("system", "da_DK", "da"),
        # Bokmål: desktops say nb_NO, or the older no_NO / no (Qt reads both as Bokmål).
        ("system", "nb_NO", "nb"),
        ("system", "no_NO", "nb"),
        ("system", "no", "nb"),
        ("system", "fi_FI", "fi"),
        ("system", "cs_CZ", "cs"),
    ],
)
def test_language_choice(setting: str, system: str, expected: str) -> None:
    assert chosen_language(setting, QLocale(system)) == expected


@pytest.mark.parametrize(
    ("system", "expected"),
    [("zh_CN", "zh_CN"), ("zh_SG", "zh_CN"), ("zh_TW", "en"), ("zh_HK", "en")],
)
def test_a_language_with_a_region_is_chosen_by_its_script(system: str, expected: str) -> None:
    # Simplified Chinese is "zh_CN", not "zh": every desktop that writes
    # Simplified chooses it, one that writes Traditional does not.
    assert chosen_language("system", QLocale(system)) == expected
    assert chosen_locale("system", QLocale(system)).name() == (system if expected != "en" else "en_US")


@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [
        ("de", "en_GB", "de_DE"),
        ("system", "de_AT", "de_AT"),
        ("en", "en_GB", "en_GB"),
        ("en", "de_DE", "en_US"),
        ("system", "el_GR", "en_US"),
        ("pt_BR", "en_GB", "pt_BR"),
        ("system", "pt_PT", "pt_PT"),
        ("system", "no_NO", "nb_NO"),
        ("nb", "en_GB", "nb_NO"),
    ],
)
def test_locale_choice(setting: str, system: str, expected: str) -> None:
    # The desktop's country is kept when it speaks the chosen language.
    assert chosen_locale(setting, QLocale(system)).name() == expected


@pytest.mark.parametrize("code", TRANSLATED)
def test_qts_own_words_follow_where_pyside6_has_them(code: str, qapp) -> None:
    # Standard buttons and Qt's dialogs: qtbase_<code>.qm where PySide6 ships
    # one (none for Bokmål: Qt's Nynorsk would be the wrong written language).
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    from goodmeasure.gui.desktop.i18n import install_translators

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    shipped = (folder / f"qtbase_{code}.qm").is_file()
    translators = install_translators(qapp, code)
    try:
        assert len(translators) == (2 if shipped else 1)
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
        assert (cancel != "Cancel") == shipped, cancel
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)


def test_the_window_speaks_each_language(translated: str, make_window, qtbot) -> None:
    window = make_window()
    titles = [action.text() for action in window.menuBar().actions()]
    english = ["&Game", "&Edit", "&View", "&Settings", "&Help"]
    assert titles == [translation_of(translated, "MainWindow", title) for title in english]
    same = SAME_WORDS.get(translated, set())
    # English only where the language says it so too (Dutch "Help").
    english_left = [t for t, e in zip(titles, english, strict=True) if t == e]
    assert [t for t in english_left if t.replace("&", "") not in same] == []
    # How to play, in the language: the translated page, not the English one.
    window.start_deal("good-measure", 1)
    window.menu_actions["howto"].trigger()
    browser = window.findChild(QTextBrowser)
    assert browser is not None
    from goodmeasure.gui.dialogs.howto import _RULES

    def plain(html: str) -> str:
        document = QTextDocument()
        document.setHtml(html)
        return document.toPlainText()

    shown = browser.toPlainText()
    assert plain(translation_of(translated, "HowTo", _RULES["good-measure"])) in shown
    assert plain(_RULES["good-measure"]).splitlines()[1] not in shown


def test_dates_are_written_the_german_way(german, make_window) -> None:
    assert QLocale().name() == "de_DE"  # install_translators chose it
    window = make_window()
    window.start_position(engine.deal("golf", 5), 5, datetime.date(2026, 12, 3))
    assert window.status_labels["deal"].text() == "Tagesspiel 03.12.2026"
    count(
        window.keeper.statistics,
        GameRecord(
            "golf+on-king+wrap",
            won=False,
            score=None,
            seconds=61.0,
            moves=3,
            daily_date="2026-02-14",
            cards_left=20,
        ),
    )
    window.menu_actions["statistics"].trigger()
    assert window.statistics_dialog.daily.item(0, 0).text() == "14.02.2026"


def test_dates_in_us_english(app_locale, make_window) -> None:
    app_locale("en_US")
    window = make_window()
    window.start_position(engine.deal("golf", 5), 5, datetime.date(2026, 12, 3))
    assert window.status_labels["deal"].text() == "Daily deal 12/3/2026"  # the year in full


def test_the_window_speaks_german(german, make_window) -> None:
    window = make_window()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Spiel", "&Bearbeiten", "&Ansicht", "&Einstellungen", "&Hilfe"]
    assert window.menu_actions["hint"].text() == "&Tipp"
    window.start_deal("golf", 3)
    assert window.status_labels["score"].text() == "Karten übrig: 35"


def test_cards_and_reasons_in_german(german) -> None:
    queen = engine.parse_card("QS")
    assert card_words(queen) == "Pik Dame"
    assert reason_words("plays the 7 of hearts onto the waste, frees the Queen of spades") == (
        "legt Herz 7 auf den Ablagestapel, legt Pik Dame frei"
    )
    assert reason_words("empties nothing, keeps options") == "leert nichts, hält Möglichkeiten offen"


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("good-measure", None),
        ("bakers-dozen", None),
        ("golf", None),
        ("gloucestershire", None),
        ("gloucestershire", frozenset({"free-bouquet"})),
    ],
)
def test_every_solver_reason_has_a_translation(game: str, options: frozenset[str] | None) -> None:
    # Play a few deals by the ranking itself and check each reason it gives.
    for number in range(3):
        position = engine.deal(game, number, options)
        for _ in range(25):
            ranked = rank_moves(position)
            if not ranked:
                break
            for entry in ranked:
                assert is_known_reason(entry.reason), entry.reason
            position = engine.apply(position, ranked[0].move)


def test_storage_notices_in_german(german, tmp_path: Path) -> None:
    from goodmeasure.gui.words import notice_words
    from goodmeasure.storage import StoragePaths, load_statistics

    paths = StoragePaths.under(tmp_path)
    paths.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_file.write_text("{ not json")
    _, notices = load_statistics(paths)
    assert len(notices) == 1
    german_text = notice_words(notices[0])
    assert german_text.startswith("Deine Statistik war nicht lesbar (")
    assert "darum beginnt sie bei null." in german_text
    assert "Die beschädigte Datei wurde als" in german_text


def _daily(result: str) -> bytes:
    # One day's result in an otherwise sound statistics file.
    return b'{"schema": 1, "games": {}, "daily": {"2026-02-14": {"golf": ' + result.encode() + b"}}}"


# A damaged statistics file, and why storage says it could not be read, in German.
DAMAGED = [
    (b"\xff\xfe\x00", "(die Datei enthält keinen Text)"),
    (b"[" * 100_000, "(die Datei ist zu tief verschachtelt)"),
    (b"{ not json", "(die Datei ist kein gültiges JSON)"),
    (b"[]", "(die Datei enthält kein JSON-Objekt)"),
    (b'{"schema": 7}', "(die Datei hat Schema 7, erwartet war 1)"),
    (b'{"schema": 1, "games": [], "daily": {}}', "('games' ist kein JSON-Objekt)"),
]


# A statistics file with bad entries: the rest is kept, and the German notice
# names what was left out (game keys as the file spells them).
PARTLY_READ = [
    (b'{"schema": 1, "games": {}, "daily": {"2026-13-01": {}}}', "die Tagesergebnisse vom '2026-13-01'"),
    (_daily('{"won": 1, "moves": 3, "seconds": 2}'), "die Tagesergebnisse vom '2026-02-14'"),
    (_daily('{"won": true, "moves": -3, "seconds": 2}'), "die Tagesergebnisse vom '2026-02-14'"),
    (_daily('{"won": true, "moves": 3, "seconds": "2"}'), "die Tagesergebnisse vom '2026-02-14'"),
    (_daily('{"won": true, "moves": 3, "seconds": -2}'), "die Tagesergebnisse vom '2026-02-14'"),
    (
        b'{"schema": 1, "games": {"golf": {"played": 1, "won": 2, "current_streak": 0, "best_streak": 0}},'
        b' "daily": {}}',
        "'golf'",
    ),
]


@pytest.mark.parametrize(("content", "left_out"), PARTLY_READ)
def test_what_was_left_out_of_the_statistics_in_german(
    german, tmp_path: Path, content: bytes, left_out: str
) -> None:
    from goodmeasure.gui.words import notice_words
    from goodmeasure.storage import StoragePaths, load_statistics

    paths = StoragePaths.under(tmp_path)
    paths.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_file.write_bytes(content)
    _, notices = load_statistics(paths)
    assert len(notices) == 1
    assert notice_words(notices[0]).startswith(
        f"Einige Einträge der Statistik waren nicht lesbar und wurden weggelassen: {left_out}. "
        "Die beschädigte Datei wurde als "
    )


@pytest.mark.parametrize(("content", "why"), DAMAGED)
def test_why_a_file_could_not_be_read_in_german(german, tmp_path: Path, content: bytes, why: str) -> None:
    # Storage says why in English (its source of truth); the player reads German.
    from goodmeasure.gui.words import notice_words
    from goodmeasure.storage import StoragePaths, load_statistics

    paths = StoragePaths.under(tmp_path)
    paths.statistics_file.parent.mkdir(parents=True, exist_ok=True)
    paths.statistics_file.write_bytes(content)
    _, notices = load_statistics(paths)
    assert len(notices) == 1
    assert notice_words(notices[0]).startswith(f"Deine Statistik war nicht lesbar {why}, darum")


def test_why_a_saved_game_could_not_be_read_in_german(german, tmp_path: Path) -> None:
    from goodmeasure.gui.words import notice_words
    from goodmeasure.storage import StoragePaths, load_game

    paths = StoragePaths.under(tmp_path)
    paths.current_game_file.parent.mkdir(parents=True, exist_ok=True)
    paths.current_game_file.write_text('{"schema": 1, "game": "chess"}')
    _, notices = load_game(paths)
    assert notice_words(notices[0]).startswith(
        "Das gespeicherte Spiel war nicht lesbar ('options' ist keine Liste von Texten), darum"
    )


def test_hint_reasons_do_not_restate_the_move() -> None:
    from goodmeasure.gui.words import reason_beyond_move

    assert reason_beyond_move("plays the 7 of hearts onto the waste, frees the Queen of spades") == (
        "frees the Queen of spades"
    )
    assert reason_beyond_move("plays the 7 of hearts home") == ""
    assert reason_beyond_move("frees the 2 of clubs") == "frees the 2 of clubs"
    assert reason_beyond_move("empties nothing, keeps options") == "empties nothing, keeps options"
    assert reason_beyond_move("moves the 4 of clubs, but the game is lost either way") == (
        "but the game is lost either way"
    )
    # Golf's stock turn: the move says it already ("turn a card from the stock").
    assert reason_beyond_move("turns a card from the stock") == ""


def test_german_says_du_to_the_player_throughout() -> None:
    # "Ziehe", "Dein Spiel": a formal "Sie" or "Ihr" among them reads as two voices.
    formal = re.compile(r"\b\w+en Sie\b|\bIhr(?:e|en|em|er|es)?\b")
    found = [text for message in messages("de") for text in forms_of(message) if formal.search(text)]
    assert found == []


def test_a_hint_home_in_german_suits_every_card(german) -> None:
    # "%1 auf ihren Zielstapel" agreed with a Dame but not with an Ass or a König.
    from goodmeasure.gui.window.hints import describe_move

    position = engine.deal("good-measure", 1)
    home = [m for m in engine.legal_moves(position) if m.target == "f"]
    assert home
    for move in home:
        assert describe_move(position, move).endswith(" auf den Zielstapel")


def test_hints_call_gloucestershire_columns_beds(german) -> None:
    from goodmeasure.gui.window.hints import describe_move

    beds = engine.deal("gloucestershire", 1, frozenset({"free-bouquet"}))
    to_bed = next(m for m in engine.legal_moves(beds) if m.target == "c")
    assert f"auf Beet {to_bed.target_index + 1}" in describe_move(beds, to_bed)
    columns = engine.deal("bakers-dozen", 1)
    to_column = next(m for m in engine.legal_moves(columns) if m.target == "c")
    assert f"auf Spalte {to_column.target_index + 1}" in describe_move(columns, to_column)
    assert reason_words("empties bed 3") == "leert Beet 3"


def test_help_names_the_languages_and_where_to_choose_one(translated: str, window) -> None:
    # Help > About: every language in its own words, and the way to Settings in this one.
    from gui_helpers import about_text

    text = about_text(window)  # no-break spaces become spaces
    assert ", ".join(OWN_NAMES.values()) in text
    menu = translation_of(translated, "MainWindow", "&Settings").replace("&", "")
    group = translation_of(translated, "SettingsDialog", "Appearance").replace("\xa0", " ")
    menu = menu.replace("\xa0", " ")
    assert f"({menu} > " in text and f" > {group})" in text
    assert translation_of(translated, "SettingsDialog", "Language:").replace("\xa0", " ") in text
