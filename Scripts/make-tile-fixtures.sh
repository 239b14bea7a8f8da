#!/usr/bin/env bash
# Builds the vector tile archives the Tiles tests read, in Tests/MapSceneTests/Fixtures/tiles/,
# from the OpenStreetMap extract in ../shared/data/osm/helsinki-center.geojson:
#
#   helsinki.mbtiles         ogr2ogr (GDAL's MBTiles driver, MVT tiles, gzip), zooms 13–14, the
#                            extract split into OpenMapTiles layers (transportation, building, …;
#                            buildings, POIs and road names from zoom 14, as OpenMapTiles does)
#   helsinki.pmtiles         the same tiles, converted by PyPI's pmtiles (`pmtiles-convert`)
#   sea.mbtiles              one square of open water south of the city, zoom 14, uncompressed
#                            tiles, properties of each MVT value type: its inner tiles are
#                            identical, so a PMTiles writer makes runs of them
#   helsinki-leaves.pmtiles  zoom 14 of both, written with the pmtiles package's own directory
#                            code but with leaf directories of a few entries
#   expectations.json        what GDAL (ogr2ogr's GeoJSON output of each tile) and the pmtiles
#                            package report about those tiles, for the tests to compare against
#
# This is a developer tool; CI never runs it (the archives are committed). Needs gdal-bin
# (ogr2ogr) and `pip install pmtiles`. Run it again only to change the fixtures, then look at
# the tests' diff: GDAL's output differs a little between versions.
#
# Usage: Scripts/make-tile-fixtures.sh [OSM_GEOJSON]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source_file="${1:-$root/../shared/data/osm/helsinki-center.geojson}"
out="$root/Tests/MapSceneTests/Fixtures/tiles"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

command -v ogr2ogr >/dev/null || { echo "needs ogr2ogr (apt-get install gdal-bin)" >&2; exit 2; }
command -v pmtiles-convert >/dev/null || { echo "needs pmtiles-convert (pip install pmtiles)" >&2; exit 2; }
[ -e "$source_file" ] || { echo "no $source_file" >&2; exit 2; }

# The extract's `class`/`kind` properties mapped onto OpenMapTiles layers and classes.
road_class="CASE WHEN kind IN ('motorway','trunk','primary','secondary','tertiary') THEN kind
  WHEN kind IN ('residential','unclassified','living_street') THEN 'minor'
  WHEN kind = 'service' THEN 'service'
  WHEN kind IN ('footway','steps','path','cycleway','pedestrian') THEN 'path'
  WHEN kind = 'rail' THEN 'rail' ELSE 'transit' END"
. "$root/Scripts/omt-vrt.sh"
omt_vrt "$road_class" "kind = 'suburb'" >"$work/helsinki.vrt"

rm -f "$out/helsinki.mbtiles" "$out/sea.mbtiles"
ogr2ogr -f MBTILES "$out/helsinki.mbtiles" "$work/helsinki.vrt" \
  -dsco MINZOOM=13 -dsco MAXZOOM=14 -dsco NAME="Helsinki center" \
  -dsco CONF='{"building": {"minzoom": 14}, "poi": {"minzoom": 14}, "transportation_name": {"minzoom": 14}}' \
  -dsco DESCRIPTION="OpenStreetMap extract in OpenMapTiles layers, for mapc's tests"

# An 8×8 block of zoom-14 tiles (x 9320–9327, y 4744–4751, aligned so it is one stretch of
# Hilbert ids) covered by a square of water inset by half a tile: the 36 inner tiles are equal.
python3 - "$work/sea.geojson" <<'EOF'
import json, math, sys
def lon(x): return x / 2**14 * 360 - 180
def lat(y): return math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * y / 2**14))))
w, e, n, s = lon(9320.5), lon(9327.5), lat(4744.5), lat(4751.5)
ring = [[w, s], [e, s], [e, n], [w, n], [w, s]]
json.dump({"type": "FeatureCollection", "features": [{"type": "Feature",
    "properties": {"class": "ocean", "depth": 12.5, "rank": 3, "offset": -7, "navigable": True},
    "geometry": {"type": "Polygon", "coordinates": [ring]}}]},
    open(sys.argv[1], "w"))
EOF
ogr2ogr -f MBTILES "$out/sea.mbtiles" "$work/sea.geojson" -nln water \
  -dsco MINZOOM=14 -dsco MAXZOOM=14 -dsco NAME="Open water" -dsco COMPRESS=NO

# The attribution the archives' users must show; then compact the databases.
python3 - "$out/helsinki.mbtiles" "$out/sea.mbtiles" <<'EOF'
import sqlite3, sys
for path in sys.argv[1:]:
    db = sqlite3.connect(path)
    db.execute("INSERT INTO metadata VALUES ('attribution', '© OpenStreetMap contributors')")
    db.commit()
    db.execute("VACUUM")
    db.close()
EOF

rm -f "$out/helsinki.pmtiles"
pmtiles-convert "$out/helsinki.mbtiles" "$out/helsinki.pmtiles"
python3 "$root/Scripts/tile-fixtures.py" "$out"

cat >"$out/LICENSE.md" <<'EOF'
# The data in these archives

`helsinki.mbtiles`, `helsinki.pmtiles` and the city tiles in `helsinki-leaves.pmtiles` are
made from `helsinki-center.geojson`, an OpenStreetMap extract:

© OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright,
https://opendatacommons.org/licenses/odbl/1-0/).

`sea.mbtiles` (and the open-water tiles in `helsinki-leaves.pmtiles`) is a square drawn by
`Scripts/make-tile-fixtures.sh`, which builds all of these files.
EOF
ls -l "$out"
