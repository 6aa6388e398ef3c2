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

EXIT_BAD_INPUT = 2


def _parse(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="goodmeasure", add_help=False)
    parser.add_argument("--open", metavar="FILE")
    parser.add_argument("file", nargs="?", help="a .deal position to open")
    parser.add_argument("--smoke-test", action="store_true")
    # Anything else (e.g. Qt's -platform) is left for QApplication.
    return parser.parse_known_args(list(argv))


def run_app(argv: Sequence[str]) -> int:
    args, qt_args = _parse(argv)
    start = None
    if args.file is not None and not args.file.lower().endswith(".deal"):
        qt_args.append(args.file)  # not ours: a value of one of Qt's own options
    elif args.open is None:
        args.open = args.file
    if args.open is not None:
        from goodmeasure.cli import UsageError, read_position

        try:
            start = read_position(args.open)
        except UsageError as error:
            sys.stderr.write(f"goodmeasure: {error}\n")
            if _can_show_windows():
                _show_bad_file(str(error), qt_args)
            return EXIT_BAD_INPUT
    if args.smoke_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtWidgets import QApplication

    from .mainwindow import MainWindow

    app = QApplication.instance() or QApplication(["goodmeasure", *qt_args])
    app.setApplicationName("goodmeasure")
    app.setApplicationDisplayName("goodmeasure")
    app.setDesktopFileName("io.github.goodmeasure.GoodMeasure")
    _set_icon(app)
    if args.smoke_test:
        return _smoke_test()
    from goodmeasure.storage import StoragePaths, load_settings

    from .i18n import install_translators

    # The language must be in place before the first widget is made.
    paths = StoragePaths.default()
    settings, notices = load_settings(paths)
    app.translators = install_translators(app, settings.language)  # type: ignore[attr-defined]
    _close_on_signals(app)
    window = MainWindow(paths, settings, notices)
    if start is not None:
        open_at_start(window, start)
    window.show()
    return app.exec()


def open_at_start(window, position) -> None:  # noqa: ANN001
    """Put a position given on the command line on the table. A resumed game
    in progress is not thrown away unasked (nor counted as lost): once the
    window is up the player is asked, as for a new deal, and may keep it."""
    from PySide6.QtCore import QTimer

    if window.game_in_progress() and window.settings.confirm_abandon:
        QTimer.singleShot(0, window, lambda: window.open_position(position))
    else:
        window.start_position(position)


def _can_show_windows() -> bool:
    """Whether Qt can open a window here: without a display (ssh, a script)
    a bad file is told on stderr alone, and the exit status stays 2."""
    if sys.platform in ("win32", "darwin"):
        return True
    return any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def _show_bad_file(error: str, qt_args: list[str]) -> None:
    """A bad .deal file opened from a file manager: the player sees why in a
    dialog (stderr goes nowhere they look), then the app exits as before."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from goodmeasure.storage import StoragePaths, load_settings

    from .i18n import install_translators
    from .notices import plain_box

    app = QApplication.instance() or QApplication(["goodmeasure", *qt_args])
    settings, _ = load_settings(StoragePaths.default())
    translators = install_translators(app, settings.language)
    text = QCoreApplication.translate("App", "The position could not be opened: %1.").replace("%1", error)
    # Plain text: the file's name and a line of it are in ``text``.
    plain_box(QMessageBox.Icon.Critical, QCoreApplication.translate("App", "goodmeasure"), text).exec()
    for translator in translators:
        QCoreApplication.removeTranslator(translator)


def _close_on_signals(app) -> None:  # noqa: ANN001
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


def _set_icon(app) -> None:  # noqa: ANN001
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
    from goodmeasure.storage import Settings, StoragePaths

    from .mainwindow import MainWindow
    from .play import source_pile

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
