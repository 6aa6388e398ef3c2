"""The ``goodmeasure`` command: the app without arguments, headless tools with.

    goodmeasure deal GAME NUMBER        print that deal as .deal text
    goodmeasure deal GAME --daily DATE  the daily deal of DATE (YYYY-MM-DD)
    goodmeasure deal GAME --winnable    a deal the solver proves winnable
    goodmeasure deal GAME --winnable --difficulty LEVEL
                                        ... of that level (easy, medium, hard, expert)
    goodmeasure moves FILE              the legal moves, one a line
    goodmeasure play FILE MOVE...       apply the moves, print the new position
    goodmeasure solve FILE [--budget NODES] [--json]
    goodmeasure hint FILE [--json]

Bad input exits with status 2 and one line on standard error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import engine

EXIT_BAD_INPUT = 2

#: A position is a few hundred bytes; input far larger is not one, and reading
#: it whole (a wrong file, /dev/zero) could exhaust memory.
MAX_INPUT_BYTES = 16 * 1024 * 1024


class UsageError(Exception):
    """Bad input from the command line: one line for stderr, exit 2.

    ``prog`` starts the line: "goodmeasure", or "goodmeasure deal" for a
    subcommand's own argument errors.
    """

    def __init__(self, message: str, prog: str = "goodmeasure") -> None:
        super().__init__(message)
        self.prog = prog


class _Parser(argparse.ArgumentParser):
    # argparse prints the whole usage block on an error; one clear line is kinder to scripts.
    def error(self, message: str) -> NoReturn:
        raise UsageError(message, self.prog)


class _CommandParser(_Parser):
    """A subcommand's parser, reading options and positionals in any order.

    Plain argparse fills ``deal GAME [NUMBER]`` at once from the words before
    the first option, so ``deal golf --options wrap 7`` left the 7 over as an
    unrecognized argument. Intermixed parsing reads the options first.
    """

    _reading = False

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        # parse_known_intermixed_args calls parse_known_args itself, twice.
        if self._reading:
            return super().parse_known_args(args, namespace)
        self._reading = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._reading = False


def _read_input(path: str) -> str:
    # Bytes, decoded here: standard input would otherwise be decoded in the
    # locale's encoding, with undecodable bytes passed on as surrogates.
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise UsageError(f"cannot read {name}: {error.strerror or error}") from None
    if len(data) > MAX_INPUT_BYTES:
        raise UsageError(f"cannot read {name}: far too large for a .deal file (over 16 MiB)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UsageError(f"cannot read {name}: not UTF-8 text") from None


def read_position(path: str) -> engine.Position:
    """The position in FILE (``-`` for standard input), or a UsageError."""
    text = _read_input(path)
    try:
        return engine.read_deal(text)
    except engine.DealFormatError as error:
        name = "<stdin>" if path == "-" else path
        raise UsageError(f"{name}: {error}") from None


def _game_options(text: str | None) -> frozenset[str] | None:
    if text is None:
        return None
    return frozenset(o for o in text.replace(",", " ").split() if o)


def _cmd_deal(args: argparse.Namespace) -> int:
    options = _game_options(args.options)
    try:
        engine.get_game(args.game, options)
    except engine.UnknownGame as error:
        raise UsageError(str(error)) from None
    chosen = [what for what, given in (
        ("NUMBER", args.number is not None), ("--daily", args.daily is not None),
        ("--winnable", args.winnable),
    ) if given]
    if len(chosen) > 1:
        raise UsageError(f"deal: give one of NUMBER, --daily DATE, --winnable, not {' and '.join(chosen)}")
    if args.difficulty is not None:
        return _deal_of_level(args, options)
    if args.daily is not None or args.winnable:
        date = None
        if args.daily is not None:
            try:
                date = engine.parse_date(args.daily)
            except ValueError as error:
                raise UsageError(str(error)) from None
        from .solver import picker

        if date is not None:
            pick = picker.daily_deal(args.game, date, options)
        else:
            pick = picker.winnable_deal(args.game, options)
        if pick is None:
            raise UsageError(f"no deal of {args.game} could be proven winnable within reach")
        sys.stderr.write(f"deal {pick.number}\n")
        sys.stdout.write(engine.write_deal(pick.position))
        return 0
    if args.number is None:
        raise UsageError("deal: give a NUMBER, --daily DATE or --winnable")
    try:
        number = int(args.number)
        position = engine.deal(args.game, number, options)
    except ValueError as error:
        raise UsageError(f"deal: bad number {args.number!r}: {error}") from None
    sys.stdout.write(engine.write_deal(position))
    return 0


def _deal_of_level(args: argparse.Namespace, options: frozenset[str] | None) -> int:
    """``deal GAME --winnable --difficulty LEVEL``: exit 1 when no deal of
    that level is within reach (the search found none, or the rule has no
    winnable deals at all)."""
    if not args.winnable:
        raise UsageError("deal: --difficulty goes with --winnable")
    from .solver import rating

    game = engine.get_game(args.game, options)
    if not rating.reachable(game):
        why = rating.OUT_OF_REACH[rating.variant(game)]
        sys.stderr.write(f"goodmeasure deal: no {args.difficulty} deal: {why}\n")
        return 1
    pick = rating.pick_level(args.game, args.difficulty, options)
    if pick is None:
        sys.stderr.write(
            f"goodmeasure deal: no {args.difficulty} deal of {args.game} turned up in "
            f"{rating.LEVEL_TRIES} winnable tries\n"
        )
        return 1
    sys.stderr.write(f"deal {pick.number} ({args.difficulty})\n")
    sys.stdout.write(engine.write_deal(pick.position))
    return 0


def _cmd_moves(args: argparse.Namespace) -> int:
    position = read_position(args.file)
    for text in sorted(str(m) for m in engine.legal_moves(position)):
        print(text)
    return 0


def _cmd_play(args: argparse.Namespace) -> int:
    position = read_position(args.file)
    for number, text in enumerate(args.moves, start=1):
        try:
            position = engine.apply(position, engine.parse_move(text))
        except ValueError as error:
            raise UsageError(f"move {number} ({text}): {error}") from None
    sys.stdout.write(engine.write_deal(position))
    return 0


def _cmd_solve(args: argparse.Namespace) -> int:
    from .solver import commands

    position = read_position(args.file)
    if args.budget is not None and args.budget < 1:
        raise UsageError("solve: --budget must be a positive number of nodes")
    return commands.run_solve(position, args.budget, args.json)


def _cmd_hint(args: argparse.Namespace) -> int:
    from .solver import commands

    position = read_position(args.file)
    return commands.run_hint(position, args.json)


#: The app's own flags (:mod:`.gui.app` reads them), for ``--help``.
_APP_HELP = """starting the app:
  goodmeasure               the table, with the last game played
  goodmeasure FILE.deal     the table with the position in FILE
  goodmeasure --open FILE   the same, for a file of any name
  goodmeasure --smoke-test  offscreen check: play one move with a real click
                            on deal 1 of Good Measure, print the position

