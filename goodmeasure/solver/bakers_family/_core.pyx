# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The compiled core of the Good Measure family's search.

The same search as the pure-Python modules, over C state: the coarse game
(:class:`CoarseGame`, as :class:`.coarse_game.Parking`), the order test of
dead ends (:func:`is_dead`, as :func:`.dead_ends.is_dead`) and the
best-first search over the family's compact states (:func:`best_first`,
as :func:`..search.bestfirst.best_first` over a
:class:`.search.BakersProblem`). Each expands the same positions in the same
order as its pure-Python original and gives the same answers and node
counts (tests/solver/test_core_equivalence.py); the Python modules are the
reference and say why each step is right. The rules come in as the tables
the Python search fills in by asking the engine (:class:`.search.BakersRules`).

The search runs without Python's global lock, taking it only to ask
``cancelled``, so the window's thread goes on while a hint is looked for.
"""

from cpython.ref cimport PyObject
from libc.stdint cimport int8_t, int16_t, int32_t, uint8_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, realloc
from libc.string cimport memcpy, memset

from ...engine.cards import KING as _KING, RANK as _RANK, SUIT as _SUIT
from ..search.result import POLL_INTERVAL as _POLL
from .coarse_game import KNOWN_CAP as _KNOWN_CAP

cdef enum:
    KING = 13
    POLL_INTERVAL = 256
    # The coarse game's frames: each coarse move takes a card from its
    # place or sends one home, so a line has at most 104 of them.
    MAX_FRAMES = 112
    # Most cards a column of the search holds: its cards in place and a
    # run of one rank less each on top.
    MAX_COLUMN = 32
    # Facts of a position (which card lies on which): at most five per card.
    FACT_WORDS = 5
    # The estimate's range in the novelty table (the bonus may take it below 0).
    EST_LOW = -256
    EST_SPAN = 2048

cdef int RANK_OF[52]
cdef int SUIT_OF[52]
cdef uint64_t HEIGHT_UNIT[4]
cdef uint64_t RANK_MASK[14]
cdef uint64_t HOME_MASK[4][14]
cdef uint64_t KINGS
cdef uint64_t SUIT_BLOCK[4]
cdef uint64_t NEXT_RANK[52]
cdef int BY_RANK_DOWN[48]
cdef long long KNOWN_CAP = _KNOWN_CAP
cdef uint64_t HEIGHTS_MASK = (1 << 16) - 1
cdef uint64_t ALL_HOME = 13 * (1 + (1 << 4) + (1 << 8) + (1 << 12))


def _fill_tables():
    global KINGS
    cdef int c, s, r, n
    assert _KING == KING and _POLL == POLL_INTERVAL
    for c in range(52):
        RANK_OF[c] = _RANK[c]
        SUIT_OF[c] = _SUIT[c]
    for s in range(4):
        HEIGHT_UNIT[s] = (<uint64_t>1) << (4 * s)
        SUIT_BLOCK[s] = (((<uint64_t>1) << 13) - 1) << (13 * s)
        for r in range(14):
            HOME_MASK[s][r] = (((<uint64_t>1) << r) - 1) << (13 * s)
    RANK_MASK[0] = 0
    for r in range(1, 14):
        RANK_MASK[r] = 0
        for s in range(4):
            RANK_MASK[r] |= (<uint64_t>1) << (s * 13 + r - 1)
    KINGS = RANK_MASK[KING]
    for c in range(52):
        NEXT_RANK[c] = 0 if RANK_OF[c] == KING else RANK_MASK[RANK_OF[c] + 1]
    order = sorted((c for c in range(52) if _RANK[c] != KING), key=lambda c: -_RANK[c])
    for n in range(48):
        BY_RANK_DOWN[n] = order[n]


_fill_tables()


# ---------------------------------------------------------------- tables

cdef inline uint64_t mix(uint64_t x) noexcept nogil:
    x ^= x >> 33
    x *= 0xff51afd7ed558ccdULL
    x ^= x >> 33
    x *= 0xc4ceb9fe1a85ec53ULL
    x ^= x >> 33
    return x


cdef int table_init(KnownTable* table, Py_ssize_t capacity) except -1:
    table.keys = <uint64_t*>calloc(capacity, sizeof(uint64_t))
    table.values = <int8_t*>calloc(capacity, sizeof(int8_t))
    if table.keys == NULL or table.values == NULL:
        raise MemoryError()
    table.capacity = capacity
    table.size = 0
    return 0


cdef void table_free(KnownTable* table) noexcept nogil:
    free(table.keys)
    free(table.values)
    table.keys = NULL
    table.values = NULL


cdef inline int table_get(KnownTable* table, uint64_t code) noexcept nogil:
    """The value kept for ``code``, -1 if none (keys are kept plus one, so
    that 0 marks a free slot)."""
    cdef uint64_t key = code + 1
    cdef Py_ssize_t mask = table.capacity - 1
    cdef Py_ssize_t slot = <Py_ssize_t>(mix(key) & <uint64_t>mask)
    while table.keys[slot]:
        if table.keys[slot] == key:
            return table.values[slot]
        slot = (slot + 1) & mask
    return -1


cdef int table_grow(KnownTable* table) noexcept nogil:
    cdef uint64_t* keys = table.keys
    cdef int8_t* values = table.values
    cdef Py_ssize_t old = table.capacity, i, slot
    cdef Py_ssize_t capacity = old * 2
    cdef Py_ssize_t mask = capacity - 1
    table.keys = <uint64_t*>calloc(capacity, sizeof(uint64_t))
    table.values = <int8_t*>calloc(capacity, sizeof(int8_t))
    if table.keys == NULL or table.values == NULL:
        free(table.keys)
        free(table.values)
        table.keys = keys
        table.values = values
        return -1
    table.capacity = capacity
    for i in range(old):
        if keys[i]:
            slot = <Py_ssize_t>(mix(keys[i]) & <uint64_t>mask)
            while table.keys[slot]:
                slot = (slot + 1) & mask
            table.keys[slot] = keys[i]
            table.values[slot] = values[i]
    free(keys)
    free(values)
    return 0


cdef inline int table_put(KnownTable* table, uint64_t code, int value) noexcept nogil:
    cdef uint64_t key = code + 1
    cdef Py_ssize_t mask, slot
    if (table.size + 1) * 2 > table.capacity:
        if table_grow(table) < 0:
            return -1
    mask = table.capacity - 1
    slot = <Py_ssize_t>(mix(key) & <uint64_t>mask)
    while table.keys[slot]:
        if table.keys[slot] == key:
            table.values[slot] = <int8_t>value
            return 0
        slot = (slot + 1) & mask
    table.keys[slot] = key
    table.values[slot] = <int8_t>value
    table.size += 1
    return 0


# ---------------------------------------------------------------- the coarse game

cdef class CoarseGame:
    """:class:`.coarse_game.Parking` over C state: the same questions,
    answers and node counts."""

    def __cinit__(self, columns):
        self.frames = <Frame*>malloc(MAX_FRAMES * sizeof(Frame))
        if self.frames == NULL:
            raise MemoryError()
        table_init(&self.known, 1024)
        table_init(&self.undecided, 64)

    def __dealloc__(self):
        free(self.frames)
        table_free(&self.known)
        table_free(&self.undecided)

    def __init__(self, columns):
        cdef int i, d, card, width, longest
        self.layout = tuple(tuple(col) for col in columns)
        self.ncols = len(self.layout)
        longest = max((len(col) for col in self.layout), default=0)
        width = max(1, longest.bit_length())
        if self.ncols > MAX_COLUMNS or longest > MAX_DEPTH or 16 + width * self.ncols > 64:
            raise ValueError("a layout larger than the compiled coarse game holds")
        self.depth_mask = (1 << width) - 1
        self.shift = tuple(16 + width * i for i in range(self.ncols))
        self.unit = tuple(1 << shift for shift in self.shift)
        self.nodes = 0
        self.cancelled = False
        self.cards = 0
        for card in range(52):
            self.place_col[card] = -1
            self.place_index[card] = -1
        for i in range(self.ncols):
            self.c_shift[i] = self.shift[i]
            self.c_unit[i] = (<uint64_t>1) << self.c_shift[i]
            self.layout_len[i] = len(self.layout[i])
            self.in_place[i][0] = 0
            for d in range(self.layout_len[i]):
                card = self.layout[i][d]
                self.layout_card[i][d] = card
                self.in_place[i][d + 1] = self.in_place[i][d] | (<uint64_t>1) << card
                self.place_col[card] = i
                self.place_index[card] = d
                self.cards |= (<uint64_t>1) << card

    # -- the Python API of Parking

    def coarse(self, columns, heights):
        """The coarse position of a real one reached from the layout."""
        cdef uint64_t code = 0
        cdef int s, i, depth
        for s in range(4):
            code += <uint64_t>heights[s] * HEIGHT_UNIT[s]
        for col in columns:
            if col:
                i = self.place_col[col[0]]
                depth = 0
                for card in col:
                    if depth >= self.layout_len[i] or card != self.layout_card[i][depth]:
                        break
                    depth += 1
                code += <uint64_t>depth * self.c_unit[i]
        return code

    def depths(self, code):
        cdef uint64_t c = code
        return [<int>(c >> self.c_shift[i] & <uint64_t>self.depth_mask) for i in range(self.ncols)]

    def is_lost(self, start, budget, cancelled=None):
        cdef int verdict = self.lost(start, budget, cancelled)
        return None if verdict < 0 else bool(verdict)

    def answer_of(self, code):
        """True if ``code`` is known to reach a coarse win, False if known
        lost, None if not known (``Parking.known.get``)."""
        cdef int value = self.answer(code)
        return None if value < 0 else bool(value)

    @property
    def known_size(self):
        return self.known.size

    # -- C

    cdef int answer(self, uint64_t code) noexcept nogil:
        return table_get(&self.known, code)

    cdef int lost(self, uint64_t start, long long budget, object cancelled) except -2:
        cdef PyObject* poll = NULL if cancelled is None else <PyObject*>cancelled
        with nogil:
            return self.lost_nogil(start, budget, poll)

    cdef int lost_nogil(self, uint64_t start, long long budget, PyObject* cancelled) except -2 nogil:
        cdef int status, k
        cdef long long looked
        cdef Frame* frame
        cdef Frame* top
        cdef uint64_t child
        cdef int child_column, child_suit, found
        cdef bint stop
        status = table_get(&self.known, start)
        if status >= 0:
            return 0 if status else 1
        if table_get(&self.undecided, start) >= 0:
            return -1
        if start & HEIGHTS_MASK == ALL_HOME:
            return 0
        if budget < 1 or self.known.size >= KNOWN_CAP:
            return -1
        frame = &self.frames[0]
        self.counts(start, frame)
        self.children(frame)
        k = 1
        looked = 1
        while k:
            top = &self.frames[k - 1]
            found = 0
            while top.nsteps:
                top.nsteps -= 1
                child = top.step_code[top.nsteps]
                status = table_get(&self.known, child)
                if status < 0:
                    child_column = top.step_column[top.nsteps]
                    child_suit = top.step_suit[top.nsteps]
                    found = 1
                    break
                if status:
                    return self.won(k, looked)
            if not found:
                if table_put(&self.known, top.here, 0) < 0:
                    with gil:
                        raise MemoryError()
                k -= 1
            elif child & HEIGHTS_MASK == ALL_HOME:
                return self.won(k, looked)
            elif looked >= budget or self.known.size >= KNOWN_CAP:
                self.nodes += looked
                if table_put(&self.undecided, start, 1) < 0:
                    with gil:
                        raise MemoryError()
                return -1
            else:
                if looked % POLL_INTERVAL == 0 and cancelled != NULL:
                    with gil:
                        stop = (<object>cancelled)()
                    if stop:
                        self.nodes += looked
                        self.cancelled = True
                        return -1
                if k >= MAX_FRAMES:
                    with gil:
                        raise RuntimeError("a coarse line longer than the coarse game allows")
                looked += 1
                frame = &self.frames[k]
                self.after(top, child, child_column, child_suit, frame)
                self.children(frame)
                k += 1
        self.nodes += looked
        return 1

    cdef int won(self, int k, long long looked) except -2 nogil:
        cdef int i
        for i in range(k):
            if table_put(&self.known, self.frames[i].here, 1) < 0:
                with gil:
                    raise MemoryError()
        self.nodes += looked
        return 0

    cdef void counts(self, uint64_t here, Frame* frame) noexcept nogil:
        cdef int i, d, r, s
        cdef uint64_t in_place = 0, home
        frame.here = here
        for r in range(15):
            frame.t[r] = 0
        for i in range(self.ncols):
            d = <int>(here >> self.c_shift[i] & <uint64_t>self.depth_mask)
            frame.depth[i] = d
            in_place |= self.in_place[i][d]
            if d:
                frame.t[RANK_OF[self.layout_card[i][d - 1]]] += 1
        frame.t[0] = 0
        for s in range(4):
            frame.heights[s] = <int>(here >> (4 * s) & 15)
        home = (HOME_MASK[0][frame.heights[0]] | HOME_MASK[1][frame.heights[1]]
                | HOME_MASK[2][frame.heights[2]] | HOME_MASK[3][frame.heights[3]])
        frame.parked = self.cards & ~in_place & ~home
        for r in range(14):
            frame.p[r] = gm_popcount(frame.parked & RANK_MASK[r])
        frame.p[14] = 0

    cdef void after(self, Frame* before, uint64_t code, int column, int suit, Frame* frame) noexcept nogil:
        """:meth:`counts` of the child ``code``, reached by the step
        (``column``, ``suit``), from ``before``'s."""
        cdef int rank, d, top_rank, top_card
        memcpy(frame.depth, before.depth, sizeof(int) * self.ncols)
        memcpy(frame.heights, before.heights, sizeof(int) * 4)
        memcpy(frame.p, before.p, sizeof(int) * 15)
        memcpy(frame.t, before.t, sizeof(int) * 15)
        frame.parked = before.parked
        frame.here = code
        if column < 0:
            rank = frame.heights[suit] + 1
            frame.p[rank] -= 1
            frame.heights[suit] += 1
            frame.parked &= ~((<uint64_t>1) << (suit * 13 + rank - 1))
            return
        d = frame.depth[column]
        top_card = self.layout_card[column][d - 1]
        top_rank = RANK_OF[top_card]
        frame.depth[column] = d - 1
        frame.t[top_rank] -= 1
        if d - 1:
            frame.t[RANK_OF[self.layout_card[column][d - 2]]] += 1
        if suit < 0:
            frame.p[top_rank] += 1
            frame.parked |= (<uint64_t>1) << top_card
        else:
            frame.heights[suit] += 1

    cdef void children(self, Frame* frame) noexcept nogil:
        """The coarse moves of ``frame``, the one to try first last (see
        ``Parking._children``)."""
        cdef int i, d, card, rank, suit, floor, height, n, m, a, b, cover
        cdef int leave_column[MAX_COLUMNS]
        cdef uint64_t leave_code[MAX_COLUMNS]
        cdef int nleave = 0
        cdef int home_column[MAX_STEPS]
        cdef int home_suit[MAX_STEPS]
        cdef uint64_t home_code[MAX_STEPS]
        cdef int nhome = 0
        cdef int nearest[MAX_COLUMNS]
        cdef int key[MAX_COLUMNS]
        cdef bint any_nearest
        cdef uint64_t fewer, here = frame.here
        cdef int* p = frame.p
        cdef int* t = frame.t
        cdef int* heights = frame.heights
        floor = heights[0]
        for suit in range(1, 4):
            if heights[suit] < floor:
                floor = heights[suit]
        for i in range(self.ncols):
            d = frame.depth[i]
            if not d:
                continue
            card = self.layout_card[i][d - 1]
            rank = RANK_OF[card]
            suit = SUIT_OF[card]
            if rank > 1 and p[rank - 1] >= p[rank] + t[rank]:
                continue
            fewer = here - self.c_unit[i]
            if heights[suit] == rank - 1:
                if rank <= floor + 2:
                    frame.nsteps = 1
                    frame.step_code[0] = fewer + HEIGHT_UNIT[suit]
                    frame.step_column[0] = i
                    frame.step_suit[0] = suit
                    return
                home_code[nhome] = fewer + HEIGHT_UNIT[suit]
                home_column[nhome] = i
                home_suit[nhome] = suit
                nhome += 1
            if rank < KING and t[rank + 1] + p[rank + 1] > p[rank]:
                leave_code[nleave] = fewer
                leave_column[nleave] = i
                nleave += 1
        for suit in range(4):
            height = heights[suit]
            if height < 13 and frame.parked >> (suit * 13 + height) & 1:
                rank = height + 1
                if p[rank] - p[rank - 1] + (t[rank] if t[rank] < p[rank - 1] else p[rank - 1]) >= 1:
                    if rank <= floor + 2:
                        frame.nsteps = 1
                        frame.step_code[0] = here + HEIGHT_UNIT[suit]
                        frame.step_column[0] = -1
                        frame.step_suit[0] = suit
                        return
                    home_code[nhome] = here + HEIGHT_UNIT[suit]
                    home_column[nhome] = -1
                    home_suit[nhome] = suit
                    nhome += 1
        if nleave > 1:
            # Per column, how many cards lie on the nearest card in place its
            # foundation wants next (KING + 1: none).
            any_nearest = False
            for i in range(self.ncols):
                nearest[i] = KING + 1
            for suit in range(4):
                height = heights[suit]
                if height < 13:
                    card = suit * 13 + height
                    i = self.place_col[card]
                    if i >= 0:
                        cover = frame.depth[i] - 1 - self.place_index[card]
                        if cover >= 0 and cover < nearest[i]:
                            nearest[i] = cover
                            any_nearest = True
            if any_nearest:
                # A stable sort by -nearest: columns with no wanted card
                # first, the nearest last.
                for n in range(nleave):
                    key[n] = -nearest[leave_column[n]]
                for n in range(1, nleave):
                    a = key[n]
                    b = leave_column[n]
                    fewer = leave_code[n]
                    m = n - 1
                    while m >= 0 and key[m] > a:
                        key[m + 1] = key[m]
                        leave_column[m + 1] = leave_column[m]
                        leave_code[m + 1] = leave_code[m]
                        m -= 1
                    key[m + 1] = a
                    leave_column[m + 1] = b
                    leave_code[m + 1] = fewer
        n = 0
        for m in range(nleave):
            frame.step_code[n] = leave_code[m]
            frame.step_column[n] = leave_column[m]
            frame.step_suit[n] = -1
            n += 1
        for m in range(nhome):
            frame.step_code[n] = home_code[m]
            frame.step_column[n] = home_column[m]
            frame.step_suit[n] = home_suit[m]
            n += 1
        frame.nsteps = n


