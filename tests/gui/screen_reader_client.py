"""A screen reader's client, run by the system Python (Debian's python3-pyatspi)
inside ``dbus-run-session``: it starts Xvfb, openbox, the accessibility bus
and the app on a deal file, plays the solver's winning line by keyboard alone
(keys synthesised through AT-SPI), and after each key checks what a screen
reader hears: the focused pile's name and the announcements.

    dbus-run-session -- /usr/bin/python3 screen_reader_client.py APP_PYTHON REPO DEAL HOME LOG

Exits 0 when the deal is won with every step read back right; otherwise
prints what went wrong. LOG gets the words heard, in order.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

APP_PYTHON, REPO, DEAL, HOME, LOG = sys.argv[1:6]
sys.path.insert(0, REPO)

from goodmeasure import engine  # noqa: E402 (the checkout's engine, Qt-free)
from goodmeasure.solver import solve  # noqa: E402

KEYS = {
    "Right": 0xFF53,
    "Left": 0xFF51,
    "space": 0x20,
    "F": 0x66,
    "T": 0x74,
    "H": 0x68,
    "q": 0x71,
    "z": 0x7A,
    "y": 0x79,
}
CONTROL_MASK = 1 << 2
WAIT = 20.0  # seconds a word may take to come (a loaded CI machine)

heard: list[tuple[str, str]] = []  # (kind, words), every event in order
log = open(LOG, "w", encoding="utf-8")  # noqa: SIM115


def on_event(event) -> None:  # noqa: ANN001
    try:
        if event.type == "object:announcement":
            heard.append(("said", str(event.any_data)))
        elif event.type.startswith("object:state-changed:focused") and event.detail1:
            heard.append(("focus", event.source.name))
        else:
            return
        log.write(f"{heard[-1][0]}: {heard[-1][1]}\n")  # all a screen reader hears, in order
    except Exception as error:  # noqa: BLE001 - a dead object: note it, go on
        heard.append(("error", str(error)))


def pump(seconds: float) -> None:
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.005)


def wait_for(test, since: int, what: str) -> str:  # noqa: ANN001
    """The first words heard since ``since`` that pass ``test``."""
    end = time.monotonic() + WAIT
    while time.monotonic() < end:
        pump(0.01)
        for kind, words in heard[since:]:
            if test(kind, words):
                return words
    fail(f"never heard {what}; heard since: {heard[since:]}")
    return ""


def fail(message: str) -> None:
    print("FAIL:", message, flush=True)
    log.close()
    raise SystemExit(1)


def press(name: str, control: bool = False) -> int:
    since = len(heard)
    log.write(f"[key {'Ctrl+' if control else ''}{name}]\n")
    if control:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_LOCKMODIFIERS)
    pyatspi.Registry.generateKeyboardEvent(KEYS[name], None, pyatspi.KEY_SYM)
    if control:
        pyatspi.Registry.generateKeyboardEvent(CONTROL_MASK, None, pyatspi.KEY_UNLOCKMODIFIERS)
    return since


def pile_words(position: engine.Position, column: int) -> tuple[str, str]:
    """What the focused column's name must start with, and hold."""
    cards = position.columns[column]
    start = f"Column {column + 1}, "
    return start, engine.card_name(cards[-1]) if cards else "empty"


class Player:
    def __init__(self, position: engine.Position) -> None:
        self.position = position
        self.focus: int | None = None  # the focused column, once shown
        self.heard_last = ""  # the focused pile's words

    def go_to(self, column: int) -> None:
        """Arrows to the column; each step's focused name is checked."""
        if self.focus is None:
            self._step("Right", 0)  # the first arrow shows the focus on column 1
        while self.focus != column:
            assert self.focus is not None
            self._step(
                "Right" if column > self.focus else "Left", self.focus + (1 if column > self.focus else -1)
            )

    def _step(self, key: str, column: int) -> None:
        since = press(key)
        start, top = pile_words(self.position, column)
        words = wait_for(lambda k, w: k == "focus" and w.startswith(start), since, f"focus on {start!r}")
        if top not in words:
            fail(f"focus {words!r} does not name {top!r}")
        self.focus = column
        self.heard_last = words

    def play(self, move: engine.Move) -> bool:
        """Play one move by keys; True once the game is won."""
        before = self.position
        column = move.source_index
        card = engine.card_name(before.columns[column][-1])
        self.go_to(column)
        if move.target == "f":
            since = press("F")
            expected = f"{card} to its foundation."
        else:
            since = press("space")
            wait_for(lambda k, w: k == "said" and f"Picked up the {card}." in w, since, "the pick-up")
            self.go_to(move.target_index)
            if not self.heard_last.endswith(f", takes the {card}"):
                fail(f"the target {self.heard_last!r} does not say it takes the {card}")
            since = press("space")
            expected = f"{card} onto column {move.target_index + 1}."
        said = wait_for(lambda k, w: k == "said" and expected in w, since, repr(expected))
        self.position = engine.apply(before, move)
        left = self.position.columns[column]
        uncovered = f"shows the {engine.card_name(left[-1])}." if left else "is empty."
        if f"Column {column + 1} {uncovered}" not in said:
            fail(f"{said!r} does not say what column {column + 1} shows")
        if said.count(expected) != 1:
            fail(f"said twice: {said!r}")
        if "Auto finish" in said or engine.is_won(self.position):
            wait_for(lambda k, w: k == "said" and "You won!" in w, since, "the win")
            return True
        return False


