"""Where a gesture sends a card: always one of legal_moves (Qt-free)."""

from __future__ import annotations

from goodmeasure import engine
from goodmeasure.gui.table import play


def test_click_prefers_home_then_leftmost_non_empty_column():
    position = engine.deal("good-measure", 1)
    assert str(play.click_move(position, ("c", 1))) == "c2>f"
    assert str(play.click_move(position, ("c", 0))) == "c1>c3"


def test_click_puts_empty_columns_last():
    position = engine.deal("gloucestershire", 4)
    for source in {(m.source, m.source_index) for m in engine.legal_moves(position)}:
        choice = play.click_move(position, source)
        assert choice in engine.legal_moves(position)
        if choice.target == "c" and not position.columns[choice.target_index]:
            others = play.moves_by_target(position, source)
            assert not any(k[0] == "c" and position.columns[k[1]] for k in others)


def test_moves_by_target_names_the_foundation_a_card_lands_on():
    position = engine.deal("good-measure", 1)
    targets = play.moves_by_target(position, ("c", 1))  # AC
    assert ("f", engine.foundation_for(position, position.columns[1][-1])) in targets


def test_only_free_cards_are_sources():
    position = engine.deal("gloucestershire", 1)
    assert play.source_at(position, ("c", 7), 0) is None
    assert play.source_at(position, ("c", 7), 9) == ("c", 7)
    assert play.source_at(position, ("b", -1), 3) is None
    assert play.source_at(position, ("b", -1), 51) == ("b", -1)
    free = engine.deal("gloucestershire", 1, frozenset({"free-bouquet"}))
    assert play.source_at(free, ("b", -1), 3) == ("b", 3)


def test_move_path_follows_the_card():
    position = engine.deal("good-measure", 1)
    assert play.move_path(position, engine.parse_move("c1>c3")) == ((("c", 0), 4), (("c", 2), 5))
