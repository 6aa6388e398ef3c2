"""The source archive carries what it takes to test, translate, measure and
package the app (MANIFEST.in), not only what the wheel installs.

It is built with setuptools' own PEP 517 hook from a copy of the checkout,
so nothing is fetched and no egg-info lands in the repo.
"""

from __future__ import annotations

import os
import shutil
import sys
import tarfile
from pathlib import Path

import pytest
from install_checks import REPO, describe, run

from goodmeasure.languages import TRANSLATED

pytestmark = pytest.mark.slow

#: Folders of the checkout the archive must carry whole, and single files.
WHOLE = ("tests", "benchmarks", "tools", "packaging")
FILES = (
    "pyproject.toml",
    "setup.py",
    "README.md",
    "LICENSE",
    "docs/ARCHITECTURE.md",
    *(f"resources/translations/goodmeasure_{language}.ts" for language in TRANSLATED),
)


def _checkout_files(folder: str) -> set[str]:
    return {
        path.relative_to(REPO).as_posix()
        for path in (REPO / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }


def _copy_of_the_checkout(tmp_path: Path) -> Path:
    """The checkout as a clone would have it, without caches or builds."""
    source = tmp_path / "source"
    shutil.copytree(
        REPO,
        source,
        ignore=shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"),
    )
    return source


def _archive_names(source: Path, tmp_path: Path) -> set[str]:
    """The files of the source archive built from ``source``, as paths inside it."""
    out = tmp_path / "out"
    out.mkdir()
    hook = f"from setuptools import build_meta; print(build_meta.build_sdist({str(out)!r}))"
    result = run([sys.executable, "-c", hook], cwd=source, env=dict(os.environ), timeout=300)
    assert result.returncode == 0, "building the source archive failed\n" + describe(result)
    (archive,) = out.glob("goodmeasure-*.tar.gz")
    with tarfile.open(archive) as tar:
        return {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}


def test_source_archive_carries_tests_tools_and_translation_sources(tmp_path: Path) -> None:
    source = _copy_of_the_checkout(tmp_path)
    names = _archive_names(source, tmp_path)
    wanted = set(FILES)
    for folder in WHOLE:
        wanted |= _checkout_files(folder)
    missing = sorted(wanted - names)
    assert not missing, f"the source archive lacks {missing[:10]} ({len(missing)} in all)"
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]


def test_source_archive_builds_the_compiled_core_and_carries_no_build(tmp_path: Path) -> None:
    """The archive carries the compiled solver core's Cython sources (setup.py
    builds them, with or without a compiler), and nothing a build in the
    checkout left there: no compiled module, C file, or record of a build."""
    source = _copy_of_the_checkout(tmp_path)
    solver = source / "goodmeasure" / "solver"
    # As an in-place build leaves the checkout (whether or not one was run).
    (solver / "_built_from.py").write_text('SOURCES = ""\nBINARIES = {}\n', encoding="utf-8")
    for leftover in (
        "bakers_family/_core.cpython-311-x86_64-linux-gnu.so",
        "bakers_family/_core.c",
        "bakers_family/_runs.pyd",
        "gloucestershire/_seed.c",
        "gloucestershire/_seed.cpython-311-x86_64-linux-gnu.so",
    ):
        (solver / leftover).write_bytes(b"built")
    names = _archive_names(source, tmp_path)
    folder = "goodmeasure/solver"
    sources = {
        path.relative_to(REPO).as_posix()
        for pattern in ("*.pyx", "*.pxd", "*.pyi")
        for path in (REPO / folder).rglob(pattern)
    }
    assert {f"{folder}/bakers_family/_core.pxd", f"{folder}/gloucestershire/_seed.pyx"} <= sources
    assert sources <= names
    built = [n for n in names if n.endswith((".so", ".pyd", ".c")) or n.endswith("/_built_from.py")]
    assert not built, built