The commands read and write positions as .deal text (FILE may be - for
standard input); each has its own --help. Bad input exits with status 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="goodmeasure",
        usage="%(prog)s [FILE.deal | --open FILE | --smoke-test]\n"
        "       %(prog)s {deal,moves,play,solve,hint} ...",
        description="Patience games with a solver. Without a command it starts the app.",
        epilog=_APP_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"goodmeasure {_version()}")
    # prog: the subcommands' usage would start with the two-line usage above.
    sub = parser.add_subparsers(dest="command", parser_class=_CommandParser, prog="goodmeasure")

    p = sub.add_parser("deal", help="print a deal as .deal text")
    p.add_argument("game", choices=engine.GAME_NAMES, metavar="GAME")
    p.add_argument("number", nargs="?", metavar="NUMBER")
    p.add_argument("--daily", metavar="DATE", help="the daily deal of DATE (YYYY-MM-DD)")
    p.add_argument("--winnable", action="store_true", help="a deal proven winnable")
    p.add_argument("--options", metavar="OPTS", help="options in force, e.g. 'wrap on-king'")
    _add_difficulty(p)
    p.set_defaults(run=_cmd_deal)

    p = sub.add_parser("moves", help="list the legal moves of a position")
    p.add_argument("file", metavar="FILE")
    p.set_defaults(run=_cmd_moves)

    p = sub.add_parser("play", help="apply moves and print the new position")
    p.add_argument("file", metavar="FILE")
    p.add_argument("moves", nargs="*", metavar="MOVE")
    p.set_defaults(run=_cmd_play)

    p = sub.add_parser("solve", help="solve a position")
    p.add_argument("file", metavar="FILE")
    p.add_argument(
        "--budget",
        type=int,
        metavar="NODES",
        # Static text: the solver is imported only when a command needs it.
        help="positions to expand, counted in Baker's Dozen nodes (each game scales it by "
        "what its nodes cost); default: the solver's default budget",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_cmd_solve)

    p = sub.add_parser("hint", help="the hint the app would show")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_cmd_hint)
    return parser


def _add_difficulty(p: argparse.ArgumentParser) -> None:
    # The names, not the solver's tuple: the solver loads only when a command needs it.
    p.add_argument(
        "--difficulty",
        choices=("easy", "medium", "hard", "expert"),
        metavar="LEVEL",
        help="with --winnable: a deal of that level (easy, medium, hard, expert)",
    )


def _version() -> str:
    from . import __version__

    return __version__


def _starts_the_app(args: list[str]) -> bool:
    """No subcommand: the app, with its own flags (e.g. a .deal file to open)."""
    if not args:
        return True
    first = args[0]
    if first in ("-h", "--help", "--version"):
        return False
    # A file manager passes the file's own name, which may be in capitals
    # (the desktop's *.deal pattern ignores case).
    return first.startswith("-") or first.lower().endswith(".deal")


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if _starts_the_app(args_list):
        from .gui.app import run_app

        return run_app(args_list)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
        result: int = args.run(args)
        return result
    except UsageError as error:
        sys.stderr.write(f"{error.prog}: {error}\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
