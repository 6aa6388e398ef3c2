# The compiled core's coarse game (see _core.pyx and coarse_game.py): what
# another compiled module (_runs.pyx) may call without going through Python.
from cpython.ref cimport PyObject
from libc.stdint cimport int8_t, uint64_t

# Bit helpers for the compiled modules, portable to MSVC (32-bit too: no
# 64-bit intrinsics there) as well as GCC and Clang.
cdef extern from *:
    """
    #if defined(_MSC_VER)
    #include <intrin.h>
    static __inline int gm_ctz(unsigned long long x) {
        unsigned long index;
    #if defined(_M_X64) || defined(_M_ARM64)
        _BitScanForward64(&index, x);
    #else
        if (_BitScanForward(&index, (unsigned long)x)) return (int)index;
        _BitScanForward(&index, (unsigned long)(x >> 32));
        index += 32;
    #endif
        return (int)index;
    }
    static __inline int gm_popcount(unsigned long long x) {
    #if defined(_M_X64)
        return (int)__popcnt64(x);
    #else
        return (int)(__popcnt((unsigned int)x) + __popcnt((unsigned int)(x >> 32)));
    #endif
    }
    #else
    static inline int gm_ctz(unsigned long long x) { return __builtin_ctzll(x); }
    static inline int gm_popcount(unsigned long long x) { return __builtin_popcountll(x); }
    #endif
    """
    int gm_ctz(unsigned long long x) nogil
    int gm_popcount(unsigned long long x) nogil

# Most columns a game of the family deals (Baker's Dozen), and most cards a
# column of a layout holds.
cdef enum:
    MAX_COLUMNS = 13
    MAX_DEPTH = 15

cdef struct KnownTable:
    # Open addressing over coarse positions: 0 marks a free slot (no coarse
    # position is 0: it would be every column empty with nothing home).
    uint64_t* keys
    int8_t* values
    Py_ssize_t capacity
    Py_ssize_t size

cdef enum:
    MAX_STEPS = 32

# One coarse position on the coarse game's stack: its counts (see
# Parking._counts) and the moves not yet tried, the next one last.
cdef struct Frame:
    uint64_t here
    int depth[MAX_COLUMNS]
    int heights[4]
    uint64_t parked
    int p[15]
    int t[15]
    int nsteps
    uint64_t step_code[MAX_STEPS]
    int step_column[MAX_STEPS]
    int step_suit[MAX_STEPS]

cdef class CoarseGame:
    cdef Frame* frames
    cdef readonly tuple layout
    cdef readonly int depth_mask
    cdef readonly tuple shift
    cdef readonly tuple unit
    cdef public long long nodes
    cdef public bint cancelled
    cdef int ncols
    cdef int c_shift[MAX_COLUMNS]
    cdef uint64_t c_unit[MAX_COLUMNS]
    cdef int layout_len[MAX_COLUMNS]
    cdef int layout_card[MAX_COLUMNS][MAX_DEPTH]
    cdef uint64_t in_place[MAX_COLUMNS][MAX_DEPTH + 1]
    cdef int place_col[52]
    cdef int place_index[52]
    cdef uint64_t cards
    cdef KnownTable known
    cdef KnownTable undecided

    # 1: no coarse line wins (lost), 0: one does, -1: not told within budget.
    # (It holds Python's lock only to ask ``cancelled``, if not None.)
    cdef int lost(self, uint64_t start, long long budget, object cancelled) except -2
    # The same without Python's lock (``cancelled`` may be NULL).
    cdef int lost_nogil(self, uint64_t start, long long budget, PyObject* cancelled) except -2 nogil
    cdef int won(self, int k, long long looked) except -2 nogil
    cdef void counts(self, uint64_t here, Frame* frame) noexcept nogil
    cdef void after(self, Frame* before, uint64_t code, int column, int suit, Frame* frame) noexcept nogil
    cdef void children(self, Frame* frame) noexcept nogil
    # 1: known to reach a coarse win, 0: known lost, -1: not known.
    cdef int answer(self, uint64_t code) noexcept nogil
