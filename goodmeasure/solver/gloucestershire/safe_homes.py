"""Gloucestershire under the seed rule: a bed's top card that its foundation
takes next goes home at once, and alone, when it lies on a card that takes
it or alone in its bed; proven from the rules.

Facts used (RULES.md), as in :mod:`.lazy_returns`: one card moves at a
time; a foundation's top card may come back onto a bed top that takes it or
into an empty bed; a suit's foundation takes one fixed sequence of cards;
the two copies of a card are alike; whether a card goes on another depends
on the two cards alone; any card fills an empty bed.

**The move loses nothing.** Let ``P`` be a position where bed ``i``'s top
card ``c`` is the card its foundation ``s`` takes next, and ``c`` lies on a
card ``u`` that takes it, or alone in bed ``i``. Let ``P'`` be ``P`` after
``c`` goes home. If ``P`` has a winning line ``L`` of ``d`` moves, ``P'``
has one of at most ``d + 1``. Let ``m`` be the first move of ``L`` that
touches ``c`` (moves it, or puts a card on it), bed ``i`` (nothing reaches
``u`` while ``c`` covers it) or foundation ``s`` (a card goes home there or
comes back from it): it exists, since every card goes home some time. Each
move before ``m`` is legal from ``P'`` and does the same there (it touches
none of these; if ``c`` was alone, bed ``i`` is empty in ``P'`` but in
``L`` it is not, so no such move fills it). Then, by what ``m`` is:

1. ``c`` goes home: leave ``m`` out.
2. ``c`` goes onto a bed top or into an empty bed: ``c`` comes back from
   ``s`` there instead (it is still ``s``'s top card). The same position.
3. A card is put on ``c`` (from a bed, the bouquet or a foundation), or
   the card under ``c``'s place on ``s`` comes back: first ``c`` comes back
   from ``s`` onto ``u`` (bed ``i``'s top, it takes ``c``) or into bed
   ``i`` (empty), then ``m``. One move more.
4. A card goes home onto ``s``: it is the other copy of ``c`` (``s``
   takes ``c`` next), from a bed or the bouquet; it goes onto ``u`` or into
   bed ``i`` instead. The same position.

The rest of ``L`` follows unchanged.

**The search still finds every win.** It makes this move alone wherever it
applies and no returned card waits (:mod:`.lazy_returns`; within a run of
returns the lazy moves alone are made). Let ``d`` be the length of a
shortest winning line from a position, ``N`` its cards not home, and
``mu = d + (1 + e) N`` with ``e = 1/105``. From a winnable position where no
card waits, the search has a child that is winnable with ``mu`` smaller by
``e`` at least, reached through positions where a card waits: where the
move applies, its one child has ``d`` at most one more and ``N`` one less.
Elsewhere, by :mod:`.lazy_returns`, some shortest winning line starts with
moves the search makes: one move without a return (``d`` one less, ``N``
no more), or a run of ``r`` returns and its use (``d`` less by ``r + 1``,
``N`` more by ``r``; ``mu`` changes by ``e r - 1 < 0``, as ``r`` is at most
104, the cards there are). So along such children ``mu`` falls to a win
(``N`` = 0), every position on the way is winnable (never cut as a dead
end), and an exhausted search, which expands every position it reaches,
proves that no win exists.

Measured (benchmarks/TUNING.md): it takes 15-40% of the nodes off the
proofs of the reference deals left open longest (446: 70,106 to 40,497;
29: 367,706 to 241,344).
"""

from __future__ import annotations

from .seed_rule import Beds, SeedRules


def safe_home(rules: SeedRules, beds: Beds, tops: list[int], heights: tuple[int, ...]) -> int:
    """The first bed whose top card goes home as above (``tops``: each bed's
    top card, -1 for an empty bed), or -1."""
    if not (rules.returns and rules.fills_empty):
        return -1
    wanted = rules.wanted
    goes_on = rules.goes_on
    for i, card in enumerate(tops):
        if card >= 0 and wanted[card // 13][heights[card // 13]] == card:
            bed = beds[i]
            if len(bed) == 1 or goes_on[card] >> bed[-2] & 1:
                return i
    return -1
