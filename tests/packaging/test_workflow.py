"""The GitHub Actions workflow (.github/workflows/ci.yml): it parses, runs on
Linux, Windows and macOS, builds the solver's compiled core, runs the
README's test command offscreen and the solver's tests with the pure-Python
core, builds and tests binary wheels with the compiled core, builds the
bundle and keeps both."""

from __future__ import annotations

import fnmatch
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


def _step(job: dict, needle: str) -> dict:
    (step,) = [step for step in job["steps"] if needle in step.get("run", "")]
    return step


def test_it_builds_the_compiled_core_into_the_checkout_before_the_tests(job):
    """The tests import the checkout, so the core is built there first, and
    a build that cannot make it fails the job."""
    runs = _runs(job)
    build = _step(job, "setup.py build_ext --inplace")
    assert build["env"]["GOODMEASURE_BUILD_CORE"] == "1"
    assert "Cython>=3" in build["run"]
    assert "assert core.CORE == 'compiled'" in build["run"]
    assert runs.index(build["run"]) < runs.index(_readme_test_command())


def test_it_runs_the_tests_again_with_the_pure_python_core(job):
    runs = [run.strip() for run in _runs(job)]
    again = runs.index("GOODMEASURE_CORE=python python -m pytest -q")
    assert again > runs.index(_readme_test_command())


def test_it_builds_and_tests_binary_wheels_with_the_compiled_core(job):
    step = _step(job, "cibuildwheel")
    env = step["env"]
    # Every CPython the app supports, from pyproject's oldest.
    assert env["CIBW_BUILD"].split() == ["cp311-*", "cp312-*", "cp313-*"]
    assert env["CIBW_ENVIRONMENT"] == "GOODMEASURE_BUILD_CORE=1"  # no wheel without its core
    # Each wheel is tested installed: its core loads and runs, and searches
    # as the pure-Python one does.
    test = env["CIBW_TEST_COMMAND"]
    assert "assert core.CORE == 'compiled'" in test
    assert "{project}/tests/solver/test_core_wheel.py" in test
    assert (ROOT / "tests" / "solver" / "test_core_wheel.py").is_file()
    assert "pytest" in env["CIBW_TEST_REQUIRES"].split()
    # The wheels go up with the bundle, in the one upload step.
    assert "mv wheelhouse/*.whl ." in step["run"]
    (upload,) = [s for s in job["steps"] if s.get("uses", "").startswith("actions/upload-artifact@")]
    assert fnmatch.fnmatch("goodmeasure-0.1.0-cp311-cp311-win_amd64.whl", upload["with"]["path"])
    runs = _runs(job)
    assert runs.index(_readme_test_command()) < runs.index(step["run"])
