"""How fast this machine runs Python today, printed by the timed benchmarks so
that figures from different machines (or from a busy one) can be compared."""

from __future__ import annotations

import argparse
import time


def yardstick() -> float:
    """Seconds for a plain Python loop of ten million additions."""
    started = time.perf_counter()
    total = 0
    for i in range(10_000_000):
        total += i
    return time.perf_counter() - started


def yardstick_line() -> str:
    return f"yardstick: a Python loop of 10^7 additions takes {yardstick():.2f} s on this machine now"


def positive(text: str) -> int:
    """An argparse type: a whole number of at least 1 (a count of deals,
    nodes or picks), so that a 0 is refused with a clear message instead
    of failing halfway through a run."""
    number = _whole(text)
    if number < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {number}")
    return number


def count(text: str) -> int:
    """An argparse type: a whole number of at least 0 (0 turns a part off)."""
    number = _whole(text)
    if number < 0:
        raise argparse.ArgumentTypeError(f"must not be negative, not {number}")
    return number


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
