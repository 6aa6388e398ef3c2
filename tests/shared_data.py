"""Where the project's reference data lives: the conformance positions and the
reference deals, in the ``shared`` folder beside the checkout (or wherever
GOODMEASURE_SHARED points)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SHARED = Path(os.environ.get("GOODMEASURE_SHARED") or Path(__file__).resolve().parents[2] / "shared")


def skip_without(path: Path) -> None:
    """Skip the test when the reference data is not on this machine."""
    if not path.exists():
        pytest.skip(
            f"reference data not found at {path}: put the project's shared folder beside "
            "the checkout or set GOODMEASURE_SHARED"
        )
