"""Card names and the solver's reasons in the player's language.

The engine and the solver are Qt-free and speak English ("frees the 2 of
spades"); this module turns their phrases into translatable templates, so
the German app says "legt Pik 2 frei".
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from goodmeasure import engine
from goodmeasure.engine import GAME_NAMES, Card, Position, card_name
from goodmeasure.session import Told

CONTEXT = "Words"

_RANKS = {
    "Ace": QT_TRANSLATE_NOOP("Words", "Ace"),
    "Jack": QT_TRANSLATE_NOOP("Words", "Jack"),
    "Queen": QT_TRANSLATE_NOOP("Words", "Queen"),
    "King": QT_TRANSLATE_NOOP("Words", "King"),
}
_SUITS = {
    "clubs": QT_TRANSLATE_NOOP("Words", "clubs"),
    "diamonds": QT_TRANSLATE_NOOP("Words", "diamonds"),
    "hearts": QT_TRANSLATE_NOOP("Words", "hearts"),
    "spades": QT_TRANSLATE_NOOP("Words", "spades"),
}

_CARD = r"(Ace|[2-9]|10|Jack|Queen|King) of (clubs|diamonds|hearts|spades)"

# The solver's phrases (goodmeasure/solver/ranking.py and hint.py), one
# clause each; %1 is a card, %2 a column's (or bed's) number.
_CLAUSES: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p), str(t))
    for p, t in (
        (r"turns a card from the stock", QT_TRANSLATE_NOOP("Words", "turns a card from the stock")),
        (rf"moves the {_CARD}", QT_TRANSLATE_NOOP("Words", "moves the %1")),
        (r"but the game is lost either way", QT_TRANSLATE_NOOP("Words", "but the game is lost either way")),
        (rf"plays the {_CARD} home", QT_TRANSLATE_NOOP("Words", "plays the %1 home")),
        (rf"frees the {_CARD}", QT_TRANSLATE_NOOP("Words", "frees the %1")),
        (r"empties column (\d+)", QT_TRANSLATE_NOOP("Words", "empties column %2")),
        (r"empties bed (\d+)", QT_TRANSLATE_NOOP("Words", "empties bed %2")),
        (rf"plays the {_CARD} onto the waste", QT_TRANSLATE_NOOP("Words", "plays the %1 onto the waste")),
        (
            rf"brings the {_CARD} back from its foundation",
            QT_TRANSLATE_NOOP("Words", "brings the %1 back from its foundation"),
        ),
        (rf"plays the {_CARD} from the bouquet", QT_TRANSLATE_NOOP("Words", "plays the %1 from the bouquet")),
        (r"empties nothing, keeps options", QT_TRANSLATE_NOOP("Words", "empties nothing, keeps options")),
        (r"the game is won", QT_TRANSLATE_NOOP("Words", "the game is won")),
        (r"no legal move is left", QT_TRANSLATE_NOOP("Words", "no legal move is left")),
    )
]


def _tr(text: object) -> str:
    # QT_TRANSLATE_NOOP's stub says object; it hands back the text itself.
    return QCoreApplication.translate(CONTEXT, str(text))


def _named(rank: str, suit: str) -> str:
    shown_rank = _tr(_RANKS[rank]) if rank in _RANKS else rank
    template = QCoreApplication.translate("Words", "%1 of %2")
    return template.replace("%1", shown_rank).replace("%2", _tr(_SUITS[suit]))


def card_words(card: Card) -> str:
    """The card's name, e.g. "Queen of spades" (German "Pik Dame")."""
    rank, suit = card_name(card).split(" of ")
    return _named(rank, suit)


def score_words(position: Position, elapsed: float) -> str:
    """The game's measure as the status bar says it: "Score: 45", or Golf's
    "Cards left: 12" (the engine's outcome, worded)."""
    result = engine.outcome(position, elapsed)
    if result.scoring is engine.Scoring.CARDS_LEFT:
        left = QCoreApplication.translate("MainWindow", "Cards left: %1")
        return left.replace("%1", str(result.value))
    score = QCoreApplication.translate("MainWindow", "Score: %1")
    return score.replace("%1", str(result.value))


