#!/usr/bin/env python3
"""Writes the examples' MapLibre sprite: Examples/styles/sprite.json and sprite.png (icons 15 × 15
pixels) and sprite@2x.json and sprite@2x.png (the same icons at 30 × 30, pixel ratio 2).

Each icon is a white pictogram on a coloured ground — a disc for places, a rounded square for
parking and hospitals — with a thin white rim so that it stands out on dark and light maps
alike. The shapes are described once on a 15-unit square and drawn at eight times the size of
each sheet, then averaged down, so both sheets are antialiased alike. Needs Pillow
(`pip install Pillow`). Run from the repository root; the output is deterministic."""
import json
import math
import os

from PIL import Image, ImageDraw

OUT = os.path.join("Examples", "styles")
SIDE = 15          # an icon's side, in points
GAP = 1            # points between icons on the sheet, so no icon bleeds into the next
COLUMNS = 7
SUPERSAMPLE = 8
WHITE = (255, 255, 255, 255)
RIM = 0.8          # the white rim around the ground, in points


def rgba(hex_color):
    return tuple(int(hex_color[i:i + 2], 16) for i in (1, 3, 5)) + (255,)


class Pen:
    """Draws on a 15-unit square scaled by `k` pixels a unit."""

    def __init__(self, image, k, ground):
        self.draw = ImageDraw.Draw(image)
        self.k = k
        self.ground = ground

    def box(self, x0, y0, x1, y1):
        return [x0 * self.k, y0 * self.k, x1 * self.k, y1 * self.k]

    def disc(self, cx, cy, r, fill=WHITE):
        self.draw.ellipse(self.box(cx - r, cy - r, cx + r, cy + r), fill=fill)

    def ring(self, cx, cy, r, width, fill=WHITE):
        self.draw.ellipse(self.box(cx - r, cy - r, cx + r, cy + r), outline=fill, width=round(width * self.k))

    def rect(self, x0, y0, x1, y1, fill=WHITE, radius=0):
        if radius:
            self.draw.rounded_rectangle(self.box(x0, y0, x1, y1), radius=radius * self.k, fill=fill)
        else:
            self.draw.rectangle(self.box(x0, y0, x1, y1), fill=fill)

    def polygon(self, points, fill=WHITE):
        self.draw.polygon([(x * self.k, y * self.k) for x, y in points], fill=fill)

    def line(self, points, width, fill=WHITE):
        pixels = [(x * self.k, y * self.k) for x, y in points]
        self.draw.line(pixels, fill=fill, width=round(width * self.k), joint="curve")
        for x, y in points:  # round caps
            self.disc(x, y, width / 2, fill)


# ---------------------------------------------------------------- grounds

def round_ground(pen):
    pen.disc(7.5, 7.5, 7.5)
    pen.disc(7.5, 7.5, 7.5 - RIM, pen.ground)


def square_ground(pen):
    pen.rect(0, 0, 15, 15, radius=3.2)
    pen.rect(RIM, RIM, 15 - RIM, 15 - RIM, pen.ground, radius=3.2 - RIM)


# ---------------------------------------------------------------- pictograms

def cafe(pen):
    pen.polygon([(3.8, 5.6), (10.0, 5.6), (9.6, 9.6), (8.6, 10.8), (5.2, 10.8), (4.2, 9.6)])
    pen.ring(10.0, 7.6, 1.6, 0.9)
    pen.line([(3.6, 11.9), (10.2, 11.9)], 0.9)
    pen.line([(5.8, 3.3), (5.8, 4.3)], 0.7)
    pen.line([(7.9, 3.3), (7.9, 4.3)], 0.7)


