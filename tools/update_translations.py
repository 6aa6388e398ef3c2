"""Refresh the German translation source and compile it.

    python tools/update_translations.py          # lupdate + lrelease
    python tools/update_translations.py --check  # exit 1 if the .ts is stale

pyside6-lupdate collects every tr()/translate() string of goodmeasure/gui into
resources/translations/goodmeasure_de.ts (keeping the translations already
there); pyside6-lrelease compiles it to the .qm file the app loads.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "goodmeasure" / "gui").glob("*.py"))
TS = ROOT / "resources" / "translations" / "goodmeasure_de.ts"
QM = TS.with_suffix(".qm")


def lupdate(target: Path) -> None:
    subprocess.run(
        ["pyside6-lupdate", "-no-obsolete", "-locations", "none",
         *[str(p.relative_to(ROOT)) for p in SOURCES], "-ts", str(target)],
        cwd=ROOT, check=True, capture_output=True,
    )


def lrelease(source: Path, target: Path) -> None:
    subprocess.run(["pyside6-lrelease", str(source), "-qm", str(target)], check=True, capture_output=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report whether the .ts is current")
    args = parser.parse_args()
    if args.check:
        with tempfile.TemporaryDirectory() as folder:
            copy = Path(folder) / TS.name
            shutil.copy(TS, copy)
            lupdate(copy)
            stale = copy.read_text(encoding="utf-8") != TS.read_text(encoding="utf-8")
        print("stale: run python tools/update_translations.py" if stale else "up to date")
        return 1 if stale else 0
    lupdate(TS)
    lrelease(TS, QM)
    print(f"updated {TS.relative_to(ROOT)} and {QM.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
