"""The Qt table: the only package that uses PySide6."""
