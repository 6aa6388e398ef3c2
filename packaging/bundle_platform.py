"""What the PyInstaller spec (goodmeasure.spec) does differently per platform.

Kept apart from the spec, which only PyInstaller can run, so that
tests/packaging/test_platform_bundle.py can ask it for every platform here.
"""

from __future__ import annotations

import plistlib
import tomllib
from pathlib import Path
from typing import Any

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
APP_ID = "io.github.goodmeasure.GoodMeasure"
INFO_PLIST = PACKAGING / "Info.plist"


def icon(platform: str) -> Path | None:
    """The executable's icon: Windows embeds an .ico in the .exe, macOS puts
    an .icns in the .app; Linux executables carry none (the desktop entry
    names the hicolor icon). Both are made by tools/render_icons.py."""
    if platform == "win32":
        return PACKAGING / f"{APP_ID}.ico"
    if platform == "darwin":
        return PACKAGING / f"{APP_ID}.icns"
    return None


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return str(tomllib.load(handle)["project"]["version"])


def info_plist() -> dict[str, Any]:
    """The .app's Info.plist entries (PyInstaller adds the executable's own):
    packaging/Info.plist, which declares the .deal type and opens it, with
    the version from pyproject.toml."""
    with open(INFO_PLIST, "rb") as handle:
        entries: dict[str, Any] = plistlib.load(handle)
    entries["CFBundleShortVersionString"] = entries["CFBundleVersion"] = version()
    return entries
