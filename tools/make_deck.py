"""Draw goodmeasure's own card decks as plain SVG (the project's own work, CC0).

Two decks come out of it, each 52 faces and a back:

- ``large-index``: a big rank and suit in the corners and plain pips, for
  reading cards at small sizes (a long column, a small window);
- ``four-colour``: spades black, hearts red, diamonds blue, clubs green, so
  the two suits of a colour never look alike.

Ranks are drawn as stroked paths, not text, so every card looks the same on
every system whatever fonts it has, and QtSvg draws the files as they are
(no <symbol>, <use> or <text>). How far down and across each deck's corner
index reaches is measured on the rendered files and kept in
goodmeasure/gui/table/cardart.py (INDEX_DEPTH, INDEX_WIDTH): the table fans a
column by that depth, so a fanned card always shows its whole rank and suit.

Usage::

    python tools/make_deck.py            # writes resources/cards/<deck>/
    python tools/make_deck.py --out DIR  # writes DIR/<deck>/

Only the standard library is used.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

RANKS = "A23456789TJQK"
SUITS = "CDHS"
# The viewBox of every card: 2.5 x 3.5 inches in 240 x 336 units, centred.
WIDTH, HEIGHT = 240, 336
LEFT, TOP = -WIDTH / 2, -HEIGHT / 2

# Suit shapes in a box from -50 to 50 both ways (drawn for this project).
SUIT_SHAPES = {
    "H": '<path d="M0 48C-12 32-50 8-50-18C-50-38-36-48-24-48C-12-48-4-40 0-30'
    'C4-40 12-48 24-48C36-48 50-38 50-18C50 8 12 32 0 48Z"/>',
    "D": '<path d="M0-50Q14-22 38 0Q14 22 0 50Q-14 22-38 0Q-14-22 0-50Z"/>',
    "S": '<path d="M0-50C-10-30-50-8-50 16C-50 34-36 42-24 42C-14 42-7 37-4 30'
    "C-6 40-12 46-22 50L22 50C12 46 6 40 4 30C7 37 14 42 24 42C36 42 50 34 50 16"
    'C50-8 10-30 0-50Z"/>',
    "C": '<circle cx="0" cy="-24" r="22"/><circle cx="-25" cy="13" r="22"/>'
    '<circle cx="25" cy="13" r="22"/><circle cx="0" cy="6" r="12"/>'
    '<path d="M-5 10C-5 30-11 42-22 50L22 50C11 42 5 30 5 10Z"/>',
}

# Rank glyphs as strokes in a unit box (u right, v down, 0..1); curves are
# cubic Béziers, which stay exact under the box's unequal scaling.
GLYPHS = {
    "A": "M0 1L0.5 0L1 1M0.2 0.64L0.8 0.64",
    "2": "M0.05 0.22C0.1 -0.05 0.95 -0.05 0.95 0.27C0.95 0.5 0.3 0.7 0.02 1L1 1",
    "3": "M0.05 0.12C0.3 -0.06 0.95 -0.02 0.92 0.25C0.9 0.42 0.6 0.46 0.4 0.46"
    "C0.7 0.46 1 0.55 0.98 0.74C0.95 1.04 0.25 1.06 0.02 0.86",
    "4": "M0.75 1L0.75 0L0 0.7L1 0.7",
    "5": "M0.92 0L0.12 0L0.06 0.45C0.35 0.3 0.98 0.36 0.98 0.68C0.98 1.05 0.25 1.06 0.02 0.86",
    "6": "M0.88 0.08C0.6 -0.09 0.05 -0.02 0.04 0.6C0.03 1.12 0.98 1.12 0.97 0.66C0.96 0.3 0.2 0.3 0.05 0.6",
    "7": "M0 0L1 0C0.6 0.35 0.4 0.65 0.35 1",
    "8": "M0.5 0.45C0.1 0.45 0.08 0 0.5 0C0.92 0 0.9 0.45 0.5 0.45"
    "C0.02 0.45 0.02 1 0.5 1C0.98 1 0.98 0.45 0.5 0.45Z",
    "9": "M0.12 0.92C0.4 1.09 0.95 1.02 0.96 0.4C0.97 -0.12 0.02 -0.12 0.03 0.34C0.04 0.7 0.8 0.7 0.95 0.4",
    # Ten as a narrow "1" and "0" side by side, so it fits the width of one digit.
    "T": "M0.02 0.16L0.2 0L0.2 1M0.71 0C0.38 0 0.38 1 0.71 1C1.04 1 1.04 0 0.71 0Z",
    "J": "M0.35 0L0.95 0M0.75 0L0.75 0.7C0.75 1.09 0.1 1.09 0.05 0.72",
    "Q": "M0.5 0C-0.12 0 -0.12 1 0.5 1C1.12 1 1.12 0 0.5 0ZM0.6 0.7L0.98 1",
    "K": "M0.08 0L0.08 1M0.95 0L0.1 0.62M0.36 0.43L0.98 1",
}


# Pip places per rank in card units (x, y), for pips in two columns at
# +-column_x; those below the middle turn over.
def pip_places(rank: str, column_x: float) -> list[tuple[float, float]]:
    sides = (-column_x, column_x)
    if rank in "23":
        return [(0, -105), (0, 105)] + ([(0, 0)] if rank == "3" else [])
    if rank in "45":
        return [(x, y) for y in (-105, 105) for x in sides] + ([(0, 0)] if rank == "5" else [])
    if rank in "678":
        extra = {"6": [], "7": [(0, -52)], "8": [(0, -52), (0, 52)]}[rank]
        return [(x, y) for y in (-105, 0, 105) for x in sides] + extra
    extra = [(0, 0)] if rank == "9" else [(0, -70), (0, 70)]
    return [(x, y) for y in (-105, -35, 35, 105) for x in sides] + extra


@dataclass(frozen=True)
class Style:
    name: str
    colours: dict[str, str]  # suit -> ink
    rank_box: tuple[float, float, float, float]  # x, y, width, height of the corner rank
    rank_stroke: float
    suit_centre: tuple[float, float]  # the corner suit under the rank
    suit_size: float  # of the corner suit, in card units
    pip_size: float
    column_x: float  # the pips' two columns, either side of the middle
    court_half: float  # half the width of a court card's framed panel
    back: str  # the back's SVG body
    title: str


def _num(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def glyph_path(rank: str, x: float, y: float, w: float, h: float) -> str:
    """The rank's strokes mapped from the unit box onto (x, y, w, h)."""
    out: list[str] = []
    numbers: list[float] = []
    token = ""

    def flush_number() -> None:
        nonlocal token
        if token:
            numbers.append(float(token))
            token = ""

    for char in GLYPHS[rank] + " ":
        if char.isalpha():
            flush_number()
            out.append(_pairs(numbers, x, y, w, h))
            numbers.clear()
            out.append(char)
        elif char in " ,":
            flush_number()
        elif char == "-" and token:
            flush_number()
            token = "-"
        else:
            token += char
    flush_number()
    out.append(_pairs(numbers, x, y, w, h))
    return "".join(out).strip()


