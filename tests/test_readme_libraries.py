"""The README's apt-get line names every system library that Qt's xcb plugin
and the Qt libraries the app loads link to, as ldd sees them in the PySide6
installed here: a new PySide6 that links one more fails this test instead of
ending in "Could not load the Qt platform plugin xcb" on a bare machine."""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(
    shutil.which("ldd") is None, reason="ldd is Linux's: runs on Linux (with the C library's ldd)"
)

#: The Debian (and Ubuntu) package of each system library the Qt files link to.
PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libgssapi_krb5.so.2": "libgssapi-krb5-2",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
}
#: The C and C++ runtime and compression libraries every Debian system has
#: (priority required): the README does not name them.
BASE = re.compile(r"(ld-linux.*|lib(c|m|dl|pthread|rt|resolv|stdc\+\+|gcc_s|z|zstd))\.so\.\d+")

LDD_LINE = re.compile(r"^\s*(\S+)\s+=>\s+(not found|\S+)")


def pyside_folder() -> Path:
    import PySide6

    return Path(PySide6.__file__).resolve().parent


def qt_files() -> list[Path]:
    """The xcb plugin and its GL integrations, and the PySide6 modules the app
    imports (each pulls in its Qt libraries)."""
    modules = set()
    for source in (ROOT / "goodmeasure").rglob("*.py"):
        modules |= set(re.findall(r"\bPySide6\.(Qt\w+)", source.read_text(encoding="utf-8")))
    folder = pyside_folder()
    plugins = folder / "Qt" / "plugins"
    return [
        plugins / "platforms" / "libqxcb.so",
        *sorted((plugins / "xcbglintegrations").glob("*.so")),
        *(folder / f"{module}.abi3.so" for module in sorted(modules)),
    ]


@cache
def ldd(path: str) -> dict[str, str | None]:
    """Every library ``path`` loads, directly or not: soname -> file (None: not on this machine)."""
    out = subprocess.run(["ldd", path], capture_output=True, text=True, check=True).stdout
    found = (LDD_LINE.match(line) for line in out.splitlines())
    return {m[1]: None if m[2] == "not found" else m[2] for m in found if m}


def system_libraries() -> dict[str, str | None]:
    """The libraries the Qt files load from the system, not from PySide6's own folder."""
    inside = pyside_folder().parent  # site-packages: PySide6 and shiboken6
    loaded: dict[str, str | None] = {}
    for path in qt_files():
        assert path.is_file(), f"{path} is not in the installed PySide6"
        loaded |= ldd(str(path))
    return {
        name: file
        for name, file in loaded.items()
        if not BASE.fullmatch(name) and (file is None or not Path(file).resolve().is_relative_to(inside))
    }


def first_libraries(libraries: dict[str, str | None]) -> set[str]:
    """Those no other system library here links to: what apt must be asked for
    (it brings the rest as their dependencies). A library missing from this
    machine shows up only where a Qt file links to it itself."""
    below: set[str] = set()
    for file in libraries.values():
        if file is not None:
            below |= set(ldd(file))
    return set(libraries) - below


def readme_packages() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"sudo apt-get install ((?:[^\n]|\\\n)+?)\n\n", readme)
    assert match, "README.md has no 'sudo apt-get install' line"
    return match[1].replace("\\\n", " ").split()


def test_the_readme_names_the_package_of_every_library_qt_links_to() -> None:
    libraries = system_libraries()
    unknown = sorted(name for name in first_libraries(libraries) if name not in PACKAGES)
    assert not unknown, f"add to PACKAGES (dpkg -S finds the package) and to the README: {unknown}"
    wanted = {PACKAGES[name] for name in first_libraries(libraries)}
    missing = sorted(wanted - set(readme_packages()))
    assert not missing, f"README.md's apt-get line lacks {missing}"


def test_every_package_the_readme_names_is_one_qt_links_to() -> None:
    # A library Qt stopped linking to goes from the list too.
    linked = {PACKAGES.get(name) for name in system_libraries()}
    stale = [package for package in readme_packages() if package not in linked]
    assert not stale, f"README.md names {stale}, which nothing the app loads links to"


def test_the_readme_has_glib_which_the_app_cannot_start_without() -> None:
    # Without it `import PySide6.QtWidgets` ends in an ImportError traceback.
    assert "libglib2.0-0" in readme_packages()
    assert "libglib-2.0.so.0" in system_libraries()
