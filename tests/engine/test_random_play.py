"""Random play in every game: no card is ever lost or duplicated, only legal
moves are accepted, and the .deal text round-trips mid-game."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from goodmeasure.engine import (
    IllegalMove,
    Move,
    apply,
    deal,
    is_stuck,
    is_won,
    legal_moves,
    parse_move,
    read_deal,
    write_deal,
)

VARIANTS = [
    ("good-measure", None),
    ("bakers-dozen", None),
    ("golf", None),
    ("golf", frozenset({"wrap"})),
    ("golf", frozenset({"on-king"})),
    ("golf", frozenset()),
    ("gloucestershire", None),
    ("gloucestershire", frozenset({"free-bouquet"})),
]

# Moves that name every pile kind and index, legal or not, to probe apply().
# A move to the foundations names no index, as in the notation.
ANY_MOVE = st.builds(
    Move,
    st.sampled_from("cfswb"),
    st.integers(-1, 13),
    st.sampled_from("cfw"),
    st.integers(-1, 13),
).map(lambda m: m._replace(target_index=-1) if m.target == "f" else m)


@settings(max_examples=300, deadline=None)
@given(
    variant=st.sampled_from(VARIANTS),
    number=st.integers(0, 2**64 - 1),
    choices=st.lists(st.integers(0, 10_000), max_size=120),
    probes=st.lists(ANY_MOVE, max_size=40),
)
def test_random_play_keeps_every_card(
    variant: tuple[str, frozenset[str] | None],
    number: int,
    choices: list[int],
    probes: list[Move],
) -> None:
    game, options = variant
    position = deal(game, number, options)
    cards = Counter(position.all_cards())
    assert sum(cards.values()) == position.game.card_count
    probes_left = iter(probes)
    for step, choice in enumerate(choices):
        moves = legal_moves(position)
        assert len(set(moves)) == len(moves)
        if not moves:
            assert is_won(position) or is_stuck(position)
            break
        # A probe move is accepted exactly when its notation is in the legal list.
        probe = next(probes_left, None)
        if probe is not None:
            legal_texts = {str(m) for m in moves}
            try:
                apply(position, probe)
                accepted = True
            except IllegalMove:
                accepted = False
            assert accepted == (str(probe) in legal_texts), str(probe)
        move = moves[choice % len(moves)]
        assert parse_move(str(move)) == move
        position = apply(position, move)
        assert Counter(position.all_cards()) == cards
        if step % 10 == 0:
            assert read_deal(write_deal(position)) == position
