"""Our search beside Freecell Solver on the same reference deals (a script,
not a test; it needs ``fc-solve``: ``apt-get install -y freecell-solver-bin``).

    python benchmarks/freecell_bench.py [--game good-measure|bakers-dozen] [--limit N]
                                        [--cap SECONDS] [--budget NODES]
                                        [--cores python compiled] [--fc-solve PATH]
                                        [--fc-args ARGS] [--fc-memory MB] [--deals FOLDER]
                                        [--each]

Interleaved, deal by deal: Freecell Solver as a subprocess (its preset for
the game, ``-g good_measure``, and ``--fc-args``; its board on stdin), cut
off after ``--cap`` seconds of wall time, then our search in this process
on each core of ``--cores`` (by default the one the app runs), at
``--budget`` nodes and stopped at the same cap. Prints each side's decided
share, our search time against its wall time (the median ratio over the
deals both decide; its time includes starting the process, a few
milliseconds) and its peak resident size. A verdict of one side against the
other's, or against the reference verdict, is printed as a contradiction.

Freecell Solver's plain search (its preset alone) says "I could not solve
this game" when it has seen every state its moves reach: that counts as
"lost". With ``--fc-args`` it counts as undecided: an iteration limit or a
preset of scans (``-l``) that each try only some kinds of move proves
nothing by running out. The
Debian build (5.0.0) holds at most 10 stacks: Good Measure fits, Baker's
Dozen (13 columns) does not; this script says so and stops. Freecell
Solver's sources take the most stacks from their CMake setting
``MAX_NUM_STACKS``: a build of the same release configured with
``-DMAX_NUM_STACKS=13`` takes Baker's Dozen (and searches Good Measure
state for state as Debian's does); ``--fc-solve`` names it.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import NamedTuple

from cores import CORES, default_core, pin, refusal
from machine import positive, yardstick_line
from reference import DEALS, missing_deals, reference_deals

from goodmeasure.engine import Position, read_deal
from goodmeasure.engine.cards import card_text

#: Freecell Solver's preset per game we can hand it.
PRESETS = {"good-measure": "good_measure", "bakers-dozen": "bakers_dozen"}
#: Freecell Solver's words.
SOLVED = "This game is solveable."
UNSOLVED = "I could not solve this game."
TOO_MANY_STACKS = "exceeds the maximal number of stacks"
#: Our verdicts against the reference's that contradict each other.
CONTRADICTS = {("solvable", "unsolvable"), ("unsolvable", "solved")}


class FcRun(NamedTuple):
    """One run of Freecell Solver: its verdict (ours: solvable, unsolvable,
    unknown), wall seconds, peak resident MB, and why it ended undecided."""

    verdict: str
    seconds: float
    peak_mb: float
    note: str


def board(position: Position) -> str:
    """``position`` as Freecell Solver reads a board: the foundations by the
    rank on top of each suit, then one line per column, bottom card first
    (as in our .deal text)."""
    tops = {"H": "0", "C": "0", "D": "0", "S": "0"}
    for pile in position.foundations:
        if pile:
            text = card_text(pile[-1])
            tops[text[1]] = text[0]
    lines = ["Foundations: " + " ".join(f"{suit}-{rank}" for suit, rank in tops.items())]
    lines += [" ".join(card_text(card) for card in col) for col in position.columns]
    return "\n".join(lines) + "\n"


def verdict_of(output: str, plain: bool) -> tuple[str, str]:
    """Freecell Solver's verdict from its output, and a note when undecided;
    ``plain``: it ran its game's preset alone, whose "could not solve" is a proof."""
    if SOLVED in output:
        return "solvable", ""
    if UNSOLVED in output:
        return ("unsolvable", "") if plain else ("unknown", "ran out, --fc-args")
    return "unknown", "no verdict"


