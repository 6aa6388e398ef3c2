"""RULES.md and Help > How to play tell each game alike, word for word.

The document opens each game's section with the app's text; this keeps the
two from drifting apart when either is edited.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from goodmeasure.engine import GAME_NAMES, get_game

RULES = Path(__file__).resolve().parents[1] / "RULES.md"


def _words(text: str) -> str:
    return " ".join(text.split())


def _app_paragraphs(game: str) -> list[str]:
    """The paragraphs of the game's How to play page (English source), as
    the document writes them: italics as *...*, no other markup."""
    from goodmeasure.gui.dialogs.howto import _RULES

    body = _RULES[game].split("</h2>", 1)[1]
    paragraphs = re.findall(r"<p>(.*?)</p>", body, flags=re.DOTALL)
    assert "".join(f"<p>{p}</p>" for p in paragraphs) == body, "markup the document cannot show"
    return [_words(re.sub(r"</?i>", "*", p)) for p in paragraphs]


def _section(text: str, heading: str) -> str:
    match = re.search(rf"^{re.escape(heading)}\n(.*?)(?=^## |\Z)", text, flags=re.DOTALL | re.MULTILINE)
    assert match is not None, f"no section {heading!r} in RULES.md"
    return match[1]


def _doc_paragraphs(game: str) -> list[str]:
    section = _section(RULES.read_text(encoding="utf-8"), f"## {get_game(game).title} (`{game}`)")
    how = re.search(r"^### How to play\n(.*?)(?=^### |\Z)", section, flags=re.DOTALL | re.MULTILINE)
    assert how is not None, f"{game}: no 'How to play' part"
    return [_words(p) for p in how[1].split("\n\n") if p.strip()]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_each_games_how_to_play_is_the_documents(game: str) -> None:
    assert _doc_paragraphs(game) == _app_paragraphs(game)


def test_the_app_and_the_readme_point_at_the_document() -> None:
    readme = (RULES.parent / "README.md").read_text(encoding="utf-8")
    assert "[RULES.md](RULES.md)" in readme
    assert "shared notes" not in readme and "/work/" not in readme
