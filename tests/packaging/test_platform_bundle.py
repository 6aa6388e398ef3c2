"""The Windows and macOS bundle's parts, checked here on Linux: the .ico and
.icns that tools/render_icons.py makes, the Info.plist that opens .deal
files, and the spec's per-platform choices (packaging/bundle_platform.py)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import ast
import configparser
import importlib.util
import plistlib
import struct
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QIcon, QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.goodmeasure.GoodMeasure"
ICO = PACKAGING / f"{APP_ID}.ico"
ICNS = PACKAGING / f"{APP_ID}.icns"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
# Apple's PNG icon types: 16 to 512 points, each also @2x (up to 1024 pixels).
ICNS_SIZES = {
    b"icp4": 16,
    b"ic11": 32,
    b"icp5": 32,
    b"ic12": 64,
    b"icp6": 64,
    b"ic07": 128,
    b"ic13": 256,
    b"ic08": 256,
    b"ic14": 512,
    b"ic09": 512,
    b"ic10": 1024,
}


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def qt_app() -> QApplication:
    return QApplication.instance() or QApplication([])


@pytest.fixture(scope="module")
def tool():
    return _load("render_icons", ROOT / "tools" / "render_icons.py")


@pytest.fixture(scope="module")
def bundle_platform():
    return _load("bundle_platform", PACKAGING / "bundle_platform.py")


def read_ico(data: bytes) -> dict[int, bytes]:
    """Each image of an .ico by its size, read back from the directory."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1), "not an icon directory"
    images: dict[int, bytes] = {}
    for index in range(count):
        width, height, colours, zero, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert width == height and colours == 0 and zero == 0 and planes == 1 and bits == 32
        assert offset + length <= len(data)
        images[width or 256] = data[offset : offset + length]
    return images


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """Each image of an .icns by its type."""
    magic, total = struct.unpack_from(">4sI", data, 0)
    assert magic == b"icns" and total == len(data)
    images: dict[bytes, bytes] = {}
    at = 8
    while at < total:
        kind, length = struct.unpack_from(">4sI", data, at)
        assert length > 8 and at + length <= total
        images[kind] = data[at + 8 : at + length]
        at += length
    return images


def _image(png: bytes) -> QImage:
    image = QImage.fromData(QByteArray(png), "PNG")
    assert not image.isNull()
    return image


def test_the_ico_holds_the_usual_windows_sizes_as_png(qt_app):
    images = read_ico(ICO.read_bytes())
    assert sorted(images) == ICO_SIZES
    for size, png in images.items():
        assert png.startswith(PNG_SIGNATURE)
        image = _image(png)
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()


def test_qt_itself_opens_the_ico(qt_app):
    reader = QImageReader(str(ICO))
    assert reader.canRead(), reader.errorString()
    assert reader.imageCount() == len(ICO_SIZES)
    icon = QIcon(str(ICO))
    assert not icon.isNull()
    assert {size.width() for size in icon.availableSizes()} == set(ICO_SIZES)


def test_the_icns_holds_every_size_with_the_retina_types(qt_app):
    images = read_icns(ICNS.read_bytes())
    assert set(images) == set(ICNS_SIZES)
    for kind, png in images.items():
        assert png.startswith(PNG_SIGNATURE), kind
        image = _image(png)
        assert (image.width(), image.height()) == (ICNS_SIZES[kind],) * 2, kind
    # Qt's own reader (the icns plugin) takes it too.
    assert not QImage(str(ICNS)).isNull()


def test_the_icons_are_rendered_from_the_svg_as_it_is_now(qt_app, tool):
    # A stale .ico or .icns (an SVG edited, the tool not run) fails here.
    renderer = QSvgRenderer(str(tool.SOURCE))
    ico, icns = tool.render_containers(renderer)
    fresh = read_ico(ico)
    shipped = read_ico(ICO.read_bytes())
    for size in (16, 32, 64):
        assert _close(_image(fresh[size]), _image(shipped[size])), f"{size} px: run tools/render_icons.py"
    assert sorted(read_icns(icns)) == sorted(read_icns(ICNS.read_bytes()))


