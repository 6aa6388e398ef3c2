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


def test_source_archive_carries_tests_tools_and_translation_sources(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(
        REPO,
        source,
        ignore=shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache"),
    )
    out = tmp_path / "out"
    out.mkdir()
    hook = f"from setuptools import build_meta; print(build_meta.build_sdist({str(out)!r}))"
    result = run([sys.executable, "-c", hook], cwd=source, env=dict(os.environ), timeout=300)
    assert result.returncode == 0, "building the source archive failed\n" + describe(result)
    (archive,) = out.glob("goodmeasure-*.tar.gz")
    with tarfile.open(archive) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    wanted = set(FILES)
    for folder in WHOLE:
        wanted |= _checkout_files(folder)
    missing = sorted(wanted - names)
    assert not missing, f"the source archive lacks {missing[:10]} ({len(missing)} in all)"
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]
