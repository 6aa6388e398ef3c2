"""CI holds the house rules: .ci/run lints, checks the formatting and the
strict types of the whole package before the tests (and stops on a finding),
and the README tells developers the same commands."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHECKS = ["ruff check .", "ruff format --check .", "mypy"]


def test_ci_checks_lint_format_and_types_before_the_tests() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    lines = [line.strip() for line in run.splitlines()]
    assert "set -euo pipefail" in lines  # a finding stops CI
    tests = lines.index('pip install ".[test]" && python -m pytest')
    for check in CHECKS:
        assert check in lines[:tests], check


def test_mypy_is_strict_over_the_whole_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["goodmeasure"] and config["strict"] is True
    assert "overrides" not in config  # no module let off


def test_the_readme_lists_the_checks() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for check in CHECKS:
        assert f"    {check}" in readme, check


def test_ci_tests_both_solver_cores() -> None:
    """The tests import the checkout: .ci/run builds the compiled core into
    it (failing if it cannot) before the README's test command, which then
    runs with it, and runs the whole suite again with the pure-Python core."""
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    tests = lines.index('pip install ".[test]" && python -m pytest')
    build = lines.index("GOODMEASURE_BUILD_CORE=1 python setup.py -q build_ext --inplace")
    assert build < tests
    assert any("assert core.CORE == 'compiled'" in line for line in lines[build:tests])
    assert lines.index("GOODMEASURE_CORE=python python -m pytest -q") > tests
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert "Cython>=3" in project["optional-dependencies"]["dev"]  # installed before the build
