"""``goodmeasure solve`` and ``goodmeasure hint``: text and JSON output."""

from __future__ import annotations

import json
import shlex
import time

from ..engine import Position
from .core import core_of, hint_budget
from .hint import Hint, compute_hint
from .rating import difficulty
from .search.dispatch import solve


def run_solve(position: Position, budget: int | None, as_json: bool) -> int:
    started = time.perf_counter()
    # The hint's budget by default, so that the command says what a hint
    # would: larger in the Good Measure family where the compiled core runs.
    budget = hint_budget(position.game) if budget is None else budget
    result = solve(position, budget)
    seconds = round(time.perf_counter() - started, 4)
    moves = [str(m) for m in result.moves]
    level = difficulty(position, result, budget)
    if as_json:
        answer: dict[str, object] = {
            "verdict": result.verdict,
            "moves": moves,
            "nodes": result.nodes,
            "seconds": seconds,
            # Which core searched: "compiled" or "python" (README: the two cores).
            "core": core_of(position.game),
        }
        if level is not None:
            answer["difficulty"] = level
        print(json.dumps(answer))
        return 0
    print(f"verdict: {result.verdict}")
    if level is not None:
        print(f"difficulty: {level}")
    print(f"nodes: {result.nodes} in {seconds:.3f} s")
    if moves:
        # Quoted for a shell (a bare > redirects), to paste after `goodmeasure play FILE`.
        print(f"moves ({len(moves)}): {' '.join(map(shlex.quote, moves))}")
    return 0


def run_hint(position: Position, as_json: bool) -> int:
    hint = compute_hint(position, hint_budget(position.game))
    move = None if hint.move is None else str(hint.move)
    if as_json:
        print(json.dumps({"move": move, "reason": hint.reason, "status": hint.status, "source": hint.source}))
        return 0
    print(f"hint: {move or 'none'} ({hint.reason})")
    print(f"status: {hint.status} ({_status_basis(hint)})")
    return 0


def _status_basis(hint: Hint) -> str:
    """What the status rests on. ``source`` names where the move came from:
    the ranking picks the move of a lost game too, but the loss is proven
    (by the solver, or because no legal move is left)."""
    if hint.move is None:
        return hint.reason
    if hint.status == "unknown":
        return "not decided at the hint budget; the move is the ranking's best"
    return "proven by the solver"
