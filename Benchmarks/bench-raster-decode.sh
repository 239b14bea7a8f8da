#!/usr/bin/env bash
# Times RasterPixels(decoding:) on 256×256 tiles (release build): a map-like tile (flat areas,
# antialiased roads) and a photo-like one (aerial-ish texture), each as PNG, JPEG (quality 85,
# 4:2:0, baseline and progressive) and WebP (lossy quality 80, and lossless), written with
# Pillow. Built by bench-package.sh. Never part of `swift test`; timings are for reading, not
# asserting.
#
# Usage: Benchmarks/bench-raster-decode.sh [FILE ...]     (default: the generated tiles)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench-raster}
mkdir -p "$scratch/tiles"
if [ $# -eq 0 ]; then
  python3 - "$scratch/tiles" <<'PY'
import random, sys
from PIL import Image, ImageDraw, ImageFilter

out = sys.argv[1]
random.seed(13)
# A map-like tile: land, water, parks, blocks, cased roads; drawn at 4× and shrunk (antialiasing).
big = Image.new("RGB", (1024, 1024), (242, 239, 233))
draw = ImageDraw.Draw(big)
draw.polygon([(0, 700), (300, 640), (620, 760), (1024, 690), (1024, 1024), (0, 1024)], fill=(170, 211, 223))
for _ in range(6):
    x, y = random.randrange(0, 900), random.randrange(0, 600)
    draw.rectangle([x, y, x + random.randrange(60, 200), y + random.randrange(60, 160)], fill=(200, 230, 190))
for _ in range(60):
    x, y = random.randrange(0, 1000), random.randrange(0, 650)
    draw.rectangle([x, y, x + random.randrange(20, 60), y + random.randrange(20, 60)], fill=(217, 208, 201))
for _ in range(14):
    points = [(random.randrange(-50, 1074), random.randrange(-50, 700)) for _ in range(3)]
    draw.line(points, fill=(190, 190, 190), width=26, joint="curve")
    draw.line(points, fill=(255, 255, 255), width=18, joint="curve")
map_tile = big.resize((256, 256), Image.LANCZOS)
# A photo-like tile: noise at three scales, blurred and tinted like fields and trees from above.
photo = Image.new("RGB", (256, 256))
layers = []
for scale, weight in ((64, 0.5), (16, 0.3), (2, 0.2)):
    size = 256 // scale + 2
    noise = Image.effect_noise((size, size), 64).resize((256, 256), Image.BICUBIC)
    layers.append((noise, weight))
pixels = []
for i, values in enumerate(zip(*[layer.getdata() for layer, _ in layers])):
    v = sum(value * weight for value, (_, weight) in zip(values, layers))
    pixels.append((int(60 + v * 0.5), int(80 + v * 0.45), int(40 + v * 0.3)))
photo.putdata(pixels)
photo = photo.filter(ImageFilter.GaussianBlur(0.6))
for name, image in (("map", map_tile), ("photo", photo)):
    image.save(f"{out}/{name}.png", optimize=True)
    image.save(f"{out}/{name}.jpg", quality=85)
    image.save(f"{out}/{name}-progressive.jpg", quality=85, progressive=True)
    image.save(f"{out}/{name}.webp", quality=80)
    image.save(f"{out}/{name}-lossless.webp", lossless=True)
PY
  set -- "$scratch"/tiles/map{.png,.jpg,-progressive.jpg,.webp,-lossless.webp} \
         "$scratch"/tiles/photo{.png,.jpg,-progressive.jpg,.webp,-lossless.webp}
fi
. "$root/Benchmarks/bench-package.sh"
bench=$(bench_build "$scratch" "$root/Benchmarks/bench-raster-decode.swift")
"$bench" "$@"
