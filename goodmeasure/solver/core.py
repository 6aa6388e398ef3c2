"""Which core runs the solver's exhaustive searches: compiled or pure Python.

The compiled core is three Cython extension modules, built by setup.py
where Cython and a C compiler are at hand: ``bakers_family/_core`` (the
coarse game and the best-first search over compact C state) and
``bakers_family/_runs`` (the runs game) for Good Measure and Baker's Dozen,
``gloucestershire/_seed`` for Gloucestershire under the seed rule. The
pure-Python modules beside them stay the reference and the fallback: both
cores give the same verdicts and lines for the same budget; the compiled
one is only faster, and so gets a larger hint budget
(:func:`hint_budget_of`). Golf and Gloucestershire with the free bouquet
have one search, in Python.

``GOODMEASURE_CORE`` picks: unset, the compiled core where it is built and
the pure-Python one elsewhere; ``python`` the pure-Python one even where the
compiled one is built; ``compiled`` the compiled one or an error at import.
Any other value is refused. ``goodmeasure solve --json`` names the core
that ran ("core").

An in-place build (``python setup.py build_ext --inplace``) that an edit of
the .pyx/.pxd sources has left behind is not run: setup.py writes down the
digest of the sources it compiled and of each module it built
(``_built_from.py`` in this package), and where the sources sit beside the
modules (a checkout) they must still match. An installed wheel or a bundle
carries no sources, and runs the modules it was built with.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import os
from collections.abc import Mapping
from pathlib import Path
from types import ModuleType
from typing import Literal, NamedTuple

from ..engine import Game
from .search.result import COMPILED_HINT_BUDGET, HINT_BUDGET

CoreName = Literal["compiled", "python"]

#: The environment variable that picks a core.
CORE_VARIABLE = "GOODMEASURE_CORE"
#: The compiled core's modules, under this package (setup.py builds the same).
COMPILED_MODULES = ("bakers_family._core", "bakers_family._runs", "gloucestershire._seed")
#: How to build the compiled core into a checkout, for the messages.
BUILD_IN_PLACE = "python setup.py build_ext --inplace"

_FOLDER = Path(__file__).resolve().parent


class Built(NamedTuple):
    """What setup.py wrote down when it built the compiled core."""

    sources: str
    binaries: Mapping[str, str]


def sources_digest(folder: Path) -> str | None:
    """The digest of every .pyx and .pxd under ``folder``, as setup.py takes
    it; None where there are none (an installed wheel, a bundle)."""
    paths = sorted(
        [*folder.rglob("*.pyx"), *folder.rglob("*.pxd")], key=lambda p: p.relative_to(folder).as_posix()
    )
    if not paths:
        return None
    digest = hashlib.sha256()
    for path in paths:
        data = path.read_bytes()
        digest.update(f"{path.relative_to(folder).as_posix()}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def stale_reason(folder: Path, built: Built | None, modules: Mapping[str, Path | None]) -> str | None:
    """Why the compiled core in ``folder`` must not run, or None when it may:
    ``built`` is the build's record, ``modules`` each compiled module's file
    (None: not there)."""
    missing = [name for name in COMPILED_MODULES if modules.get(name) is None]
    if missing:
        return f"the compiled solver core is not built ({', '.join(missing)} missing)"
    if built is None:
        return "the compiled solver core was built without setup.py's record of its sources"
    sources = sources_digest(folder)
    if sources is None:
        return None  # installed without its sources: it runs what it was built with
    if sources != built.sources:
        return "the compiled solver core was built from other sources than those beside it (edited since)"
    for name in COMPILED_MODULES:
        path = modules[name]
        assert path is not None
        if hashlib.sha256(path.read_bytes()).hexdigest() != built.binaries.get(name):
            return f"the compiled solver core's {name} is not the one setup.py built (rebuilt another way)"
    return None


class CompiledCore(NamedTuple):
    """The compiled core's modules."""

    core: ModuleType  # bakers_family._core: the coarse game, the order test, the best-first search
    runs: ModuleType  # bakers_family._runs: the runs game
    seed: ModuleType  # gloucestershire._seed: Gloucestershire's search under the seed rule


