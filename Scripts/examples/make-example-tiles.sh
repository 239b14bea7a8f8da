#!/usr/bin/env bash
# Builds Examples/data/helsinki.pmtiles, the vector tile archive Examples/helsinki-tiles.yaml
# draws, from the same OpenStreetMap extract as Examples/helsinki.yaml
# (Examples/data/helsinki-center.geojson): the extract split into OpenMapTiles layers and
# classes (water, waterway, landcover, park, transportation, transportation_name, building,
# place, poi) by ogr2ogr's MBTiles driver (MVT, gzip), zooms 13–14 (buildings, POIs and road
# names from zoom 14, as OpenMapTiles has them), credited to OpenStreetMap in its metadata,
# then converted to PMTiles v3 by PyPI's pmtiles. Kept under 1 MB. A street-scale view draws zoom-14
# tiles overzoomed (GDAL 3.6 writes some zoom-15 water rings wound the wrong way).
#
# A developer tool: the archive is committed. Needs gdal-bin (ogr2ogr) and `pip install pmtiles`.
#
# Usage: Scripts/examples/make-example-tiles.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source_file="$root/Examples/data/helsinki-center.geojson"
out="$root/Examples/data/helsinki.pmtiles"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v ogr2ogr >/dev/null || { echo "needs ogr2ogr (apt-get install gdal-bin)" >&2; exit 2; }
command -v pmtiles-convert >/dev/null || { echo "needs pmtiles-convert (pip install pmtiles)" >&2; exit 2; }

# The extract's `class`/`kind` properties mapped onto OpenMapTiles classes.
road_class="CASE WHEN kind IN ('motorway','trunk','primary','secondary','tertiary') THEN kind
  WHEN kind IN ('residential','unclassified','living_street','pedestrian') THEN 'minor'
  WHEN kind = 'service' THEN 'service'
  WHEN kind IN ('footway','steps','path','cycleway') THEN 'path'
  WHEN kind = 'rail' THEN 'rail' ELSE 'transit' END"
. "$root/Scripts/fixtures/omt-vrt.sh"
omt_vrt "$road_class" "kind IN ('city', 'suburb', 'neighbourhood')" >"$work/helsinki.vrt"

ogr2ogr -f MBTILES "$work/helsinki.mbtiles" "$work/helsinki.vrt" \
  -dsco MINZOOM=13 -dsco MAXZOOM=14 -dsco NAME="Helsinki center" \
  -dsco CONF='{"building": {"minzoom": 14}, "poi": {"minzoom": 14}, "transportation_name": {"minzoom": 14}}' \
  -dsco DESCRIPTION="OpenStreetMap extract in OpenMapTiles layers, for mapc's examples"
python3 - "$work/helsinki.mbtiles" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("INSERT INTO metadata VALUES ('attribution', '© OpenStreetMap contributors')")
db.commit()
db.execute("VACUUM")
db.close()
PY
rm -f "$out"
pmtiles-convert "$work/helsinki.mbtiles" "$out"
size=$(stat -c %s "$out")
echo "$out: $size bytes"
[ "$size" -lt 1048576 ] || { echo "the archive is over 1 MB" >&2; exit 1; }
