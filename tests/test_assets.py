"""The shipped card art, icons and desktop metadata are complete and usable."""

from __future__ import annotations

import os

# Must be set before any Qt application object exists: no display is needed.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from goodmeasure.assets import asset_path

SVG_NS = "{http://www.w3.org/2000/svg}"
HREF_KEYS = ("{http://www.w3.org/1999/xlink}href", "href")
APP_ID = "io.github.goodmeasure.GoodMeasure"
PACKAGING = Path(__file__).resolve().parent.parent / "packaging"

CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"] + ["back", "back-blue"]
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


@pytest.fixture(scope="module")
def qt_app() -> QApplication:
    # A full QApplication, so later widget tests in the same session can reuse it.
    return QApplication.instance() or QApplication([])


def card_file(name: str) -> Path:
    return asset_path("cards", f"{name}.svg")


def test_deck_is_complete() -> None:
    missing = [name for name in CARDS if not card_file(name).is_file()]
    assert not missing, f"missing card SVGs: {missing}"
    assert len(CARDS) == 54  # 52 faces and two backs


@pytest.mark.parametrize("name", CARDS)
def test_card_has_no_symbol_uses(name: str) -> None:
    # QtSvg ignores a <symbol>'s viewBox, so any <use> of one would draw wrongly.
    root = ET.parse(card_file(name)).getroot()
    symbol_ids = {s.get("id") for s in root.iter(f"{SVG_NS}symbol")}
    for use in root.iter(f"{SVG_NS}use"):
        ref = next((use.get(k) for k in HREF_KEYS if use.get(k)), "")
        assert ref.lstrip("#") not in symbol_ids, f"{name}: <use> of symbol {ref}"


@pytest.mark.parametrize("name", CARDS)
def test_card_renders(qt_app: QApplication, name: str) -> None:
    renderer = QSvgRenderer(str(card_file(name)))
    assert renderer.isValid()
    width, height = 100, 140  # four bytes per row multiple, so no row padding
    image = QImage(width, height, QImage.Format.Format_RGB32)
    # A mid-grey background counts as neither dark nor light, so both must
    # come from the card itself.
    image.fill(QColor(128, 128, 128))
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    # RGB32 is stored B, G, R, X per pixel. Weight like qGray(), which counts
    # pure red ink as dark (Qt's Grayscale8 would put it at mid-grey).
    data = bytes(image.constBits())[: width * height * 4]
    lumas = [
        (11 * r + 16 * g + 5 * b) // 32 for b, g, r in zip(data[0::4], data[1::4], data[2::4], strict=True)
    ]
    assert min(lumas) < 100, f"{name} has no dark pixels"
    assert max(lumas) > 200, f"{name} has no light pixels"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_sizes(size: int) -> None:
    path = asset_path("icons", "hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")
    assert path.is_file()
    image = QImage(str(path))
    assert (image.width(), image.height()) == (size, size)


def test_icon_svg_is_valid_and_packaged(qt_app: QApplication) -> None:
    source = asset_path("icons", "goodmeasure.svg")
    assert QSvgRenderer(str(source)).isValid()
    packaged = PACKAGING / f"{APP_ID}.svg"
    assert packaged.read_bytes() == source.read_bytes(), "run tools/render_icons.py"


def run_validator(tool: str, package: str, *args: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} not installed (Debian package {package})")
    return subprocess.run([tool, *args], capture_output=True, text=True, check=False)


def test_desktop_file_validates() -> None:
    result = run_validator(
        "desktop-file-validate", "desktop-file-utils", str(PACKAGING / f"{APP_ID}.desktop")
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


def test_metainfo_validates() -> None:
    metainfo = PACKAGING / f"{APP_ID}.metainfo.xml"
    result = run_validator("appstreamcli", "appstream", "validate", "--no-net", str(metainfo))
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_speaks_every_language_of_the_app() -> None:
    # A software centre shows the store text in the desktop's language: each
    # English paragraph, the summary and the screenshot's caption come in
    # every language the app itself offers, each right after its English.
    from goodmeasure.gui.desktop.i18n import TRANSLATED

    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    root = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    for path in ("summary", "description/p", "screenshots/screenshot/caption"):
        found = [element.get(lang) for element in root.findall(path)]
        english = found.count(None)
        assert english >= 1, path
        assert found == [None, *TRANSLATED] * english, (path, found)


MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def test_deal_files_open_with_the_app(tmp_path: Path) -> None:
    # The MIME type the desktop entry claims is the one the shipped
    # shared-mime-info file declares for *.deal, the entry passes the file
    # on (%f: the app opens a .deal path given to it), and the metainfo
    # tells software centres the same.
    declared = ET.parse(PACKAGING / f"{APP_ID}.mime.xml").getroot()
    (mime_type,) = declared.iter(f"{MIME_NS}mime-type")
    name = mime_type.get("type")
    assert [glob.get("pattern") for glob in mime_type.iter(f"{MIME_NS}glob")] == ["*.deal"]
    entry = dict(
        line.split("=", 1)
        for line in (PACKAGING / f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines()
        if "=" in line
    )
    assert entry["Exec"] == "goodmeasure %f"
    assert entry["MimeType"] == f"{name};"
    metainfo = ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()
    assert [m.text for m in metainfo.iter("mediatype")] == [name]
    # And the desktop's own tool takes the file and maps the pattern to it.
    if shutil.which("update-mime-database") is None:
        pytest.skip("update-mime-database not installed (Debian package shared-mime-info)")
    (tmp_path / "packages").mkdir()
    shutil.copy(PACKAGING / f"{APP_ID}.mime.xml", tmp_path / "packages")
    command = ["update-mime-database", str(tmp_path)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert f"{name}:*.deal" in (tmp_path / "globs2").read_text(encoding="utf-8").split("\n", 2)[2]
