"""A real screen reader's view: under Xvfb and a D-Bus session with
at-spi2-core, a pyatspi client (the system Python, its own process) plays a
whole winnable deal of Good Measure by keyboard alone and checks, after each
key, the focused pile's words and the announcements (screen_reader_client.py)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

HERE = Path(__file__).parent
REPO = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# A deal the solver wins in 81 moves (Good Measure, deal 1).
DEAL = """game: good-measure
foundation: AD
foundation: AS
foundation:
foundation:
column: KC 7D 5D 7C 3S
column: KD KH 9C 5C AC
column: 4D 3C TH AH 4C
column: KS 8H 2D TS 2H
column: 8D JH JS 6H 8C
column: 5S 5H TD QS TC
column: JD 7H 8S QH 3H
column: 6D 4H QC QD 2S
column: 9S 2C 4S 9D 9H
column: JC 6S 6C 3D 7S
"""


def missing_packages() -> list[str]:
    """The Debian packages the test needs that this machine lacks."""
    missing = []
    for tool, package in (("Xvfb", "xvfb"), ("openbox", "openbox"), ("dbus-run-session", "dbus")):
        if shutil.which(tool) is None:
            missing.append(package)
    if not os.path.exists(BUS_LAUNCHER):
        missing.append("at-spi2-core")
    has_pyatspi = os.path.exists(SYSTEM_PYTHON) and (
        subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode == 0
    )
    if not has_pyatspi:
        missing.append("python3-pyatspi")
    return missing


def test_a_blind_player_wins_a_deal_by_keys(tmp_path):
    missing = missing_packages()
    if missing:
        pytest.skip("needs the system packages " + " ".join(missing) + " (.ci/run installs them)")
    deal = tmp_path / "winnable.deal"
    deal.write_text(DEAL, encoding="utf-8")
    log = tmp_path / "heard.txt"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "PYTHONPATH")}
    client = [
        SYSTEM_PYTHON,
        str(HERE / "screen_reader_client.py"),
        sys.executable,
        str(REPO),
        str(deal),
        str(tmp_path / "home"),
        str(log),
    ]
    done = subprocess.run(
        ["dbus-run-session", "--", *client], env=env, capture_output=True, text=True, timeout=600
    )
    heard = log.read_text(encoding="utf-8") if log.exists() else ""
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr[-3000:]}\n--- heard:\n{heard[-3000:]}"
    assert "WON after" in done.stdout
    assert "QUIT cleanly" in done.stdout  # the accessible tree in use, the app still ends well
    assert "You won!" in heard
