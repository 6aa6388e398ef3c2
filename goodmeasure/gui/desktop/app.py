"""Starting the app: ``run_app(argv)`` with the flags below.

(no flags)          the table, with the last game played
--open FILE         the table with the position in FILE (.deal text)
--smoke-test        offscreen check: deal 1 of Good Measure, play the first
                    legal move with a real click on its card, print the
                    new position as .deal text and exit 0 (1 on failure)
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

from goodmeasure.gui.desktop.display import has_screen, missing_display

if TYPE_CHECKING:  # PySide6 itself is imported once a display is known to be there
    from PySide6.QtWidgets import QApplication

    from goodmeasure.engine import Position
    from goodmeasure.gui.window.mainwindow import MainWindow

EXIT_BAD_INPUT = 2
#: Another app runs on the same data folder and did not take the file.
EXIT_ALREADY_RUNNING = 1

# Qt's own command-line options (QGuiApplication, QApplication, the xcb
# plugin), with one dash or two: these pass to QApplication, anything else
# unknown is refused. Those that take the next word as their value:
_QT_VALUE_OPTIONS = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "style",
        "stylesheet",
        "session",
        "display",
        "geometry",
        "title",
        "name",
        "icon",
        "visual",
    }
)
_QT_FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "testability"})
# Written as -name=value in one word.
_QT_JOINED = ("style=", "stylesheet=", "qmljsdebugger=")


class BadArguments(Exception):
    """A flag the app does not know: one line for stderr, exit 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise BadArguments(message)


