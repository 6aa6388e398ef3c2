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

Bad input exits with status 2 and one line on standard error; a question
with no answer (no winnable deal known) exits with status 1.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import engine
from .engine.deals import MAX_DEAL_NUMBER
from .engine.games import DEFAULT_OPTIONS, OPTIONS
from .engine.levels import LEVELS
from .storage import position_files

EXIT_BAD_INPUT = 2
#: A well-formed question with no answer: no winnable deal is known.
EXIT_NONE_FOUND = 1


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


def read_position(path: str) -> engine.Position:
    """The position in FILE (``-`` for standard input), or a UsageError."""
    try:
        return position_files.read_position(path)
    except position_files.UnreadablePosition as error:
        raise UsageError(str(error)) from None


def _game_options(text: str | None) -> frozenset[str] | None:
    if text is None:
        return None
    listed = [o for o in text.replace(",", " ").split() if o]
    twice = sorted({o for o in listed if listed.count(o) > 1})
    if twice:
        # As a .deal file's options: line with a repeated option is refused.
        raise UsageError(f"deal: --options: an option is listed twice ({', '.join(twice)})")
    return frozenset(listed)


def _whole_number(text: str, what: str, low: int, high: int | None = None) -> int:
    """``text`` as a number written in ASCII digits only, within bounds.

    int() also takes "1_0", " 7 " and other scripts' digits ("\u0661"), which
    no one means as a deal number or a budget.
    """
    if text.isascii() and text.isdigit():
        number = int(text)
        if number >= low and (high is None or number <= high):
            return number
    bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
    raise UsageError(f"{what} must be a whole number {bounds} (digits 0-9), not {text!r}")


def _no_winnable_deal(game: engine.Game) -> str:
    if game.name == "gloucestershire" and not game.free_bouquet:
        return (
            "no winnable deal of gloucestershire is known under the standard rule (only the "
            "bouquet's top card plays); --options free-bouquet deals winnable ones"
        )
    return f"no deal of {game.name} could be proven winnable within reach"


def _cmd_deal(args: argparse.Namespace) -> int:
    options = _game_options(args.options)
    try:
        game = engine.get_game(args.game, options)
    except engine.UnknownGame as error:
        raise UsageError(str(error)) from None
    chosen = [
        what
        for what, given in (
            ("NUMBER", args.number is not None),
            ("--daily", args.daily is not None),
            ("--winnable", args.winnable),
        )
        if given
    ]
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
            # Not bad input: the question was fine, the answer is "none known".
            sys.stderr.write(position_files.printable(f"goodmeasure deal: {_no_winnable_deal(game)}") + "\n")
            return EXIT_NONE_FOUND
        from .solver import rating

        # Every pick is a proven win, so it has a level (the daily deal's too).
        sys.stderr.write(f"deal {pick.number} ({rating.pick_level_of(pick)})\n")
        sys.stdout.write(engine.write_deal(pick.position))
        return 0
    if args.number is None:
        raise UsageError("deal: give a NUMBER, --daily DATE or --winnable")
    number = _whole_number(args.number, "deal: NUMBER", 0, MAX_DEAL_NUMBER)
    sys.stdout.write(engine.write_deal(engine.deal(args.game, number, options)))
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
        except engine.MoveFormatError as error:
            # A bare pile name is what the shell leaves of c2>f unquoted
            # (it took ">f" and wrote to a file named f): only then is quoting the cure.
            advice = "; a bare > is the shell's: quote moves ('c3>c7')" if engine.is_pile_name(text) else ""
            raise UsageError(f"move {number} ({text}): {error}{advice}") from None
        except ValueError as error:
            raise UsageError(f"move {number} ({text}): {error}") from None
    sys.stdout.write(engine.write_deal(position))
    return 0


def _cmd_solve(args: argparse.Namespace) -> int:
    from .solver import commands

    position = read_position(args.file)
    budget = None if args.budget is None else _whole_number(args.budget, "solve: --budget", 1)
    return commands.run_solve(position, budget, args.json)


def _cmd_hint(args: argparse.Namespace) -> int:
    from .solver import commands

    position = read_position(args.file)
    return commands.run_hint(position, args.json)


#: The app's own flags (:mod:`.gui.desktop.app` reads them), for ``--help``.
_APP_HELP = """starting the app:
  goodmeasure               the table, with the last game played
  goodmeasure FILE.deal     the table with the position in FILE
  goodmeasure --open FILE   the same, for a file of any name
  goodmeasure --smoke-test  offscreen check: play one move with a real click
                            on deal 1 of Good Measure, print the position

The commands read and write positions as .deal text (FILE may be - for
standard input); each has its own --help. Bad input exits with status 2."""


