#!/usr/bin/env bash
# Build the one-folder desktop bundle (no Python needed on the target machine):
#
#     bash packaging/build_bundle.sh [DISTPATH [WORKPATH]]
#
# The app lands in DISTPATH/goodmeasure/ (default: dist/goodmeasure/ at the top
# of the checkout); WORKPATH (default: build/pyinstaller) holds PyInstaller's
# scratch files. Installs PyInstaller with pip first if it is missing.
# Environment: PYTHON (default: python3, else python) picks the interpreter,
# which must already have goodmeasure's dependencies (PySide6) installed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
python="${PYTHON:-$(command -v python3 || command -v python)}"
# Absolute paths through Python: macOS's realpath has no -m (missing folders).
absolute() { "$python" -c 'import os, sys; print(os.path.abspath(sys.argv[1]))' "$1"; }
distpath="$(absolute "${1:-$root/dist}")"
workpath="$(absolute "${2:-$root/build/pyinstaller}")"

if ! "$python" -c "import PyInstaller" >/dev/null 2>&1; then
    echo "build_bundle: installing PyInstaller" >&2
    "$python" -m pip install --quiet "pyinstaller>=6"
fi

"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$distpath" --workpath "$workpath" \
    "$root/packaging/goodmeasure.spec"

if [ -d "$distpath/goodmeasure.app" ]; then
    echo "build_bundle: $distpath/goodmeasure.app"
fi
echo "build_bundle: $distpath/goodmeasure/"