# ---------------------------------------------------------------- dead ends

cdef inline uint64_t lowest_bit(uint64_t x) noexcept nogil:
    return x & (~x + 1)


cdef uint64_t order_after(int x, const uint64_t* below, uint64_t grounded) noexcept nogil:
    """The cards ``c`` with ``L(x) < L(c)`` forced (``_Order.after``)."""
    cdef uint64_t later = below[x]
    cdef uint64_t frontier = later | (<uint64_t>1) << x
    cdef uint64_t new, in_suit, lowest, higher, bit
    cdef int s
    while frontier:
        new = 0
        for s in range(4):
            in_suit = frontier & SUIT_BLOCK[s]
            if in_suit:
                lowest = lowest_bit(in_suit)
                higher = SUIT_BLOCK[s] & ~((lowest << 1) - 1) & grounded & ~later
                while higher:
                    bit = lowest_bit(higher)
                    higher ^= bit
                    new |= bit | below[gm_ctz(bit)]
        frontier = new & ~later
        later |= frontier
    return later


cdef bint dead_nogil(const uint8_t* lengths, const uint8_t* cards, int ncols) noexcept nogil:
    """:func:`.dead_ends.is_dead` of the columns (``cards`` column after
    column, ``lengths`` long each)."""
    cdef uint64_t below[52]
    cdef uint64_t above[52]
    cdef uint64_t remaining = 0, under, over, grounded, bit
    cdef int i, k, at = 0, x, n
    memset(below, 0, sizeof(below))
    memset(above, 0, sizeof(above))
    for i in range(ncols):
        under = 0
        for k in range(lengths[i]):
            below[cards[at + k]] = under
            under |= (<uint64_t>1) << cards[at + k]
        remaining |= under
        over = 0
        for k in range(lengths[i] - 1, -1, -1):
            above[cards[at + k]] = over
            over |= (<uint64_t>1) << cards[at + k]
        at += lengths[i]
    grounded = remaining & KINGS
    for n in range(48):
        x = BY_RANK_DOWN[n]
        bit = (<uint64_t>1) << x
        if remaining & bit and not (NEXT_RANK[x] & remaining & ~below[x] & ~(above[x] & grounded)):
            grounded |= bit
    bit = grounded
    while bit:
        x = gm_ctz(bit)
        bit &= bit - 1
        if order_after(x, below, grounded) >> x & 1:
            return True
    return False


