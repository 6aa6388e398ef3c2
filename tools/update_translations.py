"""Refresh every translation source and compile it.

    python tools/update_translations.py          # lupdate + lrelease, every language
    python tools/update_translations.py --check  # exit 1 if a .ts or .qm is stale or missing

Qt's lupdate collects every tr()/translate() string of goodmeasure/gui into
each resources/translations/goodmeasure_<code>.ts (keeping the translations
already there); lrelease compiles each to the .qm file the app loads.
A language of goodmeasure.languages that has no .ts yet gets one, every
message unfinished, ready for Qt Linguist.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from qt_tools import qt_tool  # noqa: E402 (beside this script)

from goodmeasure.languages import TRANSLATED  # noqa: E402 (the checkout's own, found above)

SOURCES = sorted((ROOT / "goodmeasure" / "gui").rglob("*.py"))
FOLDER = ROOT / "resources" / "translations"


def ts_files() -> list[Path]:
    """Every translation source: those in the folder and one per language offered."""
    found = set(FOLDER.glob("goodmeasure_*.ts"))
    found |= {FOLDER / f"goodmeasure_{code}.ts" for code in TRANSLATED}
    return sorted(found)


def language_of(ts: Path) -> str:
    return ts.stem.removeprefix("goodmeasure_")


def lupdate(target: Path, language: str) -> None:
    command = [qt_tool("lupdate"), "-no-obsolete", "-locations", "none", "-target-language", language]
    sources = [str(p.relative_to(ROOT)) for p in SOURCES]
    subprocess.run([*command, *sources, "-ts", str(target)], cwd=ROOT, check=True, capture_output=True)


def lrelease(source: Path, target: Path) -> None:
    subprocess.run([qt_tool("lrelease"), str(source), "-qm", str(target)], check=True, capture_output=True)


def stale(ts: Path, folder: Path) -> list[str]:
    """What is out of date about one language: its .ts against the code, its .qm against the .ts."""
    if not ts.is_file():
        return [f"{ts.name} is missing"]
    problems = []
    copy = folder / ts.name
    shutil.copy(ts, copy)
    lupdate(copy, language_of(ts))
    if copy.read_text(encoding="utf-8") != ts.read_text(encoding="utf-8"):
        problems.append(f"{ts.name} is stale")
    fresh = folder / ts.with_suffix(".qm").name
    lrelease(ts, fresh)
    qm = ts.with_suffix(".qm")
    if not qm.is_file() or qm.read_bytes() != fresh.read_bytes():
        problems.append(f"{qm.name} is not compiled from {ts.name}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report what is stale")
    args = parser.parse_args()
    if args.check:
        with tempfile.TemporaryDirectory() as folder:
            problems = [p for ts in ts_files() for p in stale(ts, Path(folder))]
        for problem in problems:
            print(problem)
        print("stale: run python tools/update_translations.py" if problems else "up to date")
        return 1 if problems else 0
    for ts in ts_files():
        lupdate(ts, language_of(ts))
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"updated {ts.relative_to(ROOT)} and {ts.with_suffix('.qm').relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
