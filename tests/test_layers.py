"""The layers keep their direction: engine, solver, storage and session never
load Qt or the gui, the gui never imports the command line, and in the gui
only the app's entry knows the window."""

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


def _imported_modules(source: Path) -> set[str]:
    """Every module a file imports, relative imports resolved from gui/."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                base = node.module or ""
            else:
                package = ["goodmeasure", "gui"][: 3 - node.level]
                base = ".".join([*package, *([node.module] if node.module else [])])
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def test_the_gui_never_imports_the_command_line() -> None:
    # Reading the import statements (at any depth, inside functions too):
    # the window's lazy imports of the command line were the circle.
    files = sorted(GUI.rglob("*.py"))
    assert files
    offenders = {
        path.name: sorted(m for m in _imported_modules(path) if m.split(".")[:2] == ["goodmeasure", "cli"])
        for path in files
    }
    assert not {name: found for name, found in offenders.items() if found}


def test_only_the_apps_entry_imports_the_main_window() -> None:
    importers = sorted(
        path.name
        for path in GUI.rglob("*.py")
        if "goodmeasure.gui.window.mainwindow" in _imported_modules(path)
    )
    assert importers == ["app.py"], importers


PACKAGE = GUI.parent
# A game's flags that tell the games apart. What they decide (a score or
# cards left, a rule, which piles there are) is the engine's answer
# (engine.outcome, engine.why_card_stays, engine.pile_keys...), not a
# question the window or the session asks again.
GAME_FLAGS = {"has_stock_and_waste", "has_bouquet"}
# Files still asking, until they are rewired (none now).
STILL_ASKING: set[str] = set()


def test_the_gui_and_the_session_ask_no_game_flag() -> None:
    asking = {}
    for path in sorted([*GUI.rglob("*.py"), *(PACKAGE / "session").rglob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lines = sorted(
            node.lineno
            for node in ast.walk(tree)
            if (isinstance(node, ast.Attribute) and node.attr in GAME_FLAGS)
            or (isinstance(node, ast.Constant) and node.value in GAME_FLAGS)  # getattr(game, "...")
        )
        name = path.relative_to(PACKAGE).as_posix()
        if lines and name not in STILL_ASKING:
            asking[name] = lines
    assert not asking, asking


def test_no_module_of_the_gui_imports_the_solver() -> None:
    # The solver is the session's to ask (session/analysis.py, dealsearch.py):
    # the gui draws what they report. Imports at any depth, TYPE_CHECKING too.
    offenders = {
        path.relative_to(GUI).as_posix(): sorted(
            m for m in _imported_modules(path) if m.split(".")[:2] == ["goodmeasure", "solver"]
        )
        for path in sorted(GUI.rglob("*.py"))
    }
    assert not {name: found for name, found in offenders.items() if found}
