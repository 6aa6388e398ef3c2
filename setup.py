"""The optional compiled solver core; everything else is in pyproject.toml.

Cython translates the solver's compiled core into three extension modules:
goodmeasure/solver/bakers_family/_core.pyx (the coarse game and the
best-first search of Good Measure and Baker's Dozen), _runs.pyx beside it
(the runs game), and goodmeasure/solver/gloucestershire/_seed.pyx
(Gloucestershire's search under the seed rule).
They are optional: without Cython, or without a working C compiler, the
package builds and installs all the same, says so in one line, and the
pure-Python core runs (same results, slower).

GOODMEASURE_BUILD_CORE picks: unset, the core is built where it can be;
``0`` builds without it on purpose; ``1`` wants it, and a build that cannot
make it fails (CI sets it, so that a broken core is not shipped quietly).

Each build writes down what it compiled (goodmeasure/solver/_built_from.py:
the digest of the .pyx/.pxd sources and of each module built), so that
goodmeasure/solver/core.py does not run an in-place build that an edit has
left behind.
"""

from __future__ import annotations

import hashlib
import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
#: The package the compiled core is in, and its folder in the checkout.
PACKAGE = "goodmeasure.solver"
FOLDER = ROOT / "goodmeasure" / "solver"
#: The compiled modules under it (core.py's COMPILED_MODULES names the same).
MODULES = ("bakers_family._core", "bakers_family._runs", "gloucestershire._seed")
#: "0": without the compiled core; "1": with it or not at all; unset: where it can be.
WANTED = os.environ.get("GOODMEASURE_BUILD_CORE", "").strip()


def _note(text: str) -> None:
    print(
        f"goodmeasure: {text}; the solver runs its pure-Python core (same results, slower).",
        file=sys.stderr,
    )


def sources_digest(folder: Path) -> str:
    """The digest of every .pyx and .pxd under ``folder`` (core.py computes
    the same to tell whether a build is the sources' own)."""
    digest = hashlib.sha256()
    paths = [*folder.rglob("*.pyx"), *folder.rglob("*.pxd")]
    for path in sorted(paths, key=lambda p: p.relative_to(folder).as_posix()):
        data = path.read_bytes()
        digest.update(f"{path.relative_to(folder).as_posix()}\0{len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def _extensions() -> list[Extension]:
    if WANTED == "0":
        _note("GOODMEASURE_BUILD_CORE=0, so the compiled solver core is not built")
        return []
    try:
        import Cython  # noqa: F401
    except ImportError:
        if WANTED == "1":
            raise SystemExit("goodmeasure: GOODMEASURE_BUILD_CORE=1, but Cython is not installed") from None
        _note("Cython is not installed, so the compiled solver core is not built")
        return []
    # Paths relative to setup.py, as setuptools wants them.
    return [Extension(f"{PACKAGE}.{name}", [_source_of(name)]) for name in MODULES]


def _source_of(module: str) -> str:
    """A compiled module's Cython source, relative to setup.py."""
    return f"goodmeasure/solver/{module.replace('.', '/')}.pyx"


class OptionalBuildExt(build_ext):
    """build_ext that translates the core with Cython when it runs (an sdist
    translates nothing), compiles it, and leaves it out with one line where
    it cannot (no compiler, no Python headers), unless it is wanted."""

    failed = False

    def run(self) -> None:
        if not self.extensions:
            super().run()
            self._forget()
            return
        try:
            from Cython.Build import cythonize

            translated = cythonize(
                self.extensions,
                # The C files stay out of the package folder.
                build_dir=str(Path(self.build_temp) / "cython"),
                quiet=True,
                compiler_directives={"language_level": 3},
            )
            for ext, c_ext in zip(self.extensions, translated, strict=True):
                ext.sources = c_ext.sources
            super().run()
        except Exception as error:  # noqa: BLE001 -- any failure: no compiled core
            self._failed(f"the compiled solver core was not built ({type(error).__name__}: {error})")
        if self.failed:
            self._forget()
        else:
            self._record()

    def build_extension(self, ext: Extension) -> None:
        # The core runs only with all its modules: after one failure (no
        # compiler, say) the others are not tried.
        if self.failed:
            return
        try:
            super().build_extension(ext)
        except Exception as error:  # noqa: BLE001
            self._failed(f"the compiled solver core was not built ({type(error).__name__} in {ext.name})")

    def _failed(self, text: str) -> None:
        if WANTED == "1":
            raise SystemExit(f"goodmeasure: GOODMEASURE_BUILD_CORE=1, but {text}")
        if not self.failed:
            _note(text)
        self.failed = True

    def _forget(self) -> None:
        """No record in a wheel without the compiled core (build_py copies
        the one an in-place build left in the checkout); an in-place build
        keeps the record of the modules it leaves in place."""
        if not self.inplace:
            (Path(self.build_lib) / "goodmeasure" / "solver" / "_built_from.py").unlink(missing_ok=True)

    def _record(self) -> None:
        """Write down what was built, beside the modules: the checkout's
        folder for an in-place build, the wheel's tree otherwise."""
        binaries = {name: _file_digest(Path(self.get_ext_fullpath(f"{PACKAGE}.{name}"))) for name in MODULES}
        # The package's folder, in the checkout or the wheel's tree.
        package = Path(self.get_ext_fullpath(f"{PACKAGE}.bakers_family._core")).parent.parent
        record = package / "_built_from.py"
        lines = [
            '"""Written by setup.py: what the compiled core was built from (see core.py)."""',
            "",
            f'SOURCES = "{sources_digest(FOLDER)}"',
            "BINARIES = {",
            *(f'    "{name}": "{digest}",' for name, digest in binaries.items()),
            "}",
        ]
        record.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# setup.py runs as __main__ (pip, build, `python setup.py`); the tests import
# it for sources_digest alone.
if __name__ == "__main__":
    setup(ext_modules=_extensions(), cmdclass={"build_ext": OptionalBuildExt})
