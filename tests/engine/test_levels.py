"""The level names are declared once, in the engine, and every layer takes them from there."""

from __future__ import annotations

import re
from pathlib import Path

from goodmeasure.engine.levels import LEVELS

PACKAGE = Path(__file__).resolve().parents[2] / "goodmeasure"

# The four names side by side, as a tuple or Literal spelling them out would hold them.
_SPELT_OUT = re.compile(r"""["']easy["']\s*,\s*["']medium["']\s*,\s*["']hard["']\s*,\s*["']expert["']""")


def test_the_levels_are_easiest_first() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")


def test_no_other_module_spells_the_level_names_out() -> None:
    spelt = sorted(
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if _SPELT_OUT.search(path.read_text(encoding="utf-8"))
    )
    assert spelt == ["engine/levels.py"]