def restaurant(pen):
    for x in (4.3, 5.5, 6.7):
        pen.line([(x, 3.4), (x, 6.2)], 0.6)
    pen.rect(4.0, 5.9, 7.0, 7.3, radius=0.7)
    pen.line([(5.5, 7.0), (5.5, 11.6)], 1.1)
    pen.polygon([(8.8, 7.9), (8.8, 4.6), (9.6, 3.4), (10.8, 3.2), (10.8, 7.9)])
    pen.line([(10.2, 7.6), (10.2, 11.6)], 1.1)


def museum(pen):
    pen.polygon([(3.0, 6.0), (7.5, 3.2), (12.0, 6.0)])
    pen.rect(3.5, 6.0, 11.5, 6.8)
    for x in (4.2, 6.3, 8.4, 10.5):
        pen.rect(x - 0.1, 6.8, x + 0.6 + 0.1, 10.2)
    pen.rect(3.2, 10.2, 11.8, 11.6)


def railway(pen):
    pen.rect(4.5, 3.2, 10.5, 10.4, radius=1.6)
    pen.rect(5.4, 4.4, 9.6, 6.9, pen.ground, radius=0.5)
    pen.disc(6.0, 8.7, 0.65, pen.ground)
    pen.disc(9.0, 8.7, 0.65, pen.ground)
    pen.line([(5.8, 10.6), (4.4, 12.2)], 0.9)
    pen.line([(9.2, 10.6), (10.6, 12.2)], 0.9)


def bus(pen):
    pen.rect(4.3, 3.3, 10.7, 10.6, radius=1.1)
    pen.rect(5.1, 4.4, 9.9, 7.4, pen.ground, radius=0.3)
    pen.disc(5.9, 9.1, 0.6, pen.ground)
    pen.disc(9.1, 9.1, 0.6, pen.ground)
    pen.rect(4.8, 10.2, 6.3, 11.9, radius=0.4)
    pen.rect(8.7, 10.2, 10.2, 11.9, radius=0.4)


def park(pen):
    pen.disc(7.5, 6.0, 3.1)
    pen.disc(5.6, 7.4, 2.0)
    pen.disc(9.4, 7.4, 2.0)
    pen.rect(6.8, 8.0, 8.2, 12.0)


def shop(pen):
    pen.ring(7.5, 6.0, 2.0, 0.8)
    pen.polygon([(4.0, 6.0), (11.0, 6.0), (11.4, 11.8), (3.6, 11.8)])
    pen.disc(6.0, 7.3, 0.45, pen.ground)
    pen.disc(9.0, 7.3, 0.45, pen.ground)


def hotel(pen):
    pen.rect(3.2, 4.6, 4.4, 11.6, radius=0.3)
    pen.rect(4.4, 8.4, 11.8, 10.0)
    pen.rect(10.6, 10.0, 11.8, 11.6)
    pen.rect(4.9, 6.6, 7.2, 8.0, radius=0.6)
    pen.rect(7.7, 6.4, 11.8, 8.4, radius=0.5)


def pointed_arch(x0, x1, spring, apex, bottom, steps=12):
    """The outline of a pointed arch from `x0` to `x1`: upright sides from `bottom` to
    `spring`, then two arcs of one circle each meeting at `apex`."""
    half, rise = (x1 - x0) / 2, spring - apex
    d = (rise * rise - half * half) / (2 * half)  # each arc's centre lies d past the middle
    r = half + d
    mid = (x0 + x1) / 2
    left = [(mid + d - r * math.cos(t), spring - r * math.sin(t))
            for t in (math.asin(rise / r) * i / steps for i in range(steps + 1))]
    right = [(2 * mid - x, y) for x, y in reversed(left)]
    return [(x0, bottom)] + left + right + [(x1, bottom)]


def place_of_worship(pen):
    pen.polygon(pointed_arch(4.2, 10.8, 7.4, 2.9, 11.9))
    pen.polygon(pointed_arch(6.3, 8.7, 9.0, 7.1, 11.9), pen.ground)