def _pairs(numbers: list[float], x: float, y: float, w: float, h: float) -> str:
    points = zip(numbers[0::2], numbers[1::2], strict=True)
    return " ".join(f"{_num(x + u * w)} {_num(y + v * h)}" for u, v in points)


def suit(suit_letter: str, cx: float, cy: float, size: float, colour: str, turned: bool = False) -> str:
    scale = size / 100
    turn = " rotate(180)" if turned else ""
    return (
        f'<g transform="translate({_num(cx)},{_num(cy)}){turn} scale({_num(scale)})" fill="{colour}">'
        f"{SUIT_SHAPES[suit_letter]}</g>"
    )


def corner(style: Style, rank: str, suit_letter: str) -> str:
    colour = style.colours[suit_letter]
    x, y, w, h = style.rank_box
    stroke = style.rank_stroke
    inset = stroke / 2
    d = glyph_path(rank, x + inset, y + inset, w - stroke, h - stroke)
    rank_svg = (
        f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{_num(stroke)}" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )
    cx, cy = style.suit_centre
    return rank_svg + suit(suit_letter, cx, cy, style.suit_size, colour)


def court(style: Style, rank: str, suit_letter: str) -> str:
    """A court card: a framed panel with a big rank over a big suit."""
    colour = style.colours[suit_letter]
    half = style.court_half
    parts = [
        f'<rect x="{_num(-half)}" y="-122" width="{_num(2 * half)}" height="244" rx="8" fill="none" '
        f'stroke="{colour}" stroke-width="3"/>',
        f'<rect x="{_num(7 - half)}" y="-115" width="{_num(2 * half - 14)}" height="230" rx="5" '
        f'fill="{colour}" fill-opacity="0.08"/>',
    ]
    d = glyph_path(rank, -30, -96, 60, 82)
    parts.append(
        f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="12" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )
    parts.append(suit(suit_letter, 0, 58, 76, colour))
    return "".join(parts)


def face_body(style: Style, rank: str, suit_letter: str) -> str:
    colour = style.colours[suit_letter]
    if rank == "A":
        return suit(suit_letter, 0, 0, 96, colour)
    if rank in "JQK":
        return court(style, rank, suit_letter)
    return "".join(
        suit(suit_letter, x, y, style.pip_size, colour, turned=y > 0)
        for x, y in pip_places(rank, style.column_x)
    )


def frame(body: str, comment: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f"<!-- {comment} -->\n"
        f'<svg xmlns="http://www.w3.org/2000/svg" width="2.5in" height="3.5in" '
        f'viewBox="{_num(LEFT)} {_num(TOP)} {WIDTH} {HEIGHT}" preserveAspectRatio="none">\n'
        f'<rect x="-119.5" y="-167.5" width="239" height="335" rx="12" ry="12" '
        'fill="#ffffff" stroke="#000000"/>\n'
        f"{body}\n</svg>\n"
    )


def face_svg(style: Style, rank: str, suit_letter: str) -> str:
    index = corner(style, rank, suit_letter)
    body = face_body(style, rank, suit_letter)
    # The same index turned over in the opposite corner.
    return frame(
        f'{index}\n<g transform="rotate(180)">{index}</g>\n{body}',
        f'goodmeasure deck "{style.title}", {rank}{suit_letter}: the project\'s own work, CC0 1.0.',
    )


def lattice_back(field: str, line: str) -> str:
    """A back: a coloured field inside a white border, covered in small diamonds.

    Every shape lies inside the field (QtSvg does not clip to a clipPath)."""
    diamonds = [
        f'<path d="M{x} {y - 10}L{x + 10} {y}L{x} {y + 10}L{x - 10} {y}Z"/>'
        for x in range(-96, 97, 24)
        for y in range(-144, 145, 24)
    ]
    return (
        f'<rect x="-108" y="-156" width="216" height="312" rx="6" fill="{field}"/>'
        f'<g stroke="{line}" stroke-width="2.5" fill="none">{"".join(diamonds)}</g>'
        f'<rect x="-108" y="-156" width="216" height="312" rx="6" fill="none" '
        f'stroke="{line}" stroke-width="4"/>'
    )


def rings_back(field: str, line: str) -> str:
    """A back: a coloured field with nested rounded frames and a centre ring."""
    rings = [
        f'<rect x="{-108 + i * 12}" y="{-156 + i * 12}" width="{216 - i * 24}" height="{312 - i * 24}" '
        f'rx="{max(2, 10 - i)}" fill="none" stroke="{line}" stroke-width="3"/>'
        for i in range(1, 6)
    ]
    return (
        f'<rect x="-108" y="-156" width="216" height="312" rx="6" fill="{field}"/>'
        + "".join(rings)
        + f'<circle cx="0" cy="0" r="34" fill="none" stroke="{line}" stroke-width="6"/>'
        + f'<circle cx="0" cy="0" r="14" fill="{line}"/>'
    )


# The classic deck's rank is 70 units tall (0.208 of a height) and its suit
# 48 under it; its index ends 0.42 down. The table fans each column by the
# deck's own index depth (cardart.INDEX_DEPTH), so a deck may reach deeper.
STYLES = (
    Style(
        name="large-index",
        title="Large index",
        colours={"C": "#111111", "S": "#111111", "H": "#c8102e", "D": "#c8102e"},
        # A rank 104 units tall (1.48 times the classic one) and a suit of 51
        # under it (the classic's is 48), no wider than the classic index
        # (0.232 of a width: Golf's waste and the bouquet fan across by it);
        # the index ends 0.49 down. The pips and court panel stand back from it.
        rank_box=(-117, -164, 52, 104),
        rank_stroke=11,
        suit_centre=(-91, -30.5),
        suit_size=53,
        pip_size=32,
        column_x=42,
        court_half=56,
        back=lattice_back("#8c1c2c", "#e9c9a8"),
    ),
    Style(
        name="four-colour",
        title="Four colours",
        colours={"S": "#111111", "H": "#c8102e", "D": "#1550c8", "C": "#13803a"},
        # A rank 74 units tall (the classic's 70) and a smaller suit under it:
        # the index ends 0.37 down, above the classic one's.
        rank_box=(-114, -161, 46, 74),
        rank_stroke=8,
        suit_centre=(-91, -63),
        suit_size=40,
        pip_size=38,
        column_x=44,
        court_half=64,
        back=rings_back("#1f4f5f", "#bfe3e0"),
    ),
)

LICENSE_TEXT = """\
The {title} deck: the 52 card faces and the back in this folder are the
goodmeasure project's own work, drawn by tools/make_deck.py (suit shapes,
rank strokes, pip places and back patterns all written for this project;
no font, no outside artwork).

To the extent possible under law, the goodmeasure developers have waived
all copyright and related or neighbouring rights to these card pictures:
they are dedicated to the public domain under CC0 1.0 Universal
(https://creativecommons.org/publicdomain/zero/1.0/; full text in
../LICENSE). Regenerate them with `python tools/make_deck.py`.
"""


def write_deck(style: Style, out: Path) -> None:
    folder = out / style.name
    folder.mkdir(parents=True, exist_ok=True)
    for suit_letter in SUITS:
        for rank in RANKS:
            face = face_svg(style, rank, suit_letter)
            (folder / f"{rank}{suit_letter}.svg").write_text(face, encoding="utf-8")
    back = frame(style.back, f'goodmeasure deck "{style.title}", back: the project\'s own work, CC0 1.0.')
    (folder / "back.svg").write_text(back, encoding="utf-8")
    (folder / "LICENSE").write_text(LICENSE_TEXT.format(title=style.title), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "resources" / "cards"
    parser.add_argument("--out", type=Path, default=default)
    args = parser.parse_args(argv)
    for style in STYLES:
        write_deck(style, args.out)
        print(f"{args.out / style.name}: 52 faces and a back")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
