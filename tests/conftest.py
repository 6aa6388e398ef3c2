"""Shared test setup: Qt runs offscreen, and no test touches the real home folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, statistics and saved games go to a fresh folder per test."""
    home = tmp_path / "goodmeasure-home"
    monkeypatch.setenv("GOODMEASURE_HOME", str(home))
    return home
