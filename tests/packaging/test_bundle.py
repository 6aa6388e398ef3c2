"""The PyInstaller one-folder bundle (packaging/build_bundle.sh) runs without Python.

Runs where PyInstaller is installed (the test extra brings it), or with
GOODMEASURE_TEST_BUNDLE=1, which lets the build script install it first;
GOODMEASURE_TEST_BUNDLE=0 skips it. The build goes to a temporary folder,
never into the checkout, and takes some 15-40 seconds.
"""

from __future__ import annotations

import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest
from install_checks import (
    APP_ID,
    REPO,
    assert_desktop_knows_deal_files,
    assert_smoke_test_output,
    clean_env,
    describe,
    desktop_files,
    expected_resources,
    readme_block,
    require_tools,
    run,
    translation_sample,
)

from goodmeasure import engine
from goodmeasure.languages import TRANSLATED

WANTED = os.environ.get("GOODMEASURE_TEST_BUNDLE", "")

if WANTED == "0":
    pytest.skip("bundle build turned off by GOODMEASURE_TEST_BUNDLE=0", allow_module_level=True)
if WANTED != "1" and importlib.util.find_spec("PyInstaller") is None:
    pytest.skip(
        "PyInstaller is not installed (pip install pyinstaller, or set GOODMEASURE_TEST_BUNDLE=1)",
        allow_module_level=True,
    )
if not sys.platform.startswith("linux"):
    pytest.skip("the bundle test drives the Linux build", allow_module_level=True)

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """DISTPATH/goodmeasure, built by the documented command."""
    work = tmp_path_factory.mktemp("bundle")
    env = dict(os.environ, PYTHON=sys.executable)
    result = run(
        ["bash", REPO / "packaging" / "build_bundle.sh", work / "dist", work / "work"],
        cwd=work,
        env=env,
        timeout=1200,
    )
    assert result.returncode == 0, "building the bundle failed\n" + describe(result)
    folder = work / "dist" / "goodmeasure"
    assert (folder / "goodmeasure").is_file()
    return folder


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    return folder


def test_bundle_carries_the_resources_where_assets_looks(bundle: Path) -> None:
    # goodmeasure/assets.py: <package dir>/resources, the package dir being _internal/goodmeasure.
    resources = bundle / "_internal" / "goodmeasure" / "resources"
    missing = [rel for rel in expected_resources() if not (resources / rel).is_file()]
    assert not missing, f"resources missing from the bundle: {missing}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_bundle_speaks_each_language(bundle: Path, qapp: object, language: str) -> None:
    """The app's translation and Qt's own for the standard buttons sit where
    the frozen app loads them (assets.py; QLibraryInfo's translations folder,
    which the spec thins out), and the app's is the real translation."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    internal = bundle / "_internal"
    ours = internal / "goodmeasure" / "resources" / "translations" / f"goodmeasure_{language}.qm"
    # Qt's own where PySide6 ships one (it has no qtbase_nb: Bokmål's buttons stay English).
    shipped = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{language}.qm"
    bundled = internal / "PySide6" / "Qt" / "translations" / f"qtbase_{language}.qm"
    assert bundled.is_file() == shipped.is_file()
    translator = QTranslator()
    assert translator.load(str(ours)), f"{ours} is not a Qt translation"
    context, english, translated = translation_sample(language)
    assert translator.translate(context, english) == translated


def test_bundle_brings_its_menu_entry(bundle: Path, tmp_path: Path) -> None:
    """packaging/README.md's copy with prefix=<bundle>/_internal, run as written:
    the people without Python get the menu entry, icons and .deal type too."""
    require_tools("find", "install", "update-mime-database", "update-desktop-database")
    data = tmp_path / "data-home"
    env = clean_env(tmp_path / "home")
    env.update(XDG_DATA_HOME=str(data), prefix=str(bundle / "_internal"))
    result = run(["bash", "-c", "set -euo pipefail\n" + readme_block("(for pipx:")], cwd=tmp_path, env=env)
    assert result.returncode == 0, describe(result)
    for where, source in desktop_files().items():
        assert (data / where).read_bytes() == source.read_bytes(), where
    assert (data / "mime" / "packages" / f"{APP_ID}.mime.xml").is_file()
    assert_desktop_knows_deal_files(data)


def test_bundle_has_no_broken_links(bundle: Path) -> None:
    broken = [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]
    assert not broken, f"dangling symlinks: {broken}"


def test_bundle_smoke_test(bundle: Path, outside: Path) -> None:
    result = run([bundle / "goodmeasure", "--smoke-test"], cwd=outside, env=clean_env(outside / "home"))
    assert result.returncode == 0, describe(result)
    assert_smoke_test_output(result.stdout)


def test_bundle_deal(bundle: Path, outside: Path) -> None:
    result = run([bundle / "goodmeasure", "deal", "golf", "1"], cwd=outside, env=clean_env(outside / "home"))
    assert result.returncode == 0, describe(result)
    assert result.stdout == engine.write_deal(engine.deal("golf", 1))


def test_bundle_runs_without_python_on_path(bundle: Path, outside: Path, tmp_path: Path) -> None:
    """The bundle needs no Python: with nothing on PATH it still deals."""
    bare = tmp_path / "empty-bin"
    bare.mkdir()
    env = clean_env(outside / "home")
    env["PATH"] = str(bare)
    result = run([bundle / "goodmeasure", "deal", "good-measure", "1"], cwd=outside, env=env)
    assert result.returncode == 0, describe(result)
    assert result.stdout == engine.write_deal(engine.deal("good-measure", 1))


def test_bundle_runs_the_solver_core_of_the_checkout(bundle: Path, outside: Path) -> None:
    """The bundle is built from the checkout: with the compiled core built
    into it, the bundle carries and runs it (packaging/goodmeasure.spec names
    its modules, which are loaded by name); without, the pure-Python core."""
    from goodmeasure.solver import core

    deal_file = outside / "gm1.deal"
    deal_file.write_text(engine.write_deal(engine.deal("good-measure", 1)), encoding="utf-8")
    command = [bundle / "goodmeasure", "solve", deal_file, "--json", "--budget", "200"]
    result = run(command, cwd=outside, env=clean_env(outside / "home"))
    assert result.returncode == 0, describe(result)
    assert json.loads(result.stdout)["core"] == core.CORE
