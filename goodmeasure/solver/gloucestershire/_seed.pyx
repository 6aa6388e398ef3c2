# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The compiled core of Gloucestershire's search under the seed rule.

The same search as :func:`.seed_rule.solve_seed_rule` with the lazy returns
(:class:`.lazy_returns.LazyReturnsProblem` on :func:`..search.dfs.depth_first`),
the safe moves home (:mod:`.safe_homes`) and the dead-end test
(:class:`.dead_ends.SeedDeadEnds`), over one C state that each move changes
and takes back: it makes the same children in the same order, keeps the
same table of positions (the same keys, the same cap) and so expands the
same positions and gives the same verdicts, lines and node counts
(tests/solver/test_seed_core.py). The Python modules are the reference and
say why each step is right; the rules come in as the tables
:class:`.seed_rule.SeedRules` fills in by asking the engine.

The search runs without Python's global lock, taking it only to ask
``cancelled``, so the window's thread goes on while a hint is looked for.
"""

from cpython.ref cimport PyObject
from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcmp, memcpy, memset

from ..search.result import POLL_INTERVAL as _POLL

cdef enum:
    POLL_INTERVAL = 256
    MAX_BEDS = 16
    # Most cards a bed holds: all 104 fit.
    BED_CAP = 112
    LAP_CAP = 32
    # Buckets of the path's positions the table does not hold.
    PATH_BUCKETS = 1 << 16
    # A child's steps: a move, or a return and the move that uses it.
    BED_TO_BED = 0
    BED_HOME = 1
    BOUQUET_TO_BED = 2
    BOUQUET_HOME = 3
    RETURN = 4
    # The verdicts.
    UNKNOWN = 0
    SOLVABLE = 1
    UNSOLVABLE = 2

cdef uint64_t ONE = 1


cdef struct Step:
    int8_t kind
    int8_t a  # the bed a card leaves, or the suit of a return or a card home
    int8_t b  # the bed a card goes to


cdef struct Child:
    Step steps[2]
    int8_t count
    int8_t played  # the bouquet's top card was played (the dead-end test is asked)
    int8_t waiting  # the suits whose returned card waits, as bits


cdef struct Frame:
    int64_t first  # its children: pool[first:first + count]
    int64_t count
    int64_t next
    int waiting  # the position's suits that wait
    bint stored  # its key is in the table
    uint64_t hash
    int64_t path_at  # where its key is in the path's arena (when not stored)
    int32_t path_length
    int64_t chained  # the frame below it in its bucket of the path (-1: none)


cdef struct Entry:
    uint64_t hash  # 0: a free slot
    uint64_t place  # the key's place in the arena, times 256, plus its length


cdef inline uint64_t _mix(uint64_t h) noexcept nogil:
    h ^= h >> 33
    h *= <uint64_t>0xff51afd7ed558ccd
    h ^= h >> 33
    h *= <uint64_t>0xc4ceb9fe1a85ec53
    h ^= h >> 33
    return h


cdef uint64_t _hash(const uint8_t* key, int length) noexcept nogil:
    """A 64-bit hash of the key (never 0, the table's free slot): one
    multiply per word, mixed in full at the end."""
    cdef uint64_t h = <uint64_t>length * <uint64_t>0x9e3779b97f4a7c15
    cdef uint64_t word
    cdef int i = 0
    while i + 8 <= length:
        memcpy(&word, key + i, 8)
        h = (h ^ word) * <uint64_t>0x100000001b3
        h ^= h >> 29
        i += 8
    if i < length:
        word = 0
        memcpy(&word, key + i, length - i)
        h = (h ^ word) * <uint64_t>0x100000001b3
    h = _mix(h)
    return h if h else 1


cdef class SeedSearch:
    """The seed-rule search of one deal (its bouquet, the engine's tables)."""

    cdef int total
    cdef bint fills_empty
    cdef bint returns
    cdef uint64_t goes_on[52]  # per card, the tops it goes on
    cdef uint64_t goes_under[52]  # per card, the cards that go on it
    cdef int lap[4][LAP_CAP]
    cdef int lap_length[4]
    cdef int wanted[4][LAP_CAP + 1]
    cdef int nth[4][LAP_CAP]
    cdef int heights_for[52][2]
    cdef int heights_for_count[52]
    cdef uint8_t bouquet[104]
    cdef int bouquet_size
    cdef bint dead_test

    # The position: the beds, the cards home per suit, the bouquet's size,
    # the suits whose returned card waits.
    cdef int nbeds
    cdef uint8_t cards[MAX_BEDS][BED_CAP]
    cdef int length[MAX_BEDS]
    cdef int heights[4]
    cdef int size
    cdef int waiting

    # The table of positions met: open addressing over the keys' arena.
    cdef Entry* table
    cdef int64_t capacity
    cdef int64_t stored
    cdef uint8_t* arena
    cdef int64_t arena_used
    cdef int64_t arena_size
    # The path: its frames, their children, the keys not in the table.
    cdef Frame* frames
    cdef int64_t frames_size
    cdef int64_t depth
    cdef Child* pool
    cdef int64_t pool_used
    cdef int64_t pool_size
    cdef uint8_t* path_arena
    cdef int64_t path_used
    cdef int64_t path_size
    cdef int64_t unstored
    # Per bucket, the topmost frame not stored whose hash falls in it: a
    # frame is pushed on its bucket's chain and popped off it in the path's
    # order, so the frame popped is always its chain's head.
    cdef int64_t* path_buckets
    cdef uint8_t key[512]
    cdef int key_length

    cdef readonly long long nodes

    def __cinit__(self):
        self.table = NULL
        self.arena = NULL
        self.frames = NULL
        self.pool = NULL
        self.path_arena = NULL
        self.path_buckets = NULL

    def __dealloc__(self):
        free(self.table)
        free(self.arena)
        free(self.frames)
        free(self.pool)
        free(self.path_arena)
        free(self.path_buckets)

    def __init__(self, rules, bouquet, beds, heights, bint dead_test):
        """``rules``: the deal's :class:`.seed_rule.SeedRules`; ``bouquet``
        its bouquet, bottom to top; ``beds`` and ``heights`` the position
        searched from (its whole bouquet still to play); ``dead_test``: cut
        the positions :class:`.dead_ends.SeedDeadEnds` proves lost."""
        cdef int card, suit, h, i
        assert _POLL == POLL_INTERVAL
        if len(beds) > MAX_BEDS or len(bouquet) > 104:
            raise ValueError("more beds or bouquet cards than the compiled search holds")
        self.total = rules.total
        self.fills_empty = rules.fills_empty
        self.returns = rules.returns
        self.dead_test = dead_test
        for card in range(52):
            self.goes_on[card] = rules.goes_on[card]
        for card in range(52):
            self.goes_under[card] = 0
            for i in range(52):
                if (self.goes_on[i] >> card) & ONE:
                    self.goes_under[card] |= ONE << i
        for suit in range(4):
            suit_lap = rules.lap[suit]
            if len(suit_lap) > LAP_CAP:
                raise ValueError("a foundation longer than the compiled search holds")
            self.lap_length[suit] = len(suit_lap)
            for h in range(len(suit_lap)):
                self.lap[suit][h] = suit_lap[h]
                self.nth[suit][h] = suit_lap[: h + 1].count(suit_lap[h])
            for h in range(len(suit_lap) + 1):
                self.wanted[suit][h] = rules.wanted[suit][h]
        for card in range(52):
            self.heights_for_count[card] = 0
        for suit in range(4):
            for h in range(self.lap_length[suit]):
                card = self.lap[suit][h]
                if self.heights_for_count[card] >= 2:
                    raise ValueError("a card more than twice in a foundation")
                self.heights_for[card][self.heights_for_count[card]] = h
                self.heights_for_count[card] += 1
        self.bouquet_size = len(bouquet)
        for i in range(self.bouquet_size):
            self.bouquet[i] = bouquet[i]
        self.nbeds = len(beds)
        for i in range(self.nbeds):
            bed = beds[i]
            if len(bed) > BED_CAP:
                raise ValueError("a bed longer than the compiled search holds")
            self.length[i] = len(bed)
            for h in range(len(bed)):
                self.cards[i][h] = bed[h]
        for suit in range(4):
            self.heights[suit] = heights[suit]
        self.size = self.bouquet_size
        self.waiting = 0
        self.nodes = 0

    # -- the position ---------------------------------------------------

    cdef inline void push(self, int bed, int card) noexcept nogil:
        self.cards[bed][self.length[bed]] = <uint8_t>card
        self.length[bed] += 1

    cdef inline int pop(self, int bed) noexcept nogil:
        self.length[bed] -= 1
        return self.cards[bed][self.length[bed]]

    cdef void make(self, Step step) noexcept nogil:
        cdef int card, suit
        if step.kind == BED_TO_BED:
            self.push(step.b, self.pop(step.a))
        elif step.kind == BED_HOME:
            self.pop(step.b)
            self.heights[step.a] += 1
        elif step.kind == BOUQUET_TO_BED:
            self.size -= 1
            self.push(step.b, self.bouquet[self.size])
        elif step.kind == BOUQUET_HOME:
            self.size -= 1
            self.heights[self.bouquet[self.size] // 13] += 1
        else:
            suit = step.a
            self.heights[suit] -= 1
            self.push(step.b, self.lap[suit][self.heights[suit]])

    cdef void unmake(self, Step step) noexcept nogil:
        cdef int suit
        if step.kind == BED_TO_BED:
            self.push(step.a, self.pop(step.b))
        elif step.kind == BED_HOME:
            suit = step.a
            self.heights[suit] -= 1
            self.push(step.b, self.lap[suit][self.heights[suit]])
        elif step.kind == BOUQUET_TO_BED:
            self.pop(step.b)
            self.size += 1
        elif step.kind == BOUQUET_HOME:
            self.heights[self.bouquet[self.size] // 13] -= 1
            self.size += 1
        else:
            self.pop(step.b)
            self.heights[step.a] += 1

    cdef void make_child(self, Child* child) noexcept nogil:
        cdef int k
        for k in range(child.count):
            self.make(child.steps[k])
        self.waiting = child.waiting

    cdef void unmake_child(self, Child* child, int waiting) noexcept nogil:
        cdef int k
        for k in range(child.count - 1, -1, -1):
            self.unmake(child.steps[k])
        self.waiting = waiting

    cdef bint won(self) noexcept nogil:
        return self.size == 0 and (
            self.heights[0] + self.heights[1] + self.heights[2] + self.heights[3] == self.total
        )

    cdef int bed_tops(self, int* tops, uint64_t* shown) noexcept nogil:
        """Each bed's top (-1: empty), the tops as bits; returns the first
        empty bed a card may fill (-1: none)."""
        cdef int i, empty = -1
        cdef uint64_t bits = 0
        for i in range(self.nbeds):
            if self.length[i]:
                tops[i] = self.cards[i][self.length[i] - 1]
                bits |= ONE << tops[i]
            else:
                tops[i] = -1
                if empty < 0 and self.fills_empty:
                    empty = i
        shown[0] = bits
        return empty

    # -- the key (:meth:`.lazy_returns.LazyReturnsProblem.key`, byte for byte)

    cdef void make_key(self) noexcept nogil:
        cdef int order[MAX_BEDS]
        cdef int i, j, k, a, b, n, cmp
        cdef int at = 0
        for i in range(self.nbeds):
            # Insertion sort of the beds as byte strings.
            j = i
            while j > 0:
                a = order[j - 1]
                n = self.length[a] if self.length[a] < self.length[i] else self.length[i]
                # Most beds differ in their bottom card.
                if n and self.cards[a][0] != self.cards[i][0]:
                    cmp = <int>self.cards[a][0] - <int>self.cards[i][0]
                else:
                    cmp = memcmp(self.cards[a], self.cards[i], n) if n else 0
                if cmp < 0 or (cmp == 0 and self.length[a] <= self.length[i]):
                    break
                order[j] = a
                j -= 1
            order[j] = i
        for k in range(self.nbeds):
            b = order[k]
            if k:
                self.key[at] = 0xFF
                at += 1
            memcpy(&self.key[at], self.cards[b], self.length[b])
            at += self.length[b]
        for k in range(4):
            self.key[at] = <uint8_t>self.heights[k]
            at += 1
        self.key[at] = <uint8_t>self.size
        self.key[at + 1] = <uint8_t>self.waiting
        self.key_length = at + 2

    # -- the table ------------------------------------------------------

    cdef int table_init(self, int64_t capacity) except -1:
        self.capacity = capacity
        self.table = <Entry*>calloc(capacity, sizeof(Entry))
        self.arena_size = 1 << 20
        self.arena = <uint8_t*>malloc(self.arena_size)
        if self.table == NULL or self.arena == NULL:
            raise MemoryError()
        self.stored = 0
        self.arena_used = 0
        return 0

    cdef bint known(self, uint64_t h) noexcept nogil:
        cdef int64_t mask = self.capacity - 1
        cdef int64_t slot = <int64_t>(h & <uint64_t>mask)
        cdef Entry* entry
        while True:
            entry = &self.table[slot]
            if entry.hash == 0:
                return False
            if (
                entry.hash == h
                and <int>(entry.place & 0xFF) == self.key_length
                and memcmp(self.arena + (entry.place >> 8), self.key, self.key_length) == 0
            ):
                return True
            slot = (slot + 1) & mask

    cdef int store(self, uint64_t h) except -1 nogil:
        cdef int64_t mask, slot, i
        cdef Entry* old
        cdef Entry* grown
        cdef uint8_t* arena
        if (self.stored + 1) * 2 > self.capacity:
            grown = <Entry*>calloc(self.capacity * 2, sizeof(Entry))
            if grown == NULL:
                with gil:
                    raise MemoryError()
            old = self.table
            mask = self.capacity * 2 - 1
            for i in range(self.capacity):
                if old[i].hash:
                    slot = <int64_t>(old[i].hash & <uint64_t>mask)
                    while grown[slot].hash:
                        slot = (slot + 1) & mask
                    grown[slot] = old[i]
            free(old)
            self.table = grown
            self.capacity *= 2
        if self.arena_used + self.key_length > self.arena_size:
            arena = <uint8_t*>realloc(self.arena, self.arena_size * 2)
            if arena == NULL:
                with gil:
                    raise MemoryError()
            self.arena = arena
            self.arena_size *= 2
        memcpy(self.arena + self.arena_used, self.key, self.key_length)
        mask = self.capacity - 1
        slot = <int64_t>(h & <uint64_t>mask)
        while self.table[slot].hash:
            slot = (slot + 1) & mask
        self.table[slot].hash = h
        self.table[slot].place = (<uint64_t>self.arena_used << 8) | <uint64_t>self.key_length
        self.arena_used += self.key_length
        self.stored += 1
        return 0

    cdef bint on_path(self, uint64_t h) noexcept nogil:
        """The key is that of a position on the path the table does not hold."""
        cdef int64_t k
        cdef Frame* frame
        if not self.unstored:
            return False
        k = self.path_buckets[h & (PATH_BUCKETS - 1)]
        while k >= 0:
            frame = &self.frames[k]
            if (
                frame.hash == h
                and frame.path_length == self.key_length
                and memcmp(self.path_arena + frame.path_at, self.key, self.key_length) == 0
            ):
                return True
            k = frame.chained
        return False

    # -- the children (:class:`.lazy_returns.LazyReturnsProblem`) ----------

    cdef Child* room(self, int64_t count) except NULL nogil:
        """Room for ``count`` more children at the pool's end."""
        cdef Child* pool
        cdef int64_t size = self.pool_size
        if self.pool_used + count > size:
            while self.pool_used + count > size:
                size *= 2
            pool = <Child*>realloc(self.pool, size * sizeof(Child))
            if pool == NULL:
                with gil:
                    raise MemoryError()
            self.pool = pool
            self.pool_size = size
        return self.pool + self.pool_used

    cdef int add(self, int kind, int a, int b, int played, int waiting) except -1 nogil:
        cdef Child* child = self.room(1)
        child.count = 1
        child.steps[0].kind = kind
        child.steps[0].a = a
        child.steps[0].b = b
        child.played = played
        child.waiting = waiting
        self.pool_used += 1
        return 0

    cdef int children(self) except -1 nogil:
        if self.waiting:
            return self.burst_children()
        return self.lazy_children()

    cdef int uses(self, int* tops, int j, uint64_t shown) except -1 nogil:
        """:func:`.lazy_returns._uses`: the bouquet's top card or a bed's on
        the waiting card atop bed ``j``."""
        cdef int card = tops[j]
        cdef int i
        if self.size:
            if (self.goes_on[self.bouquet[self.size - 1]] >> card) & ONE:
                self.add(BOUQUET_TO_BED, -1, j, 1, 0)
        if not (self.goes_under[card] & shown):
            return 0
        for i in range(self.nbeds):
            if tops[i] >= 0 and (self.goes_on[tops[i]] >> card) & ONE:
                self.add(BED_TO_BED, i, j, 0, 0)
        return 0

    cdef int each_return(self, int* tops, uint64_t shown, int empty, int8_t* suits, int8_t* beds) noexcept nogil:
        """:func:`.lazy_returns._returns`: each return a foundation's top card
        may make, as its suit and the bed it goes to (a top that takes it,
        or ``empty``), suits and beds in order; returns how many."""
        cdef int j, suit, height, top, count = 0
        cdef uint64_t mask
        for suit in range(4):
            height = self.heights[suit]
            if not height:
                continue
            mask = self.goes_on[self.lap[suit][height - 1]] & shown
            if not mask and empty < 0:
                continue
            for j in range(self.nbeds):
                top = tops[j]
                if (top >= 0 and (mask >> top) & ONE) or j == empty:
                    suits[count] = suit
                    beds[count] = j
                    count += 1
        return count

    cdef int more_returns(self, int* tops, int waiting, uint64_t shown) except -1 nogil:
        """:func:`.lazy_returns._more_returns` (``waiting``: the suits that
        wait; each waits with the card its foundation takes next)."""
        cdef int8_t suits[4 * MAX_BEDS]
        cdef int8_t beds[4 * MAX_BEDS]
        cdef int i, k, j, suit, left, other, top, count, empty = -1
        for i in range(self.nbeds):
            if tops[i] < 0:
                if self.fills_empty:
                    empty = i
                break
        count = self.each_return(tops, shown, empty, suits, beds)
        for k in range(count):
            suit = suits[k]
            j = beds[k]
            top = tops[j]
            left = waiting & ~(1 << suit)
            if top >= 0:
                for other in range(4):
                    if (waiting >> other) & 1 and self.lap[other][self.heights[other]] == top:
                        left &= ~(1 << other)
            self.add(RETURN, suit, j, 0, left | (1 << suit))
        return 0

    cdef int burst_children(self) except -1 nogil:
        cdef int tops[MAX_BEDS]
        cdef uint64_t shown
        cdef int j, suit, card = -1
        self.bed_tops(tops, &shown)
        if self.waiting & (self.waiting - 1) == 0:
            for suit in range(4):
                if (self.waiting >> suit) & 1:
                    card = self.lap[suit][self.heights[suit]]
            for j in range(self.nbeds):
                if tops[j] == card:
                    self.uses(tops, j, shown)
        self.more_returns(tops, self.waiting, shown)
        return 0

    cdef int safe_home(self, int* tops) noexcept nogil:
        """:func:`.safe_homes.safe_home`."""
        cdef int i, card, suit
        if not (self.returns and self.fills_empty):
            return -1
        for i in range(self.nbeds):
            card = tops[i]
            if card >= 0:
                suit = card // 13
                if self.wanted[suit][self.heights[suit]] == card:
                    if self.length[i] == 1 or (self.goes_on[card] >> self.cards[i][self.length[i] - 2]) & ONE:
                        return i
        return -1

    cdef int lazy_children(self) except -1 nogil:
        """:func:`.lazy_returns.lazy_children`, in its order."""
        cdef int tops[MAX_BEDS]
        cdef int after[MAX_BEDS]
        cdef int8_t suits[4 * MAX_BEDS]
        cdef int8_t beds[4 * MAX_BEDS]
        cdef uint64_t shown, mask, seen
        cdef int empty, safe, i, j, r, count, card, suit, top, covered
        cdef int64_t start, end, k
        cdef Child* child
        cdef Step step
        empty = self.bed_tops(tops, &shown)
        safe = self.safe_home(tops)
        if safe >= 0:
            self.add(BED_HOME, tops[safe] // 13, safe, 0, 0)
            return 0
        # Home: from the beds, then from the bouquet.
        for i in range(self.nbeds):
            card = tops[i]
            if card >= 0 and self.wanted[card // 13][self.heights[card // 13]] == card:
                self.add(BED_HOME, card // 13, i, 0, 0)
        if self.size:
            card = self.bouquet[self.size - 1]
            suit = card // 13
            if self.wanted[suit][self.heights[suit]] == card:
                self.add(BOUQUET_HOME, -1, -1, 1, 0)
            mask = self.goes_on[card] & shown
            for j in range(self.nbeds):
                if (tops[j] >= 0 and (mask >> tops[j]) & ONE) or j == empty:
                    self.add(BOUQUET_TO_BED, -1, j, 1, 0)
        # Bed to bed.
        for i in range(self.nbeds):
            card = tops[i]
            if card < 0:
                continue
            mask = self.goes_on[card] & shown
            if mask:
                for j in range(self.nbeds):
                    if tops[j] >= 0 and (mask >> tops[j]) & ONE and j != i:
                        self.add(BED_TO_BED, i, j, 0, 0)
        # Into an empty bed.
        if empty >= 0:
            for i in range(self.nbeds):
                if tops[i] >= 0 and self.length[i] > 1:
                    self.add(BED_TO_BED, i, empty, 0, 0)
        if not self.returns:
            return 0
        # A return, each with what may follow it.
        count = self.each_return(tops, shown, empty, suits, beds)
        for r in range(count):
            suit = suits[r]
            j = beds[r]
            top = tops[j]
            card = self.lap[suit][self.heights[suit] - 1]
            memcpy(after, tops, self.nbeds * sizeof(int))
            after[j] = card
            covered = top
            if top >= 0:
                for i in range(self.nbeds):
                    if after[i] == top:
                        covered = -1
                        break
            seen = shown | (ONE << card)
            if covered >= 0:
                seen &= ~(ONE << covered)
            step.kind = RETURN
            step.a = suit
            step.b = j
            self.make(step)
            start = self.pool_used
            self.uses(after, j, seen)
            self.more_returns(after, 1 << suit, seen)
            end = self.pool_used
            self.unmake(step)
            for k in range(start, end):
                child = &self.pool[k]
                child.steps[1] = child.steps[0]
                child.steps[0] = step
                child.count = 2
        return 0

    # -- the dead-end test (:class:`.dead_ends.SeedDeadEnds`) ------------

    cdef bint is_dead(self) noexcept nogil:
        cdef uint64_t shows = 0
        cdef int i, card
        for i in range(self.nbeds):
            if not self.length[i]:
                return False
            shows |= ONE << self.cards[i][self.length[i] - 1]
        for i in range(self.nbeds):
            if self.length[i] == 1:
                card = self.cards[i][0]
                if self.goes_on[card] & shows or self.wanted[card // 13][self.heights[card // 13]] == card:
                    return False
        return self.no_bed_empties(shows)

    cdef inline bint home_ok(self, int card, int* have, int* reach, int* down) noexcept nogil:
        cdef int suit = card // 13
        cdef int place = reach[suit]
        cdef int k, h
        while place < self.lap_length[suit] and self.nth[suit][place] <= have[self.lap[suit][place]]:
            place += 1
        reach[suit] = place
        for k in range(self.heights_for_count[card]):
            h = self.heights_for[card][k]
            if h > place:
                return False
            if h >= self.heights[suit] or down[suit] <= h:
                return True
        return False

    cdef bint no_bed_empties(self, uint64_t shows) noexcept nogil:
        cdef int low[MAX_BEDS]
        cdef int down[4]
        cdef int reach[4]
        cdef int have[52]
        cdef int i, suit, h, place, card, height, played = 0
        cdef uint64_t lands
        cdef bint changed = True
        memset(have, 0, sizeof(have))
        for i in range(self.nbeds):
            low[i] = self.length[i]
        for suit in range(4):
            down[suit] = self.heights[suit]
            reach[suit] = self.heights[suit]
            for h in range(self.heights[suit]):
                have[self.lap[suit][h]] += 1
        while changed:
            changed = False
            for i in range(self.nbeds):
                place = low[i]
                while place > 0:
                    card = self.cards[i][place - 1]
                    if self.goes_on[card] & shows or self.home_ok(card, have, reach, down):
                        place -= 1
                        have[card] += 1
                        changed = True
                        if not place:
                            return False
                        shows |= ONE << self.cards[i][place - 1]
                    else:
                        break
                low[i] = place
            for suit in range(4):
                height = down[suit]
                while height > 0 and self.goes_on[self.lap[suit][height - 1]] & shows:
                    height -= 1
                    shows |= ONE << self.lap[suit][height]
                    changed = True
                down[suit] = height
            while played < self.size:
                card = self.bouquet[self.size - 1 - played]
                lands = self.goes_on[card] & shows
                if not (lands or self.home_ok(card, have, reach, down)):
                    break
                played += 1
                have[card] += 1
                changed = True
                if lands:
                    shows |= ONE << card
        return True

    # -- the search (:func:`..search.dfs.depth_first`) -------------------

    cdef int push_frame(self, uint64_t h, bint stored) except -1 nogil:
        cdef Frame* frames
        cdef uint8_t* arena
        cdef Frame* frame
        if self.depth == self.frames_size:
            frames = <Frame*>realloc(self.frames, self.frames_size * 2 * sizeof(Frame))
            if frames == NULL:
                with gil:
                    raise MemoryError()
            self.frames = frames
            self.frames_size *= 2
        frame = &self.frames[self.depth]
        frame.hash = h
        frame.stored = stored
        frame.waiting = self.waiting
        frame.path_length = 0
        frame.path_at = self.path_used
        if not stored:
            if self.path_used + self.key_length > self.path_size:
                arena = <uint8_t*>realloc(self.path_arena, self.path_size * 2)
                if arena == NULL:
                    with gil:
                        raise MemoryError()
                self.path_arena = arena
                self.path_size *= 2
            memcpy(self.path_arena + self.path_used, self.key, self.key_length)
            frame.path_length = self.key_length
            self.path_used += self.key_length
            self.unstored += 1
            frame.chained = self.path_buckets[h & (PATH_BUCKETS - 1)]
            self.path_buckets[h & (PATH_BUCKETS - 1)] = self.depth
        frame.first = self.pool_used
        self.children()
        frame = &self.frames[self.depth]
        frame.count = self.pool_used - frame.first
        frame.next = 0
        self.depth += 1
        return 0

    cdef void pop_frame(self) noexcept nogil:
        cdef Frame* frame
        cdef Frame* parent
        self.depth -= 1
        frame = &self.frames[self.depth]
        self.pool_used = frame.first
        if not frame.stored:
            self.path_used = frame.path_at
            self.unstored -= 1
            self.path_buckets[frame.hash & (PATH_BUCKETS - 1)] = frame.chained
        if self.depth:
            parent = &self.frames[self.depth - 1]
            self.unmake_child(&self.pool[parent.first + parent.next - 1], parent.waiting)

    def search(self, long long budget, cancelled=None, long long table_cap=2_000_000):
        """Search for a win within ``budget`` expanded positions: the
        verdict ("solvable", "unsolvable" or "unknown"), the winning line as
        steps ``(kind, a, b)`` (:func:`.seed_rule.solve_seed_compiled` makes them moves), and the
        nodes expanded (also left in :attr:`nodes`)."""
        cdef PyObject* poll = NULL if cancelled is None else <PyObject*>cancelled
        cdef int verdict
        if self.table != NULL:
            # Its position is where the first search left it.
            raise RuntimeError("a SeedSearch searches once: make another for another search")
        if self.won():
            return "solvable", [], 0
        self.table_init(1 << 16)
        self.frames_size = 64
        self.frames = <Frame*>malloc(self.frames_size * sizeof(Frame))
        self.pool_size = 1024
        self.pool = <Child*>malloc(self.pool_size * sizeof(Child))
        self.path_size = 1 << 12
        self.path_arena = <uint8_t*>malloc(self.path_size)
        self.path_buckets = <int64_t*>malloc(PATH_BUCKETS * sizeof(int64_t))
        if self.frames == NULL or self.pool == NULL or self.path_arena == NULL or self.path_buckets == NULL:
            raise MemoryError()
        memset(self.path_buckets, 0xFF, PATH_BUCKETS * sizeof(int64_t))  # every bucket -1: empty
        with nogil:
            verdict = self.run(budget, table_cap, poll)
        line = []
        if verdict == SOLVABLE:
            for k in range(1, self.depth):
                self.line_step(&self.pool[self.frames[k - 1].first + self.frames[k - 1].next - 1], line)
            self.line_step(
                &self.pool[self.frames[self.depth - 1].first + self.frames[self.depth - 1].next - 1], line
            )
        names = {SOLVABLE: "solvable", UNSOLVABLE: "unsolvable", UNKNOWN: "unknown"}
        return names[verdict], line, self.nodes

    cdef line_step(self, Child* child, list line):
        cdef int k
        for k in range(child.count):
            line.append((child.steps[k].kind, child.steps[k].a, child.steps[k].b))

    cdef int run(self, long long budget, long long table_cap, PyObject* cancelled) except -1 nogil:
        cdef Frame* top
        cdef Child* child
        cdef uint64_t h
        cdef bint stop, stored
        self.depth = 0
        self.pool_used = 0
        self.path_used = 0
        self.unstored = 0
        self.make_key()
        h = _hash(self.key, self.key_length)
        self.store(h)
        self.nodes = 1
        self.push_frame(h, True)
        while self.depth:
            top = &self.frames[self.depth - 1]
            if top.next == top.count:
                self.pop_frame()
                continue
            child = &self.pool[top.first + top.next]
            top.next += 1
            self.make_child(child)
            if self.won():
                return SOLVABLE
            self.make_key()
            h = _hash(self.key, self.key_length)
            if self.known(h) or self.on_path(h):
                self.unmake_child(child, top.waiting)
                continue
            if child.played and self.dead_test and self.is_dead():
                if self.stored < table_cap:
                    self.store(h)
                self.unmake_child(child, top.waiting)
                continue
            if self.nodes >= budget:
                return UNKNOWN
            if self.nodes % POLL_INTERVAL == 0 and cancelled != NULL:
                with gil:
                    stop = bool((<object>cancelled)())
                if stop:
                    return UNKNOWN
            self.nodes += 1
            stored = self.stored < table_cap
            if stored:
                self.store(h)
            self.push_frame(h, stored)
        return UNSOLVABLE
