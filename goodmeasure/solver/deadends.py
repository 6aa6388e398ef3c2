"""Dead ends of Good Measure and Baker's Dozen, proven from the rules.

Facts used (RULES.md): one card moves at a time, from a column top to its
foundation or onto a column top of exactly one rank higher (any suit); an
empty column is never filled; nothing leaves a foundation.

For a card ``c`` still in a column write ``L(c)`` for the moment it first
leaves that column and ``H(c)`` for the moment it goes home, so
``L(c) <= H(c)``. In every winning line:

1. A card above ``y`` in the same column leaves before ``y`` does:
   ``L(above) < L(y)``.
2. Suits go home in rank order: ``H(suit, r) < H(suit, r + 1)``.
3. A card ``x`` that can never be placed on another column leaves only
   for home: ``L(x) = H(x)``. We call such a card *grounded*. ``x`` can only
   go onto one of the (at most four) cards ``w`` of rank ``r(x) + 1`` that
   are not home, and ``w`` cannot take it when:

   a. ``w`` is below ``x`` in the same column (it is covered until ``x``
      has left);
   b. ``w`` is above ``x`` in the same column and is grounded itself (it
      must leave first, and it leaves for home);
   c. ``w`` is grounded and sits under a card ``z`` that must leave after
      ``x``: then ``w`` is covered until after ``L(x)``, and since ``w``
      never moves to another column it is never a free card elsewhere.
      "``z`` leaves after ``x``" is read off the order graph below
      (a path from ``L(x)`` to ``L(z)``).

   Kings can never be placed anywhere (no rank is higher), so they are
   grounded. Grounding only grows as more cards are grounded, so it is
   computed to a fixed point, and each step is a consequence of the rules.

The order graph has a node ``L(c)`` and ``H(c)`` per card (merged for a
grounded card) and the edges of 1 and 2 (strict) and ``L(c) -> H(c)``.
Any cycle holds a strict edge, i.e. demands ``t < t``: no winning line
exists, so the position is lost. Example: a grounded 9 of spades above the
4 of spades needs ``H(9S) < L(4S) <= H(4S) < H(9S)``.
"""

from __future__ import annotations

from ..engine import Pile
from ..engine.cards import KING, RANK, SUIT

_NOWHERE = -1


def _locate(columns: tuple[Pile, ...]) -> tuple[list[int], list[int]]:
    """Column and depth (0 = bottom) of every card; -1 when it is home."""
    where = [_NOWHERE] * 52
    depth = [_NOWHERE] * 52
    for ci, col in enumerate(columns):
        for d, card in enumerate(col):
            where[card] = ci
            depth[card] = d
    return where, depth


def _order_graph(
    columns: tuple[Pile, ...], heights: list[int], grounded: bytearray
) -> list[list[int]]:
    """Adjacency lists over nodes ``c`` (L) and ``52 + c`` (H, or ``c`` if grounded)."""
    adj: list[list[int]] = [[] for _ in range(104)]
    for col in columns:
        for i in range(1, len(col)):
            adj[col[i]].append(col[i - 1])
        for card in col:
            if not grounded[card]:
                adj[card].append(52 + card)
    for suit in range(4):
        base = suit * 13
        for rank in range(heights[suit] + 1, KING):
            low = base + rank - 1
            high = low + 1
            adj[low if grounded[low] else 52 + low].append(high if grounded[high] else 52 + high)
    return adj


def _has_cycle(adj: list[list[int]]) -> bool:
    indegree = [0] * 104
    for targets in adj:
        for t in targets:
            indegree[t] += 1
    ready = [n for n in range(104) if indegree[n] == 0]
    done = 0
    while ready:
        node = ready.pop()
        done += 1
        for t in adj[node]:
            indegree[t] -= 1
            if indegree[t] == 0:
                ready.append(t)
    return done < 104


def _reach(adj: list[list[int]], start: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        for t in adj[todo.pop()]:
            if t not in seen:
                seen.add(t)
                todo.append(t)
    return seen


def _ground(
    columns: tuple[Pile, ...],
    heights: list[int],
    where: list[int],
    depth: list[int],
    grounded: bytearray,
    reach_of: dict[int, set[int]] | None,
) -> bool:
    """One pass of rule 3; True if a card was newly grounded."""
    changed = False
    for ci, col in enumerate(columns):
        for d, x in enumerate(col):
            if grounded[x]:
                continue
            rank = RANK[x]
            free = False
            for suit in range(4):
                if heights[suit] > rank:
                    continue  # that card of rank + 1 is home
                w = suit * 13 + rank
                wc = where[w]
                if wc == ci:
                    if depth[w] < d or grounded[w]:
                        continue  # rules 3a, 3b
                elif grounded[w] and reach_of is not None:
                    after = reach_of.get(x)
                    if after is not None and any(z in after for z in columns[wc][depth[w] + 1 :]):
                        continue  # rule 3c
                free = True
                break
            if not free:
                grounded[x] = 1
                changed = True
    return changed


def is_dead(columns: tuple[Pile, ...], heights: list[int]) -> bool:
    """True if no winning line exists (see the module notes); never a guess.

    ``heights[suit]`` is how many cards of that suit are home.
    """
    where, depth = _locate(columns)
    grounded = bytearray(52)
    for col in columns:
        for card in col:
            if RANK[card] == KING:
                grounded[card] = 1
    while _ground(columns, heights, where, depth, grounded, None):
        pass
    return _has_cycle(_order_graph(columns, heights, grounded))


def suit_heights(foundations: tuple[Pile, ...]) -> list[int]:
    """How many cards of each suit are home."""
    heights = [0, 0, 0, 0]
    for pile in foundations:
        if pile:
            heights[SUIT[pile[0]]] = len(pile)
    return heights
