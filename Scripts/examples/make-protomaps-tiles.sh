#!/usr/bin/env bash
# Builds Examples/data/helsinki-protomaps.mbtiles, the vector tile archive that
# Examples/styles/protomaps-light.json is written for: the same OpenStreetMap extract as
# Examples/data/helsinki.pmtiles (Examples/data/helsinki-center.geojson) in the Protomaps basemap
# schema's layers and attributes, by ogr2ogr's MBTiles driver (MVT, gzip), zooms 13–14 like the
# OpenMapTiles archive (buildings and POIs from zoom 14), credited to OpenStreetMap in its metadata:
#
#   earth      the extract's extent, kind=earth
#   water      ponds (kind=water) and waterways (kind=stream, drain; name)
#   landuse    kind=park (name) and kind=grass
#   roads      kind=highway, major_road, medium_road, minor_road, path, rail with kind_detail the
#              OpenStreetMap highway or railway value, and name, as Protomaps groups them
#   buildings  kind=building
#   places     kind=locality (kind_detail=city) and kind=neighbourhood (kind_detail=suburb or
#              neighbourhood), name
#   pois       kind = the OpenStreetMap amenity, tourism or railway value, name; and named parks
#              as points of kind=park, which Protomaps labels in pois
#
# A developer tool: the archive is committed. Needs gdal-bin (ogr2ogr, with SpatiaLite's SQL
# functions, as Debian builds it).
#
# Usage: Scripts/examples/make-protomaps-tiles.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source_file="$root/Examples/data/helsinki-center.geojson"
out="$root/Examples/data/helsinki-protomaps.mbtiles"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

command -v ogr2ogr >/dev/null || { echo "needs ogr2ogr (apt-get install gdal-bin)" >&2; exit 2; }
. "$root/Scripts/fixtures/omt-vrt.sh"
from="FROM \"$(basename "$source_file" .geojson)\""

places="kind IN ('city', 'suburb', 'neighbourhood')"
# OpenStreetMap's highway and railway values grouped as the Protomaps basemap groups them.
road_kind="CASE WHEN class = 'rail' THEN 'rail'
  WHEN kind IN ('motorway', 'motorway_link') THEN 'highway'
  WHEN kind IN ('trunk', 'trunk_link', 'primary', 'primary_link') THEN 'major_road'
  WHEN kind IN ('secondary', 'secondary_link', 'tertiary', 'tertiary_link') THEN 'medium_road'
  WHEN kind IN ('residential', 'unclassified', 'living_street', 'service', 'road') THEN 'minor_road'
  WHEN kind IN ('pedestrian', 'footway', 'steps', 'path', 'cycleway', 'track', 'bridleway') THEN 'path'
  ELSE 'other' END"

{
  echo "<OGRVRTDataSource>"
  vrt_layer earth "Extent(geometry) AS geometry, 'earth' AS kind" "1"
  vrt_layer water "geometry, CASE class WHEN 'water' THEN 'water' ELSE kind END AS kind, name" \
    "class IN ('water', 'waterway')"
  vrt_layer landuse "geometry, CASE class WHEN 'park' THEN 'park' ELSE 'grass' END AS kind, name" \
    "class IN ('park', 'green')"
  vrt_layer roads "geometry, $road_kind AS kind, kind AS kind_detail, name" "class IN ('road', 'rail')"
  vrt_layer buildings "geometry, 'building' AS kind" "class = 'building'"
  vrt_layer places "geometry, CASE kind WHEN 'city' THEN 'locality' ELSE 'neighbourhood' END AS kind,
    kind AS kind_detail, name" "class = 'poi' AND $places"
  vrt_layer pois "geometry, kind, name" "class = 'poi' AND NOT ($places)
    UNION ALL SELECT PointOnSurface(geometry) AS geometry, 'park' AS kind, name $from
    WHERE class = 'park' AND name IS NOT NULL"
  echo "</OGRVRTDataSource>"
} >"$work/protomaps.vrt"

rm -f "$out"
ogr2ogr -f MBTILES "$out" "$work/protomaps.vrt" \
  -dsco MINZOOM=13 -dsco MAXZOOM=14 -dsco NAME="Helsinki center (Protomaps)" \
  -dsco CONF='{"buildings": {"minzoom": 14}, "pois": {"minzoom": 14}}' \
  -dsco DESCRIPTION="OpenStreetMap extract in the Protomaps basemap layers, for mapc's examples"
python3 - "$out" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("INSERT INTO metadata VALUES ('attribution', '© OpenStreetMap contributors')")
db.commit()
db.execute("VACUUM")
db.close()
PY
size=$(stat -c %s "$out")
echo "$out: $size bytes"
[ "$size" -lt 204800 ] || { echo "the archive is over 200 KB" >&2; exit 1; }
