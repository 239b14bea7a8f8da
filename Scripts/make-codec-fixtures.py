#!/usr/bin/env python3
"""Writes the raster image fixtures the RasterPixels decoding tests read, in
Tests/MapSceneTests/Fixtures/codecs/, and expectations.json: the pixels each must decode to.

This is a developer tool; CI never runs it (the images are committed). Needs Pillow with JPEG
and WebP support. Run it again only to change the fixtures.

Usage:
    python3 Scripts/make-codec-fixtures.py [OUTPUT_FOLDER]

The images are tiny and their colors are chosen here, so what they must decode to is known
without any decoder:

- PNG (4×3, every pixel a different color; the interlaced ones 9×7 so that all seven Adam7
  passes hold pixels): gray at 1, 2, 4, 8 and 16 bits, gray with a tRNS key, gray + alpha at 8
  and 16 bits, RGB at 8 and 16 bits, RGB with a tRNS key, RGBA at 8 and 16 bits, palettes of
  2, 4 and 8 bits with and without tRNS, and interlaced RGBA, 2-bit gray and 16-bit RGB.
  Pillow writes those it can (1- and 8-bit gray, gray + alpha, RGB, RGBA, an 8-bit palette with
  tRNS); the others, which Pillow cannot write (Adam7 interlacing, 16-bit color, 2- and 4-bit
  gray, tRNS keys), are written by the small encoder below. 16-bit samples are v × 257 plus
  up to 100 (the low byte stays below 256), so scaling to 8 bits by rounding and by dropping the
  low byte both give v.
- JPEG and WebP (16×16, four 8×8 squares of one color each): JPEG baseline with 4:4:4 and 4:2:0
  chroma, progressive, grayscale and CMYK (Pillow writes the Adobe marker and inverted inks);
  WebP lossy, lossy with alpha, and lossless with alpha (4×3, exact). For the lossy ones only
  the inner 4×4 pixels of each square are checked, each channel within a tolerance.

Every expectation is checked here against Pillow's own decoding of the file before it is
written, so a fixture the script got wrong fails here, not in the Swift tests.

One more is refused, not decoded: an animated WebP (two frames).

expectations.json: {"images": {NAME: {"width", "height", "tolerance", "pixels": [[x, y, r, g,
b, a], ...]}}, "refused": [NAME]} with every pixel listed for the lossless images. Output is deterministic for a
given Pillow (no timestamps, fixed colors).
"""
import io
import json
import os
import struct
import sys
import zlib

from PIL import Image

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "MapSceneTests", "Fixtures", "codecs")

# Twelve colors for the 4×3 lossless images, row by row, with an alpha for each.
COLORS = [
    (255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255),
    (0, 0, 0), (128, 128, 128), (0, 200, 200), (200, 0, 200),
    (1, 2, 3), (254, 253, 252), (17, 34, 51), (200, 100, 50),
]
ALPHAS = [255, 0, 128, 1, 254, 64, 255, 200, 100, 17, 255, 77]
GRAYS = [0, 255, 128, 1, 254, 17, 34, 51, 200, 100, 50, 77]

# The four squares of the 16×16 lossy images: top left, top right, bottom left, bottom right.
SQUARES = [(200, 40, 30), (40, 160, 60), (30, 60, 190), (230, 200, 40)]
SQUARE_ALPHAS = [255, 180, 90, 30]

images = {}


def write(name, data):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(data)


def samples(image):
    flattened = getattr(image, "get_flattened_data", None)  # Pillow ≥ 12.1
    return list(flattened() if flattened else image.getdata())


def pillow_rgba(data):
    image = Image.open(io.BytesIO(data))
    image.load()
    if image.mode == "CMYK":
        # Pillow's CMYK → RGB is 255 − ink − black, clamped: not the multiplicative conversion
        # every browser uses. Do that one here instead.
        out = []
        for c, m, y, k in samples(image):
            out.append(tuple(round((255 - v) * (255 - k) / 255) for v in (c, m, y)) + (255,))
        return image.size, out
    if image.mode in ("I;16", "I;16B", "I"):
        return image.size, [(v >> 8, v >> 8, v >> 8, 255) for v in samples(image)]
    return image.size, samples(image.convert("RGBA"))


