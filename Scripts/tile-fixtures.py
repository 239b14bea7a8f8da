#!/usr/bin/env python3
"""The second half of Scripts/make-tile-fixtures.sh (run that, not this): writes
helsinki-leaves.pmtiles and expectations.json into the fixtures folder given.

helsinki-leaves.pmtiles holds zoom 14 of helsinki.mbtiles and sea.mbtiles, tiles gzipped,
written by the pmtiles package's Writer (which deduplicates equal tiles into
runs) with its directory builder made to cut leaf directories of LEAF_SIZE entries.

expectations.json is what independent tools say about the archives:
- `archives`: for each archive, the header and metadata as the pmtiles package reads them, or
  the MBTiles `metadata` table as SQLite reads it; and for PMTiles the directory shape (number
  of leaf directories, entries, entries that are runs).
- `tiles`: for each tile of the archives (helsinki.pmtiles has those of helsinki.mbtiles), its PMTiles tile id (`pmtiles.tile.zxy_to_tileid`),
  and the length and CRC-32 of its decompressed bytes.
- `decoded`: for some tiles, what GDAL reads from the tile (ogr2ogr -f GeoJSON -oo CLIP=NO of
  the decompressed tile, in tile coordinates): per layer the feature count, the count of each
  geometry type, the sorted `name` values, and the first features whole. GDAL reports y up
  (extent − y); the script turns it back into the tile's y-down coordinates.
"""
import gzip
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import zlib

import pmtiles.writer
from pmtiles.reader import MmapSource, Reader, all_tiles
from pmtiles.tile import Compression, TileType, deserialize_directory, zxy_to_tileid

LEAF_SIZE = 4
EXTENT = 4096
FIRST_FEATURES = 3

out = sys.argv[1]


def path(name):
    return os.path.join(out, name)


def mbtiles_tiles(name, zoom=None):
    """{(z, x, y): decompressed bytes} of an MBTiles file, y in XYZ order."""
    db = sqlite3.connect(path(name))
    tiles = {}
    for z, column, row, data in db.execute(
            "SELECT zoom_level, tile_column, tile_row, tile_data FROM tiles"):
        if zoom is not None and z != zoom:
            continue
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        tiles[(z, column, (1 << z) - 1 - row)] = data
    db.close()
    return tiles


def mbtiles_metadata(name):
    db = sqlite3.connect(path(name))
    rows = dict(db.execute("SELECT name, value FROM metadata"))
    db.close()
    layers = json.loads(rows.pop("json", "{}")).get("vector_layers", [])
    return {"metadata": rows, "layers": [layer["id"] for layer in layers]}


# --- helsinki-leaves.pmtiles ---------------------------------------------------------------

def small_leaves(entries, target_root_len):
    return pmtiles.writer.build_roots_leaves(entries, LEAF_SIZE)


leaves_tiles = mbtiles_tiles("sea.mbtiles", 14)
city = mbtiles_tiles("helsinki.mbtiles", 14)
assert not set(city) & set(leaves_tiles), "the sea must not overlap the city"
leaves_tiles.update(city)

pmtiles.writer.optimize_directories = small_leaves
with pmtiles.writer.write(path("helsinki-leaves.pmtiles")) as writer:
    for (z, x, y) in sorted(leaves_tiles, key=lambda t: zxy_to_tileid(*t)):
        writer.write_tile(zxy_to_tileid(z, x, y), gzip.compress(leaves_tiles[(z, x, y)], mtime=0))
    layers = sorted(set(mbtiles_metadata("helsinki.mbtiles")["layers"]) | {"water"})
    writer.finalize(
        {
            "tile_type": TileType.MVT,
            "tile_compression": Compression.GZIP,
            "min_lon_e7": int(24.90 * 1e7), "min_lat_e7": int(60.10 * 1e7),
            "max_lon_e7": int(24.96 * 1e7), "max_lat_e7": int(60.18 * 1e7),
            "center_zoom": 14,
            "center_lon_e7": int(24.9442942 * 1e7), "center_lat_e7": int(60.1716313 * 1e7),
        },
        {
            "name": "Helsinki center and open water",
            "attribution": "© OpenStreetMap contributors",
            "vector_layers": [{"id": name, "fields": {}} for name in layers],
        },
    )


# --- expectations ----------------------------------------------------------------------------

def pmtiles_summary(name):
    with open(path(name), "rb") as f:
        source = MmapSource(f)
        reader = Reader(source)
        header = reader.header()
        metadata = reader.metadata()
        root = deserialize_directory(source(header["root_offset"], header["root_length"]))
        leaves = [deserialize_directory(source(header["leaf_directory_offset"] + e.offset, e.length))
                  for e in root if e.run_length == 0]
        entries = [e for e in root if e.run_length > 0] + [e for leaf in leaves for e in leaf]
        tiles = {zxy: gzip.decompress(data) if header["tile_compression"] == Compression.GZIP else data
                 for zxy, data in all_tiles(source)}
        # The reader's lookup, tile by tile, agrees with the traversal.
        for (z, x, y), data in tiles.items():
            got = reader.get(z, x, y)
            if header["tile_compression"] == Compression.GZIP:
                got = gzip.decompress(got)
            assert got == data
    header = {key: (value.name.lower() if hasattr(value, "name") else value)
              for key, value in header.items()}
    return {
        "header": header,
        "metadata": metadata,
        "rootEntries": len(root),
        "leafDirectories": len(leaves),
        "tileEntries": len(entries),
        "runEntries": sum(1 for e in entries if e.run_length > 1),
        "tiles": sorted([z, x, y] for (z, x, y) in tiles),
    }, tiles


