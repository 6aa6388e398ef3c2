"""The compiled runs game (solver/bakers_family/_runs.pyx) searches node for
node as the Python one (runs_game.py): the same answers, the same positions
looked at, the same coarse questions (the coarse game's count and what it
learns come out equal), the same polling of ``cancelled``, the same caps.

Each check runs a Python :class:`.runs_game.Runs` over a Python
:class:`.Parking` beside a compiled one, over a Python Parking and over the
compiled coarse game (``_core.CoarseGame``), whose count must match the
Python one's as well."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import pytest
from solver_helpers import reference_deal
from test_bakers_small import _small_position

from goodmeasure.engine import Position, apply, legal_moves
from goodmeasure.solver.bakers_family import runs_game
from goodmeasure.solver.bakers_family.coarse_game import Parking
from goodmeasure.solver.bakers_family.dead_ends import suit_heights
from goodmeasure.solver.bakers_family.runs_game import Runs
from goodmeasure.solver.bakers_family.search import play_safe

_BUILD = (
    "the compiled runs game is not built; from the repository's root run "
    "`cythonize -i -3 goodmeasure/solver/bakers_family/_core.pyx goodmeasure/solver/bakers_family/_runs.pyx`"
)
_runs = pytest.importorskip("goodmeasure.solver.bakers_family._runs", reason=_BUILD)
_core = pytest.importorskip("goodmeasure.solver.bakers_family._core", reason=_BUILD)

#: The coarse games the compiled runs game is run over.
COARSE_GAMES = pytest.mark.parametrize("coarse_game", [Parking, _core.CoarseGame], ids=["python", "compiled"])
#: As the search weighs them (search.RUNS_PER_NODE / COARSE_PER_NODE).
COST = Fraction(3, 5)


class _Pair:
    """A Python runs game and a compiled one over the same layout, asked the
    same questions."""

    def __init__(self, columns: tuple[tuple[int, ...], ...], coarse_game: Any, cost: Fraction = COST) -> None:
        self.reference = Runs(Parking(columns), cost)
        self.compiled = _runs.Runs(coarse_game(columns), cost)

    def ask(
        self,
        position: Position,
        budget: int,
        cancelled: Callable[[], Callable[[], bool]] | None = None,
    ) -> bool | None:
        """Both answers on ``position``, checked equal with all they count."""
        heights = tuple(suit_heights(position.foundations))
        code = self.reference.position(position.columns, heights)
        assert self.compiled.position(position.columns, heights) == code
        calls: list[int] = []
        answers = []
        for game in (self.reference, self.compiled):
            said = None if cancelled is None else _counted(cancelled(), calls)
            answers.append(game.is_lost(code, budget, said))
        reference, compiled = self.reference, self.compiled
        assert answers[1] is answers[0]
        assert compiled.nodes == reference.nodes
        assert compiled.parking.nodes == reference.parking.nodes
        assert compiled.cancelled == reference.cancelled
        if cancelled is not None:
            assert calls[0] == calls[1]  # cancelled is asked as often
        if isinstance(compiled.parking, Parking):
            assert compiled.parking.known == reference.parking.known
            assert compiled.parking.undecided == reference.parking.undecided
        assert compiled.lost == reference.lost
        assert compiled.won == reference.won
        return answers[0]


def _counted(cancelled: Callable[[], bool], calls: list[int]) -> Callable[[], bool]:
    """``cancelled``, adding to ``calls`` (one entry per game) as it is asked."""
    calls.append(0)

    def counted() -> bool:
        calls[-1] += 1
        return cancelled()

    return counted


def _yes_after(times: int) -> Callable[[], bool]:
    """A ``cancelled`` that says yes from its ``times``-th call on."""
    asked = iter(range(1, 1 << 62))
    return lambda: next(asked) >= times


def _starts(game: str, count: int) -> Iterator[Position]:
    """The first ``count`` reference deals of ``game``, after the safe moves
    home, as :func:`.search.solve_bakers` starts from them."""
    for index in range(count):
        yield play_safe(reference_deal(game, index))[1]


def _reference_starts() -> list[Position]:
    return [*_starts("good-measure", 60), *_starts("bakers-dozen", 30)]


@COARSE_GAMES
@pytest.mark.parametrize(("budget", "answers"), [(500, {True, None}), (5000, {True, False, None})])
def test_reference_deals_give_the_same_answers_and_nodes(
    coarse_game: Any, budget: int, answers: set[bool | None]
) -> None:
    assert {_Pair(start.columns, coarse_game).ask(start, budget) for start in _reference_starts()} == answers


@pytest.mark.slow
@COARSE_GAMES
def test_reference_deals_at_a_larger_budget(coarse_game: Any) -> None:
    answers = {_Pair(start.columns, coarse_game).ask(start, 50_000) for start in _reference_starts()[::3]}
    assert answers == {False, None}


@COARSE_GAMES
@pytest.mark.parametrize("cost", [Fraction(1), Fraction(1, 2), COST, Fraction(7, 3)])
def test_any_coarse_cost_counts_the_same(coarse_game: Any, cost: Fraction) -> None:
    """The budget's work is counted in exact fractions, truncated as int() does."""
    for start in [*_starts("good-measure", 8)]:
        _Pair(start.columns, coarse_game, cost).ask(start, 3000)


