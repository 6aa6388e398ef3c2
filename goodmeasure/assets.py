"""Where the shipped assets (card art, icons, translations) are found.

Installed, they live in the ``goodmeasure.resources`` package; in a source
checkout they are the top-level ``resources/`` folder.
"""

from __future__ import annotations

from pathlib import Path


def asset_dir() -> Path:
    """The folder that holds ``cards/``, ``icons/`` and ``translations/``."""
    here = Path(__file__).resolve().parent
    installed = here / "resources"
    if installed.is_dir():
        return installed
    return here.parent / "resources"


def asset_path(*parts: str) -> Path:
    """A file under the resource folder, e.g. ``asset_path("cards", "AS.svg")``."""
    return asset_dir().joinpath(*parts)