def run_fc(command: list[str], text: str, cap: float, memory_mb: int, plain: bool = True) -> FcRun:
    """Run Freecell Solver on the board ``text`` for at most ``cap`` seconds
    of wall time and ``memory_mb`` of address space (``plain``: see
    :func:`verdict_of`)."""

    def limit_memory() -> None:
        size = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    with tempfile.TemporaryFile("w+") as out:
        started = time.perf_counter()
        process = subprocess.Popen(
            [*command, "-"],
            stdin=subprocess.PIPE,
            stdout=out,
            stderr=subprocess.STDOUT,
            text=True,
            preexec_fn=limit_memory,
        )
        assert process.stdin is not None
        process.stdin.write(text)
        process.stdin.close()
        killed = threading.Event()

        def kill() -> None:
            killed.set()
            process.kill()

        timer = threading.Timer(cap, kill)
        timer.start()
        # wait4, not wait: its resource usage says the child's peak resident size.
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - started
        timer.cancel()
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        output = out.read()
    peak_mb = usage.ru_maxrss / 1024
    if killed.is_set():
        return FcRun("unknown", seconds, peak_mb, "the cap")
    verdict, note = verdict_of(output, plain)
    if verdict == "unknown" and process.returncode != 0:
        note = f"ended with {process.returncode} (the --fc-memory cap?)"
    if TOO_MANY_STACKS in output:
        note = TOO_MANY_STACKS
    return FcRun(verdict, seconds, peak_mb, note)


def cannot_take(command: list[str], text: str) -> str | None:
    """Why Freecell Solver (``command``) cannot take this game's board, or
    None: one iteration on it, which a build with too few stacks refuses."""
    done = run_fc([*command, "-mi", "1"], text, 30, 4096, plain=False)
    if done.note == TOO_MANY_STACKS:
        columns = text.count("\n") - 1
        return (
            f"{command[0]} is built for fewer stacks than this game's {columns} columns "
            "(Debian's holds 10): name a build configured with -DMAX_NUM_STACKS=13 with --fc-solve"
        )
    return None


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return value


def parse(argv: list[str] | None = None) -> tuple[argparse.ArgumentParser, argparse.Namespace]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=PRESETS, default="good-measure")
    parser.add_argument("--limit", type=positive, default=40, help="reference deals, from the first")
    parser.add_argument("--cap", type=_seconds, default=10.0, help="wall seconds a deal, each side")
    parser.add_argument(
        "--budget", type=positive, default=None, help="our nodes a deal (default: the hint's)"
    )
    parser.add_argument(
        "--cores", nargs="+", choices=CORES, default=None, help="our cores (default: the one the app runs)"
    )
    parser.add_argument("--fc-solve", default="fc-solve", metavar="PATH", help="Freecell Solver's fc-solve")
    parser.add_argument("--fc-args", default="", help="more options for fc-solve, e.g. '-l cool-jives'")
    parser.add_argument(
        "--fc-memory", type=positive, default=4096, metavar="MB", help="fc-solve's address space"
    )
    parser.add_argument(
        "--deals", type=Path, default=DEALS, metavar="FOLDER", help="a folder of reference deals"
    )
    parser.add_argument("--each", action="store_true", help="print a line per deal")
    return parser, parser.parse_args(argv)


def refused(args: argparse.Namespace) -> str | None:
    """Why this run cannot start (one line), or None."""
    fc = shutil.which(args.fc_solve)
    if fc is None:
        return f"--fc-solve: no {args.fc_solve} here (apt-get install -y freecell-solver-bin)"
    missing = missing_deals(args.deals, [args.game])
    if missing:
        return missing
    for core in args.cores or []:
        why = refusal(core)
        if why:
            return f"--cores: {why}"
    return None


