"""Shared by the packaging tests: the repo, a clean environment for an installed
or frozen goodmeasure, and what the resources and the smoke test must look like."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from pathlib import Path

from goodmeasure import engine

REPO = Path(__file__).resolve().parents[2]
RESOURCES = REPO / "resources"
APP_ID = "io.github.goodmeasure.GoodMeasure"

CARDS = [rank + suit for suit in "CDHS" for rank in "A23456789TJQK"] + ["back", "back-blue"]
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def expected_resources() -> list[str]:
    """Every resource the app may load, relative to the resources folder."""
    names = [f"cards/{name}.svg" for name in CARDS]
    names.append("icons/goodmeasure.svg")
    names += [f"icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in ICON_SIZES]
    names += [f"translations/{p.name}" for p in sorted((RESOURCES / "translations").glob("*.qm"))]
    return names


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
