"""One running app per data folder: the lock, and that a crash leaves none behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from goodmeasure.storage import StoragePaths
from goodmeasure.storage.instance_lock import HeldElsewhere, InstanceLock

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_lock_on_the_same_folder_is_refused_naming_the_holder(tmp_path):
    paths = StoragePaths.under(tmp_path)
    first = InstanceLock.acquire(paths)
    try:
        with pytest.raises(HeldElsewhere) as held:
            InstanceLock.acquire(paths)
        assert held.value.pid == os.getpid()
        # Another data folder is another app's business.
        InstanceLock.acquire(StoragePaths.under(tmp_path / "other")).release()
    finally:
        first.release()
    InstanceLock.acquire(paths).release()  # given up: free again


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_an_app_that_crashed_leaves_no_stale_lock(tmp_path):
    paths = StoragePaths.under(tmp_path)
    code = (
        "import sys, time; from goodmeasure.storage import StoragePaths;"
        "from goodmeasure.storage.instance_lock import InstanceLock;"
        "lock = InstanceLock.acquire(StoragePaths.under(sys.argv[1]));"
        "print('held', flush=True); time.sleep(60)"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(tmp_path)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        with pytest.raises(HeldElsewhere) as held:
            InstanceLock.acquire(paths)
        assert held.value.pid == holder.pid
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=30)
    finally:
        if holder.poll() is None:
            holder.kill()
    InstanceLock.acquire(paths).release()
