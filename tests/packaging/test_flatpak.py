"""The Flatpak manifest (packaging/<app id>.json), checked offline: it
parses, names only files that exist, pins its runtime, fetches every wheel
the app needs from PyPI with a hash, for the runtime's Python, and agrees
with the desktop entry and the metainfo on the app's id and command."""

from __future__ import annotations

import configparser
import json
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.goodmeasure.GoodMeasure"
MANIFEST = PACKAGING / f"{APP_ID}.json"

#: What each freedesktop runtime brings: its Python and its glibc (the
#: wheels' manylinux tag must not ask for more).
RUNTIMES = {"24.08": {"python": (3, 12), "glibc": (2, 40)}, "25.08": {"python": (3, 13), "glibc": (2, 42)}}

WHEEL = re.compile(
    r"(?P<name>[A-Za-z0-9_.]+)-(?P<version>[^-]+)-(?P<python>[^-]+)-(?P<abi>[^-]+)-(?P<platform>[^-]+)\.whl"
)


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads(MANIFEST.read_text(encoding="utf-8"))


def _wheels(manifest: dict) -> dict[str, dict]:
    wheels = {}
    for module in manifest["modules"]:
        for source in module.get("sources", []):
            if source["type"] == "file" and source.get("url", "").endswith(".whl"):
                match = WHEEL.fullmatch(source["url"].rsplit("/", 1)[-1])
                assert match, source["url"]
                name = match["name"].lower().replace("_", "-")
                wheels[name] = {**match.groupdict(), **source, "module": module}
    return wheels


def _requirement_name(requirement: str) -> str:
    return re.match(r"[A-Za-z0-9_.-]+", requirement)[0].lower().replace("_", "-")


def test_the_app_id_command_and_files_agree_with_the_desktop_entry_and_metainfo(manifest):
    assert manifest["id"] == APP_ID
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str
    desktop.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    entry = desktop["Desktop Entry"]
    assert entry["Icon"] == APP_ID
    assert entry["Exec"].split()[0] == manifest["command"]
    metainfo = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    assert metainfo.findtext("id") == APP_ID
    assert metainfo.findtext("launchable[@type='desktop-id']") == f"{APP_ID}.desktop"
    with open(ROOT / "pyproject.toml", "rb") as handle:
        scripts = tomllib.load(handle)["project"]["scripts"]
    assert manifest["command"] in scripts  # pip puts it in /app/bin


def test_the_runtime_is_freedesktops_at_a_pinned_version(manifest):
    assert manifest["runtime"] == "org.freedesktop.Platform"
    assert manifest["sdk"] == "org.freedesktop.Sdk"
    assert manifest["runtime-version"] in RUNTIMES


def test_the_sandbox_may_show_a_window_and_nothing_more(manifest):
    args = set(manifest["finish-args"])
    assert {"--share=ipc", "--socket=wayland", "--device=dri"} <= args
    assert args & {"--socket=x11", "--socket=fallback-x11"}
    # No network, no home folder: the app keeps its files in ~/.var/app/<id>.
    assert not any(arg.startswith(("--share=network", "--filesystem")) for arg in args)


def test_every_dependency_comes_as_a_hashed_wheel_from_pypi_for_the_runtimes_python(manifest):
    with open(ROOT / "pyproject.toml", "rb") as handle:
        project = tomllib.load(handle)["project"]
    wheels = _wheels(manifest)
    needed = {_requirement_name(requirement) for requirement in project["dependencies"]}
    assert needed | {"shiboken6"} <= set(wheels)  # PySide6 needs shiboken6, of its own version
    assert wheels["shiboken6"]["version"] == wheels["pyside6-essentials"]["version"]
    # Within pyproject's bounds (below 6.12, see its comment).
    major, minor = (int(part) for part in wheels["pyside6-essentials"]["version"].split(".")[:2])
    assert (6, 8) <= (major, minor) < (6, 12)
    runtime = RUNTIMES[manifest["runtime-version"]]
    for name, wheel in wheels.items():
        assert wheel["url"].startswith("https://files.pythonhosted.org/packages/"), name
        assert re.fullmatch(r"[0-9a-f]{64}", wheel["sha256"]), name
        # py3-none-any, or a stable-ABI build (cp310-abi3: any CPython from 3.10).
        if wheel["python"] != "py3":
            assert wheel["abi"] == "abi3", name
            tag = re.fullmatch(r"cp3(\d+)", wheel["python"])
            assert tag and (3, int(tag[1])) <= runtime["python"], name
        if wheel["platform"] != "any":
            glibc = re.fullmatch(r"manylinux_(\d+)_(\d+)_x86_64", wheel["platform"])
            assert glibc and (int(glibc[1]), int(glibc[2])) <= runtime["glibc"], name
            assert wheel["only-arches"] == ["x86_64"], name
        # The module's pip command installs this wheel from the downloaded files only.
        (command,) = wheel["module"]["build-commands"]
        assert "--no-index" in command and "--prefix=${FLATPAK_DEST}" in command
        assert wheel["name"].lower().replace("_", "-") in command.lower(), name
    flathub = json.loads((PACKAGING / "flathub.json").read_text(encoding="utf-8"))
    assert flathub == {"only-arches": ["x86_64"]}  # the wheels are x86_64's


def test_every_local_file_the_manifest_names_exists(manifest):
    named = []
    for module in manifest["modules"]:
        for source in module.get("sources", []):
            if source["type"] in ("dir", "file") and "path" in source:
                folder = (MANIFEST.parent / source["path"]).resolve()
                assert folder.exists(), source["path"]
                assert folder == ROOT
                for command in module["build-commands"]:
                    loop = re.search(r"for (\w+) in ([\d ]+); do", command)
                    for word in re.findall(r"(?:packaging|resources)/\S+", command):
                        values = loop[2].split() if loop else [""]
                        for value in values:
                            path = word.replace(f"${{{loop[1]}}}", value) if loop else word
                            named.append(path)
                            assert (folder / path).is_file(), path
    # The desktop entry, metainfo, .deal type and icons the desktop needs.
    assert f"packaging/{APP_ID}.desktop" in named
    assert f"packaging/{APP_ID}.metainfo.xml" in named
    assert f"packaging/{APP_ID}.mime.xml" in named
    assert f"packaging/{APP_ID}.svg" in named
    assert f"resources/icons/hicolor/128x128/apps/{APP_ID}.png" in named
