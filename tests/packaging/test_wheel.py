"""The wheel installs like a desktop app: it carries every resource, and the
installed ``goodmeasure`` runs from a fresh virtual environment without the
source tree (cwd elsewhere, no PYTHONPATH).

The wheel is built from a copy of the checkout, so no build/ or egg-info lands
in the repo and nothing stale from an earlier build can slip into the wheel.
It builds without network access when the running Python already has the
build requirements of pyproject.toml (setuptools>=68, wheel); otherwise pip
fetches them for an isolated build.
"""

from __future__ import annotations

import email.parser
import importlib.metadata
import importlib.util
import json
import os
import shutil
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from install_checks import (
    APP_ID,
    REPO,
    RESOURCES,
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
from packaging.requirements import Requirement
from PySide6.QtCore import QLibraryInfo

from goodmeasure import engine
from goodmeasure.languages import TRANSLATED
from goodmeasure.solver import core

# The languages PySide6 ships Qt's own translation (qtbase_<code>.qm) for.
QT_TRANSLATED = {
    language
    for language in TRANSLATED
    if (
        Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{language}.qm"
    ).is_file()
}

pytestmark = pytest.mark.slow

SKIP_EVERYWHERE = {"__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".hypothesis"}
SKIP_AT_TOP = {".git", "build", "dist", ".venv", "venv", ".benchmarks"}


def _ignore(folder: str, names: list[str]) -> set[str]:
    top = Path(folder).resolve() == REPO
    return {
        name
        for name in names
        if name in SKIP_EVERYWHERE or name.endswith((".egg-info", ".pyc")) or (top and name in SKIP_AT_TOP)
    }


def build_requirements_met() -> bool:
    """True when this Python has [build-system].requires, so pip needs no index."""
    with (REPO / "pyproject.toml").open("rb") as handle:
        requires = tomllib.load(handle)["build-system"]["requires"]
    for text in requires:
        requirement = Requirement(text)
        try:
            version = importlib.metadata.version(requirement.name)
        except importlib.metadata.PackageNotFoundError:
            return False
        if not requirement.specifier.contains(version, prereleases=True):
            return False
    return True


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    shutil.copytree(REPO, source, ignore=_ignore, symlinks=True)
    out = work / "out"
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check"]
    if build_requirements_met():
        command.append("--no-build-isolation")
    command += ["-w", str(out), str(source)]
    result = run(command, cwd=work, env=dict(os.environ), timeout=600)
    assert result.returncode == 0, "building the wheel failed\n" + describe(result)
    wheels = sorted(out.glob("goodmeasure-*.whl"))
    assert len(wheels) == 1, f"expected one goodmeasure wheel, found {wheels}"
    return wheels[0]


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel installed (PySide6 comes from
    the system site-packages, so nothing is downloaded)."""
    root = tmp_path_factory.mktemp("venv") / "env"
    made = run(
        [sys.executable, "-m", "venv", "--system-site-packages", root],
        cwd=root.parent,
        env=dict(os.environ),
        timeout=300,
    )
    assert made.returncode == 0, describe(made)
    python = venv_python(root)
    if sys.prefix != sys.base_prefix:
        # The tests run inside a virtual environment themselves: --system-site-packages
        # reaches the base Python only, so let the new one see this one's packages
        # (after its own site-packages, where goodmeasure is installed).
        found = run(
            [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            cwd=root,
            env=dict(os.environ),
        )
        outer = {p for p in sys.path if p.endswith("site-packages")}
        (Path(found.stdout.strip()) / "outer-env.pth").write_text("\n".join(sorted(outer)) + "\n")
    installed = run(
        [
            python,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--no-index",
            "--force-reinstall",
            "--disable-pip-version-check",
            wheel,
        ],
        cwd=root.parent,
        env=clean_env(root.parent),
        timeout=300,
    )
    assert installed.returncode == 0, "installing the wheel failed\n" + describe(installed)
    return root


def venv_bin(root: Path) -> Path:
    return root / ("Scripts" if os.name == "nt" else "bin")


def venv_python(root: Path) -> Path:
    return venv_bin(root) / ("python.exe" if os.name == "nt" else "python")


def installed_command(root: Path) -> Path:
    return venv_bin(root) / ("goodmeasure.exe" if os.name == "nt" else "goodmeasure")


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A working folder away from the checkout."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    assert not folder.resolve().is_relative_to(REPO)
    return folder


# --- the wheel's contents ---------------------------------------------------


def test_wheel_carries_every_resource(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [rel for rel in expected_resources() if f"goodmeasure/resources/{rel}" not in names]
    assert not missing, f"resources missing from the wheel: {missing}"
    cards = [n for n in names if n.startswith("goodmeasure/resources/cards/") and n.endswith(".svg")]
    assert len(cards) == 54 + 53 * 2  # the classic 52 faces and two backs; two decks of 52 and a back
    # Anything else in resources/ (licences, future assets) goes along too,
    # but for what pyproject leaves out on purpose: translation sources, the
    # translators' glossaries and the README's screenshots.
    shipped = [
        path.relative_to(RESOURCES).as_posix()
        for path in RESOURCES.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix != ".pyc"
        and path.suffix != ".ts"
        and path.parent.name not in ("screenshots", "glossary")
    ]
    assert not [n for n in names if n.endswith(".ts") or "/screenshots/" in n or "/glossary/" in n]
    left_out = [rel for rel in shipped if f"goodmeasure/resources/{rel}" not in names]
    assert not left_out, f"files of resources/ not in the wheel: {left_out}"


def test_wheel_carries_every_module_and_nothing_else(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = [
        path.relative_to(REPO).as_posix()
        for path in (REPO / "goodmeasure").rglob("*.py")
        if "__pycache__" not in path.parts
    ]
    missing = [m for m in modules if m not in names]
    assert not missing, f"modules missing from the wheel (add the package to pyproject.toml): {missing}"
    tops = {name.split("/", 1)[0] for name in names}
    extra = {t for t in tops if t != "goodmeasure" and not t.endswith((".dist-info", ".data"))}
    assert not extra, f"the wheel ships more than the goodmeasure package: {extra}"
    data = [n.split("/", 2)[2] for n in names if n.split("/", 1)[0].endswith(".data")]
    assert all(n.startswith("share/") for n in data), f"data outside share/: {data}"


def test_wheel_carries_the_compiled_core_built_not_its_sources(wheel: Path) -> None:
    """Built where Cython and a C compiler are at hand (as here, or the
    workflow's cibuildwheel), the wheel carries every compiled module and the
    record of their build; never the Cython sources, nor part of a core."""
    folder = "goodmeasure/solver"
    names = set(zipfile.ZipFile(wheel).namelist())
    assert not [n for n in names if n.startswith(folder) and n.endswith((".pyx", ".pxd", ".c"))]
    compiled = sorted(
        n.removeprefix(f"{folder}/").split(".", 1)[0].replace("/", ".")
        for n in names
        if n.startswith(f"{folder}/") and n.endswith((".so", ".pyd"))
    )
    if importlib.util.find_spec("Cython") is None or shutil.which(os.environ.get("CC", "cc")) is None:
        assert compiled in ([], list(core.COMPILED_MODULES))
    else:
        assert compiled == list(core.COMPILED_MODULES)
    assert (f"{folder}/_built_from.py" in names) == bool(compiled)


def wheel_data_files(wheel: Path) -> dict[str, bytes]:
    """The files the wheel installs under <prefix>/share, by their path below share/."""
    with zipfile.ZipFile(wheel) as archive:
        return {
            name.split("/share/", 1)[1]: archive.read(name)
            for name in archive.namelist()
            if name.split("/", 1)[0].endswith(".data") and name.split("/", 3)[1:3] == ["data", "share"]
        }


DEAL_TYPE_FILE = f"mime/packages/{APP_ID}.mime.xml"


def test_wheel_carries_the_desktop_integration(wheel: Path) -> None:
    """Menu entry, metainfo, the .deal type and every icon, as in packaging/."""
    shipped = wheel_data_files(wheel)
    expected = {where: source.read_bytes() for where, source in desktop_files().items()}
    expected[DEAL_TYPE_FILE] = (REPO / "packaging" / f"{APP_ID}.mime.xml").read_bytes()
    assert sorted(shipped) == sorted(expected)
    differing = [where for where in expected if shipped[where] != expected[where]]
    assert not differing, f"not the checkout's files: {differing}"


def test_wheel_declares_the_command(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        entry_points = next(n for n in archive.namelist() if n.endswith(".dist-info/entry_points.txt"))
        text = archive.read(entry_points).decode()
    assert "[console_scripts]" in text
    assert "goodmeasure = goodmeasure.cli:main" in text


def test_wheel_names_every_licence(wheel: Path) -> None:
    """The metadata says the wheel holds MIT code and CC0 card art, and carries both texts."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        info = next(n for n in names if n.endswith(".dist-info/METADATA")).rsplit("/", 1)[0]
        metadata = email.parser.Parser().parsestr(archive.read(f"{info}/METADATA").decode())
        licences = {
            n.removeprefix(f"{info}/licenses/"): archive.read(n)
            for n in names
            if n.startswith(f"{info}/licenses/")
        }
    assert metadata["License-Expression"] == "MIT AND CC0-1.0"
    assert sorted(metadata.get_all("License-File") or []) == ["LICENSE", "resources/cards/LICENSE"]
    assert licences.get("LICENSE") == (REPO / "LICENSE").read_bytes()
    assert licences.get("resources/cards/LICENSE") == (RESOURCES / "cards" / "LICENSE").read_bytes()
    assert b"CC0 1.0 Universal" in licences["resources/cards/LICENSE"]


# --- the installed app --------------------------------------------------------


def test_installed_deal(venv: Path, outside: Path) -> None:
    result = run(
        [installed_command(venv), "deal", "good-measure", "1"],
        cwd=outside,
        env=clean_env(outside / "home", venv_bin(venv)),
    )
    assert result.returncode == 0, describe(result)
    assert result.stdout == engine.write_deal(engine.deal("good-measure", 1))


def test_installed_smoke_test(venv: Path, outside: Path) -> None:
    result = run(
        [installed_command(venv), "--smoke-test"],
        cwd=outside,
        env=clean_env(outside / "home", venv_bin(venv)),
    )
    assert result.returncode == 0, describe(result)
    assert_smoke_test_output(result.stdout)


PROBE = """
import json, sys, sysconfig
import goodmeasure.cli, goodmeasure.gui.desktop.app, goodmeasure.gui.window.mainwindow
import goodmeasure.solver, goodmeasure.storage
from PySide6.QtCore import QCoreApplication
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication
from goodmeasure.assets import asset_dir, asset_path
from goodmeasure.gui.table.cardart import CardArt
from goodmeasure.gui.desktop.i18n import install_translators

app = QApplication(["goodmeasure"])
# Each language: the files its translators loaded, and the sample message in it.
spoken = {}
for language, context, english in json.loads(sys.argv[1]):
    translators = install_translators(app, language)
    spoken[language] = {
        "files": [t.filePath() for t in translators],
        "text": QCoreApplication.translate(context, english),
    }
    for translator in translators:
        app.removeTranslator(translator)
card = asset_path("cards", "AS.svg")
image = CardArt().face(goodmeasure.engine.parse_card("AS"), 60, 84, 1.0).toImage()
inked = sum(
    image.pixelColor(x, y).alpha() > 0
    for x in range(0, image.width(), 3)
    for y in range(0, image.height(), 3)
)
print(json.dumps({
    "purelib": sysconfig.get_path("purelib"),
    "modules": {
        n: getattr(m, "__file__", None) for n, m in sys.modules.items() if n.split(".")[0] == "goodmeasure"
    },
    "asset_dir": str(asset_dir()),
    "card": str(card),
    "card_is_file": card.is_file(),
    "card_valid": QSvgRenderer(str(card)).isValid(),
    "inked": inked,
    "spoken": spoken,
}))
"""


def test_installed_copy_is_the_one_loaded(venv: Path, outside: Path) -> None:
    """Code, card art and every translation come from the virtual
    environment, not the checkout."""
    samples = {language: translation_sample(language) for language in TRANSLATED}
    asked = json.dumps([[language, context, english] for language, (context, english, _) in samples.items()])
    result = run([venv_python(venv), "-c", PROBE, asked], cwd=outside, env=clean_env(outside / "home"))
    assert result.returncode == 0, describe(result)
    probe = json.loads(result.stdout.strip().splitlines()[-1])
    site = Path(probe["purelib"]).resolve()
    assert site.is_relative_to(venv.resolve())
    leaked = {
        name: file
        for name, file in probe["modules"].items()
        if file is None or not Path(file).resolve().is_relative_to(site)
    }
    assert not leaked, f"modules not loaded from the installed wheel: {leaked}"
    assert Path(probe["asset_dir"]) == site / "goodmeasure" / "resources"
    assert Path(probe["card"]).is_relative_to(site)
    assert probe["card_is_file"] and probe["card_valid"]
    assert probe["inked"] > 0, "the installed ace of spades drew nothing"
    # Settings > Language > each language: the app's own text and Qt's (standard buttons).
    assert sorted(probe["spoken"]) == sorted(TRANSLATED)
    for language, (_, english, translated) in samples.items():
        files = [Path(path) for path in probe["spoken"][language]["files"]]
        # Qt's own where PySide6 ships one (it has no qtbase_nb: Bokmål's buttons stay English).
        qt_own = [f"qtbase_{language}.qm"] if language in QT_TRANSLATED else []
        assert [p.name for p in files] == [f"goodmeasure_{language}.qm", *qt_own], language
        assert files[0].resolve().parent == site / "goodmeasure" / "resources" / "translations"
        assert probe["spoken"][language]["text"] == translated, (
            f"{english!r} was not translated to {language} from the installed wheel"
        )


def test_installed_copy_runs_the_core_its_wheel_carries(venv: Path, wheel: Path, outside: Path) -> None:
    """Installed, away from the checkout, the compiled core runs where the
    wheel carries it (no sources beside it to compare: it runs what it was
    built with), and ``solve --json`` says so."""
    carries = any(n.endswith((".so", ".pyd")) for n in zipfile.ZipFile(wheel).namelist())
    deal_file = outside / "gm1.deal"
    deal_file.write_text(engine.write_deal(engine.deal("good-measure", 1)), encoding="utf-8")
    env = clean_env(outside / "home", venv_bin(venv))
    env.pop("GOODMEASURE_CORE", None)
    command = [installed_command(venv), "solve", deal_file, "--json", "--budget", "200"]
    result = run(command, cwd=outside, env=env)
    assert result.returncode == 0, describe(result)
    assert json.loads(result.stdout)["core"] == ("compiled" if carries else "python")


def test_installed_desktop_files_reach_the_desktop(venv: Path, tmp_path: Path) -> None:
    """packaging/README.md's copy from a virtual environment, run as written:
    the menu entry, metainfo and icons land in $XDG_DATA_HOME and *.deal opens
    with the app."""
    require_tools("find", "install", "update-mime-database", "update-desktop-database")
    data = tmp_path / "data-home"
    env = clean_env(tmp_path / "home")
    env.update(XDG_DATA_HOME=str(data), prefix=str(venv))
    script = "set -euo pipefail\n" + readme_block("(for pipx:")
    result = run(["bash", "-c", script], cwd=tmp_path, env=env)
    assert result.returncode == 0, describe(result)
    for where, source in desktop_files().items():
        assert (data / where).read_bytes() == source.read_bytes(), where
    assert (data / DEAL_TYPE_FILE).is_file()
    assert_desktop_knows_deal_files(data)
