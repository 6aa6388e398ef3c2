"""The game variants the benchmarks run, named like the reference deal folders."""

from __future__ import annotations

VARIANTS: dict[str, tuple[str, frozenset[str] | None]] = {
    "good-measure": ("good-measure", None),
    "bakers-dozen": ("bakers-dozen", None),
    "golf": ("golf", None),
    "golf-onking": ("golf", frozenset({"on-king"})),
    "golf-strict": ("golf", frozenset()),
    "gloucestershire": ("gloucestershire", None),
    "gloucestershire-free": ("gloucestershire", frozenset({"free-bouquet"})),
}
