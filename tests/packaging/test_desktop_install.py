"""packaging/README.md's desktop integration from the checkout, run as written
into a temporary $XDG_DATA_HOME: every file lands where the desktop looks, the
entry still validates, and *.deal files open with the app. (The same from an
installed wheel is in test_wheel.py.)"""

from __future__ import annotations

from pathlib import Path

from install_checks import (
    APP_ID,
    REPO,
    assert_desktop_knows_deal_files,
    clean_env,
    describe,
    desktop_files,
    readme_block,
    require_tools,
    run,
)


def test_readme_steps_from_the_checkout(tmp_path: Path) -> None:
    require_tools(
        "desktop-file-install",
        "desktop-file-validate",
        "install",
        "update-mime-database",
        "update-desktop-database",
        "gtk-update-icon-cache",
    )
    data = tmp_path / "data-home"
    env = clean_env(tmp_path / "home")
    env["XDG_DATA_HOME"] = str(data)
    script = "set -euo pipefail\n" + readme_block("For one user (no root):")
    # The steps name the checkout's files relative to its top, and write nothing there.
    result = run(["bash", "-c", script], cwd=REPO, env=env)
    assert result.returncode == 0, describe(result)

    for where, source in desktop_files().items():
        installed = data / where
        assert installed.is_file(), where
        if not where.startswith("applications/"):  # desktop-file-install may rewrite the entry
            assert installed.read_bytes() == source.read_bytes(), where
    entry = data / "applications" / f"{APP_ID}.desktop"
    validated = run(["desktop-file-validate", entry], cwd=tmp_path, env=env)
    assert validated.returncode == 0 and not validated.stdout.strip(), describe(validated)
    assert "Exec=goodmeasure %f" in entry.read_text(encoding="utf-8").splitlines()
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert_desktop_knows_deal_files(data)
    assert (data / "icons" / "hicolor" / "icon-theme.cache").is_file()
