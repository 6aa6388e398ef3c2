"""Shared by the packaging tests: the repo, a clean environment for an installed
or frozen goodmeasure, and what the resources and the smoke test must look like."""

from __future__ import annotations

import os
import shutil
import subprocess
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from goodmeasure import engine
from goodmeasure.gui.desktop.i18n import TRANSLATED

REPO = Path(__file__).resolve().parents[2]
RESOURCES = REPO / "resources"
APP_ID = "io.github.goodmeasure.GoodMeasure"

CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"] + ["back", "back-blue"]
# The decks drawn by tools/make_deck.py: each folder holds 52 faces, a back and its LICENSE.
DECKS = ("large-index", "four-colour")
DECK_CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"] + ["back"]
SOUNDS = ("deal", "place", "refuse", "win")
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


# The card art's licence (CC0), where it came from, and the licence of the
# package it was taken from: they travel with the art.
CARD_PROVENANCE = ["cards/LICENSE", "cards/README.md", "cards/PACKAGE-LICENSE-MIT.txt"]


def expected_resources() -> list[str]:
    """Every resource the app may load, relative to the resources folder, and
    the licence and provenance of the third-party card art."""
    names = [f"cards/{name}.svg" for name in CARDS]
    names += CARD_PROVENANCE
    for deck in DECKS:
        names += [f"cards/{deck}/{name}.svg" for name in DECK_CARDS]
        names.append(f"cards/{deck}/LICENSE")
    names += [f"sounds/{name}.wav" for name in SOUNDS]
    names.append("sounds/README.md")
    names.append("icons/goodmeasure.svg")
    names += [f"icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in ICON_SIZES]
    # One compiled translation for each language the app offers (goodmeasure.gui.desktop.i18n),
    # whether or not the checkout has it, and any other .qm there is.
    qm = {f"goodmeasure_{language}.qm" for language in TRANSLATED}
    qm |= {p.name for p in (RESOURCES / "translations").glob("*.qm")}
    names += [f"translations/{name}" for name in sorted(qm)]
    return names


def translation_sample(language: str) -> tuple[str, str, str]:
    """(context, English, translation) of one plain finished message of a
    language's translation source, to ask an installed or frozen translation for."""
    root = ET.parse(RESOURCES / "translations" / f"goodmeasure_{language}.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if (
                translation is not None
                and translation.get("type") is None
                and translation.text
                and translation.text != source
                and message.get("numerus") != "yes"
                and message.find("comment") is None
                and "%" not in source
            ):
                return context.findtext("name") or "", source, translation.text
    raise AssertionError(f"the {language} translation source has no finished message")


def desktop_files() -> dict[str, Path]:
    """The desktop integration by where it goes in a data folder (share/,
    $XDG_DATA_HOME), and the file of the checkout it is."""
    packaging = REPO / "packaging"
    files = {
        f"applications/{APP_ID}.desktop": packaging / f"{APP_ID}.desktop",
        f"metainfo/{APP_ID}.metainfo.xml": packaging / f"{APP_ID}.metainfo.xml",
        f"icons/hicolor/scalable/apps/{APP_ID}.svg": packaging / f"{APP_ID}.svg",
    }
    for size in ICON_SIZES:
        where = f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"
        files[where] = RESOURCES / where
    return files


def readme_block(after: str) -> str:
    """The shell block of packaging/README.md that follows the line holding ``after``."""
    lines = (REPO / "packaging" / "README.md").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if after in line)
    block: list[str] = []
    indent = None
    for previous, line in zip(lines[start:], lines[start + 1 :], strict=False):
        width = len(line) - len(line.lstrip())
        if indent is None:
            if line.strip() and not previous.strip() and width >= 4:
                indent = width
                block.append(line)
        elif line.strip() and width < indent:
            break
        else:
            block.append(line)
    assert block, f"no code block after {after!r} in packaging/README.md"
    return textwrap.dedent("\n".join(block)).strip() + "\n"


def require_tools(*tools: str) -> None:
    """Skip where a desktop tool is missing (.ci/run installs them all)."""
    import pytest

    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        pytest.skip(
            f"not installed: {', '.join(missing)} (Debian: desktop-file-utils, "
            "shared-mime-info, gtk-update-icon-cache)"
        )


def assert_desktop_knows_deal_files(data: Path) -> None:
    """update-mime-database and update-desktop-database ran on ``data``:
    *.deal is the app's type, and the app's entry opens it."""
    globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
    assert "application/x-goodmeasure-deal:*.deal" in globs
    cache = (data / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
    assert f"application/x-goodmeasure-deal={APP_ID}.desktop;" in cache.splitlines()


def clean_env(home: Path, path_first: Path | None = None) -> dict[str, str]:
    """The environment for a goodmeasure that must stand on its own: no PYTHON*
    variables (so no PYTHONPATH into the source tree), offscreen Qt, a fresh home."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON") and k != "VIRTUAL_ENV"}
    env["PYTHONNOUSERSITE"] = "1"
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["GOODMEASURE_HOME"] = str(home)
    if path_first is not None:
        env["PATH"] = os.pathsep.join([str(path_first), env.get("PATH", "")])
    return env


def run(
    command: Sequence[str | Path], *, cwd: Path, env: dict[str, str], timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def describe(result: subprocess.CompletedProcess[str]) -> str:
    return f"exit {result.returncode}\n--- stdout\n{result.stdout}\n--- stderr\n{result.stderr}"


def assert_smoke_test_output(stdout: str) -> None:
    """--smoke-test prints Good Measure deal 1 after exactly one legal move."""
    start = engine.deal("good-measure", 1)
    after = engine.read_deal(stdout)
    assert after != start, "the smoke test printed the deal unchanged"
    played = [move for move in engine.legal_moves(start) if engine.apply(start, move) == after]
    assert played, f"the smoke test printed a position no legal move reaches:\n{stdout}"
