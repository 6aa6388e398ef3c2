"""The reference deals the benchmarks run over: tests/data/deals, read by the
module the tests read them with (tests/reference_data.py), or another folder
of the same files given by ``--deals``."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from reference_data import DEAL_FOLDERS, DEALS, ReferenceDeal, reference_deals  # noqa: E402

__all__ = ["DEAL_FOLDERS", "DEALS", "ReferenceDeal", "missing_deals", "reference_deals"]


def missing_deals(folder: Path, games: Iterable[str]) -> str | None:
    """Why ``--deals folder`` cannot serve ``games`` (one line), or None.

    A game with no reference deals anywhere (free-bouquet Gloucestershire)
    asks nothing of the folder."""
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        return f"--deals: {folder} {what}"
    lacking = [game for game in games if game in DEAL_FOLDERS and not (folder / f"{game}.jsonl").is_file()]
    if lacking:
        files = ", ".join(f"{game}.jsonl" for game in lacking)
        return f"--deals: no reference deals for {', '.join(lacking)} in {folder} (no {files})"
    return None
