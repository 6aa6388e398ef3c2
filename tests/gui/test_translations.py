"""English and German: every visible string has a German text, and the app
shows it."""

from __future__ import annotations

import datetime
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from goodmeasure import engine
from goodmeasure.gui.i18n import chosen_language, chosen_locale
from goodmeasure.gui.words import card_words, is_known_reason, reason_words
from goodmeasure.solver import rank_moves
from goodmeasure.storage.statistics import record_game

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "goodmeasure_de.ts"
PLACEHOLDER = re.compile(r"%(?:\d|n|s)")


def messages() -> list[ET.Element]:
    return list(ET.parse(TS).getroot().iter("message"))


def test_every_string_has_a_german_text() -> None:
    lacking = []
    for message in messages():
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(forms):
            lacking.append(source)
            continue
        for form in forms:
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)), source
    assert not lacking, f"no German text for: {lacking}"
    assert len(messages()) > 150


def test_the_translation_source_lists_every_string_of_the_code() -> None:
    # lupdate over the code must find nothing the .ts does not already have.
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_shipped_qm_is_compiled_from_the_ts(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.qm"
    subprocess.run(["pyside6-lrelease", str(TS), "-qm", str(fresh)], check=True, capture_output=True)
    assert fresh.read_bytes() == TS.with_suffix(".qm").read_bytes()


@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [("de", "en_GB", "de"), ("en", "de_DE", "en"), ("system", "de_AT", "de"),
     ("system", "fr_FR", "en"), ("system", "en_US", "en")],
)
def test_language_choice(setting: str, system: str, expected: str) -> None:
    assert chosen_language(setting, QLocale(system)) == expected


@pytest.mark.parametrize(
    ("setting", "system", "expected"),
    [("de", "en_GB", "de_DE"), ("system", "de_AT", "de_AT"), ("en", "en_GB", "en_GB"),
     ("en", "de_DE", "en_US"), ("system", "fr_FR", "en_US")],
)
def test_locale_choice(setting: str, system: str, expected: str) -> None:
    # The desktop's country is kept when it speaks the chosen language.
    assert chosen_locale(setting, QLocale(system)).name() == expected


def test_dates_are_written_the_german_way(german, make_window) -> None:
    assert QLocale().name() == "de_DE"  # install_translators chose it
    window = make_window()
    window.start_position(engine.deal("golf", 5), 5, datetime.date(2026, 12, 3))
    assert window.status_labels["deal"].text() == "Tagesspiel 03.12.2026"
    record_game(window.keeper.statistics, "golf+on-king+wrap", won=False, score=None, seconds=61.0,
                moves=3, daily_date="2026-02-14", cards_left=20)
    window.statistics_action.trigger()
    assert window.statistics_dialog.daily.item(0, 0).text() == "14.02.2026"


def test_dates_in_us_english(app_locale, make_window) -> None:
    app_locale("en_US")
    window = make_window()
    window.start_position(engine.deal("golf", 5), 5, datetime.date(2026, 12, 3))
    assert window.status_labels["deal"].text() == "Daily deal 12/3/2026"  # the year in full


def test_the_window_speaks_german(german, make_window) -> None:
    window = make_window()
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Spiel", "&Bearbeiten", "&Einstellungen", "&Hilfe"]
    assert window.hint_action.text() == "&Tipp"
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
    [("good-measure", None), ("bakers-dozen", None), ("golf", None),
     ("gloucestershire", None), ("gloucestershire", frozenset({"free-bouquet"}))],
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
    (b'{"schema": 1, "games": {"golf": {"played": 1, "won": 2, "current_streak": 0, "best_streak": 0}},'
     b' "daily": {}}', "'golf'"),
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


def test_hints_call_gloucestershire_columns_beds(german) -> None:
    from goodmeasure.gui.hints import describe_move

    beds = engine.deal("gloucestershire", 1, frozenset({"free-bouquet"}))
    to_bed = next(m for m in engine.legal_moves(beds) if m.target == "c")
    assert f"auf Beet {to_bed.target_index + 1}" in describe_move(beds, to_bed)
    columns = engine.deal("bakers-dozen", 1)
    to_column = next(m for m in engine.legal_moves(columns) if m.target == "c")
    assert f"auf Spalte {to_column.target_index + 1}" in describe_move(columns, to_column)
    assert reason_words("empties bed 3") == "leert Beet 3"