def _matched(table: list[tuple[re.Pattern[str], str]], text: str) -> tuple[str, tuple[str, ...]] | None:
    """The translated template of the first pattern of ``table`` that
    ``text`` matches whole, and what its groups caught."""
    for pattern, template in table:
        match = pattern.fullmatch(text)
        if match is not None:
            return _tr(template), match.groups()
    return None


def _clause(text: str) -> str | None:
    found = _matched(_CLAUSES, text)
    if found is None:
        return None
    out, groups = found
    if len(groups) == 2:
        out = out.replace("%1", _named(*groups))
    elif len(groups) == 1:
        out = out.replace("%2", groups[0])
    return out


def reason_words(reason: str) -> str:
    """A solver reason in the player's language (unchanged if unknown)."""
    # Whole phrases first: some contain a comma of their own.
    whole = _clause(reason)
    if whole is not None:
        return whole
    clauses = [_clause(part) for part in reason.split(", ")]
    if any(c is None for c in clauses):
        return reason
    return ", ".join(c for c in clauses if c is not None)


# Clauses that only say again what the move itself says.
_RESTATING = re.compile(
    rf"(plays the {_CARD} (home|onto the waste|from the bouquet)"
    rf"|moves the {_CARD}"
    r"|turns a card from the stock)"
)


def reason_beyond_move(reason: str) -> str:
    """The reason without the clauses that restate the move, translated:
    "plays the 7 of hearts onto the waste, frees the Queen of spades"
    becomes "frees the Queen of spades" (empty if nothing is left)."""
    if _clause(reason) is not None and not _RESTATING.fullmatch(reason):
        return reason_words(reason)
    kept = [part for part in reason.split(", ") if not _RESTATING.fullmatch(part)]
    return reason_words(", ".join(kept)) if kept else ""


def is_known_reason(reason: str) -> bool:
    """Does every clause of ``reason`` have a translatable template?"""
    return _clause(reason) is not None or all(_clause(p) is not None for p in reason.split(", "))


# Storage's notices (goodmeasure/storage) about damaged files. Storage speaks
# English and knows no Qt; what a file name or the system said is left as it is.
# What a damaged file means to the player, not "defaults are used": %1 is
# why the file could not be read.
_UNREADABLE_WORDS = {
    "Your settings": QT_TRANSLATE_NOOP(
        "Words", "Your settings could not be read (%1), so the default settings are used."
    ),
    "Your statistics": QT_TRANSLATE_NOOP(
        "Words", "Your statistics could not be read (%1), so they start from zero."
    ),
    "The saved game": QT_TRANSLATE_NOOP(
        "Words", "The saved game could not be read (%1), so a new deal was started."
    ),
}
_UNREADABLE = re.compile(
    r"(Your settings|Your statistics|The saved game) could not be read because (.*), "
    r"so defaults are used\. (.*)",
    re.DOTALL,
)
_INVALID = re.compile(r"Some settings were invalid and were reset to defaults: (.*?)\. (.*)", re.DOTALL)
# Statistics read in part (storage/statistics.py): the entries left out are
# game keys as the file spells them, or days' results.
_LEFT_OUT = re.compile(
    r"Some statistics could not be read and were left out: (.*?)\. (The damaged file .*)", re.DOTALL
)
_DAY = re.compile(r"""the daily results of ('[^']*'|"[^"]*")""")
# One level record of a game key left out, or all of them.
_LEVEL = re.compile(r"""the ('[^']*'|"[^"]*") level of ('[^']*'|"[^"]*")""")
_LEVELS = re.compile(r"""the levels of ('[^']*'|"[^"]*")""")
_KEPT = re.compile(r"The damaged file was kept as (.*)\.", re.DOTALL)
_NOT_MOVED = re.compile(r"The damaged file could not be moved aside \((.*)\)\.", re.DOTALL)
_NOTHING_SAVED = "Nothing can be saved until that file is moved or renamed."


