"""setup.py builds the solver's compiled core where it can, and the package
all the same where it cannot: without a C compiler (or Cython) one calm line
and the pure-Python core; GOODMEASURE_BUILD_CORE=0 without it on purpose,
=1 with it or not at all; and each build writes down what it compiled.

Each build runs ``python setup.py build_ext`` in a copy of what it needs
(setup.py, pyproject.toml and the core's sources), never in the checkout.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import shutil
import sys
from pathlib import Path

import pytest
from install_checks import REPO, describe, run

from goodmeasure.solver import core

pytestmark = pytest.mark.slow

#: The package the compiled core is built in (its modules in its families' folders).
CORE_FOLDER = Path("goodmeasure", "solver")
NOTE = "the solver runs its pure-Python core (same results, slower)."


@pytest.fixture
def source(tmp_path: Path) -> Path:
    root = tmp_path / "source"
    for name in ("setup.py", "pyproject.toml", "README.md", "LICENSE", "resources/cards/LICENSE"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / name, root / name)
    for path in [*(REPO / CORE_FOLDER).rglob("*.pyx"), *(REPO / CORE_FOLDER).rglob("*.pxd")]:
        copy = root / CORE_FOLDER / path.relative_to(REPO / CORE_FOLDER)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, copy)
    return root


def _build(source: Path, **env: str) -> tuple[int, list[str], Path]:
    """Run build_ext into source/lib: its exit status, its lines that speak
    for goodmeasure, and the folder of the compiled core."""
    environment = {k: v for k, v in os.environ.items() if k != "GOODMEASURE_BUILD_CORE"}
    environment.update(env)
    command = [sys.executable, "setup.py", "-q", "build_ext", "--build-lib", "lib", "--build-temp", "tmp"]
    result = run(command, cwd=source, env=environment, timeout=600)
    said = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith("goodmeasure:")]
    if result.returncode != 0 and not said:
        pytest.fail("setup.py failed without saying why\n" + describe(result))
    return result.returncode, said, source / "lib" / CORE_FOLDER


def _copied_record(source: Path) -> None:
    """What build_py copies into a wheel's tree where an in-place build left
    its record in the checkout: gone again once build_ext made no core."""
    folder = source / "lib" / CORE_FOLDER
    folder.mkdir(parents=True)
    (folder / "_built_from.py").write_text('SOURCES = ""\nBINARIES = {}\n', encoding="utf-8")


def _built(folder: Path) -> list[Path]:
    return [*folder.rglob("*.so"), *folder.rglob("*.pyd"), *folder.glob("_built_from.py")]


needs_cc = pytest.mark.skipif(
    os.name == "nt", reason="the compiler is hidden through CC, which MSVC does not read"
)


@needs_cc
def test_without_a_compiler_the_build_goes_on_and_says_so_in_one_line(source: Path, tmp_path: Path) -> None:
    _copied_record(source)
    status, said, folder = _build(source, CC=str(tmp_path / "no-such-compiler"))
    assert status == 0
    assert len(said) == 1 and said[0].endswith(NOTE), said
    assert not _built(folder)


def test_goodmeasure_build_core_0_builds_without_it(source: Path) -> None:
    _copied_record(source)
    status, said, folder = _build(source, GOODMEASURE_BUILD_CORE="0")
    assert status == 0
    assert said == [
        f"goodmeasure: GOODMEASURE_BUILD_CORE=0, so the compiled solver core is not built; {NOTE}"
    ]
    assert not _built(folder)


@needs_cc
def test_goodmeasure_build_core_1_fails_where_it_cannot_build_it(source: Path, tmp_path: Path) -> None:
    status, said, folder = _build(source, GOODMEASURE_BUILD_CORE="1", CC=str(tmp_path / "no-such-compiler"))
    assert status != 0
    assert len(said) == 1 and said[0].startswith("goodmeasure: GOODMEASURE_BUILD_CORE=1, but "), said
    assert not _built(folder)


def test_a_build_writes_down_what_it_compiled(source: Path) -> None:
    """The record beside the modules names the sources' digest (as core.py
    takes it) and each module's, and core.py runs what it describes."""
    pytest.importorskip("Cython", reason="Cython builds the compiled core (pip install 'Cython>=3')")
    status, said, folder = _build(source, GOODMEASURE_BUILD_CORE="1")
    assert status == 0 and not said, said
    spec = importlib.util.spec_from_file_location("record", folder / "_built_from.py")
    assert spec is not None and spec.loader is not None
    record = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(record)
    assert core.sources_digest(source / CORE_FOLDER) == record.SOURCES
    modules: dict[str, Path | None] = {}
    for name in core.COMPILED_MODULES:
        family, stem = name.split(".")
        (module,) = [
            p
            for p in (folder / family).iterdir()
            if p.name.startswith(f"{stem}.") and p.suffix in (".so", ".pyd")
        ]
        assert record.BINARIES[name] == hashlib.sha256(module.read_bytes()).hexdigest()
        modules[name] = module
        shutil.copy2(module, source / CORE_FOLDER / family / module.name)
    built = core.Built(record.SOURCES, record.BINARIES)
    assert core.stale_reason(source / CORE_FOLDER, built, modules) is None
    # Cython's C files stay out of the package's folder.
    assert not [p.name for p in (source / CORE_FOLDER).rglob("*.c")]