@COARSE_GAMES
@pytest.mark.parametrize("number", [1, 2, 283, 488])
def test_repeated_questions_reuse_what_was_learnt(coarse_game: Any, number: int) -> None:
    """One pair of games asked again and again, with growing budgets and on
    positions one and two moves away: each answer rests on what the earlier
    ones taught (the runs positions lost and won, the coarse game's
    knowledge)."""
    _, start = play_safe(reference_deal("good-measure", number))
    pair = _Pair(start.columns, coarse_game)
    for budget in (500, 2000, 500, 8000):
        pair.ask(start, budget)
    rng = random.Random(number)
    for move in legal_moves(start)[:6]:
        after = apply(start, move)
        pair.ask(after, 3000)
        for move_after in rng.sample(legal_moves(after), min(2, len(legal_moves(after)))):
            pair.ask(apply(after, move_after), 1000)
        pair.ask(after, 3000)
    pair.ask(start, 8000)
    assert pair.compiled.lost or pair.compiled.won


@COARSE_GAMES
@pytest.mark.parametrize("game_name", ["good-measure", "bakers-dozen"])
def test_positions_reached_by_random_play(coarse_game: Any, game_name: str) -> None:
    """From reference layouts and small layouts, played on at random through
    the engine (runs built, cards moved back, lone cards moved, cards home)."""
    rng = random.Random(game_name)
    layouts = list(_starts(game_name, 6))
    layouts += [_small_position(rng, game_name, cards=(8, 14), used=(2, 4)) for _ in range(12)]
    proven = 0
    for layout in layouts:
        try:
            pair = _Pair(layout.columns, coarse_game)
        except ValueError:
            # Thirteen columns of up to 14 cards: past 64 bits (see the test below).
            continue
        position = layout
        for _ in range(25):
            heights = tuple(suit_heights(position.foundations))
            code = pair.reference.position(position.columns, heights)
            assert pair.compiled._children(code) == pair.reference._children(code)
            proven += pair.ask(position, rng.choice([50, 400, 3000])) is True
            moves = legal_moves(position)
            if not moves:
                break
            position = apply(position, rng.choice(moves))
    assert proven


@COARSE_GAMES
@pytest.mark.parametrize("times", [1, 2, 5, 30])
@pytest.mark.parametrize("number", [138, 283])
def test_cancelled_stops_both_alike(coarse_game: Any, times: int, number: int) -> None:
    """``cancelled`` saying yes at its ``times``-th call: the same answer
    (None), the same work done, asked as often."""
    _, start = play_safe(reference_deal("good-measure", number))
    pair = _Pair(start.columns, coarse_game)
    assert pair.ask(start, 1_000_000, lambda: _yes_after(times)) is None
    assert pair.compiled.cancelled
    # Asked again, with a cancelled that never says yes.
    pair.ask(start, 20_000, lambda: lambda: False)


@COARSE_GAMES
def test_the_cap_on_what_is_learnt_is_the_same(coarse_game: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Past :data:`.runs_game.KNOWN_CAP` both keep only the lost start (the
    compiled one reads the cap from runs_game at each question)."""
    monkeypatch.setattr(runs_game, "KNOWN_CAP", 1000)
    _, start = play_safe(reference_deal("good-measure", 283))
    pair = _Pair(start.columns, coarse_game)
    assert pair.ask(start, 1_000_000) is True
    assert len(pair.compiled.lost) == 1
    # Then a question whose search meets more than the cap: only its start is kept.
    for move in legal_moves(start)[:2]:
        pair.ask(apply(start, move), 1_000_000)


def test_a_layout_past_64_bits_is_refused() -> None:
    """Thirteen columns, one of nine cards: the coarse position alone takes
    16 + 13 * 4 bits, more than the compiled game's word."""
    columns = (tuple(range(9)), *((9 + i,) for i in range(12)))
    with pytest.raises(ValueError, match="64 bits"):
        _runs.Runs(Parking(columns))


@COARSE_GAMES
def test_a_question_asked_during_another_is_refused(coarse_game: Any) -> None:
    """Over the compiled coarse game a question runs without Python's lock,
    so another thread could ask the same game meanwhile: it is refused (as
    here, from ``cancelled``, called during the question), and the game
    answers as before once the first question is done."""
    _, start = play_safe(reference_deal("good-measure", 283))
    game = _runs.Runs(coarse_game(start.columns), COST)
    code = game.position(start.columns, tuple(suit_heights(start.foundations)))
    refused: list[str] = []

    def cancelled() -> bool:
        with pytest.raises(RuntimeError, match="already answering") as caught:
            game.is_lost(code, 1000)
        refused.append(str(caught.value))
        return True

    assert game.is_lost(code, 1_000_000, cancelled) is None
    assert len(refused) == 1 and game.cancelled
    assert game.is_lost(code, 1_000_000) is True