def fits(columns):
    """Whether the compiled core holds a search from this layout: its coarse
    positions in 64 bits (at most 13 columns, each of at most 15 cards);
    the pure-Python core, with the same results, searches any other."""
    longest = max((len(col) for col in columns), default=0)
    return (
        len(columns) <= MAX_COLUMNS
        and longest <= MAX_DEPTH
        and 16 + max(1, longest.bit_length()) * len(columns) <= 64
    )


def is_dead(columns):
    """:func:`.dead_ends.is_dead`, compiled."""
    cdef uint8_t lengths[MAX_COLUMNS * 4]
    cdef uint8_t cards[52]
    cdef int i = 0, at = 0
    if len(columns) > MAX_COLUMNS * 4:
        raise ValueError("too many columns")
    for col in columns:
        lengths[i] = len(col)
        for card in col:
            cards[at] = card
            at += 1
        i += 1
    return dead_nogil(lengths, cards, i)


# ---------------------------------------------------------------- the search

cdef struct Node:
    # The facts (which card lies directly on which): the position's key.
    uint64_t facts[FACT_WORDS]
    uint64_t coarse
    int32_t parent
    int32_t moves_at
    int16_t moves_len
    int16_t estimate
    uint8_t heights[4]
    # Whether a card went home on the way here, and the card the last move
    # put on a column (-1: none).
    uint8_t went_home
    int8_t moved
    uint8_t lengths[MAX_COLUMNS]
    uint8_t cards[52]