def find_window():  # noqa: ANN201
    for _ in range(240):
        for app in pyatspi.Registry.getDesktop(0):
            for window in app or []:
                if window is not None and "goodmeasure" in (window.name or ""):
                    return window
        time.sleep(0.25)
    fail("no goodmeasure window on the accessibility bus")
    return None


def start_window_manager(env: dict[str, str]) -> subprocess.Popen[bytes]:
    """openbox on ``env``'s display, once it is up: on a busy machine it
    once failed to open a display that Xvfb had just said was ready, and
    without a window manager the window never gets the focus."""
    for _ in range(10):
        with tempfile.TemporaryFile() as output:
            manager = subprocess.Popen(["openbox"], env=env, stdout=output, stderr=subprocess.STDOUT)
            try:
                manager.wait(timeout=1)
            except subprocess.TimeoutExpired:
                return manager  # still running: it has the display
            output.seek(0)
            said = output.read().decode(errors="replace").strip()
        print(f"openbox ended at once ({said}); starting it again", flush=True)
        time.sleep(0.5)
    fail("openbox could not open the display")
    raise AssertionError  # fail() exits


def main() -> None:
    children = []
    chosen = os.environ.get("SCREEN_READER_DISPLAY")  # a display of one's own on a shared machine
    if chosen:
        children.append(
            subprocess.Popen(["Xvfb", chosen, "-screen", "0", "1024x700x24"], stderr=subprocess.DEVNULL)
        )
        display = chosen
        time.sleep(1)
    else:  # Xvfb picks a free display and says which
        read, write = os.pipe()
        children.append(
            subprocess.Popen(
                ["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x700x24"],
                pass_fds=[write],
                stderr=subprocess.DEVNULL,
            )
        )
        os.close(write)
        display = ":" + os.read(read, 16).decode().strip()
    env = dict(os.environ, DISPLAY=display, LANG="C.UTF-8", LANGUAGE="", LC_ALL="C.UTF-8")
    children.append(start_window_manager(env))
    children.append(subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env))
    time.sleep(0.5)
    try:
        for kind in ("object:announcement", "object:state-changed:focused"):
            pyatspi.Registry.registerEventListener(on_event, kind)
        app_env = dict(
            env,
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            GOODMEASURE_HOME=HOME,
            PYTHONPATH=REPO,
        )
        app = subprocess.Popen([APP_PYTHON, "-m", "goodmeasure", DEAL], env=app_env, cwd=REPO)
        children.append(app)
        window = find_window()
        log.write(f"window: {window.name}\n")
        wait_for(lambda k, w: k == "said" and "Deal from a file." in w, 0, "the deal")
        # The keys go to the table once it has the focus (the window manager activated it).
        wait_for(lambda k, w: k == "focus" and w == "Table", 0, "the table focused")
        with open(DEAL, encoding="utf-8") as deal:
            position = engine.read_deal(deal.read())
        line = solve(position).moves
        # The read-out key and the hint, before play.
        since = press("T")
        wait_for(
            lambda k, w: k == "said" and w.startswith("Foundation 1, 1 card: Ace of diamonds."),
            since,
            "the table read out",
        )
        since = press("H")
        wait_for(lambda k, w: k == "said" and "Hint: " in w, since, "the hint")
        player = Player(position)
        for number, move in enumerate(line, 1):
            log.write(f"--- move {number}: {move}\n")
            move_words = (
                f"{engine.card_name(player.position.columns[move.source_index][-1])} to its foundation."
            )
            if player.play(move):
                print(f"WON after {number} of {len(line)} moves by keys", flush=True)
                break
            if number == 1:  # undo it and redo it: each said once
                since = press("z", control=True)
                wait_for(
                    lambda k, w, said=f"Undone: {move_words}": k == "said" and w.startswith(said),
                    since,
                    "the undo",
                )
                since = press("y", control=True)
                wait_for(
                    lambda k, w, said=f"Redone: {move_words}": k == "said" and w.startswith(said),
                    since,
                    "the redo",
                )
        else:
            fail("the solution ended without a win being said")
        press("q", control=True)  # a won game: the app quits without a question
        if app.wait(30) != 0:
            fail(f"the app quit with {app.returncode}")
        print("QUIT cleanly", flush=True)
    finally:
        log.close()
        for child in reversed(children):
            child.terminate()
        for child in children:
            child.wait(10)


if __name__ == "__main__":
    main()