def expect(name, data, width, height, pixels, tolerance=0):
    """Records NAME's expected pixels ([(x, y, (r, g, b, a))]) after checking Pillow agrees."""
    (w, h), decoded = pillow_rgba(data)
    assert (w, h) == (width, height), (name, w, h)
    for x, y, rgba in pixels:
        got = decoded[y * width + x]
        worst = max(abs(a - b) for a, b in zip(got, rgba))
        assert worst <= tolerance, (name, x, y, got, rgba, tolerance)
    write(name, data)
    images[name] = {
        "width": width,
        "height": height,
        "tolerance": tolerance,
        "pixels": [[x, y, *rgba] for x, y, rgba in pixels],
    }


def every_pixel(width, height, color_at):
    return [(x, y, color_at(x, y)) for y in range(height) for x in range(width)]


# MARK: A small PNG encoder, for what Pillow does not write

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def pack_row(samples, bit_depth):
    if bit_depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if bit_depth == 8:
        return bytes(samples)
    out, byte, used = bytearray(), 0, 0
    for s in samples:
        byte = (byte << bit_depth) | s
        used += bit_depth
        if used == 8:
            out.append(byte)
            byte, used = 0, 0
    if used:
        out.append(byte << (8 - used))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def png(width, height, color_type, bit_depth, pixel_samples, interlace=False, plte=None, trns=None):
    """pixel_samples(x, y) → the pixel's samples; each row is written with filter type 0."""
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for x0, y0, dx, dy in passes:
        xs, ys = range(x0, width, dx), range(y0, height, dy)
        if not xs or not ys:
            continue
        for y in ys:
            raw.append(0)
            raw += pack_row([s for x in xs for s in pixel_samples(x, y)], bit_depth)
    header = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 1 if interlace else 0)
    body = chunk(b"IHDR", header)
    if plte is not None:
        body += chunk(b"PLTE", bytes(v for color in plte for v in color))
    if trns is not None:
        body += chunk(b"tRNS", trns)
    body += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


def wide(v):
    return v * 257 + min(100, 255 - v)


def pillow_bytes(image, format, **options):
    buffer = io.BytesIO()
    image.save(buffer, format, **options)
    return buffer.getvalue()


def index(x, y):
    return y * 4 + x


