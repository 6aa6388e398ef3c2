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

cdef extern from *:
    """
    #if defined(_MSC_VER)
    #include <intrin.h>
    static inline int gm_ctz(unsigned long long x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
    static inline int gm_popcount(unsigned long long x) { return (int)__popcnt64(x); }
    #else
    static inline int gm_ctz(unsigned long long x) { return __builtin_ctzll(x); }
    static inline int gm_popcount(unsigned long long x) { return __builtin_popcountll(x); }
    #endif
    """
    int gm_ctz(unsigned long long x) nogil
    int gm_popcount(unsigned long long x) nogil

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
        if cancelled is None:
            with nogil:
                return self.lost_nogil(start, budget, NULL)
        return self.lost_nogil(start, budget, <PyObject*>cancelled)

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
