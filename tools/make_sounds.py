"""Synthesise goodmeasure's table sounds (the project's own work, CC0).

Four short mono WAV files, made from sine waves and seeded noise with the
standard library's wave module, so anyone can rebuild them byte for byte:

- ``place.wav``: a soft card snap (a card lands on a pile);
- ``deal.wav``: a riffle of snaps (a new deal is laid out);
- ``refuse.wav``: a low thud (a dropped card is refused and goes home);
- ``win.wav``: a short rising chime (the game is won).

Usage::

    python tools/make_sounds.py            # writes resources/sounds/
    python tools/make_sounds.py --out DIR
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Iterable
from pathlib import Path

RATE = 22050


def _silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def _mix(into: list[float], sound: Iterable[float], start: float, gain: float = 1.0) -> None:
    offset = round(start * RATE)
    for i, sample in enumerate(sound):
        if offset + i < len(into):
            into[offset + i] += gain * sample


def snap(rng: random.Random, length: float = 0.07, brightness: float = 0.35) -> list[float]:
    """Noise through a one-pole low-pass with a fast decay: a card's slap."""
    out: list[float] = []
    low = 0.0
    for i in range(round(length * RATE)):
        t = i / RATE
        low += brightness * (rng.uniform(-1, 1) - low)
        body = math.sin(2 * math.pi * 180 * t) * 0.4  # the table under the card
        out.append((low * 1.6 + body) * math.exp(-t * 70))
    return out


def thud(length: float = 0.22) -> list[float]:
    """A low sine falling in pitch, soft at its start: a refused card."""
    out: list[float] = []
    phase = 0.0
    for i in range(round(length * RATE)):
        t = i / RATE
        phase += 2 * math.pi * (120 - 60 * t / length) / RATE
        attack = min(1.0, t / 0.008)
        out.append(math.sin(phase) * attack * math.exp(-t * 18))
    return out


def bell(frequency: float, length: float) -> list[float]:
    """A struck bell: the note and two softer overtones, fading out."""
    out: list[float] = []
    for i in range(round(length * RATE)):
        t = i / RATE
        tone = (
            math.sin(2 * math.pi * frequency * t)
            + 0.35 * math.sin(2 * math.pi * 2 * frequency * t)
            + 0.12 * math.sin(2 * math.pi * 3 * frequency * t)
        )
        attack = min(1.0, t / 0.004)
        out.append(tone * attack * math.exp(-t * 5))
    return out


def place() -> list[float]:
    out = _silence(0.09)
    _mix(out, snap(random.Random(1)), 0.0)
    return out


def deal() -> list[float]:
    rng = random.Random(2)
    out = _silence(0.5)
    start = 0.0
    for count in range(14):
        _mix(out, snap(rng, 0.05, 0.5), start, 0.9 - count * 0.03)
        start += 0.028 + rng.uniform(0, 0.008)
    return out


def refuse() -> list[float]:
    return thud()


def win() -> list[float]:
    out = _silence(1.1)
    for step, frequency in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):  # C6 E6 G6 C7
        _mix(out, bell(frequency, 0.9), step * 0.09, 0.5)
    return out


SOUNDS = {"place": place, "deal": deal, "refuse": refuse, "win": win}


def write_wav(path: Path, samples: list[float], peak: float = 0.6) -> None:
    """16-bit mono, normalised to ``peak`` of full scale (soft by design)."""
    loudest = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", round(s / loudest * peak * 32767)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


README = """\
# Table sounds

`place.wav` (a card snap), `deal.wav` (a riffle), `refuse.wav` (a low thud)
and `win.wav` (a chime) are the goodmeasure project's own work: synthesised
from sine waves and seeded noise by `tools/make_sounds.py` (standard library
only, no recordings or samples from elsewhere). Rebuild them with
`python tools/make_sounds.py`.

They are dedicated to the public domain under CC0 1.0 Universal
(<https://creativecommons.org/publicdomain/zero/1.0/>; full text in
[../cards/LICENSE](../cards/LICENSE)).
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parent.parent / "resources" / "sounds"
    parser.add_argument("--out", type=Path, default=default)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write_wav(args.out / f"{name}.wav", make())
        print(args.out / f"{name}.wav")
    (args.out / "README.md").write_text(README, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
