"""Small helpers for the engine tests."""

from __future__ import annotations

from goodmeasure.engine import Position, legal_moves, read_deal


def pos(text: str) -> Position:
    """A position from .deal text (indentation allowed)."""
    return read_deal("\n".join(line.strip() for line in text.strip().splitlines()))


def moves_of(position: Position) -> set[str]:
    return {str(m) for m in legal_moves(position)}


def gm_columns(
    *columns: str, foundations: tuple[str, ...] = ("", "", "", ""), game: str = "good-measure"
) -> str:
    """Good Measure / Baker's Dozen text: cards not listed go to the foundations.

    ``foundations`` gives the foundation lines; every card that appears in
    neither the columns nor the given foundations is an error, so callers
    list complete positions.
    """
    lines = [f"game: {game}"]
    lines += [f"foundation: {f}".rstrip() for f in foundations]
    lines += [f"column: {c}".rstrip() for c in columns]
    return "\n".join(lines)


def full_suit(suit: str, upto: int = 13) -> str:
    return " ".join(r + suit for r in "A23456789TJQK"[:upto])
