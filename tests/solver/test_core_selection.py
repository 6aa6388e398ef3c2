"""Which solver core runs (goodmeasure/solver/core.py): the
environment variable's choices, a build left behind by an edit, the hint
budget per core, and ``solve --json`` naming the core."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

from goodmeasure.cli import main
from goodmeasure.engine import deal, get_game, write_deal
from goodmeasure.solver import core, solve
from goodmeasure.solver.search.result import COMPILED_HINT_BUDGET, HINT_BUDGET

ROOT = Path(__file__).resolve().parents[2]
BUILD_HINT = "the compiled solver core is not built here: python setup.py build_ext --inplace builds it"

#: A folder as an in-place build leaves it, the build's record, its modules.
Build = tuple[Path, core.Built, dict[str, Path | None]]

BUILT = core._State(core.CompiledCore(*map(types.ModuleType, core.COMPILED_MODULES)), "")
NOT_BUILT = core._State(None, "the compiled solver core is not built (_core, _runs missing)")


@pytest.mark.parametrize(
    ("wanted", "state", "runs"),
    [
        (None, BUILT, "compiled"),
        ("", BUILT, "compiled"),
        (None, NOT_BUILT, "python"),
        ("python", BUILT, "python"),
        (" Python ", BUILT, "python"),
        ("python", NOT_BUILT, "python"),
        ("compiled", BUILT, "compiled"),
    ],
)
def test_the_environment_picks_the_core(wanted: str | None, state: core._State, runs: str) -> None:
    assert core.choose(wanted, state) == runs


@pytest.mark.parametrize("wanted", ["fast", "cython", "0", "pure"])
def test_an_unknown_core_is_refused(wanted: str) -> None:
    with pytest.raises(ValueError, match="is not a solver core: 'compiled' or 'python'"):
        core.choose(wanted, BUILT)


def test_the_compiled_core_asked_for_where_it_is_not_built_is_an_error() -> None:
    with pytest.raises(ImportError, match="GOODMEASURE_CORE=compiled, but the compiled solver core is not"):
        core.choose("compiled", NOT_BUILT)


def test_an_unknown_core_is_refused_by_the_command(tmp_path: Path) -> None:
    path = tmp_path / "gm.deal"
    path.write_text(write_deal(deal("good-measure", 1)), encoding="utf-8")
    ran = _goodmeasure(["solve", str(path), "--json"], GOODMEASURE_CORE="fast")
    assert ran.returncode != 0 and not ran.stdout
    assert "GOODMEASURE_CORE='fast' is not a solver core" in ran.stderr


# --- a build left behind by an edit ---------------------------------------------


def _setup_py() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("goodmeasure_setup", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # defines, builds nothing (not __main__)
    return module


@pytest.fixture
def build(tmp_path: Path) -> Build:
    """A folder as an in-place build leaves it: sources, modules and the
    record of both, as setup.py writes it."""
    for family in ("bakers_family", "gloucestershire"):
        (tmp_path / family).mkdir()
    (tmp_path / "bakers_family" / "_core.pyx").write_text("# the coarse game\n", encoding="utf-8")
    (tmp_path / "bakers_family" / "_core.pxd").write_text("# its C view\n", encoding="utf-8")
    (tmp_path / "bakers_family" / "_runs.pyx").write_text("# the runs game\n", encoding="utf-8")
    (tmp_path / "gloucestershire" / "_seed.pyx").write_text("# the seed rule\n", encoding="utf-8")
    modules: dict[str, Path | None] = {}
    for name in core.COMPILED_MODULES:
        modules[name] = tmp_path / f"{name.replace('.', '/')}.so"
        modules[name].write_bytes(f"machine code of {name}".encode())  # type: ignore[union-attr]
    binaries = {name: hashlib.sha256(path.read_bytes()).hexdigest() for name, path in modules.items() if path}
    return tmp_path, core.Built(_setup_py().sources_digest(tmp_path), binaries), modules


def test_a_fresh_build_runs(build: Build) -> None:
    folder, built, modules = build
    assert built.sources == core.sources_digest(folder)  # setup.py and core.py digest alike
    assert core.stale_reason(folder, built, modules) is None


@pytest.mark.parametrize(
    "edited",
    [
        "bakers_family/_core.pyx",
        "bakers_family/_core.pxd",
        "bakers_family/_runs.pyx",
        "gloucestershire/_seed.pyx",
    ],
)
def test_a_build_left_behind_by_an_edit_is_not_run(build: Build, edited: str) -> None:
    folder, built, modules = build
    with (folder / edited).open("a", encoding="utf-8") as source:
        source.write("# an edit\n")
    assert "built from other sources" in (core.stale_reason(folder, built, modules) or "")
    # A new source file counts too.
    (folder / edited).unlink()
    assert core.stale_reason(folder, built, modules) is not None


def test_a_module_rebuilt_another_way_is_not_run(build: Build) -> None:
    """cythonize -i after an edit, the edit then undone: the sources match
    the record again, the module does not."""
    folder, built, modules = build
    assert modules["gloucestershire._seed"] is not None
    modules["gloucestershire._seed"].write_bytes(b"other machine code")
    assert "not the one setup.py built" in (core.stale_reason(folder, built, modules) or "")


def test_a_build_without_its_record_or_a_module_is_not_run(
    build: Build,
) -> None:
    folder, built, modules = build
    assert "without setup.py's record" in (core.stale_reason(folder, None, modules) or "")
    missing = {**modules, "bakers_family._runs": None}
    assert "not built (bakers_family._runs missing)" in (core.stale_reason(folder, built, missing) or "")


def test_an_installed_core_without_its_sources_runs(build: Build) -> None:
    """A wheel or a bundle ships no .pyx: it runs the modules it was built with."""
    folder, built, modules = build
    for source in [*folder.rglob("*.pyx"), *folder.rglob("*.pxd")]:
        source.unlink()
    assert core.stale_reason(folder, built, modules) is None


def test_the_package_does_not_run_a_stale_build(monkeypatch: pytest.MonkeyPatch) -> None:
    """The package's own check, with a record naming other sources: not
    run, and asked for by name an error that says how to build it."""
    pytest.importorskip("goodmeasure.solver.bakers_family._core", reason=BUILD_HINT)
    record = types.ModuleType("goodmeasure.solver._built_from")
    record.SOURCES = "0" * 64  # type: ignore[attr-defined]
    record.BINARIES = {}  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, record.__name__, record)
    monkeypatch.setattr(sys.modules["goodmeasure.solver"], "_built_from", record, raising=False)
    state = core._inspect()
    assert state.modules is None and "other sources" in state.why_not
    assert core.choose(None, state) == "python"
    with pytest.raises(ImportError, match="python setup.py build_ext --inplace"):
        core.choose("compiled", state)


def test_the_built_core_is_fresh_and_runs() -> None:
    """Where the compiled core is built into the checkout, it is the
    sources' own and runs (an edit since needs a new build)."""
    pytest.importorskip("goodmeasure.solver.bakers_family._core", reason=BUILD_HINT)
    assert core._STATE.why_not == ""
    assert core.available() == ("compiled", "python")
    modules = core.compiled_modules("compiled")
    assert modules is not None
    assert [m.__name__.removeprefix("goodmeasure.solver.") for m in modules] == list(core.COMPILED_MODULES)
    if os.environ.get(core.CORE_VARIABLE, "") != "python":
        assert core.CORE == "compiled" and core.compiled_modules() is modules
    else:
        assert core.CORE == "python" and core.compiled_modules() is None
    assert core.compiled_modules("python") is None


