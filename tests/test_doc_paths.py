"""Every Python file the READMEs and the docs name is there: a reader who
looks for it finds it (a move leaves no stale path behind)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [
    ROOT / "README.md",
    ROOT / "RULES.md",
    *sorted(ROOT.glob("docs/*.md")),
    *sorted(ROOT.glob("resources/**/README.md")),
    *sorted(ROOT.glob("packaging/*.md")),
    *sorted(ROOT.glob("benchmarks/*.md")),
]
# A path from the checkout's root to a .py file, as the docs write one.
PY_PATH = re.compile(r"(?<![\w./-])((?:goodmeasure|tools|tests|benchmarks|packaging)/[\w./-]*\.py)\b")


def test_every_python_file_the_docs_name_exists() -> None:
    named = {
        (doc.relative_to(ROOT).as_posix(), m) for doc in DOCS for m in PY_PATH.findall(doc.read_text("utf-8"))
    }
    assert len(named) > 10  # the pattern finds the paths the docs do name
    assert sorted((doc, path) for doc, path in named if not (ROOT / path).is_file()) == []
