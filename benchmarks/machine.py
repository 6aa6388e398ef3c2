"""How fast this machine runs Python today, printed by the timed benchmarks so
that figures from different machines (or from a busy one) can be compared."""

from __future__ import annotations

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
