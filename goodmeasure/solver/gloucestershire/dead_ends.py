"""Dead ends of Gloucestershire under the seed rule, proven from the rules.

Facts used (RULES.md): only the bouquet's top card plays, to its foundation
or a bed, and nothing goes back into the bouquet, so the bouquet's cards
play in their order, each only after the one above it. One card moves at a
time: a bed's top card to its foundation or onto another bed's top that
takes it (:func:`~goodmeasure.engine.rules.builds_on`); a foundation's top
card back onto a bed; any card into an empty bed. A suit's foundation is
one fixed sequence of 26 cards (its *lap*, as the engine builds it), so at
height ``H`` it holds the first ``H`` cards of that sequence, both copies
of a card where it has come round twice. To win, every card goes home, so
every bed empties some time.

Let ``T`` be the first moment a bed is empty. Before ``T`` nothing goes into
an empty bed. Every event before ``T`` is one of these, and each needs an
earlier one:

1. The card at place ``p`` of a bed first *leaves* it: it is that bed's top,
   so the card at ``p + 1`` has left (or ``p`` was the top), and it goes
   home or onto a bed top that takes it.
2. A card first *shows* as a bed top: it was the top, or the card on it
   left; a card on a foundation shows only by going back to a bed, so
   its foundation came down to it and a bed top took it (event 3); a
   bouquet card shows only once it plays (event 5) and a bed top takes
   it, straight from the bouquet or back from its foundation.
3. A foundation first comes *down* below height ``q``: it stood at ``q``
   (came down below ``q + 1`` before, or ``q`` was its height) and its card
   at ``q`` went onto a bed top that takes it.
4. A card goes *home* at height ``H`` (its foundation then holds ``H``
   cards): the foundation came down below ``H + 1`` if it stood higher, and
   it holds ``H`` cards of its lap, each a card that was on it from the
   start, that left a bed (1) or that played from the bouquet (5). So for
   each card of the lap, the copies that height needs are at most those on
   the foundation now plus those in beds that can leave and those in the
   bouquet that can play.
5. The bouquet's ``k``-th card from the top *plays*: the one above it
   played (or ``k`` is 1), and it goes home (4) or onto a bed top that takes
   it (2).

Start with no event possible and add every event whose needs are met by the
events already added, until nothing changes (a least fixed point; adding
events only ever meets more needs). Every event that really happens before
``T`` is in that set: the first one that was not would need only earlier
events, which are in it, so it would have been added. If the set holds no
bed's bottom card leaving, then ``T`` never comes: no bed ever empties, and
the position is lost. The set ignores that a top covered by one card takes
no other, so it only ever says too much may happen, never too little.

Per bed, the cards that can leave are those from some place up (a card
leaves only after the one on it), and a card can show from one place
lower; a foundation can come down to some height; the bouquet can play
down to some place. So the set is a few numbers, raised or lowered in turn.

(The first form of this test stopped at the bouquet's top card: ``T`` was
also the moment it plays. Going on down the bouquet proves no fewer
positions lost, since a top card that cannot play adds nothing to the set,
and it proves 334 of the reference deals lost at the hint budget, which
the first form left open: benchmarks/TUNING.md.)
"""

from __future__ import annotations

from .seed_rule import Beds, SeedRules

#: Per card, one bit.
_BIT = tuple(1 << card for card in range(52))


class SeedDeadEnds:
    """The dead-end test for one deal (its bouquet never changes order)."""

    def __init__(self, rules: SeedRules, bouquet: bytes) -> None:
        self.rules = rules
        self.bouquet = bouquet
        lap = rules.lap
        #: Per suit and height ``H`` (0-based place in the lap), which card
        #: goes home there.
        self.lap = lap
        #: Per card, the heights its foundation takes it at.
        self.heights_for: tuple[tuple[int, ...], ...] = tuple(
            tuple(h for h, c in enumerate(lap[card // 13]) if c == card) for card in range(52)
        )
        #: Per suit and place in the lap, the copies of that place's card the
        #: foundation holds once it is there (1, or 2 on the second lap).
        self.nth: tuple[tuple[int, ...], ...] = tuple(
            tuple(suit_lap[: h + 1].count(card) for h, card in enumerate(suit_lap)) for suit_lap in lap
        )

    def is_dead(self, beds: Beds, heights: tuple[int, ...], size: int) -> bool:
        """True if no bed can ever empty, so no winning line exists (see the
        module notes); never a guess."""
        goes_on = self.rules.goes_on
        wanted = self.rules.wanted
        shows = 0
        for bed in beds:
            if not bed:
                return False
            shows |= _BIT[bed[-1]]
        # A lone card that can go on a top or home now empties its bed at
        # once: the fixed point's first step, taken before setting it up
        # (many positions the search asks about are open for this reason).
        for bed in beds:
            if len(bed) == 1:
                card = bed[0]
                if goes_on[card] & shows or wanted[card // 13][heights[card // 13]] == card:
                    return False
        return self._no_bed_empties(beds, heights, size, shows)

    def _no_bed_empties(self, beds: Beds, heights: tuple[int, ...], size: int, shows: int) -> bool:
        """The least fixed point of the module notes (``shows``: the cards
        that can show as a bed top, the beds' tops to begin with, as bits);
        True if it holds no bed's bottom card leaving."""
        goes_on = self.rules.goes_on
        lap = self.lap
        nth = self.nth
        heights_for = self.heights_for
        # Per bed, the lowest place whose card can leave (len: none yet);
        # per suit, the lowest height its foundation can come down to.
        low = [len(bed) for bed in beds]
        down = list(heights)
        # Per card, the copies a foundation may get: on it from the start,
        # in beds that can leave, in the bouquet that can play.
        have = [0] * 52
        for suit, height in enumerate(heights):
            for card in lap[suit][:height]:
                have[card] += 1
        # Per suit, how high its foundation may climb with those copies: it
        # holds the first cards of its lap, so it reaches height ``h`` when
        # each of them has its copies (and ``have`` only grows).
        reach = list(heights)

        def home_ok(card: int) -> bool:
            suit = card // 13
            suit_lap = lap[suit]
            place = reach[suit]
            copies = nth[suit]
            while place < len(suit_lap) and copies[place] <= have[suit_lap[place]]:
                place += 1
            reach[suit] = place
            for h in heights_for[card]:
                if h > place:
                    return False
                if h >= heights[suit] or down[suit] <= h:
                    return True
            return False

        bouquet = self.bouquet
        # ``shows`` is added to as cards come to show. How many of the bouquet's cards can play.
        played = 0
        changed = True
        while changed:
            changed = False
            for i, bed in enumerate(beds):
                place = low[i]
                while place > 0:
                    card = bed[place - 1]
                    if goes_on[card] & shows or home_ok(card):
                        place -= 1
                        have[card] += 1
                        changed = True
                        if not place:
                            return False
                        shows |= _BIT[bed[place - 1]]
                    else:
                        break
                low[i] = place
            for suit in range(4):
                height = down[suit]
                while height > 0 and goes_on[lap[suit][height - 1]] & shows:
                    height -= 1
                    shows |= _BIT[lap[suit][height]]
                    changed = True
                down[suit] = height
            while played < size:
                card = bouquet[size - 1 - played]
                lands = goes_on[card] & shows
                if not (lands or home_ok(card)):
                    break
                played += 1
                have[card] += 1
                changed = True
                if lands:
                    shows |= _BIT[card]
        return True
