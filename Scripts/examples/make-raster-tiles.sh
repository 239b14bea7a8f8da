#!/usr/bin/env bash
# Renders Examples/data/helsinki-raster/{z}/{x}/{y}.png, the folder of raster tiles that
# Examples/helsinki-raster.yaml draws: the tiles of zooms 13–15 that meet the OpenStreetMap
# extract of Examples/data/helsinki.pmtiles (2 + 4 + 9 tiles), each drawn by mapc itself — one
# 256 × 256 scene per tile whose camera is the tile's exact map rect, over the vector tile
# archive, without decorations — and turned into a PNG by rsvg-convert. Neighbouring tiles
# meet without a seam: each clips the same streets and areas at their shared edge; names are
# placed inside each tile, so a name near an edge may be in one tile, in both or in neither.
#
# Deterministic: mapc's output is, and rsvg-convert writes no timestamps, so the same mapc,
# archive and rsvg-convert give the same bytes. A developer tool: the tiles are committed.
# Needs rsvg-convert (apt-get install librsvg2-bin) and a Swift toolchain to build mapc.
#
# Usage: Scripts/examples/make-raster-tiles.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
archive="$root/Examples/data/helsinki.pmtiles"
out="$root/Examples/data/helsinki-raster"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v rsvg-convert >/dev/null || { echo "needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 2; }
(cd "$root" && swift build --product mapc >/dev/null)
mapc="$(cd "$root" && swift build --show-bin-path)/mapc"

# The extract's bounds (the archive's header): west, south, east, north.
west=24.9351775 south=60.1641551 east=24.9534110 north=60.1791074

# z x y for every tile of zooms 13–15 that meets the bounds.
tiles() {
  python3 - "$west" "$south" "$east" "$north" <<'EOF'
import math, sys
west, south, east, north = map(float, sys.argv[1:])
def column(lon, z): return int((lon + 180) / 360 * 2 ** z)
def row(lat, z): return int((1 - math.asinh(math.tan(math.radians(lat))) / math.pi) / 2 * 2 ** z)
for z in range(13, 16):
    for x in range(column(west, z), column(east, z) + 1):
        for y in range(row(north, z), row(south, z) + 1):
            print(z, x, y)
EOF
}

rm -rf "$out"
count=0
while read -r z x y; do
  size=$(( 268435456 >> z ))
  scene="$work/tile.yaml"
  cat > "$scene" <<EOF
mapscene: 1
canvas: {width: 256, height: 256}
map: {type: standard, basemap: [{tiles: "$archive"}]}
camera: {mapRect: [$(( x * size )), $(( y * size )), $size, $size]}
decorations: {attribution: false, compass: false, scale: false}
EOF
  "$mapc" compile "$scene" --allow-outside-paths -o "$work/tile.svg"
  mkdir -p "$out/$z/$x"
  rsvg-convert -w 256 -h 256 "$work/tile.svg" -o "$out/$z/$x/$y.png"
  count=$(( count + 1 ))
done < <(tiles)

echo "wrote $count tiles, $(du -sk "$out" | cut -f1) KB, into ${out#"$root/"}"