cdef struct Entry:
    int32_t stale
    int32_t estimate
    int32_t met
    int32_t node


cdef struct Work:
    # A position being expanded or made: its columns spread out.
    int lengths[MAX_COLUMNS]
    int cards[MAX_COLUMNS][MAX_COLUMN]
    int heights[4]
    int estimate
    uint64_t coarse
    uint64_t facts[FACT_WORDS]
    int nmoves
    uint8_t moves[2 * 64]


cdef inline bint entry_less(Entry* a, Entry* b) noexcept nogil:
    if a.stale != b.stale:
        return a.stale < b.stale
    if a.estimate != b.estimate:
        return a.estimate < b.estimate
    return a.met < b.met


cdef inline uint64_t facts_hash(const uint64_t* facts) noexcept nogil:
    cdef uint64_t h = 0
    cdef int w
    for w in range(FACT_WORDS):
        h = mix(h ^ facts[w] ^ (<uint64_t>w << 56))
    return h


cdef inline bint facts_equal(const uint64_t* a, const uint64_t* b) noexcept nogil:
    cdef int w
    for w in range(FACT_WORDS):
        if a[w] != b[w]:
            return False
    return True


cdef inline void flip(uint64_t* facts, int bit) noexcept nogil:
    facts[bit >> 6] ^= (<uint64_t>1) << (bit & 63)


