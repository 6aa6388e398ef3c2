"""The GitHub Actions workflow (.github/workflows/ci.yml): it parses, runs on
Linux, Windows and macOS, runs the README's test command offscreen, builds
the bundle and keeps it."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import yaml  # PyYAML, a test extra: GitHub reads the file itself

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"


def _readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("\n## Run the tests\n", 1)[1]
    return re.search(r"^    (\S.*)$", section, re.MULTILINE)[1]


@pytest.fixture(scope="module")
def workflow() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@pytest.fixture(scope="module")
def job(workflow) -> dict:
    (only,) = workflow["jobs"].values()
    return only


def _runs(job: dict) -> list[str]:
    return [step["run"] for step in job["steps"] if "run" in step]


def test_it_runs_on_every_push_and_pull_request(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert {"push", "pull_request"} <= set(triggers)


def test_the_matrix_is_the_three_platforms(job):
    assert set(job["strategy"]["matrix"]["os"]) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    assert job["runs-on"] == "${{ matrix.os }}"
    assert job["strategy"]["fail-fast"] is False  # one platform's failure hides no other's


def test_it_runs_the_readmes_test_command_offscreen(job):
    command = _readme_test_command()
    assert command == 'pip install ".[test]" && python -m pytest'
    assert command in [run.strip() for run in _runs(job)]
    assert job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    with open(ROOT / "pyproject.toml", "rb") as handle:
        requires = tomllib.load(handle)["project"]["requires-python"]
    (setup,) = [step for step in job["steps"] if step.get("uses", "").startswith("actions/setup-python@")]
    assert requires == f">={setup['with']['python-version']}"  # the oldest Python the app supports


def test_it_builds_the_bundle_after_the_tests_and_keeps_it(job):
    runs = _runs(job)
    tests = runs.index(_readme_test_command())
    (build,) = [i for i, run in enumerate(runs) if "packaging/build_bundle.sh" in run]
    assert build > tests
    assert (ROOT / "packaging" / "build_bundle.sh").is_file()
    pack = runs[build + 1]
    for archive in ("linux-x86_64.tar.gz", "macos.zip", "windows-x86_64.zip"):
        assert f"goodmeasure-{archive}" in pack
    assert "dist/goodmeasure.app" in pack  # macOS ships the .app
    (upload,) = [step for step in job["steps"] if step.get("uses", "").startswith("actions/upload-artifact@")]
    assert upload["with"]["if-no-files-found"] == "error"
    assert upload["with"]["path"] == "goodmeasure-*.*"