def test_the_compiled_core_asked_for_by_the_search_where_it_cannot_run_is_an_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(core, "_STATE", NOT_BUILT)
    with pytest.raises(ImportError, match="not built"):
        core.compiled_modules("compiled")
    assert core.compiled_modules("python") is None
    assert core.available() == ("python",)


def test_solve_searches_the_core_it_is_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    position = deal("good-measure", 4)
    flowers = deal("gloucestershire", 4)
    # Either core where both can run, and the same answer from both.
    if "compiled" in core.available():
        assert solve(position, 3000, core="compiled") == solve(position, 3000, core="python")
        assert solve(flowers, 3000, core="compiled") == solve(flowers, 3000, core="python")
    # Asked for by name, the compiled core that cannot run is an error, not
    # a quiet fallback, in Good Measure and Gloucestershire; Golf has one
    # search whatever the core.
    monkeypatch.setattr(core, "_STATE", NOT_BUILT)
    monkeypatch.setattr(core, "CORE", "python")
    for searched in (position, flowers):
        with pytest.raises(ImportError, match="not built"):
            solve(searched, 3000, core="compiled")
        assert solve(searched, 3000, core="python").nodes > 0
    assert solve(deal("golf", 4), 3000, core="compiled").nodes > 0


# --- hint budgets ------------------------------------------------------------------


@pytest.mark.parametrize("running", ["compiled", "python"])
def test_golf_and_the_free_bouquet_keep_the_pure_python_hint_budget(
    running: core.CoreName, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Golf and Gloucestershire with the free bouquet have one search, in
    Python; the others run on the core that runs, with its budget."""
    monkeypatch.setattr(core, "CORE", running)
    for game in (get_game("golf"), get_game("gloucestershire", {"free-bouquet"})):
        assert core.core_of(game) == "python"
        assert core.hint_budget(game) == HINT_BUDGET
    for game in (get_game("good-measure"), get_game("bakers-dozen"), get_game("gloucestershire")):
        assert core.core_of(game) == running
        assert core.hint_budget(game) == core.hint_budget_of(running)


def test_each_core_has_its_hint_budget() -> None:
    assert core.hint_budget_of("python") == HINT_BUDGET == 20_000
    assert core.hint_budget_of("compiled") == COMPILED_HINT_BUDGET


# --- solve --json names the core ---------------------------------------------------


def _goodmeasure(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **env}
    return subprocess.run(
        [sys.executable, "-m", "goodmeasure", *args],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )


@pytest.mark.parametrize(("game", "number"), [("bakers-dozen", 4), ("golf", 7)])
def test_solve_json_names_the_core_that_ran(
    game: str, number: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "position.deal"
    path.write_text(write_deal(deal(game, number)), encoding="utf-8")
    assert main(["solve", str(path), "--json", "--budget", "500"]) == 0
    said = json.loads(capsys.readouterr().out)["core"]
    assert said == (core.CORE if game == "bakers-dozen" else "python")


def test_solve_json_names_the_pure_python_core_when_the_environment_asks(tmp_path: Path) -> None:
    path = tmp_path / "bd4.deal"
    path.write_text(write_deal(deal("bakers-dozen", 4)), encoding="utf-8")
    ran = _goodmeasure(["solve", str(path), "--json", "--budget", "500"], GOODMEASURE_CORE="python")
    assert ran.returncode == 0, ran.stderr
    assert json.loads(ran.stdout)["core"] == "python"
