"""Randomised play on the real window: long runs of drags, clicks, drops
where a card does not go, undo and redo, each made with real mouse and key
events, in every game. After every step the window's position is the one
the engine says, the table shows every card exactly once (no card lost or
doubled on screen), and the card a player sees on top of each pile is the
one a click there picks up."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from driver import TableDriver
from gui_helpers import click, drag, key, point
from PySide6.QtCore import Qt

from goodmeasure import engine
from goodmeasure.engine import Position
from goodmeasure.gui.table import play
from goodmeasure.gui.table.layout import Rect

pytestmark = pytest.mark.gui

CTRL = Qt.KeyboardModifier.ControlModifier
STEPS = 70


def _source_pile(source: play.PileKey) -> tuple[play.PileKey, int]:
    pile, place = play.source_pile(source)
    return pile, -1 if place is None else place


def _free_sources(position: Position) -> list[play.PileKey]:
    """Every card a player may pick up now, as the move source it is."""
    sources = []
    for pile in play.pile_keys(position.game):
        for index in range(len(play.pile_cards(position, pile))):
            source = play.source_at(position, pile, index)
            if source is not None and source[0] != play.STOCK:
                sources.append(source)
    return sources


def _top_card_under(window, pile: play.PileKey, index: int = -1) -> int | None:
    """The card shown by the topmost card picture at a card's showing part."""
    return TableDriver(window).face_on_top(pile, index)


def _check_table(window, expected: Position) -> None:
    assert window.position == expected
    shown = Counter(TableDriver(window).faces())
    wanted = Counter(
        card for pile in play.pile_keys(expected.game) for card in play.pile_cards(expected, pile)
    )
    # The stock lies face down: its cards show as backs.
    for card in expected.stock:
        wanted[card] -= 1
        wanted[None] += 1
    assert shown == +wanted
    for pile in play.pile_keys(expected.game):
        cards = play.pile_cards(expected, pile)
        if not cards or pile[0] == play.STOCK:
            continue
        assert _top_card_under(window, pile) == cards[-1], pile
        if pile[0] == play.BOUQUET and expected.game.free_bouquet:
            # Every bouquet card plays, so each must be the one clicked on.
            for index, card in enumerate(cards):
                assert _top_card_under(window, pile, index) == card, (pile, index)


def _clear_drops(window, position: Position, source: play.PileKey) -> list[play.PileKey]:
    """The piles that do not take the source's card and where, dropped (held
    where it was picked up), it overlaps no pile that does."""
    table = TableDriver(window)
    layout = table.layout
    takes = play.moves_by_target(position, source)
    pile, index = _source_pile(source)
    (px, py), (cx, cy) = table.table_point(pile, index), table.card_pos(pile, index)
    grab_x, grab_y = px - cx, py - cy
    clear = []
    for other in play.pile_keys(position.game):
        if other in takes or other == pile or other[0] == play.STOCK:
            continue
        x, y = table.table_point(other)
        card = Rect(x - grab_x, y - grab_y, layout.card_w, layout.card_h)
        if all(card.overlap(layout.pile_area(taker)) == 0 for taker in takes):
            clear.append(other)
    return clear


def _drag_move(window, position: Position, move: engine.Move) -> None:
    if move.source == play.STOCK:
        click(window, point(window, (play.STOCK, -1)))
        return
    pile, index = _source_pile((move.source, move.source_index))
    drag(window, point(window, pile, index), point(window, play.target_pile(position, move)))


@pytest.mark.parametrize(
    ("game", "number", "options", "size"),
    [
        ("good-measure", 3, None, (1280, 800)),
        ("bakers-dozen", 5, None, (820, 560)),
        ("golf", 7, None, (1920, 1080)),
        ("gloucestershire", 2, None, (820, 560)),
        ("gloucestershire", 4, frozenset({"free-bouquet"}), (1024, 700)),
    ],
)
def test_random_play_never_loses_a_card(make_window, game, number, options, size) -> None:
    # Each game at another window size: the smallest the window allows, the
    # usual one, a large screen.
    window = make_window(size, auto_finish=False)
    start = engine.deal(game, number, options)
    window.start_position(start)
    rng = random.Random(f"{game} {number}")
    past: list[Position] = []
    future: list[Position] = []
    position = start
    done = Counter()
    for _ in range(STEPS):
        moves = engine.legal_moves(position)
        roll = rng.random()
        if roll < 0.5 and moves:
            move = rng.choice(moves)
            _drag_move(window, position, move)
            past.append(position)
            future.clear()
            position = engine.apply(position, move)
            done["drag"] += 1
        elif roll < 0.62 and _free_sources(position):
            source = rng.choice(_free_sources(position))
            move = play.click_move(position, source)
            pile, index = _source_pile(source)
            click(window, point(window, pile, index))
            if move is not None:
                past.append(position)
                future.clear()
                position = engine.apply(position, move)
                done["click"] += 1
        elif roll < 0.8 and _free_sources(position):
            # A card dropped on a pile that does not take it, clear of every
            # pile that does, glides back: nothing changes.
            drops = [(s, _clear_drops(window, position, s)) for s in _free_sources(position)]
            drops = [(s, piles) for s, piles in drops if piles]
            if drops:
                source, refusing = rng.choice(drops)
                pile, index = _source_pile(source)
                drag(window, point(window, pile, index), point(window, rng.choice(refusing)))
                done["refused"] += 1
        elif roll < 0.92 and past:
            key(window, Qt.Key.Key_Z, CTRL)
            future.append(position)
            position = past.pop()
            done["undo"] += 1
        elif future:
            key(window, Qt.Key.Key_Y, CTRL)
            past.append(position)
            position = future.pop()
            done["redo"] += 1
        TableDriver(window).finish_glides()
        _check_table(window, position)
    # The run did what it set out to do.
    assert done["drag"] >= 20 and done["undo"] >= 3 and done["refused"] >= 3, done
