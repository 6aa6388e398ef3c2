# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The runs game (:mod:`.runs_game`) compiled: the same search over the same
positions, node for node, on compact C state.

Each question goes exactly as :meth:`.runs_game.Runs.is_lost` goes: the same
children in the same order, the same coarse questions with the same budgets
(so the coarse game looks at the same positions and learns the same), the
same polling of ``cancelled``, the same caps, and ``coarse_cost`` counted in
exact integers (every amount of work is kept times its denominator). Only
the speed differs.

A runs position exceeds 64 bits (ten or thirteen columns of depths, and
above them a rank per column), so it is kept here as two words: ``lo`` the
coarse position (below :attr:`Runs.coarse_mask`), ``hi`` the runs' top
ranks, four bits per column from bit 0. No field ever carries into the
next, so the moves add to each word alone. The positions learnt lost or
won lie in open-addressing hash sets of such pairs.

The coarse game may be the Python :class:`.coarse_game.Parking` (asked
through Python) or the compiled :class:`._core.CoarseGame` (asked through
its C method, without Python in between: the search then lets go of
Python's lock, taking it back only to ask ``cancelled``).
"""

from cpython.ref cimport PyObject
from libc.stdint cimport uint64_t
from libc.stdlib cimport calloc, free, realloc
from libc.string cimport memcpy, memset

from ._core cimport MAX_COLUMNS, MAX_DEPTH, CoarseGame, gm_ctz

from fractions import Fraction

from ...engine.cards import RANK as _RANK_TABLE
from ...engine.cards import SUIT as _SUIT_TABLE
from . import runs_game as _reference

cdef enum:
    # See coarse_game.HEIGHTS_MASK and coarse_game.ALL_HOME.
    HEIGHTS_MASK = 0xFFFF
    ALL_HOME = 0xDDDD
    # Most children a position has: per column four cards home (a run's top
    # card, any suit that takes it) and two moves onto each other column.
    MOST_CHILDREN = MAX_COLUMNS * (4 + 2 * (MAX_COLUMNS - 1))

cdef int RANK[52]
cdef int SUIT[52]
for _card in range(52):
    RANK[_card] = _RANK_TABLE[_card]
    SUIT[_card] = _SUIT_TABLE[_card]


cdef struct Pair:
    uint64_t lo  # the coarse position
    uint64_t hi  # the runs' top ranks


cdef struct PairSet:
    # Open addressing, linear probing; the pair (0, 0) marks a free slot, so
    # that pair itself, if ever met, is held by has_zero.
    Pair* slots
    Py_ssize_t capacity  # a power of two
    Py_ssize_t size  # has_zero included, as len() of a Python set
    bint has_zero


cdef struct PathFrame:
    # A position on the search's path, and its children in the buffer:
    # [first, end), the next one to try at next.
    Pair here
    Py_ssize_t first
    Py_ssize_t next
    Py_ssize_t end


cdef inline uint64_t _hash(uint64_t lo, uint64_t hi) noexcept nogil:
    cdef uint64_t h = lo * <uint64_t>0x9E3779B97F4A7C15ULL
    h ^= (hi + <uint64_t>0x632BE59BD9B4E019ULL) * <uint64_t>0xC2B2AE3D27D4EB4FULL
    h ^= h >> 31
    h *= <uint64_t>0xBF58476D1CE4E5B9ULL
    h ^= h >> 29
    return h


cdef int _set_init(PairSet* s, Py_ssize_t capacity) except -1:
    s.slots = <Pair*>calloc(capacity, sizeof(Pair))
    if s.slots == NULL:
        raise MemoryError()
    s.capacity = capacity
    s.size = 0
    s.has_zero = False
    return 0


cdef void _set_free(PairSet* s) noexcept:
    free(s.slots)
    s.slots = NULL
    s.capacity = 0
    s.size = 0
    s.has_zero = False


cdef void _set_clear(PairSet* s) noexcept nogil:
    memset(s.slots, 0, s.capacity * sizeof(Pair))
    s.size = 0
    s.has_zero = False


cdef inline bint _set_has(const PairSet* s, uint64_t lo, uint64_t hi) noexcept nogil:
    if lo == 0 and hi == 0:
        return s.has_zero
    cdef Py_ssize_t mask = s.capacity - 1
    cdef Py_ssize_t i = <Py_ssize_t>(_hash(lo, hi) & <uint64_t>mask)
    while True:
        if s.slots[i].lo == lo and s.slots[i].hi == hi:
            return True
        if s.slots[i].lo == 0 and s.slots[i].hi == 0:
            return False
        i = (i + 1) & mask


cdef inline void _set_put(Pair* slots, Py_ssize_t mask, uint64_t lo, uint64_t hi) noexcept nogil:
    # Into a table known not to hold the pair, with a free slot.
    cdef Py_ssize_t i = <Py_ssize_t>(_hash(lo, hi) & <uint64_t>mask)
    while slots[i].lo != 0 or slots[i].hi != 0:
        i = (i + 1) & mask
    slots[i].lo = lo
    slots[i].hi = hi


cdef int _set_grow(PairSet* s) except -1 nogil:
    cdef Py_ssize_t capacity = s.capacity * 2
    cdef Pair* slots = <Pair*>calloc(capacity, sizeof(Pair))
    cdef Py_ssize_t i
    if slots == NULL:
        with gil:
            raise MemoryError()
    for i in range(s.capacity):
        if s.slots[i].lo != 0 or s.slots[i].hi != 0:
            _set_put(slots, capacity - 1, s.slots[i].lo, s.slots[i].hi)
    free(s.slots)
    s.slots = slots
    s.capacity = capacity
    return 0


cdef inline int _set_add(PairSet* s, uint64_t lo, uint64_t hi) except -1 nogil:
    if lo == 0 and hi == 0:
        if not s.has_zero:
            s.has_zero = True
            s.size += 1
        return 0
    if _set_has(s, lo, hi):
        return 0
    if 2 * (s.size + 1) > s.capacity:
        _set_grow(s)
    _set_put(s.slots, s.capacity - 1, lo, hi)
    s.size += 1
    return 0


cdef class Runs:
    """:class:`.runs_game.Runs`, compiled: the same constructor, methods and
    counts (``nodes``, ``cancelled``); ``lost`` and ``won`` are copies of what
    it has learnt, as Python sets of runs positions."""

    cdef readonly object parking
    cdef readonly object coarse_cost
    cdef readonly tuple layout
    #: The coarse position's bits in a runs position.
    cdef readonly object coarse_mask
    #: Per column, where its run's top rank sits in a runs position.
    cdef readonly tuple run_shift
    cdef public long long nodes
    cdef public bint cancelled

    # The compiled coarse game, or None: then ``parking`` is asked through
    # Python (and the search holds Python's lock throughout).
    cdef CoarseGame core
    cdef bint fast
    # A question is under way (perhaps without Python's lock): no other may
    # start on this game meanwhile, from another thread.
    cdef bint busy
    cdef int ncols
    cdef int top_bit
    cdef uint64_t c_coarse_mask
    cdef uint64_t depth_mask
    cdef int c_shift[MAX_COLUMNS]
    cdef uint64_t c_unit[MAX_COLUMNS]
    # Per column and depth: the rank of the top card in place (0: none), the
    # card that lay next in the layout (-1: none).
    cdef int rank_at[MAX_COLUMNS][MAX_DEPTH + 1]
    cdef int next_at[MAX_COLUMNS][MAX_DEPTH + 1]
    # Per card of the layout, its column and place there (-1 and 0 if none).
    cdef int place_col[52]
    cdef int place_index[52]
    # coarse_cost as num / den: work is counted times den.
    cdef long long cost_num
    cdef long long cost_den

    cdef PairSet lost_set
    cdef PairSet won_set
    cdef PairSet visited
    cdef Pair* buffer
    cdef Py_ssize_t buffer_capacity
    cdef PathFrame* frames
    cdef Py_ssize_t frames_capacity

    def __cinit__(self, *args, **kwargs):
        _set_init(&self.lost_set, 1024)
        _set_init(&self.won_set, 1024)
        _set_init(&self.visited, 1024)
        self.buffer_capacity = 4096
        self.buffer = <Pair*>calloc(self.buffer_capacity, sizeof(Pair))
        self.frames_capacity = 256
        self.frames = <PathFrame*>calloc(self.frames_capacity, sizeof(PathFrame))
        if self.buffer == NULL or self.frames == NULL:
            raise MemoryError()

    def __dealloc__(self):
        _set_free(&self.lost_set)
        _set_free(&self.won_set)
        _set_free(&self.visited)
        free(self.buffer)
        free(self.frames)

    def __init__(self, parking, coarse_cost=Fraction(1)):
        if self.busy:
            raise RuntimeError("this runs game is answering a question")
        # Taken exactly (the reference's work is a Fraction when it is one).
        cost = Fraction(coarse_cost)
        if cost <= 0:
            raise ValueError(f"coarse_cost must be positive, got {coarse_cost!r}")
        self.parking = parking
        self.coarse_cost = coarse_cost
        self.cost_num = cost.numerator
        self.cost_den = cost.denominator
        self.core = parking if isinstance(parking, CoarseGame) else None
        self.fast = self.core is not None
        layout = tuple(parking.layout)
        self.layout = layout
        if len(layout) > MAX_COLUMNS or any(len(col) > MAX_DEPTH for col in layout):
            raise ValueError(f"the compiled runs game takes at most {MAX_COLUMNS} columns of {MAX_DEPTH}")
        depth_mask = parking.depth_mask
        top_bit = parking.shift[len(layout) - 1] + depth_mask.bit_length() if layout else 16
        if top_bit > 64:
            raise ValueError("this layout's coarse positions exceed 64 bits")
        self.ncols = len(layout)
        self.top_bit = top_bit
        self.coarse_mask = (1 << top_bit) - 1
        self.c_coarse_mask = self.coarse_mask
        self.depth_mask = depth_mask
        self.run_shift = tuple(top_bit + 4 * i for i in range(len(layout)))
        cdef int i, depth
        for i in range(52):
            self.place_col[i] = -1
            self.place_index[i] = 0
        for i, col in enumerate(layout):
            self.c_shift[i] = parking.shift[i]
            self.c_unit[i] = parking.unit[i]
            self.rank_at[i][0] = 0
            for depth in range(len(col) + 1):
                self.next_at[i][depth] = col[depth] if depth < len(col) else -1
                if depth:
                    self.rank_at[i][depth] = RANK[col[depth - 1]]
            for depth, card in enumerate(col):
                self.place_col[card] = i
                self.place_index[card] = depth
        # Clear what an earlier __init__ (if any) learnt.
        _set_clear(&self.lost_set)
        _set_clear(&self.won_set)
        self.nodes = 0
        self.cancelled = False

    def position(self, columns, heights):
        """The runs position of a real one reached from the layout (a Python int)."""
        code = self.parking.coarse(columns, heights)
        depths = self.parking.depths(code)
        for i, start in enumerate(self.layout):
            depth = depths[i]
            if not depth:
                continue
            col = next(col for col in columns if col and col[0] == start[0])
            if len(col) > depth:
                code += _RANK_TABLE[col[len(col) - 1]] << self.run_shift[i]
        return code

    @property
    def lost(self):
        """The positions proven lost (a copy)."""
        return self._as_set(&self.lost_set)

    @property
    def won(self):
        """The positions known to reach a win (a copy)."""
        return self._as_set(&self.won_set)

    cdef set _as_set(self, PairSet* s):
        cdef set out = set()
        cdef Py_ssize_t i
        if s.has_zero:
            out.add(0)
        for i in range(s.capacity):
            if s.slots[i].lo != 0 or s.slots[i].hi != 0:
                out.add(self._join(s.slots[i]))
        return out

    cdef object _join(self, Pair p):
        return (<object>p.hi << self.top_bit) | <object>p.lo

    cdef Pair _split(self, object code) except *:
        cdef Pair p
        if code < 0 or code >> self.top_bit >= (1 << 64):
            raise ValueError(f"not a runs position of this layout: {code!r}")
        p.lo = code & self.coarse_mask
        p.hi = code >> self.top_bit
        return p

    def _children(self, here):
        """The children of ``here`` in the order the search tries them (for tests)."""
        cdef Pair out[MOST_CHILDREN]
        cdef Pair p = self._split(here)
        cdef Py_ssize_t count = self._fill_children(p.lo, p.hi, out)
        return [self._join(out[k]) for k in range(count)]

    cdef Py_ssize_t _fill_children(self, uint64_t lo, uint64_t hi, Pair* out) noexcept nogil:
        """:meth:`.runs_game.Runs._children` into ``out``: cards home first,
        then the moves, each list in the order the Python one is built."""
        cdef int depths[MAX_COLUMNS]
        cdef int runs[MAX_COLUMNS]
        cdef int heights[4]
        # Per rank, the columns whose top card has it, as bits.
        cdef uint64_t by_top[16]
        cdef Pair moves[MOST_CHILDREN]
        cdef Py_ssize_t homes = 0, count = 0
        cdef int i, j, suit, rank, below, top, depth, column, back, card
        cdef uint64_t columns, lifted_hi, fewer_lo
        cdef int ncols = self.ncols
        memset(by_top, 0, sizeof(by_top))
        for suit in range(4):
            heights[suit] = <int>(lo >> (4 * suit) & 15)
        for i in range(ncols):
            depths[i] = <int>(lo >> self.c_shift[i] & self.depth_mask)
            runs[i] = <int>(hi >> (4 * i) & 15)
            top = runs[i] if runs[i] else self.rank_at[i][depths[i]]
            if top:
                by_top[top] |= (<uint64_t>1) << i
        for i in range(ncols):
            depth = depths[i]
            rank = runs[i]
            if rank:
                # The run's top card leaves: the run ends one rank higher,
                # or is gone.
                below = rank + 1 if rank + 1 < self.rank_at[i][depth] else 0
                lifted_hi = hi - ((<uint64_t>rank) << (4 * i)) + ((<uint64_t>below) << (4 * i))
                for suit in range(4):
                    if heights[suit] == rank - 1:
                        column = self.place_col[suit * 13 + rank - 1]
                        if column < 0:
                            column = ncols - 1  # as Python reads index -1
                        if depths[column] <= self.place_index[suit * 13 + rank - 1]:
                            out[homes].lo = lo + ((<uint64_t>1) << (4 * suit))
                            out[homes].hi = lifted_hi
                            homes += 1
                columns = by_top[rank + 1]
                while columns:
                    j = gm_ctz(columns)
                    columns &= columns - 1
                    moves[count].lo = lo
                    moves[count].hi = lifted_hi - ((<uint64_t>runs[j]) << (4 * j)) + (
                        (<uint64_t>rank) << (4 * j)
                    )
                    count += 1
                    if not runs[j]:
                        back = self.next_at[j][depths[j]]
                        if back >= 0 and RANK[back] == rank and heights[SUIT[back]] < rank:
                            moves[count].lo = lo + self.c_unit[j]
                            moves[count].hi = lifted_hi
                            count += 1
            elif depth:
                card = self.next_at[i][depth - 1]
                rank = RANK[card]
                suit = SUIT[card]
                fewer_lo = lo - self.c_unit[i]
                if heights[suit] == rank - 1:
                    out[homes].lo = fewer_lo + ((<uint64_t>1) << (4 * suit))
                    out[homes].hi = hi
                    homes += 1
                if depth > 1:
                    columns = by_top[rank + 1]
                    while columns:
                        j = gm_ctz(columns)
                        columns &= columns - 1
                        moves[count].lo = fewer_lo
                        moves[count].hi = hi - ((<uint64_t>runs[j]) << (4 * j)) + (
                            (<uint64_t>rank) << (4 * j)
                        )
                        count += 1
        memcpy(out + homes, moves, count * sizeof(Pair))
        return homes + count

    cdef int _push(self, Py_ssize_t depth, Pair here) except -1 nogil:
        """Put ``here`` on the path at ``depth`` with its children."""
        cdef Py_ssize_t first = self.frames[depth - 1].end if depth else 0
        cdef void* grown
        if depth >= self.frames_capacity:
            grown = realloc(self.frames, 2 * self.frames_capacity * sizeof(PathFrame))
            if grown == NULL:
                with gil:
                    raise MemoryError()
            self.frames = <PathFrame*>grown
            self.frames_capacity *= 2
        if first + MOST_CHILDREN > self.buffer_capacity:
            grown = realloc(self.buffer, 2 * self.buffer_capacity * sizeof(Pair))
            if grown == NULL:
                with gil:
                    raise MemoryError()
            self.buffer = <Pair*>grown
            self.buffer_capacity *= 2
        cdef PathFrame* frame = &self.frames[depth]
        frame.here = here
        frame.first = first
        frame.next = first
        frame.end = first + self._fill_children(here.lo, here.hi, self.buffer + first)
        return 0

    cdef long long _coarse_nodes(self) except? -1 nogil:
        if self.fast:
            return self.core.nodes
        with gil:
            return self.parking.nodes

    cdef int _coarse_lost(self, uint64_t code, long long budget) except -2 nogil:
        """1 if the coarse game proves ``code`` lost, else 0."""
        if self.fast:
            return self.core.lost_nogil(code, budget, NULL) == 1
        with gil:
            return 1 if self.parking.is_lost(code, budget) else 0

    def is_lost(self, start, long long budget, cancelled=None):
        """:meth:`.runs_game.Runs.is_lost`: True if ``start`` is proven lost,
        False if a line wins, None if ``budget`` was not enough to tell.

        Over the compiled coarse game the search lets go of Python's lock,
        taking it back only to ask ``cancelled``."""
        cdef Pair first = self._split(start)
        if _set_has(&self.lost_set, first.lo, first.hi):
            return True
        if _set_has(&self.won_set, first.lo, first.hi) or first.lo & HEIGHTS_MASK == ALL_HOME:
            return False
        # Read at each question, so that the reference's settings (and a
        # test's changes to them) hold here too.
        cdef Py_ssize_t known_cap = _reference.KNOWN_CAP
        cdef long long ask = _reference.ASK
        cdef long long poll = _reference.POLL_INTERVAL
        if budget < 1 or self.lost_set.size + self.won_set.size >= known_cap:
            return None
        cdef PyObject* said = NULL if cancelled is None else <PyObject*>cancelled
        cdef int verdict
        if self.busy:
            raise RuntimeError("this runs game is already answering a question")
        self.busy = True
        try:
            if self.fast:
                with nogil:
                    verdict = self._search(first, budget, said, known_cap, ask, poll)
            else:
                verdict = self._search(first, budget, said, known_cap, ask, poll)
        finally:
            self.busy = False
        return None if verdict < 0 else verdict == 1

    cdef int _search(
        self, Pair first, long long budget, PyObject* cancelled, Py_ssize_t known_cap, long long ask, long long poll
    ) except -2 nogil:
        """The search of :meth:`is_lost` from ``first`` (neither known nor
        won): 1 lost, 0 won, -1 not told."""
        cdef long long num = self.cost_num, den = self.cost_den
        # Work, as the reference counts it, times den.
        cdef long long scaled_budget = budget * den
        cdef long long next_poll = poll * den
        cdef long long coarse_before = self._coarse_nodes()
        cdef long long looked = 1, work, coarse_budget
        cdef Py_ssize_t depth = 0, k
        cdef PathFrame* frame
        cdef Pair child
        cdef int coarse_lost
        cdef bint stop
        _set_clear(&self.visited)
        _set_add(&self.visited, first.lo, first.hi)
        self._push(0, first)
        depth = 1
        while depth:
            frame = &self.frames[depth - 1]
            if frame.next == frame.end:
                depth -= 1
                continue
            child = self.buffer[frame.next]
            frame.next += 1
            if _set_has(&self.visited, child.lo, child.hi) or _set_has(&self.lost_set, child.lo, child.hi):
                continue
            if child.lo & HEIGHTS_MASK == ALL_HOME or _set_has(&self.won_set, child.lo, child.hi):
                for k in range(depth):
                    _set_add(&self.won_set, self.frames[k].here.lo, self.frames[k].here.hi)
                self.nodes += looked
                return 0
            _set_add(&self.visited, child.lo, child.hi)
            work = looked * den + (self._coarse_nodes() - coarse_before) * num
            # int((budget - work) / coarse_cost): C division truncates toward zero as int() does.
            coarse_budget = (scaled_budget - work) / num
            coarse_lost = self._coarse_lost(child.lo, ask if ask < coarse_budget else coarse_budget)
            work = looked * den + (self._coarse_nodes() - coarse_before) * num
            if work >= scaled_budget:
                self.nodes += looked
                return -1
            # Polled by the work done, coarse questions included.
            if cancelled != NULL and work >= next_poll:
                with gil:
                    stop = bool((<object>cancelled)())
                if stop:
                    self.nodes += looked
                    self.cancelled = True
                    return -1
                next_poll = work + poll * den
            if coarse_lost:
                continue
            looked += 1
            self._push(depth, child)
            depth += 1
        # Nothing the search met reaches a win: all of it is lost.
        if self.lost_set.size + self.visited.size <= known_cap:
            for k in range(self.visited.capacity):
                child = self.visited.slots[k]
                if child.lo != 0 or child.hi != 0:
                    _set_add(&self.lost_set, child.lo, child.hi)
            if self.visited.has_zero:
                _set_add(&self.lost_set, 0, 0)
        else:
            _set_add(&self.lost_set, first.lo, first.hi)
        self.nodes += looked
        return 1
