# The compiled core's coarse game (see _core.pyx and coarse_game.py): what
# another compiled module (_runs.pyx) may call without going through Python.
from libc.stdint cimport int8_t, uint64_t

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

cdef class CoarseGame:
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
    cdef int lost(self, uint64_t start, long long budget, object cancelled) except -2
    # 1: known to reach a coarse win, 0: known lost, -1: not known.
    cdef int answer(self, uint64_t code) noexcept