def gdal_layers(data):
    """What GDAL reads from one decompressed tile, layer by layer, in tile coordinates."""
    with tempfile.TemporaryDirectory() as work:
        tile = os.path.join(work, "tile.mvt")
        with open(tile, "wb") as f:
            f.write(data)
        names = subprocess.run(["ogrinfo", "-ro", "-q", tile], check=True, capture_output=True,
                               text=True).stdout.split("\n")
        layers = {}
        for line in names:
            if ": " not in line:
                continue
            layer = line.split(": ", 1)[1].rsplit(" (", 1)[0]
            out_file = os.path.join(work, layer + ".json")
            subprocess.run(["ogr2ogr", "-f", "GeoJSON", out_file, "-oo", "CLIP=NO", tile, layer],
                           check=True, capture_output=True)
            with open(out_file) as f:
                layers[layer] = json.load(f)["features"]
    return layers


def tile_point(p):
    x, y = p[:2]
    assert x == int(x) and y == int(y)
    return [int(x), EXTENT - int(y)]


def mvt_geometry(geometry):
    """GDAL's GeoJSON geometry as the MVT type and its parts: points, lines, or polygons
    (lists of rings, each without its closing point)."""
    kind, c = geometry["type"], geometry["coordinates"]
    if kind == "Point":
        return "point", [tile_point(c)]
    if kind == "MultiPoint":
        return "point", [tile_point(p) for p in c]
    if kind == "LineString":
        return "lineString", [[tile_point(p) for p in c]]
    if kind == "MultiLineString":
        return "lineString", [[tile_point(p) for p in line] for line in c]
    polygons = [c] if kind == "Polygon" else c
    return "polygon", [[[tile_point(p) for p in ring[:-1]] for ring in polygon] for polygon in polygons]


def decoded(data):
    result = {}
    for layer, features in gdal_layers(data).items():
        types = {}
        first = []
        for feature in features:
            kind, parts = mvt_geometry(feature["geometry"])
            types[kind] = types.get(kind, 0) + 1
            if len(first) < FIRST_FEATURES:
                properties = {k: v for k, v in feature["properties"].items()
                              if v is not None and k != "mvt_id"}
                first.append({"type": kind, "geometry": parts, "properties": properties})
        result[layer] = {
            "count": len(features),
            "types": types,
            "names": sorted({f["properties"]["name"] for f in features
                             if f["properties"].get("name") is not None}),
            "first": first,
        }
    return result


def crc(data):
    return {"length": len(data), "crc32": zlib.crc32(data)}


helsinki_summary, helsinki_pm = pmtiles_summary("helsinki.pmtiles")
leaves_summary, leaves_pm = pmtiles_summary("helsinki-leaves.pmtiles")
helsinki_mb = mbtiles_tiles("helsinki.mbtiles")
sea_mb = mbtiles_tiles("sea.mbtiles")
assert helsinki_pm == helsinki_mb, "pmtiles-convert kept every tile"
assert leaves_pm == leaves_tiles

tiles = {}
for archive, content in [("helsinki.mbtiles", helsinki_mb), ("sea.mbtiles", sea_mb),
                         ("helsinki-leaves.pmtiles", leaves_pm)]:
    tiles[archive] = [{"z": z, "x": x, "y": y, "tileId": zxy_to_tileid(z, x, y), **crc(content[(z, x, y)])}
                      for (z, x, y) in sorted(content)]

# Every city tile, one inner and one corner tile of the sea.
decode = {f"{z}/{x}/{y}": decoded(data) for (z, x, y), data in sorted(helsinki_mb.items())}
for key in [(14, 9323, 4747), (14, 9320, 4744)]:
    decode["sea " + "/".join(map(str, key))] = decoded(sea_mb[key])

expectations = {
    "archives": {
        "helsinki.mbtiles": mbtiles_metadata("helsinki.mbtiles"),
        "sea.mbtiles": mbtiles_metadata("sea.mbtiles"),
        "helsinki.pmtiles": helsinki_summary,
        "helsinki-leaves.pmtiles": leaves_summary,
    },
    "tiles": tiles,
    "decoded": decode,
}
def dump(value, indent=""):
    """JSON with objects indented and lists of plain values or of lists (points, rings) on one
    line, keys sorted: small, and a change shows as a readable diff."""
    if isinstance(value, dict):
        if not value:
            return "{}"
        inner = indent + " "
        members = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {dump(value[k], inner)}" for k in sorted(value)]
        return "{\n" + ",\n".join(members) + "\n" + indent + "}"
    if isinstance(value, list) and any(isinstance(v, dict) for v in value):
        inner = indent + " "
        return "[\n" + ",\n".join(inner + dump(v, inner) for v in value) + "\n" + indent + "]"
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


with open(path("expectations.json"), "w") as f:
    f.write(dump(expectations) + "\n")