def school(pen):
    pen.polygon([(5.0, 7.2), (10.0, 7.2), (10.0, 9.6), (7.5, 10.6), (5.0, 9.6)])
    pen.polygon([(2.6, 6.0), (7.5, 3.6), (12.4, 6.0), (7.5, 8.4)])
    pen.line([(4.9, 7.3), (7.5, 8.6), (10.1, 7.3)], 0.5, pen.ground)
    pen.line([(11.4, 6.4), (11.4, 9.6)], 0.6)
    pen.disc(11.4, 9.9, 0.7)


def hospital(pen):
    pen.rect(6.2, 3.4, 8.8, 11.6)
    pen.rect(3.4, 6.2, 11.6, 8.8)


def library(pen):
    pen.polygon([(3.0, 4.6), (7.1, 5.5), (7.1, 11.4), (3.0, 10.5)])
    pen.polygon([(7.9, 5.5), (12.0, 4.6), (12.0, 10.5), (7.9, 11.4)])


def parking(pen):
    pen.rect(4.8, 3.4, 6.8, 11.6)
    pen.rect(4.8, 3.4, 10.6, 8.6, radius=2.6)
    pen.rect(6.8, 5.1, 8.8, 6.9, pen.ground, radius=0.9)


def dot(pen):
    pen.disc(7.5, 7.5, 4.0)
    pen.disc(7.5, 7.5, 4.0 - 1.1, pen.ground)


# name: (ground colour, ground, pictogram); the sheet's order
ICONS = [
    ("cafe", "#8a5a36", round_ground, cafe),
    ("restaurant", "#d9731f", round_ground, restaurant),
    ("museum", "#7b4fa6", round_ground, museum),
    ("railway", "#4b5866", round_ground, railway),
    ("bus", "#2f6fb8", round_ground, bus),
    ("park", "#3b8a3e", round_ground, park),
    ("shop", "#c0407a", round_ground, shop),
    ("hotel", "#3a5a8f", round_ground, hotel),
    ("place-of-worship", "#6a6a70", round_ground, place_of_worship),
    ("school", "#a87a12", round_ground, school),
    ("hospital", "#cf3535", square_ground, hospital),
    ("library", "#2a8a86", round_ground, library),
    ("parking", "#2f6fb8", square_ground, parking),
    ("dot", "#3c4650", None, dot),
]


def icon(ratio, color, ground, pictogram):
    """One icon, SIDE × ratio pixels square."""
    pixels = SIDE * ratio
    big = Image.new("RGBA", (pixels * SUPERSAMPLE, pixels * SUPERSAMPLE), (0, 0, 0, 0))
    pen = Pen(big, ratio * SUPERSAMPLE, rgba(color))
    if ground:
        ground(pen)
    pictogram(pen)
    return big.reduce(SUPERSAMPLE)


def sheet(ratio):
    """The sheet and its index at `ratio` pixels a point."""
    rows = (len(ICONS) + COLUMNS - 1) // COLUMNS
    step = (SIDE + GAP) * ratio
    image = Image.new("RGBA", (COLUMNS * step - GAP * ratio, rows * step - GAP * ratio), (0, 0, 0, 0))
    index = {}
    for n, (name, color, ground, pictogram) in enumerate(ICONS):
        x, y = (n % COLUMNS) * step, (n // COLUMNS) * step
        image.paste(icon(ratio, color, ground, pictogram), (x, y))
        index[name] = {"x": x, "y": y, "width": SIDE * ratio, "height": SIDE * ratio, "pixelRatio": ratio}
    return image, index


def index_json(index):
    lines = [f"  {json.dumps(name)}: {json.dumps(entry)}" for name, entry in index.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    for ratio, suffix in ((1, ""), (2, "@2x")):
        image, index = sheet(ratio)
        image.save(os.path.join(OUT, f"sprite{suffix}.png"), optimize=False, compress_level=9)
        with open(os.path.join(OUT, f"sprite{suffix}.json"), "w") as f:
            f.write(index_json(index))


if __name__ == "__main__":
    main()
