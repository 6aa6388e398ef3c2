"""The headless command line: deal, moves, play; bad input exits 2 with one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from goodmeasure.cli import main
from goodmeasure.engine import apply, deal, is_won, legal_moves, parse_move, read_deal, write_deal


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "goodmeasure", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_deal_piped_into_moves() -> None:
    dealt = run("deal", "good-measure", "1")
    assert dealt.returncode == 0
    assert dealt.stdout == write_deal(deal("good-measure", 1))
    listed = run("moves", "-", stdin=dealt.stdout)
    assert listed.returncode == 0
    expected = sorted(str(m) for m in legal_moves(deal("good-measure", 1)))
    assert listed.stdout.split() == expected


def test_play_applies_a_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start = deal("bakers-dozen", 3)
    first = legal_moves(start)[0]
    second = legal_moves(apply(start, first))[0]
    path = tmp_path / "start.deal"
    path.write_text(write_deal(start))
    assert main(["play", str(path), str(first), str(second)]) == 0
    assert read_deal(capsys.readouterr().out) == apply(apply(start, first), second)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["deal", "freecell", "1"], "invalid choice"),
        (["deal", "golf", "x"], "NUMBER must be a whole number from 0 to 18446744073709551615"),
        (["deal", "golf", "-5"], "NUMBER must be a whole number from 0 to"),
        (["deal", "golf", "1_0"], "NUMBER must be a whole number from 0 to"),
        (["deal", "golf", "\u0661\u0660"], "NUMBER must be a whole number from 0 to"),
        (["deal", "golf", "+7"], "NUMBER must be a whole number from 0 to"),
        (["deal", "golf", "18446744073709551616"], "NUMBER must be a whole number from 0 to"),
        (["deal", "golf", "1", "--options", "wrap,wrap"], "an option is listed twice (wrap)"),
        (["solve", "-", "--budget", "1_000"], "--budget must be a whole number of at least 1"),
        (["solve", "-", "--budget", "\u0663"], "--budget must be a whole number of at least 1"),
        (["solve", "-", "--budget", "0"], "--budget must be a whole number of at least 1"),
        (["play", "-", "c\u0661>f"], "not a move"),
        (["deal", "golf"], "give a NUMBER"),
        (["deal", "golf", "--daily", "yesterday"], "not a date"),
        (["deal", "golf", "--daily", "20261201"], "not a date"),
        (["deal", "golf", "5", "--daily", "2026-12-01"], "not NUMBER and --daily"),
        (["deal", "golf", "5", "--winnable"], "not NUMBER and --winnable"),
        (["deal", "golf", "--winnable", "--daily", "2026-12-01"], "not --daily and --winnable"),
        (["moves", "/no/such/file.deal"], "cannot read"),
        (["play", "-", "c1>c99"], "move 1 (c1>c99)"),
        (["play", "-", "c1"], "not a move"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    standard_input = io.TextIOWrapper(io.BytesIO(write_deal(deal("good-measure", 1)).encode()))
    monkeypatch.setattr(sys, "stdin", standard_input)
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
    assert "Traceback" not in err


def test_malformed_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.deal"
    path.write_text(write_deal(deal("golf", 2)).replace("stock:", "stack:"))
    result = run("moves", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert (
        result.stderr.strip() == f"goodmeasure: {path}: line 10: unknown kind 'stack' "
        "(known: game, options, foundation, column, stock, waste, bouquet)"
    )


def test_illegal_move_in_a_subprocess_exits_2() -> None:
    text = write_deal(deal("good-measure", 1))
    illegal = next(
        f"c{i}>c{j}"
        for i in range(1, 11)
        for j in range(1, 11)
        if i != j and f"c{i}>c{j}" not in {str(m) for m in legal_moves(deal("good-measure", 1))}
    )
    result = run("play", "-", illegal, stdin=text)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "does not go on" in result.stderr


@pytest.mark.parametrize("args", [["solve", "-"], ["deal", "golf", "3"], []])
def test_a_core_that_is_none_stops_the_program_in_one_line(args: list[str]) -> None:
    """GOODMEASURE_CORE=fast: the command, or the app, stops at once with
    status 2 and one line naming the cores, not a traceback (nor, in the
    app, a hint that thinks for ever)."""
    env = {**os.environ, "GOODMEASURE_CORE": "fast", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "goodmeasure", *args],
        input=write_deal(deal("gloucestershire", 1)),
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith("goodmeasure: GOODMEASURE_CORE='fast' is not a solver core"), done.stderr
    assert not done.stdout


def test_a_compiled_core_asked_for_where_it_cannot_run_stops_the_program(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from goodmeasure.solver import core

    monkeypatch.setattr(core, "_STATE", core._State(None, "the compiled solver core is not built (missing)"))
    monkeypatch.setenv("GOODMEASURE_CORE", "compiled")
    assert main(["deal", "golf", "3"]) == 2
    said = capsys.readouterr()
    assert not said.out
    assert (
        said.err
        == "goodmeasure: GOODMEASURE_CORE=compiled, but the compiled solver core is not built (missing)\n"
    )
    # Help and the version need no solver.
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0


def test_a_deal_file_named_in_capitals_goes_to_the_app(tmp_path: Path) -> None:
    # A file manager opens a file with the desktop entry's "goodmeasure %f",
    # and its *.deal pattern ignores case: POSITION.DEAL must reach the app
    # (which reads it and, headless, says in one line why it cannot open
    # it), not the subcommand parser ("invalid choice").
    bad = tmp_path / "POSITION.DEAL"
    bad.write_text("game: nonsense\n", encoding="utf-8")
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    env = {name: value for name, value in os.environ.items() if name not in hidden}
    done = subprocess.run(
        [sys.executable, "-m", "goodmeasure", str(bad)], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 2
    assert done.stderr.startswith("goodmeasure: ") and done.stderr.count("\n") == 1, done.stderr
    assert "POSITION.DEAL" in done.stderr and "invalid choice" not in done.stderr


def test_help_tells_how_to_start_the_app(capsys: pytest.CaptureFixture[str]) -> None:
    """``--help`` names the app's ways in, and each one it shows reaches the
    app with that meaning (the app's own parser reads it)."""
    from goodmeasure.cli import _starts_the_app
    from goodmeasure.gui.desktop.app import _parse

    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    text = capsys.readouterr().out
    for way in ("goodmeasure FILE.deal", "goodmeasure --open FILE", "goodmeasure --smoke-test"):
        assert way in text
    assert _starts_the_app(["game.deal"]) and _parse(["game.deal"])[0].file == "game.deal"
    assert _starts_the_app(["--open", "x"]) and _parse(["--open", "x"])[0].open == "x"
    assert _starts_the_app(["--smoke-test"]) and _parse(["--smoke-test"])[0].smoke_test
    assert not _starts_the_app(["--help"])


def test_a_file_saved_with_a_byte_order_mark_reads(tmp_path: Path) -> None:
    path = tmp_path / "notepad.deal"
    path.write_text(write_deal(deal("golf", 2)), encoding="utf-8-sig")
    listed = run("moves", str(path))
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.split() == sorted(str(m) for m in legal_moves(deal("golf", 2)))


@pytest.mark.parametrize("order", ["options first", "number first"])
def test_deal_takes_its_options_before_or_after_the_number(
    order: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--options", "", "7"] if order == "options first" else ["7", "--options", ""]
    assert main(["deal", "golf", *args]) == 0
    assert capsys.readouterr().out == write_deal(deal("golf", 7, frozenset()))


def test_standard_input_that_is_not_utf8_is_refused_as_a_file_is(tmp_path: Path) -> None:
    latin1 = write_deal(deal("golf", 2)).replace("game: golf", "# fianc\u00e9e\ngame: golf")
    path = tmp_path / "latin1.deal"
    path.write_bytes(latin1.encode("latin-1"))
    from_file = subprocess.run(
        [sys.executable, "-m", "goodmeasure", "moves", str(path)], capture_output=True, text=True
    )
    from_stdin = subprocess.run(
        [sys.executable, "-m", "goodmeasure", "moves", "-"],
        input=latin1.encode("latin-1"),
        capture_output=True,
    )
    assert from_file.returncode == from_stdin.returncode == 2
    assert from_file.stderr == f"goodmeasure: cannot read {path}: not UTF-8 text\n"
    assert from_stdin.stderr == b"goodmeasure: cannot read standard input: not UTF-8 text\n"


@pytest.mark.parametrize("source", ["file", "stdin"])
def test_input_far_larger_than_a_position_is_refused_unread(
    source: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    from goodmeasure.storage import position_files

    # A stand-in for /dev/zero or a wrong multi-gigabyte file, at a small limit.
    monkeypatch.setattr(position_files, "MAX_POSITION_BYTES", 1000)
    text = "#" * 2000 + "\n" + write_deal(deal("golf", 2))
    path = tmp_path / "big.deal"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    assert main(["moves", str(path) if source == "file" else "-"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "far too large" in err, err


def _without_display() -> dict[str, str]:
    hidden = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    return {name: value for name, value in os.environ.items() if name not in hidden}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
@pytest.mark.parametrize("command", [["moves"], ["play"], ["solve"], ["hint"], []])
def test_a_fifo_given_as_a_position_is_refused_at_once(command: list[str], tmp_path: Path) -> None:
    # No writer ever opens the FIFO: reading it used to wait forever (the
    # timeout turns that into a failure). [] is the app's "goodmeasure x.deal".
    fifo = tmp_path / "x.deal"
    os.mkfifo(fifo)
    done = subprocess.run(
        [sys.executable, "-m", "goodmeasure", *command, str(fifo)],
        capture_output=True,
        text=True,
        env=_without_display(),
        timeout=30,
    )
    assert done.returncode == 2
    assert done.stderr == f"goodmeasure: cannot read {fifo}: a FIFO, not a .deal file\n"


def test_a_file_over_a_mebibyte_is_refused_as_too_large(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # 2 MiB of comments before a valid deal: the old 16 MiB limit read and parsed it all.
    path = tmp_path / "big.deal"
    path.write_bytes(b"#\n" * (1 << 20) + write_deal(deal("golf", 2)).encode())
    assert main(["moves", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"goodmeasure: cannot read {path}: far too large for a .deal file (over 1 MiB)\n"
    )


def test_control_characters_never_reach_the_terminal(tmp_path: Path) -> None:
    # A file name (or an argument argparse repeats) with an escape sequence
    # that would clear the screen and retitle the terminal.
    name = "\x1b]0;owned\x07\x1b[2Jgame.deal"
    for args in (["moves", str(tmp_path / name)], ["deal", "\x1b[2Jgolf", "1"]):
        done = run(*args)
        assert done.returncode == 2
        assert "\\x1b[2J" in done.stderr, done.stderr
        assert not any(ord(c) < 0x20 and c != "\n" for c in done.stderr), repr(done.stderr)


def _play_golf_1(word: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> str:
    import io

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(write_deal(deal("golf", 1)).encode())))
    assert main(["play", "-", word]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("word", ["c2", "s", "b7", "f1", " C3 "])
def test_what_the_shell_leaves_of_an_unquoted_move_says_to_quote_moves(
    word: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # c2>f unquoted reaches us as "c2", the shell having written to a file "f".
    err = _play_golf_1(word, monkeypatch, capsys)
    assert err.rstrip().endswith("a bare > is the shell's: quote moves ('c3>c7')"), err


@pytest.mark.parametrize("word", ["c2>", ">f", "c2>x", "c2-c7", "c", "hello", "c1>c2"])
def test_other_bad_moves_are_not_told_to_be_quoted(
    word: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each still has its > (or never had one): quoting would not help.
    err = _play_golf_1(word, monkeypatch, capsys)
    assert "quote" not in err and f"move 1 ({word})" in err, err


posix_shell = pytest.mark.skipif(
    sys.platform == "win32", reason="runs the commands in a POSIX shell (bash): runs on Linux or macOS"
)


def _shell(script: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """``script`` run by bash in ``folder``, with ``goodmeasure`` this checkout's command."""
    root = Path(__file__).resolve().parents[1]
    command = f'goodmeasure() {{ "{sys.executable}" -m goodmeasure "$@"; }}\nset -eo pipefail\n{script}'
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        ["bash", "-c", command], cwd=folder, env=env, capture_output=True, text=True, timeout=120
    )


@posix_shell
def test_an_unquoted_move_in_a_real_shell_is_told_to_quote(tmp_path: Path) -> None:
    done = _shell("goodmeasure deal golf 7 > golf7.deal\ngoodmeasure play golf7.deal c3>w", tmp_path)
    assert done.returncode == 2
    assert done.stderr == (
        "goodmeasure: move 1 (c3): not a move: 'c3' (expected FROM>TO, e.g. c3>c7); "
        "a bare > is the shell's: quote moves ('c3>c7')\n"
    )
    assert (tmp_path / "w").exists()  # what the shell did with the rest


def test_play_help_shows_the_move_notation(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["play", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    for words in (
        "FROM>TO",
        "c1, c2, ...",
        "f1 .. f4",
        "just f",
        "stock and waste",
        "bouquet",
        "Quote each move",
    ):
        assert words in out, words
    assert "goodmeasure play golf7.deal 'c3>w' 's>w'" in out


@posix_shell
def test_the_examples_of_play_help_run_as_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    out = capsys.readouterr().out
    examples = out.split("examples:\n", 1)[1].splitlines()
    assert len(examples) >= 3
    for line in examples:
        done = _shell(line.strip(), tmp_path)
        assert done.returncode == 0, (line, done.stderr)
    # The last example's moves took both Aces home.
    assert read_deal(done.stdout) == apply(
        apply(deal("good-measure", 1), parse_move("c2>f")), parse_move("c8>f")
    )


@pytest.mark.parametrize("command", ["solve", "hint"])
def test_json_has_a_help_text(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main([command, "--help"])
    out = capsys.readouterr().out
    described = out.split("\n  --json", 1)[1].split("\n  -", 1)[0]
    assert "JSON object" in " ".join(described.split()), out


@posix_shell
def test_the_moves_solve_prints_paste_back_into_play(tmp_path: Path) -> None:
    (tmp_path / "bd4.deal").write_text(write_deal(deal("bakers-dozen", 4)), encoding="utf-8")
    solved = _shell("goodmeasure solve bd4.deal", tmp_path)
    line = next(line for line in solved.stdout.splitlines() if line.startswith("moves ("))
    pasted = line.split(": ", 1)[1]
    assert pasted.startswith("'c") and ">" in pasted
    played = _shell(f"goodmeasure play bd4.deal {pasted}", tmp_path)
    assert played.returncode == 0, played.stderr
    assert is_won(read_deal(played.stdout))
    assert not [p.name for p in tmp_path.iterdir() if p.name != "bd4.deal"]  # no file written by a bare >


def test_deal_help_lists_the_games_and_their_options(capsys: pytest.CaptureFixture[str]) -> None:
    from goodmeasure.engine import GAME_NAMES, get_game
    from goodmeasure.engine.games import OPTIONS

    with pytest.raises(SystemExit):
        main(["deal", "--help"])
    text = capsys.readouterr().out
    for name in GAME_NAMES:
        line = next((line for line in text.splitlines() if line.split()[:1] == [name]), None)
        assert line is not None and get_game(name).title in line, name
        for option in OPTIONS[name]:
            assert any(row.split()[:1] == [option] for row in text.splitlines()), option
    assert "--options" in text and "free-bouquet" in text


@pytest.mark.parametrize("how", [["--daily", "2026-12-01"], ["--winnable"]])
def test_no_winnable_gloucestershire_under_the_standard_rule_is_not_bad_input(
    how: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["deal", "gloucestershire", *how]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert "no winnable deal of gloucestershire is known under the standard rule" in captured.err
    assert "--options free-bouquet" in captured.err