# Why a file could not be read (BadDocument's messages in storage/documents.py,
# saves.py and statistics.py). %1 and %2 keep what storage put there: a field's
# name as it is spelled in the file, a number, or what the system said.
_FIELD = r"""('.*'|".*")"""
_REASONS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(p, re.DOTALL), str(t))
    for p, t in (
        (r"it is not text", QT_TRANSLATE_NOOP("Words", "it is not text")),
        (r"it is nested too deeply", QT_TRANSLATE_NOOP("Words", "it is nested too deeply")),
        (r"it is not valid JSON", QT_TRANSLATE_NOOP("Words", "it is not valid JSON")),
        (r"it does not hold a JSON object", QT_TRANSLATE_NOOP("Words", "it does not hold a JSON object")),
        (r"it has schema (.*), expected (\d+)", QT_TRANSLATE_NOOP("Words", "it has schema %1, expected %2")),
        (r"it is far too large", QT_TRANSLATE_NOOP("Words", "it is far too large")),
        (r"it is not a regular file", QT_TRANSLATE_NOOP("Words", "it is not a regular file")),
        (r"it could not be opened \((.*)\)", QT_TRANSLATE_NOOP("Words", "it could not be opened (%1)")),
        (r"(.*) is a file, not a folder", QT_TRANSLATE_NOOP("Words", "%1 is a file, not a folder")),
        (
            rf"{_FIELD} is not a deal number of at most (\d+)",
            QT_TRANSLATE_NOOP("Words", "%1 is not a deal number of at most %2"),
        ),
        (rf"{_FIELD} is not true or false", QT_TRANSLATE_NOOP("Words", "%1 is not true or false")),
        (
            rf"{_FIELD} is not a whole number of at least (-?\d+)",
            QT_TRANSLATE_NOOP("Words", "%1 is not a whole number of at least %2"),
        ),
        (
            rf"{_FIELD} is not a number of seconds",
            QT_TRANSLATE_NOOP("Words", "%1 is not a number of seconds"),
        ),
        (
            rf"{_FIELD} is not a non-negative number of seconds",
            QT_TRANSLATE_NOOP("Words", "%1 is not a non-negative number of seconds"),
        ),
        (rf"{_FIELD} is not text", QT_TRANSLATE_NOOP("Words", "%1 is not text")),
        (rf"{_FIELD} is not a JSON object", QT_TRANSLATE_NOOP("Words", "%1 is not a JSON object")),
        (rf"{_FIELD} is not a list of text", QT_TRANSLATE_NOOP("Words", "%1 is not a list of text")),
        (rf"{_FIELD} is not a known game", QT_TRANSLATE_NOOP("Words", "%1 is not a known game")),
        (rf"{_FIELD} is not a date", QT_TRANSLATE_NOOP("Words", "%1 is not a date")),
        (
            r"its cursor (\d+) is outside the (\d+) moves",
            QT_TRANSLATE_NOOP("Words", "its cursor %1 is outside the %2 moves"),
        ),
        (r"its moves do not replay \((.*)\)", QT_TRANSLATE_NOOP("Words", "its moves do not replay (%1)")),
        (
            r"its deal is for a different game or options",
            QT_TRANSLATE_NOOP("Words", "its deal is for a different game or options"),
        ),
        (
            r"its game counts contradict each other",
            QT_TRANSLATE_NOOP("Words", "its game counts contradict each other"),
        ),
    )
]


def _why_words(why: str) -> str:
    """Why a file could not be read, in the player's language (unchanged if unknown)."""
    found = _matched(_REASONS, why)
    return why if found is None else _filled(*found)


def _filled(template: str, values: tuple[str, ...]) -> str:
    """%1, %2 replaced in one pass: a field's name holding "%2" stays as it is."""
    return re.sub(r"%([12])", lambda m: values[int(m[1]) - 1], template)