cdef class _Search:
    """One best-first search over the family's compact states (see
    ``best_first`` and ``BakersProblem``)."""

    cdef CoarseGame parking
    cdef bint ask
    cdef int bonus
    cdef int above_lower
    cdef int on_next
    cdef long long ask_cap
    cdef long long coarse_per_node
    cdef int ncols
    cdef uint64_t goes_on_mask[52]
    cdef uint64_t wanted_bit[4][14]
    cdef uint64_t safe_mask[14]
    cdef uint64_t lower[52]
    # Per card beneath (52: a column's floor) and card on it, that fact's
    # number (-1: a fact no position reached from the layout has).
    cdef int16_t fact[53][52]
    cdef Node* nodes
    cdef Py_ssize_t nnodes
    cdef Py_ssize_t node_capacity
    cdef int32_t* index
    # Per slot of the index, the hash of its node's facts: most probes end
    # on a hash that differs, without reading the node.
    cdef uint64_t* hashes
    cdef Py_ssize_t index_capacity
    cdef Entry* heap
    cdef Py_ssize_t nheap
    cdef Py_ssize_t heap_capacity
    cdef uint8_t* moves
    cdef Py_ssize_t nmoves
    cdef Py_ssize_t moves_capacity
    cdef uint64_t* novelty
    cdef uint8_t* novelty_set
    # Set when a fact outside the table turns up (never, where the premise
    # holds), or an estimate outside the novelty table's range.
    cdef int out_of_range
    cdef long long met
    # The winning child: its parent node and its moves.
    cdef int won_parent
    # Of the position being expanded: per column and length, the weight of
    # that many of its bottom cards (_column_weight), its cards as a mask,
    # and per card its column and place (-1: not in a column).
    cdef int prefix_weight[MAX_COLUMNS][MAX_COLUMN + 1]
    cdef uint64_t column_mask[MAX_COLUMNS]
    cdef int where_column[52]
    cdef int where_index[52]
    cdef int parent_lengths[MAX_COLUMNS]
    cdef int won_nmoves
    cdef uint8_t won_moves[2 * 64]

    def __cinit__(self):
        self.nodes = NULL
        self.index = NULL
        self.hashes = NULL
        self.heap = NULL
        self.moves = NULL
        self.novelty = NULL
        self.novelty_set = NULL

    def __dealloc__(self):
        free(self.nodes)
        free(self.index)
        free(self.hashes)
        free(self.heap)
        free(self.moves)
        free(self.novelty)
        free(self.novelty_set)

    def __init__(self, rules, CoarseGame parking, bint ask, int bonus, int above_lower, int on_next,
                 safe, lower, fact_numbers, int ask_cap, int coarse_per_node):
        cdef int c, s, n, below
        cdef long number
        self.parking = parking
        self.ask = ask
        self.bonus = bonus
        self.above_lower = above_lower
        self.on_next = on_next
        self.ask_cap = ask_cap
        self.coarse_per_node = coarse_per_node
        self.ncols = parking.ncols
        for c in range(52):
            self.goes_on_mask[c] = rules.goes_on_mask[c]
            self.lower[c] = lower[c]
        for s in range(4):
            for n in range(14):
                self.wanted_bit[s][n] = rules.wanted_bit[s][n]
        for n in range(14):
            self.safe_mask[n] = safe[n]
        for below in range(53):
            row = fact_numbers[below]
            for c in range(52):
                number = row[c]
                self.fact[below][c] = number if 0 <= number < 64 * FACT_WORDS else -1
        self.node_capacity = 1024
        self.nodes = <Node*>malloc(self.node_capacity * sizeof(Node))
        self.index_capacity = 4096
        self.index = <int32_t*>malloc(self.index_capacity * sizeof(int32_t))
        self.hashes = <uint64_t*>malloc(self.index_capacity * sizeof(uint64_t))
        self.heap_capacity = 1024
        self.heap = <Entry*>malloc(self.heap_capacity * sizeof(Entry))
        self.moves_capacity = 1 << 16
        self.moves = <uint8_t*>malloc(self.moves_capacity)
        self.novelty = <uint64_t*>calloc(EST_SPAN * 53 * FACT_WORDS, sizeof(uint64_t))
        self.novelty_set = <uint8_t*>calloc(EST_SPAN * 53, 1)
        if (self.nodes == NULL or self.index == NULL or self.hashes == NULL or self.heap == NULL or self.moves == NULL
                or self.novelty == NULL or self.novelty_set == NULL):
            raise MemoryError()
        memset(self.index, 0xff, self.index_capacity * sizeof(int32_t))
        self.nnodes = 0
        self.nheap = 0
        self.nmoves = 0

    # -- memory

    cdef int grow_nodes(self) except -1 nogil:
        cdef Py_ssize_t capacity = self.node_capacity * 2
        cdef Node* grown = <Node*>realloc(self.nodes, capacity * sizeof(Node))
        if grown == NULL:
            with gil:
                raise MemoryError()
        self.nodes = grown
        self.node_capacity = capacity
        return 0

    cdef int grow_index(self) except -1 nogil:
        cdef Py_ssize_t capacity = self.index_capacity * 2, i, slot
        cdef Py_ssize_t mask = capacity - 1
        cdef int32_t* index = <int32_t*>malloc(capacity * sizeof(int32_t))
        cdef uint64_t* hashes = <uint64_t*>malloc(capacity * sizeof(uint64_t))
        if index == NULL or hashes == NULL:
            free(index)
            free(hashes)
            with gil:
                raise MemoryError()
        memset(index, 0xff, capacity * sizeof(int32_t))
        for i in range(self.index_capacity):
            if self.index[i] >= 0:
                slot = <Py_ssize_t>(self.hashes[i] & <uint64_t>mask)
                while index[slot] >= 0:
                    slot = (slot + 1) & mask
                index[slot] = self.index[i]
                hashes[slot] = self.hashes[i]
        free(self.index)
        free(self.hashes)
        self.index = index
        self.hashes = hashes
        self.index_capacity = capacity
        return 0

    cdef inline bint seen(self, const uint64_t* facts) noexcept nogil:
        cdef Py_ssize_t mask = self.index_capacity - 1
        cdef uint64_t hash = facts_hash(facts)
        cdef Py_ssize_t slot = <Py_ssize_t>(hash & <uint64_t>mask)
        cdef int32_t at
        while True:
            at = self.index[slot]
            if at < 0:
                return False
            if self.hashes[slot] == hash and facts_equal(self.nodes[at].facts, facts):
                return True
            slot = (slot + 1) & mask

    cdef int add_node(self, Work* work, const int* lengths, int parent, bint went_home, int moved) except -1 nogil:
        """Keeps the position ``lengths`` of ``work``'s columns (its facts,
        heights, estimate and coarse position and moves in ``work``) as a
        new node, and returns its number."""
        cdef Node* node
        cdef Py_ssize_t mask, slot
        cdef uint64_t hash
        cdef int i, k, at = 0
        if self.nnodes >= 0x7fffffff:
            with gil:
                raise MemoryError()
        if self.nnodes == self.node_capacity:
            self.grow_nodes()
        if (self.nnodes + 1) * 2 > self.index_capacity:
            self.grow_index()
        while self.nmoves + work.nmoves * 2 > self.moves_capacity:
            grown = <uint8_t*>realloc(self.moves, self.moves_capacity * 2)
            if grown == NULL:
                with gil:
                    raise MemoryError()
            self.moves = grown
            self.moves_capacity *= 2
        node = &self.nodes[self.nnodes]
        memcpy(node.facts, work.facts, sizeof(uint64_t) * FACT_WORDS)
        node.coarse = work.coarse
        node.parent = parent
        node.moves_at = <int32_t>self.nmoves
        node.moves_len = <int16_t>work.nmoves
        memcpy(&self.moves[self.nmoves], work.moves, work.nmoves * 2)
        self.nmoves += work.nmoves * 2
        node.estimate = <int16_t>work.estimate
        for i in range(4):
            node.heights[i] = <uint8_t>work.heights[i]
        node.went_home = went_home
        node.moved = <int8_t>moved
        for i in range(self.ncols):
            node.lengths[i] = <uint8_t>lengths[i]
            for k in range(lengths[i]):
                node.cards[at] = <uint8_t>work.cards[i][k]
                at += 1
        mask = self.index_capacity - 1
        hash = facts_hash(work.facts)
        slot = <Py_ssize_t>(hash & <uint64_t>mask)
        while self.index[slot] >= 0:
            slot = (slot + 1) & mask
        self.index[slot] = <int32_t>self.nnodes
        self.hashes[slot] = hash
        self.nnodes += 1
        return <int>(self.nnodes - 1)

    cdef int push(self, int stale, int estimate, int met, int node) except -1 nogil:
        cdef Py_ssize_t i, parent
        cdef Entry entry
        if self.nheap == self.heap_capacity:
            grown = <Entry*>realloc(self.heap, self.heap_capacity * 2 * sizeof(Entry))
            if grown == NULL:
                with gil:
                    raise MemoryError()
            self.heap = grown
            self.heap_capacity *= 2
        entry.stale = stale
        entry.estimate = estimate
        entry.met = met
        entry.node = node
        i = self.nheap
        self.nheap += 1
        while i > 0:
            parent = (i - 1) >> 1
            if entry_less(&entry, &self.heap[parent]):
                self.heap[i] = self.heap[parent]
                i = parent
            else:
                break
        self.heap[i] = entry
        return 0

    cdef int pop(self) noexcept nogil:
        cdef int node = self.heap[0].node
        cdef Entry last
        cdef Py_ssize_t i = 0, child
        self.nheap -= 1
        if self.nheap == 0:
            return node
        last = self.heap[self.nheap]
        while True:
            child = 2 * i + 1
            if child >= self.nheap:
                break
            if child + 1 < self.nheap and entry_less(&self.heap[child + 1], &self.heap[child]):
                child += 1
            if entry_less(&self.heap[child], &last):
                self.heap[i] = self.heap[child]
                i = child
            else:
                break
        self.heap[i] = last
        return node

    # -- positions

    cdef void unpack(self, int n, Work* work) noexcept nogil:
        cdef Node* node = &self.nodes[n]
        cdef int i, k, at = 0
        for i in range(self.ncols):
            work.lengths[i] = node.lengths[i]
            for k in range(node.lengths[i]):
                work.cards[i][k] = node.cards[at]
                at += 1
        for i in range(4):
            work.heights[i] = node.heights[i]
        work.estimate = node.estimate
        work.coarse = node.coarse
        memcpy(work.facts, node.facts, sizeof(uint64_t) * FACT_WORDS)

    cdef void weigh_parent(self, Work* work) noexcept nogil:
        """The tables :meth:`child_estimate` reads, for the position
        ``work`` about to be expanded."""
        cdef int i, k, card, suit, rank, weight
        cdef int lowest[4]
        cdef uint64_t mask
        for card in range(52):
            self.where_column[card] = -1
        for i in range(self.ncols):
            self.parent_lengths[i] = work.lengths[i]
            weight = 0
            mask = 0
            lowest[0] = 99
            lowest[1] = 99
            lowest[2] = 99
            lowest[3] = 99
            self.prefix_weight[i][0] = 0
            for k in range(work.lengths[i]):
                card = work.cards[i][k]
                suit = SUIT_OF[card]
                rank = RANK_OF[card]
                weight += 1
                if rank > lowest[suit]:
                    weight += self.above_lower
                else:
                    lowest[suit] = rank
                self.prefix_weight[i][k + 1] = weight
                mask |= (<uint64_t>1) << card
                self.where_column[card] = i
                self.where_index[card] = k
            self.column_mask[i] = mask

    cdef int child_estimate(self, Work* work, const int* lengths, const int* heights, int target,
                            int moved) noexcept nogil:
        """The estimate of a child of the position :meth:`weigh_parent` was
        given, as ``BakersProblem.state`` works it out afresh: its columns
        are the parent's cut shorter, but ``target``, which may also have
        ``moved`` on top."""
        cdef int estimate = 0, i, s, wanted, column
        for i in range(self.ncols):
            if lengths[i] <= self.parent_lengths[i]:
                estimate += self.prefix_weight[i][lengths[i]]
            else:
                estimate += self.prefix_weight[i][self.parent_lengths[i]] + 1
                if self.column_mask[i] & self.lower[moved]:
                    estimate += self.above_lower
        for s in range(4):
            if heights[s] < 13:
                wanted = s * 13 + heights[s]
                if wanted == moved and target >= 0 and lengths[target] > self.parent_lengths[target]:
                    estimate += 0
                else:
                    column = self.where_column[wanted]
                    if column >= 0 and self.where_index[wanted] < lengths[column]:
                        estimate += self.on_next * (lengths[column] - 1 - self.where_index[wanted])
        return estimate

    cdef void send_safe_home(self, Work* work, int* lengths, int* heights, uint64_t* facts, uint64_t* code,
                             uint8_t* moves, int* nmoves) noexcept nogil:
        """``BakersProblem._send_safe_home``: every safe move home, leftmost
        column first, pass after pass, keeping the facts and the coarse
        position up card by card."""
        cdef int floor, i, s, card, suit, below, length
        cdef uint64_t wanted = 0, safe
        cdef bint progress = True
        floor = heights[0]
        for s in range(1, 4):
            if heights[s] < floor:
                floor = heights[s]
        for s in range(4):
            wanted |= self.wanted_bit[s][heights[s]]
        safe = wanted & self.safe_mask[floor]
        while progress:
            progress = False
            for i in range(self.ncols):
                length = lengths[i]
                if length < 1 or length > MAX_COLUMN:
                    continue
                card = work.cards[i][length - 1]
                if safe >> card & 1:
                    suit = SUIT_OF[card]
                    below = work.cards[i][length - 2] if length > 1 else 52
                    wanted ^= (<uint64_t>1) << card
                    if (code[0] >> self.parking.c_shift[i] & <uint64_t>self.parking.depth_mask) == <uint64_t>lengths[i]:
                        code[0] -= self.parking.c_unit[i]
                    code[0] += HEIGHT_UNIT[suit]
                    lengths[i] -= 1
                    heights[suit] += 1
                    wanted |= self.wanted_bit[suit][heights[suit]]
                    self.toggle(facts, below, card)
                    floor = heights[0]
                    for s in range(1, 4):
                        if heights[s] < floor:
                            floor = heights[s]
                    safe = wanted & self.safe_mask[floor]
                    moves[2 * nmoves[0]] = <uint8_t>i
                    moves[2 * nmoves[0] + 1] = 255
                    nmoves[0] += 1
                    progress = True

    cdef inline void toggle(self, uint64_t* facts, int below, int card) noexcept nogil:
        cdef int bit = self.fact[below][card]
        if bit < 0:
            self.out_of_range = 1000 + below * 100 + card
        else:
            flip(facts, bit)

    cdef int add_child(self, Work* work, int* lengths, int* heights, uint64_t* facts, uint64_t code,
                       uint8_t* moves, int nmoves, int parent, bint went_home, int moved, int target,
                       int placed_card) except -2 nogil:
        """What ``best_first`` does with each child: 1 if it wins (kept in
        ``won_*``), else 0, after keeping it if it is new."""
        cdef int i, progress, estimate, stale, node, w
        cdef Py_ssize_t slot
        cdef uint64_t* known
        cdef bint changed
        if went_home:
            for i in range(self.ncols):
                if lengths[i]:
                    break
            else:
                self.won_parent = parent
                self.won_nmoves = nmoves
                memcpy(self.won_moves, moves, nmoves * 2)
                return 1
        if self.seen(facts):
            return 0
        self.met += 1
        memcpy(work.facts, facts, sizeof(uint64_t) * FACT_WORDS)
        work.coarse = code
        work.nmoves = nmoves
        memcpy(work.moves, moves, nmoves * 2)
        for i in range(4):
            work.heights[i] = heights[i]
        work.estimate = self.child_estimate(work, lengths, heights, target, placed_card)
        estimate = work.estimate
        if self.ask and self.parking.answer(code) == 1:
            estimate -= self.bonus
        progress = heights[0] + heights[1] + heights[2] + heights[3]
        if estimate < EST_LOW or estimate >= EST_LOW + EST_SPAN:
            self.out_of_range = 2
            estimate = EST_LOW
        slot = (estimate - EST_LOW) * 53 + progress
        known = &self.novelty[slot * FACT_WORDS]
        changed = False
        for w in range(FACT_WORDS):
            if known[w] | facts[w] != known[w]:
                changed = True
                known[w] |= facts[w]
        stale = 0 if changed else 1
        node = self.add_node(work, lengths, parent, went_home, moved)
        self.push(stale, estimate, <int>self.met, node)
        return 0

    cdef int expand(self, int n, Work* work) except -2 nogil:
        """``BakersProblem.children`` of node ``n``, each handed to
        :meth:`add_child` in the same order; 1 if one wins."""
        cdef Node* node = &self.nodes[n]
        cdef int moved = node.moved
        cdef int floor, s, i, j, card, suit, len_i, below_i, rest_top, depth, floor_raised
        cdef uint64_t wanted = 0, safe, tops_mask = 0, places, left, home_code, placed
        cdef uint64_t lifted[FACT_WORDS]
        cdef uint64_t child_facts[FACT_WORDS]
        cdef int lengths[MAX_COLUMNS]
        cdef int raised[4]
        cdef uint8_t moves[2 * 64]
        cdef int nmoves
        cdef bint goes_home, may_move, opens_home
        cdef int* heights = work.heights
        cdef uint64_t coarse = work.coarse
        cdef uint64_t parent_facts[FACT_WORDS]
        cdef int parent_heights[4]
        cdef int parent_lengths[MAX_COLUMNS]
        memcpy(parent_facts, work.facts, sizeof(parent_facts))
        memcpy(parent_heights, work.heights, sizeof(parent_heights))
        memcpy(parent_lengths, work.lengths, sizeof(int) * self.ncols)
        heights = parent_heights
        floor = heights[0]
        for s in range(1, 4):
            if heights[s] < floor:
                floor = heights[s]
        for s in range(4):
            wanted |= self.wanted_bit[s][heights[s]]
        safe = wanted & self.safe_mask[floor]
        for i in range(self.ncols):
            if parent_lengths[i]:
                tops_mask |= (<uint64_t>1) << work.cards[i][parent_lengths[i] - 1]
        for i in range(self.ncols):
            len_i = parent_lengths[i]
            if not len_i:
                continue
            card = work.cards[i][len_i - 1]
            goes_home = wanted >> card & 1
            may_move = (self.goes_on_mask[card] & tops_mask) != 0 and card != moved and len_i > 1
            if not (goes_home or may_move):
                continue
            suit = SUIT_OF[card]
            if (coarse >> self.parking.c_shift[i] & <uint64_t>self.parking.depth_mask) == <uint64_t>len_i:
                left = coarse - self.parking.c_unit[i]
            else:
                left = coarse
            below_i = work.cards[i][len_i - 2] if len_i > 1 else 52
            memcpy(lifted, parent_facts, sizeof(lifted))
            self.toggle(lifted, below_i, card)
            if goes_home:
                memcpy(lengths, parent_lengths, sizeof(int) * self.ncols)
                memcpy(raised, heights, sizeof(raised))
                memcpy(child_facts, lifted, sizeof(child_facts))
                lengths[i] -= 1
                raised[suit] += 1
                moves[0] = <uint8_t>i
                moves[1] = 255
                nmoves = 1
                home_code = left + HEIGHT_UNIT[suit]
                floor_raised = raised[0]
                for s in range(1, 4):
                    if raised[s] < floor_raised:
                        floor_raised = raised[s]
                if floor_raised > floor or (
                    len_i > 1
                    and RANK_OF[below_i] <= floor + 2
                    and self.wanted_bit[SUIT_OF[below_i]][raised[SUIT_OF[below_i]]] >> below_i & 1
                ):
                    self.send_safe_home(work, lengths, raised, child_facts, &home_code, moves, &nmoves)
                if self.add_child(work, lengths, raised, child_facts, home_code, moves, nmoves, n, True, -1, -1, -1):
                    return 1
            if not may_move:
                continue
            rest_top = work.cards[i][len_i - 2]
            opens_home = safe >> rest_top & 1
            places = self.goes_on_mask[card] & tops_mask
            for j in range(self.ncols):
                if not parent_lengths[j] or not (places >> work.cards[j][parent_lengths[j] - 1] & 1):
                    continue
                memcpy(child_facts, lifted, sizeof(child_facts))
                self.toggle(child_facts, work.cards[j][parent_lengths[j] - 1], card)
                if not opens_home and self.seen(child_facts):
                    continue
                memcpy(lengths, parent_lengths, sizeof(int) * self.ncols)
                lengths[i] -= 1
                work.cards[j][lengths[j]] = card
                lengths[j] += 1
                moves[0] = <uint8_t>i
                moves[1] = <uint8_t>j
                nmoves = 1
                placed = left
                depth = <int>(left >> self.parking.c_shift[j] & <uint64_t>self.parking.depth_mask)
                if (depth == parent_lengths[j] and depth < self.parking.layout_len[j]
                        and self.parking.layout_card[j][depth] == card):
                    placed = left + self.parking.c_unit[j]
                if opens_home:
                    memcpy(raised, heights, sizeof(raised))
                    self.send_safe_home(work, lengths, raised, child_facts, &placed, moves, &nmoves)
                    if self.add_child(work, lengths, raised, child_facts, placed, moves, nmoves, n, True, -1, j, card):
                        return 1
                else:
                    if self.add_child(work, lengths, heights, child_facts, placed, moves, nmoves, n, False, card, j, card):
                        return 1
        return 0

    cdef int dead(self, int n, long long room) except -2 nogil:
        """``BakersProblem.dead``: the order test where a card went home,
        then the coarse game where the search asks it."""
        cdef Node* node = &self.nodes[n]
        cdef long long ask
        if node.went_home and dead_nogil(node.lengths, node.cards, self.ncols):
            return 1
        if not self.ask:
            return 0
        ask = room * self.coarse_per_node
        if ask > self.ask_cap:
            ask = self.ask_cap
        return 1 if self.parking.lost_nogil(node.coarse, ask, NULL) == 1 else 0

    cdef int run(self, long long budget, long long cap, PyObject* cancelled, long long* work_done) except -2 nogil:
        """``best_first``'s loop from node 0: 1 won, 0 lost, -1 not told
        (``work_done``: the work it took)."""
        cdef long long nodes = 0, next_poll = 0, work
        cdef int n
        cdef bint stop
        cdef Work* here = <Work*>malloc(sizeof(Work))
        if here == NULL:
            with gil:
                raise MemoryError()
        try:
            while self.nheap:
                n = self.pop()
                work = nodes + self.parking.nodes // self.coarse_per_node
                if work >= budget or self.met >= cap:
                    work_done[0] = work
                    return -1
                if work >= next_poll and cancelled != NULL:
                    with gil:
                        stop = (<object>cancelled)()
                    if stop:
                        work_done[0] = work
                        return -1
                    next_poll = work + POLL_INTERVAL
                if self.dead(n, budget - work - 1):
                    continue
                nodes += 1
                self.unpack(n, here)
                self.weigh_parent(here)
                if self.expand(n, here):
                    work_done[0] = nodes + self.parking.nodes // self.coarse_per_node
                    return 1
            work_done[0] = nodes + self.parking.nodes // self.coarse_per_node
            return 0
        finally:
            free(here)

    def best_first(self, columns, heights, long long budget, long long cap, cancelled=None):
        """``best_first`` from the position ``columns``, ``heights`` (the
        coarse game's layout): ("solvable", "unsolvable" or "unknown", the
        winning line as (column, target) pairs, target -1 for home, and the
        work it took). The caller handles a root that is already won."""
        cdef Work* root = <Work*>calloc(1, sizeof(Work))
        cdef int i, k, verdict, below, card
        cdef long long work_done = 0
        cdef int lengths[MAX_COLUMNS]
        cdef int raised[4]
        cdef PyObject* poll = NULL if cancelled is None else <PyObject*>cancelled
        if root == NULL:
            raise MemoryError()
        try:
            if len(columns) != self.ncols:
                raise ValueError("the search starts from its coarse game's layout")
            for i in range(self.ncols):
                col = columns[i]
                if len(col) > MAX_COLUMN:
                    raise ValueError("a column longer than the compiled search holds")
                lengths[i] = len(col)
                below = 52
                for k, card in enumerate(col):
                    root.cards[i][k] = card
                    self.toggle(root.facts, below, card)
                    below = card
            for i in range(4):
                raised[i] = heights[i]
            self.nnodes = 0
            self.nheap = 0
            self.nmoves = 0
            self.met = 0
            memset(self.index, 0xff, self.index_capacity * sizeof(int32_t))
            root.coarse = self.parking.coarse(columns, heights)
            root.nmoves = 0
            for i in range(4):
                root.heights[i] = raised[i]
            # The root's estimate as a child of itself with nothing changed.
            for i in range(self.ncols):
                root.lengths[i] = lengths[i]
            self.weigh_parent(root)
            root.estimate = self.child_estimate(root, lengths, raised, -1, -1)
            self.add_node(root, lengths, -1, True, -1)
            self.push(0, 0, 0, 0)
            with nogil:
                verdict = self.run(budget, cap, poll, &work_done)
            if self.out_of_range:
                raise RuntimeError(f"a position outside what the compiled search holds ({self.out_of_range})")
            if verdict < 0:
                return "unknown", [], work_done
            if verdict == 0:
                return "unsolvable", [], work_done
            return "solvable", self.line(), work_done
        finally:
            free(root)

    cdef list line(self):
        parts = [[(self.won_moves[2 * k], self.won_moves[2 * k + 1]) for k in range(self.won_nmoves)]]
        n = self.won_parent
        while n > 0:
            node = &self.nodes[n]
            parts.append([(self.moves[node.moves_at + 2 * k], self.moves[node.moves_at + 2 * k + 1])
                          for k in range(node.moves_len)])
            n = node.parent
        return [(i, -1 if j == 255 else j) for part in reversed(parts) for i, j in part]


def search(rules, CoarseGame parking, bint ask, int bonus, int above_lower, int on_next, safe, lower,
           fact_numbers, int ask_cap, int coarse_per_node, columns, heights, long long budget, long long cap,
           cancelled=None):
    """One best-first search (see :class:`_Search`)."""
    searching = _Search(rules, parking, ask, bonus, above_lower, on_next, safe, lower, fact_numbers, ask_cap,
                        coarse_per_node)
    return searching.best_first(columns, heights, budget, cap, cancelled)

