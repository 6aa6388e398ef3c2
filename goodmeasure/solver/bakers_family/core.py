"""Which core runs the Good Measure family's search: compiled or pure Python.

(Provisional: the lead's stand-in until the selection module lands.)
"""

from __future__ import annotations

import os
from types import ModuleType
from typing import Literal, NamedTuple

CoreName = Literal["compiled", "python"]


class CompiledCore(NamedTuple):
    core: ModuleType
    runs: ModuleType


def _load() -> CompiledCore | None:
    try:
        from . import _core
    except ImportError:
        return None
    try:
        from . import _runs
    except ImportError:
        from . import runs_game as _runs
    return CompiledCore(_core, _runs)


_COMPILED = _load()
CORE: CoreName = (
    "compiled" if _COMPILED is not None and os.environ.get("GOODMEASURE_CORE") != "python" else "python"
)


def compiled_modules(core: CoreName | None = None) -> CompiledCore | None:
    if (core or CORE) == "python":
        return None
    if _COMPILED is None:
        raise ImportError("the compiled solver core is not built")
    return _COMPILED