def _split_qt_args(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """(ours, Qt's): Qt's own options, with their values, set apart."""
    ours: list[str] = []
    qt: list[str] = []
    words = list(argv)
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            ours.extend(words[index:])
            break
        bare = word[2:] if word.startswith("--") else word[1:] if word.startswith("-") else None
        if bare in _QT_VALUE_OPTIONS:
            if index + 1 >= len(words):
                raise BadArguments(f"{word} needs a value")
            qt.extend(words[index : index + 2])
            index += 2
            continue
        if bare is not None and (bare in _QT_FLAGS or bare.startswith(_QT_JOINED)):
            qt.append(word)
        else:
            ours.append(word)
        index += 1
    return ours, qt


def _parse(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our flags and Qt's; BadArguments for anything else (a typo must not
    open the table as if all were well)."""
    ours, qt_args = _split_qt_args(argv)
    parser = _Parser(prog="goodmeasure", add_help=False, allow_abbrev=False)
    parser.add_argument("--open", metavar="FILE")
    parser.add_argument("file", nargs="?", help="a .deal position to open")
    parser.add_argument("--smoke-test", action="store_true")
    args = parser.parse_args(ours)
    if args.open is not None and args.file is not None:
        raise BadArguments(f"give one file to open, not {args.open} and {args.file}")
    return args, qt_args


def _say(line: str) -> None:
    # Names from the command line reach the terminal: no escape sequences.
    shown = "".join(c if c.isprintable() else "?" for c in line)
    sys.stderr.write(f"goodmeasure: {shown}\n")


def run_app(argv: Sequence[str]) -> int:
    try:
        args, qt_args = _parse(argv)
    except BadArguments as error:
        _say(f"{error} (goodmeasure --help lists what it takes)")
        return EXIT_BAD_INPUT
    if args.file is not None:
        args.open = args.file
    if args.smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = None
    if args.open is not None:
        from goodmeasure.storage.position_files import UnreadablePosition, read_position

        try:
            start = read_position(args.open)
        except UnreadablePosition as error:
            _say(str(error))
            # A dialog only where someone can answer it (offscreen: nobody).
            if has_screen(qt_args):
                _show_bad_file(str(error), qt_args)
            return EXIT_BAD_INPUT
    missing = missing_display(qt_args)
    if missing is not None:
        _say(missing)
        return EXIT_BAD_INPUT

    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(["goodmeasure", *qt_args])
    app.setApplicationName("goodmeasure")
    app.setApplicationDisplayName("goodmeasure")
    app.setDesktopFileName("io.github.goodmeasure.GoodMeasure")
    _set_icon(app)
    # Before the smoke test, so that a bundle's smoke test proves QtNetwork is in it.
    from goodmeasure.gui.desktop import single_instance

    if args.smoke_test:
        return _smoke_test()
    from goodmeasure.gui.desktop.i18n import install_translators
    from goodmeasure.storage import StoragePaths, load_settings

    paths = StoragePaths.default()
    try:
        claim = single_instance.claim(paths, args.open)
    except single_instance.AlreadyRunning as busy:
        _tell_already_running(busy.pid, qt_args)
        return EXIT_ALREADY_RUNNING
    if claim is None:
        return 0  # the running app has the file (or was raised)
    from goodmeasure.gui.window.mainwindow import MainWindow

    try:
        # The language must be in place before the first widget is made.
        settings, notices = load_settings(paths)
        app.translators = install_translators(app, settings.language)  # type: ignore[attr-defined]
        _close_on_signals(app)
        window = MainWindow(paths, settings, notices)
        if start is not None:
            open_at_start(window, start)
        single_instance.deliver(window, claim.server)
        window.show()
        code = app.exec()
    finally:
        claim.release()
    _end_at_once(code)


def _end_at_once(code: int) -> NoReturn:
    """The process ends here, once the window closed: the game and the
    settings are on disk, the solver's thread has stopped and the folder's
    lock is released. What is left is Python freeing its objects one by one
    (the solver's remembered positions, a long history): 0.15-0.25 s after a
    long game (benchmarks/quit_bench.py), which no one needs to wait for."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def open_at_start(window: MainWindow, position: Position) -> None:
    """Put a position given on the command line on the table. A resumed game
    in progress is not thrown away unasked (nor counted as lost): once the
    window is up the player is asked, as for a new deal, and may keep it."""
    from PySide6.QtCore import QTimer

    if window.game_in_progress() and window.settings.confirm_abandon:
        QTimer.singleShot(0, window, lambda: window.open_position(position))
    else:
        window.start_position(position)


def _show_bad_file(error: str, qt_args: list[str]) -> None:
    """A bad .deal file opened from a file manager: the player sees why in a
    dialog (stderr goes nowhere they look), then the app exits as before."""
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate("App", "The position could not be opened: %1.").replace("%1", error)
    _tell_in_dialog(text, qt_args)


def _tell_already_running(pid: int | None, qt_args: list[str]) -> None:
    """A start that could neither hand its file to the app running on the
    same data folder (hung) nor take the folder over: it says so and opens
    nothing, rather than save over that app's game."""
    _say(
        f"already running with this data folder (process {pid or '?'}) but not answering; nothing was "
        "opened so as not to overwrite its game: close it, or end that process, and try again"
    )
    if not has_screen(qt_args):
        return
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate(
        "App",
        "goodmeasure is already running with the same game folder (process %1) and does not answer. "
        "So as not to overwrite its game, nothing was opened. Close it, or end that process, and try again.",
    ).replace("%1", str(pid or "?"))
    _tell_in_dialog(text, qt_args)


def _tell_in_dialog(text: str, qt_args: list[str]) -> None:
    """A modal error box in the player's language, as plain text (a file
    name is never read as markup)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from goodmeasure.gui.desktop.i18n import install_translators
    from goodmeasure.gui.window.notices import plain_box
    from goodmeasure.storage import StoragePaths, load_settings

    app = QApplication.instance() or QApplication(["goodmeasure", *qt_args])
    settings, _ = load_settings(StoragePaths.default())
    translators = install_translators(app, settings.language)
    # Plain text: the file's name and a line of it are in ``text``.
    plain_box(QMessageBox.Icon.Critical, QCoreApplication.translate("App", "goodmeasure"), text).exec()
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


def _close_on_signals(app: QApplication) -> None:
    """SIGTERM (the session ends, ``kill``) and SIGINT (Ctrl+C in a terminal)
    close the window as its close button does, so the game in progress, its
    clock and the window's place are saved. The closing is queued, so a
    signal that comes while the window is still being made closes it once
    it runs. Python runs a handler only when it runs code, so a timer hands
    it control a few times a second."""
    import signal

    from PySide6.QtCore import QTimer

    def close(*_: object) -> None:
        QTimer.singleShot(0, app.closeAllWindows)

    for number in (signal.SIGTERM, signal.SIGINT):
        signal.signal(number, close)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(200)


def _set_icon(app: QApplication) -> None:
    from PySide6.QtGui import QIcon

    from goodmeasure.assets import asset_path

    icons = asset_path("icons")
    if icons.is_dir():
        for path in sorted(icons.rglob("*.svg")) or sorted(icons.rglob("*.png")):
            app.setWindowIcon(QIcon(str(path)))
            break


def _smoke_test() -> int:
    """Play the first legal move of Good Measure deal 1 through a real click."""
    import tempfile

    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from goodmeasure import engine
    from goodmeasure.gui.table.play import source_pile
    from goodmeasure.gui.window.mainwindow import MainWindow
    from goodmeasure.storage import Settings, StoragePaths

    # Defaults, no animation, a throwaway folder: the smoke test must neither
    # resume the player's game nor count one in their statistics.
    home = tempfile.TemporaryDirectory(prefix="goodmeasure-smoke-")
    window = MainWindow(StoragePaths.under(home.name), Settings(animation_speed="off"))
    window.start_deal("good-measure", 1)
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    start = window.position
    first = engine.legal_moves(start)[0]
    pile, place = source_pile((first.source, first.source_index))
    point = window.view.mapFromScene(window.scene.spot_point(pile, -1 if place is None else place))
    viewport = window.view.viewport()
    local = QPointF(point)
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        held = Qt.MouseButton.LeftButton if kind == QEvent.Type.MouseButtonPress else Qt.MouseButton.NoButton
        event = QMouseEvent(
            kind,
            local,
            viewport.mapToGlobal(local),
            Qt.MouseButton.LeftButton,
            held,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)
    QApplication.processEvents()
    sys.stdout.write(engine.write_deal(window.position))
    ok = window.position == engine.apply(start, first)
    if not ok:
        sys.stderr.write(f"goodmeasure: smoke test: the click did not play {first}\n")
    window.close()
    home.cleanup()
    return 0 if ok else 1