def main() -> int:
    parser, args = parse()
    why = refused(args)
    if why:
        sys.stderr.write(f"{parser.prog}: {why}\n")
        return 2
    cores = list(dict.fromkeys(args.cores or [default_core()]))
    if len(cores) == 1:
        pin(cores[0])  # before the solver is imported: the app's own way to pick it
    from goodmeasure.solver import HINT_BUDGET, solve

    budget = args.budget or HINT_BUDGET
    command = [args.fc_solve, "-g", PRESETS[args.game], *shlex.split(args.fc_args)]
    rows = reference_deals(args.game, args.deals)[: args.limit]
    problem = cannot_take(command, board(read_deal(rows[0].deal)))
    if problem:
        sys.stderr.write(f"{parser.prog}: {problem}\n")
        return 2

    print("repeat: python " + " ".join(shlex.quote(a) for a in sys.argv))
    print(
        f"{len(rows)} {args.game} reference deals, interleaved: {shlex.join(command)} - (a subprocess, "
        f"at most {args.cap:g} s wall, {args.fc_memory} MB), then ours in this process on the "
        f"{', '.join(cores)} core(s), {budget} nodes, at most {args.cap:g} s"
    )
    print(yardstick_line())
    theirs: list[FcRun] = []
    ours: dict[str, list[tuple[str, float]]] = {core: [] for core in cores}
    contradictions: list[str] = []
    for row in rows:
        position = read_deal(row.deal)
        fc = run_fc(command, board(position), args.cap, args.fc_memory, plain=not args.fc_args.strip())
        theirs.append(fc)
        said = [f"fc-solve {fc.verdict} {fc.seconds:.3f} s"]
        for core in cores:
            deadline = time.perf_counter() + args.cap
            started = time.perf_counter()
            result = solve(position, budget, lambda end=deadline: time.perf_counter() > end, core)
            seconds = time.perf_counter() - started
            ours[core].append((result.verdict, seconds))
            said.append(f"{core} {result.verdict} {seconds:.3f} s {result.nodes} nodes")
            if {result.verdict, fc.verdict} == {"solvable", "unsolvable"}:
                contradictions.append(
                    f"deal {row.index}: ours ({core}) {result.verdict}, fc-solve {fc.verdict}"
                )
            if (result.verdict, row.verdict) in CONTRADICTS:
                contradictions.append(
                    f"deal {row.index}: ours ({core}) {result.verdict}, reference {row.verdict}"
                )
        if (fc.verdict, row.verdict) in CONTRADICTS:
            contradictions.append(f"deal {row.index}: fc-solve {fc.verdict}, reference {row.verdict}")
        if args.each:
            print(f"  deal {row.index:3} (reference {row.verdict}): " + "; ".join(said), flush=True)
    for line in summary(theirs, ours):
        print(line)
    for line in contradictions:
        print("  CONTRADICTION " + line)
    return 0


def summary(theirs: list[FcRun], ours: dict[str, list[tuple[str, float]]]) -> list[str]:
    """The decided shares, the time ratios on the deals both sides decide, and fc-solve's memory."""
    n = len(theirs)
    lines = [_decided("fc-solve", [run.verdict for run in theirs], [run.seconds for run in theirs])]
    notes: dict[str, int] = {}
    for run in theirs:
        if run.note:
            notes[run.note] = notes.get(run.note, 0) + 1
    if notes:
        lines[0] += " (undecided: " + ", ".join(f"{count} {why}" for why, count in notes.items()) + ")"
    for core, found in ours.items():
        lines.append(_decided(f"ours [{core}]", [v for v, _ in found], [s for _, s in found]))
        ratios = [
            mine / fc.seconds
            for (verdict, mine), fc in zip(found, theirs, strict=True)
            if verdict != "unknown" and fc.verdict != "unknown"
        ]
        if ratios:
            lines.append(
                f"  ours [{core}] / fc-solve time on the {len(ratios)} of {n} deals both decide: "
                f"median {statistics.median(ratios):.3f}, max {max(ratios):.3f}"
            )
        else:
            lines.append(f"  ours [{core}] and fc-solve decide no deal in common")
    peaks = sorted(run.peak_mb for run in theirs)
    lines.append(
        f"fc-solve peak resident size (its wait4 ru_maxrss): median {statistics.median(peaks):.0f} MB, "
        f"max {peaks[-1]:.0f} MB"
    )
    return lines


def _decided(who: str, verdicts: list[str], seconds: list[float]) -> str:
    won = verdicts.count("solvable")
    lost = verdicts.count("unsolvable")
    decided = won + lost
    times = [s for v, s in zip(verdicts, seconds, strict=True) if v != "unknown"]
    median = f", median {statistics.median(times):.3f} s when decided" if times else ""
    return (
        f"{who:16} decided {decided}/{len(verdicts)} ({100 * decided / len(verdicts):.1f}%): "
        f"{won} won, {lost} lost{median}"
    )


if __name__ == "__main__":
    raise SystemExit(main())
