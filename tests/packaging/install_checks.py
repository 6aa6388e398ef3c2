"""Shared by the packaging tests: the repo, a clean environment for an installed
or frozen goodmeasure, and what the resources and the smoke test must look like."""

from __future__ import annotations

import os
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from goodmeasure import engine
from goodmeasure.gui.i18n import TRANSLATED

REPO = Path(__file__).resolve().parents[2]
RESOURCES = REPO / "resources"
APP_ID = "io.github.goodmeasure.GoodMeasure"

CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"] + ["back", "back-blue"]
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


# The card art's licence (CC0), where it came from, and the licence of the
# package it was taken from: they travel with the art.
CARD_PROVENANCE = ["cards/LICENSE", "cards/README.md", "cards/PACKAGE-LICENSE-MIT.txt"]


def expected_resources() -> list[str]:
    """Every resource the app may load, relative to the resources folder, and
    the licence and provenance of the third-party card art."""
    names = [f"cards/{name}.svg" for name in CARDS]
    names += CARD_PROVENANCE
    names.append("icons/goodmeasure.svg")
    names += [f"icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in ICON_SIZES]
    # One compiled translation for each language the app offers (goodmeasure.gui.i18n),
    # whether or not the checkout has it, and any other .qm there is.
    qm = {f"goodmeasure_{language}.qm" for language in TRANSLATED}
    qm |= {p.name for p in (RESOURCES / "translations").glob("*.qm")}
    names += [f"translations/{name}" for name in sorted(qm)]
    return names


def german_sample() -> tuple[str, str, str]:
    """(context, English, German) of one plain finished message of the German
    translation source, to ask an installed or frozen translation for."""
    root = ET.parse(RESOURCES / "translations" / "goodmeasure_de.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if (
                translation is not None and translation.get("type") is None and translation.text
                and translation.text != source and message.get("numerus") != "yes"
                and message.find("comment") is None and "%" not in source
            ):
                return context.findtext("name") or "", source, translation.text
    raise AssertionError("the German translation source has no finished message")


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
