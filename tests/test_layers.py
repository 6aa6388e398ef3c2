"""The layers keep their direction: engine, solver and storage never load Qt."""

from __future__ import annotations

import subprocess
import sys


def test_engine_solver_storage_do_not_import_qt() -> None:
    code = (
        "import sys, importlib\n"
        "for name in ('goodmeasure.engine', 'goodmeasure.solver', 'goodmeasure.storage',"
        " 'goodmeasure.cli'):\n"
        "    importlib.import_module(name)\n"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), "
        "sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_engine_imports_nothing_of_the_project() -> None:
    code = (
        "import sys, goodmeasure.engine\n"
        "extra = sorted(m for m in sys.modules if m.startswith('goodmeasure.')"
        " and not m.startswith('goodmeasure.engine'))\n"
        "assert not extra, extra\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
