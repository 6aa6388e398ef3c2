"""The one place that says how a position stands (engine.outcome), why a card
or move is refused, and which moves start from a pile (engine.piles)."""

from __future__ import annotations

import random

import pytest

from goodmeasure.engine import (
    Move,
    Scoring,
    Why,
    apply,
    deal,
    get_game,
    golf_cards_left,
    is_stuck,
    is_won,
    legal_moves,
    moves_from,
    outcome,
    pile_cards,
    pile_keys,
    score,
    source_at,
    why_card_stays,
    why_illegal,
)

VARIANTS = [
    ("good-measure", None),
    ("bakers-dozen", None),
    ("golf", None),
    ("golf", frozenset()),
    ("gloucestershire", None),
    ("gloucestershire", frozenset({"free-bouquet"})),
]


def random_positions(
    name: str, options: frozenset[str] | None, games: int = 4, seed: int = 7, every: int = 1
):
    """Positions met in random play from a few deals, the ends included."""
    rng = random.Random(seed)
    for number in range(1, games + 1):
        position = deal(name, number, options)
        for step in range(200):
            if step % every == 0:
                yield position
            moves = legal_moves(position)
            if not moves:
                break
            position = apply(position, rng.choice(moves))


def every_named_move(position):
    """Every move naming a pile the game has, legal or not."""
    game = position.game
    sources = [(k, i) for k, i in pile_keys(game) if k in "cfsb"]
    if game.free_bouquet:
        sources += [("b", i) for i in range(len(position.bouquet))]
    targets = [(k, i) for k, i in pile_keys(game) if k in "cw"] + [("f", -1)]
    return [Move(s, si, t, ti) for s, si in sources for t, ti in targets]


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_the_outcome_is_what_the_rules_say(name, options) -> None:
    for position in random_positions(name, options):
        result = outcome(position, 30.0)
        assert result.won == is_won(position)
        assert result.stuck == is_stuck(position)
        assert result.moves_left == bool(legal_moves(position))
        if name == "golf":
            assert result.scoring is Scoring.CARDS_LEFT
            assert result.value == golf_cards_left(position)
        else:
            assert result.scoring is Scoring.POINTS
            assert result.value == score(position, 30.0)


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_a_move_is_refused_exactly_when_it_is_not_legal(name, options) -> None:
    for position in random_positions(name, options, games=2, every=5):
        legal = set(legal_moves(position))
        for move in every_named_move(position):
            refusal = why_illegal(position, move)
            assert (refusal is None) == (move in legal), move


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_moves_from_a_pile_are_its_share_of_the_legal_moves(name, options) -> None:
    for position in random_positions(name, options, games=2, every=3):
        shared = []
        for pile in pile_keys(position.game):
            for place in range(len(pile_cards(position, pile))):
                source = source_at(position, pile, place)
                if source is not None and source not in shared:
                    shared.append(source)
        gathered = [m for source in shared for m in moves_from(position, source)]
        assert sorted(gathered) == sorted(legal_moves(position))


def test_a_card_on_a_card_it_does_not_build_on_says_so() -> None:
    position = deal("good-measure", 1)
    for move in every_named_move(position):
        refusal = why_illegal(position, move)
        if (
            refusal is not None
            and move.target == "c"
            and move.source == "c"
            and move.source_index != move.target_index
        ):
            assert refusal.why is Why.NOT_ON_CARD
            assert refusal.on == position.columns[move.target_index][-1]


def test_golf_says_the_card_does_not_go_on_the_waste() -> None:
    position = deal("golf", 7)
    for i, column in enumerate(position.columns):
        if not any(m.source_index == i for m in legal_moves(position)):
            refusal = why_card_stays(position, ("c", i))
            assert refusal is not None
            assert refusal.why is Why.NOT_ON_WASTE
            assert refusal.on == position.waste[-1]
            assert refusal.card == column[-1]


def test_a_card_with_a_move_is_not_refused() -> None:
    position = deal("bakers-dozen", 3)
    for move in legal_moves(position):
        assert why_card_stays(position, (move.source, move.source_index)) is None


def test_the_piles_are_the_games_own() -> None:
    assert ("s", -1) in pile_keys(get_game("golf"))
    assert ("b", -1) in pile_keys(get_game("gloucestershire"))
    assert not [k for k, _ in pile_keys(get_game("good-measure")) if k in "swb"]
