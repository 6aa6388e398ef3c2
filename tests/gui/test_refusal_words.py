"""Every reason the engine gives for a refused card or move has words, in
the game's own words (Gloucestershire's beds); the window adds no rule."""

from __future__ import annotations

import random

import pytest

from goodmeasure import engine
from goodmeasure.engine import Refusal, Why, deal, get_game
from goodmeasure.gui.window.refusal import refusal_words, refused_words
from goodmeasure.gui.words import card_words

VARIANTS = [
    ("good-measure", None),
    ("bakers-dozen", None),
    ("golf", None),
    ("gloucestershire", None),
    ("gloucestershire", frozenset({"free-bouquet"})),
]


def _positions(name, options):
    rng = random.Random(3)
    for number in (1, 2, 3):
        position = deal(name, number, options)
        for _ in range(150):
            yield position
            moves = engine.legal_moves(position)
            if not moves:
                break
            position = engine.apply(position, rng.choice(moves))


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_every_card_that_stays_is_told_why(qapp, name, options):
    told = set()
    for position in _positions(name, options):
        for pile in engine.pile_keys(position.game):
            source = engine.top_source(position, pile)
            refusal = None if source is None else engine.why_card_stays(position, source)
            if refusal is None:
                continue
            words = refused_words(position, source)
            assert words, refusal
            if refusal.card is not None:
                assert card_words(refusal.card) in words
            told.add(refusal.why)
    assert told


def test_beds_are_named_beds(qapp):
    card = engine.parse_card("JC")
    position = deal("gloucestershire", 1)
    assert get_game("gloucestershire").column_word == "bed"
    words = refusal_words(position, Refusal(Why.NO_HOME_OR_COLUMN, card))
    assert words == "No foundation or bed takes the Jack of clubs yet."
    columns = refusal_words(deal("good-measure", 1), Refusal(Why.NO_HOME_OR_COLUMN, card))
    assert columns == "No foundation or column takes the Jack of clubs yet."


def test_a_won_game_and_a_legal_card_are_told_so(qapp):
    position = deal("good-measure", 1)
    assert refusal_words(position, Refusal(Why.GAME_OVER)) == "This game is won: every card is home."
    assert refusal_words(position, None) == ""