#: The move notation (RULES.md, "Move notation"), for ``play --help``.
_MOVES_HELP = """moves are written FROM>TO, naming the piles:
  c1, c2, ...   columns (Gloucestershire's beds), left to right
  f1 .. f4      foundations, left to right; a move home names just f
  s, w          Golf's stock and waste
  b             Gloucestershire's bouquet (its top card); with the free
                bouquet b1, b2, ... name its cards from the first listed
e.g. c3>c7, c3>f, s>w, c2>w, b>c4, b7>c3, f2>c5.

Quote each move: a bare > is the shell's, which would write to a file.
goodmeasure moves FILE lists the legal moves of a position, and
goodmeasure solve prints its moves quoted, ready to paste here.

examples:
  goodmeasure deal golf 7 > golf7.deal
  goodmeasure play golf7.deal 'c3>w' 's>w'
  goodmeasure deal good-measure 1 | goodmeasure play - 'c2>f' 'c8>f'"""

_FILE_HELP = "a position as .deal text (RULES.md); - reads standard input"


_OPTION_WORDS = {
    "wrap": "turn the corner: Ace and King follow each other",
    "on-king": "cards on a King: a Queen (with wrap an Ace) goes on a King",
    "free-bouquet": "every bouquet card plays, not only the top one",
}


def _games_help() -> str:
    """The games and their options, for ``deal --help``."""
    lines = ["games and their options (--options):"]
    for name in engine.GAME_NAMES:
        title = engine.get_game(name).title
        if not OPTIONS[name]:
            lines.append(f"  {name:<18}{title}: no options")
            continue
        defaults = " ".join(o for o in OPTIONS[name] if o in DEFAULT_OPTIONS[name]) or "none"
        lines.append(f"  {name:<18}{title}: default options: {defaults}")
        lines.extend(f"    {option:<16}{_OPTION_WORDS.get(option, '')}" for option in OPTIONS[name])
    lines += [
        "",
        "examples:",
        "  goodmeasure deal golf 7 --options ''          strict Golf: nothing on a King",
        "  goodmeasure deal gloucestershire --winnable --options free-bouquet",
        "",
        "No winnable deal of Gloucestershire is known under its standard rule:",
        "--daily and --winnable then say so and exit with status 1.",
    ]
    return "\n".join(lines)


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

    p = sub.add_parser(
        "deal",
        help="print a deal as .deal text",
        epilog=_games_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", choices=engine.GAME_NAMES, metavar="GAME")
    p.add_argument("number", nargs="?", metavar="NUMBER")
    p.add_argument("--daily", metavar="DATE", help="the daily deal of DATE (YYYY-MM-DD)")
    p.add_argument("--winnable", action="store_true", help="a deal proven winnable")
    p.add_argument(
        "--options",
        metavar="OPTS",
        help="the options in force, separated by spaces or commas, instead of the game's "
        "defaults; '' for none (see below)",
    )
    _add_difficulty(p)
    p.set_defaults(run=_cmd_deal)

    p = sub.add_parser("moves", help="list the legal moves of a position")
    p.add_argument("file", metavar="FILE", help=_FILE_HELP)
    p.set_defaults(run=_cmd_moves)

    p = sub.add_parser(
        "play",
        help="apply moves and print the new position",
        epilog=_MOVES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file", metavar="FILE", help=_FILE_HELP)
    p.add_argument("moves", nargs="*", metavar="MOVE", help="a move, quoted: 'c3>c7' (see below)")
    p.set_defaults(run=_cmd_play)

    p = sub.add_parser("solve", help="solve a position")
    p.add_argument("file", metavar="FILE", help=_FILE_HELP)
    p.add_argument(
        "--budget",
        metavar="NODES",
        # Static text: the solver is imported only when a command needs it.
        help="positions to expand, counted in Baker's Dozen nodes (each game scales it by "
        "what its nodes cost); default: the hint's budget",
    )
    p.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object: verdict, moves, nodes, seconds, the solver core that ran "
        "(compiled or python), and difficulty when solvable",
    )
    p.set_defaults(run=_cmd_solve)

    p = sub.add_parser("hint", help="the hint the app would show")
    p.add_argument("file", metavar="FILE", help=_FILE_HELP)
    p.add_argument("--json", action="store_true", help="print one JSON object: move, reason, status, source")
    p.set_defaults(run=_cmd_hint)
    return parser


def _add_difficulty(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--difficulty",
        choices=LEVELS,
        metavar="LEVEL",
        help=f"with --winnable: a deal of that level ({', '.join(LEVELS)})",
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


def _core_refused() -> str | None:
    """Why the solver core ``GOODMEASURE_CORE`` asks for cannot run (README:
    The solver's two cores), as one line, or None. Asked before the app or a
    command starts, so that a bad value stops the program at once instead of
    failing the first search."""
    if not os.environ.get("GOODMEASURE_CORE", "").strip():
        return None  # unset: whichever core is built runs
    try:
        from .solver import core

        core.check_choice()
    except (ValueError, ImportError) as error:
        return position_files.printable(f"goodmeasure: {error}")
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    refused = None if args_list[:1] in (["-h"], ["--help"], ["--version"]) else _core_refused()
    if refused is not None:
        sys.stderr.write(refused + "\n")
        return EXIT_BAD_INPUT
    if _starts_the_app(args_list):
        from .gui.desktop.app import run_app

        return run_app(args_list)
    parser = build_parser()
    try:
        args = parser.parse_args(args_list)
        result: int = args.run(args)
        return result
    except UsageError as error:
        sys.stderr.write(position_files.printable(f"{error.prog}: {error}") + "\n")
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
