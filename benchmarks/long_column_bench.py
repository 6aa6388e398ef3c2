"""The smallest card a long column makes the table use, at 1024x700.

Replays a long Baker's Dozen game and a long Good Measure game (one column
grown card by card, as a player does who stacks a long run) in the real main
window at 1024x700, move by move through the window's own play, and prints
per game the normal card width, the smallest one reached, the deepest
column, and how many moves moved a card outside the column the move touched.

    python benchmarks/long_column_bench.py [--size 1024x700]

Issue 33 at 1024x700 (table 1024x630): before, the smallest card was 52 px
in both games (normal 67 and 87.4 px; 4 and 8 moves shifted piles they did
not touch); after, 61.6 px for Baker's Dozen (its normal size, kept to 15
deep) and 61 px for Good Measure (normal 78.4 px), and no move shifts a pile
it did not touch.

The games are made by a seeded player that builds onto the longest column
whenever it can (no foundation moves), so the same figures come back each run.
Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# (game, deal, seed, how deep the long column is grown)
GAMES = [("bakers-dozen", 1, 1, 15), ("good-measure", 2, 1, 15)]


def long_game(game: str, number: int, seed: int, depth: int) -> tuple[object, list[object]]:
    """A deal and moves that grow one column to ``depth`` cards, or as deep
    as a seeded player gets who builds onto the longest column whenever it
    can and otherwise plays any move (foundation moves free cards)."""
    from goodmeasure import engine

    start = engine.deal(game, number)
    chance = random.Random(seed)
    best: list[object] = []
    best_depth = 0
    for _ in range(300):
        position, moves, seen = start, [], {start}
        for _ in range(300):
            legal = [m for m in engine.legal_moves(position) if engine.apply(position, m) not in seen]
            if not legal:
                break
            longest = max(range(len(position.columns)), key=lambda c: len(position.columns[c]))
            onto = [m for m in legal if m.target == "c" and m.target_index == longest]
            move = chance.choice(onto or legal)
            position = engine.apply(position, move)
            seen.add(position)
            moves.append(move)
            reached = max(map(len, position.columns))
            if reached > best_depth:
                best, best_depth = list(moves), reached
            if reached >= depth:
                return start, moves
    return start, best


def replay(window: object, game: str, number: int, seed: int, depth: int) -> None:
    from PySide6.QtWidgets import QApplication

    from goodmeasure.gui.table.play import move_path

    start, moves = long_game(game, number, seed, depth)
    window.start_position(start)
    QApplication.processEvents()
    scene = window.scene
    normal = scene.layout.card_w
    smallest, deepest, shifted = normal, 0, 0
    by_depth: dict[int, float] = {}
    for move in moves:
        before = {key: list(spots) for key, spots in scene.layout.cards.items()}
        (source, _), (target, _) = move_path(window.position, move)
        window.play_move(move)
        QApplication.processEvents()
        layout = scene.layout
        smallest = min(smallest, layout.card_w)
        depth_now = max(map(len, window.position.columns))
        deepest = max(deepest, depth_now)
        by_depth[depth_now] = min(by_depth.get(depth_now, normal), layout.card_w)
        for key, spots in before.items():
            if key in (source, target):
                continue
            if layout.cards[key] != spots:
                shifted += 1
                break
    print(
        f"{game} deal {number}: {len(moves)} moves, deepest column {deepest} cards; "
        f"card width normal {normal:.1f} px, smallest {smallest:.1f} px; "
        f"moves that shifted a pile they did not touch: {shifted}"
    )
    widths = ", ".join(f"{d}: {w:.0f}" for d, w in sorted(by_depth.items()) if d >= 8)
    print(f"  card width by the deepest column's length: {widths}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1024x700", help="window size, WxH (default 1024x700)")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))

    from PySide6.QtWidgets import QApplication

    from goodmeasure.gui.window.mainwindow import MainWindow
    from goodmeasure.storage import Settings, StoragePaths

    app = QApplication.instance() or QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as home:
        settings = Settings(animation_speed="off", confirm_abandon=False, told_standard_bouquet=True)
        settings.first_run_shown = True
        window = MainWindow(StoragePaths.under(os.path.join(home, "home")), settings)
        window.resize(width, height)
        window.show()
        app.processEvents()
        viewport = window.view.viewport().size()
        print(f"window {width}x{height}, table {viewport.width()}x{viewport.height()}")
        for game, number, seed, depth in GAMES:
            replay(window, game, number, seed, depth)
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
