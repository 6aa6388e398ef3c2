"""Shared test setup: Qt runs offscreen, and no test touches the real home folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No time limit per example: these machines are shared and noisy, and a
# deadline is a timed assertion (a loaded machine failed a settings test).
settings.register_profile("shared-machine", deadline=None)
settings.load_profile("shared-machine")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings, statistics and saved games go to a fresh folder per test."""
    home = tmp_path / "goodmeasure-home"
    monkeypatch.setenv("GOODMEASURE_HOME", str(home))
    return home
