"""A guard against a PySide6 binding fault on Python 3.11.

PySide6 6.12 returns ``None`` from every void Qt method without adding a
reference to it (harmless from Python 3.12, where None is immortal). On 3.11
each call such as ``item.setPos()`` takes one reference away from None, and
after enough calls, a long drag or an animation, Python aborts with
"none_dealloc: deallocating None". Giving None a vast reference count makes it
as immortal as 3.12 does; nothing else is touched.
"""

from __future__ import annotations

import ctypes
import sys

_BALLAST = 1 << 40


def keep_none_alive() -> None:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    refcount = ctypes.c_ssize_t.from_address(id(None))
    if refcount.value < _BALLAST:
        refcount.value += _BALLAST
