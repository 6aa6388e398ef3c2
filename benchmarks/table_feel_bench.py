"""How long the table takes to follow a window resize and a drag.

Gloucestershire with a long bed (the 52 bed cards, 30 of them on one bed)
and the full 52-card bouquet, in a 1920x1080 window. Each resize step is a
new window size handled and the table painted; each drag step is one mouse
move (button held) handled and the table painted. After the resizes, the
pause: the crisp card pictures rendered once the size keeps still (the table
shows its pictures scaled while it changes), and that render painted.

    python benchmarks/table_feel_bench.py [--steps N] [--ratio R]

Each figure is given twice: wall time, and the CPU time of the thread that
draws (the figure to compare on a busy machine, where wall times swing with
what else runs; the solver's own thread is not in it).

Runs offscreen unless QT_QPA_PLATFORM says otherwise (e.g. xcb under Xvfb).
With --ratio, QT_SCALE_FACTOR is set (2: a 200% screen; the window is then
1920x1080 logical pixels all the same, 4x the device pixels).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

from machine import positive

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def bed_position_text() -> str:
    from goodmeasure.engine import card_text, deal

    fresh = deal("gloucestershire", 1)
    beds = [card for bed in fresh.columns for card in bed]
    lengths = [30, 4, 4, 3, 3, 3, 3, 2]
    lines = ["game: gloucestershire", *["foundation:"] * 4]
    at = 0
    for length in lengths:
        lines.append("column: " + " ".join(card_text(c) for c in beds[at : at + length]))
        at += length
    lines.append("bouquet: " + " ".join(card_text(c) for c in fresh.bouquet))
    return "\n".join(lines) + "\n"


def paint_counter_class():  # noqa: ANN201
    from PySide6.QtCore import QEvent, QObject

    class PaintCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count = 0

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    return PaintCounter


def summary(name: str, seconds: list[float], cpu: list[float] | None = None) -> str:
    ms = sorted(s * 1000 for s in seconds)
    text = (
        f"{name}: {len(ms)} steps, median {statistics.median(ms):.1f} ms, "
        f"90th {ms[int(0.9 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms"
    )
    if cpu:
        used = sorted(s * 1000 for s in cpu)
        ninetieth = used[int(0.9 * (len(used) - 1))]
        text += f"; cpu median {statistics.median(used):.1f} ms, 90th {ninetieth:.1f} ms"
    return text


def settle(app, scene, paint) -> float | None:  # noqa: ANN001
    """Wait out the pause after resizing; the time of the step in which the
    crisp pictures were rendered and painted (None: a table without it)."""
    timer = getattr(scene, "sharpen_timer", None)
    if timer is None:
        return None
    took = 0.0
    while timer.isActive():
        time.sleep(0.002)
        began = time.perf_counter()
        paint()
        took = time.perf_counter() - began
    return took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=positive, default=40)
    parser.add_argument("--ratio", type=float)
    args = parser.parse_args()
    if args.ratio:
        os.environ["QT_SCALE_FACTOR"] = str(args.ratio)

    from PySide6.QtCore import QEvent, QPointF, Qt
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from goodmeasure.engine import read_deal
    from goodmeasure.gui.window.mainwindow import MainWindow
    from goodmeasure.storage import Settings, StoragePaths

    PaintCounter = paint_counter_class()  # noqa: N806
    app = QApplication.instance() or QApplication(sys.argv[:1])
    home = tempfile.TemporaryDirectory(prefix="goodmeasure-bench-")
    window = MainWindow(StoragePaths.under(home.name), Settings(animation_speed="off"))
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    window.start_position(read_deal(bed_position_text()))
    app.processEvents()
    view, scene = window.view, window.scene
    viewport = view.viewport()

    paints = PaintCounter()
    viewport.installEventFilter(paints)

    def paint() -> None:
        # What the event loop does between two inputs: the scene's changes
        # become an update of the parts of the viewport that changed, painted.
        app.processEvents()
        app.processEvents()

    paint()
    resizes: list[float] = []
    resize_cpu: list[float] = []
    for step in range(args.steps):
        # Shrinking and growing by a few pixels, as a dragged window edge does.
        width = 1920 - 8 * (step % 20 if step % 40 < 20 else 20 - step % 20)
        began, used = time.perf_counter(), time.thread_time()
        window.resize(width, 1080 - (1080 - 600) * step // (4 * args.steps))
        paint()
        resizes.append(time.perf_counter() - began)
        resize_cpu.append(time.thread_time() - used)
    settles = [settle(app, scene, paint)]
    window.resize(1920, 1080)
    paint()
    settles.append(settle(app, scene, paint))

    def mouse(kind: QEvent.Type, at: QPointF, held: Qt.MouseButton) -> None:
        button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
        event = QMouseEvent(kind, at, viewport.mapToGlobal(at), button, held, Qt.KeyboardModifier.NoModifier)
        QApplication.sendEvent(viewport, event)

    drags: list[float] = []
    drag_cpu: list[float] = []
    for pile in [("b", -1), ("c", 0)]:  # the bouquet's top card, the long bed's
        start = QPointF(view.mapFromScene(scene.spot_point(pile, -1)))
        mouse(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
        for step in range(1, args.steps + 1):
            at = start + QPointF(-11.0 * step, -7.0 * step)
            began, used = time.perf_counter(), time.thread_time()
            mouse(QEvent.Type.MouseMove, at, Qt.MouseButton.LeftButton)
            paint()
            drags.append(time.perf_counter() - began)
            drag_cpu.append(time.thread_time() - used)
        mouse(QEvent.Type.MouseButtonRelease, start, Qt.MouseButton.NoButton)
        paint()

    assert paints.count >= len(resizes) + len(drags), "every step is painted"
    print(
        f"platform {app.platformName()}, device pixel ratio {view.devicePixelRatioF()}, "
        f"table {viewport.width()}x{viewport.height()}"
    )
    print(summary("resize", resizes, resize_cpu))
    print(summary("drag move", drags, drag_cpu))
    if None not in settles:
        took = ", ".join(f"{s * 1000:.1f}" for s in settles if s is not None)
        print(f"crisp render after the pause (after the steps, after the last resize): {took} ms")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
