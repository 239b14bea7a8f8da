# Sourced by make-tile-fixtures.sh and make-example-tiles.sh: the OGR VRT that splits the
# OpenStreetMap extract into OpenMapTiles layers, for ogr2ogr's MBTiles driver.

# One layer of the VRT: name, SELECT list, WHERE clause (no characters XML would need escaped),
# reading "$source_file".
omt_layer() {
  printf '  <OGRVRTLayer name="%s"><SrcDataSource>%s</SrcDataSource>\n' "$1" "$source_file"
  printf '    <SrcSQL dialect="SQLITE">SELECT %s %s WHERE %s</SrcSQL></OGRVRTLayer>\n' "$2" "$from" "$3"
}

# The VRT of "$source_file", on standard output. Arguments: the SQL expression of a road's
# OpenMapTiles class, and the condition on `kind` that makes a POI a place (the others are poi).
omt_vrt() {
  local road_class="$1" place="$2"
  local from="FROM \"$(basename "$source_file" .geojson)\""
  echo "<OGRVRTDataSource>"
  omt_layer water "geometry, 'lake' AS class" "class = 'water'"
  omt_layer waterway "geometry, kind AS class, name" "class = 'waterway'"
  omt_layer landcover "geometry, 'grass' AS class, 'grass' AS subclass" "class = 'green'"
  omt_layer park "geometry, 'park' AS class, name" "class = 'park'"
  omt_layer transportation "geometry, $road_class AS class, kind AS subclass" "class IN ('road', 'rail')"
  omt_layer transportation_name "geometry, name, $road_class AS class" "class IN ('road', 'rail') AND name IS NOT NULL"
  omt_layer building "geometry" "class = 'building'"
  omt_layer place "geometry, kind AS class, name" "class = 'poi' AND $place"
  omt_layer poi "geometry, kind AS class, kind AS subclass, name" "class = 'poi' AND NOT ($place)"
  echo "</OGRVRTDataSource>"
}