def _close(a: QImage, b: QImage) -> bool:
    """Equal but for rounding (another Qt may anti-alias a shade apart)."""
    if a.size() != b.size():
        return False
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if any(abs((pa >> s & 255) - (pb >> s & 255)) > 8 for s in (0, 8, 16, 24)):
                return False
    return True


def test_the_containers_are_what_the_formats_say(tool):
    pngs = {size: PNG_SIGNATURE + bytes([size % 256]) * 3 for size in (16, 256)}
    ico = tool.ico_container(pngs)
    # Header, two 16-byte entries, then the data; 256 is written as 0.
    assert ico[:6] == struct.pack("<HHH", 0, 1, 2)
    assert ico[6 + 16] == 0 and ico[6] == 16
    assert read_ico(ico) == pngs
    with pytest.raises(ValueError):
        tool.ico_container({512: b""})
    every = {size: PNG_SIGNATURE + bytes([size % 251]) for size in set(ICNS_SIZES.values())}
    icns = tool.icns_container(every)
    assert {kind: png for kind, png in read_icns(icns).items()} == {
        kind: every[size] for kind, size in ICNS_SIZES.items()
    }


# -- the spec and the Info.plist ----------------------------------------------


def test_the_spec_gives_each_platform_its_icon(bundle_platform):
    assert bundle_platform.icon("win32") == ICO
    assert bundle_platform.icon("darwin") == ICNS
    assert bundle_platform.icon("linux") is None
    for platform in ("win32", "darwin"):
        assert bundle_platform.icon(platform).is_file()


def _calls(name: str) -> list[ast.Call]:
    tree = ast.parse((PACKAGING / "goodmeasure.spec").read_text(encoding="utf-8"))
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
    ]


def _keywords(call: ast.Call) -> dict[str, str]:
    return {keyword.arg or "": ast.unparse(keyword.value) for keyword in call.keywords}


def test_the_spec_builds_a_windowed_exe_with_the_icon_and_an_app_with_the_plist():
    (exe,) = _calls("EXE")
    assert _keywords(exe)["console"] == "False"  # no console window on Windows
    assert _keywords(exe)["icon"] == "icon"
    (bundle,) = _calls("BUNDLE")
    keywords = _keywords(bundle)
    assert keywords["icon"] == "icon"
    assert keywords["bundle_identifier"] == "APP_ID"
    assert keywords["info_plist"] == "bundle_platform.info_plist()"
    text = (PACKAGING / "goodmeasure.spec").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in text
    assert "bundle_platform.icon(sys.platform)" in text


def test_the_info_plist_opens_deal_files(bundle_platform):
    with open(PACKAGING / "Info.plist", "rb") as handle:
        plist = plistlib.load(handle)
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.read(PACKAGING / f"{APP_ID}.desktop", encoding="utf-8")
    assert plist["CFBundleIdentifier"] == APP_ID == (PACKAGING / f"{APP_ID}.desktop").stem
    assert plist["CFBundleIconFile"] == ICNS.name  # PyInstaller copies the icon under its own name
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeIdentifier"] == f"{APP_ID}.deal"
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["deal"]
    assert "public.plain-text" in exported["UTTypeConformsTo"]
    # The same MIME type as the Linux desktop's .deal type and menu entry.
    mime = ET.parse(PACKAGING / f"{APP_ID}.mime.xml").getroot()
    (mime_type,) = mime
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == [mime_type.get("type")]
    assert mime_type.get("type") in desktop["Desktop Entry"]["MimeType"].split(";")
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert document["CFBundleTypeRole"] in ("Editor", "Viewer")
    assert document["LSHandlerRank"] == "Owner"
    assert plist["NSHighResolutionCapable"] is True
    # The spec's entries carry the version of pyproject.toml.
    with open(ROOT / "pyproject.toml", "rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    entries = bundle_platform.info_plist()
    assert entries["CFBundleShortVersionString"] == entries["CFBundleVersion"] == version
    assert plistlib.loads(plistlib.dumps(entries)) == entries


@pytest.mark.skipif(sys.platform != "darwin", reason="plutil is macOS's: runs on a macOS machine")
def test_plutil_takes_the_info_plist():
    import subprocess

    subprocess.run(["plutil", "-lint", str(PACKAGING / "Info.plist")], check=True)