def main():
    os.makedirs(OUT, exist_ok=True)

    # PNG: gray
    one_bit = Image.new("1", (4, 3))
    one_bit.putdata([255 if (x + y) % 2 else 0 for y in range(3) for x in range(4)])
    expect("png-gray1.png", pillow_bytes(one_bit, "PNG"), 4, 3,
           every_pixel(4, 3, lambda x, y: (255,) * 3 + (255,) if (x + y) % 2 else (0, 0, 0, 255)))
    for depth in (2, 4):
        top = (1 << depth) - 1
        level = lambda x, y, top=top: index(x, y) % (top + 1)
        expect(f"png-gray{depth}.png", png(4, 3, 0, depth, lambda x, y, level=level: [level(x, y)]), 4, 3,
               every_pixel(4, 3, lambda x, y, level=level, top=top: (level(x, y) * 255 // top,) * 3 + (255,)))
    gray = Image.new("L", (4, 3))
    gray.putdata(GRAYS)
    expect("png-gray8.png", pillow_bytes(gray, "PNG"), 4, 3,
           every_pixel(4, 3, lambda x, y: (GRAYS[index(x, y)],) * 3 + (255,)))
    expect("png-gray16.png", png(4, 3, 0, 16, lambda x, y: [wide(GRAYS[index(x, y)])]), 4, 3,
           every_pixel(4, 3, lambda x, y: (GRAYS[index(x, y)],) * 3 + (255,)))
    # 8-bit gray with the key 128: that pixel transparent.
    expect("png-gray8-trns.png", png(4, 3, 0, 8, lambda x, y: [GRAYS[index(x, y)]], trns=struct.pack(">H", 128)),
           4, 3, every_pixel(4, 3, lambda x, y: (GRAYS[index(x, y)],) * 3 + (0 if GRAYS[index(x, y)] == 128 else 255,)))

    # PNG: gray + alpha
    gray_alpha = Image.new("LA", (4, 3))
    gray_alpha.putdata([(GRAYS[i], ALPHAS[i]) for i in range(12)])
    expect("png-gray-alpha8.png", pillow_bytes(gray_alpha, "PNG"), 4, 3,
           every_pixel(4, 3, lambda x, y: (GRAYS[index(x, y)],) * 3 + (ALPHAS[index(x, y)],)))
    expect("png-gray-alpha16.png",
           png(4, 3, 4, 16, lambda x, y: [wide(GRAYS[index(x, y)]), wide(ALPHAS[index(x, y)])]), 4, 3,
           every_pixel(4, 3, lambda x, y: (GRAYS[index(x, y)],) * 3 + (ALPHAS[index(x, y)],)))

    # PNG: RGB and RGBA
    rgb = Image.new("RGB", (4, 3))
    rgb.putdata(COLORS)
    expect("png-rgb8.png", pillow_bytes(rgb, "PNG"), 4, 3, every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (255,)))
    expect("png-rgb16.png", png(4, 3, 2, 16, lambda x, y: [wide(v) for v in COLORS[index(x, y)]]), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (255,)))
    key = COLORS[6]
    expect("png-rgb8-trns.png", png(4, 3, 2, 8, lambda x, y: list(COLORS[index(x, y)]), trns=struct.pack(">HHH", *key)),
           4, 3, every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (0 if COLORS[index(x, y)] == key else 255,)))
    rgba = Image.new("RGBA", (4, 3))
    rgba.putdata([COLORS[i] + (ALPHAS[i],) for i in range(12)])
    expect("png-rgba8.png", pillow_bytes(rgba, "PNG"), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (ALPHAS[index(x, y)],)))
    expect("png-rgba16.png",
           png(4, 3, 6, 16, lambda x, y: [wide(v) for v in COLORS[index(x, y)] + (ALPHAS[index(x, y)],)]), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (ALPHAS[index(x, y)],)))

    # PNG: palettes
    palette = Image.new("P", (4, 3))
    palette.putpalette([v for color in COLORS for v in color])
    palette.putdata(list(range(12)))
    expect("png-palette8-trns.png", pillow_bytes(palette, "PNG", transparency=bytes(ALPHAS)), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (ALPHAS[index(x, y)],)))
    # 4 bits, twelve entries, a tRNS shorter than the palette: the entries past it are opaque.
    expect("png-palette4-trns.png",
           png(4, 3, 3, 4, lambda x, y: [11 - index(x, y)], plte=COLORS, trns=bytes(ALPHAS[:5])), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[11 - index(x, y)] + (ALPHAS[11 - index(x, y)] if 11 - index(x, y) < 5 else 255,)))
    expect("png-palette2.png", png(4, 3, 3, 2, lambda x, y: [index(x, y) % 4], plte=COLORS[4:8]), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[4 + index(x, y) % 4] + (255,)))

    # PNG: Adam7, 9×7
    def color9(x, y):
        return ((x * 29 + y * 7) % 256, (x * 5 + y * 31) % 256, (x * y * 13 + 40) % 256)

    def alpha9(x, y):
        return (x * 28 + y * 3 + 15) % 256

    expect("png-interlaced-rgba8.png", png(9, 7, 6, 8, lambda x, y: list(color9(x, y)) + [alpha9(x, y)], interlace=True),
           9, 7, every_pixel(9, 7, lambda x, y: color9(x, y) + (alpha9(x, y),)))
    expect("png-interlaced-gray2.png", png(9, 7, 0, 2, lambda x, y: [(x + 2 * y) % 4], interlace=True), 9, 7,
           every_pixel(9, 7, lambda x, y: ((x + 2 * y) % 4 * 85,) * 3 + (255,)))
    expect("png-interlaced-rgb16.png", png(9, 7, 2, 16, lambda x, y: [wide(v) for v in color9(x, y)], interlace=True),
           9, 7, every_pixel(9, 7, lambda x, y: color9(x, y) + (255,)))

    # JPEG and lossy WebP: four squares
    def squares(mode):
        image = Image.new(mode, (16, 16))
        for i, color in enumerate(SQUARES):
            value = color + (SQUARE_ALPHAS[i],) if mode == "RGBA" else color
            image.paste(value, ((i % 2) * 8, (i // 2) * 8, (i % 2) * 8 + 8, (i // 2) * 8 + 8))
        return image

    def inner(color_of):
        return [(x, y, color_of(i))
                for i in range(4)
                for y in range((i // 2) * 8 + 2, (i // 2) * 8 + 6)
                for x in range((i % 2) * 8 + 2, (i % 2) * 8 + 6)]

    opaque = inner(lambda i: SQUARES[i] + (255,))
    expect("jpeg-baseline-444.jpg", pillow_bytes(squares("RGB"), "JPEG", quality=95, subsampling=0), 16, 16, opaque, 6)
    expect("jpeg-baseline-420.jpg", pillow_bytes(squares("RGB"), "JPEG", quality=95, subsampling=2), 16, 16, opaque, 12)
    expect("jpeg-progressive.jpg", pillow_bytes(squares("RGB"), "JPEG", quality=95, subsampling=0, progressive=True),
           16, 16, opaque, 6)
    # Gray: the squares' luma, as Pillow's "L" conversion (ITU-R 601-2) works it out.
    lumas = [round((c[0] * 299 + c[1] * 587 + c[2] * 114) / 1000) for c in SQUARES]
    gray_squares = squares("RGB").convert("L")
    assert [gray_squares.getpixel(((i % 2) * 8, (i // 2) * 8)) for i in range(4)] == lumas
    expect("jpeg-gray.jpg", pillow_bytes(gray_squares, "JPEG", quality=95), 16, 16,
           inner(lambda i: (lumas[i],) * 3 + (255,)), 4)
    # CMYK: inks that print the squares' colors with some black, converted back multiplicatively.
    def ink(color):
        black = 255 - max(color)
        return tuple(round(255 - v * 255 / (255 - black)) for v in color) + (black,)

    cmyk = Image.new("CMYK", (16, 16))
    for i, color in enumerate(SQUARES):
        cmyk.paste(ink(color), ((i % 2) * 8, (i // 2) * 8, (i % 2) * 8 + 8, (i // 2) * 8 + 8))
    expect("jpeg-cmyk.jpg", pillow_bytes(cmyk, "JPEG", quality=95), 16, 16, opaque, 8)

    expect("webp-lossy.webp", pillow_bytes(squares("RGB"), "WEBP", quality=95, method=6), 16, 16, opaque, 12)
    expect("webp-lossy-alpha.webp", pillow_bytes(squares("RGBA"), "WEBP", quality=95, method=6), 16, 16,
           inner(lambda i: SQUARES[i] + (SQUARE_ALPHAS[i],)), 12)
    expect("webp-lossless.webp", pillow_bytes(rgba, "WEBP", lossless=True, exact=True), 4, 3,
           every_pixel(4, 3, lambda x, y: COLORS[index(x, y)] + (ALPHAS[index(x, y)],)))

    # Refused: an animated WebP (two frames), which is no single picture to draw.
    second = rgba.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    animated = pillow_bytes(rgba, "WEBP", lossless=True, save_all=True, append_images=[second], duration=100)
    assert Image.open(io.BytesIO(animated)).n_frames == 2
    write("webp-animated.webp", animated)

    with open(os.path.join(OUT, "expectations.json"), "w") as f:
        json.dump({"images": images, "refused": ["webp-animated.webp"]}, f, sort_keys=True, separators=(",", ":"))
        f.write("\n")
    total = sum(os.path.getsize(os.path.join(OUT, name)) for name in os.listdir(OUT))
    print(f"{len(images)} images, {total} bytes in {OUT}")


main()
