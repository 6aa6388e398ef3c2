"""Whether a window can open here, told before Qt is started.

Without a display Qt's platform plugin aborts the process (SIGABRT) after
six lines of advice that name libraries the player has; the app says why in
one line instead. No Qt here: this runs before QApplication exists.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from collections.abc import Mapping, Sequence

#: Platforms without a screen: a window there is never seen, nor a dialog answered.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal"})

_WINDOW_SYSTEMS = frozenset({"xcb", "wayland", "wayland-egl"})
_CONNECT_SECONDS = 2.0

NO_DISPLAY = (
    "no display found ({why}); set one, or use QT_QPA_PLATFORM=offscreen for a headless run, "
    "or the command-line subcommands"
)


def _qt_option(qt_args: Sequence[str], name: str) -> str | None:
    for flag, value in zip(qt_args, qt_args[1:], strict=False):
        if flag in (f"-{name}", f"--{name}"):
            return value
    return None


def chosen_platforms(qt_args: Sequence[str], environ: Mapping[str, str] = os.environ) -> list[str]:
    """The platform plugins Qt will try, in order ([] for its default):
    ``-platform`` wins over QT_QPA_PLATFORM; ``;`` separates fallbacks and
    ``:`` starts a plugin's options (``windows:darkmode=1``)."""
    chosen = _qt_option(qt_args, "platform") or environ.get("QT_QPA_PLATFORM", "")
    return [part.split(":", 1)[0].strip().lower() for part in chosen.split(";") if part.strip()]


def _connects(family: int, address: str | tuple[str, int]) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(_CONNECT_SECONDS)
            probe.connect(address)
    except OSError:
        return False
    return True


def x_display_reachable(display: str) -> bool:
    """Whether an X server answers at DISPLAY (``:0``, ``unix:1.0``,
    ``localhost:10.0`` over ssh, or a socket path before the colon)."""
    match = re.fullmatch(r"(?P<host>.*):(?P<number>\d+)(?:\.\d+)?", display.strip())
    if match is None:
        return False
    host, number = match["host"], int(match["number"])
    if host.startswith("/"):  # a launchd-style socket path names the socket itself
        return _connects(socket.AF_UNIX, display)
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{number}"
        # Linux servers listen in the abstract namespace too (it works in a sandbox without /tmp).
        return (sys.platform.startswith("linux") and _connects(socket.AF_UNIX, "\0" + path)) or _connects(
            socket.AF_UNIX, path
        )
    return _connects(socket.AF_INET6 if ":" in host else socket.AF_INET, (host.strip("[]"), 6000 + number))


def wayland_reachable(environ: Mapping[str, str] = os.environ) -> bool:
    name = environ.get("WAYLAND_DISPLAY", "")
    if not name:
        return False
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    path = name if os.path.isabs(name) else os.path.join(runtime, name) if runtime else ""
    return bool(path) and _connects(socket.AF_UNIX, path)


def _shown(value: str) -> str:
    # An environment value reaches the terminal: no escape sequences.
    return "".join(c if c.isprintable() else "?" for c in value)


def missing_display(
    qt_args: Sequence[str], environ: Mapping[str, str] = os.environ, platform: str = sys.platform
) -> str | None:
    """Why no window can be opened here (one line for stderr), or None.
    Windows and macOS always have their window system; a platform Qt was
    told to use other than X11 or Wayland (offscreen, eglfs, vnc) is its own
    business."""
    if platform in ("win32", "darwin"):
        return None
    plugins = chosen_platforms(qt_args, environ)
    if plugins and not _WINDOW_SYSTEMS.intersection(plugins):
        return None
    x_display = _qt_option(qt_args, "display") or environ.get("DISPLAY", "")
    tries_x = not plugins or "xcb" in plugins
    tries_wayland = not plugins or any(p.startswith("wayland") for p in plugins)
    if tries_wayland and wayland_reachable(environ):
        return None
    if tries_x and x_display and x_display_reachable(x_display):
        return None
    if x_display and tries_x:
        why = f"DISPLAY={_shown(x_display)} cannot be reached"
    elif environ.get("WAYLAND_DISPLAY") and tries_wayland:
        why = f"WAYLAND_DISPLAY={_shown(environ['WAYLAND_DISPLAY'])} cannot be reached"
    else:
        why = "DISPLAY and WAYLAND_DISPLAY are unset"
    return NO_DISPLAY.format(why=why)


def has_screen(
    qt_args: Sequence[str], environ: Mapping[str, str] = os.environ, platform: str = sys.platform
) -> bool:
    """Whether a dialog shown here can be seen and answered by someone."""
    plugins = chosen_platforms(qt_args, environ)
    if plugins and plugins[0] in HEADLESS_PLATFORMS:
        return False
    return missing_display(qt_args, environ, platform) is None
