"""Qt's lupdate and lrelease are found beside the running Python's PySide6,
not on PATH: the tests and tools/update_translations.py run from a virtual
environment that is not activated (``venv/bin/python -m pytest``)."""

from __future__ import annotations

import runpy
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
qt_tool = runpy.run_path(str(ROOT / "tools" / "qt_tools.py"))["qt_tool"]


@pytest.mark.parametrize("name", ["lupdate", "lrelease"])
def test_qt_tools_are_found_with_nothing_on_path(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "")
    program = qt_tool(name)
    assert Path(program).is_file()
    done = subprocess.run(
        [program, "-version"], capture_output=True, text=True, env={"PATH": ""}, check=False
    )
    assert done.returncode == 0 and name in (done.stdout + done.stderr).lower(), done


def test_the_translation_check_runs_with_nothing_on_path() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        env={"PATH": "", "HOME": str(Path.home())},
        timeout=300,
        check=False,
    )
    assert "No such file" not in done.stderr, done.stderr
    assert done.stdout.splitlines()[-1] in ("up to date", "stale: run python tools/update_translations.py")
