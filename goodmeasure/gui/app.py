"""Placeholder until the table lands."""

from __future__ import annotations

from collections.abc import Sequence


def run_app(argv: Sequence[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(list(argv) or ["goodmeasure"])
    label = QLabel("goodmeasure")
    label.show()
    return app.exec()
