"""Qt's command-line tools (lupdate, lrelease) of the PySide6 that this
Python runs, found without PATH: a virtual environment that is not
activated (``venv/bin/python tools/update_translations.py``) has its
``pyside6-lupdate`` beside its Python, not on PATH."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path


def qt_tool(name: str) -> str:
    """The program to run for Qt's ``name`` (``lupdate``, ``lrelease``).

    First the binary in PySide6's own package folder (what its
    ``pyside6-<name>`` script runs), then that script beside the running
    Python, then PATH."""
    import PySide6

    package = Path(PySide6.__file__).resolve().parent
    scripts = Path(sys.executable).parent
    for candidate in (
        package / name,
        package / f"{name}.exe",
        scripts / f"pyside6-{name}",
        scripts / f"pyside6-{name}.exe",
    ):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise FileNotFoundError(
            f"Qt's {name} not found in {package}, beside {sys.executable} or on PATH "
            "(it comes with PySide6: pip install PySide6-Essentials)"
        )
    return found
