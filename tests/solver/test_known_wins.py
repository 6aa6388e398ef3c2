"""Good Measure reference deals known to be winnable although the solver does
not decide them at the hint budget (benchmarks/good_measure_wins.txt): each
line wins under the engine, and no position on it is ever proven lost, by
the order test, the coarse game or the runs game."""

from __future__ import annotations

from pathlib import Path

import pytest
from solver_helpers import reference_deal
from test_runs import _verdicts

from goodmeasure.engine import Move, apply, apply_line, is_won, parse_move
from goodmeasure.solver.bakers_family.dead_ends import is_dead

WINS = Path(__file__).resolve().parents[2] / "benchmarks" / "good_measure_wins.txt"
#: Positions looked at on each line, evenly spaced from the deal.
SAMPLES = 8


#: The file's data rows, split into words: the deal's number, then its moves.
ROWS = [row for row in map(str.split, WINS.read_text(encoding="utf-8").splitlines()) if row and row[0] != "#"]
KNOWN_WINS: dict[int, list[Move]] = {int(row[0]): [parse_move(text) for text in row[1:]] for row in ROWS}


def test_the_file_lists_the_hard_deals_once_each() -> None:
    assert len(ROWS) == len(KNOWN_WINS) >= 20
    # 218, 350 and 485 were undecided by every search of ours at 400,000 nodes.
    assert {218, 350, 485} <= set(KNOWN_WINS)


@pytest.mark.parametrize("number", sorted(KNOWN_WINS))
def test_the_line_wins_and_no_position_on_it_is_proven_lost(number: int) -> None:
    start = reference_deal("good-measure", number)
    line = KNOWN_WINS[number]
    assert is_won(apply_line(start, line))
    position = start
    step = max(1, len(line) // SAMPLES)
    for index, move in enumerate(line):
        if index % step == 0:
            assert not is_dead(position.columns), (number, index)
            coarse, runs = _verdicts(start, position, budget=3000)
            assert coarse is not True and runs is not True, (number, index, coarse, runs)
        position = apply(position, move)