def _aside_words(text: str) -> str:
    kept = _KEPT.fullmatch(text)
    if kept is not None:
        return QCoreApplication.translate("Words", "The damaged file was kept as %1.").replace("%1", kept[1])
    not_moved = _NOT_MOVED.fullmatch(text)
    if not_moved is not None:
        return QCoreApplication.translate("Words", "The damaged file could not be moved aside (%1).").replace(
            "%1", not_moved[1]
        )
    if text == _NOTHING_SAVED:
        return QCoreApplication.translate(
            "Words", "Nothing can be saved until that file is moved or renamed."
        )
    return text


def notice_words(notice: str) -> str:
    """A notice from storage in the player's language (unchanged if unknown)."""
    unreadable = _UNREADABLE.fullmatch(notice)
    if unreadable is not None:
        what, why, aside = unreadable.groups()
        return _tr(_UNREADABLE_WORDS[what]).replace("%1", _why_words(why)) + " " + _aside_words(aside)
    invalid = _INVALID.fullmatch(notice)
    if invalid is not None:
        names, aside = invalid.groups()
        text = QCoreApplication.translate("Words", "Some settings were invalid and were reset: %1.")
        return text.replace("%1", names) + " " + _aside_words(aside)
    left_out = _LEFT_OUT.fullmatch(notice)
    if left_out is not None:
        entries, aside = left_out.groups()
        day = QCoreApplication.translate("Words", "the daily results of %1")
        entries = _DAY.sub(lambda m: day.replace("%1", m[1]), entries)
        level = QCoreApplication.translate("Words", "the %1 level of %2")
        entries = _LEVEL.sub(lambda m: _filled(level, (m[1], m[2])), entries)
        levels = QCoreApplication.translate("Words", "the levels of %1")
        entries = _LEVELS.sub(lambda m: levels.replace("%1", m[1]), entries)
        text = QCoreApplication.translate("Words", "Some statistics could not be read and were left out: %1.")
        return text.replace("%1", entries) + " " + _aside_words(aside)
    return notice


def game_title(name: str) -> str:
    """A game's name as the status bar and the title show it."""
    titles = {
        "good-measure": QCoreApplication.translate("Games", "Good Measure"),
        "bakers-dozen": QCoreApplication.translate("Games", "Baker's Dozen"),
        "golf": QCoreApplication.translate("Games", "Golf"),
        "gloucestershire": QCoreApplication.translate("Games", "Gloucestershire"),
    }
    return titles[name]


def key_title(key: str) -> str:
    """A variant in the player's words: "golf+on-king+wrap" as "Golf (cards
    on a King, turn the corner)", "golf" as "Golf (strict)"."""
    game, *options = key.split("+")
    title = game_title(game) if game in GAME_NAMES else game
    words = {
        "on-king": QCoreApplication.translate("Statistics", "cards on a King"),
        "wrap": QCoreApplication.translate("Statistics", "turn the corner"),
        "free-bouquet": QCoreApplication.translate("Statistics", "free bouquet"),
    }
    named = [words.get(option, option) for option in options]
    if game == "golf" and not named:
        named = [QCoreApplication.translate("Statistics", "strict")]
    return f"{title} ({', '.join(named)})" if named else title


def told_words(told: Told) -> str:
    """What the session asks to tell the player: a storage notice as it is
    (``notices.tell`` translates it), a failed write in the player's words."""
    if isinstance(told, str):
        return told
    messages = {
        "game": QCoreApplication.translate(
            "Persistence", "Your game could not be saved; it will not be resumed if goodmeasure stops."
        ),
        "statistics": QCoreApplication.translate("Persistence", "Your statistics could not be saved."),
        "clear": QCoreApplication.translate("Persistence", "The finished game could not be cleared."),
    }
    return f"{messages[told.what]} ({told.detail})"
