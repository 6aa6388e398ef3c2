"""The layers keep their direction: engine, solver, storage and session never
load Qt or the gui, and in the gui only the app's entry knows the window."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

GUI = Path(__file__).resolve().parents[1] / "goodmeasure" / "gui"


def test_engine_solver_storage_do_not_import_qt() -> None:
    code = (
        "import sys, importlib\n"
        "for name in ('goodmeasure.engine', 'goodmeasure.solver', 'goodmeasure.storage',"
        " 'goodmeasure.session', 'goodmeasure.cli'):\n"
        "    importlib.import_module(name)\n"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules), "
        "sorted(m for m in sys.modules if m.startswith('PySide6'))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_the_session_and_the_layers_under_it_never_load_the_gui() -> None:
    code = (
        "import sys, pkgutil, importlib, goodmeasure\n"
        "for package in ('engine', 'solver', 'storage', 'session'):\n"
        "    root = importlib.import_module('goodmeasure.' + package)\n"
        "    for info in pkgutil.walk_packages(root.__path__, root.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "loaded = sorted(m for m in sys.modules\n"
        "                if m.startswith(('PySide6', 'shiboken6', 'goodmeasure.gui', 'goodmeasure.cli')))\n"
        "assert not loaded, loaded\n"
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


def _imports(path: Path) -> set[str]:
    """The modules a source file imports, relative ones spelled in full."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "goodmeasure.gui." if node.level else ""
            module = base + (node.module or "")
            names.add(module)
            names.update(f"{module}.{alias.name}".replace("gui..", "gui.") for alias in node.names)
    return names


def test_only_the_apps_entry_imports_the_main_window() -> None:
    importers = sorted(
        path.name for path in GUI.glob("*.py") if "goodmeasure.gui.mainwindow" in _imports(path)
    )
    assert importers == ["app.py"], importers
