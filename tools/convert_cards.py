"""Convert Adrian Kennard's SVG cards into a form QtSvg draws correctly.

The cards place every pip, index and court picture with ``<use>`` of a
``<symbol>`` that has its own viewBox.  QtSvg ignores that viewBox, so the
symbols draw at their raw (huge) coordinates.  This script inlines each such
``<use>`` as ``<g transform="translate(..) scale(..)">`` holding a copy of the
symbol's content, with the scale and offset the SVG spec would give it, then
drops the symbols.

Usage::

    cd /tmp && npm pack @heruka_urgyen/react-playing-cards@0.5.0
    tar xzf heruka_urgyen-react-playing-cards-0.5.0.tgz
    python tools/convert_cards.py /tmp/package/src/images resources/cards

Only the standard library is used, so it runs without the app's dependencies.
"""

from __future__ import annotations

import argparse
import copy
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
HREF_KEYS = (f"{{{XLINK_NS}}}href", "href")

RANKS = "A23456789TJQK"
SUITS = "CDHS"
# Which package folder holds the faces: "2color" (standard indices) or
# "2color-bf" (bigger indices, smaller court pictures).
DEFAULT_STYLE = "2color-bf"

# Attributes of <use> that only position it; all others (fill, stroke, ...)
# are presentation attributes that the inlined content inherits.
PLACEMENT_ATTRS = {"x", "y", "width", "height", "transform", *HREF_KEYS}


def tag(name: str) -> str:
    return f"{{{SVG_NS}}}{name}"


def fmt(value: float) -> str:
    """Short, exact-enough number text (avoids '1e-05' and trailing zeros)."""
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def parse_view_box(text: str) -> tuple[float, float, float, float]:
    min_x, min_y, width, height = (float(v) for v in re.split(r"[\s,]+", text.strip()))
    return min_x, min_y, width, height


def length(text: str | None, reference: float) -> float | None:
    """A user-unit length; percentages resolve against ``reference``."""
    if text is None:
        return None
    text = text.strip()
    if text.endswith("%"):
        return float(text[:-1]) / 100 * reference
    return float(text)


def symbol_transform(use: ET.Element, symbol: ET.Element, viewport: tuple[float, float]) -> str:
    """The transform that maps the symbol's viewBox onto the use's box.

    A missing width/height means 100% of the enclosing viewport (SVG 2 'auto'
    for a symbol), which is what browsers draw for these cards.
    """
    x = length(use.get("x"), viewport[0]) or 0.0
    y = length(use.get("y"), viewport[1]) or 0.0
    width = length(use.get("width"), viewport[0])
    height = length(use.get("height"), viewport[1])
    width = viewport[0] if width is None else width
    height = viewport[1] if height is None else height

    vb_x, vb_y, vb_w, vb_h = parse_view_box(symbol.get("viewBox", ""))
    sx, sy = width / vb_w, height / vb_h

    aspect = (symbol.get("preserveAspectRatio") or "xMidYMid meet").split()
    align = aspect[0]
    if align == "none":
        dx = dy = 0.0
    else:
        slice_mode = len(aspect) > 1 and aspect[1] == "slice"
        sx = sy = max(sx, sy) if slice_mode else min(sx, sy)
        spare_x, spare_y = width - vb_w * sx, height - vb_h * sy
        dx = {"xMin": 0.0, "xMid": spare_x / 2, "xMax": spare_x}[align[:4]]
        dy = {"YMin": 0.0, "YMid": spare_y / 2, "YMax": spare_y}[align[4:]]

    tx = x + dx - vb_x * sx
    ty = y + dy - vb_y * sy
    placed = f"translate({fmt(tx)},{fmt(ty)}) scale({fmt(sx)},{fmt(sy)})"
    outer = use.get("transform")
    return f"{outer} {placed}" if outer else placed


def referenced_id(use: ET.Element) -> str | None:
    for key in HREF_KEYS:
        ref = use.get(key)
        if ref and ref.startswith("#"):
            return ref[1:]
    return None


def inline_uses(parent: ET.Element, symbols: dict[str, ET.Element], viewport: tuple[float, float]) -> None:
    """Replace, below ``parent``, every <use> of a symbol by an inlined group."""
    for index, child in enumerate(list(parent)):
        if child.tag == tag("use") and (ref := referenced_id(child)) in symbols:
            symbol = symbols[ref]
            group = ET.Element(tag("g"))
            for key, value in child.attrib.items():
                if key not in PLACEMENT_ATTRS:
                    group.set(key, value)
            group.set("transform", symbol_transform(child, symbol, viewport))
            for item in symbol:
                group.append(copy.deepcopy(item))
            # Uses nested in the symbol resolve against the symbol's viewBox.
            inline_uses(group, symbols, parse_view_box(symbol.get("viewBox", ""))[2:])
            parent[index] = group
        elif child.tag != tag("symbol"):
            inline_uses(child, symbols, viewport)


def convert(source: Path) -> ET.ElementTree:
    tree = ET.parse(source)
    root = tree.getroot()
    symbols = {s.get("id"): s for s in root.iter(tag("symbol")) if s.get("id")}
    _, _, vb_w, vb_h = parse_view_box(root.get("viewBox", "0 0 100 100"))
    inline_uses(root, symbols, (vb_w, vb_h))
    # The symbols are now unused: drop them to keep the files small.
    for holder in list(root.iter()):
        for child in list(holder):
            if child.tag == tag("symbol"):
                holder.remove(child)
    return tree


def write(tree: ET.ElementTree, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    tree.write(target, encoding="UTF-8", xml_declaration=True)
    with target.open("a", encoding="utf-8") as handle:
        handle.write("\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("images", type=Path, help="the package's src/images folder")
    parser.add_argument("output", type=Path, help="where to write <CARD>.svg files")
    parser.add_argument("--style", default=DEFAULT_STYLE, help="face folder to use")
    args = parser.parse_args(argv)

    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)

    faces = args.images / args.style
    for rank in RANKS:
        for suit in SUITS:
            card = rank + suit
            write(convert(faces / f"{card}.svg"), args.output / f"{card}.svg")
    write(convert(args.images / "back.svg"), args.output / "back.svg")
    print(f"wrote {len(RANKS) * len(SUITS) + 1} cards to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