class _State(NamedTuple):
    modules: CompiledCore | None
    why_not: str


def _inspect() -> _State:
    """The compiled core's modules when they are built and fresh, else why not."""
    try:
        from . import _built_from
    except ImportError:
        built = None
    else:
        built = Built(_built_from.SOURCES, _built_from.BINARIES)
    files: dict[str, Path | None] = {}
    for name in COMPILED_MODULES:
        spec = importlib.util.find_spec(f"{__package__}.{name}")
        files[name] = None if spec is None or spec.origin is None else Path(spec.origin)
    why_not = stale_reason(_FOLDER, built, files)
    if why_not is not None:
        return _State(None, f"{why_not} ({BUILD_IN_PLACE} builds it into a checkout)")
    try:
        modules = [importlib.import_module(f"{__package__}.{name}") for name in COMPILED_MODULES]
    except Exception as error:  # noqa: BLE001 -- any failure to load: the pure-Python core runs
        return _State(None, f"the compiled solver core does not load ({type(error).__name__}: {error})")
    return _State(CompiledCore(*modules), "")


def choose(wanted: str | None, state: _State) -> CoreName:
    """The core that runs for ``GOODMEASURE_CORE=wanted`` (None: unset)."""
    name = (wanted or "").strip().lower()
    if name not in ("", "compiled", "python"):
        raise ValueError(
            f"{CORE_VARIABLE}={wanted!r} is not a solver core: 'compiled' or 'python' "
            "(unset: the compiled core where it is built)"
        )
    if name == "python":
        return "python"
    if state.modules is not None:
        return "compiled"
    if name == "compiled":
        raise ImportError(f"{CORE_VARIABLE}=compiled, but {state.why_not}")
    return "python"


_STATE = _inspect()

#: The core that runs the searches that have a compiled one (:func:`core_of`).
CORE: CoreName = choose(os.environ.get(CORE_VARIABLE), _STATE)


def check_choice() -> None:
    """Raise what :func:`choose` raises if ``GOODMEASURE_CORE`` cannot be
    honoured now (the program's entry checks it before it starts; loading
    this module raises the same where the variable was bad from the start)."""
    choose(os.environ.get(CORE_VARIABLE), _STATE)


def available() -> tuple[CoreName, ...]:
    """The cores this installation can run ("python" always)."""
    return ("compiled", "python") if _STATE.modules is not None else ("python",)


def compiled_modules(core: CoreName | None = None) -> CompiledCore | None:
    """What a search runs with ``core`` (None: :data:`CORE`): the
    compiled core's modules, or None for the pure-Python modules. Asking for
    the compiled core where it cannot run (not built, not loading, or left
    behind by an edit) is an error that says why."""
    if (core or CORE) == "python":
        return None
    if _STATE.modules is None:
        raise ImportError(_STATE.why_not)
    return _STATE.modules


def hint_budget_of(core: CoreName) -> int:
    """Nodes for a hint with ``core``, in a game it searches (:func:`core_of`)."""
    return COMPILED_HINT_BUDGET if core == "compiled" else HINT_BUDGET


def core_of(game: Game) -> CoreName:
    """The core that searches ``game``: :data:`CORE` where its family has a
    compiled search for it (Good Measure, Baker's Dozen, Gloucestershire
    under the seed rule); elsewhere pure Python, whichever core is built."""
    from .search.dispatch import REGISTRY

    family = REGISTRY.get(game.name)
    return CORE if family is not None and family.has_compiled_search(game) else "python"


def hint_budget(game: Game) -> int:
    """Nodes for a hint in ``game`` with the core that searches it."""
    return hint_budget_of(core_of(game))
