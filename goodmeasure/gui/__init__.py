"""The Qt table: the only package that uses PySide6."""

from .nonefix import keep_none_alive

keep_none_alive()
